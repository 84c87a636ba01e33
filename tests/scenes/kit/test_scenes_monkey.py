"""Monkey tests: seeded random input (tests/scene_monkey.py) thrown at every
shared scene and every game's scene for many frames."""

import pytest

from game import registry
from game.match import Match, Seat

from fake_game import FAKE_SPEC, fake_match
from scene_monkey import make_app, monkey


def shared_scenes(app):
    from scenes.kit.game_scene import scene_for
    from scenes.kit.privacy import PassScene
    from scenes.screens.game_select import GameSelectScene
    from scenes.screens.howto import HowToScene
    from scenes.screens.pause import PauseScene
    from scenes.screens.results import ResultsScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.title import TitleScene

    finished = fake_match(players=4, humans=0, seed=3)
    while not finished.is_over():
        finished.step_automatic()
    return {
        "title": lambda: TitleScene(app),
        "game_select": lambda: GameSelectScene(app),
        "setup": lambda: SetupScene(app, FAKE_SPEC),
        "settings": lambda: SettingsScene(app),
        "results": lambda: ResultsScene(app, finished),
        "howto": lambda: HowToScene(app, FAKE_SPEC),
        "pass": lambda: PassScene(app, "Nell", 2, lambda: None),
        "game": lambda: scene_for(app, fake_match(players=3, humans=2)),
        "pause": lambda: PauseScene(app, app.scenes.top),
    }


SCENES = ["title", "game_select", "setup", "settings", "results", "howto", "pass", "game", "pause"]


@pytest.mark.parametrize("name", SCENES)
def test_monkey_on_shared_scene(name, monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    scenes = shared_scenes(app)

    def place():
        if name == "pause":  # the pause menu sits over its game
            app.scenes.reset(scenes["game"]())
            app.scenes.push(scenes["pause"]())
        else:
            app.scenes.reset(scenes[name]())
        return app.scenes.top

    monkey(app, place, seed=SCENES.index(name))


@pytest.mark.parametrize("spec", registry.all_games(), ids=lambda spec: spec.id)
def test_monkey_on_every_game_scene(spec, monkeypatch, tmp_path):
    from scenes.kit.game_scene import scene_for

    app = make_app(monkeypatch, tmp_path, fake=False)
    players = min(spec.max_players, max(spec.min_players, 3))
    seats = [
        Seat(
            name=f"P{i + 1}",
            colour=i,
            kind="human" if i < 2 else "bot",
            bot=spec.strong_bot,
            controller="pad:11" if i == 1 else "kbm",
        )
        for i in range(players)
    ]

    def place():
        app.scenes.reset(scene_for(app, Match(spec, seats, seed=17)))
        return app.scenes.top

    monkey(app, place, seed=101, frames=1500)
