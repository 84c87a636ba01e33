"""Pictures for Bindle Rails Express's how-to-play pages, drawn with the
game's own dice."""

from __future__ import annotations

import pygame

from game.bindle_rails import rules
from scenes.bindle_rails.dice import event_face, route_face, value_face
from sprites import theme
from sprites.dice import draw_die

B_AND_O = tuple(rules.COMPANIES[0]["colour"])


def _label(surface, text, pos, size=30, colour=theme.CREAM):
    theme.draw_text(surface, text, pos, size, colour, "midtop", shadow=True)


def _dice(surface, rect):
    rows = (
        ("Route dice", [route_face("plain", 4), route_face("mountain", 5), route_face("river", 4)]),
        (
            "Event dice",
            [event_face(2, "tech"), event_face(2, "bridge"), event_face(2, "engine"), event_face(4, "plain")],
        ),
        ("Value dice", [value_face(1, B_AND_O), value_face(0, B_AND_O), value_face(-1, B_AND_O)]),
    )
    for row, (name, faces) in enumerate(rows):
        y = rect.top + 70 + row * 150
        _label(surface, name, (rect.centerx, y - 62))
        for i, face in enumerate(faces):
            draw_die(surface, (rect.centerx + (i - (len(faces) - 1) / 2) * 100, y + 20), 76, face)


def _route(surface, rect):
    faces = [route_face("plain", 4), route_face("river", 4), route_face("mountain", 4), route_face("plain", 6)]
    for i, face in enumerate(faces):
        y = rect.top + 60 + i * 96
        draw_die(surface, (rect.left + 120, y), 70, face)
        theme.draw_text(surface, str(i + 1), (rect.left + 50, y), 40, theme.GOLD, "center", shadow=True)
    theme.draw_arrow(surface, (rect.left + 210, rect.top + 60), (rect.left + 210, rect.top + 350))
    _label(surface, "easy first,", (rect.right - 150, rect.top + 150))
    _label(surface, "built top", (rect.right - 150, rect.top + 190))
    _label(surface, "to bottom", (rect.right - 150, rect.top + 230))
    _label(surface, "then Chicago!", (rect.centerx, rect.bottom - 60), 34, theme.GOLD)


def _build(surface, rect):
    draw_die(surface, (rect.left + 110, rect.top + 110), 90, route_face("river", 4))
    _label(surface, "a river, 4 BP", (rect.left + 110, rect.top + 170))
    draw_die(surface, (rect.left + 400, rect.top + 80), 70, event_face(2, "bridge"))
    _label(surface, "+ a bridge", (rect.left + 400, rect.top + 124))
    draw_die(surface, (rect.left + 355, rect.top + 270), 70, event_face(2, "tech"))
    draw_die(surface, (rect.left + 445, rect.top + 270), 70, event_face(2, "plain"))
    _label(surface, "+ BP: 2 + 2 = 4", (rect.left + 400, rect.top + 320))
    _label(surface, "any die pays BP;", (rect.centerx, rect.bottom - 110), 30)
    _label(surface, "the bridge pays no BP", (rect.centerx, rect.bottom - 70), 30)


def _tech(surface, rect):
    for i, level in enumerate(range(3, 9)):
        box = pygame.Rect(rect.left + 30 + i * 84, rect.top + 50, 70, 60)
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=10)
        theme.draw_text(surface, str(level), box.center, 40, theme.INK, "center")
        if level == 4:
            pygame.draw.circle(surface, theme.GOLD, box.center, 34, 5)
    draw_die(surface, (rect.left + 130, rect.top + 220), 80, event_face(2, "tech"))
    draw_die(surface, (rect.left + 230, rect.top + 220), 80, event_face(1, "tech"))
    _label(surface, "gears 2 + 1 = 3:", (rect.left + 180, rect.top + 280))
    _label(surface, "Tech 3 to 4", (rect.left + 180, rect.top + 316))
    _label(surface, "Tech = dice", (rect.right - 130, rect.top + 200))
    _label(surface, "you roll", (rect.right - 130, rect.top + 240))


def _values(surface, rect):
    x0 = rect.left + 20
    for i, dollars in enumerate(rules.TRACK[:8]):
        box = pygame.Rect(x0 + i * 64, rect.top + 70, 58, 52)
        pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=8)
        theme.draw_text(surface, f"${dollars}", box.center, 30, theme.INK, "center")
    theme.draw_symbol(surface, "circle", (x0 + 3 * 64 + 29, rect.top + 40), 16, (58, 112, 210), theme.INK)
    theme.draw_arrow(surface, (x0 + 3 * 64 + 40, rect.top + 150), (x0 + 4 * 64 + 20, rect.top + 150))
    _label(surface, "$6 to $10 costs $4", (rect.centerx, rect.top + 180))
    _label(surface, "pay with any dice's pips", (rect.centerx, rect.top + 230))
    _label(surface, "your company at $0: you lose!", (rect.centerx, rect.top + 320), 30, theme.GOLD)
    _label(surface, "others only from Tech 5", (rect.centerx, rect.top + 370), 30)


