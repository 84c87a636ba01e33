"""Bindle Rails Express: build a railroad route to Chicago with custom dice.

Rules from the rule text (seeds/002). Content (dice faces, the value track,
companies, private companies, goal cards) is in game/data/bindle_rails.toml;
choices the text leaves open are listed under "Table rules" in
game/data/bindle_rails_howto.toml.

A turn is a sequence of small moves: keep or free dice, reroll or stop, then
assign kept dice one at a time to a use (route BP, a bridge or engine, tech,
money for a company value, a private company). A use completes by itself the
moment its dice meet its price; dice still pending can be taken back.

Each kind of move has a problem function (why it can't be made now, or "")
and a handler that makes it; core.Rulebook asks the problems both to list
moves and to refuse them. The state is in state.py, what the moves look like
in moves.py, and spending the kept dice in spending.py.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from typing import Any, Callable, Mapping, cast

from game import chance

# The content and scoring names are re-exported here: the scene, bots and tests read them as rules.X.
from game.bindle_rails.content import (  # noqa: F401
    COMPANIES,
    DATA,
    EVENT_FACES,
    GAME,
    GOALS,
    MAT_PLACES,
    MATS,
    PRIVATES,
    ROLLS,
    ROUTE_FACES,
    TECH_MAX,
    TECH_START,
    TERRAIN_DIE,
    TOP,
    TRACK,
    VALUE_FACES,
    chicago_vp,
    routes_for,
    value_cost,
    value_vp,
)
from game.bindle_rails.moves import (  # noqa: F401
    MOVES,
    UNDOABLE,
    Assign,
    ChanceMove,
    Company,
    ConfirmRoute,
    DrawGoals,
    DropGoal,
    EndTurn,
    FreeEvent,
    FreeRoute,
    Handlers,
    KeepEvent,
    KeepGoals,
    KeepRoute,
    PlaceRoute,
    PlayerMove,
    Problems,
    RerollEvents,
    RerollRoute,
    RollEvents,
    RollRoute,
    RollValues,
    StopEvents,
    StopRoute,
    Unassign,
    UnplaceRoute,
)
from game.bindle_rails.phases import Phase
from game.bindle_rails.scoring import beat_rivals, built_routes, goal_met, score, score_lines, short_lines  # noqa: F401
from game.bindle_rails.spending import complete, paid_words, pick_problem, route_needs, use_refusal, uses_for  # noqa: F401
from game.bindle_rails.state import State, new_game  # noqa: F401
from game.contract import no_secrets as secrets  # noqa: F401 (a solo game: only the seed is hidden)
from game.contract import public_events as event_view  # noqa: F401 (a solo game: nothing to hide)
from game.core import CHANCE, IllegalMove, Result, Rulebook, kind_words, rng_for, view_copy

# --- who acts and what they may do ---------------------------------------------------
CHANCE_PHASES = (Phase.GOAL_DRAW, Phase.ROUTE_ROLL, Phase.EVENT_ROLL, Phase.VALUE_ROLL)
CHANCE_KINDS = {
    Phase.GOAL_DRAW: "draw_goals",
    Phase.ROUTE_ROLL: "roll_route",
    Phase.EVENT_ROLL: "roll_events",
    Phase.VALUE_ROLL: "roll_values",
}  # the one thing the chance side does in each of its phases


def to_act(state: State) -> list:
    if state.phase == Phase.OVER:
        return []
    if state.phase in CHANCE_PHASES:
        return [CHANCE]
    return [0]


def _before(state: State, move: Mapping[str, Any]) -> str:
    """Asked of every move: is the game on, and is it this side's move? The
    chance side makes only its phase's one move, so a chance kind's own
    problem never needs to ask the phase."""
    if state.phase == Phase.OVER:
        return "The game is over."
    player = move["player"]
    if state.phase in CHANCE_PHASES:
        if player != CHANCE:
            return "The dice are rolling: wait for them to land."
        if move["kind"] != CHANCE_KINDS[state.phase]:
            return "The dice can only roll: they never choose for you."
    elif player != 0:
        return "It's the player's move, not the dice's." if player == CHANCE else "That isn't a seat in this game."
    return ""


def legal_moves(state: State, player) -> list[PlayerMove]:
    if player == CHANCE:
        return []  # the chance side draws its move (chance_move), it never chooses one
    candidates = _candidates(state, player)
    return cast(list[PlayerMove], RULEBOOK.legal(state, candidates))  # a sublist of the candidates


def _candidates(state: State, player: int) -> list[PlayerMove]:
    """The moves worth asking the problems about in this phase."""
    moves: list[PlayerMove] = []
    phase = state.phase
    if phase == Phase.COMPANY:
        moves += [{"player": player, "kind": "company", "company": c} for c in range(len(COMPANIES))]
    elif phase == Phase.GOALS:
        moves += [{"player": player, "kind": "drop_goal", "card": c} for c in state.goals_kept]
        moves.append({"player": player, "kind": "keep_goals"})
    elif phase == Phase.ROUTE_KEEP:
        for die in range(state.route_count):
            moves.append({"player": player, "kind": "keep_route", "die": die})
            moves.append({"player": player, "kind": "free_route", "die": die})
        moves.append({"player": player, "kind": "reroll_route"})
        moves.append({"player": player, "kind": "stop_route"})
    elif phase == Phase.ROUTE_ORDER:
        moves += [{"player": player, "kind": "place_route", "die": d} for d in range(state.route_count)]
        moves.append({"player": player, "kind": "unplace_route"})
        moves.append({"player": player, "kind": "confirm_route"})
    elif phase == Phase.EVENT_KEEP:
        for die in range(GAME["event_dice"]):
            moves.append({"player": player, "kind": "keep_event", "die": die})
            moves.append({"player": player, "kind": "free_event", "die": die})
        moves.append({"player": player, "kind": "reroll_events"})
        moves.append({"player": player, "kind": "stop_events"})
    elif phase == Phase.SPEND:
        for die in range(GAME["event_dice"]):
            moves += [{"player": player, "kind": "assign", "die": die, "use": use} for use in uses_for(state, die)]
            moves.append({"player": player, "kind": "unassign", "die": die})
        moves.append({"player": player, "kind": "end_turn"})
    return moves


def spare_dice(state: State) -> dict[int, list[str]]:
    """The kept dice that could still be used this turn, each with its uses (its legal
    assign moves): what ending the turn now would give up."""
    spare: dict[int, list[str]] = {}
    for move in legal_moves(state, 0):
        if move["kind"] == "assign":
            spare.setdefault(move["die"], []).append(move["use"])
    return spare


def chance_move(state: State) -> ChanceMove:
    rng = rng_for(state)
    if state.phase == Phase.GOAL_DRAW:
        return {
            "player": CHANCE,
            "kind": "draw_goals",
            "cards": sorted(rng.sample(range(len(GOALS)), GAME["goals_drawn"])),
        }
    if state.phase == Phase.ROUTE_ROLL:
        dice = _route_to_roll(state)
        return {"player": CHANCE, "kind": "roll_route", "faces": [rng.randrange(len(ROUTE_FACES)) for _ in dice]}
    if state.phase == Phase.EVENT_ROLL:
        dice = _event_to_roll(state)
        return {"player": CHANCE, "kind": "roll_events", "faces": [rng.randrange(len(EVENT_FACES)) for _ in dice]}
    if state.phase == Phase.VALUE_ROLL:
        return {"player": CHANCE, "kind": "roll_values", "faces": [rng.randrange(len(VALUE_FACES)) for _ in COMPANIES]}
    raise IllegalMove("Nothing is left to chance right now.")


def chance_outcomes(state: State) -> list[tuple[ChanceMove, Fraction]]:
    """The goal cards as the sorted set drawn; the route and event dice as sets of faces
    (the player places them: no rule reads which die shows which); a company's value die each."""
    if state.phase == Phase.GOAL_DRAW:
        hands = itertools.combinations(range(len(GOALS)), GAME["goals_drawn"])
        return [({"player": CHANCE, "kind": "draw_goals", "cards": list(c)}, p) for c, p in chance.evenly(hands)]
    if state.phase == Phase.ROUTE_ROLL:
        sets = chance.dice_sets(len(_route_to_roll(state)), range(len(ROUTE_FACES)))
        return [({"player": CHANCE, "kind": "roll_route", "faces": faces}, p) for faces, p in sets]
    if state.phase == Phase.EVENT_ROLL:
        sets = chance.dice_sets(len(_event_to_roll(state)), range(len(EVENT_FACES)))
        return [({"player": CHANCE, "kind": "roll_events", "faces": faces}, p) for faces, p in sets]
    if state.phase == Phase.VALUE_ROLL:
        rolls = chance.dice(len(COMPANIES), range(len(VALUE_FACES)))
        return [({"player": CHANCE, "kind": "roll_values", "faces": faces}, p) for faces, p in rolls]
    raise IllegalMove("Nothing is left to chance right now.")


