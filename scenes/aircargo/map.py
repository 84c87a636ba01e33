"""The AirCargo map: the western states with airports, beacons and mountain
circles (rendered once), and over it the cold front's clouds and rain, the
flight's route, the leg being pointed at, the template's range ring and the
plane."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.aircargo.content import START, content
from scenes.aircargo.art import cloud_image, cloud_made, draw_cross, draw_plane, inked_pieces
from scenes.aircargo.layout import MAP, MAP_SCALE, place_screen, to_screen
from scenes.aircargo.tags import place_clear
from scenes.kit.labels import GAP, Labels
from sprites import theme

C = content()
OCEAN = (132, 176, 200)
LAND = (234, 220, 178)
BORDER = (176, 150, 110)
MOUNTAIN = (150, 112, 80)
GLOW = (255, 205, 60)
ROUTE = (200, 60, 40)
ONE_LEG = (255, 196, 40)  # places one leg away: the gold of a player's choices
TWO_LEGS = (70, 130, 220)  # places only two legs away: a cool blue, unlike the gold
DEAD_END = (200, 30, 30)

# Coast and state lines as (lat, lon): rough, like a hand-drawn chart.
COAST = [
    (49.4, -124.8),
    (48.4, -124.7),
    (47.9, -124.6),
    (46.9, -124.1),
    (46.2, -124.0),
    (45.0, -124.0),
    (43.4, -124.3),
    (42.0, -124.3),
    (40.4, -124.4),
    (39.0, -123.7),
    (38.0, -123.0),
    (37.8, -122.5),
    (37.2, -122.4),
    (36.6, -121.9),
    (35.7, -121.3),
    (34.6, -120.6),
    (34.4, -119.7),
    (34.0, -118.5),
    (33.7, -118.2),
    (33.2, -117.4),
    (32.4, -117.1),
]
BORDERS = [
    [(46.25, -124.0), (46.2, -123.2), (45.6, -122.3), (45.9, -119.3), (46.0, -118.98), (46.0, -116.92)],
    [(49.4, -117.04), (46.4, -117.04), (45.6, -116.5), (44.0, -117.0), (42.0, -117.03)],
    [(42.0, -124.2), (42.0, -111.05)],
    [(42.0, -120.0), (39.0, -120.0), (35.0, -114.6), (34.3, -114.1), (32.4, -114.7)],
    [(42.0, -114.04), (36.1, -114.04), (36.0, -114.6)],
    [(49.4, -116.05), (47.9, -116.05), (47.3, -115.3), (46.6, -114.4), (45.6, -114.3), (44.4, -112.8), (44.5, -111.05)],
    [(45.0, -111.05), (41.0, -111.05)],
    [(45.0, -111.05), (45.0, -104.05)],
    [(41.0, -111.05), (41.0, -102.05)],
    [(41.0, -109.05), (32.4, -109.05)],
    [(37.0, -114.05), (37.0, -102.05)],
    [(49.4, -104.05), (41.0, -104.05)],
    [(41.0, -102.05), (37.0, -102.05)],
    [(37.0, -103.05), (32.4, -103.05)],
]


def _geo(lat, lon) -> tuple[float, float]:
    return to_screen(C.project(lat, lon))


MARKER = 9  # half the size of an airport's or a beacon's mark
BADGE = 14  # the radius of a mountain's hazard badge
LABEL_SIZE = 28
PARKED = 40  # the parked plane's footprint


def badge_centre(mountain) -> tuple[float, float]:
    return badge_rect(mountain).center


def marker_rect(key: str) -> pygame.Rect:
    rect = pygame.Rect(0, 0, 2 * MARKER, 2 * MARKER)
    rect.center = tuple(map(round, place_screen(key)))
    return rect


@lru_cache(maxsize=1)
def marker_rects() -> dict[str, pygame.Rect]:
    """Every place's mark on the map, which never moves (callers only read it)."""
    return {key: marker_rect(key) for key in C.places}


def badge_rect(mountain) -> pygame.Rect:
    return printed().placed[len(label_rects()) + C.mountains.index(mountain)].rect


