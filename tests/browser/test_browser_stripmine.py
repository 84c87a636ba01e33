"""Stripmine's auction in real browsers: two phones join from the room's link, each makes its
secret pick by tapping its own page (a hint asked there shows there only), the TV shows who
has locked in and never what, and the rules reveal the coins tapped."""

from __future__ import annotations

import pygame
import pytest

from game.match import Match, Seat
from game.registry import get_game
from game.stripmine.phases import Phase
from scenes.kit.game_scene import scene_for

from chromium import Shots, join, quiet_tv, until

pytestmark = pytest.mark.browser
TOO_FEW = "Choose exactly two coins from your stash."


def auction() -> Match:
    """Bots mine until the first auction's pick; then both seats are people."""
    match = Match(get_game("stripmine"), [Seat(name, i, "bot", "random") for i, name in enumerate(("Ada", "Bo"))], 5)
    while match.state.phase != Phase.PICK:
        match.step_automatic()
    for seat in match.seats:
        seat.kind = "human"
    return match


def tv(app) -> bytes:
    """The TV after a frame that moves no time: ambient motion stands still."""
    app.frame(0.0, [])
    return pygame.image.tobytes(app.canvas, "RGB")


def pick(app, phone, slots: list[int]) -> None:
    """Tap these coins on the phone's page, each seen chosen before the next."""
    for count, slot in enumerate(slots, len(phone.page()["chosen"]) + 1):
        phone.tap(slot)
        until(
            app, lambda count=count: len(phone.page()["chosen"]) == count, f"{phone.name}'s page marked {count} chosen"
        )


def test_both_secret_picks_are_tapped_on_the_phones_up_to_the_reveal(app, phones):
    match = auction()
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    assert scene.phones.turn_on() == ""
    room = scene.phones.room
    ada, bo = phones("ada", "bo")
    shots = Shots("stripmine")
    for phone, name in ((ada, "Ada"), (bo, "Bo")):
        join(app, room, phone, name, shots)
    stashes = [list(stash) for stash in match.state.stashes]
    until(app, lambda: all(p.page()["status"] == "Your turn" for p in (ada, bo)), "both pages said Your turn")
    assert app.scenes.top is scene  # both people have a phone: no pass screen
    assert ada.page()["choices"][: len(stashes[0])] == [coin.capitalize() for coin in stashes[0]]
    shots.take(app, [ada, bo], "joined")

    pick(app, ada, [0, 1])
    ada.tap("Lock in")
    until(
        app, lambda: match.log[-1] == {"player": 0, "kind": "pick", "coins": match.log[-1].get("coins")}, "Ada lock in"
    )
    until(app, lambda: not scene.board.busy and "Waiting for Bo." in ada.page()["status"], "Ada's page wait for Bo")
    assert (scene.panel_status(0), scene.panel_status(1)) == ("chosen", "on phone...")  # who, on the TV
    shots.take(app, [ada, bo], "ada-locked-in")
    seen = tv(app)
    real = match.state.picks[0]
    match.state.picks[0] = sorted(stashes[0][2:4])  # another pick: the TV is the same
    match.changed()
    assert tv(app) == seen
    match.state.picks[0] = real
    match.changed()

    bo.tap("Hint")  # the table's hint for Bo, on Bo's page only
    until(app, lambda: bo.page()["hint"].startswith("Hint: "), "Bo's page showed its hint")
    assert not ada.page()["hint"] and scene.hint is None
    shots.take(app, [ada, bo], "bo-hint")

    pick(app, bo, [0])
    bo.tap("Lock in (1 of 2 chosen)")  # too soon: the rules' own sentence, on the page
    until(app, lambda: bo.page()["note"] == TOO_FEW, "Bo's page showed the refusal")
    assert match.log[-1]["player"] == 0
    shots.take(app, [ada, bo], "bo-refused")
    quiet_tv(app)  # the refusal's toast moves as it fades
    seen = tv(app)
    chosen = scene.phone_choices[1]
    scene.phone_choices[1] = []  # Bo's coin, chosen but not locked in, shows nowhere on the TV
    assert tv(app) == seen
    scene.phone_choices[1] = chosen
    until(app, lambda: len(bo.page()["chosen"]) == 1, "Bo's page had its coin back")
    pick(app, bo, [2])
    bo.tap("Lock in")
    until(app, lambda: match.state.phase != Phase.PICK, "the rules revealed the picks")
    for _ in range(45):  # a second and a half of the reveal on the TV
        app.frame(1 / 30, [])
    shots.take(app, [ada, bo], "revealed")
    tapped = [[stashes[0][0], stashes[0][1]], [stashes[1][0], stashes[1][2]]]
    for seat, coins in enumerate(tapped):  # revealed and paid: the coins tapped left each stash
        assert sorted(match.log[seat - 2]["coins"]) == sorted(coins)
        assert sorted(match.state.stashes[seat] + coins) == sorted(stashes[seat])
    assert app.scenes.top is scene
