"""The strong bot's turn plan thought ahead (think(), a step at a time) is the plan it
would make when asked: the same moves, and choose() does not search again."""

import pytest

import game.coal_n_write as coal_n_write
from game.coal_n_write import rules

from bot_searches import count_searches, play_side_by_side

SPEC = coal_n_write.SPEC


@pytest.fixture
def searches(monkeypatch):
    return count_searches(monkeypatch)


@pytest.mark.parametrize(("level", "players"), [("strong", 6), ("medium", 3)])
def test_a_plan_thought_ahead_makes_the_moves_the_bot_makes_when_asked(level, players, searches):
    play_side_by_side(SPEC, level, players, seed=3, steps_ahead=None)
    # every plan of the thinker came from think(): choose() searched only for its twin
    assert searches["in_choose"] * 2 == searches["plans"] > 0


def test_thinking_cut_short_or_for_a_table_that_moved_on_changes_no_move(searches):
    play_side_by_side(SPEC, "strong", players=4, seed=8, steps_ahead=3)  # choose() finishes the search itself
    thinker = SPEC.bots["strong"](1)
    state = rules.new_game(3, 2, SPEC.default_options())
    rules.apply(state, rules.chance_move(state))  # the roll: all three build
    for _ in thinker.think(rules.view(state, 2), 2):
        pass
    rules.apply(state, SPEC.bots["strong"](5).choose(rules.view(state, 0), 0))  # the table moves on
    searched = searches["plans"]
    assert thinker.choose(rules.view(state, 2), 2) == SPEC.bots["strong"](1).choose(rules.view(state, 2), 2)
    assert searches["plans"] == searched + 2  # the old plan was not taken: both searched this view


def test_a_view_is_thought_about_once(searches):
    bot = SPEC.bots["strong"](1)
    state = rules.new_game(2, 1, SPEC.default_options())
    rules.apply(state, rules.chance_move(state))
    assert len(list(bot.think(rules.view(state, 0), 0))) > 1  # a search, a step at a time
    assert list(bot.think(rules.view(state, 0), 0)) == []  # thought already
    bot.choose(rules.view(state, 0), 0)
    assert searches["plans"] == 1 and searches["in_choose"] == 0
