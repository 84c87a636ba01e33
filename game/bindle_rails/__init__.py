"""Bindle Rails Express: a solo dice game of building a railroad to Chicago (seeds/002)."""

from game.bindle_rails import bots, rules
from game.registry import GameSpec, Option, read_opponents

SPEC = GameSpec(
    id="bindle_rails",
    title="Bindle Rails Express",
    tagline="Roll your route, then race your dice to Chicago.",
    min_players=1,
    max_players=1,
    version=2,  # 2: the Companies option split into advanced and fierce; route mats
    rules=rules,
    bots={
        "random": bots.random_bot,
        "easy": bots.easy_bot,
        "medium": bots.medium_bot,
        "strong": bots.strong_bot,
    },
    options=(
        Option(
            "turns",
            "Game length",
            ((10, "10 turns"), (8, "8 turns: hard"), (6, "6 turns: expert")),
            10,
            "The rules' shorter games are hard: at 8 turns the sharpest bot reaches 50 VP 3 times in 10, at 6 almost never.",
        ),
        Option(
            "route",
            "Route",
            (("rolled", "Rolled dice"), ("mat", "Company mat")),
            "rolled",
            "Company mat: each railroad's own fixed route, no rolling. Chicago pays double its Mat Value.",
        ),
        Option(
            "advanced",
            "Advanced railroads",
            ((False, "Off"), (True, "On")),
            False,
            "Each railroad has its own number of routes and Chicago VP.",
        ),
        Option(
            "fierce", "Fierce rivals", ((False, "Off"), (True, "On")), False, "The other railroads race you to Chicago."
        ),
        Option("privates", "Private companies", ((False, "Off"), (True, "On")), False, "For sale from Tech 5."),
        Option("goals", "Goal cards", ((False, "Off"), (True, "On")), False, "Draw 4, keep 2 or more."),
    ),
    howto="bindle_rails_howto.toml",
    opponents=read_opponents("bindle_rails.toml"),
)
