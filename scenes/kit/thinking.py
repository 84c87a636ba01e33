"""A bot thinks ahead: the next bot to act plans a few search steps each frame while the
last move animates and its think time runs, and is asked for its move only once its
plan is made, so no frame holds tens of milliseconds of a bot's search.

Steps, not seconds: a frame gives at most THINK_STEPS, so a seeded table plays the same
frames the same way on any machine, and the move is the one the bot would make if asked
at once (contract.ThinkingBot: choose() takes the plan only for an equal view).
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core import CHANCE

THINK_STEPS = 40  # search steps a frame gives the next bot: about a millisecond
_DONE = object()


class ThinkAhead:
    """The thinking of the bot due to move next in a match, carried from frame to frame."""

    def __init__(self, match):
        self.match = match
        self.key: tuple | None = None  # (seat, match version, log length) being thought about
        self.steps: Iterator[int | None] = iter(())
        self.left = THINK_STEPS  # steps this frame may still take

    def start_frame(self) -> None:
        self.left = THINK_STEPS

    def ready(self) -> bool:
        """Think on within this frame's steps; True once the next bot has thought its move
        through (or needs no thought, or no bot is up): asking it then is quick."""
        seat = self.next_bot()
        if seat is None:
            return True
        key = (seat, self.match.version(), len(self.match.log))
        if key != self.key:  # a move or an undo since: think about the table as it is now
            self.key = key
            self.steps = self.match.bot_thinking(seat)
        while self.left > 0:
            step = next(self.steps, _DONE)
            if step is _DONE:
                self.steps = iter(())
                return True
            self.left -= step or 1  # a heavy step (its weight) takes more of the frame
        return False

    def next_bot(self) -> int | None:
        """The seat Match.step_automatic asks next, if a bot is up and the dice are not."""
        if self.match.is_over():
            return None
        actors = self.match.to_act()
        if CHANCE in actors:
            return None
        return next((seat for seat in actors if self.match.seats[seat].is_bot), None)
