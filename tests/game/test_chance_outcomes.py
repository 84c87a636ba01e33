"""Every game lists chance's outcomes with their exact chances (rules.chance_outcomes): along
seeded bot games, at each chance turn they sum to 1, apply accepts each, none is listed
twice, and what chance_move draws is among them. game/chance.py works odds out from them."""

import copy
import json
from collections import Counter
from fractions import Fraction

import pytest

from game import chance
from game.chance import probability
from game.core import CHANCE, IllegalMove
from game.match import Match, Seat
from game.registry import all_games, get_game

import fake_game

GAMES = all_games()
# Like dice whose places no rule reads, listed as sorted sets of faces (the contract allows it).
AS_SETS = {("bindle_rails", "roll_route"), ("bindle_rails", "roll_events")}


def chance_states(spec, players: int, seed: int, options: dict, bot: str = ""):
    """The state at each chance turn along a seeded game of the game's bots (the strongest
    first), or of `bot` in every seat."""
    names = list(spec.bots)
    seats = [Seat(f"P{i}", i, "bot", bot or names[-1 - i % len(names)]) for i in range(players)]
    match = Match(spec, seats, seed, spec.check_options(options))
    while not match.is_over():
        if CHANCE in match.to_act():
            yield match.state
        match.step_automatic()


def tables(spec):
    """(players, seed, options, bot): the bots at the fewest and most players, random play
    with each option's other values, then random games until each kind of draw has come up."""
    for players in sorted({spec.min_players, spec.max_players}):
        yield players, players, {}, ""
    for option in spec.options:
        for value, _ in option.choices:
            if value != option.default:
                yield spec.min_players, 1, {option.key: value}, "random"
    for seed in range(10):
        yield spec.max_players, seed, {}, "random"


def key(move) -> str:
    return json.dumps(move, sort_keys=True)


def check_outcomes(spec, state, apply_each: bool) -> bool:
    """Checks one chance turn; False when the draw has too many outcomes to list."""
    rules = spec.rules
    outcomes = rules.chance_outcomes(state)
    drawn = rules.chance_move(state)
    if not outcomes:
        return False
    assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes)
    assert sum(p for _, p in outcomes) == 1
    assert len({key(move) for move, _ in outcomes}) == len(outcomes), "an outcome is listed twice"
    if (spec.id, drawn["kind"]) in AS_SETS:
        drawn = {name: sorted(value) if isinstance(value, list) else value for name, value in drawn.items()}
    assert key(drawn) in {key(move) for move, _ in outcomes}
    for move, _ in outcomes if apply_each else []:
        rules.apply(copy.deepcopy(state), move)  # raises IllegalMove on a refused outcome
    return True


@pytest.mark.parametrize("spec", GAMES, ids=[spec.id for spec in GAMES])
def test_chance_outcomes_along_bot_games(spec):
    """Every outcome is applied at the first few draws of each kind (the longest lists
    hold over a thousand); every draw is checked otherwise."""
    listed, applied = Counter(), Counter()
    for players, seed, options, bot in tables(spec):
        if bot == "random" and not options and set(applied) == set(spec.rules.MOVES.chance):
            break
        for state in chance_states(spec, players, seed, options, bot):
            kind = spec.rules.chance_move(state)["kind"]
            listed[check_outcomes(spec, state, applied[kind] < 3)] += 1
            applied[kind] += 1
    assert listed[True] > 0
    assert listed[False] <= listed[True] // 10, "most draws are listed"
    assert set(applied) == set(spec.rules.MOVES.chance), "every kind of draw came up"


def test_dice_are_drawn_as_often_as_listed():
    """Aircargo's planning roll: 7,200 seeded draws against the 36 listed orders of two dice."""
    spec = get_game("aircargo")
    state = spec.rules.new_game(1, 0, {})
    spec.rules.apply(state, {"player": 0, "kind": "plan"})
    outcomes = {key(move): p for move, p in spec.rules.chance_outcomes(state)}
    draws = 7200
    counts = Counter()
    for seed in range(draws):
        state.seed = seed
        counts[key(spec.rules.chance_move(state))] += 1
    assert set(counts) == set(outcomes)
    for move, p in outcomes.items():
        expected = draws * p  # 200, with a standard deviation of about 14
        assert abs(counts[move] - expected) < 60, move


def test_dice_sets_count_each_order():
    sets = chance.dice_sets(8)
    assert len(sets) == 1287 and sum(p for _, p in sets) == 1
    two = dict((tuple(faces), p) for faces, p in chance.dice_sets(2))
    assert two[(1, 1)] == Fraction(1, 36) and two[(1, 2)] == Fraction(2, 36) and (2, 1) not in two
    assert chance.dice(2)[:2] == [([1, 1], Fraction(1, 36)), ([1, 2], Fraction(1, 36))]


def test_too_many_outcomes_are_not_listed():
    assert chance.joint([chance.dice(2)] * 2) != [] and chance.joint([chance.dice(2)] * 3) == []
    assert len(chance.shuffles([1, 2, 3])) == 6 and chance.shuffles(list(range(7))) == []


def test_probability_plays_each_outcome_on_a_copy():
    rules = fake_game
    state = rules.new_game(2, 3, {})
    with pytest.raises(ValueError):
        probability(rules, state, lambda events: True)
    dig = {"player": 0, "kind": "dig"}
    assert probability(rules, state, lambda events: events[0]["value"] >= 2, first=dig) == Fraction(2, 3)
    assert state == rules.new_game(2, 3, {})
    rules.apply(state, dig)
    assert probability(rules, state, lambda events: events[0]["value"] == 3) == Fraction(1, 3)
    assert state.rolling and state.scores == [0, 0]


def test_chance_outcomes_refuse_when_chance_is_not_to_move():
    spec = get_game("aircargo")
    with pytest.raises(IllegalMove):
        spec.rules.chance_outcomes(spec.rules.new_game(1, 0, {}))


@pytest.mark.parametrize(
    "chance_of, shown",
    [(0, "0%"), (1, "100%"), (Fraction(1, 1000), "1%"), (Fraction(999, 1000), "99%"), (Fraction(35, 36), "97%")],
)
def test_percent_never_says_sure_unless_it_is(chance_of, shown):
    assert chance.percent(chance_of) == shown
