"""A question over a solo table (one that names no seat) is asked on the one person's phone
too, the safe answer first; an answer there closes it on the TV. On loopback only.
(King of Copper's named questions: tests/scenes/king_of_copper/test_king_of_copper_phone_choices.py.)"""

from __future__ import annotations

import pytest
from test_phones_table import FRAME, phone_on

from game.match import Match, Seat
from game.registry import get_game
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import scene_for

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
