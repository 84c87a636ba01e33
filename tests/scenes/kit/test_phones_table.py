"""Phones at a table: a tap plays through the table as a click on the same target would,
a refused one sends back the rules' own sentence, a phone that drops leaves its seat on the
shared controls, and what a seat's phone is sent is built only from what that seat may know.
All on loopback."""

from __future__ import annotations

import random
import socket
import threading
from types import SimpleNamespace

import pygame
import pytest

from game.core import CHANCE
from game.match import Match, Seat
from game.registry import get_game
from phones.room import running_rooms
from scenes.kit import phones as kit_phones
from scenes.kit.game_scene import scene_for
from scenes.kit.input import Action

from phone_client import TIMEOUT, Phone, Waker, phone_app
from secret_swaps import swapped

FRAME = 1 / 30
MINED_OUT = "That hill is mined out: pick a hill that still has coins."


@pytest.fixture
def app():
    yield from phone_app()


def table(app, match):
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    for _ in range(600):  # on until a person may act
        app.frame(FRAME, [])
        if scene.human_to_act() and not scene.busy() and scene.layer.items:
            break
    return scene


def phone_on(app, scene, seat: int = 0) -> tuple[Phone, Waker, dict]:
    """Phones on at this table, a phone on `seat`, and the first picture it is sent."""
    assert scene.phones.turn_on() == ""
    room = scene.phones.room
    waker = room.wake = Waker()
    phone = Phone(room)
    phone.claim(room, seat)
    arrive(app, waker)
    return phone, waker, phone.hear_kind("table")


def arrive(app, waker) -> None:
    """Once the phones' server has news, the next frame takes it."""
    assert waker.event.wait(TIMEOUT)
    waker.event.clear()
    app.frame(FRAME, [])


def stripmine(app):
    match = Match(get_game("stripmine"), [Seat("Ada", 0), Seat("Bo", 1, "bot")], 3)
    return match, table(app, match)


def test_a_phone_shows_its_seat_and_a_tap_plays_as_a_click_on_that_target_would(app):
    match, scene = stripmine(app)
    phone, waker, shown = phone_on(app, scene)
    labels = [target.label for target in scene.layer.items]
    assert (shown["name"], shown["symbol"], shown["turn"], shown["status"]) == ("Ada", "circle", True, "Your turn")
    assert labels == ["hill 1", "hill 2", "hill 3", "hill 4"]
    assert [choice["label"] for choice in shown["choices"]] == [*labels, "Hint"]  # and the seat's own Hint
    assert scene.phones.marks is not None  # the seat's phone mark on the TV
    click = scene.layer.items[1].move
    phone.say(kind="choose", choice=1, version=shown["version"])
    arrive(app, waker)
    assert match.log == [click] == [{"player": 0, "kind": "mine", "hill": 1}]
    later = phone.hear_kind("table")
    assert later["version"] > shown["version"] and not later["turn"] and later["status"] == "Waiting for Bo."


def test_a_refused_tap_gets_the_rules_sentence_and_changes_nothing(app):
    match, scene = stripmine(app)
    match.state.hills[0] = []
    match.changed()
    scene.board.rebuild()
    phone, waker, shown = phone_on(app, scene)
    assert shown["choices"][0] == {"label": "hill 1", "legal": False}
    phone.say(kind="choose", choice=0, version=shown["version"])
    arrive(app, waker)
    assert phone.hear_kind("refused") == {"kind": "refused", "code": "rules", "text": MINED_OUT}
    assert match.log == [] and MINED_OUT in app.toasts.messages()  # as a click on it says on the TV
    phone.say(kind="choose", choice=1, version=shown["version"] - 1)  # a picture the table has moved on from
    arrive(app, waker)
    assert phone.hear_kind("refused")["code"] == "stale" and match.log == []


def test_a_phone_that_drops_leaves_its_seat_on_the_shared_controls(app):
    match, scene = stripmine(app)
    phone, waker, shown = phone_on(app, scene)
    phone.say(kind="choose", choice=2, version=shown["version"])
    phone.close()  # mid-choice: the tap was made, then the phone went
    for _ in range(3):  # the tap and the drop may come a frame apart
        arrive(app, waker)
        if match.log and not scene.phones.room.connected:
            break
    assert match.log == [{"player": 0, "kind": "mine", "hill": 2}]
    assert "Ada's phone is away: Ada plays on the shared controls." in app.toasts.messages()
    assert scene.phones.marks is None and scene.phones.room.connected == set()
    for _ in range(600):
        app.frame(FRAME, [])
        if scene.human_to_act() and not scene.busy() and scene.layer.items:
            break
    scene.handle(Action("confirm"))  # the keyboard plays for Ada at once
    assert match.log[-1]["player"] == 0 and len(match.log) == 3


