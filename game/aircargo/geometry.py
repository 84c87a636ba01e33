"""Flat map geometry for AirCargo: leg lengths and mountain circles.

Points are (x, y) map units. A leg crosses a mountain when the straight
segment passes strictly inside its circle; grazing the rim does not count,
just as a pencil line touching the printed circle would not."""

from __future__ import annotations

import math

EPSILON = 1e-9


def distance(a, b) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def within_reach(a, b, reach: float) -> bool:
    """A leg from a to b fits the template (its full length counts)."""
    return distance(a, b) <= reach + EPSILON


def closest_along(a, b, centre) -> float:
    """How far along the segment a->b (0..1) it comes closest to centre."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return 0.0
    t = ((centre[0] - a[0]) * dx + (centre[1] - a[1]) * dy) / length2
    return min(1.0, max(0.0, t))


def distance_to_segment(a, b, centre) -> float:
    t = closest_along(a, b, centre)
    point = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
    return distance(point, centre)


def crosses_circle(a, b, centre, radius: float) -> bool:
    """True when the segment a->b enters the open disc (touching is not crossing)."""
    return distance_to_segment(a, b, centre) < radius - EPSILON


def entry_along(a, b, centre, radius: float) -> float:
    """Where (0..1) the segment first enters the circle; 0 when it starts inside.
    Only meaningful when crosses_circle is True."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    fx, fy = a[0] - centre[0], a[1] - centre[1]
    qa = dx * dx + dy * dy
    if qa == 0:
        return 0.0
    qb = 2 * (fx * dx + fy * dy)
    qc = fx * fx + fy * fy - radius * radius
    if qc <= 0:
        return 0.0
    root = math.sqrt(max(0.0, qb * qb - 4 * qa * qc))
    return min(1.0, max(0.0, (-qb - root) / (2 * qa)))


def crossings(a, b, circles) -> list[tuple[int, float]]:
    """(index, where along 0..1) of every circle the leg crosses, in flying order.
    circles is a sequence of ((x, y), radius)."""
    hits = [
        (i, entry_along(a, b, centre, radius))
        for i, (centre, radius) in enumerate(circles)
        if crosses_circle(a, b, centre, radius)
    ]
    return sorted(hits, key=lambda hit: (hit[1], hit[0]))
