"""Bindle Rails Express speaks of one thing by one name: a piece of track a route die stands
for is a "route", as the rule text calls it, in the lessons, the aid, How to play, the hints,
the log, the questions and the mat, and in the code behind them (never a "stretch")."""

from pathlib import Path

from game import paths, tomlfile

ROOT = Path(__file__).resolve().parents[3]
DATA = [
    "bindle_rails.toml",
    "bindle_rails_aid.toml",
    "bindle_rails_howto.toml",
    "tutorials/bindle_rails.toml",
    "tutorials/bindle_rails_2.toml",
]
CODE = ["game/bindle_rails", "scenes/bindle_rails"]


def toml_strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return [text for item in value for text in toml_strings(item)]
    return []


def player_words() -> dict[str, list[str]]:
    words = {name: toml_strings(tomlfile.read(paths.DATA_DIR / name)) for name in DATA}
    for folder in CODE:
        for path in sorted((ROOT / folder).glob("*.py")):
            words[str(path.relative_to(ROOT))] = [path.read_text()]  # its comments too: one name in the code
    return words


def test_a_route_is_called_a_route_everywhere_a_player_reads():
    words = player_words()
    assert any("route" in text for text in words["tutorials/bindle_rails.toml"])
    found = {name: [text for text in texts if "stretch" in text.lower()] for name, texts in words.items()}
    assert {name: texts for name, texts in found.items() if texts} == {}
