"""AirCargo's pilot log as the results read it: each delivery, then a point
off for each ordered cargo and planned airport not flown (rules.unflown),
and after a crash the whole log struck out."""

from __future__ import annotations

from game.aircargo.rules import C, State, points
from game.breakdowns import Line, ladder_sentence


def _airport(number: int) -> str:
    place = C.places.get(str(number))
    return place.name if place else f"airport {number}"


def breakdown(state: State, events: list[dict]) -> list[Line]:
    lines = [
        Line(f"Cargo {weight} delivered to {_airport(airport)}", (weight,)) for airport, weight in state.deliveries
    ]
    if not lines:
        lines.append(Line("Nothing delivered", (0,)))
    lines += [Line(f"Cargo {weight} ordered, not flown", (-1,)) for weight in state.planned_cargo]
    lines += [Line(f"{_airport(airport)} planned, not flown", (-1,)) for airport in state.planned_airports]
    if state.cargo:
        lines.append(Line(f"Cargo {state.cargo} aboard, not delivered", (-1,)))
    if state.destination:
        lines.append(Line(f"{_airport(state.destination)} not reached", (-1,)))
    if state.outcome == "crashed":
        lines.append(Line("The plane crashed: the log counts for nothing", (-points(state),)))
    return lines


def next_rank(state: State) -> str:
    if state.outcome == "crashed":
        return f"Land safely: a crash scores nothing. {C.win} points win."
    ladder = sorted(C.titles)
    return ladder_sentence(points(state), [(needed, name) for needed, name in ladder])
