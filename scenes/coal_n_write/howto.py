"""Pictures for Coal n' Write's how-to-play pages, drawn from the game's own pieces."""

from __future__ import annotations

import pygame

from scenes.coal_n_write.paper import (
    MINERAL_INK,
    MINERAL_TINT,
    PAPER,
    PENCIL,
    bandit_hat,
    box,
    burro,
    mineral_chip,
    pencil_letter,
    scratch,
    slash,
)
from scenes.coal_n_write.sheet import DUG_OUT
from sprites import theme
from sprites.dice import d6, draw_die


def _deposit(surface, rect, letter, number, digs, dug=0, claimed=False):
    rect = pygame.Rect(rect)
    if dug >= digs and not claimed:  # as on the sheet: dug out, any die claims it
        box(surface, rect, DUG_OUT, PENCIL, 3)
        theme.draw_text(surface, "any", rect.center, 44, PENCIL, "center")
    else:
        box(surface, rect, MINERAL_TINT[letter], PENCIL, 3)
        theme.draw_text(surface, str(number), rect.center, 44, MINERAL_INK[letter], "center")
    for k in range(digs):
        small = pygame.Rect(rect.centerx - digs * 14 + k * 28, rect.y - 30, 24, 24)
        box(surface, small, PAPER, PENCIL, 2)
        if k < dug:
            scratch(surface, small.inflate(4, 4), 1.0, PENCIL, 3)
    if claimed:
        scratch(surface, rect, 1.0, PENCIL, 5)


def _roll(surface, rect):
    for i, value in enumerate((2, 3, 4)):
        draw_die(surface, (rect.x + 160 + i * 120, rect.y + 130), 80, d6(value))
    theme.draw_caption(surface, "one roll for everybody", (rect.centerx, rect.y + 200))
    for i, name in enumerate(("your sheet", "Clem's sheet")):
        sheet = pygame.Rect(rect.x + 50 + i * 250, rect.y + 270, 210, 150)
        box(surface, sheet, PAPER, PENCIL, 3)
        theme.draw_text(surface, name, (sheet.centerx, sheet.y + 12), 30, PENCIL, "midtop")
        for k in range(3):
            box(surface, (sheet.x + 24 + k * 60, sheet.y + 70, 46, 46), MINERAL_TINT["CBT"[(k + i) % 3]])


def _bunkhouse(surface, rect):
    house = pygame.Rect(rect.x + 150, rect.y + 170, 300, 150)
    roof = [(house.x - 20, house.y), (house.centerx, house.y - 90), (house.right + 20, house.y)]
    pygame.draw.polygon(surface, theme.WOOD, roof)
    pygame.draw.rect(surface, theme.WOOD_LIGHT, house, border_radius=6)
    theme.draw_caption(surface, "Bunkhouse", (house.centerx, house.y - 60), 30)
    for k in range(3):
        slot = (house.x + 60 + k * 90, house.centery + 10)
        if k < 2:
            draw_die(surface, slot, 64, d6(1))
        else:
            pygame.draw.circle(surface, theme.BROWN_DARK, slot, 30, 3)
    draw_die(surface, (rect.x + 70, rect.y + 90), 70, d6(1))
    theme.draw_arrow(surface, (rect.x + 110, rect.y + 120), (house.right - 70, house.y + 30))
    theme.draw_caption(surface, "a 1 rests here", (rect.centerx, rect.y + 350))
    theme.draw_caption(surface, "three in: the round is over", (rect.centerx, rect.y + 400), 30)


def _claim(surface, rect):
    _deposit(surface, (rect.x + 70, rect.y + 130, 120, 84), "B", 3, 1, claimed=True)
    _deposit(surface, (rect.x + 230, rect.y + 130, 120, 84), "B", 5, 2)
    _deposit(surface, (rect.x + 390, rect.y + 130, 120, 84), "B", 6, 2)
    draw_die(surface, (rect.x + 130, rect.y + 290), 70, d6(4))
    draw_die(surface, (rect.x + 250, rect.y + 290), 70, d6(2))
    draw_die(surface, (rect.x + 330, rect.y + 290), 70, d6(3))
    theme.draw_caption(surface, "4 claims the 3", (rect.x + 130, rect.y + 340), 30)
    theme.draw_caption(surface, "2 + 3 = 5", (rect.x + 290, rect.y + 340), 30)
    theme.draw_caption(surface, "claims the 5", (rect.x + 290, rect.y + 376), 30)
    theme.draw_arrow(surface, (rect.x + 290, rect.y + 250), (rect.x + 290, rect.y + 224))


