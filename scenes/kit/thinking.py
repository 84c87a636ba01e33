"""A bot thinks ahead: the next bot to act plans a few search steps each frame while the
last move animates and its think time runs, and is asked for its move only once its
plan is made, so no frame holds tens of milliseconds of a bot's search. A person's hint
is planned the same way while they think (game.hints.HintPlan), from the frame after the
table changed: a Hint press then shows it at once.

Steps, not seconds: a frame gives at most THINK_STEPS, so a seeded table plays the same
frames the same way on any machine, and the move is the one the bot would make if asked
at once (contract.ThinkingBot: choose() takes the plan only for an equal view).
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core import CHANCE
from game.hints import HintPlan

THINK_STEPS = 40  # search steps a frame gives the next bot: about a millisecond
# While the last move animates, a frame gives it half: the animation gives many frames, and a
# frame that moves pieces costs more of its own (the slowest frames were those doing both).
BUSY_THINK_STEPS = THINK_STEPS // 2
_DONE = object()


class ThinkAhead:
    """The thinking of the bot due to move next in a match, carried from frame to frame."""

    def __init__(self, match):
        self.match = match
        self.key: tuple | None = None  # (seat, match version, log length) being thought about
        self.steps: Iterator[int | None] = iter(())
        self.left = THINK_STEPS  # steps this frame may still take
        self.hint_key: tuple | None = None  # (seat, match version, log length) of hint_plan
        self.hint_plan: HintPlan | None = None
        self.hint_waits = False  # a plan made this frame takes its first step the next

    def start_frame(self) -> None:
        self.left = THINK_STEPS
        self.hint_waits = False

    def ready(self, busy: bool = False) -> bool:
        """Think on within this frame's steps (BUSY_THINK_STEPS at most while the board is `busy`
        animating); True once the next bot has thought its move through (or needs no thought,
        or no bot is up): asking it then is quick."""
        if busy:
            self.left = min(self.left, BUSY_THINK_STEPS)
        seat = self.next_bot()
        if seat is None:
            return True
        key = self._key(seat)
        if key != self.key:  # a move or an undo since: think about the table as it is now
            self.key = key
            self.steps = self.match.bot_thinking(seat)
        if self.think_on(self.steps):
            self.steps = iter(())
            return True
        return False

    def think_of_hint(self, seat: int) -> HintPlan:
        """Plan the hint for `seat` as the table stands within this frame's steps (a new plan
        once it moves on, begun the frame after: the frame of a move has its events, targets
        and labels to make)."""
        plan = self.hint_plan_for(seat)
        if plan is None:
            self.hint_key, plan = self._key(seat), HintPlan(self.match, seat)
            self.hint_plan, self.hint_waits = plan, True
        elif not self.hint_waits and plan.hint is None:
            self.think_on(plan.steps)
        return plan

    def hint_plan_for(self, seat: int) -> HintPlan | None:
        """The plan of `seat`'s hint as the table stands, if one is under way (asking takes no
        step): its move and hint are None until worked out."""
        return self.hint_plan if self.hint_key == self._key(seat) else None

    def _key(self, seat: int) -> tuple:
        return (seat, self.match.version(), len(self.match.log))

    def think_on(self, steps: Iterator[int | None]) -> bool:
        """Take steps while this frame has some left; True once they have all been taken."""
        while self.left > 0:
            step = next(steps, _DONE)
            if step is _DONE:
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
