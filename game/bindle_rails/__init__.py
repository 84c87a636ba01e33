"""Bindle Rails Express: a solo dice game of building a railroad to Chicago (seeds/002)."""

from game.bindle_rails import bots, rules
from game.registry import game_spec

SPEC = game_spec(
    "bindle_rails", 2, rules, bots.BOTS
)  # 2: the Companies option split into advanced and fierce; route mats
