"""Bindle Rails Express's phases: what the table is waiting for. A StrEnum, so a phase
equals its name as a string (states, saves and tests read the same)."""

from enum import StrEnum


class Phase(StrEnum):
    COMPANY = "company"  # the player chooses a railroad
    GOAL_DRAW = "goal_draw"  # goal cards are drawn
    GOALS = "goals"  # the player sets goal cards aside
    ROUTE_ROLL = "route_roll"  # the route dice roll
    ROUTE_KEEP = "route_keep"  # the player keeps route dice between rolls
    ROUTE_ORDER = "route_order"  # the player orders the route, top to bottom
    EVENT_ROLL = "event_roll"  # the event dice roll
    EVENT_KEEP = "event_keep"  # the player keeps event dice between rolls
    SPEND = "spend"  # the player spends the kept dice
    VALUE_ROLL = "value_roll"  # the company value dice roll at the turn's end
    OVER = "over"
