"""Where the King of Copper board is seen from: the whole board, or zoomed in and
gliding to follow the play; a cave-in shakes the spaces round it. It turns board
points into screen points and back, and finds the space under a screen point."""

from __future__ import annotations

import math

import pygame

from scenes.king_of_copper import layout as L
from scenes.king_of_copper.layout import VIEW, ZOOMS

EDGE = 48  # px from the view's edge where a resting mouse scrolls a zoomed board
EDGE_SPEED = 600  # px a second it scrolls


class Camera:
    def __init__(self) -> None:
        self.zoom = 0  # index into ZOOMS
        self.centre = pygame.Vector2(L.SIZE / 2, L.SIZE / 2)
        self.target = pygame.Vector2(self.centre)
        self.follow: tuple[float, float] | None = None  # a board point the zoomed camera keeps in view
        self.shake = 0.0  # seconds of shaking left
        self.shake_at = (0, 0)
        self.clock = 0.0  # the shake's wobble runs on it

    @property
    def scale(self) -> float:
        return ZOOMS[self.zoom]

    def toggle_zoom(self, around=None) -> None:
        """The next zoom, round `around` (a board point: the focus) when given."""
        self.zoom = (self.zoom + 1) % len(ZOOMS)
        if around is not None:
            self.target = pygame.Vector2(around)
            self.centre = pygame.Vector2(around)
        self._clamp()

    def look_at(self, board_xy) -> None:
        self.target = pygame.Vector2(board_xy)
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        self.target += pygame.Vector2(dx, dy) / self.scale
        self._clamp()

    def _clamp(self) -> None:
        half_w, half_h = VIEW.w / 2 / self.scale, VIEW.h / 2 / self.scale
        for vec in (self.target, self.centre):
            vec.x = L.SIZE / 2 if half_w * 2 >= L.SIZE else min(max(vec.x, half_w), L.SIZE - half_w)
            vec.y = L.SIZE / 2 if half_h * 2 >= L.SIZE else min(max(vec.y, half_h), L.SIZE - half_h)

    def shake_from(self, board_xy, seconds: float) -> None:
        """Shake the spaces round a board point for a while."""
        self.shake = seconds
        self.shake_at = board_xy

    def update(self, dt: float) -> None:
        """Glide towards the target (the followed point, when zoomed in)."""
        if self.zoom and self.follow is not None:
            self.look_at(self.follow)
        self.centre += (self.target - self.centre) * min(1.0, dt * 6)

    def tick(self, dt: float) -> None:
        """The shake's clock runs on and the shake dies down."""
        self.clock += dt
        self.shake = max(0.0, self.shake - dt)

    # --- screen and board points -----------------------------------------------------------
    def view_key(self) -> tuple:
        """What to_screen depends on now: a place worked out for one key holds while the key does."""
        shaking = (tuple(self.shake_at), self.clock, min(1.0, self.shake)) if self.shake > 0 else None
        return (self.scale, self.centre.x, self.centre.y, shaking)

    def to_screen(self, board_xy) -> tuple[float, float]:
        x, y = board_xy
        sx, sy = self.shake_offset(board_xy)
        return (
            VIEW.centerx + (x - self.centre.x) * self.scale + sx,
            VIEW.centery + (y - self.centre.y) * self.scale + sy,
        )

    def to_board(self, screen_xy) -> tuple[float, float]:
        x, y = screen_xy
        return (self.centre.x + (x - VIEW.centerx) / self.scale, self.centre.y + (y - VIEW.centery) / self.scale)

    def shake_offset(self, board_xy) -> tuple[float, float]:
        if self.shake <= 0:
            return 0, 0
        dx, dy = board_xy[0] - self.shake_at[0], board_xy[1] - self.shake_at[1]
        if dx * dx + dy * dy > (L.CELL * 4) ** 2:
            return 0, 0
        amount = 7 * min(1.0, self.shake)
        return math.sin(self.clock * 61) * amount, math.cos(self.clock * 47) * amount

    def node_at(self, screen_xy, nodes, quarter: int = 0) -> str | None:
        """The space among `nodes` under a screen point (Start and Finish are the quarter's)."""
        if not VIEW.collidepoint(screen_xy):
            return None
        bx, by = self.to_board(screen_xy)
        best, best_d = None, (L.CELL * 0.55) ** 2
        for node in nodes:
            x, y = L.node_xy(node, quarter)
            d = (x - bx) ** 2 + (y - by) ** 2
            if d < best_d:
                best, best_d = node, d
        return best

    # --- scrolling at the view's edge ------------------------------------------------------------
    def edge_direction(self, pointer) -> tuple[int, int]:
        """Which way a zoomed board scrolls, the mouse resting near its edge: (0, 0) when it doesn't."""
        if not self.zoom or pointer is None or not VIEW.collidepoint(pointer):
            return (0, 0)
        x, y = pointer
        dx = -1 if x < VIEW.left + EDGE else 1 if x > VIEW.right - EDGE else 0
        dy = -1 if y < VIEW.top + EDGE else 1 if y > VIEW.bottom - EDGE else 0
        return (dx, dy)

    def edge_pan(self, pointer, dt: float) -> None:
        """A zoomed board scrolls when the mouse rests near its edge."""
        dx, dy = self.edge_direction(pointer)
        if dx or dy:
            self.follow = None
            self.pan(dx * EDGE_SPEED * dt, dy * EDGE_SPEED * dt)
