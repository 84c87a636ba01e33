"""Where a finished game's scores came from, line by line, for the results.

Each game that has one keeps `breakdown(state, events) -> list[Line]` in
game/<id>/breakdown.py (found by its id, like its screens): the lines that
count add up exactly to result().scores, and lines that only break a tie say
so. `events` are every event of the game in order, replayed from the move log,
for games whose state keeps only totals. A solo game's module may also have
`next_rank(state) -> str`: what the next rank or goal needs, and NOUN, what
its points are called when they are not "points"."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

MONEY, POINTS, CENTS = "$", "", "c"


@dataclass(frozen=True)
class Line:
    label: str
    values: tuple[int, ...]  # one per seat
    counts: bool = True  # False: shown to break a tie, not part of the score
    unit: str = POINTS  # MONEY, POINTS or CENTS: how the screen writes the values


def module_for(game_id: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"game.{game_id}.breakdown")
    except ModuleNotFoundError as err:
        if err.name not in (f"game.{game_id}", f"game.{game_id}.breakdown"):
            raise  # the module is there but something it imports is not
        return None


def game_events(match) -> list[dict]:
    """Every event of the match, replayed from its move log."""
    rules = match.rules
    state = rules.new_game(len(match.seats), match.seed, match.options)
    events: list[dict] = []
    for move in match.log:
        events.extend(rules.apply(state, move))
    return events


def breakdown(match) -> list[Line]:
    """The lines of a finished match, or [] for a game without a breakdown."""
    module = module_for(match.spec.id)
    if module is None:
        return []
    return list(module.breakdown(match.state, game_events(match)))


def next_rank(match) -> str:
    """A solo game's next rank or goal as a sentence, "" when the game has none."""
    module = module_for(match.spec.id)
    if module is None or not hasattr(module, "next_rank"):
        return ""
    return str(module.next_rank(match.state))


def score_noun(match) -> str:
    """What a game's points are called ("VP" in Bindle Rails): its module's NOUN."""
    module = module_for(match.spec.id)
    return str(getattr(module, "NOUN", "points"))


def totals(lines: list[Line], seats: int) -> list[int]:
    """What the counted lines add up to, per seat."""
    return [sum(line.values[seat] for line in lines if line.counts) for seat in range(seats)]


def written(value: int, unit: str) -> str:
    """A value as a player reads it: $120, -$50, 87c, 12."""
    if unit == MONEY:
        return f"-${-value:,}" if value < 0 else f"${value:,}"
    if unit == CENTS:
        return f"{value}c"
    return str(value)


def ladder_sentence(score: int, ladder: list[tuple[int, str]], unit: str = POINTS, noun: str = "points") -> str:
    """The next step on a ladder of (score needed, name), lowest first:
    "Silver Level needs $321: $9 more." or, at the top, that it is the top."""

    def amount(value: int) -> str:
        return written(value, unit) + (f" {noun}" if unit == POINTS and noun else "")

    for needed, name in ladder:
        if score < needed:
            return f"{name} needs {amount(needed)}: {written(needed - score, unit)} more."
    return f"{ladder[-1][1]} is the top rank." if ladder else ""
