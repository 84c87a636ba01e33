"""The UI kit every scene shares: buttons, choice rows, menus, toasts and
corner buttons, drawn with the shared look (sprites/theme.py)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pygame

from sprites.theme import (
    BODY,
    BROWN_DARK,
    COPPER,
    CREAM,
    DIM,
    GOLD,
    GOLD_LIGHT,
    INK,
    MIN_TEXT,
    MINT,
    RED,
    SHADOW,
    WIDTH,
    WOOD,
    anchored,
    display_ready,
    draw_text,
    font,
    wrap_lines,
)


# --- widgets ------------------------------------------------------------------
class Widget:
    """Something a Menu can focus. Subclasses draw and react."""

    enabled = True
    reason = ""  # why it is disabled, shown to the player
    help = ""

    def __init__(self, rect=None):
        self.rect = pygame.Rect(rect or (0, 0, 10, 10))

    def activate(self) -> bool:
        """Confirm pressed on it; True when something happened."""
        return False

    def click(self, pos) -> bool:
        return self.activate()

    def adjust(self, step: int) -> bool:
        """Left/right on it; True when it used the step."""
        return False

    def draw(self, surface, focused: bool) -> None:
        pass


_FRAMES: dict[tuple, pygame.Surface] = {}  # a button's frame by size, focus and fill: menus draw several a frame


def _draw_focus_frame(surface, rect, focused: bool, enabled: bool, fill, radius=14):
    key = (rect.size, focused, tuple(fill), radius)
    frame = _FRAMES.get(key)
    if frame is None:
        frame = _FRAMES[key] = _focus_frame(rect.size, focused, fill, radius)
    surface.blit(frame, (rect.x - 5, rect.y - 5))


def _focus_frame(size, focused: bool, fill, radius: int) -> pygame.Surface:
    """The frame drawn once, 5 px of room each side for the focus's glow (and the shadow below)."""
    frame = pygame.Surface((size[0] + 10, size[1] + 10), pygame.SRCALPHA)
    rect = pygame.Rect((5, 5), size)
    if focused:
        glow = rect.inflate(10, 10)
        pygame.draw.rect(frame, GOLD_LIGHT, glow, border_radius=radius + 4)
    pygame.draw.rect(frame, SHADOW, rect.move(0, 4), border_radius=radius)
    pygame.draw.rect(frame, fill, rect, border_radius=radius)
    pygame.draw.rect(frame, GOLD if focused else BROWN_DARK, rect, 4, border_radius=radius)
    return display_ready(frame)


class Button(Widget):
    def __init__(
        self, label: str, on_press=None, rect=None, enabled=True, reason="", size=BODY, help="", primary=False
    ):
        super().__init__(rect)
        self.primary = primary  # the button most players want next (Start!) stands out
        self.label = label
        self.on_press = on_press
        self.enabled = enabled
        self.reason = reason
        self.size = size
        self.help = help

    def activate(self) -> bool:
        if not self.enabled or self.on_press is None:
            return False
        self.on_press()
        return True

    def draw(self, surface, focused: bool) -> None:
        if not self.enabled:
            fill, ink = (88, 70, 58), DIM
        elif focused:
            fill, ink = GOLD, INK
        elif self.primary:
            fill, ink = COPPER, CREAM
        else:
            fill, ink = WOOD, CREAM
        _draw_focus_frame(surface, self.rect, focused, self.enabled, fill)
        draw_text(surface, self.label, self.rect.center, self.size, ink, "center")
        if not self.enabled:  # a strike either side of the label says "not now" without colour
            gap = (self.rect.w - font(self.size).size(self.label)[0]) // 2
            length = min(20, gap - 16)
            if length >= 8:  # where there is room beside the label, never over it
                y, margin = self.rect.centery, (gap - length) // 2
                pygame.draw.line(surface, DIM, (self.rect.left + margin, y), (self.rect.left + margin + length, y), 4)
                pygame.draw.line(surface, DIM, (self.rect.right - margin - length, y), (self.rect.right - margin, y), 4)


