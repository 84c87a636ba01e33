"""AirCargo's moves, one TypedDict per kind: mypy checks each move where it
is built, and core.MoveShapes reads the same declarations to check every
move that is made."""

from typing import Literal, TypedDict

from game.core import MoveShapes


# --- the pilot's moves ----------------------------------------------------------------
class Plan(TypedDict):
    kind: Literal["plan"]
    player: int


class Reroll(TypedDict):
    kind: Literal["reroll"]
    player: int
    dice: list[int]


class Cargo(TypedDict):
    kind: Literal["cargo"]
    player: int
    weight: int


class Airport(TypedDict):
    kind: Literal["airport"]
    player: int
    id: int


class Stop(TypedDict):
    kind: Literal["stop"]
    player: int


class Fly(TypedDict):
    kind: Literal["fly"]
    player: int
    airport: int
    cargo: int


class Leg(TypedDict):
    kind: Literal["leg"]
    player: int
    to: str


class Stamina(TypedDict):
    kind: Literal["stamina"]
    player: int
    amount: int


class Pray(TypedDict):
    kind: Literal["pray"]
    player: int
    dice: list[int]


class PrayWeather(TypedDict):
    kind: Literal["pray_weather"]
    player: int


class Panic(TypedDict):
    kind: Literal["panic"]
    player: int


class Crash(TypedDict):
    kind: Literal["crash"]
    player: int


# --- the dice ---------------------------------------------------------------------------
class Roll(TypedDict):
    kind: Literal["roll"]
    player: str
    values: list[int]


class Weather(TypedDict):
    kind: Literal["weather"]
    player: str
    die: int


PlayerMove = Plan | Reroll | Cargo | Airport | Stop | Fly | Leg | Stamina | Pray | PrayWeather | Panic | Crash
ChanceMove = Roll | Weather
Move = PlayerMove | ChanceMove

MOVES = MoveShapes.of(
    "AirCargo",
    player=(Plan, Reroll, Cargo, Airport, Stop, Fly, Leg, Stamina, Pray, PrayWeather, Panic, Crash),
    chance=(Roll, Weather),
)
UNDOABLE: frozenset[str] = frozenset()  # a plan or a leg follows a roll: none is taken back
