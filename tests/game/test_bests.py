"""Personal bests: kept per game and options, only beaten by a higher
score, and a damaged bests file is reported and set aside, never overwritten."""

from game import bests, tomlfile
from game.registry import get_game


def bindle_key(**options) -> str:
    """The key a Bindle Rails best is kept under: every option named."""
    return bests.options_key(get_game("bindle_rails").check_options(options))


def test_a_best_is_kept_per_game_and_options_and_only_a_higher_score_beats_it():
    first = bests.record("aircargo", {}, 38)
    assert first.previous is None and not first.new_best and not first.notice
    assert bests.record("aircargo", {}, 36) == bests.Record(38, False)
    assert bests.record("aircargo", {}, 41) == bests.Record(38, True)
    assert bests.best("aircargo", {}) == 41
    assert bests.record("bindle_rails", {"turns": 6}, 30).previous is None  # other game, other options
    assert bests.record("bindle_rails", {"turns": 8}, 20).previous is None
    assert bests.best("bindle_rails", {"turns": 6}) == 30
    assert tomlfile.read(bests.bests_path()) == {
        "aircargo": {"standard": 41},
        "bindle_rails": {bindle_key(turns=6): 30, bindle_key(turns=8): 20},
    }


def test_a_damaged_bests_file_gives_a_sentence_and_is_set_aside_before_a_new_best():
    path = bests.bests_path()
    path.write_text("[aircargo\nstandard = 4", encoding="utf-8")
    found, message = bests.load()
    assert found == {} and "damaged" in message and "afresh" in message
    kept = bests.record("aircargo", {}, 12)
    assert "bests.damaged.toml" in kept.notice
    assert (path.parent / "bests.damaged.toml").read_text(encoding="utf-8") == "[aircargo\nstandard = 4"
    assert bests.best("aircargo", {}) == 12


def test_odd_values_are_left_out_and_the_file_is_set_aside_before_it_is_written():
    path = bests.bests_path()
    path.write_text(f'[aircargo]\nstandard = "lots"\n[bindle_rails]\n"{bindle_key()}" = 30\n', encoding="utf-8")
    found, message = bests.load()
    assert found == {"aircargo": {}, "bindle_rails": {bindle_key(): 30}} and "left out" in message
    assert bests.record("aircargo", {}, 5).notice.endswith("The old file was kept as bests.damaged.toml.")
    assert tomlfile.read(path) == {"aircargo": {"standard": 5}, "bindle_rails": {bindle_key(): 30}}


def test_a_score_that_is_not_a_best_leaves_a_damaged_file_alone():
    path = bests.bests_path()
    path.write_text('[aircargo]\nstandard = 40\nodd = "x"\n', encoding="utf-8")
    assert bests.record("aircargo", {}, 3) == bests.Record(
        40, False, "Some personal bests made no sense and were left out."
    )
    assert path.read_text(encoding="utf-8").endswith('odd = "x"\n')
