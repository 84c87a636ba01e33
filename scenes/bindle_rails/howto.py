"""Pictures for Bindle Rails Express's how-to-play pages, drawn with the
game's own dice."""

from __future__ import annotations

import pygame

from game.bindle_rails import rules
from scenes.bindle_rails.dice import event_face, route_face, value_face
from sprites import theme
from sprites.dice import draw_die

GREEN_VALUE = (62, 160, 84)  # a value die's outline colour, for the pictures


def _goal(surface, rect):
    """The route from the sea to Chicago, a route a die, and the goal."""
    faces = [route_face("plain", 4), route_face("river", 4), route_face("mountain", 5), route_face("plain", 6)]
    theme.draw_caption(surface, "the sea", (rect.left + 70, rect.top + 36), 30)
    for i, face in enumerate(faces):
        draw_die(surface, (rect.left + 130 + i * 100, rect.top + 160 + (i % 2) * 30), 76, face)
    theme.draw_arrow(surface, (rect.left + 90, rect.top + 260), (rect.right - 90, rect.top + 260))
    theme.draw_caption(surface, "Chicago!", (rect.right - 80, rect.top + 36), 34, theme.GOLD)
    theme.draw_caption(surface, "10 turns", (rect.centerx, rect.top + 320), 40)
    theme.draw_caption(surface, "50 VP wins", (rect.centerx, rect.top + 380), 40, theme.GOLD)


def _dice(surface, rect):
    rows = (
        ("Route dice", [route_face("plain", 4), route_face("mountain", 5), route_face("river", 4)]),
        (
            "Event dice",
            [event_face(2, "tech"), event_face(2, "bridge"), event_face(2, "engine"), event_face(4, "plain")],
        ),
        ("Value dice", [value_face(1, GREEN_VALUE), value_face(0, GREEN_VALUE), value_face(-1, GREEN_VALUE)]),
    )
    for row, (name, faces) in enumerate(rows):
        y = rect.top + 70 + row * 150
        theme.draw_caption(surface, name, (rect.centerx, y - 62), 30)
        for i, face in enumerate(faces):
            draw_die(surface, (rect.centerx + (i - (len(faces) - 1) / 2) * 100, y + 20), 76, face)


def _route(surface, rect):
    faces = [route_face("plain", 4), route_face("river", 4), route_face("mountain", 4), route_face("plain", 5)]
    for i, face in enumerate(faces):
        y = rect.top + 60 + i * 96
        draw_die(surface, (rect.left + 120, y), 70, face)
        theme.draw_text(surface, str(i + 1), (rect.left + 50, y), 40, theme.GOLD, "center", shadow=True)
    theme.draw_arrow(surface, (rect.left + 210, rect.top + 60), (rect.left + 210, rect.top + 350))
    theme.draw_caption(surface, "easy first,", (rect.right - 150, rect.top + 150), 30)
    theme.draw_caption(surface, "built top", (rect.right - 150, rect.top + 190), 30)
    theme.draw_caption(surface, "to bottom", (rect.right - 150, rect.top + 230), 30)
    theme.draw_caption(surface, "then Chicago!", (rect.centerx, rect.bottom - 60), 34, theme.GOLD)


def _turn(surface, rect):
    """Tech 3 rolls three dice, Tech 4 four."""
    rows = ((3, [event_face(2, "tech"), event_face(4, "plain"), event_face(1, "tech")]), (4, None))
    for row, (tech, faces) in enumerate(rows):
        y = rect.top + 110 + row * 180
        theme.draw_caption(
            surface, f"Tech {tech}: {tech} dice", (rect.centerx, y - 90), 34, theme.GOLD if row else theme.CREAM
        )
        faces = faces or [
            event_face(2, "bridge"),
            event_face(4, "plain"),
            event_face(2, "plain"),
            event_face(2, "engine"),
        ]
        for i, face in enumerate(faces):
            draw_die(surface, (rect.centerx + (i - (len(faces) - 1) / 2) * 100, y), 76, face)
    theme.draw_caption(surface, "each die: once a turn", (rect.centerx, rect.bottom - 70), 30)


