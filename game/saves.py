"""Save files: a match as a TOML replay log. Loading replays every move, so
a save can never hold a state the rules would not reach.

Each game keeps one save, saves/<game id>.toml in the user folder, so a
game of one never pushes out a game of another. A file we can't use is
never overwritten: it is set aside first (tomlfile.set_aside), and every
field is checked before a move is replayed.

A table saves after every move without waiting on the disk (save_soon: the saves' writer
thread, game/save_writer.py, writes it); every reader here, and leaving a table, waits first."""

from __future__ import annotations

import datetime
import errno
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeGuard

from game import paths, registry, save_writer, tomlfile
from game.core import IllegalMove
from game.match import Match, Seat

log = logging.getLogger(__name__)

MAX_BYTES = 2 * 1024 * 1024  # the longest game we have measured saves under 60 kB
# Moves in a save, chance's too: four times the longest game bots have played (King of Copper's
# 60 rounds with four random bots, 1499 moves; Coal n' Write's longest 1342, the others under 200).
MAX_MOVES = 6000
NAME_LIMIT = 40  # a seat's name; setup allows 14 characters
TEXT_LIMIT = 40  # a seat's bot name or controller
PLAYER_COLOUR_COUNT = 8  # len(sprites.theme.PLAYER_COLOURS); a test keeps the two equal
SEAT_KINDS = ("human", "bot")
_SLOT_NAME = re.compile(r"[a-z0-9_]+\.toml")  # "stripmine.toml"; set-aside copies have more dots


class BadSave(ValueError):
    """A save file we can't use. The message is for the player."""


# --- where saves live ------------------------------------------------------------------
def saves_dir() -> Path:
    return paths.user_dir() / "saves"


def save_path(game_id: str) -> Path:
    """The one save a game keeps."""
    return saves_dir() / f"{game_id}.toml"


def continue_path() -> Path:
    """The single save of older Boomtowns. It is moved to its game's save
    when that is free (see list_saves), and never written again."""
    return paths.user_dir() / "continue.toml"


def tidy_user_folder() -> list[str]:
    """At start-up: remove the temp files a killed write left behind."""
    if paths.not_writing():
        return []  # they may be another window's writes under way
    return tomlfile.remove_stale_temps(paths.user_dir()) + tomlfile.remove_stale_temps(saves_dir())


# --- writing ---------------------------------------------------------------------------
_checked: set[Path] = set()  # save paths whose old contents were looked at this session
# Every save's text and disk work, off the frame thread (tomlfile.write_raw looked up at each write: tests swap it).
_writer = save_writer.writer(lambda path, raw: tomlfile.write_raw(path, raw))


def save_soon(match: Match) -> str:
    """The table's save after a move: its tables are taken now, and made into text and written
    by the saves' writer thread (the latest wins), so the frame never waits on either. Returns
    write_save's notice; a write that fails (or a save too big to read back) is told by
    save_problem, a game longer than a save holds at once."""
    return _hand_over(match, save_path(match.spec.id))


def write_save(match: Match, path: Path | None = None) -> str:
    """Save the match, and wait until it (and every save before it) is on disk. The first
    write to a path in a session checks what is there: an unreadable save is set aside, not
    overwritten, and the message saying so is returned ("" otherwise). A damaged save never
    stops this one being written. A save load_save would refuse is never written
    (tomlfile.TooBig, an OSError). Nothing is written in a session that keeps nothing."""
    path = Path(path or save_path(match.spec.id))
    notice = _hand_over(match, path)
    _writer.wait()
    problem = _writer.problem(path)
    if problem is not None:
        raise problem
    return notice


def wait_for_saves() -> None:
    """Until every save handed over is on disk (or has failed): leaving a table, closing the app."""
    _writer.wait()


def save_problem(match: Match) -> Exception | None:
    """Why the match's last save could not be written (an OSError); None once one is. A table
    asks every frame: its save's path is only looked up (and the folder made) while a write fails."""
    return _writer.problem(save_path(match.spec.id)) if _writer.failing() else None


