"""AirCargo on the pilot's phone: the generic remote plays the table's own targets as
buttons, and this hand panel shows what those buttons leave out: the dice to plan with or
to save a check, the check being made, where the plane is and the log's counts."""

from __future__ import annotations

from game.aircargo.phases import Phase
from game.aircargo.rules import C
from game.aircargo.story import standing

DICE_DOWN = (Phase.PLANNING, Phase.RESCUE)  # the dice are on the table and something uses them


def hand(view, seat: int) -> dict:
    """The pilot's log at a glance, from the pilot's view (a solo game: nothing is secret)."""
    lines = []
    if view.phase in DICE_DOWN and view.dice:
        lines.append(["Dice", "  ".join(str(die) for die in view.dice)])
    if view.check:
        check = view.check
        where = "Landing" if check["kind"] == "landing" else "Mountain"
        total = check["weather"] + check["hazard"] + check["cargo_class"]
        lines.append([where, f"{check['name']}: 2 dice + {total} - stamina, 12 or less"])
    if view.destination:
        lines.append(["Flying", f"{view.cargo} to {C.airports[view.destination].name}"])
    else:
        lines.append(["At", C.places[view.position].name])
    lines.append(["Planned", f"{len(view.planned_airports)} airports, {len(view.planned_cargo)} cargo"])
    lines += [[label, value] for label, value in standing(view)[0].items()]
    lines.append(["Prayers", str(view.prayers_left)])
    return {"title": "Pilot's log", "lines": lines}
