"""The dice on screen: thrown into the tray (its physics), lying at their spots on
the mat, and sliding from spot to spot. The board's picture says which spot each
die is at; this says where on screen that is and moves them there."""

from __future__ import annotations

from typing import Callable

import pygame

from scenes.bindle_rails import layout as L
from scenes.bindle_rails.picture import Picture
from scenes.kit.timeline import step_tray
from sprites.dice import draw_die
from sprites.dice_tray import DiceTray, DieMover, DieSpec
from sprites.drawing import draw_marker


class PlacedMover(DieMover):
    """A die sliding to a spot on the mat; `target` is that spot, so a die bound for the tray rests there."""

    target: tuple


class DiceMotion:
    def __init__(self, app, picture: Picture, state: Callable, seed: int):
        self.app = app
        self.picture = picture
        self.state = state  # the rules' state as the table shows it
        self.tray = DiceTray(L.TRAY, die_size=L.DIE, seed=seed)
        self.movers: dict[tuple, PlacedMover] = {}

    # --- the tray -------------------------------------------------------------------
    def settle_tray(self) -> None:
        """The tray holds exactly the dice the picture puts there, at rest."""
        wanted = {key for key, spot in self.picture.where.items() if spot == ("tray",)}
        for die in self.tray.dice:
            if die.key not in wanted:
                self.tray.remove(die.key)
        present = {die.key for die in self.tray.dice}
        for index, key in enumerate(sorted(wanted - present)):
            self.rest_in_tray(key, self.free_tray_spot(index))

    def free_tray_spot(self, index: int) -> tuple[float, float]:
        inner = self.tray.inner
        cols = max(1, int(inner.w // (L.DIE * 1.6)))
        col, row = index % cols, index // cols
        return (inner.left + L.DIE + col * L.DIE * 1.6, inner.top + L.DIE + row * L.DIE * 1.5)

    def rest_in_tray(self, key, pos) -> None:
        """Put a die in the tray lying still at pos, showing its face."""
        face = self.picture.faces[key]
        self.tray.throw([DieSpec(face, (face,), key)], keep_existing=True)
        for die in self.tray.dice:
            if die.key == key:
                die.body.position = pos
                die.body.velocity = (0, 0)
                die.body.angular_velocity = 0.0
                die.body.angle = 0.0
                die.resting = True
                die.shown = face

    # --- positions ------------------------------------------------------------------
    def spot_pos(self, key, spot) -> tuple[float, float]:
        kind = spot[0]
        if kind == "keep":
            return L.keep_slot(spot[1])
        if kind == "route":
            return L.route_slot(spot[1], self.state().route_count)
        if kind == "spent":
            return L.spent_spot(spot[1], spot[2], self.state())
        if kind == "value":  # over the arrows: they are idle while the value dice show
            row = L.value_row(spot[1])
            return (row.right - L.VALUE_DIE // 2 + 4, row.centery)
        if kind == "tray":
            for die in self.tray.dice:
                if die.key == key:
                    return die.position
            return L.TRAY.center
        return L.TRAY.center

    def spot_size(self, spot) -> int:
        if spot[0] == "spent" and spot[1][:2] in ("up", "do"):
            return 22
        if spot[0] == "value":
            return L.VALUE_DIE
        if spot[0] == "spent":
            return L.SMALL_DIE
        return L.DIE

    def die_rect(self, key) -> pygame.Rect | None:
        spot = self.picture.where.get(key)
        if spot is None or key in self.movers:
            return None
        size = self.spot_size(spot) + 6
        rect = pygame.Rect(0, 0, size, size)
        rect.center = self.spot_pos(key, spot)
        return rect

    def resting_rects(self) -> list[pygame.Rect]:
        """Where the dice not sliding lie: pieces no label on the mat may cover."""
        return [rect for rect in map(self.die_rect, self.picture.where) if rect is not None]

    def die_area(self, key) -> pygame.Rect | None:
        """Where a die is drawn at rest, in the tray or on the mat (None while it slides)."""
        rect = self.die_rect(key)
        if rect is None and self.picture.where.get(key) == ("tray",):
            for die in self.tray.dice:
                if die.key == key:
                    rect = pygame.Rect(0, 0, L.DIE + 6, L.DIE + 6)
                    rect.center = die.position
        return rect

    # --- motion ---------------------------------------------------------------------
    def slide(self, key, spot, sound: str, duration: float = 0.35) -> None:
        """Move a die and let it be heard."""
        self.move(key, spot, duration)
        self.app.sounds.play(sound)

    def move(self, key, spot, duration: float = 0.35, delay: float = 0.0) -> None:
        """Slide a die from where it is drawn now to a new spot."""
        pic = self.picture
        old = pic.where.get(key)
        face = pic.faces.get(key)
        if face is None:
            return
        start: tuple[float, float]
        if old is None:
            start = L.KEEP.center
        elif key in self.movers:
            start = self.movers[key].position
        else:
            start = self.spot_pos(key, old)
        if old == ("tray",):
            self.tray.remove(key)
        end = self.spot_pos(key, spot) if spot[0] != "tray" else self.free_tray_spot(len(self.tray.dice))
        size_from = self.spot_size(old) if old else L.DIE
        mover = PlacedMover(
            face,
            start,
            end,
            size=max(size_from, self.spot_size(spot)),
            duration=duration / self.app.anim_speed,
            delay=delay / self.app.anim_speed,
        )
        mover.target = spot
        self.movers[key] = mover
        pic.where[key] = spot

    def throw(self, keys_faces: list[tuple], all_faces) -> None:
        specs = []
        for key, face in keys_faces:
            self.picture.faces[key] = face
            self.picture.where[key] = ("tray",)
            specs.append(DieSpec(face, all_faces(key), key))
        self.tray.time_scale = self.app.anim_speed
        self.tray.throw(specs, keep_existing=True)
        self.app.sounds.play("rattle")

    def update(self, dt: float) -> None:
        step_tray(self.app, self.tray, dt)
        for key, mover in list(self.movers.items()):
            mover.update(dt)
            if mover.done:
                del self.movers[key]
                if mover.target == ("tray",):
                    self.rest_in_tray(key, mover.end)

    # --- drawing --------------------------------------------------------------------
    def light_tray(self, glow: set, selected) -> None:
        """Which dice in the tray glow or are picked up: set in update, before drawing."""
        where = self.picture.where
        self.tray.set_highlight([k for k in glow if where.get(k) == ("tray",)])
        self.tray.set_selected([selected] if selected and where.get(selected) == ("tray",) else [])

    def draw(self, surface, glow: set, selected) -> None:
        """The tray's dice, the dice at rest on the mat (glowing or picked up), then those sliding."""
        self.tray.draw_dice(surface)  # the empty tray is in the board's mat
        pic = self.picture
        for key, spot in pic.where.items():
            if spot[0] == "tray" or key in self.movers:
                continue
            size = self.spot_size(spot)
            pos = self.spot_pos(key, spot)
            lit = key in glow or key == selected
            lift = 0.5 if key == selected else 0.0
            draw_die(surface, (pos[0], pos[1] - lift * 8), size, pic.faces[key], highlight=lit, lift=lift)
            if key == selected:
                draw_marker(surface, (pos[0], pos[1] - size * 0.7 - 6))
        for mover in self.movers.values():
            mover.draw(surface)
