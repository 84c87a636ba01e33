"""Stripmine's three opponents: each plays legal, sensible moves in every phase,
each has the personality setup promises, each beats the one below head to head,
and the strongest explains any move in a sentence read from the player's view alone."""

import copy
import itertools

import pytest

from game.match import Match, Seat
from game.registry import get_game
from game.stripmine import bots
from game.stripmine import rules as sm

SPEC = get_game("stripmine")
LEVELS = ("easy", "medium", "strong")


def two_player_auction(mine, theirs, auction=0, scores=(0, 0)):
    """A two-player table at an auction's secret picks, with these stashes."""
    state = sm.new_game(2, 1, {})
    state.phase, state.auction = "pick", auction
    state.stashes = [list(mine), list(theirs)]
    state.scores = list(scores)
    state.picks = [None, None]
    return state


def test_the_levels_are_named_weakest_first_and_the_random_bot_is_no_opponent():
    assert list(SPEC.bots) == ["random", *LEVELS]
    assert [o.id for o in SPEC.opponents] == list(LEVELS)
    assert SPEC.strong_bot == "strong"
    words = [set(o.name.split()) for o in SPEC.opponents]
    assert all(not a & b for a, b in itertools.combinations(words, 2))
    assert all(o.style.endswith(".") and len(o.style) <= 80 for o in SPEC.opponents)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    "players, variation", [(2, "standard"), (2, "bear_blowout"), (4, "bear"), (5, "blowout"), (8, "standard")]
)
def test_every_level_plays_whole_games_with_legal_moves(level, players, variation):
    match = Match(SPEC, [Seat(f"B{i}", i, "bot", level) for i in range(players)], 7, {"variation": variation})
    while not match.is_over():
        match.step_automatic()  # a move the rules refuse would raise here
        sm.invariants(match.state)
    assert sum(match.state.scores) > 0


def test_magpie_maisie_grabs_the_biggest_coin_in_sight():
    state = sm.new_game(2, 1, {})
    state.hills[2] = ["quarter"]  # a quarter lies open among dimes
    move = bots.BOTS["easy"](1).choose(sm.view(state, 0), 0)
    assert move == {"player": 0, "kind": "mine", "hill": 2}


def test_magpie_maisie_sells_what_the_stashes_show_least_of_and_keeps_her_quarter():
    state = two_player_auction(["quarter", "nickel", "penny", "dime"], ["dime"] * 4)
    move = bots.BOTS["easy"](1).choose(sm.view(state, 0), 0)
    assert sorted(move["coins"]) == ["nickel", "penny"]  # the quarter is as rare, and worth more kept


def worst_case(mine, theirs):
    return min(sm.auction_points([mine, pair], [])[0][0] for pair in sm.pairs(theirs))


@pytest.mark.parametrize(
    "mine, theirs",
    [
        (["quarter", "quarter", "dime", "nickel"], ["quarter", "dime", "nickel", "penny"]),
        (["dime", "dime", "penny", "nickel"], ["dime", "penny", "penny", "quarter"]),
    ],
)
def test_careful_cyrus_shows_the_pair_whose_worst_score_is_best(mine, theirs):
    state = two_player_auction(mine, theirs)
    move = bots.BOTS["medium"](3).choose(sm.view(state, 0), 0)
    best = max(worst_case(pair, theirs) for pair in sm.pairs(mine))
    assert worst_case(move["coins"], theirs) == best


def test_hardrock_hattie_keeps_her_quarter_when_the_last_auction_is_won_anyway():
    state = two_player_auction(
        ["quarter", "dime", "nickel", "penny"], ["dime", "dime", "nickel", "nickel"], 2, (30, 10)
    )
    for seed in range(5):
        move = bots.strong_bot(seed).choose(sm.view(state, 0), 0)
        assert "quarter" not in move["coins"]


def test_hardrock_hattie_plays_a_tied_last_auction_for_the_win():
    # Level on points: a pair that can't lose the auction wins on the stash left, or outscores.
    state = two_player_auction(["dime", "dime", "nickel", "quarter"], ["dime", "dime", "penny", "nickel"], 2, (12, 12))
    move = bots.strong_bot(2).choose(sm.view(state, 0), 0)
    rival_pairs = sm.pairs(state.stashes[1])

    def wins(pair):
        mine_left = sum(sm.VALUE[c] for c in state.stashes[0]) - sum(sm.VALUE[c] for c in pair)
        count = 0
        for theirs in rival_pairs:
            (a, b), _ = sm.auction_points([pair, theirs], [])
            their_left = sum(sm.VALUE[c] for c in state.stashes[1]) - sum(sm.VALUE[c] for c in theirs)
            count += a > b or (a == b and mine_left > their_left)
        return count

    assert wins(move["coins"]) == max(wins(pair) for pair in sm.pairs(state.stashes[0]))


