"""Small animation pieces the game boards share: a beat in an animation
queue, a banner across the table and a rising "+N"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


def step_tray(app, tray, dt: float) -> None:
    """Advance a dice tray at the player's animation speed; dice that hit clack."""
    tray.time_scale = app.anim_speed
    tray.update(dt)
    if tray.hits_this_frame:
        app.sounds.play("clack")


def run_queue(queue, dt: float, waiting: Callable[[object], bool]) -> None:
    """Play an animation queue: each step starts once, lasts its duration, then holds
    while `waiting(step)` says something it set moving is still on its way."""
    while queue:
        step = queue[0]
        if not step.started:
            step.started = True
            step.start()
        step.elapsed += dt
        if step.elapsed < step.duration or waiting(step):
            return
        queue.popleft()
        dt = 0.0


def tick(items: list, dt: float) -> list:
    """Count down each item's time_left; keep the ones still showing."""
    for item in items:
        item.time_left -= dt
    return [item for item in items if item.time_left > 0]


@dataclass
class Step:
    """One beat of animation: runs `start` once, then waits `duration`."""

    duration: float
    start: Callable[[], None] = lambda: None
    started: bool = False
    elapsed: float = 0.0


@dataclass
class Banner:
    text: str
    time_left: float
    sub: str = ""


@dataclass
class Floater:
    """A "+N" that rises over a panel."""

    text: str
    pos: tuple
    time_left: float = 1.4
