"""Coal n' Write's moves, one TypedDict per kind, for mypy and core.MoveShapes.of
(which says why this module has no `from __future__ import annotations`)."""

from typing import Callable, Literal, NotRequired, TypedDict

from game.core import MoveShapes


# --- a player's moves: building a turn ---------------------------------------------
class Claim(TypedDict):
    kind: Literal["claim"]
    player: int
    deposit: int
    dice: list[int]


class Dig(TypedDict):
    kind: Literal["dig"]
    player: int
    deposit: int
    die: int


class Store(TypedDict):
    kind: Literal["store"]
    player: int
    item: str
    die: int
    burros: NotRequired[list[int]]  # the Pistol's targets
    count: NotRequired[int]  # how many Railroad Shares or Tonics


class Tonic(TypedDict):
    kind: Literal["tonic"]
    player: int


class Hit(TypedDict):
    kind: Literal["hit"]
    player: int


class Stay(TypedDict):
    kind: Literal["stay"]
    player: int


class Confirm(TypedDict):
    kind: Literal["confirm"]
    player: int


# --- a player's moves: loading a burro at a round's end --------------------------------
class ChooseBurro(TypedDict):
    kind: Literal["choose_burro"]
    player: int
    burro: int


class Load(TypedDict):
    kind: Literal["load"]
    player: int
    mineral: str


class Unload(TypedDict):
    kind: Literal["unload"]
    player: int
    mineral: str


class Send(TypedDict):
    kind: Literal["send"]
    player: int


# --- the chance side's moves -------------------------------------------------------------
class Roll(TypedDict):
    kind: Literal["roll"]
    player: str
    dice: list[int]  # one face per die in hand, in hand order


class Hunt(TypedDict):
    seat: int
    dice: list[int]


class Varmint(TypedDict):
    kind: Literal["varmint"]
    player: str
    hunts: list[Hunt]  # one per hunt bought this turn, in seat order


class BlackjackDie(TypedDict):
    kind: Literal["blackjack_die"]
    player: str
    seat: int
    die: int


BuildMove = Claim | Dig | Store | Tonic | Hit | Stay | Confirm
LoadMove = ChooseBurro | Load | Unload | Send
PlayerMove = BuildMove | LoadMove
ChanceMove = Roll | Varmint | BlackjackDie
Move = PlayerMove | ChanceMove

MOVES = MoveShapes.of(
    "Coal n' Write",
    player=(Claim, Dig, Store, Tonic, Hit, Stay, Confirm, ChooseBurro, Load, Unload, Send),
    chance=(Roll, Varmint, BlackjackDie),
)
# A handler or a problem takes the state and its own kind of move: the tables
# that hold them (for core.Rulebook) say only that much.
Handlers = dict[str, Callable[..., list[dict]]]
Problems = dict[str, Callable[..., str]]

LOAD_KINDS = ("choose_burro", "load", "unload", "send")  # the moves of the load phase, and only those

# What a player may take back within a turn (Match.undo): placements on
# their own sheet, never a roll, a burro sent off or a turn confirmed.
UNDOABLE = frozenset({"claim", "dig", "store", "tonic", "choose_burro", "load", "unload"})
