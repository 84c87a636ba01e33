"""Coal n' Write's phases by name. A StrEnum member equals its string, so a state,
a save or a test that holds the string still compares equal."""

from enum import StrEnum


class Phase(StrEnum):
    ROLL = "roll"  # chance rolls the dice in hand for everyone
    BUILD = "build"  # every player builds a turn on that roll (and plays out a blackjack hand)
    VARMINT = "varmint"  # chance rolls the Varmint Huntin' bought this turn
    LOAD = "load"  # a round's end: each player chooses a burro, loads it and sends it off
    OVER = "over"  # the last burro is home
