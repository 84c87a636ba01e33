"""Learn to play on the AirCargo table: where the kit's card may sit, and the
learner's scripted mistake, which gets a choice button of its own. The step's
spots and focus come from the table's targets (GameScene.tutorial_spots);
nothing here decides a rule."""

from __future__ import annotations

import pygame

from scenes.aircargo.layout import MAP
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