def _route_to_roll(state: State) -> list[int]:
    return [d for d in range(state.route_count) if not state.route_kept[d]]


def _event_to_roll(state: State) -> list[int]:
    if state.event_rolls == 0:
        return list(range(state.event_count))
    return [d for d, place in enumerate(state.event_place) if place == "tray"]


# --- the moves: each kind's problem, then its handler ---------------------------------
def _faces_problem(faces: list[int], count: int, sides: int) -> str:
    """Refuses a roll that isn't one face for each die thrown, each a face the die has."""
    if len(faces) == count and all(0 <= f < sides for f in faces):
        return ""
    return "A roll needs one face for each die thrown."


# company and goals
def _company_problem(state: State, move: Company) -> str:
    if state.phase != Phase.COMPANY:
        return "Your railroad is already chosen."
    if not 0 <= move["company"] < len(COMPANIES):
        return "Pick one of the four railroads."
    return ""


def _company(state: State, move: Company) -> list[dict]:
    company = move["company"]
    state.company = company
    state.route_count = routes_for(state, company)
    state.route_faces = [-1] * state.route_count
    state.route_kept = [False] * state.route_count
    state.route_locked = [False] * state.route_count
    events = [{"kind": "company", "company": company, "routes": state.route_count}]
    if state.goals_on:
        state.phase = Phase.GOAL_DRAW
        return events
    return events + _begin_route(state)


