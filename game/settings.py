"""The player's settings, kept as TOML in the user data folder.

A settings file can never stop the game from starting: one that can't be
read gives the usual settings and a sentence, and a value of the wrong kind
("fullscreen = "no"", "volume = nan") is dropped with a sentence while the
others are kept. Nothing in it grows without bound: a list of games holds
each of our games at most once, and a setting we don't know is kept only
while it is small, so the file always stays far below what read() takes."""

from __future__ import annotations

import logging
import math
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Callable

from game import paths, registry, tomlfile

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0)
BOT_PACES = ("relaxed", "normal", "brisk")  # how long a bot's move is held on screen
MAX_BYTES = 1024 * 1024
# Settings we don't know (a newer Boomtown's) are written back as they were while they are this small.
UNKNOWN_KEYS = 32
UNKNOWN_SIZE = 1024  # a key's name, its strings' characters and its items, counted together


@dataclass
class Settings:
    volume: float = 0.8
    music_volume: float = 0.5  # the music's share of the volume
    muted: bool = False
    fullscreen: bool = False
    animation_speed: float = 1.0
    colour_blind: bool = False
    bot_pace: str = "normal"
    coached: list[str] = field(default_factory=list)  # games whose first-game coach has been seen
    learned: list[str] = field(default_factory=list)  # games whose Learn to play was played through or skipped
    offered: list[str] = field(default_factory=list)  # games whose Learn to play was offered at a first start

    def cleaned(self) -> "Settings":
        """Clamp values that are out of range (a hand-edited file, say)."""
        return Settings(
            volume=_volume(self.volume) if _is_number(self.volume) else Settings.volume,
            music_volume=_volume(self.music_volume) if _is_number(self.music_volume) else Settings.music_volume,
            muted=self.muted is True,
            fullscreen=self.fullscreen is True,
            animation_speed=_speed(self.animation_speed) if _is_number(self.animation_speed) else 1.0,
            colour_blind=self.colour_blind is True,
            bot_pace=self.bot_pace if self.bot_pace in BOT_PACES else "normal",
            coached=_game_ids(self.coached)[0] if isinstance(self.coached, list) else [],
            learned=_game_ids(self.learned)[0] if isinstance(self.learned, list) else [],
            offered=_game_ids(self.offered)[0] if isinstance(self.offered, list) else [],
        )


