"""Bot-vs-bot simulation: score distributions, win rates, speed, and with
check=True every invariant after every move plus a replay from the save.

Games run in parallel worker processes (jobs); each game's seed is fixed by
its number, and results are gathered in game order, so the same seeds give
the same report whatever the number of jobs."""

from __future__ import annotations

import math
import os
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from game import saves
from game.match import Match, Seat
from game.registry import GameSpec, get_game

HISTOGRAM_ROWS = 20  # the printed histogram's most rows; --json keeps every score


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


@dataclass(frozen=True)
class SimTable:
    """What every game of one sim shares; the game's number picks its seed
    and the tested bot's seat."""

    game: str
    players: int
    bot: str
    against: str
    seed: int
    options: dict
    check: bool


@dataclass(frozen=True)
class GameOutcome:
    moves: int
    score: int  # the tested bot's
    tested: int
    winners: tuple[int, ...]
    title: str  # the tested bot's, "" for none


def play_numbered(table: SimTable, number: int) -> GameOutcome:
    """Game `number` of a sim. Runs in a worker process, so it takes the
    game's id, not its spec."""
    spec = get_game(table.game)
    tested = number % table.players  # rotate the tested bot's seat so seat order can't flatter it
    names = [table.bot if seat == tested else table.against for seat in range(table.players)]
    seats = [Seat(f"{name} {seat + 1}", seat, "bot", name) for seat, name in enumerate(names)]
    match, moves = play_one(spec, seats, table.seed + number, table.options, table.check)
    result = match.result()
    title = result.titles[tested] if result.titles else ""
    return GameOutcome(moves, result.scores[tested], tested, tuple(result.winners), title)


def default_jobs() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)


