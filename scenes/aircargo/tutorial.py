"""Where a Learn to play step's move is made on the AirCargo table: its
choice button (or the More button when it waits on another page), and the
log box or map place a click on which makes that very move. The scene's
tutorial hooks read these; nothing here decides a rule."""

from __future__ import annotations

import pygame

from scenes.aircargo.layout import MAP, PAGE, choice_rect, place_screen
from scenes.kit.tutorial import CARD_WIDTH
from sprites import theme

# Where the kit's card (tutorial.CARD_WIDTH wide, as tall as its words) may sit, best first
# (each rect's top-left; the kit keeps the card on screen): along the map's bottom, over the
# far south-west a first flight never reaches and the prompt line it repeats, then the map's top.
CARD_SPOTS = (
    pygame.Rect(MAP.right - CARD_WIDTH, theme.HEIGHT, CARD_WIDTH, 0),
    pygame.Rect(MAP.right - CARD_WIDTH, MAP.top + 8, CARD_WIDTH, 0),
)


def mistake_up(scene) -> dict | None:
    """The learner's scripted mistake while its step is up (a tutorial only), else None."""
    guide = scene.guide
    step = guide.learner_step() if guide is not None else None
    return dict(step.move) if step is not None and step.mistake else None


def button_spots(scene, move: dict) -> list[pygame.Rect]:
    """The choice button that makes `move` on the page shown; the More button when the
    move is on another page; [] when no button makes it."""
    items = scene.controls.page_items()
    for slot, (_, candidate) in enumerate(items):
        if candidate == move:
            return [choice_rect(slot)]
    if any(candidate == move for _, candidate in scene.controls.choices()):
        return [choice_rect(slot) for slot, (_, candidate) in enumerate(items) if candidate.get("kind") == "more"]
    return []


def place_spot(key: str) -> pygame.Rect:
    """A place on the map as a target: MIN_TARGET across, round its mark."""
    rect = pygame.Rect(0, 0, theme.MIN_TARGET, theme.MIN_TARGET)
    rect.center = tuple(map(round, place_screen(key)))
    return rect


def board_spots(scene, move: dict) -> list[pygame.Rect]:
    """The log boxes and map places (the map last) a click on which makes exactly `move` now."""
    rects = []
    log = scene.board.log
    kind = move.get("kind")
    if kind == "cargo":
        rects.append(log.cargo_chip(move["weight"]))
    airport = move.get("id") if kind == "airport" else move.get("airport") if kind == "fly" else None
    if airport:
        rects += [log.airport_rect(airport), place_spot(str(airport))]
    if kind == "leg":
        if move["to"].isdigit():  # an airport is on the log too
            rects.append(log.airport_rect(int(move["to"])))
        rects.append(place_spot(move["to"]))
    return [rect for rect in rects if scene.controls.move_at(rect.center) == move]


def spots(scene, move: dict) -> list[pygame.Rect]:
    return button_spots(scene, move) + board_spots(scene, move)


def focus(scene, move: dict) -> None:
    """The keyboard's focus on the move's button, its page turned to."""
    controls = scene.controls
    choices = controls.choices()  # worked out afresh for the state now (it resets page and focus)
    index = next((i for i, (_, candidate) in enumerate(choices) if candidate == move), None)
    if index is None:
        return
    pages = controls.pages()
    per = len(choices) if pages == 1 else PAGE - 1  # a full page's last slot is More
    controls.page, controls.focus = divmod(index, per)
