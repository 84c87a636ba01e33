"""One name for each thing, the rule text's: a deposit is claimed (never a "box" taken), its ore
goes to a spot of the Ore Stash, and dig boxes are the only boxes. Checked on every player-facing
word: the lessons, the aid, the how-to pages, the game's content and the sentences in the code."""

import ast
import re
from pathlib import Path

from game import tomlfile

ROOT = Path(__file__).resolve().parents[3]
DATA = ["coal_n_write.toml", "coal_n_write_aid.toml", "coal_n_write_howto.toml"]
LESSONS = ["tutorials/coal_n_write.toml", "tutorials/coal_n_write_2.toml"]
CODE = ["game/coal_n_write", "scenes/coal_n_write"]
BOX = re.compile(r"(?<![Dd]ig )\bbox(es)?\b", re.I)  # a deposit, or an Ore Stash's spot
TAKE = re.compile(r"\b(take|takes|taking|taken|took)\b", re.I)  # a claim, unless a bandit's
IDIOMS = re.compile(r"take your time|take effect|take the place", re.I)


def texts(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from texts(item)


def sentences(path: Path):
    """A module's words: its string constants with a space (f-strings' parts too; a key such as
    "box" is no word to a player), its docstrings left out."""
    docs = set()
    for node in ast.walk(ast.parse(path.read_text())):  # a parent comes before its children
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            docs.add(id(body[0].value))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value:
            if id(node) not in docs:
                yield node.value


def player_words():
    for name in DATA + LESSONS:
        for text in texts(tomlfile.read(ROOT / "game" / "data" / name)):
            yield name, text
    for folder in CODE:
        for path in sorted((ROOT / folder).glob("*.py")):
            for text in sentences(path):
                yield path.name, text


def test_deposits_are_claimed_in_every_player_facing_word():
    found = [
        (where, text)
        for where, text in player_words()
        if BOX.search(text) or (TAKE.search(IDIOMS.sub("", text)) and "bandit" not in text)
    ]
    assert found == []
