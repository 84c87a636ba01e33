"""Words on the AirCargo map placed with the kit's Labels (scenes/kit/labels.py), a step
further out from a crowded anchor, and left out before one would cover another or a piece."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.kit.labels import SIDES, Labels, beside

FARTHER = (0, 12, 24, 36, 48, 64, 80, 96)  # px the anchor grows by when no side beside it is clear


def place_clear(
    labels: Labels, text: str, size: tuple[int, int], anchor: pygame.Rect, sides: Sequence[str] = SIDES
) -> pygame.Rect | None:
    """A label beside `anchor` on the first clear side, trying farther out; None (not placed)
    when no spot is clear: a word left out rather than one covering another."""
    for grow in FARTHER:
        around = anchor.inflate(grow, grow)
        taken = labels.rects() + [rect for rect in labels.solid if not rect.contains(around)]
        for side in sides:
            if beside(around, size, side).clamp(labels.bounds).collidelist(taken) < 0:
                return labels.place(text, size, around, (side,))
    return None
