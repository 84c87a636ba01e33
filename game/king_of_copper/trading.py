"""Trading in King of Copper: an offer of titles, event tickets and money is
built change by change (each a small move), sent, then accepted or declined
by the other player."""

from __future__ import annotations

import copy

from game.king_of_copper.cards import GAME
from game.king_of_copper.ledger import check_character, titles_held, transfer
from game.king_of_copper.moves import (
    AcceptTrade,
    CancelOffer,
    DeclineTrade,
    OfferItem,
    OfferMoney,
    OfferTo,
    OfferTrade,
    PlayerMove,
    SendOffer,
)
from game.king_of_copper.phases import Phase
from game.king_of_copper.problems import NOT_NOW
from game.king_of_copper.state import State

TRADE_PHASES = (Phase.START, Phase.MOVE)  # play waits for the current player: before a roll, before a move


def trade_partners(state: State, seat: int) -> list[int]:
    """Players a trade could be made with: somebody must hold a title or a ticket."""
    holders = set(state.owner.values())  # seats with a title
    mine = seat in holders or bool(state.tickets[seat])
    return [
        other for other in range(state.players) if other != seat and (mine or other in holders or state.tickets[other])
    ]


def trade_moment(state: State) -> bool:
    """Play waits for the current player (before a roll or a move): a trade may break in."""
    return state.phase in TRADE_PHASES and not state.tasks


def can_offer(state: State, seat: int) -> bool:
    """Whether `seat` may start a trade offer now: a trade moment, and `seat` has an offer left."""
    return (
        trade_moment(state)
        and state.offered.count(seat) < GAME["offers_per_turn"]
        and bool(trade_partners(state, seat))
    )


def _offering(trade: dict) -> bool:
    return bool(trade["give"] or trade["get"] or trade["give_money"] or trade["get_money"])


# --- the moves worth asking the rulebook about --------------------------------------------
def offer_moves(state: State, seat: int) -> list[OfferTrade]:
    """Anyone may offer a trade whenever play waits for the current player (before the roll, before
    each move); the current player's move slot carries it ("from": the offering seat)."""
    return [
        {"player": seat, "kind": "offer_trade"}
        if offerer == seat
        else {"player": seat, "kind": "offer_trade", "from": offerer}
        for offerer in [seat] + [s for s in range(state.players) if s != seat]
    ]


def build_moves(state: State, seat: int) -> list[PlayerMove]:
    """The changes an offer being built might take, then sending or dropping it."""
    trade = state.current_trade
    other = trade["with"]
    moves: list[PlayerMove] = [{"player": seat, "kind": "send_offer"}, {"player": seat, "kind": "cancel_offer"}]
    moves += [{"player": seat, "kind": "offer_to", "with": s} for s in range(state.players) if s != seat]
    for side, owner in (("give", seat), ("get", other)):
        for mine in titles_held(state, owner):
            moves.append({"player": seat, "kind": "offer_item", "side": side, "item": mine})
        for card in state.tickets[owner]:
            moves.append({"player": seat, "kind": "offer_item", "side": side, "item": f"ticket{card}"})
        for amount in (50, -50):
            moves.append({"player": seat, "kind": "offer_money", "side": side, "amount": amount})
    return moves


# --- what stops a trading move --------------------------------------------------------------
def offer_trade_problem(state: State, move: OfferTrade) -> str:
    seat = move["player"]
    offerer = move.get("from", seat)
    if not trade_moment(state):
        return "Trades are offered while play waits for the player on turn: before a roll or a move."
    if not 0 <= offerer < state.players:
        return "Only a player at the table can offer a trade."
    if state.offered.count(offerer) >= GAME["offers_per_turn"]:
        if offerer == seat:
            return "You have made your trade offer for this turn."
        return "That player has already made a trade offer this turn."
    if not trade_partners(state, offerer):
        return "Nobody can trade yet: a trade needs a title or an event ticket on one side."
    if "from" in move and offerer == seat:  # one way to write each offer, the one listed
        return "Leave out who offers when the offer is your own."
    return ""


def _editable(state: State) -> dict | None:
    """The offer being built, while it may still change."""
    trade = state.trade if state.phase == Phase.TRADE_BUILD else None
    return trade if trade is not None and trade["edits"] < GAME["offer_edits"] else None


def offer_to_problem(state: State, move: OfferTo) -> str:
    trade, other = _editable(state), move["with"]
    if trade is None or _offering(trade) or other == trade["with"]:
        return NOT_NOW
    return "" if other in trade_partners(state, move["player"]) else NOT_NOW


def _owner(trade: dict, seat: int, side: str) -> int | None:
    """Whose things a side of the offer holds: the offerer gives, the partner is asked."""
    return seat if side == "give" else trade["with"] if side == "get" else None


