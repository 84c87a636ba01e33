"""One name for each thing on King of Copper's board, the rule text's where it has one: a head
frame (never a "mine tower" or a "tower token"), a Miners' Camp (never a "green camp"), in the
lessons, the how-to and the table rules, the player aid, the game log and the table's words."""

import re
from pathlib import Path

from game import paths, tomlfile
from game.king_of_copper.story import PLACE_WORDS

ROOT = Path(__file__).resolve().parents[3]
DATA = sorted(paths.DATA_DIR.glob("king_of_copper*.toml")) + sorted(
    (paths.DATA_DIR / "tutorials").glob("king_of_copper*.toml")
)
CODE = sorted((ROOT / "scenes" / "king_of_copper").glob("*.py")) + sorted(
    (ROOT / "game" / "king_of_copper").glob("*.py")
)
OLD_NAMES = re.compile(r"\btowers?\b|\bheadframes?\b|\bcamps?\b", re.IGNORECASE)


def sentences(value) -> list[str]:
    """Every string in a TOML file's values that a player reads (a word alone is an id)."""
    if isinstance(value, dict):
        return [s for item in value.values() for s in sentences(item)]
    if isinstance(value, list):
        return [s for item in value for s in sentences(item)]
    return [value] if isinstance(value, str) and " " in value else []


def old_names(text: str) -> list[str]:
    """An old name, or "camp" without its whole name (Miners' Camp)."""
    return [found.group() for found in OLD_NAMES.finditer(text.replace("Miners' Camp", ""))]


def test_the_data_files_name_each_thing_one_way():
    assert DATA and all(path.exists() for path in DATA)
    wrong = {
        f"{path.name}: {sentence[:60]}": old_names(sentence)
        for path in DATA
        for sentence in sentences(tomlfile.read(path))
        if old_names(sentence)
    }
    assert wrong == {}


def test_the_game_log_and_the_table_name_them_as_the_lessons_do():
    assert PLACE_WORDS["headframe"] == "a head frame" and PLACE_WORDS["camp"] == "a Miners' Camp"
    towers = {path.name for path in CODE if re.search(r"\btowers?\b", path.read_text(), re.IGNORECASE)}
    assert towers == set()
