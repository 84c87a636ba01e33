"""King of Copper: race your tokens round old Butte, mine its districts,
trade titles and rob your rivals (seeds/001).

A turn: mining at your tokens' mines (prospect, peek, dig), then a roll;
each die or the total is a separate move; landing decisions (buy a title,
rob, cash at Finish, tunnel exits, Character Cards) are small moves of their
own, queued in `tasks`. A trade offer may break in before the roll or any
move (see trading.py); the turn then goes on where it stopped. Choices the rule text leaves
open are listed under "Table rules" in game/data/king_of_copper_howto.toml.

This module is the game's face (SPEC.rules): the rulebook that hands every
move to its kind's problem and handler, and the names bots, scenes and tests
use. The rules live beside it, one job a module: state (the table, dealing,
who acts), walks (the board as a state sees it), candidates and problems
(what may be done), chance, turns, mining, moving, robbing, cashing, titles,
tunnels, trading, ending, views (secrets) and words.
"""

from __future__ import annotations

from typing import Callable, cast

from game.contract import public_events as event_view  # no event tells a chip's face: views hide it
from game.core import CHANCE, Rulebook
from game.king_of_copper.candidates import candidates
from game.king_of_copper.cashing import cash_done_handler, cash_handler
from game.king_of_copper.chance import (
    cave_roll_problem,
    chance_move,
    chance_outcomes,
    dice_roll_problem,
    lay_out_problem,
    opening_problem,
    tunnel_roll_problem,
)
from game.king_of_copper.ending import CROWN, is_over, result
from game.king_of_copper.ledger import districts_held
from game.king_of_copper.mining import (
    cave_numbers,
    cave_roll_handler,
    dig_handler,
    peek_cost,
    peek_handler,
    prospect_handler,
    roll_handler,
    stop_digging_handler,
)
from game.king_of_copper.moves import MOVES, UNDOABLE, Move, PlayerMove
from game.king_of_copper.moving import bad_luck_left, dice_roll_handler, move_handler
from game.king_of_copper.problems import (
    before,
    cash_done_problem,
    cash_problem,
    character_problem,
    dig_problem,
    move_problem,
    peek_problem,
    prospect_problem,
    rob_problem,
    roll_problem,
    stop_digging_problem,
    title_problem,
    tunnel_exit_problem,
)
from game.king_of_copper.robbing import lay_out_handler, rob_handler
from game.king_of_copper.state import LENGTHS, TOKENS, TOTAL_MONEY, State, invariants, new_game, to_act
from game.king_of_copper.titles import buy_title_handler, choose_character_handler, decline_title_handler
from game.king_of_copper.trading import (
    TRADE_PHASES,
    accept_trade_handler,
    answer_problem,
    can_offer,
    cancel_offer_handler,
    cancel_offer_problem,
    decline_trade_handler,
    offer_item_handler,
    offer_item_problem,
    offer_money_handler,
    offer_money_problem,
    offer_to_handler,
    offer_to_problem,
    offer_trade_handler,
    offer_trade_problem,
    send_offer_handler,
    send_offer_problem,
    trade_moment,
    trade_partners,
)
from game.king_of_copper.tunnels import tunnel_exit_handler, tunnel_roll_handler, tunnel_success
from game.king_of_copper.turns import carry_on, opening_handler
from game.king_of_copper.views import HIDDEN, known_chips, secrets, view
from game.king_of_copper.walks import (
    brings_bad_luck,
    landing_problem,
    may_enter,
    offered_way,
    passage_open,
    seats_at,
)
from game.king_of_copper.words import describe

__all__ = [
    "CROWN",
    "HIDDEN",
    "LENGTHS",
    "MOVES",
    "TOKENS",
    "TOTAL_MONEY",
    "TRADE_PHASES",
    "UNDOABLE",
    "State",
    "apply",
    "bad_luck_left",
    "brings_bad_luck",
    "can_offer",
    "cave_numbers",
    "chance_move",
    "chance_outcomes",
    "describe",
    "event_view",
    "districts_held",
    "invariants",
    "is_over",
    "known_chips",
    "landing_problem",
    "legal_moves",
    "may_enter",
    "new_game",
    "offered_way",
    "passage_open",
    "problem",
    "peek_cost",
    "result",
    "seats_at",
    "secrets",
    "to_act",
    "trade_moment",
    "trade_partners",
    "tunnel_success",
    "view",
]


