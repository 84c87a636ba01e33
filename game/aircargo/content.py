"""AirCargo's printed pieces, read once from game/data/aircargo.toml: the
map (airports, beacons, mountain circles) and the pilot log (weather table,
cargo boxes and weight classes, reroll, stamina and prayer boxes)."""

from __future__ import annotations

import math
import tomllib
from dataclasses import dataclass
from functools import lru_cache

from game.aircargo import geometry
from game.paths import DATA_DIR

START = "PEN"  # Pendleton: the first flight starts here


@dataclass(frozen=True)
class Place:
    key: str  # "PEN", "41".."66" for airports, a beacon's name in capitals
    name: str
    x: float
    y: float
    airport_id: int = 0  # 0 for Pendleton and the beacons
    landing_hazard: int = 0
    beacon: bool = False

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)


@dataclass(frozen=True)
class Mountain:
    name: str
    x: float
    y: float
    radius: float
    hazard: int

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)


@dataclass(frozen=True)
class Content:
    width: float
    height: float
    places: dict  # key -> Place
    airports: dict  # id -> Place (the eighteen that can be planned)
    mountains: tuple
    leg_length: float
    plan_rerolls: int
    stamina: int
    prayers: int
    pass_limit: int
    weather: tuple  # ((v1-4, v5, v6), ...) per line
    weather_boxes: tuple  # boxes per line
    weight_class: dict  # weight -> (name, add)
    cargo_boxes: dict  # weight -> how many boxes
    titles: tuple  # ((points, title), ...) best first
    win: int
    projection: tuple  # (lon0, lat_top, units per degree, x stretch, x offset, y offset)
    neighbours: dict  # key -> places within one leg, nearest first (worked out once)
    leg_mountains: dict  # (start, end) -> crossed mountain indices, for every leg in reach

    def project(self, lat: float, lon: float) -> tuple[float, float]:
        """Map units for a latitude and longitude (for drawing coasts and borders)."""
        lon0, lat_top, k, stretch, x0, y0 = self.projection
        return (x0 + (lon - lon0) * k * stretch, y0 + (lat_top - lat) * k)

    @property
    def total_weather_boxes(self) -> int:
        return sum(self.weather_boxes)

    def weather_line(self, crossed: int) -> int:
        """The line (0-based) holding the last crossed-out box; 0 before any."""
        total = 0
        for line, boxes in enumerate(self.weather_boxes):
            total += boxes
            if crossed <= total:
                return line
        return len(self.weather_boxes) - 1

    def reachable(self, here: str, reach: float | None = None) -> list[str]:
        """Every place within one leg of here, nearest first."""
        if reach is None:
            return list(self.neighbours[here])
        return _within(self.places, here, reach)

    def crossed_mountains(self, start: str, end: str) -> list[int]:
        """The mountain circles a leg crosses, in flying order."""
        known = self.leg_mountains.get((start, end))
        if known is not None:
            return list(known)
        circles = [(m.pos, m.radius) for m in self.mountains]
        return [index for index, _ in geometry.crossings(self.places[start].pos, self.places[end].pos, circles)]


def _within(places: dict, here: str, reach: float) -> list[str]:
    origin = places[here].pos
    near = [key for key, place in places.items() if key != here and geometry.within_reach(origin, place.pos, reach)]
    return sorted(near, key=lambda key: geometry.distance(origin, places[key].pos))


def read(path=DATA_DIR / "aircargo.toml") -> Content:
    with open(path, "rb") as handle:
        data = tomllib.load(handle)
    places = {}
    airports = {}
    for row in data["airport"]:
        place = Place(row["key"], row["name"], row["x"], row["y"], row["id"], row["landing_hazard"])
        places[place.key] = place
        if place.airport_id:
            airports[place.airport_id] = place
    for row in data["beacon"]:
        places[row["key"]] = Place(row["key"], row["name"], row["x"], row["y"], beacon=True)
    mountains = tuple(
        Mountain(row["name"], row["x"], row["y"], row["radius"], row["hazard"]) for row in data["mountain"]
    )
    log = data["log"]
    reach = float(log["leg_length"])
    neighbours = {key: tuple(_within(places, key, reach)) for key in places}
    circles = [(m.pos, m.radius) for m in mountains]
    leg_mountains = {
        (a, b): tuple(i for i, _ in geometry.crossings(places[a].pos, places[b].pos, circles))
        for a in places
        for b in neighbours[a]
    }
    classes = {}
    for row in data["weight_class"]:
        for weight in row["weights"]:
            classes[weight] = (row["name"], row["add"])
    return Content(
        width=data["map"]["width"],
        height=data["map"]["height"],
        places=places,
        airports=airports,
        mountains=mountains,
        leg_length=float(log["leg_length"]),
        plan_rerolls=log["plan_rerolls"],
        stamina=log["stamina"],
        prayers=log["prayers"],
        pass_limit=log["pass_limit"],
        weather=tuple(tuple(row["values"]) for row in data["weather"]),
        weather_boxes=tuple(row["boxes"] for row in data["weather"]),
        weight_class=classes,
        cargo_boxes={int(weight): count for weight, count in data["cargo_boxes"].items()},
        titles=tuple(sorted(((points, title) for points, title in log["titles"]), reverse=True)),
        win=log["win"],
        projection=(
            data["map"]["lon0"],
            data["map"]["lat_top"],
            data["map"]["units_per_degree"],
            math.cos(math.radians(41)),
            data["map"]["x_offset"],
            data["map"]["y_offset"],
        ),
        neighbours=neighbours,
        leg_mountains=leg_mountains,
    )


@lru_cache(maxsize=1)
def content() -> Content:
    return read()
