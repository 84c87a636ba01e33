"""The moves worth asking King of Copper's rulebook about: at each moment of
play, every move a seat might make. The rulebook keeps the ones that have no
problem, so what is listed is exactly what is accepted."""

from __future__ import annotations

from game.king_of_copper import board as B
from game.king_of_copper.moves import PlayerMove
from game.king_of_copper.phases import Phase
from game.king_of_copper.state import State
from game.king_of_copper.trading import build_moves, offer_moves
from game.king_of_copper.walks import walk_moves


def candidates(state: State, seat) -> list[PlayerMove]:
    if type(seat) is not int or not 0 <= seat < state.players:
        return []
    if state.tasks:
        return _task_moves(state, state.tasks[0], seat)
    if state.phase == Phase.START:
        return _start_moves(state, seat)
    if state.phase == Phase.PEEKED:
        return [{"player": seat, "kind": "dig"}, {"player": seat, "kind": "stop_digging"}]
    if state.phase == Phase.MOVE:
        return [*walk_moves(state, seat), *offer_moves(state, seat)]
    if state.phase == Phase.TRADE_BUILD:
        return build_moves(state, seat)
    if state.phase == Phase.TRADE_ANSWER:
        return [{"player": seat, "kind": "accept_trade"}, {"player": seat, "kind": "decline_trade"}]
    return []


def _start_moves(state: State, seat: int) -> list[PlayerMove]:
    """Roll, work a mine a token stands on, or offer a trade."""
    moves: list[PlayerMove] = [{"player": seat, "kind": "roll"}]
    for mine in B.MINES:
        if mine in state.tokens[seat]:
            moves.append({"player": seat, "kind": "prospect", "mine": mine})
            moves.append({"player": seat, "kind": "peek", "mine": mine})
    return [*moves, *offer_moves(state, seat)]


def _task_moves(state: State, task: dict, seat: int) -> list[PlayerMove]:
    """The moves that make the decision due."""
    name = task["task"]
    if name == "buy":
        return [
            {"player": seat, "kind": "buy_title", "mine": task["mine"]},
            {"player": seat, "kind": "decline_title", "mine": task["mine"]},
        ]
    if name == "rob":
        return [{"player": seat, "kind": "rob", "slot": i} for i in range(len(task["slots"]))]
    if name == "cash":
        cash: list[PlayerMove] = [{"player": seat, "kind": "cash", "chip": chip} for chip in state.hands[seat]]
        return [*cash, {"player": seat, "kind": "cash_done"}]
    if name == "character":
        return [{"player": seat, "kind": "choose_character", "card": card} for card in state.character_pool]
    if name == "tunnel_exit":
        return [{"player": seat, "kind": "tunnel_exit", "token": task["token"], "to": to} for to in B.TUNNEL_EXITS]
    return []