def test_no_port_is_open_unless_a_table_turns_phones_on(app):
    match, scene = stripmine(app)
    assert scene.phones.room is None and running_rooms() == []
    assert scene.phones.turn_on() == "" and running_rooms() == [scene.phones.room]
    port = scene.phones.room.port
    scene.phones.turn_off()
    assert scene.phones.room is None and running_rooms() == []
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0  # nothing listens
    scene.phones.turn_on()
    app.to_title()  # the table closes: so does its room
    assert running_rooms() == []


# --- secrets: a seat's phone is sent only what that seat may know ----------------------------------
def seat_zero_to_act(game_id: str, seed: int) -> Match:
    """Bots play on until seat 0 alone is to act while something is hidden from it (the others'
    secret picks, or chips it hasn't seen); then seat 0 is a person."""
    spec = get_game(game_id)
    match = Match(spec, [Seat(f"P{i}", i, "bot", "random") for i in range(3)], seed)
    while not match.is_over():
        actors = match.to_act()
        if actors == [0] and spec.rules.secrets(match.state, 0):
            match.seats[0].kind = "human"
            return match
        others = [seat for seat in actors if seat not in (0, CHANCE)]
        if others and 0 in actors:
            match.apply(match.bot_move(others[0]))
        else:
            match.step_automatic()
    raise AssertionError("the game ended before a secret was kept from seat 0")


def sent_to_seat_zero(app, match) -> list[str]:
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    app.frame(FRAME, [])  # a table of its own may cover it now (Stripmine's pick): its phones go on
    phone, waker, _ = phone_on(app, scene)
    scene.phones.turn_off()
    phone.hear_kind("over")
    return [text for text in phone.heard if '"kind":"welcome"' not in text]  # a token is not the table's


@pytest.mark.parametrize("game_id", ["stripmine", "king_of_copper"])
def test_a_seats_phone_is_sent_the_same_bytes_whatever_that_seat_may_not_know(app, game_id, monkeypatch):
    # A hand panel that sends its seat's whole view: any secret in the view would show.
    panel = SimpleNamespace(hand=lambda view, seat: {"title": "All I see", "lines": [["view", repr(view)]]})
    monkeypatch.setitem(kit_phones._PANELS, game_id, panel)
    match = seat_zero_to_act(game_id, seed=4)
    real = match.state
    before = sent_to_seat_zero(app, match)
    match.state = swapped(match.spec, real, 0, random.Random(1))
    match.changed()
    assert match.spec.rules.secrets(match.state, 0) != match.spec.rules.secrets(real, 0)
    after = sent_to_seat_zero(app, match)
    assert len(before) >= 2 and after == before


def test_a_waiting_board_makes_a_phones_message_now_and_then_and_a_tap_makes_every_one(app, monkeypatch):
    match = Match(get_game("stripmine"), [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2)], 3)
    scene = table(app, match)
    phone, waker, shown = phone_on(app, scene, 0)
    others = [Phone(scene.phones.room) for _ in range(2)]
    for seat, other in enumerate(others, start=1):
        other.claim(scene.phones.room, seat)
        arrive(app, waker)
    made: list[int] = []
    real = scene.phones.message
    monkeypatch.setattr(scene.phones, "message", lambda seat: made.append(seat) or real(seat))
    app.frame(FRAME, [])  # the frame after the last phone came makes every message again
    made.clear()
    sweep = 2  # frames between looks (fewer than the table's, for a short test)
    monkeypatch.setattr(kit_phones, "SWEEP", sweep)
    for frame in range(2, 6 * sweep + 2):  # then nothing changes: a seat's message is looked at every few frames
        app.frame(FRAME, [])
        assert len(made) == frame // sweep
    assert made == [0, 1, 2, 0, 1, 2]
    made.clear()
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0)])
    assert sorted(made) == [0, 1, 2]  # a press at the TV (the focus moves): every seat's message anew
    made.clear()
    phone.say(kind="choose", choice=1, version=scene.phones.publisher.version[0])  # the newest it was sent
    arrive(app, waker)
    assert set(made) == {0, 1, 2} and match.log  # the tap's frame made every seat's anew


