"""The dice tray screen keeps its table, heading and empty tray as one picture; the dice move over it."""

import pygame

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
