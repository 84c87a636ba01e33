"""Pictures for Stripmine's how-to-play pages, drawn from the game's own pieces."""
from __future__ import annotations

import pygame

from scenes import ui
from sprites.coins import draw_coin, draw_coin_edge
from sprites.coin_art import coin_size_px

HILL = ("quarter", "nickel", "penny", "dime")
SCALE = 4.0


def _hill(surface, base, coins=HILL, scale=SCALE):
    """A hill drawn edge-on, bottom to top, standing on `base` (its bottom centre)."""
    x, y = base
    for coin in coins:
        thick = coin_size_px(coin, scale)[1]
        draw_coin_edge(surface, (x, y - thick / 2), coin, scale, 0.16)
        y -= thick
    return y


def _arrow(surface, start, end, colour=ui.GOLD):
    pygame.draw.line(surface, colour, start, end, 6)
    direction = pygame.Vector2(end) - pygame.Vector2(start)
    if direction.length() == 0:
        return
    direction.scale_to_length(22)
    left, right = direction.rotate(150), direction.rotate(-150)
    pygame.draw.polygon(surface, colour, [end, pygame.Vector2(end) + left, pygame.Vector2(end) + right])


def _label(surface, text, pos, size=28, colour=ui.INK):
    ui.draw_text(surface, text, pos, size, colour, "midtop")


def _hills(surface, rect):
    ground = rect.bottom - 50
    pygame.draw.line(surface, ui.WOOD, (rect.left + 20, ground), (rect.right - 20, ground), 4)
    for x in (rect.centerx - 120, rect.centerx + 120):
        _hill(surface, (x, ground))
        _label(surface, "hill", (x, ground + 8))
    for i, coin in enumerate(reversed(HILL)):
        draw_coin(surface, (rect.left + 70, rect.top + 50 + i * 62), coin, 2.2)
        _label(surface, coin, (rect.left + 150, rect.top + 36 + i * 62), 26)


def _mining(surface, rect):
    ground = rect.bottom - 50
    top = _hill(surface, (rect.left + 120, ground), HILL[:3])
    draw_coin(surface, (rect.right - 120, rect.centery), "dime", 4.0)
    _arrow(surface, (rect.left + 160, top - 20), (rect.right - 170, rect.centery - 20))
    _label(surface, "top coin", (rect.left + 120, top - 60))
    _label(surface, "your stash", (rect.right - 120, rect.centery + 50))


def _auction(surface, rect):
    for i, coin in enumerate(("quarter", "penny", "dime", "dime")):
        chosen = i in (1, 2)
        x = rect.left + rect.w * (i + 0.5) / 4
        draw_coin(surface, (x, rect.centery - (30 if chosen else 0)), coin, 3.2, highlight=chosen)
    _label(surface, "two chosen in secret, revealed together", (rect.centerx, rect.bottom - 50))


def _scoring(surface, rect):
    rows = (("quarter", 1, 4), ("dime", 2, 3), ("penny", 2, 2), ("nickel", 3, 1))
    for i, (coin, count, points) in enumerate(rows):
        y = rect.top + 40 + i * 60
        for k in range(count):
            draw_coin(surface, (rect.left + 60 + k * 50, y + 16), coin, 1.8)
        _label(surface, f"{count} revealed: {points} point{'s' if points > 1 else ''} each",
               (rect.centerx + 90, y), 30)


def _winning(surface, rect):
    for i, (points, stash) in enumerate(((18, ("quarter",)), (18, ("penny",)), (15, ()))):
        x = rect.left + rect.w * (i + 0.5) / 3
        ui.draw_player_badge(surface, (x, rect.top + 60), i, 56)
        _label(surface, f"{points} points", (x, rect.top + 100), 32)
        for coin in stash:
            draw_coin(surface, (x, rect.top + 180), coin, 2.4)
    _label(surface, "tied on points: the richer stash wins", (rect.centerx, rect.bottom - 50))


def _bear(surface, rect):
    for i, (coin, heads, squash) in enumerate((("quarter", True, 1.0), ("nickel", False, 0.35),
                                              ("penny", True, 0.7), ("dime", False, 1.0))):
        x = rect.left + rect.w * (i + 0.5) / 4
        y = rect.centery - (60 if squash < 1 else 0)
        draw_coin(surface, (x, y), coin, 3.0, heads, squash=squash)
        if squash == 1.0:
            _label(surface, "heads: counts" if heads else "tails: out", (x, rect.centery + 60), 26)


PICTURES = {"hills": _hills, "mining": _mining, "auction": _auction, "scoring": _scoring,
            "winning": _winning, "bear": _bear}


def howto_picture(name: str, surface, rect) -> None:
    draw = PICTURES.get(name)
    if draw is not None:
        draw(surface, pygame.Rect(rect))
