"""The shared side of the results breakdowns: values as players read them,
and the next step on a rank ladder."""

from game import breakdowns
from game.breakdowns import CENTS, MONEY, POINTS, Line


def test_values_read_plainly_with_no_plus_signs():
    assert breakdowns.written(1234, MONEY) == "$1,234"
    assert breakdowns.written(-50, MONEY) == "-$50"
    assert breakdowns.written(87, CENTS) == "87c"
    assert breakdowns.written(-1, POINTS) == "-1"


def test_the_next_rank_names_what_it_needs_and_the_top_says_so():
    ladder = [(40, "Cargo Pilot"), (43, "Silver Wing"), (45, "Gold Wing")]
    assert breakdowns.ladder_sentence(23, ladder) == "Cargo Pilot needs 40 points: 17 more."
    assert breakdowns.ladder_sentence(44, ladder) == "Gold Wing needs 45 points: 1 more."
    assert breakdowns.ladder_sentence(47, ladder) == "Gold Wing is the top rank."
    assert breakdowns.ladder_sentence(310, [(321, "Silver")], MONEY) == "Silver needs $321: $11 more."


def test_only_counted_lines_make_the_total():
    lines = [Line("Auction 1", (3, 4)), Line("Auction 2", (2, 1)), Line("Stash (breaks a tie)", (30, 5), counts=False)]
    assert breakdowns.totals(lines, 2) == [5, 5]