class ChoiceRow(Widget):
    """Label on the left, a value on the right; left/right cycles the value."""

    def __init__(self, label: str, choices, value=None, on_change=None, rect=None, help="", size=BODY, wrap=False):
        super().__init__(rect)
        self.label = label
        self.choices = list(choices)  # (value, label) pairs
        values = [v for v, _ in self.choices]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change
        self.help = help
        self.size = size
        self.wrap = wrap  # cycle round at the ends

    @property
    def value(self):
        return self.choices[self.index][0]

    @property
    def value_label(self) -> str:
        return self.choices[self.index][1]

    def set_value(self, value) -> None:
        values = [v for v, _ in self.choices]
        if value in values:
            self.index = values.index(value)

    def adjust(self, step: int) -> bool:
        count = len(self.choices)
        if count < 2:
            return False
        new = self.index + step
        if self.wrap or len(self.choices) == 2:
            new %= count
        new = max(0, min(count - 1, new))
        if new == self.index:
            return False
        self.index = new
        if self.on_change:
            self.on_change(self.value)
        return True

    def activate(self) -> bool:
        return self.adjust(1) or self.adjust(-(len(self.choices) - 1))

    def _arrow_rects(self):
        size = self.rect.height - 16
        left = pygame.Rect(0, 0, size, size)
        right = pygame.Rect(0, 0, size, size)
        right.midright = (self.rect.right - 10, self.rect.centery)
        value_width = max(190, min(320, self.rect.width // 2 - 60))
        left.midright = (right.left - value_width, self.rect.centery)
        return left, right

    def click(self, pos) -> bool:
        left, right = self._arrow_rects()
        if left.inflate(16, 16).collidepoint(pos):
            return self.adjust(-1)
        if right.inflate(16, 16).collidepoint(pos):
            return self.adjust(1)
        return self.activate()

    def draw(self, surface, focused: bool) -> None:
        fill = (132, 84, 46) if focused else (92, 56, 34)
        _draw_focus_frame(surface, self.rect, focused, True, fill)
        draw_text(
            surface,
            self.label,
            (self.rect.left + 22, self.rect.centery),
            self.size,
            GOLD_LIGHT if focused else CREAM,
            "midleft",
        )
        left, right = self._arrow_rects()
        can_left = self.wrap or len(self.choices) == 2 or self.index > 0
        can_right = self.wrap or len(self.choices) == 2 or self.index < len(self.choices) - 1
        for box, direction, live in ((left, -1, can_left), (right, 1, can_right)):
            colour = GOLD if live else (110, 90, 70)
            cx, cy, h = box.centerx, box.centery, box.height * 0.32
            points = [(cx - h * direction, cy - h), (cx + h * direction, cy), (cx - h * direction, cy + h)]
            pygame.draw.polygon(surface, colour, points)
        draw_text(
            surface, self.value_label, ((left.right + right.left) // 2, self.rect.centery), self.size, CREAM, "center"
        )


class Menu:
    """A vertical list of widgets. Focus moves with up/down (d-pad, arrows,
    Tab) and mouse hover; confirm or click activates; left/right adjusts."""

    def __init__(self, app, items, pos=(WIDTH // 2, 300), width=420, item_height=66, gap=14, anchor="midtop"):
        self.app = app
        self.items: list[Widget] = list(items)
        self.focus = 0
        self.width = width
        self.item_height = item_height
        self.gap = gap
        self.layout(pos, anchor)

    def layout(self, pos, anchor="midtop") -> None:
        total = len(self.items) * self.item_height + max(0, len(self.items) - 1) * self.gap
        box = anchored(pygame.Rect(0, 0, self.width, total), pos, anchor)
        self.rect = box
        for i, item in enumerate(self.items):
            item.rect = pygame.Rect(box.left, box.top + i * (self.item_height + self.gap), self.width, self.item_height)

    def set_items(self, items, keep_focus=True) -> None:
        pos = self.rect.midtop
        self.items = list(items)
        self.focus = min(self.focus, len(self.items) - 1) if keep_focus else 0
        self.focus = max(0, self.focus)
        self.layout(pos)

    @property
    def focused(self) -> Widget | None:
        return self.items[self.focus] if self.items else None

    def hint(self) -> str:
        item = self.focused
        if item is None:
            return ""
        return item.reason if not item.enabled else item.help

    def _play(self, name: str) -> None:
        sounds = getattr(self.app, "sounds", None)
        if sounds is not None:
            sounds.play(name)

    def _refuse(self, item: Widget) -> None:
        self._play("error")
        toasts = getattr(self.app, "toasts", None)
        if toasts is not None and item.reason:
            toasts.show(item.reason, "error")

    def _activate(self, item: Widget, pos=None) -> None:
        if not item.enabled:
            self._refuse(item)
            return
        self._play("click")
        if pos is None:
            item.activate()
        else:
            item.click(pos)

    def move(self, step: int) -> None:
        if self.items:
            self.focus = (self.focus + step) % len(self.items)
            self._play("move")

    def item_at(self, pos) -> int | None:
        for i, item in enumerate(self.items):
            if item.rect.collidepoint(pos):
                return i
        return None

    def handle(self, action) -> bool:
        """True when the menu used the action."""
        if not self.items:
            return False
        kind = action.kind
        if kind in ("up", "prev"):
            self.move(-1)
        elif kind in ("down", "next"):
            self.move(1)
        elif kind in ("left", "right"):
            item = self.focused
            if item is None or not (item.enabled and item.adjust(-1 if kind == "left" else 1)):
                return False
            self._play("click")
        elif kind == "confirm" and self.focused is not None:
            self._activate(self.focused)
        elif kind == "point" and action.pos is not None:
            hit = self.item_at(action.pos)
            if hit is None:
                return False
            self.focus = hit
        elif kind == "click" and action.pos is not None:
            hit = self.item_at(action.pos)
            if hit is None:
                return False
            self.focus = hit
            self._activate(self.items[hit], action.pos)
        else:
            return False
        return True

    def draw(self, surface) -> None:
        for i, item in enumerate(self.items):
            item.draw(surface, i == self.focus)


# --- toasts -----------------------------------------------------------------------
TOAST_WIDTH = 1000  # the widest a toast's words run
TOAST_NARROW_SIZE = 34  # words of a toast in a table's narrow toast area (MIN_TEXT if they need more lines)
TOAST_LINES = 4  # the most lines a toast takes at its larger sizes; at MIN_TEXT it takes all it needs
TOAST_NARROW_PAD = (18, 9)  # a narrow toast's margins (x, y): its words get the room
TOAST_AREA = pygame.Rect(0, 14, WIDTH, 420)  # top centre, unless a table gives its own area


class Toast:
    def __init__(self, message: str, kind: str = "info"):
        self.message = message
        self.kind = kind
        self.age = 0.0
        # Longer sentences stay longer: children read slowly.
        self.life = max(3.0, 1.6 + len(message) / 22)
        self.image = self._render()
        self._narrow: tuple[tuple[int, int], pygame.Surface] | None = None  # the image for a table's narrow toast area

    def image_for(self, width: int, height: int = 0) -> pygame.Surface:
        """The toast laid out for a table's toast area: in a smaller area, tighter margins and
        the largest words whose lines fit its height (the smallest, MIN_TEXT, if none do)."""
        if width >= TOAST_WIDTH + 64:
            return self.image
        if self._narrow is None or self._narrow[0] != (width, height):
            wrap = width - 2 * TOAST_NARROW_PAD[0]
            for size in (TOAST_NARROW_SIZE, 30, MIN_TEXT):
                lines = len(wrap_lines(self.message, size, wrap))
                tall = lines * (font(size).get_linesize() + 2) - 2 + 2 * TOAST_NARROW_PAD[1]
                if lines <= TOAST_LINES and (not height or tall <= height):
                    break
            self._narrow = ((width, height), self._render(wrap, size, TOAST_NARROW_PAD, 2))
        return self._narrow[1]

    def _render(
        self, wrap: int = 0, size: int = 44, pad: tuple[int, int] = (32, 18), leading: int = 4
    ) -> pygame.Surface:
        # Hand-wrapped: the toast is as wide as its widest line, every line shown (never cut short).
        lines = wrap_lines(self.message, size, wrap or TOAST_WIDTH)
        line_height = font(size).get_linesize() + leading
        width = max(font(size).size(line)[0] for line in lines) + 2 * pad[0]
        height = line_height * len(lines) - leading + 2 * pad[1]  # leading between lines, none after the last
        image = pygame.Surface((width, height), pygame.SRCALPHA)
        border = {"error": RED, "hint": MINT}.get(self.kind, GOLD)
        pygame.draw.rect(image, (18, 14, 30, 235), image.get_rect(), border_radius=min(18, pad[1] + 4))
        pygame.draw.rect(image, border, image.get_rect(), 4, border_radius=min(18, pad[1] + 4))
        for i, line in enumerate(lines):
            draw_text(image, line, (width // 2, pad[1] + i * line_height), size, CREAM, "midtop")
        return display_ready(image)

    def refresh(self) -> None:
        self.age = min(self.age, 0.3)

    @property
    def alive(self) -> bool:
        return self.age < self.life

    @property
    def alpha(self) -> int:
        fade_in = min(1.0, self.age / 0.15)
        fade_out = min(1.0, (self.life - self.age) / 0.6)
        return int(255 * max(0.0, min(fade_in, fade_out)))


class Toasts:
    """Messages across the top of the screen, over the heading rather than
    over the buttons players are reaching for, or in the area a table keeps
    clear for them (GameScene.toast_area); large, short-lived, never twice."""

    MAX_VISIBLE = 3

    def __init__(self):
        self.items: list[Toast] = []
        self.heard: list[tuple[str, str]] | None = None  # (message, kind) shown while listening()

    @contextlib.contextmanager
    def listening(self) -> Iterator[list[tuple[str, str]]]:
        """Every toast shown meanwhile, also one already showing: what a phone's tap made the
        table say (a refused move's sentence goes back to that phone)."""
        self.heard = []
        try:
            yield self.heard
        finally:
            self.heard = None

    def show(self, message: str, kind: str = "info") -> None:
        message = str(message).strip()
        if not message:
            return
        if self.heard is not None:
            self.heard.append((message, kind))
        for toast in self.items:
            if toast.message == message:
                toast.refresh()
                return
        self.items.append(Toast(message, kind))
        del self.items[: -self.MAX_VISIBLE]

    def messages(self) -> list[str]:
        return [toast.message for toast in self.items]

    def clear(self, kind: str | None = None) -> None:
        """Every toast, or only those of one kind (a hint's sentence leaving with its screen)."""
        self.items = [toast for toast in self.items if kind is not None and toast.kind != kind]

    def update(self, dt: float) -> None:
        for toast in self.items:
            toast.age += dt
        self.items = [toast for toast in self.items if toast.alive]

    def layout(self, area: pygame.Rect | None = None) -> list[tuple[Toast, pygame.Surface, pygame.Rect]]:
        """From the top of `area` (a table's clear spot; TOAST_AREA if None), the newest first;
        in a table's area, an older toast that would run past its foot is left out."""
        box = TOAST_AREA if area is None else area
        placed: list[tuple[Toast, pygame.Surface, pygame.Rect]] = []
        y = box.top
        for toast in reversed(self.items):  # the newest on top
            image = toast.image_for(box.w, box.h)
            rect = image.get_rect(midtop=(box.centerx, y))
            if placed and area is not None and rect.bottom > box.bottom:
                break
            placed.append((toast, image, rect))
            y = rect.bottom + 10
        return placed

    def draw(self, surface, area: pygame.Rect | None = None) -> None:
        for toast, image, rect in self.layout(area):
            image.set_alpha(toast.alpha)
            surface.blit(image, rect)


def draw_corner_button(surface, rect, label: str, lit: bool = False) -> None:
    """A small wooden plaque for the always-there buttons (Menu, Zoom, Trade); lit while it waits."""
    pygame.draw.rect(surface, GOLD if lit else WOOD, rect, border_radius=12)
    pygame.draw.rect(surface, GOLD_LIGHT if lit else GOLD, rect, 3, border_radius=12)
    draw_text(surface, label, rect.center, 30, INK if lit else CREAM, "center")
