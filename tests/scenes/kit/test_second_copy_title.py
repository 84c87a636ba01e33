"""The title of a second copy of Boomtown (another window holds the player's
folder): it says so in a sentence and offers Quit, focused, or Play without
saving; a game played then keeps nothing, and the title and pause menu say so."""

import pytest

from game import bests, instance, saves, settings
from scenes.kit.input import Action
from sprites import readability

from fake_game import FAKE_SPEC, fake_match, use_fake_registry

DT = 1 / 60


@pytest.fixture
def second_copy(boomtown_home, monkeypatch):
    """The first window's files, then a copy started while that window holds the folder."""
    use_fake_registry(monkeypatch)
    saves.write_save(fake_match(players=1, humans=1, seed=2))
    settings.save(settings.Settings(volume=0.3))
    bests.record(FAKE_SPEC.id, {"target": 6}, 1)
    from scenes.app import App

    return App(headless=True, other_window=True)


def drawn_words(app) -> list[str]:
    """Every line and paragraph the next frame draws."""
    with readability.watching() as audit:
        app.frame(DT, [])
    return list(audit.caps)


def labels(menu) -> list[str]:
    return [item.label for item in menu.items]


def test_a_second_copys_title_says_so_and_offers_quit_first(second_copy, monkeypatch):
    from scenes.screens.title import TitleScene

    app = second_copy
    title = TitleScene(app)
    app.scenes.reset(title)
    words = drawn_words(app)
    assert instance.OTHER_WINDOW in words
    assert labels(title.menu) == ["Quit", "Play without saving"] and title.menu.focus == 0
    app.running = True
    app.scenes.handle(Action("confirm"))
    assert not app.running  # Quit: the other window goes on keeping every game


def test_play_without_saving_plays_a_game_that_keeps_nothing(second_copy, boomtown_home, snapshot, monkeypatch):
    from scenes.kit.game_scene import GameScene
    from scenes.screens.pause import PauseScene
    from scenes.screens.results import ResultsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.title import TitleScene

    app = second_copy
    before = snapshot(boomtown_home)
    title = TitleScene(app)
    app.scenes.reset(title)
    app.scenes.handle(Action("down"))
    app.scenes.handle(Action("confirm"))
    assert "Play" in labels(title.menu)  # the usual title, with the other window's game to look at
    assert app.not_saving_line() in drawn_words(app)

    setup = SetupScene(app, FAKE_SPEC)
    app.scenes.reset(setup)
    setup.start(offer=False)
    game = app.scenes.top
    assert isinstance(game, GameScene)  # no "a game is saved" question: nothing will be replaced
    app.scenes.push(PauseScene(app, game), fade=False)
    assert app.not_saving_line() in drawn_words(app)
    app.scenes.pop()
    for _ in range(60 * 60):
        if isinstance(app.scenes.top, ResultsScene):
            break
        if app.scenes.top is game and game.human_to_act() and not game.busy():
            game.try_move({"player": game.human_to_act()[0], "kind": "dig"})
        app.frame(DT, [])
    assert isinstance(app.scenes.top, ResultsScene)
    app.settings.volume = 1.0
    app.save_settings()
    assert snapshot(boomtown_home) == before
    assert not [message for message in app.toasts.messages() if "could not" in message]
