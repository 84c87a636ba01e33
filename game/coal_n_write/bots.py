"""Coal n' Write bots, weakest first: the random one for tests and sims, then
the three opponents (easy and medium in levels.py, the strong one in strong.py)."""

from __future__ import annotations

from game.bots import RandomBot
from game.coal_n_write import rules
from game.contract import HintBot


def random_bot(seed: int) -> RandomBot:
    return RandomBot(rules, seed)


def easy_bot(seed: int):
    from game.coal_n_write.levels import CarefulBot

    return CarefulBot(seed)


def medium_bot(seed: int):
    from game.coal_n_write.levels import GamblerBot

    return GamblerBot(seed)


def strong_bot(seed: int) -> HintBot:  # mypy checks the bot against the hint contract
    from game.coal_n_write.strong import StrongBot

    return StrongBot(seed)
