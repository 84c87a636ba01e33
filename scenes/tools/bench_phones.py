"""The bench's phones (alone: `python -m scenes.tools.bench_phones`): eight phones on loopback
(WebSocket clients in the bench's own process, one reader thread each) at a Stripmine table of
eight people, its frame loop running as the app runs it (`App.step`: quiet waits included).
Figures for reading, never for asserting:
- a move: from a tap sent on the phone whose turn it is to the table's new state (after the
  frame that played it) and to every phone's new picture (each mining move passes the turn,
  so every phone's status changes), median and p99;
- the frame time (the frame loop's CPU time) that eight connected, idle phones add to a
  waiting board (median);
- the quiet idle of that waiting board, with and without the phones: still quiet, and how
  many of a few still frames it presented."""

from __future__ import annotations

import json
import os
import statistics
import threading
import time

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect
from websockets.typing import Origin

PHONES = 8
TABLES = 2  # seeded tables; each gives its first auction's mining moves (4 turns each)
IDLE_ROUNDS = 4  # frame timing alternates between no phones and eight, this many times
IDLE_FRAMES = 120
QUIET_STEPS = 3
BOUND = 20.0  # seconds any wait may take: only ever reached when something is broken


class BenchPhone:
    """A phone on loopback: claims its seat, then a thread reads every message as it comes."""

    def __init__(self, room, seat: int, heard: threading.Condition):
        here = f"127.0.0.1:{room.port}"
        self.ws: ClientConnection = connect(f"ws://{here}/ws", origin=Origin(f"http://{here}"), close_timeout=1)
        self.seat = seat
        self.heard = heard
        self.latest: dict = {}  # the last table message
        self.when = 0.0  # when it came (perf_counter)
        self.ws.send(json.dumps({"kind": "join", "key": room.key}))
        self.ws.recv(BOUND)  # the seats
        self.ws.send(json.dumps({"kind": "claim", "key": room.key, "seat": seat}))
        threading.Thread(target=self.read, name=f"bench phone {seat}", daemon=True).start()

    def read(self) -> None:
        try:
            for text in self.ws:
                message = json.loads(text)
                if message["kind"] == "table":
                    with self.heard:
                        self.latest, self.when = message, time.perf_counter()
                        self.heard.notify_all()
        except ConnectionClosed:
            pass

    def tap(self, choice: int) -> None:
        self.ws.send(json.dumps({"kind": "choose", "choice": choice, "version": self.latest["version"]}))

    def close(self) -> None:
        self.ws.close()


def people(app, seed: int):
    """A Stripmine table of eight people at its first turn, on screen."""
    from game.match import Match, Seat
    from game.registry import get_game
    from scenes.kit.game_scene import scene_for

    match = Match(get_game("stripmine"), [Seat(f"P{i}", i, "human") for i in range(PHONES)], seed)
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    return scene


def phones_on(app, scene, heard: threading.Condition) -> list[BenchPhone]:
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
    phones = [BenchPhone(scene.phones.room, seat, heard) for seat in range(PHONES)]
    pump(app, lambda: all(phone.latest for phone in phones))
    return phones


def let_go(scene, phones: list[BenchPhone]) -> None:
    """Phones off (the room says goodbye and closes each), then the clients."""
    scene.phones.turn_off()
    for phone in phones:
        phone.close()


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


def one_move(app, match, phones: list[BenchPhone], heard: threading.Condition) -> tuple[float, float]:
    """The mover's first legal choice, tapped on its phone once the table offers it: ms to the
    table's state, ms to every phone's new picture."""
    mover = phones[match.to_act()[0]]
    pump(app, lambda: any(choice["legal"] for choice in mover.latest.get("choices", [])))
    versions = [phone.latest["version"] for phone in phones]
    moves = len(match.log)
    sent = time.perf_counter()
    mover.tap(next(i for i, choice in enumerate(mover.latest["choices"]) if choice["legal"]))
    pump(app, lambda: len(match.log) > moves)
    to_state = (time.perf_counter() - sent) * 1000
    with heard:
        if not heard.wait_for(lambda: all(p.latest["version"] > v for p, v in zip(phones, versions)), BOUND):
            raise TimeoutError("a phone was never sent the new turn")
    return to_state, (max(phone.when for phone in phones) - sent) * 1000


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


def frame_ms(app, frames: int) -> list[float]:
    """The frame loop's own CPU time per frame (its thread's: what others run on a shared
    machine, and the phones' server thread, idle but for its pings, are not counted)."""
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


def idle_rows(app) -> dict:
    """A waiting board's frame time without phones and with eight idle ones; its quiet idle."""
    scene = people(app, 1)
    heard = threading.Condition()
    without: list[float] = []
    with_phones: list[float] = []
    quiet = {}
    for round_ in range(IDLE_ROUNDS):
        settle(app, scene)
        without += frame_ms(app, IDLE_FRAMES)
        if round_ == 0:
            quiet["without"] = quiet_idle(app)
        phones = phones_on(app, scene, heard)
        settle(app, scene)
        with_phones += frame_ms(app, IDLE_FRAMES)
        if round_ == 0:
            quiet["with"] = quiet_idle(app)
        let_go(scene, phones)
    median_without, median_with = statistics.median(without), statistics.median(with_phones)
    return {
        "frame_median_ms_without": round(median_without, 3),
        "frame_median_ms_with": round(median_with, 3),
        "added_median_ms": round(median_with - median_without, 3),
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

    table, every = data["move_to_table"], data["move_to_every_phone"]
    heading = f"phones, {data['phones']} on loopback ({data['moves']} moves)"
    return [
        f"{heading:58} {'median':>9} {'p99':>9}",
        f"  {'a phone tap to the table state':56} {table['median_ms']:>7.2f}ms {table['p99_ms']:>7.2f}ms",
        f"  {'a phone tap to every phone updated (target p99 < 50 ms)':56}"
        f" {every['median_ms']:>7.2f}ms {every['p99_ms']:>7.2f}ms",
        f"  waiting board frame (CPU): {data['frame_median_ms_without']:.3f} ms, with 8 idle phones"
        f" {data['frame_median_ms_with']:.3f} ms: {data['added_median_ms']:+.3f} ms (target < 0.2 ms)",
        f"  quiet idle without phones: {quiet(data['quiet_without'])}",
        f"  quiet idle with 8 idle phones: {quiet(data['quiet_with'])}",
    ]


def main() -> int:
    """The phones' section alone (`python -m scenes.tools.bench_phones`), as `bench` prints it."""
    from scenes.app import App
    from scenes.tools.bench import _summary

    print("\n".join(format_rows(collect(App(headless=True), _summary))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
