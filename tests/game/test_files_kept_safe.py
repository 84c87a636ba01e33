"""The player's files never hurt: a damaged, odd or hostile settings or save
file gives a sentence and never crashes or hangs, and nothing the player
owns is overwritten without being set aside first."""

import os
import signal
import time
from contextlib import contextmanager

import pytest
import tomli_w

from game import paths, saves, settings, tomlfile
from game.core import CHANCE
from game.match import Match, Seat
from game.registry import get_game


def a_match(seed=3):
    return Match(get_game("stripmine"), [Seat("Ada"), Seat("Bo", 1, "bot")], seed)


def take_a_turn(match) -> None:
    if CHANCE in match.to_act():
        match.chance()
    else:
        match.apply(match.legal_moves(match.to_act()[0])[0])


def a_save(**changes) -> dict:
    data = a_match().to_save()
    data.update(changes)
    return data


def write_raw(path, data: dict) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = tomli_w.dumps(data).encode()
    path.write_bytes(raw)
    return raw


needs_fifos = pytest.mark.skipif(
    not hasattr(os, "mkfifo") or not hasattr(signal, "SIGALRM"), reason="FIFOs and alarms are POSIX"
)


@contextmanager
def never_hangs():
    """Fail (rather than hang the suite) if a FIFO were ever opened for reading."""

    def give_up(signum, frame):
        raise AssertionError("reading blocked: the FIFO was opened")

    old = signal.signal(signal.SIGALRM, give_up)
    signal.alarm(10)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def slot():
    return saves.save_path("stripmine")


