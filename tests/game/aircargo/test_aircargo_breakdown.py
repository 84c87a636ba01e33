"""AirCargo's results breakdown: each delivery and each penalty add up to
the score, a crash strikes the log out, and the next title is named."""

import pytest
from breakdown_check import check_adds_up, finished

from game import breakdowns


@pytest.mark.parametrize("seed", range(1, 9))
def test_deliveries_and_penalties_add_up_to_the_score(seed):
    match = finished("aircargo", 1, seed)
    lines = check_adds_up(match)
    state = match.state
    deliveries = [line for line in lines if line.label.startswith("Cargo ") and " delivered to " in line.label]
    assert [line.values[0] for line in deliveries] == [weight for _, weight in state.deliveries]
    penalties = [line for line in lines if line.values[0] == -1]
    assert len(penalties) == len(state.planned_cargo) + len(state.planned_airports) + bool(state.cargo) + bool(
        state.destination
    )
    if state.outcome == "crashed":
        assert "crash" in lines[-1].label and match.result().scores == [0]
        assert "crash" in breakdowns.next_rank(match)
    else:
        assert "needs" in breakdowns.next_rank(match) or "top rank" in breakdowns.next_rank(match)
