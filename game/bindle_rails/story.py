"""Bindle Rails Express's moves told for the game log (see game/story.py).
A solo game: nothing is secret but the dice to come."""

from __future__ import annotations

from game.bindle_rails.content import COMPANIES, EVENT_FACES, GOALS, PRIVATES, ROUTE_FACES, TRACK
from game.bindle_rails.rules import describe
from game.bindle_rails.scoring import score

ME = 0


def _company(index: int) -> str:
    return COMPANIES[index]["name"] if 0 <= index < len(COMPANIES) else "a railroad"


def _event_faces(faces: list[int]) -> str:
    return ", ".join(
        f"{pips} {kind}" if kind != "plain" else str(pips) for pips, kind in (EVENT_FACES[f] for f in faces)
    )


def _route_faces(faces: list[int]) -> str:
    return ", ".join(f"{terrain} {bp}" for terrain, bp in (ROUTE_FACES[f] for f in faces))


def _event_line(event: dict, table) -> str:
    kind = event["kind"]
    if kind == "company":
        return f"{{p0}} runs the {_company(event['company'])}: {event['routes']} routes to Chicago."
    if kind == "goals_drawn":
        return "Goal cards drawn: " + ", ".join(GOALS[card]["name"] for card in event["cards"]) + "."
    if kind == "goals_kept":
        return "{p0} keeps " + (", ".join(GOALS[card]["name"] for card in event["cards"]) or "no goals") + "."
    if kind == "route_rolled":
        return f"Route roll {event['roll']}: {_route_faces(event['faces'])}."
    if kind in ("route_laid", "route_set"):
        return "{p0} sets the route to Chicago."
    if kind == "turn":
        return f"Turn {event['turn']}: {event['dice']} event dice."
    if kind == "events_rolled":
        return f"Event roll {event['roll']}: {_event_faces(event['faces'])}."
    if kind in ("event_kept", "event_freed"):
        pips, face = EVENT_FACES[table.event_faces[event["die"]]]
        named = f"{pips} {face}" if face != "plain" else str(pips)
        return f"{{p0}} {'keeps' if kind == 'event_kept' else 'frees'} the {named}."
    if kind == "tech":
        return f"{{p0}} reaches tech {event['tech']}."
    if kind == "private":
        return f"{{p0}} buys {PRIVATES[event['private']]['name']}."
    if kind == "route_built":
        terrain, bp = ROUTE_FACES[table.route_faces[event["die"]]]
        return f"{{p0}} builds route {event['slot'] + 1}: {terrain}, {bp} BP."
    if kind == "chicago":
        return f"{{p0}} reaches Chicago on turn {event['turn']}!"
    if kind == "value":
        start, end = TRACK[event["start"]], TRACK[event["end"]]
        return f"{{p0}} moves {_company(event['company'])} from ${start} to ${end}."
    if kind == "credit":
        return f"{{p0}} puts ${event['credit']} towards moving {_company(event['company'])}."
    if kind == "end_turn":
        return f"{{p0}} ends turn {event['turn']}."
    if kind == "values_rolled":
        moved = [
            f"{_company(change['company'])} ${TRACK[change['start']]} to ${TRACK[change['end']]}"
            for change in event["changes"]
            if change["end"] != change["start"]
        ]
        return "Company values: " + (", ".join(moved) if moved else "no change") + "."
    if kind == "lost":
        return "{p0}'s railroad is worth nothing: the game is lost."
    if kind == "game_over":
        return "The game is over."
    return ""


def tell(move: dict, events: list[dict], table) -> list[tuple[int | None, str]]:
    lines: list[tuple[int | None, str]] = []
    for event in events:
        text = _event_line(event, table)
        if text:
            lines.append((ME if text.startswith("{p0}") else None, text))
    if not lines and move["player"] == ME:
        lines.append((ME, f"{{p0}} {describe(move)}."))
    return lines


def standing(table) -> list[dict]:
    own = f"${TRACK[table.values[table.company]]}" if table.company >= 0 and table.values else "-"
    return [{"VP": str(score(table)), "Railroad": own, "Routes": f"{table.built}/{table.route_count}"}]
