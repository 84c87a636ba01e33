"""Shared drawing helpers: bounded image caches, supersampled shapes, colour mixing and easing curves.

Shapes are drawn at SUPER times the size and smoothscaled down once, which
gives soft edges without per-frame cost because every result is cached.
"""

import math
from collections import OrderedDict

import pygame

SUPER = 4  # supersampling factor for cached artwork
MARK = (255, 200, 60)  # the warm gold of hints and selections


class ImageCache:
    """A small least-recently-used cache so sizes and angles cannot grow memory."""

    def __init__(self, max_items=1024):
        self.max_items = max_items
        self._items = OrderedDict()

    def get(self, key):
        image = self._items.get(key)
        if image is not None:
            self._items.move_to_end(key)
        return image

    def put(self, key, image):
        self._items[key] = image
        if len(self._items) > self.max_items:
            self._items.popitem(last=False)
        return image

    def __len__(self):
        return len(self._items)

    def clear(self):
        self._items.clear()


class Kept:
    """Pictures kept by name (a seat's panel), each drawn again only when its key (what it
    shows) changes: a panel's words drawn every frame were a good part of a frame."""

    def __init__(self):
        self._kept = {}

    def get(self, name, key, draw):
        """The picture `name` for `key`, from `draw()` when the key is new."""
        kept = self._kept.get(name)
        if kept is None or kept[0] != key:
            kept = self._kept[name] = (key, draw())
        return kept[1]


class Timed:
    """Something that moves for `duration` seconds once `delay` has passed, counted in `elapsed`."""

    elapsed: float
    delay: float
    duration: float

    @property
    def progress(self) -> float:
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.progress >= 1.0


def blit_ink_centred(dest, image, center):
    """Blit so the inked pixels (not the font's line box) sit on center."""
    ink = image.get_bounding_rect()
    dest.blit(image, (round(center[0] - ink.centerx), round(center[1] - ink.centery)))


def blank(w, h):
    return pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)


def downsample(big, factor=SUPER):
    w, h = big.get_size()
    return pygame.transform.smoothscale(big, (max(1, w // factor), max(1, h // factor)))


def mix(a, b, t):
    """Blend colour a toward b by t (0..1); keeps alpha if both have it."""
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def shade(colour, amount):
    """Darken (amount < 0) toward black or lighten (amount > 0) toward white."""
    target = (255, 255, 255) if amount > 0 else (0, 0, 0)
    return mix(colour[:3], target, abs(amount))


def ease_in_out(t):
    t = min(1.0, max(0.0, t))
    return t * t * (3.0 - 2.0 * t)


def ease_out(t):
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) ** 3


def star_points(cx, cy, r_outer, r_inner, points=5, rotation=-90.0):
    out = []
    for i in range(points * 2):
        r = r_outer if i % 2 == 0 else r_inner
        a = math.radians(rotation + i * 180.0 / points)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def soft_shadow(w, h, radius, alpha=90, blur=6):
    """A blurred dark rounded rectangle, padded so the blur is not clipped."""
    pad = blur * 2
    image = blank(w + pad * 2, h + pad * 2)
    pygame.draw.rect(image, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=int(radius))
    return pygame.transform.gaussian_blur(image, blur)


def draw_marker(surface, tip):
    """A gold chevron pointing down at tip (over a selected die or a legal
    hill): a shape, so the hint never rests on colour alone."""
    x, y = tip
    pts = [(x - 9, y - 12), (x + 9, y - 12), (x, y)]
    pygame.draw.polygon(surface, (40, 25, 15), [(px, py + 2) for px, py in pts])
    pygame.draw.polygon(surface, MARK, pts)


def draw_dashes(surface, colour, a, b, width: int, parts: float, dash: float = 1, every: int = 2) -> None:
    """A dashed line from a to b, cut into `parts` equal parts (its length in pixels makes each part a
    pixel): a dash `dash` parts long starts every `every` parts, and none runs past b."""
    (ax, ay), (bx, by) = a, b
    for i in range(0, int(parts), every):
        t0, t1 = i / parts, min(1.0, (i + dash) / parts)
        pygame.draw.line(
            surface,
            colour,
            (ax + (bx - ax) * t0, ay + (by - ay) * t0),
            (ax + (bx - ax) * t1, ay + (by - ay) * t1),
            width,
        )
