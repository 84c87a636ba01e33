"""The demo tour: bots play every registered game, one after another, until
someone presses a button."""

from __future__ import annotations

import logging
import random

from game import registry
from game.match import Match, Seat

log = logging.getLogger(__name__)

FRONTIER_NAMES = (
    "Dusty",
    "Nugget Nell",
    "Sourdough Sam",
    "Copper Kate",
    "Lucky Lou",
    "Pickaxe Pete",
    "Tumbleweed Tess",
    "Gold Dust Gus",
)


def list_games() -> tuple[list, str]:
    """The registered games and "" — or an empty list and a message for the
    player when the registry can't be read."""
    try:
        return registry.all_games(), ""
    except Exception as err:  # noqa: BLE001 - a missing game must not take the menus down
        log.exception("the game registry failed")
        return [], f"The games could not be loaded ({err})."


def demo_players(spec) -> int:
    """A lively table: four players where the game allows it."""
    return max(spec.min_players, min(spec.max_players, 4))


def demo_match(spec, seed: int) -> Match:
    seats = [
        Seat(name=FRONTIER_NAMES[i % len(FRONTIER_NAMES)], colour=i, kind="bot", bot=spec.strong_bot, controller="kbm")
        for i in range(demo_players(spec))
    ]
    return Match(spec, seats, seed)


def start_demo(app, index: int = 0, replace: bool = False) -> bool:
    """Show demo game number `index` (wrapping round the registry). Returns
    False, with a toast, when there is nothing to show."""
    from scenes.kit.game_scene import scene_for

    games, message = list_games()
    if not games:
        app.toasts.show(message or "There are no games to show yet.", "error")
        return False
    for attempt in range(len(games)):
        spec = games[(index + attempt) % len(games)]
        try:
            scene = scene_for(app, demo_match(spec, random.randrange(2**31)), demo=True)
        except Exception as err:  # noqa: BLE001 - skip a game that can't start, show the rest
            log.exception("demo of %s failed to start", spec.id)
            app.toasts.show(f"The {spec.title} demo could not start ({err}).", "error")
            continue
        scene.demo_index = (index + attempt) % len(games)
        if replace:
            app.scenes.replace(scene)
        else:
            app.scenes.push(scene)
        return True
    return False
