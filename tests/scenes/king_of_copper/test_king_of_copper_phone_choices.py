"""King of Copper's choices made on the chooser's phone: each from a seeded position (seed 2,
bots playing up to it), with two people at the table so that without a phone each would go
behind a pass screen. The TV shows no pass screen and no secret, only who is choosing on their
phone; the phone's tap is the choice screen's own move. On loopback only."""

from __future__ import annotations

import functools
import random

import pygame
import pytest

from game.core import CHANCE
from game.king_of_copper.phases import Phase
from game.king_of_copper.rules import brings_bad_luck
from game.match import Match, Seat
from game.registry import get_game
from scenes.king_of_copper.overlays import ChoiceOverlay, chip_words
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import scene_for
from scenes.kit.privacy import PassScene

from phone_client import TIMEOUT, Phone, Waker, phone_app
from secret_swaps import swapped

FRAME = 1 / 30
ON_PHONE = "P0 is choosing on their phone."


def task(state) -> str:
    return state.tasks[0]["task"] if state.tasks else ""


def bad_luck(match) -> bool:
    state = match.state
    return state.phase == Phase.MOVE and any(
        move["kind"] == "move" and brings_bad_luck(state, move) for move in match.legal_moves(0)
    )


DECISIONS = {
    "rob": lambda match: task(match.state) == "rob",
    "cash": lambda match: task(match.state) == "cash",
    "character": lambda match: task(match.state) == "character",
    "peek": lambda match: match.state.phase == Phase.PEEKED,
    "trade": lambda match: (
        match.state.phase == Phase.START
        and not match.state.tasks
        and any(move["kind"] == "offer_trade" for move in match.legal_moves(0))
    ),
    "answer": lambda match: match.state.phase == Phase.TRADE_ANSWER,
    "bad luck": bad_luck,
    "chips": lambda match: match.state.phase == Phase.START and not match.state.tasks and match.state.hands[0],
}


@functools.cache
def firsts(seed: int) -> tuple[list[dict], dict[str, int]]:
    """One game of bots (played once for the whole file): its log, and where in it seat 0 alone
    first faces each decision."""
    match = Match(get_game("king_of_copper"), [Seat(f"P{i}", i, "bot") for i in range(3)], seed)
    found: dict[str, int] = {}
    while not match.is_over() and len(found) < len(DECISIONS):
        for decision, faces in DECISIONS.items():
            if decision not in found and match.to_act() == [0] and faces(match):
                found[decision] = len(match.log)
        actors = [seat for seat in match.to_act() if seat != CHANCE]
        match.apply(match.bot_move(actors[0])) if actors else match.step_automatic()
    return match.log, found


def reach(decision: str, seed: int = 2) -> Match:
    """The game's moves up to where seat 0 alone faces `decision`; then seats 0 and 1 are people."""
    log, found = firsts(seed)
    assert decision in found, f"no {decision} for seat 0 in this game"
    match = Match(get_game("king_of_copper"), [Seat(f"P{i}", i, "bot") for i in range(3)], seed)
    for move in log[: found[decision]]:
        match.apply(move)
    match.seats[0].kind = match.seats[1].kind = "human"
    return match


@pytest.fixture
def app():
    yield from phone_app()


class Table:
    """A table at a position, with phones on and seat 0's phone here before its first frame."""

    def __init__(self, app, match):
        self.app, self.match = app, match
        self.scene = scene_for(app, match)
        app.scenes.reset(self.scene)
        assert self.scene.phones.turn_on() == ""
        room = self.scene.phones.room
        self.waker = room.wake = Waker()
        self.phone = Phone(room)
        self.token = self.phone.claim(room, 0)["token"]
        self.last: dict = {}  # the latest table message heard
        self.arrive()
        self.settle()

    def arrive(self) -> None:
        """Once the phones' server has news, the next frame takes it."""
        assert self.waker.event.wait(TIMEOUT)
        self.waker.event.clear()
        self.app.frame(FRAME, [])

    def settle(self) -> None:
        for _ in range(600):  # the board plays out what came before
            if not self.scene.busy():
                break
            self.app.frame(FRAME, [])
        self.app.frame(FRAME, [])

    def shown(self) -> dict:
        """The last picture seat 0's phone was sent."""
        latest = self.scene.phones.publisher.version[0]
        while self.last.get("version") != latest:
            self.last = self.phone.hear_kind("table")
        return self.last

    def tap(self, label: str) -> None:
        shown = self.shown()
        labels = [choice["label"] for choice in shown["choices"]]
        self.phone.say(kind="choose", choice=labels.index(label), version=shown["version"])
        self.arrive()
        self.settle()

    def tv_waits_on_the_phone(self) -> None:
        assert self.app.scenes.top is self.scene  # no pass screen, no choice screen
        assert self.scene.prompts.prompt_text() == ON_PHONE


