"""Tables in the middle of a game, for the tests that go over every scene."""

import pytest

from game.match import Match, Seat

from scene_monkey import PADS, make_app


@pytest.fixture
def couch(monkeypatch, tmp_path):
    """The app with two gamepads plugged in and the real games registered."""
    return make_app(monkeypatch, tmp_path, fake=False)


def mid_game_match(spec, moves: int = 15, seed: int = 5) -> Match:
    """Bots play `moves` moves; then the first seat is a human on the shared
    keyboard and, where the game seats more, the second a human on a pad of
    their own, so the table is mid-game and waiting for people."""
    players = min(spec.max_players, max(spec.min_players, 3))
    seats = [Seat(f"P{i + 1}", i, "bot", spec.strong_bot) for i in range(players)]
    match = Match(spec, seats, seed)
    for _ in range(moves):
        if match.is_over() or match.step_automatic() is None:
            break
    seats[0].kind = "human"
    if players > 1:
        seats[1].kind, seats[1].controller = "human", f"pad:{PADS[0]}"
    return match


@pytest.fixture
def mid_game():
    """mid_game(app, spec) -> the game's scene on a mid-game table, waiting for a person."""
    from scenes.kit.game_scene import scene_for

    def make(app, spec, moves: int = 15, demo: bool = False):
        scene = scene_for(app, mid_game_match(spec, moves), demo=demo)
        app.scenes.reset(scene)
        for _ in range(900):  # on until the table waits for a person (the bots between play on)
            if demo or (scene.human_to_act() and not scene.busy()) or app.scenes.top is not scene:
                break
            app.scenes.update(1 / 30)
        return scene

    return make
