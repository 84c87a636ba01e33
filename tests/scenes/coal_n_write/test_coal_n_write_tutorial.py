"""Learn to play Coal n' Write, driven as a learner would: clicks on the lit spots (or Enter
alone), Next on every card, a mistake the rules refuse, a click on a dimmed place, an undo,
a long wait while Clem, who plays the same roll, keeps his place in the script; and at the
end the real game the setup describes."""

from collections import Counter

import pygame
import pytest

from game import tutorial
from game.registry import get_game
from scenes.coal_n_write.scene import CoalNWriteScene
from scenes.kit.tutorial import reading_seconds
from scenes.screens.setup import SetupScene

from scene_monkey import make_app

DT = 1 / 30  # half a 60 Hz screen's frames: the same lesson in half the work
SCRIPT = tutorial.load_script("coal_n_write")


@pytest.fixture
def app(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, fake=False)
    app.draw_every = 3  # whole lessons: a sample of their frames is drawn, every update runs
    return app


def learn(app, pad=None):
    setup = SetupScene(app, get_game("coal_n_write"))
    app.scenes.reset(setup)
    setup.seats[0].pad = pad  # the learner's own gamepad, or the keyboard and mouse
    setup.learn_lesson(1)  # the first lesson (with two, Learn to play asks which)
    scene = app.scenes.top
    assert isinstance(scene, CoalNWriteScene) and scene.guide is not None
    return setup


def click(app, pos) -> None:
    app.frame(
        DT,
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
    )


def key(app, key) -> None:
    app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])


def until_learner(app, limit: int = 3000, shown: Counter | None = None):
    """Frames, and Next on every card, until the learner's step is lit; the table and the step.
    `shown` counts the frames each bot's card shows before its move."""
    for _ in range(limit):
        scene = app.scenes.top
        guide = scene.guide
        assert guide is not None, "the tutorial's table stays on top"
        clems_card(guide, shown)
        if guide.tutor.reading() is not None:
            key(app, pygame.K_RETURN)  # Next
        elif guide.learner_step() is not None and not scene.busy() and guide.spots and not app.scenes.fading:
            return scene, guide.learner_step()
        else:
            app.frame(DT, [])
    raise AssertionError("the learner's step never came")


def clems_card(guide, shown: Counter | None) -> None:
    """A frame of Clem's card before his move, counted by its words."""
    step = guide.tutor.step()
    if shown is not None and step is not None and step.move["player"] == 1 and guide.card_words == step.say:
        shown[step.say] += 1


def play_through(app, press, shown: Counter | None = None) -> int:
    """The tutorial to its last card, each learner step made by `press(app, scene)` (one click
    or key a call); every step's move lands as scripted, the mistake changes nothing. The
    learner's presses."""
    presses = 0
    while app.scenes.top.guide.tutor.position() <= SCRIPT.learner_steps()[-1]:
        scene, step = until_learner(app, shown=shown)
        tutor = scene.guide.tutor
        position, log = tutor.position(), list(scene.match.log)
        while tutor.position() == position:
            press(app, scene)
            presses += 1
            assert presses < 200, f"stuck at {step.say}"
        if step.mistake:
            assert scene.match.log == log, "a mistake changes nothing"
            assert any("needs 6 or more" in message for message in app.toasts.messages()), "the rules say why"
        else:
            assert scene.match.log[len(log)] == step.move
    for _ in range(3000):  # Clem loads his burro; Next on the cards, up to the last
        guide = app.scenes.top.guide
        if guide.tutor.step() is None and guide.tutor.reading() is None:
            return presses
        clems_card(guide, shown)
        key(app, pygame.K_RETURN) if guide.tutor.reading() is not None else app.frame(DT, [])
    raise AssertionError("the script never played out")


def pad_button(app, scene, button) -> None:
    pad = int(scene.match.seats[0].controller.removeprefix("pad:"))
    press = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button)
    app.frame(DT, [press, pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=button)])


def pad_a(app, scene) -> None:
    pad_button(app, scene, pygame.CONTROLLER_BUTTON_A)


def click_first_spot(app, scene) -> None:
    click(app, scene.guide.spots[0].center)


def enter(app, scene) -> None:
    key(app, pygame.K_RETURN)