def _draw_goals_problem(state: State, move: DrawGoals) -> str:
    cards = move["cards"]
    if len(cards) == GAME["goals_drawn"] and len(set(cards)) == len(cards) and all(0 <= c < len(GOALS) for c in cards):
        return ""
    return "Draw four different goal cards."


def _draw_goals(state: State, move: DrawGoals) -> list[dict]:
    state.goals_drawn = sorted(move["cards"])
    state.goals_kept = sorted(move["cards"])
    state.phase = Phase.GOALS
    return [{"kind": "goals_drawn", "cards": list(state.goals_drawn)}]


def _drop_goal_problem(state: State, move: DropGoal) -> str:
    if state.phase != Phase.GOALS:
        return "Goals are chosen at the start of the game."
    if move["card"] not in state.goals_kept:
        return "That goal card isn't in your hand."
    if len(state.goals_kept) <= GAME["goals_kept_at_least"]:
        return "You must keep at least two goal cards."
    return ""


def _drop_goal(state: State, move: DropGoal) -> list[dict]:
    state.goals_kept.remove(move["card"])
    return [{"kind": "goal_dropped", "card": move["card"]}]


def _keep_goals_problem(state: State, move: KeepGoals) -> str:
    return "" if state.phase == Phase.GOALS else "Goals are chosen at the start of the game."


def _keep_goals(state: State, move: KeepGoals) -> list[dict]:
    return [{"kind": "goals_kept", "cards": list(state.goals_kept)}] + _begin_route(state)


