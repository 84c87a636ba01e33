"""Where the player's files live on each platform, and how the files of an
older Boomtown's folder are found. Every test points HOME (and the XDG and
Windows variables) at a temporary folder: no real home is touched."""

from pathlib import Path

import pytest

from game import paths, saves, settings, tomlfile


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fake home with no BOOMTOWN_HOME: the platform's folder is used."""
    home = tmp_path / "me"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("BOOMTOWN_HOME", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.delenv("APPDATA", raising=False)
    return home


def test_linux_keeps_the_folder_earlier_boomtowns_used(home, monkeypatch):
    assert paths.platform_folder("linux") == home / ".local" / "share" / "boomtown"
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    assert paths.platform_folder("linux") == home / "data" / "boomtown"


def test_macos_uses_application_support(home):
    assert paths.platform_folder("darwin") == home / "Library" / "Application Support" / "Boomtown"


def test_boomtown_home_overrides_the_platform_folder(home, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_HOME", str(home / "elsewhere"))
    assert paths.user_dir() == home / "elsewhere"
    assert settings.settings_path() == home / "elsewhere" / "settings.toml"


def on_a_mac(monkeypatch, home) -> Path:
    """The platform folder as on macOS; the older folder is ~/.local/share/boomtown."""
    folder = paths.platform_folder("darwin")
    monkeypatch.setattr(paths, "platform_folder", lambda platform="darwin": folder)
    return folder


def an_older_boomtowns_files(home) -> Path:
    older = home / ".local" / "share" / "boomtown"
    (older / "saves").mkdir(parents=True)
    (older / "settings.toml").write_text("volume = 0.25\n")
    (older / "bests.toml").write_text("# bests\n")
    (older / "saves" / "stripmine.toml").write_text("# a save\n")
    return older


def test_an_older_boomtowns_files_move_to_the_platform_folder(home, monkeypatch):
    folder = on_a_mac(monkeypatch, home)
    older = an_older_boomtowns_files(home)
    assert paths.adopt_older_folder() == ""
    assert (folder / "settings.toml").read_text() == "volume = 0.25\n"
    assert (folder / "bests.toml").read_text() == "# bests\n"
    assert (folder / "saves" / "stripmine.toml").read_text() == "# a save\n"
    assert not older.exists()  # emptied, so tidied away
    loaded, message = settings.load()
    assert loaded.volume == 0.25 and message == ""  # the player's volume is found
    assert saves.save_path("stripmine").read_text() == "# a save\n"  # where Continue looks


def test_a_file_whose_name_is_taken_stays_untouched_and_is_named(home, monkeypatch):
    folder = on_a_mac(monkeypatch, home)
    older = an_older_boomtowns_files(home)
    (folder / "saves").mkdir(parents=True)
    (folder / "saves" / "stripmine.toml").write_text("# a newer save\n")
    notice = paths.adopt_older_folder()
    assert (folder / "saves" / "stripmine.toml").read_text() == "# a newer save\n"  # never overwritten
    assert (older / "saves" / "stripmine.toml").read_text() == "# a save\n"  # never lost
    assert (folder / "settings.toml").read_text() == "volume = 0.25\n"  # the free names moved
    assert notice == (
        "saves/stripmine.toml from an older Boomtown stays in ~/.local/share/boomtown: "
        "this Boomtown has its own, and nothing was overwritten."
    )
    assert paths.adopt_older_folder() == notice  # said again at the next start, until the player sorts it


def test_many_files_left_behind_are_named_briefly(home, monkeypatch):
    folder = on_a_mac(monkeypatch, home)
    older = an_older_boomtowns_files(home)
    (folder / "saves").mkdir(parents=True)
    for name in ("settings.toml", "bests.toml", "continue.toml", "saves/stripmine.toml", "saves/aircargo.toml"):
        (folder / name).write_text("# this Boomtown's\n")
        (older / name).write_text("# an older one's\n")
    notice = paths.adopt_older_folder()
    assert notice.startswith("bests.toml, continue.toml, settings.toml and 2 more from an older Boomtown stay in")
    assert all((older / name).read_text() == "# an older one's\n" for name in ("bests.toml", "saves/aircargo.toml"))


def test_only_boomtowns_own_files_move(home, monkeypatch):
    folder = on_a_mac(monkeypatch, home)
    older = an_older_boomtowns_files(home)
    (older / "notes.txt").write_text("mine")
    paths.adopt_older_folder()
    assert (older / "notes.txt").read_text() == "mine" and not (folder / "notes.txt").exists()


def test_one_folder_under_two_names_is_left_alone(home, monkeypatch):
    older = an_older_boomtowns_files(home)
    monkeypatch.setattr(paths, "platform_folder", lambda platform="": home / "link")
    (home / "link").symlink_to(older)
    assert paths.adopt_older_folder() == ""
    assert (older / "settings.toml").read_text() == "volume = 0.25\n"


def test_boomtown_home_adopts_nothing(home, monkeypatch):
    older = an_older_boomtowns_files(home)
    monkeypatch.setenv("BOOMTOWN_HOME", str(home / "elsewhere"))
    assert paths.adopt_older_folder() == ""
    assert (older / "settings.toml").exists() and not (home / "elsewhere" / "settings.toml").exists()


def test_a_move_across_disks_copies_without_overwriting(home, monkeypatch, tmp_path):
    source = tmp_path / "a.toml"
    source.write_text("x = 1\n")

    def across_disks(path, target):
        raise OSError(18, "Invalid cross-device link")  # errno.EXDEV

    monkeypatch.setattr(tomlfile, "move_if_free", across_disks)
    target = tmp_path / "b.toml"
    target.write_text("y = 2\n")
    assert not paths._move_if_free(source, target)
    assert target.read_text() == "y = 2\n" and source.exists()
    target.unlink()
    assert paths._move_if_free(source, target)
    assert target.read_text() == "x = 1\n" and not source.exists()


def test_the_app_says_when_older_files_stayed_behind(home, monkeypatch):
    folder = on_a_mac(monkeypatch, home)
    an_older_boomtowns_files(home)
    folder.mkdir(parents=True)
    (folder / "settings.toml").write_text("volume = 0.5\n")
    from scenes.app import App

    app = App(headless=True)
    assert app.settings.volume == 0.5  # the platform folder's own file is the one in use
    assert any("older Boomtown" in message for message in app.toasts.messages())
