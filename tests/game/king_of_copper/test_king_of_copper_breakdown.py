"""King of Copper's results breakdown: cash, chips, sapphires and the
first-home bonus add up to each player's money."""

import pytest
from breakdown_check import check_adds_up, finished


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (4, 4)])
def test_the_breakdown_adds_up_to_the_money(players, seed):
    match = finished("king_of_copper", players, seed, {"length": "taster"} if seed % 2 else {})
    lines = check_adds_up(match)
    labels = [line.label for line in lines]
    assert labels[:5] == [
        "Starting cash",
        "Cash won and spent in play",
        "Ore chips cashed",
        "Sapphires cashed",
        "First with all in Finish",
    ]
    state = match.state
    bonus = lines[4].values
    if state.first_home >= 0:  # the bonus goes to the first player home, and only to them
        assert bonus[state.first_home] > 0 and sum(bonus) == bonus[state.first_home]
    else:
        assert not any(bonus)
