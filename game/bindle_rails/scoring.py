"""Bindle Rails Express scoring: the text's list item by item, the Chicago
bonus race of the fierce rivals, private companies and goal cards."""

from __future__ import annotations

import math

from game.bindle_rails.content import (
    COMPANIES,
    GAME,
    GOALS,
    PRIVATES,
    ROUTE_FACES,
    TECH_START,
    TRACK,
    chicago_vp,
    value_vp,
)
from game.bindle_rails.phases import Phase


def built_routes(state) -> list[tuple[str, int]]:
    return [ROUTE_FACES[state.route_faces[d]] for d in state.route_order[: state.built]]


def beat_rivals(state) -> bool:
    """With fierce competitors the Chicago bonus is yours only if you got
    there before every rival (on the same turn you build first)."""
    if not state.fierce or not state.route_done_turn:
        return True
    return all(not t or t >= state.route_done_turn for c, t in enumerate(state.chicago_turn) if c != state.company)


def goal_met(state, card: int) -> bool:
    goal = GOALS[card]
    kind, amount = goal["kind"], goal["amount"]
    routes = built_routes(state)
    if kind == "bridges":
        return sum(1 for t, _ in routes if t == "river") >= amount
    if kind == "mountains":
        return sum(1 for t, _ in routes if t == "mountain") >= amount
    if kind == "tech":
        return state.tech >= amount
    if kind == "tech_by_turn4":
        reached = state.tech_turns[amount - TECH_START - 1] if len(state.tech_turns) > amount - TECH_START - 1 else 99
        return reached <= 4
    if kind == "own_value":
        return TRACK[state.values[state.company]] >= amount
    if kind == "all_values":
        return all(TRACK[v] >= amount for v in state.values)
    if kind == "route_by_turn7":
        return bool(state.route_done_turn) and state.route_done_turn <= amount
    if kind == "bp":
        return sum(bp for _, bp in routes) >= amount
    return False


def score_lines(state) -> list[tuple[str, int]]:
    """The scoring list, item by item, as (label, VP)."""
    routes = built_routes(state)
    bp = sum(b for _, b in routes)
    lines = [
        (f"{len(routes)} route{'s' if len(routes) != 1 else ''} completed", GAME["vp_per_route"] * len(routes)),
        (
            _count(sum(1 for t, _ in routes if t == "river"), "bridge"),
            GAME["vp_per_bridge"] * sum(1 for t, _ in routes if t == "river"),
        ),
        (
            _count(sum(1 for t, _ in routes if t == "mountain"), "mountain"),
            GAME["vp_per_mountain"] * sum(1 for t, _ in routes if t == "mountain"),
        ),
        (f"{bp} BP of track", math.ceil(bp / GAME["bp_per_vp"])),
    ]
    if state.company >= 0 and state.built == state.route_count and state.route_count:
        lines.append(
            (
                "Chicago bonus" if beat_rivals(state) else "Chicago bonus (a rival got there first)",
                chicago_vp(state) if beat_rivals(state) else 0,
            )
        )
    lines.append((f"Tech {state.tech}", state.tech))
    for company, index in enumerate(state.values):
        lines.append((f"{COMPANIES[company]['name']} at ${TRACK[index]}", value_vp(index)))
    for private in state.owned:
        card = PRIVATES[private]
        extra = sum(1 for c in card["squares"] if TRACK[state.values[c]] >= 10)
        lines.append((card["name"], card["vp"] + extra))
    for card in state.goals_kept if state.phase != Phase.GOALS else []:
        goal = GOALS[card]
        lines.append(
            (
                f"Goal {goal['name']}" + ("" if goal_met(state, card) else " missed"),
                goal["vp"] if goal_met(state, card) else -goal["vp"],
            )
        )
    return lines


def score(state) -> int:
    if state.lost:
        return 0
    return sum(vp for _, vp in score_lines(state))


def short_lines(state) -> list[str]:
    """The scoring list in a few lines, for the results screen."""
    routes = built_routes(state)
    rivers = sum(1 for t, _ in routes if t == "river")
    mountains = sum(1 for t, _ in routes if t == "mountain")
    scored = score_lines(state)
    track = sum(vp for label, vp in scored[:4])
    bonus = sum(vp for label, vp in scored if label.startswith("Chicago"))
    companies = sum(value_vp(v) for v in state.values)
    lines = [
        f"{len(routes)} routes, {rivers} bridges, {mountains} mountains: {track} VP",
        f"Chicago {bonus}, Tech {state.tech}, companies {companies}",
    ]
    extra = [(label, vp) for label, vp in scored if label.startswith("Goal") or label in [p["name"] for p in PRIVATES]]
    if extra:
        name = "Privates and goals" if state.owned and state.goals_kept else "Goals" if state.goals_kept else "Privates"
        lines.append(f"{name}: {sum(vp for _, vp in extra):+d}")
    return lines


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'s' if number != 1 else ''}"
