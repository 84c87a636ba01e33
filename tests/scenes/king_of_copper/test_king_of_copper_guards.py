"""King of Copper guards every costly move and keeps one press to one thing: an Event Card that
goes by itself takes the press meant for it, and a move into seven years of bad luck never plays
itself (the warning and Choose again: test_king_of_copper_couch.py)."""

import pygame
import pytest
from test_king_of_copper_couch import FRAME, at_start, bad_luck_setup, start, until

from game.king_of_copper import board as B
from game.match import Seat
from game.settings import Settings
from scenes.app import App
from scenes.kit.game_scene import FORCED_MOVE_SECONDS

ENTER = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=2.0, coached=["king_of_copper"]))


def test_the_press_meant_for_an_event_card_that_went_by_itself_rolls_nobodys_dice(app):
    match, scene = start(app, [Seat("Prospector 1", 0), Seat("Prospector 2", 1)])
    at_start(app, match, scene, match.state.current)
    state, seat = match.state, match.state.current
    state.tokens[seat] = [B.first_square(state.quarters[seat])] + ["start"] * 3
    state.phase, state.dice, state.used, state.turn_dice = "move", [1], [False], 1
    match.changed()
    scene.try_move(
        {
            "player": seat,
            "kind": "move",
            "token": 0,
            "use": "a",
            "to": B.track(B.track_index(state.tokens[seat][0]) + 1),
        }
    )
    assert until(app, lambda: scene.board.cards)  # the Event Card is read out
    assert until(app, lambda: not scene.board.timeline.busy())  # it went by itself, and the turn passed
    log = len(match.log)
    assert scene.busy() and scene.human_seat() == 1 - seat
    app.frame(FRAME, [ENTER])  # the reader's press, a moment late
    assert len(match.log) == log, "the press meant for the card rolled the next player's dice"
    assert until(app, lambda: not scene.busy())
    app.frame(FRAME, [ENTER])
    assert match.log[log] == {"player": 1 - seat, "kind": "roll"}  # the next press is the next player's


def test_a_move_into_bad_luck_never_plays_itself_even_when_it_is_the_only_one(app, monkeypatch):
    match, scene = start(app)
    move = bad_luck_setup(app, match, scene)
    monkeypatch.setattr(scene.controls, "token_moves", lambda seat: [move])  # the dice leave only this way
    log = len(match.log)
    for _ in range(round(3 * FORCED_MOVE_SECONDS / FRAME)):
        app.frame(FRAME, [])
    assert len(match.log) == log and match.state.bad_luck[0] == 0
    assert scene.forced is None and "plays itself" not in scene.prompts.prompt_text()
