"""One name for each thing on King of Copper's board, the rule text's where it has one: a head
frame (never a "mine tower" or a "tower token"), a Miners' Camp (never a "green camp"), Finish
(never "home"), an Event square (never a "? square"), in the lessons, the how-to and the table
rules, the player aid, the game log and the table's words."""

import ast
import re
from pathlib import Path

from game import paths, tomlfile
from game.king_of_copper.hints import place
from game.king_of_copper.story import PLACE_WORDS

ROOT = Path(__file__).resolve().parents[3]
DATA = sorted(paths.DATA_DIR.glob("king_of_copper*.toml")) + sorted(
    (paths.DATA_DIR / "tutorials").glob("king_of_copper*.toml")
)
CODE = sorted((ROOT / "scenes" / "king_of_copper").glob("*.py")) + sorted(
    (ROOT / "game" / "king_of_copper").glob("*.py")
)
OLD_NAMES = re.compile(r"\btowers?\b|\bheadframes?\b|\bcamps?\b", re.IGNORECASE)
OTHER_NAMES = re.compile(r"\bhome\b|\? square", re.IGNORECASE)  # the rule text's Finish; an Event square
NOT_AN_ID = re.compile(r"(?<![\"'])\bhome\b(?![\"'])|\? square", re.IGNORECASE)  # "home" alone is a space's id


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


def said(path: Path) -> list[str]:
    """The strings a module may show a player: its string constants and f-strings, not its
    docstrings; a word alone ("home") is a space's id."""
    text = path.read_text()
    if not NOT_AN_ID.search(text):  # most modules: nothing to parse for
        return []
    tree = ast.parse(text)
    docs = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and ast.get_docstring(node) is not None
    }
    texts = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            texts.append(node.value)
    return [text for text in texts if " " in text or text[:1].isupper()]


def test_finish_and_the_event_square_have_one_name_in_every_word_a_player_reads():
    wrong = [
        f"{path.name}: {sentence[:60]}"
        for path in DATA
        for sentence in sentences(tomlfile.read(path))
        if OTHER_NAMES.search(sentence)
    ]
    wrong += [f"{path.name}: {text[:60]}" for path in CODE for text in said(path) if OTHER_NAMES.search(text)]
    assert wrong == []
    assert place("home") == "Finish" and PLACE_WORDS["event"] == place("t1") == "an Event square"
