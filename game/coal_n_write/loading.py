"""The end of a round: each player chooses an unused burro, loads it from
the Ore Stash and sends it off; once every burro is out they are delivered
(bandits, Strike Gold, Wash Day), and the next round starts or the game ends
(Railroad Shares pay out)."""

from __future__ import annotations

from collections.abc import Sequence

from game.coal_n_write.content import MINERALS, NAME, STORE_RULES, VALUE
from game.coal_n_write.moves import ChooseBurro, Handlers, Load, Problems, Send, Unload
from game.coal_n_write.phases import Phase
from game.coal_n_write.reading import bandits_on, burros_owned, capacity
from game.coal_n_write.state import Sheet, State, pay, scratch_one


def _choose_burro_problem(state: State, move: ChooseBurro) -> str:
    burro = move["burro"]
    if not 0 <= burro < burros_owned(state):
        return "There is no such burro on your sheet."
    sheet = state.sheets[move["player"]]
    if sheet.burro_round[burro] >= 0:
        return f"Burro {burro + 1} has already made its delivery."
    if sheet.chosen == burro:  # choosing it again would change nothing, so it is neither offered nor taken
        return f"Burro {burro + 1} is already chosen: load it and send it."
    return ""


def _choose_burro(state: State, move: ChooseBurro) -> list[dict]:
    player, burro = move["player"], move["burro"]
    sheet = state.sheets[player]
    sheet.chosen = burro
    return [{"kind": "choose_burro", "player": player, "burro": burro, "bandits": bandits_on(sheet, burro)}]


def _chosen_problem(state: State, move: Load | Send) -> str:
    return "" if state.sheets[move["player"]].chosen >= 0 else "Choose an unused burro first."


def _load_problem(state: State, move: Load) -> str:
    sheet, mineral = state.sheets[move["player"]], move["mineral"]
    problem = _chosen_problem(state, move)
    if problem:
        return problem
    if mineral not in MINERALS:
        return "That isn't a mineral."
    if len(sheet.loading) >= capacity(sheet):
        return f"Your burro is full: it carries {capacity(sheet)}." + (
            "" if sheet.tack else " Tack and Harness would add 2."
        )
    if sheet.held()[mineral] <= sheet.loading.count(mineral):
        return f"Your Ore Stash has no more {NAME[mineral]}."
    return ""


def _load(state: State, move: Load) -> list[dict]:
    sheet = state.sheets[move["player"]]
    sheet.loading.append(move["mineral"])
    return [{"kind": "load", "player": move["player"], "mineral": move["mineral"], "loading": list(sheet.loading)}]


def _unload_problem(state: State, move: Unload) -> str:
    return "" if move["mineral"] in state.sheets[move["player"]].loading else "That isn't on your burro."


def _unload(state: State, move: Unload) -> list[dict]:
    sheet, mineral = state.sheets[move["player"]], move["mineral"]
    index = len(sheet.loading) - 1 - sheet.loading[::-1].index(mineral)
    del sheet.loading[index]
    return [{"kind": "unload", "player": move["player"], "mineral": mineral, "loading": list(sheet.loading)}]


def _send(state: State, move: Send) -> list[dict]:
    state.sheets[move["player"]].sent = True
    events = [{"kind": "send", "player": move["player"]}]
    if all(s.sent for s in state.sheets):
        events += _deliver_all(state)
    return events


