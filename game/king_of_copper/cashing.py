"""Cashing chips in King of Copper: at Finish, all at once when every token
is home, and green chips as they come for a Character Card holder."""

from __future__ import annotations

from game.king_of_copper.cards import BLUE_IDS, GAME, GREEN_IDS, is_sapphire
from game.king_of_copper.ledger import receive
from game.king_of_copper.moves import Cash, CashDone
from game.king_of_copper.state import State, all_home


def reach_finish(state: State, seat: int, token: int, events: list[dict]) -> None:
    events.append({"kind": "finish", "seat": seat, "token": token})
    if state.characters[seat] == "banker":
        got = receive(state, seat, 100)
        events.append({"kind": "banker", "seat": seat, "amount": got})
    if all_home(state, seat):
        if state.first_home < 0:
            state.first_home = seat
            got = receive(state, seat, GAME["first_home_bonus"])
            events.append({"kind": "first_home", "seat": seat, "amount": got})
        for chip in list(state.hands[seat]):  # all home: nothing is gained by holding back
            _cash(state, seat, chip, events)
        if state.anaconda == seat:
            got = receive(state, seat, GAME["anaconda_value"])
            state.anaconda = -2
            events.append({"kind": "cash_anaconda", "seat": seat, "amount": got})
        events.append({"kind": "all_home", "seat": seat})
        return
    if any(cashable_at_finish(state, seat, c) for c in state.hands[seat]):
        state.tasks.append({"task": "cash", "seat": seat})


def cashable_at_finish(state: State, seat: int, chip: str) -> bool:
    if is_sapphire(state.chip_kind[chip]):
        return all_home(state, seat)
    return chip in BLUE_IDS or bool(state.characters[seat])


def _cash(state: State, seat: int, chip: str, events: list[dict]) -> None:
    state.hands[seat].remove(chip)
    state.cashed[seat].append(chip)
    got = receive(state, seat, state.chip_value[chip])
    events.append(
        {
            "kind": "cash",
            "seat": seat,
            "chip": chip,
            "value": state.chip_value[chip],
            "chip_kind": state.chip_kind[chip],
            "amount": got,
        }
    )
    if state.chip_kind[chip] == "great_blue" and state.final_from < 0:
        state.final_from = seat
        events.append({"kind": "final_round", "seat": seat})


def cash_handler(state: State, move: Cash) -> list[dict]:
    events: list[dict] = []
    _cash(state, move["player"], move["chip"], events)
    if not any(cashable_at_finish(state, move["player"], c) for c in state.hands[move["player"]]):
        state.tasks.pop(0)
    return events


def cash_done_handler(state: State, move: CashDone) -> list[dict]:
    state.tasks.pop(0)
    return [{"kind": "cash_done", "seat": move["player"]}]


def cash_greens(state: State, seat: int, events: list[dict]) -> None:
    """A Character Card holder cashes green prospecting chips as they come."""
    if not state.characters[seat]:
        return
    for chip in list(state.hands[seat]):
        if chip in GREEN_IDS and not is_sapphire(state.chip_kind[chip]):
            _cash(state, seat, chip, events)
