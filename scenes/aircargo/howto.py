"""Pictures for AirCargo's how-to-play pages, drawn from the game's own pieces."""

from __future__ import annotations

import pygame

from scenes.aircargo.art import cloud_image, draw_circle_mark, draw_cross, draw_plane, draw_tick
from scenes.aircargo.log import CLASS_COLOURS
from sprites import theme
from sprites.dice import Face, d6, draw_die


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
    theme.draw_caption(surface, "airports, beacons, mountains", (rect.centerx, rect.bottom - 60), 30, theme.INK)


def _box(surface, rect, text, size=44, fill=theme.PARCHMENT):
    """A box of the pilot log with its number."""
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    pygame.draw.rect(surface, theme.BROWN_DARK, rect, 2, border_radius=8)
    if text:
        theme.draw_text(surface, text, rect.center, size, theme.INK, "center")


def _pick(surface, box):
    """The box the dice are used for: ringed in gold, its number left readable."""
    pygame.draw.rect(surface, theme.GOLD, box.inflate(12, 12), 5, border_radius=12)


def _two_dice(surface, rect, a, b, top=90, highlight=None):
    for value, dx, lit in ((a, -50, highlight == 0), (b, 50, highlight == 1)):
        draw_die(surface, (rect.centerx + dx, rect.top + top), 80, d6(value), highlight=lit)


def _cargo(surface, rect):
    _two_dice(surface, rect, 1, 6)
    theme.draw_caption(surface, "one die: 1 or 6", (rect.centerx, rect.top + 160))
    theme.draw_caption(surface, "both added: 1 + 6 = 7", (rect.centerx, rect.top + 210))
    for i, weight in enumerate((1, 6, 7)):
        box = pygame.Rect(rect.centerx - 150 + i * 110, rect.top + 290, 80, 80)
        _box(surface, box, str(weight))
        if weight == 7:
            _pick(surface, box)
    theme.draw_caption(surface, "tick one cargo on the log", (rect.centerx, rect.bottom - 90))


def _planning(surface, rect):
    _two_dice(surface, rect, 4, 6)
    theme.draw_caption(surface, "airport 46 or 64", (rect.centerx, rect.top + 170))
    for i, number in enumerate(("46", "64")):
        box = pygame.Rect(rect.centerx - 120 + i * 140, rect.top + 260, 100, 80)
        _box(surface, box, number)
        if number == "46":
            _pick(surface, box)
    theme.draw_caption(surface, "tick it on the log", (rect.centerx, rect.bottom - 110))


def _reroll(surface, rect):
    _two_dice(surface, rect, 1, 2, highlight=1)
    theme.draw_caption(surface, "12 or 21: no airport", (rect.centerx, rect.top + 160))
    theme.draw_caption(surface, "roll the 2 again", (rect.centerx, rect.top + 210))
    for i in range(6):
        box = pygame.Rect(rect.left + 100 + i * 62, rect.top + 300, 44, 44)
        _box(surface, box, "")
        if i == 0:
            draw_tick(surface, box, 1.0, 4)
    theme.draw_caption(surface, "Plan Reroll boxes", (rect.centerx, rect.bottom - 110))


def _takeoff(surface, rect):
    cargo = pygame.Rect(rect.left + 70, rect.top + 80, 80, 80)
    _box(surface, cargo, "5")
    draw_circle_mark(surface, cargo, 1.0, 4)
    airport = pygame.Rect(rect.right - 190, rect.top + 80, 120, 80)
    _box(surface, airport, "41")
    draw_cross(surface, airport.inflate(-10, -10), 1.0, 4)
    theme.draw_caption(surface, "cargo", (cargo.centerx, cargo.bottom + 24))
    theme.draw_caption(surface, "airport", (airport.centerx, airport.bottom + 24))
    theme.draw_caption(surface, "each airport once", (rect.centerx, rect.top + 250))
    draw_plane(surface, (rect.centerx, rect.bottom - 120), 90, 30)


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
    theme.draw_caption(surface, "in the ring: one leg", (rect.left + 250, rect.top + 20))
    theme.draw_caption(surface, "too far", (rect.right - 90, rect.top + 120))


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
    theme.draw_caption(surface, "over 12: the check fails", (rect.centerx, rect.bottom - 60))


def _weather(surface, rect):
    for i, dark in enumerate((0.0, 0.5, 1.0)):
        cloud = cloud_image(i + 3, 170, dark)
        surface.blit(cloud, (rect.left + 10 + i * 170, rect.top + 30 + i * 10))
    for line in range(3):
        for box in range(3):
            cell = pygame.Rect(rect.left + 80 + box * 56, rect.top + 200 + line * 60, 48, 48)
            _box(surface, cell, "")
            if line * 3 + box < 4:
                draw_cross(surface, cell, 1.0, 4)
        theme.draw_text(surface, f"+{line}", (rect.left + 290, rect.top + 224 + line * 60), 36, theme.GOLD_LIGHT)
    blue = Face(pips=6, colour=(96, 150, 220), ink=(255, 255, 255))
    draw_die(surface, (rect.right - 90, rect.top + 284), 70, blue)
    theme.draw_caption(surface, "one box a leg", (rect.centerx, rect.bottom - 70))