def _build(surface, rect):
    draw_die(surface, (rect.left + 130, rect.top + 130), 96, route_face("plain", 5))
    theme.draw_caption(surface, "needs 5 BP", (rect.left + 130, rect.top + 196), 30)
    draw_die(surface, (rect.left + 340, rect.top + 110), 70, event_face(4, "plain"))
    theme.draw_caption(surface, "+", (rect.left + 400, rect.top + 90), 40)
    draw_die(surface, (rect.left + 460, rect.top + 110), 70, event_face(1, "tech"))
    theme.draw_caption(surface, "4 + 1 = 5 BP", (rect.left + 400, rect.top + 170), 30)
    theme.draw_caption(surface, "built!", (rect.centerx, rect.top + 290), 44, theme.GOLD)
    theme.draw_caption(surface, "any die pays BP", (rect.centerx, rect.bottom - 80), 30)


def _terrain(surface, rect):
    pairs = (("river", "bridge", "a bridge"), ("mountain", "engine", "an engine"))
    for row, (terrain, kind, name) in enumerate(pairs):
        y = rect.top + 100 + row * 200
        draw_die(surface, (rect.left + 100, y), 86, route_face(terrain, 4))
        theme.draw_arrow(surface, (rect.left + 160, y), (rect.left + 250, y))
        draw_die(surface, (rect.left + 310, y), 76, event_face(2, kind))
        theme.draw_caption(surface, f"+ {name} die", (rect.left + 310, y + 50), 30)
        theme.draw_caption(surface, "+ 4 BP", (rect.right - 80, y - 18), 34)
    theme.draw_caption(surface, "the extra die gives no BP", (rect.centerx, rect.bottom - 60), 30, theme.GOLD)


def _tech(surface, rect):
    for i, level in enumerate(range(3, 9)):
        box = pygame.Rect(rect.left + 30 + i * 84, rect.top + 50, 70, 60)
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=10)
        theme.draw_text(surface, str(level), box.center, 40, theme.INK, "center")
        if level == 3:
            pygame.draw.circle(surface, theme.GOLD, box.center, 34, 5)
    draw_die(surface, (rect.left + 130, rect.top + 220), 80, event_face(2, "tech"))
    draw_die(surface, (rect.left + 230, rect.top + 220), 80, event_face(1, "tech"))
    theme.draw_caption(surface, "2 + 1 = 3 gears:", (rect.left + 180, rect.top + 280), 30)
    theme.draw_caption(surface, "Tech 3 to 4", (rect.left + 180, rect.top + 316), 30)
    theme.draw_caption(surface, "Tech = dice", (rect.right - 130, rect.top + 200), 30)
    theme.draw_caption(surface, "you roll", (rect.right - 130, rect.top + 240), 30)


def _value_roll(surface, rect):
    """Each company's value die, and where it moves the marker."""
    for i, info in enumerate(rules.COMPANIES):
        y = rect.top + 60 + i * 100
        step = (1, 0, -1, 0)[i]
        theme.draw_symbol(surface, info["symbol"], (rect.left + 40, y), 20, info["colour"], theme.INK)
        theme.draw_text(surface, info["name"], (rect.left + 70, y), 34, theme.CREAM, "midleft", shadow=True)
        draw_die(surface, (rect.left + 240, y), 66, value_face(step, tuple(info["colour"])))
        words = {1: "up one", 0: "stays", -1: "down one"}[step]
        theme.draw_text(surface, words, (rect.left + 300, y), 32, theme.GOLD_LIGHT, "midleft", shadow=True)
    theme.draw_caption(surface, "yours at $0: you lose!", (rect.centerx, rect.bottom - 60), 32, theme.GOLD)


def _values(surface, rect):
    x0 = rect.left + 20
    for i, dollars in enumerate(rules.TRACK[:8]):
        box = pygame.Rect(x0 + i * 64, rect.top + 70, 58, 52)
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=8)
        theme.draw_text(surface, f"${dollars}", box.center, 30, theme.INK, "center")
    theme.draw_symbol(surface, "circle", (x0 + 3 * 64 + 29, rect.top + 40), 16, (58, 112, 210), theme.INK)
    theme.draw_arrow(surface, (x0 + 3 * 64 + 40, rect.top + 150), (x0 + 4 * 64 + 20, rect.top + 150))
    theme.draw_caption(surface, "$6 to $10 costs $4", (rect.centerx, rect.top + 180), 30)
    theme.draw_caption(surface, "pay with any dice's pips", (rect.centerx, rect.top + 230), 30)
    theme.draw_caption(surface, "your company at $0: you lose!", (rect.centerx, rect.top + 320), 30, theme.GOLD)
    theme.draw_caption(surface, "others only from Tech 5", (rect.centerx, rect.top + 370), 30)