def test_a_learner_clicks_through_to_a_real_game_with_the_seats_set_up(app):
    setup = learn(app)
    seats = [(seat.name, seat.kind) for seat in setup.seats]
    shown: Counter = Counter()
    clicks = play_through(app, click_first_spot, shown)
    assert clicks == 27, "a die, then its target: no click wasted"
    clems = [step.say for step in SCRIPT.steps if step.move["player"] == 1 and step.say]
    slow = [say for say in clems if shown[say] * DT < reading_seconds(say)]
    assert not slow, "Clem's cards stay until read at a child's pace (counted in frames)"
    table = app.scenes.top
    guide = table.guide
    assert "the most cash wins" in " ".join(guide.card.lines), "the outro says how the game is won"
    assert [sheet.cash for sheet in table.state.sheets] == [41, 33]
    for _ in range(600):  # the deliveries' banners
        if not table.busy():
            break
        app.frame(DT, [])
    assert table.board.shown == 0, "the learner's own sheet is large for the last card"
    button = next(button for button in guide.card.buttons if button.label.startswith("Play"))
    click(app, button.rect.center)
    for _ in range(10):
        app.frame(DT, [])
    real = app.scenes.top
    assert isinstance(real, CoalNWriteScene) and real.guide is None
    assert real is not table and [(seat.name, seat.kind) for seat in real.match.seats] == seats
    assert all(entry["player"] == "chance" for entry in real.match.log), "a fresh game"
    assert "coal_n_write" in app.settings.learned


def test_enter_alone_plays_every_step_the_mistake_too(app):
    learn(app)
    presses = play_through(app, enter)
    assert presses == 27, "the focus waits on each next die or target"
    table = app.scenes.top
    assert table.guide.tutor.finished() and table.guide.card.buttons[-1].label == "Play a real game!"
    for _ in range(int(1 / DT)):  # a new card takes Next only after a moment
        app.frame(DT, [])
    key(app, pygame.K_RETURN)  # the last card's button, by key
    app.frame(DT, [])
    assert isinstance(app.scenes.top, CoalNWriteScene) and app.scenes.top is not table
    assert app.scenes.top.guide is None


def test_a_learner_with_a_gamepad_plays_every_step_with_a_alone(app):
    learn(app, pad=11)
    assert app.scenes.top.match.seats[0].controller == "pad:11"
    assert play_through(app, pad_a) == 27


def test_a_click_on_a_dimmed_place_is_refused_kindly_and_changes_nothing(app):
    learn(app)
    scene, step = until_learner(app)
    assert step.move["kind"] == "claim"
    [die] = scene.guide.spots  # only the 4 is lit
    assert scene.board.tray.die_at(die.center) == 0
    log, held = list(scene.match.log), list(scene.controls.hand_of_seat(0).held)
    click(app, scene.board.button_rects()["done"].center)
    click(app, scene.board.layout.deposits[42].center)
    assert any(message.startswith("Not there!") for message in app.toasts.messages())
    assert scene.match.log == log and scene.controls.hand_of_seat(0).held == held
    assert not scene.state.sheets[0].confirmed and scene.guide.learner_step() == step


def test_clem_keeps_his_place_while_the_learner_takes_their_time(app):
    """The roll is everyone's at once: Clem could move, but his moves come where the script puts them."""
    learn(app)
    scene, step = until_learner(app)
    log = list(scene.match.log)
    for _ in range(int(20 / DT)):
        app.frame(DT, [])
    assert app.scenes.top is scene and not scene.stalled
    assert scene.match.log == log and scene.guide.learner_step() == step
    assert 1 in scene.match.to_act(), "Clem has the same roll to use"


def test_an_undo_takes_the_learner_back_a_step_and_the_guide_follows(app):
    """The table's own undo (a pad's X) is the rules' Match.undo: the guide reads where the
    learner stands from the log, so the taken-back step is simply up again."""
    learn(app, pad=11)
    scene, step = until_learner(app)
    pad_a(app, scene)  # the 4
    pad_a(app, scene)  # the Coal 4: a C in the Ore Stash
    scene, step = until_learner(app)  # past its card, on to the mistake
    assert step.mistake and scene.state.sheets[0].stash == ["C"]
    pad_button(app, scene, pygame.CONTROLLER_BUTTON_X)
    assert scene.state.sheets[0].stash == [] and scene.match.log[-1]["kind"] == "roll"
    scene, step = until_learner(app)
    assert step.move == SCRIPT.steps[1].move and scene.guide.spots == scene.tutorial_spots(step.move)
    assert play_through(app, pad_a) == 27 and app.scenes.top.state.sheets[0].cash == 41


