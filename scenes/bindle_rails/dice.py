"""The faces of Bindle Rails Express's three kinds of dice, built from the
game's TOML content. Every face carries a symbol or pips as well as its
colour, so the dice read without telling colours apart."""

from __future__ import annotations

from functools import lru_cache

from sprites.dice import Face

TERRAIN_COLOURS = {"plain": (126, 196, 96), "mountain": (176, 124, 82), "river": (96, 160, 228)}
EVENT_COLOURS = {"tech": (58, 58, 66), "bridge": (96, 160, 228), "engine": (176, 124, 82), "plain": (246, 240, 226)}
EVENT_SYMBOLS = {"tech": "gear", "bridge": "bridge", "engine": "engine"}
CREAM_INK = (250, 244, 230)
DARK_INK = (40, 30, 25)


@lru_cache(maxsize=None)
def route_face(terrain: str, bp: int) -> Face:
    return Face(label=str(bp), symbol=terrain, colour=TERRAIN_COLOURS[terrain], ink=DARK_INK)


@lru_cache(maxsize=None)
def event_face(pips: int, kind: str) -> Face:
    if kind == "plain":
        return Face(pips=pips, colour=EVENT_COLOURS["plain"], ink=DARK_INK)
    label = f"{pips}B" if kind == "bridge" else str(pips)
    ink = CREAM_INK if kind == "tech" else DARK_INK
    return Face(label=label, symbol=EVENT_SYMBOLS[kind], colour=EVENT_COLOURS[kind], ink=ink)


@lru_cache(maxsize=None)
def value_face(step: int, colour: tuple) -> Face:
    """A star on every face that raises a value, a skull on every face that lowers it (the
    player aid and Learn to play say so), a bare 0 on one that leaves it."""
    label = f"+{step}" if step > 0 else str(step)
    symbol = "star" if step > 0 else "skull" if step < 0 else ""
    return Face(label=label, symbol=symbol, colour=colour, ink=DARK_INK)


def route_faces(table) -> tuple:
    return tuple(route_face(t, bp) for t, bp in table)


def event_faces(table) -> tuple:
    return tuple(event_face(p, k) for p, k in table)


def value_faces(table, colour) -> tuple:
    return tuple(value_face(step, tuple(colour)) for step in table)
