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
MORE_IN_LOG = "More in Log"  # beside the title when older lines gave way: the Log button, L or a pad's Back
ROW_GAP = 3


class RecapCard:
    def __init__(self, recap: Recap, seats, rect: pygame.Rect):
        self.recap = recap
        self.seats = seats
        self.rect = pygame.Rect(rect)  # the table's spot for the card, and its size
        self.shown: pygame.Rect | None = None  # where it is drawn: the table's spot, or clear of what it would cover
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
        # Hand-wrapped, whole: rows give way by line count, never a row cut short.
        return theme.wrap_lines(row, TEXT_SIZE, width)

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

    def draw(self, surface, colour_blind: bool = False) -> None:
        """At `shown` (GameScene.place_overlay), else at the table's spot."""
        if self.done:
            return
        rect = self.shown or self.rect
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
        title = f"Since your turn, {name}"
        if name == "You" or theme.font(TEXT_SIZE).size(title)[0] > width:
            title = "Since your turn"  # "You" needs no name, and a long one gives way to the words
        theme.draw_text(card, title, (12, 8), TEXT_SIZE, theme.GOLD)
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
