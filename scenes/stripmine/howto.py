"""Pictures for Stripmine's how-to-play pages, drawn from the game's own pieces."""

from __future__ import annotations

import pygame

from sprites import theme
from sprites.coin_art import coin_size_px
from sprites.coins import draw_coin, draw_coin_edge

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


def _coin(surface, pos, name, scale, heads=False, **kwargs):
    """Coins lie value side up in the pictures, so the value can be read."""
    draw_coin(surface, pos, name, scale, heads, **kwargs)


def _hills(surface, rect):
    ground = rect.bottom - 70
    pygame.draw.line(surface, theme.WOOD_LIGHT, (rect.left + 20, ground), (rect.right - 20, ground), 4)
    for x in (rect.left + rect.w * 0.3, rect.left + rect.w * 0.72):
        _hill(surface, (x, ground), scale=6.0)
        theme.draw_caption(surface, "a hill", (x, ground + 10))
    for i, coin in enumerate(reversed(HILL)):
        y = rect.top + 50 + i * 58
        _coin(surface, (rect.left + 60, y), coin, 2.3)
        theme.draw_caption(
            surface, coin + (" (top)" if i == 0 else " (bottom)" if i == 3 else ""), (rect.left + 210, y - 14)
        )


def _mining(surface, rect):
    ground = rect.bottom - 70
    top = _hill(surface, (rect.left + 130, ground), HILL[:3], scale=6.0)
    _coin(surface, (rect.right - 120, rect.top + 150), "dime", 4.2)
    theme.draw_arrow(surface, (rect.left + 170, top - 20), (rect.right - 180, rect.top + 170), head=22)
    theme.draw_caption(surface, "take the top coin", (rect.left + 150, top - 70))
    theme.draw_caption(surface, "into your stash", (rect.right - 130, rect.top + 210))


def _auction(surface, rect):
    for i, coin in enumerate(("quarter", "penny", "dime", "dime")):
        chosen = i in (1, 2)
        x = rect.left + rect.w * (i + 0.5) / 4
        _coin(surface, (x, rect.centery - (40 if chosen else 0)), coin, 3.6, highlight=chosen)
        if chosen:
            theme.draw_caption(surface, "chosen", (x, rect.centery + 20), 28, theme.GOLD)
    theme.draw_caption(surface, "two picked in secret,", (rect.centerx, rect.bottom - 110))
    theme.draw_caption(surface, "then revealed together", (rect.centerx, rect.bottom - 70))


def _scoring(surface, rect):
    rows = (("quarter", 1, 4), ("dime", 2, 3), ("penny", 2, 2), ("nickel", 3, 1))
    theme.draw_caption(surface, "scarcest first", (rect.centerx, rect.top + 16), 34, theme.GOLD)
    for i, (coin, count, points) in enumerate(rows):
        y = rect.top + 100 + i * 90
        for k in range(count):
            _coin(surface, (rect.left + 60 + k * 64, y), coin, 2.4)
        theme.draw_text(
            surface,
            f"{points} point{'s' if points > 1 else ''} each",
            (rect.right - 24, y - 16),
            34,
            theme.CREAM,
            "topright",
            shadow=True,
        )


def _rounds(surface, rect):
    """Mining turns, then an auction: three times."""
    for row, (turns, coins) in enumerate(
        ((4, ("dime", "penny", "nickel", "quarter")), (2, ("dime", "penny")), (2, ("nickel", "quarter")))
    ):
        y = rect.top + 90 + row * 150
        theme.draw_text(surface, f"{turns} turns each", (rect.left + 30, y - 58), 30, theme.CREAM, shadow=True)
        for k, coin in enumerate(coins):
            _coin(surface, (rect.left + 60 + k * 62, y), coin, 2.2)
        theme.draw_arrow(surface, (rect.left + 310, y), (rect.left + 370, y), head=18)
        theme.draw_text(surface, f"auction {row + 1}", (rect.left + 384, y), 34, theme.GOLD, "midleft", shadow=True)


def _tie(surface, rect):
    """One quarter and one nickel shown: a tie, and the coin worth more counts as rarer."""
    theme.draw_caption(surface, "each shown once", (rect.centerx, rect.top + 20), 34, theme.GOLD)
    for i, (coin, points) in enumerate((("quarter", 4), ("nickel", 3))):
        y = rect.top + 150 + i * 120
        _coin(surface, (rect.left + 110, y), coin, 3.2)
        theme.draw_text(surface, f"{points} points", (rect.right - 60, y), 40, theme.CREAM, "midright", shadow=True)
    theme.draw_caption(surface, "the coin worth more wins the tie", (rect.centerx, rect.bottom - 90))


