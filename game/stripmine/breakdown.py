"""Stripmine's points auction by auction, read from the score events, and
the stash values that break a tie on points."""

from __future__ import annotations

from game.breakdowns import CENTS, Line
from game.stripmine.rules import MINING_TURNS, VALUE, State


def breakdown(state: State, events: list[dict]) -> list[Line]:
    auctions = [event for event in events if event["kind"] == "score"]
    lines = [Line(_auction(event["auction"]), tuple(event["gains"])) for event in auctions]
    if len(set(state.scores)) < state.players:  # someone shares a score: the stash breaks the tie
        stash = tuple(sum(VALUE[coin] for coin in coins) for coins in state.stashes)
        lines.append(Line("Stash (breaks ties)", stash, counts=False, unit=CENTS))
    return lines


def _auction(number: int) -> str:
    return f"Auction {number}" + (": Blowout" if number > len(MINING_TURNS) else "")
