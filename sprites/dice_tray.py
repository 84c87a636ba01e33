"""A top-down felt dice tray with pymunk physics, and a die slider.

The rules choose every value. The tray only decides where each die comes to
rest: while a die tumbles it flicks through its faces, and once it rests it
shows the result it was given. Physics runs in fixed 1/120 s steps; felt
friction is a per-body velocity function (no gravity in a top-down tray).

Once a throw lies still the dice straighten: each turns, by the shortest way,
to within `most_turned` degrees of square (a pip face turned 45 degrees is
slow to read from the couch), and dice whose straightened faces would touch
slide apart. The tray counts as settled only after that, so whatever waits
for the dice waits for it too. Straightening runs in the same fixed steps.
"""

import math
import random
from dataclasses import dataclass

import pygame
import pymunk

from sprites import theme
from sprites.dice import D6_FACES, Face, draw_die
from sprites.drawing import Timed, draw_marker, ease_out, mix, shade

STEP = 1.0 / 120.0
MAX_STEPS = 8  # per update, so one long frame never spirals
FACE_TIME = 0.08  # seconds of tumbling per shown face
TUMBLE_SPEED = 160.0  # px/s; slower dice slide rather than tumble
REST_SPEED = 6.0  # px/s below which a die counts as still
REST_SPIN = 0.35  # rad/s
REST_HOLD = 0.12  # seconds still before a die shows its result
WAKE_SPEED = 120.0  # a resting die knocked faster than this tumbles again
SETTLE_HOLD = 0.3  # seconds all dice still before the throw is over
SETTLE_LIMIT = 3.0  # simulated seconds: settle by force after this
HIT_SPEED = 40.0  # px/s along the contact normal that makes a clack
MOST_TURNED = 5.0  # degrees a die at rest may sit off square: read at a glance, still looks thrown
TURN_RATE = 18.0  # per second: the share of its remaining turn a straightening die makes
SNAP = math.radians(0.5)  # this close to its resting angle a die is there
GAP = 2.0  # px between the straightened faces of neighbouring dice
STRAIGHTEN_LIMIT = 0.6  # simulated seconds: stop sliding dice apart after this
QUARTER = math.pi / 2

DIE, WALL = 1, 2
FELT = (36, 118, 70)
WOOD = (136, 84, 44)
KEY = (255, 0, 255)  # transparent corners of the tray image


@dataclass(frozen=True)
class DieSpec:
    result: Face
    faces: tuple = D6_FACES
    key: object = None


class TrayDie:
    """One die in the tray. `shown` is the face drawn right now."""

    def __init__(self, key, spec, body, shape, look_seed):
        self.key = key
        self.result = spec.result
        self.faces = tuple(spec.faces) or (spec.result,)
        self.body = body
        self.shape = shape
        self.look = random.Random(look_seed)  # which faces flick by mid-tumble
        self.shown = self.look.choice(self.faces)
        self.resting = False
        self.highlight = False
        self.selected = False
        self.still_time = 0.0
        self.tumble_time = self.look.uniform(0.0, FACE_TIME)  # dice flick out of step

    @property
    def position(self):
        return (self.body.position.x, self.body.position.y)

    @property
    def angle(self):
        """Degrees counter-clockwise on screen (pymunk's y axis points down)."""
        return -math.degrees(self.body.angle)

    @property
    def speed(self):
        if self.body.is_sleeping:
            return 0.0
        return self.body.velocity.length


