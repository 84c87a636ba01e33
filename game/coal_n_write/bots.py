"""Coal n' Write bots, weakest first: the random one for tests and sims, then
the three opponents (easy and medium in levels.py, the strong one in strong.py)."""

from __future__ import annotations

from game.bots import levels
from game.coal_n_write import rules
from game.coal_n_write.levels import CarefulBot, GamblerBot
from game.coal_n_write.strong import StrongBot
from game.contract import HintBot


def strong_bot(seed: int) -> HintBot:  # mypy checks the bot against the hint contract
    return StrongBot(seed)


BOTS = levels(rules, easy=CarefulBot, medium=GamblerBot, strong=strong_bot)
