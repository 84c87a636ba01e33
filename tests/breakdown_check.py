"""Shared by the per-game breakdown tests: play seeded bot games and check
that the breakdown the results screen draws adds up to the scores it shows."""

from __future__ import annotations

from game import breakdowns
from game.match import Seat
from game.registry import get_game
from game.sim import play_one


def finished(game_id: str, players: int, seed: int, options: dict | None = None, bots=("strong", "random")):
    spec = get_game(game_id)
    seats = [Seat(f"Bot {seat + 1}", seat, "bot", bots[(seat + seed) % len(bots)]) for seat in range(players)]
    match, _ = play_one(spec, seats, seed, options or {})
    return match


def check_adds_up(match) -> list[breakdowns.Line]:
    """The counted lines add up to result().scores, seat by seat, and every
    line has a value per seat and a label a player can read."""
    lines = breakdowns.breakdown(match)
    seats = len(match.seats)
    assert lines, f"{match.spec.id}: no breakdown"
    assert all(len(line.values) == seats and line.label for line in lines)
    assert breakdowns.totals(lines, seats) == match.result().scores, [(line.label, line.values) for line in lines]
    return lines
