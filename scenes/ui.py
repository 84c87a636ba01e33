"""The UI kit every scene shares: palette, player colours with symbols, cached
text, panels, buttons, choice rows, menus and toasts.

Sizes are for the 1280x720 logical canvas seen from a couch: body text is at
least 30 px a line, titles 64 px and up. Fonts and rendered text are cached,
so nothing here creates a Font while drawing."""
from __future__ import annotations

import math

import pygame

WIDTH, HEIGHT = 1280, 720
SCREEN = pygame.Rect(0, 0, WIDTH, HEIGHT)

# --- palette: warm frontier ------------------------------------------------
NIGHT = (20, 22, 48)
NIGHT_LIGHT = (40, 44, 84)
DUSK = (86, 46, 58)
BROWN_DARK = (52, 30, 20)
WOOD = (118, 70, 38)
WOOD_LIGHT = (158, 100, 54)
GOLD = (255, 196, 46)
GOLD_LIGHT = (255, 230, 130)
COPPER = (218, 116, 58)
PARCHMENT = (246, 230, 190)
PARCHMENT_DARK = (222, 196, 146)
INK = (50, 32, 22)
CREAM = (255, 247, 228)
DIM = (150, 132, 112)
RED = (226, 72, 52)
SHADOW = (0, 0, 0)

# Font sizes for pygame's default font (its line height is about 3/4 of this).
SMALL, BODY, LARGE, HEADING, TITLE = 34, 40, 52, 72, 150

# --- player colours: colour plus a symbol, so colour is never the only signal
SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon", "heart")
PLAYER_COLOURS = (
    (232, 64, 52),  # red
    (52, 120, 232),  # blue
    (60, 176, 76),  # green
    (250, 204, 40),  # yellow
    (156, 84, 214),  # purple
    (246, 136, 32),  # orange
    (32, 190, 190),  # teal
    (240, 110, 170),  # pink
)
# A colour-blind-safe set (eight hues told apart with any common colour vision), with
# light grey standing in for black so it shows on dark backgrounds.
SAFE_COLOURS = (
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (0, 114, 178),  # blue
    (213, 94, 0),  # vermilion
    (204, 121, 167),  # reddish purple
    (225, 225, 225),  # light grey
)


def player_colour(index: int, colour_blind: bool = False) -> tuple[int, int, int]:
    colours = SAFE_COLOURS if colour_blind else PLAYER_COLOURS
    return colours[index % len(colours)]


def ink_for(colour) -> tuple[int, int, int]:
    """Dark ink on light colours, cream on dark ones."""
    r, g, b = colour[:3]
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else CREAM


# --- fonts and text ----------------------------------------------------------
_fonts: dict[int, pygame.font.Font] = {}
_text_cache: dict[tuple, pygame.Surface] = {}
_TEXT_CACHE_LIMIT = 3000


def font(size: int) -> pygame.font.Font:
    if size not in _fonts:
        if not pygame.font.get_init():
            pygame.font.init()
        _fonts[size] = pygame.font.Font(None, size)
    return _fonts[size]


def text(string: str, size: int = BODY, colour=CREAM) -> pygame.Surface:
    """A rendered line of text, cached by (text, size, colour)."""
    key = (string, size, tuple(colour))
    surface = _text_cache.get(key)
    if surface is None:
        if len(_text_cache) > _TEXT_CACHE_LIMIT:
            _text_cache.clear()
        surface = font(size).render(string, True, colour)
        _text_cache[key] = surface
    return surface


def anchored(rect: pygame.Rect, pos, anchor: str) -> pygame.Rect:
    setattr(rect, anchor, (int(pos[0]), int(pos[1])))
    return rect


