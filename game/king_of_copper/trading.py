"""Trading in King of Copper: an offer of titles, event tickets and money is
built change by change (each a small move), sent, then accepted or declined
by the other player."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from game.king_of_copper.cards import GAME
from game.king_of_copper.ledger import _check_character, _titles, _transfer

if TYPE_CHECKING:  # the state is defined by the rules module, which imports this one
    from game.king_of_copper.rules import State


def trade_partners(state: State, seat: int) -> list[int]:
    """Players a trade could be made with: somebody must hold a title or a ticket."""
    mine = bool(_titles(state, seat) or state.tickets[seat])
    return [
        other
        for other in range(state.players)
        if other != seat and (mine or _titles(state, other) or state.tickets[other])
    ]


def _trade_build_moves(state: State, seat: int) -> list[dict]:
    trade = state.trade
    other = trade["with"]
    moves = []
    if trade["give"] or trade["get"] or trade["give_money"] or trade["get_money"]:
        moves.append({"player": seat, "kind": "send_offer"})
    moves.append({"player": seat, "kind": "cancel_offer"})
    if trade["edits"] >= GAME["offer_edits"]:
        return moves
    if not (trade["give"] or trade["get"] or trade["give_money"] or trade["get_money"]):
        moves += [{"player": seat, "kind": "offer_to", "with": s} for s in trade_partners(state, seat) if s != other]
    for side, owner in (("give", seat), ("get", other)):
        for mine in _titles(state, owner):
            moves.append({"player": seat, "kind": "offer_item", "side": side, "item": mine})
        for card in state.tickets[owner]:
            moves.append({"player": seat, "kind": "offer_item", "side": side, "item": f"ticket{card}"})
        have = state.money[owner]
        key = side + "_money"
        if trade[key] + 50 <= have:
            moves.append({"player": seat, "kind": "offer_money", "side": side, "amount": 50})
        if trade[key] >= 50:
            moves.append({"player": seat, "kind": "offer_money", "side": side, "amount": -50})
    return moves


def _offer_trade(state: State, move: dict) -> list[dict]:
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
    state.phase = "trade_build"
    return [{"kind": "trade_started", "seat": offerer, "with": other}]


def _offer_to(state: State, move: dict) -> list[dict]:
    state.trade["with"] = move["with"]
    state.trade["edits"] += 1
    return [{"kind": "trade_changed", "trade": copy.deepcopy(state.trade)}]


def _offer_item(state: State, move: dict) -> list[dict]:
    items = state.trade[move["side"]]
    if move["item"] in items:
        items.remove(move["item"])
    else:
        items.append(move["item"])
    state.trade["edits"] += 1
    return [{"kind": "trade_changed", "trade": copy.deepcopy(state.trade)}]


def _offer_money(state: State, move: dict) -> list[dict]:
    state.trade[move["side"] + "_money"] += move["amount"]
    state.trade["edits"] += 1
    return [{"kind": "trade_changed", "trade": copy.deepcopy(state.trade)}]


def _send_offer(state: State, move: dict) -> list[dict]:
    state.phase = "trade_answer"
    return [{"kind": "trade_offered", "trade": copy.deepcopy(state.trade)}]


def _close_trade(state: State) -> None:
    state.trade, state.phase = None, state.trade["resume"]


def _cancel_offer(state: State, move: dict) -> list[dict]:
    _close_trade(state)
    return [{"kind": "trade_cancelled", "seat": move["player"]}]


def _accept_trade(state: State, move: dict) -> list[dict]:
    trade = state.trade
    a, b = trade["from"], trade["with"]
    for items, giver, taker in ((trade["give"], a, b), (trade["get"], b, a)):
        for item in items:
            if item.startswith("ticket"):
                card = int(item[6:])
                state.tickets[giver].remove(card)
                state.tickets[taker].append(card)
            else:
                state.owner[item] = taker
    _transfer(state, a, b, trade["give_money"])
    _transfer(state, b, a, trade["get_money"])
    events = [{"kind": "trade_accepted", "trade": copy.deepcopy(trade)}]
    _close_trade(state)
    _check_character(state, a, events)
    _check_character(state, b, events)
    return events


def _decline_trade(state: State, move: dict) -> list[dict]:
    trade = state.trade
    _close_trade(state)
    return [{"kind": "trade_declined", "seat": trade["with"], "by": trade["from"]}]
