"""Coin looks at real relative sizes, and their cached images.

Top-down faces (heads: a profile; tails: the value, big) for coins in hand
or in flight, and edge-on bars for coins stacked in hills, optionally with a
slight 3/4 tilt so a stack reads as a column of discs. Import these through
sprites.coins.
"""

import math
from dataclasses import dataclass

import pygame

from sprites.drawing import SUPER, ImageCache, blank, blit_ink_centred, downsample, shade, star_points
from sprites.theme import fit_text

GLOW = (255, 214, 90)
MIN_THICK_PX = 6  # thinner bodies creep in a stack and vanish on screen


@dataclass(frozen=True)
class CoinLook:
    diameter_mm: float
    thickness_mm: float
    metal: tuple
    rim: tuple
    glyph: str
    milled: bool
    mass_g: float


COINS = {
    "quarter": CoinLook(24.26, 1.75, (200, 202, 210), (142, 146, 156), "25", True, 5.67),
    "nickel": CoinLook(21.21, 1.95, (170, 170, 162), (118, 118, 110), "5", False, 5.0),
    "penny": CoinLook(19.05, 1.52, (204, 122, 66), (140, 76, 36), "1", False, 2.5),
    "dime": CoinLook(17.91, 1.35, (214, 217, 226), (150, 154, 166), "10", True, 2.27),
}


def look(name):
    try:
        return COINS[name]
    except KeyError:
        raise KeyError(f"unknown coin {name!r}; known: {', '.join(COINS)}") from None


def coin_size_px(name, scale):
    """(width, thickness) in pixels at scale px/mm; thickness at least MIN_THICK_PX."""
    c = look(name)
    return c.diameter_mm * scale, max(MIN_THICK_PX, c.thickness_mm * scale)


# Left-facing head and shoulders inside a unit circle (x right, y down).
_PROFILE = (
    (0.42, 0.62),
    (0.5, 0.25),
    (0.5, -0.1),
    (0.4, -0.42),
    (0.2, -0.6),
    (-0.05, -0.64),
    (-0.27, -0.55),
    (-0.38, -0.38),
    (-0.4, -0.2),
    (-0.45, -0.08),
    (-0.56, 0.06),
    (-0.44, 0.12),
    (-0.45, 0.2),
    (-0.41, 0.24),
    (-0.44, 0.3),
    (-0.38, 0.42),
    (-0.22, 0.48),
    (-0.18, 0.62),
)

_faces = ImageCache(512)
_edges = ImageCache(1024)


