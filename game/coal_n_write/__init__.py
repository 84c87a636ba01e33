"""Coal n' Write: a roll-and-write for one to six miners (seeds/000)."""

from game.coal_n_write import bots, rules
from game.registry import game_spec

SPEC = game_spec(
    "coal_n_write", 2, rules, bots.BOTS
)  # 2: the player chooses which burro to load; digging only where the dice fall short
