"""Rolling and moving in King of Copper: the dice, a token's walk, and what
the space it lands on does (bumps, Event Cards, tunnels, titles, Finish)."""

from __future__ import annotations

from game.king_of_copper import board as B
from game.king_of_copper.cards import EVENTS, GAME
from game.king_of_copper.cashing import reach_finish
from game.king_of_copper.ledger import pay, receive, titles_held, transfer
from game.king_of_copper.moves import DiceRoll, TokenMove
from game.king_of_copper.phases import Phase
from game.king_of_copper.robbing import bump
from game.king_of_copper.state import State
from game.king_of_copper.walks import offered_way, seats_at


def dice_roll_handler(state: State, move: DiceRoll) -> list[dict]:
    seat = state.current
    count = state.turn_dice
    dice = move["dice"]
    state.dice, state.used = list(dice), [False] * count
    state.moved_token, state.overshoot_used = -1, False
    state.phase = Phase.MOVE
    events = [{"kind": "roll", "seat": seat, "dice": list(dice)}]
    if count == 1:
        events.append({"kind": "bad_luck_roll", "seat": seat, "left": state.bad_luck[seat]})
    snake_eyes(state, seat, dice, events)
    return events


def snake_eyes(state: State, seat: int, dice: list[int], events: list[dict]) -> None:
    """Any roll of the two dice by a player (a move roll or a tunnel roll) that shows
    double ones takes the Anaconda Sapphire, from whoever holds it."""
    if dice == [1, 1] and state.anaconda != -2 and state.anaconda != seat:
        events.append({"kind": "anaconda", "seat": seat, "from": state.anaconda})
        state.anaconda = seat


def bad_luck_left(state: State, seat: int) -> int:
    """Turns of one die still to play, counting the current turn if it is one."""
    return state.bad_luck[seat] + (
        1 if seat == state.current and state.turn_dice == 1 and state.phase not in (Phase.OPENING, Phase.OVER) else 0
    )


def move_handler(state: State, move: TokenMove) -> list[dict]:
    seat = move["player"]
    way = offered_way(state, move)
    assert way is not None  # the move's problem found it
    token, use = move["token"], move["use"]
    if use == "both":
        state.used = [True, True]
    else:
        state.used["ab".index(use)] = True
        state.moved_token = token
    if way["overshoot"]:
        state.overshoot_used = True
    start = state.tokens[seat][token]
    state.tokens[seat][token] = way["to"]
    if way["to"] in B.HEAD_FRAMES:
        state.arrived_frame.append(token)
    events = [
        {
            "kind": "move",
            "seat": seat,
            "token": token,
            "from": start,
            "path": list(way["path"]),
            "to": way["to"],
            "back": way["direction"] == "back",
        }
    ]
    if way["overshoot"]:
        events.append({"kind": "overshoot", "seat": seat, "token": token})
    for district in way["passages"]:
        if B.passage_ladder(district) == state.quarters[seat]:
            state.bad_luck[seat] = GAME["bad_luck_turns"]
            events.append({"kind": "bad_luck", "seat": seat, "turns": GAME["bad_luck_turns"]})
        else:
            events.append({"kind": "passage", "seat": seat, "district": district})
    _land(state, seat, token, events)
    return events


def _land(state: State, seat: int, token: int, events: list[dict]) -> None:
    """Follow the instructions of the space a token landed on."""
    node = state.tokens[seat][token]
    if not B.is_safe(node):
        for other, count in seats_at(state, node).items():
            if other != seat and count == 1:
                bump(state, seat, other, node, events)
    square = B.kind(node)
    if square == "event":
        _draw_event(state, seat, token, events)
    elif square == "tunnel":
        state.arrived_tunnel.append(token)
    elif square == "mine" and state.owner[node] == -1:
        if state.money[seat] >= GAME["title_price"]:
            state.tasks.append({"task": "buy", "seat": seat, "mine": node})
        else:
            events.append({"kind": "cannot_afford", "seat": seat, "mine": node})
    elif square == "home":
        reach_finish(state, seat, token, events)


def _draw_event(state: State, seat: int, token: int, events: list[dict]) -> None:
    card = state.event_pile.pop(0)
    info = EVENTS[card]
    events.append({"kind": "event_card", "seat": seat, "card": card, "title": info["title"], "text": info["text"]})
    effect, amount = info["effect"], info.get("amount", 0)
    if effect == "ticket":
        state.tickets[seat].append(card)
        return
    state.event_pile.append(card)
    others = [s for s in range(state.players) if s != seat]
    if effect == "gain":
        receive(state, seat, amount)
    elif effect == "pay":
        pay(state, seat, amount)
    elif effect == "everyone_gains":
        for s in range(state.players):
            receive(state, s, amount)
    elif effect == "collect_each":
        for s in others:
            transfer(state, s, seat, amount)
    elif effect == "pay_each":
        for s in others:
            transfer(state, seat, s, amount)
    elif effect == "per_title_gain":
        receive(state, seat, amount * len(titles_held(state, seat)))
    elif effect == "per_title_pay":
        pay(state, seat, amount * len(titles_held(state, seat)))
    elif effect == "skip_turn":
        state.skip[seat] += 1
    elif effect == "back_to_start":
        node = state.tokens[seat][token]
        state.tokens[seat][token] = "start"
        events.append({"kind": "bumped", "seat": seat, "token": token, "from": node, "by": -1})
        if token in state.arrived_tunnel:
            state.arrived_tunnel.remove(token)
