"""The phones' room on loopback: joining, coming back, taking over, and every refusal (a
wrong key, token or seat, junk, oversized messages, floods, a foreign page) changing nothing."""

from __future__ import annotations

import itertools
import json
import socket
import sys
import threading
import urllib.error
import urllib.request

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from phones import protocol
from phones import room as room_module
from phones.room import BURST, MOST_REFUSED, SWITCH_SECONDS, PhoneSeat, Room

from phone_client import Phone, Waker

SEATS = [
    PhoneSeat("Ada", "#e84034", "circle"),
    PhoneSeat("Bo", "#3478e8", "square"),
    PhoneSeat("Tumbleweed Tess", "#3cb04c", "triangle", human=False),
]


@pytest.fixture
def room():
    waker = Waker()
    ticks = itertools.count()
    room = Room(SEATS, waker, port=0, clock=lambda: next(ticks))  # a second a message: no phone floods by chance
    room.start()
    room.waker = waker
    yield room
    room.close()


def nothing_waiting(room) -> bool:
    return room.poll() == [] and room.moves() == []


def test_it_listens_on_loopback_only_in_tests(room):
    assert room.host == "127.0.0.1" and room.addresses == ["127.0.0.1"]
    assert room.url == f"http://127.0.0.1:{room.port}/#{room.key}"


def test_the_server_thread_gets_the_gil_sooner_only_while_a_handover_is_in_flight(room, monkeypatch):
    monkeypatch.setattr(room_module, "FLIGHT_SECONDS", 60.0)  # in flight throughout, at first
    phone = Phone(room)
    phone.claim(room, 0)
    assert sys.getswitchinterval() > SWITCH_SECONDS  # an idle room: Python's own, nothing to hurry
    room.send(0, {"kind": "table", "status": "Your turn"})
    assert sys.getswitchinterval() == pytest.approx(SWITCH_SECONDS)  # a move's messages go out at once
    assert phone.hear_kind("table")["status"] == "Your turn"
    monkeypatch.setattr(room_module, "FLIGHT_SECONDS", 0.0)
    room.send(0, {"kind": "table", "status": "Waiting for Bo."})
    assert phone.hear_kind("table")["status"] == "Waiting for Bo."
    phone.say(kind="join", key=room.key)  # a round trip: the server thread has gone round since it sent
    phone.hear_kind("seats")
    assert sys.getswitchinterval() > SWITCH_SECONDS  # the last handover landed: Python's own again
    room.send(0, {"kind": "table", "status": "Your turn"})
    room.close()
    assert sys.getswitchinterval() > SWITCH_SECONDS  # a closed room leaves it as it found it


def test_a_phone_joins_a_free_seat_and_plays_for_it(room):
    phone = Phone(room)
    phone.say(kind="join", key=room.key)
    seats = phone.hear()
    assert [(s["seat"], s["name"], s["free"]) for s in seats["seats"]] == [(0, "Ada", True), (1, "Bo", True)]
    phone.say(kind="claim", key=room.key, seat=1)
    welcome = phone.hear()
    assert welcome["kind"] == "welcome" and welcome["seat"] == 1 and len(welcome["token"]) >= 22
    assert [n.kind for n in room.waker.wait_for(room)] == ["joined"] and room.connected == {1}
    room.send(1, {"kind": "table", "status": "Your turn"})
    assert phone.hear() == {"kind": "table", "status": "Your turn"}
    phone.say(kind="choose", choice=2, version=1)
    [move] = room.waker.wait_for(room)
    assert (move.kind, move.seat, move.message) == ("move", 1, {"kind": "choose", "choice": 2, "version": 1})
    assert room.open_seats() == [0]


def test_a_phone_that_drops_mid_choice_is_away_and_comes_back_with_its_hand(room):
    phone = Phone(room)
    token = phone.claim(room, 0)["token"]
    room.waker.wait_for(room)
    room.send(0, {"kind": "table", "choices": [{"label": "hill 1", "legal": True}]})
    phone.hear()
    phone.say(kind="choose", choice=0, version=1)
    phone.close()  # gone before anything answers
    kinds = [(n.kind, n.seat) for n in room.waker.wait_for(room, 2)]
    assert sorted(kinds) == [("away", 0), ("move", 0)]  # the tap was made: the table still takes it
    assert room.connected == set()
    again = Phone(room)
    again.say(kind="rejoin", seat=0, token=token)
    assert again.hear()["kind"] == "welcome"
    assert again.hear() == {"kind": "table", "choices": [{"label": "hill 1", "legal": True}]}  # its hand, back
    assert [n.kind for n in room.waker.wait_for(room)] == ["joined"]


def test_a_second_phone_with_the_token_takes_over_and_the_first_is_told(room):
    first = Phone(room)
    token = first.claim(room, 0)["token"]
    room.waker.wait_for(room)
    second = Phone(room)
    second.say(kind="rejoin", seat=0, token=token)
    assert second.hear()["kind"] == "welcome"
    assert first.hear() == {"kind": "taken", "text": "Another phone took over this seat."}
    with pytest.raises(ConnectionClosed):
        first.hear()
    second.say(kind="choose", choice=0, version=1)
    assert [(n.kind, n.seat) for n in room.waker.wait_for(room)] == [("move", 0)]  # no "away" between
    assert room.connected == {0}


