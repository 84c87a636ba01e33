"""King of Copper's hand on its owner's phone: built from that seat's own view, so a chip's
face shows only where the rules let the seat know it, and the bytes its phone is sent stay
the same whatever that seat may not know. On loopback only."""

from __future__ import annotations

import random

import pytest

from game.core import CHANCE
from game.king_of_copper.phases import Phase
from game.match import Match, Seat
from game.registry import get_game
from game.settings import Settings
from scenes.app import App
from scenes.king_of_copper.phone import hand
from scenes.kit.game_scene import scene_for

from phone_client import TIMEOUT, Phone, Waker
from secret_swaps import swapped

FRAME = 1 / 30
BANKER = "The Banker: +$100 at Finish"


def peeking(seed: int = 2) -> Match:
    """Bots play until seat 0 looks at a deep chip under its own mine, holding a chip and a card."""
    match = Match(get_game("king_of_copper"), [Seat(f"P{i}", i, "bot") for i in range(3)], seed)
    while not match.is_over():
        state = match.state
        if match.to_act() == [0] and state.phase == Phase.PEEKED and state.hands[0] and state.characters[0]:
            match.seats[0].kind = "human"
            return match
        actors = [seat for seat in match.to_act() if seat != CHANCE]
        match.apply(match.bot_move(actors[0])) if actors else match.step_automatic()
    raise AssertionError("no peek for seat 0 in this game")


def test_the_hand_shows_the_seats_chips_peek_card_titles_and_cash():
    match = peeking()
    assert hand(match.view(0), 0) == {
        "title": "Your hand",
        "lines": [
            ["Cash", "$990"],
            ["Blue chips (1)", "$300 ore"],
            ["Peek", "Neversweat: $400 ore"],
            ["Cashed", "4 chips, $750"],
            ["Character", BANKER],
            ["Titles (3)", "Lexington, Magna Charta, Neversweat"],
        ],
    }
    assert hand(match.view(1), 1)["lines"][1] == ["Green chips (2)", "$50 ore, Sacred Sapphire $1,000"]
    # Seat 0's chips as seat 1 may know them: backs only, and no peek.
    seen = hand(match.view(1), 0)["lines"]
    assert ["Blue chips (1)", "face down"] in seen and not any(label.startswith("Peek") for label, _ in seen)


@pytest.fixture
def app():
    app = App(headless=True, settings=Settings(animation_speed=2.0))
    yield app
    app.to_title()


def sent_to_seat_zero(app, match) -> list[str]:
    """Every table message seat 0's phone is sent at this position, from joining to phones off."""
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    app.frame(FRAME, [])  # the peek's screen opens over the table: its phones go on
    assert scene.phones.turn_on() == ""
    room = scene.phones.room
    waker = room.wake = Waker()
    phone = Phone(room)
    phone.claim(room, 0)
    assert waker.event.wait(TIMEOUT)
    app.frame(FRAME, [])
    assert phone.hear_kind("table")["hand"] == hand(match.view(0), 0)
    scene.phones.turn_off()
    phone.hear_kind("over")
    return [text for text in phone.heard if '"kind":"welcome"' not in text]  # a token is not the table's


def test_the_phone_is_sent_the_same_bytes_whatever_its_seat_may_not_know(app):
    match = peeking()
    real = match.state
    before = sent_to_seat_zero(app, match)
    match.state = swapped(match.spec, real, 0, random.Random(1))
    match.changed()
    assert match.spec.rules.secrets(match.state, 0) != match.spec.rules.secrets(real, 0)
    assert match.view(1).chip_value != match.spec.rules.view(real, 1).chip_value  # seat 1's chips were dealt again
    after = sent_to_seat_zero(app, match)
    assert any('"Neversweat: $400 ore"' in text for text in before) and after == before
