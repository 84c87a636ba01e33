"""Coal n' Write: a roll-and-write for one to six miners (seeds/000)."""

from game.coal_n_write import bots, rules
from game.registry import GameSpec, Option, read_opponents

SPEC = GameSpec(
    id="coal_n_write",
    title="Coal n' Write",
    tagline="Same dice for all: dig the mine, load the burros, beat the bandits.",
    min_players=1,
    max_players=6,
    version=2,  # 2: the player chooses which burro to load; digging only where the dice fall short
    rules=rules,
    bots={"random": bots.random_bot, "easy": bots.easy_bot, "medium": bots.medium_bot, "strong": bots.strong_bot},
    options=(
        Option(
            "triple_visits",
            "Three of a kind",
            ((1, "One store visit"), (2, "Two store visits")),
            1,
            "A pair or three of a kind sends one die to the General Store, as the rules say; or let three of a kind send two.",
        ),
        Option(
            "dig_anywhere",
            "Digging",
            ((False, "Where the dice fall short"), (True, "Anywhere")),
            False,
            "The rules let you dig only at a deposit your unused dice can't claim, even added up; or dig anywhere.",
        ),
    ),
    howto="coal_n_write_howto.toml",
    opponents=read_opponents("coal_n_write.toml"),
)
