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
# Sizes for a TV three metres away: every clickable box at least theme.MIN_TARGET
# across, every number at least theme.MIN_TEXT.
CHIP_W, CHIP_H, CHIP_GAP = 84, 32, 2
AIRPORTS_Y = 34
CARGO_X, CARGO_Y, CARGO_W, CARGO_H, CARGO_GAP = 12, 137, 32, 38, 2  # one chip per weight, a box per order
WEATHER_X, WEATHER_Y, WEATHER_COL = 54, 178, 31
ROW_H = 20  # a line of weather numbers
# A weather line's boxes stack in two rows of its column, so none is narrower than BOX_MIN
# (three side by side in one row were 8 px): two boxes one a row, three as two and one.
BOX_ROWS, BOX_MIN, BOX_GAP = 2, 13, 2
BOXES_H = BOX_ROWS * BOX_MIN + BOX_GAP
BOX, BOX_STEP, BOXES_X = 26, 29, 96
ROWS = {"reroll": (BOXES_X, 272), "prayer": (410, 272), "stamina": (BOXES_X, 306)}
ROW_LABELS = (("reroll", "Reroll", 10), ("prayer", "Prayer", 342), ("stamina", "Stamina", 10))
TEXT = 27  # theme.MIN_TEXT: the smallest size on the sheet
CLASS_COLOURS = {
    "Light": (120, 180, 110),
    "Medium": (230, 190, 90),
    "Heavy": (226, 132, 70),
    "Extra Heavy": (200, 80, 70),
}
GLOW = (255, 205, 60)
ORDERED = (214, 210, 214)  # the pencil shade of an ordered cargo box
CROSSED = (150, 146, 150)  # a crossed weather box is shaded, not only crossed: it reads from afar
AIRPORT_ORDER = sorted(C.airports)
CARGO_ORDER = [weight for weight in sorted(C.cargo_boxes) for _ in range(C.cargo_boxes[weight])]
MARK_SECONDS = 0.35


def _cargo_chips() -> dict[int, pygame.Rect]:
    """Where each weight's chip sits (relative to the log): as wide as its boxes."""
    chips, x = {}, CARGO_X
    for weight in sorted(C.cargo_boxes):
        count = C.cargo_boxes[weight]
        width = CARGO_W * count - 6 * (count - 1)
        chips[weight] = pygame.Rect(x, CARGO_Y, width, CARGO_H)
        x += width + CARGO_GAP
    return chips


