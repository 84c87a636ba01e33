"""What can be done now: the moves a player may make (candidates for the
phase, kept when the rulebook finds no problem with them, so what is listed
is never refused) and the chance side's next outcome."""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

from game import chance
from game.coal_n_write.building import claims_by_sum, dig_problem
from game.coal_n_write.content import DEPOSITS, DICE, MINERALS, price, store_items
from game.coal_n_write.moves import ChanceMove, Hunt, PlayerMove
from game.coal_n_write.phases import Phase
from game.coal_n_write.reading import dug_out, free_dice, live_bandit_burros, open_deposits, unused_burros
from game.coal_n_write.rulebook import PROBLEMS
from game.coal_n_write.state import Sheet, State
from game.coal_n_write.store import visit_problem
from game.coal_n_write.turns import before
from game.core import CHANCE, IllegalMove, rng_for


def legal_moves(state: State, player) -> list[PlayerMove]:
    return _without_problems(state, candidates(state, player))


def dice_uses(state: State, player: int) -> dict[int, set[str]]:
    """The dice this player could still use this turn, each with what it could do (claim, dig,
    store): what pressing Done now would leave unused. The hint and the question before Done read it."""
    uses: dict[int, set[str]] = {}
    for move in legal_moves(state, player):
        found: dict[str, Any] = dict(move)
        if found["kind"] in ("claim", "dig", "store"):
            for die in found.get("dice", []) + ([found["die"]] if "die" in found else []):
                uses.setdefault(die, set()).add(found["kind"])
    return dict(sorted(uses.items()))


def candidates(state: State, player) -> list[PlayerMove]:
    """The moves worth asking the rulebook about: none for the chance side
    (it draws its move, chance_move) or outside building and loading."""
    if player == CHANCE or player not in range(state.players):
        return []
    sheet = state.sheets[player]
    if state.phase == Phase.LOAD:
        return _load_candidates(state, player, sheet)
    if state.phase == Phase.BUILD:
        return _build_candidates(state, player, sheet)
    return []


def _without_problems(state: State, candidates: list[PlayerMove]) -> list[PlayerMove]:
    """The candidates the rulebook finds no problem with: RULEBOOK.legal,
    but asking `before` once per kind rather than once per candidate (its
    answer depends only on the seat and the kind, and a turn offers dozens
    of claims and store visits)."""
    open_kinds: dict[str, bool] = {}
    kept = []
    for move in candidates:
        kind = move["kind"]
        if kind not in open_kinds:
            open_kinds[kind] = not before(state, move)
        problem = PROBLEMS.get(kind)
        if open_kinds[kind] and not (problem and problem(state, move)):
            kept.append(move)
    return kept


def _build_candidates(state: State, player: int, sheet: Sheet) -> list[PlayerMove]:
    """The moves of a turn worth asking the rulebook about. A group is left
    out when the problem its moves share already refuses it: a set of dice
    that can't claim a deposit, a deposit no die may dig at, a die that can't
    visit the store."""
    if sheet.blackjack is not None:
        return [{"player": player, "kind": "hit"}, {"player": player, "kind": "stay"}]
    moves: list[PlayerMove] = [{"player": player, "kind": "tonic"}]
    free = free_dice(state, sheet)
    dice_sets = [combo for size in range(1, len(free) + 1) for combo in itertools.combinations(free, size)]
    values = [[state.dice[d] for d in combo] for combo in dice_sets]
    sums = [(combo, sum(faces), min(faces)) for combo, faces in zip(dice_sets, values)]
    for deposit in open_deposits(sheet):  # only the first unclaimed deposit of a tunnel can be worked
        number = DEPOSITS[deposit].number
        claiming = (
            dice_sets if dug_out(sheet, deposit) else [c for c, total, low in sums if claims_by_sum(number, total, low)]
        )
        moves += [{"player": player, "kind": "claim", "deposit": deposit, "dice": list(dice)} for dice in claiming]
        if not dig_problem(state, sheet, deposit, free[:1]):  # any free die digs alike
            moves += [{"player": player, "kind": "dig", "deposit": deposit, "die": die} for die in free]
    for die in free:
        first_of_value = all(state.dice[other] != state.dice[die] for other in free if other < die)
        if first_of_value and not visit_problem(state, sheet, die):  # dice of one value visit alike
            moves += _store_candidates(state, player, sheet, die)
    moves.append({"player": player, "kind": "confirm"})
    return moves


