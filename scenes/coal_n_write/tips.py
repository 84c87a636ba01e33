"""Where a first-game tip sits on the Coal n' Write table: a bubble clear of
every legal target, of the dice and of what it talks about, and a pointer
that stops just short of the thing it points at instead of crossing it.
Pure geometry: the scene says what to keep clear and where a bubble may go."""

from __future__ import annotations

import pygame

from sprites import theme

TEXT_SIZE = 30  # the size the coach writes a tip in when its box is tall enough
GAP = 14  # the pointer's dot stops this far from the thing it points at


def bubble_rect(text: str, box: pygame.Rect) -> pygame.Rect:
    """The bubble the coach draws in `box` (scenes.kit.coach: 58 px of frame
    and title, then the text's lines), as tall as the text at TEXT_SIZE needs."""
    lines = theme.wrap_lines(text, TEXT_SIZE, box.w - 36)  # as the coach wraps it (by hand, to shrink-fit)
    return pygame.Rect(box.x, box.y, box.w, 58 + TEXT_SIZE * len(lines))


def anchor_facing(subject: pygame.Rect, bubble: pygame.Rect) -> tuple[int, int]:
    """A point just outside the subject's side that faces the bubble."""
    x = min(max(bubble.centerx, subject.left + 6), subject.right - 6)
    y = min(max(bubble.centery, subject.top + 6), subject.bottom - 6)
    if bubble.top >= subject.bottom:
        return x, subject.bottom + GAP
    if bubble.bottom <= subject.top:
        return x, subject.top - GAP
    if bubble.left >= subject.right:
        return subject.right + GAP, y
    return subject.left - GAP, y


def pointer(bubble: pygame.Rect, anchor: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int]]:
    """The coach's pointer line: from the bubble's edge nearest the anchor to the anchor."""
    ax, ay = anchor
    start = (min(max(ax, bubble.left + 18), bubble.right - 18), min(max(ay, bubble.top + 4), bubble.bottom - 4))
    return start, anchor


def place_tip(
    text: str, boxes: list[pygame.Rect], keep_clear: list[pygame.Rect], subjects: list[pygame.Rect]
) -> tuple[pygame.Rect, tuple[int, int] | None]:
    """The first of `boxes` whose bubble covers nothing in `keep_clear` or
    `subjects`, with a pointer to the subject nearest it that crosses no
    subject; (bubble, None) with no pointer when none can point cleanly,
    and the first box when none is clear at all."""
    screen = theme.SCREEN.inflate(-16, -16)
    for box in boxes:
        bubble = bubble_rect(text, box)
        if not screen.contains(bubble) or bubble.collidelist(keep_clear + subjects) >= 0:
            continue
        if not subjects:
            return bubble, None
        for subject in sorted(subjects, key=lambda s: _distance(s, bubble)):
            anchor = anchor_facing(subject, bubble)
            start, end = pointer(bubble, anchor)
            if not any(other.clipline(start, end) for other in subjects):
                return bubble, anchor
    return bubble_rect(text, boxes[0]), None


def _distance(a: pygame.Rect, b: pygame.Rect) -> float:
    return ((a.centerx - b.centerx) ** 2 + (a.centery - b.centery) ** 2) ** 0.5
