"""The seat router: who may act for which seat right now. Two players on their
own gamepads, two on the shared keyboard and mouse, a bot, and a seat whose
pad is unplugged."""

import pytest

from game.match import Seat
from scenes.kit.seats import SHARED, SeatRouter, anyone


class Table:
    """Seats and the pads connected now, which a test plugs and unplugs."""

    def __init__(self, seats, pads=()):
        self.seats = seats
        self.connected = set(pads)
        self.router = SeatRouter(seats, lambda: self.connected)


@pytest.fixture
def table():
    seats = [
        Seat("Ada", 0, controller="pad:1"),  # her own pad
        Seat("Bo", 1, controller="pad:2"),  # his own pad
        Seat("Cy", 2),  # the shared keyboard and mouse
        Seat("Di", 3, "bot"),
        Seat("Ed", 4),  # the shared keyboard and mouse too
        Seat("Flo", 5, controller="pad:6"),  # her pad is unplugged
    ]
    return Table(seats, pads=(1, 2, 9))  # pad 9 belongs to nobody


def test_each_seat_plays_with_its_own_connected_pad_or_the_shared_controls(table):
    router = table.router
    assert [router.own_pad(seat) for seat in range(6)] == ["pad:1", "pad:2", None, None, None, None]
    assert [router.controls(seat) for seat in range(6)] == ["pad:1", "pad:2", SHARED, SHARED, SHARED, SHARED]
    assert router.claimed() == {"pad:1", "pad:2"}
    assert router.controls_of("pad:1") == "pad:1"
    assert router.controls_of("kbm") == router.controls_of("pad:9") == SHARED


def test_two_pads_act_only_for_their_own_seats(table):
    router = table.router
    assert router.may_act(0, "pad:1") and not router.may_act(0, "pad:2")
    assert router.may_act(1, "pad:2") and not router.may_act(1, "pad:1")
    assert not router.may_act(0, "kbm") and not router.may_act(1, "kbm")  # the keyboard can't play for them
    assert not router.may_act(0, "pad:9")


def test_the_shared_keyboard_and_free_pads_act_for_every_seat_without_a_pad(table):
    router = table.router
    for seat in (2, 4, 5):
        assert router.may_act(seat, "kbm") and router.may_act(seat, "pad:9")
        assert not router.may_act(seat, "pad:1") and not router.may_act(seat, "pad:2")  # others' own pads


def test_nobody_acts_for_a_bot(table):
    router = table.router
    assert not any(router.may_act(3, source) for source in ("kbm", "pad:1", "pad:2", "pad:9", "pad:6"))
    table.seats[3].controller = "pad:9"  # even a bot given a pad owns nothing
    assert router.own_pad(3) is None and router.controls_of("pad:9") == SHARED


def test_an_unplugged_pad_hands_its_seat_to_the_shared_controls_until_it_is_back(table):
    router = table.router
    assert router.may_act(5, "kbm") and router.own_pad(5) is None
    table.connected.add(6)  # plugged in again
    assert router.own_pad(5) == "pad:6" and router.may_act(5, "pad:6") and not router.may_act(5, "kbm")
    table.connected.discard(1)  # Ada's pad unplugged mid-game
    assert router.controls(0) == SHARED and router.may_act(0, "kbm")
    assert router.accepts(0)("kbm") and not router.accepts(1)("kbm")  # asked at each action, not fixed


def test_a_free_pad_rejoins_the_seat_whose_pad_is_missing(table):
    router = table.router
    assert router.rejoin("kbm") is None and router.rejoin("pad:1") is None  # not free pads
    assert router.rejoin("pad:9") == 5
    assert table.seats[5].controller == "pad:9" and router.may_act(5, "pad:9")
    assert not router.may_act(5, "kbm")
    assert router.rejoin("pad:9") is None  # owned now


def test_the_seat_an_action_acts_for_among_players_choosing_together(table):
    router = table.router
    waiting = [0, 2, 4, 5]
    assert router.seat_for("pad:1", waiting) == 0
    assert router.seat_for("pad:2", waiting) is None  # Bo is not choosing: his pad plays for nobody else
    assert router.seat_for("kbm", waiting) == 2  # the first on the shared controls
    assert router.seat_for("kbm", waiting, prefer=4) == 4  # the one on screen, when the shared controls play for them
    assert router.seat_for("pad:9", waiting, prefer=0) == 2  # a seat with a pad is never the shared controls' choice
    assert router.seat_for("kbm", [0, 1, 3]) is None


def test_the_seat_of_a_pad(table):
    router = table.router
    assert router.seat_of_pad("pad:2") == 1 and router.seat_of_pad("pad:2", among=[0, 2]) is None
    assert router.seat_of_pad("kbm") is None and router.seat_of_pad("pad:9") is None


def test_a_hand_off_before_a_secret_whenever_others_play(table):
    router = table.router
    assert all(router.needs_hand_off(seat) for seat in (0, 2, 5))  # one screen: own pad or not
    assert router.needs_hand_off(2, secret=False)  # the shared controls change hands
    assert not router.needs_hand_off(0, secret=False)  # Ada answers on her own pad


def test_no_hand_off_with_one_person_at_the_table():
    solo = Table([Seat("Ada", 0), Seat("Bot", 1, "bot")])
    assert not solo.router.needs_hand_off(0) and not solo.router.needs_hand_off(0, secret=False)
    assert solo.router.humans() == 1


def test_a_screen_without_a_router_takes_anyone():
    assert anyone("kbm") and anyone("pad:3")
