"""The board as a King of Copper state sees it: open passages, who stands
where, where a token may land, and the walks the dice on the table offer."""

from __future__ import annotations

import functools
from typing import Any, Mapping, cast

from game.king_of_copper import board as B
from game.king_of_copper.moves import TokenMove
from game.king_of_copper.phases import Phase
from game.king_of_copper.state import State

_PASSAGE_MINES = tuple(B.passage_mines(d) for d in range(4))


def passage_open(state: State, district: int) -> bool:
    a, b = _PASSAGE_MINES[district % 4]
    return bool((state.green[a] or state.blue[a]) and (state.green[b] or state.blue[b]))


def seats_at(state: State, node: str) -> dict[int, int]:
    """seat -> how many of its tokens stand on node."""
    here = {}
    for seat, tokens in enumerate(state.tokens):
        count = tokens.count(node)
        if count:
            here[seat] = count
    return here


def landing_problem(state: State, seat: int, node: str) -> str:
    """Why a token of `seat` may not land on node ("" when it may)."""
    if node in B.MINE_NAMES and state.owner[node] not in (-1, seat):
        return f"{B.MINE_NAMES[node]} belongs to another player: you may pass it but not land on it."
    if not B.is_safe(node):
        for other, count in seats_at(state, node).items():
            if other != seat and count >= 2:
                return "Two stacked tokens block that space."
    return ""


def may_enter(state: State, seat: int, token: int) -> bool:
    """A token on a head frame walks into the district on a later turn than the one it arrived in
    ("On your next turn move into the district"); a doubles re-roll is still the same turn."""
    return seat != state.current or token not in state.arrived_frame


def _walks(state: State, seat: int, token: int, steps: int, overshoot: bool, opened=None) -> tuple:
    """Every way to move a token exactly `steps` spaces: ({to, path, passages, overshoot, direction}, ...).
    Shared and cached: callers read the dicts and never change them."""
    node = state.tokens[seat][token]
    if node in ("start", "home"):
        return ()
    if opened is None:
        opened = tuple(passage_open(state, d) for d in range(4))
    return _ways(node, state.quarters[seat], steps, overshoot, opened, may_enter(state, seat, token))


@functools.lru_cache(maxsize=20000)
def _ways(node: str, quarter: int, steps: int, overshoot: bool, opened: tuple, enter: bool = True) -> tuple:
    found = []

    def walk(here, left, path, passages, backwards):
        if left == 0:
            found.append(
                {
                    "to": here,
                    "path": path,
                    "passages": passages,
                    "overshoot": False,
                    "direction": "back" if backwards else "forward",
                }
            )
            return
        if here == "home" and overshoot:  # doubles carry a ladder token in past the exact count
            found.append({"to": "home", "path": path, "passages": passages, "overshoot": True, "direction": "forward"})
            return
        if backwards:
            nexts = [] if here[0] == "t" else B.backward(here, opened)  # the head frame ends the way back
        else:
            nexts = B.forward(here, quarter, enter and not path, opened)
        for nxt, passage in nexts:
            walk(nxt, left - 1, path + [nxt], passages + ([passage] if passage is not None else []), backwards)

    walk(node, steps, [], [], False)
    if node[0] == "D":
        walk(node, steps, [], [], True)
    return tuple(found)


# --- the walks the dice offer --------------------------------------------------------------


def _opened(state: State) -> tuple:
    return tuple(passage_open(state, d) for d in range(4))


def _uses(state: State) -> dict[str, int]:
    """The uses of the dice still unused and how far each walks: "both"
    together, or one die alone ("a", "b"). Of equal dice only the first is
    offered: one choice is enough."""
    left = state.dice_left
    uses = {}
    if len(state.dice) == 2 and len(left) == 2:
        uses["both"] = state.dice[0] + state.dice[1]
    values = set()
    for die in left:
        if state.dice[die] not in values:
            values.add(state.dice[die])
            uses["ab"[die]] = state.dice[die]
    return uses


def _tokens_offered(state: State, seat: int, use: str) -> list[int]:
    """The tokens a use of the dice may move: tokens on one space move alike,
    so only the first of them is offered, and split dice move two different tokens."""
    offered, alike_seen = [], set()
    for token, node in enumerate(state.tokens[seat]):
        alike = (node, may_enter(state, seat, token))
        if node in ("start", "home") or alike in alike_seen:
            continue
        if use != "both" and token == state.moved_token:
            continue
        alike_seen.add(alike)
        offered.append(token)
    return offered


def _overshoot(state: State, node: str) -> bool:
    """Doubles carry a ladder token in past the exact count, once a turn."""
    doubles = len(state.dice) == 2 and state.dice[0] == state.dice[1]
    return doubles and not state.overshoot_used and node[0] == "L"


def walk_moves(state: State, seat: int) -> list[TokenMove]:
    """The moves of a token the dice still unused offer `seat`, one per place
    and direction: the candidates, of which the rulebook keeps those with
    nowhere wrong to land."""
    moves: list[TokenMove] = []
    if state.phase != Phase.MOVE:
        return moves
    opened = _opened(state)
    for use, steps in _uses(state).items():
        for token in _tokens_offered(state, seat, use):
            seen = set()
            overshoot = _overshoot(state, state.tokens[seat][token])
            for way in _walks(state, seat, token, steps, overshoot, opened):
                key = (way["to"], way["direction"])
                if key in seen:
                    continue
                seen.add(key)
                move: TokenMove = {"player": seat, "kind": "move", "token": token, "use": use, "to": way["to"]}
                if way["direction"] == "back":
                    move["back"] = True
                moves.append(move)
    return moves


def can_walk(state: State, seat: int) -> bool:
    """Whether the dice still unused offer `seat` any walk at all."""
    return any(offered_way(state, move) for move in walk_moves(state, seat))


def offered_way(state: State, move: TokenMove) -> dict | None:
    """The walk a move of a token takes when the dice on the table offer it, or None."""
    seat, token, use = move["player"], move["token"], move["use"]
    if state.phase != Phase.MOVE or state.tasks or seat != state.current:
        return None
    steps = _uses(state).get(use)
    if steps is None or token not in _tokens_offered(state, seat, use):
        return None
    back = move.get("back")
    if back is False:  # a forward move is written without "back"
        return None
    direction = "back" if back else "forward"
    for way in _walks(state, seat, token, steps, _overshoot(state, state.tokens[seat][token])):
        if way["to"] == move["to"] and way["direction"] == direction:
            return None if landing_problem(state, seat, way["to"]) else way
    return None


def brings_bad_luck(state: State, move: Mapping[str, Any]) -> bool:
    """Whether a token move the dice offer passes under the mover's own ladder
    (seven turns of one die); False for any other move."""
    way = offered_way(state, cast(TokenMove, move)) if move.get("kind") == "move" else None
    return way is not None and any(B.passage_ladder(d) == state.quarters[move["player"]] for d in way["passages"])
