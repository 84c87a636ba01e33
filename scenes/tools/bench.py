"""`python main.py bench`: one table of the figures DESIGN.md budgets.

Frame time per scene with its pieces animating (headless), physics step
time, rules moves per second and bot move time per game, the phones
(scenes/tools/bench_phones.py: a tap's way to the table and to eight phones,
what idle phones add to a frame), start-up time to the first frame, and peak
memory. Timings here are for reading, never for
asserting: tests check behaviour, the bench measures speed.
"""

from __future__ import annotations

import gc
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

from scenes.tools import bench_phones

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[2]  # the project: scenes/tools/bench.py
BOT_GAMES = 10  # seeded games timed for each opponent, every seat played by it
STARTUP_SCRIPT = """
import time
started = time.perf_counter()
import os
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
from scenes.app import App
from scenes.screens.title import TitleScene
app = App(headless=True)
app.scenes.reset(TitleScene(app))
app.frame(1 / 60, [])
print(time.perf_counter() - started)
"""


def _players(count: int) -> str:
    return f"{count} player{'s' if count != 1 else ''}"


def _summary(samples_ms: list[float]) -> dict:
    ordered = sorted(samples_ms)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"median_ms": round(statistics.median(ordered), 3), "p99_ms": round(p99, 3), "max_ms": round(ordered[-1], 3)}


class _FullCollections:
    """Counts the full (generation 2) garbage collections while it is on, and the longest:
    a frame's rare spike is often one."""

    def __init__(self):
        self.count = 0
        self.longest_ms = 0.0
        self._started = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.count += 1
            self.longest_ms = max(self.longest_ms, (time.perf_counter() - self._started) * 1000)

    def summary(self) -> dict:
        return {"gen2_collections": self.count, "gen2_longest_ms": round(self.longest_ms, 3)}


def _time_frames(app, frames: int, before_frame=None, warm_up: int = 30) -> dict:
    """Warm up, then time update+draw of whole frames at 60 Hz (and the full collections among them):
    wall time, and the thread's CPU time (cpu_*), which other programs on a shared machine sway less."""
    for _ in range(warm_up):
        app.frame(1 / 60, [])
    samples, cpu = [], []
    full = _FullCollections()
    gc.callbacks.append(full)
    try:
        for number in range(frames):
            if before_frame:
                before_frame(number)
            started, cpu_started = time.perf_counter(), time.thread_time()
            app.frame(1 / 60, [])
            samples.append((time.perf_counter() - started) * 1000)
            cpu.append((time.thread_time() - cpu_started) * 1000)
    finally:
        gc.callbacks.remove(full)
    return {**_summary(samples), **{f"cpu_{name}": ms for name, ms in _summary(cpu).items()}, **full.summary()}


def startup_seconds() -> float:
    """Wall time from starting a fresh interpreter to the first drawn frame."""
    started = time.perf_counter()
    env = dict(os.environ, BOOMTOWN_HOME=os.environ.get("BOOMTOWN_HOME", str(Path("/tmp") / "boomtown-bench")))
    subprocess.run([sys.executable, "-c", STARTUP_SCRIPT], cwd=ROOT, env=env, check=True, capture_output=True)
    return round(time.perf_counter() - started, 3)


def scene_rows(app, frames: int) -> list[dict]:
    from game.match import Match, Seat
    from game.registry import all_games
    from scenes.kit.game_scene import scene_for
    from scenes.screens.dice_tray import DiceTrayScene
    from scenes.screens.title import TitleScene

    rows = []
    app.scenes.reset(TitleScene(app))
    rows.append({"scene": "title (dice tray and coins)", **_time_frames(app, frames)})

    tray_scene = DiceTrayScene(app, dice=20)
    app.scenes.reset(tray_scene)
    rows.append({"scene": "dice tray, 20 dice rethrown as they settle", **_time_frames(app, frames)})

    for spec in all_games():
        players = spec.max_players
        seats = [Seat(f"Bot {i + 1}", i, "bot", spec.strong_bot) for i in range(players)]
        scene = scene_for(app, Match(spec, seats, 7), demo=True)
        app.scenes.reset(scene)
        rows.append({"scene": f"{spec.id}, {_players(players)}, bots playing", **_time_frames(app, frames)})
    return rows


