"""The flow of turns in King of Copper: the opening roll, the start of each
turn, and playing on through everything that needs no decision."""

from __future__ import annotations

from game.king_of_copper import board as B
from game.king_of_copper.ending import end_game, game_should_end
from game.king_of_copper.moves import Opening
from game.king_of_copper.phases import Phase
from game.king_of_copper.state import State, all_home
from game.king_of_copper.walks import can_walk


def carry_on(state: State, events: list[dict]) -> None:
    """Play on through everything that needs no decision: forfeited dice,
    doubles, tunnel rolls at the end of a turn, the next turn, the end."""
    for _ in range(1000):
        if state.phase == Phase.OVER or state.tasks:
            return
        if state.phase == Phase.MOVE:
            if state.dice_left and not can_walk(state, state.current):
                events.append(
                    {"kind": "forfeit", "seat": state.current, "dice": [state.dice[i] for i in state.dice_left]}
                )
                state.used = [True] * len(state.used)
            if state.dice_left:
                return
            if len(state.dice) == 2 and state.dice[0] == state.dice[1] and not all_home(state, state.current):
                state.phase = Phase.ROLL
                events.append({"kind": "doubles", "seat": state.current})
                return
            state.phase = Phase.TUNNELS
        if state.phase == Phase.TUNNELS:
            for token in sorted(set(state.arrived_tunnel)):
                if state.tokens[state.current][token] in B.TUNNELS:
                    state.tasks.append({"task": "tunnel_roll", "seat": state.current, "token": token, "chance": True})
            state.arrived_tunnel = []
            state.phase = Phase.END
            continue
        if state.phase == Phase.END:
            _next_turn(state, events)
            continue
        return


def opening_handler(state: State, move: Opening) -> list[dict]:
    rolls = move["rolls"]
    totals = [sum(r) for r in rolls]
    best = max(totals)
    top = [seat for seat, total in zip(state.tied, totals) if total == best]
    events: list[dict] = [{"kind": "opening", "seats": list(state.tied), "rolls": [list(r) for r in rolls], "top": top}]
    if len(top) > 1:
        state.tied = top
        return events
    first = top[0]
    state.order = [(first + i) % state.players for i in range(state.players)]
    state.tied = []
    events.append({"kind": "first_player", "seat": first})
    _begin_turn(state, first, events)
    return events


def _begin_turn(state: State, seat: int, events: list[dict]) -> None:
    state.current = seat
    state.turn += 1
    state.phase = Phase.START
    state.dice, state.used = [], []
    state.moved_token, state.overshoot_used = -1, False
    state.worked, state.arrived_tunnel, state.arrived_frame = [], [], []
    state.offered = []
    events.append({"kind": "turn", "seat": seat, "round": state.round})
    state.turn_dice = 2
    if state.bad_luck[seat]:  # seven years of bad luck are counted in turns, not rolls
        state.turn_dice = 1
        state.bad_luck[seat] -= 1
    count = 2 if state.first_turn[seat] else 1
    state.first_turn[seat] = False
    entered = 0
    for token, node in enumerate(state.tokens[seat]):
        if node == "start" and entered < count:
            state.tokens[seat][token] = B.first_square(state.quarters[seat])
            entered += 1
            events.append({"kind": "enter", "seat": seat, "token": token, "to": state.tokens[seat][token]})


def _next_turn(state: State, events: list[dict]) -> None:
    if game_should_end(state):
        end_game(state, events)
        return
    seat = state.current
    for _ in range(10 * state.players):
        position = state.order.index(seat)
        seat = state.order[(position + 1) % state.players]
        if position + 1 == state.players:
            state.round += 1
            if state.round > state.max_rounds:
                state.end_reason = "sundown"
                end_game(state, events)
                return
        if seat == state.final_from:
            state.end_reason = "final_round"
            end_game(state, events)
            return
        if all_home(state, seat):
            continue
        if state.skip[seat]:
            state.skip[seat] -= 1
            events.append({"kind": "skip_turn", "seat": seat})
            continue
        _begin_turn(state, seat, events)
        return
    end_game(state, events)
