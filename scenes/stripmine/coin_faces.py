"""Coins as the table shows them to the couch: a plain disc in the coin's
metal with its value in text no smaller than theme.MIN_TEXT. The engraved
faces of sprites.coins read well up close, but their numbers are too small
from three metres when coins sit in a stash or on a hill."""

from __future__ import annotations

import pygame

from sprites import theme
from sprites.coins import coin_size_px, look

VALUE_TEXT = 28


def value_coin_radius(coin: str, scale: float) -> int:
    """The disc's radius: the coin's real size at `scale`, never too small for its value."""
    text_w, text_h = theme.text(look(coin).glyph, VALUE_TEXT, theme.INK, display=True).get_size()
    return max(round(coin_size_px(coin, scale)[0] / 2), (max(text_w, text_h) + 9) // 2)


def draw_value_coin(surface, centre, coin: str, scale: float, highlight: bool = False) -> int:
    """Draw the coin face up with its value; returns its radius."""
    metal = look(coin)
    centre = (round(centre[0]), round(centre[1]))
    radius = value_coin_radius(coin, scale)
    pygame.draw.circle(surface, metal.metal, centre, radius)
    pygame.draw.circle(surface, metal.rim, centre, radius, 3)
    if highlight:
        pygame.draw.circle(surface, theme.GOLD, centre, radius + 3, 3)
    theme.draw_text(surface, metal.glyph, centre, VALUE_TEXT, theme.INK, "center", display=True)  # stamped numerals
    return radius
