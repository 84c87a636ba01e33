"""Learn to play Bindle Rails Express, from the setup screen to the real game, by real input
only: a click at the centre of the step's spot (a die, a button, a box on the mat; spending a
die takes two, the die and then its box), Enter on every card; Enter alone plays it too; a
click on a dimmed place is refused and changes nothing."""

import pygame
import pytest
from tutorial_drive import click, enter, learn

from game import tutorial
from game.bindle_rails import rules
from game.core import CHANCE
from game.match import Seat
from game.registry import get_game
from scenes.bindle_rails import layout as L
from scenes.bindle_rails.scene import BindleRailsScene

from scene_monkey import make_app

DT = 1 / 30
SCRIPT = tutorial.load_script("bindle_rails")


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path, fake=False)


def until_learner(app, limit=3000):
    """Frames, and Enter on every card, until the learner's step is up and lit on a settled table."""
    for _ in range(limit):
        scene = app.scenes.top
        guide = scene.guide
        if guide.tutor.reading() is not None:
            app.frame(DT, [] if guide.settling() else enter())
        elif guide.learner_step() is not None and guide.spots and not app.scenes.fading and scene.idle():
            return scene, guide.learner_step()
        else:
            app.frame(DT, [])
    raise AssertionError("the learner's step never came")


def test_the_tutorial_plays_by_clicks_on_its_spots_and_hands_over_to_a_real_game(app):
    learn(app, "bindle_rails")
    shown, clicks = [], 0
    while getattr(app.scenes.top, "guide", None) is not None:
        scene = app.scenes.top
        guide = scene.guide
        if guide.card is None or app.scenes.fading:
            app.frame(DT, [])
            continue
        if guide.tutor.reading() is not None or guide.tutor.step() is None:
            if not guide.settling():
                shown.append(" ".join(guide.card.lines))
            waiting = guide.tutor.step() is None or CHANCE in scene.match.to_act()  # the dice wait on the card
            if waiting and not scene.busy():
                assert scene.overlays.prompt_text() == "", "nothing rolls while a card is read: no Rolling..."
            app.frame(DT, [] if guide.settling() else enter())  # Next (and, at the end, Play a real game!)
            continue
        step = guide.learner_step()
        if step is None or not guide.spots or not scene.idle():
            app.frame(DT, [])
            continue
        spots = scene.tutorial_spots(step.move)
        assert spots and not any(guide.card.rect.colliderect(spot) for spot in spots), "the card hides no spot"
        position, log, toasts = guide.tutor.position(), scene.match.log[:], len(app.toasts.messages())
        app.frame(DT, click(spots[-1].center))
        clicks += 1
        assert app.scenes.top is scene, "no question comes between the learner and the script"
        if guide.tutor.position() == position:  # the die is picked up: now its box is lit
            assert step.move["kind"] == "assign" and scene.board.selected == ("e", step.move["die"])
            continue
        if step.mistake:
            assert scene.match.log == log, "a mistake changes nothing"
            assert "blue bridge die" in " ".join(app.toasts.messages()[toasts:]), "the rules say why"
        else:
            assert scene.match.log[len(log)] == step.move
        assert clicks < 100
    state = scene.match.state
    assert state.built == 2 and state.tech == 4, "two stretches, one river; Tech 4"
    assert state.turn == 3 and state.phase == "event_roll", "it ends where a turn ends: no die left unused"
    assert rules.TRACK[state.values[state.company]] == 6, "B&O saved from $1, up to $6"
    assert any("50 VP wins" in text for text in shown), "the outro says how the game is won"
    for _ in range(10):
        app.frame(DT, [])
    real = app.scenes.top
    assert isinstance(real, BindleRailsScene) and real.guide is None, "a real game follows"
    assert real.match.log == [] and real.match.state.phase == "company"
    assert "bindle_rails" in app.settings.learned
    assert app.scenes.error_count == 0


