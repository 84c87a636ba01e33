"""A damaged save or settings file is reported and kept, never overwritten."""
from game import saves, settings
from game.match import Match, Seat
from game.registry import get_game


def a_match():
    return Match(get_game("stripmine"), [Seat("Ada"), Seat("Bo", 1, "bot")], 3)


def test_a_damaged_continue_save_is_set_aside_before_the_next_save():
    path = saves.continue_path()
    path.write_bytes(b"format = [[[ not toml")
    notice = saves.write_save(a_match())
    assert "continue.damaged.toml" in notice
    assert (path.parent / "continue.damaged.toml").read_bytes() == b"format = [[[ not toml"
    assert saves.load_save().state == a_match().state
    assert saves.write_save(a_match()) == ""  # once set aside, saving is quiet again


def test_a_foreign_file_in_the_save_slot_is_kept_too():
    path = saves.continue_path()
    path.write_text('title = "my shopping list"\n')
    assert saves.write_save(a_match())
    assert "shopping" in (path.parent / "continue.damaged.toml").read_text()


def test_a_damaged_settings_file_is_set_aside_when_settings_change(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_bytes(b"volume = \xff\xfe")
    loaded, message = settings.load(path)
    assert message and loaded == settings.Settings()
    notice = settings.save(settings.Settings(volume=0.3), path)
    assert "settings.damaged.toml" in notice
    assert (tmp_path / "settings.damaged.toml").read_bytes() == b"volume = \xff\xfe"
    assert settings.load(path) == (settings.Settings(volume=0.3), "")