def test_backspace_steps_back_to_the_last_step_even_across_clems_moves(app):
    """Back from the store visit of turn 2 undoes Clem's moves and the roll since: the learner
    presses Done on turn 1 again, and the same dice come."""
    learn(app)
    while True:
        scene, step = until_learner(app)
        if step.move["kind"] == "store":
            break
        click_first_spot(app, scene)
    assert scene.state.dice[:2] == [5, 5] and len(scene.state.sheets[1].stash) == 2
    key(app, pygame.K_BACKSPACE)
    scene, step = until_learner(app)
    assert step.move == {"player": 0, "kind": "confirm"} and scene.state.turn == 1
    assert scene.state.sheets[1].stash == [] and scene.state.dice == [4, 2, 1]
    assert play_through(app, click_first_spot) == 20, "Done on turn 1 again, and every click after it"
    assert app.scenes.top.state.sheets[0].cash == 41


def test_lesson_2s_store_steps_and_full_ore_stash_are_lit_and_made_by_enter_alone(app):
    """Lesson 2 from round 6's roll (its burro steps are lesson 1's kinds): the Coal Baron the
    rules refuse, the Pistol and the claim a full Ore Stash refuses are each lit and made by
    Enter alone, moves lesson 1 never asks for; so is the last burro, to the game's end."""
    setup = SetupScene(app, get_game("coal_n_write"))
    app.scenes.reset(setup)
    setup.learn_lesson(2)
    scene = app.scenes.top
    tutor = scene.guide.tutor
    steps = tutor.script.steps
    roll = next(index for index, step in enumerate(steps) if step.move["kind"] == "roll")
    tutor.intro_read = True
    for index, step in enumerate(steps[:roll]):  # round 5's end, played as scripted; the table rolls
        scene.match.apply(dict(step.move))
        tutor.read.add(index)
    made = []
    while tutor.position() <= tutor.script.learner_steps()[-1]:
        scene, step = until_learner(app)
        position, log, presses = tutor.position(), list(scene.match.log), 0
        while tutor.position() == position:
            key(app, pygame.K_RETURN)
            presses += 1
            assert presses < 12, f"stuck at {step.say}"
        made.append(app.toasts.messages()[-1] if step.mistake else step.move["kind"])  # the rules' why
        assert scene.match.log[len(log) :][:1] == ([] if step.mistake else [step.move])
    assert made == [
        "The Coal Baron wants 12 Coal in your Ore Stash: you have 0.",
        "store",
        "Your Ore Stash is full: there is no spot left to write it in.",
        *["confirm"] * 4,  # a full Ore Stash, to the round's end
        *["load"] * 5,  # the 5 Silver the Pistol keeps
        "send",
    ]
    assert scene.state.sheets[0].pistols[5] == 1 and scene.state.sheets[0].cash == 272


def test_every_one_of_clems_moves_has_words_of_its_own():
    """No "Watch Careful Clem take a turn.": each of his moves, a burro's load too, says what he does."""
    for lesson in tutorial.lessons("coal_n_write"):
        steps = tutorial.load_script("coal_n_write", lesson).steps
        assert [step.move for step in steps if step.move["player"] == 1 and not step.say] == []


@pytest.mark.parametrize("lesson", [1, 2])
def test_the_card_before_send_keeps_off_the_send_buttons(app, lesson):
    """What the last load did is read while Send, the next step, waits: a click on Send reads on and
    sends, so the card keeps off both Send buttons (the step's `about` is the loading)."""
    setup = SetupScene(app, get_game("coal_n_write"))
    app.scenes.reset(setup)
    setup.learn_lesson(lesson)
    scene = app.scenes.top
    tutor = scene.guide.tutor
    steps = tutor.script.steps
    send = next(index for index, step in enumerate(steps) if step.learner and step.move["kind"] == "send")
    tutor.intro_read = True
    for index, step in enumerate(steps[:send]):  # to the last load, played as scripted
        if step.mistake:
            tutor.tried.add(index)
        else:
            scene.match.apply(dict(step.move))
        tutor.read.add(index)
    tutor.read.discard(send - 1)
    assert steps[send - 1].then and steps[send - 1].about == "loading"
    for _ in range(30):  # the card arms (a tenth of a second a frame: the table stands still)
        app.frame(0.1, [])
        if not scene.guide.settling():
            break
    assert tutor.reading() is steps[send - 1] and not scene.guide.settling()
    spots = scene.tutorial_spots(steps[send].move)
    assert len(spots) == 2 and scene.guide.card.rect.collidelist(spots) < 0
