"""The results table: the standings, then how each score adds up (the
game's breakdown, one column per seat), then the rules' closing sentences.
It scrolls when it is taller than its panel; the results scene moves the
focus onto it and off it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.breakdowns import POINTS, Line, totals, written
from sprites import theme

PAD = 22  # inside the panel's border
STANDING_STEP = 50
LINE_STEP = 40
BADGE = 40
LABEL_WIDTH = 330
WIDEST_COLUMN = 150
SCROLL_STEP = LINE_STEP
NEGATIVE = (178, 40, 28)  # a deeper red than theme.RED, to read on parchment
TEXT = theme.SMALL  # the table's text; theme.MIN_TEXT is the floor


def ordinal(place: int) -> str:
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


@dataclass(frozen=True)
class Row:
    height: int
    paint: Callable[[pygame.Surface, int], None]  # draws the row with its top at y


@dataclass(frozen=True)
class Seating:
    """Who sat where, as the table shows them."""

    names: list[str]
    colours: list[int]
    order: list[int]  # seats, best place first
    places: list[int]
    winners: list[int]
    titles: list[str]
    scores: list[int]
    colour_blind: bool = False

    @property
    def solo(self) -> bool:
        return len(self.names) == 1


class ResultsTable:
    def __init__(self, rect: pygame.Rect, rows: list[Row]):
        self.rect = pygame.Rect(rect)
        self.inner = self.rect.inflate(-2 * PAD, -2 * PAD)
        self.rows = rows
        self.scroll = 0
        self.panel = theme.Panel(self.rect, "parchment")

    @property
    def content_height(self) -> int:
        return sum(row.height for row in self.rows)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_height - self.inner.height)

    @property
    def at_top(self) -> bool:
        return self.scroll <= 0

    @property
    def at_bottom(self) -> bool:
        return self.scroll >= self.max_scroll

    def scroll_by(self, pixels: int) -> bool:
        """Scroll, clamped to the content; True when it moved."""
        before = self.scroll
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))
        return self.scroll != before

    def page(self, step: int) -> bool:
        return self.scroll_by(step * max(SCROLL_STEP, self.inner.height - SCROLL_STEP))

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if focused:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, self.rect.inflate(12, 12), border_radius=28)
        self.panel.draw(surface)
        if focused:
            pygame.draw.rect(surface, theme.GOLD, self.rect, 5, border_radius=22)
        clip = surface.get_clip()
        surface.set_clip(self.inner)
        y = self.inner.top - self.scroll
        for row in self.rows:
            if y + row.height > self.inner.top and y < self.inner.bottom:
                row.paint(surface, y)
            y += row.height
        surface.set_clip(clip)
        self._draw_scrollbar(surface)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if not self.max_scroll:
            return
        track = pygame.Rect(self.rect.right - 16, self.inner.top, 8, self.inner.height)
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=4)
        shown = self.inner.height / self.content_height
        height = max(40, int(track.height * shown))
        top = track.top + int((track.height - height) * self.scroll / self.max_scroll)
        pygame.draw.rect(surface, theme.WOOD, (track.left, top, track.width, height), border_radius=4)


# --- the rows -----------------------------------------------------------------------
def build_rows(width: int, left: int, seating: Seating, lines: list[Line], notes: list[str]) -> list[Row]:
    rows: list[Row] = []
    if not seating.solo:
        rows += standings_rows(width, left, seating, unit_of(lines))
    if lines:
        rows += breakdown_rows(width, left, seating, lines)
    if notes:
        rows += note_rows(width, left, notes)
    return rows


def unit_of(lines: list[Line]) -> str:
    return next((line.unit for line in lines if line.counts), POINTS)


def standings_rows(width: int, left: int, seating: Seating, unit: str) -> list[Row]:
    def header(surface, y):
        for label, x, anchor in (
            ("Place", left + 4, "topleft"),
            ("Player", left + 140, "topleft"),
            ("Score", left + width - 4, "topright"),
        ):
            theme.draw_text(surface, label, (x, y + 2), TEXT, theme.WOOD, anchor)

    def standing(seat):
        def paint(surface, y):
            band = pygame.Rect(left, y + 2, width, STANDING_STEP - 6)
            if seat in seating.winners:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, band, border_radius=12)
                theme.draw_symbol(surface, "star", (left + 92, band.centery), 13, theme.GOLD, theme.BROWN_DARK)
            centre = band.centery
            theme.draw_text(
                surface, ordinal(seating.places[seat]), (left + 4, centre), theme.BODY, theme.INK, "midleft"
            )
            theme.draw_player_badge(surface, (left + 140, centre), seating.colours[seat], 44, seating.colour_blind)
            title = seating.titles[seat] if seat < len(seating.titles) else ""
            name_width = 300 if title else width - 330
            name = theme.fit(seating.names[seat], TEXT, name_width)
            theme.draw_text(surface, name, (left + 176, centre), TEXT, theme.INK, "midleft")
            if title:
                theme.draw_text(
                    surface, theme.fit(title, TEXT, 210), (left + 490, centre), TEXT, theme.COPPER, "midleft"
                )
            if seat < len(seating.scores):
                score = written(seating.scores[seat], unit)
                theme.draw_text(surface, score, (left + width - 4, centre), theme.BODY, theme.INK, "midright")

        return Row(STANDING_STEP, paint)

    return [Row(LINE_STEP, header)] + [standing(seat) for seat in seating.order]


def columns(width: int, seats: int) -> tuple[int, int]:
    """The width of the label column and of each seat's column."""
    column = min(WIDEST_COLUMN, (width - LABEL_WIDTH) // max(1, seats))
    return width - column * seats, column


def breakdown_rows(width: int, left: int, seating: Seating, lines: list[Line]) -> list[Row]:
    label_width, column = columns(width, len(seating.order))
    right_edges = [left + label_width + column * (i + 1) - 6 for i in range(len(seating.order))]

    def header(surface, y):
        title = "How the score adds up" if seating.solo else "How each score adds up"
        theme.draw_text(surface, title, (left + 4, y + 26), TEXT, theme.WOOD, "midleft")
        for seat, edge in zip(seating.order, right_edges):
            if seating.solo:
                theme.draw_text(surface, "Score", (edge, y + 26), TEXT, theme.WOOD, "midright")
            else:
                centre = (edge + 6 - column // 2, y + 26)
                theme.draw_player_badge(surface, centre, seating.colours[seat], BADGE, seating.colour_blind)

    def values_row(label: str, values: list[int], unit: str, size: int, ink, rule_above: bool = False):
        def paint(surface, y):
            centre = y + LINE_STEP // 2
            if rule_above:
                pygame.draw.line(surface, theme.WOOD, (left, y + 2), (left + width, y + 2), 3)
            theme.draw_text(surface, theme.fit(label, TEXT, label_width - 12), (left + 4, centre), TEXT, ink, "midleft")
            for seat, edge in zip(seating.order, right_edges):
                value = values[seat]
                colour = NEGATIVE if value < 0 else ink
                text = theme.fit(written(value, unit), size, column - 8)
                theme.draw_text(surface, text, (edge, centre), size, colour, "midright")

        return Row(LINE_STEP, paint)

    unit = unit_of(lines)
    rows = [Row(52, header)]
    rows += [values_row(line.label, list(line.values), line.unit, TEXT, theme.INK) for line in lines if line.counts]
    total = totals(lines, len(seating.names))
    rows.append(values_row("Total", total, unit, theme.BODY, theme.INK, rule_above=True))
    for line in lines:
        if not line.counts:
            rows.append(values_row(line.label, list(line.values), line.unit, TEXT, theme.WOOD))
    return rows


def note_rows(width: int, left: int, notes: list[str]) -> list[Row]:
    rows = [Row(16, lambda surface, y: None)]
    for note in notes:
        height = theme.wrapped_height(note, TEXT, width - 8)

        def paint(surface, y, note=note, height=height):
            theme.draw_wrapped(surface, note, (left + 4, y, width - 8, height + 8), TEXT, theme.INK)

        rows.append(Row(height + 6, paint))
    return rows
