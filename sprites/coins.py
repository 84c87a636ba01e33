"""Coins: real relative sizes, hills of stacked coins in a side-view pymunk
field, and coins flying (and flipping) from one place to another.

Stacks creep under default settings, so the field follows the field notes:
30 solver iterations, fixed 1/120 s steps, bodies at least 6 px thick,
friction 0.9, no bounce, and sleeping so a settled hill costs nothing.
"""

import math
from dataclasses import dataclass, field

import pygame
import pymunk

from sprites.coin_art import (  # noqa: F401
    COINS,
    MIN_THICK_PX,
    CoinLook,
    coin_size_px,
    draw_coin,
    draw_coin_edge,
    edge_image,
    edge_step,
    face_image,
    ground_shadow,
    look,
)
from sprites.drawing import MARK, Timed, blank, draw_marker, ease_in_out, ease_out

__all__ = [
    "COINS",
    "CoinLook",
    "MIN_THICK_PX",
    "CoinField",
    "FlyingCoin",
    "coin_size_px",
    "draw_coin",
    "draw_coin_edge",
    "edge_image",
    "face_image",
    "look",
]

STEP = 1.0 / 120.0
MAX_STEPS = 8
GRAVITY = 1800.0  # px/s^2: stylised, so drops read on screen
MAX_FALL = 300.0  # px/s: a dropped coin moves < half its thickness a step
DROP_HEIGHT = 48.0  # px above the hill a dropped coin starts
TILT = 0.16  # how much of the top face the 3/4 view shows
GROUND = (150, 108, 64)


@dataclass
class _Coin:
    name: str
    body: pymunk.Body
    shape: pymunk.Shape


@dataclass
class _Hill:
    x: float
    coins: list = field(default_factory=list)


@dataclass
class _Still:
    """A sleeping hill's facts, worked out once while none of its coins moves: a board asks
    for them many times a frame, and reading each coin's body from pymunk was most of a frame."""

    rect: pygame.Rect
    top: tuple[float, float]  # the top coin's centre, or the ground point of an empty hill
    blits: list  # (image, topleft): its shadow, then its coins bottom to top


def _clamp_fall(body, gravity, damping, dt):
    pymunk.Body.update_velocity(body, gravity, damping, dt)
    vx, vy = body.velocity
    if vy > MAX_FALL:
        body.velocity = (vx, MAX_FALL)


