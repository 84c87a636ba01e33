"""Pieces every rules module shares: the chance side, refused moves, results."""

from __future__ import annotations

import copy
import random
import re
import typing
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

CHANCE = "chance"


class IllegalMove(ValueError):
    """A move the rules refuse. The message is a sentence a child could read."""


@dataclass
class Result:
    """The end of a game as the results screen shows it."""

    scores: list[int]
    places: list[int]  # 1-based place per seat; tied seats share a place
    titles: list[str] = field(default_factory=list)  # per seat, "" for none
    lines: list[str] = field(default_factory=list)  # extra sentences (settling, tie-breaks)
    won: list[bool] = field(default_factory=list)  # solo games: did the player reach the goal?

    @property
    def winners(self) -> list[int]:
        """Seats that won: first place, or in a solo game, reaching the goal."""
        if self.won:
            return [seat for seat, won in enumerate(self.won) if won]
        return [seat for seat, place in enumerate(self.places) if place == 1]


def fill_names(line: str, names: list[str]) -> str:
    """Rules write seats as {p0}, {p1}...; screens put the players' names in. A person left
    unnamed is "You" ("you" within a sentence), whose "{p0}'s" reads "Your" ("your"), and
    whose verb agrees: "{p0} rolls" reads "You roll"."""

    def name(found: re.Match) -> str:
        seat = int(found.group(1))
        if seat >= len(names):
            return found.group(0)
        if names[seat] == "You":
            opens = found.start() == 0 or line[: found.start()].rstrip().endswith((":", ".", "!", "?"))
            if found.group(2):
                return "Your" if opens else "your"
            you = "You" if opens else "you"
            return you + (f" {verb_for_you(found.group(3))}" if found.group(3) else "")
        return names[seat] + (found.group(2) or "") + (f" {found.group(3)}" if found.group(3) else "")

    return re.sub(r"\{p(\d+)\}(?:('s)|(?: ([a-z]+)))?", name, line)


IRREGULAR_FOR_YOU = {"is": "are", "was": "were", "has": "have", "does": "do", "goes": "go"}
NOT_VERBS = {"always", "as", "its", "plus", "points", "pts", "this", "thus", "us"}


def verb_for_you(word: str) -> str:
    """The word after a name, as it reads after "You": "rolls" is "roll", "reaches" "reach",
    "carries" "carry", "has" "have"; a word that isn't a verb in the third person stays."""
    if word in IRREGULAR_FOR_YOU:
        return IRREGULAR_FOR_YOU[word]
    if word in NOT_VERBS or not word.endswith("s") or word.endswith("ss") or len(word) < 3:
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes", "zzes")):
        return word[:-2]
    return word[:-1]


def rng_for(state) -> random.Random:
    """A fresh RNG for the next chance move.

    Derived from the seed and the count of chance moves so far, so a state
    is plain data: copying, comparing and replaying it needs no RNG object.
    """
    return random.Random(f"{state.seed}:{state.chance_count}")


def require(condition: bool, sentence: str) -> None:
    if not condition:
        raise IllegalMove(sentence)


# --- the shape of a move -----------------------------------------------------------
# Every game declares its moves as {kind: {field: type}}, one table for the
# players and one for the chance side. A type is int, str or bool, a list
# holding one type ([int], [[int]]) or a table of fields ({"seat": int}).
# A field named "name?" may be left out. int never admits a bool.
LONGEST_TEXT = 40  # a mine, a chip, a coin or a use is a short word
LONGEST_LIST = 64
BIGGEST_NUMBER = 1_000_000


def _fits(value, kind) -> bool:
    if isinstance(kind, list):
        return isinstance(value, list) and len(value) <= LONGEST_LIST and all(_fits(item, kind[0]) for item in value)
    if isinstance(kind, dict):
        return isinstance(value, dict) and not _field_problem(value, kind, "nested")
    if kind is int:
        return type(value) is int and abs(value) <= BIGGEST_NUMBER
    if kind is str:
        return type(value) is str and len(value) <= LONGEST_TEXT
    return type(value) is kind


_WORDS = {
    int: ("a whole number", "whole numbers"),
    str: ("a word", "words"),
    bool: ("true or false", "true or false values"),
}