# --- settings ----------------------------------------------------------------------------
def test_a_damaged_settings_file_is_set_aside_when_settings_change(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_bytes(b"volume = \xff\xfe")
    loaded, message = settings.load(path)
    assert message and loaded == settings.Settings()
    notice = settings.save(settings.Settings(volume=0.3), path)
    assert "settings.damaged.toml" in notice
    assert (tmp_path / "settings.damaged.toml").read_bytes() == b"volume = \xff\xfe"
    assert settings.load(path) == (settings.Settings(volume=0.3), "")


def test_settings_nested_thousands_deep_give_defaults_and_a_sentence(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("a = " + "[" * 5000 + "]" * 5000 + "\nvolume = 0.2\n")
    loaded, message = settings.load(path)
    assert loaded == settings.Settings() and "nested" in message


def test_settings_nested_within_the_parser_limit_are_refused_too(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("a = " + "[" * 100 + "]" * 100 + "\n")
    loaded, message = settings.load(path)
    assert loaded == settings.Settings() and "nested" in message


def test_brackets_inside_strings_and_comments_are_not_nesting(tmp_path):
    path = tmp_path / "x.toml"
    path.write_text(
        'a = "'
        + "[" * 100
        + "\"\nb = '"
        + "{" * 100
        + "'\n# "
        + "[" * 100
        + '\nc = """\n'
        + "[" * 100
        + '\n"""\nd = [[1], {x = [2]}]\n'
    )
    assert tomlfile.read(path)["d"] == [[1], {"x": [2]}]


def test_tables_nested_by_dotted_keys_are_refused_too(tmp_path):
    path = tmp_path / "x.toml"
    path.write_text("a" + ".a" * 100_000 + " = 1\n")  # tomllib would take minutes and gigabytes
    with pytest.raises(tomlfile.DamagedFile, match="nested"):
        tomlfile.read(path)


def test_a_setting_of_the_wrong_kind_is_dropped_and_the_others_kept(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text(
        'fullscreen = "no"\nmuted = 1\nvolume = 0.25\ncolour_blind = true\n'
        'animation_speed = "fast"\ncoached = ["stripmine", 7]\n'
    )
    loaded, message = settings.load(path)
    assert loaded == settings.Settings(volume=0.25, colour_blind=True, coached=["stripmine"])
    for name in ("fullscreen", "muted", "animation speed", "coached"):
        assert name in message
    assert "volume" not in message


@pytest.mark.parametrize("number", ["nan", "inf", "-inf", "+nan"])
def test_settings_that_are_not_finite_numbers_are_dropped(tmp_path, number):
    path = tmp_path / "settings.toml"
    path.write_text(f"volume = {number}\nanimation_speed = {number}\nmuted = true\n")
    loaded, message = settings.load(path)
    assert loaded == settings.Settings(muted=True)
    assert "volume" in message and "animation speed" in message


def test_settings_out_of_range_are_brought_into_range_quietly(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("volume = 7\nanimation_speed = 1.4\nsomething_new = 3\n")
    assert settings.load(path) == (settings.Settings(volume=1.0, animation_speed=1.5), "")


def test_settings_a_newer_boomtown_wrote_are_kept_when_saving(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('volume = 0.5\nsubtitles = "large"\n')
    assert settings.save(settings.Settings(volume=0.3), path) == ""
    assert tomlfile.read(path)["subtitles"] == "large"
    assert settings.load(path) == (settings.Settings(volume=0.3), "")


def test_a_settings_file_with_a_dropped_value_is_set_aside_before_saving(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('fullscreen = "no"\n')
    assert "settings.damaged.toml" in settings.save(settings.Settings(), path)
    assert (tmp_path / "settings.damaged.toml").read_text() == 'fullscreen = "no"\n'


@needs_fifos
def test_a_fifo_for_settings_is_refused_without_opening_it(tmp_path):
    path = tmp_path / "settings.toml"
    os.mkfifo(path)
    with never_hangs():
        loaded, message = settings.load(path)
        assert loaded == settings.Settings() and "not an ordinary file" in message
        assert "settings.damaged.toml" in settings.save(settings.Settings(volume=0.5), path)
    assert settings.load(path) == (settings.Settings(volume=0.5), "")


def test_a_folder_where_settings_go_is_refused_and_kept(tmp_path):
    path = tmp_path / "settings.toml"
    path.mkdir()
    (path / "mine.txt").write_text("keep me")
    loaded, message = settings.load(path)
    assert loaded == settings.Settings() and "folder" in message
    settings.save(settings.Settings(), path)
    assert (tmp_path / "settings.damaged.toml" / "mine.txt").read_text() == "keep me"


def test_a_huge_settings_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "settings.toml"
    with open(path, "wb") as handle:
        handle.truncate(settings.MAX_BYTES + 1)  # sparse: big on paper, nothing written
    loaded, message = settings.load(path)
    assert loaded == settings.Settings() and "too big" in message


def test_the_app_starts_when_the_user_folder_is_a_file(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.write_text("not a folder")
    monkeypatch.setenv("BOOMTOWN_HOME", str(home))
    from scenes.app import App

    app = App(headless=True)
    assert app.settings == settings.Settings()
    assert any("won't be kept" in message for message in app.toasts.messages())
    app.toasts.clear()
    app.settings.volume = 0.2
    app.save_settings()  # the session keeps nothing: no error after every change, and never a crash
    assert app.not_saving_line().startswith("Not saving")  # the title and the pause menu say so instead
    assert home.read_text() == "not a folder"


def test_the_app_starts_when_the_user_folder_cannot_be_made(tmp_path, monkeypatch):
    (tmp_path / "blocker").write_text("a file where a folder would go")
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path / "blocker" / "home"))
    assert "can't be made" in paths.user_dir_problem()
    from scenes.app import App

    app = App(headless=True)
    assert app.settings == settings.Settings()
    assert any("won't be kept" in message for message in app.toasts.messages())
    from scenes.screens.title import TitleScene

    title = TitleScene(app)
    assert not title.menu.items[0].enabled  # nothing to continue, and no crash
    assert saves.write_save(a_match()) == ""  # nothing is tried: the session keeps nothing
    assert (tmp_path / "blocker").read_text() == "a file where a folder would go"


# --- saves ---------------------------------------------------------------------------------
def test_a_damaged_save_is_set_aside_before_the_next_save():
    path = slot()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"format = [[[ not toml")
    notice = saves.write_save(a_match())
    assert "stripmine.damaged.toml" in notice
    assert (path.parent / "stripmine.damaged.toml").read_bytes() == b"format = [[[ not toml"
    assert saves.load_save(path).state == a_match().state
    assert saves.write_save(a_match()) == ""  # once set aside, saving is quiet again


def test_a_foreign_file_in_the_save_slot_is_kept_too():
    path = slot()
    path.parent.mkdir(parents=True)
    path.write_text('title = "my shopping list"\n')
    assert saves.write_save(a_match())
    assert "shopping" in (path.parent / "stripmine.damaged.toml").read_text()


@pytest.mark.parametrize("moves", [[1, 2], ["dig"], [[{"player": 0}]], [{"player": "everyone"}]])
def test_a_save_whose_moves_are_not_moves_never_stops_the_next_save(moves):
    raw = write_raw(slot(), a_save(moves=moves))
    with pytest.raises(saves.BadSave, match="damaged"):
        saves.load_save(slot())
    match = a_match()
    assert "kept as stripmine.damaged.toml" in saves.write_save(match)
    take_a_turn(match)
    for _ in range(3):  # every later save works too
        assert saves.write_save(match) == ""
    assert saves.load_save(slot()).log == match.log
    assert (slot().parent / "stripmine.damaged.toml").read_bytes() == raw


def test_a_float_seed_is_refused_not_rounded_and_the_original_kept():
    raw = write_raw(slot(), a_save(seed=3.5))
    with pytest.raises(saves.BadSave, match="seed is not a whole number"):
        saves.load_save(slot())
    saves.write_save(a_match())
    assert (slot().parent / "stripmine.damaged.toml").read_bytes() == raw
    assert b"seed = 3.5" in raw


@pytest.mark.parametrize(
    "changes, words",
    [
        ({"seed": True}, "seed"),
        ({"seed": "3"}, "seed"),
        ({"seats": [{"name": "Ada", "colour": True}, {"name": "Bo"}]}, "colour"),
        ({"seats": [{"name": "Ada", "colour": 8}, {"name": "Bo"}]}, "colour"),
        ({"seats": [{"name": "Ada", "colour": -1}, {"name": "Bo"}]}, "colour"),
        ({"seats": [{"name": "Ada", "colour": 1.0}, {"name": "Bo"}]}, "colour"),
        ({"seats": [{"name": "A" * 41}, {"name": "Bo"}]}, "name"),
        ({"seats": [{"name": "   "}, {"name": "Bo"}]}, "name"),
        ({"seats": [{"name": "Ada\nBo"}, {"name": "Bo"}]}, "name"),
        ({"seats": [{"name": 7}, {"name": "Bo"}]}, "name"),
        ({"seats": [{"name": "Ada", "kind": "wizard"}, {"name": "Bo"}]}, "neither"),
        ({"seats": [{"name": "Ada", "bot": 3}, {"name": "Bo"}]}, "bot or controller"),
        ({"seats": [{"name": "Ada", "controller": ["pad", 1]}, {"name": "Bo"}]}, "bot or controller"),
        ({"seats": [{"name": "Ada", "hat": "tall"}, {"name": "Bo"}]}, "hat"),
        ({"seats": [{"name": "Ada"}]}, "players"),
        ({"seats": "Ada and Bo"}, "players"),
        ({"seats": ["Ada", "Bo"]}, "not a player"),
        ({"options": {"absent_rank": 1}}, "Coin kinds nobody showed must be one of: Not ranked, Ranked rarest"),
        ({"options": {"absent_rank": "yes"}}, "Coin kinds nobody showed must be one of"),
        ({"options": {"variation": "chaos"}}, "Variation must be one of: Standard, Bear Market"),
        ({"options": {"no_such": True}}, "no such option: its options are Variation, Who opens"),
        ({"options": [1, 2]}, "options"),
        ({"moves": {"player": 0}}, "moves"),
        ({"format_version": True}, "format version"),
        ({"format_version": 1.0}, "format version"),
        ({"format_version": 2}, "newer Boomtown"),
        ({"game_version": True}, "another version"),
        ({"game": ["stripmine"]}, "a game we don't have"),
    ],
)
def test_every_field_of_a_save_is_checked(changes, words):
    with pytest.raises(saves.BadSave, match=words):
        saves.from_data(a_save(**changes))


def test_a_bool_is_not_a_number_in_an_options_table():
    spec = get_game("coal_n_write")
    data = Match(spec, [Seat("Ada")], 4).to_save()
    saves.from_data(data)
    data["options"]["triple_visits"] = True  # True == 1 in Python; not here
    with pytest.raises(saves.BadSave, match="must be one of"):
        saves.from_data(data)


def test_a_save_nested_too_deep_is_refused():
    path = slot()
    path.parent.mkdir(parents=True)
    path.write_text('format = "boomtown-save"\nmoves = ' + "[" * 3000 + "]" * 3000 + "\n")
    with pytest.raises(saves.BadSave, match="nested"):
        saves.load_save(path)


@needs_fifos
def test_a_fifo_or_folder_in_the_save_slot_is_refused_at_once_and_set_aside():
    slot().parent.mkdir(parents=True)
    os.mkfifo(slot())
    with never_hangs():
        with pytest.raises(saves.BadSave, match="not an ordinary file"):
            saves.load_save(slot())
        assert [entry.problem for entry in saves.list_saves()]
        assert "stripmine.damaged.toml" in saves.write_save(a_match())
    other = saves.save_path("king_of_copper")
    other.mkdir()
    with pytest.raises(saves.BadSave, match="a folder"):
        saves.load_save(other)


def test_a_huge_save_is_refused_without_reading_it():
    slot().parent.mkdir(parents=True)
    with open(slot(), "wb") as handle:
        handle.truncate(saves.MAX_BYTES + 1)
    with pytest.raises(saves.BadSave, match="too big"):
        saves.load_save(slot())


def test_set_aside_never_overwrites_an_earlier_set_aside_file(tmp_path):
    path = tmp_path / "x.toml"
    for number in range(1, tomlfile.KEEP_SET_ASIDE + 1):
        path.write_text(f"damage = {number}\n")
        tomlfile.set_aside(path)
    assert not path.exists()
    kept = {p.name: p.read_text() for p in tmp_path.iterdir()}
    assert kept == {
        "x.damaged.toml": "damage = 1\n",
        "x.damaged-2.toml": "damage = 2\n",
        "x.damaged-3.toml": "damage = 3\n",
    }


def test_each_damaged_save_in_turn_gets_its_own_set_aside_name():
    for number in (1, 2, 3):
        saves._checked.clear()  # a new session each time
        write_raw(slot(), a_save(seed=number + 0.5))
        saves.write_save(a_match())
    names = sorted(p.name for p in slot().parent.iterdir())
    assert names == ["stripmine.damaged-2.toml", "stripmine.damaged-3.toml", "stripmine.damaged.toml", "stripmine.toml"]
    assert b"seed = 1.5" in (slot().parent / "stripmine.damaged.toml").read_bytes()
    assert b"seed = 3.5" in (slot().parent / "stripmine.damaged-3.toml").read_bytes()


def test_temp_files_left_by_a_killed_write_are_removed_at_start(boomtown_home, monkeypatch):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    stale = [boomtown_home / "settings.tomlab3_x9z1.tmp", folder / "stripmine.tomlq0w9e8r7.tmp"]
    fresh = folder / "aircargo.tomlzzzzzzzz.tmp"  # a write still under way in another window
    not_ours = [
        boomtown_home / "notes.tmp",
        boomtown_home / "settings.toml.tmp",
        folder / "stripmine.tomlTOOLONG123.tmp",
        boomtown_home / "letter.txtab3_x9z1.tmp",
    ]
    for path in stale + [fresh] + not_ours:
        path.write_text("half a file")
    long_ago = time.time() - 3600
    for path in stale + not_ours:
        os.utime(path, (long_ago, long_ago))
    link = boomtown_home / "link.tomlabcdefgh.tmp"
    link.symlink_to(not_ours[0])
    os.utime(link, (long_ago, long_ago), follow_symlinks=False)
    from scenes.app import App

    App(headless=True)
    assert not any(path.exists() for path in stale)
    assert fresh.exists() and link.is_symlink() and all(path.exists() for path in not_ours)


def test_a_write_leaves_no_temp_file_and_replaces_atomically(tmp_path):
    path = tmp_path / "x.toml"
    tomlfile.write(path, {"a": 1})
    tomlfile.write(path, {"a": 2})
    assert [p.name for p in tmp_path.iterdir()] == ["x.toml"]
    assert tomlfile.read(path) == {"a": 2}


def test_the_palette_size_a_save_allows_is_the_screen_palette():
    from sprites import theme

    assert saves.PLAYER_COLOUR_COUNT == len(theme.PLAYER_COLOURS) == len(theme.SAFE_COLOURS)


def test_learned_and_offered_games_are_lists_of_names_and_odd_entries_are_dropped(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('learned = ["stripmine", 3, "aircargo"]\noffered = "stripmine"\n')
    loaded, message = settings.load(path)
    assert loaded.learned == ["aircargo", "stripmine"] and loaded.offered == []
    assert "learned" in message and "offered" in message


@pytest.mark.parametrize("junk", [{"a": 1}, [1, 2], 1.5, float("nan"), "{x}" * 2000, None])
def test_an_odd_option_is_named_never_echoed(junk):
    options = {"variation": junk} if junk is not None else {"x" * 5000: True}
    with pytest.raises(saves.BadSave) as refused:
        saves.from_data(a_save(options=options))
    sentence = str(refused.value)
    assert len(sentence) < 200 and "{" not in sentence and "xxxx" not in sentence and "nan" not in sentence