def _turn_order(surface, rect):
    """The player with the fewest points mines first."""
    for i, points in enumerate((7, 4)):
        x = rect.left + rect.w * (i + 0.5) / 2
        theme.draw_player_badge(surface, (x, rect.top + 110), i, 80)
        theme.draw_caption(surface, f"{points} points", (x, rect.top + 170), 36)
    x = rect.left + rect.w * 0.75
    theme.draw_arrow(surface, (x, rect.bottom - 150), (x, rect.top + 230), head=22)
    theme.draw_caption(surface, "mines first", (x, rect.bottom - 130), 36, theme.GOLD)
    theme.draw_caption(surface, "fewest points", (rect.centerx, rect.bottom - 70))


def _bear_hill(surface, rect):
    """One hill stands aside; its coins are flipped at the first auction."""
    ground = rect.centery + 70
    aside = pygame.Rect(0, 0, 180, 190)
    aside.midbottom = (rect.left + 130, ground + 20)
    pygame.draw.rect(surface, theme.GOLD_LIGHT, aside, 3, border_radius=16)
    _hill(surface, (aside.centerx, ground), scale=6.5)
    theme.draw_caption(surface, "set aside", (aside.centerx, aside.bottom + 10), 32, theme.GOLD)
    theme.draw_arrow(surface, (aside.right + 14, rect.centery), (aside.right + 64, rect.centery), head=18)
    for i, (coin, heads) in enumerate((("dime", True), ("penny", False), ("nickel", True), ("quarter", False))):
        y = rect.top + 110 + i * 100
        draw_coin(surface, (rect.right - 230, y), coin, 2.4, heads)
        theme.draw_caption(surface, "heads: counts" if heads else "tails: no", (rect.right - 100, y - 16), 30)
    theme.draw_caption(surface, "flipped at auction 1", (rect.centerx, rect.top + 20), 32)


def _winning(surface, rect):
    for i, (points, stash) in enumerate(((18, ("quarter",)), (18, ("penny",)), (15, ()))):
        x = rect.left + rect.w * (i + 0.5) / 3
        theme.draw_player_badge(surface, (x, rect.top + 70), i, 64)
        theme.draw_caption(surface, f"{points} points", (x, rect.top + 120))
        for coin in stash:
            _coin(surface, (x, rect.top + 230), coin, 3.0)
        if i == 0:
            theme.draw_caption(surface, "winner", (x, rect.top + 290), 32, theme.GOLD)
    theme.draw_caption(surface, "tied on points:", (rect.centerx, rect.bottom - 110))
    theme.draw_caption(surface, "the stash worth more wins", (rect.centerx, rect.bottom - 70))


def _bear(surface, rect):
    theme.draw_caption(surface, "held-over coins are flipped", (rect.centerx, rect.top + 20))
    for i, (coin, heads, squash) in enumerate(
        (("quarter", True, 1.0), ("nickel", False, 0.35), ("penny", True, 0.7), ("dime", False, 1.0))
    ):
        x = rect.left + rect.w * (i + 0.5) / 4
        y = rect.centery - (70 if squash < 1 else 0)
        draw_coin(surface, (x, y), coin, 3.4, heads, squash=squash)
        if squash == 1.0:
            theme.draw_caption(surface, "heads:" if heads else "tails:", (x, rect.centery + 60), 30)
            theme.draw_caption(surface, "counts" if heads else "no count", (x, rect.centery + 94), 30)


def _money(surface, rect):
    places = (
        ("1st", "quarter", "quarters"),
        ("2nd", "dime", "dimes"),
        ("3rd", "nickel", "nickels"),
        ("4th", "penny", "pennies"),
    )
    for i, (place, coin, plural) in enumerate(places):
        y = rect.top + 70 + i * 100
        theme.draw_text(surface, place, (rect.left + 40, y), 40, theme.GOLD, "midleft", shadow=True)
        _coin(surface, (rect.left + 190, y), coin, 2.6)
        theme.draw_text(surface, f"all the {plural}", (rect.left + 260, y), 34, theme.CREAM, "midleft", shadow=True)
    theme.draw_caption(surface, "fewer than four? first place takes the rest", (rect.centerx, rect.bottom - 60), 28)


def _blowout(surface, rect):
    theme.draw_caption(surface, "auction 4: the last two coins", (rect.centerx, rect.top + 20))
    for i, coin in enumerate(("nickel", "quarter")):
        x = rect.centerx + (i - 0.5) * 150
        _coin(surface, (x, rect.centery - 40), coin, 4.2, highlight=True)
    theme.draw_arrow(surface, (rect.centerx, rect.bottom - 90), (rect.centerx, rect.centery + 40), head=22)
    theme.draw_caption(surface, "the whole stash is revealed", (rect.centerx, rect.bottom - 80))


PICTURES = {
    "hills": _hills,
    "mining": _mining,
    "auction": _auction,
    "scoring": _scoring,
    "rounds": _rounds,
    "tie": _tie,
    "turn_order": _turn_order,
    "winning": _winning,
    "money": _money,
    "bear_hill": _bear_hill,
    "bear": _bear,
    "blowout": _blowout,
}
