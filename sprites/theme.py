"""The look every scene and sprite shares: the palette, player colours with
symbols, the two bundled faces (body and display) and the one text cache,
text and symbol drawing, backdrops and panels. Sprites and scenes both draw
with it; it imports neither.

Sizes are for the 1280x720 logical canvas seen from a couch: a line of body
text is at least 21 px tall, headings 60 px and up. Fonts and rendered text are
cached, so nothing here creates a Font while drawing."""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

import pygame

from sprites.drawing import ImageCache, star_points

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
MINT = (110, 214, 160)  # a hint: a helping hand, apart from the gold of a bot's move
SHADOW = (0, 0, 0)

# Text sizes (font() turns one into each face's point size; a line is about 3/4
# of it tall). HEADING and TITLE are for the display face: font(size, display=True).
SMALL, BODY, LARGE, HEADING, TITLE = 34, 40, 52, 72, 150
# Read from a couch three metres from a 1280x720 screen: no text a player needs
# is smaller than MIN_TEXT (a line 21 px tall, x-height 10 px), no target smaller
# than MIN_TARGET px across, no die smaller than MIN_DIE px.
MIN_TEXT, MIN_TARGET, MIN_DIE = 27, 32, 64

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
# Two faces, bundled (sprites/fonts/, each with its OFL licence beside it) so no
# system font is ever asked for: a frontier wood-type slab for titles, headings
# and banners, and a face made for legibility for everything else.
FONT_DIR = Path(__file__).resolve().parent / "fonts"
BODY_FACE = FONT_DIR / "AtkinsonHyperlegible-Regular.ttf"
DISPLAY_FACE = FONT_DIR / "AlfaSlabOne-Regular.ttf"
# Sizes across Boomtown (the constants above and the numbers scenes pass) were
# set on a couch with pygame's old default font, which draws small for its point
# size; each face is scaled so that a size keeps its look or grows: the body
# face's x-height matches the old one's (27 -> 20 pt: 10 px), the display face's
# capitals too (72 -> 47 pt: 37 px, were 36; its words run about 5% wider).
FACE_SCALE = {False: 0.75, True: 0.65}
# A face's line box leaves room for accents these texts never use: each line is
# cut to the ink of the tallest and deepest glyphs they do use, as the old font's
# lines were, so text sits where the layouts put it and lines stack as closely.
_INK_PROBE = "$Hdl|([#!'0gjpqy,"
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_bands: dict[tuple[int, bool], tuple[int, int]] = {}  # (top, bottom) of a line's ink in a rendered line
_text_cache = ImageCache(3000)  # (text, size, colour, display[, wrap width, align, gap]) -> rendered text
_caps: dict[tuple[int, bool], int] = {}  # a capital's height in px at each (size, display)
# While a readability audit watches (sprites/readability.py: the tools and tests), every text
# drawn is told to it with the height of its capitals on screen, and every text cut short.
_audit = None
_shown_scale = 1.0  # text drawn now is shown this much larger or smaller (a board's art seen zoomed out)


def font(size: int, display: bool = False) -> pygame.font.Font:
    """The body face (or the display face) at a couch size. Its line size is
    the height of a line text() renders, and the step between wrapped lines."""
    key = (size, display)
    if key not in _fonts:
        if not pygame.font.get_init():
            pygame.font.init()
        face = pygame.font.Font(DISPLAY_FACE if display else BODY_FACE, max(1, round(size * FACE_SCALE[display])))
        ink = face.render(_INK_PROBE, True, (0, 0, 0)).get_bounding_rect()
        _bands[key] = (max(0, ink.top - 1), min(face.get_height(), ink.bottom))
        face.set_linesize(_bands[key][1] - _bands[key][0])
        _fonts[key] = face
    return _fonts[key]


def cap_height(size: int, display: bool = False) -> int:
    """How tall a capital letter stands, in px, at a text size."""
    key = (size, display)
    if key not in _caps:
        _caps[key] = font(size, display).render("H", True, (0, 0, 0)).get_bounding_rect().height
    return _caps[key]


def set_audit(audit):
    """Tell every text drawn from now on to `audit` (None: to nobody); returns the one before."""
    global _audit
    before, _audit = _audit, audit
    return before


