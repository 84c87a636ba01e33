"""The frame loop's waits, which another thread may cut short: the phones' server nudges them
when a tap comes, so the tap is played now rather than at the next sixtieth of a second."""

from __future__ import annotations

import threading
import time

_NUDGED = threading.Event()


def nudge() -> None:
    """From any thread, after posting its event (the phones' server, a tap come): the frame
    loop's wait ends now, not at its next look, so the tap is played at once."""
    _NUDGED.set()


def pause(seconds: float) -> None:
    """Sleep up to `seconds`, less if nudged."""
    if seconds > 0:
        _NUDGED.wait(seconds)
    _NUDGED.clear()


class Clock:
    """pygame's Clock.tick, except that a nudge ends the wait for the next frame."""

    def __init__(self):
        self.last = time.monotonic()

    def tick(self, fps: float = 0) -> int:
        """Wait out what is left of 1/fps since the last tick (none once nudged); ms since it."""
        if fps:
            pause(1 / fps - (time.monotonic() - self.last))
        now = time.monotonic()
        passed, self.last = now - self.last, now
        return round(passed * 1000)
