"""Stripmine's points auction by auction, read from the score events, and
the stash values that break a tie on points."""

from __future__ import annotations

from game.breakdowns import CENTS, Line
from game.stripmine.rules import MINING_TURNS, VALUE, State


def breakdown(state: State, events: list[dict]) -> list[Line]:
    auctions = [event for event in events if event["kind"] == "score"]
    lines = [Line(_auction(event["auction"]), tuple(event["gains"])) for event in auctions]
    stash = tuple(sum(VALUE[coin] for coin in coins) for coins in state.stashes)
    if _stash_breaks_a_tie(state.scores, stash):
        lines.append(Line("Stash (breaks ties)", stash, counts=False, unit=CENTS))
    return lines


def _stash_breaks_a_tie(scores, stash) -> bool:
    """Players share a score and their stashes differ (after a Blowout every stash may be empty: then nothing breaks it)."""
    return any(len({stash[s] for s in range(len(scores)) if scores[s] == score}) > 1 for score in set(scores))


def _auction(number: int) -> str:
    return f"Auction {number}" + (": Blowout" if number > len(MINING_TURNS) else "")
