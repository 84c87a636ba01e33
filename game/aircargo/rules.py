"""AirCargo: plan cargo and destinations with two dice, then fly them
through a cold front. One life, one airplane (seeds/003).

Rules from the rule text; the map and the pilot log are content
(game/data/aircargo.toml, read by content.py). Choices the text leaves open
are listed under "Table rules" in game/data/aircargo_howto.toml.

Phases: idle (on the ground) -> plan_roll -> planning -> idle, or
idle -> flight (choose legs) -> for each check on a leg: weather_roll ->
(stamina: the choices before the roll) -> hazard_roll -> (rescue) -> ... ->
idle on landing; over. The pilot may stop in every phase with a choice but
rescue, where the roll has already failed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Mapping, cast

from game import chance
from game.aircargo.content import START, content
from game.aircargo.moves import (
    MOVES,
    UNDOABLE,  # noqa: F401 (the contract's rules.UNDOABLE)
    Airport,
    Cargo,
    ChanceMove,
    Crash,
    Fly,
    Leg,
    Move,
    Panic,
    Plan,
    PlayerMove,
    Pray,
    PrayWeather,
    Reroll,
    Roll,
    Stamina,
    Stop,
    Weather,
)
from game.aircargo.phases import Phase
from game.contract import no_secrets as secrets  # noqa: F401 (a solo game: only the seed is hidden)
from game.contract import public_events as event_view  # noqa: F401 (a solo game: nothing to hide)
from game.core import CHANCE, IllegalMove, Result, Rulebook, kind_words, require, rng_for, view_copy

C = content()
SOLO = 0
CHANCE_PHASES = (Phase.PLAN_ROLL, Phase.WEATHER_ROLL, Phase.HAZARD_ROLL)
# what each chance phase draws
CHANCE_KINDS = {Phase.PLAN_ROLL: "roll", Phase.WEATHER_ROLL: "weather", Phase.HAZARD_ROLL: "roll"}
# "Voluntarily stop flying": any choice but a failed roll
STOP_PHASES = (Phase.IDLE, Phase.PLANNING, Phase.FLIGHT, Phase.STAMINA)
# The end by dice ("No valid cargo or destination rolled for, with no rerolls left"), worded once
# for the prompt, the hint and the results, so the table never says it two ways.
LAST_ROLL = "with no Plan Reroll left, a roll that plans nothing ends the day"
NO_USE_END = "The roll planned nothing and no Plan Reroll was left: the day is over."


@dataclass
class State:
    seed: int
    chance_count: int = 0
    phase: Phase = Phase.IDLE
    dice: list[int] = field(default_factory=list)  # the two dice on the table (planning or a hazard check)
    rolling: list[int] = field(default_factory=list)  # which dice the next roll sets
    plan_rerolls_used: int = 0
    stamina_used: int = 0
    prayers_used: int = 0
    planned_airports: list[int] = field(default_factory=list)  # ticked, not flown to yet
    visited: list[int] = field(default_factory=list)  # crossed out (the flight in progress too)
    planned_cargo: list[int] = field(default_factory=list)  # ordered weights, not loaded yet
    delivered: list[int] = field(default_factory=list)
    deliveries: list[list[int]] = field(default_factory=list)  # [airport id, weight] per landing
    position: str = START
    destination: int = 0  # the airport of the flight in progress, 0 on the ground
    cargo: int = 0  # the weight aboard, 0 on the ground
    leg_from: str = ""
    leg_to: str = ""
    route: list[str] = field(default_factory=list)  # places touched on this flight
    checks: list[dict] = field(default_factory=list)  # checks still ahead on this leg
    check: dict | None = None  # the hazard check being made
    weather_crossed: int = 0
    legs: int = 0
    outcome: str = ""  # "stopped", "no_use" or "crashed" once over
    crash: str = ""  # what brought the plane down

    # --- the log's boxes -------------------------------------------------------
    @property
    def rerolls_left(self) -> int:
        return C.plan_rerolls - self.plan_rerolls_used

    @property
    def stamina_left(self) -> int:
        return C.stamina - self.stamina_used

    @property
    def prayers_left(self) -> int:
        return C.prayers - self.prayers_used

    @property
    def weather_left(self) -> int:
        return C.total_weather_boxes - self.weather_crossed

    @property
    def current_check(self) -> dict:
        """The hazard check being made: only asked for while there is one."""
        assert self.check is not None, "no hazard check is being made"
        return self.check


def new_game(players: int, seed: int, options: dict) -> State:
    require(players == 1, "AirCargo is a game for one pilot.")
    return State(seed=seed)


# --- what the dice and the log allow -------------------------------------------
def cargo_free(state: State, weight: int) -> int:
    """Unticked cargo boxes of this weight."""
    used = state.planned_cargo.count(weight) + state.delivered.count(weight) + (state.cargo == weight)
    return C.cargo_boxes.get(weight, 0) - used


def cargo_options(state: State) -> list[int]:
    """Weights the planning dice can order: either die, or their sum."""
    if len(state.dice) != 2:
        return []
    a, b = state.dice
    return sorted(w for w in {a, b, a + b} if cargo_free(state, w) > 0)


def airport_free(state: State, airport: int) -> bool:
    return airport in C.airports and airport not in state.planned_airports and airport not in state.visited


def airport_options(state: State) -> list[int]:
    """Airport IDs the planning dice can name, in either order."""
    if len(state.dice) != 2:
        return []
    a, b = state.dice
    return sorted(n for n in {10 * a + b, 10 * b + a} if airport_free(state, n))


def weight_class(weight: int) -> tuple[str, int]:
    return C.weight_class.get(weight, ("None", 0))


def check_modifiers(check: dict) -> int:
    """Everything a check adds to the two dice before stamina."""
    return check["weather"] + check["hazard"] + check["cargo_class"]


def check_total(state: State) -> int:
    """The total compared with the pass limit (pre-roll stamina subtracted)."""
    return sum(state.dice) + check_modifiers(state.current_check) - state.current_check["stamina"]


def panic_cost(state: State) -> int:
    """Stamina a panic needs: what the roll is over by, plus one. Stamina spent
    before the roll is lost and does not count."""
    raw = sum(state.dice) + check_modifiers(state.current_check)
    return raw - C.pass_limit + 1


def useful_stamina(state: State) -> int:
    """More stamina than this could not change a check: double six would pass anyway."""
    worst = 12 + check_modifiers(state.current_check)
    return max(0, min(state.stamina_left, worst - C.pass_limit))


def weather_prayer_helps(state: State) -> bool:
    """A new weather die could lower this check's weather, and the check could fail."""
    values = C.weather[C.weather_line(state.weather_crossed)]
    worst = 12 + check_modifiers(state.current_check)
    return state.prayers_left > 0 and state.current_check["weather"] > min(values) and worst > C.pass_limit