def offer_item_problem(state: State, move: OfferItem) -> str:
    trade = _editable(state)
    owner = None if trade is None else _owner(trade, move["player"], move["side"])
    if owner is None:
        return NOT_NOW
    item = move["item"]
    if state.owner.get(item) == owner or item in [f"ticket{card}" for card in state.tickets[owner]]:
        return ""  # a title or an event ticket the owner holds
    return NOT_NOW


def offer_money_problem(state: State, move: OfferMoney) -> str:
    trade = _editable(state)
    owner = None if trade is None else _owner(trade, move["player"], move["side"])
    if trade is None or owner is None:
        return NOT_NOW
    offered, amount = trade[move["side"] + "_money"], move["amount"]
    if (amount == 50 and offered + 50 <= state.money[owner]) or (amount == -50 and offered >= 50):
        return ""
    return NOT_NOW


def send_offer_problem(state: State, move: SendOffer) -> str:
    return "" if state.phase == Phase.TRADE_BUILD and state.trade is not None and _offering(state.trade) else NOT_NOW


def cancel_offer_problem(state: State, move: CancelOffer) -> str:
    return "" if state.phase == Phase.TRADE_BUILD else NOT_NOW


def answer_problem(state: State, move: AcceptTrade | DeclineTrade) -> str:
    return "" if state.phase == Phase.TRADE_ANSWER else NOT_NOW


# --- handlers ------------------------------------------------------------------------------------
def offer_trade_handler(state: State, move: OfferTrade) -> list[dict]:
    """Any seat may offer (move["from"], default the mover, who is always the current player); the
    build belongs to the offerer, the answer to the partner, then the current player goes on from
    where the offer broke in (before the roll, or before a move)."""
    offerer = move.get("from", move["player"])
    state.offered.append(offerer)
    partners = trade_partners(state, offerer)
    other = state.current if state.current in partners else partners[0]
    state.trade = {
        "from": offerer,
        "with": other,
        "give": [],
        "get": [],
        "give_money": 0,
        "get_money": 0,
        "edits": 0,
        "resume": state.phase,
    }
    state.phase = Phase.TRADE_BUILD
    return [{"kind": "trade_started", "seat": offerer, "with": other}]


def offer_to_handler(state: State, move: OfferTo) -> list[dict]:
    state.current_trade["with"] = move["with"]
    state.current_trade["edits"] += 1
    return [{"kind": "trade_changed", "trade": copy.deepcopy(state.current_trade)}]


def offer_item_handler(state: State, move: OfferItem) -> list[dict]:
    items = state.current_trade[move["side"]]
    if move["item"] in items:
        items.remove(move["item"])
    else:
        items.append(move["item"])
    state.current_trade["edits"] += 1
    return [{"kind": "trade_changed", "trade": copy.deepcopy(state.current_trade)}]


def offer_money_handler(state: State, move: OfferMoney) -> list[dict]:
    state.current_trade[move["side"] + "_money"] += move["amount"]
    state.current_trade["edits"] += 1
    return [{"kind": "trade_changed", "trade": copy.deepcopy(state.current_trade)}]


def send_offer_handler(state: State, move: SendOffer) -> list[dict]:
    state.phase = Phase.TRADE_ANSWER
    return [{"kind": "trade_offered", "trade": copy.deepcopy(state.current_trade)}]


def _close_trade(state: State) -> None:
    state.trade, state.phase = None, state.current_trade["resume"]


def cancel_offer_handler(state: State, move: CancelOffer) -> list[dict]:
    _close_trade(state)
    return [{"kind": "trade_cancelled", "seat": move["player"]}]


def accept_trade_handler(state: State, move: AcceptTrade) -> list[dict]:
    trade = state.current_trade
    a, b = trade["from"], trade["with"]
    for items, giver, taker in ((trade["give"], a, b), (trade["get"], b, a)):
        for item in items:
            if item.startswith("ticket"):
                card = int(item[6:])
                state.tickets[giver].remove(card)
                state.tickets[taker].append(card)
            else:
                state.owner[item] = taker
    transfer(state, a, b, trade["give_money"])
    transfer(state, b, a, trade["get_money"])
    events = [{"kind": "trade_accepted", "trade": copy.deepcopy(trade)}]
    _close_trade(state)
    check_character(state, a, events)
    check_character(state, b, events)
    return events


def decline_trade_handler(state: State, move: DeclineTrade) -> list[dict]:
    trade = state.current_trade
    _close_trade(state)
    return [{"kind": "trade_declined", "seat": trade["with"], "by": trade["from"]}]
