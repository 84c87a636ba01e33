"""Tunnels in King of Copper: the roll to get through at the end of a turn,
and the exit a token comes out of."""

from __future__ import annotations

from game.king_of_copper import board as B
from game.king_of_copper.ledger import held_ticket, use_ticket
from game.king_of_copper.moves import TunnelExit, TunnelRoll
from game.king_of_copper.moving import snake_eyes
from game.king_of_copper.robbing import bump
from game.king_of_copper.state import State
from game.king_of_copper.walks import landing_problem, seats_at


def tunnel_success(dice: list[int], tunnel_rat: bool = False) -> bool:
    a, b = dice
    return a + b in (3, 7) or 3 in dice or (tunnel_rat and a == b)


def tunnel_roll_handler(state: State, move: TunnelRoll) -> list[dict]:
    task = state.tasks[0]
    dice = move["dice"]
    seat = task["seat"]
    state.tasks.pop(0)
    success = tunnel_success(dice, state.characters[seat] == "tunnel_rat")
    events = [{"kind": "tunnel_roll", "seat": seat, "token": task["token"], "dice": list(dice), "success": success}]
    snake_eyes(state, seat, dice, events)
    if not success and held_ticket(state, seat, "tunnel") >= 0:
        use_ticket(state, seat, "tunnel", events)
        success = True
    if success:
        if any(not landing_problem(state, seat, e) for e in B.TUNNEL_EXITS):
            state.tasks.insert(0, {"task": "tunnel_exit", "seat": seat, "token": task["token"]})
        else:
            events.append({"kind": "tunnel_blocked", "seat": seat})
    return events


def tunnel_exit_handler(state: State, move: TunnelExit) -> list[dict]:
    task = state.tasks.pop(0)
    seat, token = task["seat"], task["token"]
    start = state.tokens[seat][token]
    state.tokens[seat][token] = move["to"]
    events = [{"kind": "tunnel", "seat": seat, "token": token, "from": start, "to": move["to"]}]
    if not B.is_safe(move["to"]):
        for other, count in seats_at(state, move["to"]).items():
            if other != seat and count == 1:
                bump(state, seat, other, move["to"], events)
    return events
