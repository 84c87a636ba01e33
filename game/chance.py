"""Chance in numbers: the building blocks of a game's `chance_outcomes` (dice, shuffles,
independent draws made together) and the one way a chance shown on screen or said in a
hint is worked out from them, by playing each outcome on a copy of the state. Chances
are exact Fractions: a list of outcomes sums to exactly 1, and a test compares a chance
with the rules' own count (2 in 6) without rounding."""

from __future__ import annotations

import copy
import math
from collections import Counter
from collections.abc import Generator
from fractions import Fraction
from itertools import combinations_with_replacement, permutations, product
from typing import Callable, Iterable, TypeVar

from game.bots import run_steps
from game.contract import Move, Rules, State
from game.core import CHANCE

T = TypeVar("T")
Outcomes = list[tuple[T, Fraction]]

D6 = range(1, 7)
# A draw with more outcomes than this is not listed (chance_outcomes gives []): the most a
# listed draw needs is a roll of four dice (6**4), or of eight like dice as sets of faces.
MOST_OUTCOMES = 6**4
OUTCOME_WEIGHT = 4  # search steps an outcome played on a copy is worth: about 0.1 ms (thinking.THINK_STEPS)


def evenly(values: Iterable[T]) -> Outcomes[T]:
    """Each value equally likely: a fair die, a coin, a card drawn from a shuffled few."""
    values = list(values)
    return [(value, Fraction(1, len(values))) for value in values]


def joint(parts: list[Outcomes[T]]) -> Outcomes[list[T]]:
    """Independent draws made together, one outcome of each part in a list; [] when they
    have more than MOST_OUTCOMES outcomes together."""
    if math.prod(len(part) for part in parts) > MOST_OUTCOMES:
        return []
    return [
        ([value for value, _ in picks], math.prod((p for _, p in picks), start=Fraction(1)))
        for picks in product(*parts)
    ]


def dice(count: int, faces: Iterable[int] = D6) -> Outcomes[list[int]]:
    """`count` dice thrown together, each in its own place: every list of faces."""
    return joint([evenly(faces)] * count)


def dice_sets(count: int, faces: Iterable[int] = D6) -> Outcomes[list[int]]:
    """`count` like dice whose places no rule reads: each set of faces once, sorted, with
    its chance among every order (eight dice: 1,287 sets where there are 1,679,616 orders)."""
    faces = list(faces)
    orders = Fraction(1, len(faces) ** count)
    outcomes: Outcomes[list[int]] = []
    for faces_shown in combinations_with_replacement(faces, count):
        ways = math.factorial(count)
        for repeats in Counter(faces_shown).values():
            ways //= math.factorial(repeats)
        outcomes.append((list(faces_shown), ways * orders))
    return outcomes


def shuffles(items: list[T]) -> Outcomes[list[T]]:
    """Every order of `items`, equally likely; [] when there are more than MOST_OUTCOMES."""
    if math.factorial(len(items)) > MOST_OUTCOMES:
        return []
    return evenly(list(order) for order in permutations(items))


def chances(
    rules: Rules, state: State, what: Callable[[list[dict]], T], first: Move | None = None
) -> dict[T, Fraction]:
    """The chance of each answer `what(events)` gives over the outcomes the rules list for
    the next chance move. With `first`, over those of the chance move this player's move
    leads to (a hit's die, a dig's cave-in roll), as if it were made. The state is left as it was."""
    return run_steps(chances_in_steps(rules, state, what, first))


def chances_in_steps(
    rules: Rules, state: State, what: Callable[[list[dict]], T], first: Move | None = None
) -> Generator[int, None, dict[T, Fraction]]:
    """chances(), an outcome a step (each yields its weight, OUTCOME_WEIGHT): a hint's sentence
    that reads the odds is worked out over frames."""
    if first is not None:
        state = copy.copy(state)
        rules.apply(state, first)
    if CHANCE not in rules.to_act(state):
        raise ValueError("Chance does not move next.")
    outcomes = rules.chance_outcomes(state)
    if not outcomes:
        raise ValueError("This draw has too many outcomes to list.")
    answers: dict[T, Fraction] = {}
    # apply plays a move on a scratch deep copy, then rebinds the given state's fields to the
    # copy's: a shallow copy keeps the state as it was, at one deep copy a move, not two
    for move, p in outcomes:
        answer = what(rules.apply(copy.copy(state), move))
        answers[answer] = answers.get(answer, Fraction(0)) + p
        yield OUTCOME_WEIGHT
    return answers


def probability(
    rules: Rules, state: State, happens: Callable[[list[dict]], bool], first: Move | None = None
) -> Fraction:
    """The chance that the next chance move (or the one `first` leads to) makes `happens(events)` true."""
    return run_steps(probability_in_steps(rules, state, happens, first))


def probability_in_steps(
    rules: Rules, state: State, happens: Callable[[list[dict]], bool], first: Move | None = None
) -> Generator[int, None, Fraction]:
    """probability(), an outcome a step."""
    answers = yield from chances_in_steps(rules, state, lambda events: bool(happens(events)), first)
    return answers.get(True, Fraction(0))


def percent(chance: Fraction) -> str:
    """A chance as a player reads it: whole percent, never 0% or 100% unless it is."""
    value = round(chance * 100)
    if chance not in (0, 1):
        value = min(99, max(1, value))
    return f"{value}%"
