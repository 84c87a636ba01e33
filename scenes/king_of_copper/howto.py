"""Pictures for King of Copper's how-to-play pages, drawn from the game's own pieces."""

from __future__ import annotations

import functools

import pygame

from game.king_of_copper import board as B
from game.king_of_copper.cards import CHARACTERS
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.art import paint_board
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
    theme.draw_caption(surface, "one token 5, or two tokens 2 and 3", (rect.centerx, rect.top + 400))
    theme.draw_caption(surface, "doubles roll again", (rect.centerx, rect.top + 440), 30, theme.GOLD_LIGHT)


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
    theme.draw_caption(surface, "bump: back to Start, then pick", (rect.centerx, rect.top + 380))
    theme.draw_caption(surface, "one face-down chip", (rect.centerx, rect.top + 416))


def _mining(surface, rect):
    draw_head_frame(surface, (rect.left + 80, rect.top + 120), 80, theme.CREAM)
    theme.draw_caption(surface, "head frame", (rect.left + 80, rect.top + 170), 28)
    points = [(rect.left + 200 + i * 80, rect.top + 130 + (i % 2) * 60) for i in range(4)]
    for i, (x, y) in enumerate(points):
        pygame.draw.polygon(surface, (220, 180, 150), octagon_points((x, y), 32))
        pygame.draw.polygon(surface, theme.BROWN_DARK, octagon_points((x, y), 32), 3)
        if i in (1, 3):
            draw_cart(surface, (x, y + 10), 30)
    theme.draw_arrow(surface, (rect.left + 200, rect.top + 60), (rect.left + 440, rect.top + 60))
    theme.draw_caption(surface, "next turn, walk in", (rect.centerx, rect.top + 260))
    theme.draw_caption(surface, "forward or back", (rect.centerx, rect.top + 300), 30, theme.GOLD_LIGHT)


def _deep(surface, rect):
    surface.blit(chip_image("blue", 110), (rect.left + 60, rect.top + 60))
    draw_die(surface, (rect.left + 330, rect.top + 110), 90, D10_FACES[7])
    theme.draw_caption(surface, "peek $50, dig $50 more", (rect.centerx, rect.top + 220))
    theme.draw_caption(surface, "then roll the d10", (rect.centerx, rect.top + 262))
    theme.draw_caption(
        surface, "Fool's Gold: free, peek refunded", (rect.centerx, rect.top + 340), 30, theme.GOLD_LIGHT
    )


def _cavein(surface, rect):
    draw_die(surface, (rect.centerx, rect.top + 80), 90, D10_FACES[0])
    rows = ("1st deep mine: 0 caves in", "2nd: 0 or 1", "3rd: 0 to 2", "4th: 0 to 3")
    for i, row in enumerate(rows):
        theme.draw_caption(surface, row, (rect.centerx, rect.top + 160 + i * 44), 32)
    theme.draw_caption(
        surface, "a cave-in: your tokens there go to Start", (rect.centerx, rect.top + 360), 28, theme.GOLD_LIGHT
    )


def _tunnel(surface, rect):
    for i, (a, b) in enumerate(((3, 4), (1, 2), (3, 6))):
        draw_die(surface, (rect.left + 90 + i * 160, rect.top + 110), 60, d6(a))
        draw_die(surface, (rect.left + 150 + i * 160, rect.top + 110), 60, d6(b))
    theme.draw_caption(surface, "7 or 3 in all, or a 3 on either die:", (rect.centerx, rect.top + 190))
    theme.draw_caption(surface, "come out at any tunnel exit", (rect.centerx, rect.top + 230))
    hole = pygame.Rect(0, 0, 120, 80)
    hole.center = (rect.centerx, rect.top + 360)
    pygame.draw.ellipse(surface, (20, 14, 10), hole)
    pygame.draw.arc(surface, (200, 170, 120), hole.inflate(10, 10), 0, 3.14, 5)


def _finish(surface, rect):
    for i in range(4):
        pygame.draw.circle(surface, (250, 240, 220), (rect.left + 100 + i * 80, rect.top + 260 - i * 40), 24)
    pygame.draw.circle(surface, theme.player_colour(0), (rect.left + 440, rect.top + 100), 46)
    theme.draw_text(surface, "FINISH", (rect.left + 440, rect.top + 100), theme.MIN_TEXT, theme.CREAM, "center")
    token = token_image(0, 44)
    surface.blit(token, token.get_rect(center=(rect.left + 100, rect.top + 260)))
    surface.blit(chip_image("blue", 80, True, 500), (rect.left + 40, rect.top + 320))
    theme.draw_caption(surface, "exact roll into Finish (doubles may overshoot)", (rect.centerx, rect.top + 20), 30)
    theme.draw_caption(surface, "cash blue chips", (rect.left + 330, rect.top + 330), 30)
    theme.draw_caption(surface, "each time you reach Finish", (rect.left + 330, rect.top + 370), 30)