CARGO_CHIPS = _cargo_chips()


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
            self.rect.left + 10 + col * (CHIP_W + CHIP_GAP),
            self.rect.top + AIRPORTS_Y + row * (CHIP_H + CHIP_GAP),
            CHIP_W,
            CHIP_H,
        )

    def cargo_chip(self, weight: int) -> pygame.Rect:
        """The weight's chip: what a click on the log orders."""
        return CARGO_CHIPS[weight].move(self.rect.topleft)

    def cargo_rect(self, box: int) -> pygame.Rect:
        """One ordered box of a chip (weights with two boxes split their chip)."""
        weight = CARGO_ORDER[box]
        rank = box - CARGO_ORDER.index(weight)
        chip = self.cargo_chip(weight)
        count = C.cargo_boxes[weight]
        width = (chip.w - 2 * (count - 1)) // count
        return pygame.Rect(chip.left + rank * (width + 2), chip.top, width, chip.h)

    def weather_cell(self, line: int) -> pygame.Rect:
        """Where a weather line's boxes sit: the top of its column."""
        return pygame.Rect(
            self.rect.left + WEATHER_X + line * WEATHER_COL + 1, self.rect.top + WEATHER_Y, WEATHER_COL - 2, BOXES_H
        )

    def weather_box_rect(self, line: int, box: int) -> pygame.Rect:
        """A weather box, filled row by row: at most two to a row, a row's boxes sharing its width."""
        cell, count = self.weather_cell(line), C.weather_boxes[line]
        per_row = -(-count // BOX_ROWS)  # ceiling: 2 for three boxes, 1 for two
        row, place = divmod(box, per_row)
        in_row = min(per_row, count - row * per_row)
        width = (cell.w - BOX_GAP * (in_row - 1)) // in_row
        return pygame.Rect(cell.left + place * (width + BOX_GAP), cell.top + row * (BOX_MIN + BOX_GAP), width, BOX_MIN)

    def weather_value_rect(self, line: int, column: int) -> pygame.Rect:
        return pygame.Rect(
            self.rect.left + WEATHER_X + line * WEATHER_COL,
            self.rect.top + WEATHER_Y + BOXES_H + 2 + column * ROW_H,
            WEATHER_COL,
            ROW_H,
        )

    def weather_table(self) -> pygame.Rect:
        """The whole weather table with its labels: what a player reads at every check."""
        last = len(C.weather) - 1
        return pygame.Rect(self.rect.left + 8, self.rect.top + WEATHER_Y, 0, 0).union(self.weather_value_rect(last, 2))

    def heading_rect(self) -> pygame.Rect:
        """The sheet's heading: "PILOT LOG" and the points."""
        return pygame.Rect(self.rect.left, self.rect.top, self.rect.w, AIRPORTS_Y)

    def box_rows_rect(self) -> pygame.Rect:
        """The Reroll, Prayer and Stamina rows with their labels: what a player has left."""
        top = self.rect.top + ROWS["reroll"][1]
        return pygame.Rect(self.rect.left, top, self.rect.w, self.rect.top + ROWS["stamina"][1] + BOX - top)

    def row_box_rect(self, row: str, index: int) -> pygame.Rect:
        x, y = ROWS[row]
        return pygame.Rect(self.rect.left + x + index * BOX_STEP, self.rect.top + y, BOX, BOX)

    def airport_at(self, pos) -> int | None:
        return next((a for a in AIRPORT_ORDER if self.airport_rect(a).collidepoint(pos)), None)

    def cargo_at(self, pos) -> int | None:
        """The weight of the cargo chip under pos."""
        return next((w for w in CARGO_CHIPS if self.cargo_chip(w).collidepoint(pos)), None)

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

    def _shade_cargo_box(self, surface, rect: pygame.Rect, weight: int) -> None:
        top = pygame.Rect(rect.left + 2, rect.top + 2, rect.w - 4, rect.h - 14)
        pygame.draw.rect(surface, ORDERED, top, border_radius=3)
        theme.draw_text(surface, str(weight), (rect.centerx, rect.top + 14), TEXT, theme.INK, "center")

    # --- drawing ------------------------------------------------------------------------
    def _render_sheet(self) -> pygame.Surface:
        sheet = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        theme.Panel(sheet.get_rect().inflate(-6, -6).move(-3, -3), "parchment", 14).draw(sheet)
        theme.draw_text(sheet, "PILOT LOG", (14, 9), 30, theme.INK)
        home = pygame.Rect(self.rect.topleft, (0, 0))

        def local(rect: pygame.Rect) -> pygame.Rect:
            return rect.move(-home.left, -home.top)

        for airport in AIRPORT_ORDER:
            rect = local(self.airport_rect(airport))
            pygame.draw.rect(sheet, (252, 244, 220), rect, border_radius=6)
            pygame.draw.rect(sheet, theme.WOOD, rect, 2, border_radius=6)
            place = C.airports[airport]
            theme.draw_text(sheet, str(airport), (rect.left + 6, rect.centery), 30, theme.INK, "midleft")
            theme.draw_text(
                sheet, f"({place.landing_hazard})", (rect.right - 5, rect.centery), TEXT, theme.WOOD, "midright"
            )
        for weight in sorted(C.cargo_boxes):
            chip = local(self.cargo_chip(weight))
            name, add = C.weight_class[weight]
            pygame.draw.rect(sheet, (252, 244, 220), chip, border_radius=5)
            band = pygame.Rect(chip.left, chip.bottom - 11, chip.w, 11)
            pygame.draw.rect(
                sheet, CLASS_COLOURS[name], band, border_bottom_left_radius=5, border_bottom_right_radius=5
            )
            for dot in range(add):  # the class as a count of dots: colour is never the only signal
                x = chip.centerx + (dot - (add - 1) / 2) * 5
                pygame.draw.circle(sheet, theme.INK, (x, band.centery), 2)
            first_box = CARGO_ORDER.index(weight)
            for box in range(C.cargo_boxes[weight]):
                rect = local(self.cargo_rect(first_box + box))
                theme.draw_text(sheet, str(weight), (rect.centerx, rect.top + 14), TEXT, theme.INK, "center")
                if box:  # a pencil line between a weight's boxes
                    pygame.draw.line(sheet, theme.WOOD, (rect.left - 1, rect.top + 3), (rect.left - 1, band.top), 1)
            pygame.draw.rect(sheet, theme.WOOD, chip, 2, border_radius=5)
        theme.draw_text(sheet, "Legs", (10, WEATHER_Y + BOXES_H // 2), TEXT, theme.INK, "midleft")
        for column, label in enumerate(("1-4", "5", "6")):
            value_row = local(self.weather_value_rect(0, column))
            theme.draw_text(sheet, label, (WEATHER_X - 6, value_row.centery), TEXT, theme.WOOD, "midright")
        for line, values in enumerate(C.weather):
            for box in range(C.weather_boxes[line]):
                rect = local(self.weather_box_rect(line, box))
                pygame.draw.rect(sheet, (252, 244, 220), rect)
                pygame.draw.rect(sheet, theme.WOOD, rect, 1)
            for column, value in enumerate(values):
                rect = local(self.weather_value_rect(line, column))
                theme.draw_text(sheet, str(value), rect.center, TEXT, theme.INK, "center")
            x = WEATHER_X + line * WEATHER_COL
            bottom = local(self.weather_value_rect(0, 2)).bottom
            pygame.draw.line(sheet, (200, 180, 140), (x, WEATHER_Y), (x, bottom), 1)
        for row, label, x in ROW_LABELS:
            first = local(self.row_box_rect(row, 0))
            theme.draw_text(sheet, label, (x, first.centery), TEXT, theme.INK, "midleft")
            count = {"reroll": C.plan_rerolls, "prayer": C.prayers, "stamina": C.stamina}[row]
            for index in range(count):
                rect = local(self.row_box_rect(row, index))
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
            (self.rect.right - 16, self.rect.top + 9),
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
            elif airport in state.planned_airports:  # between the number and the hazard, hiding neither
                tick = pygame.Rect(rect.left + 31, rect.top + 3, 24, rect.h - 6)
                draw_tick(surface, tick, self._progress(("plan_airport", airport)))
            if airport == state.destination:
                pygame.draw.rect(surface, theme.COPPER, rect, 3, border_radius=6)
        # cargo: circled when loaded or delivered, ticked when ordered
        for weight in glow_cargo:
            pygame.draw.rect(surface, GLOW, self.cargo_chip(weight).inflate(pulse * 2, pulse * 2), 3, border_radius=7)
        seen: dict[int, int] = {}
        for box, weight in enumerate(CARGO_ORDER):
            rank = seen.get(weight, 0)
            seen[weight] = rank + 1
            rect = self.cargo_rect(box)
            circled = state.delivered.count(weight) + (1 if state.cargo == weight else 0)
            ticked = circled + state.planned_cargo.count(weight)
            if rank < ticked:  # a ticked box is shaded and ticked under its number, which stays readable
                self._shade_cargo_box(surface, rect, weight)
                progress = 1.0 if rank < circled else self._progress(("order", weight, rank))
                draw_tick(surface, pygame.Rect(rect.left + 4, rect.bottom - 15, rect.w - 8, 14), progress, 3)
            if rank < circled:
                draw_circle_mark(surface, rect, self._progress(("circle", weight, rank)), 2)
        # the weather table: crossed boxes, and the line in use
        crossed = state.weather_crossed
        for line in range(len(C.weather)):
            for box in range(C.weather_boxes[line]):
                number = sum(C.weather_boxes[:line]) + box + 1
                if number <= crossed:
                    rect = self.weather_box_rect(line, box)
                    progress = self._progress(("weather", number))
                    if progress >= 1:
                        pygame.draw.rect(surface, CROSSED, rect)
                    draw_cross(surface, rect, progress, 2)
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
