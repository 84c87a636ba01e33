"""AirCargo's flat-map geometry on exact cases, and the map content it serves."""

import math

import pytest

from game.aircargo import geometry
from game.aircargo.content import START, content

C = content()


def test_leg_length_is_inclusive_at_the_template():
    assert geometry.distance((0, 0), (3, 4)) == 5
    assert geometry.within_reach((0, 0), (3, 4), 5)
    assert not geometry.within_reach((0, 0), (3, 4), 4.99)


@pytest.mark.parametrize(
    "a, b, centre, radius, crosses",
    [
        ((0, 0), (10, 0), (5, 0), 1, True),  # straight through the middle
        ((0, 0), (10, 0), (5, 3), 3, False),  # grazing the rim is not crossing
        ((0, 0), (10, 0), (5, 2.9), 3, True),  # just inside the rim
        ((0, 0), (10, 0), (13, 0), 2, False),  # the circle lies beyond the end of the leg
        ((0, 0), (10, 0), (11, 0), 2, True),  # the leg ends inside the circle
        ((0, 0), (10, 0), (-1, 1), 1, False),  # behind the start, touching its extension only
        ((0, 0), (0, 0), (0, 0.5), 1, True),  # a point leg inside a circle
        ((0, 0), (6, 8), (3, 4), 0.1, True),  # a diagonal leg over a tiny peak
    ],
)
def test_segment_circle_crossing(a, b, centre, radius, crosses):
    assert geometry.crosses_circle(a, b, centre, radius) is crosses


def test_closest_point_and_entry_along_the_leg():
    assert geometry.distance_to_segment((0, 0), (10, 0), (5, 3)) == 3
    assert geometry.distance_to_segment((0, 0), (10, 0), (13, 4)) == 5  # from the end point
    assert geometry.entry_along((0, 0), (10, 0), (5, 0), 1) == pytest.approx(0.4)
    assert geometry.entry_along((0, 0), (10, 0), (0, 0), 2) == 0.0  # starts inside


def test_crossings_come_in_flying_order():
    circles = [((8, 0), 1), ((2, 0), 1), ((5, 5), 1), ((5, 0), 1)]
    assert [i for i, _ in geometry.crossings((0, 0), (10, 0), circles)] == [1, 3, 0]
    assert [i for i, _ in geometry.crossings((10, 0), (0, 0), circles)] == [0, 3, 1]


def test_the_map_has_the_eighteen_airports_of_the_log_and_pendleton():
    ids = sorted(C.airports)
    assert ids == [41, 42, 43, 44, 45, 46, 51, 52, 53, 54, 55, 56, 61, 62, 63, 64, 65, 66]
    assert C.places[START].name == "Pendleton"
    # the decoded landing hazards, e.g. "Seattle 41 (0)"
    assert C.airports[41].name == "Seattle" and C.airports[41].landing_hazard == 0
    assert [C.airports[n].landing_hazard for n in ids] == [0, 1, 2, 3, 1, 0, 2, 2, 3, 3, 2, 1, 2, 3, 1, 3, 2, 1]


def test_places_sit_where_their_towns_are():
    """x, y in the data come from the [map] projection of each place's latitude and longitude."""
    import tomllib

    from game.paths import DATA_DIR

    data = tomllib.loads((DATA_DIR / "aircargo.toml").read_text())
    proj = data["map"]
    stretch = math.cos(math.radians(41))
    for row in data["airport"] + data["beacon"] + data["mountain"]:
        x = proj["x_offset"] + (row["lon"] - proj["lon0"]) * proj["units_per_degree"] * stretch
        y = proj["y_offset"] + (proj["lat_top"] - row["lat"]) * proj["units_per_degree"]
        assert (row["x"], row["y"]) == (pytest.approx(x, abs=0.06), pytest.approx(y, abs=0.06)), row["name"]
    seattle, los_angeles = C.airports[41], C.airports[46]
    assert seattle.y < los_angeles.y and seattle.x < C.airports[63].x  # north is up, east is right


def test_no_airport_or_beacon_sits_inside_a_mountain_circle():
    for place in C.places.values():
        assert 0 <= place.x <= C.width and 0 <= place.y <= C.height, place.name
        for mountain in C.mountains:
            assert geometry.distance(place.pos, mountain.pos) > mountain.radius, (place.name, mountain.name)


def test_every_airport_can_be_reached_from_every_place_through_beacons():
    beacons = [key for key, place in C.places.items() if place.beacon]
    for key in C.places:
        assert any(C.places[n].beacon for n in C.reachable(key)), f"{key} has no beacon in reach"
    seen, todo = {START}, [START]
    while todo:
        here = todo.pop()
        for nxt in C.reachable(here):
            if C.places[nxt].beacon and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    assert set(beacons) <= seen
    for airport in C.airports.values():
        assert any(airport.key in C.reachable(b) for b in seen), airport.name


def test_mountain_hazards_and_the_leg_table():
    assert all(1 <= m.hazard <= 4 for m in C.mountains)
    # Pendleton to Seattle is too far for one leg; Yakima is a beacon within reach
    assert "41" not in C.reachable(START) and "YAKIMA" in C.reachable(START)
    # the precomputed leg table agrees with the geometry
    for (a, b), crossed in list(C.leg_mountains.items())[:200]:
        circles = [(m.pos, m.radius) for m in C.mountains]
        assert list(crossed) == [i for i, _ in geometry.crossings(C.places[a].pos, C.places[b].pos, circles)]
