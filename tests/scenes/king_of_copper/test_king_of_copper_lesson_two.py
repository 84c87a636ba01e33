"""Learn to play King of Copper's second lesson on its table: the mistake to try has a button,
and a choice screen stands in for the table while the learner's step is made on it (the guide
lights the step's option beside its card, Enter makes it, any other is refused). The whole
lesson from setup: tests/scenes/kit/test_tutorial.py."""

import pygame
import pytest
import tutorial_drive

from game.core import CHANCE
from scenes.king_of_copper.overlays import ChoiceOverlay
from scenes.king_of_copper.scene import KingOfCopperScene
from scenes.kit.game_scene import scene_for
from scenes.kit.input import Action

from scene_monkey import make_app

DT = 1 / 30


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path, fake=False)


def lesson_at(app, lesson: int, kind: str) -> KingOfCopperScene:
    """The lesson from setup, its script played on unseen (cards read) to the learner's first step
    of `kind`, and the table built afresh there, as Back builds it."""
    _, table = tutorial_drive.learn(app, "king_of_copper", lesson=lesson)
    guide, match = table.guide, table.match
    tutor = guide.tutor
    for _ in range(500):
        if tutor.reading() is not None:
            tutor.next_read()
            continue
        step = guide.learner_step()
        if step is not None and step.move["kind"] == kind:
            break
        if step is not None and step.mistake:
            tutor.tried_mistake()
        elif step is not None:
            match.apply(dict(step.move))
        else:
            match.step_automatic()
    fresh = scene_for(app, match)
    fresh.guide, guide.scene, fresh.coach.active = guide, fresh, False
    app.scenes.replace(fresh)
    return fresh


def frames(app, count: int) -> None:
    for _ in range(count):
        app.frame(DT, [])


def test_the_refused_peek_of_the_lesson_has_a_button_and_enter_tries_it(app):
    scene = lesson_at(app, 2, "peek")
    while scene.busy() or app.scenes.fading or not scene.guide.spots:
        frames(app, 1)
    step = scene.guide.learner_step()
    assert step.mistake and scene.layer.focused.move == step.move and not scene.layer.focused.legal
    log = list(scene.match.log)
    app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)])
    assert scene.match.log == log
    assert "Deep mining needs a Character Card (three titles in three districts)." in app.toasts.messages()
    assert scene.guide.tutor.reading() == step  # the step is done: its card says why


def test_a_choice_screen_stands_in_for_the_table_and_takes_only_the_steps_choice(app):
    scene = lesson_at(app, 2, "accept_trade")
    for _ in range(100):
        frames(app, 1)
        if isinstance(app.scenes.top, ChoiceOverlay) and scene.guide.spots:
            break
    screen, guide = app.scenes.top, scene.guide
    accept, decline = screen.options
    assert screen.guide is guide and accept.rect in guide.spots and screen.focus == 0
    assert guide.card.rect.collidelist(screen.reading_rects()) < 0, "the card sits beside the screen"
    log = len(scene.match.log)
    screen.handle(Action("button1", "kbm", button=1))  # Decline: not the lesson's step
    assert app.scenes.top is screen and len(scene.match.log) == log
    assert any(message.startswith("Not that one!") for message in app.toasts.messages())
    screen.handle(Action("right"))
    assert screen.focus == 0  # the focus rests on the step's choice
    screen.handle(Action("confirm"))
    assert scene.match.log[log] == {"player": 0, "kind": "accept_trade"} and app.scenes.top is scene


def test_a_chips_face_shown_in_a_lesson_goes_with_the_card_that_tells_of_it(app):
    scene = lesson_at(app, 1, "prospect")
    scene.try_move(dict(scene.guide.learner_step().move))
    for _ in range(200):
        frames(app, 1)
        if isinstance(app.scenes.top, ChoiceOverlay):
            break
    screen = app.scenes.top
    assert screen.title == "Your green chip" and scene.guide.tutor.reading() is not None
    while scene.guide.settling():
        frames(app, 1)
    screen.handle(Action("confirm"))  # Next on the card
    frames(app, 2)
    assert app.scenes.top is scene and scene.guide.learner_step().move["kind"] == "roll"
    assert CHANCE not in scene.match.to_act()