def draw_text(surface, string, pos, size=BODY, colour=CREAM, anchor="topleft", shadow=False, alpha=255):
    """Draw one line; `anchor` is any pygame.Rect position name ("center",
    "midtop", "topright", ...). Returns the rect drawn."""
    image = text(str(string), size, colour)
    rect = anchored(image.get_rect(), pos, anchor)
    if shadow:
        under = text(str(string), size, SHADOW)
        if alpha < 255:
            under = under.copy()
            under.set_alpha(alpha // 2)
        surface.blit(under, rect.move(max(2, size // 20), max(2, size // 20)))
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, rect)
    return rect


def fit(string: str, size: int, width: int) -> str:
    """The string, shortened with "..." until it fits `width` pixels."""
    string = str(string)
    the_font = font(size)
    if the_font.size(string)[0] <= width:
        return string
    while string and the_font.size(string + "...")[0] > width:
        string = string[:-1]
    return string.rstrip() + "..."


def wrap_lines(string: str, size: int, width: int) -> list[str]:
    """Split text into lines no wider than `width`; blank lines keep paragraphs."""
    the_font = font(size)
    lines: list[str] = []
    for paragraph in str(string).split("\n"):
        words = paragraph.split()
        if not words:
            lines.append("")
            continue
        line = words[0]
        for word in words[1:]:
            if the_font.size(line + " " + word)[0] <= width:
                line += " " + word
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def wrapped_height(string: str, size: int, width: int, line_gap: int = 4) -> int:
    """The height draw_wrapped needs for this text."""
    height = font(size).get_linesize() + line_gap
    paragraphs = str(string).split("\n")
    lines = sum(len(wrap_lines(p, size, width)) for p in paragraphs)
    return lines * height + (len(paragraphs) - 1) * height // 3


def draw_wrapped(surface, string, rect, size=BODY, colour=INK, line_gap=4, align="left") -> int:
    """Draw text wrapped inside rect (clipped at its bottom); returns the height used."""
    rect = pygame.Rect(rect)
    y = rect.top
    height = font(size).get_linesize() + line_gap
    for number, paragraph in enumerate(str(string).split("\n")):
        if number:
            y += height // 3
        for line in wrap_lines(paragraph, size, rect.width):
            if y + height - line_gap > rect.bottom:
                return y - rect.top
            if line:
                if align == "center":
                    draw_text(surface, line, (rect.centerx, y), size, colour, "midtop")
                else:
                    draw_text(surface, line, (rect.left, y), size, colour)
            y += height
    return y - rect.top


# --- shapes -------------------------------------------------------------------
def _star_points(cx, cy, outer, inner, points=5, turn=-math.pi / 2):
    result = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = turn + i * math.pi / points
        result.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return result


def symbol_points(symbol: str, center, radius: float) -> list:
    """Outline points for the polygon symbols (circle and heart are drawn apart)."""
    cx, cy = center
    r = radius
    if symbol == "square":
        s = r * 0.8
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if symbol == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.7), (cx - r * 0.95, cy + r * 0.7)]
    if symbol == "diamond":
        return [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    if symbol == "star":
        return _star_points(cx, cy, r * 1.05, r * 0.45)
    if symbol == "cross":
        a, b = r * 0.95, r * 0.34
        return [(cx - b, cy - a), (cx + b, cy - a), (cx + b, cy - b), (cx + a, cy - b), (cx + a, cy + b),
                (cx + b, cy + b), (cx + b, cy + a), (cx - b, cy + a), (cx - b, cy + b), (cx - a, cy + b),
                (cx - a, cy - b), (cx - b, cy - b)]
    if symbol == "hexagon":
        return [(cx + r * math.cos(math.pi / 3 * i), cy + r * math.sin(math.pi / 3 * i)) for i in range(6)]
    return []


def draw_symbol(surface, symbol: str, center, radius: float, colour, outline=None, width=0) -> None:
    """Draw a player symbol filled with `colour` (and an outline if given)."""
    cx, cy = int(center[0]), int(center[1])
    r = max(2, int(radius))
    if symbol == "circle":
        if outline:
            pygame.draw.circle(surface, outline, (cx, cy), r + max(2, r // 6))
        pygame.draw.circle(surface, colour, (cx, cy), r)
        return
    if symbol == "heart":
        lobe = r * 0.52
        shapes = [((cx - lobe * 0.95, cy - r * 0.25), lobe), ((cx + lobe * 0.95, cy - r * 0.25), lobe)]
        tip = [(cx - r * 1.0, cy - r * 0.12), (cx + r * 1.0, cy - r * 0.12), (cx, cy + r * 0.95)]
        if outline:
            grow = max(2, r // 6)
            for (x, y), rad in shapes:
                pygame.draw.circle(surface, outline, (int(x), int(y)), int(rad + grow))
            pygame.draw.polygon(surface, outline, [(cx - r * 1.0 - grow, cy - r * 0.12),
                                                   (cx + r * 1.0 + grow, cy - r * 0.12),
                                                   (cx, cy + r * 0.95 + grow * 1.6)])
        for (x, y), rad in shapes:
            pygame.draw.circle(surface, colour, (int(x), int(y)), int(rad))
        pygame.draw.polygon(surface, colour, tip)
        return
    points = symbol_points(symbol, (cx, cy), r)
    if outline:
        pygame.draw.polygon(surface, outline, points, max(3, r // 4))
    pygame.draw.polygon(surface, colour, points)


def draw_player_badge(surface, center, index: int, size: int = 48, colour_blind: bool = False) -> pygame.Rect:
    """A round badge in the player's colour carrying their symbol."""
    colour = player_colour(index, colour_blind)
    radius = size // 2
    cx, cy = int(center[0]), int(center[1])
    pygame.draw.circle(surface, SHADOW, (cx + 2, cy + 3), radius)
    pygame.draw.circle(surface, BROWN_DARK, (cx, cy), radius)
    pygame.draw.circle(surface, colour, (cx, cy), radius - max(2, size // 16))
    mark = ink_for(colour)
    draw_symbol(surface, SYMBOLS[index % len(SYMBOLS)], (cx, cy), radius * 0.52, mark)
    return pygame.Rect(cx - radius, cy - radius, size, size)


# --- backgrounds and panels -----------------------------------------------------
_backdrops: dict[tuple, pygame.Surface] = {}


def display_ready(image: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """The image in the display's pixel format, which blits several times faster."""
    if pygame.display.get_surface() is None:
        return image
    return image.convert_alpha() if alpha else image.convert()


def vertical_gradient(size, top, bottom) -> pygame.Surface:
    width, height = size
    surface = pygame.Surface((width, height))
    for y in range(height):
        t = y / max(1, height - 1)
        colour = [int(a + (b - a) * t) for a, b in zip(top, bottom)]
        pygame.draw.line(surface, colour, (0, y), (width, y))
    return surface


def backdrop(kind: str = "night") -> pygame.Surface:
    """A cached full-screen background: "night" sky or "wood" table."""
    key = (kind,)
    if key not in _backdrops:
        if kind == "wood":
            surface = vertical_gradient((WIDTH, HEIGHT), (92, 54, 30), (52, 30, 18))
            for y in range(0, HEIGHT, 46):  # planks
                pygame.draw.line(surface, (44, 24, 14), (0, y), (WIDTH, y), 3)
        else:
            surface = vertical_gradient((WIDTH, HEIGHT), NIGHT, DUSK)
        _backdrops[key] = display_ready(surface, alpha=False)
    return _backdrops[key]


class Panel:
    """A rounded panel: "parchment" (ink text), "wood" or "night" (light text)."""

    STYLES = {
        "parchment": (PARCHMENT, WOOD, 255),
        "wood": (WOOD, GOLD, 255),
        "night": (NIGHT, GOLD, 235),
    }

    def __init__(self, rect, style: str = "parchment", radius: int = 22):
        self.rect = pygame.Rect(rect)
        self.style = style
        self.radius = radius
        self._image: pygame.Surface | None = None

    @property
    def ink(self):
        return INK if self.style == "parchment" else CREAM

    def _render(self) -> pygame.Surface:
        fill, border, alpha = self.STYLES.get(self.style, self.STYLES["parchment"])
        pad = 8
        image = pygame.Surface((self.rect.width + pad, self.rect.height + pad), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, self.rect.width, self.rect.height)
        pygame.draw.rect(image, (0, 0, 0, 110), body.move(pad, pad), border_radius=self.radius)
        pygame.draw.rect(image, (*fill, alpha), body, border_radius=self.radius)
        pygame.draw.rect(image, border, body, 5, border_radius=self.radius)
        inner = body.inflate(-18, -18)
        pygame.draw.rect(image, (*border, 90), inner, 2, border_radius=max(4, self.radius - 8))
        return display_ready(image)

    def draw(self, surface) -> None:
        if self._image is None:
            self._image = self._render()
        surface.blit(self._image, self.rect.topleft)


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


def _draw_focus_frame(surface, rect, focused: bool, enabled: bool, fill, radius=14):
    if focused:
        glow = rect.inflate(10, 10)
        pygame.draw.rect(surface, GOLD_LIGHT, glow, border_radius=radius + 4)
    pygame.draw.rect(surface, SHADOW, rect.move(0, 4), border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, GOLD if focused else BROWN_DARK, rect, 4, border_radius=radius)


class Button(Widget):
    def __init__(self, label: str, on_press=None, rect=None, enabled=True, reason="", size=BODY, help="",
                 primary=False):
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
        if not self.enabled:  # a strike-through says "not now" without colour
            y = self.rect.centery
            pygame.draw.line(surface, DIM, (self.rect.left + 22, y), (self.rect.left + 42, y), 4)
            pygame.draw.line(surface, DIM, (self.rect.right - 42, y), (self.rect.right - 22, y), 4)


class ChoiceRow(Widget):
    """Label on the left, a value on the right; left/right cycles the value."""

    def __init__(self, label: str, choices, value=None, on_change=None, rect=None, help="", size=BODY,
                 wrap=False):
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
        draw_text(surface, self.label, (self.rect.left + 22, self.rect.centery), self.size,
                  GOLD_LIGHT if focused else CREAM, "midleft")
        left, right = self._arrow_rects()
        can_left = self.wrap or len(self.choices) == 2 or self.index > 0
        can_right = self.wrap or len(self.choices) == 2 or self.index < len(self.choices) - 1
        for box, direction, live in ((left, -1, can_left), (right, 1, can_right)):
            colour = GOLD if live else (110, 90, 70)
            cx, cy, h = box.centerx, box.centery, box.height * 0.32
            points = [(cx - h * direction, cy - h), (cx + h * direction, cy), (cx - h * direction, cy + h)]
            pygame.draw.polygon(surface, colour, points)
        draw_text(surface, self.value_label, ((left.right + right.left) // 2, self.rect.centery), self.size,
                  CREAM, "center")


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
            item.rect = pygame.Rect(box.left, box.top + i * (self.item_height + self.gap), self.width,
                                    self.item_height)

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
            if not (item.enabled and item.adjust(-1 if kind == "left" else 1)):
                return False
            self._play("click")
        elif kind == "confirm":
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
class Toast:
    def __init__(self, message: str, kind: str = "info"):
        self.message = message
        self.kind = kind
        self.age = 0.0
        # Longer sentences stay longer: children read slowly.
        self.life = max(3.0, 1.6 + len(message) / 22)
        self.image = self._render()

    def _render(self) -> pygame.Surface:
        size = 44
        lines = wrap_lines(self.message, size, 1000)[:4]
        line_height = font(size).get_linesize() + 4
        width = max(font(size).size(line)[0] for line in lines) + 64
        height = line_height * len(lines) + 36
        image = pygame.Surface((width, height), pygame.SRCALPHA)
        border = RED if self.kind == "error" else GOLD
        pygame.draw.rect(image, (18, 14, 30, 235), image.get_rect(), border_radius=18)
        pygame.draw.rect(image, border, image.get_rect(), 5, border_radius=18)
        for i, line in enumerate(lines):
            draw_text(image, line, (width // 2, 18 + i * line_height), size, CREAM, "midtop")
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
    over the buttons players are reaching for; large, short-lived, never twice."""

    MAX_VISIBLE = 3

    def __init__(self):
        self.items: list[Toast] = []

    def show(self, message: str, kind: str = "info") -> None:
        message = str(message).strip()
        if not message:
            return
        for toast in self.items:
            if toast.message == message:
                toast.refresh()
                return
        self.items.append(Toast(message, kind))
        del self.items[:-self.MAX_VISIBLE]

    def messages(self) -> list[str]:
        return [toast.message for toast in self.items]

    def clear(self) -> None:
        self.items.clear()

    def update(self, dt: float) -> None:
        for toast in self.items:
            toast.age += dt
        self.items = [toast for toast in self.items if toast.alive]

    def draw(self, surface) -> None:
        y = 14
        for toast in reversed(self.items):  # the newest on top
            image = toast.image
            image.set_alpha(toast.alpha)
            rect = image.get_rect(midtop=(WIDTH // 2, y))
            surface.blit(image, rect)
            y = rect.bottom + 10


def draw_corner_button(surface, rect, label: str, lit: bool = False) -> None:
    """A small wooden plaque for the always-there buttons (Menu, Zoom, Trade); lit while it waits."""
    pygame.draw.rect(surface, GOLD if lit else WOOD, rect, border_radius=12)
    pygame.draw.rect(surface, GOLD_LIGHT if lit else GOLD, rect, 3, border_radius=12)
    draw_text(surface, label, rect.center, 30, INK if lit else CREAM, "center")


def draw_arrow(surface, start, end, colour=GOLD, head: float = 20) -> None:
    """A thick arrow from start to end, for pictures and pointers."""
    pygame.draw.line(surface, colour, start, end, 6)
    direction = pygame.Vector2(end) - pygame.Vector2(start)
    if direction.length():
        direction.scale_to_length(head)
        pygame.draw.polygon(surface, colour, [end, pygame.Vector2(end) + direction.rotate(150),
                                              pygame.Vector2(end) + direction.rotate(-150)])


_veils: dict = {}


def veil(size, colour, alpha: int) -> pygame.Surface:
    """A plain translucent rectangle (a shade behind an overlay, a banner band),
    made once per size and colour; only its alpha changes from frame to frame."""
    key = (tuple(size), tuple(colour))
    if key not in _veils:
        surface = pygame.Surface(size)
        surface.fill(colour)
        _veils[key] = surface
    surface = _veils[key]
    surface.set_alpha(max(0, min(255, int(alpha))))
    return surface
