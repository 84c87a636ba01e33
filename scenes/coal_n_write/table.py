"""What the Coal n' Write table's mixins (animation, drawing) share with the
scene they are mixed into: its parts, set up in CoalNWriteScene.__init__, and
the helpers it defines. Declared here so each mixin is checked on its own."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.coal_n_write.sheet import SheetLayout
from scenes.kit.coach import Coach
from scenes.kit.game_scene import GameScene
from scenes.kit.timeline import Timeline
from sprites.dice_tray import DiceTray, DieMover

if TYPE_CHECKING:
    from game.coal_n_write.odds import HitOdds
    from scenes.coal_n_write.scene import Hand


class CoalTable(GameScene):
    layout: SheetLayout
    tray: DiceTray
    hands: dict[str, Hand]
    shown: int  # the seat whose sheet is large
    fresh: dict[int, dict]  # seat -> {mark key: start time}
    movers: list[tuple[DieMover, Callable[[], None]]]  # each with what to do on arrival
    timeline: Timeline
    clock: float
    rolling: bool
    panel_open: str
    last_bj_die: int
    coach: Coach

    if TYPE_CHECKING:

        def hand_of_seat(self, seat: int) -> Hand: ...
        def acting(self, seat: int) -> bool: ...
        def legal(self, seat: int) -> list[dict]: ...
        def hit_odds(self, seat: int) -> HitOdds | None: ...
        def deposit_targets(self, seat: int, held: list[int]) -> dict: ...
        def focus_ring(self, seat: int, hand: Hand) -> list[tuple]: ...
        def load_ring(self, seat: int) -> list[tuple]: ...
        def load_focus_of(self, seat: int, hand: Hand) -> int: ...
        def player_row(self, seat: int) -> pygame.Rect: ...
        def button_rects(self) -> dict: ...
        def preview_rects(self) -> list[pygame.Rect]: ...
        def tutorial_glow(self, glow: dict) -> dict: ...
