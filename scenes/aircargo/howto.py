"""Pictures for AirCargo's how-to-play pages, drawn from the game's own pieces."""

from __future__ import annotations

import pygame

from scenes.aircargo.art import draw_circle_mark, draw_cross, draw_plane, draw_tick
from sprites import theme
from sprites.dice import d6, draw_die


def _label(surface, text, pos, size=32, colour=theme.CREAM):
    theme.draw_text(surface, text, pos, size, colour, "midtop", shadow=True)


def _map(surface, rect):
    pygame.draw.rect(surface, (132, 176, 200), rect)
    land = [
        (rect.left + 90, rect.top),
        (rect.right, rect.top),
        (rect.right, rect.bottom),
        (rect.left + 230, rect.bottom),
        (rect.left + 120, rect.centery),
    ]
    pygame.draw.polygon(surface, (234, 220, 178), land)
    pygame.draw.circle(surface, (150, 112, 80), (rect.centerx + 60, rect.centery + 20), 60)
    pygame.draw.circle(surface, (110, 70, 40), (rect.centerx + 60, rect.centery + 20), 60, 3)
    theme.draw_text(surface, "3", (rect.centerx + 100, rect.centery - 20), 34, theme.CREAM, "center")
    for pos, name in (((rect.left + 170, rect.top + 90), "41"), ((rect.right - 90, rect.bottom - 110), "63")):
        pygame.draw.circle(surface, theme.INK, pos, 10)
        pygame.draw.circle(surface, theme.CREAM, pos, 6)
        theme.draw_text(surface, name, (pos[0], pos[1] - 14), 34, theme.INK, "midbottom")
    draw_plane(surface, (rect.centerx - 60, rect.centery - 60), 70, -30)
    _label(surface, "airports, beacons, mountains", (rect.centerx, rect.bottom - 60), 30, theme.INK)


def _planning(surface, rect):
    draw_die(surface, (rect.centerx - 50, rect.top + 90), 80, d6(4))
    draw_die(surface, (rect.centerx + 50, rect.top + 90), 80, d6(6))
    _label(surface, "cargo 4, 6 or 10", (rect.centerx, rect.top + 160))
    _label(surface, "or airport 46 or 64", (rect.centerx, rect.top + 210))
    box = pygame.Rect(rect.centerx - 40, rect.top + 290, 80, 80)
    pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=8)
    theme.draw_text(surface, "46", box.center, 44, theme.INK, "center")
    draw_tick(surface, box.inflate(10, 10).move(50, 0), 1.0, 5)
    _label(surface, "tick it on the log", (rect.centerx, rect.bottom - 90))


def _flying(surface, rect):
    start = (rect.left + 120, rect.bottom - 140)
    pygame.draw.circle(surface, theme.CREAM, start, 170, 3)
    for pos in (
        (rect.left + 250, rect.top + 180),
        (rect.left + 270, rect.bottom - 90),
        (rect.right - 70, rect.top + 90),
    ):
        pygame.draw.circle(surface, (60, 90, 150), pos, 12)
        pygame.draw.circle(surface, theme.CREAM, pos, 12, 2)
    pygame.draw.line(surface, theme.GOLD, start, (rect.left + 250, rect.top + 180), 5)
    draw_plane(surface, start, 70, 45)
    _label(surface, "in the ring: one leg", (rect.left + 250, rect.top + 20))
    _label(surface, "too far", (rect.right - 90, rect.top + 120))


def _equation(surface, rect):
    draw_die(surface, (rect.left + 80, rect.top + 80), 70, d6(4))
    draw_die(surface, (rect.left + 170, rect.top + 80), 70, d6(3))
    blue = d6(5).__class__(pips=5, colour=(96, 150, 220), ink=(255, 255, 255))
    draw_die(surface, (rect.right - 90, rect.top + 80), 70, blue)
    rows = (("Dice", "7"), ("+ Weather", "2"), ("+ Mountain", "3"), ("+ Cargo (Medium)", "2"), ("= Total", "14"))
    for i, (name, value) in enumerate(rows):
        y = rect.top + 150 + i * 48
        theme.draw_text(surface, name, (rect.left + 40, y), 36, theme.CREAM)
        theme.draw_text(surface, value, (rect.right - 50, y), 40, theme.GOLD_LIGHT, "topright")
    _label(surface, "over 12: the check fails", (rect.centerx, rect.bottom - 60))


def _rescue(surface, rect):
    for i in range(6):
        box = pygame.Rect(rect.left + 40 + i * 60, rect.top + 80, 44, 44)
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=6)
        if i < 3:
            draw_tick(surface, box, 1.0, 4)
    _label(surface, "stamina: -1 per box", (rect.centerx, rect.top + 20))
    _label(surface, "panic: over by 2 costs 3", (rect.centerx, rect.top + 170))
    draw_die(surface, (rect.centerx - 50, rect.top + 300), 70, d6(6))
    draw_die(surface, (rect.centerx + 50, rect.top + 300), 70, d6(2), highlight=True)
    _label(surface, "prayer: reroll one or both", (rect.centerx, rect.bottom - 90))


def _score(surface, rect):
    for i, weight in enumerate((9, 7, 12)):
        box = pygame.Rect(rect.left + 80 + i * 140, rect.top + 70, 70, 80)
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=8)
        theme.draw_text(surface, str(weight), box.center, 44, theme.INK, "center")
        draw_circle_mark(surface, box, 1.0, 4)
    _label(surface, "delivered: 9 + 7 + 12 = 28", (rect.centerx, rect.top + 180))
    chip = pygame.Rect(rect.centerx - 50, rect.top + 250, 100, 60)
    pygame.draw.rect(surface, theme.PARCHMENT, chip, border_radius=8)
    theme.draw_text(surface, "53", chip.center, 40, theme.INK, "center")
    draw_cross(surface, chip.inflate(-10, -10), 0.0)
    draw_tick(surface, chip.move(60, 0), 1.0, 4)
    _label(surface, "planned, never flown: -1", (rect.centerx, rect.top + 330))
    _label(surface, "40 wins!", (rect.centerx, rect.bottom - 70), 40, theme.GOLD)


PICTURES = {
    "map": _map,
    "planning": _planning,
    "flying": _flying,
    "equation": _equation,
    "rescue": _rescue,
    "score": _score,
}


def howto_picture(name: str, surface, rect) -> None:
    draw = PICTURES.get(name)
    if draw is not None:
        draw(surface, pygame.Rect(rect))