def _trade(surface, rect):
    surface.blit(title_image(70, 0), (rect.left + 80, rect.top + 120))
    surface.blit(title_image(70, 1), (rect.right - 150, rect.top + 120))
    theme.draw_arrow(surface, (rect.left + 170, rect.top + 140), (rect.right - 170, rect.top + 140))
    theme.draw_arrow(surface, (rect.right - 170, rect.top + 200), (rect.left + 170, rect.top + 200), theme.COPPER)
    theme.draw_caption(surface, "titles, tickets and money", (rect.centerx, rect.top + 280))
    theme.draw_caption(surface, "the other player accepts or declines", (rect.centerx, rect.top + 320), 30)


# --- pictures cut from the printed board ----------------------------------------------------------
@functools.lru_cache(maxsize=1)
def _board_art() -> pygame.Surface:
    """The board as two players see it (seats at quarters 0 and 2)."""
    return paint_board(B.quarters_for(2), {0: 0, 2: 1})


def _board_cut(surface, rect, nodes, top: int = 20, height: int = 300, margin: float = 0.9) -> pygame.Rect:
    """The part of the board round `nodes`, scaled to fit the picture's width and `height`."""
    points = [L.node_xy(node) for node in nodes]
    pad = L.CELL * margin
    left, right = min(x for x, _ in points) - pad, max(x for x, _ in points) + pad
    upper, lower = min(y for _, y in points) - pad, max(y for _, y in points) + pad
    cut = pygame.Rect(int(left), int(upper), int(right - left), int(lower - upper)).clip(_board_art().get_rect())
    scale = min((rect.w - 20) / cut.w, height / cut.h)
    image = pygame.transform.smoothscale(_board_art().subsurface(cut), (int(cut.w * scale), int(cut.h * scale)))
    placed = image.get_rect(midtop=(rect.centerx, rect.top + top))
    surface.blit(image, placed)
    pygame.draw.rect(surface, theme.BROWN_DARK, placed, 4, border_radius=6)
    return placed


def _goal(surface, rect):
    _board_cut(surface, rect, ["t0", "t10", "t20", "t30"], top=0, height=420, margin=0.6)
    theme.draw_caption(surface, "race to Finish, get rich", (rect.centerx, rect.top + 440))


def _board(surface, rect):
    _board_cut(surface, rect, ["t0", "t10", "t20", "t30"], top=0, height=480, margin=0.6)


def _safe(surface, rect):
    _board_cut(surface, rect, [B.track(i) for i in range(4, 11)], top=60, height=200)
    theme.draw_caption(surface, "a star: safe from bumping", (rect.centerx, rect.top + 300))
    theme.draw_caption(surface, "camps, First and Safety Squares", (rect.centerx, rect.top + 344), 30, theme.GOLD_LIGHT)


def _title(surface, rect):
    _board_cut(surface, rect, ["t2", "D0_0", "D0_1", "D0_3"], top=0, height=280)
    surface.blit(title_image(70, None), (rect.left + 150, rect.top + 320))
    surface.blit(chip_image("green", 70), (rect.left + 330, rect.top + 320))
    theme.draw_caption(surface, "title $50", (rect.left + 185, rect.top + 400), 30)
    theme.draw_caption(surface, "then $50", (rect.left + 365, rect.top + 400), 30)


def _passage(surface, rect):
    _board_cut(surface, rect, ["D0_6", "D1_1", B.ladder(1, 1), B.ladder(1, 4)], top=0, height=330)
    theme.draw_caption(surface, "under your own ladder: bad luck", (rect.centerx, rect.top + 360), 30, theme.GOLD_LIGHT)


