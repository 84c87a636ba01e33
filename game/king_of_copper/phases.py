"""King of Copper's phases: what the game is waiting for. A StrEnum, so a phase equals
its name as a string (states, saves and tests read the same)."""

from enum import StrEnum


class Phase(StrEnum):
    OPENING = "opening"  # the opening roll (and roll-offs of a tie) says who goes first
    START = "start"  # the player on turn may mine, trade or roll
    PEEKED = "peeked"  # the player has peeked at a deep chip: dig or stop
    CAVE = "cave"  # the d10 of a deep dig is thrown
    ROLL = "roll"  # the dice of a turn are thrown
    MOVE = "move"  # the player moves tokens with the dice
    TUNNELS = "tunnels"  # tokens standing on tunnels roll to get through, at the turn's end
    END = "end"  # the turn ends: the next player's comes
    TRADE_BUILD = "trade_build"  # an offer is being built
    TRADE_ANSWER = "trade_answer"  # the other player accepts or declines it
    OVER = "over"
