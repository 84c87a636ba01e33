"""Can it be read from the sofa? While an audit watches, every text the theme draws is told
to it with the height of its capitals on screen, and every text cut short to fit its box;
the readability tool (`python main.py readable`) and the tests ask it what was too small or
cut. Drawing is unchanged: an audit only listens."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sprites import theme

# A 1280x720 canvas on a 50 to 55 inch TV is about 1 mm a pixel; from three metres a
# capital needs to stand about 12 px tall to be read.
MIN_CAP = 12


class TextAudit:
    def __init__(self) -> None:
        self.caps: dict[str, float] = {}  # each string read, at the smallest capital height it was drawn
        self.cuts: dict[str, str] = {}  # each text cut short, and how

    def saw(self, string: str, cap: float) -> None:
        if not any(ch.isalnum() for ch in string):  # a bullet, an arrow: nothing to read
            return
        known = self.caps.get(string)
        if known is None or cap < known:
            self.caps[string] = cap

    def cut(self, string: str, how: str) -> None:
        self.cuts.setdefault(string, how)

    def small(self, below: float = MIN_CAP) -> dict[str, float]:
        """The strings drawn with capitals under `below` px, and how tall."""
        return {string: cap for string, cap in self.caps.items() if cap < below}

    def smallest(self) -> float | None:
        return min(self.caps.values(), default=None)


@contextmanager
def watching() -> Iterator[TextAudit]:
    """Every text drawn inside the block is told to the audit it yields."""
    audit = TextAudit()
    before = theme.set_audit(audit)
    try:
        yield audit
    finally:
        theme.set_audit(before)


@contextmanager
def shown_at(scale: float) -> Iterator[None]:
    """Text drawn inside the block is shown `scale` times its size (art drawn once, then
    seen zoomed out): the audit counts its capitals at the size a player sees."""
    before = theme.set_shown_scale(1.0)
    theme.set_shown_scale(before * scale)
    try:
        yield
    finally:
        theme.set_shown_scale(before)
