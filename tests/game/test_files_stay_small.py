"""The player's files stay small: every list and string in settings, bests
and saves has a cap that fits what the game really makes, what is past it is
dropped with a sentence, no file is written that its reader would refuse,
and a file damaged again and again leaves only a few set-aside copies."""

import pytest

from game import bests, saves, settings, tomlfile
from game.core import CHANCE
from game.match import Match, Seat
from game.registry import all_games, get_game

OUR_GAMES = sorted(spec.id for spec in all_games())


def a_match(seed=3):
    return Match(get_game("stripmine"), [Seat("Ada"), Seat("Bo", 1, "bot")], seed)


def damaged_copies(folder) -> list[str]:
    return sorted(
        (path.name for path in folder.iterdir() if ".damaged" in path.name), key=lambda name: (len(name), name)
    )


# --- settings ------------------------------------------------------------------------------
def hand_edited_settings(path, entries: int) -> int:
    """Game lists of made-up names written as tightly as TOML allows (the
    writer spreads a list over one line an entry, which made such a file
    half as big again), our games among them; returns its size."""
    lists = [
        f"{key} = [" + ",".join(f'"{key[0]}{number:07d}"' for number in range(entries)) + ',"aircargo","aircargo"]\n'
        for key in settings.GAME_LISTS
    ]
    path.write_text("volume = 0.4\n" + "".join(lists))
    return path.stat().st_size


def test_a_hand_edited_889_kB_settings_file_is_capped_with_one_sentence_and_rewritten_small(tmp_path):
    path = tmp_path / "settings.toml"
    size = hand_edited_settings(path, 27_585)
    assert 880_000 < size < settings.MAX_BYTES  # 889 kB: read before this change, rewritten at 1.3 MB
    loaded, message = settings.load(path)
    assert loaded == settings.Settings(volume=0.4, coached=["aircargo"], learned=["aircargo"], offered=["aircargo"])
    assert message == "Some settings made no sense and are back to normal: coached, learned, offered."
    assert settings.save(loaded, path) == "The old settings file was kept as settings.damaged.toml."
    assert (tmp_path / "settings.damaged.toml").stat().st_size == size
    assert path.stat().st_size < 1024
    assert settings.load(path) == (loaded, "")