class DiceTray:
    def __init__(self, rect, die_size=theme.MIN_DIE, seed=0, most_turned=MOST_TURNED):
        self.rect = pygame.Rect(rect)
        self.die_size = int(die_size)
        self.most_turned = float(most_turned)  # degrees off square a die may rest at
        self.rim = max(12, int(min(self.rect.w, self.rect.h) * 0.06))
        self.inner = self.rect.inflate(-2 * self.rim, -2 * self.rim)
        self.time_scale = 1.0
        self.hits_this_frame = 0
        self.hit_strength = 0.0  # 0..1, the hardest hit this frame (for volume)
        self._rng = random.Random(seed)
        self._look_rng = random.Random(seed * 7919 + 1)  # faces shown mid-tumble only
        self._dice = []
        self._acc = 0.0
        self._time = 0.0
        self._all_still = 0.0
        self._settled = True
        self._straightening = False
        self._straight_time = 0.0
        self._background = None
        # felt friction: a steady slowing force plus a little drag at speed
        self._slide_decel = self.die_size * 11.0
        self._spin_decel = 9.0
        self.space = self._make_space()

    # --- physics set-up ---

    def _make_space(self):
        space = pymunk.Space()
        space.gravity = (0, 0)
        space.iterations = 12
        space.idle_speed_threshold = REST_SPEED
        space.sleep_time_threshold = SETTLE_HOLD
        inner, thick = self.inner, 80
        walls = (
            pygame.Rect(inner.left - thick, inner.top - thick, inner.w + 2 * thick, thick),
            pygame.Rect(inner.left - thick, inner.bottom, inner.w + 2 * thick, thick),
            pygame.Rect(inner.left - thick, inner.top, thick, inner.h),
            pygame.Rect(inner.right, inner.top, thick, inner.h),
        )
        for wall in walls:
            shape = pymunk.Poly(space.static_body, [wall.topleft, wall.topright, wall.bottomright, wall.bottomleft])
            shape.elasticity, shape.friction, shape.collision_type = 0.55, 0.5, WALL
            space.add(shape)
        space.on_collision(DIE, DIE, begin=self._on_hit)
        space.on_collision(DIE, WALL, begin=self._on_hit)
        return space

    def _on_hit(self, arbiter, space, data):
        a, b = arbiter.bodies
        speed = abs((a.velocity - b.velocity).dot(arbiter.normal))
        if speed > HIT_SPEED:
            self.hits_this_frame += 1
            self.hit_strength = max(self.hit_strength, min(1.0, speed / 900.0))

    def _felt_friction(self, body, gravity, damping, dt):
        speed = body.velocity.length
        keep = max(0.0, speed * (1.0 - 0.6 * dt) - self._slide_decel * dt)
        body.velocity = body.velocity * (keep / speed) if speed > 0 else (0, 0)
        spin = body.angular_velocity
        left = max(0.0, abs(spin) * (1.0 - 0.8 * dt) - self._spin_decel * dt)
        body.angular_velocity = math.copysign(left, spin)

    # --- throwing ---

    def throw(self, specs, keep_existing=False):
        """Throw dice in from one side. Replaces every die unless keep_existing,
        which only replaces dice whose key is thrown again."""
        specs = list(specs)
        if not keep_existing:
            self.clear()
        else:
            for spec in specs:
                if spec.key is not None:
                    self.remove(spec.key)
        rng, size = self._rng, self.die_size
        side = rng.choice((-1, 1))
        cells = self._free_cells(side)
        used = {d.key for d in self._dice}
        for i, spec in enumerate(specs):
            key = spec.key if spec.key is not None else self._auto_key(i, used)
            used.add(key)
            x, y = cells[i % len(cells)]
            jitter = size * 0.1
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (size, size)))
            body.position = (x + rng.uniform(-jitter, jitter), y + rng.uniform(-jitter, jitter))
            body.angle = rng.uniform(0, math.tau)
            # aim each die at its own resting distance so the throw spreads out
            entry = self.inner.left if side < 0 else self.inner.right
            target = self.inner.w * rng.uniform(0.3, 1.0)
            heading = rng.uniform(-0.5, 0.5)
            travel = max(size, target - abs(body.position.x - entry)) / math.cos(heading)
            speed = math.sqrt(2.0 * self._slide_decel * travel) * 1.15  # collisions eat some
            body.velocity = (-side * speed * math.cos(heading), speed * math.sin(heading))
            body.angular_velocity = rng.uniform(8.0, 18.0) * rng.choice((-1, 1))
            body.velocity_func = self._felt_friction
            corner = size * 0.12
            shape = pymunk.Poly.create_box(body, (size - 2 * corner, size - 2 * corner), radius=corner)
            shape.elasticity, shape.friction, shape.collision_type = 0.5, 0.4, DIE
            self.space.add(body, shape)
            self._dice.append(TrayDie(key, spec, body, shape, self._look_rng.getrandbits(32)))
        self._acc = self._time = self._all_still = 0.0
        self._settled = not self._dice
        self._straightening = False

    def _auto_key(self, index, used):
        key = index
        while key in used:
            key += 1
        return key

    def _free_cells(self, side):
        """Spawn points in columns from the entry side, skipping resting dice."""
        cell = self.die_size * 1.3
        inner = self.inner
        rows = max(1, int(inner.h // cell))
        cols = max(1, int(inner.w // cell))
        top = inner.top + (inner.h - rows * cell) / 2 + cell / 2
        out = []
        for c in range(cols):
            x = inner.left + cell / 2 + c * cell if side < 0 else inner.right - cell / 2 - c * cell
            for r in range(rows):
                y = top + r * cell
                if not self._dice or not self._die_near(x, y, cell / 2):
                    out.append((x, y))
        return out or [inner.center]

    def _die_near(self, x, y, half):
        hits = self.space.bb_query(pymunk.BB(x - half, y - half, x + half, y + half), pymunk.ShapeFilter())
        return any(shape.collision_type == DIE for shape in hits)

    # --- stepping ---

    def update(self, dt):
        self.hits_this_frame = 0
        self.hit_strength = 0.0
        if self._settled:
            return
        self._acc += max(0.0, dt) * self.time_scale
        steps = 0
        while self._acc >= STEP and steps < MAX_STEPS:
            self._acc -= STEP
            steps += 1
        if steps == MAX_STEPS:
            self._acc = min(self._acc, STEP)
        if self._straightening:
            for _ in range(steps):
                if self._straightening:
                    self._straighten_step()
        elif steps:
            for _ in range(steps):
                self.space.step(STEP)
            self._after_steps(steps * STEP)

    def _after_steps(self, sim):
        self._time += sim
        all_still = True
        for die in self._dice:
            self._keep_inside(die)
            speed = die.speed
            spin = 0.0 if die.body.is_sleeping else abs(die.body.angular_velocity)
            still = speed < REST_SPEED and spin < REST_SPIN
            die.still_time = die.still_time + sim if still else 0.0
            all_still = all_still and still
            if die.resting:
                die.resting = speed <= WAKE_SPEED
            elif die.still_time >= REST_HOLD:
                die.resting = True
            if die.resting:
                die.shown = die.result
                continue
            die.tumble_time += sim * min(1.0, (speed + spin * self.die_size * 0.3) / TUMBLE_SPEED)
            while die.tumble_time >= FACE_TIME:
                die.tumble_time -= FACE_TIME
                if len(die.faces) > 1:
                    others = [f for f in die.faces if f != die.shown] or list(die.faces)
                    die.shown = die.look.choice(others)
        self._all_still = self._all_still + sim if all_still else 0.0
        asleep = all(d.body.is_sleeping for d in self._dice)
        if asleep or self._all_still >= SETTLE_HOLD or self._time >= SETTLE_LIMIT:
            self._finish()

    def _keep_inside(self, die):
        # safety net: a die squeezed through a wall is put back on the felt
        x, y = die.body.position
        if not self.inner.collidepoint(x, y):
            area = self.inner.inflate(-self.die_size, -self.die_size)
            die.body.position = (min(max(x, area.left), area.right), min(max(y, area.top), area.bottom))
            die.body.velocity = (0, 0)

    def _finish(self):
        for die in self._dice:
            if not die.body.is_sleeping:
                die.body.velocity = (0, 0)
                die.body.angular_velocity = 0.0
            die.resting = True
            die.shown = die.result
        self._straightening = True
        self._straight_time = 0.0

    # --- straightening: the still dice turn nearly square and slide apart ---

    def _resting_angle(self, angle):
        """The body angle nearest `angle` that lies within most_turned of square."""
        square = round(angle / QUARTER) * QUARTER
        most = math.radians(self.most_turned)
        return square + min(most, max(-most, angle - square))

    def _straighten_step(self):
        self._straight_time += STEP
        rate = min(1.0, TURN_RATE * STEP)
        busy = False
        for die in self._dice:
            body = die.body
            wanted = self._resting_angle(body.angle)
            if abs(wanted - body.angle) > SNAP:
                body.angle += (wanted - body.angle) * rate
                busy = True
            elif body.angle != wanted:
                body.angle = wanted
        busy = self._slide_apart(rate) or busy
        for die in self._dice:
            self.space.reindex_shapes_for_body(die.body)
        if not busy or self._straight_time >= STRAIGHTEN_LIMIT:
            self._end_straightening()

    def _half_extent(self, die):
        """Half the width of the upright box a die fills once it has straightened."""
        off = abs(self._resting_angle(die.body.angle) - round(die.body.angle / QUARTER) * QUARTER)
        return self.die_size * (math.cos(off) + math.sin(off)) / 2

    def _slide_apart(self, rate):
        """Push apart, a share at a time, each pair of dice whose straightened boxes
        would touch, along the axis where they overlap least. True if any moved.
        Each die's extent and place are read once (a pair's nudge updates its place):
        asking pymunk for them per pair made the tray's slowest frames."""
        moved = False
        dice = self._dice
        halves = [self._half_extent(die) for die in dice]
        places = [die.position for die in dice]
        for index, one in enumerate(dice):
            for second in range(index + 1, len(dice)):
                need = halves[index] + halves[second] + GAP
                (x1, y1), (x2, y2) = places[index], places[second]
                over_x, over_y = need - abs(x2 - x1), need - abs(y2 - y1)
                if min(over_x, over_y) <= 0.5:
                    continue
                if over_x < over_y:
                    push = ((over_x if x2 >= x1 else -over_x) * rate / 2, 0.0)
                else:
                    push = (0.0, (over_y if y2 >= y1 else -over_y) * rate / 2)
                other = dice[second]
                if self._nudge(one, halves[index], -push[0], -push[1]):
                    moved, places[index] = True, one.position
                if self._nudge(other, halves[second], push[0], push[1]):
                    moved, places[second] = True, other.position
        return moved

    def _nudge(self, die, half, dx, dy):
        """Slide a die on the felt, never further into the rim than it lies already."""
        area = self.inner
        x, y = die.body.position
        nx = min(max(x + dx, min(x, area.left + half)), max(x, area.right - half))
        ny = min(max(y + dy, min(y, area.top + half)), max(y, area.bottom - half))
        if (nx, ny) == (x, y):
            return False
        die.body.position = (nx, ny)
        return True

    def _end_straightening(self):
        for die in self._dice:
            # a square die looks the same a quarter turn round: keep the angle small for readers of `angle`
            angle = die.body.angle
            die.body.angle = self._resting_angle(angle) - round(angle / QUARTER) * QUARTER
            die.body.velocity = (0, 0)
            die.body.angular_velocity = 0.0
            self.space.reindex_shapes_for_body(die.body)
        self._straightening = False
        self._settled = True

    # --- queries and edits ---

    @property
    def settled(self):
        """The throw is over: every die lies still, straightened and apart."""
        return self._settled

    @property
    def straightening(self):
        """The dice lie still but are still turning square or sliding apart."""
        return self._straightening

    @property
    def dice(self):
        return list(self._dice)

    def die_at(self, pos):
        for die in reversed(self._draw_order()):
            if die.shape.point_query(pos).distance <= 0:
                return die.key
        return None

    def set_highlight(self, keys):
        keys = set(keys)
        for die in self._dice:
            die.highlight = die.key in keys

    def set_selected(self, keys):
        keys = set(keys)
        for die in self._dice:
            die.selected = die.key in keys

    def remove(self, key):
        for die in [d for d in self._dice if d.key == key]:
            self.space.remove(die.body, die.shape)
            self._dice.remove(die)
        if not self._dice:
            self._settled = True
            self._straightening = False

    def clear(self):
        for die in self._dice:
            self.space.remove(die.body, die.shape)
        self._dice = []
        self._settled = True
        self._straightening = False

    # --- drawing ---

    def _draw_order(self):
        # resting dice underneath, moving ones on top (they are in the air)
        return sorted(self._dice, key=lambda d: not d.resting)

    def draw(self, surface):
        self.draw_background(surface)
        self.draw_dice(surface)

    def draw_background(self, surface):
        """The empty tray: its rim and felt (a screen that keeps its own still picture keeps this in it)."""
        if self._background is None:
            self._background = _tray_background(self.rect.size, self.rim)
        surface.blit(self._background, self.rect.topleft)

    def draw_dice(self, surface):
        """The dice in the tray, and the markers over the selected ones."""
        size = self.die_size
        for die in self._draw_order():
            lift = 0.0 if die.resting else min(1.0, die.speed / (TUMBLE_SPEED * 4))
            if die.selected:
                lift = max(lift, 0.45)
            x, y = die.position
            draw_die(
                surface, (x, y - lift * size * 0.08), size, die.shown, die.angle, highlight=die.highlight, lift=lift
            )
        for die in self._dice:  # markers last, so no neighbour hides them
            if die.selected:
                x, y = die.position
                draw_marker(surface, (x, y - size * 0.7))


_backgrounds: dict[tuple, pygame.Surface] = {}


def _tray_background(size, rim):
    """Wooden rim and speckled felt, built once per tray size."""
    key = (tuple(size), rim)
    if key in _backgrounds:
        return _backgrounds[key]
    w, h = size
    rng = random.Random(w * 31 + h)
    radius = rim + 6
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(WOOD)
    for _ in range(max(8, (w + h) // 12)):  # wood grain
        y = rng.uniform(0, h)
        x0 = rng.uniform(-w * 0.2, w)
        colour = shade(WOOD, rng.choice((-0.2, -0.1, 0.12)))
        pygame.draw.line(surf, colour, (x0, y), (x0 + rng.uniform(w * 0.15, w * 0.6), y + rng.uniform(-2, 2)))
    pygame.draw.rect(surf, shade(WOOD, 0.3), (3, 3, w - 6, h - 6), 2, border_radius=radius - 3)
    pygame.draw.rect(surf, shade(WOOD, -0.45), (0, 0, w, h), 2, border_radius=radius)
    _round_corners(surf, radius)
    inner = pygame.Rect(rim, rim, w - 2 * rim, h - 2 * rim)
    pygame.draw.rect(surf, shade(WOOD, -0.5), inner.inflate(4, 4), border_radius=8)
    felt = pygame.Surface(inner.size, pygame.SRCALPHA)
    felt.fill(FELT)
    for _ in range(inner.w * inner.h // 60):  # felt fibres
        felt.set_at((rng.randrange(inner.w), rng.randrange(inner.h)), shade(FELT, rng.uniform(-0.12, 0.1)))
    for i in range(10):  # the rim shades the felt along its top and left edges
        dark = mix(FELT, (0, 0, 0), 0.4 * (1 - i / 10))
        pygame.draw.lines(felt, dark, False, [(inner.w, i), (i, i), (i, inner.h)])
    _round_corners(felt, 6)
    surf.blit(felt, inner.topleft)
    # an opaque surface with a colour key blits much faster than per-pixel alpha
    flat = pygame.Surface((w, h))
    flat.fill(KEY)
    flat.blit(surf, (0, 0))
    flat.set_colorkey(KEY, pygame.RLEACCEL)
    _backgrounds[key] = flat
    return flat


def _round_corners(surf, radius):
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


class DieMover(Timed):
    """Slides a die image from start to end with easing (kept dice to a keep row)."""

    def __init__(
        self,
        face,
        start,
        end,
        size=56,
        duration=0.35,
        angle_from=0.0,
        angle_to=0.0,
        highlight=False,
        dim=False,
        delay=0.0,
    ):
        self.face, self.start, self.end = face, start, end
        self.size, self.duration, self.delay = size, max(1e-6, duration), delay
        self.angle_from, self.angle_to = angle_from, angle_to
        self.highlight, self.dim = highlight, dim
        self.elapsed = 0.0

    @property
    def position(self):
        t = ease_out(self.progress)
        return (self.start[0] + (self.end[0] - self.start[0]) * t, self.start[1] + (self.end[1] - self.start[1]) * t)

    def update(self, dt):
        self.elapsed += dt

    def draw(self, surface):
        t = ease_out(self.progress)
        angle = self.angle_from + (self.angle_to - self.angle_from) * t
        lift = math.sin(math.pi * self.progress) * 0.6
        draw_die(surface, self.position, self.size, self.face, angle, highlight=self.highlight, dim=self.dim, lift=lift)
