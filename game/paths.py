"""Where Boomtown keeps the player's files (settings, saves)."""

from __future__ import annotations

import os
from pathlib import Path

DATA_DIR = Path(__file__).parent / "data"


def user_dir() -> Path:
    """BOOMTOWN_HOME wins (tests point it at a temporary folder), then the
    platform's usual data folder. Made when missing if it can be; when it
    can't, user_dir_problem() says why, and reading from it finds nothing."""
    folder = _user_dir_path()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # reported by user_dir_problem(); the app runs on without the player's files
    return folder


def _user_dir_path() -> Path:
    if os.environ.get("BOOMTOWN_HOME"):
        return Path(os.environ["BOOMTOWN_HOME"])
    if os.name == "nt" and os.environ.get("APPDATA"):
        return Path(os.environ["APPDATA"]) / "Boomtown"
    xdg = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(xdg) / "boomtown"


def user_dir_problem() -> str:
    """Make the user folder if it is missing; "" when it is there to write
    in, otherwise a sentence saying why nothing will be kept."""
    folder = _user_dir_path()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return f"{folder} is a file, not a folder, so settings and games won't be kept."
    except OSError as err:
        return f"The folder {folder} can't be made ({err.strerror or err}), so settings and games won't be kept."
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"The folder {folder} can't be written to, so settings and games won't be kept."
    return ""