def _scoring(surface, rect):
    lines = (
        "2 VP a stretch",
        "2 VP a bridge, 1 a mountain",
        "1 VP per 8 BP (round up)",
        "10 VP: the whole route",
        "Tech value: 3 to 8 VP",
        "1 VP per $5 of each company",
        "50 VP wins!",
    )
    for i, line in enumerate(lines):
        _label(
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
    rolled = [event_face(2, "plain"), event_face(1, "tech"), event_face(2, "engine")]
    _keep_some(surface, rect, rolled, [event_face(4, "plain"), event_face(2, "tech")])


def _keep_route(surface, rect):
    rolled = [route_face("plain", 6), route_face("mountain", 5), route_face("plain", 5)]
    _keep_some(surface, rect, rolled, [route_face("plain", 4), route_face("river", 4)])


def _keep_some(surface, rect, rolled, kept):
    """Dice in the tray, and the dice kept below it."""
    tray = pygame.Rect(rect.left + 30, rect.top + 30, rect.w - 60, 220)
    pygame.draw.rect(surface, (36, 118, 70), tray, border_radius=14)
    pygame.draw.rect(surface, theme.WOOD, tray, 8, border_radius=14)
    for i, (face, angle) in enumerate(zip(rolled, (12, -20, 30))):
        draw_die(surface, (tray.left + 100 + i * 150, tray.top + 90 + (i % 2) * 50), 70, face, angle)
    for i, face in enumerate(kept):
        draw_die(surface, (rect.left + 140 + i * 100, rect.bottom - 150), 70, face)
    theme.draw_arrow(surface, (tray.centerx, tray.bottom - 10), (rect.left + 200, rect.bottom - 196))
    _label(surface, "kept dice wait here", (rect.centerx, rect.bottom - 100))
    _label(surface, "the rest roll again", (rect.centerx, rect.bottom - 60))


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
    _label(surface, "route", (rect.centerx, rect.top + 112), 28)
    _label(surface, "event", (rect.centerx, rect.top + 262), 28)
    _label(surface, "value", (rect.centerx, rect.top + 412), 28)


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


def _goal(surface, rect):
    faces = [route_face("plain", 4), route_face("river", 4), route_face("mountain", 5), route_face("plain", 6)]
    for i, face in enumerate(faces):
        draw_die(surface, (rect.left + 90, rect.top + 60 + i * 86), 64, face)
    chicago = pygame.Rect(rect.left + 30, rect.top + 400, 120, 50)
    pygame.draw.rect(surface, theme.BROWN_DARK, chicago, border_radius=10)
    theme.draw_text(surface, "Chicago", chicago.center, 28, theme.GOLD_LIGHT, "center")
    theme.draw_arrow(surface, (rect.left + 160, rect.top + 60), (rect.left + 160, rect.top + 420))
    _label(surface, "10 turns", (rect.right - 170, rect.top + 110), 40)
    _label(surface, "50 VP", (rect.right - 170, rect.top + 220), 64, theme.GOLD)
    _label(surface, "to win!", (rect.right - 170, rect.top + 300), 40)


def _bp(surface, rect):
    draw_die(surface, (rect.left + 120, rect.top + 130), 100, route_face("plain", 5))
    _label(surface, "needs 5 BP", (rect.left + 120, rect.top + 200))
    draw_die(surface, (rect.left + 340, rect.top + 130), 80, event_face(4, "plain"))
    draw_die(surface, (rect.left + 450, rect.top + 130), 80, event_face(1, "tech"))
    _label(surface, "4 + 1 = 5", (rect.left + 395, rect.top + 200))
    _label(surface, "Built!", (rect.centerx, rect.top + 300), 48, theme.GOLD)
    _label(surface, "each die once a turn", (rect.centerx, rect.bottom - 90))


def _value_roll(surface, rect):
    for i, (step, words) in enumerate(((1, "up one"), (0, "stays"), (-1, "down one"))):
        x = rect.left + 110 + i * 170
        draw_die(surface, (x, rect.top + 120), 90, value_face(step, B_AND_O))
        _label(surface, words, (x, rect.top + 190))
    _label(surface, "after every turn", (rect.centerx, rect.top + 280))
    _label(surface, "your company at $0: you lose!", (rect.centerx, rect.bottom - 110), 32, theme.GOLD)


def _track(surface, rect):
    width = (rect.w - 40) // len(rules.TRACK)
    for i, dollars in enumerate(rules.TRACK):
        box = pygame.Rect(rect.left + 20 + i * width, rect.top + 150, width - 6, 60)
        pygame.draw.rect(surface, theme.PARCHMENT if dollars else (214, 150, 130), box, border_radius=8)
        theme.draw_text(surface, str(dollars), box.center, 30, theme.INK, "center")
        if i == rules.DATA["track"]["start"]:
            pygame.draw.rect(surface, theme.GOLD, box.inflate(10, 10), 5, border_radius=10)
            _label(surface, "start", (box.centerx, box.top - 56))
    _label(surface, "$ on the Company Value Track", (rect.centerx, rect.top + 260))
    _label(surface, "$3 to $6 costs 3", (rect.centerx, rect.top + 330))
    _label(surface, "$6 to $10 costs 4", (rect.centerx, rect.top + 380))


PICTURES = {
    "goal": _goal,
    "keep_route": _keep_route,
    "bp": _bp,
    "value_roll": _value_roll,
    "track": _track,
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


def howto_picture(name: str, surface, rect) -> None:
    draw = PICTURES.get(name)
    if draw is not None:
        draw(surface, pygame.Rect(rect))
