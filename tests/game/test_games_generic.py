"""Checks every registered game gets for free: seeded random and bot
playthroughs with invariants, saves replayed at every move, illegal moves
refused with the state unchanged, and secrets kept out of views."""

import copy
import random
import tomllib

import pytest
import tomli_w

from game import saves
from game.core import CHANCE
from game.match import Match, Seat
from game.registry import all_games
from game.sim import play_one

from move_fuzz import fuzz_game, in_any_order

GAMES = all_games()
IDS = [spec.id for spec in GAMES]


def player_counts(spec):
    return sorted({spec.min_players, spec.max_players, (spec.min_players + spec.max_players) // 2})


def option_sets(spec):
    """Defaults, then each option's every value on its own."""
    sets = [{}]
    for opt in spec.options:
        sets += [{opt.key: value} for value, _ in opt.choices if value != opt.default]
    return sets


def random_match(spec, players, seed, options=None):
    seats = [Seat(f"P{i}", i, "bot", "random") for i in range(players)]
    return Match(spec, seats, seed, options or {})


def random_step(match, rng):
    actors = match.to_act()
    assert actors, "a game that is not over must have someone to act"
    if CHANCE in actors:
        return match.chance()
    seat = rng.choice(actors)
    moves = match.legal_moves(seat)
    assert moves, f"seat {seat} must act but has no legal move"
    return match.apply(rng.choice(moves))


@pytest.mark.parametrize("half", [0, 1])  # even and odd seeds apart: a long game's share runs on two workers
@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_random_playthroughs_keep_invariants(spec, half):
    for options in option_sets(spec):
        games = 40 if not options else 12  # the defaults most; each variant a dozen games a player count
        for players in player_counts(spec):
            played = 0  # a long game's share ends at its moves' worth: 500 a game played
            for seed in range(half, games, 2):
                if played >= games * 500 / 2:
                    break
                match = random_match(spec, players, seed, options)
                rng = random.Random(seed)
                steps = 0
                while not match.is_over():
                    events = random_step(match, rng)
                    assert isinstance(events, list) and all("kind" in e for e in events)
                    spec.rules.invariants(match.state)
                    steps += 1
                    assert steps < 100_000
                played += steps
                result = match.result()
                assert len(result.scores) == players and len(result.places) == players
                assert min(result.places) == 1
                assert match.to_act() == []


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_bot_playthroughs_check_every_move(spec):
    for players in player_counts(spec):
        for seed in range(6):
            seats = [Seat(f"P{i}", i, "bot", list(spec.bots)[i % len(spec.bots)]) for i in range(players)]
            match, moves = play_one(spec, seats, seed, {}, check=True)
            assert match.is_over() and moves > 0


def checked_here(step: int) -> bool:
    """Every move early in a game, then every 25th: replaying a long game's
    whole log at each of its thousand moves would cost minutes, not seconds."""
    return step < 120 or step % 25 == 0


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_save_replays_to_the_same_state_along_a_game(spec):
    for seed in range(3):
        match = random_match(spec, spec.max_players, seed, option_sets(spec)[-1])
        rng = random.Random(seed)
        step = 0
        while True:
            if checked_here(step) or match.is_over():
                text = tomli_w.dumps(match.to_save())
                loaded = saves.from_data(tomllib.loads(text))
                assert loaded.state == match.state
                assert loaded.log == match.log
            if match.is_over():
                break
            random_step(match, rng)
            step += 1


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_save_file_round_trip_and_damage(spec, tmp_path):
    match = random_match(spec, spec.min_players, 7)
    rng = random.Random(7)
    for _ in range(10):
        if match.is_over():  # a game whose player may stop at any time can be over this soon
            break
        random_step(match, rng)
    path = tmp_path / "save.toml"
    saves.write_save(match, path)
    assert saves.load_save(path).state == match.state
    damaged = path.read_bytes()[:-40] + b"\x00garbage = [[["
    path.write_bytes(damaged)
    with pytest.raises(saves.BadSave):
        saves.load_save(path)
    assert path.read_bytes() == damaged  # a bad save is never overwritten by loading
    foreign = tmp_path / "foreign.toml"
    foreign.write_text('title = "not a save"\n')
    with pytest.raises(saves.BadSave, match="not a Boomtown save"):
        saves.load_save(foreign)
    cheat = match.to_save()
    cheat["moves"].append({"player": 0, "kind": "no such move"})
    with pytest.raises(saves.BadSave):
        saves.from_data(cheat)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_mutated_moves_are_refused_and_change_nothing(spec):
    """Thousands of malformed or out-of-range moves (tests/move_fuzz.py): only
    IllegalMove with a short sentence, the state unchanged; a chance outcome
    that is accepted leaves a sound state."""
    report = fuzz_game(spec, games=12, seed=1)
    assert report.crashed == [] and report.broke == []
    assert report.tried > 500 and report.refused > 0.9 * report.tried


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_every_legal_move_applies(spec):
    match = random_match(spec, spec.max_players, 3)
    rng = random.Random(3)
    while not match.is_over():
        for seat in match.to_act():
            if seat == CHANCE:
                continue
            for move in match.legal_moves(seat):
                scratch = copy.deepcopy(match.state)
                spec.rules.apply(scratch, copy.deepcopy(move))
                spec.rules.invariants(scratch)
        random_step(match, rng)


# A store visit in Coal n' Write is listed with the first free die of its value
# (tests/game/coal_n_write checks the others against that one).
LISTED_ONCE_AMONG_EQUALS = {("coal_n_write", "store")}


def near(move: dict, listed: list[dict], fields: dict):
    """Moves a field away from a listed one: numbers a little off (or the
    mover's own seat), another listed value, an optional field left out or
    put in, a list with one item more, less or changed."""
    for name, shape in fields.items():
        key = name.rstrip("?")
        seen = [m[key] for m in listed if m["kind"] == move["kind"] and key in m]
        if key in move and name.endswith("?"):
            yield {k: v for k, v in move.items() if k != key}
        if shape is int:
            for value in {base + step for base in [*seen, move["player"]] for step in range(-2, 3)}:
                yield {**move, key: value}
        elif shape in (str, bool):
            yield from ({**move, key: value} for value in [*seen, *((True, False) if shape is bool else ())])
        elif isinstance(shape, list) and shape[0] in (int, str, bool):
            now, items = move.get(key, []), {item for values in seen for item in values}
            yield {**move, key: now + now[:1]}
            for spot in range(len(now)):
                yield {**move, key: now[:spot] + now[spot + 1 :]}
                yield from ({**move, key: now[:spot] + [item] + now[spot + 1 :]} for item in items)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_a_move_near_a_listed_one_is_accepted_only_if_listed(spec):
    """What is listed is what is accepted: a move one field away from a
    listed one is refused unless it is listed too."""
    shapes = spec.rules.MOVES.player
    for players in (spec.min_players, spec.max_players):
        match = random_match(spec, players, 5)
        rng = random.Random(5)
        while not match.is_over():
            for seat in match.to_act() if rng.random() < 0.2 else ():
                if seat == CHANCE:
                    continue
                listed = match.legal_moves(seat)
                shown = [in_any_order(move) for move in listed]
                for move in listed:
                    if (spec.id, move["kind"]) in LISTED_ONCE_AMONG_EQUALS:
                        continue
                    for other in near(move, listed, shapes[move["kind"]]):
                        if in_any_order(other) not in shown:
                            assert spec.rules.RULEBOOK.problem(match.state, other), f"accepted, not listed: {other}"
            random_step(match, rng)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_views_never_change_the_state_and_bots_move_from_views(spec):
    match = random_match(spec, spec.max_players, 11)
    rng = random.Random(11)
    while not match.is_over():
        before = copy.deepcopy(match.state)
        for seat in range(len(match.seats)):
            spec.rules.view(match.state, seat)
        assert match.state == before
        for seat in match.to_act():
            if seat != CHANCE:
                for name, factory in spec.bots.items():
                    move = factory(seat).choose(match.view(seat), seat)
                    assert move in match.legal_moves(seat), f"bot {name} chose an illegal move"
        random_step(match, rng)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_registry_entry_is_complete(spec):
    for name in (
        "new_game",
        "legal_moves",
        "apply",
        "to_act",
        "is_over",
        "result",
        "chance_move",
        "view",
        "invariants",
        "describe",
    ):
        assert callable(getattr(spec.rules, name)), name
    assert spec.strong_bot in spec.bots and "random" in spec.bots
    assert spec.howto
    assert spec.check_options({}) == spec.default_options()
    with pytest.raises(ValueError):
        spec.check_options({"no_such_option": 1})
    with pytest.raises(ValueError):
        Match(spec, [Seat("solo")] * (spec.max_players + 1), 1)
