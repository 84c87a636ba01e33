"""The first-game coach: short tips that point at the board the first time
someone plays a game. Each tip shows while its moment lasts (e.g. "your
first mining turn"), once; when every tip has been seen, the game is marked
coached in the settings, so the coach stays quiet from then on."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from scenes import ui

MIN_SECONDS = 2.5  # a tip stays at least this long, so it can be read
WIDTH = 440


@dataclass
class Tip:
    key: str
    text: str
    when: Callable[[], bool]  # the moment the tip belongs to
    anchor: Callable[[], tuple[int, int]]  # the point the bubble's arrow touches


class Coach:
    def __init__(self, app, game_id: str, tips: list[Tip], enabled: bool = True):
        self.app = app
        self.game_id = game_id
        self.tips = tips
        self.seen: set[str] = set()
        self.current: Tip | None = None
        self.shown_for = 0.0
        self.active = enabled and game_id not in app.settings.coached
        self._bubbles: dict[str, pygame.Surface] = {}

    def update(self, dt: float) -> None:
        if not self.active:
            return
        if self.current is not None:
            self.shown_for += dt
            if self.shown_for >= MIN_SECONDS and not self.current.when():
                self.seen.add(self.current.key)
                self.current = None
        if self.current is None:
            self.current = next((t for t in self.tips if t.key not in self.seen and t.when()), None)
            self.shown_for = 0.0
        if len(self.seen) == len(self.tips):
            self.finish()

    def finish(self) -> None:
        """Remember that this game has been coached."""
        self.active = False
        self.current = None
        if self.game_id not in self.app.settings.coached:
            self.app.settings.coached.append(self.game_id)
            self.app.save_settings()

    def _bubble(self, tip: Tip) -> pygame.Surface:
        if tip.key not in self._bubbles:
            lines = ui.wrap_lines(tip.text, 30, WIDTH - 36)
            height = 24 + 30 * len(lines) + 34
            bubble = pygame.Surface((WIDTH, height), pygame.SRCALPHA)
            pygame.draw.rect(bubble, (0, 0, 0, 90), bubble.get_rect().move(4, 4), border_radius=18)
            body = bubble.get_rect().inflate(-4, -4)
            pygame.draw.rect(bubble, ui.PARCHMENT, body, border_radius=18)
            pygame.draw.rect(bubble, ui.GOLD, body, 4, border_radius=18)
            ui.draw_text(bubble, "Tip", (18, 10), 26, ui.COPPER)
            for row, line in enumerate(lines):
                ui.draw_text(bubble, line, (18, 38 + row * 30), 30, ui.INK)
            self._bubbles[tip.key] = bubble
        return self._bubbles[tip.key]

    def draw(self, surface) -> None:
        if not self.active or self.current is None:
            return
        bubble = self._bubble(self.current)
        ax, ay = self.current.anchor()
        rect = bubble.get_rect()
        # sit above the anchor when there is room, otherwise below it
        above = ay - rect.h - 28 > 0
        rect.midbottom = (ax, ay - 28) if above else (ax, ay + 28 + rect.h)
        rect.clamp_ip(ui.SCREEN.inflate(-16, -16))
        tip_y = rect.bottom - 4 if above else rect.top + 4
        pygame.draw.polygon(surface, ui.GOLD, [(ax, ay), (ax - 14, tip_y), (ax + 14, tip_y)])
        surface.blit(bubble, rect)
