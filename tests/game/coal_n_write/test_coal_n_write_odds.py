"""Blackjack's odds for a hit, worked out from the rules' own outcomes of the die: one die, doubled."""

from fractions import Fraction

import pytest

from game.coal_n_write import rules
from game.coal_n_write.content import blackjack_payout
from game.coal_n_write.odds import BEST, hit_odds
from game.core import CHANCE


def hand_at(total: int):
    """A solo game whose blackjack hand stands at `total` (even, 2 to 20), waiting for a choice."""
    state = rules.new_game(1, 10, {})
    sheet = state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 10, [10], ["a test stake"]
    rules.apply(state, {"player": CHANCE, "kind": "roll", "dice": [5, 5, 3]})
    rules.apply(state, {"player": 0, "kind": "store", "item": "blackjack", "die": 0})
    faces = [total // 2] if total <= 12 else [6, total // 2 - 6]
    for n, face in enumerate(faces):
        if n:
            rules.apply(state, {"player": 0, "kind": "hit"})
        rules.apply(state, {"player": CHANCE, "kind": "blackjack_die", "seat": 0, "die": face})
    hand = state.sheets[0].blackjack  # apply made the state anew: sheet is the one before
    assert hand is not None and sum(hand) == total
    return state


def test_every_total_is_even_so_the_best_total_a_hand_reaches_is_20():
    assert BEST == 20
    assert blackjack_payout(20)["cash"] == 20 and blackjack_payout(20)["ore"] == ["T"]


@pytest.mark.parametrize(
    "total, bust, best",
    [
        (2, 0, 0),  # 4..14: nothing lost, nothing won yet
        (8, 0, Fraction(1, 6)),  # a 6 lands on 20; 10..20, never over
        (10, Fraction(1, 6), Fraction(1, 6)),  # a 6 makes 22
        (12, Fraction(2, 6), Fraction(1, 6)),
        (14, Fraction(3, 6), Fraction(1, 6)),
        (16, Fraction(4, 6), Fraction(1, 6)),
        (18, Fraction(5, 6), Fraction(1, 6)),  # only a 1 (20) keeps the hand alive
        (20, 1, 0),
    ],
)
def test_the_chance_a_hit_goes_bust_and_lands_on_20(total, bust, best):
    state = hand_at(total)
    odds = hit_odds(state, 0)
    assert odds is not None and odds.total == total
    assert (odds.bust, odds.best) == (bust, best)
    assert odds.bust_in_six == bust * 6 and odds.best_in_six == best * 6
    rules.apply(state, {"player": 0, "kind": "hit"})
    assert hit_odds(state, 0) == odds  # the same die, now thrown


def test_the_odds_agree_with_throwing_every_face():
    for total in range(2, 21, 2):
        outcomes = [total + 2 * face for face in range(1, 7)]
        bust = Fraction(sum(blackjack_payout(t).get("bandit", 0) > 0 for t in outcomes), 6)
        assert hit_odds(hand_at(total), 0).bust == bust


def test_no_hand_no_odds():
    assert hit_odds(rules.new_game(1, 10, {}), 0) is None