def test_a_game_list_holds_each_of_our_games_once_and_nothing_else(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('coached = ["stripmine", "stripmine", "chess", "aircargo"]\nlearned = ["stripmine", "stripmine"]\n')
    loaded, message = settings.load(path)
    assert loaded.coached == ["aircargo", "stripmine"] and loaded.learned == ["stripmine"]
    assert "coached" in message and "learned" not in message  # a repeat is not something else


def test_settings_in_memory_are_written_capped_however_long_their_lists_grew(tmp_path):
    path = tmp_path / "settings.toml"
    grown = settings.Settings(coached=[f"game{number}" for number in range(100_000)] + OUR_GAMES * 1000)
    settings.save(grown, path)
    assert settings.load(path) == (settings.Settings(coached=OUR_GAMES), "")
    assert path.stat().st_size < 1024


def test_settings_we_dont_know_are_kept_while_few_and_small(tmp_path):
    path = tmp_path / "settings.toml"
    small = {
        f"newer_{number}": {"size": "large", "keys": ["w", "a", "s", "d"]} for number in range(settings.UNKNOWN_KEYS)
    }
    tomlfile.write(path, {"volume": 0.5, **small})
    assert settings.load(path) == (settings.Settings(volume=0.5), "")
    assert settings.save(settings.Settings(volume=0.3), path) == ""
    assert tomlfile.read(path) == {**small, **settings.asdict(settings.Settings(volume=0.3))}


@pytest.mark.parametrize(
    "unknown",
    [
        {"junk": [1] * 2000},
        {"junk": "x" * 2000},
        {f"newer_{number}": True for number in range(settings.UNKNOWN_KEYS + 1)},
    ],
)
def test_settings_we_dont_know_are_dropped_with_a_sentence_once_too_many_or_too_big(tmp_path, unknown):
    path = tmp_path / "settings.toml"
    path.write_text(
        "volume = 0.5\n" + "".join(f"{key} = {value!r}\n".replace("True", "true") for key, value in unknown.items())
    )
    loaded, message = settings.load(path)
    assert loaded == settings.Settings(volume=0.5)
    assert message == "Some settings made no sense and are back to normal: others too big to keep."
    assert "settings.damaged.toml" in settings.save(loaded, path)
    assert settings.load(path) == (loaded, "")
    assert len(tomlfile.read(path)) <= len(settings.asdict(loaded)) + settings.UNKNOWN_KEYS


# --- writing never makes a file its reader would refuse ------------------------------------------
def test_the_writer_refuses_a_file_bigger_than_its_reader_takes_and_keeps_the_old_one(tmp_path):
    path = tmp_path / "x.toml"
    tomlfile.write(path, {"a": 1})
    with pytest.raises(tomlfile.TooBig, match="x.toml would be too big to read back"):
        tomlfile.write(path, {"a": "x" * tomlfile.MAX_BYTES})
    with pytest.raises(OSError, match="too big"):  # what every caller catches
        tomlfile.write(path, {"a": "x" * 200}, max_bytes=100)
    with pytest.raises(tomlfile.TooBig, match="nested too deep"):
        deep: list = []
        for _ in range(tomlfile.MAX_DEPTH):
            deep = [deep]
        tomlfile.write(path, {"a": deep})
    assert [p.name for p in tmp_path.iterdir()] == ["x.toml"]
    assert tomlfile.read(path) == {"a": 1}


def test_every_writer_checks_against_its_own_readers_limit(monkeypatch):
    """Each reader's limit, made tiny, is what its writer refuses to pass."""
    monkeypatch.setattr(settings, "MAX_BYTES", 50)
    with pytest.raises(tomlfile.TooBig):
        settings.save(settings.Settings())
    monkeypatch.setattr(bests, "MAX_BYTES", 10)
    with pytest.raises(tomlfile.TooBig):
        bests.record("aircargo", {}, 40)
    monkeypatch.setattr(saves, "MAX_BYTES", 100)
    with pytest.raises(tomlfile.TooBig):
        saves.write_save(a_match())
    assert not settings.settings_path().exists() and not bests.bests_path().exists()
    assert not saves.save_path("stripmine").exists()


def test_a_settings_file_too_big_to_write_is_a_sentence_in_the_app(monkeypatch):
    from scenes.app import App

    app = App(headless=True)
    monkeypatch.setattr(settings, "MAX_BYTES", 50)
    app.settings.volume = 0.2
    app.save_settings()
    assert any("Settings could not be saved" in message and "too big" in message for message in app.toasts.messages())


# --- set-aside copies ----------------------------------------------------------------------
def test_a_settings_file_damaged_again_and_again_leaves_only_the_newest_copies(tmp_path):
    path = tmp_path / "settings.toml"
    for number in range(1, 21):
        path.write_bytes(b"volume = \xff # %d" % number)
        aside = "settings.damaged.toml" if number == 1 else f"settings.damaged-{number}.toml"
        assert aside in settings.save(settings.Settings(), path)
    assert damaged_copies(tmp_path) == [f"settings.damaged-{number}.toml" for number in (18, 19, 20)]
    assert (tmp_path / "settings.damaged-20.toml").read_bytes() == b"volume = \xff # 20"  # set aside, not lost


def test_a_save_damaged_in_session_after_session_leaves_only_the_newest_copies():
    path = saves.save_path("stripmine")
    for number in range(1, 7):
        saves._checked.clear()  # a new session each time
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"format = [[[ damage {number}")
        saves.write_save(a_match())
    assert damaged_copies(path.parent) == [
        "stripmine.damaged-4.toml",
        "stripmine.damaged-5.toml",
        "stripmine.damaged-6.toml",
    ]
    assert (path.parent / "stripmine.damaged-6.toml").read_text() == "format = [[[ damage 6"
    assert saves.load_save(path).state == a_match().state


