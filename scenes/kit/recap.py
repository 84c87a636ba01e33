"""The "since your last turn" card: when a person's turn comes round after
others have played, what changed (cash, points, chips, from the public
table only) and the latest lines of the game log. It never blocks: the
player may act at once, any press puts it away, and it fades by itself."""

from __future__ import annotations

import pygame

from game.core import fill_names
from game.story import Recap
from sprites import theme

SHOW_SECONDS = 7.0
FADE_SECONDS = 1.0
TEXT_SIZE = theme.MIN_TEXT
BADGE = 28
MOST_CHANGES = 3  # seats whose standing changed; more are counted
ROW_LINES = 2  # a longer row is cut short
MORE_IN_LOG = "More in Log"  # beside the title when older lines gave way: the Log button, L or a pad's Back
ROW_GAP = 3
MIN_SIZE = (240, 120)  # the smallest the card may shrink to, to keep clear of a tip
GAP = 8


def clear_of(area: pygame.Rect, tip: pygame.Rect | None) -> pygame.Rect:
    """The card's area, kept clear of a coach tip: the part of `area` beside the tip
    (left, right, below, above), else just below the tip, on screen."""
    area = pygame.Rect(area)
    if tip is None or not area.colliderect(tip.inflate(GAP * 2, GAP * 2)):
        return area
    parts = [
        pygame.Rect(area.left, area.top, tip.left - GAP - area.left, area.h),
        pygame.Rect(tip.right + GAP, area.top, area.right - tip.right - GAP, area.h),
        pygame.Rect(area.left, tip.bottom + GAP, area.w, area.bottom - tip.bottom - GAP),
        pygame.Rect(area.left, area.top, area.w, tip.top - GAP - area.top),
    ]
    for part in parts:
        if part.w >= MIN_SIZE[0] and part.h >= MIN_SIZE[1]:
            return part
    below = pygame.Rect(area.left, tip.bottom + GAP, area.w, area.h)
    below.clamp_ip(theme.SCREEN)
    if not below.colliderect(tip):
        return below
    return pygame.Rect(area.left, tip.top - GAP - area.h, area.w, area.h).clamp(theme.SCREEN)


class RecapCard:
    def __init__(self, recap: Recap, seats, rect: pygame.Rect):
        self.recap = recap
        self.seats = seats
        self.rect = pygame.Rect(rect)  # the table's spot for the card
        self.left = SHOW_SECONDS

    @property
    def done(self) -> bool:
        return self.left <= 0

    def dismiss(self) -> None:
        self.left = 0.0

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def rows(self) -> list[tuple[int | None, str]]:
        """(seat or None, line) to show: the standing changes, then the log lines."""
        names = [seat.name for seat in self.seats]
        changes: list[tuple[int | None, str]] = [
            (seat, f"{names[seat]}: {text}") for seat, text in self.recap.changes[:MOST_CHANGES]
        ]
        if len(self.recap.changes) > MOST_CHANGES:
            changes.append((None, f"and {len(self.recap.changes) - MOST_CHANGES} more players changed"))
        lines = [(entry.seat, fill_names(entry.text, names)) for entry in self.recap.lines]
        return changes + lines

    def _wrapped(self, row: str, width: int) -> list[str]:
        # Hand-wrapped: a row past ROW_LINES has its last line cut short, and rows give way by line count.
        lines = theme.wrap_lines(row, TEXT_SIZE, width)
        if len(lines) > ROW_LINES:
            lines = lines[: ROW_LINES - 1] + [theme.fit(" ".join(lines[ROW_LINES - 1 :]), TEXT_SIZE, width)]
        return lines

    def shown_rows(self, rect: pygame.Rect | None = None) -> tuple[list[tuple[int | None, list[str]]], bool]:
        """The rows that fit the card, wrapped, and whether some were left out
        (the title then points to the log): the standing changes first, then
        the newest log lines; older lines give way first."""
        rect = rect or self.rect
        line_height = theme.font(TEXT_SIZE).get_linesize()
        width = rect.width - (12 + BADGE + 8) - 10
        room = rect.height - (8 + line_height + 6) - 8
        count = len(self.recap.changes[:MOST_CHANGES]) + (len(self.recap.changes) > MOST_CHANGES)
        rows = [(seat, self._wrapped(text, width)) for seat, text in self.rows()]
        changes, lines = rows[:count], rows[count:]
        while sum(max(BADGE, len(row) * line_height) + ROW_GAP for _, row in changes + lines) > room:
            if lines:
                lines = lines[1:]  # the oldest line gives way
            elif changes:
                changes = changes[:-1]
            else:
                break
        return changes + lines, bool(self.recap.more) or len(changes) + len(lines) < len(rows)

    def draw(self, surface, colour_blind: bool = False, tip: pygame.Rect | None = None) -> None:
        """On the table, kept clear of `tip` (a coach tip showing now)."""
        if self.done:
            return
        rect = clear_of(self.rect, tip)
        alpha = int(255 * min(1.0, self.left / FADE_SECONDS))
        card = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(card, (*theme.NIGHT, 252), card.get_rect(), border_radius=14)
        pygame.draw.rect(card, theme.GOLD, card.get_rect(), 3, border_radius=14)
        shown, left_out = self.shown_rows(rect)
        width = rect.width - 24
        if left_out:
            more = theme.text(MORE_IN_LOG, TEXT_SIZE, theme.GOLD)
            card.blit(more, more.get_rect(topright=(rect.width - 12, 8)))
            width -= more.get_width() + 12
        name = self.seats[self.recap.seat].name
        theme.draw_text(card, theme.fit(f"Since your turn, {name}", TEXT_SIZE, width), (12, 8), TEXT_SIZE, theme.GOLD)
        line_height = theme.font(TEXT_SIZE).get_linesize()
        y = 8 + line_height + 6
        text_left = 12 + BADGE + 8
        for seat, lines in shown:
            if seat is not None and 0 <= seat < len(self.seats):
                theme.draw_player_badge(card, (12 + BADGE // 2, y + 9), self.seats[seat].colour, BADGE, colour_blind)
            for number, line in enumerate(lines):
                theme.draw_text(card, line, (text_left, y + number * line_height), TEXT_SIZE)
            y += max(BADGE, len(lines) * line_height) + ROW_GAP
        card.set_alpha(alpha)
        surface.blit(card, rect.topleft)
