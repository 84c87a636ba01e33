"""Turning phones on and off: setup's Phones switch (a phone joins before the game and goes on
into it), the pause menu's Phones, and leaving either closes the room. All on loopback."""

from __future__ import annotations

import pytest

from game.match import Match, Seat
from game.registry import get_game
from game.settings import Settings
from scenes.app import App
from scenes.kit.game_scene import scene_for
from scenes.screens.pause import PauseScene
from scenes.screens.phones import PhonesScene
from scenes.screens.setup import PHONES, SetupScene

from phone_client import TIMEOUT, Phone, Waker

FRAME = 1 / 30


@pytest.fixture
def app():
    app = App(headless=True, settings=Settings(animation_speed=2.0))
    yield app
    app.to_title()


def arrive(app, waker) -> None:
    assert waker.event.wait(TIMEOUT)
    waker.event.clear()
    app.frame(FRAME, [])


def test_phones_turned_on_at_setup_join_before_the_game_and_go_on_into_it(app):
    setup = SetupScene(app, get_game("stripmine"))
    app.scenes.reset(setup)
    setup.set_option(PHONES.key, True)
    panel = app.scenes.top
    assert isinstance(panel, PhonesScene) and setup.lobby is not None
    room = setup.lobby.room
    waker = room.wake = Waker()
    phone = Phone(room)
    phone.claim(room, 1)
    arrive(app, waker)
    assert phone.hear_kind("table")["status"] == "Waiting for the game to start."
    assert (setup.seats[1].name, True) in [(info.name, here) for info, here in panel.seats]
    phone.say(kind="choose", choice=0, version=1)
    arrive(app, waker)
    assert phone.hear_kind("refused")["code"] == "waiting"
    panel.back()  # Done: the switch stays on
    app.frame(FRAME, [])
    assert setup.options[PHONES.key] is True and setup.rows[1][3].label == "Phone"
    setup.start(offer=False)
    table = app.scenes.top
    assert table.phones.room is room and room.connected == {1}  # the same phone, no new join
    app.frame(FRAME, [])
    shown = phone.hear_kind("table")
    assert shown["game"] == "Stripmine" and shown["name"] == setup.seats[1].name


def test_leaving_setup_closes_the_room(app):
    setup = SetupScene(app, get_game("stripmine"))
    app.scenes.reset(setup)
    setup.set_option(PHONES.key, True)
    room = setup.lobby.room
    app.scenes.pop()  # the panel
    setup.set_option(PHONES.key, False)
    assert not room.running and setup.lobby is None
    setup.set_option(PHONES.key, True)
    room = setup.lobby.room
    app.to_title()
    assert not room.running


def test_the_pause_menu_turns_phones_on_and_off(app):
    match = Match(get_game("stripmine"), [Seat("Ada", 0), Seat("Bo", 1, "bot")], 3)
    table = scene_for(app, match)
    app.scenes.reset(table)
    table.open_pause()
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    labels = [item.label for item in pause.menu.items]
    pause.menu.items[labels.index("Phones")].activate()
    panel = app.scenes.top
    room = table.phones.room
    assert isinstance(panel, PhonesScene) and room is not None and room.running
    waker = room.wake = Waker()
    phone = Phone(room)
    phone.claim(room, 0)
    arrive(app, waker)  # under the menu and the panel, the table still sends the phone its hand
    assert phone.hear_kind("table")["name"] == "Ada"
    panel.menu.items[1].activate()  # Turn phones off
    assert table.phones.room is None and not room.running
    assert phone.hear_kind("over")["text"].startswith("Phones are off")
