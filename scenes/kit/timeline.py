"""One timeline per game board: the rules' events of each move become
animation that plays in order, while the board's picture lags the rules.

- `play(events)` hands each event to the board's `on_<kind>(event)`; a kind the
  board has no handler for is skipped.
- A handler queues steps with `then`. A step runs `start` once, lasts its
  duration, and before the next step starts it waits for what is still moving
  on the board (`moving()`: coins flying, tokens hopping, the plane) and for
  its own `until()` (the dice settling in the tray).
- `banner` and `float_text` put words over the table. A floater for a spot
  where another has only just appeared waits its turn, so words never pile up.
- The board's `picture` is what the screen shows of the state. Steps move it
  on as the events play; once nothing is left to play, `catch_up()` makes it
  agree with the rules again.

Durations are seconds at animation speed 1: the player's animation speed
shortens them."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable

from sprites import theme


def step_tray(app, tray, dt: float) -> None:
    """Advance a dice tray at the player's animation speed; dice that hit clack."""
    tray.time_scale = app.anim_speed
    tray.update(dt)
    if tray.hits_this_frame:
        app.sounds.play("clack")


def tick(items: list, dt: float) -> list:
    """Count down each item's time_left; keep the ones still showing."""
    for item in items:
        item.time_left -= dt
    return [item for item in items if item.time_left > 0]


def _nothing() -> None:
    return None


def _never() -> bool:
    return False


@dataclass
class Step:
    """One beat of animation: runs `start` once, lasts `duration`, and also
    waits until `until()` says what it waits for has happened."""

    duration: float
    start: Callable[[], object] = _nothing  # what it returns is not used
    until: Callable[[], bool] | None = None
    started: bool = False
    elapsed: float = 0.0


@dataclass
class Banner:
    """Large words across the table."""

    text: str
    time_left: float
    sub: str = ""
    good: bool = True  # news the player is glad of; a board may draw bad news in another colour


@dataclass
class Floater:
    """Words that rise over a place on the table and fade, such as "+3"."""

    text: str
    pos: tuple
    time_left: float = 1.4
    shown: float = 0.0  # seconds on screen so far


def draw_floater(
    surface,
    floater: Floater,
    *,
    rise: float = 40,
    size: int = theme.LARGE,
    fade: float = 0.5,
    max_width: int = 0,
) -> None:
    """Every board's floater: the words rise `rise` px a second from where they
    started (over empty table, the boards choose) and fade over their last `fade`
    seconds (0: no fade), never smaller than theme.MIN_TEXT."""
    size = max(size, theme.MIN_TEXT)
    text = theme.fit(floater.text, size, max_width) if max_width else floater.text
    alpha = 255 if fade <= 0 else int(255 * max(0.0, min(1.0, floater.time_left / fade)))
    pos = (floater.pos[0], floater.pos[1] - floater.shown * rise)
    theme.draw_text(surface, text, pos, size, theme.GOLD_LIGHT, "center", shadow=True, alpha=alpha)


FLOATER_GAP = 0.7  # seconds a floater rises before the next one at its spot appears
FLOATER_NEAR = (90, 40)  # floaters closer than this (x, y) share a spot


