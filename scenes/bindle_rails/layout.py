"""Where everything sits on the Bindle Rails Express mat (1280x720 canvas),
and the static mat image (panels, tracks, labels) rendered once per game."""

from __future__ import annotations

import pygame

from game.bindle_rails import rules
from sprites import theme

ROUTE_PANEL = pygame.Rect(12, 64, 236, 646)
TRAY = pygame.Rect(258, 64, 620, 330)
KEEP = pygame.Rect(258, 402, 620, 74)
USE_PANEL = pygame.Rect(258, 484, 620, 226)
VALUE_PANEL = pygame.Rect(888, 64, 380, 300)
TECH_PANEL = pygame.Rect(888, 372, 380, 92)
EXTRA_PANEL = pygame.Rect(888, 472, 380, 238)

DIE = theme.MIN_DIE  # dice in the tray, the keep row and on the route track: read from the couch
SMALL_DIE = 28  # dice spent on the mat: a record of what was paid, the words beside them say how much
BP_BOX = pygame.Rect(270, 560, 196, 138)
TERRAIN_BOX = pygame.Rect(476, 560, 120, 138)
BUTTON_X, BUTTON_W = 610, 256
BUTTON_ROWS = (530, 590, 650)
ROW_H = 64
TRACK_X, SPACE_W = VALUE_PANEL.left + 12, 27
ARROW_W = 38
TECH_X, TECH_W = 960, 48


def keep_slot(die: int) -> tuple[int, int]:
    step = (KEEP.w - 20) / 8
    return (int(KEEP.left + 10 + step * (die + 0.5)), KEEP.centery)


