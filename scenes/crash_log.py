"""The crash log: crash.log in the user folder, a line for every way the app can end that the
player did not choose from a menu. Scene errors (logged by the scene manager), an exception that
escapes the frame loop, one in another thread (the phones' server), a native crash (faulthandler),
and the window closed from outside the game (its close button, Alt+F4, or a signal SDL turns into
a quit) each leave one, with the time and the screen on top. Only `python main.py` and `demo`
keep it: a tool or a test that makes an App never touches it."""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import threading
from collections.abc import Iterator
from typing import Any

from game import paths

log = logging.getLogger("boomtown.crash")

NAME = "crash.log"
MAX_BYTES = 256_000  # a longer one is set aside as crash.log.1 at the next start


def where(app: Any) -> str:
    top = app.scenes.top
    return type(top).__name__ if top is not None else "no screen"


@contextlib.contextmanager
def watching(app: Any) -> Iterator[None]:
    """While the app runs: errors logged anywhere (ERROR and up) and every unexpected end are
    written to the crash log; the hooks are put back as they were afterwards."""
    handler, root = _handler(), logging.getLogger()
    # what Python printed on the terminal anyway (no handler of its own) is printed still
    terminal = None if root.handlers or not isinstance(handler, logging.FileHandler) else logging.StreamHandler()
    for added in (handler, terminal):
        if added is not None:
            root.addHandler(added)
    old_thread_hook, threading.excepthook = threading.excepthook, _thread_failed
    fault_file = None if faulthandler.is_enabled() else getattr(handler, "stream", None)
    if fault_file is not None:
        faulthandler.enable(fault_file)  # a native crash (SDL, a driver) leaves its Python stack
    try:
        yield
    except BaseException as err:
        log.critical("Boomtown stopped in %s", where(app), exc_info=(type(err), err, err.__traceback__))
        raise
    else:
        if getattr(app, "closed_from_outside", False):
            log.error(
                "The window was closed from outside the game (its close button, Alt+F4 or a signal) in %s.", where(app)
            )
    finally:
        if fault_file is not None:
            faulthandler.disable()
        threading.excepthook = old_thread_hook
        for added in (handler, terminal):
            if added is not None:
                root.removeHandler(added)
                added.close()


def _thread_failed(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "a thread"
    log.critical("%s stopped", name, exc_info=(args.exc_type, args.exc_value, args.exc_traceback))  # type: ignore[arg-type]


def _handler() -> logging.Handler:
    """crash.log in the user folder (a long one set aside first as crash.log.1, so it stays
    small); standard error when this session writes nothing there."""
    handler: logging.Handler = logging.StreamHandler()
    if not paths.not_writing():
        path = paths.user_dir() / NAME
        try:
            if path.is_file() and path.stat().st_size > MAX_BYTES:
                path.replace(path.with_name(NAME + ".1"))
            handler = logging.FileHandler(path, encoding="utf-8")
        except OSError:
            pass  # a folder that can't be written: standard error still hears it
    handler.setLevel(logging.ERROR)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    return handler
