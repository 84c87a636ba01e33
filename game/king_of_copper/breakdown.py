"""Where each player's money came from in King of Copper: the starting cash,
the chips and sapphires cashed, the first-home bonus, and the rest of play
(titles, mining, robbing, events, trades) as what is left over, so the lines
always add up to the money. Amounts are what the bank paid (the events')."""

from __future__ import annotations

from game.breakdowns import MONEY, Line
from game.king_of_copper.cards import GAME, is_sapphire
from game.king_of_copper.state import State


def breakdown(state: State, events: list[dict]) -> list[Line]:
    seats = state.players
    chips, sapphires, first_home = [0] * seats, [0] * seats, [0] * seats
    for event in events:
        kind = event["kind"]
        if kind == "cash":
            (sapphires if is_sapphire(event["chip_kind"]) else chips)[event["seat"]] += event["amount"]
        elif kind == "cash_anaconda":
            sapphires[event["seat"]] += event["amount"]
        elif kind == "first_home":
            first_home[event["seat"]] += event["amount"]
    start = [GAME["start_money"]] * seats
    play = [state.money[s] - start[s] - chips[s] - sapphires[s] - first_home[s] for s in range(seats)]
    lines = [
        Line("Starting cash", tuple(start), unit=MONEY),
        Line("Cash won and spent in play", tuple(play), unit=MONEY),
        Line("Ore chips cashed", tuple(chips), unit=MONEY),
        Line("Sapphires cashed", tuple(sapphires), unit=MONEY),
        Line("First with all in Finish", tuple(first_home), unit=MONEY),
    ]
    if len(set(state.money)) < seats:
        home = tuple(sum(1 for token in state.tokens[s] if token == "home") for s in range(seats))
        lines.append(Line("In Finish (breaks ties)", home, counts=False))
    return lines