def delivery(sheet: Sheet, burro: int, cargo: list[str]) -> dict:
    """What a burro earns: a live bandit takes every mineral of the most
    valuable type loaded; Strike Gold and Wash Day pay on what arrives."""
    stolen = []
    if cargo and bandits_on(sheet, burro):
        best = max(cargo, key=lambda m: VALUE[m])
        stolen = [m for m in cargo if m == best]
    arrived = list(cargo)
    for m in stolen:
        arrived.remove(m)
    value = sum(VALUE[m] for m in arrived)
    strike = STORE_RULES["strike_gold_per_10"] * (value // 10) if sheet.strike_gold else 0
    wash = (
        STORE_RULES["wash_day_bonus"] if sheet.wash_day and arrived.count("B") >= STORE_RULES["wash_day_borax"] else 0
    )
    return {"stolen": stolen, "value": value, "strike_gold": strike, "wash_day": wash}


def best_cargo(sheet: Sheet, burro: int, aboard: Sequence[str] = ()) -> list[str]:
    """The cargo from the Ore Stash that earns this burro the most now, as delivery() pays it,
    keeping the ore `aboard` (so the question before sending asks only what the empty slots
    could add); of cargoes worth the same, the one with the fewest ore (the rest waits for a
    later burro). So a bandit's burro gets one piece of the best kind as bait and cheaper ore in
    the rest: more of the kind he takes adds nothing. The one answer to "what should ride", for
    the bots, the hint, Enter on the loading board and the question before a burro leaves."""
    tops = [None, *MINERALS] if bandits_on(sheet, burro) else [None]
    cargoes = [list(aboard)] + [_fill(sheet, aboard, top, wash) for top in tops for wash in {False, sheet.wash_day}]
    best: tuple[int, int, list[str]] = (-1, 0, [])
    for cargo in cargoes:  # nothing more; for each kind the bandit may take (or none), the richest
        if cargo is not None:
            outcome = delivery(sheet, burro, cargo + sheet.bonus_ore)
            worth = (outcome["value"] + outcome["strike_gold"] + outcome["wash_day"], -len(cargo))
            if worth > best[:2]:
                best = (*worth, cargo)
    return best[2]


def _fill(sheet: Sheet, aboard: Sequence[str], top: str | None, wash: bool) -> list[str] | None:
    """The richest cargo holding `aboard` whose most valuable kind (blackjack ore riding along
    counts) is `top`, one piece of it as bait, the rest of cheaper kinds, best first; with
    `wash`, enough Borax for Wash Day first. Every piece of a cheaper kind adds to what arrives,
    so filling best first is the richest such cargo. None when no such cargo can be loaded."""
    held, room, bonus = sheet.held(), capacity(sheet), sheet.bonus_ore
    cargo = list(aboard)
    kinds = list(MINERALS)  # most valuable first
    if top is not None:
        riding = cargo + bonus
        if any(VALUE[m] > VALUE[top] for m in riding) or (top not in riding and held[top] <= cargo.count(top)):
            return None
        cargo += [] if top in riding else [top]
        kinds = [m for m in MINERALS if VALUE[m] < VALUE[top]]
    need = STORE_RULES["wash_day_borax"] - bonus.count("B") - cargo.count("B") if wash else 0
    if need > 0:
        if "B" not in kinds or held["B"] - cargo.count("B") < need or room - len(cargo) < need:
            return None
        cargo += ["B"] * need
    for m in kinds:
        cargo += [m] * max(0, min(held[m] - cargo.count(m), room - len(cargo)))
    return cargo if len(cargo) <= room else None


def send_preview(state: State, player: int) -> dict:
    """What sending this player's burro now would bring, worked out as the
    delivery will (delivery()): the cargo with any blackjack ore, what a bandit
    takes and its worth, the bonuses and the total; `empty` slots left, and what
    filling them as best_cargo() says would `add` from the Ore Stash and earn
    (`best_total`, `more` than now). The table asks before a burro leaves whose
    empty slots could earn more; one that can't earn more just goes."""
    sheet = state.sheets[player]
    burro = sheet.chosen  # -1 before one is chosen: nothing is loaded yet, nothing would ride
    loaded = list(sheet.loading)
    cargo = loaded + sheet.bonus_ore
    outcome = delivery(sheet, burro, cargo if burro >= 0 else [])
    total = outcome["value"] + outcome["strike_gold"] + outcome["wash_day"]
    best = best_cargo(sheet, burro, loaded) if burro >= 0 else loaded
    rich = delivery(sheet, burro, best + sheet.bonus_ore) if burro >= 0 else outcome
    best_total = rich["value"] + rich["strike_gold"] + rich["wash_day"]
    add = list(best)
    for mineral in loaded:
        add.remove(mineral)
    return {
        **outcome,
        "burro": burro,
        "cargo": cargo,
        "bandits": bandits_on(sheet, burro) if burro >= 0 else 0,
        "lost": sum(VALUE[m] for m in outcome["stolen"]),
        "total": total,
        "capacity": capacity(sheet),
        "empty": capacity(sheet) - len(loaded),
        "add": add,
        "best_total": best_total,
        "more": best_total - total,
    }


def asks_before_sending(preview: dict) -> bool:
    """Does sending this burro give something up (send_preview)? Only when its empty slots,
    filled as best_cargo() says, would earn more: slots that more ore would not pay for (more
    of the kind a bandit takes) cost nothing."""
    return preview["burro"] >= 0 and preview["more"] > 0


def _deliver_all(state: State) -> list[dict]:
    events = []
    for seat, sheet in enumerate(state.sheets):
        burro = sheet.chosen
        loaded = list(sheet.loading)
        for mineral in loaded:
            scratch_one(sheet, mineral, str(burro + 1))
        cargo = loaded + sheet.bonus_ore
        outcome = delivery(sheet, burro, cargo)
        sheet.burros[burro] = "".join(loaded)
        sheet.burro_bonus[burro] = "".join(sheet.bonus_ore)
        sheet.stolen[burro] = "".join(outcome["stolen"])
        total = outcome["value"] + outcome["strike_gold"] + outcome["wash_day"]
        sheet.earned[burro] = total
        sheet.extra_bandits[burro] = sheet.bust_bandits  # the busts ride on this burro, the next one loaded
        sheet.bust_bandits = 0
        sheet.burro_round[burro] = state.round
        bandits = bandits_on(sheet, burro)
        if outcome["value"]:
            pay(sheet, outcome["value"], f"Burro {burro + 1}")
        if outcome["strike_gold"]:
            pay(sheet, outcome["strike_gold"], "Strike Gold!")
        if outcome["wash_day"]:
            pay(sheet, outcome["wash_day"], "Wash Day")
        sheet.bonus_ore = []
        sheet.strike_gold = False
        sheet.wash_day = False
        sheet.loading = []
        sheet.chosen = -1
        events.append(
            {
                "kind": "delivery",
                "player": seat,
                "burro": burro,
                "cargo": cargo,
                "bandits": bandits,
                **outcome,
                "total": total,
                "cash": sheet.cash,
            }
        )
    if state.last_round:
        for seat, sheet in enumerate(state.sheets):
            gain = sum(STORE_RULES["share_growth"] * (state.round + 1 - bought) for bought in sheet.shares)
            if sheet.shares:
                if gain:
                    pay(sheet, gain, "Railroad Shares")
                events.append(
                    {"kind": "shares", "player": seat, "count": len(sheet.shares), "gain": gain, "cash": sheet.cash}
                )
        state.phase = Phase.OVER
        events.append({"kind": "game_over"})
        return events
    state.round += 1
    state.turn = 0
    state.bunkhouse = []
    state.phase = Phase.ROLL
    events.append({"kind": "new_round", "round": state.round})
    return events


HANDLERS: Handlers = {"choose_burro": _choose_burro, "load": _load, "unload": _unload, "send": _send}
PROBLEMS: Problems = {
    "choose_burro": _choose_burro_problem,
    "load": _load_problem,
    "unload": _unload_problem,
    "send": _chosen_problem,
}
