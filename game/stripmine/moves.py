"""Stripmine's moves, one TypedDict per kind: mypy checks each move where it
is built, and core.MoveShapes reads the same declarations to check every
move that is made."""

from typing import Literal, TypedDict

from game.core import MoveShapes


# --- the players' moves ---------------------------------------------------------
class Mine(TypedDict):
    kind: Literal["mine"]
    player: int
    hill: int


class Pick(TypedDict):
    kind: Literal["pick"]
    player: int
    coins: list[str]


class Hold(TypedDict):
    kind: Literal["hold"]
    player: int
    coin: str


# --- chance -------------------------------------------------------------------------
class Flip(TypedDict):
    kind: Literal["flip"]
    player: str
    heads: list[bool]


class First(TypedDict):
    kind: Literal["first"]
    player: str
    seat: int


class Settle(TypedDict):
    kind: Literal["settle"]
    player: str
    order: list[int]


PlayerMove = Mine | Pick | Hold
ChanceMove = Flip | First | Settle
Move = PlayerMove | ChanceMove

MOVES = MoveShapes.of("Stripmine", player=(Mine, Pick, Hold), chance=(Flip, First, Settle))
UNDOABLE: frozenset[str] = frozenset()  # a coin taken is public and a pick is locked in: none is taken back
