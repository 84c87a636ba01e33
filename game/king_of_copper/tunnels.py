"""Tunnels in King of Copper: the roll to get through at the end of a turn,
and the exit a token comes out of."""

from __future__ import annotations

from game.king_of_copper import board as B
from game.king_of_copper.ledger import _ticket, _use_ticket
from game.king_of_copper.moves import TunnelExit, TunnelRoll
from game.king_of_copper.moving import _snake_eyes
from game.king_of_copper.robbing import _bump
from game.king_of_copper.state import State
from game.king_of_copper.walks import landing_problem, seats_at


def tunnel_success(dice: list[int], tunnel_rat: bool = False) -> bool:
    a, b = dice
    return a + b in (3, 7) or 3 in dice or (tunnel_rat and a == b)


def _tunnel_roll(state: State, move: TunnelRoll) -> list[dict]:
    task = state.tasks[0]
    dice = move["dice"]
    seat = task["seat"]
    state.tasks.pop(0)
    success = tunnel_success(dice, state.characters[seat] == "tunnel_rat")
    events = [{"kind": "tunnel_roll", "seat": seat, "token": task["token"], "dice": list(dice), "success": success}]
    _snake_eyes(state, seat, dice, events)
    if not success and _ticket(state, seat, "tunnel") >= 0:
        _use_ticket(state, seat, "tunnel", events)
        success = True
    if success:
        if any(not landing_problem(state, seat, e) for e in B.TUNNEL_EXITS):
            state.tasks.insert(0, {"task": "tunnel_exit", "seat": seat, "token": task["token"]})
        else:
            events.append({"kind": "tunnel_blocked", "seat": seat})
    return events


def _tunnel_exit(state: State, move: TunnelExit) -> list[dict]:
    task = state.tasks.pop(0)
    seat, token = task["seat"], task["token"]
    start = state.tokens[seat][token]
    state.tokens[seat][token] = move["to"]
    events = [{"kind": "tunnel", "seat": seat, "token": token, "from": start, "to": move["to"]}]
    if not B.is_safe(move["to"]):
        for other, count in seats_at(state, move["to"]).items():
            if other != seat and count == 1:
                _bump(state, seat, other, move["to"], events)
    return events