def test_a_set_aside_folder_is_never_removed_and_numbers_go_on_after_the_newest(tmp_path):
    path = tmp_path / "x.toml"
    (tmp_path / "x.damaged-2.toml").mkdir()
    (tmp_path / "x.damaged-2.toml" / "mine.txt").write_text("keep me")
    (tmp_path / "x.damaged-7.toml").write_text("kept by a player")
    for number in range(8, 12):
        path.write_text(f"damage = {number}\n")
        assert tomlfile.set_aside(path).name == f"x.damaged-{number}.toml"
    assert damaged_copies(tmp_path) == [
        "x.damaged-2.toml",
        "x.damaged-9.toml",
        "x.damaged-10.toml",
        "x.damaged-11.toml",
    ]
    assert (tmp_path / "x.damaged-2.toml" / "mine.txt").read_text() == "keep me"


# --- bests ---------------------------------------------------------------------------------
def test_bests_hold_only_our_games_and_keys_their_options_make():
    path = bests.bests_path()
    made_up = {f"turns={number}": number for number in range(5000)}
    tomlfile.write(path, {"aircargo": {"standard": 40, **made_up}, "chess": {"standard": 3}})
    found, message = bests.load()
    assert found == {"aircargo": {"standard": 40}} and message == "Some personal bests made no sense and were left out."
    kept = bests.record("aircargo", {}, 41)
    assert kept.new_best and kept.notice.endswith("The old file was kept as bests.damaged.toml.")
    assert tomlfile.read(path) == {"aircargo": {"standard": 41}}


def test_a_best_is_kept_under_every_option_so_each_game_and_options_has_one_key():
    bests.record("bindle_rails", {"turns": 6}, 30)
    full = get_game("bindle_rails").check_options({"turns": 6})
    assert bests.best("bindle_rails", full) == bests.best("bindle_rails", {"turns": 6}) == 30
    assert list(tomlfile.read(bests.bests_path())["bindle_rails"]) == [bests.options_key(full)]
    assert bests.load() == ({"bindle_rails": {bests.options_key(full): 30}}, "")


# --- saves ---------------------------------------------------------------------------------
def test_a_save_with_more_moves_than_any_game_takes_is_refused_with_a_sentence():
    data = a_match().to_save()
    data["moves"] = [{"player": 0, "kind": "x"}] * (saves.MAX_MOVES + 1)
    with pytest.raises(saves.BadSave, match="more moves than any game takes"):
        saves.from_data(data)


def test_a_game_longer_than_a_save_holds_is_not_saved_and_the_old_save_is_kept(monkeypatch):
    match = a_match()
    saves.write_save(match)
    kept = saves.save_path("stripmine").read_bytes()
    while len(match.log) < 3:
        match.step_automatic() if CHANCE in match.to_act() else match.apply(match.legal_moves(match.to_act()[0])[0])
    monkeypatch.setattr(saves, "MAX_MOVES", 2)
    with pytest.raises(tomlfile.TooBig, match="longer than a save can hold"):
        saves.write_save(match)
    assert saves.save_path("stripmine").read_bytes() == kept


def test_the_longest_game_bots_have_played_fits_a_save_four_times():
    """King of Copper with four random bots, the longest of a sweep over every
    game, player count, option and bot (seeded)."""
    from game.sim import play_one

    spec = get_game("king_of_copper")
    seats = [Seat(f"random {seat}", seat, "bot", "random") for seat in range(4)]
    match, _ = play_one(spec, seats, 2087, {"length": "standard"})
    assert len(match.log) == 1499 and 4 * len(match.log) <= saves.MAX_MOVES
    saves.write_save(match)
    assert saves.load_save(saves.save_path("king_of_copper")).log == match.log


def test_every_name_the_game_gives_a_player_fits_a_save():
    from scenes.screens import setup

    assert setup.NAME_LIMIT <= saves.NAME_LIMIT
    assert all(len(opponent.name) <= saves.NAME_LIMIT for spec in all_games() for opponent in spec.opponents)
