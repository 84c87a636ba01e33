"""The printed board of old Butte, painted once into a surface: the track
with its squares, the four mining districts with head frames, octagon paths
and passages, the ladders, Finish circles and Start yards.

The art is seen zoomed out to a whole board about 0.6 times its size, where a word
painted into a square could not be read from the sofa: squares speak by colour and
symbol (a camp's green star, a seat's own star and colour for its First Square, its
Start yard and Finish), and the words a player reads are drawn at screen size over it."""

from __future__ import annotations

import random

import pygame

from game.king_of_copper import board as B
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.pieces import draw_cart, draw_head_frame, octagon_points
from sprites import theme
from sprites.drawing import draw_dashes, shade

SQUARE = 56  # px of a track square on the full-size board
OCTAGON_R = 27
HILL, HILL_SIZE = "BUTTE", 44  # the name printed on the hill in the board's middle
SQUARE_COLOURS = {
    "plain": (232, 212, 170),
    "event": (206, 80, 64),
    "headframe": (150, 150, 150),
    "tunnel": (92, 70, 56),
    "exit": (128, 104, 80),
    "safety": (255, 214, 90),
    "first": (255, 214, 90),
    "camp": (176, 210, 140),
}
DISTRICT_TINTS = ((196, 120, 80), (170, 140, 90), (150, 120, 110), (180, 110, 100))


def paint_board(quarters, seat_colours: dict[int, int], colour_blind: bool = False) -> pygame.Surface:
    """The whole board. seat_colours maps a quarter to its player's colour index."""
    size = L.SIZE
    art = pygame.Surface((size, size))
    art.fill((120, 86, 56))
    rng = random.Random(5)
    inner = pygame.Rect(0, 0, size, size).inflate(-L.CELL * 1.2, -L.CELL * 1.2)
    pygame.draw.rect(art, (196, 160, 112), inner, border_radius=40)
    for _ in range(220):  # speckles of spoil and gravel
        x, y = rng.randrange(inner.left, inner.right), rng.randrange(inner.top, inner.bottom)
        pygame.draw.circle(art, shade((196, 160, 112), rng.uniform(-0.15, 0.08)), (x, y), rng.randint(2, 6))
    _paint_hill_labels(art)
    for district in range(4):
        _paint_district(art, district)
    for district in range(4):
        _paint_passage(art, district)
    for q in range(4):
        _paint_ladder(art, q, seat_colours.get(q), colour_blind)
    for index in range(B.TRACK):
        _paint_square(art, index, seat_colours, colour_blind)
    for q in range(4):
        _paint_start(art, q, seat_colours.get(q), colour_blind)
    return art


def _paint_hill_labels(art) -> None:
    centre = L.to_px((L.SIDE / 2, L.SIDE / 2))
    pygame.draw.circle(art, (170, 130, 90), centre, int(L.CELL * 1.5))
    pygame.draw.circle(art, (140, 100, 70), centre, int(L.CELL * 1.5), 4)
    theme.draw_text(art, HILL, centre, HILL_SIZE, theme.BROWN_DARK, "center")


def _paint_district(art, district: int) -> None:
    points = [L.node_xy(B.octagon(district, k)) for k in range(B.OCTAGONS)]
    head, exit_ = L.node_xy(B.head_frame(district)), L.node_xy(B.district_exit(district))
    tint = DISTRICT_TINTS[district]
    for a, b in zip([head] + points, points + [exit_]):  # the path: a dotted miners' trail
        _dotted(art, (90, 60, 40), a, b, 5, 9)
    for k, (x, y) in enumerate(points):
        node = B.octagon(district, k)
        mine = B.kind(node) == "mine"
        pygame.draw.polygon(art, (60, 40, 28), octagon_points((x + 2, y + 3), OCTAGON_R))
        pygame.draw.polygon(art, shade(tint, 0.25) if mine else shade(tint, 0.45), octagon_points((x, y), OCTAGON_R))
        pygame.draw.polygon(art, shade(tint, -0.5), octagon_points((x, y), OCTAGON_R), 3)
        if mine:  # its name is drawn at screen size over the board (labels.py)
            draw_cart(art, (x, y + 10), 26)


def _paint_passage(art, district: int) -> None:
    a, b = (L.node_xy(m) for m in B.passage_mines(district))
    _dotted(art, (40, 28, 20), a, b, 4, 7)