def labels(shown: dict) -> list[str]:
    return [choice["label"] for choice in shown["choices"]]


def test_robbing_on_the_phone_then_the_chip_taken_shows_there_only(app):
    match = reach("rob")
    table = Table(app, match)
    table.tv_waits_on_the_phone()
    shown = table.shown()
    backs = match.view(0).tasks[0]["slots"]
    chips = [f"{'Green' if b[0] == 'G' else 'Blue'} chip {i + 1}" for i, b in enumerate(backs)]
    assert labels(shown) == [*chips, "Hint"]
    assert all(choice["value"] == "?" for choice in shown["choices"][: len(chips)])  # backs only
    assert shown["status"].startswith("Rob one chip: ")
    table.tap(chips[-1])
    assert match.log[-1] == {"player": 0, "kind": "rob", "slot": len(backs) - 1}
    taken = table.shown()  # the chip's face, on the phone only
    assert taken["status"].startswith("The chip you took: ") and "Close" in labels(taken)
    assert taken["status"].endswith(". Only you know it.") and len(taken["status"]) <= 50  # two lines on a phone
    tokens = [index for index, label in enumerate(labels(taken)) if label.startswith("Token ")]
    assert tokens and labels(taken).index("Close") < tokens[0]  # what it asks first, then the turn's tokens
    assert not isinstance(app.scenes.top, (ChoiceOverlay, PassScene))
    table.tap("Close")
    assert not table.shown()["status"].startswith("The chip you took")


def test_cashing_at_finish_on_the_phone(app):
    match = reach("cash")
    table = Table(app, match)
    table.tv_waits_on_the_phone()
    shown = table.shown()
    cash = [move for move in match.legal_moves(0) if move["kind"] == "cash"]
    assert labels(shown)[-2:] == ["Done", "Hint"] and len(shown["choices"]) == len(cash) + 2
    first = shown["choices"][0]
    assert first["label"] == "Cash" and first["value"].startswith("$")  # its value, on this phone
    table.tap(first["label"])
    assert match.log[-1] == cash[0]
    if "Done" in labels(table.shown()):  # chips left: done with them
        table.tap("Done")
        assert match.log[-1] == {"player": 0, "kind": "cash_done"}


def test_the_character_card_chosen_on_the_phone(app):
    match = reach("character")
    table = Table(app, match)
    table.tv_waits_on_the_phone()
    cards = match.legal_moves(0)
    shown = table.shown()
    assert len(shown["choices"]) == len(cards) + 1 and shown["status"].startswith("Choose your Character Card")
    table.tap(labels(shown)[1])
    assert match.log[-1] == cards[1] and match.state.characters[0] == cards[1]["card"]


def test_the_peek_shows_on_the_phone_and_stopping_is_made_there(app):
    match = reach("peek")
    table = Table(app, match)
    table.tv_waits_on_the_phone()
    view = match.view(0)
    shown = table.shown()
    chip = chip_words(view, view.blue[view.peek])  # its face, on this phone: the mine is on the Peek line
    assert shown["status"] == f"A peek below: {chip}. Dig on, or stop?" and len(shown["status"]) <= 50  # two lines
    assert any(label == "Peek" for label, _ in shown["hand"]["lines"]), view.peek
    assert [label.split(" (")[0] for label in labels(shown)] == ["Dig: $50 and the d10", "Stop: lose the peek", "Hint"]
    table.tap("Stop: lose the peek")
    assert match.log[-1] == {"player": 0, "kind": "stop_digging"}


def test_an_offer_is_asked_for_built_and_answered_on_the_phone(app):
    match = reach("trade")
    table = Table(app, match)
    assert labels(table.shown())[-2:] == ["Trade", "Hint"]  # the TV's Trade button, on the phone
    table.tap("Trade")
    assert match.log[-1]["kind"] == "offer_trade" and match.state.phase == Phase.TRADE_BUILD
    table.tv_waits_on_the_phone()
    shown = table.shown()
    assert labels(shown)[-2:] == ["Cancel the trade", "Hint"] and shown["status"].startswith("Trade: your offer to ")
    table.tap(labels(shown)[0])
    assert match.log[-1]["kind"] in ("offer_to", "offer_item", "offer_money")
    table.tap("Cancel the trade")
    assert match.log[-1] == {"player": 0, "kind": "cancel_offer"}
    answer = Table(app, reach("answer"))
    answer.tv_waits_on_the_phone()
    assert labels(answer.shown()) == ["Accept", "Decline", "Hint"]
    answer.tap("Decline")
    assert answer.match.log[-1] == {"player": 0, "kind": "decline_trade"}


