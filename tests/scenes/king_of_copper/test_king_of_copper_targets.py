"""King of Copper on the kit's targets layer: what is focused is what Enter plays, one press
does one thing, a refused place gets the rules' sentence, and the table's keys still work."""

import pygame
import pytest
from test_king_of_copper_couch import start, until  # the table at its start, and frames until a condition

from game.settings import Settings
from scenes.app import App
from scenes.kit.input import Action

FRAME = 1 / 20


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=4.0))


def press_enter(app) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)])
    app.frame(FRAME, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)])


def my_moves(match, since: int) -> list[dict]:
    return [move for move in match.log[since:] if move.get("player") == 0]


def test_enter_alone_plays_the_focused_target_through_a_game_with_a_bot(app):
    match, scene = start(app, seed=11)
    checked: dict[str, int] = {"move": 0, "choose": 0, "card": 0}
    for _ in range(30_000):
        if match.is_over() or min(checked.values()) >= 3 and checked["move"] + checked["choose"] >= 60:
            break
        top = app.scenes.top
        if top is scene and scene.board.cards:  # an event card: the press puts it away and does nothing else
            before = len(match.log)
            press_enter(app)
            assert not my_moves(match, before), "the press that put the card away made a move too"
            checked["card"] += 1
            continue
        focused = scene.layer.focused
        if top is not scene or scene.idle_seat() != 0 or focused is None or scene.forced is not None:
            if top is not scene:
                press_enter(app)  # a choice screen, a warning or a chooser of two ways: its own first answer
            else:
                app.frame(FRAME, [])
            continue
        if focused.group == "space" and checked["move"] % 4 == 3:
            scene.handle(Action("left"))  # now and then onto a token first: Enter picks it
            focused = scene.layer.focused
        before = len(match.log)
        press_enter(app)
        made = my_moves(match, before)
        assert len(made) <= 1, "one press, one move"
        if focused.move is not None:
            assert made in ([], [focused.move]), (focused.label, made)  # [] while a warning or chooser asks
            assert made or app.scenes.top is not scene, f"{focused.label}: Enter did nothing"
            checked["move"] += 1
        else:
            assert not made or made[0] in focused.leads_to, (focused.label, made)
            checked["choose"] += 1
    assert min(checked.values()) >= 3, checked


def test_a_hinted_move_is_made_by_one_press_of_enter(app):
    match, scene = start(app, seed=11)
    for _ in range(200):
        assert until(app, lambda: scene.idle_seat() == 0 and app.scenes.top is scene and not scene.forced)
        if match.state.phase == "move" and len(scene.controls.movable(0)) > 1:
            break
        press_enter(app)
    else:
        raise AssertionError("no turn with a choice of tokens")
    scene.handle(Action("hint"))
    hinted, before = scene.hint.move, len(match.log)
    assert scene.layer.focused.move == hinted  # the space itself, not the token first
    scene.handle(Action("confirm"))
    assert my_moves(match, before) == [hinted] or app.scenes.top is not scene  # (or the bad luck warning)


def test_a_click_on_a_token_that_cannot_move_gets_the_rules_sentence_and_changes_nothing(app):
    match, scene = start(app)
    assert until(app, lambda: scene.idle_seat() == 0 and match.state.phase == "start")
    state = match.state
    state.tokens[0] = ["t5", "start", "start", "start"]
    state.phase, state.dice, state.used = "move", [3, 5], [False, False]
    state.moved_token, state.overshoot_used, state.arrived_frame = -1, False, []
    match.changed()
    app.frame(FRAME, [])
    waiting = scene.layer.find(("token", 1))
    assert waiting is not None and not waiting.legal and scene.layer.focused is not waiting
    log, focus = list(match.log), scene.layer.focus_key
    scene.handle(Action("click", pos=waiting.rect.center))
    assert app.toasts.messages()[-1] == "That token is still at Start: it comes out at the beginning of a turn."
    assert match.log == log and match.state.tokens[0][1] == "start" and scene.layer.focus_key == focus
    for key in ("left", "right", "up", "down", "next", "prev"):  # the focus passes it by
        scene.handle(Action(key))
        assert scene.layer.focused.legal


def test_key_1_presses_the_first_button_wherever_the_focus_is(app):
    match, scene = start(app)
    assert until(app, lambda: scene.idle_seat() == 0 and match.state.phase == "start")
    scene.handle(Action("down"))
    before = len(match.log)
    scene.handle(Action("button0", "kbm", button=0))
    assert my_moves(match, before)[0]["kind"] == "roll"


def test_the_focused_space_carries_the_tag_marker_and_a_focused_token_none(app):
    match, scene = start(app)
    assert until(app, lambda: scene.idle_seat() == 0 and match.state.phase == "start")
    scene.handle(Action("button0", "kbm", button=0))  # Roll
    assert until(app, lambda: scene.idle_seat() == 0 and scene.layer.focused is not None and not scene.forced)
    marked = [node for node, tag in scene.board.glow_nodes.items() if tag.startswith(">")]
    focused = scene.layer.focused
    assert focused.group == "space" and marked == [focused.node]
    scene.handle(Action("left"))  # onto the token
    app.frame(FRAME, [])
    assert scene.layer.focused.group == "token"
    assert not any(tag.startswith(">") for tag in scene.board.glow_nodes.values())
