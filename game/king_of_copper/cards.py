"""Chips, Character Cards and Event Cards from the TOML, as plain tables."""

from __future__ import annotations

from game.king_of_copper.board import DATA

GAME = DATA["game"]
CHIPS = DATA["chips"]
CHARACTERS = {c["id"]: c for c in DATA["character"]}
CHARACTER_IDS = tuple(CHARACTERS)
EVENTS = tuple(DATA["event"])
TICKETS = {"assay": "Assay Office pass", "lawyer": "Lawyer's letter", "tunnel": "Tunnel pass"}

GREEN_IDS = tuple(f"G{i}" for i in range(len(CHIPS["green"]) + 1))
BLUE_IDS = tuple(f"B{i}" for i in range(len(CHIPS["blue"]) + 1))
ALL_CHIPS = GREEN_IDS + BLUE_IDS


def chip_faces() -> list[tuple[str, int]]:
    """(kind, value) for every chip before shuffling: green list, then blue."""
    green = [("ore", v) for v in CHIPS["green"]] + [("sacred", CHIPS["sacred_sapphire"])]
    blue = [("fools" if v == 0 else "ore", v) for v in CHIPS["blue"]] + [("great_blue", CHIPS["great_blue_sapphire"])]
    return green + blue


def is_sapphire(kind: str) -> bool:
    return kind in ("sacred", "great_blue")


def ticket_of(card: int) -> str:
    return EVENTS[card].get("ticket", "")
