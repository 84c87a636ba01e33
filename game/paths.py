"""Where Boomtown keeps the player's files (settings, saves, bests).

The folder is the platform's own user-data folder, from platformdirs:
~/.local/share/boomtown (or $XDG_DATA_HOME/boomtown) on Linux,
~/Library/Application Support/Boomtown on macOS, %APPDATA%\\Boomtown on
Windows. BOOMTOWN_HOME overrides it. Earlier Boomtowns used
~/.local/share/boomtown on every system but Windows; adopt_older_folder()
moves what they left there into the platform's folder."""

from __future__ import annotations

import errno
import logging
import os
import sys
from pathlib import Path

from game import tomlfile

log = logging.getLogger(__name__)

DATA_DIR = Path(__file__).parent / "data"
OUR_FILES = "*.toml"  # settings, bests, continue and the saves (set-aside copies too): all Boomtown writes


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
    return platform_folder()


def platform_folder(platform: str = sys.platform) -> Path:
    """The platform's user-data folder for Boomtown. Linux keeps the
    lowercase name of its convention (and of earlier Boomtowns)."""
    if platform == "darwin":
        from platformdirs.macos import MacOS

        return Path(MacOS("Boomtown", appauthor=False).user_data_dir)
    if platform == "win32":
        from platformdirs.windows import Windows

        return Path(Windows("Boomtown", appauthor=False, roaming=True).user_data_dir)
    from platformdirs.unix import Unix

    return Path(Unix("boomtown", appauthor=False).user_data_dir)


def older_folders() -> list[Path]:
    """Where earlier Boomtowns kept the player's files on this machine."""
    xdg = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    folders = [Path(xdg) / "boomtown"]
    if os.name == "nt" and os.environ.get("APPDATA"):
        folders.insert(0, Path(os.environ["APPDATA"]) / "Boomtown")
    return folders


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


# --- a session that keeps nothing ---------------------------------------------------------
# Why this process writes nothing in a user folder (another window holds it, or it can't be
# written), by folder. Every writer of the player's files asks not_writing() first.
_not_writing: dict[Path, str] = {}


def stop_writing(reason: str) -> None:
    """Write nothing in the user folder for the rest of this process; `reason`
    is the sentence saying why."""
    _not_writing[_user_dir_path()] = reason


def not_writing() -> str:
    """Why nothing is written in the user folder this session; "" when the player's files are kept."""
    return _not_writing.get(_user_dir_path(), "")


# --- files an earlier Boomtown left elsewhere ----------------------------------------------
def adopt_older_folder() -> str:
    """At start-up: move the files an earlier Boomtown kept in another
    folder into the user folder, each only where its name is free there.
    A file whose name is taken (or that can't be moved) stays where it is,
    untouched, and the sentence returned says where ("" when nothing stayed). Never
    with BOOMTOWN_HOME, which names the one folder to use."""
    if os.environ.get("BOOMTOWN_HOME") or not_writing():
        return ""
    target = _user_dir_path()
    notices = []
    for older in older_folders():
        if not older.is_dir() or _same_folder(older, target):
            continue
        stayed = []
        for sub in ("", "saves"):
            tomlfile.remove_stale_temps(older / sub)
            stayed += [str(Path(sub) / name) for name in _move_our_files(older / sub, target / sub)]
        for sub in ("saves", ""):
            _remove_if_empty(older / sub)
        if stayed:
            notices.append(
                f"{_listed(stayed)} from an older Boomtown {'stays' if len(stayed) == 1 else 'stay'} in "
                f"{_shown(older)}: this Boomtown has its own, and nothing was overwritten."
            )
    return " ".join(notices)


def _listed(names: list[str], most: int = 3) -> str:
    """ "a, b, c and 2 more": a toast has room for a few names."""
    more = f" and {len(names) - most} more" if len(names) > most else ""
    return ", ".join(names[:most]) + more


def _shown(folder: Path) -> str:
    """The folder as a player would type it: ~ for the home folder."""
    try:
        return str(Path("~") / folder.relative_to(Path.home()))
    except ValueError:
        return str(folder)


def _same_folder(one: Path, other: Path) -> bool:
    try:
        return os.path.samefile(one, other)  # one folder under two names (a link, or a case-blind disk)
    except OSError:
        return False  # the user folder is not made yet


def _move_our_files(source: Path, target: Path) -> list[str]:
    """Move our files from `source` to `target` where their names are free;
    the names of those that stayed."""
    try:
        files = sorted(path for path in source.glob(OUR_FILES) if path.is_file() and not path.is_symlink())
    except OSError:
        return []
    stayed = []
    for path in files:
        try:
            target.mkdir(parents=True, exist_ok=True)
            moved = _move_if_free(path, target / path.name)
        except OSError as err:
            log.warning("%s stays where it is: %s", path, err)
            moved = False
        if moved:
            log.info("moved %s to %s", path, target)
        else:
            stayed.append(path.name)
    return stayed


def _move_if_free(path: Path, target: Path) -> bool:
    """tomlfile.move_if_free, and across disks a copy made only where
    nothing is, then the original removed."""
    try:
        return tomlfile.move_if_free(path, target)
    except OSError as err:
        if err.errno != errno.EXDEV:
            raise
    data = path.read_bytes()
    try:
        with open(target, "xb") as copy:  # "x": never replaces a file
            copy.write(data)
            copy.flush()
            os.fsync(copy.fileno())
    except FileExistsError:
        return False
    except OSError:
        target.unlink(missing_ok=True)
        raise
    path.unlink()
    return True


def _remove_if_empty(folder: Path) -> None:
    try:
        folder.rmdir()  # only succeeds when nothing is left in it
    except OSError:
        pass
