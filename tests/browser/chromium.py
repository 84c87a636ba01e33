"""A phone's browser for the tests: Debian's headless Chromium at a phone's size, driven by
selenium through the installed chromedriver (nothing is downloaded at run time), on a page
served by the app's own room on 127.0.0.1. The app runs in the test's process: every wait
pumps its frames until a condition holds, within a bound, never a sleep of fixed length."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from pathlib import Path

import pygame
import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
SHOTS = "BOOMTOWN_BROWSER_SHOTS"  # a folder: each step's phone pages and TV saved there as PNGs
PHONE = {"width": 390, "height": 844, "pixelRatio": 1.0, "touch": True}
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
)
FRAME = 1 / 30
BOUND = 15.0  # seconds a wait may take: only ever reached when something is broken

# What the page shows, read in one round trip.
READ_PAGE = """
const text = (id) => { const e = document.getElementById(id); return e && !e.hidden ? e.textContent : ""; };
return {
  status: text("status"),
  note: text("note"),
  seats: [...document.querySelectorAll("#seat-list button:not([disabled])")].map((b) => b.textContent),
  choices: [...document.querySelectorAll("#choices button")].map((b) =>
    b.classList.contains("coin") ? b.querySelector(".label").textContent : b.textContent),
  chosen: [...document.querySelectorAll("#choices button.coin.chosen")].map((b) => b.querySelector(".label").textContent),
  hand: text("hand"),
  hint: text("hint"),
  body: document.body.innerText,
};
"""


# The middle of a button, scrolled into view: by its text, or a choice by its index.
FIND_BUTTON = """
const label = arguments[0];
const button = typeof label === "number"
  ? document.querySelectorAll("#choices button")[label]
  : [...document.querySelectorAll("#seat-list button, #choices button")].find((b) => b.textContent.trim() === label);
if (!button) return null;
button.scrollIntoView({ block: "center" });
const box = button.getBoundingClientRect();
return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
"""


def missing() -> str:
    """Why the browser tests can't run here, or ""."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    for path in (CHROMIUM, CHROMEDRIVER):
        if not path.exists():
            return f"{path} is missing (apt-get install chromium chromium-driver)"
    return ""


def need_browser() -> None:
    """Skip with a one-line reason where there is no browser; under CI, fail instead."""
    reason = missing()
    if reason:
        if os.environ.get("CI") == "true":
            pytest.fail(f"browser tests can't run: {reason}")
        pytest.skip(reason)


class Browser:
    """One phone: a fresh Chromium profile of its own, so two phones share nothing."""

    def __init__(self, name: str):
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service

        self.name = name
        self.profile = tempfile.mkdtemp(prefix="boomtown-phone-")
        options = Options()
        options.binary_location = str(CHROMIUM)
        for flag in FLAGS:
            options.add_argument(flag)
        options.add_argument(f"--user-data-dir={self.profile}")
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": PHONE})
        self.driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)

    def open(self, url: str) -> None:
        self.driver.get(url)

    def page(self) -> dict:
        return self.driver.execute_script(READ_PAGE)

    def tap(self, label: str | int) -> None:
        """A finger's tap on the first button showing `label` (a seat, a choice), or on the
        choice at that index (coins of one kind share a label). The button is found, scrolled
        into view and measured in one script, and the finger lands on its middle: the page
        draws its buttons anew with every message, so no element is held across steps."""
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput

        spot = self.driver.execute_script(FIND_BUTTON, label)
        assert spot, f"{self.name}'s phone shows no {label!r}: {self.page()['body']!r}"
        chain = ActionChains(self.driver)
        chain.w3c_actions = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
        chain.w3c_actions.pointer_action.move_to_location(*spot).pointer_down().pointer_up()
        chain.perform()

    def shot(self, path: Path) -> None:
        self.driver.save_screenshot(str(path))

    def quit(self) -> None:
        self.driver.quit()
        shutil.rmtree(self.profile, ignore_errors=True)


def until(app, condition, what: str):
    """Pump the app's frames until `condition()` is truthy; its value. Bounded, never a fixed sleep."""
    end = time.monotonic() + BOUND
    while True:
        app.frame(FRAME, [])
        found = condition()
        if found:
            return found
        assert time.monotonic() < end, f"never {what}"


def join(app, room, phone: Browser, name: str, shots: Shots) -> None:
    """Open the link the TV's code opens (the room's address and key) and tap the seat `name`."""
    phone.open(room.url)
    until(app, lambda: name in phone.page()["seats"], f"{phone.name}'s page offered the seat {name}")
    shots.take(app, [phone], f"seats-{phone.name}")
    phone.tap(name)


def quiet_tv(app) -> None:
    """Let the TV's toasts run out (whole seconds a frame), so two frames can be compared."""
    for _ in range(30):
        if not app.toasts.items:
            return
        app.frame(1.0, [])
    raise AssertionError(f"the TV's toasts never faded: {[toast.message for toast in app.toasts.items]}")


class Shots:
    """Each step's pictures (the phones' pages and the TV), only when SHOTS names a folder."""

    def __init__(self, scenario: str):
        folder = os.environ.get(SHOTS)
        self.folder = Path(folder) if folder else None
        self.scenario = scenario
        self.step = 0
        if self.folder is not None:
            self.folder.mkdir(parents=True, exist_ok=True)

    def take(self, app, phones: list[Browser], step: str) -> None:
        if self.folder is None:
            return
        self.step += 1
        stem = f"{self.scenario}-{self.step:02d}-{step}"
        for phone in phones:
            phone.shot(self.folder / f"{stem}-{phone.name}.png")
        pygame.image.save(app.canvas, str(self.folder / f"{stem}-tv.png"))
