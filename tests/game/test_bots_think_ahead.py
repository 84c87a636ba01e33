"""The strong bots of AirCargo, King of Copper and Bindle Rails (and the levels built on them)
thought ahead (think(), a weighted step at a time) make the moves they make when asked, a
thought cut short changes no move, and no step weighs more than a frame's thinking."""

import random

import pytest

from game.aircargo.bots import routes
from game.contract import ThinkingBot
from game.core import CHANCE
from game.registry import get_game
from scenes.kit.thinking import THINK_STEPS

from bot_searches import play_side_by_side

GAMES = ["aircargo", "king_of_copper", "bindle_rails"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize(("level", "steps_ahead"), [("strong", None), ("medium", None), ("strong", 2)])
def test_a_move_thought_ahead_is_the_move_the_bot_makes_when_asked(game_id, level, steps_ahead):
    spec = get_game(game_id)
    players = min(spec.max_players, 3)
    routes.cache_clear()  # AirCargo's route tables, searched afresh: a table known already takes no step
    moves, steps = play_side_by_side(spec, level, players, seed=4, steps_ahead=steps_ahead)
    assert moves > 40 and steps
    assert max(step or 1 for step in steps) <= THINK_STEPS  # a frame holds a slice, never a whole search


@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_thinks_ahead(game_id):
    spec = get_game(game_id)
    assert all(isinstance(spec.bots[level](1), ThinkingBot) for level in ("easy", "medium", "strong"))


def test_a_thought_s_steps_copy_no_dice(monkeypatch):
    """The thought rolls dice of its own, swapped into the bot's hands a step at a time: the dice's
    states (625 numbers each) are read as it starts and ends, never at every step."""
    spec = get_game("stripmine")
    rules = spec.rules
    state = rules.new_game(3, 4, spec.default_options())
    while CHANCE in rules.to_act(state):
        rules.apply(state, rules.chance_move(state))
    seat = rules.to_act(state)[0]
    bot = spec.bots["strong"](1)
    read = []
    getstate = random.Random.getstate
    monkeypatch.setattr(random.Random, "getstate", lambda rng: read.append(rng) or getstate(rng))
    steps = list(bot.think(rules.view(state, seat), seat))
    assert len(steps) > 3 * len(bot._dice_holders()) and len(read) <= 3 * len(bot._dice_holders())  # not at each step
    assert bot.choose(rules.view(state, seat), seat) == spec.bots["strong"](1).choose(rules.view(state, seat), seat)
