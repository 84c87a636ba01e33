"""The panels over the Bindle Rails Express mat: the railroads to choose from, the
goal cards to keep, the goals kept (over the tray, from the Goals button) and the
final tally."""

from __future__ import annotations

import pygame

from game.bindle_rails import rules
from game.bindle_rails.rules import COMPANIES, GOALS
from scenes.bindle_rails import layout as L
from scenes.bindle_rails import mat
from scenes.kit import ui
from sprites import theme


class Panels:
    def __init__(self, table) -> None:
        self.table = table
        self.tally_panel = theme.Panel(L.TALLY, "parchment", 22)
        self._shade: pygame.Surface | None = None
        self._goal_images: dict = {}

    def draw_goals_over_tray(self, surface) -> None:
        panel = L.TRAY.inflate(-8, -8)
        theme.Panel(panel, "parchment", 18).draw(surface)
        theme.draw_text(surface, "Your goals (any press closes)", (panel.left + 20, panel.top + 14), 30, theme.INK)
        mat.draw_goals(surface, self.table.state, (panel.left + 20, panel.top + 60), panel.w - 40)

    def shade(self) -> pygame.Surface:
        if self._shade is None:
            self._shade = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
            self._shade.fill((10, 8, 20, 170))
            self._shade = theme.display_ready(self._shade)
        return self._shade

    def draw_choice(self, surface, heading: str, top: int) -> None:
        """The table shaded under a choice, and the choice's heading."""
        surface.blit(self.shade(), (0, 0))
        theme.draw_text(
            surface, heading, (theme.WIDTH // 2, top), theme.LARGE, theme.GOLD, "midtop", shadow=True, display=True
        )

    def draw_company_choice(self, surface) -> None:
        state, focus = self.table.state, self.table.layer.focus_key
        self.draw_choice(surface, "Which railroad will you run?", 170)
        for company, info in enumerate(COMPANIES):
            rect = L.company_card(company)
            pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=16)
            pygame.draw.rect(
                surface,
                theme.GOLD if ("company", company) == focus else theme.WOOD,
                rect,
                5,
                border_radius=16,
            )
            theme.draw_symbol(surface, info["symbol"], (rect.centerx, rect.top + 50), 30, info["colour"], theme.INK)
            theme.draw_text(surface, info["name"], (rect.centerx, rect.top + 90), theme.BODY, theme.INK, "midtop")
            theme.draw_text(
                surface,
                theme.fit(info["long_name"], 28, rect.w - 20),
                (rect.centerx, rect.top + 130),
                28,
                theme.WOOD,
                "midtop",
            )
            if state.advanced or state.mats:
                routes = rules.routes_for(state, company)
                theme.draw_text(surface, f"{routes} routes", (rect.centerx, rect.top + 170), 30, theme.INK, "midtop")
                theme.draw_text(
                    surface,
                    f"Chicago +{rules.chicago_vp(state, company)} VP",
                    (rect.centerx, rect.top + 204),
                    30,
                    theme.INK,
                    "midtop",
                )
            else:
                theme.draw_text(surface, "8 routes", (rect.centerx, rect.top + 180), 30, theme.INK, "midtop")

    def goal_image(self, card: int, kept: bool) -> pygame.Surface:
        """A goal card, drawn once (wrapping text every frame is slow)."""
        key = (card, kept)
        if key not in self._goal_images:
            rect = L.goal_card(0)
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            local = image.get_rect()
            goal = GOALS[card]
            pygame.draw.rect(image, theme.PARCHMENT if kept else (120, 110, 100), local, border_radius=16)
            theme.draw_text(image, goal["name"], (local.centerx, 16), 34, theme.INK, "midtop")
            theme.draw_wrapped(
                image, goal["text"], local.inflate(-30, -130).move(0, -10), 30, theme.INK, align="center"
            )
            theme.draw_text(
                image,
                f"+{goal['vp']} / -{goal['vp']} VP",
                (local.centerx, local.bottom - 70),
                30,
                theme.COPPER,
                "midtop",
            )
            if not kept:
                theme.draw_text(image, "set aside", (local.centerx, local.bottom - 36), 30, theme.INK, "midtop")
            self._goal_images[key] = theme.display_ready(image)
        return self._goal_images[key]

    def draw_goal_choice(self, surface) -> None:
        state, layer = self.table.state, self.table.layer
        self.draw_choice(surface, "Goal cards: keep at least two", 120)
        for index, card in enumerate(state.goals_drawn):
            rect = L.goal_card(index)
            surface.blit(self.goal_image(card, card in state.goals_kept), rect)
            pygame.draw.rect(
                surface,
                theme.GOLD if ("goal", card) == layer.focus_key else theme.WOOD,
                rect,
                5,
                border_radius=16,
            )
        for key in (("button", "keep_goals"), ("button", "undo")):
            spot = layer.find(key)
            if spot:
                ui.Button(spot.label, None, spot.rect, spot.legal, size=30, primary=spot.glow).draw(
                    surface, spot.key == layer.focus_key
                )

    def draw_tally(self, surface) -> None:
        state = self.table.state
        self.tally_panel.draw(surface)
        total = rules.score(state)
        title = "Your company sank!" if state.lost else f"Final tally: {total} VP"
        theme.draw_text(
            surface, title, (L.TALLY.centerx, L.TALLY.top + 18), theme.LARGE, theme.INK, "midtop", display=True
        )
        lines = [] if state.lost else rules.score_lines(state)
        size = 30 if len(lines) <= 12 else 28
        step = min(34, 380 // max(1, len(lines)))
        for row, (label, vp) in enumerate(lines):
            y = L.TALLY.top + 86 + row * step
            theme.draw_text(surface, label, (L.TALLY.left + 40, y), size, theme.INK)
            theme.draw_text(
                surface,
                f"{vp:+d}" if vp < 0 else str(vp),
                (L.TALLY.right - 40, y),
                size,
                theme.RED if vp < 0 else theme.INK,
                "topright",
            )
        if state.lost:
            theme.draw_wrapped(
                surface,
                "The value dice pushed your company to $0: the game is lost. Next time, "
                "keep it above $3 with spare dice.",
                L.TALLY.inflate(-80, -220),
                theme.BODY,
                theme.INK,
                align="center",
            )
        else:
            verdict = (
                "50 VP reached: you win!"
                if total >= rules.GAME["goal_target"]
                else f"{rules.GAME['goal_target'] - total} VP short of 50"
            )
            theme.draw_text(
                surface, verdict, (L.TALLY.centerx, L.TALLY.bottom - 92), theme.BODY, theme.COPPER, "midtop"
            )
        if not self.table.demo:
            theme.draw_text(
                surface, "Enter, A or click: results", (L.TALLY.centerx, L.TALLY.bottom - 46), 28, theme.WOOD, "midtop"
            )
