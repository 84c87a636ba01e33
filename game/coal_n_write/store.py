"""The General Store: a die from a pair or three of a kind buys one item
(Pistols, Railroad Shares, the Coal Baron's bonus, a blackjack hand...)."""

from __future__ import annotations

from typing import Any, TypedDict

from game.coal_n_write.building import free_die_problem
from game.coal_n_write.content import MINERALS, NAME, STORE, STORE_RULES, price, store_items
from game.coal_n_write.moves import Handlers, Problems, Store
from game.coal_n_write.reading import coal_reporters, live_bandit_burros, visits_left
from game.coal_n_write.state import PINKERTONS, Sheet, State, pay, scratch_one


class Choice(TypedDict, total=False):
    """What a store visit names besides its item (a Store move is one)."""

    burros: list[int]
    count: int


def store_problem(state: State, sheet: Sheet, item: str, choice: Choice) -> str:
    """Why this store item can't be had right now, or ""."""
    if item not in STORE or item not in store_items(state.solo):
        sheet_name = "solo" if state.solo else "multiplayer"
        return f"The {sheet_name} General Store doesn't sell that."
    cost = price(item)
    if item == "blackjack" and sheet.cash < cost:
        return f"You need ${cost} to sit at the Blackjack Table: you have ${sheet.cash}."
    if item == "coal_baron":
        if sheet.coal_report:
            return "You already reported to the Coal Baron this turn."
        reporters = coal_reporters(state)
        if state.coal_baron_taken and not reporters:
            return "The Coal Baron has already paid his bonus."
        coal = sheet.held()["C"]
        if coal < STORE_RULES["coal_baron_needs"]:
            return f"The Coal Baron wants {STORE_RULES['coal_baron_needs']} Coal in your Ore Stash: you have {coal}."
        if any(state.sheets[seat].cash < _coal_baron_refund(len(reporters)) for seat in reporters):
            return "The Coal Baron's bonus is already spent this turn: it can't be shared now."
        return ""
    if item in ("strike_gold", "wash_day") and getattr(sheet, item):
        return f"{STORE[item]['name']} is already marked for this round."
    if item == "tack" and sheet.tack:
        return "Your burros already wear Tack and Harness."
    if item == "burro7" and sheet.burro7:
        return "Burro #7 is already yours."
    if item == "pinkertons":
        if state.final_round >= 0 or sheet.pinkertons:
            return "The Pinkertons are already called: this round is the last."
        held = sheet.held()
        missing = [NAME[m] for m in MINERALS if not held[m]]
        if missing:
            return f"The Pinkertons want one of each mineral: you have no {', '.join(missing)}."
        return ""
    count = 1
    if item == "pistol":
        burros = choice.get("burros")
        live = live_bandit_burros(state, sheet)
        if not live:
            return "No bandit is waiting on your burros."
        if not burros or len(set(burros)) != len(burros) or any(b not in live for b in burros):
            return "Choose burros you haven't loaded yet that carry a bandit."
        count = len(burros)
    if item in ("shares", "tonic"):
        wanted = choice.get("count")
        if wanted is None or wanted < 1:
            return "Say how many to buy."
        count = wanted
        if item == "tonic" and sheet.tonics_bought + count > STORE_RULES["tonic_limit"]:
            return f"Only {STORE_RULES['tonic_limit']} Tonics are for sale in a game."
    cost = cost * count if item != "blackjack" else 0
    if sheet.cash < cost:
        return f"That costs ${cost}: you have ${sheet.cash}."
    return ""


def visit_problem(state: State, sheet: Sheet, die: int) -> str:
    """Why this die can't go to the store at all, whatever it would buy, or ""."""
    problem = free_die_problem(state, sheet, die)
    if problem:
        return problem
    if visits_left(state, sheet, die) <= 0:
        return "Only a die from a pair or three of a kind can visit the General Store."
    return ""


def _store_problem(state: State, move: Store) -> str:
    sheet = state.sheets[move["player"]]
    return visit_problem(state, sheet, move["die"]) or store_problem(state, sheet, move["item"], move)


def _store(state: State, move: Store) -> list[dict]:
    player, item, die = move["player"], move["item"], move["die"]
    sheet = state.sheets[player]
    sheet.used[die] = f"store:{item}"
    event: dict[str, Any] = {"kind": "store", "player": player, "item": item, "die": die, "cost": 0}
    after = []
    cost = price(item)
    if item == "varmint":
        sheet.hunts += 1
    elif item == "blackjack":
        sheet.blackjack = []
        sheet.blackjack_wait = True
    elif item == "coal_baron":
        after.append(_report_to_coal_baron(state, player, sheet))
    elif item == "pistol":
        burros = move.get("burros", [])
        for burro in burros:
            sheet.pistols[burro] += 1
        event["burros"] = list(burros)
        event["cost"] = cost * len(burros)
    elif item in ("strike_gold", "wash_day", "tack", "burro7"):
        setattr(sheet, item, True)
        event["cost"] = cost
    elif item in ("tonic", "shares"):
        count = move.get("count", 0)
        if item == "tonic":
            sheet.tonics += count
            sheet.tonics_bought += count
        else:
            sheet.shares += [state.round + 1] * count
        event["cost"], event["count"] = cost * count, count
    elif item == "pinkertons":
        sheet.pinkertons = True
        event["spots"] = [scratch_one(sheet, m, PINKERTONS) for m in MINERALS]
    if event["cost"]:
        pay(sheet, -event["cost"], STORE[item]["name"])
    event["cash"] = sheet.cash
    return [event] + after


def _coal_baron_refund(earlier: int) -> int:
    """What each of `earlier` reporters of this turn hands back when one more
    ties with them: their share shrinks from bonus/earlier to bonus/(earlier+1)."""
    bonus = STORE_RULES["coal_baron_bonus"]
    return bonus // earlier - bonus // (earlier + 1) if earlier else 0


def _report_to_coal_baron(state: State, player: int, sheet: Sheet) -> dict:
    """The bonus is paid at once, so it can be spent this very turn. Players
    who report in the same turn tie and split it evenly (rounded down): the
    earlier reporters hand back the difference."""
    reporters = coal_reporters(state)
    refund = _coal_baron_refund(len(reporters))
    for seat in reporters:
        if refund:
            pay(state.sheets[seat], -refund, "Coal Baron, shared")
    each = STORE_RULES["coal_baron_bonus"] // (len(reporters) + 1)
    pay(sheet, each, "Coal Baron")
    sheet.coal_report = True
    state.coal_baron_taken = True
    return {"kind": "coal_baron", "seats": reporters + [player], "each": each, "refund": refund}


HANDLERS: Handlers = {"store": _store}
PROBLEMS: Problems = {"store": _store_problem}
