"""Words on a board (tags, names, costs, markers) that never overlap one another or a piece.

A board starts each drawing with `Labels.start(solid)`, the pieces' rects (tokens, coins,
dice) no label may cover, then places each label beside its anchor: the first of the sides it
names that is clear of the pieces and of the labels placed before it, else the side that
covers least (counted in `overlaps`, which the tables' tests keep at none over whole games).
The placed rects stay until the next start, so the targets layer and overlays can read them.
Most frames a board lays out the same words round the same pieces: a layout that starts from
the same pieces and asks for the same labels in the same order is taken from the last one
rather than searched again (every frame's update lays its words out)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from sprites import theme

GAP = 4  # px between a label and its anchor
SIDES = ("right", "left", "above", "below", "above right", "below right", "above left", "below left")


@dataclass
class Placed:
    text: str
    rect: pygame.Rect


@dataclass
class Labels:
    bounds: pygame.Rect = field(default_factory=lambda: pygame.Rect(theme.SCREEN))
    solid: list[pygame.Rect] = field(default_factory=list)
    placed: list[Placed] = field(default_factory=list)
    overlaps: list[tuple[str, str]] = field(default_factory=list)  # (label, what it covers) this drawing
    # This layout's place() calls, each (its arguments, where it went, its overlaps), and the last
    # layout's, replayed while this one starts from the same pieces and asks the same in order.
    _calls: list[tuple[tuple, pygame.Rect, list[tuple[str, str]]]] = field(default_factory=list, repr=False)
    _replay: list[tuple[tuple, pygame.Rect, list[tuple[str, str]]]] = field(default_factory=list, repr=False)
    _started: tuple = field(default=(), repr=False)
    _solid_at_start: list[pygame.Rect] = field(default_factory=list, repr=False)

    def start(self, solid: Sequence[pygame.Rect] = ()) -> None:
        self.solid = [pygame.Rect(rect) for rect in solid]
        self._solid_at_start = list(self.solid)
        started = (tuple(map(tuple, self.solid)), tuple(self.bounds))
        self._replay = self._calls if started == self._started else []
        self._calls, self._started = [], started
        self.placed = []
        self.overlaps = []

    def place(self, text: str, size: tuple[int, int], anchor, sides: Sequence[str] = SIDES) -> pygame.Rect:
        """Where a label of `size` goes beside `anchor` (a rect, or a point), clear of what is
        placed; the anchor itself counts as clear (a label may sit on its own space)."""
        anchor = pygame.Rect(anchor) if len(anchor) == 4 else pygame.Rect(anchor, (0, 0))
        # A board may change the pieces between labels (King of Copper's glows): those count too.
        pieces = None if self.solid == self._solid_at_start else tuple(map(tuple, self.solid))
        asked = (text, tuple(size), tuple(anchor), tuple(sides), pieces, tuple(self.bounds))
        index = len(self._calls)
        if index < len(self._replay) and self._replay[index][0] == asked:
            _, best, covers = self._replay[index]
        else:
            self._replay = []  # asked otherwise from here: the rest is searched anew
            best, covers = self._search(text, size, anchor, sides)
        self._calls.append((asked, best, covers))
        self.overlaps += covers
        self.placed.append(Placed(text, pygame.Rect(best)))
        return pygame.Rect(best)

    def _search(
        self, text: str, size: tuple[int, int], anchor: pygame.Rect, sides: Sequence[str]
    ) -> tuple[pygame.Rect, list[tuple[str, str]]]:
        """The first clear side, else the one covering least, and what it covers."""
        taken = [p.rect for p in self.placed] + [rect for rect in self.solid if not rect.contains(anchor)]
        best, best_cost = None, None
        for side in sides:
            rect = beside(anchor, size, side).clamp(self.bounds)
            cost = sum(rect.clip(other).w * rect.clip(other).h for other in taken if rect.colliderect(other))
            if best_cost is None or cost < best_cost:
                best, best_cost = rect, cost
            if cost == 0:
                break
        assert best is not None
        if not best_cost:
            return best, []
        covered = [p.text for p in self.placed if p.rect.colliderect(best)] or ["a piece"]
        return best, [(text, other) for other in covered]

    def rects(self) -> list[pygame.Rect]:
        return [p.rect for p in self.placed]


def beside(anchor: pygame.Rect, size: tuple[int, int], side: str) -> pygame.Rect:
    """A rect of `size` on one side of `anchor` ("right", "above left", "on": centred on it)."""
    rect = pygame.Rect((0, 0), size)
    rect.center = anchor.center
    words = side.split()
    if "right" in words:
        rect.left = anchor.right + GAP
    if "left" in words:
        rect.right = anchor.left - GAP
    if "above" in words:
        rect.bottom = anchor.top - GAP
    if "below" in words:
        rect.top = anchor.bottom + GAP
    return rect
