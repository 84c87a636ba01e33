"""The first-game coach: a tip shows while its moment lasts, and goes as soon
as it is over, since what it pointed at (a Roll button, a glowing token) may
now be the next player's, and where it sits may hold what is a target now."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from scenes.kit.coach import Coach, Tip  # noqa: E402


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path / "home"))
    from scenes.app import App

    return App(headless=True)


def test_a_tip_goes_as_soon_as_its_moment_is_over_and_the_next_one_comes(app):
    moment = {"roll": True}
    roll = Tip("roll", "Press Roll to throw the dice.", lambda: moment["roll"], lambda: (900, 300))
    move = Tip("move", "Glowing tokens can move.", lambda: not moment["roll"], lambda: (300, 300))
    coach = Coach(app, "nowhere", [roll, move])
    coach.update(0.1)
    assert coach.current is roll and coach.shown_rect() is not None
    moment["roll"] = False  # the player rolled at once: the turn moved on
    coach.update(1 / 60)
    assert coach.current is move and "roll" in coach.seen
