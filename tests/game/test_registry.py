"""game_spec joins a game's code to what its content file says of it for the menus."""

import pytest

from game import registry
from game.bots import RandomBot, levels
from game.stripmine import rules

CONTENT = """
[spec]
title = "Nugget Dash"
tagline = "Dig for nuggets."
players = [1, 4]

[[option]]
key = "target"
label = "Target"
choices = [[6, "6 nuggets"], [10, "10 nuggets"]]
default = {default}
help = "Nuggets needed to win."

[[opponent]]
id = "strong"
name = "Hardrock Hattie"
style = "Shrewd."
"""


def write_content(monkeypatch, tmp_path, default):
    (tmp_path / "nugget.toml").write_text(CONTENT.format(default=default), encoding="utf-8")
    monkeypatch.setattr(registry, "DATA_DIR", tmp_path)


def test_a_spec_reads_the_menus_words_options_and_opponents_from_the_content_file(monkeypatch, tmp_path):
    write_content(monkeypatch, tmp_path, "6")
    bots = levels(rules, easy=RandomBot, medium=RandomBot, strong=RandomBot)
    spec = registry.game_spec("nugget", 3, rules, bots)
    assert (spec.title, spec.tagline, spec.min_players, spec.max_players, spec.version) == (
        "Nugget Dash",
        "Dig for nuggets.",
        1,
        4,
        3,
    )
    assert spec.options == (
        registry.Option("target", "Target", ((6, "6 nuggets"), (10, "10 nuggets")), 6, "Nuggets needed to win."),
    )
    assert [o.name for o in spec.opponents] == ["Hardrock Hattie"]
    assert spec.howto == "nugget_howto.toml"
    assert list(spec.bots) == ["random", "easy", "medium", "strong"]
    assert spec.bots["random"](1).rules is rules


@pytest.mark.parametrize("default", ["7", "true", '"6"'])
def test_an_option_whose_default_is_not_one_of_its_choices_is_refused(monkeypatch, tmp_path, default):
    write_content(monkeypatch, tmp_path, default)
    with pytest.raises(ValueError, match="target"):
        registry.game_spec("nugget", 1, rules, {})
