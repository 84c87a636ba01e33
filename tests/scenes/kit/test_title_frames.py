"""The title's frames draw from what is made before them: the tossed coins' faces are made
with the scene, so no frame of the title supersamples a coin face or loads a font size."""

from scenes.screens.title import TitleScene
from sprites import coin_art

from scene_monkey import make_app


def test_no_title_frame_makes_a_coin_face(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    made = []

    class Faces(coin_art.ImageCache):  # as on a fresh start; the flat faces it is given are told
        def put(self, key, image):
            if len(key) == 4:  # (name, diameter, heads, highlight): a whole face drawn, not a turned one
                made.append(key)
            return super().put(key, image)

    monkeypatch.setattr(coin_art, "_faces", Faces(4096))
    scene = TitleScene(app)
    app.scenes.reset(scene)
    made.clear()
    tossed = 0
    for _ in range(420):  # 7 seconds: three coins tossed, flipping heads and tails
        app.frame(1 / 60, [])
        tossed = max(tossed, len(scene.coins))
    assert tossed and made == []


def test_a_buttons_frame_is_drawn_once_and_then_blitted(monkeypatch):
    import pygame

    from scenes.kit import ui

    pygame.font.init()
    made: list[tuple] = []
    real = ui._focus_frame
    monkeypatch.setattr(ui, "_FRAMES", {})
    monkeypatch.setattr(ui, "_focus_frame", lambda *args: made.append(args) or real(*args))
    button, screen = ui.Button("Play", rect=pygame.Rect(100, 100, 300, 60)), pygame.Surface((640, 360))
    for _ in range(3):  # a menu's frames: the same button, focused, then not
        button.draw(screen, True)
        button.draw(screen, False)
    assert len(made) == 2  # each look drawn once, then blitted
