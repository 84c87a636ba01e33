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


def _label(surface, text, pos, size=32, colour=theme.CREAM):
    theme.draw_text(surface, text, pos, size, colour, "midtop", shadow=True)


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
        draw_die(surface, (rect.x + 120 + i * 120, rect.y + 110), 80, d6(value))
    _label(surface, "one roll for everybody", (rect.centerx, rect.y + 190))
    draw_die(surface, (rect.x + 150, rect.y + 330), 70, d6(1))
    _label(surface, "a 1 goes to the Bunkhouse", (rect.x + 360, rect.y + 300), 30)
    _label(surface, "(one a turn)", (rect.x + 360, rect.y + 336), 30)


def _claim(surface, rect):
    _deposit(surface, (rect.x + 60, rect.y + 120, 110, 80), "B", 3, 1, claimed=True)
    _deposit(surface, (rect.x + 220, rect.y + 120, 110, 80), "B", 6, 2, dug=2)
    _deposit(surface, (rect.x + 380, rect.y + 120, 110, 80), "B", 6, 2)
    draw_die(surface, (rect.x + 115, rect.y + 270), theme.MIN_DIE, d6(4))
    draw_die(surface, (rect.x + 242, rect.y + 270), theme.MIN_DIE, d6(2))
    draw_die(surface, (rect.x + 314, rect.y + 270), theme.MIN_DIE, d6(3))
    _label(surface, "4 claims the 3", (rect.x + 115, rect.y + 312), 28)
    _label(surface, "2 and 3 dig", (rect.x + 278, rect.y + 312), 28)
    _label(surface, "then any die claims it", (rect.centerx, rect.y + 380), 30)


def _stash(surface, rect):
    letters = "SSTCCBB"
    for i in range(12):
        cell = pygame.Rect(rect.x + 60 + (i % 6) * 72, rect.y + 60 + (i // 6) * 72, 64, 64)
        box(surface, cell, PAPER, PENCIL, 2)
        if i < len(letters):
            pencil_letter(surface, letters[i], cell.center, 48)
            if i < 2:
                slash(surface, cell, 1.0, PENCIL, 4)
    for i, m in enumerate("STCB"):
        mineral_chip(surface, m, (rect.x + 60 + i * 120, rect.y + 260, 48, 48), 34)
        _label(surface, {"S": "$12", "T": "$8", "C": "$5", "B": "$3"}[m], (rect.x + 84 + i * 120, rect.y + 316), 32)
    _label(surface, "claimed ore waits in the Ore Stash", (rect.centerx, rect.y + 380), 30)


def _store(surface, rect):
    draw_die(surface, (rect.x + 140, rect.y + 110), 80, d6(5))
    draw_die(surface, (rect.x + 240, rect.y + 110), 80, d6(5))
    _label(surface, "a pair: one die", (rect.x + 190, rect.y + 170), 30)
    _label(surface, "visits the General Store", (rect.x + 190, rect.y + 204), 30)
    for i, item in enumerate(("Varmint Huntin'  3 dice + 6", "Pistol  $10", "Strike Gold!  $20")):
        theme.draw_text(surface, item, (rect.x + 60, rect.y + 270 + i * 44), 32, theme.GOLD_LIGHT, shadow=True)


def _burro(surface, rect):
    burro(surface, (rect.x + 150, rect.y + 150), 200)
    bandit_hat(surface, (rect.x + 380, rect.y + 120), 80)
    for i, m in enumerate("STTCCB"):
        cell = pygame.Rect(rect.x + 40 + i * 80, rect.y + 260, 70, 70)
        box(surface, cell, PAPER, PENCIL, 2)
        pencil_letter(surface, m, cell.center, 48)
        if m == "S":
            scratch(surface, cell, 1.0, (200, 40, 30), 4)
    _label(surface, "the bandit takes the Silver", (rect.centerx, rect.y + 350), 30)


def _blackjack(surface, rect):
    draw_die(surface, (rect.x + 160, rect.y + 130), 80, d6(5))
    draw_die(surface, (rect.x + 280, rect.y + 130), 80, d6(5))
    _label(surface, "10 + 10 = 20", (rect.x + 220, rect.y + 190), 40)
    _label(surface, "20: collect $20 and a Tin", (rect.centerx, rect.y + 260), 32)
    _label(surface, "22 or more: busted!", (rect.centerx, rect.y + 310), 32)


PICTURES = {"roll": _roll, "claim": _claim, "stash": _stash, "store": _store, "burro": _burro, "blackjack": _blackjack}


def howto_picture(name: str, surface, rect) -> None:
    draw = PICTURES.get(name)
    if draw is not None:
        draw(surface, pygame.Rect(rect))
