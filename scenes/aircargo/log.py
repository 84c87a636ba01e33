"""The pilot log: a paper sheet of boxes (airports, cargo weights, the weather
table, Plan Reroll, Prayer and Stamina) that the game ticks in pencil.

The printed sheet is rendered once; pencil marks are drawn over it each frame
from a snapshot of the rules' state, and a fresh mark draws itself in."""

from __future__ import annotations

import math

import pygame

from game.aircargo import rules
from game.aircargo.content import content
from scenes.aircargo.art import PENCIL, draw_circle_mark, draw_cross, draw_tick
from sprites import theme

C = content()
CHIP_W, CHIP_H = 84, 30
CARGO_X, CARGO_Y, CARGO_W, CARGO_H = 92, 136, 25, 36
WEATHER_X, WEATHER_Y, WEATHER_COL = 92, 180, 28
ROW_H = 22
BOX = 24
CLASS_COLOURS = {
    "Light": (120, 180, 110),
    "Medium": (230, 190, 90),
    "Heavy": (226, 132, 70),
    "Extra Heavy": (200, 80, 70),
}
GLOW = (255, 205, 60)
AIRPORT_ORDER = sorted(C.airports)
CARGO_ORDER = [weight for weight in sorted(C.cargo_boxes) for _ in range(C.cargo_boxes[weight])]
MARK_SECONDS = 0.35