def _wanted(shape, many: bool = False) -> str:
    """What a field of this shape must hold, in words (`many`: what a list of
    them holds): a refusal names the field and this, never the value it was
    given."""
    if isinstance(shape, list):
        return ("lists of " if many else "a list of ") + _wanted(shape[0], many=True)
    if isinstance(shape, dict):
        return ("tables with " if many else "a table with ") + and_list(name.rstrip("?") for name in shape)
    return _WORDS[shape][many]


def and_list(names, last: str = "and") -> str:
    """ "a, b and c" (or `last` for "and"): names in a sentence."""
    names = list(names)
    return f"{', '.join(names[:-1])} {last} {names[-1]}" if len(names) > 1 else "".join(names)


def _too_big(value, shape) -> str:
    """The limit a value of the right type goes past, or ""."""
    if isinstance(shape, list) and isinstance(value, list) and len(value) > LONGEST_LIST:
        return f"a list of at most {LONGEST_LIST} {_wanted(shape[0], many=True)}"
    if shape is int and type(value) is int and abs(value) > BIGGEST_NUMBER:
        return "a whole number no bigger than a million"
    if shape is str and type(value) is str and len(value) > LONGEST_TEXT:
        return f"a word of at most {LONGEST_TEXT} letters"
    return ""


def check_shape(move, player_moves: dict, chance_moves: dict, title: str) -> None:
    """Refuse a move that is not a well-formed table of this game: the one
    place every game checks what a move looks like before its rules look at
    what it means. A refusal names what was wrong, never the value itself
    (a damaged save may hold anything)."""
    require(isinstance(move, dict), "A move must be a table with a player and a kind.")
    player, kind = move.get("player"), move.get("kind")
    require(player == CHANCE or type(player) is int, "A move must say which player makes it.")
    require(type(kind) is str, "A move must say what kind of move it is.")
    moves = chance_moves if player == CHANCE else player_moves
    if kind not in moves:
        if player == CHANCE and kind in player_moves:
            raise IllegalMove(f"Chance can't make a {kind} move in {title}: only the players can.")
        if kind in chance_moves:
            raise IllegalMove(f"Chance makes {kind} moves in {title}, not you.")
        raise IllegalMove(f"{title} has no move of that kind.")
    fields = {"player": str if player == CHANCE else int, "kind": str, **moves[kind]}
    problem = _field_problem(move, fields, kind)
    if problem:
        raise IllegalMove(problem)


def _field_problem(move: dict, fields: dict, kind: str) -> str:
    """The first field of a move that is missing, unknown or of the wrong type, as a sentence."""
    allowed = {name.rstrip("?"): shape for name, shape in fields.items()}
    for key, value in move.items():
        if type(key) is not str or key not in allowed:
            return f"A {kind} move has no such field: its fields are {and_list(allowed)}."
        if not _fits(value, allowed[key]):
            return f"A {kind} move's {key} must be {_too_big(value, allowed[key]) or _wanted(allowed[key])}."
    missing = [name for name in fields if not name.endswith("?") and name not in move]
    return f"A {kind} move needs its {missing[0]}." if missing else ""


def copy_move(value):
    """A copy of a well-shaped move (tables, lists and plain values only):
    several times quicker than copy.deepcopy on the hot path of every move."""
    if isinstance(value, dict):
        return {key: copy_move(item) for key, item in value.items()}
    if isinstance(value, list):
        return [copy_move(item) for item in value]
    return value


def view_copy(state):
    """A copy of the state for one player's eyes. The seed predicts every
    coming roll, so it never leaves the rules; each game's view starts here
    and then hides its own secrets."""
    seen = copy.deepcopy(state)
    seen.seed = None
    return seen


@dataclass(frozen=True)
class MoveShapes:
    """What a game's moves look like: {kind: {field: type}} for the players
    and for the chance side (see check_shape)."""

    title: str
    player: dict
    chance: dict

    def check(self, move) -> None:
        check_shape(move, self.player, self.chance, self.title)

    @classmethod
    def of(cls, title: str, player: tuple = (), chance: tuple = ()) -> MoveShapes:
        """The shapes of moves declared as TypedDicts (kind: Literal["roll"],
        player: int, then the fields; NotRequired for a field that may be left
        out): one declaration that mypy checks where moves are built, and that
        every move is checked against when it is made. Their module has no
        `from __future__ import annotations`: on Python 3.11 a TypedDict whose
        annotations are strings loses its NotRequired fields."""
        return cls(title, player=_tables_of(player), chance=_tables_of(chance))


