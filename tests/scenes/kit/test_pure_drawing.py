"""Drawing changes nothing: for every game's table mid-game (people pressing
keys and pads, and bots playing on their own), and for every other scene,
draw() leaves the scene's attributes as update left them, so input never
depends on what was drawn.

The snapshot is shallow: each attribute of the scene (and of the scene's own
helpers, its board, tray, panels, log...) is kept by value when it is a plain
value, a container or a dataclass, else by identity. Caches of rendered
surfaces are left out (a surface, a theme.Panel, which renders itself on
its first draw, a table of them, or a sprites.drawing.Kept): a picture composed on the first draw
(a backdrop, a panel, a card's text) needs the display to exist, is a pure
function of things that never change, and only makes the same picture
cheaper; nothing reads it but drawing. A board's `Labels` (scenes/kit/labels.py) is
left out too: where the words of this drawing went, which only the tests read; and the
demo's banner (scenes/kit/demo_banner.py), placed on the frame it is drawn on."""

import copy
import dataclasses
import random
from collections import deque

import pygame
import pytest

from game import registry
from scenes.kit.demo_banner import DemoBanner
from scenes.kit.labels import Labels
from sprites import theme
from sprites.drawing import ImageCache, Kept

from every_scene import SCENES
from scene_monkey import random_event

DT = 1 / 30


def is_rendering(value) -> bool:
    """A rendered surface, a panel (it renders itself once), or a cache of them."""
    if isinstance(value, (pygame.Surface, theme.Panel, ImageCache, Kept, Labels, DemoBanner)):
        return True
    if isinstance(value, dict) and value:
        return all(isinstance(item, (pygame.Surface, theme.Panel)) for item in value.values())
    return False


def item(value):
    """An item of a container: a record (a dataclass) or a rect by value, anything else as it is."""
    if isinstance(value, pygame.Rect) or dataclasses.is_dataclass(value):
        return copy.copy(value)
    return value


def kept(value):
    """An attribute: a container is the same one holding the same items; a
    record or a rect, the same values; any other object, the same object."""
    if isinstance(value, dict):
        return ("dict", id(value), {key: item(v) for key, v in value.items()})
    if isinstance(value, (list, tuple, deque)):
        return (type(value).__name__, id(value), [item(v) for v in value])
    if isinstance(value, (set, frozenset)):
        return ("set", id(value), frozenset(value))
    if isinstance(value, pygame.Rect) or dataclasses.is_dataclass(value):
        return ("record", id(value), copy.copy(value))
    if isinstance(value, (int, float, str, bytes, type(None))):
        return ("value", value)
    return ("object", id(value))


def is_helper(value) -> bool:
    """An object of the game's own making (a board, a tray, a panel), looked into one level."""
    module = type(value).__module__
    return (
        module.startswith(("scenes.", "sprites."))
        and not dataclasses.is_dataclass(value)
        and hasattr(value, "__dict__")
    )


def snapshot(scene) -> dict:
    shot = {}
    for name, value in vars(scene).items():
        shot[name] = kept(value)
        if is_helper(value) and not is_rendering(value) and value is not scene.app:
            for inner, item in vars(value).items():
                shot[f"{name}.{inner}"] = kept(item)
    return shot


def rendering_keys(scene) -> set:
    keys = {name for name, value in vars(scene).items() if is_rendering(value)}
    for name, value in vars(scene).items():
        if is_helper(value):
            keys |= {f"{name}.{inner}" for inner, item in vars(value).items() if is_rendering(item)}
    return keys


def changed_by_drawing(app) -> list[str]:
    scenes = app.scenes.visible()
    before = [(snapshot(scene), rendering_keys(scene)) for scene in scenes]
    app.scenes.draw(app.canvas)
    changes = []
    for scene, (shot, caches) in zip(scenes, before):
        after = snapshot(scene)
        skip = caches | rendering_keys(scene)
        for name in sorted(set(shot) | set(after)):
            if name not in skip and shot.get(name) != after.get(name):
                changes.append(f"{type(scene).__name__}.{name}")
    return changes


def play_and_watch(app, frames: int, seed: int) -> set:
    """Frames of people pressing at random; the attributes any draw changed."""
    rng = random.Random(seed)
    changed = set()
    for _ in range(frames):
        events = [random_event(rng) for _ in range(rng.choice((0, 0, 1, 2)))]
        for action in app.input.process(events) + app.input.update(DT):
            app.scenes.handle(action)
        app.scenes.update(DT)
        changed |= set(changed_by_drawing(app))
    return changed


@pytest.mark.parametrize("spec", registry.all_games(), ids=lambda spec: spec.id)
def test_drawing_a_table_mid_game_changes_nothing(spec, couch, mid_game):
    mid_game(couch, spec)
    changed = play_and_watch(couch, 600, seed=7)
    assert not changed, "drawing changed " + ", ".join(sorted(changed))


@pytest.mark.parametrize("spec", registry.all_games(), ids=lambda spec: spec.id)
def test_drawing_a_table_of_bots_changes_nothing(spec, couch, mid_game):
    scene = mid_game(couch, spec, demo=True)
    changed = set()
    for _ in range(400):
        couch.scenes.update(DT)
        changed |= set(changed_by_drawing(couch))
    assert couch.scenes.top is scene
    assert not changed, "drawing changed " + ", ".join(sorted(changed))


@pytest.mark.parametrize("name", list(SCENES))
def test_drawing_any_scene_changes_nothing(name, couch, mid_game):
    """The shared screens and the overlays too, over some frames of their own."""
    SCENES[name](couch, mid_game)
    changed = set()
    for _ in range(30):
        couch.scenes.update(DT)
        changed |= set(changed_by_drawing(couch))
    assert not changed, "drawing changed " + ", ".join(sorted(changed))
