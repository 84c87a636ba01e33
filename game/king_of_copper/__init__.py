"""King of Copper: race, mine and trade for the sapphires of Butte (seeds/001)."""

from game.king_of_copper import bots, rules
from game.registry import GameSpec, Option, read_opponents

SPEC = GameSpec(
    id="king_of_copper",
    title="King of Copper",
    tagline="Race round old Butte, mine its hills, trade titles, hunt sapphires.",
    min_players=2,
    max_players=4,
    version=2,
    rules=rules,
    bots={
        "random": bots.random_bot,
        "easy": bots.easy_bot,
        "medium": bots.medium_bot,
        "strong": bots.strong_bot,
    },
    options=(
        Option(
            "length",
            "Game length",
            (("standard", "Standard"), ("taster", "Taster")),
            "standard",
            "Taster: two tokens each and sundown after ten rounds, for a first game.",
        ),
    ),
    howto="king_of_copper_howto.toml",
    opponents=read_opponents("king_of_copper.toml"),
)
