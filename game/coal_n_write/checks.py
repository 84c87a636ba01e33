"""What must hold in every state of Coal n' Write, checked after every move
by the tests and by `sim --check`."""

from __future__ import annotations

from collections import Counter
from operator import le

from game.coal_n_write.content import DEPOSITS, DICE, MINERALS, STASH_SIZE, STORE_RULES
from game.coal_n_write.phases import Phase
from game.coal_n_write.reading import burros_owned, capacity
from game.coal_n_write.state import HELD, PINKERTONS, State

_DIGS = tuple(d.digs for d in DEPOSITS)
_MINERAL_DEPOSITS = {m: [d.index for d in DEPOSITS if d.mineral == m] for m in MINERALS}


def invariants(state: State) -> None:
    """Dice are in hand or in the Bunkhouse, never lost or used twice; cash
    only changes by a rule (the ledger); every claim wrote one letter."""
    assert len(set(state.bunkhouse)) == len(state.bunkhouse) and all(0 <= d < DICE for d in state.bunkhouse)
    assert len(state.hand) + len(state.bunkhouse) == DICE, "a die went missing"
    hand = state.hand
    for seat, sheet in enumerate(state.sheets):
        assert sheet.cash == sum(sheet.ledger), f"seat {seat}: cash changed outside a rule"
        assert len(sheet.ledger) == len(sheet.ledger_why)
        assert sheet.cash >= 0, f"seat {seat}: cash below zero"
        assert len(sheet.stash) <= STASH_SIZE and len(sheet.crossed) == len(sheet.stash)
        stash = Counter(sheet.stash)
        for mineral, indices in _MINERAL_DEPOSITS.items():
            assert sum(map(sheet.claimed.__getitem__, indices)) == stash[mineral], (
                f"seat {seat}: the Ore Stash disagrees with the mine"
            )
        assert len(sheet.dug) == len(_DIGS) and min(sheet.dug) >= 0 and all(map(le, sheet.dug, _DIGS))
        shipped = "".join(sheet.burros)
        assert len(sheet.crossed) - sheet.crossed.count(HELD) - sheet.crossed.count(PINKERTONS) == len(shipped)
        for die, use in enumerate(sheet.used):
            assert not use or die in hand, f"seat {seat}: a die in the Bunkhouse was used"
        assert len(sheet.loading) <= capacity(sheet)
        if sheet.loading:
            assert not Counter(sheet.loading) - sheet.held()
        assert 0 <= sheet.tonics <= sheet.tonics_bought <= STORE_RULES["tonic_limit"]
        sent_out = sorted(r for r in sheet.burro_round if r >= 0)  # one burro a round, each used once
        assert sent_out == list(range(state.round + (state.phase == Phase.OVER))), (
            f"seat {seat}: burros and rounds disagree"
        )
        assert all(r < 0 for r in sheet.burro_round[burros_owned(state) :])
        assert sheet.chosen == -1 or (state.phase == Phase.LOAD and sheet.burro_round[sheet.chosen] < 0)
        assert sheet.bust_bandits == 0 or state.solo