def test_an_idle_frame_looks_in_no_queue_makes_no_message_and_only_blits_the_marks(app, monkeypatch):
    match, scene = stripmine(app)
    phone, waker, shown = phone_on(app, scene)
    app.frame(FRAME, [])  # the frame after the phone came makes its message again
    room, bridge = scene.phones.room, scene.phones
    calls: list[str] = []
    for owner, name in ((room, "poll"), (room, "moves"), (bridge, "message"), (bridge, "marks_picture")):
        real = getattr(owner, name)
        monkeypatch.setattr(owner, name, lambda *args, real=real, name=name: calls.append(name) or real(*args))
    monkeypatch.setattr(kit_phones, "SWEEP", 1000)  # no look at a seat's message in this short wait
    for _ in range(5):
        app.frame(FRAME, [])
    assert calls == [] and bridge.marks is not None  # the mark still shows: the picture made when placed
    phone.say(kind="choose", choice=1, version=shown["version"])
    arrive(app, waker)
    assert {"poll", "moves", "message"} <= set(calls) and match.log  # a tap come: the queues are looked in


def test_a_tap_reaches_every_phone_before_the_table_waits_on_its_save(app, monkeypatch):
    from game import saves

    match = Match(get_game("stripmine"), [Seat("Ada", 0), Seat("Bo", 1)], 3)
    scene = table(app, match)
    phone, waker, shown = phone_on(app, scene, 0)
    other = Phone(scene.phones.room)
    other.claim(scene.phones.room, 1)
    arrive(app, waker)
    done: list = []
    room = scene.phones.room
    real_send, real_save = room.send_all, saves.save_soon
    monkeypatch.setattr(
        room, "send_all", lambda messages, keep=True: done.extend(messages) or real_send(messages, keep)
    )
    monkeypatch.setattr(saves, "save_soon", lambda *a, **k: done.append("save") or real_save(*a, **k))
    phone.say(kind="choose", choice=1, version=scene.phones.publisher.version[0])
    arrive(app, waker)
    assert match.log and "save" in done
    assert sorted(done[: done.index("save")]) == [0, 1]  # both phones' new turn went out first


def test_a_phones_wake_ends_the_frame_loops_wait_for_its_next_frame(app):
    app.clock.tick()  # a frame has just begun
    waiting = threading.Thread(target=app.clock.tick, args=(1 / 3600,), daemon=True)  # frames an hour apart
    waiting.start()
    kit_phones.wake()  # a tap has come
    waiting.join(TIMEOUT)
    assert not waiting.is_alive()  # the next frame begins now, to play it


def test_the_seats_changed_messages_go_in_one_handover_and_an_unchanged_one_is_not_sent_again():
    handed: list[dict] = []
    room = SimpleNamespace(send_all=lambda messages, keep=True: handed.append(messages))
    publisher = kit_phones.Publisher()
    publisher.publish(room, {0: {"status": "Your turn"}, 1: {"status": "Waiting for Ada."}})
    publisher.publish(room, {0: {"status": "Your turn"}, 1: {"status": "Waiting for Bo."}})
    assert handed == [
        {0: {"status": "Your turn", "version": 1}, 1: {"status": "Waiting for Ada.", "version": 1}},
        {1: {"status": "Waiting for Bo.", "version": 2}},
    ]


def test_the_phone_marks_are_drawn_again_only_when_the_phones_here_change(app, monkeypatch):
    match = Match(get_game("stripmine"), [Seat("Ada", 0), Seat("Bo", 1)], 3)
    scene = table(app, match)
    drawn: list[int] = []
    real = kit_phones.draw_phone
    monkeypatch.setattr(kit_phones, "draw_phone", lambda *args: drawn.append(1) or real(*args))
    phone, waker, _ = phone_on(app, scene, 0)
    for _ in range(5):
        app.frame(FRAME, [])
    assert len(drawn) == 1  # one phone here: its mark drawn once, then the picture is blitted
    other = Phone(scene.phones.room)
    other.claim(scene.phones.room, 1)
    arrive(app, waker)
    app.frame(FRAME, [])
    assert len(drawn) == 3  # two phones: both marks drawn again, once


def test_what_a_seats_prompt_and_choices_share_is_worked_out_once_a_message(app, monkeypatch):
    scene = scene_for(app, Match(get_game("bindle_rails"), [Seat("Ada", 0)], 3))
    bridge = scene.phones
    worked: list[int] = []

    def asked(scene, seat: int) -> str:  # as King of Copper's phone asks its choice screen
        return bridge.once(("asked", seat), lambda: worked.append(seat) or "Pick a coin")

    monkeypatch.setattr(kit_phones, "phone_prompt", lambda game: asked)
    monkeypatch.setattr(kit_phones, "phone_targets", lambda game: lambda scene, seat: [] if asked(scene, seat) else [])
    assert bridge.message(0)["status"] == "Pick a coin" and worked == [0]  # the prompt and the choices: one screen
    asked(scene, 0)
    assert worked == [0, 0]  # outside a message, worked out afresh
