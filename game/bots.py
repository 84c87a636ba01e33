"""Bots every game can use."""

from __future__ import annotations

import random
from functools import partial
from typing import Any, Callable, Mapping


class RandomBot:
    """Picks uniformly among the legal moves: the baseline every strong bot
    must beat, and the monkey that finds holes in the rules."""

    name = "random"

    def __init__(self, rules, seed: int):
        self.rules = rules
        self.rng = random.Random(seed)

    def choose(self, view, player) -> Mapping[str, Any]:  # a game's own move type, or a plain table
        return self.rng.choice(self.rules.legal_moves(view, player))


def levels(
    rules, easy: Callable[[int], Any], medium: Callable[[int], Any], strong: Callable[[int], Any], random_bot=RandomBot
) -> dict[str, Callable[[int], Any]]:
    """A game's bots by name, each a factory (seed) -> bot, weakest first: the random one (tests
    and sims; a game may pass its own RandomBot kind), then the three opponents its content names."""
    return {"random": partial(random_bot, rules), "easy": easy, "medium": medium, "strong": strong}
