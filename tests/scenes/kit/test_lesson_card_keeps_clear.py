"""Learn to play's card never covers what it talks about: every lesson of every game, played step by
step as a quick learner would, and on each still frame the card keeps off the step's subject (the
part of the table its `about` names; a rival's tokens with the learner's), its lit targets, the focus
and the dice."""

import pygame
import pytest
from tutorial_drive import learn

from game import tutorial
from game.registry import all_games
from scenes.kit.input import Action
from scenes.kit.keep_clear import place

from scene_monkey import make_app

DT = 1 / 20
LESSONS = [(spec.id, lesson) for spec in all_games() for lesson in tutorial.lessons(spec.id)]


@pytest.fixture
def app(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, fake=False)
    app.settings.animation_speed = 2.0
    return app


def covered(guide, top) -> list[str]:
    """What the card on screen covers of what it must leave in sight."""
    card = guide.card.rect
    focus = top.focus_rect()
    kept = {
        f"the {guide.step_about() or 'subject'}": guide.about(),
        "a lit target": guide.spots,
        "the focus": [focus] if focus is not None else [],
        "the dice": guide.scene.dice_rects(),
    }
    if guide.step_about() == "rival_tokens":  # a rival's move is watched against the learner's tokens
        kept["the learner's tokens"] = guide.scene.about_rects("your_tokens")
    return [name for name, rects in kept.items() if card.collidelist(rects) >= 0]


def play_on(app, guide, presses: int) -> None:
    """One press of a learner who plays by Enter alone (so the step's boards and screens open as
    they would): Next on a card that may be passed, else Enter on the focused target; a step that
    Enter has not made in a dozen presses is made outright."""
    if guide.tutor.reading() is not None and not guide.settling():
        guide.next()
    elif guide.learner_step() is not None and presses < 12:
        app.scenes.handle(Action("confirm", "kbm"))
    elif guide.learner_step() is not None:
        while app.scenes.top is not guide.scene:
            app.scenes.pop()
        guide.scene.try_move(dict(guide.learner_step().move))


@pytest.mark.parametrize("game, lesson", LESSONS, ids=[f"{game}-{lesson}" for game, lesson in LESSONS])
def test_the_lesson_card_keeps_off_its_subject_the_targets_the_focus_and_the_dice(app, game, lesson):
    _, scene = learn(app, game, lesson=lesson)
    guide = scene.guide
    script = guide.tutor.script
    found, checked, named = [], set(), set()
    presses = {}
    for _ in range(20_000):
        tutor = guide.tutor
        if tutor.step() is None and tutor.reading() is None:
            break
        app.scenes.update(DT)
        app.toasts.update(DT)
        top = app.scenes.top
        if guide.card is None or scene.busy() or app.scenes.fading or getattr(top, "guide", None) is not guide:
            continue
        position = tutor.position()
        checked.add(position)
        if guide.about():
            named.add(guide.step_about())
        for what in covered(guide, top):
            found.append(f"{game} lesson {lesson} step {position} ({guide.card_text[:40]!r}): covers {what}")
        if guide.learner_step() is not None:
            presses[position] = presses.get(position, 0) + 1
        play_on(app, guide, presses.get(position, 0))
    else:
        raise AssertionError(f"{game} lesson {lesson} never played out")
    assert not found, "\n".join(dict.fromkeys(found))
    assert {step.about for step in script.steps if step.about} <= named, "every subject a step names is on the table"
    assert len(checked) >= len(script.learner_steps())


def test_a_narrower_card_that_keeps_clear_beats_a_full_one_over_the_subject():
    """A screen with a column free at the left only: the full card can't keep off the subject, a
    narrower one can; with a target in the column too, the narrower still wins (a target gives way
    before the subject)."""
    subject = pygame.Rect(360, 0, 920, 720)
    placed = place((600, 150), keep=[subject], smaller=[(420, 150), (340, 200)])
    assert placed.clear and placed.rect.w == 340 and not placed.rect.colliderect(subject)
    target = pygame.Rect(0, 0, 360, 720)
    placed = place((600, 150), keep=[subject], avoid=[target], smaller=[(420, 150), (340, 200)])
    assert not placed.clear and placed.keeps and placed.rect.w == 340
