"""Figures for tuning Bindle Rails' designed content: how often a bot reaches
50 VP, on which turn it finishes its route, and how often the player's own
company sinks from $3 when left alone (the text: "possible (but unlikely)").

    python -m game.bindle_rails.measure --bot strong --games 200 [--turns 10]

The games are the sim's games (same seeds: game n plays seed 1 + n)."""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter

from game.bindle_rails.content import DATA, GAME, TRACK, VALUE_FACES
from game.core import CHANCE
from game.match import Match, Seat
from game.registry import get_game

START = DATA["track"]["start"]


def sink_chance(start: int = START, rolls: int = 1) -> float:
    """Chance that a company nobody pays for falls from track space `start` to
    $0 within `rolls` value rolls (exact, from the value die's faces)."""
    top = len(TRACK) - 1
    odds = {start: 1.0}
    sunk = 0.0
    for _ in range(rolls):
        after: dict[int, float] = {}
        for space, chance in odds.items():
            for step in VALUE_FACES:
                end = min(top, max(0, space + step))
                share = chance / len(VALUE_FACES)
                if end == 0:
                    sunk += share
                else:
                    after[end] = after.get(end, 0.0) + share
        odds = after
    return sunk


def play(bot: str, games: int, turns: int = GAME["turns"], seed: int = 1) -> dict:
    """Plays `games` solo games with `bot` (the sim's seeds); the figures the
    tuning is judged by, and how long the bot takes over a move."""
    spec = get_game("bindle_rails")
    options = spec.check_options({"turns": turns})
    scores, done_turns, lost, thinking = [], [], 0, []
    at_three = sank_from_three = 0
    for number in range(games):
        match = Match(spec, [Seat(bot, 0, "bot", bot)], seed + number, options)
        while not match.is_over():
            if CHANCE in match.to_act():
                events = match.chance()
            else:
                started = time.perf_counter()
                move = match.bot_move(0)
                thinking.append(time.perf_counter() - started)
                events = match.apply(move)
            for event in events:
                if event["kind"] == "values_rolled":
                    own = event["changes"][match.state.company]
                    at_three += own["start"] == START
                    sank_from_three += own["start"] == START and own["end"] == 0
        state = match.state
        scores.append(match.result().scores[0])
        lost += state.lost
        done_turns.append(state.route_done_turn or 0)
    finished = [t for t in done_turns if t]
    return {
        "bot": bot,
        "turns": turns,
        "games": games,
        "reach_50": round(sum(s >= GAME["goal_target"] for s in scores) / games, 3),
        "median_vp": statistics.median(scores),
        "p25_p75_vp": statistics.quantiles(scores, n=4)[::2],
        "lost": lost,
        "route_finished": round(len(finished) / games, 3),
        "route_turn_median": statistics.median(finished) if finished else None,
        "route_turns": dict(sorted(Counter(done_turns).items())),
        "own_rolls_at_3": at_three,
        "own_sank_from_3": sank_from_three,
        "sink_from_3_one_roll": round(sink_chance(), 4),
        "sink_from_3_left_alone_whole_game": round(sink_chance(rolls=turns), 4),
        "move_ms_median": round(1000 * statistics.median(thinking), 2),
        "move_ms_max": round(1000 * max(thinking), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="strong")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--turns", type=int, default=GAME["turns"])
    parser.add_argument("--seed", type=int, default=1)
    print(json.dumps(play(**vars(parser.parse_args()))))


if __name__ == "__main__":
    main()
