"""Save files: a match as a TOML replay log. Loading replays every move, so
a save can never hold a state the rules would not reach."""
from __future__ import annotations

from pathlib import Path

from game import paths, tomlfile
from game.core import IllegalMove
from game.match import Match, Seat
from game import registry


class BadSave(ValueError):
    """A save file we can't use. The message is for the player."""


def continue_path() -> Path:
    return paths.user_dir() / "continue.toml"


_checked: set[Path] = set()  # save paths already known to hold nothing worth keeping


def write_save(match: Match, path: Path | None = None) -> str:
    """Save the match. The first write to a path in a session checks what is
    there: an unreadable save is set aside, not overwritten, and the message
    saying so is returned ("" otherwise)."""
    path = Path(path or continue_path())
    notice = ""
    if path not in _checked:
        notice = _set_aside_if_damaged(path)
        _checked.add(path)
    tomlfile.write(path, match.to_save())
    return notice


def _set_aside_if_damaged(path: Path) -> str:
    try:
        load_save(path)
    except FileNotFoundError:
        return ""
    except BadSave:
        aside = tomlfile.set_aside(path)
        return f"The old saved game could not be read, so it was kept as {aside.name}."
    return ""


def from_data(data: dict) -> Match:
    if data.get("format") != "boomtown-save":
        raise BadSave("That file is not a Boomtown save.")
    if data.get("format_version") != 1:
        raise BadSave("That save comes from a newer Boomtown.")
    try:
        spec = registry.get_game(str(data.get("game")))
    except KeyError as err:
        raise BadSave(f"That save is for a game we don't have ({data.get('game')!r}).") from err
    if data.get("game_version") != spec.version:
        raise BadSave(f"That {spec.title} save is from another version of the rules.")
    try:
        seats = [Seat(**seat) for seat in data["seats"]]
        match = Match(spec, seats, int(data["seed"]), dict(data.get("options", {})))
        for move in data.get("moves", []):
            match.apply(move)
    except (KeyError, TypeError, ValueError, IllegalMove) as err:
        raise BadSave(f"That {spec.title} save is damaged ({err}).") from err
    return match


def load_save(path: Path | None = None) -> Match:
    """The saved match; FileNotFoundError when there is none, BadSave when
    it is damaged or foreign. Never changes the file."""
    try:
        data = tomlfile.read(path or continue_path())
    except tomlfile.DamagedFile as err:
        raise BadSave(str(err)) from err
    return from_data(data)


def clear_continue() -> None:
    continue_path().unlink(missing_ok=True)
