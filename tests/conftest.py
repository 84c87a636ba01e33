"""Every test runs headless, with the player's files in a temporary folder."""

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["BOOMTOWN_PHONES_HOST"] = "127.0.0.1"  # phones' servers in tests listen on loopback only
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the project
sys.path.insert(0, str(HERE))  # the test helpers: action_monkey, move_fuzz, fake_table_scene

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def no_phones_left_open():
    """A table a test leaves open (a monkey that pressed the pause menu's Phones) closes its room."""
    yield
    from phones.room import running_rooms

    for room in running_rooms():
        room.close()


@pytest.fixture(autouse=True)
def boomtown_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("BOOMTOWN_HOME", str(home))
    yield home
    from game import saves

    saves.wait_for_saves()  # a table's last save lands in this test's folder, never the next one's


def _files_under(folder: Path) -> dict:
    return {
        str(path.relative_to(folder)): (path.read_bytes(), path.stat().st_mtime_ns)
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


@pytest.fixture
def snapshot():
    """snapshot(folder): every file under it, with its bytes and when it was last written;
    two equal snapshots show nothing was written, moved or removed in between."""
    return _files_under


@pytest.fixture(autouse=True)
def scene_errors_fail_the_test(monkeypatch):
    """The scene manager catches a scene's error so the app lives on; under
    test it raises it too. A test of that catching turns this off."""
    from scenes.kit.manager import SceneManager

    monkeypatch.setattr(SceneManager, "reraise", True)


@pytest.fixture(autouse=True)
def no_memory_settling(monkeypatch):
    """A new screen's full collection (App.settle_memory) scans every object the test process
    holds, often more than the test's own work; tests/scenes/kit/test_settled_memory.py turns it on."""
    from scenes.app import App

    monkeypatch.setattr(App, "settle_memory", False)


@pytest.fixture(autouse=True)
def fresh_session_memory():
    """Each test starts as a new session: no remembered setup screens."""
    yield
    setup = sys.modules.get("scenes.screens.setup")
    if setup is not None:
        setup.LAST_SETUP.clear()
