"""Words on the AirCargo map placed with the kit's Labels (scenes/kit/labels.py), a step
further out from a crowded anchor, and left out before one would cover another or a piece."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.kit.labels import SIDES, Labels, beside

FARTHER = (0, 12, 24, 36, 48, 64, 80, 96)  # px the anchor grows by when no side beside it is clear
NEAR = 5  # px a name's line keeps from another place's mark
BESIDE = 26  # px from a mark's centre to its name within which no line is drawn (scenes/aircargo/map.py draw_tag)


def place_clear(
    labels: Labels,
    text: str,
    size: tuple[int, int],
    anchor: pygame.Rect,
    sides: Sequence[str] = SIDES,
    marks: Sequence[pygame.Rect] = (),
    lit: Sequence[pygame.Rect] = (),
) -> pygame.Rect | None:
    """A label beside `anchor` on the first clear side, trying farther out; None (not placed)
    when no spot is clear: a word left out rather than one covering another. A name pushed out
    (drawn with a line back to its mark) is read as another place's when its line runs by one of
    `marks` (the other places' marks) or it sits nearer one of `lit` (the others in play): no
    clear spot either."""
    for grow in FARTHER:
        around = anchor.inflate(grow, grow)
        taken = labels.rects() + [rect for rect in labels.solid if not rect.contains(around)]
        for side in sides:
            rect = beside(around, size, side).clamp(labels.bounds)
            if rect.collidelist(taken) < 0 and not _misread(rect, anchor, marks, lit):
                return labels.place(text, size, around, (side,))
    return None


def _misread(rect: pygame.Rect, anchor: pygame.Rect, marks: Sequence[pygame.Rect], lit: Sequence[pygame.Rect]) -> bool:
    """Whether a name at `rect`, away from `anchor`'s mark, would be taken for another's."""
    centre = pygame.Vector2(anchor.center)
    edge = pygame.Vector2(min(max(centre.x, rect.left), rect.right), min(max(centre.y, rect.top), rect.bottom))
    own = centre.distance_to(edge)
    if own <= BESIDE:
        return False  # right beside its own mark, no line drawn
    if any(mark.inflate(2 * NEAR, 2 * NEAR).clipline(centre, edge) for mark in marks):
        return True
    return any(_distance(rect, pygame.Vector2(mark.center)) < own for mark in lit)


def _distance(rect: pygame.Rect, point: pygame.Vector2) -> float:
    return point.distance_to((min(max(point.x, rect.left), rect.right), min(max(point.y, rect.top), rect.bottom)))
