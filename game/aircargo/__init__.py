"""AirCargo: a solo roll-and-write about flying cargo through a cold front (seeds/003)."""

from game.aircargo import bots, rules
from game.registry import GameSpec, read_opponents

SPEC = GameSpec(
    id="aircargo",
    title="AirCargo",
    tagline="Fly cargo across the West before the cold front closes in.",
    min_players=1,
    max_players=1,
    version=1,
    rules=rules,
    bots={
        "random": bots.random_bot,
        "easy": bots.easy_bot,
        "medium": bots.medium_bot,
        "strong": bots.strong_bot,
    },
    howto="aircargo_howto.toml",
    opponents=read_opponents("aircargo.toml"),
)