# the route: rolled, or laid from the railroad's mat
def _begin_route(state: State) -> list[dict]:
    if not state.mats:
        state.phase = Phase.ROUTE_ROLL
        return []
    return _lay_mat(state)


def _lay_mat(state: State) -> list[dict]:
    """Company Mats: the mat's routes go down the route track in its order, and the first turn starts."""
    faces = list(MATS[state.company])
    state.route_faces = faces
    state.route_kept = [True] * state.route_count
    state.route_locked = [True] * state.route_count
    state.route_order = list(range(state.route_count))
    return [{"kind": "route_laid", "order": list(state.route_order), "faces": faces}] + _start_turn(state)


# rolling and keeping, for the route dice and the event dice alike: a cup of dice is rolled
# up to ROLLS times, some kept between rolls; a _Cup says where the two cups differ
@dataclass(frozen=True)
class _Cup:
    what: str  # the reroll event's word
    rolled: str  # the roll's event
    rolling: Phase  # the phase while chance rolls the cup
    keeping: Phase  # the phase while the player keeps dice from it
    to_roll: Callable[[State], list[int]]  # the dice the next roll throws
    land: Callable[[State, list[int], list[int]], int]  # lays the faces down; the roll's number
    keep_all: Callable[[State], list[dict]]  # after the last roll, or a stop: every die is kept


# the handlers of both cups' moves (each is given its cup in _HANDLERS)
def _roll(cup: _Cup, state: State, move: RollRoute | RollEvents) -> list[dict]:
    dice, faces = cup.to_roll(state), move["faces"]
    roll = cup.land(state, dice, faces)
    events = [{"kind": cup.rolled, "dice": dice, "faces": list(faces), "roll": roll}]
    if roll >= ROLLS:
        return events + cup.keep_all(state)
    state.phase = cup.keeping
    return events


def _reroll(cup: _Cup, state: State, move: RerollRoute | RerollEvents) -> list[dict]:
    state.phase = cup.rolling
    return [{"kind": "reroll", "what": cup.what, "dice": cup.to_roll(state)}]


def _stop(cup: _Cup, state: State, move: StopRoute | StopEvents) -> list[dict]:
    return cup.keep_all(state)


def _roll_route_problem(state: State, move: RollRoute) -> str:
    return _faces_problem(move["faces"], len(_route_to_roll(state)), len(ROUTE_FACES))


def _land_route(state: State, dice: list[int], faces: list[int]) -> int:
    for die, face in zip(dice, faces):
        state.route_faces[die] = face
    state.route_locked = list(state.route_kept)
    state.route_rolls += 1
    return state.route_rolls


def _keep_route_problem(state: State, move: KeepRoute) -> str:
    if state.phase != Phase.ROUTE_KEEP:
        return "Keep route dice after rolling them."
    die = move["die"]
    if not 0 <= die < state.route_count:
        return "There is no such route die."
    return "That route die is already kept." if state.route_kept[die] else ""


def _keep_route(state: State, move: KeepRoute) -> list[dict]:
    state.route_kept[move["die"]] = True
    return [{"kind": "route_kept", "die": move["die"]}]


def _free_route_problem(state: State, move: FreeRoute) -> str:
    if state.phase != Phase.ROUTE_KEEP:
        return "Route dice can be freed only before the next roll."
    die = move["die"]
    if not 0 <= die < state.route_count:
        return "There is no such route die."
    if not state.route_kept[die]:
        return "That route die isn't kept."
    return "That die was kept at an earlier roll: it stays kept." if state.route_locked[die] else ""


def _free_route(state: State, move: FreeRoute) -> list[dict]:
    state.route_kept[move["die"]] = False
    return [{"kind": "route_freed", "die": move["die"]}]


