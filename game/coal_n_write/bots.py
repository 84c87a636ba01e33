"""Coal n' Write bots (the strong bot lives in strong.py)."""

from __future__ import annotations

from game.bots import RandomBot
from game.coal_n_write import rules


def random_bot(seed: int) -> RandomBot:
    return RandomBot(rules, seed)


def strong_bot(seed: int):
    from game.coal_n_write.strong import StrongBot

    return StrongBot(seed)
