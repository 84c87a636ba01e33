"""A session that keeps nothing (another window holds the user folder, or it
can't be written) writes, moves and removes nothing there, whatever it is asked
to save; and the lock that tells one copy from another (game/instance.py)."""

import os
import time
from pathlib import Path

from game import bests, instance, paths, saves, settings, tomlfile
from game.match import Match, Seat
from game.registry import get_game


def a_match(seed=3):
    return Match(get_game("stripmine"), [Seat("Ada"), Seat("Bo", 1, "bot")], seed)


def another_windows_files(home: Path) -> Match:
    """What the first window keeps: its game's save, settings, bests, an older
    Boomtown's continue save, a damaged save and a write of its own under way."""
    match = a_match()
    saves.write_save(match)
    settings.save(settings.Settings(volume=0.3))
    bests.record("aircargo", {}, 40)
    tomlfile.write(saves.continue_path(), a_match(seed=8).to_save())
    (saves.saves_dir() / "king_of_copper.toml").write_text("[damaged", encoding="utf-8")
    old = time.time() - 2 * tomlfile.STALE_TEMP_SECONDS  # a temp file start-up would otherwise tidy away
    temp = saves.saves_dir() / "stripmine.tomlab3_x9z1.tmp"
    temp.write_text("half a save", encoding="utf-8")
    os.utime(temp, (old, old))
    return match


def test_a_session_that_keeps_nothing_leaves_every_file_as_it_was(boomtown_home, snapshot):
    match = another_windows_files(boomtown_home)
    before = snapshot(boomtown_home)
    paths.stop_writing(instance.OTHER_WINDOW)
    assert paths.not_writing() == instance.OTHER_WINDOW
    if match.step_automatic() is None:  # the game goes on a move
        match.apply(match.legal_moves(match.to_act()[0])[0])
    assert saves.write_save(match) == ""
    assert saves.write_save(a_match(seed=4)) == ""  # a new game of the same game: nothing replaced
    assert saves.in_progress("stripmine") is None  # so setup asks nothing
    saves.clear_save(a_match())  # the other window's game is not removed when this one ends
    assert settings.save(settings.Settings(volume=1.0)) == ""
    assert bests.record("aircargo", {}, 50) == bests.Record(40, True)  # told, not kept
    assert saves.tidy_user_folder() == []
    assert len(saves.list_saves()) == 3  # read as ever; the continue save is not moved in
    assert paths.adopt_older_folder() == ""
    assert snapshot(boomtown_home) == before


def test_keeping_nothing_holds_for_its_folder_only(boomtown_home, tmp_path, monkeypatch):
    paths.stop_writing("Not here.")
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path / "another"))
    assert paths.not_writing() == ""
    saves.write_save(a_match())
    assert saves.save_path("stripmine").is_file()


def test_a_claim_is_kept_for_the_process_and_asked_again_it_still_holds(boomtown_home):
    assert instance.claim()
    assert instance.claim()  # the same process: still its own
    assert (boomtown_home / instance.LOCK_NAME).exists()
    assert not instance.LOCK_NAME.endswith(".toml")  # never taken for one of the player's files


def test_a_folder_that_cannot_hold_a_lock_is_not_another_window(tmp_path, monkeypatch):
    (tmp_path / "blocker").write_text("a file where a folder would go")
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path / "blocker" / "home"))
    assert instance.claim()  # the folder's own problem is told by paths.user_dir_problem()
    assert (tmp_path / "blocker").read_text() == "a file where a folder would go"
