"""Bindle Rails Express's moves, one TypedDict per kind, for mypy and core.MoveShapes.of
(which says why this module has no `from __future__ import annotations`)."""

from typing import Callable, Literal, TypedDict

from game.core import MoveShapes


# --- the player's moves ------------------------------------------------------------
class Company(TypedDict):
    kind: Literal["company"]
    player: int
    company: int


class DropGoal(TypedDict):
    kind: Literal["drop_goal"]
    player: int
    card: int


class KeepGoals(TypedDict):
    kind: Literal["keep_goals"]
    player: int


class KeepRoute(TypedDict):
    kind: Literal["keep_route"]
    player: int
    die: int


class FreeRoute(TypedDict):
    kind: Literal["free_route"]
    player: int
    die: int


class RerollRoute(TypedDict):
    kind: Literal["reroll_route"]
    player: int


class StopRoute(TypedDict):
    kind: Literal["stop_route"]
    player: int


class PlaceRoute(TypedDict):
    kind: Literal["place_route"]
    player: int
    die: int


class UnplaceRoute(TypedDict):
    kind: Literal["unplace_route"]
    player: int


class ConfirmRoute(TypedDict):
    kind: Literal["confirm_route"]
    player: int


class KeepEvent(TypedDict):
    kind: Literal["keep_event"]
    player: int
    die: int


class FreeEvent(TypedDict):
    kind: Literal["free_event"]
    player: int
    die: int


class RerollEvents(TypedDict):
    kind: Literal["reroll_events"]
    player: int


class StopEvents(TypedDict):
    kind: Literal["stop_events"]
    player: int


class Assign(TypedDict):
    kind: Literal["assign"]
    player: int
    die: int
    use: str  # "bp", "terrain", "tech", "up:<company>", "down:<company>" or "private:<card>"


class Unassign(TypedDict):
    kind: Literal["unassign"]
    player: int
    die: int


class EndTurn(TypedDict):
    kind: Literal["end_turn"]
    player: int


# --- the chance side's moves -------------------------------------------------------------
class DrawGoals(TypedDict):
    kind: Literal["draw_goals"]
    player: str
    cards: list[int]


class RollRoute(TypedDict):
    kind: Literal["roll_route"]
    player: str
    faces: list[int]


class RollEvents(TypedDict):
    kind: Literal["roll_events"]
    player: str
    faces: list[int]


class RollValues(TypedDict):
    kind: Literal["roll_values"]
    player: str
    faces: list[int]


PlayerMove = (
    Company
    | DropGoal
    | KeepGoals
    | KeepRoute
    | FreeRoute
    | RerollRoute
    | StopRoute
    | PlaceRoute
    | UnplaceRoute
    | ConfirmRoute
    | KeepEvent
    | FreeEvent
    | RerollEvents
    | StopEvents
    | Assign
    | Unassign
    | EndTurn
)
ChanceMove = DrawGoals | RollRoute | RollEvents | RollValues
Move = PlayerMove | ChanceMove

MOVES = MoveShapes.of(
    "Bindle Rails Express",
    player=(
        Company,
        DropGoal,
        KeepGoals,
        KeepRoute,
        FreeRoute,
        RerollRoute,
        StopRoute,
        PlaceRoute,
        UnplaceRoute,
        ConfirmRoute,
        KeepEvent,
        FreeEvent,
        RerollEvents,
        StopEvents,
        Assign,
        Unassign,
        EndTurn,
    ),
    chance=(DrawGoals, RollRoute, RollEvents, RollValues),
)

# A handler or a problem takes the state and its own kind of move: the tables
# that hold them (for core.Rulebook) say only that much.
Handlers = dict[str, Callable[..., list[dict]]]
Problems = dict[str, Callable[..., str]]

# What the player may take back (Match.undo): spending and ordering dice,
# dropping a goal card; never a roll, a kept die or the end of a turn.
UNDOABLE = frozenset({"assign", "unassign", "place_route", "unplace_route", "drop_goal"})
