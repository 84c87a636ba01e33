"""Learn to play King of Copper on its own table, by real input: the learner clicks the lit
places (buttons, a token and then its space, a tunnel exit) or presses Enter alone, reads each
card with Next, sees the rules refuse the scripted mistake, and is handed the real game."""

import pygame
import pytest
import tutorial_drive

from game import tutorial
from scenes.king_of_copper.layout import VIEW
from scenes.king_of_copper.overlays import ChoiceOverlay
from scenes.king_of_copper.scene import KingOfCopperScene
from scenes.king_of_copper.tutorial import BOARD_IN_PLAY
from scenes.screens.setup import SetupScene

from scene_monkey import make_app

DT = 1 / 30
SCRIPT = tutorial.load_script("king_of_copper")


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path, fake=False)


def learn(app, pad=None, lesson=1) -> tuple[SetupScene, KingOfCopperScene]:
    setup, scene = tutorial_drive.learn(app, "king_of_copper", pad, lesson)  # the learner's pad, or the keyboard
    assert isinstance(scene, KingOfCopperScene)
    return setup, scene


def click(app, pos) -> None:
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(DT, [down, up])


def press_enter(app) -> None:
    app.frame(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)])
    app.frame(DT, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)])


def read_card(app, scene) -> None:
    """Next on the card (Play a real game! on the last), clicked where it is drawn (the card on
    screen is the one laid out in the latest frame)."""
    app.frame(DT, [])
    button = next((b for b in scene.guide.card.buttons if b.label in ("Next", "Play a real game!")), None)
    if button is not None:
        click(app, button.rect.center)


def until_learner(app) -> KingOfCopperScene:
    """Frames, and Next on every card, until the learner's step is lit."""
    for _ in range(3000):
        scene = app.scenes.top  # the table, or a choice screen that stands in for it (a chip's face)
        assert isinstance(scene, (KingOfCopperScene, ChoiceOverlay)) and scene.guide is not None
        if scene.guide.card is not None and (scene.guide.tutor.reading() or scene.guide.tutor.step() is None):
            read_card(app, scene)
        elif scene.guide.learner_step() is not None and scene.guide.spots:
            return scene
        else:
            app.frame(DT, [])
    raise AssertionError("the learner's step never came")


def test_the_tutorial_plays_by_clicks_on_the_lit_places_and_hands_over_the_real_game(app):
    setup, scene = learn(app)
    # the seats set up, the lesson's bot in the second seat nobody claimed (SetupScene.seat_lesson_bots)
    seats_set_up = [(setup.seats[0].name, "human"), ("Careful Clem", "bot")]
    clicks = steps = moving = 0
    while getattr(app.scenes.top, "guide", None) is not None:
        scene = app.scenes.top
        guide = scene.guide
        if guide.card is not None and (guide.tutor.reading() or guide.tutor.step() is None):
            read_card(app, scene)
            continue
        step = guide.learner_step()
        if step is None or scene.busy() or not guide.spots:
            was_busy = scene.busy()
            app.frame(DT, [])
            if was_busy and scene.busy() and guide.card is not None:  # a move plays: the card waits beside the board
                moving += 1  # and the panels' words: who moves, with what
                assert not guide.card.rect.colliderect(BOARD_IN_PLAY), guide.card.lines
                assert guide.card.rect.collidelist(scene.panels.words()) < 0, guide.card.lines
            continue
        spots = list(guide.spots)
        assert all(VIEW.contains(spot) or spot.collidelist([b.rect for b in scene.row.buttons]) >= 0 for spot in spots)
        position, log = guide.tutor.position(), len(scene.match.log)
        click(app, spots[0].center)
        clicks += 1
        assert clicks < 80
        if len(spots) > 1:  # a token picked: now only its space is lit
            app.frame(DT, [])
            (space,) = scene.guide.spots
            assert space.collidepoint(spots[1].center) and len(scene.match.log) == log
            continue
        steps += 1
        if step.mistake:
            assert len(scene.match.log) == log, "a mistake changes nothing"
            assert "Split dice move two different tokens: move another one with this die." in app.toasts.messages()
        else:
            assert scene.match.log[log] == step.move, "the click made exactly the scripted move"
        assert guide.tutor.position() > position
    assert steps == len(SCRIPT.learner_steps()) and moving > 100
    app.frame(DT, [])
    real = app.scenes.top
    assert isinstance(real, KingOfCopperScene) and real.guide is None, "the real game follows"
    assert [(seat.name, seat.kind) for seat in real.match.seats] == seats_set_up
    assert all(entry["player"] == "chance" for entry in real.match.log), "a fresh game: nobody has moved"
    assert [len(tokens) for tokens in real.state.tokens] == [4, 4], "the setup's length: four tokens each"
    assert "king_of_copper" in app.settings.learned