def _hand_over(match: Match, path: Path) -> str:
    if paths.not_writing():
        return ""
    if path.parent.exists() and not path.parent.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, f"{path.parent} is a file, not a folder", str(path.parent))
    if len(match.log) > MAX_MOVES:  # load_save would refuse it
        raise tomlfile.TooBig(path, f"the game is longer than a save can hold: {MAX_MOVES} moves")
    notice = ""
    if path not in _checked:  # no save to this path was handed over yet: nothing to wait for
        notice = _set_aside_if_unusable(path)
        _checked.add(path)
    data, max_bytes = match.to_save(copy_moves=False), MAX_BYTES  # as they are now: later moves are not in it
    _writer.put(path, lambda: tomlfile.encode(path, data, max_bytes))
    return notice


def _set_aside_if_unusable(path: Path) -> str:
    if not os.path.lexists(path):
        return ""
    try:
        load_save(path)
        return ""
    except FileNotFoundError:
        return ""
    except BadSave:
        pass
    except Exception:  # noqa: BLE001 - a save that breaks the loader is kept aside like any damaged one
        log.exception("replaying %s failed", path)
    aside = tomlfile.set_aside(path)
    return f"The old saved game could not be read, so it was kept as {aside.name}."


def clear_save(match: Match) -> None:
    """Remove the match's save once the game is over; a file there that holds
    another game (or can't be read) is left alone, and so is every save in a
    session that keeps nothing (another window may be playing this game)."""
    if paths.not_writing():
        return
    _writer.wait()  # a save still being written would bring the game back
    path = save_path(match.spec.id)
    try:
        data = tomlfile.read(path, MAX_BYTES)
    except (FileNotFoundError, tomlfile.DamagedFile):
        return
    moves, seats = data.get("moves"), data.get("seats")
    names = [seat.get("name") if isinstance(seat, dict) else None for seat in seats] if isinstance(seats, list) else []
    same_game = (
        data.get("game") == match.spec.id
        and data.get("seed") == match.seed
        and names == [seat.name for seat in match.seats]
        and isinstance(moves, list)
        and moves == match.log[: len(moves)]
    )
    if same_game:
        path.unlink(missing_ok=True)


# --- checking and loading ----------------------------------------------------------------
def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _short_text(value: object, limit: int) -> TypeGuard[str]:
    return isinstance(value, str) and 0 < len(value.strip()) and len(value) <= limit and value.isprintable()


def _check_seat(number: int, seat) -> Seat:
    if not isinstance(seat, dict):
        raise BadSave(f"player {number} is not a player.")
    unknown = set(seat) - {"name", "colour", "kind", "bot", "controller"}
    if unknown:
        raise BadSave(f"player {number} has something we don't know ({sorted(unknown)[0]}).")
    name = seat.get("name")
    if not _short_text(name, NAME_LIMIT):
        raise BadSave(f"player {number}'s name is missing or too long.")
    colour = seat.get("colour", 0)
    if not (_is_int(colour) and 0 <= colour < PLAYER_COLOUR_COUNT):
        raise BadSave(f"{name}'s colour is not one of ours.")
    kind = seat.get("kind", "human")
    if kind not in SEAT_KINDS:
        raise BadSave(f"{name} is neither a person nor a bot.")
    bot, controller = seat.get("bot", "strong"), seat.get("controller", "kbm")
    if not _short_text(bot, TEXT_LIMIT) or not _short_text(controller, TEXT_LIMIT):
        raise BadSave(f"{name}'s bot or controller makes no sense.")
    return Seat(name, colour, kind, bot, controller)


