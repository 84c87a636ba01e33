"""The bench's phones (alone: `python main.py bench --phones`): eight phones on loopback
(WebSocket clients in a process of their own, as real phones are: none shares the app's GIL)
at a Stripmine table of eight people, its frame loop running as the app runs it (`App.step`:
quiet waits included). Figures for reading, never for asserting:
- a move: from a tap sent on the phone whose turn it is to the table's new state (after the
  frame that played it) and to every phone's new picture (each mining move passes the turn,
  so every phone's status changes), median and p99;
- the frame time (the frame loop's CPU time) that eight connected, idle phones add to a
  waiting board: runs with and without them in turn on the same board, each pair's difference
  of medians, and the median and spread of those; over the same frames, the bridge's own CPU
  and the server thread's (which would take the GIL from the frame loop);
- the quiet idle of that waiting board, with and without the phones: still quiet, and how
  many of a few still frames it presented.
Both processes read the same clock (perf_counter: the system's monotonic one)."""

from __future__ import annotations

import contextlib
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect
from websockets.typing import Origin

PHONES = 8
TABLES = 2  # seeded tables; each gives its first auction's mining moves (4 turns each)
IDLE_ROUNDS = 12  # pairs of runs on one waiting board, without phones and with eight
IDLE_FRAMES = 60  # frames a run
QUIET_STEPS = 3
BOUND = 20.0  # seconds any wait may take: only ever reached when something is broken
CHILD = "--phones"  # the phones' process: python -m scenes.tools.bench_phones --phones PORT KEY COUNT
TAPPED = -1  # a line from the phones' process about a tap, not a seat's picture


class BenchPhone:
    """One seat's phone as the bench sees it: its last table message and when it came."""

    def __init__(self, seat: int, phones: Phones):
        self.seat = seat
        self.phones = phones
        self.latest: dict = {}
        self.when = 0.0  # perf_counter

    def tap(self, choice: int) -> None:
        self.phones.tap(self.seat, choice, self.latest["version"])


