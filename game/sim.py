"""Bot-vs-bot simulation: score distributions, win rates, speed, and with
check=True every invariant after every move plus a replay from the save."""
from __future__ import annotations

import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

from game import saves
from game.match import Match, Seat
from game.registry import GameSpec


@dataclass
class SimReport:
    game: str
    games: int
    players: int
    bot: str
    against: str
    options: dict
    scores: list[int] = field(default_factory=list)  # the tested bot's score each game
    wins: float = 0.0  # shared wins count as a fraction
    seat_wins: list[float] = field(default_factory=list)
    titles: Counter = field(default_factory=Counter)
    moves: int = 0
    seconds: float = 0.0
    checked: bool = False

    def as_dict(self) -> dict:
        quartiles = statistics.quantiles(self.scores, n=4) if len(self.scores) > 1 else [0, 0, 0]
        return {
            "game": self.game,
            "games": self.games,
            "players": self.players,
            "bot": self.bot,
            "against": self.against,
            "options": self.options,
            "win_rate": round(self.wins / max(1, self.games), 4),
            "fair_share": round(1 / self.players, 4) if self.players > 1 else None,
            "seat_win_rates": [round(w / max(1, self.games), 4) for w in self.seat_wins],
            "score": {
                "min": min(self.scores, default=0),
                "p25": quartiles[0],
                "median": statistics.median(self.scores) if self.scores else 0,
                "p75": quartiles[2],
                "max": max(self.scores, default=0),
                "mean": round(statistics.fmean(self.scores), 2) if self.scores else 0,
            },
            "score_histogram": dict(sorted(Counter(self.scores).items())),
            "titles": dict(self.titles),
            "moves_per_second": round(self.moves / self.seconds) if self.seconds else 0,
            "checked": self.checked,
        }


def play_one(spec: GameSpec, seats: list[Seat], seed: int, options: dict, check: bool = False) -> tuple[Match, int]:
    """Play a whole game with bots; returns the match and its move count."""
    match = Match(spec, seats, seed, options)
    moves = 0
    while not match.is_over():
        if match.step_automatic() is None:
            raise RuntimeError(f"{spec.id}: no bot or chance move at {match.to_act()}")
        moves += 1
        if check:
            spec.rules.invariants(match.state)
        if moves > 100_000:
            raise RuntimeError(f"{spec.id}: game {seed} does not end")
    if check:
        replayed = saves.from_data(match.to_save())
        assert replayed.state == match.state, f"{spec.id}: game {seed} replays differently"
    return match, moves


def simulate(spec: GameSpec, games: int, players: int, bot: str, against: str = "random",
             seed: int = 1, options: dict | None = None, check: bool = False) -> SimReport:
    options = spec.check_options(options or {})
    report = SimReport(spec.id, games, players, bot, against, options,
                       seat_wins=[0.0] * players, checked=check)
    started = time.perf_counter()
    for number in range(games):
        tested = number % players  # rotate the tested bot's seat so seat order can't flatter it
        seats = [Seat(f"{bot if s == tested else against} {s + 1}", s, "bot", bot if s == tested else against)
                 for s in range(players)]
        match, moves = play_one(spec, seats, seed + number, options, check)
        result = match.result()
        report.moves += moves
        report.scores.append(result.scores[tested])
        winners = result.winners
        for seat in winners:
            report.seat_wins[seat] += 1 / len(winners)
        if tested in winners:
            report.wins += 1 / len(winners)
        if result.titles and result.titles[tested]:
            report.titles[result.titles[tested]] += 1
    report.seconds = time.perf_counter() - started
    return report


def format_report(report: SimReport) -> str:
    data = report.as_dict()
    score = data["score"]
    lines = [
        f"{report.game}: {report.games} games, "
        + (f"{report.players} players, '{report.bot}' against '{report.against}'" if report.players > 1
           else f"solo, '{report.bot}' (a win is reaching the game's goal)")
        + (f", options {report.options}" if report.options else ""),
        f"  win rate of '{report.bot}': {data['win_rate']:.1%}"
        + (f" (fair share {data['fair_share']:.1%})" if data["fair_share"] else ""),
        *(["  win rate by seat: " + ", ".join(f"{rate:.1%}" for rate in data["seat_win_rates"])]
          if report.players > 1 else []),
        f"  score of '{report.bot}': min {score['min']}, p25 {score['p25']}, median {score['median']},"
        f" p75 {score['p75']}, max {score['max']}, mean {score['mean']}",
        "  score histogram: " + " ".join(f"{k}:{v}" for k, v in data["score_histogram"].items()),
    ]
    if data["titles"]:
        lines.append("  titles: " + ", ".join(f"{k} {v} ({v / report.games:.1%})" for k, v in data["titles"].items()))
    lines.append(f"  {data['moves_per_second']} moves per second (bots included)"
                 + ("; every invariant and replay checked" if report.checked else ""))
    return "\n".join(lines)
