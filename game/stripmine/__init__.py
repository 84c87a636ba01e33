"""Stripmine: a coin game for two to eight players (seeds/004)."""

from game.registry import GameSpec, Option, read_opponents
from game.stripmine import bots, rules

SPEC = GameSpec(
    id="stripmine",
    title="Stripmine",
    tagline="Mine the coin hills, then sell what's scarce.",
    min_players=2,
    max_players=8,
    version=1,
    rules=rules,
    bots={"random": bots.random_bot, "easy": bots.easy_bot, "medium": bots.medium_bot, "strong": bots.strong_bot},
    options=(
        Option(
            "variation",
            "Variation",
            (
                ("standard", "Standard"),
                ("bear", "Bear Market"),
                ("blowout", "Blowout"),
                ("bear_blowout", "Bear Market Blowout"),
            ),
            "standard",
            "Bear Market flips held-over coins into the count; Blowout adds a fourth auction.",
        ),
        Option(
            "opener",
            "Who opens",
            (("first_seat", "First seat"), ("flip", "Coin flip")),
            "first_seat",
            "The rules start with whoever most recently visited a mine: seat them first, or flip for it.",
        ),
        Option(
            "absent_rank",
            "Coins nobody showed",
            ((False, "Left out"), (True, "Count as rarest")),
            False,
            "Count as rarest: a coin nobody showed still counts as the scarcest, so the others score less.",
        ),
    ),
    howto="stripmine_howto.toml",
    opponents=read_opponents("stripmine.toml"),
)