class Phones(list):
    """The phones' process (one client a seat, each read by a thread of its own) and a thread
    here that reads its lines: (seat, when, message) for a table message, (TAPPED, when) for a
    tap's moment."""

    def __init__(self, room, count: int, heard: threading.Condition):
        root = Path(__file__).resolve().parents[2]
        command = [sys.executable, "-m", "scenes.tools.bench_phones", CHILD, str(room.port), room.key, str(count)]
        self.child = subprocess.Popen(command, cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        super().__init__(BenchPhone(seat, self) for seat in range(count))
        self.heard = heard
        self.tapped = 0.0
        threading.Thread(target=self.read, name="bench phones", daemon=True).start()

    def read(self) -> None:
        assert self.child.stdout is not None
        for line in self.child.stdout:
            seat, when, *message = json.loads(line)
            with self.heard:
                if seat == TAPPED:
                    self.tapped = when
                else:
                    self[seat].latest, self[seat].when = message[0], when
                self.heard.notify_all()

    def tap(self, seat: int, choice: int, version: int) -> None:
        assert self.child.stdin is not None
        self.child.stdin.write(json.dumps([seat, choice, version]) + "\n")
        self.child.stdin.flush()

    def close(self) -> None:
        if self.child.stdin is not None:
            self.child.stdin.close()
        try:
            self.child.wait(BOUND)
        except subprocess.TimeoutExpired:
            self.child.kill()


def phones_process(port: int, key: str, count: int) -> None:
    """The phones' side: claim each seat, report every table message as it comes, tap as told."""
    here = f"127.0.0.1:{port}"
    said = threading.Lock()

    def say(row: list) -> None:
        with said:
            sys.stdout.write(json.dumps(row) + "\n")
            sys.stdout.flush()

    def read(seat: int, ws: ClientConnection) -> None:
        try:
            for text in ws:
                message = json.loads(text)
                if message["kind"] == "table":
                    say([seat, time.perf_counter(), message])
        except ConnectionClosed:
            pass

    with contextlib.ExitStack() as closing:
        links = []
        for seat in range(count):
            ws = closing.enter_context(connect(f"ws://{here}/ws", origin=Origin(f"http://{here}"), close_timeout=1))
            ws.send(json.dumps({"kind": "join", "key": key}))
            ws.recv(BOUND)  # the seats
            ws.send(json.dumps({"kind": "claim", "key": key, "seat": seat}))
            links.append(ws)
            threading.Thread(target=read, args=(seat, ws), daemon=True).start()
        for line in sys.stdin:
            seat, choice, version = json.loads(line)
            tapped = time.perf_counter()
            links[seat].send(json.dumps({"kind": "choose", "choice": choice, "version": version}))
            say([TAPPED, tapped])


def people(app, seed: int):
    """A Stripmine table of eight people at its first turn, on screen."""
    from game.match import Match, Seat
    from game.registry import get_game
    from scenes.kit.game_scene import scene_for

    match = Match(get_game("stripmine"), [Seat(f"P{i}", i, "human") for i in range(PHONES)], seed)
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    return scene


def phones_on(app, scene, heard: threading.Condition) -> Phones:
    """The table's room on 127.0.0.1 with a phone on every seat, each shown its picture."""
    from phones.room import HOST_VARIABLE

    before = os.environ.get(HOST_VARIABLE)
    os.environ[HOST_VARIABLE] = "127.0.0.1"
    try:
        problem = scene.phones.turn_on()
    finally:
        if before is None:
            os.environ.pop(HOST_VARIABLE)
        else:
            os.environ[HOST_VARIABLE] = before
    if problem:
        raise OSError(problem)
    phones = Phones(scene.phones.room, PHONES, heard)
    pump(app, lambda: all(phone.latest for phone in phones))
    return phones


def let_go(scene, phones: Phones) -> None:
    """Phones off (the room says goodbye and closes each), then the phones' process."""
    scene.phones.turn_off()
    phones.close()


def pump(app, condition) -> None:
    """The app's real loop (App.step) until `condition()`, within BOUND."""
    end = time.monotonic() + BOUND
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("the phones' bench waited too long")
        app.step()


def settle(app, scene) -> None:
    """On until the board is still and the toasts (phones arriving) are gone."""
    for _ in range(600):
        app.frame(0.5, [])
        if scene.still() and not app.toasts.items:
            return


def moving(choice: dict) -> bool:
    """A choice that makes a move: legal, and not the phone's Hint (which only shows words)."""
    return choice["legal"] and choice["label"] != "Hint"


def one_move(app, match, phones: Phones, heard: threading.Condition) -> tuple[float, float]:
    """The mover's first legal move (not Hint), tapped on its phone once the table offers it: ms from
    the tap's moment on the phone to the table's state, and to every phone's new picture."""
    mover = phones[match.to_act()[0]]
    pump(app, lambda: any(moving(choice) for choice in mover.latest.get("choices", [])))
    versions = [phone.latest["version"] for phone in phones]
    moves, before = len(match.log), phones.tapped
    mover.tap(next(i for i, choice in enumerate(mover.latest["choices"]) if moving(choice)))
    pump(app, lambda: len(match.log) > moves)
    reached = time.perf_counter()
    with heard:
        if not heard.wait_for(
            lambda: phones.tapped != before and all(p.latest["version"] > v for p, v in zip(phones, versions)), BOUND
        ):
            raise TimeoutError("a phone was never sent the new turn")
    sent = phones.tapped
    return (reached - sent) * 1000, (max(phone.when for phone in phones) - sent) * 1000


def move_samples(app, seed: int) -> tuple[list[float], list[float]]:
    """Each mining move of a table's first auction, tapped on its mover's phone."""
    from game.stripmine.phases import Phase

    scene = people(app, seed)
    heard = threading.Condition()
    phones = phones_on(app, scene, heard)
    samples = []
    try:
        while scene.match.state.phase == Phase.MINING:
            samples.append(one_move(app, scene.match, phones, heard))
    finally:
        let_go(scene, phones)
    return [state for state, _ in samples], [every for _, every in samples]


class Stopwatch:
    """This thread's CPU time in the bridge's per-frame calls (wrapped on this bench's own table)."""

    CALLS = ("take", "send", "draw")

    def __init__(self, bridge):
        self.seconds = 0.0
        for name in self.CALLS:
            setattr(bridge, name, self.timed(getattr(bridge, name)))

    def timed(self, call):
        def timed(*args):
            started = time.thread_time()
            try:
                return call(*args)
            finally:
                self.seconds += time.thread_time() - started

        return timed


def frame_ms(app, frames: int) -> list[float]:
    """The frame loop's own CPU time per frame (its thread's: what others run on a shared
    machine, and the phones' server thread, are not counted here but apart)."""
    samples = []
    for _ in range(frames):
        started = time.thread_time()
        app.frame(1 / 60, [])
        samples.append((time.thread_time() - started) * 1000)
    return samples


def quiet_idle(app, steps: int = QUIET_STEPS) -> dict:
    """The waiting board under the real loop: quiet throughout, and how many frames it presented."""
    pump(app, app.quiet)
    presented, quiet = 0, True
    for _ in range(steps):
        presented += app.step()
        quiet = quiet and app.quiet()
    return {"quiet": quiet, "presented": presented, "steps": steps}


def idle_round(app, scene, heard: threading.Condition, watch: Stopwatch, phones_first: bool, quiet: dict) -> dict:
    """One pair of runs of IDLE_FRAMES on the same waiting board, without phones and with eight
    idle ones (in the order given): each run's median frame CPU, and over the run with phones
    the bridge's CPU and the server thread's, per frame. The first pair also looks at the quiet idle."""
    row: dict = {}
    for with_phones in (phones_first, not phones_first):
        if not with_phones:
            settle(app, scene)
            row["without"] = statistics.median(frame_ms(app, IDLE_FRAMES))
            if "without" not in quiet:
                quiet["without"] = quiet_idle(app)
            continue
        phones = phones_on(app, scene, heard)
        try:
            settle(app, scene)
            bridge, server = watch.seconds, scene.phones.room.cpu_seconds()
            row["with"] = statistics.median(frame_ms(app, IDLE_FRAMES))
            row["bridge"] = (watch.seconds - bridge) * 1000 / IDLE_FRAMES
            row["server"] = (scene.phones.room.cpu_seconds() - server) * 1000 / IDLE_FRAMES
            if "with" not in quiet:
                quiet["with"] = quiet_idle(app)
        finally:
            let_go(scene, phones)
    return row


def spread(samples: list[float]) -> dict:
    """Median, quartiles and extremes, in ms."""
    low, middle, high = statistics.quantiles(samples, n=4, method="inclusive")
    return {
        "median_ms": round(middle, 3),
        "quartiles_ms": [round(low, 3), round(high, 3)],
        "range_ms": [round(min(samples), 3), round(max(samples), 3)],
    }


def idle_rows(app) -> dict:
    """What eight idle phones add to a waiting board's frame: the median over IDLE_ROUNDS pairs
    of runs (without phones first, then with them first, in turn: a drift counts against neither) of
    each pair's difference of medians, with its spread; the bridge's own CPU and the server
    thread's per frame over the runs with phones; and the board's quiet idle, with and without."""
    scene = people(app, 1)
    heard = threading.Condition()
    watch = Stopwatch(scene.phones)
    quiet: dict = {}
    rounds = [idle_round(app, scene, heard, watch, round_ % 2 == 1, quiet) for round_ in range(IDLE_ROUNDS)]
    return {
        "idle_rounds": IDLE_ROUNDS,
        "idle_frames": IDLE_FRAMES,
        "frame_median_ms_without": round(statistics.median(row["without"] for row in rounds), 3),
        "frame_median_ms_with": round(statistics.median(row["with"] for row in rounds), 3),
        "added": spread([row["with"] - row["without"] for row in rounds]),
        "bridge": spread([row["bridge"] for row in rounds]),
        "server": spread([row["server"] for row in rounds]),
        "quiet_without": quiet["without"],
        "quiet_with": quiet["with"],
    }


def collect(app, summary) -> dict:
    to_state: list[float] = []
    to_phones: list[float] = []
    for seed in range(TABLES):
        state, phones = move_samples(app, seed)
        to_state += state
        to_phones += phones
    return {
        "phones": PHONES,
        "moves": len(to_state),
        "move_to_table": summary(to_state),
        "move_to_every_phone": summary(to_phones),
        **idle_rows(app),
    }


def format_rows(data: dict) -> list[str]:
    def quiet(row: dict) -> str:
        return (
            f"{'quiet' if row['quiet'] else 'NOT quiet'}, {row['presented']} of {row['steps']} still frames presented"
        )

    def ranged(row: dict) -> str:
        (low, high), (least, most) = row["quartiles_ms"], row["range_ms"]
        return f"{row['median_ms']:+.3f} ms (quartiles {low:+.3f} to {high:+.3f}, all {least:+.3f} to {most:+.3f})"

    table, every = data["move_to_table"], data["move_to_every_phone"]
    heading = f"phones, {data['phones']} on loopback ({data['moves']} moves)"
    return [
        f"{heading:58} {'median':>9} {'p99':>9}",
        f"  {'a phone tap to the table state':56} {table['median_ms']:>7.2f}ms {table['p99_ms']:>7.2f}ms",
        f"  {'a phone tap to every phone updated (target p99 < 50 ms)':56}"
        f" {every['median_ms']:>7.2f}ms {every['p99_ms']:>7.2f}ms",
        f"  waiting board frame (CPU): {data['frame_median_ms_without']:.3f} ms, with 8 idle phones"
        f" {data['frame_median_ms_with']:.3f} ms",
        f"  8 idle phones add to it (target < 0.2 ms), the median of {data['idle_rounds']} paired runs"
        f" of {data['idle_frames']} frames: {ranged(data['added'])}",
        f"    the bridge's own CPU a frame: {ranged(data['bridge'])}",
        f"    the server thread's CPU a frame: {ranged(data['server'])}",
        f"  quiet idle without phones: {quiet(data['quiet_without'])}",
        f"  quiet idle with 8 idle phones: {quiet(data['quiet_with'])}",
    ]


if __name__ == "__main__" and sys.argv[1:2] == [CHILD]:  # the phones' process (Phones starts it)
    phones_process(int(sys.argv[2]), sys.argv[3], int(sys.argv[4]))
