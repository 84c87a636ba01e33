"""The browser tests' fixtures: the headless app, and phones (Chromium sessions) closed after."""

from __future__ import annotations

import pytest

from chromium import Browser, need_browser
from phone_client import phone_app


@pytest.fixture
def app():
    yield from phone_app()


@pytest.fixture
def phones():
    """phones(*names): a fresh headless Chromium for each, at a phone's size."""
    need_browser()
    opened: list[Browser] = []

    def open_phones(*names: str) -> list[Browser]:
        for name in names:
            opened.append(Browser(name))
        return opened[-len(names) :]

    yield open_phones
    for browser in opened:
        browser.quit()
