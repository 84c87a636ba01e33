"""Closing the window (its close button, Alt+F4: pygame.QUIT) in the middle of a game asks
first, Stay focused, over whatever screen covers the table; a second close request, or Leave,
ends the app. Where no game is in play (the title, setup, a demo) it ends at once."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game import paths
from scenes.kit.confirm import ARM_SECONDS, ConfirmScene
from scenes.kit.game_scene import scene_for
from scenes.kit.input import Action

from fake_game import FAKE_SPEC, fake_match, use_fake_registry

CLOSE = [pygame.event.Event(pygame.WINDOWCLOSE), pygame.event.Event(pygame.QUIT)]  # as SDL sends the window's close


@pytest.fixture
def app(monkeypatch):
    use_fake_registry(monkeypatch)
    from scenes.app import App

    return App(headless=True)


def table(app, humans=2, demo=False):
    scene = scene_for(app, fake_match(players=2, humans=humans), demo=demo)
    app.scenes.reset(scene)
    app.frame(1 / 60, [])
    app.running = True  # as App.run has it
    return scene


def close(app):
    app.frame(1 / 60, CLOSE)


def answer(app, label):
    """Answer the question with the button labelled `label`, once it takes presses."""
    app.frame(ARM_SECONDS + 0.1, [])
    question = app.scenes.top
    button = next(item for item in question.menu.items if item.label == label)
    app.scenes.handle(Action("click", pos=button.rect.center))


def asked(app) -> ConfirmScene:
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and question.title == "Leave Boomtown?", question
    assert app.running and not app.closed_from_outside
    return question


def test_mid_game_the_close_button_asks_with_stay_focused_and_stay_goes_back_to_the_game(app):
    scene = table(app)
    close(app)
    question = asked(app)
    assert question.lines == ["Your game is saved."] and question.menu.focused.label == "Stay"
    assert question.subject is None  # about the whole app: in the middle, nothing below kept lit
    app.frame(ARM_SECONDS + 0.1, [])
    app.scenes.handle(Action("confirm"))  # Enter on the focused answer stays
    assert app.scenes.top is scene and app.running
    close(app)
    asked(app)
    app.frame(ARM_SECONDS + 0.1, [])  # (a press during the fade in is dropped)
    app.scenes.handle(Action("back"))  # Esc or B: stay too
    assert app.scenes.top is scene and app.running


def test_a_second_close_request_while_asking_leaves_and_leave_leaves(app):
    table(app)
    close(app)
    asked(app)
    close(app)
    assert not app.running and app.closed_from_outside
    app.running, app.closed_from_outside = True, False
    app.scenes.pop()
    close(app)
    answer(app, "Leave")
    assert not app.running and not app.closed_from_outside  # chosen, as the title's Quit


@pytest.mark.parametrize("cover", ["pause", "pass", "log", "aid"])
def test_over_a_screen_covering_the_table_it_asks_and_stay_returns_to_that_screen(app, cover):
    scene = table(app)
    if cover == "pause":
        app.open_pause(scene)
    elif cover == "pass":
        scene.pass_to(1, lambda: None)
    elif cover == "log":
        scene.handle(Action("log"))
    else:
        scene.open_player_aid()
    covering = app.scenes.top
    assert covering is not scene
    close(app)
    asked(app)
    answer(app, "Stay")
    assert app.scenes.top is covering and app.running


def test_with_no_game_in_play_it_ends_at_once(app):
    from scenes.screens.setup import SetupScene

    for place in ("setup over the title", "demo"):
        if place == "demo":
            table(app, demo=True)
        else:
            app.to_title()
            app.scenes.push(SetupScene(app, FAKE_SPEC))
        app.running = True
        close(app)
        assert not app.running and app.closed_from_outside, place
        assert not isinstance(app.scenes.top, ConfirmScene)
        app.closed_from_outside = False


def test_a_signal_ends_the_app_at_once_even_mid_game(app):
    """SIGTERM (a shutdown, a kill) reaches the app as QUIT alone: nothing may wait for an answer."""
    table(app)
    app.frame(1 / 60, [pygame.event.Event(pygame.QUIT)])
    assert not app.running and app.closed_from_outside and not isinstance(app.scenes.top, ConfirmScene)


def test_a_session_that_keeps_nothing_says_so_instead(app, monkeypatch):
    table(app)
    monkeypatch.setattr(paths, "not_writing", lambda: True)
    close(app)
    assert asked(app).lines == [app.not_saving_line()] and "Not saving" in app.not_saving_line()


def test_in_learn_to_play_it_says_the_lesson_is_not_kept(app):
    """A lesson is a table with a guide (scenes/kit/tutorial.py); it keeps no save."""
    from scenes.app import leave_lines

    lesson = SimpleNamespace(guide=object(), save_problem="")
    assert leave_lines(lesson, "") == ["This lesson is not kept: Learn to play starts again from its first card."]
    failed = SimpleNamespace(guide=None, save_problem="The game could not be saved (No space left on device).")
    assert leave_lines(failed, "") == [failed.save_problem]


def test_a_solo_players_phone_is_never_asked_to_leave_the_app(app):
    scene = table(app, humans=1)
    close(app)
    asked(app)
    assert scene.phones.question(0) is None  # the table's own questions go to that phone; this one is the TV's