def _event(surface, rect):
    card = pygame.Rect(0, 0, 230, 300)
    card.center = (rect.centerx, rect.top + 190)
    pygame.draw.rect(surface, theme.SHADOW, card.move(6, 8), border_radius=16)
    pygame.draw.rect(surface, theme.PARCHMENT, card, border_radius=16)
    pygame.draw.rect(surface, (180, 50, 40), card, 6, border_radius=16)
    theme.draw_text(surface, "?", (card.centerx, card.top + 90), 110, (180, 50, 40), "center")
    theme.draw_text(surface, "Smelter", (card.centerx, card.top + 190), 34, theme.INK, "center")
    theme.draw_text(surface, "payday: +$100", (card.centerx, card.top + 230), 30, theme.INK, "center")
    theme.draw_caption(surface, "a red Event square draws a card", (rect.centerx, rect.top + 380))


def _character(surface, rect):
    for i in range(3):
        surface.blit(title_image(70, i), (rect.left + 70 + i * 90, rect.top + 60))
    theme.draw_arrow(surface, (rect.left + 340, rect.top + 95), (rect.left + 400, rect.top + 95))
    card = pygame.Rect(rect.left + 410, rect.top + 20, 130, 170)
    pygame.draw.rect(surface, theme.PARCHMENT, card, border_radius=12)
    pygame.draw.rect(surface, theme.GOLD, card, 5, border_radius=12)
    theme.draw_wrapped(surface, "The Banker", card.inflate(-16, -40), 30, theme.INK)
    theme.draw_caption(surface, "3 titles, 3 districts:", (rect.centerx, rect.top + 250))
    theme.draw_caption(surface, "a Character Card and its power", (rect.centerx, rect.top + 294))


def _sapphires(surface, rect):
    for i, (kind, sapphire, value) in enumerate(
        (("green", "sacred", "$1000"), ("blue", "anaconda", "$800"), ("blue", "great_blue", "$2000"))
    ):
        x = rect.left + 100 + i * 180
        surface.blit(chip_image(kind, 110, True, value, sapphire), (x - 55, rect.top + 60))
        theme.draw_caption(surface, value, (x, rect.top + 190))
    theme.draw_caption(
        surface, "pay when all your tokens are in Finish", (rect.centerx, rect.top + 300), 30, theme.GOLD_LIGHT
    )


def _end(surface, rect):
    home = (rect.centerx, rect.top + 170)
    pygame.draw.circle(surface, theme.player_colour(0), home, 120)
    pygame.draw.circle(surface, theme.CREAM, home, 120, 6)
    theme.draw_text(surface, "FINISH", (home[0], home[1] - 70), 34, theme.CREAM, "center")
    for i in range(4):
        token = token_image(0, 50)
        surface.blit(token, token.get_rect(center=(home[0] - 84 + i * 56, home[1] + 10)))
    theme.draw_caption(surface, "first all in Finish: +$1000", (rect.centerx, rect.top + 320))
    theme.draw_caption(surface, "the richest is crowned", (rect.centerx, rect.top + 364), 32, theme.GOLD_LIGHT)


def _chips(surface, rect):
    chips = (("green", 150, ""), ("green", 75, ""), ("blue", 900, ""), ("blue", 0, ""))
    for i, (kind, value, sapphire) in enumerate(chips):
        surface.blit(chip_image(kind, 100, True, value, sapphire), (rect.left + 40 + i * 130, rect.top + 80))
    for i, kind in enumerate(("green", "blue")):
        surface.blit(chip_image(kind, 100), (rect.left + 170 + i * 130, rect.top + 240))
    theme.draw_caption(surface, "face down: only green or blue shows", (rect.centerx, rect.top + 370), 30)


def _cards(surface, rect):
    for i, card in enumerate(list(CHARACTERS.values())[:5]):
        box = pygame.Rect(rect.left + 20 + (i % 3) * 180, rect.top + 20 + (i // 3) * 210, 160, 190)
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, box, 5, border_radius=12)
        theme.draw_wrapped(surface, card["name"], box.inflate(-16, -90).move(0, -40), 28, theme.INK)
        theme.draw_wrapped(surface, card["short"], box.inflate(-16, -90).move(0, 50), 27, theme.COPPER)


PICTURES = {
    "goal": _goal,
    "race": _race,
    "safe": _safe,
    "bump": _bump,
    "event": _event,
    "mining": _mining,
    "title": _title,
    "passage": _passage,
    "character": _character,
    "deep": _deep,
    "cavein": _cavein,
    "tunnel": _tunnel,
    "finish": _finish,
    "sapphires": _sapphires,
    "end": _end,
    "trade": _trade,
    "board": _board,
    "chips": _chips,
    "cards": _cards,
}
