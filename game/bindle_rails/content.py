"""Bindle Rails Express content from game/data/bindle_rails.toml: the dice
faces, the Company Value Track, the railroads and their route mats, private
companies and goal cards, and the small sums every part of the game shares."""

from __future__ import annotations

import math
import tomllib

from game.paths import DATA_DIR

with open(DATA_DIR / "bindle_rails.toml", "rb") as _handle:
    DATA = tomllib.load(_handle)

GAME = DATA["game"]
TRACK = tuple(DATA["track"]["values"])
TOP = len(TRACK) - 1
ROUTE_FACES = tuple((f["terrain"], f["bp"]) for f in DATA["route_faces"])
EVENT_FACES = tuple((f["pips"], f["kind"]) for f in DATA["event_faces"])
VALUE_FACES = tuple(f["step"] for f in DATA["value_faces"])
COMPANIES = tuple(DATA["companies"])
PRIVATES = tuple(DATA["privates"])
GOALS = tuple(DATA["goals"])
ROLLS = GAME["rolls"]
TECH_START, TECH_MAX = GAME["tech_start"], GAME["tech_max"]
TERRAIN_DIE = {"river": "bridge", "mountain": "engine"}  # the event-die kind a terrain needs


def _mat_faces(company: dict) -> tuple[int, ...]:
    """A route mat as route die faces, top to bottom; a route no die face shows is a data error."""
    faces = tuple(ROUTE_FACES.index((route["terrain"], route["bp"])) for route in company["mat"])
    assert len(faces) == company["routes"], f"the {company['name']} mat needs {company['routes']} routes"
    return faces


MATS = tuple(_mat_faces(company) for company in COMPANIES)
MAT_PLACES = tuple(tuple(route["place"] for route in company["mat"]) for company in COMPANIES)


def value_cost(index: int, target: int) -> int:
    """Money to move a company marker from one track space to another."""
    return abs(TRACK[target] - TRACK[index])


def value_vp(index: int) -> int:
    return math.ceil(TRACK[index] / GAME["value_vp_step"])


def routes_for(state, company: int) -> int:
    """A railroad's routes to Chicago: its own count on the Advanced track and on its mat."""
    return COMPANIES[company]["routes"] if state.advanced or state.mats else GAME["route_dice"]


def chicago_vp(state, company: int | None = None) -> int:
    """The Chicago bonus of a railroad (yours by default): the mats pay double
    the Mat Value, which is the railroad's Advanced Chicago VP."""
    info = COMPANIES[state.company if company is None else company]
    if state.mats:
        return 2 * info["chicago_vp"]
    return info["chicago_vp"] if state.advanced else GAME["all_routes_bonus"]
