"""King of Copper's peek in real browsers: the deep chip's value shows on the peeking seat's
phone page, and on no other phone page nor on the TV (both stay the same, to the byte and the
pixel, when that chip and everything else the other seat may not know is dealt again)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import CHANCE
from game.king_of_copper.phases import Phase
from game.match import Match, Seat
from game.registry import get_game
from scenes.king_of_copper.phone import hand
from scenes.kit.game_scene import scene_for

from chromium import Shots, join, quiet_tv, until
from secret_swaps import swapped

pytestmark = pytest.mark.browser


def peeking(seed: int = 2) -> Match:
    """Bots play until Ada (seat 0) looks at a deep chip; then Ada and Bo are people."""
    names = ("Ada", "Bo", "Cy")
    match = Match(get_game("king_of_copper"), [Seat(name, i, "bot") for i, name in enumerate(names)], seed)
    while match.state.phase != Phase.PEEKED or match.to_act() != [0]:
        actors = [seat for seat in match.to_act() if seat != CHANCE]
        match.apply(match.bot_move(actors[0])) if actors else match.step_automatic()
    match.seats[0].kind = match.seats[1].kind = "human"
    return match


def peek_line(match: Match) -> str:
    """The peek as Ada's hand panel words it, from her own view: 'Neversweat: $400 ore'."""
    return next(value for label, value in hand(match.view(0), 0)["lines"] if label == "Peek")


def tv_with(app, match: Match, state) -> bytes:
    """The TV a frame after the table is told its state changed; the frame moves no time, so
    ambient motion (the pass screen's bobbing badge) stands still."""
    match.state = state
    match.changed()
    app.frame(0.0, [])
    return pygame.image.tobytes(app.canvas, "RGB")


def test_a_peek_shows_on_the_peeking_phone_only(app, phones):
    match = peeking()
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    app.frame(1 / 30, [])
    assert scene.phones.turn_on() == ""
    room = scene.phones.room
    ada, bo = phones("ada", "bo")
    shots = Shots("king_of_copper")
    for phone, name in ((ada, "Ada"), (bo, "Bo")):
        join(app, room, phone, name, shots)
    peek = peek_line(match)
    until(app, lambda: peek in ada.page()["hand"], f"Ada's page showed the peek {peek!r}")
    until(app, lambda: "Waiting for Ada" in bo.page()["status"], "Bo's page waited for Ada")
    assert peek not in bo.page()["body"] and "Peek" not in bo.page()["hand"]
    shots.take(app, [ada, bo], "peek")
    quiet_tv(app)
    real, bo_seen = match.state, bo.page()["body"]
    seen = tv_with(app, match, real)
    dealt_again = swapped(match.spec, real, 1, random.Random(3))  # all Bo may not know
    assert tv_with(app, match, dealt_again) == seen
    other = peek_line(match)
    assert other != peek  # the peeked chip is another now
    until(app, lambda: other in ada.page()["hand"], "Ada's page showed the other chip")
    assert bo.page()["body"] == bo_seen
    shots.take(app, [ada, bo], "peek-dealt-again")
    tv_with(app, match, real)
