"""Die faces and the cached die sprite.

A Face says what a die side shows: pips (d6), a text label (d10 and custom
dice) and/or a vector symbol, so colour is never the only signal. draw_die
renders a rounded, bevelled die with a soft shadow; the image is built once
per (face, size, highlight, dim) and rotated copies once per 5-degree step.
"""

import math
from dataclasses import dataclass

import pygame

from sprites.drawing import SUPER, ImageCache, blank, blit_ink_centred, downsample, mix, shade, soft_shadow, star_points
from sprites.theme import fit_text

ANGLE_STEP = 5
GLOW = (255, 214, 90)
SYMBOLS = ("mountain", "river", "plain", "gear", "bridge", "engine", "star", "skull")


@dataclass(frozen=True)
class Face:
    pips: int = 0
    label: str = ""
    symbol: str = ""
    colour: tuple = (246, 240, 226)
    ink: tuple = (40, 30, 25)

    def __post_init__(self):
        # colours often arrive as lists (TOML); tuples keep the face hashable for caching
        object.__setattr__(self, "colour", tuple(self.colour))
        object.__setattr__(self, "ink", tuple(self.ink))
        if not 0 <= self.pips <= 6:
            raise ValueError(f"pips must be 0..6, not {self.pips}")
        if self.symbol and self.symbol not in SYMBOLS:
            raise ValueError(f"unknown die symbol {self.symbol!r}; known: {', '.join(SYMBOLS)}")


D6_FACES = tuple(Face(pips=n) for n in range(1, 7))
D10_FACES = tuple(Face(label=str(n)) for n in range(10))


def d6(value):
    if not 1 <= value <= 6:
        raise ValueError(f"a d6 shows 1..6, not {value}")
    return D6_FACES[value - 1]


def d10(value):
    if not 0 <= value <= 9:
        raise ValueError(f"a d10 shows 0..9, not {value}")
    return D10_FACES[value]


