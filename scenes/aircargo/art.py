"""AirCargo's own pieces: the cargo plane seen from above, cloud puffs for
the cold front, and pencil marks (tick, cross, circle) that draw themselves.

Images are built once and cached (the plane per 5-degree heading)."""

from __future__ import annotations

import math
import random

import pygame

from sprites.drawing import SUPER, ImageCache, blank, downsample, soft_shadow

PENCIL = (58, 58, 70)
PLANE_BODY = (236, 236, 228)
PLANE_TRIM = (200, 60, 40)
INK_TILE = 64  # px: a see-through layer is cut into squares this size, the empty ones left out
_planes = ImageCache(200)
_clouds: dict = {}


def inked_pieces(image: pygame.Surface, at: tuple[int, int]) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """A mostly see-through layer to be drawn at `at` as its pieces with ink in them, each cut to its
    ink, and where each goes: blitting them (Surface.blits) draws just what blitting the whole does,
    without blending its empty parts (the map's marks and names cover a fraction of the map)."""
    pieces = []
    bounds = image.get_rect()
    for y in range(0, bounds.h, INK_TILE):
        for x in range(0, bounds.w, INK_TILE):
            cell = image.subsurface(pygame.Rect(x, y, INK_TILE, INK_TILE).clip(bounds))
            ink = cell.get_bounding_rect()
            if ink.w and ink.h:
                pieces.append((cell.subsurface(ink).copy(), (at[0] + x + ink.x, at[1] + y + ink.y)))
    return pieces


def _plane_image(size: int) -> pygame.Surface:
    """A high-wing cargo plane pointing right (east), supersampled."""
    key = (size, None)
    image = _planes.get(key)
    if image is not None:
        return image
    k = SUPER
    s = size * k
    big = blank(s, s)
    c = s / 2
    ink = (40, 40, 48)
    fuselage = [
        (c - s * 0.42, c - s * 0.06),
        (c + s * 0.3, c - s * 0.07),
        (c + s * 0.46, c),
        (c + s * 0.3, c + s * 0.07),
        (c - s * 0.42, c + s * 0.06),
    ]
    wing = [
        (c + s * 0.02, c - s * 0.48),
        (c + s * 0.14, c - s * 0.48),
        (c + s * 0.16, c + s * 0.48),
        (c + s * 0.04, c + s * 0.48),
    ]
    tail = [
        (c - s * 0.42, c - s * 0.2),
        (c - s * 0.34, c - s * 0.2),
        (c - s * 0.3, c + s * 0.2),
        (c - s * 0.38, c + s * 0.2),
    ]
    for shape in (wing, tail, fuselage):
        pygame.draw.polygon(big, ink, shape)
        inner = [(x + (c - x) * 0.06, y + (c - y) * 0.06) for x, y in shape]
        pygame.draw.polygon(big, PLANE_BODY, inner)
    pygame.draw.line(big, PLANE_TRIM, (c - s * 0.38, c), (c + s * 0.3, c), max(2, int(s * 0.035)))
    pygame.draw.circle(big, (90, 150, 210), (c + s * 0.34, c), s * 0.04)  # the cockpit glass
    for y in (-0.3, 0.3):  # engines on the wings
        pygame.draw.circle(big, ink, (c + s * 0.17, c + s * y), s * 0.05)
    image = downsample(big, k)
    return _planes.put(key, image)


def plane_image(size: int, heading: float) -> pygame.Surface:
    """The plane rotated to a heading in degrees (0 = east, 90 = north on screen)."""
    step = int(round(heading / 5.0)) * 5 % 360
    key = (size, step)
    image = _planes.get(key)
    if image is None:
        image = _planes.put(key, pygame.transform.rotozoom(_plane_image(size), step, 1.0))
    return image


