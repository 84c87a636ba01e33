"""The start of a King of Copper turn: asking for the roll, or mining first
(prospecting a green chip, peeking at a deep one and digging for it, and the
cave-in roll)."""

from __future__ import annotations

from game.king_of_copper import board as B
from game.king_of_copper.cards import GAME
from game.king_of_copper.cashing import cash_greens
from game.king_of_copper.ledger import held_ticket, pay, receive, use_ticket
from game.king_of_copper.moves import CaveRoll, Dig, Peek, Prospect, Roll, StopDigging
from game.king_of_copper.phases import Phase
from game.king_of_copper.state import State


def peek_cost(state: State, seat: int) -> int:
    if state.characters[seat] == "assayer" or held_ticket(state, seat, "assay") >= 0:
        return 0
    return GAME["peek_price"]


def roll_handler(state: State, move: Roll) -> list[dict]:
    state.phase = Phase.ROLL
    return [{"kind": "roll_asked", "seat": move["player"]}]


def prospect_handler(state: State, move: Prospect) -> list[dict]:
    seat, mine = move["player"], move["mine"]
    pay(state, seat, GAME["prospect_price"])
    chip = state.green[mine]
    state.green[mine] = ""
    state.hands[seat].append(chip)
    state.worked.append(mine)
    events = [{"kind": "prospect", "seat": seat, "mine": mine, "chip": chip}]
    cash_greens(state, seat, events)
    return events


def peek_handler(state: State, move: Peek) -> list[dict]:
    seat, mine = move["player"], move["mine"]
    cost = peek_cost(state, seat)
    events: list[dict] = []
    if cost == 0 and state.characters[seat] != "assayer":
        use_ticket(state, seat, "assay", events)
    state.peek_paid = pay(state, seat, cost)
    state.worked.append(mine)
    events.append({"kind": "peek", "seat": seat, "mine": mine, "paid": state.peek_paid})
    chip = state.blue[mine]
    if state.chip_kind[chip] == "fools":  # Fool's Gold is free: take it and get the peek back
        receive(state, seat, state.peek_paid)
        state.blue[mine] = ""
        state.hands[seat].append(chip)
        state.deep_dug[B.mine_district(mine)] += 1
        events.append({"kind": "fools_gold", "seat": seat, "mine": mine, "chip": chip, "refund": state.peek_paid})
        return events
    state.peek = mine
    state.phase = Phase.PEEKED
    return events


def dig_handler(state: State, move: Dig) -> list[dict]:
    pay(state, move["player"], GAME["dig_price"])
    state.phase = Phase.CAVE
    district = B.mine_district(state.peek)
    return [
        {
            "kind": "dig",
            "seat": move["player"],
            "mine": state.peek,
            "risk": cave_numbers(state, move["player"], district),
        }
    ]


def cave_numbers(state: State, seat: int, district: int) -> int:
    """How many d10 numbers (from 0 up) cave this deep mine in."""
    numbers = state.deep_dug[district] + 1
    if state.characters[seat] == "timberman":
        numbers -= 1
    return max(0, numbers)


def stop_digging_handler(state: State, move: StopDigging) -> list[dict]:
    mine = state.peek
    state.peek, state.phase = "", Phase.START
    return [{"kind": "stop_digging", "seat": move["player"], "mine": mine, "lost": state.peek_paid}]


def cave_roll_handler(state: State, move: CaveRoll) -> list[dict]:
    d10 = move["d10"]
    seat, mine = state.current, state.peek
    district = B.mine_district(mine)
    numbers = cave_numbers(state, seat, district)
    state.peek = ""
    if d10 < numbers:
        events = [{"kind": "cave_in", "seat": seat, "mine": mine, "d10": d10, "numbers": numbers, "district": district}]
        for token, node in enumerate(state.tokens[seat]):
            if B.district_of(node) == district:
                state.tokens[seat][token] = "start"
                events.append({"kind": "bumped", "seat": seat, "token": token, "from": node, "by": -1})
        state.owner[mine] = -1  # the title goes back on the mine
        state.bought_turn[mine] = -1
        state.phase = Phase.END
        return events
    chip = state.blue[mine]
    state.blue[mine] = ""
    state.hands[seat].append(chip)
    state.deep_dug[district] += 1
    state.phase = Phase.START
    return [{"kind": "deep_mined", "seat": seat, "mine": mine, "d10": d10, "numbers": numbers, "chip": chip}]
