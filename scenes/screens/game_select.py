"""Choose a game: one card per registered game (title, tagline, players)."""

from __future__ import annotations

import pygame

from scenes.kit import ui
from scenes.screens.card_list import CardListScene
from scenes.screens.demo import list_games
from sprites import theme


def players_label(spec) -> str:
    if spec.min_players == spec.max_players:
        return "solo" if spec.min_players == 1 else f"{spec.min_players} players"
    return f"{spec.min_players} to {spec.max_players} players"


class GameCard(ui.Widget):
    def __init__(self, spec, number: int, on_press):
        super().__init__()
        self.spec = spec
        self.number = number
        self.on_press = on_press

    def activate(self) -> bool:
        self.on_press(self.spec)
        return True

    def draw(self, surface, focused: bool) -> None:
        rect = self.rect
        if focused:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(12, 12), border_radius=24)
        pygame.draw.rect(surface, theme.SHADOW, rect.move(0, 5), border_radius=20)
        pygame.draw.rect(surface, theme.PARCHMENT if focused else theme.WOOD, rect, border_radius=20)
        pygame.draw.rect(surface, theme.GOLD if focused else theme.BROWN_DARK, rect, 4, border_radius=20)
        ink, soft = (theme.INK, theme.WOOD) if focused else (theme.CREAM, theme.PARCHMENT_DARK)
        # a coin with the game's initial, so cards differ by more than words
        coin = (rect.left + 56, rect.centery)
        pygame.draw.circle(surface, theme.BROWN_DARK, coin, 38)
        pygame.draw.circle(surface, theme.GOLD, coin, 34)
        theme.draw_text(surface, self.spec.title[:1], coin, theme.LARGE, theme.INK, "center")
        players = players_label(self.spec)
        players_width = theme.font(theme.BODY).size(players)[0]
        theme.draw_text(surface, players, (rect.right - 24, rect.top + 16), theme.BODY, ink, "topright")
        title_width = rect.width - 130 - players_width - 40
        theme.draw_text(
            surface,
            theme.fit(self.spec.title, theme.LARGE, title_width),
            (rect.left + 112, rect.top + 10),
            theme.LARGE,
            ink,
        )
        theme.draw_text(
            surface,
            theme.fit(self.spec.tagline, theme.SMALL, rect.width - 140),
            (rect.left + 112, rect.top + 54),
            theme.SMALL,
            soft,
        )


class GameSelectScene(CardListScene):
    def __init__(self, app):
        self.games, self.message = list_games()
        super().__init__(app, [GameCard(spec, i, self.choose) for i, spec in enumerate(self.games)])
        self._scroll()

    def enter(self) -> None:
        if self.message:
            self.app.toasts.show(self.message, "error")

    def choose(self, spec) -> None:
        from scenes.screens.setup import SetupScene

        self.app.scenes.push(SetupScene(self.app, spec))

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("night"), (0, 0))
        theme.draw_heading(surface, "Pick a game", (theme.WIDTH // 2, 24))
        self.menu.draw(surface)
        if not self.games:
            theme.draw_wrapped(
                surface,
                self.message or "No games are installed.",
                (240, 280, 800, 200),
                theme.BODY,
                theme.PARCHMENT,
                align="center",
            )
        self.draw_more_marks(surface, below_at=700)
        self.back_button.draw(surface, False)
        theme.draw_text(
            surface, "Enter or A to choose", (theme.WIDTH - 40, 674), theme.SMALL, theme.PARCHMENT, "midright"
        )