def set_shown_scale(scale: float) -> float:
    """Text drawn from now on is shown `scale` times its size; returns the scale before."""
    global _shown_scale
    before, _shown_scale = _shown_scale, scale
    return before


def _told(string: str, size: int, display: bool) -> None:
    if _audit is not None:
        _audit.saw(string, cap_height(size, display) * _shown_scale)


def _cut(string: str, how: str) -> None:
    if _audit is not None:
        _audit.cut(string, how)


def _trimmed(surface: pygame.Surface, size: int, display: bool) -> pygame.Surface:
    """Rendered text (one line or several) cut to its lines' ink band."""
    the_font = font(size, display)
    top, bottom = _bands[(size, display)]
    height = surface.get_height() - (the_font.get_height() - bottom) - top
    if height <= 0:
        return surface
    return surface.subsurface((0, top, surface.get_width(), height)).copy()


def text(string: str, size: int = BODY, colour=CREAM, display: bool = False) -> pygame.Surface:
    """A rendered line of text, cached by (text, size, colour, face)."""
    _told(string, size, display)
    key = (string, size, tuple(colour), display)
    surface = _text_cache.get(key)
    if surface is None:
        surface = _text_cache.put(key, _trimmed(font(size, display).render(string, True, colour), size, display))
    return surface


def text_block(string: str, size: int, colour, width: int, align: str = "left", line_gap: int = 0) -> pygame.Surface:
    """A paragraph of body text wrapped to `width` by pygame-ce itself (at
    spaces, and inside a word too long for a line), `line_gap` px between its
    lines, "left" or "center"; cached like text()."""
    _told(string, size, False)
    key = (string, size, tuple(colour), width, align, line_gap)
    surface = _text_cache.get(key)
    if surface is None:
        the_font = font(size)
        step = the_font.get_linesize()
        the_font.align = pygame.FONT_CENTER if align == "center" else pygame.FONT_LEFT
        the_font.set_linesize(step + line_gap)
        image = the_font.render(string, True, colour, None, max(1, int(width)))
        the_font.set_linesize(step)
        the_font.align = pygame.FONT_LEFT
        surface = _text_cache.put(key, _trimmed(image, size, False))
    return surface


def fit_text(label, colour, max_w, max_h):
    """A label stamped on a die or a coin, rendered so its ink fills a box as far
    as it can: in the display face, whose wood-type numerals read as stamped
    (and whose zero has no slash, unlike the body face's)."""
    probe = 100
    ink = font(probe, display=True).render(label, True, (0, 0, 0)).get_bounding_rect()
    scale = min(max_w / max(1, ink.width), max_h / max(1, ink.height))
    return text(label, max(6, int(probe * scale)), colour, True)


def anchored(rect: pygame.Rect, pos, anchor: str) -> pygame.Rect:
    setattr(rect, anchor, (int(pos[0]), int(pos[1])))
    return rect


