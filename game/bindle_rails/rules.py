"""Bindle Rails Express: build a railroad route to Chicago with custom dice.

Rules from the rule text (seeds/002). Content (dice faces, the value track,
companies, private companies, goal cards) is in game/data/bindle_rails.toml;
choices the text leaves open are listed under "Table rules" in
game/data/bindle_rails_howto.toml.

A turn is a sequence of small moves: keep or free dice, reroll or stop, then
assign kept dice one at a time to a use (route BP, a bridge or engine, tech,
money for a company value, a private company). A use completes by itself the
moment its dice meet its price; dice still pending can be taken back.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
from game.bindle_rails.scoring import beat_rivals, built_routes, goal_met, score, score_lines, short_lines  # noqa: F401
from game.core import CHANCE, IllegalMove, MoveShapes, Result, atomic_apply, require, rng_for, view_copy


@dataclass
class State:
    seed: int
    turns: int
    advanced: bool  # Advanced Companies: route counts and Chicago VP per railroad
    fierce: bool  # Advanced Competitor Development: rivals race to Chicago
    privates_on: bool
    goals_on: bool
    mats: bool = False  # Company Mats: the route comes from the railroad's mat, not from rolling
    chance_count: int = 0
    phase: str = "company"  # company goal_draw goals route_roll route_keep route_order event_roll event_keep spend value_roll over
    turn: int = 1
    company: int = -1
    tech: int = TECH_START
    tech_turns: list[int] = field(default_factory=list)  # turn each tech level above the start was reached
    values: list[int] = field(default_factory=list)  # track index per company
    credit: list[int] = field(default_factory=list)  # money paid towards the next step this turn, per company
    credit_dir: list[int] = field(default_factory=list)  # +1 up, -1 down, 0 none
    progress: list[int] = field(default_factory=list)  # competitors' routes towards Chicago (fierce)
    chicago_turn: list[int] = field(default_factory=list)  # turn each competitor reached Chicago, 0 if not
    # route dice
    route_count: int = 0
    route_faces: list[int] = field(default_factory=list)  # face index, -1 before the first roll
    route_kept: list[bool] = field(default_factory=list)
    route_locked: list[bool] = field(default_factory=list)  # kept at an earlier roll: stays kept
    route_rolls: int = 0
    route_order: list[int] = field(default_factory=list)  # die ids, top to bottom
    built: int = 0  # routes completed, from the top
    route_done_turn: int = 0
    # event dice: place is off, tray, keep, pend (assigned, use not complete) or used
    event_count: int = 0  # dice rolled this turn
    event_faces: list[int] = field(default_factory=list)
    event_place: list[str] = field(default_factory=list)
    event_locked: list[bool] = field(default_factory=list)
    event_use: list[str] = field(default_factory=list)  # what a pending or used die is for
    event_rolls: int = 0
    # variants
    owned: list[int] = field(default_factory=list)  # private companies bought
    goals_drawn: list[int] = field(default_factory=list)
    goals_kept: list[int] = field(default_factory=list)
    value_faces: list[int] = field(default_factory=list)  # the last company value roll
    lost: bool = False

    @property
    def next_route(self) -> int | None:
        """The die id of the top route still to build."""
        return self.route_order[self.built] if self.built < len(self.route_order) else None


# --- setting up ----------------------------------------------------------------------
def new_game(players: int, seed: int, options: dict) -> State:
    state = State(
        seed=seed,
        turns=int(options.get("turns", GAME["turns"])),
        advanced=bool(options.get("advanced", False)),
        fierce=bool(options.get("fierce", False)),
        privates_on=bool(options.get("privates", False)),
        goals_on=bool(options.get("goals", False)),
        mats=options.get("route", "rolled") == "mat",
    )
    n = len(COMPANIES)
    state.values = [DATA["track"]["start"]] * n
    state.credit = [0] * n
    state.credit_dir = [0] * n
    state.progress = [0] * n
    state.chicago_turn = [0] * n
    state.event_faces = [-1] * GAME["event_dice"]
    state.event_place = ["off"] * GAME["event_dice"]
    state.event_locked = [False] * GAME["event_dice"]
    state.event_use = [""] * GAME["event_dice"]
    return state


# --- who acts and what they may do ---------------------------------------------------
CHANCE_PHASES = ("goal_draw", "route_roll", "event_roll", "value_roll")
CHANCE_KINDS = {
    "goal_draw": "draw_goals",
    "route_roll": "roll_route",
    "event_roll": "roll_events",
    "value_roll": "roll_values",
}  # the one thing the chance side does in each of its phases


def to_act(state: State) -> list:
    if state.phase == "over":
        return []
    if state.phase in CHANCE_PHASES:
        return [CHANCE]
    return [0]


def legal_moves(state: State, player) -> list[dict]:
    if player != 0 or state.phase in CHANCE_PHASES or state.phase == "over":
        return []
    phase = state.phase
    if phase == "company":
        return [{"player": 0, "kind": "company", "company": c} for c in range(len(COMPANIES))]
    if phase == "goals":
        moves = [
            {"player": 0, "kind": "drop_goal", "card": c}
            for c in state.goals_kept
            if len(state.goals_kept) > GAME["goals_kept_at_least"]
        ]
        return moves + [{"player": 0, "kind": "keep_goals"}]
    if phase == "route_keep":
        return _keep_moves(state.route_kept, state.route_locked, state.route_rolls, "route")
    if phase == "route_order":
        placed = set(state.route_order)
        moves = [{"player": 0, "kind": "place_route", "die": d} for d in range(state.route_count) if d not in placed]
        if state.route_order:
            moves.append({"player": 0, "kind": "unplace_route"})
        if len(state.route_order) == state.route_count:
            moves.append({"player": 0, "kind": "confirm_route"})
        return moves
    if phase == "event_keep":
        kept = [p == "keep" for p in state.event_place]
        live = [p in ("tray", "keep") for p in state.event_place]
        return _keep_moves(kept, state.event_locked, state.event_rolls, "event", live, "events")
    if phase == "spend":
        return _spend_moves(state)
    return []


def _keep_moves(kept, locked, rolls, what, live=None, plural=None) -> list[dict]:
    live = live or [True] * len(kept)
    moves = []
    for die, (k, lock, alive) in enumerate(zip(kept, locked, live)):
        if not alive:
            continue
        if not k:
            moves.append({"player": 0, "kind": f"keep_{what}", "die": die})
        elif not lock:
            moves.append({"player": 0, "kind": f"free_{what}", "die": die})
    fresh = any(k and not lock for k, lock, alive in zip(kept, locked, live) if alive)
    loose = any(alive and not k for k, alive in zip(kept, live))
    if fresh and loose and rolls < ROLLS:
        moves.append({"player": 0, "kind": f"reroll_{plural or what}"})
    moves.append({"player": 0, "kind": f"stop_{plural or what}"})
    return moves


def uses_for(state: State, die: int) -> list[str]:
    """Every use a kept event die has right now (the hints light these)."""
    if state.phase != "spend" or state.event_place[die] != "keep":
        return []
    pips, kind = EVENT_FACES[state.event_faces[die]]
    uses = []
    route = state.next_route
    if route is not None:
        if route_needs(state)[0] > 0:  # once the BP are paid, only a bridge/engine die is missing
            uses.append("bp")
        terrain = ROUTE_FACES[state.route_faces[route]][0]
        if TERRAIN_DIE.get(terrain) == kind and not _pending(state, "terrain"):
            uses.append("terrain")
    if kind == "tech" and state.tech < TECH_MAX:
        uses.append("tech")
    for company in _manageable(state):
        if state.values[company] < TOP and state.credit_dir[company] >= 0:
            uses.append(f"up:{company}")
        low = 1 if company == state.company else 0
        if state.values[company] > low and state.credit_dir[company] <= 0:
            uses.append(f"down:{company}")
    if state.privates_on and state.tech >= GAME["private_from_tech"]:
        uses += [f"private:{p}" for p in range(len(PRIVATES)) if p not in state.owned]
    return uses


def _manageable(state: State) -> list[int]:
    if state.tech >= GAME["any_company_from_tech"]:
        return list(range(len(COMPANIES)))
    return [state.company]


def _spend_moves(state: State) -> list[dict]:
    moves = []
    for die, place in enumerate(state.event_place):
        if place == "keep":
            moves += [{"player": 0, "kind": "assign", "die": die, "use": use} for use in uses_for(state, die)]
        elif place == "pend":
            moves.append({"player": 0, "kind": "unassign", "die": die})
    moves.append({"player": 0, "kind": "end_turn"})
    return moves


def chance_move(state: State) -> dict:
    rng = rng_for(state)
    if state.phase == "goal_draw":
        return {
            "player": CHANCE,
            "kind": "draw_goals",
            "cards": sorted(rng.sample(range(len(GOALS)), GAME["goals_drawn"])),
        }
    if state.phase == "route_roll":
        dice = _route_to_roll(state)
        return {"player": CHANCE, "kind": "roll_route", "faces": [rng.randrange(len(ROUTE_FACES)) for _ in dice]}
    if state.phase == "event_roll":
        dice = _event_to_roll(state)
        return {"player": CHANCE, "kind": "roll_events", "faces": [rng.randrange(len(EVENT_FACES)) for _ in dice]}
    if state.phase == "value_roll":
        return {"player": CHANCE, "kind": "roll_values", "faces": [rng.randrange(len(VALUE_FACES)) for _ in COMPANIES]}
    raise IllegalMove("Nothing is left to chance right now.")


def _route_to_roll(state: State) -> list[int]:
    return [d for d in range(state.route_count) if not state.route_kept[d]]


def _event_to_roll(state: State) -> list[int]:
    if state.event_rolls == 0:
        return list(range(state.event_count))
    return [d for d, place in enumerate(state.event_place) if place == "tray"]


# --- applying moves ------------------------------------------------------------------
# What the player may take back (Match.undo): spending and ordering dice,
# dropping a goal card; never a roll, a kept die or the end of a turn.
UNDOABLE = frozenset({"assign", "unassign", "place_route", "unplace_route", "drop_goal"})

# What each move looks like; core.check_shape refuses anything else.
MOVES = MoveShapes(
    "Bindle Rails Express",
    player={
        "company": {"company": int},
        "drop_goal": {"card": int},
        "keep_goals": {},
        "keep_route": {"die": int},
        "free_route": {"die": int},
        "reroll_route": {},
        "stop_route": {},
        "place_route": {"die": int},
        "unplace_route": {},
        "confirm_route": {},
        "keep_event": {"die": int},
        "free_event": {"die": int},
        "reroll_events": {},
        "stop_events": {},
        "assign": {"die": int, "use": str},
        "unassign": {"die": int},
        "end_turn": {},
    },
    chance={
        "draw_goals": {"cards": [int]},
        "roll_route": {"faces": [int]},
        "roll_events": {"faces": [int]},
        "roll_values": {"faces": [int]},
    },
)


def apply(state: State, move: dict) -> list[dict]:
    return atomic_apply(state, _apply, move, MOVES)


def _apply(state: State, move: dict) -> list[dict]:
    require(isinstance(move, dict), "A move must say what to do.")
    require(state.phase != "over", "The game is over.")
    player = move.get("player")
    kind = move.get("kind")
    if state.phase in CHANCE_PHASES:
        require(player == CHANCE, "The dice are rolling: wait for them to land.")
        require(kind == CHANCE_KINDS[state.phase], "The dice can only roll: they never choose for you.")
    else:
        require(
            player == 0,
            "It's the player's move, not the dice's." if player == CHANCE else "That isn't a seat in this game.",
        )
        require(kind not in CHANCE_KINDS.values(), "The dice decide that, not you.")
    handler = _HANDLERS.get(kind)
    require(handler is not None, f"There is no move called {kind!r} in Bindle Rails Express.")
    if player == CHANCE:
        state.chance_count += 1
    return handler(state, move)


def _die_arg(move: dict, count: int, what: str) -> int:
    die = move.get("die")
    require(isinstance(die, int) and not isinstance(die, bool) and 0 <= die < count, f"There is no such {what} die.")
    return die


def _faces_arg(move: dict, count: int, sides: int) -> list[int]:
    faces = move.get("faces")
    require(
        isinstance(faces, list)
        and len(faces) == count
        and all(isinstance(f, int) and not isinstance(f, bool) and 0 <= f < sides for f in faces),
        "A roll needs one face for each die thrown.",
    )
    return faces


# company and goals
def _company(state: State, move: dict) -> list[dict]:
    require(state.phase == "company", "Your railroad is already chosen.")
    company = move.get("company")
    require(
        isinstance(company, int) and not isinstance(company, bool) and 0 <= company < len(COMPANIES),
        "Pick one of the four railroads.",
    )
    state.company = company
    state.route_count = routes_for(state, company)
    state.route_faces = [-1] * state.route_count
    state.route_kept = [False] * state.route_count
    state.route_locked = [False] * state.route_count
    events = [{"kind": "company", "company": company, "routes": state.route_count}]
    if state.goals_on:
        state.phase = "goal_draw"
        return events
    return events + _begin_route(state)


def _draw_goals(state: State, move: dict) -> list[dict]:
    require(state.phase == "goal_draw", "No goal cards are being drawn now.")
    cards = move.get("cards")
    require(
        isinstance(cards, list)
        and len(cards) == GAME["goals_drawn"]
        and len(set(cards)) == len(cards)
        and all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c < len(GOALS) for c in cards),
        "Draw four different goal cards.",
    )
    state.goals_drawn = sorted(cards)
    state.goals_kept = sorted(cards)
    state.phase = "goals"
    return [{"kind": "goals_drawn", "cards": list(state.goals_drawn)}]


def _drop_goal(state: State, move: dict) -> list[dict]:
    require(state.phase == "goals", "Goals are chosen at the start of the game.")
    card = move.get("card")
    require(card in state.goals_kept, "That goal card isn't in your hand.")
    require(len(state.goals_kept) > GAME["goals_kept_at_least"], "You must keep at least two goal cards.")
    state.goals_kept.remove(card)
    return [{"kind": "goal_dropped", "card": card}]


def _keep_goals(state: State, move: dict) -> list[dict]:
    require(state.phase == "goals", "Goals are chosen at the start of the game.")
    return [{"kind": "goals_kept", "cards": list(state.goals_kept)}] + _begin_route(state)


# the route: rolled, or laid from the railroad's mat
def _begin_route(state: State) -> list[dict]:
    if not state.mats:
        state.phase = "route_roll"
        return []
    return _lay_mat(state)


def _lay_mat(state: State) -> list[dict]:
    """Company Mats: the mat's stretches go down the route track in its order, and the first turn starts."""
    faces = list(MATS[state.company])
    state.route_faces = faces
    state.route_kept = [True] * state.route_count
    state.route_locked = [True] * state.route_count
    state.route_order = list(range(state.route_count))
    return [{"kind": "route_laid", "order": list(state.route_order), "faces": faces}] + _start_turn(state)