def leg_targets(state: State) -> list[str]:
    """Where the next leg may end: a beacon, or the destination, within the template."""
    destination = str(state.destination)
    return [key for key in C.reachable(state.position) if C.places[key].beacon or key == destination]


def unflown(state: State) -> int:
    """Ordered cargo and planned airports not delivered to: the ones on the log,
    and in the air the cargo aboard and its destination (a stop abandons them)."""
    aboard = (1 if state.cargo else 0) + (1 if state.destination else 0)
    return len(state.planned_cargo) + len(state.planned_airports) + aboard


def points(state: State) -> int:
    """Delivered weights, minus one for each ordered cargo and planned airport not flown."""
    return sum(state.delivered) - unflown(state)


def score(state: State) -> int:
    return 0 if state.outcome == "crashed" else points(state)


def stop_lines(state: State) -> list[str]:
    """What stopping now means, for the question a stop asks first, in three
    short lines: the points it scores, what plans not flown cost (a flight in
    the air among them) and the title it reaches, or the loss. Stopping ends
    the game."""
    lines = [f"The day ends with {points(state)} points."]
    unused = unflown(state)
    if unused:
        lost = "not flown, this flight too" if state.destination else "for plans not flown"
        lines.append(f"Delivered {sum(state.delivered)}, minus {unused} {lost}.")  # one line on the question
    reached = title(state)
    lines.append(f"That makes you a {reached}!" if reached else f"{C.win} points win: this is a loss.")
    return lines


