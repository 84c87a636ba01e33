"""Learn to play on the Bindle Rails Express mat: which place the learner
clicks next for the step's move, and where the card sits. A die is spent in
two clicks (pick it up, then tap its use), so the target is the die until it
is held, then the use; every other move is one die, card or button.
BindleRailsScene's tutorial hooks call these."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.bindle_rails import layout as L
from scenes.bindle_rails.board import event_key, route_key
from sprites import theme

if TYPE_CHECKING:
    from scenes.bindle_rails.scene import BindleRailsScene

# Where the card may sit (top-left corners, best first; the kit takes the first clear of the
# step's spots). Over the empty tray while the route is ordered and dice are spent (the route,
# the keep row, the uses and the values stay in sight); while dice roll and are kept, low on
# the left over the empty boxes, or over the values when the step's button is down there.
OVER_TRAY = (L.TRAY.left + 10, L.TRAY.top + 8)
OVER_VALUES = (theme.WIDTH - 608, L.TRAY.top + 8)
TRAY_EMPTY = ("route_order", "spend")
MARGIN = 12  # between a card low on the screen and its bottom edge
# The kit keeps the card 14 px clear of a spot's edge: a button's spot starts this far inside
# the button, so a card at the screen's left edge (600 wide) still fits beside the buttons.
BUTTON_INSET = 4


def card_spots(phase: str, card_height: int) -> tuple[tuple[int, int], ...]:
    """Best first for the phase; `card_height` (the card on screen) sets the low corners."""
    low = theme.HEIGHT - MARGIN - card_height
    if phase == "company":
        return ((340, low), (0, low))  # below the railroads to choose from
    if phase in TRAY_EMPTY:
        return (OVER_TRAY, (0, low), OVER_VALUES)
    return ((0, low), OVER_VALUES, OVER_TRAY)


def spot_rect(key: tuple, rect: pygame.Rect) -> pygame.Rect:
    """The lit place for a hotspot: a button's without the sliver the card needs."""
    if key[0] == "button":
        return pygame.Rect(rect.left + BUTTON_INSET, rect.top, rect.w - BUTTON_INSET, rect.h)
    return pygame.Rect(rect)


def target(scene: BindleRailsScene, move: dict) -> tuple | None:
    """The hotspot key the learner presses next for `move`: its die, card or button; for a die
    to spend, the die until it is held and then the use."""
    from scenes.bindle_rails.scene import BUTTONS  # the scene's buttons name their moves

    kind, state = move.get("kind", ""), scene.state
    if kind == "company":
        return ("company", move["company"])
    if kind in ("keep_route", "free_route", "place_route"):
        return route_key(move["die"])
    if kind == "unplace_route":
        return route_key(state.route_order[-1]) if state.route_order else None
    if kind in ("keep_event", "free_event", "unassign"):
        return event_key(move["die"])
    if kind == "assign":
        die = event_key(move["die"])
        return ("use", move["use"]) if scene.board.selected == die else die
    if kind == "drop_goal":
        return ("goal", move["card"])
    if kind == "keep_goals":
        return ("button", "keep_goals")
    if kind in BUTTONS:
        return ("button", BUTTONS[kind][1])
    return None
