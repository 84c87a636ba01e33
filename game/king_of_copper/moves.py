"""King of Copper's moves, one TypedDict per kind: mypy checks each move
where it is built, and core.MoveShapes reads the same declarations to check
every move that is made. Fields named after Python words ("from", "with")
use the functional form. No `from __future__ import annotations` here: with
string annotations a TypedDict loses its NotRequired fields."""

from typing import Literal, NotRequired, TypedDict

from game.core import MoveShapes


# --- the start of a turn ---------------------------------------------------------------
class Roll(TypedDict):
    kind: Literal["roll"]
    player: int


class Prospect(TypedDict):
    kind: Literal["prospect"]
    player: int
    mine: str


class Peek(TypedDict):
    kind: Literal["peek"]
    player: int
    mine: str


class Dig(TypedDict):
    kind: Literal["dig"]
    player: int


class StopDigging(TypedDict):
    kind: Literal["stop_digging"]
    player: int


# --- moving and landing -------------------------------------------------------------------
class TokenMove(TypedDict):
    kind: Literal["move"]
    player: int
    token: int
    use: str  # "a", "b" or "both" dice
    to: str
    back: NotRequired[bool]  # only ever True: backwards inside a district


class BuyTitle(TypedDict):
    kind: Literal["buy_title"]
    player: int
    mine: str


class DeclineTitle(TypedDict):
    kind: Literal["decline_title"]
    player: int
    mine: str


class Rob(TypedDict):
    kind: Literal["rob"]
    player: int
    slot: int


class Cash(TypedDict):
    kind: Literal["cash"]
    player: int
    chip: str


class CashDone(TypedDict):
    kind: Literal["cash_done"]
    player: int


class ChooseCharacter(TypedDict):
    kind: Literal["choose_character"]
    player: int
    card: str


class TunnelExit(TypedDict):
    kind: Literal["tunnel_exit"]
    player: int
    token: int
    to: str


# --- trading ---------------------------------------------------------------------------------
OfferTrade = TypedDict(
    "OfferTrade",
    {"kind": Literal["offer_trade"], "player": int, "from": NotRequired[int]},  # "from": the offering seat
)
OfferTo = TypedDict("OfferTo", {"kind": Literal["offer_to"], "player": int, "with": int})


class OfferItem(TypedDict):
    kind: Literal["offer_item"]
    player: int
    side: str  # "give" or "get"
    item: str  # a mine, or "ticket<card>"


class OfferMoney(TypedDict):
    kind: Literal["offer_money"]
    player: int
    side: str
    amount: int


class SendOffer(TypedDict):
    kind: Literal["send_offer"]
    player: int


class CancelOffer(TypedDict):
    kind: Literal["cancel_offer"]
    player: int


class AcceptTrade(TypedDict):
    kind: Literal["accept_trade"]
    player: int


class DeclineTrade(TypedDict):
    kind: Literal["decline_trade"]
    player: int


# --- chance -------------------------------------------------------------------------------------
class Opening(TypedDict):
    kind: Literal["opening"]
    player: str
    rolls: list[list[int]]


class DiceRoll(TypedDict):
    kind: Literal["roll"]
    player: str
    dice: list[int]


class CaveRoll(TypedDict):
    kind: Literal["cave_roll"]
    player: str
    d10: int


class LayOut(TypedDict):
    kind: Literal["lay_out"]
    player: str
    order: list[int]


class TunnelRoll(TypedDict):
    kind: Literal["tunnel_roll"]
    player: str
    dice: list[int]


PlayerMove = (
    Roll
    | Prospect
    | Peek
    | Dig
    | StopDigging
    | TokenMove
    | BuyTitle
    | DeclineTitle
    | Rob
    | Cash
    | CashDone
    | ChooseCharacter
    | TunnelExit
    | OfferTrade
    | OfferTo
    | OfferItem
    | OfferMoney
    | SendOffer
    | CancelOffer
    | AcceptTrade
    | DeclineTrade
)
ChanceMove = Opening | DiceRoll | CaveRoll | LayOut | TunnelRoll
Move = PlayerMove | ChanceMove

MOVES = MoveShapes.of(
    "King of Copper",
    player=(
        Roll,
        Prospect,
        Peek,
        Dig,
        StopDigging,
        TokenMove,
        BuyTitle,
        DeclineTitle,
        Rob,
        Cash,
        CashDone,
        ChooseCharacter,
        TunnelExit,
        OfferTrade,
        OfferTo,
        OfferItem,
        OfferMoney,
        SendOffer,
        CancelOffer,
        AcceptTrade,
        DeclineTrade,
    ),
    chance=(Opening, DiceRoll, CaveRoll, LayOut, TunnelRoll),
)
UNDOABLE: frozenset[str] = frozenset()  # every move is public and most follow a roll: none is taken back