def crash_lines(state: State) -> list[str]:
    """What letting the plane go down means, for the question it asks first: the game lost,
    and what the log still allows instead (a crash is a choice only while something does)."""
    lines = [f"The game is lost: a crash scores 0, not the {points(state)} points on your log."]
    cost = panic_cost(state)
    if cost <= state.stamina_left:
        lines.append(f"A panic for {cost} stamina gets you through.")
    if state.prayers_left:
        lines.append(f"A prayer rolls again ({state.prayers_left} left).")
    return lines


# --- who acts and what they may do --------------------------------------------------
def to_act(state: State) -> list:
    if state.phase == Phase.OVER:
        return []
    if state.phase in CHANCE_PHASES:
        return [CHANCE]
    return [SOLO]


def _dice_subsets() -> list[list[int]]:
    return [[0], [1], [0, 1]]


def legal_moves(state: State, player) -> list[PlayerMove]:
    return cast(list[PlayerMove], RULEBOOK.legal(state, _candidates(state, player)))  # a subset of the candidates


def _candidates(state: State, player) -> list[PlayerMove]:
    """The moves the pilot might make in this phase; the rulebook keeps the lawful ones."""
    if player != SOLO:
        return []
    moves: list[PlayerMove] = []
    if state.phase == Phase.IDLE:
        moves.append({"player": SOLO, "kind": "plan"})
        moves += [
            {"player": SOLO, "kind": "fly", "airport": a, "cargo": w}
            for a in state.planned_airports
            for w in sorted(set(state.planned_cargo))
        ]
    elif state.phase == Phase.PLANNING:
        a, b = state.dice
        moves += [{"player": SOLO, "kind": "cargo", "weight": w} for w in sorted({a, b, a + b})]
        moves += [{"player": SOLO, "kind": "airport", "id": n} for n in sorted({10 * a + b, 10 * b + a})]
        moves += [{"player": SOLO, "kind": "reroll", "dice": d} for d in _dice_subsets()]
    elif state.phase == Phase.FLIGHT:
        moves += [{"player": SOLO, "kind": "leg", "to": key} for key in C.reachable(state.position)]
    elif state.phase == Phase.STAMINA:
        moves += [{"player": SOLO, "kind": "stamina", "amount": n} for n in range(state.stamina_left + 1)]
        moves.append({"player": SOLO, "kind": "pray_weather"})
    elif state.phase == Phase.RESCUE:
        moves += [{"player": SOLO, "kind": "pray", "dice": d} for d in _dice_subsets()]
        moves.append({"player": SOLO, "kind": "panic"})
        moves.append({"player": SOLO, "kind": "crash"})
    moves.append({"player": SOLO, "kind": "stop"})
    return moves


def chance_move(state: State) -> ChanceMove:
    rng = rng_for(state)
    if state.phase in (Phase.PLAN_ROLL, Phase.HAZARD_ROLL):
        return {"player": CHANCE, "kind": "roll", "values": [rng.randint(1, 6) for _ in state.rolling]}
    if state.phase == Phase.WEATHER_ROLL:
        return {"player": CHANCE, "kind": "weather", "die": rng.randint(1, 6)}
    raise IllegalMove("Nothing is left to chance right now.")


