"""Pieces only King of Copper draws: tokens (colour plus the player's shape),
chips (green prospecting, blue mining, face down or up), title chips, head
frames and mine carts. Every image is built once and cached."""

from __future__ import annotations

import math

import pygame

from sprites import theme
from sprites.drawing import SUPER, ImageCache, blank, downsample, shade

_cache = ImageCache(512)
READ = 24  # the smallest text size that reads from the sofa (theme.cap_height: 12 px)
FACE_UP = 64  # the smallest face-up chip: its value fits at READ

GREEN = (54, 150, 84)
BLUE = (48, 96, 190)
TITLE = (214, 176, 96)
IRON = (70, 62, 58)


def token_image(colour_index: int, size: int, colour_blind: bool = False, glow: bool = False) -> pygame.Surface:
    """A round-headed pawn in the player's colour carrying the player's shape."""
    key = ("token", colour_index, size, colour_blind, glow)
    image = _cache.get(key)
    if image is not None:
        return image
    colour = theme.player_colour(colour_index, colour_blind)
    k = SUPER
    pad = size // 3
    full = size + 2 * pad
    big = blank(full * k, full * k)
    cx, cy, r = full * k / 2, full * k / 2, size * k / 2
    if glow:
        pygame.draw.circle(big, (255, 220, 90, 150), (cx, cy), r + pad * k * 0.9)
        pygame.draw.circle(big, (255, 240, 160, 230), (cx, cy), r + pad * k * 0.45)
    pygame.draw.circle(big, (0, 0, 0, 110), (cx + r * 0.08, cy + r * 0.14), r)
    pygame.draw.circle(big, theme.BROWN_DARK, (cx, cy), r)
    pygame.draw.circle(big, shade(colour, -0.25), (cx, cy), r * 0.9)
    pygame.draw.circle(big, colour, (cx - r * 0.04, cy - r * 0.06), r * 0.82)
    pygame.draw.circle(big, shade(colour, 0.35), (cx - r * 0.3, cy - r * 0.35), r * 0.2)
    symbol = theme.SYMBOLS[colour_index % len(theme.SYMBOLS)]
    theme.draw_symbol(big, symbol, (cx, cy), r * 0.46, theme.ink_for(colour))
    image = _cache.put(key, downsample(big, k))
    return image


def chip_image(
    kind: str, size: int, face_up: bool = False, value: int | str = "", sapphire: str = ""
) -> pygame.Surface:
    """A round chip: kind "green" or "blue". Face down shows the back pattern;
    face up shows the value (or a sapphire, or FOOL for Fool's Gold), never under READ
    (so a face-up chip is drawn at least FACE_UP across)."""
    key = ("chip", kind, size, face_up, str(value), sapphire)
    image = _cache.get(key)
    if image is not None:
        return image
    base = GREEN if kind == "green" else BLUE
    k = SUPER
    big = blank(size * k, size * k)
    c, r = size * k / 2, size * k / 2 - k
    pygame.draw.circle(big, shade(base, -0.45), (c, c), r)
    pygame.draw.circle(big, base, (c, c), r * 0.86)
    if not face_up and kind == "green":
        for i in range(8):  # a green back: spokes like a cart wheel (a pattern, not just a colour)
            a = i * math.pi / 4
            pygame.draw.line(
                big,
                shade(base, 0.3),
                (c, c),
                (c + math.cos(a) * r * 0.8, c + math.sin(a) * r * 0.8),
                max(1, int(r * 0.08)),
            )
        pygame.draw.circle(big, shade(base, 0.3), (c, c), r * 0.28)
        pygame.draw.circle(big, shade(base, -0.2), (c, c), r * 0.16)
    elif not face_up:
        for ring in (0.7, 0.45):  # a blue back: rings like a shaft seen from above
            pygame.draw.circle(big, shade(base, 0.35), (c, c), r * ring, max(1, int(r * 0.1)))
        pygame.draw.circle(big, shade(base, 0.35), (c, c), r * 0.16)
    elif sapphire:
        gem = [(c, c - r * 0.6), (c + r * 0.55, c - r * 0.15), (c, c + r * 0.65), (c - r * 0.55, c - r * 0.15)]
        pygame.draw.polygon(big, (120, 190, 255), gem)
        pygame.draw.polygon(big, (20, 50, 140), gem, max(1, int(r * 0.08)))
        pygame.draw.line(
            big, (230, 245, 255), (c - r * 0.55, c - r * 0.15), (c + r * 0.55, c - r * 0.15), max(1, int(r * 0.06))
        )
    image = downsample(big, k)
    if face_up and not sapphire:
        label = "FOOL" if value == 0 else f"${value}"
        text = theme.text(label, max(READ, int(size * (0.38 if len(label) <= 4 else 0.3))), theme.CREAM)
        image.blit(text, text.get_rect(center=(size / 2, size / 2)))
    return _cache.put(key, image)


