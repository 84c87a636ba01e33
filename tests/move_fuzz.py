"""Mutated moves thrown at a game's rules, the way a damaged or hand-edited
save could carry them: every one must be refused with IllegalMove and leave
the state as it was, or be a move the rules would have made anyway.

Run as a script it prints, per game, how many moves were tried, how many
raised anything but IllegalMove, and how many were accepted but broke the
state:  python tests/move_fuzz.py --games 20
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import CHANCE, IllegalMove  # noqa: E402
from game.match import Match, Seat  # noqa: E402
from game.registry import all_games  # noqa: E402

ODD_VALUES = (
    None,
    True,
    False,
    0.0,
    1.5,
    float("nan"),
    float("inf"),
    -1,
    10**30,
    -(10**30),
    7,
    "",
    "x" * 5000,
    "chance",
    [],
    [1],
    [[1]],
    {},
    {"a": 1},
    [None],
    ["x"],
    [True, False],
)


def mutations(move: dict, rng: random.Random):
    """Moves near a legal one: wrong shapes, wrong types, values pushed out of range."""
    yield rng.choice([None, [], "roll", 3, [move], (1, 2)])
    yield {**move, "kind": rng.choice(["teleport", None, ["roll"], {"k": 1}, 5, "x" * 5000])}
    yield {**move, "player": rng.choice([True, False, 0.0, 1.0, "0", None, [0], 99, -1, 10**30, CHANCE])}
    yield {**move, "player": rng.randrange(8)}  # often a seat whose turn it isn't
    yield {**move, "extra": rng.choice(ODD_VALUES)}
    for key, value in move.items():
        if key in ("player", "kind"):
            continue
        without = dict(move)
        del without[key]
        yield without
        yield {**move, key: rng.choice(ODD_VALUES)}
        if isinstance(value, bool):
            yield {**move, key: not value}
        elif isinstance(value, int):
            yield {**move, key: value + rng.choice([1, -1, 2, 6, 1000, -1000])}
            yield {**move, key: float(value)}
        elif isinstance(value, str):
            yield {**move, key: value + "x"}
        elif isinstance(value, list):
            yield {**move, key: value + value[:1]}
            yield {**move, key: value[1:]}
            yield {**move, key: list(reversed(value))}
            if value:
                spot = rng.randrange(len(value))
                changed = copy.deepcopy(value)
                item = changed[spot]
                if isinstance(item, bool):
                    changed[spot] = not item
                elif isinstance(item, int):
                    changed[spot] = item + rng.choice([1, -1, 5, 100, -100])
                else:
                    changed[spot] = rng.choice(ODD_VALUES)
                yield {**move, key: changed}


@dataclass
class FuzzReport:
    game: str
    tried: int = 0
    refused: int = 0
    accepted: int = 0  # accepted and sound: another lawful outcome or an equal of a listed move
    crashed: list[str] = field(default_factory=list)  # raised anything but IllegalMove
    broke: list[str] = field(default_factory=list)  # accepted, then the state was wrong


def _short(value) -> str:
    text = repr(value)
    return text if len(text) < 160 else text[:150] + "..."


def _still_sound(spec, state) -> str:
    """Why an accepted move left the state unsound, or ""."""
    try:
        spec.rules.invariants(state)
        if spec.rules.is_over(state):
            spec.rules.result(state)
            return ""
        actors = spec.rules.to_act(state)
        if not actors:
            return "nobody can act in a game that is not over"
        for seat in actors:
            if seat == CHANCE:
                spec.rules.apply(copy.deepcopy(state), spec.rules.chance_move(state))
            elif not spec.rules.legal_moves(state, seat):
                return f"seat {seat} must act but has no legal move"
    except Exception as err:  # noqa: BLE001 - any failure here is what we are looking for
        return f"{type(err).__name__}: {err}"
    return ""


def lively_move(spec, match, seat, rng: random.Random) -> dict:
    """A random legal move that seldom ends the game while another would go
    on (AirCargo's pilot may stop at any time), so random games reach every
    phase; now and then any move goes, so a game whose only way on is its
    last move still finishes."""
    moves = match.legal_moves(seat)
    rng.shuffle(moves)
    if rng.random() < 0.02:
        return moves[0]
    for move in moves:
        scratch = copy.deepcopy(match.state)
        spec.rules.apply(scratch, move)
        if not spec.rules.is_over(scratch):
            return move
    return moves[0]


def fuzz_game(spec, games: int, seed: int = 0, every: int = 7) -> FuzzReport:
    """Play seeded random games and, every `every` steps, throw mutations of
    the moves due at the rules."""
    report = FuzzReport(spec.id)
    for number in range(games):
        rng = random.Random(f"{seed}:{number}")
        players = rng.randint(spec.min_players, spec.max_players)
        options = {opt.key: rng.choice(opt.choices)[0] for opt in spec.options}
        match = Match(spec, [Seat(f"P{i}", i, "bot", "random") for i in range(players)], rng.randrange(10**6), options)
        step = 0
        while not match.is_over():
            step += 1
            actors = match.to_act()
            if step % every == 0:
                # Mutations are tried on a copy: what is lawful now, and the state as it was, hold for them all.
                lawful = {seat: [in_any_order(m) for m in match.legal_moves(seat)] for seat in actors if seat != CHANCE}
                before = copy.deepcopy(match.state)
                scratch = None
                for seat in actors:
                    due = [spec.rules.chance_move(match.state)] if seat == CHANCE else match.legal_moves(seat)[:2]
                    for move in due:
                        for bad in mutations(move, rng):
                            scratch = _try(spec, bad, report, lawful, before, scratch)
            if CHANCE in actors:
                match.chance()
            else:
                match.apply(lively_move(spec, match, rng.choice(actors), rng))
    return report


def in_any_order(move):
    """The move with its lists sorted: coins or dice named in another order
    are the same choice."""
    if not isinstance(move, dict):
        return move
    try:
        return {key: sorted(value) if isinstance(value, list) else value for key, value in move.items()}
    except TypeError:
        return move


def _lawful(bad, seat, lawful: dict) -> bool:
    """`lawful`: the moves each seat to act may make, in any order (no chance: it draws)."""
    if seat == CHANCE or type(seat) is not int or seat not in lawful:
        return False
    return in_any_order(bad) in lawful[seat]


def _try(spec, bad, report: FuzzReport, lawful: dict, before, scratch):
    """Throw one mutation at a copy of `before` (`scratch`, or a new one when None); returns the
    copy for the next mutation while a refusal has left it equal to `before`, else None."""
    seat = bad.get("player") if isinstance(bad, dict) else None
    if _lawful(bad, seat, lawful):
        return scratch  # the mutation made a lawful move
    report.tried += 1
    if scratch is None:
        scratch = copy.deepcopy(before)
    try:
        spec.rules.apply(scratch, copy.deepcopy(bad))
    except IllegalMove as err:
        report.refused += 1
        if scratch != before:
            report.broke.append(f"refused but changed the state: {_short(bad)}")
            return None
        if not str(err) or len(str(err)) > 200:
            report.crashed.append(f"refusal without a short sentence ({len(str(err))} chars): {_short(bad)}")
        return scratch
    except Exception as err:  # noqa: BLE001 - counted and reported
        report.crashed.append(f"{type(err).__name__}: {err} <- {_short(bad)}")
        return None
    # A different chance outcome, or a player's move that legal_moves lists
    # only once among equals (Coal n' Write lists one die of each value):
    # lawful only if the state stays sound.
    report.accepted += 1
    problem = _still_sound(spec, scratch)
    if problem:
        report.broke.append(f"{problem} <- {_short(bad)}")
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--every", type=int, default=7)
    args = parser.parse_args()
    print(f"{'game':16} {'tried':>7} {'refused':>8} {'lawful':>7} {'crashed':>8} {'broke':>6}")
    for spec in all_games():
        report = fuzz_game(spec, args.games, args.seed, args.every)
        print(
            f"{spec.id:16} {report.tried:7} {report.refused:8} {report.accepted:7} "
            f"{len(report.crashed):8} {len(report.broke):6}"
        )
        for line in (report.crashed + report.broke)[:8]:
            print("   ", line)


if __name__ == "__main__":
    main()
