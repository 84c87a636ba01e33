"""Words read whole (a player's name, news rising from the sheet): at the largest of the sizes
given that fits the box on one line, else wrapped at the smallest onto the lines it holds; never
cut short."""

from __future__ import annotations

import pygame

from sprites import theme


def name_size(name: str, width: int, sizes: tuple[int, ...]) -> int | None:
    """The largest size whose one line fits `width`; None when the name must wrap."""
    for size in sorted(sizes, reverse=True):
        if theme.font(size).size(name)[0] <= width:
            return size
    return None


def draw_name(surface, name: str, rect, sizes: tuple[int, ...], colour) -> pygame.Rect:
    """The name in `rect`, on one line centred on its height, or wrapped; returns where it went."""
    rect = pygame.Rect(rect)
    size = name_size(name, rect.w, sizes)
    if size is not None:
        return theme.draw_text(surface, name, (rect.x, rect.centery), size, colour, "midleft")
    size = min(sizes)
    height = theme.wrapped_height(name, size, rect.w, 0)
    top = rect.y + max(0, (rect.h - height) // 2)
    used = theme.draw_wrapped(surface, name, (rect.x, top, rect.w, rect.bottom - top), size, colour, 0)
    return pygame.Rect(rect.x, top, rect.w, used)
