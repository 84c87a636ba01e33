"""Bindle Rails Express's state: the railroad, the company values, and where
each route die and event die is this turn."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.bindle_rails.content import COMPANIES, DATA, GAME, TECH_START
from game.bindle_rails.phases import Phase


@dataclass
class State:
    seed: int
    turns: int
    advanced: bool  # Advanced Companies: route counts and Chicago VP per railroad
    fierce: bool  # Advanced Competitor Development: rivals race to Chicago
    privates_on: bool
    goals_on: bool
    mats: bool = False  # Company Mats: the route comes from the railroad's mat, not from rolling
    chance_count: int = 0
    phase: Phase = Phase.COMPANY  # what the table waits for
    turn: int = 1
    company: int = -1
    tech: int = TECH_START
    tech_turns: list[int] = field(default_factory=list)  # turn each tech level above the start was reached
    values: list[int] = field(default_factory=list)  # track index per company
    credit: list[int] = field(default_factory=list)  # money paid towards the next step this turn, per company
    credit_dir: list[int] = field(default_factory=list)  # +1 up, -1 down, 0 none
    progress: list[int] = field(default_factory=list)  # competitors' routes towards Chicago (fierce)
    chicago_turn: list[int] = field(default_factory=list)  # turn each competitor reached Chicago, 0 if not
    # route dice
    route_count: int = 0
    route_faces: list[int] = field(default_factory=list)  # face index, -1 before the first roll
    route_kept: list[bool] = field(default_factory=list)
    route_locked: list[bool] = field(default_factory=list)  # kept at an earlier roll: stays kept
    route_rolls: int = 0
    route_order: list[int] = field(default_factory=list)  # die ids, top to bottom
    built: int = 0  # routes completed, from the top
    route_done_turn: int = 0
    # event dice: place is off, tray, keep, pend (assigned, use not complete) or used
    event_count: int = 0  # dice rolled this turn
    event_faces: list[int] = field(default_factory=list)
    event_place: list[str] = field(default_factory=list)
    event_locked: list[bool] = field(default_factory=list)
    event_use: list[str] = field(default_factory=list)  # what a pending or used die is for
    event_rolls: int = 0
    # variants
    owned: list[int] = field(default_factory=list)  # private companies bought
    goals_drawn: list[int] = field(default_factory=list)
    goals_kept: list[int] = field(default_factory=list)
    value_faces: list[int] = field(default_factory=list)  # the last company value roll
    lost: bool = False

    @property
    def next_route(self) -> int | None:
        """The die id of the top route still to build."""
        return self.route_order[self.built] if self.built < len(self.route_order) else None


def new_game(players: int, seed: int, options: dict) -> State:
    state = State(
        seed=seed,
        turns=int(options.get("turns", GAME["turns"])),
        advanced=bool(options.get("advanced", False)),
        fierce=bool(options.get("fierce", False)),
        privates_on=bool(options.get("privates", False)),
        goals_on=bool(options.get("goals", False)),
        mats=options.get("route", "rolled") == "mat",
    )
    n = len(COMPANIES)
    state.values = [DATA["track"]["start"]] * n
    state.credit = [0] * n
    state.credit_dir = [0] * n
    state.progress = [0] * n
    state.chicago_turn = [0] * n
    state.event_faces = [-1] * GAME["event_dice"]
    state.event_place = ["off"] * GAME["event_dice"]
    state.event_locked = [False] * GAME["event_dice"]
    state.event_use = [""] * GAME["event_dice"]
    return state