def _rim_rect(mountain) -> pygame.Rect:
    """Where a badge would sit on its rim, top right: the labels keep clear of it if they can."""
    x, y = to_screen(mountain.pos)
    radius = mountain.radius * MAP_SCALE
    rect = pygame.Rect(0, 0, 2 * BADGE, 2 * BADGE)
    rect.center = (round(x + radius * 0.62), round(y - radius * 0.62))
    return rect


def label_text(key: str) -> str:
    return "Pendleton" if key == START else str(C.places[key].airport_id)


def _around(centre, size, gap: int) -> list[pygame.Rect]:
    """Spots for a box of `size` next to a point, most natural first: above,
    below, right, left, the four corners, then the same a step further out and
    slid sideways."""
    x, y = round(centre[0]), round(centre[1])
    rect = pygame.Rect((0, 0), size)
    spots = []
    slides = (0, size[0] // 3, -size[0] // 3)
    for far, slide in [(far, slide) for far in (0, 12, 26) for slide in slides]:
        g = gap + far
        for anchor, point in (
            ("midbottom", (x + slide, y - g)),
            ("midtop", (x + slide, y + g)),
            ("midleft", (x + g + 2, y + slide // 3)),
            ("midright", (x - g - 2, y + slide // 3)),
            ("bottomleft", (x + g - 4, y - g + 4)),
            ("bottomright", (x - g + 4, y - g + 4)),
            ("topleft", (x + g - 4, y + g - 4)),
            ("topright", (x - g + 4, y + g - 4)),
        ):
            spot = rect.copy()
            setattr(spot, anchor, point)
            spots.append(spot)
    return spots


@lru_cache(maxsize=1)
def _mountain_circles() -> list[tuple[float, float, float]]:
    """Each mountain's circle on screen (x, y, radius), worked out once: placing a label asks
    for them at every spot it weighs."""
    return [(*to_screen(mountain.pos), mountain.radius * MAP_SCALE) for mountain in C.mountains]


def _mountain_overlap(rect: pygame.Rect) -> float:
    """How much of a rect lies over mountain circles (a soft cost: the circle
    stays visible around a label, but a clear spot is better)."""
    total = 0.0
    left, right, top, bottom = rect.left, rect.right, rect.top, rect.bottom
    for cx, cy, radius in _mountain_circles():
        dx = left - cx if cx < left else (cx - right if cx > right else 0)
        dy = top - cy if cy < top else (cy - bottom if cy > bottom else 0)
        if dx * dx + dy * dy < radius * radius:
            total += radius - math.hypot(dx, dy)
    return total


@lru_cache(maxsize=1)
def label_rects() -> dict[str, pygame.Rect]:
    """Where each airport's number (and Pendleton's name) is printed: beside its
    mark, never over another label, mark or hazard badge, inside the map. The
    most crowded airports choose first."""
    marks = [marker_rect(key) for key in C.places]
    badges = [_rim_rect(m) for m in C.mountains]
    inside = MAP.inflate(-8, -8)
    airports = [key for key, place in C.places.items() if not place.beacon]

    def crowd(key: str) -> int:
        here = place_screen(key)
        return -sum(math.dist(here, place_screen(other)) < 60 for other in C.places)

    placed: dict[str, pygame.Rect] = {}
    for key in sorted(airports, key=crowd):
        size = theme.font(LABEL_SIZE).size(label_text(key))
        size = (size[0] + 8, size[1] + 2)  # the pale backing
        best, best_cost = None, math.inf
        for order, spot in enumerate(_around(place_screen(key), size, MARKER + 1)):
            if not inside.contains(spot) or spot.collidelist(marks) >= 0:
                continue
            if spot.collidelist(list(placed.values())) >= 0:
                continue
            cost = _mountain_overlap(spot) + order * 2 + 200 * len(spot.collidelistall(badges))
            if cost < best_cost:
                best, best_cost = spot, cost
        assert best is not None, f"no room for the label of {key}"
        placed[key] = best
    return placed


BADGE_SIDES = ("above right", "above left", "below right", "below left", "right", "left", "above", "below")


@lru_cache(maxsize=1)
def printed() -> Labels:
    """What the printed map says, placed once: the airports' labels (label_rects), then each
    mountain's hazard badge on its rim (top right if it can), clear of every mark and label."""
    labels = Labels(bounds=MAP.inflate(-8, -8))
    labels.start([marker_rect(key) for key in C.places])
    for key, rect in label_rects().items():
        labels.place(label_text(key), rect.size, rect, ("on",))
    for mountain in C.mountains:
        x, y = to_screen(mountain.pos)
        half = max(0.0, mountain.radius * MAP_SCALE * 0.62 - BADGE - GAP)  # the badge's centre on the rim
        anchor = pygame.Rect(round(x - half), round(y - half), round(2 * half), round(2 * half))
        size = (2 * BADGE, 2 * BADGE)
        text = str(mountain.hazard)
        place_clear(labels, text, size, anchor, BADGE_SIDES) or labels.place(text, size, anchor, BADGE_SIDES)
    return labels


def free_spot(centre, size, gap: int, avoid: list[pygame.Rect], rather_not: list[pygame.Rect]) -> pygame.Rect:
    """A spot for a box beside a point, inside the map, covering as few of
    `avoid` as it can, then as few of `rather_not`."""
    inside = MAP.inflate(-8, -8)
    spots = [spot for spot in _around(centre, size, gap) if inside.contains(spot)]
    covers = [(len(spot.collidelistall(avoid)), len(spot.collidelistall(rather_not))) for spot in spots]
    fewest = min(covers)
    # The mountains only break a tie, so only the tied spots are weighed against them.
    return min((spot for spot, cover in zip(spots, covers) if cover == fewest), key=_mountain_overlap)


def parking_spot(key: str) -> tuple[int, int]:
    """Where the plane stands while it is at a place: beside the mark, clear of
    every label and mark it can avoid, so the airport's number stays readable."""
    return parking_spots()[key]


@lru_cache(maxsize=1)
def parking_spots() -> dict[str, tuple[int, int]]:
    """Every place's parking spot, worked out together as the map is made (MapView): one
    weighs dozens of spots, which took milliseconds in the frame the plane first landed there."""
    labels = list(label_rects().values())
    marks = {key: marker_rect(key) for key in C.places}
    rather_not = list(marks.values()) + [badge_rect(m) for m in C.mountains]
    return {
        key: free_spot(place_screen(key), (PARKED, PARKED), MARKER - 2, labels + [marks[key]], rather_not).center
        for key in C.places
    }


NEW_CLOUDS_A_FRAME = 1  # cloud images (a blur of a millisecond or more each) one frame may make


class MapView:
    def __init__(self):
        parking_spots()  # with the table, not in the frame the plane first lands
        self._land: pygame.Surface | None = None
        # The places and the names: see-through layers over the map, drawn as their inked pieces.
        self._marks: list[tuple[pygame.Surface, tuple[int, int]]] | None = None
        self._labels: list[tuple[pygame.Surface, tuple[int, int]]] | None = None
        rng = random.Random(4)
        # clouds arrive from the west as the weather line advances
        self.clouds = sorted(
            (
                (rng.uniform(-80, MAP.w), rng.uniform(0, MAP.h - 40), rng.randint(90, 170), rng.randrange(1000))
                for _ in range(46)
            ),
            key=lambda c: c[0],
        )
        self.rain = [(rng.uniform(0, MAP.w), rng.uniform(0, MAP.h)) for _ in range(90)]
        self.cloud_dark: dict[int, float] = {}  # the darkness each cloud is drawn at, by its index

    # --- the printed map ---------------------------------------------------------------
    # Three layers: the land (under the weather), the marks a pilot flies by
    # (over the clouds, so the weather never hides them) and the labels (over
    # the plane too, so an airport's number is never covered).
    def _render_land(self) -> pygame.Surface:
        base = pygame.Surface(MAP.size)
        base.fill(OCEAN)
        land = [_local(_geo(*p)) for p in COAST] + [(MAP.w + 10, MAP.h + 10), (MAP.w + 10, -10)]
        pygame.draw.polygon(base, LAND, land)
        pygame.draw.lines(base, (96, 128, 150), False, [_local(_geo(*p)) for p in COAST], 3)
        for line in BORDERS:
            _dashed(base, BORDER, [_local(_geo(*p)) for p in line], 2, 9, 6)
        return base.convert() if pygame.display.get_surface() else base

    def _render_marks(self) -> pygame.Surface:
        marks = pygame.Surface(MAP.size, pygame.SRCALPHA)
        for mountain in C.mountains:
            centre = _local(to_screen(mountain.pos))
            radius = mountain.radius * MAP_SCALE
            shade = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
            pygame.draw.circle(shade, (*MOUNTAIN, 70 + 18 * mountain.hazard), (radius + 2, radius + 2), radius)
            marks.blit(shade, (centre[0] - radius - 2, centre[1] - radius - 2))
            _peaks(marks, centre, radius)
            pygame.draw.circle(marks, (110, 70, 40), centre, radius, 2)
        for mountain in C.mountains:  # badges over every circle's peaks
            badge = _local(badge_centre(mountain))
            pygame.draw.circle(marks, (110, 70, 40), badge, BADGE)
            pygame.draw.circle(marks, theme.CREAM, badge, BADGE, 2)
            theme.draw_text(marks, str(mountain.hazard), badge, theme.MIN_TEXT, theme.CREAM, "center")
        for place in C.places.values():
            centre = _local(to_screen(place.pos))
            if place.beacon:
                _beacon(marks, centre)
            else:
                pygame.draw.circle(marks, theme.INK, centre, MARKER)
                pygame.draw.circle(marks, theme.CREAM, centre, MARKER - 3)
        return theme.display_ready(marks)

    def _render_labels(self) -> pygame.Surface:
        labels = pygame.Surface(MAP.size, pygame.SRCALPHA)
        for key, rect in label_rects().items():
            _label(labels, label_text(key), rect.move(-MAP.left, -MAP.top))
        pygame.draw.rect(labels, theme.BROWN_DARK, labels.get_rect(), 4)
        return theme.display_ready(labels)

    def draw_base(self, surface) -> None:
        if self._land is None:
            self._land = self._render_land()
        surface.blit(self._land, MAP.topleft)

    def draw_marks(self, surface) -> None:
        if self._marks is None:
            self._marks = inked_pieces(self._render_marks(), MAP.topleft)
        surface.blits(self._marks, doreturn=False)

    def draw_labels(self, surface) -> None:
        if self._labels is None:
            self._labels = inked_pieces(self._render_labels(), MAP.topleft)
        surface.blits(self._labels, doreturn=False)

    # --- weather ------------------------------------------------------------------------
    def draw_weather(self, surface, line: int, clock: float) -> None:
        """More and darker clouds as the weather table fills; rain from line 7."""
        progress = line / max(1, len(C.weather) - 1)
        count = int(4 + progress * (len(self.clouds) - 4))
        dark = min(1.0, progress * 1.2)
        clip = surface.get_clip()
        surface.set_clip(MAP)
        made = 0
        for index, (x, y, width, seed) in enumerate(self.clouds[:count]):
            shade = self.cloud_dark.get(index)
            if shade != dark:
                ready = cloud_made(seed, width, dark)
                if ready or made < NEW_CLOUDS_A_FRAME:  # a blur each: the rest darken, or come in, a frame later
                    made += not ready
                    shade = self.cloud_dark[index] = dark
            if shade is None:
                continue
            drift = (x + clock * 6) % (MAP.w + 160) - 80
            surface.blit(cloud_image(seed, width, shade), (MAP.left + drift, MAP.top + y))
        if line >= 6:
            drops = int(len(self.rain) * (line - 5) / (len(C.weather) - 5))
            for x, y in self.rain[:drops]:
                fall = (y + clock * 220) % MAP.h
                start = (MAP.left + (x - fall * 0.25) % MAP.w, MAP.top + fall)
                pygame.draw.line(surface, (90, 110, 150), start, (start[0] - 4, start[1] + 12), 2)
        surface.set_clip(clip)

    # --- flight overlays --------------------------------------------------------------
    def draw_route(self, surface, route: list[str], plane_pos) -> None:
        points = [place_screen(key) for key in route]
        if plane_pos is not None and points:
            points.append(plane_pos)
        if len(points) > 1:
            _dashed(surface, ROUTE, points, 4, 14, 7)

    def draw_range(self, surface, centre, clock: float) -> None:
        radius = int(C.leg_length * MAP_SCALE)
        ring = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
        pygame.draw.circle(ring, (255, 255, 255, 40), (radius + 4, radius + 4), radius)
        clip = surface.get_clip()
        surface.set_clip(MAP)  # the template never spills over the hint line or the log
        surface.blit(ring, (centre[0] - radius - 4, centre[1] - radius - 4))
        phase = clock * 0.6
        steps = 48
        for i in range(steps):  # a turning dashed ring: the leg template swung round the plane
            if i % 2:
                continue
            a0 = phase + i * math.tau / steps
            a1 = a0 + math.tau / steps
            pygame.draw.line(
                surface,
                theme.INK,
                (centre[0] + radius * math.cos(a0), centre[1] + radius * math.sin(a0)),
                (centre[0] + radius * math.cos(a1), centre[1] + radius * math.sin(a1)),
                3,
            )
        surface.set_clip(clip)

    def draw_preview(self, surface, start: str, end: str, clock: float, colour=GLOW) -> None:
        """The leg a player points at (or a bot or a hint names, in its own colour),
        with the mountains it would cross lit up."""
        a, b = place_screen(start), place_screen(end)
        _dashed(surface, colour, [a, b], 5, 16, 8)
        for index in C.leg_mountains.get((start, end), ()):
            mountain = C.mountains[index]
            pulse = 3 + 2 * math.sin(clock * 6)
            pygame.draw.circle(surface, (255, 90, 40), to_screen(mountain.pos), mountain.radius * MAP_SCALE + pulse, 4)

    def draw_reach(self, surface, one: list[str], two: list[str]) -> None:
        """Tinted discs under the marks: gold where one leg reaches, blue where
        only two do. Under the marks and labels, so every number stays readable."""
        for keys, colour, radius in ((two, TWO_LEGS, 17), (one, ONE_LEG, 20)):
            disc = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
            pygame.draw.circle(disc, (*colour, 120), (radius + 1, radius + 1), radius)
            pygame.draw.circle(disc, (*colour, 255), (radius + 1, radius + 1), radius, 3)
            for key in keys:
                x, y = place_screen(key)
                surface.blit(disc, (round(x) - radius - 1, round(y) - radius - 1))

    def draw_dead_end(self, surface, key: str) -> None:
        """A red ring barred across: a leg there leaves no way on."""
        x, y = place_screen(key)
        pygame.draw.circle(surface, DEAD_END, (x, y), 23, 5)
        pygame.draw.line(surface, DEAD_END, (x - 16, y + 16), (x + 16, y - 16), 5)

    def draw_reach_key(self, surface, dead_end: bool) -> None:
        """What the tints mean, in the ocean's corner where no place sits."""
        rows = [("1 leg", ONE_LEG), ("2 legs", TWO_LEGS)] + ([("dead end", DEAD_END)] if dead_end else [])
        box = pygame.Rect(MAP.left + 8, 0, 150, 12 + 30 * len(rows))
        box.bottom = MAP.bottom - 8
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=8)
        pygame.draw.rect(surface, theme.WOOD, box, 2, border_radius=8)
        for row, (text, colour) in enumerate(rows):
            cy = box.top + 21 + 30 * row
            if colour == DEAD_END:
                pygame.draw.circle(surface, colour, (box.left + 22, cy), 11, 4)
                pygame.draw.line(surface, colour, (box.left + 15, cy + 7), (box.left + 29, cy - 7), 4)
            else:
                pygame.draw.circle(surface, colour, (box.left + 22, cy), 11)
            theme.draw_text(surface, text, (box.left + 42, cy), theme.MIN_TEXT, theme.INK, "midleft")

    def draw_visited(self, surface, key: str, progress: float = 1.0) -> None:
        """The text's "cross out box for visited on both Pilot Log and map": a big
        pencil cross over the airport, on a pale halo so it reads from the couch."""
        x, y = place_screen(key)
        rect = pygame.Rect(0, 0, 40, 40)
        rect.center = (round(x), round(y))
        draw_cross(surface, rect, progress, 11, theme.CREAM)
        draw_cross(surface, rect, progress, 6)

    def draw_marker(self, surface, key: str, colour, clock: float, size: int = 16) -> None:
        """A pulsing ring round a place: at least theme.MIN_TARGET across."""
        x, y = place_screen(key)
        pulse = 2 * math.sin(clock * 5)
        pygame.draw.circle(surface, colour, (x, y), size + pulse, 4)

    def draw_tag(self, surface, text: str, rect: pygame.Rect, at, lit: bool) -> None:
        """A place's name on a tag where the board's Labels put it, with a line to the place
        `at` when a crowd pushed it out; `lit` for the one pointed at."""
        edge = pygame.Vector2(min(max(at[0], rect.left), rect.right), min(max(at[1], rect.top), rect.bottom))
        away = edge - pygame.Vector2(at)
        if away.length() > 2 * MARKER + 8:  # from the mark's rim, so the mark stays whole
            pygame.draw.line(surface, theme.INK, pygame.Vector2(at) + away.normalize() * (MARKER + 6), edge, 2)
        pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=8)
        pygame.draw.rect(surface, GLOW if lit else theme.WOOD, rect, 3 if lit else 2, border_radius=8)
        theme.draw_text(surface, text, rect.center, theme.MIN_TEXT, theme.INK, "center")

    def draw_plane(self, surface, pos, heading: float, lift: float, tumble: float = 0.0) -> None:
        draw_plane(surface, pos, 52, heading, lift, tumble)


# --- small drawing helpers -----------------------------------------------------------
def _dashed(surface, colour, points, width: int, dash: float, gap: float) -> None:
    carry = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        length = math.hypot(x1 - x0, y1 - y0)
        if length == 0:
            continue
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        t = -carry
        while t < length:
            a = max(0.0, t)
            b = min(length, t + dash)
            if b > a:
                pygame.draw.line(surface, colour, (x0 + ux * a, y0 + uy * a), (x0 + ux * b, y0 + uy * b), width)
            t += dash + gap
        carry = t - length


def _peaks(surface, centre, radius) -> None:
    """A few little peaks inside a mountain circle."""
    rng = random.Random(int(centre[0] * 7 + centre[1]))
    for _ in range(max(2, int(radius / 7))):
        x = centre[0] + rng.uniform(-0.55, 0.55) * radius
        y = centre[1] + rng.uniform(-0.4, 0.5) * radius
        h = rng.uniform(6, 10)
        pygame.draw.polygon(surface, (96, 64, 40), [(x - h, y + h * 0.6), (x, y - h * 0.7), (x + h, y + h * 0.6)])
        pygame.draw.polygon(
            surface, (250, 250, 250), [(x - h * 0.3, y - h * 0.28), (x, y - h * 0.7), (x + h * 0.3, y - h * 0.28)]
        )


def _beacon(surface, centre) -> None:
    """A radio beacon: a hexagon with a dot, unlike any airport."""
    r = MARKER
    points = [(centre[0] + r * math.cos(math.pi / 3 * i), centre[1] + r * math.sin(math.pi / 3 * i)) for i in range(6)]
    pygame.draw.polygon(surface, (60, 90, 150), points)
    pygame.draw.polygon(surface, theme.CREAM, points, 2)
    pygame.draw.circle(surface, theme.CREAM, centre, 2)


def _label(surface, text, rect: pygame.Rect) -> None:
    """A label on a pale backing that fills `rect`."""
    back = pygame.Surface(rect.size, pygame.SRCALPHA)
    back.fill((255, 248, 226, 215))
    surface.blit(back, rect)
    image = theme.text(text, LABEL_SIZE, theme.INK)
    surface.blit(image, image.get_rect(center=rect.center))


def _local(point) -> tuple[float, float]:
    """Screen to map-surface coordinates."""
    return (point[0] - MAP.left, point[1] - MAP.top)
