"""Each lesson's words name the rules it teaches: the list kept beside each script
(game/data/tutorials/<id>_taught.toml) against what the named step says."""

import pytest

from game import taught, tutorial
from game.registry import all_games

KEPT = [spec.id for spec in all_games()]  # every game keeps its list


@pytest.mark.parametrize("game_id", KEPT)
def test_every_listed_rule_is_said_where_the_list_says(game_id):
    assert taught.unmet(game_id) == []


@pytest.mark.parametrize("game_id", KEPT)
def test_every_lesson_teaches_a_few_listed_rules(game_id):
    listed = {entry.lesson for entry in taught.taught(game_id)}
    assert listed == set(tutorial.lessons(game_id)) == {1, 2}, "the moves, then what decides the game"
    for lesson in listed:
        assert sum(entry.lesson == lesson for entry in taught.taught(game_id)) >= 3


def test_a_step_that_stops_saying_its_rule_is_named(tmp_path, monkeypatch):
    (tmp_path / "stripmine.toml").write_bytes((tutorial.TUTORIAL_DIR / "stripmine.toml").read_bytes())
    (tmp_path / "stripmine_taught.toml").write_text(
        '[[rule]]\nrule = "The player with the most coins wins"\nlesson = 1\nstep = "intro"\nwords = ["zeppelin"]\n'
    )
    monkeypatch.setattr(tutorial, "TUTORIAL_DIR", tmp_path)
    assert taught.unmet("stripmine") == [
        "lesson 1 step intro should teach 'The player with the most coins wins': missing ['zeppelin']"
    ]
