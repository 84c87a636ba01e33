"""One Boomtown at a time keeps files in the user folder.

A second copy started on the same folder (a second double-click) would save
over the first one's game. The copy that starts first holds an OS lock on a
file in the user folder for as long as it runs; a copy that finds it taken
writes nothing there (paths.stop_writing). The OS drops the lock when the
process ends, however it ends, so a crashed copy never blocks the next start."""

from __future__ import annotations

import logging
from pathlib import Path

from filelock import BaseFileLock, FileLock, Timeout

from game import paths

log = logging.getLogger(__name__)

LOCK_NAME = "boomtown.lock"  # not *.toml: never one of the player's files (paths.OUR_FILES)
OTHER_WINDOW = "Boomtown is already open in another window, so this window will not save games or settings."

_held: dict[Path, BaseFileLock] = {}  # kept for the rest of the process: letting go would free the folder


def claim() -> bool:
    """Hold the user folder for the rest of this process, without waiting.
    False when another running Boomtown holds it. True when this process
    holds it, or when the folder can't hold a lock at all (it can't be made
    or written, which paths.user_dir_problem() tells the player)."""
    folder = paths.user_dir()
    if folder in _held:
        return True
    lock = FileLock(folder / LOCK_NAME)
    try:
        lock.acquire(blocking=False)
    except Timeout:
        return False
    except (OSError, NotImplementedError) as err:  # no folder, no right to write, or no locks on this disk
        log.warning("the user folder could not be locked: %s", err)
        return True
    _held[folder] = lock
    return True