def _tables_of(move_types: tuple) -> dict:
    tables = {}
    for move_type in move_types:
        hints = typing.get_type_hints(move_type)
        (kind,) = typing.get_args(hints.pop("kind"))
        hints.pop("player")
        tables[kind] = _fields_of(move_type, hints)
    return tables


def _fields_of(table_type, hints: dict) -> dict:
    optional = table_type.__optional_keys__
    return {name + ("?" if name in optional else ""): _shape_of(hint) for name, hint in hints.items()}


def _shape_of(hint):
    if typing.is_typeddict(hint):
        return _fields_of(hint, typing.get_type_hints(hint))
    if typing.get_origin(hint) is list:
        return [_shape_of(typing.get_args(hint)[0])]
    if hint in (int, str, bool):
        return hint
    raise TypeError(f"A move field can't be of type {hint!r}.")


def atomic_apply(state, apply_fn, move, shapes: MoveShapes, problem: Problem | None = None):
    """Check the move's shape (and its `problem`, which only reads the state,
    so a refused move costs no copy), run apply_fn on a scratch copy of the
    state and of the move, and copy the state back only when it succeeds, so
    a refused move leaves the state exactly as it was, and the caller's move
    table is never shared with the state."""
    shapes.check(move)
    sentence = problem(state, move) if problem else ""
    if sentence:
        raise IllegalMove(sentence)
    scratch = copy.deepcopy(state)
    events = apply_fn(scratch, copy_move(move))
    state.__dict__.update(scratch.__dict__)
    return events


Problem = Callable[[Any, dict], str]  # why a move can't be made now, or "" when it can
Handler = Callable[[Any, dict], list]  # makes a move that has no problem; returns its events


@dataclass(frozen=True)
class Rulebook:
    """A game's moves in one place: their shapes, one problem function per
    kind (plus `before`, asked of every move: whose turn, is the game over)
    and one handler per kind. Problems are the single source of legality:
    `apply` refuses with the problem's sentence, and `legal` lists the
    candidates that have none, so what is offered and what is refused never
    disagree. Handlers only make the move. A chance move is counted before
    its handler runs (state.chance_count), so the next one draws from a fresh
    RNG (rng_for)."""

    shapes: MoveShapes
    handlers: dict[str, Handler]
    problems: dict[str, Problem] = field(default_factory=dict)
    before: Problem = lambda state, move: ""

    def problem(self, state, move: dict) -> str:
        """The sentence that refuses a well-shaped move, or "" when it may be made."""
        sentence = self.before(state, move)
        if sentence:
            return sentence
        check = self.problems.get(move["kind"])
        return check(state, move) if check else ""

    def legal(self, state, candidates) -> list[dict]:
        return [move for move in candidates if not self.problem(state, move)]

    def apply(self, state, move) -> list:
        def make(scratch, move):
            if move["player"] == CHANCE:
                scratch.chance_count += 1
            return self.handlers[move["kind"]](scratch, move)

        return atomic_apply(state, make, move, self.shapes, self.problem)


def turn_problem(over: bool, player, actors: list, chance_not_now: str) -> str:
    """What stops any move first, in every game's words: the game is over, or it isn't this
    player's turn (`chance_not_now` says it for chance: "It isn't time to roll.")."""
    if over:
        return "The game is over."
    if player not in actors:
        return "It isn't your turn yet." if player != CHANCE else chance_not_now
    return ""


def kind_words(move: Mapping[str, Any], words: Mapping[str, str]) -> str:
    """What a game's describe() says of a move whose kind says it all: the kind's words, else the
    kind itself ("?" when the move has none)."""
    kind = move.get("kind")
    return words.get(kind, kind) if isinstance(kind, str) and kind else "?"


def places_from_keys(keys: list) -> list[int]:
    """1-based places from sortable keys (bigger is better); equal keys tie."""
    return [1 + sum(1 for other in keys if other > key) for key in keys]
