"""Coal n' Write's results breakdown: each burro and the store's income and
spending add up to the cash; solo, the next rank of the ranking table."""

import pytest
from breakdown_check import check_adds_up, finished

from game import breakdowns


@pytest.mark.parametrize("players,seed", [(1, 1), (1, 2), (2, 3), (4, 4), (6, 5)])
def test_burros_and_the_store_add_up_to_the_cash(players, seed):
    match = finished("coal_n_write", players, seed)
    lines = check_adds_up(match)
    burros = [line for line in lines if line.label.startswith("Burro ")]
    assert [line.label for line in burros] == [f"Burro {n}" for n in range(1, len(burros) + 1)]
    last = max(n for sheet in match.state.sheets for n, sent in enumerate(sheet.burro_round, 1) if sent >= 0)
    assert len(burros) == last  # each player picks which burro to send, so every burro sent has a row
    assert all(line.unit == "$" for line in lines)
    spent = [line for line in lines if line.label == "Spent at the store"]
    assert all(value <= 0 for line in spent for value in line.values)


def test_the_solo_results_say_what_the_next_rank_needs():
    match = finished("coal_n_write", 1, 1)
    sheet = match.state.sheets[0]
    sentence = breakdowns.next_rank(match)
    if sheet.cash >= 361:
        assert sentence.startswith("Platinum Level is the top rank")
    else:
        assert "needs $" in sentence and "more." in sentence
    sheet.cash = 310  # Bronze: Silver starts at $321
    assert sentence_for(match).endswith("Silver Level needs $321: $11 more.")
    sheet.cash = 250
    assert sentence_for(match).endswith("Bronze Level needs $300: $50 more.")


def sentence_for(match) -> str:
    return breakdowns.next_rank(match)


def test_no_plus_sign_jargon_in_the_closing_lines():
    for players in (1, 3):
        lines = finished("coal_n_write", players, 2).result().lines
        assert not any("$+" in line or "$-" in line for line in lines)
