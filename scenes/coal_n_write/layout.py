"""Where the parts of the Coal n' Write table sit on the 1280x720 canvas: the
fixed rects and sizes, the places on a sheet (SheetLayout) and on the boards
laid over its mine, each a pure function of them, for drawing and for clicks."""

from __future__ import annotations

import pygame

from game.coal_n_write.content import (
    BURRO_SLOTS,
    DEPOSITS,
    MAX_BURROS,
    MINERALS,
    STASH_SIZE,
    TACK_SLOTS,
    TUNNEL_DEPOSITS,
    TUNNELS,
)
from sprites import theme

TRAY = pygame.Rect(12, 60, 290, 184)
BUNKHOUSE = pygame.Rect(12, 250, 290, 104)
PLAYERS = pygame.Rect(12, 360, 290, 352)
DIE = theme.MIN_DIE  # every die on the table, in the tray, the Bunkhouse or on its way


def bunkhouse_slot(index: int) -> tuple[int, int]:
    """Where the Bunkhouse's index-th worker die rests."""
    return BUNKHOUSE.x + 52 + index * (DIE + 16), BUNKHOUSE.y + 34 + DIE // 2


def bunkhouse_rects(bunkhouse: list[int]) -> dict[int, pygame.Rect]:
    """Where each die resting in the Bunkhouse lies, by die."""
    found = {}
    for i, die in enumerate(bunkhouse):
        found[die] = pygame.Rect(0, 0, DIE, DIE)
        found[die].center = bunkhouse_slot(i)
    return found


def die_rect(position) -> pygame.Rect:
    """The square a die at `position` (its centre) covers: what a click hits and labels keep clear of."""
    rect = pygame.Rect(0, 0, DIE, DIE)
    rect.center = (round(position[0]), round(position[1]))
    return rect


