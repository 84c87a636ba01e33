"""The first-game coach: a tip whose moment ends before it could be read
stays a little longer, but no longer points, since what it pointed at (a
Roll button, a glowing token) may now be the next player's."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from scenes.kit import coach as coach_module  # noqa: E402
from scenes.kit.coach import MIN_SECONDS, Coach, Tip  # noqa: E402


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path / "home"))
    from scenes.app import App

    return App(headless=True)


def test_a_tip_past_its_moment_stays_to_be_read_without_its_pointer(app, monkeypatch):
    moment = {"now": True}
    arrows = []
    monkeypatch.setattr(coach_module, "_arrow", lambda surface, rect, point: arrows.append(point))
    tip = Tip("roll", "Press Roll to throw the dice.", lambda: moment["now"], lambda: (900, 300))
    coach = Coach(app, "nowhere", [tip])
    coach.update(0.1)
    coach.draw(app.canvas)
    assert arrows == [(900, 300)]
    moment["now"] = False  # the turn passed on before the tip was read
    coach.update(0.1)
    coach.draw(app.canvas)
    assert coach.current is tip and arrows == [(900, 300)]  # still shown, no longer pointing
    coach.update(MIN_SECONDS)
    assert coach.current is None