def draw_text(surface, string, pos, size=BODY, colour=CREAM, anchor="topleft", shadow=False, alpha=255, display=False):
    """Draw one line; `anchor` is any pygame.Rect position name ("center",
    "midtop", "topright", ...); `display` for a title, heading or banner.
    Returns the rect drawn."""
    image = text(str(string), size, colour, display)
    rect = anchored(image.get_rect(), pos, anchor)
    if shadow:
        under = text(str(string), size, SHADOW, display)
        if alpha < 255:
            under = under.copy()
            under.set_alpha(alpha // 2)
        surface.blit(under, rect.move(max(2, size // 20), max(2, size // 20)))
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, rect)
    return rect


def draw_caption(surface, string, pos, size=32, colour=CREAM) -> pygame.Rect:
    """A picture's words (the how-to pages): centred below `pos`, with a shadow."""
    return draw_text(surface, string, pos, size, colour, "midtop", shadow=True)


def draw_heading(surface, string, pos, size=HEADING, anchor="midtop", alpha=255):
    """A screen's heading or a table's banner: gold, in the display face, with its shadow."""
    return draw_text(surface, string, pos, size, GOLD, anchor, shadow=True, alpha=alpha, display=True)


def fit(string: str, size: int, width: int, display: bool = False) -> str:
    """The string, shortened with "..." until it fits `width` pixels."""
    string = str(string)
    the_font = font(size, display)
    if the_font.size(string)[0] <= width:
        return string
    whole = string
    while string and the_font.size(string + "...")[0] > width:
        string = string[:-1]
    _cut(whole, f"shortened to {width} px")
    return string.rstrip() + "..."


def wrap_lines(string: str, size: int, width: int) -> list[str]:
    """Text split by hand into lines no wider than `width` (blank lines keep
    paragraphs), for the few places that need the lines themselves: a box sized
    to its widest line, a size shrunk until the lines fit, a last line cut
    short. Drawing wrapped text is draw_wrapped's (pygame-ce's own wrapping).
    Split once per text, size and width: a prompt or a card stands for many frames."""
    return list(_split(str(string), size, width))


@lru_cache(maxsize=256)
def _split(string: str, size: int, width: int) -> tuple[str, ...]:
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
    return tuple(lines)


def _wrapped(string, size, width, colour, line_gap, align):
    """Each paragraph's block (None for a blank one) with its line count."""
    step = font(size).get_linesize() + line_gap
    for paragraph in str(string).split("\n"):
        if not paragraph.strip():
            yield None, 1
            continue
        block = text_block(paragraph, size, colour, width, align, line_gap)
        yield block, (block.get_height() - font(size).get_linesize()) // step + 1


def wrapped_height(string: str, size: int, width: int, line_gap: int = 4) -> int:
    """The height draw_wrapped needs for this text."""
    step = font(size).get_linesize() + line_gap
    blocks = list(_wrapped(string, size, width, INK, line_gap, "left"))
    return sum(lines for _, lines in blocks) * step + (len(blocks) - 1) * step // 3


def draw_wrapped(surface, string, rect, size=BODY, colour=INK, line_gap=4, align="left") -> int:
    """Draw text wrapped inside rect by pygame-ce (whole lines only: one that
    would cross its bottom is left out); "\n" starts a paragraph. Returns the
    height used."""
    rect = pygame.Rect(rect)
    y = rect.top
    step = font(size).get_linesize() + line_gap
    for number, (block, lines) in enumerate(_wrapped(string, size, rect.width, colour, line_gap, align)):
        if number:
            y += step // 3
        room = (rect.bottom - y - font(size).get_linesize()) // step + 1
        shown = max(0, min(lines, room))
        if block is not None and shown:
            surface.blit(block, (rect.left, y), (0, 0, rect.width, (shown - 1) * step + font(size).get_linesize()))
        y += shown * step
        if shown < lines:
            _cut(str(string), f"lines left out below {rect.height} px")
            break
    return y - rect.top


# --- shapes -------------------------------------------------------------------
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
        return star_points(cx, cy, r * 1.05, r * 0.45)
    if symbol == "cross":
        a, b = r * 0.95, r * 0.34
        return [
            (cx - b, cy - a),
            (cx + b, cy - a),
            (cx + b, cy - b),
            (cx + a, cy - b),
            (cx + a, cy + b),
            (cx + b, cy + b),
            (cx + b, cy + a),
            (cx - b, cy + a),
            (cx - b, cy + b),
            (cx - a, cy + b),
            (cx - a, cy - b),
            (cx - b, cy - b),
        ]
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
            pygame.draw.polygon(
                surface,
                outline,
                [
                    (cx - r * 1.0 - grow, cy - r * 0.12),
                    (cx + r * 1.0 + grow, cy - r * 0.12),
                    (cx, cy + r * 0.95 + grow * 1.6),
                ],
            )
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


def draw_arrow(surface, start, end, colour=GOLD, head: float = 20) -> None:
    """A thick arrow from start to end, for pictures and pointers."""
    pygame.draw.line(surface, colour, start, end, 6)
    direction = pygame.Vector2(end) - pygame.Vector2(start)
    if direction.length():
        direction.scale_to_length(head)
        pygame.draw.polygon(
            surface,
            colour,
            [end, pygame.Vector2(end) + direction.rotate(150), pygame.Vector2(end) + direction.rotate(-150)],
        )


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
