"""Dice sprites and the physics tray: headless, seeded, no timing asserts."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from sprites.dice import D6_FACES, D10_FACES, SYMBOLS, Face, d6, d10, die_image, draw_die  # noqa: E402
from sprites.dice_tray import DiceTray, DieMover, DieSpec  # noqa: E402

RECT = pygame.Rect(40, 40, 900, 420)
SYMBOL_FACES = tuple(Face(symbol=name, label=str(i) if i % 2 else "") for i, name in enumerate(SYMBOLS))


def mixed_specs(seed, count=20):
    rng = random.Random(seed)
    specs = []
    for i in range(count):
        if i % 3 == 0:
            specs.append(DieSpec(d6(rng.randint(1, 6))))
        elif i % 3 == 1:
            specs.append(DieSpec(d10(rng.randint(0, 9)), D10_FACES))
        else:
            specs.append(DieSpec(rng.choice(SYMBOL_FACES), SYMBOL_FACES))
    return specs


def run_until_settled(tray, limit=400, check=None):
    for frame in range(limit):
        tray.update(1 / 60)
        if check:
            check(tray)
        if tray.settled:
            return frame + 1
    raise AssertionError(f"tray did not settle in {limit} updates")


def test_faces_and_helpers():
    assert [f.pips for f in D6_FACES] == [1, 2, 3, 4, 5, 6]
    assert [f.label for f in D10_FACES] == [str(n) for n in range(10)]
    assert d6(3) == Face(pips=3) and d10(0).label == "0"
    with pytest.raises(ValueError):
        d6(7)
    with pytest.raises(ValueError):
        d10(10)
    with pytest.raises(ValueError):
        Face(symbol="dragon")
    assert Face(label="7", colour=[1, 2, 3]) == Face(label="7", colour=(1, 2, 3))  # lists from TOML


def test_twenty_dice_settle_inside_and_show_results():
    tray = DiceTray(RECT, 56, seed=1)
    tray.throw(mixed_specs(1))
    assert not tray.settled and len(tray.dice) == 20
    hits = []

    def inside(t):
        hits.append(t.hits_this_frame)
        for die in t.dice:
            assert RECT.collidepoint(die.position), die.position
            assert t.inner.collidepoint(die.position), die.position

    frames = run_until_settled(tray, check=inside)
    assert frames <= 200  # the 3 s safety net is 180 frames at 60 Hz
    assert sum(hits) > 0
    for die in tray.dice:
        assert die.resting
        assert die.shown == die.result


def test_same_seed_same_resting_places():
    places = []
    for _ in range(2):
        tray = DiceTray(RECT, 56, seed=7)
        tray.throw(mixed_specs(3))
        run_until_settled(tray)
        places.append([(d.key, d.position, d.angle) for d in tray.dice])
    assert places[0] == places[1]


def test_die_at_finds_each_die():
    tray = DiceTray(RECT, 56, seed=2)
    tray.throw([DieSpec(d6(v), key=f"k{v}") for v in range(1, 7)])
    run_until_settled(tray)
    for die in tray.dice:
        assert tray.die_at(die.position) == die.key
    assert tray.die_at((RECT.left + 2, RECT.top + 2)) is None


def test_draw_mid_throw_and_settled_with_hints():
    surface = pygame.Surface((1280, 720))
    tray = DiceTray(RECT, 56, seed=4)
    tray.throw(mixed_specs(4))
    for _ in range(10):
        tray.update(1 / 60)
    tray.draw(surface)
    run_until_settled(tray)
    keys = [d.key for d in tray.dice]
    tray.set_highlight(keys[:3])
    tray.set_selected(keys[3:5])
    assert sum(d.highlight for d in tray.dice) == 3 and sum(d.selected for d in tray.dice) == 2
    tray.draw(surface)


def test_custom_faces_with_labels_and_symbols():
    faces = (
        Face(label="10", colour=(40, 70, 160), ink=(255, 255, 255)),
        Face(symbol="skull"),
        Face(symbol="gear", label="3"),
        Face(symbol="river"),
    )
    tray = DiceTray(RECT, 48, seed=5)
    tray.throw([DieSpec(faces[i % 4], faces, key=i) for i in range(8)])
    run_until_settled(tray)
    assert [d.shown for d in tray.dice] == [faces[i % 4] for i in range(8)]
    tray.draw(pygame.Surface((1280, 720)))


def test_keep_existing_replaces_only_rethrown_keys():
    tray = DiceTray(RECT, 56, seed=6)
    tray.throw([DieSpec(d6(1), key="a"), DieSpec(d6(2), key="b"), DieSpec(d6(3), key="c")])
    run_until_settled(tray)
    kept = {d.key: d.position for d in tray.dice if d.key != "b"}
    tray.throw([DieSpec(d6(6), key="b")], keep_existing=True)
    assert sorted(d.key for d in tray.dice) == ["a", "b", "c"]
    run_until_settled(tray)
    assert {d.key: d.result for d in tray.dice}["b"] == d6(6)
    assert set(kept) == {"a", "c"}
    tray.remove("a")
    assert sorted(d.key for d in tray.dice) == ["b", "c"]
    tray.clear()
    assert tray.dice == [] and tray.settled


def test_auto_keys_and_long_frames_and_time_scale():
    tray = DiceTray(RECT, 56, seed=8)
    tray.throw([DieSpec(d6(2)) for _ in range(5)])
    assert [d.key for d in tray.dice] == [0, 1, 2, 3, 4]
    tray.update(5.0)  # one huge frame runs at most the capped number of steps
    assert not tray.settled
    fast = DiceTray(RECT, 56, seed=8)
    fast.time_scale = 3.0
    fast.throw([DieSpec(d6(2)) for _ in range(5)])
    slow = DiceTray(RECT, 56, seed=8)
    slow.throw([DieSpec(d6(2)) for _ in range(5)])
    assert run_until_settled(fast) < run_until_settled(slow)


def test_die_images_cached_and_drawn():
    surface = pygame.Surface((300, 200))
    face = Face(symbol="mountain", label="2")
    assert die_image(face, 56, 11.0) is die_image(face, 56, 12.4)  # same 5-degree step
    assert die_image(face, 56, 0.0) is die_image(face, 56, 90.0)  # square outline: readable angle
    for angle in (0, 33, 181):
        draw_die(surface, (100, 100), 56, face, angle, highlight=True)
        draw_die(surface, (200, 100), 40, d6(5), angle, dim=True)


def test_die_mover_slides_to_its_end():
    mover = DieMover(d6(3), (10, 10), (210, 110), duration=0.3)
    surface = pygame.Surface((300, 200))
    for _ in range(30):
        mover.update(1 / 60)
        mover.draw(surface)
    assert mover.done and mover.position == (210, 110)
