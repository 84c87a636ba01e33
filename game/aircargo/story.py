"""AirCargo's moves told for the game log (see game/story.py). A solo game:
nothing is secret but the dice to come."""

from __future__ import annotations

from game.aircargo.rules import C, describe, points

ME = 0
OUTCOMES = {"stopped": "stops for the day", "crashed": "crashes", "no_use": "can't use the dice"}


def _place(place: str) -> str:
    return C.places[place].name if place in C.places else str(place)


def _dice(dice: list[int]) -> str:
    return " and ".join(str(die) for die in dice)


def _airport(number: int) -> str:
    return f"{C.airports[number].name} ({number})" if number in C.airports else f"airport {number}"


def _roll_line(event: dict) -> str:
    """The pilot's own roll, on one line with what it is for: a reroll names the dice it leaves."""
    dice = _dice(event["dice"])
    purpose = "to plan" if event["purpose"] == "plan" else "for the check"
    if len(event.get("rolled", event["dice"])) < len(event["dice"]):
        return f"{{p0}} rolls one die again {purpose}: now {dice}."
    return f"{{p0}} rolls {dice} {purpose}."


def _event_line(event: dict) -> str:
    kind = event["kind"]
    if kind == "dice":
        return _roll_line(event)
    if kind == "no_use":
        return f"No use for those dice: {event['rerolls_left']} rerolls left."
    if kind == "reroll":
        return f"{{p0}} ticks Plan Reroll box {event['box']}."
    if kind == "cargo":
        return f"{{p0}} orders cargo {event['weight']} ({event['class']})."
    if kind == "airport":
        return f"{{p0}} plans airport {event['id']}, {event['name']}."
    if kind == "takeoff":
        return f"{{p0}} takes off with cargo {event['cargo']} for {_airport(event['airport'])}."
    if kind == "leg":
        over = f", over {', '.join(event['mountains'])}" if event["mountains"] else ""
        return f"{{p0}} flies a leg to {_place(event['to'])}{over}."
    if kind == "check":
        where = "Landing check at" if event.get("check") == "landing" else "Check over"
        return f"{where} {event['name']}: hazard {event['hazard']}."
    if kind == "weather":
        return f"Weather die {event['die']}: weather adds {event['value']}."
    if kind == "stamina":
        if not event["amount"]:
            return ""  # the roll that follows says enough
        return f"{{p0}} uses {event['amount']} stamina ({event['left']} left)."
    if kind == "pass":
        return f"{event['name']}: total {event['total']}, {C.pass_limit} or less: passed."
    if kind == "fail":
        return f"{event['name']}: total {event['total']}, over {C.pass_limit}: failed!"
    if kind == "pray":
        return f"{{p0}} prays to reroll {len(event['dice'])} {'die' if len(event['dice']) == 1 else 'dice'}."
    if kind == "pray_weather":
        return "{p0} prays for a new weather die."
    if kind == "panic":
        return f"{{p0}} panics through {event['name']} for {event['cost']} stamina."
    if kind == "crash":
        return f"{{p0}} crashes at {event['name']}."
    if kind == "landed":
        return (
            f"{{p0}} delivers cargo {event['cargo']} to {_airport(event['airport'])}: "
            f"+{event['cargo']}, {event['points']} points in all."
        )
    if kind == "game_over":
        return f"{{p0}} {OUTCOMES.get(event['outcome'], 'is done')}: {event['score']} points."
    return ""


def tell(move: dict, events: list[dict], table) -> list[tuple[int | None, str]]:
    if move["kind"] == "plan":
        return []  # the roll that follows tells it: "rolls 4 and 5 to plan"
    lines: list[tuple[int | None, str]] = []
    panicked = False
    for event in events:
        panicked = panicked or event["kind"] == "panic"
        if panicked and event["kind"] == "pass":
            continue  # the panic line already says it got through
        text = _event_line(event)
        if text:
            lines.append((ME if text.startswith("{p0}") else None, text))
    if not lines and move["player"] == ME and move["kind"] != "stamina":
        lines.append((ME, f"{{p0}} {describe(move)}."))
    return lines


def standing(table) -> list[dict]:
    return [{"Points": str(points(table)), "Delivered": str(len(table.delivered)), "Stamina": str(table.stamina_left)}]
