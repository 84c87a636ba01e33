"""The planning aids the table shows (game/aircargo/aids.py works them out):
where the plane can get to in one leg and in two, the legs into a dead end,
and a check's chance to pass with each amount of stamina.

They are worked out in update, once for each thing they depend on; drawing
and the prompt line only read them. A check's chances play out the roll's
outcomes (about ten milliseconds in all), so they are planned a few steps a
frame within the frame's thinking steps (scenes/kit/thinking.py) while the
weather die rolls, and shown once known."""

from __future__ import annotations

from collections.abc import Generator
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
        self._chances: dict[int, Fraction] | None = None  # for the match version _chances_for, once known
        self._chances_for: tuple | None = None
        self._chances_steps: Generator[int, None, None] = iter(())  # type: ignore[assignment]

    def reach(self) -> tuple[list[str], list[str]]:
        """Where the plane can get to in one leg, and only in two (aids.reach)."""
        return self._aid("reach")

    def dead_ends(self) -> dict[str, str]:
        """Leg targets from which no way leads on in time, with the sentence why."""
        if self.scene.state.phase != Phase.FLIGHT:
            return {}
        return self._aid("dead_ends")

    def check_chances(self) -> dict[int, Fraction] | None:
        """aids.check_chances for the check waiting on its roll, or None until it is worked out
        (refresh plans it over frames): the labels and the prompt read it every frame."""
        return self._chances if self._chances_for == self._chances_key() else None

    def refresh(self) -> None:
        """Work the aids out in update, once for each thing they depend on; drawing only reads them."""
        now = self._aid_key()
        if self._aids_for != now:
            self._aids_for, self._aids = now, self._work_out_aids()
        self._plan_chances()

    def _chances_key(self) -> tuple:
        return (self.scene.match.version(), len(self.scene.match.log))

    def _plan_chances(self) -> None:
        """Steps of the check's chances within what is left of this frame's thinking steps, from
        the frame after the stamina choice comes up (the frame of a roll has its events to play)."""
        if self.scene.state.phase != Phase.STAMINA:
            return
        key = self._chances_key()
        if self._chances_for != key:
            self._chances_for, self._chances = key, None
            self._chances_steps = self._working_out(self.scene.state)
        elif self._chances is None:
            self.scene.thinking.think_on(self._chances_steps)

    def _working_out(self, state) -> Generator[int, None, None]:
        self._chances = yield from aids.check_chances_in_steps(state)

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
