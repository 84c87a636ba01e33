"""The shared screen shows no secret: two tables that differ only in what no one at the
screen may know (the secret picks made so far, the faces of unseen chips, the event pile,
the seed) are drawn pixel for pixel the same."""

from __future__ import annotations

import random

import pygame
import pytest

from game.contract import ROOM
from game.core import CHANCE
from game.match import Match, Seat
from game.registry import get_game
from game.settings import Settings
from scenes.app import App
from scenes.kit.game_scene import scene_for

from secret_swaps import swapped


def secret_position(game_id: str, seed: int) -> Match:
    """A bots' game played on until the room can't see something: a pick made while others
    still choose (Stripmine), or chips in hands face down (King of Copper)."""
    spec = get_game(game_id)
    match = Match(spec, [Seat(f"P{i}", i, "bot", "random") for i in range(4)], seed)
    while not match.is_over():
        hidden = spec.rules.secrets(match.state, ROOM)
        if game_id == "stripmine" and any(name.startswith("pick") for name in hidden):
            return match
        if game_id == "king_of_copper" and any(match.state.hands) and CHANCE not in match.to_act():
            return match
        match.step_automatic()
    raise AssertionError("the game ended before a secret was held")


def drawn(app: App, match: Match) -> bytes:
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    surface = pygame.Surface(app.canvas.get_size())
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("game_id", ["stripmine", "king_of_copper"])
def test_the_table_shows_nothing_the_room_may_not_know(game_id):
    app = App(headless=True, settings=Settings(animation_speed=2.0))
    match = secret_position(game_id, seed=4)
    before = drawn(app, match)
    real = match.state
    match.state = swapped(match.spec, real, ROOM, random.Random(1))
    assert match.spec.rules.secrets(match.state, ROOM) != match.spec.rules.secrets(real, ROOM)
    assert drawn(app, match) == before
