"""Where the parts of the Coal n' Write table sit on the 1280x720 canvas."""

import pygame

from sprites import theme

TRAY = pygame.Rect(12, 60, 290, 184)
BUNKHOUSE = pygame.Rect(12, 250, 290, 104)
PLAYERS = pygame.Rect(12, 360, 290, 352)
DIE = theme.MIN_DIE  # every die on the table, in the tray, the Bunkhouse or on its way


def bunkhouse_slot(index: int) -> tuple[int, int]:
    """Where the Bunkhouse's index-th worker die rests."""
    return BUNKHOUSE.x + 52 + index * (DIE + 16), BUNKHOUSE.y + 34 + DIE // 2


SHEET = pygame.Rect(312, 56, 962, 660)

# Floaters rise a little from the empty middle of the large sheet's header (between the name
# and the cash), stopping short of the turn line above: no name, box or score there.
FLOAT_SPOT = (SHEET.x + 540, SHEET.y + 32)
FLOAT_WIDTH = 410  # centred at x 852: its right end stays clear of the cash (x 1060)
