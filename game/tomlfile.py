"""Reading and atomically writing the TOML files we own."""
from __future__ import annotations

import os
import tempfile
import tomllib
from pathlib import Path

import tomli_w


class DamagedFile(ValueError):
    """A file that is not what we expect. The message says so plainly."""


def read(path: Path) -> dict:
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
        raise DamagedFile(f"{Path(path).name} is damaged and can't be read ({err}).") from err
    except OSError as err:
        raise DamagedFile(f"{Path(path).name} can't be opened ({err.strerror}).") from err


def set_aside(path: Path) -> Path:
    """Move a file we could not use out of the way, keeping it for the
    player to inspect: a damaged file is never overwritten."""
    path = Path(path)
    aside = path.with_name(path.stem + ".damaged" + path.suffix)
    os.replace(path, aside)
    return aside


def write(path: Path, data: dict) -> None:
    """Write to a temporary file beside the target, then rename over it, so
    a crash mid-write never leaves a half-written file behind."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            tomli_w.dump(data, handle)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
