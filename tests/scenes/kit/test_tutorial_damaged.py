"""A damaged Learn to play script: the game's setup screen turns Learn to play off and says why,
never offers it, and Just play, the other games' tutorials and a smoke run all go on as before."""

import pygame
import pytest
from tutorial_damage import damaged_folder

import main
from game import tutorial
from game.registry import get_game
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import GameScene
from scenes.kit.input import Action
from scenes.screens.setup import SetupScene
from sprites import theme

from scene_monkey import make_app

SENTENCE = "Learn to play for Stripmine can't start: its script is damaged."


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path, fake=False)


@pytest.fixture(autouse=True)
def damaged(monkeypatch, tmp_path):
    """Stripmine's script cut off mid-sentence; the other games' as installed."""
    folder = tmp_path / "tutorials"
    assert damaged_folder(folder, get_game("stripmine"), "truncated")
    monkeypatch.setattr(tutorial, "TUTORIAL_DIR", folder)


def learn_button(setup: SetupScene):
    return next(cell for cell in setup.rows[-1] if getattr(cell, "label", "") == "Learn to play")


def test_learn_to_play_is_off_and_its_sentence_shows_when_it_is_focused(app, monkeypatch):
    setup = SetupScene(app, get_game("stripmine"))
    app.scenes.reset(setup)
    button = learn_button(setup)
    assert not button.enabled and button.reason == SENTENCE
    setup.handle(Action("point", "kbm", pos=button.rect.center))
    assert setup.focused is button
    drawn = []
    draw_text = theme.draw_text
    monkeypatch.setattr(
        theme,
        "draw_text",
        lambda surface, text, *args, **kw: drawn.append(text) or draw_text(surface, text, *args, **kw),
    )
    setup.draw(app.canvas)
    assert SENTENCE in drawn, "the whole sentence, under the seats"
    setup.handle(Action("confirm", "kbm"))
    assert app.scenes.top is setup and SENTENCE in app.toasts.messages()


def test_just_play_starts_the_real_game_without_offering_learn_to_play(app):
    setup = SetupScene(app, get_game("stripmine"))
    app.scenes.reset(setup)
    setup.start()
    assert isinstance(app.scenes.top, GameScene) and app.scenes.top.guide is None
    assert "stripmine" not in app.settings.offered, "offered once it can start"


def test_the_other_games_learn_to_play_is_untouched(app):
    setup = SetupScene(app, get_game("king_of_copper"))
    app.scenes.reset(setup)
    assert learn_button(setup).enabled
    setup.start()
    assert isinstance(app.scenes.top, ConfirmScene) and app.scenes.top.title == "New to King of Copper?"


def test_a_script_damaged_after_setup_opened_is_refused_and_turns_the_button_off(app):
    folder = tutorial.TUTORIAL_DIR  # the fixture's copy
    text = (folder / "king_of_copper.toml").read_text(encoding="utf-8")
    setup = SetupScene(app, get_game("king_of_copper"))
    app.scenes.reset(setup)
    (folder / "king_of_copper.toml").write_text(text.replace("seed = ", "seed = inf #"), encoding="utf-8")
    setup.learn_lesson(1)  # the first lesson, as the picker or the first-time offer starts it
    sentence = "Learn to play for King of Copper can't start: its script is damaged (the seed)."
    assert app.scenes.top is setup and sentence in app.toasts.messages()
    assert not learn_button(setup).enabled and learn_button(setup).reason == sentence


@pytest.mark.filterwarnings("ignore:no fast renderer")  # a window without a GPU: the dummy driver
def test_a_smoke_run_of_play_ends_well_with_a_damaged_script(monkeypatch, capsys):
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the run ends pygame; this test process goes on
    assert main.main(["play", "--frames", "30"]) == 0
    assert capsys.readouterr().out.strip() == "Ran 30 frames; 0 scene errors."