def outcomes(table: SimTable, games: int, jobs: int):
    """Every game's outcome, in game order."""
    if jobs <= 1 or games < 2:
        yield from (play_numbered(table, number) for number in range(games))
        return
    chunk = max(1, min(50, games // (jobs * 8)))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(play_numbered, [table] * games, range(games), chunksize=chunk)


class Progress:
    """Games done and an estimate of the time left, on stderr, only when
    stderr is a terminal (a pipe or a log file stays clean)."""

    def __init__(self, total: int, stream=None):
        self.stream = stream or sys.stderr
        self.total = total
        self.shown = self.stream.isatty() and total >= 20
        self.started = time.perf_counter()
        self.last = 0.0

    def step(self, done: int) -> None:
        now = time.perf_counter()
        if not self.shown or (now - self.last < 0.5 and done < self.total):
            return
        self.last = now
        left = (now - self.started) / done * (self.total - done)
        self.stream.write(f"\r  {done}/{self.total} games, about {_duration(left)} left   ")
        if done == self.total:
            self.stream.write("\r" + " " * 60 + "\r")
        self.stream.flush()


def _duration(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    return f"{seconds / 60:.0f} min"


def simulate(
    spec: GameSpec,
    games: int,
    players: int,
    bot: str,
    against: str = "random",
    seed: int = 1,
    options: dict | None = None,
    check: bool = False,
    jobs: int = 1,
    progress: Progress | None = None,
) -> SimReport:
    options = spec.check_options(options or {})
    report = SimReport(spec.id, games, players, bot, against, options, seat_wins=[0.0] * players, checked=check)
    table = SimTable(spec.id, players, bot, against, seed, options, check)
    started = time.perf_counter()
    for done, outcome in enumerate(outcomes(table, games, jobs), start=1):
        report.moves += outcome.moves
        report.scores.append(outcome.score)
        for seat in outcome.winners:
            report.seat_wins[seat] += 1 / len(outcome.winners)
        if outcome.tested in outcome.winners:
            report.wins += 1 / len(outcome.winners)
        if outcome.title:
            report.titles[outcome.title] += 1
        if progress is not None:
            progress.step(done)
    report.seconds = time.perf_counter() - started
    return report


def histogram_rows(scores: list[int], rows: int = HISTOGRAM_ROWS) -> list[tuple[str, int]]:
    """(label, count) rows: every score while there are few, else equal bins."""
    counts = Counter(scores)
    if len(counts) <= rows:
        return [(str(score), count) for score, count in sorted(counts.items())]
    low, high = min(scores), max(scores)
    width = math.ceil((high - low + 1) / rows)
    bins = math.ceil((high - low + 1) / width)
    binned = Counter((score - low) // width for score in scores)
    return [(f"{low + b * width} to {low + (b + 1) * width - 1}", binned[b]) for b in range(bins)]


def _histogram_lines(rows: list[tuple[str, int]]) -> list[str]:
    label_width = max((len(label) for label, _ in rows), default=0)
    most = max((count for _, count in rows), default=1) or 1
    return [f"    {label:>{label_width}} {count:6} {'#' * round(40 * count / most)}" for label, count in rows]


def format_report(report: SimReport) -> str:
    data = report.as_dict()
    score = data["score"]
    lines = [
        f"{report.game}: {report.games} games, "
        + (
            f"{report.players} players, '{report.bot}' against '{report.against}'"
            if report.players > 1
            else f"solo, '{report.bot}' (a win is reaching the game's goal)"
        )
        + (f", options {report.options}" if report.options else ""),
        f"  win rate of '{report.bot}': {data['win_rate']:.1%}"
        + (f" (fair share {data['fair_share']:.1%})" if data["fair_share"] else ""),
        *(
            ["  win rate by seat: " + ", ".join(f"{rate:.1%}" for rate in data["seat_win_rates"])]
            if report.players > 1
            else []
        ),
        f"  score of '{report.bot}': min {score['min']}, p25 {score['p25']}, median {score['median']},"
        f" p75 {score['p75']}, max {score['max']}, mean {score['mean']}",
        "  score histogram:",
        *_histogram_lines(histogram_rows(report.scores)),
    ]
    if data["titles"]:
        lines.append("  titles: " + ", ".join(f"{k} {v} ({v / report.games:.1%})" for k, v in data["titles"].items()))
    lines.append(
        f"  {data['moves_per_second']} moves per second (bots included)"
        + ("; every invariant and replay checked" if report.checked else "")
    )
    return "\n".join(lines)


LADDER_TARGET = 0.65  # each level must beat the one below head to head this often


def ladder(
    spec: GameSpec, games: int, seed: int = 1, options: dict | None = None, jobs: int = 1, progress=None
) -> list[SimReport]:
    """The named opponents measured against each other, weakest first: in a game for two or more,
    each level against the one below it, two players; in a solo game, each level alone."""
    levels = [opponent.id for opponent in spec.opponents]
    if spec.max_players == 1:
        pairs = [(level, level) for level in levels]
    else:
        pairs = [(upper, lower) for lower, upper in zip(levels, levels[1:])]
    players = 1 if spec.max_players == 1 else max(2, spec.min_players)
    return [
        simulate(
            spec, games, players, bot, against, seed, options, jobs=jobs, progress=progress() if progress else None
        )
        for bot, against in pairs
    ]


def format_ladder(spec: GameSpec, reports: list[SimReport]) -> str:
    """One line per rung: the win rate that says whether the ladder holds."""
    names = {opponent.id: opponent.name for opponent in spec.opponents}
    lines = [f"{spec.title}: the opponents, weakest first ({reports[0].games} games a rung)" if reports else spec.title]
    for report in reports:
        data = report.as_dict()
        score = data["score"]
        if report.players == 1:
            lines.append(
                f"  {report.bot:<7} {names.get(report.bot, report.bot):<18} goal reached {data['win_rate']:6.1%},"
                f" median score {score['median']}, p25 {score['p25']}, p75 {score['p75']}"
            )
        else:
            holds = "holds" if data["win_rate"] >= LADDER_TARGET else f"BELOW {LADDER_TARGET:.0%}"
            lines.append(
                f"  {report.bot:<7} beats {report.against:<7} {data['win_rate']:6.1%} of {report.players}-player"
                f" games ({holds}); median score {score['median']}"
            )
    return "\n".join(lines)
