"""What each player may see of a King of Copper game: chip faces stay hidden
until cashed or held, and the event pile stays face down."""

from __future__ import annotations

from game.core import view_copy
from game.king_of_copper.cards import ALL_CHIPS
from game.king_of_copper.phases import Phase
from game.king_of_copper.state import State

HIDDEN = "?"


def known_chips(state: State, player) -> set[str]:
    """The chips whose face `player` may see: their own, every cashed chip,
    the one they are peeking at, and (once over) all."""
    if state.phase == Phase.OVER:
        return set(ALL_CHIPS)
    known = {c for hand in state.cashed for c in hand}
    if isinstance(player, int) and 0 <= player < state.players:
        known |= set(state.hands[player])
        if state.peek and state.current == player:
            known.add(state.blue[state.peek])
    return known


def secrets(state: State, player) -> dict:
    """What `player` may not know now, by the name the view shows it under:
    the faces of chips they can't see and the order of the event pile."""
    known = known_chips(state, player)
    hidden = {chip: (kind, state.chip_value[chip]) for chip, kind in state.chip_kind.items() if chip not in known}
    return {**hidden, "event_pile": list(state.event_pile)}


def view(state: State, player) -> State:
    seen = view_copy(state)
    known = known_chips(state, player)
    seen.chip_kind = {c: (k if c in known else HIDDEN) for c, k in state.chip_kind.items()}
    seen.chip_value = {c: (v if c in known else HIDDEN) for c, v in state.chip_value.items()}
    seen.event_pile = [HIDDEN] * len(state.event_pile)
    for task in seen.tasks:
        if task["task"] == "rob":  # face down: only the backs show, green or blue
            task["slots"] = [chip[0] + HIDDEN for chip in task["slots"]]
    return seen
