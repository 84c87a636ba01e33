"""A bot thinks ahead over frames (scenes/kit/thinking.py): no frame searches more than
THINK_STEPS steps of a bot's plan, the bots are asked only once their plan is made, and
they make the moves they would make if asked at once."""

import pytest

from game.match import Match, Seat
from game.registry import get_game
from scenes.kit.game_scene import scene_for
from scenes.kit.thinking import THINK_STEPS

from bot_searches import count_searches
from scene_monkey import make_app

DT = 1 / 30


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path, fake=False)


@pytest.fixture
def steps(monkeypatch):
    return count_searches(monkeypatch)


def bots_table(app, pace: str, players: int = 6, seed: int = 7):
    spec = get_game("coal_n_write")
    app.settings.bot_pace = pace
    scene = scene_for(app, Match(spec, [Seat(f"Bot {i + 1}", i, "bot", "strong") for i in range(players)], seed))
    app.scenes.reset(scene)
    return scene


@pytest.mark.parametrize("pace", ["normal", "relaxed"])
def test_no_frame_holds_more_than_a_slice_of_a_bots_search(app, steps, pace):
    scene = bots_table(app, pace)
    most = 0
    for _ in range(600):
        before = steps["steps"]
        app.frame(DT, [])
        most = max(most, steps["steps"] - before)
    assert steps["plans"] >= 3 and steps["steps"] > 3 * THINK_STEPS  # whole turns were planned, over frames
    assert most <= THINK_STEPS
    assert steps["in_choose"] == 0  # every plan was thought ahead, none searched when the bot was asked
    assert app.scenes.errors == [] and not scene.stalled


def test_bots_that_think_ahead_make_the_moves_they_make_when_asked_at_once(app):
    scene = bots_table(app, "brisk", players=4, seed=11)
    for _ in range(600):
        app.frame(DT, [])
    log = scene.match.log
    assert len(log) > 40
    asked = Match(scene.match.spec, [Seat(f"Bot {i + 1}", i, "bot", "strong") for i in range(4)], 11)
    for move in log:
        if move["player"] in range(4):
            assert asked.bot_move(move["player"]) == move
        asked.apply(move)
