"""A table's phones: the room (its key, its seats and their tokens) and the little server
that lets each phone on the local network be one seat's hand.

The server runs in a thread of its own with its own asyncio loop, from `start()` until
`close()`; no port is open otherwise. The frame loop meets it only through thread-safe
queues: `poll()` takes what the phones said, `send()` hands a seat's message over, and
neither ever waits on the network. `wake` (from the frame loop's side) is called from the
server thread whenever there is something to poll, so an idle app takes a tap at once."""

from __future__ import annotations

import asyncio
import logging
import os
import queue
import secrets
import sys
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from importlib import resources

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from phones.addresses import addresses_for
from phones.protocol import HARD_LIMIT, KEY_BYTES, TOKEN_BYTES, Refusal, dumps, read

log = logging.getLogger(__name__)

PORT = 8765  # the port asked for first, so a phone's bookmark keeps working; any free one otherwise
HOST_VARIABLE = "BOOMTOWN_PHONES_HOST"  # the address to bind; the tests set 127.0.0.1
MOST_CONNECTIONS = 24  # phones and pages open at once, joined or not
MOST_WAITING = 64  # taps waiting for the frame loop, all phones together
BURST, PER_SECOND = 8, 4.0  # a phone may tap this many at once, then this many a second
MOST_REFUSED = 32  # a phone refused this often for flooding is closed
START_SECONDS = 5.0  # how long start() gives the thread to open its port
STOP_SECONDS = 3.0  # and close() to close it
PING_SECONDS = 5.0  # a phone that stops answering is away after about twice this
# While a handover's messages are in flight (FLIGHT_SECONDS from the handover), a thread waiting
# for the GIL gets it after this long at most (Python's own is 5 ms): the server sends a move's
# messages within a millisecond of the frame handing them over, not after the frame has drawn on
# for 5 ms more. An idle room leaves Python's own: it has nothing to hurry.
SWITCH_SECONDS = 0.001
FLIGHT_SECONDS = 0.05
_SWITCH_BEFORE = sys.getswitchinterval()
PAGES = {
    "/": ("index.html", "text/html"),
    "/phone.css": ("phone.css", "text/css"),
    "/phone.js": ("phone.js", "text/javascript"),
}


_RUNNING: weakref.WeakSet[Room] = weakref.WeakSet()


def running_rooms() -> list[Room]:
    """Every room whose server is up in this process (the tests close any a test left open)."""
    return [room for room in _RUNNING if room.running]


@dataclass(frozen=True)
class PhoneSeat:
    """A seat as its phone shows it."""

    name: str
    colour: str  # "#rrggbb"
    symbol: str  # one of the theme's symbol names: circle, square, triangle...
    human: bool = True


@dataclass(frozen=True)
class Notice:
    """What the phones did, for the frame loop: a seat's phone "joined" or went "away", or a
    seat's "move" (a checked message of kind choose)."""

    kind: str
    seat: int
    message: dict = field(default_factory=dict)


class Bucket:
    """At most `burst` at once, then `rate` a second: how a flood is bounded."""

    def __init__(self, burst: int, rate: float, clock: Callable[[], float]):
        self.burst, self.rate, self.clock = burst, rate, clock
        self.left, self.when = float(burst), clock()

    def take(self) -> bool:
        now = self.clock()
        self.left = min(self.burst, self.left + (now - self.when) * self.rate)
        self.when = now
        if self.left < 1:
            return False
        self.left -= 1
        return True


CLOSE = None  # in an outbox: close the connection once what is before it has been sent


class Link:
    """One connected phone (server thread only): its seat once joined, its outbox, its bucket."""

    def __init__(self, connection: ServerConnection, bucket: Bucket):
        self.connection = connection
        self.bucket = bucket
        self.seat: int | None = None
        self.refused = 0
        self.closing: tuple[int, str] | None = None  # (code, reason) once it is being closed
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()

    def say(self, text: str | None) -> None:
        self.outbox.put_nowait(text)

    async def write(self) -> None:
        while True:
            text = await self.outbox.get()
            if text is CLOSE:
                await self.connection.close(*(self.closing or (1000, "")))
                return
            await self.connection.send(text)


def page(path: str, host: str) -> Response | None:
    """The phone page's files, from the package; None for any other path."""
    found = PAGES.get(path)
    if found is None:
        return None
    name, kind = found
    body = resources.files("phones").joinpath("page", name).read_bytes()
    headers = Headers(
        [
            ("Content-Type", f"{kind}; charset=utf-8"),
            ("Content-Length", str(len(body))),
            ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            (
                "Content-Security-Policy",
                "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                f"connect-src ws://{host}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
            ),
        ]
    )
    return Response(HTTPStatus.OK.value, HTTPStatus.OK.phrase, headers, body)


