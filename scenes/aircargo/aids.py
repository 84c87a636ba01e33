"""The planning aids the table shows (game/aircargo/aids.py works them out):
where the plane can get to in one leg and in two, the legs into a dead end,
and a check's chance to pass with each amount of stamina.

They are worked out in update, once for each thing they depend on; drawing
and the prompt line only read them."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from game.aircargo import aids, rules
from game.aircargo.phases import Phase

if TYPE_CHECKING:
    from scenes.aircargo.scene import AirCargoScene


class Aids:
    def __init__(self, scene: AirCargoScene):
        self.scene = scene
        self._aids: dict = {}  # reach and dead ends for the position _aids_for
        self._aids_for: tuple = ()

    def reach(self) -> tuple[list[str], list[str]]:
        """Where the plane can get to in one leg, and only in two (aids.reach)."""
        return self._aid("reach")

    def dead_ends(self) -> dict[str, str]:
        """Leg targets from which no way leads on in time, with the sentence why."""
        if self.scene.state.phase != Phase.FLIGHT:
            return {}
        return self._aid("dead_ends")

    def check_chances(self) -> dict[int, Fraction]:
        """aids.check_chances, worked out once a move: the label and the hint ask every frame."""
        return self.scene.once_per_move("check chances", lambda: aids.check_chances(self.scene.state))

    def refresh(self) -> None:
        """Work the aids out in update, once for each thing they depend on; drawing only reads them."""
        now = self._aid_key()
        if self._aids_for != now:
            self._aids_for, self._aids = now, self._work_out_aids()

    def _aid_key(self) -> tuple:
        state = self.scene.state
        return (state.phase, state.position, state.weather_crossed, state.destination, tuple(state.planned_airports))

    def _work_out_aids(self) -> dict:
        state = self.scene.state
        ends = {key: why for key in rules.leg_targets(state) if (why := aids.dead_end(state, key))}
        return {"reach": aids.reach(state), "dead_ends": ends}

    def _aid(self, name: str):
        if self._aids_for == self._aid_key():
            return self._aids[name]
        return self._work_out_aids()[name]  # a move since the last update: worked out afresh, not kept
