"""Bots that think ahead, checked: a game played by a thinking bot beside a twin that is only
asked (`play_side_by_side`), and the strong Coal n' Write bot's turn searches counted: how many
plans, how many of their search steps, and how many were searched inside choose(). A hint is
the strong bot's search too, planned over frames: `ask_hint` presses and waits for it."""

import itertools

from game.coal_n_write.strong import StrongBot
from game.contract import ThinkingBot
from game.core import CHANCE

HINT_FRAMES = 600  # the most frames a hint's plan may take in a test


def play_side_by_side(spec, level: str, players: int, seed: int, steps_ahead: int | None) -> tuple[int, list]:
    """A seeded game where one bot thinks ahead (all of it, or only `steps_ahead` steps) before
    each move and a twin is only asked: each move of the one must be the twin's. The number of
    moves, and every step think() yielded."""
    rules = spec.rules
    thinker, asked = spec.bots[level](1), spec.bots[level](1)
    assert isinstance(thinker, ThinkingBot)
    state = rules.new_game(players, seed, spec.default_options())
    moves, steps = 0, []
    while not rules.is_over(state):
        actors = rules.to_act(state)
        if CHANCE in actors:
            rules.apply(state, rules.chance_move(state))
            continue
        seat = actors[-1]  # the last seat, so the others' moves change the table between its turns
        steps += itertools.islice(thinker.think(rules.view(state, seat), seat), steps_ahead)
        move = thinker.choose(rules.view(state, seat), seat)
        assert move == asked.choose(rules.view(state, seat), seat), (moves, move)
        rules.apply(state, move)
        moves += 1
    return moves, steps


def count_searches(monkeypatch, bot=StrongBot) -> dict[str, int]:
    """Count the plans of a bot class (the strong Coal n' Write bot unless told), the weight of
    their steps, the heaviest step, and the plans searched inside choose()."""
    counts = {"plans": 0, "steps": 0, "in_choose": 0, "heaviest": 0}
    planning, choose = bot._planning, bot.choose
    asked = [False]

    def counted_planning(self, *args):
        counts["plans"] += 1
        counts["in_choose"] += asked[0]
        search = planning(self, *args)
        while True:
            try:
                step = next(search)
            except StopIteration as done:
                return done.value
            weight = step or 1
            counts["steps"] += weight
            counts["heaviest"] = max(counts["heaviest"], weight)
            yield step

    def counted_choose(self, *args):
        asked[0] = True
        try:
            return choose(self, *args)
        finally:
            asked[0] = False

    monkeypatch.setattr(bot, "_planning", counted_planning)
    monkeypatch.setattr(bot, "choose", counted_choose)
    return counts


def ask_hint(app, scene, action, on=None, dt: float = 1 / 60):
    """Press for a hint at a table (or on a screen of its, `on`: a pick screen), then run frames
    until it shows (or the press was refused): the hint. A press before its plan is made says
    "Thinking..." and shows it the frame it is ready."""
    (on or scene).handle(action)
    for _ in range(HINT_FRAMES):
        if scene.hint is not None or scene.hint_asked is None:
            return scene.hint
        app.frame(dt, [])
    raise AssertionError("the hint was never planned")
