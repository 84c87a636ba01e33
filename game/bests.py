"""Personal bests of solo games, per game and options, kept as TOML in the
user data folder:

    [aircargo]
    "standard" = 41

A bests file can never stop a game from ending well: one that can't be read
gives no bests and a sentence, and is set aside (never overwritten) before a
new best is written. Values that are not whole numbers are dropped the same
way, and so is a table for a game we don't have or a key its options can't
make, so the file holds at most one best per game and options."""

from __future__ import annotations

import itertools
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from game import paths, registry, tomlfile

log = logging.getLogger(__name__)

MAX_BYTES = 256 * 1024
BIGGEST = 1_000_000_000
STANDARD = "standard"  # the key of a game played with no options


@dataclass(frozen=True)
class Record:
    """What one finished game did to the bests."""

    previous: int | None  # the best before this game, None when there was none
    new_best: bool  # beat the previous best
    notice: str = ""  # a sentence about the file, "" when all went well


def bests_path() -> Path:
    return paths.user_dir() / "bests.toml"


def options_key(options: dict) -> str:
    """The options a best was played with, as one readable key."""
    if not options:
        return STANDARD
    return ", ".join(f"{key}={value}" for key, value in sorted(options.items()))


def _key(game_id: str, options: dict) -> str:
    """The key of a game's best: every option named, as a match names them."""
    return options_key(registry.get_game(game_id).check_options(options))


def _is_score(value) -> bool:
    return type(value) is int and abs(value) <= BIGGEST


def possible_keys() -> dict[str, set[str]]:
    """Each game's id and every key its options can make (_key names every option)."""
    return {
        spec.id: {
            options_key(dict(zip((option.key for option in spec.options), values)))
            for values in itertools.product(*([choice for choice, _ in option.choices] for option in spec.options))
        }
        for spec in registry.all_games()
    }


def from_data(data: dict) -> tuple[dict[str, dict[str, int]], bool]:
    """The bests in a file's tables, and whether anything else was there."""
    bests: dict[str, dict[str, int]] = {}
    odd = False
    possible = possible_keys()
    for game, table in data.items():
        if not isinstance(table, dict) or game not in possible:
            odd = True
            continue
        kept = {key: value for key, value in table.items() if key in possible[game] and _is_score(value)}
        odd = odd or len(kept) != len(table)
        bests[game] = kept
    return bests, odd


def load(path: Path | None = None) -> tuple[dict[str, dict[str, int]], str]:
    """The bests and a sentence ("" when all went well). A missing file is no bests."""
    path = path or bests_path()
    try:
        data = tomlfile.read(path, MAX_BYTES)
    except FileNotFoundError:
        return {}, ""
    except tomlfile.DamagedFile as err:
        log.warning("bests unreadable: %s (%s)", err, err.__cause__)
        return {}, f"{err} Personal bests start afresh."
    bests, odd = from_data(data)
    return bests, ("Some personal bests made no sense and were left out." if odd else "")


def best(game_id: str, options: dict, path: Path | None = None) -> int | None:
    return load(path)[0].get(game_id, {}).get(_key(game_id, options))


def record(game_id: str, options: dict, score: int, path: Path | None = None) -> Record:
    """Keep `score` when it beats the best for this game and options. A file
    that can't be used as it is, is set aside first and the notice says so."""
    path = path or bests_path()
    bests, notice = load(path)
    key = _key(game_id, options)
    previous = bests.get(game_id, {}).get(key)
    if previous is not None and score <= previous:
        return Record(previous, False, notice)
    if paths.not_writing():  # a session that keeps nothing: the best is told, not kept
        return Record(previous, previous is not None, notice)
    if notice and os.path.lexists(path):
        notice = f"{notice} The old file was kept as {tomlfile.set_aside(path).name}."
    bests.setdefault(game_id, {})[key] = score
    tomlfile.write(path, bests, MAX_BYTES)
    return Record(previous, previous is not None, notice)
