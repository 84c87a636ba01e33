"""Where an overlay goes so that it covers nothing it talks about.

One function places every card, tip and toast that sits over a table: given its size, it
never covers what must stay seen (`keep`: the focus, the overlay's subject, the dice, the
corner buttons, the overlays already placed), covers as few of the table's targets
(`avoid`) as it can, and of the places left takes a table's own spot first, else the one
nearest its subject (a tip sitting away from it points there: scenes/kit/coach.py). GameScene.place_overlay
fills `keep` and `avoid` from the targets layer; an overlay keeps its place while that stays
clear (a card that jumps about is hard to read), so the search runs only when it must."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from sprites import theme

STEP = 16  # px between the places tried across the screen
MARGIN = 8  # px an overlay keeps from the screen's edge and from what it must not cover


@dataclass(frozen=True)
class Placed:
    rect: pygame.Rect
    clear: bool = True  # it covers nothing it should keep clear of (else the least it could)
    keeps: bool = True  # it covers nothing in `keep`, though it may cover a target


def covers(rect: pygame.Rect, rects: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    return [rects[i] for i in rect.collidelistall(rects)]


def _overlap(rect: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    return sum(rect.clip(other).w * rect.clip(other).h for other in covers(rect, rects))


def _around(size: tuple[int, int], subject: pygame.Rect) -> list[pygame.Rect]:
    """Places beside the subject: below, above, right, left; centred on it, then flush with its ends."""
    w, h = size
    gap = MARGIN
    places = []
    for centre in (True, False):
        below = pygame.Rect(0, subject.bottom + gap, w, h)
        above = pygame.Rect(0, subject.top - gap - h, w, h)
        right = pygame.Rect(subject.right + gap, 0, w, h)
        left = pygame.Rect(subject.left - gap - w, 0, w, h)
        if centre:
            below.centerx = above.centerx = subject.centerx
            right.centery = left.centery = subject.centery
        else:
            below.left = above.left = subject.left
            right.top = left.top = subject.top
        places += [below, above, right, left]
    return places


def _across(size: tuple[int, int], bounds: pygame.Rect) -> list[pygame.Rect]:
    w, h = size
    return [
        pygame.Rect(x, y, w, h)
        for y in range(bounds.top, max(bounds.top, bounds.bottom - h) + 1, STEP)
        for x in range(bounds.left, max(bounds.left, bounds.right - w) + 1, STEP)
    ]


def place(
    size: tuple[int, int],
    keep: Sequence[pygame.Rect] = (),
    avoid: Sequence[pygame.Rect] = (),
    subject: pygame.Rect | None = None,
    spots: Sequence[pygame.Rect] = (),
    bounds: pygame.Rect = theme.SCREEN,
    smaller: Sequence[tuple[int, int]] = (),
) -> Placed:
    """The best place for an overlay of `size`: covering nothing in `keep` (grown by MARGIN),
    then as few of `avoid` and as little of them as it can, then a table's `spots` in their
    order, then nearest the subject (or the first spot, or the screen's centre). An overlay
    that can shrink names `smaller` sizes, tried in turn when `size` finds no clear place; when
    none is clear, the first size that covers nothing in `keep` (a target gives way before the focus)."""
    first = _place_one(size, keep, avoid, subject, spots, bounds)
    found = [first]
    for size in [] if first.clear else smaller:
        placed = _place_one(size, keep, avoid, subject, [pygame.Rect(spot.topleft, size) for spot in spots], bounds)
        if placed.clear:
            return placed
        found.append(placed)
    return next((placed for placed in found if placed.keeps), first)


def _place_one(size, keep, avoid, subject, spots, bounds) -> Placed:
    bounds = bounds.inflate(-2 * MARGIN, -2 * MARGIN)
    kept = [rect.inflate(2 * MARGIN, 2 * MARGIN) for rect in keep]
    if subject is not None:
        kept.append(subject.inflate(2 * MARGIN, 2 * MARGIN))
    home = pygame.Vector2(subject.center if subject is not None else spots[0].center if spots else bounds.center)
    own = [pygame.Rect(spot.topleft, size).clamp(bounds) for spot in spots]
    near = _around(size, subject) if subject is not None else []
    near += sorted(_across(size, bounds), key=lambda rect: home.distance_to(rect.center))
    best, best_cost = None, None
    for order, rect in enumerate(own + [rect.clamp(bounds) for rect in near]):
        hits = covers(rect, avoid)
        cost = (_overlap(rect, kept), len(hits), _overlap(rect, hits), min(order, len(own)))
        if cost[:3] == (0, 0, 0):
            return Placed(rect)  # the first place clear of everything: a table's spot, else the nearest
        if best_cost is None or cost < best_cost:
            best, best_cost = rect, cost
    assert best is not None and best_cost is not None
    return Placed(best, clear=False, keeps=best_cost[0] == 0)


class Spot:
    """One overlay's place, kept while it stays clear of what it must not cover and covers no
    more targets than when it was found; found anew when its size or subject changes."""

    def __init__(self) -> None:
        self.placed: Placed | None = None
        self._asked: tuple | None = None
        self._covered = 0

    def place(
        self,
        size: tuple[int, int],
        keep: Sequence[pygame.Rect] = (),
        avoid: Sequence[pygame.Rect] = (),
        subject: pygame.Rect | None = None,
        spots: Sequence[pygame.Rect] = (),
        bounds: pygame.Rect = theme.SCREEN,
        smaller: Sequence[tuple[int, int]] = (),
    ) -> Placed:
        asked = (tuple(size), None if subject is None else tuple(subject), tuple(map(tuple, spots)), tuple(smaller))
        placed = self.placed
        if placed is not None and asked == self._asked:
            grown = [rect.inflate(2 * MARGIN, 2 * MARGIN) for rect in keep]
            if placed.rect.collidelist(grown) < 0 and len(covers(placed.rect, avoid)) <= self._covered:
                return placed
        self.placed = place(size, keep, avoid, subject, spots, bounds, smaller)
        self._asked = asked
        self._covered = len(covers(self.placed.rect, avoid))
        return self.placed
