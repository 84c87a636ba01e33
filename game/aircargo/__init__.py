"""AirCargo: a solo roll-and-write about flying cargo through a cold front (seeds/003)."""

from game.aircargo import bots, rules
from game.registry import game_spec

SPEC = game_spec("aircargo", 1, rules, bots.BOTS)
