"""The demo's "press any button" banner sits where every game's table shows
only wood, never over a turn line or a name."""

import pygame
import pytest

from game import registry
from scenes.kit.demo_banner import SPOTS
from scenes.kit.game_scene import scene_for
from scenes.screens.demo import demo_match
from sprites import theme

from scene_monkey import make_app


@pytest.mark.parametrize("game_id", [spec.id for spec in registry.all_games()])
def test_the_demo_banner_covers_nothing_of_the_table(game_id, monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, fake=False)
    scene = scene_for(app, demo_match(registry.get_game(game_id), 7), demo=True)
    app.scenes.reset(scene)
    for frame in range(240):
        app.frame(1 / 30, [])
        if frame % 60 == 59:  # a table drawn without the banner, as the players see the rest of it
            spot = scene.demo_banner.spot
            assert spot in SPOTS
            table = pygame.Surface((theme.WIDTH, theme.HEIGHT))
            scene.draw_demo_banner = lambda surface: None  # the table as the players see the rest of it
            scene.draw(table)
            del scene.draw_demo_banner
            wood = theme.backdrop("wood").subsurface(spot)
            assert pygame.image.tobytes(table.subsurface(spot), "RGB") == pygame.image.tobytes(wood, "RGB")