class PilotLog:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self._sheet: pygame.Surface | None = None
        self.fresh: dict[tuple, float] = {}  # mark key -> seconds since it was made

    # --- where things are ------------------------------------------------------------
    def airport_rect(self, airport: int) -> pygame.Rect:
        index = AIRPORT_ORDER.index(airport)
        col, row = index % 6, index // 6
        return pygame.Rect(
            self.rect.left + 10 + col * (CHIP_W + 2), self.rect.top + 36 + row * (CHIP_H + 2), CHIP_W, CHIP_H
        )

    def cargo_rect(self, box: int) -> pygame.Rect:
        return pygame.Rect(self.rect.left + CARGO_X + box * (CARGO_W + 2), self.rect.top + CARGO_Y, CARGO_W, CARGO_H)

    def weather_box_rect(self, line: int, box: int) -> pygame.Rect:
        count = C.weather_boxes[line]
        width = (WEATHER_COL - 4 - 2 * (count - 1)) / count
        x = self.rect.left + WEATHER_X + line * WEATHER_COL + 2 + box * (width + 2)
        return pygame.Rect(round(x), self.rect.top + WEATHER_Y, max(4, round(width)), 15)

    def weather_value_rect(self, line: int, column: int) -> pygame.Rect:
        return pygame.Rect(
            self.rect.left + WEATHER_X + line * WEATHER_COL,
            self.rect.top + WEATHER_Y + 18 + column * ROW_H,
            WEATHER_COL,
            ROW_H,
        )

    def row_box_rect(self, row: str, index: int) -> pygame.Rect:
        x, y = {"reroll": (92, 272), "prayer": (410, 272), "stamina": (92, 304)}[row]
        return pygame.Rect(self.rect.left + x + index * (BOX + 3), self.rect.top + y, BOX, BOX)

    def airport_at(self, pos) -> int | None:
        return next((a for a in AIRPORT_ORDER if self.airport_rect(a).collidepoint(pos)), None)

    def cargo_at(self, pos) -> int | None:
        """The weight of the cargo box under pos."""
        return next((w for i, w in enumerate(CARGO_ORDER) if self.cargo_rect(i).collidepoint(pos)), None)

    # --- marks --------------------------------------------------------------------------
    def mark(self, key: tuple) -> None:
        self.fresh[key] = 0.0

    def progress(self, key: tuple) -> float:
        """How far a mark has drawn itself, 0 to 1 (the map draws its crosses in step with the log)."""
        return self._progress(key)

    def update(self, dt: float) -> None:
        for key in list(self.fresh):
            self.fresh[key] += dt
            if self.fresh[key] > MARK_SECONDS * 3:
                del self.fresh[key]

    def _progress(self, key: tuple) -> float:
        age = self.fresh.get(key)
        return 1.0 if age is None else min(1.0, age / MARK_SECONDS)

    # --- drawing ------------------------------------------------------------------------
    def _render_sheet(self) -> pygame.Surface:
        sheet = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        theme.Panel(sheet.get_rect().inflate(-6, -6).move(-3, -3), "parchment", 14).draw(sheet)
        for y in range(40, self.rect.h - 10, 32):  # faint ruled lines, like a log book
            pygame.draw.line(sheet, (205, 214, 226), (12, y + 30), (self.rect.w - 16, y + 30), 1)
        theme.draw_text(sheet, "PILOT LOG", (14, 8), 30, theme.INK)
        for airport in AIRPORT_ORDER:
            rect = self.airport_rect(airport).move(-self.rect.left, -self.rect.top)
            pygame.draw.rect(sheet, (252, 244, 220), rect, border_radius=6)
            pygame.draw.rect(sheet, theme.WOOD, rect, 2, border_radius=6)
            place = C.airports[airport]
            theme.draw_text(sheet, str(airport), (rect.left + 6, rect.centery), 30, theme.INK, "midleft")
            theme.draw_text(
                sheet, f"({place.landing_hazard})", (rect.right - 6, rect.centery), 26, theme.WOOD, "midright"
            )
        theme.draw_text(sheet, "Cargo", (10, CARGO_Y + CARGO_H // 2), 26, theme.INK, "midleft")
        for box, weight in enumerate(CARGO_ORDER):
            rect = self.cargo_rect(box).move(-self.rect.left, -self.rect.top)
            name, add = C.weight_class[weight]
            pygame.draw.rect(sheet, (252, 244, 220), rect, border_radius=4)
            band = pygame.Rect(rect.left, rect.bottom - 11, rect.w, 11)
            pygame.draw.rect(
                sheet, CLASS_COLOURS[name], band, border_bottom_left_radius=4, border_bottom_right_radius=4
            )
            for dot in range(add):  # the class as a count of dots: colour is never the only signal
                x = rect.left + rect.w / 2 + (dot - (add - 1) / 2) * 4.4
                pygame.draw.circle(sheet, theme.INK, (x, band.centery), 1.6)
            pygame.draw.rect(sheet, theme.WOOD, rect, 2, border_radius=4)
            theme.draw_text(sheet, str(weight), (rect.centerx, rect.top + 13), 26, theme.INK, "center")
        theme.draw_text(sheet, "Legs", (10, WEATHER_Y + 8), 26, theme.INK, "midleft")
        for column, label in enumerate(("1-4", "5", "6")):
            theme.draw_text(
                sheet, label, (84, WEATHER_Y + 18 + column * ROW_H + ROW_H // 2), 26, theme.WOOD, "midright"
            )
        theme.draw_text(sheet, "d6", (10, WEATHER_Y + 18 + ROW_H + ROW_H // 2), 26, theme.WOOD, "midleft")
        for line, values in enumerate(C.weather):
            for box in range(C.weather_boxes[line]):
                rect = self.weather_box_rect(line, box).move(-self.rect.left, -self.rect.top)
                pygame.draw.rect(sheet, (252, 244, 220), rect)
                pygame.draw.rect(sheet, theme.WOOD, rect, 1)
            for column, value in enumerate(values):
                rect = self.weather_value_rect(line, column).move(-self.rect.left, -self.rect.top)
                theme.draw_text(sheet, str(value), rect.center, 26, theme.INK, "center")
            x = WEATHER_X + line * WEATHER_COL
            pygame.draw.line(sheet, (200, 180, 140), (x, WEATHER_Y), (x, WEATHER_Y + 18 + 3 * ROW_H), 1)
        for row, label, count, x in (
            ("reroll", "Reroll", C.plan_rerolls, 10),
            ("prayer", "Prayer", C.prayers, 322),
            ("stamina", "Stamina", C.stamina, 10),
        ):
            first = self.row_box_rect(row, 0).move(-self.rect.left, -self.rect.top)
            theme.draw_text(sheet, label, (x, first.centery), 26, theme.INK, "midleft")
            for index in range(count):
                rect = self.row_box_rect(row, index).move(-self.rect.left, -self.rect.top)
                pygame.draw.rect(sheet, (252, 244, 220), rect, border_radius=3)
                pygame.draw.rect(sheet, theme.WOOD, rect, 2, border_radius=3)
        return theme.display_ready(sheet)

    def draw_sheet(self, surface) -> None:
        """The printed sheet without marks (a scene may bake it into its table once)."""
        if self._sheet is None:
            self._sheet = self._render_sheet()
        surface.blit(self._sheet, self.rect.topleft)

    def draw(
        self,
        surface,
        state,
        glow_airports=(),
        glow_cargo=(),
        focus_airport=None,
        clock: float = 0.0,
        sheet: bool = True,
    ) -> None:
        if sheet:
            self.draw_sheet(surface)
        pulse = 2 + int(2 * (1 + math.sin(clock * 5)))
        theme.draw_text(
            surface,
            f"Points {points_on_log(state)}",
            (self.rect.right - 16, self.rect.top + 8),
            30,
            theme.INK,
            "topright",
        )
        # airports: a tick when planned, a cross once visited
        for airport in AIRPORT_ORDER:
            rect = self.airport_rect(airport)
            if airport in glow_airports or airport == focus_airport:
                pygame.draw.rect(surface, GLOW, rect.inflate(pulse * 2, pulse * 2), 3, border_radius=8)
            if airport in state.visited:
                draw_cross(surface, rect.inflate(-40, -4).move(14, 0), self._progress(("visit", airport)))
            elif airport in state.planned_airports:
                draw_tick(surface, rect.inflate(-44, -2).move(18, 0), self._progress(("plan_airport", airport)))
            if airport == state.destination:
                pygame.draw.rect(surface, theme.COPPER, rect, 3, border_radius=6)
        # cargo: circled when loaded or delivered, ticked when ordered
        seen: dict[int, int] = {}
        for box, weight in enumerate(CARGO_ORDER):
            rank = seen.get(weight, 0)
            seen[weight] = rank + 1
            rect = self.cargo_rect(box)
            circled = state.delivered.count(weight) + (1 if state.cargo == weight else 0)
            ticked = circled + state.planned_cargo.count(weight)
            if weight in glow_cargo and rank == ticked:
                pygame.draw.rect(surface, GLOW, rect.inflate(pulse * 2, pulse * 2), 3, border_radius=6)
            if rank < circled:
                draw_tick(surface, rect.inflate(-6, -14).move(0, -5), 1.0, 2)
                draw_circle_mark(surface, rect, self._progress(("circle", weight, rank)), 2)
            elif rank < ticked:
                draw_tick(surface, rect.inflate(-6, -14).move(0, -5), self._progress(("order", weight, rank)), 3)
        # the weather table: crossed boxes, and the line in use
        crossed = state.weather_crossed
        for line in range(len(C.weather)):
            for box in range(C.weather_boxes[line]):
                number = sum(C.weather_boxes[:line]) + box + 1
                if number <= crossed:
                    draw_cross(
                        surface, self.weather_box_rect(line, box).inflate(2, 2), self._progress(("weather", number)), 2
                    )
        if crossed:
            line = C.weather_line(crossed)
            column = self.weather_value_rect(line, 0).union(self.weather_value_rect(line, 2))
            pygame.draw.rect(surface, theme.COPPER, column.inflate(2, 4), 2, border_radius=4)
            check = state.check
            if check and check.get("weather_die"):
                col = 0 if check["weather_die"] <= 4 else 1 if check["weather_die"] == 5 else 2
                pygame.draw.ellipse(surface, PENCIL, self.weather_value_rect(line, col).inflate(2, 0), 2)
        for row, used in (
            ("reroll", state.plan_rerolls_used),
            ("prayer", state.prayers_used),
            ("stamina", state.stamina_used),
        ):
            for index in range(used):
                draw_tick(surface, self.row_box_rect(row, index), self._progress((row, index + 1)))


def points_on_log(state) -> int:
    return rules.points(state)
