"""Spending the kept event dice: what a die can be used for right now, why
it can't go to some use, and finishing a use the moment its dice meet its
price (a route's BP and its bridge or engine, a tech level, a company value
step, a private company)."""

from __future__ import annotations

from game.bindle_rails.content import (
    COMPANIES,
    EVENT_FACES,
    GAME,
    PRIVATES,
    ROUTE_FACES,
    TECH_MAX,
    TERRAIN_DIE,
    TOP,
    value_cost,
)
from game.bindle_rails.phases import Phase
from game.bindle_rails.state import State


def paid_words(paid: int, price: int, unit: str = "$") -> str:
    """What is paid toward something, said one way on the mat, in the hint and in the question
    before End turn, short enough for the mat's lines: "$2 of $3", "2 of 3 gears", "4 of 6 BP"."""
    if unit == "$":
        return f"${paid} of ${price}"
    return f"{paid} of {price} {unit}"


def uses_for(state: State, die: int) -> list[str]:
    """Every use a kept event die has right now (the hints light these)."""
    if state.phase != Phase.SPEND or state.event_place[die] != "keep":
        return []
    pips, kind = EVENT_FACES[state.event_faces[die]]
    uses = []
    route = state.next_route
    if route is not None:
        if route_needs(state)[0] > 0:  # once the BP are paid, only a bridge/engine die is missing
            uses.append("bp")
        terrain = ROUTE_FACES[state.route_faces[route]][0]
        if TERRAIN_DIE.get(terrain) == kind and not pending(state, "terrain"):
            uses.append("terrain")
    if kind == "tech" and state.tech < TECH_MAX:
        uses.append("tech")
    for company in _manageable(state):
        if state.values[company] < TOP and state.credit_dir[company] >= 0:
            uses.append(f"up:{company}")
        low = 1 if company == state.company else 0
        if state.values[company] > low and state.credit_dir[company] <= 0:
            uses.append(f"down:{company}")
    if state.privates_on and state.tech >= GAME["private_from_tech"]:
        uses += [f"private:{p}" for p in range(len(PRIVATES)) if p not in state.owned]
    return uses


def pick_problem(state: State, die: int) -> str:
    """Why a die can't be picked up to pay for something now, or "" when it can."""
    if state.phase != Phase.SPEND:
        return "Spend your dice after rolling them."
    if not 0 <= die < GAME["event_dice"] or state.event_place[die] == "off":
        return "There is no such event die."
    if state.event_place[die] != "keep":
        return "That die isn't free to use: each die is used once a turn."
    return "" if uses_for(state, die) else "That die can't pay for anything right now."


def _manageable(state: State) -> list[int]:
    if state.tech >= GAME["any_company_from_tech"]:
        return list(range(len(COMPANIES)))
    return [state.company]


def use_refusal(state: State, die: int, use: str) -> str:
    """Why a kept die can't go to a use it doesn't have: the sentence a refused move shows."""
    pips, kind = EVENT_FACES[state.event_faces[die]]
    head, _, arg = use.partition(":")
    route = state.next_route
    if head in ("bp", "terrain") and route is None:
        return "Your whole route is built already."
    if head == "terrain" and route is not None:
        terrain = ROUTE_FACES[state.route_faces[route]][0]
        if terrain == "plain":
            return "This route is on the plain: it needs no bridge or engine."
        if pending(state, "terrain"):
            return f"This {terrain} already has its {TERRAIN_DIE[terrain]} die."
        need = "a blue bridge" if terrain == "river" else "a brown engine"
        return f"A {terrain} needs {need} die: this die can't be one."
    if head == "tech":
        if state.tech >= TECH_MAX:
            return "Your technology is at the top already."
        return "Only a die on a black gear face can buy technology."
    if head in ("up", "down"):
        if not arg.isdigit() or int(arg) >= len(COMPANIES):
            return "There is no such company."
        company = int(arg)
        if company not in _manageable(state):
            return f"Below Tech {GAME['any_company_from_tech']} you may only move your own company's value."
        if state.credit_dir[company] and (state.credit_dir[company] > 0) != (head == "up"):
            return "That company is already being moved the other way this turn."
        if head == "up":
            return "That company is at the top of the track."
        if company == state.company and state.values[company] == 1:
            return "Pushing your own company to $0 would lose the game."
        return "That company is at the bottom of the track."
    if head == "private":
        if not state.privates_on:
            return "Private companies aren't in this game."
        if state.tech < GAME["private_from_tech"]:
            return f"Private companies are for sale from Tech {GAME['private_from_tech']}."
        return "That private company isn't for sale."
    return "That die can't be used that way."


