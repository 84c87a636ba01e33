"""Coins as the table shows them to the couch: a plain disc in the coin's
metal with its value in text no smaller than theme.MIN_TEXT. The engraved
faces of sprites.coins read well up close, but their numbers are too small
from three metres when coins sit in a stash or on a hill."""

from __future__ import annotations

import functools

import pygame

from sprites import theme
from sprites.coins import coin_size_px, look

VALUE_TEXT = 28


@functools.cache
def value_coin_radius(coin: str, scale: float) -> int:
    """The disc's radius: the coin's real size at `scale`, never too small for its value."""
    text_w, text_h = theme.text(look(coin).glyph, VALUE_TEXT, theme.INK, display=True).get_size()
    return max(round(coin_size_px(coin, scale)[0] / 2), (max(text_w, text_h) + 9) // 2)


def draw_value_coin(surface, centre, coin: str, scale: float, highlight: bool = False) -> int:
    """Draw the coin face up with its value; returns its radius."""
    radius = value_coin_radius(coin, scale)
    picture = value_coin_picture(coin, scale, highlight)
    half = picture.get_width() // 2
    surface.blit(picture, (round(centre[0]) - half, round(centre[1]) - half))
    return radius


@functools.cache
def value_coin_picture(coin: str, scale: float, highlight: bool) -> pygame.Surface:
    """A coin as draw_value_coin shows it, drawn once: a board shows dozens every frame."""
    metal = look(coin)
    radius = value_coin_radius(coin, scale)
    half = radius + 6  # room for the highlight's ring
    picture = pygame.Surface((2 * half + 1, 2 * half + 1), pygame.SRCALPHA)
    centre = (half, half)
    pygame.draw.circle(picture, metal.metal, centre, radius)
    pygame.draw.circle(picture, metal.rim, centre, radius, 3)
    if highlight:
        pygame.draw.circle(picture, theme.GOLD, centre, radius + 3, 3)
    theme.draw_text(picture, metal.glyph, centre, VALUE_TEXT, theme.INK, "center", display=True)  # stamped numerals
    return theme.display_ready(picture)
