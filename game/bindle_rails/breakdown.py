"""Bindle Rails Express: every line of the scoring list (scoring.score_lines),
and after a sunk company the whole list struck out."""

from __future__ import annotations

from game.bindle_rails.content import GAME
from game.bindle_rails.scoring import score_lines
from game.breakdowns import Line

NOUN = "VP"


def breakdown(state, events: list[dict]) -> list[Line]:
    lines = [Line(label, (vp,)) for label, vp in score_lines(state)]
    if state.lost:
        lines.append(Line("The company sank: the list counts for nothing", (-sum(vp for _, vp in score_lines(state)),)))
    return lines


def next_rank(state) -> str:
    if state.lost:
        return "Keep your own company above $0: a sunk company scores nothing."
    total, goal = sum(vp for _, vp in score_lines(state)), GAME["goal_target"]
    return f"{goal} VP reached: the goal is met." if total >= goal else f"{goal} VP win: {goal - total} more."
