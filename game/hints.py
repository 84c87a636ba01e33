"""A hint: the move the strongest bot would make for a player, and why, worked
out from that player's view alone so a hint can never give away a secret."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from game.contract import ExplainingBot, HintBot, ThinkingBot
from game.match import Match


@dataclass(frozen=True)
class Hint:
    seat: int
    move: dict
    sentence: str  # why, addressed to the player: "Mine hill 4: its silver dollar is the last one."
    log_length: int  # the move log when it was asked: a hint is stale once the table moves on


class HintPlan:
    """The hint for `seat` as the match stands, worked out a step per next() of `steps` (each
    yielding its weight): the bot's thinking (a ThinkingBot), then its move, known as soon as it
    is chosen, then its sentence (an ExplainingBot's a step at a time). A table spreads the
    steps over frames (scenes/kit/thinking.py); hint_for takes them all at once."""

    def __init__(self, match: Match, seat: int):
        self.seat = seat
        self.move: dict | None = None  # once chosen
        self.hint: Hint | None = None  # once explained
        self.steps = self._planning(match, seat)

    def _planning(self, match: Match, seat: int) -> Generator[int | None, None, None]:
        spec = match.spec
        # A fresh bot seeded by the match, so asking twice gives one answer (a game's bots.strong_bot).
        bot: HintBot = spec.bots[spec.strong_bot](match.seed * 31 + seat)
        view, log_length = match.view(seat), len(match.log)
        if isinstance(bot, ThinkingBot):
            yield from bot.think(view, seat)  # choose() then takes the plan: the move it makes when asked at once
        move = self.move = dict(bot.choose(view, seat))
        yield None
        if isinstance(bot, ExplainingBot):
            sentence = yield from bot.explaining(view, seat, move)
        else:
            sentence = bot.explain(view, seat, move)
        self.hint = Hint(seat, move, sentence or "Try the highlighted move.", log_length)


def hint_for(match: Match, seat: int) -> Hint:
    """The strongest bot's move for `seat` now, worked out at once."""
    plan = HintPlan(match, seat)
    for _ in plan.steps:
        pass
    assert plan.hint is not None
    return plan.hint