# rolling and keeping, for the route dice and the event dice alike
def _roll_route(state: State, move: dict) -> list[dict]:
    require(state.phase == "route_roll", "The route dice aren't being rolled now.")
    dice = _route_to_roll(state)
    faces = _faces_arg(move, len(dice), len(ROUTE_FACES))
    for die, face in zip(dice, faces):
        state.route_faces[die] = face
    state.route_locked = list(state.route_kept)
    state.route_rolls += 1
    events = [{"kind": "route_rolled", "dice": dice, "faces": list(faces), "roll": state.route_rolls}]
    if state.route_rolls >= ROLLS:
        events += _keep_whole_route(state)
    else:
        state.phase = "route_keep"
    return events


def _keep_route(state: State, move: dict) -> list[dict]:
    require(state.phase == "route_keep", "Keep route dice after rolling them.")
    die = _die_arg(move, state.route_count, "route")
    require(not state.route_kept[die], "That route die is already kept.")
    state.route_kept[die] = True
    return [{"kind": "route_kept", "die": die}]


def _free_route(state: State, move: dict) -> list[dict]:
    require(state.phase == "route_keep", "Route dice can be freed only before the next roll.")
    die = _die_arg(move, state.route_count, "route")
    require(state.route_kept[die], "That route die isn't kept.")
    require(not state.route_locked[die], "That die was kept at an earlier roll: it stays kept.")
    state.route_kept[die] = False
    return [{"kind": "route_freed", "die": die}]


