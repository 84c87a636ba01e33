"""The pieces of the setup screen: seat cells (colour badge, name, player
kind, controller, remove) and the two-line option rows."""
from __future__ import annotations

import pygame

from scenes import ui


class Cell(ui.Widget):
    """One focusable cell of a seat row. `press(source)` changes its value."""

    def __init__(self, rect, label: str, press, size=ui.BODY, warn=False, help=""):
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
            pygame.draw.rect(surface, ui.GOLD_LIGHT, self.rect.inflate(8, 8), border_radius=14)
        pygame.draw.rect(surface, fill, self.rect, border_radius=12)
        pygame.draw.rect(surface, ui.GOLD if focused else ui.BROWN_DARK, self.rect, 3, border_radius=12)

    def draw(self, surface, focused: bool) -> None:
        self._frame(surface, focused, ui.PARCHMENT if focused else (96, 58, 34))
        ink = ui.INK if focused else (ui.GOLD_LIGHT if self.warn else ui.CREAM)
        ui.draw_text(surface, ui.fit(self.label, self.size, self.rect.width - 20),
                     (self.rect.left + 12, self.rect.centery), self.size, ink, "midleft")


class NameCell(Cell):
    def __init__(self, rect, label, press, editing=False, caret=True, help=""):
        super().__init__(rect, label, press, help=help)
        self.editing = editing
        self.caret = caret

    def draw(self, surface, focused: bool) -> None:
        if not self.editing:
            super().draw(surface, focused)
            return
        self._frame(surface, True, ui.CREAM)
        shown = ui.fit(self.label, self.size, self.rect.width - 34)
        end = ui.draw_text(surface, shown, (self.rect.left + 12, self.rect.centery), self.size, ui.INK, "midleft")
        if self.caret:
            x = end.right + 3 if shown else self.rect.left + 14
            pygame.draw.line(surface, ui.INK, (x, self.rect.top + 12), (x, self.rect.bottom - 12), 3)


class ColourCell(Cell):
    def __init__(self, rect, colour: int, press, colour_blind: bool, help=""):
        super().__init__(rect, "", press, help=help)
        self.colour = colour
        self.colour_blind = colour_blind

    def draw(self, surface, focused: bool) -> None:
        self._frame(surface, focused, ui.PARCHMENT if focused else (96, 58, 34))
        ui.draw_player_badge(surface, self.rect.center, self.colour, self.rect.height - 10, self.colour_blind)


class RemoveCell(Cell):
    def draw(self, surface, focused: bool) -> None:
        self._frame(surface, focused, ui.RED if focused else (110, 50, 36))
        c, r = self.rect.center, self.rect.height // 5
        for dx in (-r, r):
            pygame.draw.line(surface, ui.CREAM, (c[0] - r, c[1] - dx), (c[0] + r, c[1] + dx), 5)


class OptionRow(ui.ChoiceRow):
    """A game option: its label on top, the value between arrows below."""

    def _arrow_rects(self):
        size = 40
        y = self.rect.bottom - 28
        left = pygame.Rect(0, 0, size, size)
        right = pygame.Rect(0, 0, size, size)
        left.center = (self.rect.left + 32, y)
        right.center = (self.rect.right - 32, y)
        return left, right

    def draw(self, surface, focused: bool) -> None:
        if focused:
            pygame.draw.rect(surface, ui.GOLD_LIGHT, self.rect.inflate(8, 8), border_radius=16)
        pygame.draw.rect(surface, (132, 84, 46) if focused else (92, 56, 34), self.rect, border_radius=14)
        pygame.draw.rect(surface, ui.GOLD if focused else ui.BROWN_DARK, self.rect, 3, border_radius=14)
        ui.draw_text(surface, ui.fit(self.label, ui.SMALL, self.rect.width - 24), (self.rect.centerx,
                     self.rect.top + 8), ui.SMALL, ui.GOLD_LIGHT, "midtop")
        left, right = self._arrow_rects()
        for box, direction in ((left, -1), (right, 1)):
            cx, cy, h = box.centerx, box.centery, 12
            pygame.draw.polygon(surface, ui.GOLD, [(cx - h * direction, cy - h), (cx + h * direction, cy),
                                                   (cx - h * direction, cy + h)])
        room = right.left - left.right - 8
        size = ui.BODY if ui.font(ui.BODY).size(self.value_label)[0] <= room else ui.SMALL
        ui.draw_text(surface, ui.fit(self.value_label, size, room), ((left.right + right.left) // 2, left.centery),
                     size, ui.CREAM, "center")
