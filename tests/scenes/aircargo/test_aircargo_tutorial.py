"""Learn to play AirCargo, from the setup screen to the real game, by real input only: a
click at the centre of the step's spot (the choice button, the log box or the map place),
Enter on every card; and a click on a dimmed place is refused and changes nothing."""

import pytest
from tutorial_drive import click, enter, learn

from game import tutorial
from game.aircargo import SPEC, rules
from game.match import Seat
from scenes.aircargo.scene import AirCargoScene
from scenes.kit.tutorial import start_tutorial

from scene_monkey import make_app

DT = 1 / 30
SCRIPT = tutorial.load_script("aircargo")


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path, fake=False)


def until_learner(app, limit=2000):
    """Frames, and Enter on every card, until the learner's step is up and lit (and the
    table has faded in: a press on a screen nobody has seen yet is dropped)."""
    for _ in range(limit):
        scene = app.scenes.top
        guide = scene.guide
        if guide.tutor.reading() is not None:
            app.frame(DT, enter())
        elif guide.learner_step() is not None and guide.spots and not app.scenes.fading:
            return scene, guide.learner_step()
        else:
            app.frame(DT, [])
    raise AssertionError("the learner's step never came")


def test_the_tutorial_plays_by_clicks_on_its_spots_and_hands_over_to_a_real_flight(app):
    setup, scene = learn(app, "aircargo")
    shown = []
    while getattr(app.scenes.top, "guide", None) is not None:
        scene = app.scenes.top
        tutor = scene.guide.tutor
        if scene.guide.card is None:
            app.frame(DT, [])  # the card is laid out in the first update
            continue
        if tutor.reading() is not None or tutor.step() is None:
            shown.append(scene.guide.card.lines)
            app.frame(DT, enter())  # Next (and, at the end, Play a real game!)
            continue
        step = scene.guide.learner_step()
        if step is None or not scene.guide.spots:
            app.frame(DT, [])
            continue
        spots = scene.tutorial_spots(step.move)
        assert all(scene.guide.card.rect.colliderect(spot) == 0 for spot in spots), "the card hides no spot"
        before, toasts = len(scene.match.log), len(app.toasts.messages())
        app.frame(DT, click(spots[-1].center))  # the last spot: on the map or the log when it has one
        if step.mistake:
            assert len(scene.match.log) == before, "a mistake changes nothing"
            assert "too far" in " ".join(app.toasts.messages()[toasts:]), "the rules say why"
        else:
            assert scene.match.log[before] == step.move
        assert len(shown) < 2000  # (frames on cards: a card waits while the table settles)
    state = scene.match.state
    assert state.delivered == [5] and state.position == "41" and state.stamina_used == 4
    assert any("40 points wins" in " ".join(lines) for lines in shown), "the outro says how the game is won"
    for _ in range(6):
        app.frame(DT, [])
    real = app.scenes.top
    assert isinstance(real, AirCargoScene) and real.guide is None, "a real day of flying follows"
    assert real.match.log == [] and real.match.state.position == "PEN"
    assert "aircargo" in app.settings.learned


def test_keys_alone_make_every_step_the_mistake_too(app):
    learn(app, "aircargo")
    steps = 0
    while app.scenes.top.guide.tutor.step() is not None:
        scene, step = until_learner(app)
        assert scene.controls.focused_move() == step.move, "the focus waits on the step's own button"
        before = len(scene.match.log)
        app.frame(DT, enter())
        if step.mistake:
            assert len(scene.match.log) == before and scene.guide.tutor.reading() == step, "refused, and explained"
        else:
            assert scene.match.log[before] == step.move
        steps += 1
    assert steps == len(SCRIPT.learner_steps())


def test_a_click_on_a_dimmed_place_is_refused_with_a_sentence_and_changes_nothing(app):
    learn(app, "aircargo")
    scene, step = until_learner(app)
    assert step.move["kind"] == "plan"
    before = scene.match.log[:], scene.board.picture
    app.frame(DT, click(scene.board.log.cargo_chip(5).center))  # the pilot log: dimmed while Plan is the step
    assert any(message.startswith("Not there!") for message in app.toasts.messages())
    assert scene.match.log == before[0] and scene.board.picture == before[1]
    assert app.scenes.top is scene and scene.guide.learner_step() == step


def test_back_from_a_check_returns_to_the_leg_and_the_flight_goes_on_from_there(app):
    learn(app, "aircargo")
    while True:
        scene, step = until_learner(app)
        if step.move["kind"] == "stamina":
            break
        app.frame(DT, enter())
    back = next(button for button in scene.guide.card.buttons if button.label == "Back")
    app.frame(DT, click(back.rect.center))
    scene, step = until_learner(app)
    assert step.move == {"player": 0, "kind": "leg", "to": "41"}
    assert scene.match.state.position == "YAKIMA" and scene.match.state.weather_crossed == 1
    assert scene.controls.focused_move() == step.move
    app.frame(DT, enter())
    scene, step = until_learner(app)
    assert step.move["kind"] == "stamina" and scene.match.state.check["name"] == "Mount Rainier"
    assert app.scenes.error_count == 0


def lesson_two_at(app, index: int):
    """Lesson 2's table with its steps before `index` made and read, as the learner left them."""
    scene = start_tutorial(app, SPEC, Seat("Kit"), handover=lambda: None, leave=lambda: None, lesson=2)
    tutor = scene.match.tutor
    tutor.intro_read = True
    for number, step in enumerate(tutor.script.steps[:index]):
        if step.mistake:
            tutor.tried.add(number)
        else:
            scene.match.apply(step.move)
        tutor.read.add(number)
    app.scenes.reset(scene)
    return until_learner(app)


@pytest.mark.parametrize("kind", ["leg", "pray_weather", "stop", "pray", "plan"])
def test_lesson_two_lights_and_focuses_each_kind_of_step_and_a_click_on_its_spot_makes_it(app, kind):
    script = tutorial.load_script("aircargo", 2)
    index = next(i for i, step in enumerate(script.steps) if step.learner and step.move["kind"] == kind)
    scene, step = lesson_two_at(app, index)
    assert step == script.steps[index] and scene.controls.focused_move() == step.move
    before = len(scene.match.log)
    app.frame(DT, click(scene.guide.spots[-1].center))
    if step.mistake:  # the rules refuse it with their sentence, and the step is done
        assert len(scene.match.log) == before and app.toasts.messages()[-1] == rules.problem(
            scene.match.state, step.move
        )
        assert scene.guide.tutor.reading() == step
    else:
        assert scene.match.log[before] == step.move