def _is_number(value) -> bool:
    """An int or a finite float; a bool is not a number here."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _volume(value) -> float:
    return min(1.0, max(0.0, float(value)))


def _speed(value) -> float:
    return min(ANIMATION_SPEEDS, key=lambda speed: abs(speed - float(value)))


def _game_ids(value: list) -> tuple[list[str], bool]:
    """Our games' ids in the list, each once, and whether anything else was
    in it (a repeat is not something else)."""
    known = {spec.id for spec in registry.all_games()}
    ids = [item for item in value if isinstance(item, str) and item in known]
    return sorted(set(ids)), len(ids) != len(value)


def _size(key: str, value) -> int:
    """How much a setting holds: its name, its strings' characters and its
    items. Walked without recursion, and given up once past UNKNOWN_SIZE."""
    size, pending = len(key), [value]
    while pending and size <= UNKNOWN_SIZE:
        item = pending.pop()
        size += 1 + (len(item) if isinstance(item, str) else 0)
        if isinstance(item, dict):
            size += sum(map(len, item))
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return size


def _unknown(data: dict) -> tuple[dict, bool]:
    """The settings we don't know, to write back as they were, and whether
    some were left out for being too many or too big."""
    unknown = {key: value for key, value in data.items() if key not in _KNOWN}
    kept = {key: value for key, value in unknown.items() if _size(key, value) <= UNKNOWN_SIZE}
    kept = dict(list(kept.items())[:UNKNOWN_KEYS])
    return kept, len(kept) != len(unknown)


def _is_bool(value) -> bool:
    return isinstance(value, bool)


def _is_pace(value) -> bool:
    return value in BOT_PACES


# key: (check, what the value should be, how to keep it in range)
_FIELDS: dict[str, tuple[Callable[[object], bool], str, Callable[[Any], Any]]] = {
    "volume": (_is_number, "a number from 0 to 1", _volume),
    "music_volume": (_is_number, "a number from 0 to 1", _volume),
    "muted": (_is_bool, "true or false", bool),
    "fullscreen": (_is_bool, "true or false", bool),
    "animation_speed": (_is_number, "a number such as 1.0", _speed),
    "colour_blind": (_is_bool, "true or false", bool),
    "bot_pace": (_is_pace, '"relaxed", "normal" or "brisk"', str),
}


GAME_LISTS = ("coached", "learned", "offered")  # lists of game ids
_KNOWN = {f.name for f in fields(Settings)}


UNKNOWN = "others too big to keep"  # how the dropped names call the unknown settings left out


def from_data(data: dict) -> tuple[Settings, list[str]]:
    """Settings from a file's tables, and the names of the settings that
    were dropped for being the wrong kind of value (a list of games with
    anything but our games' ids in it, too). Unknown keys are left out
    quietly (a newer Boomtown may have written them) while they are few and
    small; past that, UNKNOWN is among the names."""
    values, dropped = {}, []
    for key, (check, should_be, keep_in_range) in _FIELDS.items():
        if key not in data:
            continue
        if check(data[key]):
            values[key] = keep_in_range(data[key])
        else:
            dropped.append(key)
            log.warning("settings: %s = %.40r should be %s; using the default", key, data[key], should_be)
    for key in GAME_LISTS:
        if key not in data:
            continue
        if isinstance(data[key], list):
            values[key], had_others = _game_ids(data[key])
        else:
            had_others = True
        if had_others:
            dropped.append(key)
            log.warning("settings: %s should be a list of our games' names; odd entries dropped", key)
    if _unknown(data)[1]:
        dropped.append(UNKNOWN)
        log.warning("settings: more or bigger settings than we know were dropped")
    return Settings(**values), dropped


def settings_path() -> Path:
    return paths.user_dir() / "settings.toml"


def load(path: Path | None = None) -> tuple[Settings, str]:
    """Settings and a message ("" when all went well). A missing file gives
    defaults silently; a damaged one gives defaults and says so, and is left
    untouched until the player saves new settings."""
    path = path or settings_path()
    try:
        data = tomlfile.read(path, MAX_BYTES)
    except FileNotFoundError:
        return Settings(), ""
    except tomlfile.DamagedFile as err:
        log.warning("settings unreadable: %s (%s)", err, err.__cause__)
        return Settings(), f"{err} Using the usual settings."
    settings, dropped = from_data(data)
    if dropped:
        names = ", ".join(name.replace("_", " ") for name in dropped)
        return settings, f"Some settings made no sense and are back to normal: {names}."
    return settings, ""


def save(settings: Settings, path: Path | None = None) -> str:
    """Write the settings. A settings file that can't be used as it is (damaged,
    or holding a value that was dropped) is set aside first, never overwritten;
    the returned message says so ("" otherwise). Keys we don't know (from a
    newer Boomtown, say) are written back as they were. A file too big to
    read back is never written (tomlfile.TooBig, an OSError). A session that
    keeps nothing writes nothing."""
    if paths.not_writing():
        return ""
    path = path or settings_path()
    notice, unknown = "", {}
    if os.path.lexists(path):
        try:
            data = tomlfile.read(path, MAX_BYTES)
            usable = not from_data(data)[1]
        except FileNotFoundError:
            data, usable = {}, True
        except tomlfile.DamagedFile:
            data, usable = {}, False
        if usable:
            unknown = _unknown(data)[0]
        else:
            notice = f"The old settings file was kept as {tomlfile.set_aside(path).name}."
    tomlfile.write(path, {**unknown, **asdict(settings.cleaned())}, MAX_BYTES)
    return notice