class CoinField:
    """Hills of coins standing on the ground line of rect, seen from the side."""

    def __init__(self, rect, scale=3.2, ground=True, tilt=TILT):
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.tilt = tilt
        self.show_ground = ground
        self.ground_y = self.rect.bottom - 16
        self._hills = {}
        self._next_id = 0
        self._highlight = set()
        self._acc = 0.0
        self.clock = 0.0
        self._glows = {}
        self._still: dict[int, _Still] = {}  # hill_id -> its facts, kept while the hill's coins sleep
        self.changes = 0  # counts every change to where a coin lies: what is worked out from the hills keys on it
        self.space = self._make_space()

    def _make_space(self):
        space = pymunk.Space()
        space.gravity = (0, GRAVITY)
        space.iterations = 30
        space.sleep_time_threshold = 0.4
        space.idle_speed_threshold = 6.0
        r, g = self.rect, self.ground_y
        for box in (
            pygame.Rect(r.left - 100, g, r.w + 200, 100),  # the ground
            pygame.Rect(r.left - 100, r.top - 400, 100, r.h + 400),
            pygame.Rect(r.right, r.top - 400, 100, r.h + 400),
        ):
            shape = pymunk.Poly(space.static_body, [box.topleft, box.topright, box.bottomright, box.bottomleft])
            shape.friction, shape.elasticity = 0.9, 0.0
            space.add(shape)
        return space

    def _new_coin(self, name, x, y):
        w, t = coin_size_px(name, self.scale)
        mass = look(name).mass_g
        body = pymunk.Body(mass, pymunk.moment_for_box(mass, (w, t)))
        body.position = (x, y)
        shape = pymunk.Poly.create_box(body, (w, t))
        shape.friction, shape.elasticity = 0.9, 0.0
        self.space.add(body, shape)
        return _Coin(name, body, shape)

    # --- hills ---

    def add_hill(self, x, names_bottom_to_top):
        """Build a hill of coins at x, exactly stacked, resting on the ground."""
        hill_id = self._next_id
        self._next_id += 1
        self.changes += 1
        hill = self._hills[hill_id] = _Hill(x)
        y = self.ground_y
        for name in names_bottom_to_top:
            t = coin_size_px(name, self.scale)[1]
            hill.coins.append(self._new_coin(name, x, y - t / 2))
            y -= t
        return hill_id

    def _hill(self, hill_id):
        try:
            return self._hills[hill_id]
        except KeyError:
            raise KeyError(f"no hill {hill_id!r}") from None

    @property
    def hill_ids(self):
        return list(self._hills)

    def hill_coins(self, hill_id):
        return [c.name for c in self._hill(hill_id).coins]

    def top_position(self, hill_id):
        """Centre of the top coin, or the ground point of an empty hill."""
        still = self._still.get(hill_id)
        if still is not None:
            return still.top
        hill = self._hill(hill_id)
        if not hill.coins:
            return (hill.x, float(self.ground_y))
        p = hill.coins[-1].body.position
        return (p.x, p.y)

    def landing_position(self, hill_id, name):
        """Where a coin of this kind would rest on top of the hill (its centre)."""
        hill = self._hill(hill_id)
        t = coin_size_px(name, self.scale)[1]
        if not hill.coins:
            return (hill.x, self.ground_y - t / 2)
        top = hill.coins[-1]
        return (top.body.position.x, top.body.position.y - coin_size_px(top.name, self.scale)[1] / 2 - t / 2)

    def take_top(self, hill_id):
        """Remove the top coin; returns (name, (x, y)) of where it was."""
        hill = self._hill(hill_id)
        if not hill.coins:
            raise IndexError(f"hill {hill_id} has no coins left")
        coin = hill.coins.pop()
        self._moved(hill_id)
        pos = (coin.body.position.x, coin.body.position.y)
        self.space.remove(coin.body, coin.shape)
        return coin.name, pos

    def drop_coin(self, hill_id, name):
        """Add a coin that falls onto the top of the hill and settles there."""
        x, y = self.landing_position(hill_id, name)
        coin = self._new_coin(name, x, y - DROP_HEIGHT)
        coin.body.velocity_func = _clamp_fall
        self._hill(hill_id).coins.append(coin)
        self._moved(hill_id)

    def remove_hill(self, hill_id):
        for coin in self._hill(hill_id).coins:
            self.space.remove(coin.body, coin.shape)
        del self._hills[hill_id]
        self._moved(hill_id)

    def _moved(self, hill_id):
        self._still.pop(hill_id, None)
        self.changes += 1

    def _sleeping(self, hill):
        return all(coin.body.is_sleeping for coin in hill.coins)

    def _facts(self, hill_id):
        """The hill's still facts, worked out now if it sleeps (None while a coin of it moves)."""
        still = self._still.get(hill_id)
        if still is None and self._sleeping(self._hill(hill_id)):
            still = self._still[hill_id] = _Still(
                self._measure(hill_id), self.top_position(hill_id), self._blits(hill_id)
            )
        return still

    def hill_rect(self, hill_id):
        """Screen rect around the hill (the ground spot of a quarter if empty)."""
        still = self._facts(hill_id)
        return pygame.Rect(still.rect if still is not None else self._measure(hill_id))

    def _measure(self, hill_id):
        hill = self._hill(hill_id)
        if not hill.coins:
            w = coin_size_px("quarter", self.scale)[0]
            return pygame.Rect(round(hill.x - w / 2), self.ground_y - 12, round(w), 12)
        rect = None
        for coin in hill.coins:
            w, t = coin_size_px(coin.name, self.scale)
            bb = coin.shape.bb
            r = pygame.Rect(
                round(bb.left),
                round(bb.top - w * self.tilt / 2),
                round(bb.right - bb.left),
                round(bb.bottom - bb.top + w * self.tilt),
            )
            rect = r if rect is None else rect.union(r)
        return rect.inflate(6, 6)

    def hill_at(self, pos):
        for hill_id in self._hills:
            if self.hill_rect(hill_id).inflate(8, 16).collidepoint(pos):
                return hill_id
        return None

    def set_highlight(self, hill_ids):
        self._highlight = set(hill_ids)

    @property
    def settled(self):
        """True when every coin is asleep (or the field is empty)."""
        return all(c.body.is_sleeping for h in self._hills.values() for c in h.coins)

    # --- stepping and drawing ---

    def update(self, dt):
        self.clock += dt
        self._acc += max(0.0, dt)
        steps = 0
        while self._acc >= STEP and steps < MAX_STEPS:
            self.space.step(STEP)
            self._acc -= STEP
            steps += 1
        if steps == MAX_STEPS:
            self._acc = min(self._acc, STEP)
        if steps:  # a hill with a coin awake may have moved: its facts are worked out again
            for hill_id, hill in self._hills.items():
                if not self._sleeping(hill):
                    self._moved(hill_id)
                elif hill_id not in self._still:  # fallen asleep: changed once more, then kept (drawn or not)
                    self._moved(hill_id)
                    self._facts(hill_id)

    def _blits(self, hill_id):
        """The hill's shadow and its coins' edges as (image, topleft), in drawing order."""
        hill = self._hill(hill_id)
        w = coin_size_px(hill.coins[0].name if hill.coins else "quarter", self.scale)[0]
        shadow = ground_shadow(w * 1.1)
        blits = [(shadow, shadow.get_rect(center=(round(hill.x + 3), self.ground_y + 2)))]
        for coin in hill.coins:
            p = coin.body.position
            image = edge_image(coin.name, self.scale, self.tilt, angle=edge_step(-math.degrees(coin.body.angle)))
            blits.append((image, image.get_rect(center=(round(p.x), round(p.y)))))
        return blits

    def draw(self, surface):
        """Each hill's shadow, glow (a hill to pick), coins and marker, in that order; a sleeping
        hill's blits are kept (_Still) and the run of them between two markers is one call."""
        if self.show_ground:
            self._draw_ground(surface)
        pulse = 0.8 + 0.2 * math.sin(self.clock * 5.0)
        run = []
        for hill_id in self._hills:
            still = self._facts(hill_id)
            blits = still.blits if still is not None else self._blits(hill_id)
            if hill_id not in self._highlight:
                run += blits
                continue
            rect = self.hill_rect(hill_id)
            run += [blits[0], self._glow(rect, pulse), *blits[1:]]
            surface.fblits(run)
            run = []
            draw_marker(surface, (rect.centerx, rect.top - 6 - 3 * pulse))
        surface.fblits(run)

    def _draw_ground(self, surface):
        r = self.rect
        pygame.draw.rect(surface, GROUND, (r.left, self.ground_y, r.w, r.bottom - self.ground_y))
        pygame.draw.line(surface, (96, 66, 38), (r.left, self.ground_y), (r.right - 1, self.ground_y), 2)

    def _glow(self, rect, pulse):
        """The glow round a hill to pick, as (image, topleft), at this frame's pulse."""
        key = rect.size
        glow = self._glows.get(key)
        if glow is None:
            glow = blank(rect.w + 28, rect.h + 28)
            pygame.draw.rect(glow, MARK + (255,), (8, 8, rect.w + 12, rect.h + 12), border_radius=12)
            glow = pygame.transform.gaussian_blur(glow, 5)
            pygame.draw.rect(glow, MARK + (255,), (10, 10, rect.w + 8, rect.h + 8), 2, border_radius=10)
            self._glows[key] = glow
        glow.set_alpha(int(255 * pulse))
        return glow, glow.get_rect(center=rect.center)