def route_slot_rect(slot: int, count: int) -> pygame.Rect:
    step = min(DIE + 6, (ROUTE_PANEL.h - 86) // max(1, count))
    return pygame.Rect(ROUTE_PANEL.left + 12, ROUTE_PANEL.top + 36 + slot * step, ROUTE_PANEL.w - 24, step - 2)


def route_slot(slot: int, count: int) -> tuple[int, int]:
    rect = route_slot_rect(slot, count)
    return (rect.left + DIE // 2 + 16, rect.centery)  # rivals' markers walk down the strip on its left


def chicago_rect(count: int) -> pygame.Rect:
    last = route_slot_rect(count - 1, count)
    return pygame.Rect(ROUTE_PANEL.left + 12, last.bottom + 6, ROUTE_PANEL.w - 24, 36)


def value_row(company: int) -> pygame.Rect:
    return pygame.Rect(VALUE_PANEL.left + 10, VALUE_PANEL.top + 40 + company * ROW_H, VALUE_PANEL.w - 20, ROW_H - 6)


def value_space(company: int, index: float) -> tuple[float, float]:
    """A space of the value track: under the railroad's name, left of its two arrows."""
    row = value_row(company)
    return (TRACK_X + SPACE_W * (index + 0.5), row.top + 39)


def arrow_rect(company: int, up: bool) -> pygame.Rect:
    """Up and down side by side at the row's end: each a full-height target."""
    row = value_row(company)
    return pygame.Rect(row.right - 2 * ARROW_W - 4 + (0 if up else ARROW_W + 4), row.top + 3, ARROW_W, row.h - 6)


def tech_space(level: float) -> tuple[float, float]:
    return (TECH_X + TECH_W * (level - rules.TECH_START + 0.5), TECH_PANEL.top + 30)


def tech_rect() -> pygame.Rect:
    return pygame.Rect(TECH_X - 6, TECH_PANEL.top + 6, TECH_W * 6 + 12, 48)


PRIVATE_H = 33  # a private company's row: a target big enough to tap from the couch


def private_rect(index: int) -> pygame.Rect:
    return pygame.Rect(
        EXTRA_PANEL.left + 10, EXTRA_PANEL.top + 36 + index * PRIVATE_H, EXTRA_PANEL.w - 20, PRIVATE_H - 1
    )


def goals_top() -> int:
    """Goals share the panel only when the private companies are off (else the Goals button shows them)."""
    return EXTRA_PANEL.top + 6


def turn_box(turn: int, turns: int) -> pygame.Rect:
    width = 34
    left = 560 - (turns * (width + 4)) // 2 + 100
    return pygame.Rect(left + (turn - 1) * (width + 4), 14, width, 34)


def button_rect(row: int) -> pygame.Rect:
    return pygame.Rect(BUTTON_X, BUTTON_ROWS[row], BUTTON_W, 52)


def company_card(company: int) -> pygame.Rect:
    return pygame.Rect(140 + company * 258, 250, 238, 250)


def goal_card(index: int) -> pygame.Rect:
    return pygame.Rect(100 + index * 276, 200, 256, 300)


def spent_spot(place: str, index: int, state) -> tuple[float, float]:
    """Where a die spent (or being spent) on a use sits on the mat."""
    head, _, arg = place.partition(":")
    if head == "route":
        rect = route_slot_rect(int(arg), state.route_count)
        return (rect.left + 136 + (index % 5) * 14, rect.centery + 6 + (index // 5) * 6)
    if head == "bp":
        return (BP_BOX.left + 30 + (index % 5) * (SMALL_DIE + 6), BP_BOX.bottom - 28 - (index // 5) * 30)
    if head == "terrain":
        return (TERRAIN_BOX.centerx, TERRAIN_BOX.bottom - 30)
    if head == "tech":  # between "= N dice a turn" and "gears N/M" on the panel's last line, never over them
        return (TECH_PANEL.left + 170 + index * (SMALL_DIE - 2), TECH_PANEL.bottom - 18)
    if head in ("up", "down"):  # on the name line, before what was paid
        row = value_row(int(arg))
        return (row.left + 132 + index * 20, row.top + 13)
    if head == "private":
        rect = private_rect(int(arg))
        return (rect.right - 112 - index * (SMALL_DIE - 6), rect.centery)
    return KEEP.center


# --- the static mat -----------------------------------------------------------------
def render_mat(state, colour_blind: bool = False) -> pygame.Surface:
    """Panels, track spaces and labels: everything that never moves."""
    # drawn over the wooden table into one opaque image: a full-screen alpha blit costs milliseconds
    mat = theme.backdrop("wood").copy()
    for rect, style in (
        (ROUTE_PANEL, "parchment"),
        (VALUE_PANEL, "parchment"),
        (TECH_PANEL, "parchment"),
        (USE_PANEL, "wood"),
    ):
        theme.Panel(rect, style, 18).draw(mat)
    theme.Panel(EXTRA_PANEL, "parchment", 18).draw(mat)
    if not (state.privates_on or state.goals_on):
        theme.draw_text(mat, "VP so far", (EXTRA_PANEL.left + 16, EXTRA_PANEL.top + 12), 28, theme.INK)
    keep = KEEP.inflate(-4, -4)
    pygame.draw.rect(mat, (40, 96, 60), keep, border_radius=14)
    pygame.draw.rect(mat, theme.WOOD_LIGHT, keep, 3, border_radius=14)
    for die in range(8):
        socket = pygame.Rect(0, 0, DIE + 4, DIE + 4)
        socket.center = keep_slot(die)
        pygame.draw.rect(mat, (32, 80, 50), socket, 2, border_radius=10)
    theme.draw_text(mat, "Route to Chicago", (ROUTE_PANEL.centerx, ROUTE_PANEL.top + 10), 28, theme.INK, "midtop")
    count = max(1, state.route_count or rules.GAME["route_dice"])
    for slot in range(count):
        rect = route_slot_rect(slot, count)
        pygame.draw.rect(mat, theme.PARCHMENT_DARK, rect, border_radius=10)
        pygame.draw.rect(mat, theme.WOOD_LIGHT, rect, 2, border_radius=10)
        theme.draw_text(mat, str(slot + 1), (rect.left + DIE + 24, rect.top + 2), theme.MIN_TEXT, theme.WOOD)
    chicago = chicago_rect(count)
    pygame.draw.rect(mat, theme.BROWN_DARK, chicago, border_radius=10)
    theme.draw_text(mat, "Chicago", chicago.center, 30, theme.GOLD_LIGHT, "center")
    # company values
    theme.draw_text(mat, "Company values ($)", (VALUE_PANEL.left + 18, VALUE_PANEL.top + 10), 28, theme.INK)
    for company, info in enumerate(rules.COMPANIES):
        row = value_row(company)
        pygame.draw.rect(mat, theme.PARCHMENT_DARK, row, border_radius=10)
        theme.draw_symbol(mat, info["symbol"], (row.left + 14, row.top + 13), 10, info["colour"], theme.INK)
        theme.draw_text(mat, info["name"], (row.left + 28, row.top + 2), 28, theme.INK)
        for index, dollars in enumerate(rules.TRACK):
            x, y = value_space(company, index)
            box = pygame.Rect(0, 0, SPACE_W - 2, 26)
            box.center = (x, y)
            pygame.draw.rect(mat, theme.PARCHMENT if dollars else (214, 150, 130), box, border_radius=4)
            pygame.draw.rect(mat, theme.WOOD_LIGHT, box, 1, border_radius=4)
            theme.draw_text(mat, str(dollars), box.center, theme.MIN_TEXT, theme.INK, "center")
        for up in (True, False):
            arrow = arrow_rect(company, up)
            pygame.draw.rect(mat, theme.WOOD, arrow, border_radius=6)
            cx, cy, h = arrow.centerx, arrow.centery, 11
            points = (
                [(cx - h, cy + h / 2), (cx + h, cy + h / 2), (cx, cy - h / 2)]
                if up
                else [(cx - h, cy - h / 2), (cx + h, cy - h / 2), (cx, cy + h / 2)]
            )
            pygame.draw.polygon(mat, theme.CREAM, points)
    # technology
    theme.draw_text(mat, "Tech", (TECH_PANEL.left + 16, TECH_PANEL.top + 16), 30, theme.INK)
    for level in range(rules.TECH_START, rules.TECH_MAX + 1):
        x, y = tech_space(level)
        box = pygame.Rect(0, 0, TECH_W - 6, 40)
        box.center = (x, y)
        pygame.draw.rect(mat, theme.PARCHMENT_DARK, box, border_radius=8)
        pygame.draw.rect(mat, theme.WOOD_LIGHT, box, 2, border_radius=8)
        theme.draw_text(mat, str(level), box.center, 30, theme.WOOD, "center")
    # the use panel
    theme.draw_text(mat, "Building points", (BP_BOX.centerx, BP_BOX.top - 26), theme.MIN_TEXT, theme.CREAM, "midtop")
    theme.draw_text(
        mat, "Bridge/engine", (TERRAIN_BOX.centerx, TERRAIN_BOX.top - 26), theme.MIN_TEXT, theme.CREAM, "midtop"
    )
    for box in (BP_BOX, TERRAIN_BOX):
        pygame.draw.rect(mat, (72, 42, 22), box, border_radius=12)
    if state.privates_on:
        theme.draw_text(mat, "Private companies (Tech 5+)", (EXTRA_PANEL.left + 16, EXTRA_PANEL.top + 9), 28, theme.INK)
        for index, card in enumerate(rules.PRIVATES):
            rect = private_rect(index)
            for k, company in enumerate(card["squares"]):  # the squares of the railroads it pays on
                info = rules.COMPANIES[company]
                square = pygame.Rect(rect.left + 2 + k * 20, rect.top + 6, 18, 18)
                pygame.draw.rect(mat, info["colour"], square)
                theme.draw_symbol(mat, info["symbol"], square.center, 6, theme.INK)
            theme.draw_text(mat, theme.fit(card["name"], 28, 196), (rect.left + 46, rect.top + 5), 28, theme.INK)
            theme.draw_text(
                mat, f"${card['price']} {card['vp']}VP", (rect.right - 4, rect.top + 5), 28, theme.WOOD, "topright"
            )
    elif state.goals_on:
        theme.draw_text(mat, "Goals", (EXTRA_PANEL.left + 16, goals_top() + 2), 28, theme.INK)
    return theme.display_ready(mat, alpha=False)