def _scoring(surface, rect):
    lines = (
        "2 VP a route",
        "2 VP a bridge, 1 a mountain",
        "1 VP per 8 BP (round up)",
        "10 VP: the whole route",
        "Tech value: 3 to 8 VP",
        "1 VP per $5 of each company",
        "50 VP wins!",
    )
    for i, line in enumerate(lines):
        theme.draw_caption(
            surface,
            line,
            (rect.centerx, rect.top + 30 + i * 62),
            34,
            theme.GOLD if i == len(lines) - 1 else theme.CREAM,
        )


def _variants(surface, rect):
    items = (
        ("star", "Private companies"),
        ("diamond", "Advanced railroads"),
        ("triangle", "Fierce rivals"),
        ("square", "Goal cards"),
        ("circle", "6 or 8 turns"),
    )
    for i, (symbol, name) in enumerate(items):
        y = rect.top + 60 + i * 84
        theme.draw_symbol(surface, symbol, (rect.left + 60, y), 20, theme.GOLD, theme.INK)
        theme.draw_text(surface, name, (rect.left + 100, y), 36, theme.CREAM, "midleft", shadow=True)


def _keep(surface, rect):
    tray = pygame.Rect(rect.left + 30, rect.top + 30, rect.w - 60, 220)
    pygame.draw.rect(surface, (36, 118, 70), tray, border_radius=14)
    pygame.draw.rect(surface, theme.WOOD, tray, 8, border_radius=14)
    for i, (face, angle) in enumerate(
        ((event_face(2, "plain"), 12), (event_face(1, "tech"), -20), (event_face(2, "engine"), 30))
    ):
        draw_die(surface, (tray.left + 100 + i * 150, tray.top + 90 + (i % 2) * 50), 70, face, angle)
    keep = [event_face(4, "plain"), event_face(2, "tech")]
    for i, face in enumerate(keep):
        draw_die(surface, (rect.left + 140 + i * 100, rect.bottom - 150), 70, face)
    theme.draw_arrow(surface, (tray.centerx, tray.bottom - 10), (rect.left + 200, rect.bottom - 196))
    theme.draw_caption(surface, "kept dice wait here", (rect.centerx, rect.bottom - 100), 30)
    theme.draw_caption(surface, "the rest roll again", (rect.centerx, rect.bottom - 60), 30)


def _faces(surface, rect):
    rows = (
        [route_face(t, b) for t, b in rules.ROUTE_FACES],
        [event_face(p, k) for p, k in rules.EVENT_FACES],
        [value_face(v, (230, 230, 220)) for v in (v for v in rules.VALUE_FACES)],
    )
    for row, faces in enumerate(rows):
        y = rect.top + 70 + row * 150
        for i, face in enumerate(faces):
            draw_die(surface, (rect.left + 60 + i * 88, y), 66, face)
    theme.draw_caption(surface, "route", (rect.centerx, rect.top + 112), 28)
    theme.draw_caption(surface, "event", (rect.centerx, rect.top + 262), 28)
    theme.draw_caption(surface, "value", (rect.centerx, rect.top + 412), 28)


def _railroads(surface, rect):
    for i, info in enumerate(rules.COMPANIES):
        y = rect.top + 60 + i * 100
        theme.draw_symbol(surface, info["symbol"], (rect.left + 60, y), 26, info["colour"], theme.INK)
        theme.draw_text(surface, info["name"], (rect.left + 110, y), 40, theme.CREAM, "midleft", shadow=True)
        theme.draw_text(
            surface,
            f"{info['routes']} routes, +{info['chicago_vp']} VP",
            (rect.right - 20, y),
            32,
            theme.GOLD_LIGHT,
            "midright",
            shadow=True,
        )


PICTURES = {
    "goal": _goal,
    "turn": _turn,
    "terrain": _terrain,
    "value_roll": _value_roll,
    "keep": _keep,
    "faces": _faces,
    "railroads": _railroads,
    "dice": _dice,
    "route": _route,
    "build": _build,
    "tech": _tech,
    "values": _values,
    "scoring": _scoring,
    "variants": _variants,
}
