"""How alive a solo Coal n' Write game stays to its end: the measure behind
the designed mine and Ore Stash (game/data/coal_n_write.toml).

A turn is dead when the only thing worth doing is Done: no claim (the Ore
Stash is full or no die reaches), no store visit, and no dig that could
still lead to a claim. Run from the repository root:

    python tests/game/coal_n_write/cnw_pace.py --games 200 --bot strong
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

import game.coal_n_write as coal_n_write
from game.coal_n_write import rules
from game.core import CHANCE


def turn_is_dead(state, seat: int) -> bool:
    """Only Done is worth pressing: a dig can't lead to a claim once the Ore Stash is full."""
    full = rules.stash_full(state.sheets[seat])
    for move in rules.legal_moves(state, seat):
        if move["kind"] in ("claim", "store") or (move["kind"] == "dig" and not full):
            return False
    return True


def pace_of_game(bot: str, seed: int) -> dict:
    """One solo game: cash, title, the round the Ore Stash filled (None if never),
    and for each round its turns and its dead turns."""
    state = rules.new_game(1, seed, {})
    player = coal_n_write.SPEC.bots[bot](seed)
    turns: Counter = Counter()
    dead: Counter = Counter()
    full_round = None
    fresh = False  # a roll has just landed: the turn's first look at the dice
    while not rules.is_over(state):
        if CHANCE in rules.to_act(state):
            fresh = state.phase == "roll"
            rules.apply(state, rules.chance_move(state))
            continue
        if fresh and state.phase == "build":
            turns[state.round] += 1
            dead[state.round] += turn_is_dead(state, 0)
            fresh = False
        rules.apply(state, player.choose(rules.view(state, 0), 0))
        if full_round is None and rules.stash_full(state.sheets[0]):
            full_round = state.round
    rounds = state.round + 1
    return {
        "cash": state.sheets[0].cash,
        "title": rules.result(state).titles[0],
        "full_round": full_round,
        "turns": [turns[r] for r in range(rounds)],
        "dead": [dead[r] for r in range(rounds)],
    }


def pace(bot: str, games: int, first_seed: int = 0) -> dict:
    rows = [pace_of_game(bot, first_seed + n) for n in range(games)]
    cash = [row["cash"] for row in rows]
    dead_rounds = [sum(1 for t, d in zip(row["turns"], row["dead"]) if t and d == t) for row in rows]
    last_alive = [row["dead"][-1] < row["turns"][-1] for row in rows]
    all_turns = sum(sum(row["turns"]) for row in rows)
    return {
        "bot": bot,
        "games": games,
        "cash_median": statistics.median(cash),
        "cash_quartiles": statistics.quantiles(cash, n=4),
        "titles": dict(Counter(row["title"] for row in rows).most_common()),
        "stash_full_in_round": dict(
            sorted(Counter("never" if r["full_round"] is None else r["full_round"] + 1 for r in rows).items(), key=str)
        ),
        "dead_turns_share": round(sum(sum(row["dead"]) for row in rows) / max(1, all_turns), 3),
        "dead_rounds_per_game": round(statistics.fmean(dead_rounds), 2),
        "games_with_a_dead_round": sum(1 for d in dead_rounds if d),
        "last_round_alive_share": round(sum(last_alive) / games, 3),
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--bot", action="append")
    args = parser.parse_args()
    for name in args.bot or ["easy", "strong"]:
        print(pace(name, args.games), flush=True)
