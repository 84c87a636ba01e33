"""Pieces every rules module shares: the chance side, refused moves, results."""
from __future__ import annotations

import copy
import random
import re
from dataclasses import dataclass, field

CHANCE = "chance"


class IllegalMove(ValueError):
    """A move the rules refuse. The message is a sentence a child could read."""


@dataclass
class Result:
    """The end of a game as the results screen shows it."""

    scores: list[int]
    places: list[int]  # 1-based place per seat; tied seats share a place
    titles: list[str] = field(default_factory=list)  # per seat, "" for none
    lines: list[str] = field(default_factory=list)  # extra sentences (settling, tie-breaks)
    won: list[bool] = field(default_factory=list)  # solo games: did the player reach the goal?

    @property
    def winners(self) -> list[int]:
        """Seats that won: first place, or in a solo game, reaching the goal."""
        if self.won:
            return [seat for seat, won in enumerate(self.won) if won]
        return [seat for seat, place in enumerate(self.places) if place == 1]


def fill_names(line: str, names: list[str]) -> str:
    """Rules write seats as {p0}, {p1}...; screens put the players' names in."""
    return re.sub(r"\{p(\d+)\}", lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names) else m.group(0), line)


def rng_for(state) -> random.Random:
    """A fresh RNG for the next chance move.

    Derived from the seed and the count of chance moves so far, so a state
    is plain data: copying, comparing and replaying it needs no RNG object.
    """
    return random.Random(f"{state.seed}:{state.chance_count}")


def require(condition: bool, sentence: str) -> None:
    if not condition:
        raise IllegalMove(sentence)


def atomic_apply(state, apply_fn, move):
    """Run apply_fn on a scratch copy and copy it back only when it succeeds,
    so a refused move leaves the state exactly as it was."""
    scratch = copy.deepcopy(state)
    events = apply_fn(scratch, move)
    state.__dict__.update(scratch.__dict__)
    return events


def places_from_keys(keys: list) -> list[int]:
    """1-based places from sortable keys (bigger is better); equal keys tie."""
    return [1 + sum(1 for other in keys if other > key) for key in keys]
