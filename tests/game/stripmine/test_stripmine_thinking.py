"""Stripmine's medium and strong bots thought ahead (think(), a step at a time, on dice of
their own) make the moves they make when asked, and a thought cut short or made for a table
that has moved on changes no move."""

import pytest

import game.stripmine as stripmine
from game.core import CHANCE
from game.stripmine import rules

from bot_searches import play_side_by_side

SPEC = stripmine.SPEC


@pytest.mark.parametrize(
    ("level", "players", "steps_ahead"), [("strong", 2, None), ("medium", 5, None), ("strong", 4, 2)]
)
def test_a_move_thought_ahead_is_the_move_the_bot_makes_when_asked(level, players, steps_ahead):
    moves, steps = play_side_by_side(SPEC, level, players, seed=4, steps_ahead=steps_ahead)
    assert moves > 20 and set(steps) == {10}  # each step weighs ten of the table's


def test_a_thought_for_a_table_that_moved_on_is_not_taken_and_leaves_the_dice_alone():
    thinker, twin = SPEC.bots["strong"](1), SPEC.bots["strong"](1)
    state = rules.new_game(3, 2, SPEC.default_options())
    while CHANCE in rules.to_act(state):
        rules.apply(state, rules.chance_move(state))
    seat = rules.to_act(state)[0]
    assert len(list(thinker.think(rules.view(state, seat), seat))) > 1  # a plan, a step at a time
    assert list(thinker.think(rules.view(state, seat), seat)) == []  # thought already
    assert thinker.rng.getstate() == twin.rng.getstate()  # thinking used dice of its own
    rules.apply(state, SPEC.bots["strong"](5).choose(rules.view(state, seat), seat))  # the table moves on
    while CHANCE in rules.to_act(state):
        rules.apply(state, rules.chance_move(state))
    seat = rules.to_act(state)[0]
    assert thinker.choose(rules.view(state, seat), seat) == twin.choose(rules.view(state, seat), seat)
    assert thinker.rng.getstate() == twin.rng.getstate()
