"""Reading and atomically writing the TOML files we own.

Whatever sits at a path is looked at before it is opened: a folder, a FIFO
or a device is refused without opening it (opening a FIFO waits for a
writer forever), and so is a file too big to be ours."""

from __future__ import annotations

import errno
import logging
import os
import re
import stat
import tempfile
import time
import tomllib
from pathlib import Path

import tomli_w

log = logging.getLogger(__name__)

MAX_BYTES = 1024 * 1024  # far above any settings or how-to file
MAX_DEPTH = 32  # tables and lists inside each other; ours go five deep
STALE_TEMP_SECONDS = 60  # a temp file this old belongs to a write that was killed
KEEP_SET_ASIDE = 3  # set-aside copies kept per file: the newest; older ones are removed

# write() names its temp file after the target, then mkstemp's eight
# characters, then ".tmp": "settings.toml" gives "settings.tomlk2x_9q0a.tmp".
_TEMP_NAME = re.compile(r".+\.toml[a-z0-9_]{8}\.tmp")


class DamagedFile(ValueError):
    """A file that is not what we expect. The message says so plainly."""


class TooBig(OSError):
    """A file that would not be read back, so it was not written. An OSError,
    so every caller's "could not be saved" sentence covers it; strerror says why."""

    def __init__(self, path: Path, why: str):
        super().__init__(errno.EFBIG, why, str(path))


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MB"


def _refuse_unless_small_regular(name: str, info: os.stat_result, max_bytes: int) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise DamagedFile(f"{name} is a folder, not a file.")
    if not stat.S_ISREG(info.st_mode):
        raise DamagedFile(f"{name} is not an ordinary file, so it was not opened.")
    if info.st_size > max_bytes:
        raise DamagedFile(f"{name} is too big to be a Boomtown file ({_megabytes(info.st_size)}).")


# Strings (the four kinds) and comments: what may hold a bracket or a dot that is not one.
_STRINGS_AND_COMMENTS = re.compile(
    r'''"""(?:[^\\]|\\.)*?"""|\'\'\'.*?\'\'\'|"(?:[^"\\\n]|\\.)*"|'[^'\n]*'|#[^\n]*''', re.DOTALL
)
_BRACKETS = re.compile(r"[\[\]{}]")
# A key of more than MAX_DEPTH dotted parts ("a.a.a..."); possessive, and only from a word's start, so linear.
_LONG_DOTTED_KEY = re.compile(r"(?<![\w-])(?:[\w-]++[ \t]*+\.[ \t]*+){%d}" % MAX_DEPTH)


def _nested_too_deep(text: str) -> bool:
    """True when lists, inline tables or dotted keys nest deeper than
    MAX_DEPTH. Checked before parsing: the parser recurses once a list
    level (a file thousands deep fails slowly and its unwinding can exhaust
    the C stack) and slows to a crawl on a key of thousands of parts."""
    code = _STRINGS_AND_COMMENTS.sub(lambda found: "" if found.group().startswith("#") else "s", text)
    if _LONG_DOTTED_KEY.search(code):
        return True
    depth = 0
    for bracket in _BRACKETS.finditer(code):
        if bracket.group() in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        else:
            depth = max(0, depth - 1)
    return False


def _too_deep(data) -> bool:
    """True when tables and lists nest deeper than MAX_DEPTH (walked without recursion)."""
    pending = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if depth > MAX_DEPTH:
            return True
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
        pending.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def read(path: Path, max_bytes: int = MAX_BYTES) -> dict:
    """The file's tables. FileNotFoundError when nothing is there (or the
    folder it would be in is not a folder); DamagedFile, with a sentence,
    for anything we can't use."""
    path = Path(path)
    name = path.name
    try:
        _refuse_unless_small_regular(name, os.stat(path), max_bytes)
        # Non-blocking, and checked again once open, in case the file was swapped after the stat.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (FileNotFoundError, NotADirectoryError) as err:
        raise FileNotFoundError(err.errno, err.strerror, str(path)) from err
    except OSError as err:
        raise DamagedFile(f"{name} can't be opened ({err.strerror or err}).") from err
    try:
        with os.fdopen(fd, "rb") as handle:
            _refuse_unless_small_regular(name, os.fstat(handle.fileno()), max_bytes)
            raw = handle.read(max_bytes + 1)
    except OSError as err:
        raise DamagedFile(f"{name} can't be read ({err.strerror or err}).") from err
    if len(raw) > max_bytes:
        raise DamagedFile(f"{name} is too big to be a Boomtown file.")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise DamagedFile(f"{name} is damaged: it isn't plain text.") from err
    if _nested_too_deep(text):
        raise DamagedFile(f"{name} is damaged: its lists are nested far too deep.")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        where = re.search(r"at line (\d+)", str(err))
        at_line = f" (line {where.group(1)})" if where else ""
        raise DamagedFile(f"{name} is damaged and can't be read{at_line}.") from err
    except RecursionError as err:
        raise DamagedFile(f"{name} is damaged: its lists are nested far too deep.") from err
    if _too_deep(data):
        raise DamagedFile(f"{name} is damaged: its lists are nested far too deep.")
    return data


