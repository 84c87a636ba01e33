"""A question over a solo table (one that names no seat) is asked on the one person's phone
too, the safe answer first; an answer there closes it on the TV; at a table that plays on, another
seat's phone move under a question shows on the TV's table before the answer. On loopback only.
(King of Copper's named questions: tests/scenes/king_of_copper/test_king_of_copper_phone_choices.py.)"""

from __future__ import annotations

import pygame
import pytest
from test_phones_table import FRAME, arrive, phone_on

from game.match import Match, Seat
from game.registry import get_game
from game.stripmine.phases import Phase
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import scene_for
from scenes.kit.input import Action

from phone_client import TIMEOUT, phone_app


@pytest.fixture
def app():
    yield from phone_app()


def test_a_solo_tables_question_is_answered_on_its_players_phone(app):
    match = Match(get_game("aircargo"), [Seat("Ada", 0)], 1)
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    phone, waker, _ = phone_on(app, scene)
    said = []
    app.scenes.push(
        ConfirmScene(app, "Let the plane crash?", ["It is lost."], "Let it crash", lambda: said.append("yes"))
    )
    app.frame(FRAME, [])
    latest = scene.phones.publisher.version[0]
    shown = phone.hear_kind("table")
    while shown["version"] != latest:
        shown = phone.hear_kind("table")
    assert [choice["label"] for choice in shown["choices"]] == ["Not yet", "Let it crash"]  # the safe answer first
    assert shown["status"] == "Let the plane crash? It is lost." and shown["turn"]
    phone.say(kind="choose", choice=1, version=shown["version"])
    assert waker.event.wait(TIMEOUT)
    app.frame(FRAME, [])
    assert said == ["yes"] and app.scenes.top is scene


def drawn(scene) -> bytes:
    """The table as it draws itself, whatever is over it."""
    surface = pygame.Surface(scene.app.canvas.get_size())
    scene.draw(surface)
    scene.draw_over(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_a_phone_move_under_another_seats_question_shows_on_the_table_before_the_answer(app):
    app.input.pads_by_id[7] = type("Pad", (), {"instance_id": 7, "name": "Test pad"})()
    match = Match(get_game("stripmine"), [Seat("Ada", 0, controller="pad:7"), Seat("Bo", 1), Seat("Cy", 2, "bot")], 5)
    while match.state.phase != Phase.PICK:
        match.step_automatic() if match.seats[match.to_act()[0]].is_bot else match.apply(
            match.legal_moves(match.to_act()[0])[0]
        )
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    phone, waker, first = phone_on(app, scene, seat=1)
    phone.shown = first  # latest() reads on from the picture phone_on heard
    for slot in (0, 1):  # Ada picks on the board with her own pad, and is asked before locking in
        scene.handle(Action(f"button{slot}", source="pad:7", button=slot))
    scene.handle(Action("pause", source="pad:7"))
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and question.seat == 0
    app.frame(FRAME, [])
    before = drawn(scene)
    for choice in (0, 1, 4):  # Bo's two coins and Lock in, on his phone
        shown = phone.latest(scene, 1)
        phone.say(kind="choose", choice=choice, version=shown["version"])
        arrive(app, waker)
    assert match.log[-1]["player"] == 1 and app.scenes.top is question
    assert drawn(scene) != before  # Bo is shown locked in, the question still up