def title_image(size: int, owner_colour: int | None, colour_blind: bool = False) -> pygame.Surface:
    """The title chip on top of a mine: a gold deed (its price where it can be read), or the owner's badge."""
    key = ("title", size, owner_colour, colour_blind)
    image = _cache.get(key)
    if image is not None:
        return image
    image = blank(size, size)
    rect = pygame.Rect(2, 2, size - 4, size - 4)
    if owner_colour is None:
        pygame.draw.rect(image, shade(TITLE, -0.5), rect, border_radius=size // 5)
        pygame.draw.rect(image, TITLE, rect.inflate(-4, -4), border_radius=size // 5)
        if size // 2 >= READ:  # on the board the deed is small: the buy prompt says the price
            text = theme.text("$50", size // 2, theme.INK)
            image.blit(text, text.get_rect(center=rect.center))
    else:
        theme.draw_player_badge(image, rect.center, owner_colour, size - 6, colour_blind)
    return _cache.put(key, image)


def draw_head_frame(surface, center, size: int, colour=IRON) -> None:
    """A mine head frame: two legs, a brace and the sheave wheel on top."""
    x, y = center
    h = size * 0.5
    pygame.draw.line(surface, colour, (x - h * 0.7, y + h * 0.8), (x - h * 0.15, y - h * 0.55), 4)
    pygame.draw.line(surface, colour, (x + h * 0.7, y + h * 0.8), (x + h * 0.15, y - h * 0.55), 4)
    pygame.draw.line(surface, colour, (x - h * 0.45, y + h * 0.15), (x + h * 0.45, y + h * 0.15), 3)
    pygame.draw.line(surface, colour, (x - h * 0.3, y - h * 0.2), (x + h * 0.6, y + h * 0.7), 2)
    pygame.draw.circle(surface, colour, (int(x), int(y - h * 0.6)), int(h * 0.32), 3)
    pygame.draw.circle(surface, colour, (int(x), int(y - h * 0.6)), 3)


def draw_cart(surface, center, size: int, colour=IRON) -> None:
    """A little ore cart: the mark of a mine space."""
    x, y = center
    w, h = size * 0.8, size * 0.4
    body = [(x - w / 2, y - h / 2), (x + w / 2, y - h / 2), (x + w * 0.35, y + h / 2), (x - w * 0.35, y + h / 2)]
    pygame.draw.polygon(surface, colour, body)
    for dx in (-w * 0.25, w * 0.25):
        pygame.draw.circle(surface, colour, (int(x + dx), int(y + h / 2 + size * 0.08)), max(2, int(size * 0.11)))
    pygame.draw.circle(surface, (190, 110, 60), (int(x - w * 0.1), int(y - h / 2)), max(2, int(size * 0.12)))
    pygame.draw.circle(surface, (150, 90, 50), (int(x + w * 0.15), int(y - h / 2 - 1)), max(2, int(size * 0.1)))


def octagon_points(center, radius: float) -> list[tuple[float, float]]:
    x, y = center
    return [
        (x + radius * math.cos(math.pi / 8 + i * math.pi / 4), y + radius * math.sin(math.pi / 8 + i * math.pi / 4))
        for i in range(8)
    ]
