"""The targets layer: what a player can do on a table now, and where.

A table lists its `Target`s (GameScene.targets(), worked out in update from the rules'
legal moves); from that one list the kit derives focus navigation (arrows, Tab, a pad's
d-pad), click and touch hit-testing, the focus that a hint or a Learn to play step puts on
a move, the spots a tutorial lights, and the places an overlay must keep clear of."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field

import pygame

from game.contract import Move

STEPS = ("left", "right", "up", "down", "prev", "next")
NEARLY = 2  # pixels: targets this much farther count as just as near
DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


@dataclass(eq=False)
class Target:
    """One thing to point at: a place on screen and what choosing it does.

    `move` is the whole move it makes; a first half of a move (pick a token, open a panel,
    turn a page) has `choose` instead, and names in `leads_to` the moves it opens the way
    to. `legal=False`: a place the rules refuse now (a mined-out hill): a click on it gets
    the rules' sentence, but the focus passes it by."""

    key: Hashable  # the same while it means the same thing: the focus follows it from frame to frame
    rect: pygame.Rect  # what a click or a touch hits, what a ring outlines
    label: str  # what it is, in a few words
    group: str = ""  # its row: a table may step within one group with some keys
    move: Move | None = None
    choose: Callable[[], None] | None = None
    leads_to: Sequence[Move] = ()
    legal: bool = True
    spot: pygame.Rect | None = None  # what a ring or a tutorial's light outlines, when smaller than what a click hits
    round: bool = False  # a coin or a token: a click hits the circle in `rect`, not its corners

    def hit(self, pos) -> bool:
        if not self.rect.collidepoint(pos):
            return False
        if not self.round:
            return True
        radius = min(self.rect.w, self.rect.h) / 2
        return pygame.Vector2(pos).distance_to(self.rect.center) <= radius

    @property
    def shown(self) -> pygame.Rect:
        return self.rect if self.spot is None else self.spot

    def makes(self, move: Move) -> bool:
        """Choosing this makes `move`, or is the first half of it."""
        return self.move == move or move in self.leads_to


