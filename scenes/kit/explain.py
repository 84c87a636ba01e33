"""Rules on hover: rest the pointer (or the focus) on a thing on the table and a card says
what it is and the rule behind it, from the game's player aid (game/aid.py). A table lists
what can be explained where (`GameScene.explained()`: (rect, aid key) pairs); the card is
placed clear of what it explains (GameScene.place_overlay), beside it where there is room, else
with the coach's pointer to it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.aid import AidEntry
from scenes.kit.coach import draw_pointer, pointer_end
from sprites import theme

DWELL_SECONDS = 0.6  # the pointer or the focus rests this long before the card shows
WIDTH = 420
NARROWER = (360, 320)  # widths tried, taller, where the full card finds no clear place
PAD = 14
TEXT = theme.MIN_TEXT
BESIDE = 24  # px between the card and what it explains beyond which a pointer joins them


class Explainer:
    def __init__(self, entries: dict[str, AidEntry]):
        self.entries = entries
        self.pointer: tuple[int, int] | None = None  # where the mouse rests, until a key moves the focus
        self.rested = 0.0
        self.shown: tuple[AidEntry, pygame.Rect] | None = None  # the entry and what it explains
        self.rect: pygame.Rect | None = None  # where the card is drawn (placed in update)
        self.closed = False  # the table moved under the card: it waits for the pointer or the focus to move

    def point(self, pos) -> None:
        if pos != self.pointer:
            self.pointer, self.rested, self.closed = tuple(pos), 0.0, False

    def stepped(self) -> None:
        """A key or pad moved the focus: the focus is what is explained, after a rest."""
        self.pointer, self.rested, self.closed = None, 0.0, False

    def update(
        self,
        dt: float,
        things: Callable[[], list[tuple[pygame.Rect, str]]],
        focus: pygame.Rect | None,
        moving: bool = False,
    ) -> None:
        """`things` is asked only once the pointer or the focus has rested: most frames nobody is.
        While the table is `moving` (dice roll, a move plays) no card shows, and one showing when it
        starts stays closed until the player points or steps again: a card over dice landing hides
        what just happened."""
        self.rested += dt
        self.closed = self.closed or (moving and self.shown is not None)
        at = self.pointer if self.pointer is not None else focus.center if focus is not None else None
        if self.closed or moving or self.rested < DWELL_SECONDS or at is None or not self.entries:
            self.shown = None
            return
        under = [(rect, self.entries[key]) for rect, key in things() if key in self.entries and rect.collidepoint(at)]
        if not under:
            self.shown = None
            return
        rect, entry = min(under, key=lambda item: item[0].w * item[0].h)
        self.shown = (entry, rect)

    def size(self, width: int = WIDTH) -> tuple[int, int]:
        assert self.shown is not None
        entry = self.shown[0]
        height = theme.font(TEXT).get_linesize() + 6 + theme.wrapped_height(entry.rule, TEXT, width - 2 * PAD)
        return width, height + 2 * PAD

    def smaller(self) -> list[tuple[int, int]]:
        """The card's narrower, taller sizes (drawing wraps its words to the width it is given)."""
        return [self.size(width) for width in NARROWER]

    def draw(self, surface) -> None:
        if self.shown is None or self.rect is None:
            return
        entry, rect = self.shown[0], self.rect
        subject = self.shown[1]
        if _gap(rect, subject) > BESIDE:  # no room beside it: a pointer says what the card is about
            draw_pointer(surface, rect, pointer_end(subject, rect))
        pygame.draw.rect(surface, theme.SHADOW, rect.move(4, 5), border_radius=14)
        pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=14)
        pygame.draw.rect(surface, theme.COPPER, rect, 3, border_radius=14)
        title = theme.draw_text(surface, entry.what, (rect.x + PAD, rect.y + PAD), TEXT, theme.COPPER)
        body = pygame.Rect(rect.x + PAD, title.bottom + 6, rect.w - 2 * PAD, rect.bottom - PAD - title.bottom)
        theme.draw_wrapped(surface, entry.rule, body.inflate(0, 8).move(0, 4), TEXT, theme.INK)


def _gap(rect: pygame.Rect, subject: pygame.Rect) -> int:
    """The distance between two rects' nearest edges (0 when they touch)."""
    dx = max(subject.left - rect.right, rect.left - subject.right, 0)
    dy = max(subject.top - rect.bottom, rect.top - subject.bottom, 0)
    return max(dx, dy)
