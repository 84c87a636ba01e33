"""The saves' one writer thread, so the frame loop never waits on the disk after a move.

The frame thread hands over how to make a save's bytes (from a consistent copy of the match,
taken at once: making the text of a long game takes longer than a frame) and goes on; this
thread makes them and writes them (a temp file, fsync, rename), one at a time, in the order
they were handed over. A save of a path still waiting is replaced by a newer one: the latest
save wins, and a file is never written twice at once. `wait()` returns once everything handed
over is on disk (or failed): leaving a table, closing the app and reading saves wait, so
nothing is lost or read stale."""

from __future__ import annotations

import atexit
import logging
import threading
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger(__name__)


class Writer:
    def __init__(self, write: Callable[[Path, bytes], None]):
        self._write = write
        self._changed = threading.Condition()
        self._waiting: dict[Path, Callable[[], bytes]] = {}  # in the order handed over
        self._writing = False
        self._problems: dict[Path, Exception] = {}  # a path whose last write failed, and why
        self._thread: threading.Thread | None = None

    def put(self, path: Path, make: Callable[[], bytes]) -> None:
        """Write `make()` to `path` soon, after everything handed over before it."""
        with self._changed:
            self._waiting.pop(path, None)  # an older save not yet written: this one replaces it, last in line
            self._waiting[path] = make
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="save writer", daemon=True)
                self._thread.start()
            self._changed.notify_all()

    def wait(self) -> None:
        """Until everything handed over is written (or failed)."""
        with self._changed:
            self._changed.wait_for(lambda: not self._waiting and not self._writing)

    def problem(self, path: Path) -> Exception | None:
        """Why the last write to `path` failed; None when it worked (or none was made)."""
        with self._changed:
            return self._problems.get(path)

    def failing(self) -> bool:
        """Has the last write to some path failed?"""
        with self._changed:
            return bool(self._problems)

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: bool(self._waiting))
                path = next(iter(self._waiting))
                make = self._waiting.pop(path)
                self._writing = True
            problem: Exception | None = None
            try:
                self._write(path, make())
            except Exception as err:  # noqa: BLE001 - reported to the table; the thread writes on
                if not isinstance(err, OSError):
                    log.exception("writing %s failed", path)
                problem = err
            with self._changed:
                self._writing = False
                if problem is None:
                    self._problems.pop(path, None)
                else:
                    self._problems[path] = problem
                self._changed.notify_all()


def writer(write: Callable[[Path, bytes], None]) -> Writer:
    """A writer whose last writes are waited for when the program ends, however it ends."""
    made = Writer(write)
    atexit.register(made.wait)
    return made
