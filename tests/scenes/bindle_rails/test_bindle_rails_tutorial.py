"""Learn to play Bindle Rails Express, driven as a learner would: clicks on the lit spot (a die,
then the place it pays for), Next on every card, both mistakes the rules refuse, a click on a
dimmed place, an undo and a step back in the middle of a turn; at the end the real game."""

import pygame
import pytest

from game import tutorial
from game.bindle_rails import rules
from game.registry import get_game
from scenes.bindle_rails.scene import BindleRailsScene
from scenes.screens.setup import SetupScene

from scene_monkey import make_app

DT = 1 / 60
SCRIPT = tutorial.load_script("bindle_rails")


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path, fake=False)


def learn(app) -> SetupScene:
    setup = SetupScene(app, get_game("bindle_rails"))
    app.scenes.reset(setup)
    setup.learn()
    assert isinstance(app.scenes.top, BindleRailsScene) and app.scenes.top.guide is not None
    return setup


def click(app, pos) -> None:
    pos = tuple(map(int, pos))
    app.frame(
        DT,
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
    )


def key(app, key) -> None:
    app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])


def run(app, frames: int = 20) -> None:
    for _ in range(frames):
        app.frame(DT, [])


def until_learner(app, limit: int = 3000):
    """Frames, and Next (clicked on the card) on every card, until the learner's step is lit."""
    for _ in range(limit):
        scene = app.scenes.top
        guide = scene.guide
        assert guide is not None, "the tutorial's table stays on top"
        if guide.tutor.reading() is not None and not guide.settling() and not app.scenes.fading:
            click(app, next(b for b in guide.card.buttons if b.label == "Next").rect.center)
        elif guide.learner_step() is not None and not scene.busy() and guide.spots and not app.scenes.fading:
            return scene, guide.learner_step()
        else:
            app.frame(DT, [])
    raise AssertionError("the learner's step never came")


def play_step(app) -> tuple[BindleRailsScene, tutorial.Step]:
    """The learner's step, made by clicks on the lit spots until the table takes it."""
    scene, step = until_learner(app)
    tutor = scene.guide.tutor
    before = (tutor.position(), len(tutor.tried))
    for _ in range(3):  # a die to spend is two clicks: the die, then its use
        assert len(scene.guide.spots) == 1, "one place is lit at a time"
        click(app, scene.guide.spots[0].center)
        run(app, 2)
        if (tutor.position(), len(tutor.tried)) != before:
            return scene, step
    raise AssertionError(f"clicks on the lit spots never made {step.move}")


def messages(app) -> list[str]:
    return app.toasts.messages()


def test_the_tutorial_plays_by_clicks_to_the_real_game(app):
    setup = learn(app)
    refusals = []
    for step in SCRIPT.steps:
        if not step.learner:
            continue
        scene, made = play_step(app)
        assert made == step
        if step.mistake:
            refusals.append(messages(app)[-1])
    assert refusals == [
        "Keep at least one die from this roll before rolling again.",
        "A river needs a blue bridge die: this die can't be one.",
    ], "each mistake answers with the rules' own sentence"
    scene = app.scenes.top
    state = scene.state
    assert (state.built, state.tech, rules.TRACK[state.values[state.company]]) == (2, 4, 6), (
        "two stretches built, Tech 4, and the B&O saved at $6"
    )
    for _ in range(600):  # the last cards: Next, then "Play a real game!"
        scene = app.scenes.top
        if getattr(scene, "guide", None) is None:
            break
        card = scene.guide.card
        buttons = [b for b in card.buttons if b.label in ("Next", "Play a real game!")]
        if buttons and not app.scenes.fading:
            click(app, buttons[0].rect.center)
        else:
            app.frame(DT, [])
    run(app, 10)
    real = app.scenes.top
    assert isinstance(real, BindleRailsScene) and real.guide is None, "the real game follows"
    assert real.state.phase == "company" and real.match.log == [], "a fresh game: choose a railroad"
    assert [(s.name, s.kind) for s in real.match.seats] == [(s.name, s.kind) for s in setup.seats]
    assert "bindle_rails" in app.settings.learned


def test_enter_alone_makes_every_step(app):
    learn(app)
    presses = 0
    for _ in SCRIPT.learner_steps():
        scene, step = until_learner(app)
        tutor = scene.guide.tutor
        before = (tutor.position(), len(tutor.tried))
        while (tutor.position(), len(tutor.tried)) == before:
            key(app, pygame.K_RETURN)
            run(app, 2)
            presses += 1
            assert presses < 60, f"Enter never made {step.move}"
    assert presses == 33, "one press a step, two for a die spent (picked up, then placed)"
    assert scene.state.built == 2 and scene.state.tech == 4


def test_a_click_on_a_dimmed_place_is_refused_and_changes_nothing(app):
    learn(app)
    play_step(app)  # the railroad
    scene, step = until_learner(app)  # the mistake: Reroll with nothing kept
    scene, step = play_step(app)
    scene, step = until_learner(app)  # keep the green 4
    lit = scene.guide.spots[0]
    other = next(
        h for h in scene.hotspots if h.key[0] == "r" and not h.rect.colliderect(lit.inflate(40, 40))
    )  # another route die, in plain sight under the veil
    log, kept = list(scene.match.log), list(scene.state.route_kept)
    app.frame(DT, [pygame.event.Event(pygame.MOUSEMOTION, pos=other.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.focus == ("r", step.move["die"]), "the focus stays on the lit die"
    click(app, other.rect.center)
    run(app, 2)
    assert messages(app)[-1] == f"Not there! {step.say}"
    assert scene.match.log == log and scene.state.route_kept == kept, "nothing changes"
    assert scene.guide.learner_step() == step


def test_an_undo_and_a_step_back_mid_turn_keep_the_tutorial_on_its_script(app):
    learn(app)
    for _ in range(17):  # up to the gear 2 put towards Tech
        scene, step = play_step(app)
    assert step.move == {"player": 0, "kind": "assign", "die": 1, "use": "tech"}
    scene, step = until_learner(app)  # the gear 1
    key(app, pygame.K_4)  # Undo (Y/4): the gear 2 comes back
    run(app, 5)
    scene, again = until_learner(app)
    assert again.move["die"] == 1 and scene.state.event_place[1] == "keep", "the gear 2 is back in the keep row"
    scene, _ = play_step(app)
    scene, step = until_learner(app)  # the gear 1 again
    back = next(b for b in scene.guide.card.buttons if b.label == "Back")
    click(app, back.rect.center)
    scene, again = until_learner(app)
    assert isinstance(scene, BindleRailsScene) and again.move["die"] == 1, "one step back: the gear 2 again"
    assert scene.state.tech == 3 and scene.board.picture.where.get(("e", 1)) == ("keep", 1)
    for _ in range(2):
        scene, _ = play_step(app)
    assert scene.state.tech == 4, "2 + 1 gear points: Tech 4"