# Pip centres on a 3x3 grid (-1, 0, 1) for each count.
_PIPS = {
    0: (),
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


# --- symbols: each draws into a square of half-width r centred at (cx, cy) ---


def _mountain(s, cx, cy, r, ink, body):
    pygame.draw.polygon(
        s, ink, [(cx - r * 0.1, cy + r * 0.75), (cx + r * 0.45, cy - r * 0.25), (cx + r, cy + r * 0.75)]
    )
    peak = [(cx - r, cy + r * 0.75), (cx - r * 0.2, cy - r * 0.85), (cx + r * 0.6, cy + r * 0.75)]
    pygame.draw.polygon(s, ink, peak)
    # snow cap cut out in the body colour, with a jagged lower edge
    pygame.draw.polygon(
        s,
        body,
        [
            (cx - r * 0.2, cy - r * 0.62),
            (cx - r * 0.43, cy - r * 0.22),
            (cx - r * 0.28, cy - r * 0.3),
            (cx - r * 0.2, cy - r * 0.18),
            (cx - r * 0.1, cy - r * 0.3),
            (cx + 0.03 * r, cy - r * 0.22),
        ],
    )


def _river(s, cx, cy, r, ink, body):
    width = max(2, int(r * 0.2))
    for row in (-0.55, 0.0, 0.55):
        pts = [(cx - r + i * r / 10, cy + row * r + math.sin(i * math.pi / 5) * r * 0.2) for i in range(21)]
        pygame.draw.lines(s, ink, False, pts, width)


def _plain(s, cx, cy, r, ink, body):
    width = max(2, int(r * 0.16))
    pygame.draw.line(s, ink, (cx - r, cy + r * 0.35), (cx + r, cy + r * 0.35), width)
    pygame.draw.line(s, ink, (cx - r * 0.7, cy + r * 0.75), (cx + r * 0.7, cy + r * 0.75), width)
    for x in (-0.6, 0.0, 0.6):  # grass tufts standing on the flat ground
        base = (cx + x * r, cy + r * 0.3)
        for dx in (-0.22, 0.0, 0.22):
            pygame.draw.line(
                s, ink, base, (base[0] + dx * r, cy - r * (0.25 + (0.2 if dx == 0 else 0))), max(2, int(r * 0.1))
            )
    pygame.draw.circle(s, ink, (cx + r * 0.55, cy - r * 0.65), r * 0.22)


def _gear(s, cx, cy, r, ink, body):
    teeth = 8
    for i in range(teeth):
        a = i * math.tau / teeth
        ca, sa = math.cos(a), math.sin(a)
        w = r * 0.2
        pts = []
        for along, across in ((0.55, -w), (1.0, -w * 0.8), (1.0, w * 0.8), (0.55, w)):
            pts.append((cx + ca * along * r - sa * across, cy + sa * along * r + ca * across))
        pygame.draw.polygon(s, ink, pts)
    pygame.draw.circle(s, ink, (cx, cy), r * 0.72)
    pygame.draw.circle(s, body, (cx, cy), r * 0.3)


def _bridge(s, cx, cy, r, ink, body):
    pygame.draw.rect(s, ink, (cx - r, cy - r * 0.45, r * 2, r * 0.3))
    arch = pygame.Rect(0, 0, r * 1.6, r * 1.5)
    arch.center = (cx, cy + r * 0.55)
    pygame.draw.arc(s, ink, arch, 0, math.pi, max(2, int(r * 0.22)))
    for x in (-0.9, 0.9):
        pygame.draw.rect(s, ink, (cx + x * r - r * 0.12, cy - r * 0.3, r * 0.24, r * 1.1))
    for x in (-0.45, 0.0, 0.45):  # railing posts
        pygame.draw.rect(s, ink, (cx + x * r - r * 0.05, cy - r * 0.75, r * 0.1, r * 0.35))
    pygame.draw.rect(s, ink, (cx - r, cy - r * 0.8, r * 2, r * 0.1))


def _engine(s, cx, cy, r, ink, body):
    pygame.draw.rect(s, ink, (cx - r * 0.95, cy - r * 0.15, r * 1.3, r * 0.6), border_radius=int(r * 0.15))
    pygame.draw.rect(s, ink, (cx + r * 0.3, cy - r * 0.65, r * 0.65, r * 1.1))
    pygame.draw.rect(s, body, (cx + r * 0.45, cy - r * 0.5, r * 0.35, r * 0.3))  # cab window
    pygame.draw.rect(s, ink, (cx - r * 0.75, cy - r * 0.6, r * 0.25, r * 0.5))  # chimney
    pygame.draw.rect(s, ink, (cx - r * 0.85, cy - r * 0.75, r * 0.45, r * 0.18))
    for x, rad in ((-0.6, 0.27), (0.0, 0.27), (0.62, 0.3)):
        pygame.draw.circle(s, ink, (cx + x * r, cy + r * 0.62), r * rad)
        pygame.draw.circle(s, body, (cx + x * r, cy + r * 0.62), r * rad * 0.35)


def _star(s, cx, cy, r, ink, body):
    pygame.draw.polygon(s, ink, star_points(cx, cy + r * 0.08, r * 1.02, r * 0.42))


def _skull(s, cx, cy, r, ink, body):
    pygame.draw.circle(s, ink, (cx, cy - r * 0.2), r * 0.78)
    pygame.draw.rect(s, ink, (cx - r * 0.45, cy + r * 0.2, r * 0.9, r * 0.65), border_radius=int(r * 0.12))
    for x in (-0.32, 0.32):
        pygame.draw.circle(s, body, (cx + x * r, cy - r * 0.15), r * 0.22)
    pygame.draw.polygon(s, body, [(cx, cy + r * 0.12), (cx - r * 0.1, cy + r * 0.32), (cx + r * 0.1, cy + r * 0.32)])
    for x in (-0.22, 0.0, 0.22):  # teeth gaps
        pygame.draw.line(s, body, (cx + x * r, cy + r * 0.55), (cx + x * r, cy + r * 0.85), max(2, int(r * 0.07)))


_SYMBOL_DRAW = {
    "mountain": _mountain,
    "river": _river,
    "plain": _plain,
    "gear": _gear,
    "bridge": _bridge,
    "engine": _engine,
    "star": _star,
    "skull": _skull,
}


def draw_symbol(surface, name, center, half_size, ink, body):
    """Draw one of SYMBOLS as a filled vector glyph (also used by other sprites)."""
    _SYMBOL_DRAW[name](surface, center[0], center[1], half_size, ink, body)


# --- the cached die image ---

_faces = ImageCache(256)
_rotated = ImageCache(2048)
_shadows = ImageCache(256)


def _pad(size):
    return max(4, int(size * 0.2))


def _paint_face(big, face, rect, colour, ink):
    """Pips, label and symbol inside rect (supersampled coordinates)."""
    cx, cy = rect.center
    half = rect.width / 2
    if face.pips:
        step, pip_r = half * 0.55, half * (0.26 if face.pips == 1 else 0.17)
        for gx, gy in _PIPS[face.pips]:
            pygame.draw.circle(big, shade(ink, 0.15), (cx + gx * step, cy + gy * step + pip_r * 0.12), pip_r)
            pygame.draw.circle(big, ink, (cx + gx * step, cy + gy * step), pip_r)
    elif face.symbol and face.label:
        draw_symbol(big, face.symbol, (cx, cy - half * 0.42), half * 0.46, ink, colour)
        label = fit_text(face.label, ink, half * 1.3, half * 0.62)
        blit_ink_centred(big, label, (cx, cy + half * 0.52))
    elif face.symbol:
        draw_symbol(big, face.symbol, (cx, cy), half * 0.66, ink, colour)
    elif face.label:
        label = fit_text(face.label, ink, half * 1.5, half * 1.0)
        blit_ink_centred(big, label, (cx, cy - (half * 0.06 if face.label in ("6", "9") else 0)))
        if face.label in ("6", "9"):  # underline so 6 and 9 read the right way up
            pygame.draw.rect(big, ink, (cx - half * 0.3, cy + half * 0.68, half * 0.6, half * 0.1))


def _face_image(face, size, highlight, dim):
    key = (face, size, highlight, dim)
    image = _faces.get(key)
    if image is not None:
        return image
    colour, ink = face.colour[:3], face.ink[:3]
    if dim:
        colour, ink = mix(colour, (128, 128, 128), 0.6), mix(ink, (128, 128, 128), 0.45)
    pad = _pad(size)
    full = size + pad * 2
    k = SUPER
    big = blank(full * k, full * k)
    radius = size * 0.2 * k
    outer = pygame.Rect(pad * k, pad * k, size * k, size * k)
    # bevel: dark rim, light upper-left edge, then the face itself
    pygame.draw.rect(big, shade(colour, -0.45), outer, border_radius=int(radius))
    rim = outer.inflate(-k * 2, -k * 2)
    pygame.draw.rect(big, shade(colour, -0.22), rim, border_radius=int(radius))
    light = rim.inflate(-size * k * 0.08, -size * k * 0.08).move(-size * k * 0.03, -size * k * 0.03)
    pygame.draw.rect(big, shade(colour, 0.55), light, border_radius=int(radius * 0.85))
    top = rim.inflate(-size * k * 0.12, -size * k * 0.12).move(size * k * 0.01, size * k * 0.01)
    pygame.draw.rect(big, colour, top, border_radius=int(radius * 0.8))
    _paint_face(big, face, top.inflate(-size * k * 0.1, -size * k * 0.1), colour, ink)
    image = downsample(big, k)
    if highlight:
        glow = blank(full, full)
        pygame.draw.rect(
            glow, GLOW + (255,), pygame.Rect(pad, pad, size, size).inflate(pad, pad), border_radius=int(size * 0.3)
        )
        glow = pygame.transform.gaussian_blur(glow, max(2, pad // 2))
        pygame.draw.rect(glow, GLOW, pygame.Rect(pad, pad, size, size).inflate(6, 6), 3, border_radius=int(size * 0.24))
        glow.blit(image, (0, 0))
        image = glow
    return _faces.put(key, image)


def _step(angle):
    """Quantised drawing angle. The outline is square, so any angle can be
    shown as one within +-45 degrees: labels and symbols never read upside down."""
    a = (angle + 45.0) % 90.0 - 45.0
    step = int(round(a / ANGLE_STEP)) * ANGLE_STEP
    return -45 if step == 45 else step


def die_image(face, size, angle=0.0, highlight=False, dim=False):
    """The die sprite (without shadow), rotated and cached per 5-degree step."""
    step = _step(angle)
    if step == 0:
        return _face_image(face, size, highlight, dim)
    key = (face, size, highlight, dim, step)
    image = _rotated.get(key)
    if image is None:
        image = _rotated.put(key, pygame.transform.rotozoom(_face_image(face, size, highlight, dim), step, 1.0))
    return image


def shadow_image(size, angle=0.0):
    step = _step(angle)
    key = (size, step)
    image = _shadows.get(key)
    if image is None:
        if step == 0:
            image = soft_shadow(size, size, size * 0.2, alpha=110, blur=max(2, size // 14))
        else:
            image = pygame.transform.rotozoom(shadow_image(size, 0), step, 1.0)
        _shadows.put(key, image)
    return image


def draw_die(surface, center, size, face, angle=0.0, highlight=False, dim=False, lift=0.0):
    """Draw a die centred at center, rotated by angle degrees (counter-clockwise
    on screen). lift (0..1) pushes the shadow out, for dice in the air."""
    size = int(size)
    cx, cy = center
    shadow = shadow_image(size, angle)
    off = size * (0.05 + 0.18 * lift)
    surface.blit(shadow, shadow.get_rect(center=(cx + off, cy + off * 1.4)))
    image = die_image(face, size, angle, highlight, dim)
    surface.blit(image, image.get_rect(center=(cx, cy)))
