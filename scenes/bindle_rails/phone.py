"""Bindle Rails Express on the player's phone: the generic remote plays the table's own
targets as buttons ("route die 3", "event die 2", the places a die pays for), and this hand
panel shows what those buttons leave out: each die's face by the same number, kept or used,
and the turn, Tech Value and standing."""

from __future__ import annotations

from game.bindle_rails.content import EVENT_FACES, ROUTE_FACES
from game.bindle_rails.phases import Phase
from game.bindle_rails.story import standing

ROUTE_DICE = (Phase.ROUTE_KEEP, Phase.ROUTE_ORDER)
EVENT_DICE = (Phase.EVENT_KEEP, Phase.SPEND)
EVENT_PLACES = {"keep": ", kept", "used": ", used"}  # a die in the tray is still free


def route_die(view, die: int) -> str:
    terrain, points = ROUTE_FACES[view.route_faces[die]]
    placed = ", placed" if die in view.route_order else (", kept" if view.route_kept[die] else "")
    return f"{terrain} {points}{placed}"


def event_die(view, die: int) -> str:
    pips, kind = EVENT_FACES[view.event_faces[die]]
    face = str(pips) if kind == "plain" else f"{pips} {kind}"
    return face + EVENT_PLACES.get(view.event_place[die], "")


def hand(view, seat: int) -> dict:
    """The railroad at a glance, from the player's view (a solo game: nothing is secret)."""
    lines = [["Turn", f"{view.turn} of {view.turns}"], ["Tech Value", str(view.tech)]]
    lines += [[label, value] for label, value in standing(view)[0].items()]
    if view.phase in ROUTE_DICE:
        lines += [[f"Route die {die + 1}", route_die(view, die)] for die in range(len(view.route_faces))]
    if view.phase in EVENT_DICE:
        lines += [
            [f"Event die {die + 1}", event_die(view, die)]
            for die, face in enumerate(view.event_faces)
            if face >= 0 and view.event_place[die] != "off"
        ]
    return {"title": "Your railroad", "lines": lines}
