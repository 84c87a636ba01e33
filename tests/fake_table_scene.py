"""The test game's table: whose turn it is, their legal moves as buttons and
the latest events. It lets the scene tests run a whole game without
depending on any real game's scene."""

from __future__ import annotations

import pygame

from scenes.kit import ui
from scenes.kit.game_scene import GameScene
from sprites import theme

MOVES_PER_PAGE = 5


class PlainTableScene(GameScene):
    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.page = 0
        self.history: list[str] = []
        self.menu = ui.Menu(app, [], pos=(860, 190), width=700, item_height=60, gap=10)
        self.shown_for = None

    def describe(self, move: dict) -> str:
        describe = getattr(self.match.rules, "describe", None)
        return describe(move) if describe else ", ".join(f"{k} {v}" for k, v in move.items() if k != "player")

    def on_events(self, events) -> None:
        for event in events:
            words = " ".join(f"{k} {v}" for k, v in event.items() if k != "kind")
            self.history.append(f"{event.get('kind', '?')}: {words}"[:60])
        del self.history[:-8]
        self.app.sounds.play("move")
        self.shown_for = None

    def _rebuild(self) -> None:
        humans = self.human_to_act()
        key = (len(self.match.log), tuple(humans), self.page)
        if key == self.shown_for:
            return
        self.shown_for = key
        items = []
        if humans and not self.demo:
            seat = humans[0]
            moves = self.match.legal_moves(seat)
            pages = max(1, -(-len(moves) // MOVES_PER_PAGE))
            self.page %= pages
            start = self.page * MOVES_PER_PAGE
            for move in moves[start : start + MOVES_PER_PAGE]:
                items.append(ui.Button(self.describe(move)[:40], lambda m=move: self.try_move(m), size=theme.SMALL))
            if pages > 1:
                items.append(ui.Button(f"More moves ({self.page + 1}/{pages})", self._next_page, size=theme.SMALL))
        self.menu.set_items(items)

    def _next_page(self) -> None:
        self.page += 1
        self.shown_for = None

    def handle(self, action) -> bool:
        if super().handle(action):
            return True
        self._rebuild()
        return self.menu.handle(action)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._rebuild()

    def draw(self, surface) -> None:
        super().draw(surface)
        panel = theme.Panel((40, 130, 440, 560))
        panel.draw(surface)
        acting = self.match.to_act()
        for i, seat in enumerate(self.match.seats):
            y = 170 + i * 60
            if i in acting:  # a pointer, not only a colour, shows whose move it is
                pygame.draw.polygon(surface, theme.COPPER, [(52, y + 8), (66, y + 20), (52, y + 32)])
            theme.draw_player_badge(surface, (98, y + 20), seat.colour, 44, self.app.settings.colour_blind)
            theme.draw_text(
                surface, theme.fit(seat.name, theme.BODY, 320), (132, y + 20), theme.BODY, theme.INK, "midleft"
            )
        humans = self.human_to_act()
        if self.match.is_over():
            status = "Game over"
        elif humans and not self.demo:
            status = f"{self.seat_name(humans[0])}, your move"
        else:
            status = "Watching the bots..."
        theme.draw_text(surface, status, (860, 120), theme.LARGE, theme.GOLD_LIGHT, "midtop", shadow=True)
        self.menu.draw(surface)
        for i, line in enumerate(self.history[-3:]):
            theme.draw_text(surface, line, (520, 596 + i * 34), theme.SMALL, theme.PARCHMENT)


SCENE = PlainTableScene
