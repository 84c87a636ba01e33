"""The dice tray screen keeps its table, heading and empty tray as one picture; the dice move over it."""

import pygame
import pytest

from scenes.app import App
from scenes.screens import dice_tray
from scenes.screens.dice_tray import DiceTrayScene
from sprites.drawing import Kept


def test_the_tray_keeps_its_table_and_the_dice_move_over_it(monkeypatch):
    app = App(headless=True)
    scene = DiceTrayScene(app, dice=6)
    app.scenes.reset(scene)
    headings = []
    real = dice_tray.theme.draw_text
    monkeypatch.setattr(dice_tray.theme, "draw_text", lambda *a, **kw: headings.append(a[1]) or real(*a, **kw))
    pictures = []
    for _ in range(3):
        app.frame(1 / 60, [])
        pictures.append(pygame.image.tobytes(app.canvas, "RGB"))
    assert headings == ["The dice tray: 6 dice"]  # drawn once, kept
    assert len(set(pictures)) == 3  # the thrown dice still tumble, frame by frame

    kept = pygame.Surface(app.canvas.get_size(), 0, app.canvas)
    scene.draw(kept)
    scene.kept = Kept()
    anew = pygame.Surface(app.canvas.get_size(), 0, app.canvas)
    scene.draw(anew)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(anew, "RGB")

    scene.count = 7  # what the heading says changed: drawn again
    app.frame(1 / 60, [])
    assert headings[-1] == "The dice tray: 7 dice"


@pytest.mark.parametrize("game", ["aircargo", "bindle_rails", "coal_n_write"])
def test_a_tables_empty_tray_lies_in_its_kept_picture_and_only_the_dice_are_drawn_each_frame(game, monkeypatch):
    """The felt and rim (a large see-through picture) are drawn into the table's kept picture once."""
    from game.match import Match, Seat
    from game.registry import get_game
    from scenes.kit.game_scene import scene_for
    from sprites.dice_tray import DiceTray

    spec = get_game(game)
    app = App(headless=True)
    seats = [Seat(f"Bot {i + 1}", i, "bot", spec.strong_bot) for i in range(spec.min_players)]
    app.scenes.reset(scene_for(app, Match(spec, seats, 7), demo=True))
    drawn = {"background": 0, "dice": 0}
    for part in drawn:
        real = getattr(DiceTray, f"draw_{part}")
        monkeypatch.setattr(
            DiceTray,
            f"draw_{part}",
            lambda tray, surface, _real=real, _part=part: (
                drawn.update({_part: drawn[_part] + 1}) or _real(tray, surface)
            ),
        )
    for _ in range(30):
        app.frame(1 / 60, [])
    # once per picture: Bindle Rails makes its mat again once a company is chosen (its routes shown)
    assert drawn["dice"] == 30 and drawn["background"] <= 2
