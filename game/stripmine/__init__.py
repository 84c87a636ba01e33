"""Stripmine: a coin game for two to eight players (seeds/004)."""

from game.registry import game_spec
from game.stripmine import bots, rules

SPEC = game_spec("stripmine", 1, rules, bots.BOTS)