def _reroll_route(state: State, move: dict) -> list[dict]:
    require(state.phase == "route_keep", "Roll the route dice only while choosing your route.")
    require(state.route_rolls < ROLLS, "That was your third roll: no more rerolls.")
    fresh = [d for d in range(state.route_count) if state.route_kept[d] and not state.route_locked[d]]
    require(bool(fresh), "Keep at least one die from this roll before rolling again.")
    require(not all(state.route_kept), "Every die is kept: there is nothing to reroll.")
    state.phase = "route_roll"
    return [{"kind": "reroll", "what": "route", "dice": _route_to_roll(state)}]


def _stop_route(state: State, move: dict) -> list[dict]:
    require(state.phase == "route_keep", "The route is already rolled.")
    return _keep_whole_route(state)


def _keep_whole_route(state: State) -> list[dict]:
    state.route_kept = [True] * state.route_count
    state.route_locked = [True] * state.route_count
    state.phase = "route_order"
    return [{"kind": "route_ready"}]


def _place_route(state: State, move: dict) -> list[dict]:
    require(state.phase == "route_order", "Order the route after rolling it.")
    die = _die_arg(move, state.route_count, "route")
    require(die not in state.route_order, "That route die is already on the track.")
    state.route_order.append(die)
    return [{"kind": "route_placed", "die": die, "slot": len(state.route_order) - 1}]


