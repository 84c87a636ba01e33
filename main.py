"""Boomtown: five little games about hauling riches out of the hills.

python main.py              play (the default)
python main.py demo         bots play every game, one after another
python main.py sim GAME     bot-vs-bot statistics (see --help)
python main.py bench        frame, physics, rules and start-up figures
python main.py playtime G   minutes a game lasts on screen (see --help)
python main.py readable     text too small to read from the sofa, cut short or drawn over another, per table
"""

from __future__ import annotations

import argparse
import json
import os
import sys

# pygame greets on import; a command's output (bench --json, sim --json) is ours alone.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _option_value(text: str):
    lowered = text.lower()
    if lowered in ("true", "yes"):
        return True
    if lowered in ("false", "no"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def parse_options(pairs: list[str]) -> dict:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"Options look like key=value, not {pair!r}.")
        options[key] = _option_value(value)
    return options


class UsageError(Exception):
    """A command line that can't be run; the message says why."""


def game_table(args, most_players: bool = False):
    """(spec, players, options) that a sim or playtime command line names, checked; without
    --players, the game's fewest players (or most)."""
    from game.registry import get_game

    try:
        spec = get_game(args.game)
    except KeyError as err:
        raise UsageError(err.args[0]) from None
    players = args.players or (spec.max_players if most_players else spec.min_players)
    if not spec.min_players <= players <= spec.max_players:
        raise UsageError(f"{spec.title} is for {spec.min_players} to {spec.max_players} players.")
    try:
        options = spec.check_options(parse_options(args.option))
    except ValueError as err:
        raise UsageError(str(err)) from None
    return spec, players, options


def cmd_sim(args) -> int:
    from game.registry import GameSpec, all_games
    from game.sim import Progress, default_jobs, format_ladder, format_report, ladder, simulate

    if args.jobs < 0 or args.games < 1:
        raise UsageError("--games is 1 or more, and --jobs 1 or more (0: every core).")
    if args.game == "all":  # a soak of every game, each at its fewest players
        if args.option or args.players:
            raise UsageError("sim all plays every game with its own defaults: no --option or --players.")
        tables: list[tuple[GameSpec, int, dict]] = [(spec, spec.min_players, {}) for spec in all_games()]
    else:
        tables = [game_table(args)]
    reports = []
    if args.ladder:
        if args.game == "all" or args.players:
            raise UsageError("sim GAME --ladder plays one game's opponents head to head: no 'all', no --players.")
        spec, _, options = tables[0]
        rungs = ladder(spec, args.games, args.seed, options, args.jobs or default_jobs(), lambda: Progress(args.games))
        print(json.dumps([r.as_dict() for r in rungs]) if args.json else format_ladder(spec, rungs), flush=True)
        return 0
    for spec, players, options in tables:
        for name in (args.bot, args.against):
            if name not in spec.bots:
                raise UsageError(f"{spec.title} has no bot {name!r}; it has {', '.join(spec.bots)}.")
        report = simulate(
            spec,
            args.games,
            players,
            args.bot,
            args.against,
            args.seed,
            options,
            args.check,
            jobs=args.jobs or default_jobs(),
            progress=Progress(args.games),
        )
        reports.append(report.as_dict())
        if not args.json:
            print(format_report(report), flush=True)
    if args.json:
        print(json.dumps(reports[0] if len(reports) == 1 else reports))
    return 0


def start_app():
    """The app of play and demo. It keeps the player's files only while no other Boomtown
    holds the user folder (game/instance.py); the lock is tried once, never waited for."""
    from game import instance
    from scenes.app import App

    return App(other_window=not instance.claim())


def cmd_play(args, demo: bool = False) -> int:
    from scenes import crash_log

    frames = getattr(args, "frames", None)
    app = start_app()
    with crash_log.watching(app):
        if demo:
            from scenes.screens.demo import start_demo

            code = app.run(lambda: start_demo(app), frames=frames)
        else:
            code = app.run(frames=frames)
    if frames is not None:  # a smoke run (of a build, say): say how it went
        print(f"Ran {frames} frames; {app.scenes.error_count} scene errors.")
        return code or int(app.scenes.error_count > 0)
    return code


def cmd_bench(args) -> int:
    from scenes.tools.bench import run_bench

    return run_bench(as_json=args.json, frames=args.frames, phones_only=args.phones)


def cmd_playtime(args) -> int:
    if args.games < 1:
        raise UsageError("--games is 1 or more.")
    spec, players, options = game_table(args, most_players=True)
    if args.lessons:
        from scenes.tools.lesson_time import format_lessons

        print(format_lessons(spec))
        return 0
    from scenes.tools.playtime import format_report, measure  # pygame only once the command line is good

    print(format_report(measure(spec, players, args.games, args.seed, options)))
    return 0


def cmd_readable(args) -> int:
    from game.registry import all_games, get_game

    if args.games < 1:
        raise UsageError("--games is 1 or more.")
    try:
        specs = all_games() if args.game == "all" else [get_game(args.game)]
    except KeyError as err:
        raise UsageError(err.args[0]) from None
    from scenes.tools.readable import format_report, measure

    print(format_report([measure(spec, args.games, args.seed) for spec in specs]))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="main.py", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command")
    smoke = argparse.ArgumentParser(add_help=False)
    smoke.add_argument("--frames", type=int, help="quit after N frames and report errors (a smoke run of a build)")
    sub.add_parser("play", parents=[smoke], help="play (the default)")
    sub.add_parser("demo", parents=[smoke], help="bots play every game, one after another")
    sim = sub.add_parser("sim", help="bot-vs-bot statistics")
    sim.add_argument("game", help="game id, e.g. stripmine, or all")
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--bot", default="strong", help="the bot under test (its seat rotates)")
    sim.add_argument("--against", default="random", help="the bot in every other seat")
    sim.add_argument("--players", type=int, default=0, help="default: the game's fewest")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--check", action="store_true", help="check invariants after every move and replay each save")
    sim.add_argument("--ladder", action="store_true", help="each opponent against the one below it (solo: each alone)")
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--jobs", type=int, default=0, help="worker processes (default 0: every core)")
    playtime = sub.add_parser("playtime", help="how many minutes a game lasts on screen, with bots and with people")
    playtime.add_argument("game", help="game id, e.g. king_of_copper")
    playtime.add_argument("--players", type=int, default=0, help="default: the game's most")
    playtime.add_argument("--games", type=int, default=5)
    playtime.add_argument("--seed", type=int, default=1)
    playtime.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    playtime.add_argument("--lessons", action="store_true", help="how long each Learn to play lesson takes instead")
    readable = sub.add_parser(
        "readable", help="text too small to read from the sofa, cut short or drawn over another, per table"
    )
    readable.add_argument("game", nargs="?", default="all", help="game id, or all (the default)")
    readable.add_argument("--games", type=int, default=1)
    readable.add_argument("--seed", type=int, default=1)
    bench = sub.add_parser("bench", help="frame, physics, rules and start-up figures")
    bench.add_argument("--frames", type=int, default=600)
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--phones", action="store_true", help="only the phones' figures")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "sim":
            return cmd_sim(args)
        if args.command == "playtime":
            return cmd_playtime(args)
        if args.command == "readable":
            return cmd_readable(args)
    except UsageError as err:
        print(err, file=sys.stderr)
        return 2
    if args.command == "bench":
        return cmd_bench(args)
    return cmd_play(args, demo=args.command == "demo")


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # sim's workers in a frozen build (the PyInstaller one)
    sys.exit(main())