def _reroll_route_problem(state: State, move: RerollRoute) -> str:
    if state.phase != Phase.ROUTE_KEEP:
        return "Roll the route dice only while choosing your route."
    if state.route_rolls >= ROLLS:
        return "That was your third roll: no more rerolls."
    if not any(kept and not locked for kept, locked in zip(state.route_kept, state.route_locked)):
        return "Keep at least one die from this roll before rolling again."
    return "Every die is kept: there is nothing to reroll." if all(state.route_kept) else ""


def _stop_route_problem(state: State, move: StopRoute) -> str:
    return "" if state.phase == Phase.ROUTE_KEEP else "The route is already rolled."


def _keep_whole_route(state: State) -> list[dict]:
    state.route_kept = [True] * state.route_count
    state.route_locked = [True] * state.route_count
    state.phase = Phase.ROUTE_ORDER
    return [{"kind": "route_ready"}]


def _place_route_problem(state: State, move: PlaceRoute) -> str:
    if state.phase != Phase.ROUTE_ORDER:
        return "Order the route after rolling it."
    die = move["die"]
    if not 0 <= die < state.route_count:
        return "There is no such route die."
    return "That route die is already on the track." if die in state.route_order else ""


def _place_route(state: State, move: PlaceRoute) -> list[dict]:
    state.route_order.append(move["die"])
    return [{"kind": "route_placed", "die": move["die"], "slot": len(state.route_order) - 1}]


def _unplace_route_problem(state: State, move: UnplaceRoute) -> str:
    if state.phase == Phase.ROUTE_ORDER and state.route_order:
        return ""
    return "There is no placed route die to take back."


def _unplace_route(state: State, move: UnplaceRoute) -> list[dict]:
    die = state.route_order.pop()
    return [{"kind": "route_unplaced", "die": die, "slot": len(state.route_order)}]


def _confirm_route_problem(state: State, move: ConfirmRoute) -> str:
    if state.phase != Phase.ROUTE_ORDER:
        return "The route is already set."
    if len(state.route_order) != state.route_count:
        return "Place every route die on the track first."
    return ""


def _confirm_route(state: State, move: ConfirmRoute) -> list[dict]:
    return [{"kind": "route_set", "order": list(state.route_order)}] + _start_turn(state)


def _start_turn(state: State) -> list[dict]:
    state.event_count = state.tech
    state.event_faces = [-1] * GAME["event_dice"]
    state.event_place = ["off"] * GAME["event_dice"]
    state.event_locked = [False] * GAME["event_dice"]
    state.event_use = [""] * GAME["event_dice"]
    state.event_rolls = 0
    state.credit = [0] * len(COMPANIES)
    state.credit_dir = [0] * len(COMPANIES)
    state.phase = Phase.EVENT_ROLL
    return [{"kind": "turn", "turn": state.turn, "dice": state.event_count}]


def _roll_events_problem(state: State, move: RollEvents) -> str:
    return _faces_problem(move["faces"], len(_event_to_roll(state)), len(EVENT_FACES))


def _land_events(state: State, dice: list[int], faces: list[int]) -> int:
    for die, face in zip(dice, faces):
        state.event_faces[die] = face
        state.event_place[die] = "tray"
    state.event_locked = [p == "keep" for p in state.event_place]
    state.event_rolls += 1
    return state.event_rolls


def _keep_event_problem(state: State, move: KeepEvent) -> str:
    if state.phase != Phase.EVENT_KEEP:
        return "Keep event dice after rolling them."
    die = move["die"]
    if not 0 <= die < GAME["event_dice"]:
        return "There is no such event die."
    return "" if state.event_place[die] == "tray" else "That die isn't in the tray."


def _keep_event(state: State, move: KeepEvent) -> list[dict]:
    state.event_place[move["die"]] = "keep"
    return [{"kind": "event_kept", "die": move["die"]}]


def _free_event_problem(state: State, move: FreeEvent) -> str:
    if state.phase != Phase.EVENT_KEEP:
        return "Dice can be freed only before the next roll."
    die = move["die"]
    if not 0 <= die < GAME["event_dice"]:
        return "There is no such event die."
    if state.event_place[die] != "keep":
        return "That die isn't kept."
    return "That die was kept at an earlier roll: it stays kept." if state.event_locked[die] else ""


