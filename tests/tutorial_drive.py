"""Learn to play driven as a player would: started from a game's setup screen, then clicks and keys
(for the kit's tutorial tests and each game's own)."""

import pygame

from game.registry import get_game
from scenes.screens.setup import SetupScene


def learn(app, game_id: str, pad: int | None = None, lesson: int = 1):
    """The game's setup screen (its first seat on gamepad `pad`, else the keyboard), and the lesson of
    Learn to play started from it: (setup, the tutorial's table)."""
    setup = SetupScene(app, get_game(game_id))
    app.scenes.reset(setup)
    setup.seats[0].pad = pad
    setup.learn_lesson(lesson)
    table = app.scenes.top
    assert table.guide is not None, "the tutorial's table is on top"
    return setup, table


def click(pos) -> list:
    """A left click's events at `pos`."""
    pos = tuple(map(int, pos))
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def enter() -> list:
    """Enter's key press."""
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)]
