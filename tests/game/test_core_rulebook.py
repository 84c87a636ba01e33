"""core.Rulebook: one problem function per kind both lists and refuses moves."""

from dataclasses import dataclass

import pytest

from game.core import IllegalMove, MoveShapes, Rulebook


@dataclass
class Pile:
    coins: int = 3
    over: bool = False
    chance_count: int = 0
    seen: int = -1  # the chance count a drop saw


def take(state, move):
    state.coins -= move["count"]
    return [{"kind": "took", "count": move["count"]}]


def drop(state, move):
    state.coins += 1
    state.seen = state.chance_count
    return [{"kind": "dropped"}]


BOOK = Rulebook(
    MoveShapes("Pile", player={"take": {"count": int}}, chance={"drop": {}}),
    handlers={"take": take, "drop": drop},
    problems={
        "take": lambda state, move: "" if 1 <= move["count"] <= state.coins else "There aren't that many coins.",
        "drop": lambda state, move: "" if state.coins < 4 else "The pile is full.",
    },
    before=lambda state, move: "The game is over." if state.over else "",
)


def test_legal_lists_exactly_the_moves_apply_accepts():
    pile = Pile()
    candidates = [{"kind": "take", "player": 0, "count": n} for n in range(0, 6)]
    assert [m["count"] for m in BOOK.legal(pile, candidates)] == [1, 2, 3]
    for move in candidates:
        trial = Pile()
        if move in BOOK.legal(pile, candidates):
            assert BOOK.apply(trial, move) == [{"kind": "took", "count": move["count"]}]
        else:
            with pytest.raises(IllegalMove, match="aren't that many"):
                BOOK.apply(trial, move)
            assert trial == Pile()


def test_before_is_asked_first_and_shapes_before_that():
    with pytest.raises(IllegalMove, match="over"):
        BOOK.apply(Pile(over=True), {"kind": "take", "player": 0, "count": 1})
    with pytest.raises(IllegalMove, match="count"):
        BOOK.apply(Pile(), {"kind": "take", "player": 0, "count": "1"})


def test_a_chance_move_is_counted_before_its_handler_and_a_refused_one_is_not():
    pile = Pile()
    BOOK.apply(pile, {"kind": "take", "player": 0, "count": 1})
    assert pile.chance_count == 0
    BOOK.apply(pile, {"kind": "drop", "player": "chance"})
    assert (pile.chance_count, pile.seen) == (1, 1)
    BOOK.apply(pile, {"kind": "drop", "player": "chance"})
    with pytest.raises(IllegalMove, match="full"):
        BOOK.apply(pile, {"kind": "drop", "player": "chance"})
    assert pile.chance_count == 2


def test_move_shapes_can_be_declared_as_typed_dicts():
    from typing import Literal, NotRequired, TypedDict

    from game.core import MoveShapes

    class Seat(TypedDict):
        seat: int
        name: NotRequired[str]

    class Pick(TypedDict):
        kind: Literal["pick"]
        player: int
        coins: list[str]
        who: Seat

    class Flip(TypedDict):
        kind: Literal["flip"]
        player: str
        heads: list[bool]

    shapes = MoveShapes.of("Pile", player=(Pick,), chance=(Flip,))
    assert shapes.player == {"pick": {"coins": [str], "who": {"seat": int, "name?": str}}}
    assert shapes.chance == {"flip": {"heads": [bool]}}


def test_kind_words_names_a_move_by_its_kind_and_never_fails_on_a_bad_one():
    from game.core import kind_words

    words = {"take": "takes coins"}
    assert kind_words({"kind": "take"}, words) == "takes coins"
    assert kind_words({"kind": "shout"}, words) == "shout"
    assert kind_words({}, words) == kind_words({"kind": ""}, words) == kind_words({"kind": 3}, words) == "?"
