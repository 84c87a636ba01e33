"""Where Boomtown keeps the player's files (settings, saves)."""
from __future__ import annotations

import os
from pathlib import Path

DATA_DIR = Path(__file__).parent / "data"


def user_dir() -> Path:
    """BOOMTOWN_HOME wins (tests point it at a temporary folder), then the
    platform's usual data folder."""
    if os.environ.get("BOOMTOWN_HOME"):
        base = Path(os.environ["BOOMTOWN_HOME"])
    elif os.name == "nt" and os.environ.get("APPDATA"):
        base = Path(os.environ["APPDATA"]) / "Boomtown"
    else:
        xdg = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
        base = Path(xdg) / "boomtown"
    base.mkdir(parents=True, exist_ok=True)
    return base