def _face_image(name, diameter, heads, highlight):
    key = (name, diameter, heads, highlight)
    image = _faces.get(key)
    if image is not None:
        return image
    c = look(name)
    k = SUPER
    pad = max(3, diameter // 10)
    full = diameter + 2 * pad
    big = blank(full * k, full * k)
    centre = (full * k / 2, full * k / 2)
    r = diameter * k / 2
    pygame.draw.circle(big, shade(c.rim, -0.3), centre, r)
    pygame.draw.circle(big, c.rim, centre, r - k)
    pygame.draw.circle(big, shade(c.metal, 0.35), (centre[0] - r * 0.05, centre[1] - r * 0.05), r * 0.86)
    pygame.draw.circle(big, c.metal, centre, r * 0.84)
    # raised relief ring: dark line with a light line just inside it
    pygame.draw.circle(big, shade(c.metal, -0.3), centre, r * 0.78, max(1, int(r * 0.03)))
    pygame.draw.circle(big, shade(c.metal, 0.4), centre, r * 0.75, max(1, int(r * 0.02)))
    ink = shade(c.metal, -0.6)
    if heads:
        pts = [(centre[0] + x * r * 0.7, centre[1] + y * r * 0.7) for x, y in _PROFILE]
        pygame.draw.polygon(big, shade(c.metal, 0.35), [(x + k, y + k) for x, y in pts])
        pygame.draw.polygon(big, shade(c.metal, -0.35), pts)
        for sx in (-0.52, 0.52):
            pygame.draw.polygon(big, ink, star_points(centre[0] + sx * r, centre[1] + r * 0.5, r * 0.09, r * 0.04))
    else:
        glyph = fit_text(c.glyph, ink, r * 1.05, r * 0.8)
        light = fit_text(c.glyph, shade(c.metal, 0.5), r * 1.05, r * 0.8)
        blit_ink_centred(big, light, (centre[0] + k * 1.5, centre[1] + k * 1.5))
        blit_ink_centred(big, glyph, centre)
    image = downsample(big, k)
    if highlight:
        image = _with_glow(image, lambda s, col, w: pygame.draw.circle(s, col, (full / 2, full / 2), diameter / 2 + w))
    return _faces.put(key, image)


def _with_glow(image, outline):
    """Blurred gold halo behind image; outline(surface, colour, grow) draws the shape."""
    glow = blank(*image.get_size())
    outline(glow, GLOW + (255,), 3)
    glow = pygame.transform.gaussian_blur(glow, 3)
    outline(glow, GLOW, 1.5)
    glow.blit(image, (0, 0))
    return glow


def face_image(name, diameter, heads=True, highlight=False, squash=1.0):
    """A top-down coin face; squash < 1 shrinks it vertically (mid-flip) and
    shows the rim band below it as the coin turns edge-on."""
    diameter = max(4, int(round(diameter)))
    squash = round(min(1.0, max(0.0, squash)) * 20) / 20
    key = (name, diameter, heads, highlight, squash)
    image = _faces.get(key)
    if image is not None:
        return image
    flat = _face_image(name, diameter, heads, highlight)
    if squash >= 1.0:
        return flat
    c = look(name)
    w, h = flat.get_size()
    pad = (w - diameter) / 2
    thick = max(3.0, c.thickness_mm / c.diameter_mm * diameter)
    band = thick * math.sqrt(1.0 - squash * squash)  # the edge shows as the coin tips
    face_h = diameter * squash
    image = blank(w, int(face_h + band + 2 * pad) + 1)
    if face_h < 2:
        pygame.draw.rect(image, c.rim, (pad, pad, diameter, band), border_radius=int(band / 2))
        pygame.draw.line(image, shade(c.rim, 0.4), (pad + band / 2, pad + 1), (pad + diameter - band / 2, pad + 1))
        return _faces.put(key, image)
    pygame.draw.ellipse(image, shade(c.rim, -0.35), (pad, pad + band, diameter, face_h))
    pygame.draw.rect(image, shade(c.rim, -0.1), (pad, pad + face_h / 2, diameter, band))
    scaled = pygame.transform.smoothscale(flat, (w, max(1, round(h * squash))))
    image.blit(scaled, (0, round(pad - pad * squash)))
    return _faces.put(key, image)


def draw_coin(surface, center, name, scale_px_per_mm, heads=True, highlight=False, squash=1.0):
    """Draw a coin seen from above, real relative size at scale px/mm."""
    image = face_image(name, look(name).diameter_mm * scale_px_per_mm, heads, highlight, squash)
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


def edge_image(name, scale, tilt=0.0, highlight=False, angle=0):
    """A coin seen from the side: a rounded bar, milled for quarter and dime.
    tilt (0..0.3) shows a sliver of the top face, like looking slightly down."""
    key = (name, round(scale, 2), round(tilt, 2), highlight, angle)
    image = _edges.get(key)
    if image is not None:
        return image
    if angle:
        image = pygame.transform.rotozoom(edge_image(name, scale, tilt, highlight), angle, 1.0)
        return _edges.put(key, image)
    c = look(name)
    w, t = coin_size_px(name, scale)
    k = SUPER
    e = w * tilt
    pad = 3
    big = blank((w + 2 * pad) * k, (t + e + 2 * pad) * k)
    left, top = pad * k, (pad + e / 2) * k
    W, T, E = w * k, t * k, e * k
    tilted = E >= k

    def span(x):
        """Top and bottom of the band at column x: the 3/4 view curves the
        bottom edge along the lower ellipse; the plain edge view rounds the ends."""
        u = (x - left) / W * 2 - 1
        if tilted:
            return top, top + T + E / 2 * math.sqrt(max(0.0, 1 - u * u))
        d, rr = min(x - left, left + W - x), T / 2
        inset = rr - math.sqrt(max(0.0, rr * rr - (rr - d) ** 2)) if d < rr else 0.0
        return top + inset, top + T - inset

    # cylinder shading: lit a little left of centre, darker toward the sides
    for col in range(int(W)):
        x = left + col + 0.5
        u = (col + 0.5) / W * 2 - 1
        light = 0.55 * math.sqrt(max(0.0, 1 - u * u)) - 0.2 * u - 0.1
        y0, y1 = span(x)
        pygame.draw.line(big, shade(c.rim, max(-0.6, min(0.6, light))), (x, y0), (x, y1))
    if c.milled:
        ridges = max(8, int(w / 2.2))
        for i in range(1, ridges):
            x = left + W / 2 - math.cos(math.pi * i / ridges) * W / 2
            y0, y1 = span(x)
            pygame.draw.line(big, shade(c.rim, -0.35), (x, y0 + k), (x, y1 - k), max(1, k // 2))
    if tilted:
        face = pygame.Rect(left, top - E / 2, W, E)
        pygame.draw.ellipse(big, shade(c.metal, 0.15), face)
        pygame.draw.ellipse(big, shade(c.metal, -0.25), face.inflate(-W * 0.12, -E * 0.14), max(1, k))
    image = downsample(big, k)
    if highlight:
        iw, ih = image.get_size()
        image = _with_glow(
            image,
            lambda s, col, g: pygame.draw.rect(
                s, col, pygame.Rect(pad, pad, iw - 2 * pad, ih - 2 * pad).inflate(g * 2, g * 2), border_radius=int(t)
            ),
        )
    return _edges.put(key, image)


def edge_step(angle):
    """The angle (degrees) an edge image is cached at: the nearest even degree."""
    return int(round(angle / 2.0)) * 2 % 360


def draw_coin_edge(surface, rect_center, name, scale, tilt=0.0, highlight=False, angle=0.0):
    """Draw a coin edge-on centred at rect_center (angle in degrees, counter-clockwise)."""
    image = edge_image(name, scale, tilt, highlight, edge_step(angle))
    surface.blit(image, image.get_rect(center=(round(rect_center[0]), round(rect_center[1]))))


def ground_shadow(width, alpha=70):
    """A soft dark ellipse to put under a hill or a coin in the air."""
    width = max(4, int(width))
    key = ("shadow", width, alpha)
    image = _edges.get(key)
    if image is None:
        h = max(4, width // 6)
        image = blank(width + 8, h + 8)
        pygame.draw.ellipse(image, (0, 0, 0, alpha), (4, 4, width, h))
        image = _edges.put(key, pygame.transform.gaussian_blur(image, 2))
    return image
