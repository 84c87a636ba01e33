"""A malformed move, as a damaged save or a bad client could carry it, is
refused with a short sentence that names the field and what it must be: never
the raw value (a table, a list, None, a float, a long or odd string, a number
far out of range) in front of a player."""

import copy
import random
import re

import pytest

from game.core import CHANCE, IllegalMove
from game.match import Match, Seat
from game.registry import all_games

from move_fuzz import lively_move

GAMES = all_games()

LONG = "qq" * 5000  # 10,000 characters
JUNK = (
    {},
    {"a": 1},
    {"seat": "qq{0}"},
    [],
    [{}],
    [[1, 2], [3]],
    [None],
    [1.5],
    ["qq{0}qq"],
    [999_999],
    [-7],
    [True],
    list(range(100)),
    None,
    1.5,
    2.0,
    float("nan"),
    float("inf"),
    float("-inf"),
    True,
    False,
    -1,
    -7,
    999_999,
    1_000_000,
    10**30,
    -(10**30),
    "",
    " ",
    "qq{0}qq",
    "{p0}",
    "qq\nqq",
    "qq'q\"qq",
    "qq" * 20 + "q",
    LONG,
)
UNKNOWN = "qq{field}"  # a field no move has


def samples(spec):
    """A real move of every kind with the state it was made in: from seeded
    random games (which reach trading) and games of the game's own bots
    (which reach what good play reaches), at most one per kind and field."""
    wanted = {
        (chance, kind, name)
        for chance, shapes in ((False, spec.rules.MOVES.player), (True, spec.rules.MOVES.chance))
        for kind, fields in shapes.items()
        for name in ("kind", *(name.rstrip("?") for name in fields))
    }
    found: dict = {}
    for number in range(8):
        if wanted <= found.keys():
            break
        rng = random.Random(number)
        players = (spec.min_players, spec.max_players)[number % 2]
        options = {opt.key: rng.choice(opt.choices)[0] for opt in spec.options}
        bots = list(spec.bots)
        seats = [Seat(f"P{i}", i, "bot", bots[(number + i) % len(bots)]) for i in range(players)]
        match = Match(spec, seats, number, options)
        while not match.is_over():
            actors = match.to_act()
            for seat in actors:
                due = [spec.rules.chance_move(match.state)] if seat == CHANCE else match.legal_moves(seat)
                for move in due:
                    for name in ("kind", *move):
                        key = (move["player"] == CHANCE, move["kind"], name)
                        if key not in found:
                            found[key] = (copy.deepcopy(match.state), move)
            if number % 2 and CHANCE not in actors:
                match.apply(lively_move(spec, match, rng.choice(actors), rng))
            else:
                match.step_automatic()
    return found


def field_names(fields: dict) -> list[str]:
    return ["player", "kind", UNKNOWN, *(name.rstrip("?") for name in fields)]


def echoes(sentence: str) -> str:
    """What in a refusal shows the raw junk value, or ""."""
    if not sentence.endswith(".") or len(sentence) > 160:
        return "not one short sentence"
    for shown in ("{", "[", "\n", "qq", "None", "True", "False", "1.5", "2.0", "''", '""'):
        if shown in sentence:
            return shown
    for pattern in (r"\bnan\b", r"\binf\b", r"\d{6,}", r"(?<![\w$])-\d", r"(?<![A-Za-z])'"):
        if re.search(pattern, sentence):
            return pattern
    return ""


def junk_moves(spec):
    """Every junk value in every field of a real move of every kind, with the
    state it is tried in."""
    found = samples(spec)
    for chance, shapes in ((False, spec.rules.MOVES.player), (True, spec.rules.MOVES.chance)):
        for kind, fields in shapes.items():
            assert (chance, kind, "kind") in found, f"no game reached a {kind} move"
            for name in field_names(fields):
                state, move = found.get((chance, kind, name), found[chance, kind, "kind"])
                for junk in JUNK:
                    yield state, {**move, name: junk}, f"{kind}.{name} = {junk!r:.40}"


@pytest.mark.parametrize("spec", GAMES, ids=[spec.id for spec in GAMES])
def test_a_malformed_field_is_refused_without_showing_its_value(spec):
    shown = []
    for state, move, label in junk_moves(spec):
        scratch = copy.deepcopy(state)
        try:
            spec.rules.apply(scratch, move)
        except IllegalMove as refused:
            assert scratch == state, label
            problem = echoes(str(refused))
            if problem:
                shown.append(f"{label}: {refused} ({problem})")
        else:  # a value that fits after all (back = True): only what is offered may be made
            assert move["player"] == CHANCE or move in spec.rules.legal_moves(state, move["player"]), label
    assert shown == [], f"{len(shown)} refusals show the raw value:\n" + "\n".join(shown)