def head_to_head(level, against, games):
    """Games the tested level wins outright, seats alternating."""
    won = 0
    for number in range(games):
        seats = [Seat("A", 0, "bot", level), Seat("B", 1, "bot", against)]
        if number % 2:
            seats = [Seat("B", 0, "bot", against), Seat("A", 1, "bot", level)]
        match = Match(SPEC, seats, 100 + number)
        while not match.is_over():
            match.step_automatic()
        tested = 0 if number % 2 == 0 else 1
        won += match.result().winners == [tested]
    return won


@pytest.mark.parametrize("level, against", [("medium", "easy"), ("strong", "medium")])
def test_each_level_beats_the_one_below_head_to_head(level, against):
    assert head_to_head(level, against, 8) >= 6


# --- hints ------------------------------------------------------------------------
def positions(players, variation, seed):
    """(state, seat) for every choice a player makes in a seeded game of strong bots."""
    match = Match(SPEC, [Seat(f"B{i}", i, "bot", "strong") for i in range(players)], seed, {"variation": variation})
    while not match.is_over():
        for seat in match.to_act():
            if seat != sm.CHANCE:
                yield match.state, seat
        match.step_automatic()


def is_sentence(text):
    return bool(text) and text[0].isupper() and text.endswith(".") and len(text) <= 90 and "{" not in text


@pytest.mark.parametrize("players, variation", [(2, "standard"), (2, "bear_blowout"), (4, "bear"), (6, "blowout")])
def test_the_hint_explains_every_move_a_player_can_make_in_a_sentence(players, variation):
    hattie = bots.strong_bot(4)
    phases = set()
    for state, seat in positions(players, variation, 11):
        view = sm.view(state, seat)
        phases.add(state.phase)
        chosen = hattie.choose(view, seat)
        assert chosen in sm.legal_moves(state, seat)
        for move in sm.legal_moves(view, seat):
            sentence = hattie.explain(view, seat, move)
            assert is_sentence(sentence), (state.phase, move, sentence)
    assert {"mining", "pick"} <= phases
    if players >= 4 and "bear" in variation:
        assert "hold" in phases


def test_a_hint_reads_the_players_view_never_a_rivals_secret_pick():
    state = two_player_auction(["quarter", "dime", "nickel", "penny"], ["dime", "dime", "nickel", "quarter"])
    other = two_player_auction(["quarter", "dime", "nickel", "penny"], ["dime", "dime", "nickel", "quarter"])
    sm.apply(state, {"player": 1, "kind": "pick", "coins": ["dime", "dime"]})
    sm.apply(other, {"player": 1, "kind": "pick", "coins": ["nickel", "quarter"]})
    for move in sm.legal_moves(state, 0):
        assert bots.strong_bot(1).explain(sm.view(state, 0), 0, move) == bots.strong_bot(1).explain(
            sm.view(other, 0), 0, move
        )
    assert bots.strong_bot(1).choose(sm.view(state, 0), 0) == bots.strong_bot(1).choose(sm.view(other, 0), 0)


def test_a_hint_on_holding_over_ignores_what_the_others_hold():
    match = Match(SPEC, [Seat(f"B{i}", i, "bot", "strong") for i in range(4)], 5, {"variation": "bear"})
    while match.state.phase != "hold":
        match.step_automatic()
    seat = 3
    first, last = copy.deepcopy(match.state), copy.deepcopy(match.state)
    for s in range(3):
        sm.apply(first, {"player": s, "kind": "hold", "coin": first.revealed[s][0]})
        sm.apply(last, {"player": s, "kind": "hold", "coin": last.revealed[s][-1]})
    assert sm.view(first, seat).holds == [sm.HIDDEN, sm.HIDDEN, sm.HIDDEN, None]
    for move in sm.legal_moves(first, seat):
        assert bots.strong_bot(1).explain(sm.view(first, seat), seat, move) == bots.strong_bot(1).explain(
            sm.view(last, seat), seat, move
        )


def test_the_same_view_gets_the_same_sentence_however_often_it_is_asked():
    state = two_player_auction(["quarter", "quarter", "nickel", "penny"], ["dime", "penny", "nickel", "quarter"], 1)
    hattie = bots.strong_bot(9)
    move = sm.legal_moves(state, 0)[0]
    first = hattie.explain(sm.view(state, 0), 0, move)
    hattie.choose(sm.view(state, 0), 0)
    assert hattie.explain(sm.view(state, 0), 0, move) == first
