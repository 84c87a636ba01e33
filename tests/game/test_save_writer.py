"""The saves' writer thread: one write at a time, in the order handed over, the latest save of a
path winning, each what the match was when handed over; a failed write is told, and the next
good one clears it. No sleeps: a write held back waits on an event the test sets."""

from __future__ import annotations

import errno
import threading

import pytest

from game import saves, tomlfile
from game.core import CHANCE
from game.match import Match, Seat
from game.registry import get_game
from game.save_writer import Writer

TIMEOUT = 5.0  # seconds: only ever reached when something is broken


def one_move(match: Match) -> None:
    if CHANCE in match.to_act():
        match.step_automatic()
    else:
        match.apply(match.legal_moves(match.to_act()[0])[0])


def match_with_moves(count: int) -> Match:
    match = Match(get_game("stripmine"), [Seat("Ada", 0), Seat("Bo", 1)], 3)
    for _ in range(count):
        one_move(match)
    return match


def test_many_quick_saves_end_with_the_last_one_on_disk():
    match = match_with_moves(0)
    for _ in range(12):
        one_move(match)
        assert saves.save_soon(match) == ""
    saves.wait_for_saves()
    assert saves.load_save(saves.save_path("stripmine")).log == match.log


def test_a_waiting_save_is_replaced_by_a_newer_one_and_writes_never_overlap_or_reorder(tmp_path):
    held, going = threading.Event(), threading.Event()
    written: list[tuple[str, bytes]] = []
    at_once = []

    def write(path, raw):
        at_once.append(path)
        if raw == b"first":
            held.set()
            assert going.wait(TIMEOUT)
        written.append((path.name, raw))
        assert len(at_once) == 1, "two writes at once"
        at_once.pop()

    writer = Writer(write)
    writer.put(tmp_path / "a.toml", lambda: b"first")
    assert held.wait(TIMEOUT)  # the first is being written; these wait behind it
    for number in range(2, 40):
        writer.put(tmp_path / "a.toml", lambda number=number: f"a{number}".encode())
    writer.put(tmp_path / "b.toml", lambda: b"b1")
    writer.put(tmp_path / "a.toml", lambda: b"a-last")  # after b's, as handed over
    going.set()
    writer.wait()
    assert written == [("a.toml", b"first"), ("b.toml", b"b1"), ("a.toml", b"a-last")]


def test_a_save_is_what_the_match_was_when_handed_over_though_its_text_is_made_later(monkeypatch):
    match = match_with_moves(3)
    going = threading.Event()
    real = tomlfile.encode
    monkeypatch.setattr(tomlfile, "encode", lambda *args: going.wait(TIMEOUT) and real(*args))
    saves.save_soon(match)
    kept = list(match.log)
    match.undo_to(1)  # the table moves on (here: back) before the writer makes the text
    one_move(match)
    going.set()
    saves.wait_for_saves()
    assert saves.load_save(saves.save_path("stripmine")).log == kept


def test_a_failed_write_is_told_and_the_next_good_one_clears_it(monkeypatch):
    match = match_with_moves(1)
    real = tomlfile.write_raw

    def full(path, raw):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(tomlfile, "write_raw", full)
    saves.save_soon(match)
    saves.wait_for_saves()
    assert saves.save_problem(match).strerror == "No space left on device"
    with pytest.raises(OSError, match="No space left"):
        saves.write_save(match)  # waited for, so its failure is raised
    monkeypatch.setattr(tomlfile, "write_raw", real)
    saves.save_soon(match)
    saves.wait_for_saves()
    assert saves.save_problem(match) is None
    assert saves.load_save(saves.save_path("stripmine")).log == match.log


def test_while_writes_succeed_a_tables_look_at_its_save_works_out_no_path(monkeypatch):
    """A table asks after its save every frame: no path is made (nor folder) until a write fails."""
    monkeypatch.setattr(saves, "_writer", Writer(lambda path, raw: tomlfile.write_raw(path, raw)))
    match = match_with_moves(1)
    saves.save_soon(match)
    saves.wait_for_saves()
    real = saves.save_path
    monkeypatch.setattr(saves, "save_path", lambda game_id: pytest.fail("a save's path was worked out"))
    assert saves.save_problem(match) is None
    monkeypatch.setattr(saves, "save_path", real)

    def read_only(path, raw):
        raise OSError(errno.EROFS, "Read-only file system", str(path))

    monkeypatch.setattr(tomlfile, "write_raw", read_only)
    saves.save_soon(match)
    saves.wait_for_saves()
    assert saves.save_problem(match).errno == errno.EROFS
