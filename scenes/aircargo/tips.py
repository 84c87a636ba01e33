"""The first-game coach's tips on the AirCargo table, and where each sits.

A tip sits where it covers no legal target, not the thing it talks about and
not the dice; its pointer ends just outside that thing, unless it would have
to run over a target (then the text says where to look)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.aircargo import rules
from game.aircargo.content import content
from game.aircargo.phases import Phase
from scenes.aircargo.layout import (
    CHOICES,
    EQUATION,
    LOG,
    MAP,
    MAP_SCALE,
    PROMPT,
    TRAY,
    choice_rect,
    place_screen,
    to_screen,
)
from scenes.aircargo.log import AIRPORT_ORDER, CARGO_CHIPS
from scenes.aircargo.map import marker_rects
from scenes.kit.coach import Tip, pointer_end
from sprites import theme

if TYPE_CHECKING:
    from scenes.aircargo.scene import AirCargoScene

C = content()
TIP_TEXT = 30  # a tip's text size: its box is tall enough for it (above theme.MIN_TEXT)


def coach_tips(scene: AirCargoScene) -> list[Tip]:
    def phase(*names):
        return lambda: scene.human_turn() and scene.state.phase in names

    def first_choice() -> pygame.Rect:
        return choice_rect(0)

    def cargo_and_airports() -> pygame.Rect:
        log = scene.board.log
        return log.airport_rect(AIRPORT_ORDER[0]).unionall([log.cargo_chip(max(CARGO_CHIPS))])

    def plane() -> pygame.Rect:
        rect = pygame.Rect(0, 0, 44, 44)
        rect.center = tuple(map(round, scene.board.plane_spot()))
        return rect

    def equation() -> pygame.Rect:
        return EQUATION

    def choices() -> pygame.Rect:
        return CHOICES

    def fly_choice() -> pygame.Rect:
        slots = [slot for slot, (_, move) in enumerate(scene.controls.page_items()) if move.get("kind") == "fly"]
        return choice_rect(slots[0]) if slots else CHOICES

    return [
        tip(
            scene,
            "plan",
            "Roll two dice to plan a cargo or a destination: choose Plan.",
            lambda: phase(Phase.IDLE)() and not scene.state.planned_airports and not scene.state.deliveries,
            first_choice,
        ),
        tip(
            scene,
            "use",
            "Use the dice: one die or the sum as a cargo, or the two dice as an airport number. "
            "Usable boxes glow on the log.",
            phase(Phase.PLANNING),
            cargo_and_airports,
        ),
        tip(
            scene,
            "fly",
            "A planned cargo and a planned airport: you can fly! Heavier cargo scores more but makes "
            "every hazard check harder.",
            lambda: phase(Phase.IDLE)() and any(m["kind"] == "fly" for _, m in scene.controls.choices()),
            fly_choice,
        ),
        tip(
            scene,
            "leg",
            "Fly a leg to a glowing beacon inside the ring. Mountains the leg crosses light up: each is "
            "a hazard check.",
            phase(Phase.FLIGHT),
            plane,
        ),
        tip(
            scene,
            "check",
            "Hazard check: the dice plus the numbers beside them must make 12 or less. Stamina now lowers the total.",
            phase(Phase.STAMINA),
            equation,
        ),
        tip(
            scene,
            "rescue",
            "Over 12! Pray to reroll, or panic: pay what you are over, plus one, in stamina.",
            phase(Phase.RESCUE),
            choices,
        ),
    ]


def tip(scene: AirCargoScene, key: str, text: str, when, subject) -> Tip:
    """A tip about `subject`, pointing at it unless the pointer would have to
    run over a target or the dice (then the text says where to look)."""

    def anchor() -> tuple[int, int] | None:
        box = tip_box(scene, text, subject())
        if _pointer_crosses(subject(), box, tip_targets(scene)):
            return None
        return pointer_end(subject(), box)

    return Tip(key, text, when, anchor, box=lambda: tip_box(scene, text, subject()))


def tip_targets(scene: AirCargoScene) -> list[pygame.Rect]:
    """What a tip must leave in view: every legal target, the choices and the dice."""
    log, state = scene.board.log, scene.state
    rects = [CHOICES, TRAY, EQUATION, PROMPT]
    airports, cargo, focus = scene.overlays.log_glow()
    rects += [log.airport_rect(a) for a in airports] + [log.cargo_chip(w) for w in cargo]
    places = [str(a) for a in airports]
    if scene.human_turn() and state.phase == Phase.FLIGHT:
        places += rules.leg_targets(state)
        places.append(state.position)
    if state.destination:
        places.append(str(state.destination))
    rects += scene.board.labels.rects()  # the names on the map
    for key in places:
        rect = pygame.Rect(0, 0, 48, 48)
        rect.center = tuple(map(round, place_screen(key)))
        rects.append(rect)
    return rects + check_rects(scene)


def check_rects(scene: AirCargoScene) -> list[pygame.Rect]:
    """During a check, what it is about: the plane and the mountain circle it crosses."""
    check = scene.state.check
    if not check:
        return []
    plane = pygame.Rect(0, 0, 48, 48)
    plane.center = tuple(map(round, scene.board.plane_spot()))
    if check["kind"] != "mountain":
        return [plane]
    mountain = C.mountains[check["index"]]
    radius = round(mountain.radius * MAP_SCALE)
    circle = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    circle.center = tuple(map(round, to_screen(mountain.pos)))
    return [plane, circle]


def tip_box(scene: AirCargoScene, text: str, subject: pygame.Rect) -> pygame.Rect:
    """The first spot over the map (or the log, when it holds no target)
    where the bubble covers nothing a player needs; the map's top when
    every spot covers something."""
    width = 430
    height = tip_height(text, width)
    avoid = tip_targets(scene) + [subject.inflate(24, 24)]
    spots = [
        pygame.Rect(MAP.left + 12, MAP.top + 12, width, height),
        pygame.Rect(MAP.right - 12 - width, MAP.top + 12, width, height),
        pygame.Rect(MAP.left + 12, MAP.bottom - 12 - height, width, height),
        pygame.Rect(MAP.right - 12 - width, MAP.bottom - 12 - height, width, height),
        pygame.Rect(MAP.centerx - width // 2, MAP.centery - height // 2, width, height),
        pygame.Rect(LOG.left + 50, LOG.top + 40, width, height),
        pygame.Rect(LOG.left + 50, LOG.bottom - 10 - height, width, height),
    ]
    marks = list(marker_rects().values())
    free = [spot for spot in spots if spot.collidelist(avoid) < 0 and not _pointer_crosses(subject, spot, avoid)]
    if free:  # of the free spots, the one hiding the fewest places
        return min(free, key=lambda spot: len(spot.collidelistall(marks)))
    return min(spots, key=lambda spot: len(spot.collidelistall(avoid)))


def tip_height(text: str, width: int) -> int:
    return 58 + TIP_TEXT * len(theme.wrap_lines(text, TIP_TEXT, width - 36)) + 4  # the coach's own wrapping


def _pointer_crosses(subject: pygame.Rect, bubble: pygame.Rect, rects: list[pygame.Rect]) -> bool:
    """Whether the pointer from a bubble to `subject` would run over any of `rects`
    (the coach draws it from the bubble's edge nearest the end point)."""
    ax, ay = pointer_end(subject, bubble)
    start = (min(max(ax, bubble.left + 18), bubble.right - 18), min(max(ay, bubble.top + 4), bubble.bottom - 4))
    near = subject.inflate(24, 24)
    return any(rect.clipline(start, (ax, ay)) for rect in rects if not near.contains(rect))