@pytest.mark.parametrize(
    "message, code",
    [
        ({"kind": "rejoin", "seat": 0, "token": "x" * 22}, "token"),
        ({"kind": "rejoin", "seat": 9, "token": "x" * 22}, "seat"),
        ({"kind": "claim", "key": "wrong-key", "seat": 0}, "key"),
        ({"kind": "join", "key": "wrong-key"}, "key"),
        ({"kind": "claim", "key": "KEY", "seat": 9}, "seat"),
        ({"kind": "claim", "key": "KEY", "seat": 2}, "bot"),
        ({"kind": "claim", "key": "KEY", "seat": 1}, "claimed"),
        ({"kind": "choose", "choice": 0, "version": 1}, "join"),
    ],
)
def test_wrong_tokens_keys_and_seats_are_refused_and_change_nothing(room, message, code):
    owner = Phone(room)
    token = owner.claim(room, 1)["token"]
    room.waker.wait_for(room)
    phone = Phone(room)
    phone.say(**{key: room.key if value == "KEY" else value for key, value in message.items()})
    refusal = phone.hear()
    assert refusal == {"kind": "refused", "code": code, "text": protocol.REFUSALS[code]}
    if code == "claimed":
        assert phone.hear()["kind"] == "seats"  # to choose another
    assert room.connected == {1} and nothing_waiting(room)
    phone.say(kind="rejoin", seat=0, token=token)  # a token acts for its own seat only
    assert phone.hear()["code"] == "token"


JUNK = [
    "not json",
    "[]",
    "null",
    '{"kind": 3}',
    '{"kind": "fly"}',
    '{"kind": "choose"}',
    '{"kind": "choose", "choice": true, "version": 1}',
    '{"kind": "choose", "choice": 1.0, "version": 1}',
    '{"kind": "choose", "choice": -1, "version": 1}',
    '{"kind": "choose", "choice": 0, "version": 1, "player": 0}',
    '{"kind": "rejoin", "seat": 0, "token": ""}',
    "[" * 500 + "]" * 500,
    b'{"kind": "join"}',
]


def test_junk_and_oversized_messages_are_refused_and_change_nothing(room):
    phone = Phone(room)
    phone.claim(room, 0)
    room.waker.wait_for(room)
    for junk in JUNK:
        phone.ws.send(junk)
        assert phone.hear()["code"] == "shape", junk
    phone.ws.send(json.dumps({"kind": "join", "key": "k" * protocol.MAX_MESSAGE}))
    assert phone.hear() == {"kind": "refused", "code": "size", "text": protocol.REFUSALS["size"]}
    assert nothing_waiting(room) and room.connected == {0}
    phone.ws.send("x" * (protocol.HARD_LIMIT + 1))  # past what is even read: the connection is closed
    with pytest.raises(ConnectionClosed) as closed:
        phone.hear()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009


def test_a_flood_is_bounded(room):
    room.clock = lambda: 0.0  # standing still: exactly a burst gets through
    phone = Phone(room)
    phone.claim(room, 0)
    room.waker.wait_for(room)
    for _ in range(BURST + MOST_REFUSED + 20):
        try:
            phone.say(kind="choose", choice=0, version=1)
        except ConnectionClosed:
            break
    refused = 0
    with pytest.raises(ConnectionClosed):
        while True:
            refused += phone.hear()["code"] == "flood"
    assert refused == MOST_REFUSED and phone.ws.close_code == 1008
    taps = BURST - 2  # the join and the claim came out of the same burst
    found = room.waker.wait_for(room, taps + 1)
    assert sorted(n.kind for n in found) == ["away"] + ["move"] * taps
    assert nothing_waiting(room)


def test_only_the_pages_own_address_may_connect(room):
    with pytest.raises(InvalidStatus) as refused:
        Phone(room, origin="http://evil.example")
    assert refused.value.response.status_code == 403
    here = f"http://127.0.0.1:{room.port}"
    with urllib.request.urlopen(here + "/", timeout=5) as page:
        assert b"phone.js" in page.read()
        assert "connect-src ws://127.0.0.1:" in page.headers["Content-Security-Policy"]
    rebound = urllib.request.Request(here + "/", headers={"Host": f"evil.example:{room.port}"})
    with pytest.raises(urllib.error.HTTPError) as wrong_host:  # a name rebound to this machine
        urllib.request.urlopen(rebound, timeout=5)
    assert wrong_host.value.code == 403
    wrong_host.value.close()
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(here + "/../room.py", timeout=5)
    assert missing.value.code == 404
    missing.value.close()


def test_a_seat_that_leaves_the_table_lets_its_phone_go(room):
    phone = Phone(room)
    phone.claim(room, 1)
    room.waker.wait_for(room)
    room.set_seats([SEATS[0], PhoneSeat("Bo", "#3478e8", "square", human=False)])
    assert phone.hear()["code"] == "seat"
    assert [s["seat"] for s in phone.hear()["seats"]] == [0]
    assert room.connected == set()


def test_closing_tells_the_phones_and_closes_the_port():
    room = Room(SEATS, port=0)
    assert not room.running and not any(t.name == "phones" for t in threading.enumerate())
    room.start()
    port = room.port
    phone = Phone(room)
    phone.claim(room, 0)
    room.close("Phones are off.")
    assert phone.hear_kind("over")["text"] == "Phones are off."
    assert not room.running
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0  # nothing listens


def test_the_frame_loop_is_told_what_came_by_a_count_and_a_closing_room_wakes_no_one():
    waker = Waker()
    room = Room(SEATS, waker, port=0)
    room.start()
    phone = Phone(room)
    phone.claim(room, 0)
    assert [notice.kind for notice in waker.wait_for(room)] == ["joined"] and room.stirred == 1
    waker.event.clear()
    room.close()
    phone.hear_kind("over")
    assert room.stirred == 2  # the phone went away as the room closed: counted...
    assert not waker.event.is_set()  # ...but an idle app is not woken for it