def _free_event(state: State, move: FreeEvent) -> list[dict]:
    state.event_place[move["die"]] = "tray"
    return [{"kind": "event_freed", "die": move["die"]}]


def _reroll_events_problem(state: State, move: RerollEvents) -> str:
    if state.phase != Phase.EVENT_KEEP:
        return "Roll the event dice only while rolling."
    if state.event_rolls >= ROLLS:
        return "That was your third roll: no more rerolls."
    if not any(p == "keep" and not locked for p, locked in zip(state.event_place, state.event_locked)):
        return "Keep at least one die from this roll before rolling again."
    return "" if "tray" in state.event_place else "Every die is kept: there is nothing to reroll."


def _stop_events_problem(state: State, move: StopEvents) -> str:
    return "" if state.phase == Phase.EVENT_KEEP else "The dice are already kept."


def _keep_all_events(state: State) -> list[dict]:
    moved = [d for d, p in enumerate(state.event_place) if p == "tray"]
    state.event_place = ["keep" if p == "tray" else p for p in state.event_place]
    state.event_locked = [p != "off" for p in state.event_place]
    state.phase = Phase.SPEND
    return [{"kind": "spend", "kept": moved}]


# spending dice (what each use needs is in spending.py)
def _assign_problem(state: State, move: Assign) -> str:
    if state.phase != Phase.SPEND:
        return "Spend your dice after rolling them."
    die, use = move["die"], move["use"]
    if not 0 <= die < GAME["event_dice"]:
        return "There is no such event die."
    if state.event_place[die] != "keep":
        return "That die isn't free to use: each die is used once a turn."
    return "" if use in uses_for(state, die) else use_refusal(state, die, use)


def _assign(state: State, move: Assign) -> list[dict]:
    die, use = move["die"], move["use"]
    state.event_place[die] = "pend"
    state.event_use[die] = use
    events = [{"kind": "assigned", "die": die, "use": use}]
    return events + complete(state, use)


def _unassign_problem(state: State, move: Unassign) -> str:
    if state.phase != Phase.SPEND:
        return "Spend your dice after rolling them."
    die = move["die"]
    if not 0 <= die < GAME["event_dice"]:
        return "There is no such event die."
    return "" if state.event_place[die] == "pend" else "Only a die waiting on its use can be taken back."


def _unassign(state: State, move: Unassign) -> list[dict]:
    die = move["die"]
    use = state.event_use[die]
    state.event_place[die] = "keep"
    state.event_use[die] = ""
    return [{"kind": "unassigned", "die": die, "use": use}]


def _end_turn_problem(state: State, move: EndTurn) -> str:
    return "" if state.phase == Phase.SPEND else "End the turn after spending your dice."


def _end_turn(state: State, move: EndTurn) -> list[dict]:
    waiting = [d for d, p in enumerate(state.event_place) if p == "pend"]
    for die in waiting:  # an unfinished use is given up: its dice go back unused
        state.event_place[die] = "keep"
        state.event_use[die] = ""
    state.phase = Phase.VALUE_ROLL
    return [{"kind": "end_turn", "turn": state.turn, "returned": waiting}]


def _roll_values_problem(state: State, move: RollValues) -> str:
    return _faces_problem(move["faces"], len(COMPANIES), len(VALUE_FACES))


def _roll_values(state: State, move: RollValues) -> list[dict]:
    faces = move["faces"]
    state.value_faces = list(faces)
    changes = []
    for company, face in enumerate(faces):
        step = VALUE_FACES[face]
        start, start_progress = state.values[company], state.progress[company]
        if state.fierce and company != state.company:
            _develop(state, company, abs(step))
        else:
            state.values[company] = min(TOP, max(0, start + step))
        changes.append(
            {
                "company": company,
                "step": step,
                "start": start,
                "end": state.values[company],
                "progress": state.progress[company],
                "was": start_progress,
            }
        )
    events = [{"kind": "values_rolled", "faces": list(faces), "changes": changes}]
    if state.values[state.company] <= 0:
        state.lost = True
        state.phase = Phase.OVER
        return events + [{"kind": "lost"}, {"kind": "game_over"}]
    if state.turn >= state.turns:
        state.phase = Phase.OVER
        return events + [{"kind": "game_over"}]
    state.turn += 1
    return events + _start_turn(state)


