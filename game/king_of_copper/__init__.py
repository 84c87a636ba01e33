"""King of Copper: race, mine and trade for the sapphires of Butte (seeds/001)."""

from game.king_of_copper import bots, rules
from game.registry import game_spec

SPEC = game_spec("king_of_copper", 2, rules, bots.BOTS)