def _classes(surface, rect):
    rows = (("1-3", "Light", 1), ("4-7", "Medium", 2), ("8-9", "Heavy", 3), ("10-12", "Extra Heavy", 5))
    for i, (weights, name, add) in enumerate(rows):
        y = rect.top + 50 + i * 90
        chip = pygame.Rect(rect.left + 40, y, 110, 66)
        _box(surface, chip, weights, 36, CLASS_COLOURS[name])
        theme.draw_text(surface, name, (rect.left + 180, y + 33), 36, theme.CREAM, "midleft")
        theme.draw_text(surface, f"+{add}", (rect.right - 50, y + 33), 44, theme.GOLD_LIGHT, "midright")
    theme.draw_caption(surface, "more points, harder checks", (rect.centerx, rect.bottom - 90))


def _stamina(surface, rect):
    for i in range(6):
        box = pygame.Rect(rect.left + 100 + i * 62, rect.top + 90, 44, 44)
        _box(surface, box, "")
        if i < 2:
            draw_tick(surface, box, 1.0, 4)
    theme.draw_caption(surface, "2 boxes ticked: -2", (rect.centerx, rect.top + 170))
    button = pygame.Rect(rect.centerx - 200, rect.top + 280, 400, 60)
    pygame.draw.rect(surface, theme.GOLD, button, border_radius=10)
    pygame.draw.rect(surface, theme.BROWN_DARK, button, 3, border_radius=10)
    theme.draw_text(surface, "Roll, 2 stamina: 72%", button.center, 34, theme.INK, "center")
    theme.draw_caption(surface, "your chance to pass", (rect.centerx, rect.bottom - 110))


def _rescue(surface, rect):
    theme.draw_caption(surface, "13 is over 12 by 1", (rect.centerx, rect.top + 30))
    theme.draw_caption(surface, "panic: pay 2 stamina", (rect.centerx, rect.top + 90), 36, theme.GOLD_LIGHT)
    draw_die(surface, (rect.centerx - 50, rect.top + 250), 80, d6(6))
    draw_die(surface, (rect.centerx + 50, rect.top + 250), 80, d6(5), highlight=True)
    theme.draw_caption(surface, "or pray: roll again", (rect.centerx, rect.bottom - 130), 36, theme.GOLD_LIGHT)
    theme.draw_caption(surface, "nothing helps? you crash", (rect.centerx, rect.bottom - 70))


def _end(surface, rect):
    draw_plane(surface, (rect.centerx, rect.top + 150), 110, 0, lift=0.1)
    button = pygame.Rect(rect.centerx - 170, rect.top + 280, 340, 60)
    pygame.draw.rect(surface, theme.COPPER, button, border_radius=10)
    pygame.draw.rect(surface, theme.BROWN_DARK, button, 3, border_radius=10)
    theme.draw_text(surface, "Stop for the day", button.center, 34, theme.CREAM, "center")
    theme.draw_caption(surface, "or run out of rolls", (rect.centerx, rect.bottom - 110))


def _score(surface, rect):
    for i, weight in enumerate((9, 7, 12)):
        box = pygame.Rect(rect.left + 80 + i * 140, rect.top + 70, 70, 80)
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=8)
        theme.draw_text(surface, str(weight), box.center, 44, theme.INK, "center")
        draw_circle_mark(surface, box, 1.0, 4)
    theme.draw_caption(surface, "delivered: 9 + 7 + 12 = 28", (rect.centerx, rect.top + 180))
    chip = pygame.Rect(rect.centerx - 50, rect.top + 250, 100, 60)
    pygame.draw.rect(surface, theme.PARCHMENT, chip, border_radius=8)
    theme.draw_text(surface, "53", chip.center, 40, theme.INK, "center")
    draw_cross(surface, chip.inflate(-10, -10), 0.0)
    draw_tick(surface, chip.move(60, 0), 1.0, 4)
    theme.draw_caption(surface, "planned, not delivered: -1", (rect.centerx, rect.top + 330))
    theme.draw_caption(surface, "40 wins!", (rect.centerx, rect.bottom - 70), 40, theme.GOLD)


PICTURES = {
    "map": _map,
    "cargo": _cargo,
    "planning": _planning,
    "reroll": _reroll,
    "takeoff": _takeoff,
    "flying": _flying,
    "weather": _weather,
    "equation": _equation,
    "classes": _classes,
    "stamina": _stamina,
    "rescue": _rescue,
    "end": _end,
    "score": _score,
}
