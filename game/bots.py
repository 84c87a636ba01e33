"""Bots every game can use."""

from __future__ import annotations

import random
from typing import Any, Mapping


class RandomBot:
    """Picks uniformly among the legal moves: the baseline every strong bot
    must beat, and the monkey that finds holes in the rules."""

    name = "random"

    def __init__(self, rules, seed: int):
        self.rules = rules
        self.rng = random.Random(seed)

    def choose(self, view, player) -> Mapping[str, Any]:  # a game's own move type, or a plain table
        return self.rng.choice(self.rules.legal_moves(view, player))