def from_data(data: dict) -> Match:
    """The match a save's tables describe, replayed move by move; BadSave
    with a sentence for the player when anything in it is wrong."""
    if not isinstance(data, dict) or data.get("format") != "boomtown-save":
        raise BadSave("That file is not a Boomtown save.")
    version = data.get("format_version")
    if _is_int(version) and version > 1:
        raise BadSave("That save comes from a newer Boomtown.")
    if version != 1 or not _is_int(version):
        raise BadSave("That save is damaged: its format version makes no sense.")
    game_id = data.get("game")
    try:
        spec = registry.get_game(game_id) if isinstance(game_id, str) else None
    except KeyError:
        spec = None
    if spec is None:
        raise BadSave(f"That save is for a game we don't have ({str(game_id)[:30]!r}).")
    game_version = data.get("game_version")
    if not _is_int(game_version) or game_version != spec.version:
        raise BadSave(f"That {spec.title} save is from another version of the rules.")
    try:
        seed = data.get("seed")
        if not _is_int(seed):
            raise BadSave("its seed is not a whole number.")
        seats = data.get("seats")
        if not isinstance(seats, list) or not spec.min_players <= len(seats) <= spec.max_players:
            raise BadSave(f"it needs {spec.min_players} to {spec.max_players} players.")
        seats = [_check_seat(number, seat) for number, seat in enumerate(seats, 1)]
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise BadSave("its options are not a table.")
        moves = data.get("moves", [])
        if not isinstance(moves, list):
            raise BadSave("its moves are not a list.")
        if len(moves) > MAX_MOVES:
            raise BadSave(f"it holds more moves than any game takes ({len(moves)}).")
        hints = data.get("hints", True)  # saves from before hints could be turned off
        if not isinstance(hints, bool):
            raise BadSave("whether hints are on is neither true nor false.")
        match = Match(spec, seats, seed, options, hints)
    except BadSave as err:
        raise BadSave(f"That {spec.title} save is damaged: {err}") from err
    except ValueError as err:  # the rules refused the table (too many players, say)
        raise BadSave(f"That {spec.title} save is damaged: {err}") from err
    for number, move in enumerate(moves, 1):
        if not isinstance(move, dict):
            raise BadSave(f"That {spec.title} save is damaged: move {number} is not a move.")
        try:
            match.apply(move)
        except IllegalMove as err:
            raise BadSave(f"That {spec.title} save is damaged: move {number} is refused ({err}).") from err
        except (KeyError, IndexError, TypeError, AttributeError, ValueError, RecursionError) as err:
            # A move of the wrong shape should be refused by the rules; this keeps a save safe if one slips by.
            log.warning("move %d of a %s save broke the rules code: %r", number, spec.id, err)
            raise BadSave(f"That {spec.title} save is damaged: move {number} makes no sense.") from err
    return match


def load_save(path: Path | None = None) -> Match:
    """The saved match; FileNotFoundError when there is none, BadSave when
    it is damaged or foreign. Never changes the file. Without a path, the
    most recently saved game."""
    _writer.wait()  # readers see every save handed over before them
    if path is None:
        newest = max(_slot_files(), key=_mtime, default=None)
        if newest is None:
            raise FileNotFoundError(errno.ENOENT, "There is no saved game.", str(saves_dir()))
        path = newest
    try:
        data = tomlfile.read(path, MAX_BYTES)
    except tomlfile.DamagedFile as err:
        raise BadSave(str(err)) from err
    return from_data(data)


# --- the Continue list -------------------------------------------------------------------
@dataclass
class SavedGame:
    """One save, as the Continue list shows it."""

    path: Path
    saved_at: float  # when it was last written (seconds since the epoch)
    title: str  # the game's title, or the file's name when the game is unknown
    game_id: str = ""
    players: list[str] = field(default_factory=list)
    colours: list[int] = field(default_factory=list)
    moves: int = 0
    problem: str = ""  # why it can't be continued; "" when it can

    @property
    def usable(self) -> bool:
        return not self.problem


def _mtime(path: Path) -> float:
    try:
        return os.stat(path).st_mtime
    except OSError:
        return 0.0


def _slot_files() -> list[Path]:
    try:
        return [Path(entry.path) for entry in os.scandir(saves_dir()) if _SLOT_NAME.fullmatch(entry.name)]
    except OSError:
        return []


_summaries: dict[Path, tuple[tuple, SavedGame]] = {}  # replaying is slow; a file that hasn't changed isn't replayed


