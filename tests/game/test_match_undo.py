"""Undo lives in Match: the rules name what may be taken back, never past
chance; other players' later moves are replayed after it."""

import copy

import pytest

from game.core import CHANCE, IllegalMove
from game.match import Match, Seat
from game.registry import get_game


def two_player_coal_n_write():
    match = Match(get_game("coal_n_write"), [Seat("Ada", 0), Seat("Bo", 1)], 4)
    match.chance()  # the first roll
    return match


def first_of(match, seat, kinds):
    return next(m for m in match.legal_moves(seat) if m["kind"] in kinds)


def test_a_player_takes_back_their_own_move_and_the_others_stay():
    match = two_player_coal_n_write()
    assert match.undo_point(0) is None  # nothing yet this turn
    mine = first_of(match, 0, ("claim", "dig"))
    match.apply(mine)
    theirs = first_of(match, 1, ("claim", "dig"))
    match.apply(theirs)
    match.undo(0)
    assert match.log[-1] == theirs and mine not in match.log
    fresh = two_player_coal_n_write()
    fresh.apply(theirs)
    assert match.state == fresh.state  # as if Ada had never moved


def test_never_past_chance_nor_a_move_the_rules_keep():
    match = two_player_coal_n_write()
    for seat in (0, 1):
        match.apply({"player": seat, "kind": "confirm"})  # Done: the turn is confirmed
    assert match.undo_point(0) is None
    while CHANCE in match.to_act():
        match.chance()
    before = (copy.deepcopy(match.state), list(match.log))
    with pytest.raises(IllegalMove, match="nothing to undo"):
        match.undo(0)
    assert (match.state, match.log) == before


def test_a_game_without_undo_offers_none():
    match = Match(get_game("stripmine"), [Seat("Ada", 0), Seat("Bo", 1)], 1)
    match.apply(match.legal_moves(0)[0])
    assert match.undo_point(0) is None
