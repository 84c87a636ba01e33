"""Why the strong bot makes a move, in one sentence addressed to the player:
the hint's words. Only the view is read (all of it is the player's own)."""

from __future__ import annotations

from game.bindle_rails.content import (
    COMPANIES,
    GAME,
    GOALS,
    PRIVATES,
    ROLLS,
    ROUTE_FACES,
    TECH_MAX,
    TRACK,
)
from game.bindle_rails.rules import die_label
from game.bindle_rails.turn_end import hint_reason, turn_end


def route_words(view, die: int) -> str:
    """A route die in words: "plain 5", "river 4"."""
    terrain, bp = ROUTE_FACES[view.route_faces[die]]
    return f"{terrain} {bp}"


def explain(bot, view, move) -> str:
    kind = move["kind"]
    words = _WORDS.get(kind)
    if words:
        return words(bot, view, move)
    return _SAID.get(kind, "This is the move a careful baron would make now.")


_SAID = {  # the moves whose reason is always the same
    "reroll_route": "Reroll the loose dice: they are costly routes, and a roll may do better.",
    "unplace_route": "Take that die back: a cheaper route should be built before it.",
    "confirm_route": "Set this order: the cheap routes are on top, the hard ones last.",
    "reroll_events": "Reroll the loose dice: your plan has no use for them as they are.",
    "unassign": "Take that die back: it pays for more somewhere else.",
}


def _company(bot, view, move) -> str:
    name = COMPANIES[move["company"]]["name"]
    if view.mats:
        return f"Take the {name}: its mat is the surest way to the Chicago bonus."
    if view.advanced:
        routes = COMPANIES[move["company"]]["routes"]
        return f"Take the {name}: its {routes} routes to Chicago are the surest bonus."
    return f"Take the {name}: every railroad starts alike at $3, so any is fine."


def _drop_goal(bot, view, move) -> str:
    return f"Set {GOALS[move['card']]['name']} aside: it is likelier to cost VP than win them."


def _keep_goals(bot, view, move) -> str:
    if len(view.goals_kept) <= GAME["goals_kept_at_least"]:
        return "Keep these goals: you must keep two, and these are the likeliest to pay."
    return "Keep these goals: each is likelier to be met than missed."


TERRAIN_WHY = {
    "plain": "no bridge or engine to find",
    "river": "its bridge scores 2 VP more",
    "mountain": "its engine scores 1 VP more",
}


def _keep_route(bot, view, move) -> str:
    terrain = ROUTE_FACES[view.route_faces[move["die"]]][0]
    return f"Keep the {route_words(view, move['die'])}: a cheap route, and {TERRAIN_WHY[terrain]}."


def _free_route(bot, view, move) -> str:
    return f"Free the {route_words(view, move['die'])}: a reroll may give you an easier route."


def _stop_route(bot, view, move) -> str:
    if view.route_rolls >= ROLLS:
        return "Keep these route dice: that was your last roll."
    return "Keep these route dice: every route is cheap enough to build."


def _place_route(bot, view, move) -> str:
    return f"Put the {route_words(view, move['die'])} next: cheap routes first start you building."


def _keep_event(bot, view, move) -> str:
    die = move["die"]
    label = die_label(view.event_faces[die])
    live = [d for d, p in enumerate(view.event_place) if p in ("tray", "keep")]
    use = dict(bot.plan(view, live).steps).get(die, "")
    if use:
        return f"Keep the {label}: it pays for {_use_words(view, use)}."
    if not any(place == "keep" and not locked for place, locked in zip(view.event_place, view.event_locked)):
        return f"Keep the {label}: you must keep one die, and it is the best of this roll."
    return f"Keep the {label}: your route will need every point it can get."


def _free_event(bot, view, move) -> str:
    label = die_label(view.event_faces[move["die"]])
    return f"Free the {label}: your plan has no use for it, so roll it again."


def _stop_events(bot, view, move) -> str:
    if view.event_rolls >= ROLLS or "tray" not in view.event_place:
        return "Keep every die: there is nothing left to roll."
    return "Keep every die: they already pay for the best this turn can do."


def _assign(bot, view, move) -> str:
    label = die_label(view.event_faces[move["die"]])
    return f"Spend the {label} on {_use_words(view, move['use'])}."


def _use_words(view, use: str) -> str:
    head, _, arg = use.partition(":")
    route = view.next_route
    if head == "bp" and route is not None:
        return f"your next route, the {route_words(view, route)}"
    if head == "terrain" and route is not None:
        terrain = ROUTE_FACES[view.route_faces[route]][0]
        return "the bridge over the next river" if terrain == "river" else "the engine up the next mountain"
    if head == "tech":
        more = " (one more die a turn)" if view.tech < TECH_MAX else ""
        return f"technology{more}"
    if head in ("up", "down"):
        company = int(arg)
        name = COMPANIES[company]["name"]
        if company == view.company and TRACK[view.values[company]] < 6:
            return f"raising {name} out of reach of a bad value roll"
        return f"{'raising' if head == 'up' else 'lowering'} {name}: its value scores VP"
    if head == "private":
        card = PRIVATES[int(arg)]
        return f"{card['name']}, {card['vp']} VP or more at the end"
    return use


def _end_turn(bot, view, move) -> str:
    """In the End turn question's own facts (turn_end): what ending now gives up, if anything."""
    reason = hint_reason(view)
    return f"End the turn, though {reason}." if turn_end(view).costly else f"End the turn: {reason}."


_WORDS = {
    "company": _company,
    "drop_goal": _drop_goal,
    "keep_goals": _keep_goals,
    "keep_route": _keep_route,
    "free_route": _free_route,
    "stop_route": _stop_route,
    "place_route": _place_route,
    "keep_event": _keep_event,
    "free_event": _free_event,
    "stop_events": _stop_events,
    "assign": _assign,
    "end_turn": _end_turn,
}
