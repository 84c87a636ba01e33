"""Where things sit on the King of Copper table: the table's places on screen, and every
space of the board in board pixels.

The table: the board in its view on the left, a column beside it (Zoom and Trade, the
prompt, the buttons or "Lately"), the player panels and the dice tray on the right.

The track runs clockwise round a 13 x 13 grid of cells; each quarter is one
side of 12 cells, its squares spread evenly along it (STEP cells apart), so a
quarter of fewer squares keeps the districts' room. Positions are designed in
a quarter's own frame (u along its side, v inward) and turned to the board:
so the four quarters look alike. A district snakes in from its head frame
and back out to the track; the ladder of the next quarter runs diagonally
from its Safety Square towards the middle, over the passage that joins two
districts.
"""

from __future__ import annotations

import functools

import pygame

from game.king_of_copper import board as B

# --- the table, in screen pixels ----------------------------------------------------------------
VIEW = pygame.Rect(8, 62, 660, 650)  # the board, seen through the camera
TRAY = pygame.Rect(932, 474, 340, 238)  # the dice tray, under the player panels
PANELS = pygame.Rect(932, 62, 340, 404)  # the player panels
ACTIONS = pygame.Rect(VIEW.right + 8, VIEW.top, 248, VIEW.h)  # prompt, buttons and zoom between board and panels
PROMPT_RECT = pygame.Rect(ACTIONS.left, ACTIONS.top + 64, ACTIONS.w, 150)
BUTTON_ROW = pygame.Rect(ACTIONS.left, ACTIONS.top + 230, ACTIONS.w, ACTIONS.h - 230)
ZOOM_BUTTON = pygame.Rect(ACTIONS.left, ACTIONS.top, ACTIONS.w // 2 - 4, 52)
TRADE_BUTTON = pygame.Rect(ZOOM_BUTTON.right + 8, ACTIONS.top, ACTIONS.w - ZOOM_BUTTON.w - 8, 52)
TOAST_AREA = pygame.Rect(676, 120, 248, 170)  # in the prompt's place beside the board
TUTORIAL_TOASTS = pygame.Rect(676, 452, 248, 250)  # where toasts go while a tutorial card covers their place
COACH_PANELS = PANELS  # a tip goes over the player panels when the buttons fill the column
# Floaters rise over the wood between the Zoom button and the "Lately" lines, which holds
# no hint while the board animates: never over the board's mine names or the panels.
FLOAT_SPOT = (VIEW.right + 8 + 124, 262)
FLOAT_WIDTH = 248
TOKEN_SIZE = 38  # a token at full zoom

# --- the board, in board pixels -------------------------------------------------------------------
CELL = 64  # px per grid cell on the full-size board
MARGIN = 1.7  # cells of margin round the track (the Start yards sit there)
SIDE = 12  # cells along a quarter's side
STEP = SIDE / B.QUARTER  # cells from one track square to the next
SIZE = int((SIDE + 2 * MARGIN + 1) * CELL)
FIT = VIEW.h / SIZE
ZOOMS = (FIT, 1.0, 1.5)  # the whole board; a district or two; a few squares, every word at reading size

# In a quarter's frame: (u, v) in cells; u along the side, v inward.
OCTAGONS = ((3.0, 1.3), (3.8, 2.35), (4.9, 2.9), (6.0, 2.5), (7.0, 3.15), (7.45, 2.15), (8.2, 1.25))
SAFETY = (B.offset_of("safety") * STEP, 0.0)  # the Safety Square where the NEXT quarter's ladder starts
FINISH = (7.6, 4.65)
LADDER = tuple(
    (SAFETY[0] + (FINISH[0] - SAFETY[0]) * k / (B.RUNGS + 1), SAFETY[1] + (FINISH[1] - SAFETY[1]) * k / (B.RUNGS + 1))
    for k in range(1, B.RUNGS + 1)
)
DISTRICT_NAME = (6.0, 1.35)
START = (0.9, -1.15)  # the Start yard, outside the track beside the First Square


def turn(quarter: int, u: float, v: float) -> tuple[float, float]:
    """A point of a quarter's frame in grid cells of the whole board."""
    quarter %= 4
    if quarter == 0:
        return u, v
    if quarter == 1:
        return SIDE - v, u
    if quarter == 2:
        return SIDE - u, SIDE - v
    return v, SIDE - u


def to_px(cell_xy) -> tuple[int, int]:
    x, y = cell_xy
    return int((x + MARGIN + 0.5) * CELL), int((y + MARGIN + 0.5) * CELL)


@functools.lru_cache(maxsize=512)
def node_xy(node: str, quarter: int = 0) -> tuple[int, int]:
    """Board pixel centre of a space. Start and Finish need the seat's quarter."""
    if node == "start":
        return to_px(turn(quarter, *START))
    if node == "home":
        return to_px(turn(quarter - 1, *FINISH))
    if node[0] == "t":
        index = int(node[1:])
        return to_px(turn(index // B.QUARTER, index % B.QUARTER * STEP, 0))
    if node[0] == "L":
        q, rung = (int(x) for x in node[1:].split("_"))
        return to_px(turn(q - 1, *LADDER[rung - 1]))
    district, index = int(node[1]), int(node.split("_")[1])
    return to_px(turn(district, *OCTAGONS[index]))


def token_spot(node: str, quarter: int, slot: int, count: int) -> tuple[float, float]:
    """Where the slot-th of `count` tokens sharing a space stands."""
    x, y = node_xy(node, quarter)
    if node == "start":  # four places in the yard
        return x + (slot % 2 - 0.5) * 30, y + (slot // 2 - 0.5) * 28
    if count <= 1:
        return x, y
    spread = 14 if count == 2 else 16
    offsets = [(-spread, -4), (spread, -4), (-spread, 12), (spread, 12), (0, -16), (0, 16)]
    dx, dy = offsets[slot % len(offsets)]
    return x + dx, y + dy


def panel_rect(seat: int, players: int) -> pygame.Rect:
    """A seat's player panel: the column shared by three or more."""
    height = PANELS.h // max(3, players)
    return pygame.Rect(PANELS.left, PANELS.top + seat * height, PANELS.w, height - 6)