def complete(state: State, use: str) -> list[dict]:
    """Finish the use a die was just given, if its dice now meet its price."""
    head, _, arg = use.partition(":")
    if head in ("bp", "terrain"):
        return _try_route(state)
    if head == "tech":
        dice = pending(state, "tech")
        if _pips(state, dice) < state.tech:
            return []
        _use_dice(state, dice)
        state.tech += 1
        state.tech_turns.append(state.turn)
        return [{"kind": "tech", "tech": state.tech, "dice": dice}]
    if head in ("up", "down"):
        return _try_value(state, int(arg), 1 if head == "up" else -1)
    if head == "private":
        private = int(arg)
        dice = pending(state, use)
        if _pips(state, dice) < PRIVATES[private]["price"]:
            return []
        _use_dice(state, dice)
        state.owned.append(private)
        return [{"kind": "private", "private": private, "dice": dice}]
    return []


def pending(state: State, use: str) -> list[int]:
    """The dice waiting on a use that isn't complete yet."""
    return [d for d, p in enumerate(state.event_place) if p == "pend" and state.event_use[d] == use]


def _pips(state: State, dice: list[int]) -> int:
    return sum(EVENT_FACES[state.event_faces[d]][0] for d in dice)


def _use_dice(state: State, dice: list[int]) -> None:
    for die in dice:
        state.event_place[die] = "used"


def route_needs(state: State) -> tuple[int, str, int, bool]:
    """The next route: (BP still missing, terrain, route die, terrain die placed)."""
    route = state.next_route
    assert route is not None, "the whole route is built"
    terrain, bp = ROUTE_FACES[state.route_faces[route]]
    return max(0, bp - _pips(state, pending(state, "bp"))), terrain, route, bool(pending(state, "terrain"))


def _try_route(state: State) -> list[dict]:
    missing, terrain, route, has_terrain = route_needs(state)
    if missing > 0 or (terrain != "plain" and not has_terrain):
        return []
    bp_dice, terrain_dice = pending(state, "bp"), pending(state, "terrain")
    for die in bp_dice + terrain_dice:
        state.event_place[die] = "used"
        state.event_use[die] = f"route:{state.built}"
    state.built += 1
    events = [{"kind": "route_built", "slot": state.built - 1, "die": route, "dice": bp_dice + terrain_dice}]
    if state.built == state.route_count:
        state.route_done_turn = state.turn
        events.append({"kind": "chicago", "turn": state.turn})
    return events


def _try_value(state: State, company: int, direction: int) -> list[dict]:
    dice = pending(state, f"{'up' if direction > 0 else 'down'}:{company}")
    _use_dice(state, dice)
    state.credit[company] += _pips(state, dice)
    state.credit_dir[company] = direction
    start = state.values[company]
    low = 1 if company == state.company else 0
    while True:
        target = state.values[company] + direction
        if not low <= target <= TOP:
            break
        cost = value_cost(state.values[company], target)
        if state.credit[company] < cost:
            break
        state.credit[company] -= cost
        state.values[company] = target
    if state.values[company] == start:
        return [{"kind": "credit", "company": company, "credit": state.credit[company], "dice": dice}]
    return [
        {
            "kind": "value",
            "company": company,
            "start": start,
            "end": state.values[company],
            "dice": dice,
            "credit": state.credit[company],
        }
    ]