def test_enter_alone_plays_every_step_the_mistake_too(app):
    learn(app, "bindle_rails")
    steps = 0
    while steps < len(SCRIPT.learner_steps()):  # the value dice roll after the last of them
        scene, step = until_learner(app)
        guide = scene.guide
        position, log = guide.tutor.position(), scene.match.log[:]
        for _ in range(2):  # spending a die: Enter picks it up, Enter again puts it in its box
            target = scene.tutorial_spots(step.move)
            assert scene.layer.focused.rect.contains(target[0]), "the focus waits on what the step lights"
            app.frame(DT, enter())
            if guide.tutor.position() != position:
                break
            assert step.move["kind"] == "assign"
            until_learner(app)
        assert guide.tutor.position() > position, "the step is done"
        if step.mistake:
            assert scene.match.log == log and guide.tutor.reading() == step, "refused, and explained"
        else:
            assert scene.match.log[len(log)] == step.move
        steps += 1
    assert scene.guide.tutor.step() == SCRIPT.steps[-1] and not SCRIPT.steps[-1].learner


def test_a_click_on_a_dimmed_place_is_refused_with_a_sentence_and_changes_nothing(app):
    learn(app, "bindle_rails")
    scene, step = until_learner(app)
    assert step.move == {"player": 0, "kind": "company", "company": 0}
    app.frame(DT, click(L.company_card(3).center))  # NYC: dimmed while B&O is the step
    assert any(message.startswith("Not there!") for message in app.toasts.messages())
    assert scene.match.log == [] and scene.match.state.company == -1
    assert app.scenes.top is scene and scene.guide.learner_step() == step


def test_end_turn_in_the_tutorial_asks_nothing_and_the_value_dice_roll(app):
    learn(app, "bindle_rails")
    while True:
        scene, step = until_learner(app)
        if step.move["kind"] == "end_turn":
            break
        app.frame(DT, enter())
    assert not rules.spare_dice(scene.match.state), "every die is used before End turn"
    app.frame(DT, click(L.button_rect(0).center))
    assert app.scenes.top is scene, "no End turn question"
    assert step.move in scene.match.log
    scene, step = until_learner(app)
    assert scene.match.state.turn == 2 and rules.TRACK[scene.match.state.values[0]] == 1, "B&O fell to $1"


def test_back_takes_a_spent_die_back_and_the_table_is_drawn_afresh(app):
    learn(app, "bindle_rails")
    while True:
        scene, step = until_learner(app)
        if step.move == {"player": 0, "kind": "assign", "die": 2, "use": "tech"}:
            break
        app.frame(DT, enter())
    assert scene.match.state.event_place[0] == "pend", "the gear 2 waits on the Tech track"
    back = next(button for button in scene.guide.card.buttons if button.label == "Back")
    app.frame(DT, click(back.rect.center))
    scene, step = until_learner(app)
    assert step.move == {"player": 0, "kind": "assign", "die": 0, "use": "tech"}
    assert scene.match.state.event_place[0] == "keep" and scene.board.selected is None
    assert scene.tutorial_spots(step.move) == [scene.board.dice.die_area(("e", 0))], "the gear 2 is lit again"
    app.frame(DT, click(scene.board.dice.die_area(("e", 0)).center))
    scene, step = until_learner(app)
    app.frame(DT, click(L.tech_rect().center))
    assert scene.match.state.event_place[0] == "pend"
    assert app.scenes.error_count == 0


def test_while_a_card_is_read_the_focus_already_waits_on_the_next_steps_die(app):
    learn(app, "bindle_rails")
    scene, step = until_learner(app)
    app.frame(DT, click(scene.tutorial_spots(step.move)[0].center))  # B&O: the route dice roll
    for _ in range(600):
        if scene.guide.tutor.reading() is not None and scene.idle():
            break
        app.frame(DT, [])
    assert scene.guide.tutor.reading().move["kind"] == "roll_route", "the roll's card is up"
    assert scene.layer.focus_key == ("r", 2), "the green 4 the next step keeps"


def until_step(app, move: dict):
    """Enter through the steps (and cards) until the learner's step is `move`."""
    for _ in range(60):
        scene, step = until_learner(app)
        if step.move == move:
            return scene, step
        app.frame(DT, enter())
    raise AssertionError(f"the step {move} never came")