def _dotted(surface, colour, a, b, width, gap) -> None:
    """Dots and gaps of about `gap` pixels each, stretched to fit the line."""
    (ax, ay), (bx, by) = a, b
    length = max(1.0, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5)
    draw_dashes(surface, colour, a, b, width, int(length // gap))


def _paint_ladder(art, quarter: int, colour_index, colour_blind) -> None:
    """A ladder from the Safety Square towards the middle, then Finish."""
    colour = theme.player_colour(colour_index, colour_blind) if colour_index is not None else (150, 130, 110)
    safety = L.node_xy(B.safety_square(quarter))
    rungs = [L.node_xy(B.ladder(quarter, r)) for r in range(1, B.RUNGS + 1)]
    finish = L.node_xy("home", quarter)
    start, end = pygame.Vector2(safety), pygame.Vector2(finish)
    side = (end - start).normalize().rotate(90) * 20
    for rail in (side, -side):
        pygame.draw.line(art, (60, 40, 28), start + rail, end + rail, 7)
        pygame.draw.line(art, shade(colour, -0.2), start + rail, end + rail, 4)
    for x, y in rungs:  # a rung either side of every space
        pygame.draw.circle(art, (250, 240, 220), (x, y), 20)
        pygame.draw.circle(art, shade(colour, -0.3), (x, y), 20, 3)
    pygame.draw.circle(art, (60, 40, 28), (finish[0] + 2, finish[1] + 3), 36)
    pygame.draw.circle(art, colour, finish, 36)
    pygame.draw.circle(art, theme.BROWN_DARK, finish, 36, 4)
    if colour_index is not None:
        theme.draw_symbol(art, theme.SYMBOLS[colour_index % len(theme.SYMBOLS)], finish, 16, theme.ink_for(colour))


def _paint_square(art, index: int, seat_colours, colour_blind) -> None:
    node = B.track(index)
    kind = B.kind(node)
    x, y = L.node_xy(node)
    rect = pygame.Rect(0, 0, SQUARE, SQUARE)
    rect.center = (x, y)
    fill = SQUARE_COLOURS[kind]
    owner = None
    if kind == "first":
        owner = seat_colours.get(index // B.QUARTER)
    elif kind == "safety":
        owner = seat_colours.get((index // B.QUARTER + 1) % 4)
    if owner is not None:
        fill = shade(theme.player_colour(owner, colour_blind), 0.25)
    pygame.draw.rect(art, (50, 32, 22), rect.move(2, 3), border_radius=10)
    pygame.draw.rect(art, fill, rect, border_radius=10)
    pygame.draw.rect(art, (70, 46, 30), rect, 3, border_radius=10)
    if kind == "event":
        card = pygame.Rect(0, 0, 28, 36)
        card.center = (x, y)
        pygame.draw.rect(art, theme.PARCHMENT, card, border_radius=4)
        theme.draw_text(art, "?", card.center, 34, (180, 50, 40), "center")
    elif kind == "headframe":
        draw_head_frame(art, (x, y + 2), 44)
    elif kind in ("tunnel", "exit"):
        hole = pygame.Rect(0, 0, 40, 30)
        hole.center = (x, y + 4)
        pygame.draw.ellipse(art, (20, 14, 10), hole)
        pygame.draw.arc(art, (200, 170, 120), hole.inflate(6, 6), 0, 3.14, 3)
    elif kind in ("safety", "first"):
        theme.draw_symbol(art, "star", (x, y), 15, (255, 250, 230), outline=(120, 80, 20))
    elif kind == "camp":  # a Safety Square that is nobody's own: green, with the star
        theme.draw_symbol(art, "star", (x, y), 15, (255, 250, 230), outline=(60, 100, 40))


def _paint_start(art, quarter: int, colour_index, colour_blind) -> None:
    if colour_index is None:
        return
    x, y = L.node_xy("start", quarter)
    colour = theme.player_colour(colour_index, colour_blind)
    yard = pygame.Rect(0, 0, 92, 84)
    yard.center = (x, y)
    pygame.draw.rect(art, shade(colour, -0.35), yard.move(2, 3), border_radius=16)
    pygame.draw.rect(art, shade(colour, 0.3), yard, border_radius=16)
    pygame.draw.rect(art, theme.BROWN_DARK, yard, 3, border_radius=16)
