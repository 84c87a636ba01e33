"""The end of a match: places, badges, names, scores and titles, the rules'
closing sentences, a cheer and coins raining on the winners. Rematch keeps
the seats and options with a new seed."""

from __future__ import annotations

import logging
import math
import random

import pygame

from game import saves
from game.core import fill_names
from game.match import Match
from scenes.kit import ui
from scenes.kit.manager import Scene
from scenes.screens.scenery import CoinShower
from sprites import theme

log = logging.getLogger(__name__)

TABLE = pygame.Rect(40, 100, 820, 540)
SIDE = pygame.Rect(890, 100, 350, 390)
ROW_STEP = 60
ROWS_TOP = TABLE.top + 56


def ordinal(place: int) -> str:
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def headline(names: list[str], winners: list[int], solo: bool, goal: bool = False) -> str:
    """goal: a solo game that says whether its goal was reached."""
    if solo:
        if goal:
            return f"{names[0]} wins!" if winners else "Not this time!"
        return "Final tally"
    if not winners:
        return "Game over"
    if len(winners) == 1:
        return f"{names[winners[0]]} wins!"
    return f"{', '.join(names[w] for w in winners[:-1])} and {names[winners[-1]]} share the win!"


class ResultsScene(Scene):
    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.result = match.result()
        seats = len(match.seats)
        places = list(self.result.places) or [1] * seats
        self.order = sorted(range(seats), key=lambda seat: (places[seat], seat))
        self.places = places
        self.names = [seat.name for seat in match.seats]
        self.winners = self.result.winners
        self.time = 0.0
        self.shower = CoinShower(seed=len(match.log) if hasattr(match, "log") else 5, rate=10)
        self.side_panel = theme.Panel(SIDE, "parchment")
        self.table_panel = theme.Panel(TABLE, "parchment")
        self.menu = ui.Menu(
            app,
            [ui.Button("Rematch", self.rematch), ui.Button("Back to menu", self.to_menu)],
            pos=(SIDE.centerx, SIDE.bottom + 24),
            width=SIDE.width,
        )

    def enter(self) -> None:
        try:
            saves.clear_save(self.match)  # the game is over: nothing to continue
        except OSError as err:
            log.warning("could not clear the continue save: %s", err)
        self.app.sounds.play("cheer")

    def rematch(self) -> None:
        from scenes.kit.game_scene import scene_for

        try:
            match = Match(self.match.spec, self.match.seats, random.randrange(2**31), dict(self.match.options))
            scene = scene_for(self.app, match)
        except Exception as err:  # noqa: BLE001 - stay on the results rather than crash
            log.exception("rematch failed")
            self.app.toasts.show(f"A rematch could not start ({err}).", "error")
            return
        self.app.scenes.replace(scene)

    def to_menu(self) -> None:
        from scenes.screens.title import TitleScene

        self.app.scenes.reset(TitleScene(self.app))

    def handle(self, action) -> bool:
        return self.menu.handle(action)

    def back(self) -> bool:
        self.menu.focus = len(self.menu.items) - 1  # land on Back to menu
        return True

    def update(self, dt: float) -> None:
        self.time += dt
        if self.time < 6.0:  # a short celebration, then calm
            self.shower.update(dt * self.app.anim_speed)
        else:
            self.shower.rate = 0
            self.shower.update(dt * self.app.anim_speed)

    def _row(self, surface, row: int, seat: int) -> None:
        y = ROWS_TOP + row * ROW_STEP
        band = pygame.Rect(TABLE.left + 16, y - 4, TABLE.width - 32, ROW_STEP - 6)
        winner = seat in self.winners
        if winner:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, band, border_radius=12)
        centre_y = band.centery
        theme.draw_text(
            surface, ordinal(self.places[seat]), (TABLE.left + 34, centre_y), theme.LARGE, theme.INK, "midleft"
        )
        badge_x = TABLE.left + 150
        theme.draw_player_badge(
            surface, (badge_x, centre_y), self.match.seats[seat].colour, 46, self.app.settings.colour_blind
        )
        if winner:  # a bobbing star: winning is shown by a shape, not only by gold
            bob = math.sin(self.time * 4) * 4
            theme.draw_symbol(surface, "star", (badge_x - 40, centre_y - 14 + bob), 14, theme.GOLD, theme.BROWN_DARK)
        name = theme.fit(self.names[seat], theme.BODY, 260)
        theme.draw_text(surface, name, (badge_x + 40, centre_y), theme.BODY, theme.INK, "midleft")
        titles = self.result.titles
        title = titles[seat] if seat < len(titles) else ""
        if title:
            theme.draw_text(
                surface,
                theme.fit(title, theme.SMALL, 220),
                (badge_x + 320, centre_y),
                theme.SMALL,
                theme.COPPER,
                "midleft",
            )
        scores = self.result.scores
        if seat < len(scores):
            theme.draw_text(
                surface, str(scores[seat]), (TABLE.right - 34, centre_y), theme.LARGE, theme.INK, "midright"
            )

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("night"), (0, 0))
        self.shower.draw(surface)
        solo = len(self.match.seats) == 1
        theme.draw_text(
            surface,
            theme.fit(headline(self.names, self.winners, solo, bool(self.result.won)), theme.HEADING, 1220),
            (theme.WIDTH // 2, 14),
            theme.HEADING,
            theme.GOLD,
            "midtop",
            shadow=True,
        )
        self.table_panel.draw(surface)
        for label, x, anchor in (
            ("Place", TABLE.left + 34, "bottomleft"),
            ("Player", TABLE.left + 190, "bottomleft"),
            ("Score", TABLE.right - 34, "bottomright"),
        ):
            theme.draw_text(surface, label, (x, ROWS_TOP - 8), theme.SMALL, theme.WOOD, anchor)
        for row, seat in enumerate(self.order[:8]):
            self._row(surface, row, seat)
        self.side_panel.draw(surface)
        theme.draw_text(surface, self.match.spec.title, (SIDE.centerx, SIDE.top + 20), theme.BODY, theme.WOOD, "midtop")
        names = [seat.name for seat in self.match.seats]
        lines = "\n".join(fill_names(line, names) for line in self.result.lines) or "Well played, everyone!"
        theme.draw_wrapped(
            surface, lines, (SIDE.left + 24, SIDE.top + 64, SIDE.width - 48, SIDE.height - 84), theme.SMALL, theme.INK
        )
        self.menu.draw(surface)