class FlyingCoin(Timed):
    """A coin that lifts off, arcs to end and lands; with flips > 0 it spins end
    over end and lands showing result_heads. `landed` is true for one update."""

    def __init__(
        self,
        name,
        start,
        end,
        duration=0.6,
        arc_height=120,
        flips=0,
        result_heads=True,
        scale=3.2,
        start_heads=True,
        start_squash=1.0,
        end_squash=1.0,
        delay=0.0,
    ):
        look(name)
        self.name, self.start, self.end = name, start, end
        self.duration, self.arc_height, self.delay = max(1e-6, duration), arc_height, delay
        self.flips, self.result_heads, self.scale = flips, result_heads, scale
        self.start_squash, self.end_squash = start_squash, end_squash
        self.start_heads = start_heads if flips > 0 else result_heads
        # whole flips keep the start face; one extra half turn swaps it
        self.half_turns = 2 * flips + (self.start_heads != result_heads) if flips > 0 else 0
        self.elapsed = 0.0
        self.landed = False

    def update(self, dt):
        was_done = self.done
        self.elapsed += dt
        self.landed = self.done and not was_done

    def _ground_point(self, e):
        return (self.start[0] + (self.end[0] - self.start[0]) * e, self.start[1] + (self.end[1] - self.start[1]) * e)

    @property
    def position(self):
        e = ease_in_out(self.progress)
        x, y = self._ground_point(e)
        return (x, y - self.arc_height * math.sin(math.pi * e))

    @property
    def spin(self):
        """Radians turned end over end so far."""
        return math.pi * self.half_turns * ease_out(self.progress)

    @property
    def heads(self):
        return self.start_heads if math.cos(self.spin) >= 0 else not self.start_heads

    @property
    def squash(self):
        if self.half_turns:
            return abs(math.cos(self.spin))
        e = ease_in_out(self.progress)
        return self.start_squash + (self.end_squash - self.start_squash) * e

    def draw(self, surface):
        e = ease_in_out(self.progress)
        height = self.arc_height * math.sin(math.pi * e)
        if height > 4:
            gx, gy = self._ground_point(e)
            shadow = ground_shadow(look(self.name).diameter_mm * self.scale * 0.8, alpha=50)
            surface.blit(shadow, shadow.get_rect(center=(round(gx), round(gy + 10))))
        # A touch bigger at the top of the arc, as if nearer the eye: the face (cached at the
        # coin's own size) is scaled here, not drawn anew at every size the arc passes through.
        image = face_image(self.name, look(self.name).diameter_mm * self.scale, self.heads, squash=self.squash)
        nearer = 1.0 + 0.12 * math.sin(math.pi * e)
        if nearer > 1.01:
            image = pygame.transform.smoothscale(
                image, (round(image.get_width() * nearer), round(image.get_height() * nearer))
            )
        x, y = self.position
        surface.blit(image, image.get_rect(center=(round(x), round(y))))