def test_enter_alone_makes_every_step_the_mistake_too(app):
    learn(app)
    made = 0
    while made < len(SCRIPT.learner_steps()):
        scene = until_learner(app)
        position = scene.guide.tutor.position()
        press_enter(app)
        assert scene.guide.tutor.position() > position, SCRIPT.steps[position].say
        made += 1
    scene = until_learner_or_end(app)
    assert scene.guide.tutor.finished()


def test_a_learner_with_a_gamepad_plays_every_step_with_a_alone(app):
    learn(app, pad=11)
    assert app.scenes.top.match.seats[0].controller == "pad:11"
    for _ in SCRIPT.learner_steps():
        scene = until_learner(app)
        position = scene.guide.tutor.position()
        press = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=11, button=pygame.CONTROLLER_BUTTON_A)
        release = pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=11, button=pygame.CONTROLLER_BUTTON_A)
        app.frame(DT, [press])
        app.frame(DT, [release])
        assert scene.guide.tutor.position() > position, SCRIPT.steps[position].say
    assert until_learner_or_end(app).guide.tutor.finished()


def until_learner_or_end(app) -> KingOfCopperScene:
    for _ in range(3000):
        scene = app.scenes.top
        if scene.guide.tutor.finished():
            return scene
        if scene.guide.tutor.reading():
            read_card(app, scene)
        else:
            app.frame(DT, [])
    raise AssertionError("the script never ended")


def test_a_click_on_a_dimmed_place_is_refused_with_a_sentence_and_changes_nothing(app):
    learn(app)
    scene = until_learner(app)  # Roll: only its button is lit
    assert scene.guide.learner_step().move["kind"] == "roll"
    log, position, selected = list(scene.match.log), scene.guide.tutor.position(), scene.layer.focus_key
    dimmed = (330, 300)  # a plain place on the board, far from the Roll button and the card
    assert not any(spot.inflate(20, 20).collidepoint(dimmed) for spot in scene.guide.spots)
    assert not scene.guide.card.rect.collidepoint(dimmed)
    click(app, dimmed)
    assert any(message.startswith("Not there! Press Roll") for message in app.toasts.messages())
    assert scene.match.log == log and scene.guide.tutor.position() == position
    assert scene.layer.focus_key == selected and app.scenes.top is scene


def test_a_zoomed_board_brings_the_lit_token_and_space_into_view(app):
    learn(app)
    scene = until_learner(app)
    click(app, scene.guide.spots[0].center)  # Roll
    scene = until_learner(app)
    assert scene.guide.learner_step().move["kind"] == "move"
    scene.board.camera.zoom = 2
    scene.board.camera.look_at((900, 900))  # far from the top row where the step's token and space are
    for _ in range(60):
        app.frame(DT, [])
    spots = scene.guide.spots
    assert spots and all(VIEW.contains(spot) for spot in spots), "every lit place is on the board's view"
    log = len(scene.match.log)
    for spot in spots:
        click(app, spot.center)
    app.frame(DT, [])
    assert scene.match.log[log] == scene.guide.tutor.script.steps[scene.guide.tutor.position() - 1].move


def test_the_card_after_the_first_roll_keeps_off_the_board():
    """'2 and 5: move one token 7, or ...' talks about every move the roll makes: its step names
    the whole board, so the card waits beside it rather than over High Ore and Clem's ladder."""
    from game.match import Match, Seat
    from game.registry import get_game
    from scenes.app import App
    from scenes.kit.game_scene import scene_for

    script = tutorial.load_script("king_of_copper")
    step = next(step for step in script.steps if step.then.startswith("2 and 5"))
    assert step.about == "board"
    app = App(headless=True)
    spec = get_game("king_of_copper")
    scene = scene_for(app, Match(spec, [Seat("Tess", 0, "human"), Seat("Bo", 1, "bot", spec.strong_bot)], 4))
    assert scene.about_rects("board") == [BOARD_IN_PLAY]
