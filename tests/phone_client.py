"""A phone for the tests: a real WebSocket client on loopback (127.0.0.1 only), and a way to
wait for the room without sleeping: the room's wake() sets an event the test waits on."""

from __future__ import annotations

import json
import threading

from websockets.sync.client import connect

TIMEOUT = 5.0  # seconds: only ever reached when something is broken


class Phone:
    def __init__(self, room, origin: str | None = None):
        here = f"127.0.0.1:{room.port}"
        client = connect(f"ws://{here}/ws", origin=origin or f"http://{here}", open_timeout=TIMEOUT, close_timeout=1)
        self.ws = client.__enter__()  # open until close()
        self.heard: list[str] = []  # every text frame, as sent
        self.shown: dict = {}  # the newest table message heard by latest()

    def say(self, **message) -> None:
        self.ws.send(json.dumps(message))

    def hear(self) -> dict:
        text = self.ws.recv(TIMEOUT)
        self.heard.append(text)
        return json.loads(text)

    def hear_kind(self, kind: str) -> dict:
        """Messages up to the first of `kind`."""
        while True:
            message = self.hear()
            if message["kind"] == kind:
                return message

    def latest(self, scene, seat: int) -> dict:
        """The newest picture: the table messages up to the one `scene`'s phones sent `seat` last."""
        newest = scene.phones.publisher.version[seat]
        while self.shown.get("version") != newest:
            self.shown = self.hear_kind("table")
        return self.shown

    def claim(self, room, seat: int) -> dict:
        self.say(kind="join", key=room.key)
        assert self.hear()["kind"] == "seats"
        self.say(kind="claim", key=room.key, seat=seat)
        welcome = self.hear()
        assert welcome["kind"] == "welcome", welcome
        return welcome

    def close(self) -> None:
        self.ws.close()


class Waker:
    """Stands in for a room's wake(): `wait_for(room, n)` returns once n notices and moves came."""

    def __init__(self, then=None):
        self.event = threading.Event()
        self.then = then

    def __call__(self) -> None:
        self.event.set()
        if self.then is not None:
            self.then()

    def wait_for(self, room, count: int = 1, moves: bool = True) -> list:
        found: list = []
        while True:
            self.event.clear()
            found += room.poll() + (room.moves() if moves else [])
            if len(found) >= count:
                return found
            assert self.event.wait(TIMEOUT), f"the phones' server told {found} only"


def phone_app():
    """A headless app for the phone tests (as a fixture: `yield from phone_app()`); leaving it
    closes every table, and its room with it."""
    from game.settings import Settings
    from scenes.app import App

    app = App(headless=True, settings=Settings(animation_speed=2.0))
    yield app
    app.to_title()
