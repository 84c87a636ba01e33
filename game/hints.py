"""A hint: the move the strongest bot would make for a player, and why, worked
out from that player's view alone so a hint can never give away a secret."""

from __future__ import annotations

from dataclasses import dataclass

from game.contract import HintBot
from game.match import Match


@dataclass(frozen=True)
class Hint:
    seat: int
    move: dict
    sentence: str  # why, addressed to the player: "Mine hill 4: its silver dollar is the last one."
    log_length: int  # the move log when it was asked: a hint is stale once the table moves on


def hint_for(match: Match, seat: int) -> Hint:
    """The strongest bot's move for `seat` now, seeded by the match so asking twice gives one answer."""
    spec = match.spec
    bot: HintBot = spec.bots[spec.strong_bot](match.seed * 31 + seat)  # a game's bots.strong_bot
    view = match.view(seat)
    move = bot.choose(view, seat)
    sentence = bot.explain(view, seat, move) or "Try the highlighted move."
    return Hint(seat, dict(move), sentence, len(match.log))
