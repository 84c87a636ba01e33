"""The question before a costly move: the safe answer has the focus, a press
still held from the move that asked is ignored, back keeps playing, and only
the controls the question is for may answer."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from scenes.kit.confirm import ARM_SECONDS, ConfirmScene  # noqa: E402
from scenes.kit.input import Action  # noqa: E402
from scenes.kit.manager import Scene  # noqa: E402


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path / "home"))
    from scenes.app import App

    app = App(headless=True)
    app.scenes.reset(Scene(app))
    return app


def ask(app, answers, accepts=lambda source: True):
    scene = ConfirmScene(
        app,
        "Send the burro?",
        ["It earns $4.", "The bandit takes $2."],
        "Send it",
        lambda: answers.append("yes"),
        on_no=lambda: answers.append("no"),
        accepts=accepts,
    )
    app.scenes.push(scene)
    app.scenes.update(0.0)
    return scene


def press(scene, kind, source="kbm"):
    return scene.handle(Action(kind, source))


def test_a_held_press_is_not_the_answer_and_the_safe_answer_comes_first(app):
    answers = []
    scene = ask(app, answers)
    assert press(scene, "confirm") is True and answers == []
    scene.update(ARM_SECONDS)
    assert scene.menu.focused.label == "Not yet"
    press(scene, "confirm")
    assert answers == ["no"]


def test_moving_to_yes_and_confirming_makes_the_move(app):
    answers = []
    scene = ask(app, answers)
    scene.update(ARM_SECONDS)
    press(scene, "up")
    press(scene, "confirm")
    assert answers == ["yes"]


def test_back_keeps_playing(app):
    answers = []
    scene = ask(app, answers)
    assert scene.back() is True
    assert answers == ["no"]


def test_only_the_asked_controls_answer(app):
    answers = []
    scene = ask(app, answers, accepts=lambda source: source == "pad:1")
    scene.update(ARM_SECONDS)
    press(scene, "up", source="kbm")
    press(scene, "confirm", source="kbm")
    assert answers == [] and scene.menu.focused.label == "Not yet"
    press(scene, "confirm", source="pad:1")
    assert answers == ["no"]


def test_the_question_draws(app):
    scene = ask(app, [])
    scene.draw(app.canvas)


class FocusedScene(Scene):
    def focus_rect(self):
        import pygame

        return pygame.Rect(560, 300, 160, 90)  # what the question is about, in the middle of the screen


def test_the_question_sits_clear_of_what_it_asks_about_and_leaves_it_lit(app):
    app.scenes.reset(FocusedScene(app))
    scene = ask(app, [])
    subject = app.scenes.stack[0].focus_rect()
    assert scene.subject == subject and not scene.rect.colliderect(subject)
    assert all(not item.rect.colliderect(subject) for item in scene.menu.items)
    scene.draw(app.canvas)
    assert scene.shade.get_at(subject.center).a == 0  # not shaded


def test_long_words_grow_the_panel_and_are_never_cut(app):
    from sprites import readability

    lines = ["Dice on partial payments are lost: the 5 on the building, the 3 and 2 on the gears."] * 4
    with readability.watching() as audit:
        scene = ConfirmScene(app, "End the turn with dice still placed?", lines, "End turn", lambda: None)
        app.scenes.push(scene)
        app.frame(1 / 30, [])
    assert audit.cuts == {}
    assert scene.rect.h > 420 and scene.menu.items[0].rect.top > scene.rect.top + scene.text_height


@pytest.mark.parametrize("table", [Scene, FocusedScene])
def test_a_hint_showing_when_the_question_opens_keeps_off_it(app, table):
    """A hint asked for just before (AirCargo's "Stop for the day?") covered the question's title."""
    app.scenes.reset(table(app))
    app.toasts.show("Hint for Pilot: " + "stop for the day only once no flight is left to make. " * 3, "hint")
    scene = ask(app, [])
    shown = app.toasts.layout(scene.toasts_at())
    assert shown and all(not rect.colliderect(scene.rect) for _, _, rect in shown)