def legal_moves(state: State, player) -> list[PlayerMove]:
    return cast(list[PlayerMove], RULEBOOK.legal(state, candidates(state, player)))  # a subset of the candidates


def apply(state: State, move: Move) -> list[dict]:
    return RULEBOOK.apply(state, move)


def problem(state: State, move: dict) -> str:
    """The rules' sentence against a move, without making it ("" when it may be made)."""
    return RULEBOOK.problem(state, move)


Handler = Callable[..., list[dict]]


def _by_player(handler: Handler) -> Handler:
    def make(state: State, move: PlayerMove) -> list[dict]:
        events = handler(state, move)
        carry_on(state, events)
        return events

    return make


_by_chance = _by_player  # a chance move carries on as a player's does (the Rulebook counts it)


def _player_or_chance(for_player: Callable, for_chance: Callable) -> Callable:
    """A roll is a kind of move on both sides: the player asks for it, chance throws the dice."""

    def pick(state: State, move: Move):
        return (for_chance if move["player"] == CHANCE else for_player)(state, move)

    return pick


_HANDLERS: dict[str, Handler] = {
    "roll": _player_or_chance(_by_player(roll_handler), _by_chance(dice_roll_handler)),
    "prospect": _by_player(prospect_handler),
    "peek": _by_player(peek_handler),
    "dig": _by_player(dig_handler),
    "stop_digging": _by_player(stop_digging_handler),
    "move": _by_player(move_handler),
    "buy_title": _by_player(buy_title_handler),
    "decline_title": _by_player(decline_title_handler),
    "rob": _by_player(rob_handler),
    "cash": _by_player(cash_handler),
    "cash_done": _by_player(cash_done_handler),
    "choose_character": _by_player(choose_character_handler),
    "tunnel_exit": _by_player(tunnel_exit_handler),
    "offer_trade": _by_player(offer_trade_handler),
    "offer_to": _by_player(offer_to_handler),
    "offer_item": _by_player(offer_item_handler),
    "offer_money": _by_player(offer_money_handler),
    "send_offer": _by_player(send_offer_handler),
    "cancel_offer": _by_player(cancel_offer_handler),
    "accept_trade": _by_player(accept_trade_handler),
    "decline_trade": _by_player(decline_trade_handler),
    "opening": _by_chance(opening_handler),
    "cave_roll": _by_chance(cave_roll_handler),
    "lay_out": _by_chance(lay_out_handler),
    "tunnel_roll": _by_chance(tunnel_roll_handler),
}
_PROBLEMS: dict[str, Callable[..., str]] = {
    "roll": _player_or_chance(roll_problem, dice_roll_problem),
    "prospect": prospect_problem,
    "peek": peek_problem,
    "dig": dig_problem,
    "stop_digging": stop_digging_problem,
    "move": move_problem,
    "buy_title": title_problem,
    "decline_title": title_problem,
    "rob": rob_problem,
    "cash": cash_problem,
    "cash_done": cash_done_problem,
    "choose_character": character_problem,
    "tunnel_exit": tunnel_exit_problem,
    "offer_trade": offer_trade_problem,
    "offer_to": offer_to_problem,
    "offer_item": offer_item_problem,
    "offer_money": offer_money_problem,
    "send_offer": send_offer_problem,
    "cancel_offer": cancel_offer_problem,
    "accept_trade": answer_problem,
    "decline_trade": answer_problem,
    "opening": opening_problem,
    "cave_roll": cave_roll_problem,
    "lay_out": lay_out_problem,
    "tunnel_roll": tunnel_roll_problem,
}
RULEBOOK = Rulebook(MOVES, _HANDLERS, _PROBLEMS, before)
