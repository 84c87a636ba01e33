"""Every listed game is found on screen by its id alone: scenes/<id>/ names its SCENE and its how-to PICTURES."""

import pytest

from game.registry import all_games
from scenes.kit.game_scene import GameScene, game_screens


@pytest.mark.parametrize("spec", all_games(), ids=lambda spec: spec.id)
def test_every_game_has_its_screens(spec):
    screens = game_screens(spec)
    assert screens.__name__ == f"scenes.{spec.id}"
    assert issubclass(screens.SCENE, GameScene)
    assert screens.PICTURES and all(callable(draw) for draw in screens.PICTURES.values())


def test_a_game_without_screens_is_refused_with_a_sentence():
    from dataclasses import replace

    lost = replace(all_games()[0], id="no_such_game", title="Lost Mine")
    with pytest.raises(LookupError, match="Lost Mine has no scene"):
        game_screens(lost)
