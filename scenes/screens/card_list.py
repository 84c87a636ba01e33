"""A screen of large cards in a scrolling column with a Back button: the
game picker and the Continue list."""

from __future__ import annotations

import pygame

from scenes.kit import ui
from scenes.kit.manager import Scene
from sprites import theme

CARD_WIDTH, CARD_HEIGHT, CARD_GAP = 1000, 92, 12
CARDS_TOP = 110
VISIBLE_CARDS = 5


class CardListScene(Scene):
    """The cards are a Menu; the focused one is always scrolled into view."""

    closes_on_back = True

    def __init__(self, app, cards: list):
        super().__init__(app)
        self.menu = ui.Menu(
            app, cards, pos=(theme.WIDTH // 2, CARDS_TOP), width=CARD_WIDTH, item_height=CARD_HEIGHT, gap=CARD_GAP
        )
        self.first = 0  # first card shown, when there are more than fit
        self.back_button = ui.Button("Back", self.back)
        self.back_button.rect = pygame.Rect(40, 646, 200, 56)

    def _scroll(self) -> None:
        """Keep the focused card on screen and lay the visible ones out."""
        focus = self.menu.focus
        if focus < self.first:
            self.first = focus
        elif focus >= self.first + VISIBLE_CARDS:
            self.first = focus - VISIBLE_CARDS + 1
        for i, card in enumerate(self.menu.items):
            row = i - self.first
            top = CARDS_TOP + row * (CARD_HEIGHT + CARD_GAP) if 0 <= row < VISIBLE_CARDS else -1000
            card.rect = pygame.Rect((theme.WIDTH - CARD_WIDTH) // 2, top, CARD_WIDTH, CARD_HEIGHT)

    def handle(self, action) -> bool:
        if action.kind in ("point", "click") and action.pos and self.back_button.rect.collidepoint(action.pos):
            if action.kind == "click":
                self.back()
            return True
        self._scroll()
        used = self.menu.handle(action)
        self._scroll()
        return used

    def update(self, dt: float) -> None:
        self._scroll()

    def draw_more_marks(self, surface, below_at: int) -> None:
        """ "more above" / "more below" when cards are scrolled out of view."""
        if self.first > 0:
            theme.draw_text(
                surface, "more above", (theme.WIDTH // 2, CARDS_TOP - 4), theme.SMALL, theme.GOLD_LIGHT, "midbottom"
            )
        if self.first + VISIBLE_CARDS < len(self.menu.items):
            theme.draw_text(
                surface, "more below", (theme.WIDTH // 2, below_at), theme.SMALL, theme.GOLD_LIGHT, "midbottom"
            )