def _develop(state: State, company: int, step: int) -> None:
    """Advanced Competitor Development: a rival raises its value while poor,
    builds towards Chicago from $6, and grows again once there."""
    chicago = routes_for(state, company)
    if state.progress[company] >= chicago or TRACK[state.values[company]] < 6:
        state.values[company] = min(TOP, state.values[company] + step)
        return
    state.progress[company] = min(chicago, state.progress[company] + step)
    if state.progress[company] >= chicago and not state.chicago_turn[company]:
        state.chicago_turn[company] = state.turn


_ROUTE = _Cup(
    "route", "route_rolled", Phase.ROUTE_ROLL, Phase.ROUTE_KEEP, _route_to_roll, _land_route, _keep_whole_route
)
_EVENTS = _Cup(
    "events", "events_rolled", Phase.EVENT_ROLL, Phase.EVENT_KEEP, _event_to_roll, _land_events, _keep_all_events
)

_HANDLERS: Handlers = {
    "company": _company,
    "draw_goals": _draw_goals,
    "drop_goal": _drop_goal,
    "keep_goals": _keep_goals,
    "roll_route": partial(_roll, _ROUTE),
    "keep_route": _keep_route,
    "free_route": _free_route,
    "reroll_route": partial(_reroll, _ROUTE),
    "stop_route": partial(_stop, _ROUTE),
    "place_route": _place_route,
    "unplace_route": _unplace_route,
    "confirm_route": _confirm_route,
    "roll_events": partial(_roll, _EVENTS),
    "keep_event": _keep_event,
    "free_event": _free_event,
    "reroll_events": partial(_reroll, _EVENTS),
    "stop_events": partial(_stop, _EVENTS),
    "assign": _assign,
    "unassign": _unassign,
    "end_turn": _end_turn,
    "roll_values": _roll_values,
}
_PROBLEMS: Problems = {
    "company": _company_problem,
    "draw_goals": _draw_goals_problem,
    "drop_goal": _drop_goal_problem,
    "keep_goals": _keep_goals_problem,
    "roll_route": _roll_route_problem,
    "keep_route": _keep_route_problem,
    "free_route": _free_route_problem,
    "reroll_route": _reroll_route_problem,
    "stop_route": _stop_route_problem,
    "place_route": _place_route_problem,
    "unplace_route": _unplace_route_problem,
    "confirm_route": _confirm_route_problem,
    "roll_events": _roll_events_problem,
    "keep_event": _keep_event_problem,
    "free_event": _free_event_problem,
    "reroll_events": _reroll_events_problem,
    "stop_events": _stop_events_problem,
    "assign": _assign_problem,
    "unassign": _unassign_problem,
    "end_turn": _end_turn_problem,
    "roll_values": _roll_values_problem,
}
RULEBOOK = Rulebook(MOVES, _HANDLERS, _PROBLEMS, _before)


def apply(state: State, move: Mapping[str, Any]) -> list[dict]:
    return RULEBOOK.apply(state, move)


def is_over(state: State) -> bool:
    return state.phase == Phase.OVER


def result(state: State) -> Result:
    total = score(state)
    if state.lost:
        title = "Company sank"
        lines = ["Your company fell to $0: the game is lost."]
    else:
        title = "Reached 50 VP" if total >= GAME["goal_target"] else ""
        lines = []  # every scoring line is in the results breakdown (breakdown.py)
        lines.append(
            f"{total} VP: you win!"
            if total >= GAME["goal_target"]
            else f"{total} VP: {GAME['goal_target']} were needed."
        )
    won = not state.lost and total >= GAME["goal_target"]
    return Result(scores=[total], places=[1], titles=[title], lines=lines, won=[won])


