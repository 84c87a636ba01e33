"""The crash log: every way the app ends that nobody chose from a menu leaves a line in crash.log
(the window closed from outside, an exception out of the loop, one in another thread); a Quit
leaves none, and the hooks are as they were afterwards."""

import threading
from types import SimpleNamespace

import pygame
import pytest

from scenes import crash_log
from scenes.app import App


class Title:
    pass


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path))
    return tmp_path


def fake_app(closed=False):
    return SimpleNamespace(scenes=SimpleNamespace(stack=[Title()], top=Title()), closed_from_outside=closed)


def written(home) -> str:
    path = home / crash_log.NAME
    return path.read_text() if path.exists() else ""


def test_a_window_closed_from_outside_leaves_a_line_and_a_quit_none(home):
    with crash_log.watching(fake_app()):
        pass
    assert written(home) == ""
    with crash_log.watching(fake_app(closed=True)):
        pass
    assert "The window was closed from outside the game" in written(home) and "in Title" in written(home)


def test_an_exception_out_of_the_loop_or_in_a_thread_is_written_with_its_trace(home):
    hook = threading.excepthook
    with pytest.raises(KeyError), crash_log.watching(fake_app()):
        thread = threading.Thread(target=lambda: {}["phones"], name="phones room")
        thread.start()
        thread.join()
        {}["table"]
    text = written(home)
    assert "phones room stopped" in text and "Boomtown stopped in Title" in text
    assert text.count("KeyError") >= 2 and "Traceback" in text
    assert threading.excepthook is hook


def test_the_app_knows_its_window_was_closed_from_outside(home):
    app = App(headless=True)
    app.frame(1 / 60, [])
    assert not app.closed_from_outside
    app.frame(1 / 60, [pygame.event.Event(pygame.QUIT)])
    assert app.closed_from_outside and not app.running
