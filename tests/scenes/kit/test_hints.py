"""Hints at the table: H, the Hint button or a pad's stick asks for the strongest bot's move for the
player whose turn it is; the board highlights it until the table moves on, and a sentence says why.
A table that turned hints off gets a sentence instead, and nothing changes."""

import pygame
import pytest

from game import saves
from game.match import Match, Seat
from game.registry import all_games
from scenes.kit.game_scene import scene_for
from scenes.kit.input import Action

from fake_game import fake_match
from scene_monkey import make_app

DT = 1 / 30


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path)


def table(app, match):
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    for _ in range(900):
        if scene.human_to_act() and not scene.busy() and not scene.hint_planning():
            break
        app.frame(DT, [])
    assert scene.human_to_act(), "a person is to act"
    return scene


def test_a_hint_highlights_the_best_move_and_says_why_until_the_table_moves_on(app):
    scene = table(app, fake_match(players=2, humans=1))
    scene.handle(Action("hint", "kbm"))
    hint = scene.hint
    assert hint is not None and hint.seat == 0
    assert scene.bot_preview == (0, hint.move)
    assert hint.sentence
    scene.try_move(hint.move)
    app.frame(DT, [])
    assert scene.hint is None and scene.bot_preview != (0, hint.move)


def test_asking_twice_gives_the_same_hint(app):
    scene = table(app, fake_match(players=2, humans=1))
    scene.handle(Action("hint", "kbm"))
    first = scene.hint
    scene.handle(Action("hint", "kbm"))
    assert scene.hint == first


def test_the_hint_button_is_a_click_away(app):
    scene = table(app, fake_match(players=2, humans=1))
    scene.handle(Action("click", "kbm", pos=scene.hint_rect().center))
    assert scene.hint is not None


def test_a_table_with_hints_off_says_so_and_shows_nothing(app):
    match = fake_match(players=2, humans=1)
    match.hints = False
    scene = table(app, match)
    scene.handle(Action("hint", "kbm"))
    assert scene.hint is None and scene.bot_preview is None
    assert app.toasts.messages() == ["Hints are off at this table."]


def test_no_hint_while_nobody_at_the_screen_is_to_act(app):
    scene = scene_for(app, fake_match(players=2, humans=0))
    app.scenes.reset(scene)
    scene.handle(Action("hint", "kbm"))
    assert scene.hint is None
    assert "turn" in app.toasts.messages()[-1]


def test_the_hint_says_why_in_a_sentence_for_its_player(app):
    scene = table(app, fake_match(players=2, humans=1))
    scene.handle(Action("hint", "kbm"))
    assert app.toasts.messages()[-1] == f"Hint for P1: {scene.hint.sentence}"  # (the pads' greetings before it)
    assert app.toasts.items[-1].kind == "hint"


def test_every_table_places_its_hint_button_on_screen_clear_of_its_log_button(app):
    for spec in all_games():
        seats = [Seat("Tess", 0, "human")] + [Seat(f"B{i}", i, "bot") for i in range(1, spec.min_players)]
        scene = scene_for(app, Match(spec, seats, 3))
        hint = scene.hint_rect()
        assert pygame.Rect(0, 0, 1280, 720).contains(hint), spec.id
        assert not hint.colliderect(scene.log_button), spec.id
        assert hint.w >= 32 and hint.h >= 32


def test_whether_hints_are_on_is_saved_and_a_damaged_value_is_refused(app):
    match = fake_match(players=2, humans=1)
    match.hints = False
    data = match.to_save()
    assert saves.from_data(data).hints is False
    data.pop("hints")
    assert saves.from_data(data).hints is True  # a save from before hints could be turned off
    data["hints"] = "maybe"
    with pytest.raises(saves.BadSave, match="hints"):
        saves.from_data(data)


def test_setup_can_turn_hints_off_for_the_table_and_the_rules_never_see_it(app):
    from scenes.screens.setup import SetupScene

    spec = all_games()[0]
    setup = SetupScene(app, spec)
    app.scenes.reset(setup)
    assert setup.options["hints"] is True
    setup.set_option("hints", False)
    setup.start(offer=False)  # (Learn to play is offered the first time: tests/scenes/kit/test_tutorial.py)
    scene = app.scenes.top
    assert scene.match.hints is False and "hints" not in scene.match.options


def test_a_first_game_tip_steps_aside_while_a_hint_shows(app):
    from scenes.kit.coach import Coach, Tip

    scene = table(app, fake_match(players=2, humans=1))
    scene.coach = Coach(app, "fake", [Tip("t", "Pick a thing.", lambda: True, lambda: None)])
    scene.coach.update(0.1)
    assert scene.coach.shown_rect() is not None
    scene.handle(Action("hint", "kbm"))
    assert scene.coach.shown_rect() is None
    scene.try_move(scene.hint.move)
    app.frame(DT, [])
    assert scene.hint is None and not scene.coach.held_back