def _unplace_route(state: State, move: dict) -> list[dict]:
    require(state.phase == "route_order" and bool(state.route_order), "There is no placed route die to take back.")
    die = state.route_order.pop()
    return [{"kind": "route_unplaced", "die": die, "slot": len(state.route_order)}]


def _confirm_route(state: State, move: dict) -> list[dict]:
    require(state.phase == "route_order", "The route is already set.")
    require(len(state.route_order) == state.route_count, "Place every route die on the track first.")
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
    state.phase = "event_roll"
    return [{"kind": "turn", "turn": state.turn, "dice": state.event_count}]


def _roll_events(state: State, move: dict) -> list[dict]:
    require(state.phase == "event_roll", "The event dice aren't being rolled now.")
    dice = _event_to_roll(state)
    faces = _faces_arg(move, len(dice), len(EVENT_FACES))
    for die, face in zip(dice, faces):
        state.event_faces[die] = face
        state.event_place[die] = "tray"
    state.event_locked = [p == "keep" for p in state.event_place]
    state.event_rolls += 1
    events = [{"kind": "events_rolled", "dice": dice, "faces": list(faces), "roll": state.event_rolls}]
    if state.event_rolls >= ROLLS:
        events += _keep_all_events(state)
    else:
        state.phase = "event_keep"
    return events


