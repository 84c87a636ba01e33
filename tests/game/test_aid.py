"""The player aid's content: each entry says what a thing is and its rule; a damaged file is no aid."""

from game import aid as aid_module
from game.aid import aid
from game.registry import all_games


def test_every_aid_entry_names_a_thing_and_a_rule_in_a_sentence():
    for spec in all_games():
        for key, entry in aid(spec.id).items():
            assert key == entry.key and entry.what.strip(), (spec.id, key)
            assert entry.rule.strip().endswith("."), (spec.id, key)


def test_stripmine_explains_its_hills_panels_scarcity_and_pool():
    assert {"hill", "panel", "scarcity", "pool"} <= set(aid("stripmine"))


def test_king_of_copper_explains_its_sapphires_and_how_the_game_ends():
    assert {"sapphires", "ending"} <= set(aid("king_of_copper"))
    assert "final round" in aid("king_of_copper")["ending"].rule


def test_a_damaged_aid_file_gives_no_aid_and_no_crash(tmp_path, monkeypatch):
    (tmp_path / "broken_aid.toml").write_text("[[thing]]\nkey = 'x'\nwhat = \n")
    (tmp_path / "partial_aid.toml").write_text("[[thing]]\nkey = 'x'\n")
    monkeypatch.setattr(aid_module.paths, "DATA_DIR", tmp_path)
    aid.cache_clear()
    try:
        assert aid("broken") == {} and aid("partial") == {} and aid("missing") == {}
    finally:
        aid.cache_clear()
