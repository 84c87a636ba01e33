"""How often each rule fires: play N bot games and count the rules' events.

python -m game.king_of_copper.measure --games 200 --players 4 --bot strong
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from game.core import CHANCE
from game.king_of_copper import SPEC, rules

# Readable names for the events that show a rule at work.
RULES = {
    "opening": "opening roll (incl. roll-offs)",
    "enter": "token enters at the First Square",
    "doubles": "doubles roll again",
    "forfeit": "die forfeited",
    "move": "token moves",
    "overshoot": "doubles carry a ladder token in",
    "bumped": "token bumped to Start",
    "bump": "...of them by a rival's token",
    "robbed": "robbery",
    "nothing_to_rob": "bump with nothing to rob",
    "marshal": "Marshal stops a robbery",
    "event_card": "Event Card drawn",
    "ticket_used": "ticket used",
    "skip_turn": "turn skipped (blizzard)",
    "title": "title bought",
    "title_declined": "title declined",
    "prospect": "prospecting chip bought",
    "character": "Character Card chosen",
    "peek": "deep chip peeked",
    "stop_digging": "peek then stop",
    "dig": "deep dig ($50 + d10)",
    "deep_mined": "deep chip mined",
    "cave_in": "cave-in",
    "fools_gold": "Fool's Gold refund",
    "passage": "passage between districts",
    "bad_luck": "7 turns of bad luck",
    "tunnel_roll": "tunnel roll",
    "tunnel": "tunnel travel",
    "finish": "token reaches Finish",
    "cash": "chip cashed",
    "anaconda": "Anaconda Sapphire changes hands",
    "cash_anaconda": "Anaconda cashed",
    "all_home": "all four tokens in Finish",
    "first_home": "$1000 first all in Finish",
    "final_round": "Great Blue cashed: final round",
    "trade_offered": "trade offered",
    "trade_accepted": "trade accepted",
    "trade_declined": "trade declined",
    "cash_sacred": "Sacred Sapphire cashed",
    "cash_great_blue": "Great Blue Sapphire cashed",
    "robbed_sapphire": "a sapphire robbed",
    "cannot_afford": "title landed on without $50",
    "end_all_home": "game ends: everybody in Finish",
    "end_final_round": "game ends: final round over",
    "end_sundown": "game ends: sundown (round limit)",
    "rounds": "rounds per game",
    "turns": "turns per game",
}


def play(players: int, seed: int, bot_names: list[str], options: dict | None = None) -> tuple[Counter, rules.State]:
    factories = SPEC.bots
    seats = [factories[bot_names[s % len(bot_names)]](seed * 31 + s) for s in range(players)]
    state = rules.new_game(players, seed, options or {})
    counts: Counter[str] = Counter()
    while not rules.is_over(state):
        actors = rules.to_act(state)
        if CHANCE in actors:
            move = rules.chance_move(state)
        else:
            seat = actors[0]
            move = seats[seat].choose(rules.view(state, seat), seat)
        for event in rules.apply(state, move):
            counts[event["kind"]] += 1
            if event["kind"] == "cash" and event["chip_kind"] in ("sacred", "great_blue"):
                counts["cash_" + event["chip_kind"]] += 1
            if event["kind"] == "bumped" and event["by"] >= 0:
                counts["bump"] += 1  # not a cave-in nor a runaway ore cart
            if event["kind"] == "robbed" and state.chip_kind[event["chip"]] in ("sacred", "great_blue"):
                counts["robbed_sapphire"] += 1
    counts["rounds"] = state.round
    counts["turns"] = state.turn
    counts["end_" + (state.end_reason or "all_home")] += 1
    return counts, state


def measure(games: int, players: int, bot_names: list[str], seed: int = 1, options: dict | None = None) -> dict:
    """Per event kind: the mean count per game and the share of games it happened in."""
    per_game = [play(players, seed + n, bot_names, options)[0] for n in range(games)]
    keys = sorted(set().union(*per_game))
    table = {}
    for key in keys:
        values = [c[key] for c in per_game]
        table[key] = {"mean": statistics.fmean(values), "games_with": sum(1 for v in values if v) / games}
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bot", action="append", default=[])
    args = parser.parse_args()
    table = measure(args.games, args.players, args.bot or ["strong"])
    print(f"{args.games} games, {args.players} players, bots {args.bot or ['strong']}")
    print(f"{'event':44} {'per game':>9} {'in % of games':>14}")
    for key, row in table.items():
        label = RULES.get(key, key)
        print(f"  {label:42} {row['mean']:>9.2f} {row['games_with']:>13.0%}")


if __name__ == "__main__":
    main()
