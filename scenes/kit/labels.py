"""Words on a board (tags, names, costs, markers) that never overlap one another or a piece.

A board starts each drawing with `Labels.start(solid)`, the pieces' rects (tokens, coins,
dice) no label may cover, then places each label beside its anchor: the first of the sides it
names that is clear of the pieces and of the labels placed before it, else the side that
covers least (counted in `overlaps`, which the tables' tests keep at none over whole games).
The placed rects stay until the next start, so the targets layer and overlays can read them."""

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

    def start(self, solid: Sequence[pygame.Rect] = ()) -> None:
        self.solid = [pygame.Rect(rect) for rect in solid]
        self.placed = []
        self.overlaps = []

    def place(self, text: str, size: tuple[int, int], anchor, sides: Sequence[str] = SIDES) -> pygame.Rect:
        """Where a label of `size` goes beside `anchor` (a rect, or a point), clear of what is
        placed; the anchor itself counts as clear (a label may sit on its own space)."""
        anchor = pygame.Rect(anchor) if len(anchor) == 4 else pygame.Rect(anchor, (0, 0))
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
        if best_cost:
            covered = [p.text for p in self.placed if p.rect.colliderect(best)] or ["a piece"]
            self.overlaps += [(text, other) for other in covered]
        self.placed.append(Placed(text, best))
        return best

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