@dataclass
class Targets:
    """The targets of one table (or one screen over it) and the focus among them.

    `cycles` maps an action kind to (group, step): that key steps through one group in list
    order, wrapping ("" the focused target's group); the other step keys go to the nearest
    target that way on screen, and prev/next (Tab, shift+Tab) through every target."""

    cycles: dict[str, tuple[str, int]] = field(default_factory=dict)
    items: list[Target] = field(default_factory=list)
    focus_key: Hashable | None = None
    only: Callable[[Target], bool] | None = None  # Learn to play: the focus may rest only on these
    last_place: pygame.Rect | None = None  # where the focus last rested, for when its target goes
    last_index = 0  # and its place in the list
    by_order: bool = False  # a lost focus goes to the nearest in the list, not on screen

    # --- the list ------------------------------------------------------------------------------
    def set(self, targets: Iterable[Target]) -> None:
        """The targets now. The focus stays on the same key; when that is gone it goes to the
        target nearest where it was (the first, when nothing was focused yet). While nothing may
        take the focus (a bot's turn) it is kept for when targets come back."""
        self.items = list(targets)
        choices = [t for t in self.items if self.may_focus(t)]
        if not choices:
            return
        here = self.focused
        self.rest_on(here if here is not None and self.may_focus(here) else self.successor(choices))

    def rest_on(self, target: Target) -> None:
        """Focus `target`, and remember where it is for when it goes."""
        self.focus_key, self.last_place, self.last_index = target.key, target.rect, self.items.index(target)

    def successor(self, choices: list[Target]) -> Target:
        """Where the focus goes when its target is gone: the first, when nothing was focused yet;
        else the nearest on screen, or in the list (`by_order`: a row of hills whose places
        shift); of two about as near, the first listed."""
        if self.last_place is None:
            return choices[0]
        if self.by_order:
            return min(choices, key=lambda t: (abs(self.items.index(t) - self.last_index), self.items.index(t)))
        centre = pygame.Vector2(self.last_place.center)
        distance = {id(t): centre.distance_to(t.rect.center) for t in choices}
        nearest = min(distance.values())
        return next(t for t in choices if distance[id(t)] <= nearest + NEARLY)

    def may_focus(self, target: Target) -> bool:
        return target.legal if self.only is None else self.only(target)

    @property
    def focused(self) -> Target | None:
        return next((t for t in self.items if t.key == self.focus_key), None)

    def focus(self, target: Target | None) -> None:
        if target is not None:
            self.rest_on(target)

    def find(self, key: Hashable) -> Target | None:
        return next((t for t in self.items if t.key == key), None)

    def at(self, pos) -> Target | None:
        """The target under a point: the smallest that holds it (a token over its space)."""
        hits = [t for t in self.items if t.hit(pos)]
        return min(hits, key=lambda t: t.rect.w * t.rect.h) if hits else None

    def for_move(self, move: Move) -> list[Target]:
        """The targets that make `move` or begin it, in list order."""
        return [t for t in self.items if t.makes(move)]

    def focus_move(self, move: Move) -> bool:
        """Put the focus where `move` is made (on its first half while that is to choose)."""
        found = self.for_move(move)
        if found:
            self.rest_on(found[0])
        return bool(found)

    def rects(self) -> list[pygame.Rect]:
        """Every target's place: what an overlay keeps clear of."""
        return [t.shown for t in self.items]

    # --- input ----------------------------------------------------------------------------------
    def handle(self, action, choose: Callable[[Target], None], sounds=None) -> bool:
        """Step keys move the focus, Enter or A chooses it; pointing focuses what is under the
        pointer and a click chooses it (even one the focus passes by: the rules or the tutorial
        say why it can't be made). The caller has checked that the action's controls may act."""
        if self.step(action.kind):
            if sounds is not None:
                sounds.play("move")
            return True
        if action.kind == "confirm" and self.focused is not None:
            choose(self.focused)
            return True
        if action.kind in ("point", "click") and action.pos is not None:
            target = self.at(action.pos)
            if target is None:
                return False
            if self.may_focus(target):
                self.focus(target)
            if action.kind == "click":
                choose(target)
            return True
        return False

    def step(self, kind: str) -> bool:
        """Move the focus for a step key; False when the key is not a step or nothing may take the focus."""
        if kind not in STEPS:
            return False
        choices = [t for t in self.items if self.may_focus(t)]
        if not choices:
            return False
        here = self.focused if self.focused in choices else None
        if here is None:
            self.rest_on(choices[0])
            return True
        if kind in self.cycles:
            group, step = self.cycles[kind]
            row = [t for t in choices if t.group == (group or here.group)]
            if not row:
                return False
            index = row.index(here) + step if here in row else 0
            self.rest_on(row[index % len(row)])
            return True
        if kind in ("prev", "next"):
            index = choices.index(here) + (1 if kind == "next" else -1)
            self.rest_on(choices[index % len(choices)])
            return True
        nearest = nearest_towards(here.rect, DIRECTIONS[kind], [t for t in choices if t is not here])
        if nearest is None:
            return False
        self.rest_on(nearest)
        return True


def nearest_towards(rect: pygame.Rect, direction: tuple[int, int], targets: Sequence[Target]) -> Target | None:
    """The target nearest `rect` whose centre lies that way (within 60 degrees either side),
    straight ahead counted nearer than off to the side; None when nothing lies that way."""
    best, best_cost = None, math.inf
    here = pygame.Vector2(rect.center)
    ahead = pygame.Vector2(direction)
    for target in targets:
        offset = pygame.Vector2(target.rect.center) - here
        along = offset.dot(ahead)
        if along <= 0:
            continue
        across = abs(offset.cross(ahead))
        if across > along * math.tan(math.radians(60)):
            continue
        cost = along + 2 * across
        if cost < best_cost:
            best, best_cost = target, cost
    return best
