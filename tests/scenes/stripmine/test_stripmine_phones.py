"""Stripmine's secret pick on the players' phones, all on loopback: each phone chooses and
locks in at once, the TV shows who has locked in but never what, no pass screen for a seat
whose phone is here (a seat without one still gets it), a phone that drops hands its pick
to the TV and takes it back when it returns, and a phone is sent the same bytes (its hint too)
whatever the others picked; one seat's lock-in question is asked on its own phone only."""

from __future__ import annotations

import pygame
import pytest

from game.match import Match, Seat
from game.registry import get_game
from game.stripmine.phases import Phase
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import scene_for
from scenes.kit.input import Action
from scenes.kit.privacy import ARM_SECONDS, PassScene
from scenes.stripmine import phone as stripmine_phone
from scenes.stripmine.pick import PickScene

from phone_client import TIMEOUT, Phone, Waker, phone_app

FRAME = 1 / 30
TOO_FEW = "Choose exactly two coins from your stash."


@pytest.fixture
def app():
    yield from phone_app()


def auction(people: int, players: int = 3, seed: int = 5) -> Match:
    """Bots mine until the first auction's pick; then the first `people` seats are people."""
    match = Match(get_game("stripmine"), [Seat(f"P{i}", i, "bot", "random") for i in range(players)], seed)
    while match.state.phase != Phase.PICK:
        match.step_automatic()
    for seat in range(people):
        match.seats[seat].kind = "human"
    return match


def with_phones(app, match, seats) -> tuple:
    """The table with phones on and a phone on each of `seats`, before its first frame."""
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    assert scene.phones.turn_on() == ""
    room = scene.phones.room
    waker = room.wake = Waker()
    phones = {seat: Phone(room) for seat in seats}
    tokens = {seat: phone.claim(room, seat)["token"] for seat, phone in phones.items()}
    settle(app, scene)
    waker.event.clear()
    return scene, waker, phones, tokens


def settle(app, scene) -> None:
    for _ in range(600):  # on until the board is still (its coins laid out)
        app.frame(FRAME, [])
        if not scene.board.busy:
            return


def arrive(app, waker) -> None:
    assert waker.event.wait(TIMEOUT)
    waker.event.clear()
    app.frame(FRAME, [])


def tap(app, waker, phone, shown: dict, label: str | int, answer: str = "table") -> dict:
    """Tap the choice named `label` on the phone's latest picture; what the phone hears next."""
    index = label if isinstance(label, int) else [choice["label"] for choice in shown["choices"]].index(label)
    phone.say(kind="choose", choice=index, version=shown["version"])
    arrive(app, waker)
    return phone.hear_kind(answer)


def tv(app) -> bytes:
    app.frame(FRAME, [])
    return pygame.image.tobytes(app.canvas, "RGB")


def coins(shown: dict) -> list[str]:
    return [choice["label"] for choice in shown["choices"] if "coin" in choice]


def test_two_phones_pick_at_once_and_the_tv_shows_who_locked_in_never_what(app):
    match = auction(people=2)
    scene, waker, phones, _ = with_phones(app, match, [0, 1])
    assert app.scenes.top is scene  # every person at the auction has a phone: no pass screen
    picks = len(match.log)
    ada, bo = (phones[seat].hear_kind("table") for seat in (0, 1))
    assert ada["turn"] and ada["hand"]["title"] == "Your stash" and ["Auction", "1 of 3"] in ada["hand"]["lines"]
    assert coins(ada) == [coin.capitalize() for coin in match.state.stashes[0]]
    assert (
        scene.hint_refusal() and ada["choices"][-1]["label"] == "Hint"
    )  # the TV's would tell the table; a phone's not
    ada = tap(app, waker, phones[0], ada, 0)
    assert [c["chosen"] for c in ada["choices"] if "coin" in c][0] is True
    bo = tap(app, waker, phones[1], bo, 0)
    refused = tap(app, waker, phones[1], bo, "Lock in (1 of 2 chosen)", "refused")  # too soon: the rules' sentence
    assert refused == {"kind": "refused", "code": "rules", "text": TOO_FEW} and len(match.log) == picks
    ada = tap(app, waker, phones[0], ada, 1)
    ada = tap(app, waker, phones[0], ada, 2)  # a third: the oldest gives way
    assert [c.get("chosen") for c in ada["choices"]][:3] == [False, True, True]
    ada = tap(app, waker, phones[0], ada, "Lock in")
    assert match.log[-1]["player"] == 0 and match.log[-1]["kind"] == "pick" and match.state.phase == Phase.PICK
    settle(app, scene)
    assert (scene.panel_status(0), scene.panel_status(1)) == ("chosen", "on phone...")
    seen = tv(app)
    real = match.state.picks[0]
    match.state.picks[0] = list(reversed(match.state.stashes[0][:2]))  # another locked pick: the TV is the same
    match.changed()
    assert tv(app) == seen
    match.state.picks[0] = real
    match.changed()
    scene.phone_choices[1] = [0]  # and Bo's coin chosen on the phone, not yet locked in, shows nowhere
    assert tv(app) == seen
    bo = tap(app, waker, phones[1], bo, 1)
    tap(app, waker, phones[1], bo, "Lock in")
    assert match.state.phase != Phase.PICK and [m["player"] for m in match.log[-2:]] == [0, 1]  # the rules reveal
    assert app.scenes.top is scene