def test_keep_all_leaves_every_rolled_die_in_sight(app):
    learn(app, "bindle_rails")
    scene, step = until_step(app, {"player": 0, "kind": "stop_events"})
    dice = [scene.board.dice.die_area(("e", die)) for die in range(scene.match.state.event_count)]
    assert all(dice) and not scene.guide.card.rect.collidelist(dice) >= 0, "the card hides none of the dice"
    assert not scene.guide.card.rect.colliderect(scene.guide.spots[0].inflate(20, 20)), "nor Keep all"


def test_the_pointer_over_a_dimmed_die_leaves_the_focus_on_the_lit_one(app):
    learn(app, "bindle_rails")
    scene, step = until_step(app, {"player": 0, "kind": "keep_route", "die": 2})
    other = scene.board.dice.die_area(("r", 0))
    app.frame(DT, [pygame.event.Event(pygame.MOUSEMOTION, pos=other.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.layer.focus_key == ("r", 2), "Enter still keeps the green 4 the step asks for"
    app.frame(DT, enter())
    assert scene.match.log[-1] == step.move


def test_undo_mid_turn_takes_the_die_back_and_the_tutorial_follows(app):
    learn(app, "bindle_rails")
    scene, step = until_step(app, {"player": 0, "kind": "assign", "die": 2, "use": "tech"})
    assert scene.match.state.event_place[0] == "pend", "the gear 2 waits on the Tech track"
    back = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=42)
    app.frame(DT, [back])  # Back takes the move back (Undo has no key of its own)
    scene, step = until_learner(app)
    assert step.move == {"player": 0, "kind": "assign", "die": 0, "use": "tech"}, "that step again"
    assert scene.match.state.event_place[0] == "keep", "the gear 2 is back among the kept dice"
    for _ in range(2):  # the gear 2 to Tech again, then the gear 1: Tech 4
        spend_by_clicks(app)
    assert scene.match.state.tech == 4


def spend_by_clicks(app) -> None:
    """The learner's step to spend a die: a click on the lit die, then on its lit box."""
    scene, step = until_learner(app)
    position = scene.guide.tutor.position()
    for _ in range(2):
        app.frame(DT, click(scene.tutorial_spots(step.move)[0].center))
        if scene.guide.tutor.position() != position:
            return
        scene, _ = until_learner(app)
    raise AssertionError(f"two clicks never made {step.move}")


def test_every_learner_move_of_lesson_two_is_lit_and_focused_where_it_is_made(monkeypatch, tmp_path):
    """Lesson 2 asks for moves lesson 1 never does (keeping one event die, Reroll, money on
    another railroad, a refused one among them): at each learner step, the table opened on the
    lesson's match lights where the move is made and puts the focus there, the die first and,
    once it is picked up, the place it pays for."""
    app = make_app(monkeypatch, tmp_path, fake=False)
    script = tutorial.load_script("bindle_rails", 2)
    match = tutorial.new_match(get_game("bindle_rails"), script, Seat("Kit"))
    tutor, kinds = match.tutor, set()
    tutor.next_read()
    while not tutor.finished():
        step = tutor.learner_up()
        if tutor.reading():
            tutor.next_read()
            continue
        if step is None:
            match.step_automatic()
            continue
        scene = BindleRailsScene(app, match)  # opened afresh on the match: no move to animate
        app.scenes.reset(scene)
        for _ in range(300):  # dice in the tray come to rest first
            if scene.idle():
                break
            app.frame(DT, [])
        move = step.move
        spots = scene.tutorial_spots(move)
        scene.tutorial_focus(move)
        assert spots and scene.layer.focused.makes(move), move
        if move["kind"] == "assign":
            assert spots == [scene.board.dice.die_area(("e", move["die"]))], "the die is lit first"
            scene.controls.pick(("e", move["die"]))
            scene.refresh_targets()
            place = dict(L.use_targets(False))[move["use"]]
            assert place in scene.tutorial_spots(move), move
            scene.tutorial_focus(move)
            assert scene.layer.focus_key == ("use", move["use"]), move
        kinds.add(move["kind"] + ("-try" if step.mistake else ""))
        tutor.tried_mistake() if step.mistake else match.apply(dict(move))
    assert {"keep_event", "reroll_events", "stop_events", "assign", "assign-try", "end_turn"} <= kinds
    assert app.scenes.error_count == 0
