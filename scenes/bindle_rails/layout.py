"""Where everything sits on the Bindle Rails Express mat (1280x720 canvas): panels,
boxes, tracks, buttons and cards, and pure functions of them."""

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
HEADER = pygame.Rect(0, 0, theme.WIDTH, ROUTE_PANEL.top - 4)  # the name, the turn track and the VP
PROMPT = pygame.Rect(USE_PANEL.left + 8, USE_PANEL.top + 6, USE_PANEL.w - 16, 40)  # what to do now, on the use panel
BANNER = pygame.Rect(0, 200, theme.WIDTH, 120)  # the band of a banner ("Turn 2 of 10") across the table

DIE = theme.MIN_DIE  # dice in the tray, the keep row and on the route track: read from the couch
SMALL_DIE = 28  # dice spent on the mat: a record of what was paid, the words beside them say how much
VALUE_DIE = 46  # a value die resting on its company's row: its star or skull read from the couch
BP_BOX = pygame.Rect(270, 560, 196, 138)
TERRAIN_BOX = pygame.Rect(476, 560, 120, 138)
BUTTON_X, BUTTON_W = 610, 256
BUTTON_ROWS = (530, 590, 650)
ROW_H = 64
TRACK_X, SPACE_W = VALUE_PANEL.left + 12, 27
ARROW_W = 38
TECH_X, TECH_W = 960, 48

TALLY = pygame.Rect(300, 90, 680, 560)  # the final tally's panel
KEEP_GOALS = pygame.Rect(380, 540, 250, 60)
UNDO_GOALS = pygame.Rect(650, 540, 250, 60)
# Where Learn to play's card sits (top-left corners, best first; the kit keeps it on screen and
# clear of the step's spot): over the empty tray, or while dice lie there, low on the left, over
# the last routes and the empty use boxes (the buttons start just right of it).
CARD_OVER_TRAY = (TRAY.left + 10, TRAY.top + 12)
CARD_LOW_LEFT = (0, theme.HEIGHT)
# The kit keeps the card 14 px clear of a lit spot: a button is lit from this far inside its left
# edge, so the low card (600 wide, at the left edge) still fits beside Reroll and Keep all and the
# dice in the tray stay in sight.
BUTTON_SPOT_INSET = 4
CARD_BELOW_CHOICE = (340, theme.HEIGHT)  # under the railroads to choose from


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


def value_float_spot(company: int) -> tuple[int, int]:
    """A company's value floater rises from the tray's felt beside its track, never over
    the company's name or its value boxes."""
    return TRAY.right - 46, int(value_space(company, 0)[1])


TECH_FLOAT_SPOT = (TRAY.right - 60, TRAY.bottom - 30)  # the felt's corner beside the tech track


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


def use_targets(privates_on: bool) -> list[tuple[str, pygame.Rect]]:
    """Every place on the mat a die can pay for, with where it is."""
    targets = [("bp", BP_BOX), ("terrain", TERRAIN_BOX), ("tech", tech_rect())]
    for company in range(len(rules.COMPANIES)):
        targets += [
            (f"up:{company}", arrow_rect(company, True)),
            (f"down:{company}", arrow_rect(company, False)),
        ]
    if privates_on:
        targets += [(f"private:{p}", private_rect(p)) for p in range(len(rules.PRIVATES))]
    return targets


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
    if head == "tech":  # a close pile between "= N dice a turn" and "N of M gears" on the panel's last line
        return (TECH_PANEL.left + 170 + min(index, 3) * 8, TECH_PANEL.bottom - 18)
    if head in ("up", "down"):  # a pile on the name line, between "you" and what is still owed
        row = value_row(int(arg))
        return (row.left + 138 + min(index, 3) * 12, row.top + 11)
    if head == "private":  # a pile between the name and the price
        rect = private_rect(int(arg))
        return (rect.right - 100 - min(index, 3) * 8, rect.centery)
    return KEEP.center
