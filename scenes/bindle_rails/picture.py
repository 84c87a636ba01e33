"""What the board shows of the rules' state: where each die is drawn and where each
marker stands. It may lag the rules while the timeline plays their events;
`show(state)` makes it agree with the state again."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.bindle_rails import rules
from game.bindle_rails.phases import Phase
from game.bindle_rails.rules import COMPANIES, EVENT_FACES, ROUTE_FACES, VALUE_FACES
from scenes.bindle_rails.dice import event_faces, route_faces, value_face
from sprites.dice import Face

ALL_ROUTE_FACES = route_faces(ROUTE_FACES)
ALL_EVENT_FACES = event_faces(EVENT_FACES)
VALUES_SHOWN = (Phase.EVENT_ROLL, Phase.EVENT_KEEP, Phase.OVER)  # the last value roll rests on the company rows


def route_key(die: int) -> tuple:
    return ("r", die)


def event_key(die: int) -> tuple:
    return ("e", die)


def value_key(company: int) -> tuple:
    return ("v", company)


def value_die(company: int, face: int) -> Face:
    """A company value die's face, in the company's colour."""
    return value_face(VALUE_FACES[face], tuple(COMPANIES[company]["colour"]))


@dataclass
class Picture:
    """Where the board draws things right now (it may lag the rules)."""

    where: dict = field(default_factory=dict)  # die key -> ("tray",) ("keep", slot) ("route", slot) ("spent", use, i)
    faces: dict = field(default_factory=dict)  # die key -> Face
    values: list[float] = field(default_factory=list)  # marker positions, eased towards `value_targets`
    value_targets: list[int] = field(default_factory=list)
    tech: float = rules.TECH_START
    tech_target: int = rules.TECH_START
    built: int = 0
    progress: list[int] = field(default_factory=list)
    owned: list[int] = field(default_factory=list)
    turn: int = 1

    def show(self, state) -> None:
        """Agree with the state: every die at its place, every marker at rest."""
        where: dict[tuple, tuple] = {}
        faces = {}
        for die in range(state.route_count):
            face = state.route_faces[die]
            if face < 0:
                continue
            faces[route_key(die)] = ALL_ROUTE_FACES[face]
            if die in state.route_order:
                where[route_key(die)] = ("route", state.route_order.index(die))
            elif state.phase == Phase.ROUTE_KEEP and not state.route_kept[die]:
                where[route_key(die)] = ("tray",)
            else:
                where[route_key(die)] = ("keep", die)
        counts: dict[str, int] = {}
        for die, place in enumerate(state.event_place):
            if place == "off":
                continue
            faces[event_key(die)] = ALL_EVENT_FACES[state.event_faces[die]]
            if place == "tray":
                where[event_key(die)] = ("tray",)
            elif place == "keep":
                where[event_key(die)] = ("keep", die)
            else:
                use = state.event_use[die]
                where[event_key(die)] = ("spent", use, counts.get(use, 0))
                counts[use] = counts.get(use, 0) + 1
        if state.value_faces and state.phase in VALUES_SHOWN:
            # the last roll stays on the mat while the next turn's dice are rolled and kept: the focus can rest
            # on its stars and skulls while the table waits (the arrows under them are idle until dice are spent)
            for company, face in enumerate(state.value_faces):
                faces[value_key(company)] = value_die(company, face)
                where[value_key(company)] = ("value", company)
        self.where, self.faces = where, faces
        self.value_targets = list(state.values)
        self.values = [float(v) for v in state.values]
        self.tech = self.tech_target = state.tech
        self.built = state.built
        self.progress = list(state.progress)
        self.owned = list(state.owned)
        self.turn = state.turn

    def lags(self, state) -> bool:
        """Does the picture still show an older state than the rules'?"""
        return (
            self.built != state.built
            or self.value_targets != state.values
            or self.tech_target != state.tech
            or self.owned != state.owned
            or self.turn != state.turn
        )
