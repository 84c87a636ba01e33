"""Bots every game can use."""

from __future__ import annotations

import random


class RandomBot:
    """Picks uniformly among the legal moves: the baseline every strong bot
    must beat, and the monkey that finds holes in the rules."""

    name = "random"

    def __init__(self, rules, seed: int):
        self.rules = rules
        self.rng = random.Random(seed)

    def choose(self, view, player) -> dict:
        return self.rng.choice(self.rules.legal_moves(view, player))
