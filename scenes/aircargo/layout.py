"""Where AirCargo's pieces sit on the 1280x720 canvas, and map units to pixels."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.aircargo.content import content
from sprites import theme

C = content()
MAP_SCALE = 0.92
MAP = pygame.Rect(8, 64, round(C.width * MAP_SCALE), round(C.height * MAP_SCALE))
PROMPT = pygame.Rect(MAP.left, MAP.bottom + 4, MAP.w, theme.HEIGHT - MAP.bottom - 6)  # the prompt under the map
HINT_BUTTON = pygame.Rect(182, 8, 82, 46)  # between the table's name and the status line
STATUS = pygame.Rect(HINT_BUTTON.right + 12, 12, MAP.right - HINT_BUTTON.right - 12, 40)  # points, flights, weather
LOG = pygame.Rect(736, 60, 536, 344)
DECK = pygame.Rect(736, 410, 536, 304)  # dice tray, equation and choices
CHOICES = pygame.Rect(DECK.left + 10, DECK.top + 10, DECK.w - 20, 3 * 36 + 2 * 6)
TRAY = pygame.Rect(DECK.left + 8, CHOICES.bottom + 8, 236, DECK.bottom - CHOICES.bottom - 16)  # room for 64 px dice
EQUATION = pygame.Rect(TRAY.right + 8, TRAY.top, DECK.right - TRAY.right - 16, TRAY.h)
CHOICE_COLUMNS, CHOICE_ROWS = 2, 3
PAGE = CHOICE_COLUMNS * CHOICE_ROWS


def to_screen(point) -> tuple[float, float]:
    return (MAP.left + point[0] * MAP_SCALE, MAP.top + point[1] * MAP_SCALE)


@lru_cache(maxsize=None)
def place_screen(key: str) -> tuple[float, float]:
    """Where a place is on screen: asked thousands of times a frame (targets, tags, tips)."""
    return to_screen(C.places[key].pos)


def place_rect(key: str) -> pygame.Rect:
    """A place on the map as a target: MIN_TARGET across, round its mark."""
    rect = pygame.Rect(0, 0, theme.MIN_TARGET, theme.MIN_TARGET)
    rect.center = tuple(map(round, place_screen(key)))
    return rect


def choice_rect(slot: int) -> pygame.Rect:
    col, row = slot % CHOICE_COLUMNS, slot // CHOICE_COLUMNS
    gap = 6
    width = (CHOICES.w - gap * (CHOICE_COLUMNS - 1)) // CHOICE_COLUMNS
    height = (CHOICES.h - gap * (CHOICE_ROWS - 1)) // CHOICE_ROWS
    return pygame.Rect(CHOICES.left + col * (width + gap), CHOICES.top + row * (height + gap), width, height)