def chance_outcomes(state: State) -> list[tuple[ChanceMove, Fraction]]:
    if state.phase in (Phase.PLAN_ROLL, Phase.HAZARD_ROLL):
        return [({"player": CHANCE, "kind": "roll", "values": v}, p) for v, p in chance.dice(len(state.rolling))]
    if state.phase == Phase.WEATHER_ROLL:
        return [({"player": CHANCE, "kind": "weather", "die": die}, p) for die, p in chance.evenly(chance.D6)]
    raise IllegalMove("Nothing is left to chance right now.")


# --- what stops a move -------------------------------------------------------------------
# Each problem is a sentence, or "" when the move may be made: the rulebook
# both refuses moves and lists them with these.
def _before(state: State, move: Mapping[str, Any]) -> str:
    player = move["player"]
    if state.phase == Phase.OVER:
        return "The game is over."
    if player not in to_act(state):
        return "The dice are rolling: wait for them." if player == SOLO else "It isn't time to roll."
    if player == CHANCE and move["kind"] != CHANCE_KINDS[state.phase]:  # the dice never choose for the pilot
        return "The dice can only roll."
    return ""


def _is_die(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6


def _either(numbers: list[int]) -> str:
    """1, 3 or 4; a double's numbers once each."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _dice_choice_problem(dice: list[int]) -> str:
    return "" if dice in _dice_subsets() else "Choose the first die, the second die, or both."


def _plan_problem(state: State, move: Plan) -> str:
    return "" if state.phase == Phase.IDLE else "You can only plan on the ground, between flights."


def _roll_problem(state: State, move: Roll) -> str:
    values = move["values"]
    if len(values) != len(state.rolling) or not all(map(_is_die, values)):
        return "A roll needs a value from 1 to 6 for each die thrown."
    return ""


def _reroll_problem(state: State, move: Reroll) -> str:
    if state.phase != Phase.PLANNING:
        return "You can only use a Plan Reroll while planning."
    if state.rerolls_left <= 0:
        return "Every Plan Reroll box is ticked."
    return _dice_choice_problem(move["dice"])


def _cargo_problem(state: State, move: Cargo) -> str:
    if state.phase != Phase.PLANNING:
        return "Roll the dice to plan a cargo."
    weight = move["weight"]
    a, b = state.dice
    if weight not in (a, b, a + b):
        shown = f", not {weight}" if weight in C.cargo_boxes else ""  # a weight on the sheet, never a stray number
        return f"Your dice make {_either(sorted({a, b, a + b}))}{shown}."
    if cargo_free(state, weight) <= 0:
        return f"Every cargo box for weight {weight} is ticked."
    return ""


def _airport_problem(state: State, move: Airport) -> str:
    if state.phase != Phase.PLANNING:
        return "Roll the dice to plan a destination."
    number = move["id"]
    a, b = state.dice
    if number not in (10 * a + b, 10 * b + a):
        shown = f", not {number}" if number in C.airports else ""
        return f"Your dice make airport {_either(sorted({10 * a + b, 10 * b + a}))}{shown}."
    if number not in C.airports:
        return f"There is no airport {number} on the map."
    if number in state.visited:
        return f"{C.airports[number].name} has been visited already."
    if number in state.planned_airports:
        return f"{C.airports[number].name} is planned already."
    return ""


def _stop_problem(state: State, move: Stop) -> str:
    if state.phase == Phase.RESCUE:
        return "That roll has failed: pray, panic or let it crash."
    return "" if state.phase in STOP_PHASES else "Wait for the dice to land."


def _fly_problem(state: State, move: Fly) -> str:
    if state.phase != Phase.IDLE:
        return "You can only take off from the ground."
    if move["airport"] not in state.planned_airports:
        return "Fly only to an airport you have planned."
    if move["cargo"] not in state.planned_cargo:
        return "Load only a cargo you have ordered."
    if state.weather_left <= 0:
        return "The weather table is full: no more flying today."
    return ""


def _leg_problem(state: State, move: Leg) -> str:
    if state.phase != Phase.FLIGHT:
        return "Choose a flight before flying a leg."
    target = move["to"]
    if target not in C.places:
        return "There is no such place on the map."
    if target == state.position:
        return "You are already there."
    place = C.places[target]
    if not (place.beacon or target == str(state.destination)):
        return f"A leg must end at a beacon or at your destination, not at {place.name}."
    if target not in C.reachable(state.position):
        return f"{place.name} is too far for one leg: a leg can't be that long."
    if state.weather_left <= 0:
        return "The weather table is full."
    return ""


def _weather_problem(state: State, move: Weather) -> str:
    return "" if _is_die(move["die"]) else "The weather die shows a value from 1 to 6."


def _stamina_problem(state: State, move: Stamina) -> str:
    if state.phase != Phase.STAMINA:
        return "Stamina is used before a hazard roll."
    amount = move["amount"]
    if amount < 0:
        return "Choose how many stamina boxes to tick."
    if amount > state.stamina_left:
        return f"You have only {state.stamina_left} stamina left."
    if amount > useful_stamina(state):
        return f"Stamina over {useful_stamina(state)} can't help: even double six would pass."
    return ""


def _pray_problem(state: State, move: Pray) -> str:
    if state.phase != Phase.RESCUE:
        return "Pray when a hazard roll has failed."
    if state.prayers_left <= 0:
        return "Every Prayer box is ticked."
    return _dice_choice_problem(move["dice"])


def _pray_weather_problem(state: State, move: PrayWeather) -> str:
    if state.phase != Phase.STAMINA:
        return "Pray for a new weather die after it lands, before the hazard roll."
    return "" if state.prayers_left > 0 else "Every Prayer box is ticked."


def _panic_problem(state: State, move: Panic) -> str:
    if state.phase != Phase.RESCUE:
        return "Panic is for a hazard roll that has failed."
    cost = panic_cost(state)
    return "" if cost <= state.stamina_left else f"A panic needs {cost} stamina: you have {state.stamina_left}."


def _crash_problem(state: State, move: Crash) -> str:
    return "" if state.phase == Phase.RESCUE else "Nothing has gone wrong yet."


# --- applying moves ---------------------------------------------------------------------
def apply(state: State, move: Move) -> list[dict]:
    return RULEBOOK.apply(state, move)


# --- planning ---------------------------------------------------------------------------
def _plan(state: State, move: Plan) -> list[dict]:
    state.phase = Phase.PLAN_ROLL
    state.dice = [0, 0]
    state.rolling = [0, 1]
    return [{"kind": "plan"}]


def _roll(state: State, move: Roll) -> list[dict]:
    for index, value in zip(state.rolling, move["values"]):
        state.dice[index] = value
    rolled = list(state.rolling)
    state.rolling = []
    if state.phase == Phase.PLAN_ROLL:
        state.phase = Phase.PLANNING
        events: list[dict] = [
            {
                "kind": "dice",
                "purpose": "plan",
                "dice": list(state.dice),
                "rolled": rolled,
                "cargo": cargo_options(state),
                "airports": airport_options(state),
            }
        ]
        if not (cargo_options(state) or airport_options(state)):
            if state.rerolls_left > 0:
                events.append({"kind": "no_use", "rerolls_left": state.rerolls_left})
            else:
                events += _end(state, "no_use")
        return events
    return [{"kind": "dice", "purpose": "hazard", "dice": list(state.dice), "rolled": rolled}] + _judge(state)


def _reroll(state: State, move: Reroll) -> list[dict]:
    chosen = list(move["dice"])
    state.plan_rerolls_used += 1
    state.phase = Phase.PLAN_ROLL
    state.rolling = chosen
    return [{"kind": "reroll", "dice": chosen, "box": state.plan_rerolls_used}]


def _cargo(state: State, move: Cargo) -> list[dict]:
    weight = move["weight"]
    state.planned_cargo.append(weight)
    state.dice = []
    state.phase = Phase.IDLE
    name, add = weight_class(weight)
    return [{"kind": "cargo", "weight": weight, "class": name, "add": add}]


def _airport(state: State, move: Airport) -> list[dict]:
    number = move["id"]
    state.planned_airports.append(number)
    state.dice = []
    state.phase = Phase.IDLE
    return [{"kind": "airport", "id": number, "name": C.airports[number].name}]


def _stop(state: State, move: Stop) -> list[dict]:
    state.check, state.checks = None, []  # a check not rolled yet is abandoned with the flight
    return _end(state, "stopped")


def _end(state: State, outcome: str) -> list[dict]:
    state.outcome = outcome
    state.phase = Phase.OVER
    state.dice = []
    state.rolling = []
    return [{"kind": "game_over", "outcome": outcome, "score": score(state), "title": title(state)}]


# --- flying ------------------------------------------------------------------------------------
def _fly(state: State, move: Fly) -> list[dict]:
    airport, weight = move["airport"], move["cargo"]
    state.planned_airports.remove(airport)
    state.planned_cargo.remove(weight)
    state.visited.append(airport)
    state.destination, state.cargo = airport, weight
    state.route = [state.position]
    state.phase = Phase.FLIGHT
    name, add = weight_class(weight)
    return [{"kind": "takeoff", "from": state.position, "airport": airport, "cargo": weight, "class": name, "add": add}]


def _leg(state: State, move: Leg) -> list[dict]:
    target = move["to"]
    place = C.places[target]
    state.weather_crossed += 1
    state.legs += 1
    state.leg_from, state.leg_to = state.position, target
    mountains = C.crossed_mountains(state.position, target)
    cargo_add = weight_class(state.cargo)[1]
    state.checks = [
        {
            "kind": "mountain",
            "index": i,
            "name": C.mountains[i].name,
            "hazard": C.mountains[i].hazard,
            "cargo_class": cargo_add,
        }
        for i in mountains
    ]
    if target == str(state.destination):
        state.checks.append(
            {
                "kind": "landing",
                "index": state.destination,
                "name": place.name,
                "hazard": place.landing_hazard,
                "cargo_class": cargo_add,
            }
        )
    line = C.weather_line(state.weather_crossed)
    events = [
        {
            "kind": "leg",
            "from": state.position,
            "to": target,
            "box": state.weather_crossed,
            "line": line,
            "mountains": [C.mountains[i].name for i in mountains],
        }
    ]
    return events + _next_check(state)


def _next_check(state: State) -> list[dict]:
    if state.checks:
        state.check = dict(state.checks.pop(0), weather_die=0, weather=0, stamina=0)
        state.phase = Phase.WEATHER_ROLL
        return [
            {
                "kind": "check",
                "check": state.current_check["kind"],
                "name": state.current_check["name"],
                "hazard": state.current_check["hazard"],
            }
        ]
    state.check = None
    state.position = state.leg_to
    state.route.append(state.leg_to)
    state.leg_from = state.leg_to = ""
    if state.position == str(state.destination):
        airport, weight = state.destination, state.cargo
        state.delivered.append(weight)
        state.deliveries.append([airport, weight])
        state.destination = state.cargo = 0
        state.phase = Phase.IDLE
        return [{"kind": "landed", "airport": airport, "cargo": weight, "points": points(state)}]
    events = [{"kind": "arrive", "at": state.position}]
    if state.weather_left <= 0:
        state.crash = "the storm"
        events.append({"kind": "crash", "name": "the storm", "reason": "storm"})
        return events + _end(state, "crashed")
    state.phase = Phase.FLIGHT
    return events


def _weather(state: State, move: Weather) -> list[dict]:
    die = move["die"]
    line = C.weather_line(state.weather_crossed)
    column = 0 if die <= 4 else 1 if die == 5 else 2
    value = C.weather[line][column]
    state.current_check["weather_die"] = die
    state.current_check["weather"] = value
    state.dice = [0, 0]
    events = [{"kind": "weather", "die": die, "line": line, "column": column, "value": value}]
    if useful_stamina(state) > 0 or weather_prayer_helps(state):
        state.phase = Phase.STAMINA  # a choice before the roll: stamina, a prayer for the weather die, or a stop
        return events
    return events + _start_hazard_roll(state)


def _start_hazard_roll(state: State) -> list[dict]:
    state.phase = Phase.HAZARD_ROLL
    state.rolling = [0, 1]
    return []


def _stamina(state: State, move: Stamina) -> list[dict]:
    amount = move["amount"]
    state.current_check["stamina"] = amount
    state.stamina_used += amount
    events = [{"kind": "stamina", "amount": amount, "left": state.stamina_left}]
    return events + _start_hazard_roll(state)


def _judge(state: State) -> list[dict]:
    total = check_total(state)
    if total <= C.pass_limit:
        return [{"kind": "pass", "total": total, "name": state.current_check["name"]}] + _next_check(state)
    state.phase = Phase.RESCUE
    event = {"kind": "fail", "total": total, "name": state.current_check["name"], "panic_cost": panic_cost(state)}
    if state.prayers_left > 0 or panic_cost(state) <= state.stamina_left:
        return [event]
    return [event] + _crash(state)


def _crash(state: State) -> list[dict]:
    state.crash = state.current_check["name"]
    return [{"kind": "crash", "name": state.current_check["name"], "reason": state.current_check["kind"]}] + _end(
        state, "crashed"
    )


def _pray(state: State, move: Pray) -> list[dict]:
    chosen = list(move["dice"])
    state.prayers_used += 1
    state.phase = Phase.HAZARD_ROLL
    state.rolling = chosen
    return [{"kind": "pray", "dice": chosen, "box": state.prayers_used}]


def _pray_weather(state: State, move: PrayWeather) -> list[dict]:
    """ "At any time during a test" a prayer rerolls a die: before the hazard
    roll the only die thrown is the weather die."""
    state.prayers_used += 1
    state.current_check["weather_die"] = 0
    state.current_check["weather"] = 0
    state.dice = []
    state.phase = Phase.WEATHER_ROLL
    return [{"kind": "pray_weather", "box": state.prayers_used}]


def _panic(state: State, move: Panic) -> list[dict]:
    cost = panic_cost(state)
    state.stamina_used += cost
    events = [{"kind": "panic", "cost": cost, "left": state.stamina_left, "name": state.current_check["name"]}]
    return events + [{"kind": "pass", "total": C.pass_limit, "name": state.current_check["name"]}] + _next_check(state)


def _give_up(state: State, move: Crash) -> list[dict]:
    return _crash(state)


_HANDLERS: dict[str, Callable[..., list[dict]]] = {
    "plan": _plan,
    "roll": _roll,
    "reroll": _reroll,
    "cargo": _cargo,
    "airport": _airport,
    "stop": _stop,
    "fly": _fly,
    "leg": _leg,
    "weather": _weather,
    "stamina": _stamina,
    "pray": _pray,
    "pray_weather": _pray_weather,
    "panic": _panic,
    "crash": _give_up,
}
_PROBLEMS: dict[str, Callable[..., str]] = {
    "plan": _plan_problem,
    "roll": _roll_problem,
    "reroll": _reroll_problem,
    "cargo": _cargo_problem,
    "airport": _airport_problem,
    "stop": _stop_problem,
    "fly": _fly_problem,
    "leg": _leg_problem,
    "weather": _weather_problem,
    "stamina": _stamina_problem,
    "pray": _pray_problem,
    "pray_weather": _pray_weather_problem,
    "panic": _panic_problem,
    "crash": _crash_problem,
}
RULEBOOK = Rulebook(MOVES, _HANDLERS, _PROBLEMS, _before)


def problem(state: State, move: Mapping[str, Any]) -> str:
    """Why the rules would refuse a move, without making it; "" when it may be made."""
    return RULEBOOK.problem(state, dict(move))


# --- the end ------------------------------------------------------------------------------------
def is_over(state: State) -> bool:
    return state.phase == Phase.OVER


def title(state: State) -> str:
    if state.outcome == "crashed":
        return "Crashed"
    for needed, name in C.titles:
        if points(state) >= needed:
            return name
    return ""


def result(state: State) -> Result:
    lines = []
    if state.outcome == "crashed":
        lines.append(f"The plane went down over {state.crash}: the game is lost.")
        lines.append(f"You had {points(state)} points on the log.")
    else:
        unused = unflown(state)
        lines.append(
            f"Delivered {sum(state.delivered)} in {len(state.delivered)} flight{'' if len(state.delivered) == 1 else 's'}"
            + (f", minus {unused} for plans not flown." if unused else ".")
        )
        lines.append(f"{C.win} points win." + (" You did it!" if points(state) >= C.win else ""))
        if state.outcome == "no_use":
            lines.append(NO_USE_END)
    won = state.outcome != "crashed" and points(state) >= C.win
    return Result(scores=[score(state)], places=[1], titles=[title(state)], lines=lines, won=[won])


# --- views, checks, words -------------------------------------------------------------------------
def view(state: State, player) -> State:
    return view_copy(state)  # a solo game: only the seed is hidden


def invariants(state: State) -> None:
    """Every box is ticked at most once, and the flight state hangs together."""
    assert 0 <= state.plan_rerolls_used <= C.plan_rerolls
    assert 0 <= state.stamina_used <= C.stamina
    assert 0 <= state.prayers_used <= C.prayers
    assert 0 <= state.weather_crossed <= C.total_weather_boxes
    for weight in set(state.planned_cargo + state.delivered + [state.cargo]) - {0}:
        assert cargo_free(state, weight) >= 0, f"cargo weight {weight} ticked too often"
    airports = state.planned_airports + state.visited
    assert len(airports) == len(set(airports)) and all(a in C.airports for a in airports)
    assert [w for _, w in state.deliveries] == state.delivered
    assert all(str(a) in C.places for a, _ in state.deliveries)
    assert state.position in C.places
    flying = state.phase in (Phase.FLIGHT, Phase.WEATHER_ROLL, Phase.STAMINA, Phase.HAZARD_ROLL, Phase.RESCUE)
    assert flying == bool(state.destination) == bool(state.cargo) or state.phase == Phase.OVER
    if flying:
        assert state.destination in state.visited
    if state.phase in (Phase.WEATHER_ROLL, Phase.STAMINA, Phase.HAZARD_ROLL, Phase.RESCUE):
        assert state.check is not None and state.leg_to
    if state.phase == Phase.PLANNING:
        assert len(state.dice) == 2 and all(map(_is_die, state.dice))
    assert state.legs == state.weather_crossed


def describe(move: dict) -> str:
    words = {
        "plan": "rolls the dice to plan",
        "reroll": "ticks a Plan Reroll box",
        "cargo": f"orders cargo {move.get('weight')}",
        "airport": f"plans airport {move.get('id')}",
        "fly": f"flies cargo {move.get('cargo')} to airport {move.get('airport')}",
        "leg": f"flies a leg to {C.places[move['to']].name if move.get('to') in C.places else '?'}",
        "stamina": f"uses {move.get('amount')} stamina",
        "pray": "prays for a reroll",
        "pray_weather": "prays for a new weather die",
        "panic": "panics through it",
        "crash": "lets it crash",
        "stop": "stops flying for the day",
        "roll": "rolls",
        "weather": "rolls for the weather",
    }
    return kind_words(move, words)