def player_row(seat: int, players: int) -> pygame.Rect:
    """A player's row in the list on the left (a click there shows their sheet large)."""
    height = min(62, PLAYERS.h // max(1, players))
    return pygame.Rect(PLAYERS.x, PLAYERS.y + seat * height, PLAYERS.w, height - 4)


SHEET = pygame.Rect(312, 56, 962, 660)

# Floaters rise a little from the empty middle of the large sheet's header (between the name
# and the cash), stopping short of the turn line above: no name, box or score there.
FLOAT_SPOT = (SHEET.x + 540, SHEET.y + 32)
FLOAT_WIDTH = 410  # centred at x 852: its right end stays clear of the cash (x 1060)

# Where Learn to play's card may sit (about 600 x 240 at most): over the players' list and the
# first burros, or over the store's buttons and the last burros. Both leave the dice and the
# middle of the mine clear.
CARD_LEFT = pygame.Rect(8, 470, 600, 240)
CARD_RIGHT = pygame.Rect(672, 470, 600, 240)

CELL = 46  # a deposit's column: its number box and, above it, its dig boxes
DIG_BOX = 20  # one dig box; two sit side by side, a third on top


def _dig_boxes(area: pygame.Rect, digs: int) -> list[pygame.Rect]:
    """A deposit's dig boxes in its dig area, in the order they are scratched:
    the bottom pair side by side (one alone sits in the middle), a third on top."""
    size, gap = DIG_BOX, 2
    bottom, top = area.bottom - size - 1, area.y + 1
    mid = area.centerx - size // 2
    spots = (
        [(mid, bottom)] if digs == 1 else [(area.centerx - size - gap // 2, bottom), (area.centerx + gap // 2, bottom)]
    )
    if digs >= 3:
        spots.append((mid, top))
    return [pygame.Rect(x, y, size, size) for x, y in spots[:digs]]


class SheetLayout:
    """Where everything sits on a sheet drawn into `rect`."""

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        r = self.rect
        self.header = pygame.Rect(r.x + 16, r.y + 8, r.w - 32, 46)
        self.mine = pygame.Rect(r.x + 14, r.y + 58, 680, 424)
        self.stash = pygame.Rect(self.mine.right + 14, r.y + 58, r.right - self.mine.right - 34, 268)
        self.store = pygame.Rect(
            self.stash.x, self.stash.bottom + 8, self.stash.w, self.mine.bottom - self.stash.bottom - 8
        )
        self.burros = pygame.Rect(r.x + 14, self.mine.bottom + 8, r.w - 34, r.bottom - self.mine.bottom - 22)
        self.main_tunnel = pygame.Rect(self.mine.centerx - 18, self.mine.y + 6, 36, self.mine.h - 12)
        self.deposits: dict[int, pygame.Rect] = {}  # the number box: a click claims
        self.dig_areas: dict[int, pygame.Rect] = {}  # over it, its dig boxes: a click digs the next one
        self.dig_boxes: dict[tuple[int, int], pygame.Rect] = {}
        self.tunnel_labels: dict[int, pygame.Rect] = {}
        rows = {"left": 0, "right": 0}
        per_side = max(1, sum(1 for t in TUNNELS if t["side"] == "left"))
        row_h = (self.mine.h - 16) // per_side
        for t, tunnel in enumerate(TUNNELS):
            side = tunnel["side"]
            row = rows[side]
            rows[side] += 1
            y = self.mine.y + 8 + row * row_h + 50
            for step, index in enumerate(TUNNEL_DEPOSITS[t]):
                if side == "left":
                    x = self.main_tunnel.left - 8 - (step + 1) * CELL
                else:
                    x = self.main_tunnel.right + 8 + step * CELL
                deposit = pygame.Rect(x + 2, y, CELL - 4, 40)
                self.deposits[index] = deposit
                area = pygame.Rect(deposit.x, deposit.y - 46, deposit.w, 44)
                self.dig_areas[index] = area
                for k, box_rect in enumerate(_dig_boxes(area, DEPOSITS[index].digs)):
                    self.dig_boxes[(index, k)] = box_rect
            count = len(TUNNEL_DEPOSITS[t])
            if side == "left":
                label = pygame.Rect(self.main_tunnel.left - 8 - count * CELL - 36, y + 4, 32, 32)
            else:
                label = pygame.Rect(self.main_tunnel.right + 8 + count * CELL + 4, y + 4, 32, 32)
            self.tunnel_labels[t] = label
        cols = 6
        size = min((self.stash.w - 8) // cols, 38)
        self.stash_spots = [
            pygame.Rect(
                self.stash.x + 4 + (i % cols) * size, self.stash.y + 34 + (i // cols) * size, size - 4, size - 4
            )
            for i in range(STASH_SIZE)
        ]
        self.burro_rects = []
        width = self.burros.w // MAX_BURROS
        for b in range(MAX_BURROS):
            self.burro_rects.append(pygame.Rect(self.burros.x + b * width + 2, self.burros.y, width - 6, self.burros.h))
        # the boards laid over the mine: loading a burro, the blackjack table and the (taller) store counter
        self.panel = pygame.Rect(self.mine.x + 20, self.mine.y + 10, self.mine.w - 40, self.mine.h - 20)
        self.blackjack_panel = self.panel.inflate(-100, -70)
        self.store_panel = pygame.Rect(self.panel.x, self.panel.y, self.panel.w, r.bottom - self.panel.y - 14)

    def burro_slots(self, burro: int) -> list[pygame.Rect]:
        rect = self.burro_rects[burro]
        size = min(28, (rect.w - 8) // 4)
        slots = []
        for i in range(BURRO_SLOTS + TACK_SLOTS):
            col, row = i % 4, i // 4
            slots.append(pygame.Rect(rect.x + 4 + col * (size + 2), rect.y + 58 + row * (size + 2), size, size))
        return slots

    def burro_hat(self, burro: int) -> tuple[int, int]:
        rect = self.burro_rects[burro]
        return rect.right - 26, rect.y + 26

    def buttons(self, loading: bool) -> dict[str, pygame.Rect]:
        """The sheet's buttons under the Ore Stash: General Store, Undo, Done (Send burro
        alone, the whole width, while `loading`) and the Tonic's, which takes the place of the
        store goods' lines while a Tonic may be drunk (nothing else is drawn there)."""
        store = self.store
        done = pygame.Rect(store.x + store.w // 2 + 2, store.bottom - 42, store.w // 2 - 2, 42)
        if loading:  # Send burro alone, the whole width
            done = pygame.Rect(store.x, store.bottom - 42, store.w, 42)
        return {
            "store": pygame.Rect(store.x, store.y + GOODS_H + 2, store.w, 40),
            "undo": pygame.Rect(store.x, store.bottom - 42, store.w // 2 - 6, 42),
            "done": done,
            "tonic": pygame.Rect(store.x, store.y + 6, store.w - 34, GOODS_H - 10),
        }

    def goods(self) -> pygame.Rect:
        """Where the store goods a sheet holds are listed, beside a bandit's hat."""
        return pygame.Rect(self.store.x, self.store.y + 2, self.store.w - 34, GOODS_H - 2)


GOODS_H = 60  # the store goods' lines over the General Store: three at the smallest size
ROW_H = 48  # a row of the store counter


def store_rects(rect, count: int) -> list[pygame.Rect]:
    """Where the store counter's rows sit, for drawing and for clicks."""
    panel = pygame.Rect(rect)
    return [pygame.Rect(panel.x + 12, panel.y + 50 + i * ROW_H, panel.w - 24, ROW_H - 4) for i in range(count)]


def store_note(rect) -> pygame.Rect:
    """Where the store counter says what its focused row does, or why it can't be had."""
    panel = pygame.Rect(rect)
    return pygame.Rect(panel.x + 16, panel.bottom - 66, panel.w - 32, 62)


def load_row(rect, mineral: str) -> pygame.Rect:
    """A mineral's row on the loading board: its name, value and counts, its - and +."""
    panel = pygame.Rect(rect)
    return pygame.Rect(panel.x + 12, panel.y + 54 + MINERALS.index(mineral) * 56, panel.w - 24, 50)


def load_heading(rect) -> pygame.Rect:
    """The loading board's heading ("Load burro 1: 2 of 6", "Choose a glowing burro below")."""
    panel = pygame.Rect(rect)
    return pygame.Rect(panel.x + 12, panel.y + 8, panel.w - 24, load_row(panel, MINERALS[0]).top - panel.y - 12)


def load_rects(rect) -> dict:
    """Where loading the burro's buttons sit: {("unload"|"load", m): the - or +
    of a mineral's row, ("send",): Send}, for drawing and for clicks."""
    panel = pygame.Rect(rect)
    rects: dict[tuple, pygame.Rect] = {}
    for m in MINERALS:
        row = load_row(panel, m)
        rects[("unload", m)] = pygame.Rect(row.right - 160, row.y + 5, 44, 40)
        rects[("load", m)] = pygame.Rect(row.right - 52, row.y + 5, 44, 40)
    rects[("send",)] = pygame.Rect(panel.x + 12, panel.y + 54 + 4 * 56 + 4, panel.w - 24, 50)
    return rects


def load_words(rect) -> pygame.Rect:
    """Where loading the burro's words sit: its title and each row's mineral, value and count
    left of the - and + (what a player reads while loading, beside load_rects' buttons)."""
    panel = pygame.Rect(rect)
    return pygame.Rect(panel.x + 12, panel.y + 8, panel.w - 24 - 168, 54 + len(MINERALS) * 56 - 14)


def blackjack_rects(rect) -> dict:
    """Where the blackjack table's Hit and Stay sit, for drawing and for clicks."""
    panel = pygame.Rect(rect)
    return {
        kind: pygame.Rect(panel.x + 20 + i * (panel.w // 2), panel.bottom - 76, panel.w // 2 - 40, 58)
        for i, kind in enumerate(("hit", "stay"))
    }