def drain(source: queue.SimpleQueue[Notice] | queue.Queue[Notice]) -> list[Notice]:
    found: list[Notice] = []
    while not source.empty():  # looked at every frame: an empty queue costs no exception
        try:
            found.append(source.get_nowait())
        except queue.Empty:
            break
    return found


class Room:
    """One table's phones. `seats` as each phone shows them; `wake()` is called from the
    server thread when there is something to poll; `clock` paces floods (tests fix it)."""

    def __init__(
        self,
        seats: Sequence[PhoneSeat],
        wake: Callable[[], None] = lambda: None,
        host: str | None = None,
        port: int = PORT,
        clock: Callable[[], float] = time.monotonic,
    ):
        self.key = secrets.token_urlsafe(KEY_BYTES)  # in the QR: who may see the seats at all
        self.host = host or os.environ.get(HOST_VARIABLE) or "0.0.0.0"
        self.port = port
        self.wake = wake
        self.clock = clock
        self.addresses: list[str] = []
        self.connected: set[int] = set()  # the frame loop's view: seats whose phone is here now
        # Counts what the server thread queued for the frame loop (after queueing it): while it
        # holds, a frame need not look in the queues.
        self.stirred = 0
        self._lock = threading.Lock()  # guards the seats and tokens, which both sides read
        self._seats = list(seats)
        self._tokens: dict[int, str] = {}
        self._notices: queue.SimpleQueue[Notice] = queue.SimpleQueue()
        self._moves: queue.Queue[Notice] = queue.Queue(MOST_WAITING)
        # The server thread's own:
        self._links: dict[int, Link] = {}  # each seat's phone now
        self._all: set[Link] = set()
        self._latest: dict[int, str] = {}  # each seat's last table message, for a phone coming back
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._goodbye = ""
        self._ready = threading.Event()
        self._problem: BaseException | None = None
        self._handed = 0  # handovers so far (the frame loop's count): the switch is short until the last lands

    # --- the frame loop's side ---------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Open the port (PORT, else any free one) and serve until close(). OSError when the
        network can't be used."""
        if self.running:
            return
        self._ready.clear()
        self._thread = threading.Thread(target=self._run, name="phones", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_SECONDS):
            raise OSError("the phones' server did not start")
        if self._problem is not None:
            self._thread.join(STOP_SECONDS)
            self._thread = None
            raise OSError(str(self._problem))
        _RUNNING.add(self)

    def close(self, goodbye: str = "Phones are off at this table.") -> None:
        """Tell every phone `goodbye`, close them and the port; the tokens go with the room."""
        thread, loop, stop = self._thread, self._loop, self._stop
        if thread is None or loop is None or stop is None:
            return
        self._goodbye = goodbye
        try:
            loop.call_soon_threadsafe(stop.set)
        except RuntimeError:
            pass  # the loop has already ended
        thread.join(STOP_SECONDS)
        self._thread = None
        _RUNNING.discard(self)
        if not running_rooms():
            sys.setswitchinterval(_SWITCH_BEFORE)
        with self._lock:
            self._tokens.clear()
        self.connected.clear()

    def cpu_seconds(self) -> float:
        """The server thread's CPU time so far (the bench's: what an idle room takes); 0 when
        it is not running or the system can't tell."""
        thread = self._thread
        if thread is None or thread.ident is None or not hasattr(time, "pthread_getcpuclockid"):
            return 0.0
        try:
            return time.clock_gettime(time.pthread_getcpuclockid(thread.ident))
        except OSError:
            return 0.0  # it has just ended

    @property
    def url(self) -> str:
        """What the QR code opens: the page, with the room's key after # (never sent over HTTP)."""
        return f"http://{self.short_address}/#{self.key}"

    @property
    def short_address(self) -> str:
        return f"{self.addresses[0] if self.addresses else self.host}:{self.port}"

    def set_seats(self, seats: Sequence[PhoneSeat]) -> None:
        """The seats changed (at setup): a phone whose seat is gone, or a bot now, is let go."""
        with self._lock:
            self._seats = list(seats)
            gone = [seat for seat in self._tokens if seat >= len(seats) or not seats[seat].human]
            for seat in gone:
                del self._tokens[seat]
        for seat in gone:
            self.connected.discard(seat)
            self._in_loop(self._let_go, seat)

    def seats(self) -> list[PhoneSeat]:
        with self._lock:
            return list(self._seats)

    def open_seats(self) -> list[int]:
        """The human seats with no phone here now (as last polled)."""
        with self._lock:
            return [seat for seat, info in enumerate(self._seats) if info.human and seat not in self.connected]

    def poll(self) -> list[Notice]:
        """The phones that came or went since the last poll; `connected` follows them."""
        notices = drain(self._notices)
        for notice in notices:
            if notice.kind == "joined":
                self.connected.add(notice.seat)
            elif notice.kind == "away":
                self.connected.discard(notice.seat)
        return notices

    def moves(self) -> list[Notice]:
        """The taps waiting, oldest first (only a table takes them)."""
        return drain(self._moves)

    def send(self, seat: int, message: dict, keep: bool = True) -> None:
        """Hand `message` to `seat`'s phone; `keep`: it is what a phone coming back is shown."""
        self.send_all({seat: message}, keep)

    def send_all(self, messages: dict[int, dict], keep: bool = True) -> None:
        """Hand each seat its message, all in one handover: the server thread is woken once."""
        if messages and self.running:
            self._handed += 1
            sys.setswitchinterval(min(_SWITCH_BEFORE, SWITCH_SECONDS))  # after counting: see _landed
            texts = {seat: dumps(message) for seat, message in messages.items()}
            self._in_loop(self._deliver, texts, keep, self._handed)

    def _in_loop(self, call, *args) -> None:
        loop = self._loop
        if loop is None or not self.running:
            return
        try:
            loop.call_soon_threadsafe(call, *args)
        except RuntimeError:
            pass  # closing

    # --- the server thread ---------------------------------------------------------------------
    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception as err:  # noqa: BLE001 - reported to start(), never raised in a thread
            self._problem = err
            self._ready.set()

    async def _open(self) -> Server:
        quiet = logging.getLogger("phones.server")
        options = dict(
            process_request=self._http,
            max_size=HARD_LIMIT,
            max_queue=4,
            compression=None,
            ping_interval=PING_SECONDS,
            ping_timeout=PING_SECONDS,
            close_timeout=1,
            server_header=None,
            logger=quiet,
        )
        try:
            return await serve(self._handle, self.host, self.port, **options)  # type: ignore[arg-type]
        except OSError:
            if not self.port:
                raise
            return await serve(self._handle, self.host, 0, **options)  # type: ignore[arg-type]

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        server = await self._open()
        self.port = server.sockets[0].getsockname()[1]
        self.addresses = addresses_for(self.host)
        self._ready.set()
        await self._stop.wait()
        over = dumps({"kind": "over", "text": self._goodbye})
        for link in list(self._all):
            link.say(over)
            link.say(CLOSE)
        if self._all:
            await asyncio.wait([asyncio.ensure_future(self._drained(link)) for link in self._all], timeout=1)
        server.close()
        await server.wait_closed()

    @staticmethod
    async def _drained(link: Link) -> None:
        await link.connection.wait_closed()

    def _hosts(self) -> set[str]:
        names = [*self.addresses, self.host, "127.0.0.1", "localhost"]
        return {f"{name}:{self.port}" for name in names if name != "0.0.0.0"}

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        """The page for a plain request; a WebSocket only from the page's own address (the
        Host is one of ours, against DNS rebinding, and the Origin is that same page)."""
        host = request.headers.get("Host", "")
        if host not in self._hosts():
            return connection.respond(HTTPStatus.FORBIDDEN, "Not this address.\n")
        path = request.path.split("?", 1)[0]
        if path == "/ws":
            if request.headers.get("Origin") != f"http://{host}":
                return connection.respond(HTTPStatus.FORBIDDEN, "Only Boomtown's own page may connect.\n")
            return None
        found = page(path, host)
        return found if found is not None else connection.respond(HTTPStatus.NOT_FOUND, "Not found.\n")

    async def _handle(self, connection: ServerConnection) -> None:
        link = Link(connection, Bucket(BURST, PER_SECOND, self.clock))
        if len(self._all) >= MOST_CONNECTIONS:
            await connection.send(Refusal("full").message())
            return
        self._all.add(link)
        writer = asyncio.ensure_future(link.write())
        try:
            async for raw in connection:  # read on while closing, so the closing handshake gets through
                if link.closing is None:
                    self._hear(link, raw)
        except ConnectionClosed:
            pass
        finally:
            self._all.discard(link)
            if not writer.done():
                link.say(CLOSE)
                try:
                    await asyncio.wait_for(writer, 1)
                except (asyncio.TimeoutError, ConnectionClosed):
                    writer.cancel()
            if link.seat is not None and self._links.get(link.seat) is link:
                del self._links[link.seat]
                self._notify(Notice("away", link.seat))

    def _notify(self, notice: Notice) -> None:
        self._notices.put(notice)
        self._stir()

    def _stir(self) -> None:
        """Something is queued: the frame loop looks now, unless the room is closing (phones
        leaving then would only wake an idle app for nothing)."""
        self.stirred += 1
        if self._stop is None or not self._stop.is_set():
            self.wake()

    def _hear(self, link: Link, raw: str | bytes) -> None:
        """One message from a phone; a phone that floods on past its refusals is closed."""
        if not link.bucket.take():
            link.refused += 1
            if link.refused > MOST_REFUSED:
                link.closing = (1008, "Too many messages.")
                link.say(CLOSE)
            else:
                link.say(Refusal("flood").message())
            return
        message = read(raw)
        if isinstance(message, Refusal):
            link.say(message.message())
            return
        kind = message["kind"]
        if kind == "choose":
            self._choose(link, message)
        elif kind == "rejoin":
            self._rejoin(link, message["seat"], message["token"])
        elif not secrets.compare_digest(message["key"], self.key):
            link.say(Refusal("key").message())
        elif kind == "join":
            link.say(self._seats_message())
        else:
            self._claim(link, message["seat"])

    def _seats_message(self) -> str:
        with self._lock:
            listed = [
                {
                    "seat": seat,
                    "name": info.name,
                    "colour": info.colour,
                    "symbol": info.symbol,
                    "free": seat not in self._links,
                }
                for seat, info in enumerate(self._seats)
                if info.human
            ]
        return dumps({"kind": "seats", "seats": listed})

    def _refusal_for(self, seat: int) -> str | None:
        """Why `seat` can't be played from a phone (the lock held), or None."""
        if seat >= len(self._seats):
            return "seat"
        return None if self._seats[seat].human else "bot"

    def _claim(self, link: Link, seat: int) -> None:
        """A free seat, or one whose phone is away (a flat battery: another phone takes it
        with a fresh token, and the old one no longer works)."""
        with self._lock:
            problem = self._refusal_for(seat) or ("bound" if link.seat is not None else None)
            problem = problem or ("claimed" if seat in self._links else None)
            if problem is None:
                token = self._tokens[seat] = secrets.token_urlsafe(TOKEN_BYTES)
        if problem is not None:
            link.say(Refusal(problem).message())
            if problem == "claimed":
                link.say(self._seats_message())
            return
        self._bind(link, seat, token)

    def _rejoin(self, link: Link, seat: int, token: str) -> None:
        with self._lock:
            problem = self._refusal_for(seat)
            kept = self._tokens.get(seat)
            if problem is None and (kept is None or not secrets.compare_digest(kept, token)):
                problem = "token"
            if problem is None and link.seat not in (None, seat):
                problem = "bound"
        if problem is not None:
            link.say(Refusal(problem).message())
            return
        assert kept is not None
        self._bind(link, seat, kept)

    def _bind(self, link: Link, seat: int, token: str) -> None:
        """This phone plays `seat` now; a phone that had it is told and closed."""
        before = self._links.get(seat)
        if before is not None and before is not link:
            before.seat = None  # so its closing is not a drop
            before.say(dumps({"kind": "taken", "text": "Another phone took over this seat."}))
            before.say(CLOSE)
        link.seat = seat
        self._links[seat] = link
        link.say(dumps({"kind": "welcome", "seat": seat, "token": token}))
        if seat in self._latest:
            link.say(self._latest[seat])
        if before is None:
            self._notify(Notice("joined", seat))

    def _choose(self, link: Link, message: dict) -> None:
        if link.seat is None:
            link.say(Refusal("join").message())
            return
        try:
            self._moves.put_nowait(Notice("move", link.seat, message))
        except queue.Full:
            link.say(Refusal("busy").message())
            return
        self._stir()

    def _deliver(self, texts: dict[int, str], keep: bool, handed: int) -> None:
        for seat, text in texts.items():
            if keep:
                self._latest[seat] = text
            link = self._links.get(seat)
            if link is not None:
                link.say(text)
        asyncio.get_running_loop().call_later(FLIGHT_SECONDS, self._landed, handed)

    def _landed(self, handed: int) -> None:
        """A handover's messages have had their time: Python's own switch again, unless the frame
        loop handed over more meanwhile (it counts before it shortens the switch, and this looks
        again after lengthening it, so a handover in between keeps it short)."""
        if handed != self._handed:
            return
        sys.setswitchinterval(_SWITCH_BEFORE)
        if handed != self._handed:
            sys.setswitchinterval(min(_SWITCH_BEFORE, SWITCH_SECONDS))

    def _let_go(self, seat: int) -> None:
        """A seat gone from the table: its phone chooses again."""
        self._latest.pop(seat, None)
        link = self._links.pop(seat, None)
        if link is not None:
            link.seat = None
            link.say(Refusal("seat").message())
            link.say(self._seats_message())