def _dig(surface, rect):
    _deposit(surface, (rect.x + 90, rect.y + 150, 130, 90), "C", 6, 2)
    _deposit(surface, (rect.x + 340, rect.y + 150, 130, 90), "C", 6, 2, dug=2)
    draw_die(surface, (rect.x + 120, rect.y + 60), 56, d6(2))
    draw_die(surface, (rect.x + 190, rect.y + 60), 56, d6(1))
    theme.draw_arrow(surface, (rect.x + 240, rect.y + 195), (rect.x + 320, rect.y + 195))
    theme.draw_caption(surface, "small dice dig", (rect.x + 155, rect.y + 270), 30)
    theme.draw_caption(surface, "then any die", (rect.x + 405, rect.y + 270), 30)
    theme.draw_caption(surface, "claims it", (rect.x + 405, rect.y + 306), 30)
    draw_die(surface, (rect.x + 405, rect.y + 390), 64, d6(1))


def _stash(surface, rect):
    letters = "SSTCCBB"
    for i in range(12):
        cell = pygame.Rect(rect.x + 60 + (i % 6) * 72, rect.y + 60 + (i // 6) * 72, 64, 64)
        box(surface, cell, PAPER, PENCIL, 2)
        if i < len(letters):
            pencil_letter(surface, letters[i], cell.center, 48)
    for i, m in enumerate("STCB"):
        mineral_chip(surface, m, (rect.x + 60 + i * 120, rect.y + 260, 48, 48), 34)
        theme.draw_caption(
            surface, {"S": "$12", "T": "$8", "C": "$5", "B": "$3"}[m], (rect.x + 84 + i * 120, rect.y + 316), 32
        )
    theme.draw_caption(surface, "your ore waits in the Ore Stash", (rect.centerx, rect.y + 390), 30)


def _store(surface, rect):
    draw_die(surface, (rect.x + 200, rect.y + 110), 80, d6(5))
    draw_die(surface, (rect.x + 320, rect.y + 110), 80, d6(5))
    theme.draw_caption(surface, "a pair: one die", (rect.centerx, rect.y + 170), 30)
    theme.draw_caption(surface, "may visit the store", (rect.centerx, rect.y + 204), 30)
    _sign(surface, pygame.Rect(rect.x + 60, rect.y + 280, 440, 70), "Varmint Huntin'", "free")
    theme.draw_caption(surface, "3 dice + $6", (rect.centerx, rect.y + 370), 30)


def _sign(surface, rect, label, price):
    """A row of the store counter, as the table draws it."""
    pygame.draw.rect(surface, (150, 96, 52), rect, border_radius=8)
    pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=8)
    theme.draw_text(surface, label, (rect.x + 14, rect.centery), 30, theme.CREAM, "midleft")
    theme.draw_text(surface, price, (rect.right - 14, rect.centery), 30, theme.GOLD_LIGHT, "midright")


def _goods(surface, rect):
    rows = (("Pistol", "$10"), ("Strike Gold!", "$20"), ("Wash Day", "$10"), ("Tack and Harness", "$40"))
    for i, (label, price) in enumerate(rows):
        _sign(surface, pygame.Rect(rect.x + 50, rect.y + 50 + i * 70, 460, 58), label, price)
    bandit_hat(surface, (rect.x + 170, rect.y + 400), 80, scratched=1.0)
    burro(surface, (rect.x + 380, rect.y + 400), 110)


def _baron(surface, rect):
    for i in range(12):
        cell = pygame.Rect(rect.x + 70 + (i % 6) * 72, rect.y + 60 + (i // 6) * 72, 64, 64)
        box(surface, cell, PAPER, PENCIL, 2)
        pencil_letter(surface, "C", cell.center, 48)
    theme.draw_caption(surface, "12 Coal", (rect.centerx, rect.y + 220))
    _sign(surface, pygame.Rect(rect.x + 60, rect.y + 290, 440, 70), "Coal Baron", "+$40")
    theme.draw_caption(surface, "the first to tell him", (rect.centerx, rect.y + 380), 30)


def _load(surface, rect):
    burro(surface, (rect.x + 280, rect.y + 120), 180)
    cargo = "STTCCB"
    for i, m in enumerate(cargo):
        cell = pygame.Rect(rect.x + 40 + i * 82, rect.y + 230, 72, 72)
        box(surface, cell, PAPER, PENCIL, 2)
        pencil_letter(surface, m, cell.center, 48)
    total = sum({"S": 12, "T": 8, "C": 5, "B": 3}[m] for m in cargo)
    theme.draw_caption(surface, f"12 + 8 + 8 + 5 + 5 + 3 = ${total}", (rect.centerx, rect.y + 330), 32)
    theme.draw_caption(surface, "sold in town", (rect.centerx, rect.y + 376), 30)


def _burro(surface, rect):
    burro(surface, (rect.x + 150, rect.y + 150), 200)
    bandit_hat(surface, (rect.x + 380, rect.y + 120), 80)
    for i, m in enumerate("STTCCB"):
        cell = pygame.Rect(rect.x + 40 + i * 80, rect.y + 260, 70, 70)
        box(surface, cell, PAPER, PENCIL, 2)
        pencil_letter(surface, m, cell.center, 48)
        if m == "S":
            scratch(surface, cell, 1.0, (200, 40, 30), 4)
    theme.draw_caption(surface, "the bandit takes the Silver", (rect.centerx, rect.y + 350), 30)


def _winning(surface, rect):
    for i in range(6):
        center = (rect.x + 70 + (i % 3) * 180, rect.y + 80 + (i // 3) * 120)
        burro(surface, center, 90)
        theme.draw_text(surface, str(i + 1), (center[0] - 50, center[1] - 40), 30, theme.CREAM, shadow=True)
    theme.draw_caption(surface, "six rounds, six burros", (rect.centerx, rect.y + 250))
    theme.draw_caption(surface, "most cash wins", (rect.centerx, rect.y + 310), theme.BODY, theme.GOLD_LIGHT)


def _friends(surface, rect):
    share = pygame.Rect(rect.x + 50, rect.y + 50, 220, 150)
    box(surface, share, PAPER, theme.GOLD, 4)
    theme.draw_text(surface, "Railroad", (share.centerx, share.y + 20), 30, PENCIL, "midtop")
    theme.draw_text(surface, "Share $10", (share.centerx, share.y + 62), 32, PENCIL, "midtop")
    theme.draw_caption(surface, "+$6 a round", (share.centerx, share.bottom + 14), 30)
    badge = (rect.x + 410, rect.y + 125)
    theme.draw_symbol(surface, "star", badge, 70, theme.GOLD, theme.BROWN_DARK, 3)
    theme.draw_caption(surface, "Pinkertons", (badge[0], share.bottom + 14), 30)
    for i, m in enumerate("STCB"):
        mineral_chip(surface, m, (rect.x + 130 + i * 80, rect.y + 320, 56, 56), 36)
        slash(surface, pygame.Rect(rect.x + 130 + i * 80, rect.y + 320, 56, 56), 1.0, (200, 40, 30), 4)
    theme.draw_caption(surface, "one of each: the last round", (rect.centerx, rect.y + 400), 30)


def _solo(surface, rect):
    ranks = (("Platinum", "$361"), ("Gold", "$341"), ("Silver", "$321"), ("Bronze", "$300"))
    colours = ((220, 226, 236), theme.GOLD, (196, 204, 214), theme.COPPER)
    for i, ((name, cash), colour) in enumerate(zip(ranks, colours)):
        bar = pygame.Rect(rect.x + 60 + i * 40, rect.y + 50 + i * 76, 440 - i * 80, 62)
        pygame.draw.rect(surface, colour, bar, border_radius=10)
        theme.draw_text(surface, f"{name} {cash}", (bar.x + 16, bar.centery), 30, theme.INK, "midleft")
    theme.draw_caption(surface, "fill the Ore Stash first", (rect.centerx, rect.y + 380), 30)


def _blackjack(surface, rect):
    draw_die(surface, (rect.x + 160, rect.y + 130), 80, d6(5))
    draw_die(surface, (rect.x + 280, rect.y + 130), 80, d6(5))
    theme.draw_caption(surface, "10 + 10 = 20", (rect.x + 220, rect.y + 190), 40)
    theme.draw_caption(surface, "20: collect $20 and a Tin", (rect.centerx, rect.y + 260), 32)
    theme.draw_caption(surface, "22 or more: busted!", (rect.centerx, rect.y + 310), 32)


def _tonic(surface, rect):
    bottle = pygame.Rect(rect.x + 90, rect.y + 90, 90, 140)
    pygame.draw.rect(surface, (90, 150, 90), bottle, border_radius=18)
    pygame.draw.rect(surface, (70, 120, 70), (bottle.centerx - 16, bottle.y - 40, 32, 48), border_radius=6)
    pygame.draw.rect(surface, PAPER, (bottle.x + 10, bottle.y + 50, bottle.w - 20, 44), border_radius=4)
    theme.draw_text(surface, "Tonic", (bottle.centerx, bottle.y + 72), 27, PENCIL, "center")
    draw_die(surface, (rect.x + 135, rect.y + 300), 70, d6(1))
    theme.draw_caption(surface, "a 1 stays out", (rect.x + 135, rect.y + 350), 30)
    burro(surface, (rect.x + 390, rect.y + 170), 150)
    bandit_hat(surface, (rect.x + 470, rect.y + 90), 60)
    theme.draw_text(surface, "#7", (rect.x + 320, rect.y + 70), 44, theme.GOLD_LIGHT, shadow=True)
    theme.draw_caption(surface, "a seventh round", (rect.x + 390, rect.y + 290), 30)


def _key(surface, center, label, width=64):
    cap = pygame.Rect(0, 0, width, 64)
    cap.center = center
    pygame.draw.rect(surface, theme.BROWN_DARK, cap.move(0, 5), border_radius=10)
    pygame.draw.rect(surface, theme.CREAM, cap, border_radius=10)
    theme.draw_text(surface, label, cap.center, 30, theme.INK, "center")


def _controls(surface, rect):
    for i, label in enumerate("123"):
        _key(surface, (rect.x + 90 + i * 80, rect.y + 80), label)
    theme.draw_caption(surface, "pick up dice", (rect.x + 170, rect.y + 122), 30)
    _key(surface, (rect.x + 430, rect.y + 80), "Enter", 120)
    theme.draw_caption(surface, "place", (rect.x + 430, rect.y + 122), 30)
    _key(surface, (rect.x + 170, rect.y + 230), "Backspace", 200)
    theme.draw_caption(surface, "undo", (rect.x + 170, rect.y + 272), 30)
    _key(surface, (rect.x + 430, rect.y + 230), "4")
    theme.draw_caption(surface, "Done", (rect.x + 430, rect.y + 272), 30)
    for i, (face, label) in enumerate((("A", "place"), ("B", "undo"), ("Y", "Done"))):
        center = (rect.x + 110 + i * 170, rect.y + 380)
        pygame.draw.circle(surface, theme.CREAM, center, 30)
        theme.draw_text(surface, face, center, 32, theme.INK, "center")
        theme.draw_text(surface, label, (center[0] + 40, center[1]), 30, theme.CREAM, "midleft", shadow=True)


PICTURES = {
    "roll": _roll,
    "bunkhouse": _bunkhouse,
    "claim": _claim,
    "dig": _dig,
    "stash": _stash,
    "store": _store,
    "goods": _goods,
    "baron": _baron,
    "load": _load,
    "burro": _burro,
    "winning": _winning,
    "friends": _friends,
    "solo": _solo,
    "blackjack": _blackjack,
    "tonic": _tonic,
    "controls": _controls,
}
