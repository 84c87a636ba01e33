"""A bot thinks ahead over frames (scenes/kit/thinking.py): no frame searches more than
THINK_STEPS steps of a bot's plan, the bots are asked only once their plan is made, and
they make the moves they would make if asked at once. A person's hint is planned the same
way: the hint it gives is the one worked out at once, and a press before it is ready waits."""

import pytest

from game.core import CHANCE
from game.hints import Hint
from game.match import Match, Seat
from game.registry import all_games, get_game
from scenes.kit.game_scene import THINKING, scene_for
from scenes.kit.input import Action
from scenes.kit.thinking import BUSY_THINK_STEPS, THINK_STEPS, ThinkAhead

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
    most, most_busy = 0, 0
    ready = scene.thinking.ready

    def counted(busy: bool = False) -> bool:
        nonlocal most_busy
        before = steps["steps"]
        try:
            return ready(busy)
        finally:
            most_busy = max(most_busy, steps["steps"] - before) if busy else most_busy

    scene.thinking.ready = counted  # type: ignore[method-assign]
    for _ in range(600):
        before = steps["steps"]
        app.frame(DT, [])
        most = max(most, steps["steps"] - before)
    assert steps["plans"] >= 3 and steps["steps"] > 3 * THINK_STEPS  # whole turns were planned, over frames
    assert most <= THINK_STEPS
    assert 0 < most_busy < BUSY_THINK_STEPS + steps["heaviest"]  # while a move animates, half a frame's
    assert steps["in_choose"] == 0  # every plan was thought ahead, none searched when the bot was asked
    assert app.scenes.errors == [] and not scene.stalled


@pytest.mark.parametrize("game_id", ["aircargo", "king_of_copper", "bindle_rails"])
def test_the_other_strong_bots_also_think_a_slice_a_frame_before_they_are_asked(app, monkeypatch, game_id):
    spec = get_game(game_id)
    steps = count_searches(monkeypatch, type(spec.bots["strong"](0)))
    players = min(spec.max_players, 4)
    app.settings.bot_pace = "brisk"
    match = Match(spec, [Seat(f"Bot {i + 1}", i, "bot", "strong") for i in range(players)], 7)
    app.scenes.reset(scene := scene_for(app, match))
    most = 0
    for _ in range(600):
        before = steps["steps"]
        app.frame(DT, [])
        most = max(most, steps["steps"] - before)
    assert steps["plans"] >= 5 and len(match.log) >= 10
    assert most < THINK_STEPS + steps["heaviest"]  # a frame's steps, the last of them whole
    assert steps["heaviest"] <= THINK_STEPS
    assert steps["in_choose"] == 0  # every move was thought ahead, none searched when the bot was asked
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


def hint_at_once(match, seat: int) -> Hint:
    """The hint as it was worked out inside the press's frame: the strong bot asked, then why."""
    spec = match.spec
    bot = spec.bots[spec.strong_bot](match.seed * 31 + seat)
    view = match.view(seat)
    move = bot.choose(view, seat)
    return Hint(seat, dict(move), bot.explain(view, seat, move) or "Try the highlighted move.", len(match.log))


@pytest.mark.parametrize("game_id", [spec.id for spec in all_games()])
def test_a_hint_planned_over_frames_is_the_one_worked_out_at_once(game_id):
    spec = get_game(game_id)
    players = min(spec.max_players, 3)
    match = Match(spec, [Seat(f"Bot {i + 1}", i, "bot", "strong") for i in range(players)], 5)
    thinking = ThinkAhead(match)
    checked, longest = 0, 0
    while not match.is_over() and checked < 6:
        seat = next((s for s in match.to_act() if s != CHANCE), None)
        if seat is not None and len(match.log) % 3 == 0:
            frames = 0
            while (plan := thinking.think_of_hint(seat)).hint is None:
                thinking.start_frame()
                frames += 1
            assert plan.hint == hint_at_once(match, seat), (game_id, len(match.log))
            checked, longest = checked + 1, max(longest, frames)
        match.step_automatic()
    assert checked == 6 or match.is_over()
    assert longest >= 1  # the frame a plan is made takes none of its steps


def test_a_press_before_the_hint_is_planned_says_thinking_and_shows_it_the_frame_it_is_ready(app, steps):
    spec = get_game("coal_n_write")
    scene = scene_for(app, Match(spec, [Seat("Ada", 0, "human"), Seat("Bo", 1, "bot", "strong")], 7))
    app.scenes.reset(scene)
    for _ in range(600):
        plan = scene.hint_plan(0)
        if 0 in scene.human_to_act() and (plan is None or plan.hint is None):
            break
        app.frame(DT, [])
    scene.handle(Action("hint", "kbm"))
    assert scene.hint is None and THINKING in app.toasts.messages()
    frames, most = 0, 0
    while scene.hint is None:
        before = steps["steps"]
        app.frame(DT, [])
        frames, most = frames + 1, max(most, steps["steps"] - before)
    assert frames > 1 and most <= THINK_STEPS  # the plan went on over frames, a slice each
    assert scene.hint == hint_at_once(scene.match, 0)
    assert THINKING not in app.toasts.messages() and app.toasts.items[-1].kind == "hint"