def test_a_person_without_a_phone_still_gets_the_pass_screen_while_the_phones_pick_under_it(app):
    match = auction(people=2)
    scene, waker, phones, _ = with_phones(app, match, [0])
    top = app.scenes.top
    assert isinstance(top, PassScene) and top.name == "P1"  # Bo has no phone: today's pass screen
    ada = phones[0].hear_kind("table")
    ada = tap(app, waker, phones[0], ada, 0)
    ada = tap(app, waker, phones[0], ada, 1)
    tap(app, waker, phones[0], ada, "Lock in")
    assert match.log[-1]["player"] == 0 and app.scenes.top is top  # made under Bo's pass screen


def test_a_phone_that_drops_mid_pick_hands_it_to_the_tv_and_takes_it_back(app):
    match = auction(people=2)
    scene, waker, phones, tokens = with_phones(app, match, [0, 1])
    ada = phones[0].hear_kind("table")
    ada = tap(app, waker, phones[0], ada, 0)
    phones[0].close()
    arrive(app, waker)
    top = app.scenes.top
    assert isinstance(top, PassScene) and top.name == "P0"  # at once, the TV's pick for Ada
    again = Phone(scene.phones.room)
    again.say(kind="rejoin", seat=0, token=tokens[0])
    assert again.hear_kind("welcome")["seat"] == 0
    arrive(app, waker)
    app.frame(FRAME, [])
    back = again.hear_kind("table")
    assert app.scenes.top is scene and [c.get("chosen") for c in back["choices"]][0] is True  # its pick, as it was


def test_the_hold_over_is_chosen_on_the_phone_too(app):
    match = Match(
        get_game("stripmine"), [Seat(f"P{i}", i, "bot", "random") for i in range(4)], 2, {"variation": "bear"}
    )
    while match.state.phase != Phase.HOLD and not match.is_over():
        match.step_automatic()
    assert match.state.phase == Phase.HOLD
    match.seats[0].kind = "human"
    scene, waker, phones, _ = with_phones(app, match, [0])
    ada = phones[0].hear_kind("table")
    assert coins(ada) == [coin.capitalize() for coin in match.state.revealed[0]]
    held = match.state.revealed[0][1]
    ada = tap(app, waker, phones[0], ada, 1)
    tap(app, waker, phones[0], ada, "Lock in")
    assert match.log[-1] == {"player": 0, "kind": "hold", "coin": held}


def test_a_phone_mid_pick_is_sent_the_same_bytes_whatever_the_others_picked(app):
    sent = []
    for other in (0, 1):
        match = auction(people=1)
        bots = [m for m in match.legal_moves(1)]
        match.apply(bots[other])  # seat 1 locks in a different pick each time
        scene, waker, phones, _ = with_phones(app, match, [0])
        shown = phones[0].hear_kind("table")
        shown = tap(app, waker, phones[0], shown, 0)  # seat 0's own pick in flight
        hint = tap(app, waker, phones[0], shown, "Hint")["hint"]
        for _ in range(120):  # planned a few steps a frame, from its own view: "Thinking..." until then
            if hint != "Thinking...":
                break
            app.frame(1 / 60, [])
            hint = phones[0].latest(scene, 0)["hint"]
        assert hint.startswith("Hint: ")
        scene.phones.turn_off()
        phones[0].hear_kind("over")
        sent.append([text for text in phones[0].heard if '"kind":"welcome"' not in text])
        app.to_title()
    assert len(sent[0]) >= 3 and sent[0] == sent[1]


def test_the_hand_panel_is_the_stash_by_kind_the_points_and_the_auction():
    match = auction(people=1)
    view = match.view(0)
    view.stashes[0] = ["quarter", "dime", "quarter"]
    view.scores[0] = 7
    assert stripmine_phone.hand(view, 0)["lines"] == [
        ["Quarters", "2 × 25¢"],
        ["Dimes", "1 × 10¢"],
        ["Points", "7"],
        ["Auction", f"1 of {view.auctions_total}"],
    ]


def test_the_lock_in_question_is_the_locking_seats_own_and_the_other_phones_pick_on(app):
    match = auction(people=2)
    scene, waker, phones, _ = with_phones(app, match, [0])
    passing = app.scenes.top
    passing.time = ARM_SECONDS
    passing.handle(Action("confirm", source="pad:3"))  # Bo, without a phone: past the pass screen
    app.frame(FRAME, [])
    pick = app.scenes.top
    assert isinstance(pick, PickScene) and pick.seat == 1
    pick.toggle(0)
    pick.toggle(1)
    pick.handle(Action("pause", source="pad:3"))  # Start on a pad: asked before locking in
    question = app.scenes.top
    app.frame(FRAME, [])
    assert isinstance(question, ConfirmScene) and question.seat == 1
    ada = phones[0].latest(scene, 0)
    ada = tap(app, waker, phones[0], ada, 0)  # Ada picks on, under Bo's question
    ada = tap(app, waker, phones[0], ada, 1)
    tap(app, waker, phones[0], ada, "Lock in")
    assert match.log[-1]["player"] == 0 and app.scenes.top is question
    bo = Phone(scene.phones.room)  # Bo's phone comes: the question is asked there too
    bo.claim(scene.phones.room, 1)
    arrive(app, waker)
    shown = bo.latest(scene, 1)
    assert shown["status"].startswith("Lock in your coins?") and coins(shown) == []
    assert [choice["label"] for choice in shown["choices"]] == ["Keep choosing", "Lock in"]
    tap(app, waker, bo, shown, "Lock in")
    assert [m["player"] for m in match.log[-2:]] == [0, 1] and match.state.phase != Phase.PICK
    assert app.scenes.top is scene