def _keep_event(state: State, move: dict) -> list[dict]:
    require(state.phase == "event_keep", "Keep event dice after rolling them.")
    die = _die_arg(move, GAME["event_dice"], "event")
    require(state.event_place[die] == "tray", "That die isn't in the tray.")
    state.event_place[die] = "keep"
    return [{"kind": "event_kept", "die": die}]


def _free_event(state: State, move: dict) -> list[dict]:
    require(state.phase == "event_keep", "Dice can be freed only before the next roll.")
    die = _die_arg(move, GAME["event_dice"], "event")
    require(state.event_place[die] == "keep", "That die isn't kept.")
    require(not state.event_locked[die], "That die was kept at an earlier roll: it stays kept.")
    state.event_place[die] = "tray"
    return [{"kind": "event_freed", "die": die}]


def _reroll_events(state: State, move: dict) -> list[dict]:
    require(state.phase == "event_keep", "Roll the event dice only while rolling.")
    require(state.event_rolls < ROLLS, "That was your third roll: no more rerolls.")
    fresh = [d for d, p in enumerate(state.event_place) if p == "keep" and not state.event_locked[d]]
    require(bool(fresh), "Keep at least one die from this roll before rolling again.")
    require("tray" in state.event_place, "Every die is kept: there is nothing to reroll.")
    state.phase = "event_roll"
    return [{"kind": "reroll", "what": "events", "dice": _event_to_roll(state)}]


def _stop_events(state: State, move: dict) -> list[dict]:
    require(state.phase == "event_keep", "The dice are already kept.")
    return _keep_all_events(state)


def _keep_all_events(state: State) -> list[dict]:
    moved = [d for d, p in enumerate(state.event_place) if p == "tray"]
    state.event_place = ["keep" if p == "tray" else p for p in state.event_place]
    state.event_locked = [p != "off" for p in state.event_place]
    state.phase = "spend"
    return [{"kind": "spend", "kept": moved}]


# spending dice
def _pending(state: State, use: str) -> list[int]:
    return [d for d, p in enumerate(state.event_place) if p == "pend" and state.event_use[d] == use]


def _pips(state: State, dice: list[int]) -> int:
    return sum(EVENT_FACES[state.event_faces[d]][0] for d in dice)


