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


def _event_line(event: dict) -> str:
    kind = event["kind"]
    if kind == "dice":
        return f"{'Planning' if event['purpose'] == 'plan' else 'Hazard'} roll: {_dice(event['dice'])}."
    if kind == "no_use":
        return f"No use for those dice: {event['rerolls_left']} rerolls left."
    if kind == "reroll":
        return f"{{p0}} ticks Plan Reroll box {event['box']}."
    if kind == "cargo":
        return f"{{p0}} orders a cargo of weight {event['weight']} ({event['class']})."
    if kind == "airport":
        return f"{{p0}} plans airport {event['id']}, {event['name']}."
    if kind == "takeoff":
        return f"{{p0}} takes off with weight {event['cargo']} for airport {event['airport']}."
    if kind == "leg":
        over = f", over {', '.join(event['mountains'])}" if event["mountains"] else ""
        return f"{{p0}} flies a leg to {_place(event['to'])}{over}."
    if kind == "check":
        return f"Check at {event['name']}: hazard {event['hazard']}."
    if kind == "weather":
        return f"Weather die {event['die']}: weather {event['value']}."
    if kind == "stamina":
        return f"{{p0}} uses {event['amount']} stamina ({event['left']} left)."
    if kind == "pass":
        return f"{event['name']}: total {event['total']}, passed."
    if kind == "fail":
        return f"{event['name']}: total {event['total']}, too high!"
    if kind == "pray":
        return f"{{p0}} prays to reroll {len(event['dice'])} {'die' if len(event['dice']) == 1 else 'dice'}."
    if kind == "pray_weather":
        return "{p0} prays for a new weather die."
    if kind == "panic":
        return f"{{p0}} panics through {event['name']} for {event['cost']} stamina."
    if kind == "crash":
        return f"{{p0}} crashes at {event['name']}."
    if kind == "landed":
        return f"{{p0}} delivers weight {event['cargo']} to airport {event['airport']}: {event['points']} points."
    if kind == "game_over":
        return f"{{p0}} {OUTCOMES.get(event['outcome'], 'is done')}: {event['score']} points."
    return ""


def tell(move: dict, events: list[dict], table) -> list[tuple[int | None, str]]:
    lines: list[tuple[int | None, str]] = []
    for event in events:
        text = _event_line(event)
        if text:
            lines.append((ME if text.startswith("{p0}") else None, text))
    if not lines and move["player"] == ME:
        lines.append((ME, f"{{p0}} {describe(move)}."))
    return lines


def standing(table) -> list[dict]:
    return [{"Points": str(points(table)), "Delivered": str(len(table.delivered)), "Stamina": str(table.stamina_left)}]
