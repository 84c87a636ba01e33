"""Bindle Rails' results breakdown: every scoring line adds up to the VP,
and a sunk company strikes the list out."""

import pytest
from breakdown_check import check_adds_up, finished

from game import breakdowns
from game.bindle_rails.scoring import score_lines


@pytest.mark.parametrize(
    "seed,options", [(1, {}), (2, {"goals": True, "privates": True}), (3, {"fierce": True}), (4, {"turns": 6})]
)
def test_every_scoring_line_adds_up_to_the_vp(seed, options):
    match = finished("bindle_rails", 1, seed, options)
    lines = check_adds_up(match)
    assert [line.label for line in lines][: len(score_lines(match.state))] == [
        label for label, _ in score_lines(match.state)
    ]
    sentence = breakdowns.next_rank(match)
    assert "50 VP" in sentence or "sunk" in sentence
