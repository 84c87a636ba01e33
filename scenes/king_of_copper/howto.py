"""Pictures for King of Copper's how-to-play pages, drawn from the game's own pieces."""

from __future__ import annotations

import pygame

from scenes.king_of_copper.pieces import (
    chip_image,
    draw_cart,
    draw_head_frame,
    octagon_points,
    title_image,
    token_image,
)
from sprites import theme
from sprites.dice import D10_FACES, d6, draw_die


def _label(surface, text, pos, size=32, colour=theme.CREAM):
    theme.draw_text(surface, text, pos, size, colour, "midtop", shadow=True)


def _square(surface, center, fill, text=""):
    rect = pygame.Rect(0, 0, 64, 64)
    rect.center = center
    pygame.draw.rect(surface, fill, rect, border_radius=10)
    pygame.draw.rect(surface, theme.BROWN_DARK, rect, 3, border_radius=10)
    if text:
        theme.draw_text(surface, text, center, 30, theme.INK, "center")
    return rect


def _race(surface, rect):
    y = rect.top + 170
    for i in range(6):
        _square(surface, (rect.left + 60 + i * 84, y), (232, 212, 170) if i % 3 else (255, 214, 90))
    surface.blit(token_image(0, 48), token_image(0, 48).get_rect(center=(rect.left + 60, y)))
    surface.blit(token_image(1, 48), token_image(1, 48).get_rect(center=(rect.left + 312, y)))
    draw_die(surface, (rect.left + 120, rect.top + 330), 70, d6(2))
    draw_die(surface, (rect.left + 210, rect.top + 330), 70, d6(3))
    theme.draw_arrow(surface, (rect.left + 70, y - 50), (rect.left + 300, y - 50))
    _label(surface, "one token 5, or two tokens 2 and 3", (rect.centerx, rect.top + 400))
    _label(surface, "doubles roll again", (rect.centerx, rect.top + 440), 30, theme.GOLD_LIGHT)


def _bump(surface, rect):
    y = rect.top + 150
    _square(surface, (rect.left + 160, y), (232, 212, 170))
    _square(surface, (rect.left + 380, y), (232, 212, 170))
    surface.blit(token_image(0, 48), token_image(0, 48).get_rect(center=(rect.left + 160, y)))
    surface.blit(token_image(2, 48), token_image(2, 48).get_rect(center=(rect.left + 380, y)))
    theme.draw_arrow(surface, (rect.left + 190, y - 40), (rect.left + 360, y - 40))
    for i in range(3):
        chip = chip_image("green" if i else "blue", 70)
        surface.blit(chip, chip.get_rect(center=(rect.left + 170 + i * 110, rect.top + 320)))
    _label(surface, "bump: back to Start, then pick", (rect.centerx, rect.top + 380))
    _label(surface, "one face-down chip", (rect.centerx, rect.top + 416))


def _mining(surface, rect):
    draw_head_frame(surface, (rect.left + 80, rect.top + 120), 80, theme.CREAM)
    _label(surface, "head frame", (rect.left + 80, rect.top + 170), 28)
    points = [(rect.left + 200 + i * 80, rect.top + 130 + (i % 2) * 60) for i in range(4)]
    for i, (x, y) in enumerate(points):
        pygame.draw.polygon(surface, (220, 180, 150), octagon_points((x, y), 32))
        pygame.draw.polygon(surface, theme.BROWN_DARK, octagon_points((x, y), 32), 3)
        if i in (1, 3):
            draw_cart(surface, (x, y + 10), 30)
    title = title_image(44, None)
    surface.blit(title, title.get_rect(center=(points[1][0] - 16, points[1][1] - 40)))
    surface.blit(chip_image("green", 34), (points[1][0] + 4, points[1][1] - 56))
    _label(surface, "land exactly on a mine:", (rect.centerx, rect.top + 260))
    _label(surface, "title $50, next turn the green chip $50", (rect.centerx, rect.top + 300))
    _label(surface, "3 titles in 3 districts: a Character Card", (rect.centerx, rect.top + 360), 30, theme.GOLD_LIGHT)


def _deep(surface, rect):
    surface.blit(chip_image("blue", 110), (rect.left + 60, rect.top + 60))
    draw_die(surface, (rect.left + 330, rect.top + 110), 90, D10_FACES[0])
    _label(surface, "peek $50, dig $50 more", (rect.centerx, rect.top + 200))
    rows = ("1st deep mine: 0 caves in", "2nd: 0-1", "3rd: 0-2", "4th: 0-3")
    for i, row in enumerate(rows):
        _label(surface, row, (rect.centerx, rect.top + 250 + i * 40), 30)
    _label(surface, "Fool's Gold: free, peek refunded", (rect.centerx, rect.top + 420), 30, theme.GOLD_LIGHT)


def _tunnel(surface, rect):
    for i, (a, b) in enumerate(((3, 4), (1, 2), (3, 6))):
        draw_die(surface, (rect.left + 90 + i * 160, rect.top + 110), 60, d6(a))
        draw_die(surface, (rect.left + 150 + i * 160, rect.top + 110), 60, d6(b))
    _label(surface, "7 or 3 in all, or a 3 on either die:", (rect.centerx, rect.top + 190))
    _label(surface, "come out at any tunnel exit", (rect.centerx, rect.top + 230))
    hole = pygame.Rect(0, 0, 120, 80)
    hole.center = (rect.centerx, rect.top + 360)
    pygame.draw.ellipse(surface, (20, 14, 10), hole)
    pygame.draw.arc(surface, (200, 170, 120), hole.inflate(10, 10), 0, 3.14, 5)


def _finish(surface, rect):
    for i in range(4):
        pygame.draw.circle(surface, (250, 240, 220), (rect.left + 100 + i * 80, rect.top + 260 - i * 40), 24)
    pygame.draw.circle(surface, theme.player_colour(0), (rect.left + 440, rect.top + 100), 46)
    theme.draw_text(surface, "FINISH", (rect.left + 440, rect.top + 100), theme.MIN_TEXT, theme.CREAM, "center")
    surface.blit(chip_image("blue", 80, True, 2000, "great_blue"), (rect.left + 40, rect.top + 320))
    _label(surface, "exact roll home (doubles may overshoot)", (rect.centerx, rect.top + 20), 30)
    _label(surface, "cash chips at Finish;", (rect.left + 330, rect.top + 330), 30)
    _label(surface, "sapphires need all 4 home", (rect.left + 330, rect.top + 370), 30)


def _trade(surface, rect):
    surface.blit(title_image(70, 0), (rect.left + 80, rect.top + 120))
    surface.blit(title_image(70, 1), (rect.right - 150, rect.top + 120))
    theme.draw_arrow(surface, (rect.left + 170, rect.top + 140), (rect.right - 170, rect.top + 140))
    theme.draw_arrow(surface, (rect.right - 170, rect.top + 200), (rect.left + 170, rect.top + 200), theme.COPPER)
    _label(surface, "titles, tickets and money", (rect.centerx, rect.top + 280))
    _label(surface, "the other player accepts or declines", (rect.centerx, rect.top + 320), 30)


PICTURES = {
    "race": _race,
    "bump": _bump,
    "mining": _mining,
    "deep": _deep,
    "tunnel": _tunnel,
    "finish": _finish,
    "trade": _trade,
}


def howto_picture(name: str, surface, rect) -> None:
    draw = PICTURES.get(name)
    if draw is not None:
        draw(surface, pygame.Rect(rect))