def draw_plane(surface, center, size: int, heading: float, lift: float = 1.0, tumble: float = 0.0) -> None:
    """lift (0..1) pushes the shadow away: the plane is high up; tumble spins it (a crash)."""
    image = plane_image(size, heading + tumble)
    shadow_key = (size, "shadow")
    shadow = _planes.get(shadow_key)
    if shadow is None:
        shadow = _planes.put(shadow_key, soft_shadow(size // 2, size // 5, size // 10, alpha=90, blur=4))
    offset = 4 + 14 * lift
    surface.blit(shadow, shadow.get_rect(center=(center[0] + offset, center[1] + offset)))
    surface.blit(image, image.get_rect(center=(int(center[0]), int(center[1]))))


def cloud_key(seed: int, width: int, dark: float) -> tuple:
    return (seed, width, round(dark, 1))


def cloud_made(seed: int, width: int, dark: float) -> bool:
    """The cloud's image is made already, so cloud_image costs no blur."""
    return cloud_key(seed, width, dark) in _clouds


def cloud_image(seed: int, width: int, dark: float) -> pygame.Surface:
    """A soft cloud of overlapping puffs; dark (0..1) turns it to a rain cloud."""
    key = cloud_key(seed, width, dark)
    if key in _clouds:
        return _clouds[key]
    rng = random.Random(seed)
    height = int(width * 0.55)
    pad = 10  # room for the blur to fade out before the image's edge
    image = blank(width + 2 * pad, height + 2 * pad)
    shade = int(250 - 120 * dark)
    colour = (shade, shade, min(255, shade + 8))
    for _ in range(7):
        r = rng.uniform(0.16, 0.28) * width
        x = rng.uniform(r, width - r)
        y = rng.uniform(height * 0.45, height - r * 0.8)
        pygame.draw.circle(image, (*colour, 115), (x + pad, y + pad), r)
    image = pygame.transform.gaussian_blur(image, 4)
    _clouds[key] = image
    return image


def draw_tick(surface, rect: pygame.Rect, progress: float = 1.0, width: int = 3) -> None:
    """A pencil tick across a box, drawn up to `progress` (0..1)."""
    a = (rect.left + rect.w * 0.18, rect.top + rect.h * 0.55)
    b = (rect.left + rect.w * 0.42, rect.bottom - rect.h * 0.15)
    c = (rect.right - rect.w * 0.1, rect.top + rect.h * 0.1)
    _polyline(surface, [a, b, c], progress, width)


def draw_cross(surface, rect: pygame.Rect, progress: float = 1.0, width: int = 3, colour=PENCIL) -> None:
    inset = rect.inflate(-rect.w * 0.2, -rect.h * 0.2)
    first = min(1.0, progress * 2)
    _polyline(surface, [inset.topleft, inset.bottomright], first, width, colour)
    if progress > 0.5:
        _polyline(surface, [inset.topright, inset.bottomleft], (progress - 0.5) * 2, width, colour)


def draw_circle_mark(surface, rect: pygame.Rect, progress: float = 1.0, width: int = 3) -> None:
    """A hand-drawn ring around a box: the text's "circle the weight"."""
    cx, cy = rect.center
    rx, ry = rect.w * 0.62, rect.h * 0.62
    steps = max(2, int(26 * progress))
    points = [
        (cx + rx * math.cos(-2.2 + t / 24 * 6.6), cy + ry * math.sin(-2.2 + t / 24 * 6.6) * (1 + 0.04 * t / 24))
        for t in range(steps)
    ]
    if len(points) > 1:
        pygame.draw.lines(surface, PENCIL, False, points, width)


def _polyline(surface, points, progress: float, width: int, colour=PENCIL) -> None:
    """Draw the first `progress` of a polyline's length, like a pencil stroke."""
    progress = max(0.0, min(1.0, progress))
    if progress <= 0:
        return
    lengths = [math.dist(p, q) for p, q in zip(points, points[1:])]
    left = sum(lengths) * progress
    drawn = [points[0]]
    for (p, q), length in zip(zip(points, points[1:]), lengths):
        if left >= length:
            drawn.append(q)
            left -= length
            continue
        t = left / length if length else 0
        drawn.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
        break
    if len(drawn) > 1:
        pygame.draw.lines(surface, colour, False, drawn, width)