def physics_rows() -> list[dict]:
    import pygame

    from sprites.coins import CoinField
    from sprites.dice import d6
    from sprites.dice_tray import DiceTray, DieSpec

    rows = []
    tray = DiceTray(pygame.Rect(40, 40, 900, 600), seed=1)
    samples = []
    for throw in range(5):
        tray.throw([DieSpec(d6(1 + (i + throw) % 6)) for i in range(20)])
        for _ in range(120):
            started = time.perf_counter()
            tray.space.step(1 / 120)
            samples.append((time.perf_counter() - started) * 1000)
    rows.append({"physics": "dice tray, 20 dice, one 1/120 s step", **_summary(samples)})

    field = CoinField(pygame.Rect(40, 100, 1200, 270), scale=2.6)
    for hill in range(16):
        field.add_hill(80 + hill * 75, ["quarter", "nickel", "penny", "dime"])
    samples = []
    for step in range(600):
        if step % 40 == 0:  # keep coins moving: take one and drop it back
            hill = field.hill_ids[(step // 40) % 16]
            name, _ = field.take_top(hill)
            field.drop_coin(hill, name)
        started = time.perf_counter()
        field.space.step(1 / 120)
        samples.append((time.perf_counter() - started) * 1000)
    rows.append({"physics": "coin field, 64 coins in 16 hills, one 1/120 s step", **_summary(samples)})
    return rows


def _play_out(spec, seed: int, player_move) -> int:
    """One seeded game on the bare rules at the most players: chance draws its moves and
    player_move(state, actors) makes the players'; returns how many moves were made."""
    from game.core import CHANCE

    rules = spec.rules
    state = rules.new_game(spec.max_players, seed, spec.default_options())
    moves = 0
    while not rules.is_over(state):
        actors = rules.to_act(state)
        rules.apply(state, rules.chance_move(state) if CHANCE in actors else player_move(state, actors))
        moves += 1
    return moves


def _random_move(rules, rng: random.Random, state, actors) -> dict:
    return rng.choice(rules.legal_moves(state, rng.choice(actors)))


def rules_rows(games: int = 200) -> list[dict]:
    from game.registry import all_games

    rows = []
    for spec in all_games():
        random_move = partial(_random_move, spec.rules, random.Random(1))
        started = time.perf_counter()
        moves = sum(_play_out(spec, seed, random_move) for seed in range(games))
        rules_rate = moves / (time.perf_counter() - started)

        rows.append(
            {
                "game": spec.id,
                "players": spec.max_players,
                "rules_moves_per_second": round(rules_rate),
                "bot_moves": {level.id: _summary(bot_move_samples(spec, level.id)) for level in spec.opponents},
            }
        )
    return rows


def bot_move_samples(spec, bot_name: str, games: int = BOT_GAMES) -> list[float]:
    """Milliseconds each move of `bot_name` takes, playing every seat of seeded games at the most players."""
    bot = spec.bots[bot_name](1)
    samples = []

    def timed_move(state, actors):
        view = spec.rules.view(state, actors[0])
        started = time.perf_counter()
        move = bot.choose(view, actors[0])
        samples.append((time.perf_counter() - started) * 1000)
        return move

    for seed in range(games):
        _play_out(spec, seed, timed_move)
    return samples


def collect(frames: int = 600) -> dict:
    from scenes.app import App

    app = App(headless=True)
    data = {
        "startup_seconds": startup_seconds(),
        "scenes": scene_rows(app, frames),
        "physics": physics_rows(),
        "rules": rules_rows(),
        "phones": bench_phones.collect(app, _summary),
    }
    data["peak_memory_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return data


def format_table(data: dict) -> str:
    lines = [
        "Boomtown bench (headless)",
        "",
        f"{'frame time per scene':58} {'median':>9} {'p99':>9} {'max':>9} gen-2   CPU: {'median':>9} {'p99':>9} {'max':>9}",
    ]
    for row in data["scenes"]:
        lines.append(
            f"  {row['scene']:56} {row['median_ms']:>7.2f}ms {row['p99_ms']:>7.2f}ms {row['max_ms']:>7.2f}ms"
            f" {row['gen2_collections']:>5}        {row['cpu_median_ms']:>7.2f}ms {row['cpu_p99_ms']:>7.2f}ms"
            f" {row['cpu_max_ms']:>7.2f}ms"
        )
    lines += ["", f"{'physics':58} {'median':>9} {'p99':>9}"]
    for row in data["physics"]:
        lines.append(f"  {row['physics']:56} {row['median_ms']:>7.3f}ms {row['p99_ms']:>7.3f}ms")
    lines += ["", f"{'rules':38} {'moves/s':>10}"]
    for row in data["rules"]:
        lines.append(f"  {row['game'] + ', ' + _players(row['players']):36} {row['rules_moves_per_second']:>10}")
    lines += ["", f"{'a bot move, each opponent':38} {'median':>10} {'p99':>10} {'max':>10}"]
    for row in data["rules"]:
        for level, bot in row["bot_moves"].items():
            lines.append(
                f"  {row['game'] + ', ' + level:36} {bot['median_ms']:>8.2f}ms {bot['p99_ms']:>8.2f}ms"
                f" {bot['max_ms']:>8.2f}ms"
            )
    lines += ["", *bench_phones.format_rows(data["phones"])]
    lines += [
        "",
        f"start-up to first frame: {data['startup_seconds']:.2f} s",
        f"peak memory: {data['peak_memory_mb']:.0f} MB",
    ]
    return "\n".join(lines)


def run_bench(as_json: bool = False, frames: int = 600, phones_only: bool = False) -> int:
    if phones_only:
        from scenes.app import App

        phones = bench_phones.collect(App(headless=True), _summary)
        print(json.dumps({"phones": phones}) if as_json else "\n".join(bench_phones.format_rows(phones)))
        return 0
    data = collect(frames)
    print(json.dumps(data) if as_json else format_table(data))
    return 0
