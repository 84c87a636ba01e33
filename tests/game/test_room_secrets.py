"""Secrets are stripped at the source: everything built for a seat (or for the shared screen,
ROOM) comes from that seat's view. Each test changes only what the seat may not know (the
others' secret picks, the faces of chips it hasn't seen, the event pile, the seed) and checks
that what is built for it is identical: the view, the events of the next move, a hint."""

from __future__ import annotations

import copy
import itertools
import random

import pytest

from game.contract import ROOM, hides_secrets
from game.core import CHANCE, IllegalMove
from game.hints import hint_for
from game.match import Match, Seat
from game.registry import all_games

from move_fuzz import lively_move
from secret_swaps import SWAPS, swapped

HIDING = [spec for spec in all_games() if hides_secrets(spec.rules)]


def test_every_game_that_hides_something_has_a_swap():
    assert {spec.id for spec in HIDING} == set(SWAPS)


def positions(spec, seed):
    """(state, the next move) along one seeded game at the most players, bots moving at random."""
    rng = random.Random(seed)
    options = {opt.key: rng.choice(opt.choices)[0] for opt in spec.options}
    match = Match(spec, [Seat(f"P{i}", i, "bot", "random") for i in range(spec.max_players)], seed, options)
    while not match.is_over():
        actors = match.to_act()
        if CHANCE in actors:
            move = spec.rules.chance_move(match.state)
        else:
            move = lively_move(spec, match, rng.choice(actors), rng)
        yield copy.deepcopy(match.state), move
        match.apply(move)


@pytest.mark.parametrize("spec", HIDING, ids=lambda spec: spec.id)
def test_what_the_room_and_each_seat_see_is_built_only_from_what_they_may_know(spec):
    rules, rng, changed, seats = spec.rules, random.Random(7), 0, [ROOM, *range(spec.max_players)]
    for seed in range(2):
        for state, _move in itertools.islice(positions(spec, seed), 0, None, 3):
            for seat in seats:
                other = swapped(spec, state, seat, rng)
                changed += rules.secrets(other, seat) != rules.secrets(state, seat)
                assert rules.view(other, seat) == rules.view(state, seat)
    assert changed > 10, "the swap hardly changed a secret: the test would prove little"


def seen_by_room(rules, events):
    """The events as the kit hands them to the shared screen (Match.events_for)."""
    return [rules.event_view(event, ROOM) for event in events]


@pytest.mark.parametrize("spec", HIDING, ids=lambda spec: spec.id)
def test_the_events_the_room_sees_tell_nothing_the_room_may_not_know(spec):
    """Where the same move leaves the room unable to tell the two tables apart, its events,
    which every table animates for all to see, are the same on both."""
    rules, rng, compared = spec.rules, random.Random(11), 0
    for seed in range(3):
        for state, move in positions(spec, seed):
            other = swapped(spec, state, ROOM, rng)
            before, after = copy.deepcopy(state), copy.deepcopy(other)
            events = seen_by_room(rules, rules.apply(before, move))
            try:
                other_events = seen_by_room(rules, rules.apply(after, move))
            except IllegalMove:
                continue  # the secret decides whether the move can be made: nothing to compare
            if rules.view(before, ROOM) == rules.view(after, ROOM):
                compared += 1
                assert other_events == events, f"{move['kind']} tells the room a secret"
    assert compared > 100


@pytest.mark.parametrize("spec", HIDING, ids=lambda spec: spec.id)
def test_the_events_of_a_secret_choice_do_not_tell_which_it_was(spec):
    """Two different secret choices of one player (moves that hide something new from the room,
    such as two picks) that leave the room unable to tell them apart give it the same events."""
    rules, compared = spec.rules, 0
    for seed in range(3):
        for state, move in positions(spec, seed):
            if move["player"] == CHANCE:
                continue
            others = [m for m in rules.legal_moves(state, move["player"]) if m["kind"] == move["kind"] and m != move]
            hidden = set(rules.secrets(state, ROOM))
            for other in others[:3]:
                first, second = copy.deepcopy(state), copy.deepcopy(state)
                events = seen_by_room(rules, rules.apply(first, move))
                other_events = seen_by_room(rules, rules.apply(second, other))
                secret = set(rules.secrets(first, ROOM)) - hidden and set(rules.secrets(second, ROOM)) - hidden
                if secret and rules.view(first, ROOM) == rules.view(second, ROOM):
                    compared += 1
                    assert other_events == events, f"{move['kind']} tells the room which choice was made"
    assert compared > 20 or spec.id != "stripmine"  # King of Copper's secrets come by chance


@pytest.mark.parametrize("spec", HIDING, ids=lambda spec: spec.id)
def test_a_hint_is_the_same_whatever_the_others_hold(spec):
    rng = random.Random(5)
    seats = [Seat(f"P{i}", i, "bot", "random") for i in range(spec.max_players)]
    asked = 0
    for state, _move in itertools.islice(positions(spec, 1), 0, None, 7):
        for seat in spec.rules.to_act(state):
            if seat == CHANCE:
                continue
            match, twin = Match(spec, seats, 1), Match(spec, seats, 1)
            match.state, twin.state = state, swapped(spec, state, seat, rng)
            assert hint_for(twin, seat).move == hint_for(match, seat).move
            asked += 1
    assert asked > 5
