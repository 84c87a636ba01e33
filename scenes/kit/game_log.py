"""The game log on screen: every move of the match so far, told in sentences
(game/story.py) beside the player's badge, in a panel over the table that
scrolls. Opened from any table with L, the Log button or a pad's Back/Select
button; the same press, Back or Esc closes it. The table waits meanwhile."""

from __future__ import annotations

import pygame

from game.core import fill_names
from scenes.kit.manager import Scene
from sprites import theme

PANEL = pygame.Rect(0, 0, 960, 640)
PANEL.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
TEXT_SIZE = 30  # above theme.MIN_TEXT: read from the couch
BADGE = 36
ROW_GAP = 10
TEXT_LEFT = PANEL.left + 40 + BADGE + 16
TEXT_WIDTH = PANEL.right - 40 - TEXT_LEFT
BODY = pygame.Rect(PANEL.left + 30, PANEL.top + 84, PANEL.width - 60, PANEL.height - 84 - 60)
CLOSE_KINDS = ("log", "back", "pause", "confirm")
SCROLL_KINDS = {"up": -1, "wheel_up": -1, "prev": -1, "down": 1, "wheel_down": 1, "next": 1, "left": -8, "right": 8}


class GameLogScene(Scene):
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table  # the GameScene below
        self.story = table.story
        self.story.catch_up()
        self.rows: list[tuple[int | None, str]] = []  # (seat or None, sentence) per entry
        self.heights: list[int] = []
        self._told = 0
        self._wrap_new()
        self.first = self._last_page_start()  # the newest moves show first
        self.shade = theme.veil((theme.WIDTH, theme.HEIGHT), (8, 6, 20), 170)
        self.panel = theme.Panel(PANEL, "parchment")

    # --- rows ----------------------------------------------------------------------------
    def _wrap_new(self) -> None:
        names = [seat.name for seat in self.table.match.seats]
        for entry in self.story.entries[self._told :]:
            sentence = fill_names(entry.text, names)
            self.rows.append((entry.seat, sentence))
            self.heights.append(max(BADGE, self._block(sentence).get_height()) + ROW_GAP)
        self._told = len(self.story.entries)

    @staticmethod
    def _block(sentence: str) -> pygame.Surface:
        """The sentence wrapped to the log's width by pygame-ce (cached by the theme)."""
        return theme.text_block(sentence, TEXT_SIZE, theme.INK, TEXT_WIDTH)

    def _last_page_start(self) -> int:
        """The first row of the page that ends with the newest row."""
        room, first = BODY.height + ROW_GAP, len(self.rows)  # the last row needs no gap below it
        while first > 0 and room - self.heights[first - 1] >= 0:
            room -= self.heights[first - 1]
            first -= 1
        return first

    def scroll(self, step: int) -> None:
        self.first = max(0, min(self._last_page_start(), self.first + step))

    # --- input ---------------------------------------------------------------------------
    def handle(self, action) -> bool:
        kind = action.kind
        if kind in SCROLL_KINDS:
            self.scroll(SCROLL_KINDS[kind])
            return True
        if kind == "click":
            inside = action.pos is not None and PANEL.collidepoint(action.pos)
            if not inside:  # the Log button again, or anywhere off the panel
                self.close()
            return True
        if kind in CLOSE_KINDS:
            self.close()
            return True
        return kind not in ("point", "text")  # the table waits under the log

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(self.shade, (0, 0))
        self.panel.draw(surface)
        theme.draw_text(
            surface, "Game log", (PANEL.centerx, PANEL.top + 22), theme.LARGE, theme.WOOD, "midtop", display=True
        )
        if not self.rows:
            theme.draw_text(surface, "No moves yet.", BODY.center, TEXT_SIZE, theme.INK, "center")
        colour_blind = self.app.settings.colour_blind
        seats = self.table.match.seats
        y, index = BODY.top, self.first
        while index < len(self.rows) and y + self.heights[index] - ROW_GAP <= BODY.bottom:
            seat, sentence = self.rows[index]
            if seat is not None and 0 <= seat < len(seats):
                theme.draw_player_badge(
                    surface, (PANEL.left + 40 + BADGE // 2, y + BADGE // 2), seats[seat].colour, BADGE, colour_blind
                )
            surface.blit(self._block(sentence), (TEXT_LEFT, y + 4))
            y += self.heights[index]
            index += 1
        older, newer = self.first > 0, index < len(self.rows)
        scroll = (
            "Up: older   Down: newer" if older and newer else "Up: older" if older else "Down: newer" if newer else ""
        )
        hint = (scroll + "   " if scroll else "") + "L or Back: close"
        theme.draw_text(surface, hint, (PANEL.centerx, PANEL.bottom - 22), theme.MIN_TEXT, theme.WOOD, "midbottom")