def _assign(state: State, move: dict) -> list[dict]:
    require(state.phase == "spend", "Spend your dice after rolling them.")
    die = _die_arg(move, GAME["event_dice"], "event")
    use = move.get("use")
    require(isinstance(use, str), "Say what the die is for.")
    require(state.event_place[die] == "keep", "That die isn't free to use: each die is used once a turn.")
    if use not in uses_for(state, die):
        raise IllegalMove(_refusal(state, die, use))
    state.event_place[die] = "pend"
    state.event_use[die] = use
    events = [{"kind": "assigned", "die": die, "use": use}]
    return events + _complete(state, use)


def _refusal(state: State, die: int, use: str) -> str:
    """Why a die can't go to a use: the sentence a refused move shows."""
    pips, kind = EVENT_FACES[state.event_faces[die]]
    head, _, arg = use.partition(":")
    if head in ("bp", "terrain") and state.next_route is None:
        return "Your whole route is built already."
    if head == "terrain":
        terrain = ROUTE_FACES[state.route_faces[state.next_route]][0]
        if terrain == "plain":
            return "This route is on the plain: it needs no bridge or engine."
        if _pending(state, "terrain"):
            return f"This {terrain} already has its {TERRAIN_DIE[terrain]} die."
        need = "a blue bridge" if terrain == "river" else "a brown engine"
        return f"A {terrain} needs {need} die: this die can't be one."
    if head == "tech":
        if state.tech >= TECH_MAX:
            return "Your technology is at the top already."
        return "Only a die on a black gear face can buy technology."
    if head in ("up", "down"):
        if not arg.isdigit() or int(arg) >= len(COMPANIES):
            return "There is no such company."
        company = int(arg)
        if company not in _manageable(state):
            return f"Below Tech {GAME['any_company_from_tech']} you may only move your own company's value."
        if state.credit_dir[company] and (state.credit_dir[company] > 0) != (head == "up"):
            return "That company is already being moved the other way this turn."
        if head == "up":
            return "That company is at the top of the track."
        if company == state.company and state.values[company] == 1:
            return "Pushing your own company to $0 would lose the game."
        return "That company is at the bottom of the track."
    if head == "private":
        if not state.privates_on:
            return "Private companies aren't in this game."
        if state.tech < GAME["private_from_tech"]:
            return f"Private companies are for sale from Tech {GAME['private_from_tech']}."
        return "That private company isn't for sale."
    return "That die can't be used that way."


def _complete(state: State, use: str) -> list[dict]:
    """Finish the use a die was just given, if its dice now meet its price."""
    head, _, arg = use.partition(":")
    if head in ("bp", "terrain"):
        return _try_route(state)
    if head == "tech":
        dice = _pending(state, "tech")
        if _pips(state, dice) < state.tech:
            return []
        _use_dice(state, dice)
        state.tech += 1
        state.tech_turns.append(state.turn)
        return [{"kind": "tech", "tech": state.tech, "dice": dice}]
    if head in ("up", "down"):
        return _try_value(state, int(arg), 1 if head == "up" else -1)
    if head == "private":
        private = int(arg)
        dice = _pending(state, use)
        if _pips(state, dice) < PRIVATES[private]["price"]:
            return []
        _use_dice(state, dice)
        state.owned.append(private)
        return [{"kind": "private", "private": private, "dice": dice}]
    return []


def _use_dice(state: State, dice: list[int]) -> None:
    for die in dice:
        state.event_place[die] = "used"


def route_needs(state: State) -> tuple[int, str, int, bool]:
    """The next route: (BP still missing, terrain, route die, terrain die placed)."""
    route = state.next_route
    terrain, bp = ROUTE_FACES[state.route_faces[route]]
    return max(0, bp - _pips(state, _pending(state, "bp"))), terrain, route, bool(_pending(state, "terrain"))


def _try_route(state: State) -> list[dict]:
    missing, terrain, route, has_terrain = route_needs(state)
    if missing > 0 or (terrain != "plain" and not has_terrain):
        return []
    bp_dice, terrain_dice = _pending(state, "bp"), _pending(state, "terrain")
    for die in bp_dice + terrain_dice:
        state.event_place[die] = "used"
        state.event_use[die] = f"route:{state.built}"
    state.built += 1
    events = [{"kind": "route_built", "slot": state.built - 1, "die": route, "dice": bp_dice + terrain_dice}]
    if state.built == state.route_count:
        state.route_done_turn = state.turn
        events.append({"kind": "chicago", "turn": state.turn})
    return events


