"""core.Rulebook: one problem function per kind both lists and refuses moves."""

from dataclasses import dataclass

import pytest

from game.core import IllegalMove, MoveShapes, Rulebook


@dataclass
class Pile:
    coins: int = 3
    over: bool = False


def take(state, move):
    state.coins -= move["count"]
    return [{"kind": "took", "count": move["count"]}]


BOOK = Rulebook(
    MoveShapes("Pile", player={"take": {"count": int}}, chance={}),
    handlers={"take": take},
    problems={"take": lambda state, move: "" if 1 <= move["count"] <= state.coins else "There aren't that many coins."},
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
