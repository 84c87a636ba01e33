"""The dice tray on its own: throw any number of dice and watch them settle.
A showcase of the tray every dice game uses, and the bench's dice workload."""

from __future__ import annotations

import random

import pygame

from scenes.kit.manager import Scene
from scenes.kit.timeline import step_tray
from sprites import theme
from sprites.dice import D6_FACES, D10_FACES, Face
from sprites.dice_tray import DiceTray, DieSpec
from sprites.drawing import Kept

TRAY = pygame.Rect(140, 110, 1000, 540)
SYMBOL_FACES = tuple(
    Face(symbol=s, colour=c)
    for s, c in (
        ("mountain", (196, 150, 110)),
        ("river", (150, 196, 236)),
        ("plain", (170, 220, 150)),
        ("gear", (200, 200, 200)),
        ("bridge", (230, 210, 160)),
        ("engine", (236, 180, 150)),
    )
)


class DiceTrayScene(Scene):
    closes_on_back = True

    def __init__(self, app, dice: int = 20, seed: int = 1):
        super().__init__(app)
        self.tray = DiceTray(TRAY, seed=seed)
        self.rng = random.Random(seed)
        self.count = dice
        self.kept = Kept()
        self.throw()

    def throw(self) -> None:
        kinds = (D6_FACES, D10_FACES, SYMBOL_FACES)
        specs = []
        for index in range(self.count):
            faces = kinds[index % len(kinds)]
            specs.append(DieSpec(self.rng.choice(faces), faces))
        self.tray.throw(specs)
        self.app.sounds.play("rattle")

    def handle(self, action) -> bool:
        if action.kind not in ("confirm", "click"):
            return False
        self.throw()
        return True

    def update(self, dt: float) -> None:
        step_tray(self.app, self.tray, dt)
        if self.tray.settled:
            self.throw()

    def draw(self, surface) -> None:
        """The table, its heading and the empty tray are one kept picture: only the dice move."""
        surface.blit(self.kept.get("table", self.count, self.draw_table), (0, 0))
        self.tray.draw_dice(surface)

    def draw_table(self) -> pygame.Surface:
        table = theme.backdrop("wood").copy()
        theme.draw_text(
            table,
            f"The dice tray: {self.count} dice",
            (theme.WIDTH // 2, 24),
            theme.LARGE,
            theme.GOLD,
            "midtop",
            shadow=True,
        )
        self.tray.draw_background(table)
        return table