def _try_value(state: State, company: int, direction: int) -> list[dict]:
    dice = _pending(state, f"{'up' if direction > 0 else 'down'}:{company}")
    _use_dice(state, dice)
    state.credit[company] += _pips(state, dice)
    state.credit_dir[company] = direction
    start = state.values[company]
    low = 1 if company == state.company else 0
    while True:
        target = state.values[company] + direction
        if not low <= target <= TOP:
            break
        cost = value_cost(state.values[company], target)
        if state.credit[company] < cost:
            break
        state.credit[company] -= cost
        state.values[company] = target
    if state.values[company] == start:
        return [{"kind": "credit", "company": company, "credit": state.credit[company], "dice": dice}]
    return [
        {
            "kind": "value",
            "company": company,
            "start": start,
            "end": state.values[company],
            "dice": dice,
            "credit": state.credit[company],
        }
    ]


def _unassign(state: State, move: dict) -> list[dict]:
    require(state.phase == "spend", "Spend your dice after rolling them.")
    die = _die_arg(move, GAME["event_dice"], "event")
    require(state.event_place[die] == "pend", "Only a die waiting on its use can be taken back.")
    use = state.event_use[die]
    state.event_place[die] = "keep"
    state.event_use[die] = ""
    return [{"kind": "unassigned", "die": die, "use": use}]


def _end_turn(state: State, move: dict) -> list[dict]:
    require(state.phase == "spend", "End the turn after spending your dice.")
    waiting = [d for d, p in enumerate(state.event_place) if p == "pend"]
    for die in waiting:  # an unfinished use is given up: its dice go back unused
        state.event_place[die] = "keep"
        state.event_use[die] = ""
    state.phase = "value_roll"
    return [{"kind": "end_turn", "turn": state.turn, "returned": waiting}]


def _roll_values(state: State, move: dict) -> list[dict]:
    require(state.phase == "value_roll", "The company value dice aren't being rolled now.")
    faces = _faces_arg(move, len(COMPANIES), len(VALUE_FACES))
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
        state.phase = "over"
        return events + [{"kind": "lost"}, {"kind": "game_over"}]
    if state.turn >= state.turns:
        state.phase = "over"
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


_HANDLERS = {
    "company": _company,
    "draw_goals": _draw_goals,
    "drop_goal": _drop_goal,
    "keep_goals": _keep_goals,
    "roll_route": _roll_route,
    "keep_route": _keep_route,
    "free_route": _free_route,
    "reroll_route": _reroll_route,
    "stop_route": _stop_route,
    "place_route": _place_route,
    "unplace_route": _unplace_route,
    "confirm_route": _confirm_route,
    "roll_events": _roll_events,
    "keep_event": _keep_event,
    "free_event": _free_event,
    "reroll_events": _reroll_events,
    "stop_events": _stop_events,
    "assign": _assign,
    "unassign": _unassign,
    "end_turn": _end_turn,
    "roll_values": _roll_values,
}


def is_over(state: State) -> bool:
    return state.phase == "over"


def result(state: State) -> Result:
    total = score(state)
    if state.lost:
        title = "Company sank"
        lines = ["Your company fell to $0: the game is lost."]
    else:
        title = "Reached 50 VP" if total >= GAME["goal_target"] else ""
        lines = short_lines(state)
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
    if state.phase in ("spend", "value_roll") or (state.phase == "over" and state.event_rolls):
        assert len(live) == state.event_count, "a rolled die went missing"
    assert len(set(state.route_order)) == len(state.route_order), "a route die is on the track twice"
    assert all(0 <= d < state.route_count for d in state.route_order)
    assert 0 <= state.built <= len(state.route_order)
    if state.route_order and state.phase not in ("route_order",):
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
    return {
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
    }.get(kind, kind or "?")


def use_label(use: str) -> str:
    head, _, arg = use.partition(":")
    if head == "bp":
        return "route building points"
    if head == "terrain":
        return "a bridge or engine"
    if head == "tech":
        return "technology"
    if head in ("up", "down") and arg.isdigit() and int(arg) < len(COMPANIES):
        return f"moving {COMPANIES[int(arg)]['name']} {head}"
    if head == "private" and arg.isdigit() and int(arg) < len(PRIVATES):
        return PRIVATES[int(arg)]["name"]
    return use
