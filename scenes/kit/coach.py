"""The first-game coach: short tips that point at the board the first time
someone plays a game. Each tip shows while its moment lasts (e.g. "your
first mining turn"), once; when every tip has been seen, the game is marked
coached in the settings, so the coach stays quiet from then on."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import pygame

from scenes.kit.keep_clear import Placed
from sprites import theme

WIDTH = 440


@dataclass
class Tip:
    key: str
    text: str
    when: Callable[[], bool]  # the moment the tip belongs to
    anchor: Callable[[], tuple[int, int] | None]  # the point the bubble's arrow touches (None: no arrow)
    # where the bubble sits when not over the anchor: its left, top and width, and the
    # height its text may fill (the text gets smaller to fit)
    box: Callable[[], pygame.Rect] | None = None


class Coach:
    def __init__(self, app, game_id: str, tips: list[Tip], enabled: bool = True):
        self.app = app
        self.game_id = game_id
        self.tips = tips
        self.seen: set[str] = set()
        self.current: Tip | None = None
        self.active = enabled and game_id not in app.settings.coached
        self.held_back = False  # a hint is showing the player what to do: the tip waits out of its way
        self._bubbles: dict[tuple[str, int, int], pygame.Surface] = {}  # (tip, width, height)
        # A table's kit places the bubble clear of the focus, targets, dice and other overlays:
        # (size, subject, spots) -> Placed (GameScene.place_overlay); None: where the tip asks.
        self.placer: Callable[[tuple[int, int], pygame.Rect | None, list[pygame.Rect]], Placed] | None = None
        self.placed: tuple[pygame.Surface, pygame.Rect, tuple[int, int] | None] | None = None  # place(), with a placer

    def update(self, dt: float) -> None:
        if not self.active:
            return
        if self.current is not None:
            # its moment is over: the tip goes at once, since what it pointed at may now be the
            # next player's, and where it sits may hold what is a target now
            if not self.current.when():
                self.seen.add(self.current.key)
                self.current = None
        if self.current is None:
            self.current = next((t for t in self.tips if t.key not in self.seen and t.when()), None)
        if len(self.seen) == len(self.tips):
            self.finish()

    def finish(self) -> None:
        """Remember that this game has been coached."""
        self.active = False
        self.current = None
        if self.game_id not in self.app.settings.coached:
            self.app.settings.coached.append(self.game_id)
            self.app.save_settings()

    def _bubble(self, tip: Tip, width: int = WIDTH, height: int = 0) -> pygame.Surface:
        """The tip's bubble, `width` wide; its text at the largest size that fits `height` (if any)."""
        cache = (tip.key, width, height)
        if cache not in self._bubbles:
            for size in range(30, theme.MIN_TEXT - 1, -1):  # never under the couch's smallest text
                # Hand-wrapped: the size shrinks until the lines fit, and tables predict this height from them.
                lines = theme.wrap_lines(tip.text, size, width - 36)
                if not height or 58 + size * len(lines) <= height:
                    break
            bubble = pygame.Surface((width, 58 + size * len(lines)), pygame.SRCALPHA)
            pygame.draw.rect(bubble, (0, 0, 0, 90), bubble.get_rect().move(4, 4), border_radius=18)
            body = bubble.get_rect().inflate(-4, -4)
            pygame.draw.rect(bubble, theme.PARCHMENT, body, border_radius=18)
            pygame.draw.rect(bubble, theme.GOLD, body, 4, border_radius=18)
            theme.draw_text(bubble, "Tip", (18, 10), theme.MIN_TEXT, theme.COPPER)
            for row, line in enumerate(lines):
                theme.draw_text(bubble, line, (18, 38 + row * size), size, theme.INK)
            self._bubbles[cache] = bubble
        return self._bubbles[cache]

    def place(self) -> None:
        """Where the bubble goes this frame, worked out in update (drawing only reads it)."""
        self.placed = self.placement()

    def draw(self, surface) -> None:
        placed = self.placed if self.placer is not None else self.placement()
        if placed is None:
            return
        bubble, rect, anchor = placed
        if anchor is not None:
            draw_pointer(surface, rect, anchor)
        surface.blit(bubble, rect)

    def shown_rect(self) -> pygame.Rect | None:
        """Where the tip shows (None: no tip): other overlays keep clear of it."""
        placed = self.placed if self.placer is not None else self.placement()
        return None if placed is None else placed[1]

    def placement(self) -> tuple[pygame.Surface, pygame.Rect, tuple[int, int] | None] | None:
        """The current tip's bubble, where it sits and the point its arrow touches."""
        if not self.active or self.current is None or self.held_back:
            return None
        anchor = self.current.anchor()
        if self.current.box is not None:
            box = self.current.box()
            bubble = self._bubble(self.current, box.w, box.h)
            rect = bubble.get_rect(topleft=box.topleft)
        elif anchor is None:  # nothing to point at: the middle of the table
            bubble = self._bubble(self.current)
            rect = bubble.get_rect(center=theme.SCREEN.center)
        else:
            bubble = self._bubble(self.current)
            ax, ay = anchor
            rect = bubble.get_rect()
            # sit above the anchor when there is room, otherwise below it
            above = ay - rect.h - 28 > 0
            rect.midbottom = (ax, ay - 28) if above else (ax, ay + 28 + rect.h)
        rect.clamp_ip(theme.SCREEN.inflate(-16, -16))
        if self.placer is not None:  # the tip's own spot first, clear of what must stay seen
            subject = None if anchor is None else pygame.Rect(anchor[0] - 12, anchor[1] - 12, 24, 24)
            rect = self.placer(rect.size, subject, [rect]).rect
        return bubble, rect, anchor


def draw_pointer(surface, rect: pygame.Rect, point) -> None:
    """From inside the bubble or card at `rect` (which covers the start) out to `point`: a gold
    wedge when the point is close, a line ending in a dot when it is far."""
    ax, ay = point
    bx = min(max(ax, rect.left + 18), rect.right - 18)
    by = min(max(ay, rect.top + 4), rect.bottom - 4)
    length = math.hypot(ax - bx, ay - by)
    if length < 1:
        return
    if length > 60:
        pygame.draw.line(surface, theme.GOLD, (bx, by), (ax, ay), 6)
        pygame.draw.circle(surface, theme.GOLD, (int(ax), int(ay)), 10)
        return
    nx, ny = (by - ay) / length * 14, (ax - bx) / length * 14
    pygame.draw.polygon(surface, theme.GOLD, [(ax, ay), (bx + nx, by + ny), (bx - nx, by - ny)])


def pointer_end(subject: pygame.Rect, bubble: pygame.Rect) -> tuple[int, int]:
    """Where a pointer from `bubble` to `subject` ends: just outside the side of `subject` that
    faces the bubble, so the line and its dot never cross what they point at."""
    gap = 14  # the pointer's dot is 10 px across its middle
    bx, by = bubble.center
    if bubble.right <= subject.left:
        return (subject.left - gap, min(max(by, subject.top + 6), subject.bottom - 6))
    if bubble.left >= subject.right:
        return (subject.right + gap, min(max(by, subject.top + 6), subject.bottom - 6))
    x = min(max(bx, subject.left + 6), subject.right - 6)
    return (x, subject.top - gap) if by < subject.centery else (x, subject.bottom + gap)
