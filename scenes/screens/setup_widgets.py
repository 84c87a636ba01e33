"""The pieces of the setup screen: seat cells (colour badge, name, player
kind, controller, remove), the compact two-line option rows, the "more"
arrows of the scrolling options list and the clamped help text."""

from __future__ import annotations

import pygame

from scenes.kit import ui
from sprites import theme


class Cell(ui.Widget):
    """One focusable cell of a seat row. `press(source)` changes its value."""

    def __init__(self, rect, label: str, press, size=theme.BODY, warn=False, help=""):
        super().__init__(rect)
        self.label = label
        self.press = press
        self.size = size
        self.warn = warn  # e.g. a pad that was unplugged
        self.help = help
        self.source = "kbm"

    def activate(self) -> bool:
        self.press(self.source)
        return True

    def _frame(self, surface, focused: bool, fill) -> None:
        if focused:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, self.rect.inflate(8, 8), border_radius=14)
        pygame.draw.rect(surface, fill, self.rect, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD if focused else theme.BROWN_DARK, self.rect, 3, border_radius=12)

    def draw(self, surface, focused: bool) -> None:
        self._frame(surface, focused, theme.PARCHMENT if focused else (96, 58, 34))
        ink = theme.INK if focused else (theme.GOLD_LIGHT if self.warn else theme.CREAM)
        theme.draw_text(
            surface,
            theme.fit(self.label, self.size, self.rect.width - 20),
            (self.rect.left + 12, self.rect.centery),
            self.size,
            ink,
            "midleft",
        )


class NameCell(Cell):
    def __init__(self, rect, label, press, editing=False, caret=True, help=""):
        super().__init__(rect, label, press, help=help)
        self.editing = editing
        self.caret = caret

    def draw(self, surface, focused: bool) -> None:
        if not self.editing:
            super().draw(surface, focused)
            return
        self._frame(surface, True, theme.CREAM)
        shown = theme.fit(self.label, self.size, self.rect.width - 34)
        end = theme.draw_text(surface, shown, (self.rect.left + 12, self.rect.centery), self.size, theme.INK, "midleft")
        if self.caret:
            x = end.right + 3 if shown else self.rect.left + 14
            pygame.draw.line(surface, theme.INK, (x, self.rect.top + 12), (x, self.rect.bottom - 12), 3)


class ColourCell(Cell):
    def __init__(self, rect, colour: int, press, colour_blind: bool, help=""):
        super().__init__(rect, "", press, help=help)
        self.colour = colour
        self.colour_blind = colour_blind

    def draw(self, surface, focused: bool) -> None:
        self._frame(surface, focused, theme.PARCHMENT if focused else (96, 58, 34))
        theme.draw_player_badge(surface, self.rect.center, self.colour, self.rect.height - 10, self.colour_blind)


class RemoveCell(Cell):
    def draw(self, surface, focused: bool) -> None:
        self._frame(surface, focused, theme.RED if focused else (110, 50, 36))
        c, r = self.rect.center, self.rect.height // 5
        for dx in (-r, r):
            pygame.draw.line(surface, theme.CREAM, (c[0] - r, c[1] - dx), (c[0] + r, c[1] + dx), 5)


OPTION_LABEL_SIZE = 28  # the smallest text on the screen; still readable from the couch
OPTION_VALUE_SIZE = 32


class OptionRow(ui.ChoiceRow):
    """A game option: its label on top, the value between arrows below."""

    def _arrow_rects(self):
        size = 34
        y = self.rect.bottom - 20
        left = pygame.Rect(0, 0, size, size)
        right = pygame.Rect(0, 0, size, size)
        left.center = (self.rect.left + 26, y)
        right.center = (self.rect.right - 26, y)
        return left, right

    def draw(self, surface, focused: bool) -> None:
        if focused:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, self.rect.inflate(8, 8), border_radius=16)
        pygame.draw.rect(surface, (132, 84, 46) if focused else (92, 56, 34), self.rect, border_radius=14)
        pygame.draw.rect(surface, theme.GOLD if focused else theme.BROWN_DARK, self.rect, 3, border_radius=14)
        theme.draw_text(
            surface,
            theme.fit(self.label, OPTION_LABEL_SIZE, self.rect.width - 24),
            (self.rect.centerx, self.rect.top + 5),
            OPTION_LABEL_SIZE,
            theme.GOLD_LIGHT,
            "midtop",
        )
        left, right = self._arrow_rects()
        for box, direction in ((left, -1), (right, 1)):
            draw_arrow(surface, box.center, direction, 11)
        room = right.left - left.right - 8
        size = (
            OPTION_VALUE_SIZE if theme.font(OPTION_VALUE_SIZE).size(self.value_label)[0] <= room else OPTION_LABEL_SIZE
        )
        theme.draw_text(
            surface,
            theme.fit(self.value_label, size, room),
            ((left.right + right.left) // 2, left.centery),
            size,
            theme.CREAM,
            "center",
        )


def draw_arrow(surface, center, direction: int, half: int, colour=theme.GOLD, vertical=False) -> None:
    """A filled triangle pointing right (1) or left (-1); down (1) or up (-1) when vertical."""
    cx, cy = center
    if vertical:
        points = [(cx - half, cy - half * direction), (cx, cy + half * direction), (cx + half, cy - half * direction)]
    else:
        points = [(cx - half * direction, cy - half), (cx + half * direction, cy), (cx - half * direction, cy + half)]
    pygame.draw.polygon(surface, colour, points)


class MoreHint:
    """ "3 more" with an arrow, above or below the options list; clicking it scrolls."""

    def __init__(self, rect, direction: int):
        self.rect = pygame.Rect(rect)
        self.direction = direction  # -1: more above, 1: more below
        self.count = 0

    def draw(self, surface) -> None:
        if not self.count:
            return
        label = f"{self.count} more {'below' if self.direction > 0 else 'above'}"
        width = theme.font(OPTION_LABEL_SIZE).size(label)[0] + 34
        left = self.rect.centerx - width // 2
        draw_arrow(surface, (left + 11, self.rect.centery), self.direction, 10, vertical=True)
        theme.draw_text(surface, label, (left + 34, self.rect.centery), OPTION_LABEL_SIZE, theme.GOLD_LIGHT, "midleft")


def clamp_lines(string: str, size: int, width: int, limit: int) -> list[str]:
    """The text wrapped to `width`, at most `limit` lines; the last one ends in "..." when cut."""
    lines = [line for line in theme.wrap_lines(string, size, width) if line]  # by hand: the last line is cut short
    if len(lines) <= limit:
        return lines
    last = lines[limit - 1]
    while last and theme.font(size).size(last + "...")[0] > width:
        last = last[:-1]
    return lines[: limit - 1] + [last.rstrip() + "..."]


def draw_lines(surface, lines, topleft, size, colour, line_gap=4) -> None:
    x, y = topleft
    for line in lines:
        theme.draw_text(surface, line, (x, y), size, colour)
        y += theme.font(size).get_linesize() + line_gap
