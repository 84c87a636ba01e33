"""Blackjack's odds for a hit, worked out from the rules: one die, doubled."""

from fractions import Fraction

import pytest

from game.coal_n_write.content import blackjack_payout
from game.coal_n_write.odds import BEST, hit_odds


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
    odds = hit_odds(total)
    assert (odds.bust, odds.best) == (bust, best)
    assert odds.bust_in_six == bust * 6 and odds.best_in_six == best * 6


def test_the_odds_agree_with_throwing_every_face():
    for total in range(2, 21, 2):
        outcomes = [total + 2 * face for face in range(1, 7)]
        assert hit_odds(total).bust == Fraction(sum(blackjack_payout(t).get("bandit", 0) > 0 for t in outcomes), 6)
