"""AirCargo's phases by name. Each member equals its string ("idle" ==
Phase.IDLE), so states, views and tests that hold the plain words agree."""

from enum import StrEnum


class Phase(StrEnum):
    IDLE = "idle"  # on the ground, between flights: plan, fly or stop
    PLAN_ROLL = "plan_roll"  # the planning dice are thrown
    PLANNING = "planning"  # the dice are down: tick a box, reroll or stop
    FLIGHT = "flight"  # in the air: choose the next leg
    WEATHER_ROLL = "weather_roll"  # a check: the weather die is thrown
    STAMINA = "stamina"  # a check's choices before the roll: stamina, a prayer, a stop
    HAZARD_ROLL = "hazard_roll"  # a check: the hazard dice are thrown
    RESCUE = "rescue"  # the roll failed: pray, panic or crash
    OVER = "over"
