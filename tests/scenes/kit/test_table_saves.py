"""A table's saves are written off the frame thread: leaving the table waits for the last one,
and a write that fails is told at the table. No sleeps: a held write waits on an event."""

from __future__ import annotations

import errno
import threading

import pytest

from game import saves, tomlfile
from scenes.kit.game_scene import scene_for
from scenes.kit.manager import Scene

from fake_game import FAKE_SPEC, fake_match, use_fake_registry

TIMEOUT = 5.0  # seconds: only ever reached when something is broken


@pytest.fixture
def app(monkeypatch):
    use_fake_registry(monkeypatch)
    from scenes.app import App

    return App(headless=True)


def test_leaving_the_table_waits_for_its_last_save(app, monkeypatch):
    match = fake_match(players=2, humans=2)
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    leaving = threading.Event()
    real_write, real_wait = tomlfile.write_raw, saves.wait_for_saves

    def held_write(path, raw):  # the disk is slow: nothing is written until the table is left
        leaving.wait(TIMEOUT)
        real_write(path, raw)

    def wait_for_saves():
        leaving.set()
        real_wait()

    monkeypatch.setattr(tomlfile, "write_raw", held_write)
    monkeypatch.setattr(saves, "wait_for_saves", wait_for_saves)
    assert scene.try_move({"player": 0, "kind": "rest"})
    assert scene.try_move({"player": 1, "kind": "rest"})
    app.scenes.replace(Scene(app))  # any screen after the table (one that reads no saves itself)
    path = saves.save_path(FAKE_SPEC.id)
    assert tomlfile.read(path, saves.MAX_BYTES)["moves"] == match.log  # read without waiting


def test_a_save_that_fails_on_the_disk_is_told_at_the_table_once(app, monkeypatch):
    match = fake_match(players=2, humans=2)
    scene = scene_for(app, match)
    app.scenes.reset(scene)

    def full(path, raw):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(tomlfile, "write_raw", full)
    for player in (0, 1):
        assert scene.try_move({"player": player, "kind": "rest"})
        saves.wait_for_saves()
        app.frame(1 / 60, [])
    told = [text for text in app.toasts.messages() if "could not be saved" in text]
    assert told == ["The game could not be saved (No space left on device)."]