def test_my_chips_are_on_the_phone_not_behind_a_button_on_the_tv(app):
    match = reach("chips")
    table = Table(app, match)
    shown = table.shown()
    rows = [button.label for button in table.scene.row.buttons]
    assert "My chips" not in rows and "My chips" not in labels(shown)
    assert any(label.endswith(f"chips ({len(match.state.hands[0])})") for label, _ in shown["hand"]["lines"])
    table.phone.close()  # without its phone, the seat's chips are behind the TV's button again
    table.arrive()
    table.app.frame(FRAME, [])
    assert "My chips" in [button.label for button in table.scene.row.buttons]


def test_a_phone_that_goes_mid_choice_leaves_it_to_the_tv_and_takes_it_back_when_it_comes(app):
    match = reach("peek")
    table = Table(app, match)
    table.phone.close()
    table.arrive()
    table.app.frame(FRAME, [])
    assert isinstance(app.scenes.top, PassScene)  # two people: the peek is shown behind a hand-off
    again = Phone(table.scene.phones.room)
    again.say(kind="rejoin", seat=0, token=table.token)
    table.phone, table.last = again, {}
    table.arrive()
    table.app.frame(FRAME, [])
    table.tv_waits_on_the_phone()


# --- the table's questions: asked on the asked seat's phone too -----------------------------------
def asked(app) -> Table:
    """The bad-luck question for seat 0's token move, asked as the TV asks it."""
    match = reach("bad luck")
    table = Table(app, match)
    move = next(m for m in match.legal_moves(0) if m["kind"] == "move" and brings_bad_luck(match.state, m))
    table.scene.controls.play_token_move(move)
    table.app.frame(FRAME, [])
    assert isinstance(app.scenes.top, ConfirmScene)
    table.move = move
    return table


def test_a_question_is_answered_on_the_phone_and_closes_on_the_tv(app):
    table = asked(app)
    shown = table.shown()
    assert labels(shown) == ["Choose again", "Go anyway"]  # the safe answer first
    assert shown["turn"] and shown["status"].startswith("Seven years of bad luck!")
    made = len(table.match.log)
    table.tap("Go anyway")
    assert table.match.log[made] == table.move and not isinstance(app.scenes.top, ConfirmScene)


def test_a_question_answered_on_the_tv_leaves_the_phone(app):
    table = asked(app)
    assert labels(table.shown()) == ["Choose again", "Go anyway"]
    app.scenes.top.no()  # the TV's safe answer
    table.app.frame(FRAME, [])
    assert "Choose again" not in labels(table.shown()) and table.match.log[-1] != table.move


# --- secrets: the phone's bytes, and the TV's pixels --------------------------------------------
@pytest.mark.parametrize("decision", ["rob", "cash", "peek"])
def test_the_phone_is_sent_the_same_bytes_whatever_its_seat_may_not_know(app, decision):
    match = reach(decision)
    real = match.state

    def sent() -> list[str]:
        table = Table(app, match)
        table.shown()
        table.scene.phones.turn_off()
        table.phone.hear_kind("over")
        return [text for text in table.phone.heard if '"kind":"welcome"' not in text]  # a token is not the table's

    before = sent()
    match.state = swapped(match.spec, real, 0, random.Random(1))
    match.changed()
    assert match.spec.rules.secrets(match.state, 0) != match.spec.rules.secrets(real, 0)
    assert any('"choices":[{' in text for text in before) and sent() == before


def tv_picture(app, match, phone: bool) -> bytes:
    if phone:
        Table(app, match)
    else:
        app.scenes.reset(scene_for(app, match))
    for _ in range(8):  # the fade in done (a quarter second, at twice the speed)
        app.frame(FRAME, [])
    app.toasts.items.clear()  # the phone's arrival, said once a thread's moment ago: not the table's picture
    app.frame(FRAME, [])
    return pygame.image.tobytes(app.canvas, "RGB")  # the whole frame: the table, what is over it, toasts


def test_the_tv_draws_no_secret_chip_value_while_a_phone_peeks(app):
    match = reach("peek")
    match.seats[1].kind = "bot"  # one person: without a phone the peek shows on the TV itself
    real = match.state
    room = swapped(match.spec, real, None, random.Random(3))  # every face the TV may not know, dealt again
    assert room.chip_value[real.blue[real.peek]] != real.chip_value[real.blue[real.peek]]

    def picture(state, phone: bool) -> bytes:
        match.state = state
        match.changed()
        return tv_picture(app, match, phone)

    assert picture(real, True) == picture(room, True)
    assert picture(real, False) != picture(room, False)  # the TV's own peek screen shows the face
