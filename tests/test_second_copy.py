"""Two copies of Boomtown on one user folder, as real processes started the
way main.py starts play: the first holds the folder, a second finds it taken
and writes nothing, and a first killed outright leaves nothing that blocks the
next start. The processes keep in step through their pipes, never by waiting."""

import os
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

from game import bests, saves, settings
from game.match import Match, Seat
from game.registry import get_game

ROOT = Path(__file__).resolve().parent.parent

# Starts as play does, says whether it holds the folder, and runs until told to stop on stdin.
HOLD = "import sys, main; app = main.start_app(); print('taken' if app.other_window else 'held', flush=True); input()"
# Starts as play does, then does all a game and its screens write.
WRITE_ALL = """
import main
from game import bests, saves
from game.match import Match, Seat
from game.registry import get_game
app = main.start_app()
match = Match(get_game("stripmine"), [Seat("Ada"), Seat("Bo", 1, "bot")], 3)
saves.write_save(match)
saves.clear_save(match)
app.settings.volume = 1.0
app.save_settings()
bests.record("aircargo", {}, 99)
saves.list_saves()
print("taken" if app.other_window else "held")
"""


def start(code: str, home: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=dict(os.environ, BOOMTOWN_HOME=str(home)),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )


def run(args: list[str], home: Path) -> str:
    env = dict(os.environ, BOOMTOWN_HOME=str(home))
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, check=True).stdout


def first_windows_files() -> None:
    """The first window's game (the very game the second copy will end), settings and bests."""
    saves.write_save(Match(get_game("stripmine"), [Seat("Ada"), Seat("Bo", 1, "bot")], 3))
    settings.save(settings.Settings(volume=0.3))
    bests.record("aircargo", {}, 40)


@contextmanager
def first_window(home: Path):
    """A copy that holds the folder while the test runs, then is killed."""
    first = start(HOLD, home)
    try:
        assert first.stdout.readline().strip() == "held"
        yield first
    finally:
        first.kill()
        first.wait()


def test_a_second_copy_finds_the_folder_taken_and_writes_nothing(boomtown_home, snapshot):
    first_windows_files()
    with first_window(boomtown_home):
        before = snapshot(boomtown_home)
        assert run(["-c", WRITE_ALL], boomtown_home).strip() == "taken"
        assert snapshot(boomtown_home) == before


def test_smoke_runs_are_not_blocked_by_a_copy_that_holds_the_folder(boomtown_home, snapshot):
    with first_window(boomtown_home):
        before = snapshot(boomtown_home)
        for command in ("play", "demo"):
            assert run(["main.py", command, "--frames", "5"], boomtown_home).strip() == "Ran 5 frames; 0 scene errors."
        assert snapshot(boomtown_home) == before


def test_a_copy_killed_outright_leaves_no_lock_behind(boomtown_home):
    first = start(HOLD, boomtown_home)
    assert first.stdout.readline().strip() == "held"
    first.kill()  # SIGKILL: nothing of Boomtown's runs on its way out
    first.wait()
    after = start(HOLD, boomtown_home)
    try:
        assert after.stdout.readline().strip() == "held"
        assert run(["-c", WRITE_ALL], boomtown_home).strip() == "taken"  # and it holds the folder in turn
    finally:
        after.communicate("\n")  # asked to stop: ends as a window closed by its player does
    assert run(["-c", WRITE_ALL], boomtown_home).strip() == "held"
