"""Paper and pencil for Coal n' Write: the ruled worksheet, boxes, pencilled
letters and scratch marks that draw themselves on, the burro and the
bandit's hat. Pieces only this game draws; everything static is cached."""

from __future__ import annotations

import math
import random

import pygame

from sprites.drawing import ImageCache, draw_dashes, mix
from sprites.theme import text

PAPER = (247, 240, 220)
PAPER_LINE = (196, 214, 226)
PENCIL = (58, 58, 66)
INK_FAINT = (120, 104, 88)
# Mineral colours, each with its letter printed too: colour is never the only signal.
MINERAL_TINT = {"S": (196, 204, 214), "T": (170, 196, 168), "C": (96, 92, 92), "B": (236, 214, 160)}
MINERAL_INK = {"S": (40, 44, 60), "T": (30, 60, 36), "C": (250, 246, 236), "B": (90, 62, 20)}

_cache = ImageCache(64)


def paper(size) -> pygame.Surface:
    """A sheet of ruled paper with a torn-looking edge shadow, cached per size."""
    key = ("paper", tuple(size))
    image = _cache.get(key)
    if image is None:
        w, h = size
        image = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(image, (0, 0, 0, 90), (6, 8, w - 6, h - 8), border_radius=10)
        body = pygame.Rect(0, 0, w - 6, h - 8)
        pygame.draw.rect(image, PAPER, body, border_radius=10)
        rng = random.Random(w * 7 + h)
        for y in range(40, h - 12, 28):
            pygame.draw.line(image, PAPER_LINE, (10, y), (w - 18, y), 1)
        for _ in range(w * h // 900):  # paper fibres
            x, y = rng.randrange(4, w - 10), rng.randrange(4, h - 12)
            image.set_at((x, y), mix(PAPER, (150, 130, 100), rng.uniform(0.05, 0.2)))
        pygame.draw.rect(image, (200, 184, 150), body, 2, border_radius=10)
        _cache.put(key, image)
    return image


def pencil_line(surface, start, end, progress: float = 1.0, width: int = 4, colour=PENCIL) -> None:
    """A pencil stroke from start towards end, drawn `progress` of the way."""
    progress = max(0.0, min(1.0, progress))
    if progress <= 0:
        return
    x = start[0] + (end[0] - start[0]) * progress
    y = start[1] + (end[1] - start[1]) * progress
    pygame.draw.line(surface, colour, start, (x, y), width)
    pygame.draw.circle(surface, colour, (int(x), int(y)), max(1, width // 2))


def scratch(surface, rect, progress: float = 1.0, colour=PENCIL, width: int = 4) -> None:
    """Two pencil strokes across a box (an X), the second after the first."""
    rect = pygame.Rect(rect).inflate(-6, -6)
    pencil_line(surface, rect.topleft, rect.bottomright, progress * 2, width, colour)
    if progress > 0.5:
        pencil_line(surface, rect.topright, rect.bottomleft, (progress - 0.5) * 2, width, colour)


def slash(surface, rect, progress: float = 1.0, colour=PENCIL, width: int = 3) -> None:
    """One stroke through a box: a dig box or a stash spot scratched out."""
    rect = pygame.Rect(rect).inflate(-4, -4)
    pencil_line(surface, rect.bottomleft, rect.topright, progress, width, colour)


def pencil_letter(surface, letter: str, center, size: int, progress: float = 1.0, colour=PENCIL) -> None:
    """A handwritten-looking letter that appears as the pencil writes it."""
    if progress <= 0:
        return
    image = text(letter, size, colour)
    rect = image.get_rect(center=(int(center[0]), int(center[1])))
    if progress >= 1:
        surface.blit(image, rect)
        return
    cut = max(1, int(rect.width * progress))
    surface.blit(image, rect.topleft, pygame.Rect(0, 0, cut, rect.height))


def box(surface, rect, fill=PAPER, border=INK_FAINT, width=2, dashed=False) -> None:
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, fill, rect)
    if not dashed:
        pygame.draw.rect(surface, border, rect, width)
        return
    for x0, y0, x1, y1 in (
        (rect.left, rect.top, rect.right, rect.top),
        (rect.left, rect.bottom, rect.right, rect.bottom),
        (rect.left, rect.top, rect.left, rect.bottom),
        (rect.right, rect.top, rect.right, rect.bottom),
    ):
        draw_dashes(surface, border, (x0, y0), (x1, y1), width, math.hypot(x1 - x0, y1 - y0), dash=4, every=8)


def mineral_chip(surface, letter: str, rect, size: int = 26) -> None:
    """A mineral's colour with its letter on it."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, MINERAL_TINT[letter], rect, border_radius=6)
    pygame.draw.rect(surface, INK_FAINT, rect, 2, border_radius=6)
    image = text(letter, size, MINERAL_INK[letter])
    surface.blit(image, image.get_rect(center=rect.center))


def bandit_hat(surface, center, size: int, scratched: float = 0.0) -> None:
    """A black bandit hat; `scratched` (0..1) pencils it out."""
    cx, cy = int(center[0]), int(center[1])
    s = size
    pygame.draw.ellipse(surface, (24, 20, 20), (cx - s // 2, cy, s, s // 4))
    pygame.draw.rect(
        surface,
        (24, 20, 20),
        (cx - s // 4, cy - s // 3, s // 2, s // 3 + 3),
        border_top_left_radius=6,
        border_top_right_radius=6,
    )
    pygame.draw.line(surface, (150, 40, 40), (cx - s // 4, cy - 3), (cx + s // 4, cy - 3), 3)
    if scratched > 0:
        scratch(surface, pygame.Rect(cx - s // 2 - 4, cy - s // 3 - 6, s + 8, s // 2 + 14), scratched, (200, 40, 30), 4)


def burro(surface, center, size: int, colour=(120, 100, 84)) -> None:
    """A small side-on burro with long ears, drawn from simple shapes."""
    cx, cy = int(center[0]), int(center[1])
    s = size / 60
    dark = mix(colour, (0, 0, 0), 0.35)
    body = pygame.Rect(0, 0, 40 * s, 20 * s)
    body.center = (cx, cy)
    for lx in (-14, -8, 8, 14):
        pygame.draw.line(surface, dark, (cx + lx * s, cy + 6 * s), (cx + lx * s, cy + 20 * s), max(2, int(3 * s)))
    pygame.draw.ellipse(surface, colour, body)
    head = [(cx + 16 * s, cy - 4 * s), (cx + 30 * s, cy - 14 * s), (cx + 34 * s, cy - 6 * s), (cx + 22 * s, cy + 4 * s)]
    pygame.draw.polygon(surface, colour, head)
    for ex in (22, 26):
        pygame.draw.line(
            surface, dark, (cx + ex * s, cy - 12 * s), (cx + (ex - 2) * s, cy - 26 * s), max(2, int(3 * s))
        )
    pygame.draw.line(surface, dark, (cx - 20 * s, cy - 2 * s), (cx - 27 * s, cy + 10 * s), max(2, int(2 * s)))
    pygame.draw.circle(surface, (20, 20, 20), (int(cx + 27 * s), int(cy - 9 * s)), max(1, int(1.6 * s)))
