"""Stripmine's phases: what the table is waiting for. A StrEnum, so a phase equals its
name as a string (states and tests read the same)."""

from enum import StrEnum


class Phase(StrEnum):
    MINING = "mining"  # players take coins from the hills in turn
    PICK = "pick"  # each chooses two coins in secret
    FLIP = "flip"  # the Bear Market coins are flipped
    HOLD = "hold"  # each holds one revealed coin over, in secret
    FIRST = "first"  # a coin flip says who mines first
    SETTLE = "settle"  # coins are flipped to order tied players
    OVER = "over"