# --- views, checks, words --------------------------------------------------------------
def view(state: State, player) -> State:
    """A solo game: only the seed is hidden (the goal deck is drawn by chance moves)."""
    return view_copy(state)


PLACES = ("off", "tray", "keep", "pend", "used")


def invariants(state: State) -> None:
    """Every die in exactly one place; values stay on the track."""
    assert all(0 <= v <= TOP for v in state.values), f"a company value left the track: {state.values}"
    assert TECH_START <= state.tech <= TECH_MAX, f"tech {state.tech} out of range"
    assert len(state.event_place) == GAME["event_dice"]
    assert all(p in PLACES for p in state.event_place), state.event_place
    live = [d for d, p in enumerate(state.event_place) if p != "off"]
    assert all(d < state.event_count for d in live), "a die beyond this turn's count is in play"
    for die, place in enumerate(state.event_place):
        assert (place in ("pend", "used")) == bool(state.event_use[die]), "a die's use is unclear"
        if place != "off":
            assert 0 <= state.event_faces[die] < len(EVENT_FACES)
    if state.phase in (Phase.SPEND, Phase.VALUE_ROLL) or (state.phase == Phase.OVER and state.event_rolls):
        assert len(live) == state.event_count, "a rolled die went missing"
    assert len(set(state.route_order)) == len(state.route_order), "a route die is on the track twice"
    assert all(0 <= d < state.route_count for d in state.route_order)
    assert 0 <= state.built <= len(state.route_order)
    if state.route_order and state.phase not in (Phase.ROUTE_ORDER,):
        assert len(state.route_order) == state.route_count, "a route die is missing from the track"
    assert all(c >= 0 for c in state.credit)
    assert len(set(state.owned)) == len(state.owned)
    assert set(state.goals_kept) <= set(state.goals_drawn)
    if state.company >= 0:
        assert state.lost == (state.values[state.company] == 0)
        assert all(0 <= p <= routes_for(state, c) for c, p in enumerate(state.progress))


def describe(move: dict) -> str:
    kind = move.get("kind", "")
    if kind == "assign":
        return f"uses die {move.get('die', 0) + 1} for {use_label(move.get('use', ''))}"
    return kind_words(
        move,
        {
            "company": "chooses a railroad",
            "draw_goals": "draws goal cards",
            "drop_goal": "sets a goal aside",
            "keep_goals": "keeps the goals",
            "roll_route": "rolls the route dice",
            "keep_route": "keeps a route die",
            "free_route": "frees a route die",
            "reroll_route": "rerolls the route dice",
            "stop_route": "keeps the route",
            "place_route": "places a route die",
            "unplace_route": "takes a route die back",
            "confirm_route": "sets the route",
            "roll_events": "rolls the event dice",
            "keep_event": "keeps a die",
            "free_event": "frees a die",
            "reroll_events": "rerolls",
            "stop_events": "keeps every die",
            "unassign": "takes a die back",
            "end_turn": "ends the turn",
            "roll_values": "rolls the company value dice",
        },
    )


def die_label(face: int) -> str:
    """An event die's face in words: "gear 4", "bridge 2", "plain 5"."""
    pips, kind = EVENT_FACES[face]
    return f"{'gear' if kind == 'tech' else kind} {pips}"


USE_LABELS = {"bp": "route building points", "terrain": "a bridge or engine", "tech": "technology"}


def use_label(use: str) -> str:
    head, _, arg = use.partition(":")
    if head in USE_LABELS:
        return USE_LABELS[head]
    if head in ("up", "down") and arg.isdigit() and int(arg) < len(COMPANIES):
        return f"moving {COMPANIES[int(arg)]['name']} {head}"
    if head == "private" and arg.isdigit() and int(arg) < len(PRIVATES):
        return PRIVATES[int(arg)]["name"]
    return use