def move_if_free(path: Path, target: Path) -> bool:
    """Move `path` to `target` unless something is there already; True when moved."""
    if os.path.lexists(target):
        return False
    try:
        os.link(path, target, follow_symlinks=False)  # fails rather than replace a file made meanwhile
    except FileExistsError:
        return False
    except (OSError, NotImplementedError):  # no hard links here (a folder, or a file system without them)
        if os.path.lexists(target):
            return False
        os.rename(path, target)
        return True
    os.unlink(path)
    return True


def _set_aside_copies(path: Path) -> dict[int, os.DirEntry]:
    """What sits at the set-aside names of `path`, by number ("x.damaged.toml" is 1)."""
    name = re.compile(re.escape(path.stem) + r"\.damaged(?:-([2-9]|[1-9][0-9]{1,8}))?" + re.escape(path.suffix))
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return {}
    return {int(found.group(1) or 1): entry for entry in entries if (found := name.fullmatch(entry.name))}


def set_aside(path: Path) -> Path:
    """Move a file we could not use out of the way, keeping it for the
    player to inspect: "x.toml" becomes "x.damaged.toml", then
    "x.damaged-2.toml" and on, numbered after the newest. Nothing is
    overwritten. Only the newest KEEP_SET_ASIDE copies that are plain files
    are kept, so a file damaged again and again can't fill the disk; a
    set-aside folder or link is never removed."""
    path = Path(path)
    newest = max(_set_aside_copies(path), default=0)
    for number in range(newest + 1, newest + 100):  # a number taken meanwhile: the next one
        aside = path.with_name(f"{path.stem}.damaged{'' if number == 1 else f'-{number}'}{path.suffix}")
        if move_if_free(path, aside):
            break
    else:
        raise FileExistsError(errno.EEXIST, f"Too many set-aside copies of {path.name} already", str(path))
    files = sorted((number, entry) for number, entry in _set_aside_copies(path).items() if _is_plain_file(entry))
    for _, entry in files[:-KEEP_SET_ASIDE]:
        try:
            os.unlink(entry.path)
            log.info("removed %s: only the newest %d set-aside copies are kept", entry.name, KEEP_SET_ASIDE)
        except OSError:
            continue  # gone already, or not ours to remove
    return aside


def _is_plain_file(entry: os.DirEntry) -> bool:
    try:
        return entry.is_file(follow_symlinks=False)
    except OSError:
        return False


def write(path: Path, data: dict, max_bytes: int = MAX_BYTES) -> None:
    """Write to a temporary file beside the target, then rename over it, so
    a crash mid-write never leaves a half-written file behind. A file that
    read() would refuse (bigger than `max_bytes`, the reader's limit for it,
    or nested too deep: tables this shallow are never written as text nested
    deeper) is never written: TooBig says why."""
    write_raw(path, encode(path, data, max_bytes))


def encode(path: Path, data: dict, max_bytes: int = MAX_BYTES) -> bytes:
    """The file's bytes as write() writes them; TooBig when read() would refuse them."""
    path = Path(path)
    if _too_deep(data):
        raise TooBig(path, f"{path.name} would be nested too deep to read back")
    raw = tomli_w.dumps(data).encode("utf-8")
    if len(raw) > max_bytes:
        raise TooBig(path, f"{path.name} would be too big to read back: {_megabytes(len(raw))}")
    return raw


def write_raw(path: Path, raw: bytes) -> None:
    """encode()'s bytes to `path`: a temporary file beside it, flushed to the disk, renamed over it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(raw)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_stale_temps(folder: Path, now: float | None = None) -> list[str]:
    """Delete the temp files a killed write() left in `folder`: only plain
    files named the way write() names them, and only once they are old
    enough that no write still running could own them. Returns their names."""
    now = time.time() if now is None else now
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _TEMP_NAME.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= STALE_TEMP_SECONDS:
                os.unlink(entry.path)
                removed.append(entry.name)
        except OSError:
            continue  # gone already, or not ours to remove
    return removed