def _store_candidates(state: State, player: int, sheet: Sheet, die: int) -> list[PlayerMove]:
    """Store visits for one die: each item, the Pistol for each set of burros
    a bandit rides, Shares and Tonics in every number the player can pay for."""
    moves: list[PlayerMove] = []
    for item in store_items(state.solo):
        if item == "pistol":
            burros = live_bandit_burros(state, sheet)
            for size in range(1, min(len(burros), sheet.cash // price(item)) + 1):
                moves += [
                    {"player": player, "kind": "store", "item": item, "die": die, "burros": list(chosen)}
                    for chosen in itertools.combinations(burros, size)
                ]
        elif item in ("shares", "tonic"):
            moves += [
                {"player": player, "kind": "store", "item": item, "die": die, "count": n}
                for n in range(1, sheet.cash // price(item) + 1)
            ]
        else:
            moves.append({"player": player, "kind": "store", "item": item, "die": die})
    return moves


def _load_candidates(state: State, player: int, sheet: Sheet) -> list[PlayerMove]:
    moves: list[PlayerMove] = [
        {"player": player, "kind": "choose_burro", "burro": b} for b in unused_burros(state, sheet)
    ]
    moves += [{"player": player, "kind": "load", "mineral": m} for m in MINERALS]
    moves += [{"player": player, "kind": "unload", "mineral": m} for m in MINERALS]
    moves.append({"player": player, "kind": "send"})
    return moves


def chance_move(state: State) -> ChanceMove:
    rng = rng_for(state)
    if state.phase == Phase.ROLL:
        return {"player": CHANCE, "kind": "roll", "dice": [rng.randint(1, 6) for _ in state.hand]}
    if state.phase == Phase.VARMINT:
        hunts: list[Hunt] = [
            {"seat": seat, "dice": [rng.randint(1, 6) for _ in range(DICE)]}
            for seat, sheet in enumerate(state.sheets)
            for _ in range(sheet.hunts)
        ]
        return {"player": CHANCE, "kind": "varmint", "hunts": hunts}
    if state.phase == Phase.BUILD:
        seat = next((s for s, sheet in enumerate(state.sheets) if sheet.blackjack_wait), None)
        if seat is not None:
            return {"player": CHANCE, "kind": "blackjack_die", "seat": seat, "die": rng.randint(1, 6)}
    raise IllegalMove("Nothing is left to chance right now.")


def chance_outcomes(state: State) -> list[tuple[ChanceMove, Fraction]]:
    """The roll and the blackjack die; the varmint hunts only while they are few enough to list."""
    if state.phase == Phase.ROLL:
        return [({"player": CHANCE, "kind": "roll", "dice": dice}, p) for dice, p in chance.dice(len(state.hand))]
    if state.phase == Phase.VARMINT:
        seats = [seat for seat, sheet in enumerate(state.sheets) for _ in range(sheet.hunts)]
        throws = chance.joint([chance.dice(DICE)] * len(seats))
        return [
            ({"player": CHANCE, "kind": "varmint", "hunts": [{"seat": s, "dice": d} for s, d in zip(seats, dice)]}, p)
            for dice, p in throws
        ]
    if state.phase == Phase.BUILD:
        seat = next((s for s, sheet in enumerate(state.sheets) if sheet.blackjack_wait), None)
        if seat is not None:
            die = chance.evenly(chance.D6)
            return [({"player": CHANCE, "kind": "blackjack_die", "seat": seat, "die": d}, p) for d, p in die]
    raise IllegalMove("Nothing is left to chance right now.")