def _summary(path: Path) -> SavedGame | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    signature = (info.st_ino, info.st_size, info.st_mtime_ns)
    cached = _summaries.get(path)
    if cached and cached[0] == signature:
        return cached[1]
    entry = SavedGame(path, info.st_mtime, _title_for(path))
    try:
        match = load_save(path)
        entry.title, entry.game_id, entry.moves = match.spec.title, match.spec.id, len(match.log)
        entry.players = [seat.name for seat in match.seats]
        entry.colours = [seat.colour for seat in match.seats]
    except FileNotFoundError:
        return None
    except BadSave as err:
        entry.problem = str(err)
    except Exception as err:  # noqa: BLE001 - e.g. a game module that fails to import
        log.exception("the save %s could not be read", path)
        entry.problem = f"That saved game could not be read ({err})."
    _summaries[path] = (signature, entry)
    return entry


def _title_for(path: Path) -> str:
    """The game's title from a save's file name, before (or without) reading it."""
    if path == continue_path():
        return "A saved game"
    try:
        return registry.get_game(path.stem).title
    except Exception:  # noqa: BLE001 - not one of our games: its file name will do
        return path.name


def short_problem(entry: SavedGame) -> str:
    """The problem without the game's name, for a line under that name."""
    lead = f"That {entry.title} save is damaged: "
    if entry.problem.startswith(lead):
        return f"Damaged: {entry.problem[len(lead) :]}"
    return entry.problem


def _adopt_older_save() -> None:
    """Move the single save of older Boomtowns to its game's save, when that
    is free. A damaged one stays where it is (and is listed with its problem)."""
    legacy = continue_path()
    if paths.not_writing() or not legacy.is_file():
        return
    entry = _summary(legacy)  # read once, not on every visit to the title
    if entry is None or not entry.usable:
        return
    target = save_path(entry.game_id)
    try:
        saves_dir().mkdir(parents=True, exist_ok=True)
        if tomlfile.move_if_free(legacy, target):
            log.info("moved the old continue save to %s", target)
    except OSError as err:
        log.warning("the old continue save stays where it is: %s", err)


def list_saves() -> list[SavedGame]:
    """Every save, newest first, with those that can't be continued marked
    by their problem. An older Boomtown's save whose game already has a save
    here is listed as waiting; it moves in once that game is over."""
    _writer.wait()
    _adopt_older_save()
    entries = [entry for entry in map(_summary, _slot_files()) if entry is not None]
    legacy = _summary(continue_path()) if os.path.lexists(continue_path()) else None
    if legacy is not None:
        if legacy.usable:
            legacy = SavedGame(
                **{
                    **legacy.__dict__,
                    "problem": (
                        f"This {legacy.title} game was saved by an older Boomtown. It can be continued once "
                        f"your other {legacy.title} game is over."
                    ),
                }
            )
        entries.append(legacy)
    return sorted(entries, key=lambda entry: entry.saved_at, reverse=True)


def in_progress(game_id: str) -> SavedGame | None:
    """The save a new game of `game_id` would replace, if it holds a game that can be continued
    (none in a session that keeps nothing: a new game replaces nothing then)."""
    if paths.not_writing():
        return None
    _writer.wait()
    entry = _summary(save_path(game_id))
    return entry if entry is not None and entry.usable else None


# --- words for the player ------------------------------------------------------------------
MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def saved_label(saved_at: float, now: float | None = None) -> str:
    """When a save was written, as a player says it: "today at 14:32",
    "yesterday at 9:05", "on 3 March at 18:10", "on 3 March 2023"."""
    when = datetime.datetime.fromtimestamp(saved_at)
    today = datetime.datetime.fromtimestamp(now).date() if now is not None else datetime.date.today()
    clock = f"{when.hour}:{when.minute:02d}"
    days = (today - when.date()).days
    if days == 0:
        return f"today at {clock}"
    if days == 1:
        return f"yesterday at {clock}"
    if when.year == today.year:
        return f"on {when.day} {MONTHS[when.month - 1]} at {clock}"
    return f"on {when.day} {MONTHS[when.month - 1]} {when.year}"


def players_label(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names) or "nobody"
    return f"{', '.join(names[:-1])} and {names[-1]}"
