"""sim: parallel games give the same report as one process, long reports
stay readable, progress goes only to a terminal."""

import io

from game.registry import get_game
from game.sim import Progress, format_report, histogram_rows, simulate


def test_the_same_seeds_give_the_same_report_whatever_the_jobs():
    spec = get_game("stripmine")
    alone = simulate(spec, 8, 3, "strong", "random", seed=5, check=True, jobs=1).as_dict()
    shared = simulate(spec, 8, 3, "strong", "random", seed=5, check=True, jobs=2).as_dict()
    for report in (alone, shared):
        report.pop("moves_per_second")
    assert alone == shared
    assert sum(alone["seat_win_rates"]) == 1.0


def test_histogram_keeps_every_score_while_few_then_bins_to_twenty_rows():
    assert histogram_rows([3, 1, 3]) == [("1", 1), ("3", 2)]
    scores = list(range(0, 1000, 7)) + [500] * 30
    rows = histogram_rows(scores)
    assert len(rows) <= 20
    assert sum(count for _, count in rows) == len(scores)
    assert rows[0][0].startswith("0 to ") and int(rows[-1][0].split()[-1]) >= 994


def test_the_printed_report_is_short_and_json_keeps_exact_figures():
    report = simulate(get_game("coal_n_write"), 30, 1, "strong", seed=2)
    text = format_report(report)
    assert len(text.splitlines()) <= 30
    assert sum(report.as_dict()["score_histogram"].values()) == 30


class Stream(io.StringIO):
    def __init__(self, tty):
        super().__init__()
        self.tty = tty

    def isatty(self):
        return self.tty


def test_progress_is_shown_only_on_a_terminal():
    for tty in (False, True):
        stream = Stream(tty)
        progress = Progress(40, stream)
        for done in range(1, 41):
            progress.step(done)
        assert ("1/40 games, about" in stream.getvalue()) is tty
        assert tty or stream.getvalue() == ""


def test_the_ladder_plays_each_opponent_against_the_one_below_and_solo_levels_alone():
    from game.sim import format_ladder, ladder

    for game_id in ("stripmine", "aircargo"):
        spec = get_game(game_id)
        levels = [opponent.id for opponent in spec.opponents]
        rungs = ladder(spec, 2, seed=3)
        if spec.max_players == 1:
            assert [(r.bot, r.players) for r in rungs] == [(level, 1) for level in levels]
        else:
            assert [(r.bot, r.against, r.players) for r in rungs] == [
                (upper, lower, 2) for lower, upper in zip(levels, levels[1:])
            ]
        text = format_ladder(spec, rungs)
        assert len(text.splitlines()) == 1 + len(rungs)
        assert all(report.games == 2 for report in rungs)