class Timeline:
    """The animation of one board. `moving()` says whether something the
    board set moving is still on its way; every step waits for it. With
    `hold_while_moving` a step's clock also stops while something moves, so
    its duration starts counting once the pieces have arrived. With a `tray`,
    the board is busy while its dice roll."""

    def __init__(
        self,
        app,
        board,
        *,
        moving: Callable[[], bool] = _never,
        catch_up: Callable[[], None] = _nothing,
        tray=None,
        hold_while_moving: bool = True,
        banners_take_turns: bool = False,
        floaters_at_anim_speed: bool = True,
    ):
        self.app = app
        self.board = board
        self.moving = moving
        self.catch_up = catch_up
        self.tray = tray
        self.hold_while_moving = hold_while_moving
        # Banners that take turns wait for the ones before them and keep the table busy
        # until they have all been read; their time runs at animation speed.
        self.banners_take_turns = banners_take_turns
        # Floaters at animation speed last `seconds` at speed 1; otherwise `seconds` at any speed.
        self.floaters_at_anim_speed = floaters_at_anim_speed
        self.steps: deque[Step] = deque()
        self.banners: list[Banner] = []
        self.floaters: list[Floater] = []
        self.waiting_floaters: deque[Floater] = deque()  # for a spot where another has just appeared
        self.previous_kind = ""  # the kind of the event played before the one being played

    # --- events into animation ----------------------------------------------------------
    def play(self, events: list[dict]) -> None:
        """The events of a move, in order: each goes to the board's `on_<kind>(event)`."""
        for event in events:
            handler = getattr(self.board, "on_" + event["kind"], None)
            if handler is not None:
                handler(event)
            self.previous_kind = event["kind"]

    def then(
        self, duration: float, start: Callable[[], object] = _nothing, until: Callable[[], bool] | None = None
    ) -> None:
        """Queue a step: `start` runs once the steps before it are done."""
        self.steps.append(Step(duration / self.app.anim_speed, start, until))

    def then_banner(self, duration: float, text: str, seconds: float, sub: str = "", good: bool = True) -> None:
        """Queue a step of `duration` that starts by putting up a banner."""
        self.then(duration, lambda: self.banner(text, seconds, sub, good))

    def tray_settled(self) -> bool:
        """For `until`: the dice in the board's tray have come to rest."""
        return self.tray.settled

    def banner(self, text: str, seconds: float, sub: str = "", good: bool = True) -> Banner:
        """Put up a banner (after those waiting their turn, or in place of the one up); it is returned."""
        if self.banners_take_turns:
            banner = Banner(text, seconds, sub, good)
            self.banners.append(banner)
        else:
            banner = Banner(text, seconds / self.app.anim_speed, sub, good)
            self.banners = [banner]
        return banner

    def float_text(self, text: str, pos, seconds: float = 1.4) -> None:
        if self.floaters_at_anim_speed:
            seconds /= self.app.anim_speed
        floater = Floater(text, pos, seconds)
        if self._spot_taken(floater) or any(self._same_spot(floater, other) for other in self.waiting_floaters):
            self.waiting_floaters.append(floater)
        else:
            self.floaters.append(floater)

    def _same_spot(self, one: Floater, other: Floater) -> bool:
        return abs(one.pos[0] - other.pos[0]) < FLOATER_NEAR[0] and abs(one.pos[1] - other.pos[1]) < FLOATER_NEAR[1]

    def _spot_taken(self, floater: Floater) -> bool:
        gap = FLOATER_GAP / self.app.anim_speed if self.floaters_at_anim_speed else FLOATER_GAP
        return any(other.shown < gap and self._same_spot(floater, other) for other in self.floaters)

    def _release_floaters(self) -> None:
        """Waiting floaters appear, in order, once their spot has cleared."""
        still: deque[Floater] = deque()
        for floater in self.waiting_floaters:
            if self._spot_taken(floater) or any(self._same_spot(floater, other) for other in still):
                still.append(floater)
            else:
                self.floaters.append(floater)
        self.waiting_floaters = still

    # --- the clock --------------------------------------------------------------------------
    def busy(self) -> bool:
        """True while steps are still to play or something still moves: automatic moves wait."""
        return (
            bool(self.steps)
            or self.moving()
            or (self.tray is not None and not self.tray.settled)
            or (self.banners_take_turns and bool(self.banners))
        )

    def update(self, dt: float) -> None:
        """Call once a frame, after the board has moved its pieces on."""
        if self.banners_take_turns:
            for banner in self.banners[:1]:
                banner.time_left -= dt * self.app.anim_speed
            self.banners = [banner for banner in self.banners if banner.time_left > 0]
        else:
            self.banners = tick(self.banners, dt)
        self.floaters = tick(self.floaters, dt)
        for floater in self.floaters:
            floater.shown += dt
        self._release_floaters()
        if not (self.hold_while_moving and self.moving()):
            self._play_steps(dt)
        if not self.busy():
            self.catch_up()

    def _play_steps(self, dt: float) -> None:
        while self.steps:
            step = self.steps[0]
            if not step.started:
                step.started = True
                step.start()
            step.elapsed += dt
            if step.elapsed < step.duration or self._waiting(step):
                return
            self.steps.popleft()
            dt = 0.0  # the next step starts this frame, its time from the next

    def _waiting(self, step: Step) -> bool:
        return self.moving() or (step.until is not None and not step.until())
