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
IDLE_ROUNDS = 24  # pairs of runs on one waiting board, without phones and with eight
IDLE_FRAMES = 60  # frames a run
QUIET_STEPS = 3
BOUND = 20.0  # seconds any wait may take: only ever reached when something is broken
CHILD = "--phones"  # the phones' process: python -m scenes.tools.bench_phones --phones COUNT
ROOM = "room"  # a line to the phones' process: claim every seat of this room (port, key), anew
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
    tap's moment. One process serves room after room (`join`): turning phones on and off is quick."""

    def __init__(self, room, count: int, heard: threading.Condition):
        root = Path(__file__).resolve().parents[2]
        command = [sys.executable, "-m", "scenes.tools.bench_phones", CHILD, str(count)]
        self.child = subprocess.Popen(command, cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        super().__init__(BenchPhone(seat, self) for seat in range(count))
        self.heard = heard
        self.tapped = 0.0
        threading.Thread(target=self.read, name="bench phones", daemon=True).start()
        self.join(room)

    def join(self, room) -> None:
        """Every phone claims its seat in `room` (the last room's phones are let go)."""
        with self.heard:
            for phone in self:
                phone.latest = {}
        self.say([ROOM, room.port, room.key])

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
        self.say([seat, choice, version])

    def say(self, row: list) -> None:
        assert self.child.stdin is not None
        self.child.stdin.write(json.dumps(row) + "\n")
        self.child.stdin.flush()

    def close(self) -> None:
        if self.child.stdin is not None:
            self.child.stdin.close()
        try:
            self.child.wait(BOUND)
        except subprocess.TimeoutExpired:
            self.child.kill()


def phones_process(count: int) -> None:
    """The phones' side: claim each seat of each room it is given, report every table message as
    it comes, tap as told."""
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

    def claim(port: int, key: str, closing: contextlib.ExitStack) -> list[ClientConnection]:
        here = f"127.0.0.1:{port}"
        links = []
        for seat in range(count):
            ws = closing.enter_context(connect(f"ws://{here}/ws", origin=Origin(f"http://{here}"), close_timeout=1))
            ws.send(json.dumps({"kind": "join", "key": key}))
            ws.recv(BOUND)  # the seats
            ws.send(json.dumps({"kind": "claim", "key": key, "seat": seat}))
            links.append(ws)
            threading.Thread(target=read, args=(seat, ws), daemon=True).start()
        return links

    links: list[ClientConnection] = []
    closing = contextlib.ExitStack()  # the room's links, closed when the next room comes or at the end
    try:
        for line in sys.stdin:
            row = json.loads(line)
            if row[0] == ROOM:
                closing.close()
                links = claim(row[1], row[2], closing)
                continue
            seat, choice, version = row
            tapped = time.perf_counter()
            links[seat].send(json.dumps({"kind": "choose", "choice": choice, "version": version}))
            say([TAPPED, tapped])
    finally:
        closing.close()


def people(app, seed: int):
    """A Stripmine table of eight people at its first turn, on screen."""
    from game.match import Match, Seat
    from game.registry import get_game
    from scenes.kit.game_scene import scene_for

    match = Match(get_game("stripmine"), [Seat(f"P{i}", i, "human") for i in range(PHONES)], seed)
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    return scene


def phones_on(app, scene, heard: threading.Condition, phones: Phones | None = None) -> Phones:
    """The table's room on 127.0.0.1 with a phone on every seat (`phones`' process, or a new
    one), each shown its picture."""
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
    if phones is None:
        phones = Phones(scene.phones.room, PHONES, heard)
    else:
        phones.join(scene.phones.room)
    pump(app, lambda: all(phone.latest for phone in phones))
    return phones


def let_go(scene, phones: Phones, keep: bool = False) -> None:
    """Phones off (the room says goodbye and closes each), then the phones' process unless `keep`."""
    scene.phones.turn_off()
    if not keep:
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


class IdleRuns:
    """Runs of IDLE_FRAMES on one waiting board, without phones and with eight idle ones (one
    phones' process throughout, claiming each new room's seats)."""

    def __init__(self, app):
        self.app = app
        self.scene = people(app, 1)
        self.heard = threading.Condition()
        self.watch = Stopwatch(self.scene.phones)
        self.phones: Phones | None = None
        self.quiet: dict = {}  # the quiet idle, looked at in the first run of each kind

    def pair(self, phones_first: bool) -> dict:
        """A run of each kind, in the order given: each run's median frame CPU, and over the run
        with phones the bridge's CPU and the server thread's, per frame."""
        row: dict = {}
        for with_phones in (phones_first, not phones_first):
            if with_phones:
                row.update(self.with_phones())
            else:
                settle(self.app, self.scene)
                row["without"] = statistics.median(frame_ms(self.app, IDLE_FRAMES))
                self.look_at_quiet("without")
        return row

    def with_phones(self) -> dict:
        app, scene = self.app, self.scene
        self.phones = phones_on(app, scene, self.heard, self.phones)
        try:
            settle(app, scene)
            room = scene.phones.room
            bridge, server = self.watch.seconds, room.cpu_seconds()
            frame = statistics.median(frame_ms(app, IDLE_FRAMES))
            bridge, server = self.watch.seconds - bridge, room.cpu_seconds() - server
            self.look_at_quiet("with")
        finally:
            let_go(scene, self.phones, keep=True)
        return {"with": frame, "bridge": bridge * 1000 / IDLE_FRAMES, "server": server * 1000 / IDLE_FRAMES}

    def look_at_quiet(self, kind: str) -> None:
        if kind not in self.quiet:
            self.quiet[kind] = quiet_idle(self.app)

    def close(self) -> None:
        if self.phones is not None:
            self.phones.close()


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
    runs = IdleRuns(app)
    try:
        rounds = [runs.pair(phones_first=round_ % 2 == 1) for round_ in range(IDLE_ROUNDS)]
    finally:
        runs.close()
    return {
        "idle_rounds": IDLE_ROUNDS,
        "idle_frames": IDLE_FRAMES,
        "frame_median_ms_without": round(statistics.median(row["without"] for row in rounds), 3),
        "frame_median_ms_with": round(statistics.median(row["with"] for row in rounds), 3),
        "added": spread([row["with"] - row["without"] for row in rounds]),
        "bridge": spread([row["bridge"] for row in rounds]),
        "server": spread([row["server"] for row in rounds]),
        "quiet_without": runs.quiet["without"],
        "quiet_with": runs.quiet["with"],
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
    phones_process(int(sys.argv[2]))
