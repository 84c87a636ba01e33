"""What the table works out to help a pilot decide, straight from the rules:
the exact chance a hazard roll passes (from the rules' own outcomes of the roll,
game/chance.py, once the check is waiting for it; worked out from the dice for the
checks of a leg not yet flown), where the plane can get to in one and two legs, and
which legs lead into a dead end. Pure functions of the state; the scene only draws them."""

from __future__ import annotations

from collections.abc import Generator
from fractions import Fraction

from game import chance
from game.aircargo import rules
from game.aircargo.rules import C, State
from game.bots import run_steps


def pass_chance(modifiers: int) -> Fraction:
    """For a check not yet waiting on its roll: the chance two dice plus the modifiers make
    the pass limit or less."""
    return sum((p for dice, p in chance.dice(2) if sum(dice) + modifiers <= C.pass_limit), Fraction(0))


def check_chances(state: State) -> dict[int, Fraction]:
    """For the check waiting on its hazard roll: the chance to pass with each amount of
    stamina the rules let the pilot tick before it (0 for none), from the rules' own
    outcomes of the roll that amount leads to."""
    return run_steps(check_chances_in_steps(state))


def check_chances_in_steps(state: State) -> Generator[int, None, dict[int, Fraction]]:
    """check_chances(), an outcome of the roll a step (a hint's sentence, over frames)."""
    passed = lambda events: any(e["kind"] == "pass" for e in events)  # noqa: E731
    found = {}
    for amount in range(rules.useful_stamina(state) + 1):
        first = {"player": rules.SOLO, "kind": "stamina", "amount": amount}
        found[amount] = yield from chance.probability_in_steps(rules, state, passed, first=first)
    return found


def weather_prayer_chance(state: State) -> Fraction:
    """For the check waiting on its hazard roll: the chance that a prayer's new weather die
    gives less weather than the die that landed."""
    weather = state.current_check["weather"]
    lower = lambda events: any(e["kind"] == "weather" and e["value"] < weather for e in events)  # noqa: E731
    return chance.probability(rules, state, lower, first={"player": rules.SOLO, "kind": "pray_weather"})


WEATHER_FACES = (4, 1, 1)  # faces of the weather die per column: 1-4, 5, 6


def leg_checks(state: State, target: str) -> list[int]:
    """What each hazard check on a leg to target adds besides the weather: a
    mountain's or the landing's hazard, plus the cargo's class."""
    cargo = rules.weight_class(state.cargo)[1]
    adds = [C.mountains[i].hazard + cargo for i in C.crossed_mountains(state.position, target)]
    if target == str(state.destination):
        adds.append(C.places[target].landing_hazard + cargo)
    return adds


def leg_chance(state: State, target: str) -> Fraction:
    """The chance every check on a leg to target passes with no stamina and no
    prayer: each check rolls its own weather die on the line this leg reaches."""
    values = C.weather[C.weather_line(state.weather_crossed + 1)]
    every = Fraction(1)
    for add in leg_checks(state, target):
        every *= sum(Fraction(faces, 6) * pass_chance(add + v) for faces, v in zip(WEATHER_FACES, values))
    return every


# --- reach -------------------------------------------------------------------------------
def leg_ends(here: str, destination: str) -> list[str]:
    """Where a leg from here may end: a beacon, or the destination, within the template."""
    return [key for key in C.reachable(here) if C.places[key].beacon or key == destination]


def reach(state: State) -> tuple[list[str], list[str]]:
    """Places the plane can get to from where it stands: in one leg, and only
    in two. In the air the legs end at beacons or the destination; on the
    ground, at beacons or any planned airport (a flight could head there)."""
    here = state.position
    goals = [str(state.destination)] if state.destination else [str(a) for a in state.planned_airports]
    one = [key for key in C.reachable(here) if C.places[key].beacon or key in goals]
    two: list[str] = []
    for key in one:
        if not C.places[key].beacon:
            continue  # an airport ends the flight
        two += [nxt for nxt in C.reachable(key) if (C.places[nxt].beacon or nxt in goals) and nxt != here]
    seen = set(one)
    return one, [key for key in dict.fromkeys(two) if key not in seen]


def legs_needed(start: str, goal: str, limit: int) -> int | None:
    """The fewest legs from start to goal through beacons, if it takes at most limit."""
    frontier, seen = [start], {start}
    for legs in range(1, limit + 1):
        step = []
        for here in frontier:
            for nxt in leg_ends(here, goal):
                if nxt == goal:
                    return legs
                if nxt not in seen:
                    seen.add(nxt)
                    step.append(nxt)
        frontier = step
    return None


def dead_end(state: State, target: str) -> str:
    """Why a leg to target would leave the plane nowhere to go on to its
    destination before the weather table fills, or "" when it would not.
    Only the stop is left from a dead end: the flight and its cargo are lost."""
    destination = str(state.destination)
    if not state.destination or target == destination:
        return ""
    name, goal = C.places[target].name, C.places[destination].name
    left = state.weather_left - 1  # this leg crosses out a box
    if left <= 0:
        return f"Dead end: at {name} the storm closes in on you."
    if not leg_ends(target, destination):
        return f"Dead end: no leg leads on from {name}."
    if legs_needed(target, destination, left) is None:
        return f"Dead end: {goal} is too many legs from {name} now."
    return ""
