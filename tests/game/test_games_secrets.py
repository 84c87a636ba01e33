"""Views keep secrets: for every registered game, a view never lets its
holder recover what they may not see (the seed and the rolls it predicts,
a hidden face behind a fixed id, another player's secret choice)."""

import copy
import random
from collections import defaultdict

import pytest

from game.contract import hides_secrets
from game.core import CHANCE
from game.match import Match, Seat
from game.registry import all_games

from move_fuzz import lively_move

GAMES = all_games()
IDS = [spec.id for spec in GAMES]
# Games that hide more than the seed say what with rules.secrets(state, player).
HIDING = [spec for spec in GAMES if hides_secrets(spec.rules)]
HIDING_IDS = [spec.id for spec in HIDING]
SEED = 8_675_309  # distinctive, so a copy of it anywhere in a view is found


def positions(spec, seed, every=3):
    """Seeded random positions along one game at the most players."""
    rng = random.Random(seed)
    options = {opt.key: rng.choice(opt.choices)[0] for opt in spec.options}
    seats = [Seat(f"P{i}", i, "bot", "random") for i in range(spec.max_players)]
    match = Match(spec, seats, seed, options)
    step = 0
    while not match.is_over():
        if step % every == 0:
            yield match.state
        actors = match.to_act()
        if CHANCE in actors:
            match.chance()
        else:
            match.apply(lively_move(spec, match, rng.choice(actors), rng))
        step += 1


def everything_in(value, seen=None):
    """Every plain value reachable from a view: fields, items, keys."""
    seen = seen if seen is not None else set()
    if id(value) in seen:
        return
    seen.add(id(value))
    yield value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from everything_in(key, seen)
            yield from everything_in(item, seen)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            yield from everything_in(item, seen)
    elif hasattr(value, "__dict__"):
        yield from everything_in(vars(value), seen)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_no_view_holds_the_seed_or_a_generator(spec):
    for state in positions(spec, SEED, every=11):
        for seat in range(spec.max_players):
            view = spec.rules.view(state, seat)
            assert view.seed is None
            for value in everything_in(view):
                assert not isinstance(value, random.Random), "a view carries a random generator"
                assert not (type(value) is int and value == SEED), "a view carries the seed"
                assert not (isinstance(value, str) and str(SEED) in value), "a view carries the seed in a text"


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_a_view_does_not_predict_the_coming_rolls(spec):
    """Asked to roll on a view, the rules must not know what the real dice
    will show: forced outcomes aside, the guesses miss most of the time."""
    guesses = hits = 0
    for seed in range(SEED, SEED + 12):
        for state in positions(spec, seed, every=1):
            if CHANCE not in spec.rules.to_act(state):
                continue
            real = spec.rules.chance_move(state)
            other = spec.rules.chance_move(dict_with_seed(state, seed + 1))
            if other == real:
                continue  # an outcome the position forces predicts nothing
            guess = spec.rules.chance_move(spec.rules.view(state, 0))
            guesses += 1
            hits += guess == real
    assert guesses > 20
    assert hits < 0.5 * guesses, f"a view predicted {hits} of {guesses} rolls"


def dict_with_seed(state, seed):
    other = copy.deepcopy(state)
    other.seed = seed
    return other


@pytest.mark.parametrize("spec", HIDING, ids=HIDING_IDS)
def test_hidden_facts_are_not_tied_to_their_names(spec):
    """A hidden face seen under the same id in every game could be read off
    the id: across seeds, every hidden fact must take more than one value."""
    secrets = spec.rules.secrets
    values = defaultdict(list)
    for seed in range(30):
        state = next(positions(spec, seed, every=1))
        for name, value in secrets(state, 0).items():
            values[name].append(repr(value))
    fixed = sorted(name for name, seen in values.items() if len(seen) > 3 and len(set(seen)) == 1)
    assert not fixed, f"hidden facts always the same under these names: {fixed}"


@pytest.mark.parametrize("spec", HIDING, ids=HIDING_IDS)
def test_a_view_shows_no_hidden_fact_under_its_name(spec):
    """Where a view keeps a hidden fact's name (a chip id in a hand), the
    fact itself is not beside it."""
    secrets = spec.rules.secrets
    checked = 0
    for state in positions(spec, SEED, every=2):
        for seat in range(spec.max_players):
            hidden = secrets(state, seat)
            view = spec.rules.view(state, seat)
            for table in everything_in(view):
                if isinstance(table, dict):
                    for name, fact in hidden.items():
                        if name in table:
                            checked += 1
                            parts = fact if isinstance(fact, tuple) else (fact,)
                            assert table[name] not in (fact, *parts), f"{name} shows its hidden {fact!r}"
    assert checked or spec.id == "stripmine"
