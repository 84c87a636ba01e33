"""Stripmine's results breakdown: points auction by auction add up to the
score, and the stash values show where a tie on points is broken."""

import pytest
from breakdown_check import check_adds_up, finished

from game.stripmine.breakdown import breakdown


@pytest.mark.parametrize(
    "players,seed,variation", [(2, 1, "standard"), (3, 2, "bear"), (5, 3, "blowout"), (8, 4, "bear_blowout")]
)
def test_points_per_auction_add_up_to_the_score(players, seed, variation):
    match = finished("stripmine", players, seed, {"variation": variation})
    lines = check_adds_up(match)
    auctions = [line for line in lines if line.counts]
    assert len(auctions) == match.state.auctions_total
    assert auctions[0].label == "Auction 1"
    if variation.endswith("blowout"):
        assert auctions[-1].label == f"Auction {len(auctions)}: Blowout"


def test_a_tie_on_points_shows_the_stash_values_that_break_it():
    for seed in range(1, 40):
        match = finished("stripmine", 4, seed)
        scores = match.state.scores
        stash = [sum({"quarter": 25, "nickel": 5, "penny": 1, "dime": 10}[c] for c in s) for s in match.state.stashes]
        if any(len({stash[s] for s in range(len(scores)) if scores[s] == score}) > 1 for score in scores):
            break
    else:
        pytest.fail("no tie on points in 40 games")
    tie = [line for line in check_adds_up(match) if not line.counts]
    assert len(tie) == 1 and "tie" in tie[0].label and tie[0].unit == "c"
    assert list(tie[0].values) == [
        sum({"quarter": 25, "nickel": 5, "penny": 1, "dime": 10}[c] for c in s) for s in match.state.stashes
    ]


def test_a_tie_the_stashes_cannot_break_shows_no_stash_line():
    """After a Blowout every stash can be empty: a "breaks ties" line of zeros would break nothing."""
    match = finished("stripmine", 4, 1)
    state = match.state
    state.scores[:] = [10, 10, 5, 3]
    state.stashes[:] = [[], [], [], []]
    assert all(line.counts for line in breakdown(state, []))
