"""The end of Coal n' Write: the richest claim wins (a tie goes to the richer
Ore Stash); solo, a full Ore Stash earns a rank. Where the cash came from is
the results' breakdown (breakdown.py)."""

from __future__ import annotations

from game.coal_n_write.content import RANKS, ROUNDS, solo_rank
from game.coal_n_write.phases import Phase
from game.coal_n_write.reading import stash_full, stash_value
from game.coal_n_write.state import State
from game.core import Result, places_from_keys


def is_over(state: State) -> bool:
    return state.phase == Phase.OVER


def result(state: State) -> Result:
    scores = [sheet.cash for sheet in state.sheets]
    if state.solo:
        sheet = state.sheets[0]
        if stash_full(sheet):
            title = solo_rank(sheet.cash)
            lines = [f"The Ore Stash is full: ${sheet.cash} ranks {title}"]
        else:
            title = "Ore Stash not filled"
            lines = [f"The Ore Stash has {sheet.spots_left()} empty spots: fill it to earn a rank."]
        # The goal: a full Ore Stash and a medal (Bronze or better) on the ranking table.
        won = stash_full(sheet) and sheet.cash >= RANKS[1]["from"]
        return Result(scores=scores, places=[1], titles=[title], lines=lines, won=[won])
    keys = [(sheet.cash, stash_value(sheet)) for sheet in state.sheets]
    places = places_from_keys(keys)
    lines = []
    top = max(scores)
    if scores.count(top) > 1:
        lines.append(
            "Tied on cash: the richer Ore Stash wins."
            if places.count(1) == 1
            else "Level on cash and Ore Stash: a shared win."
        )
    if state.final_round >= 0 and state.final_round < ROUNDS - 1:
        lines.append(f"The Pinkertons ended the game after burro {state.final_round + 1}.")
    titles = ["Richest Claim" if place == 1 else "" for place in places]
    return Result(scores=scores, places=places, titles=titles, lines=lines)
