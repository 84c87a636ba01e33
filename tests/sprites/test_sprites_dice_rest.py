"""Dice at rest read at a glance: the tray turns them nearly square and slides
apart those that would touch, and counts as settled only once that is done."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import math  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from sprites import theme  # noqa: E402
from sprites.dice import d6  # noqa: E402
from sprites.dice_tray import MOST_TURNED, DiceTray, DieSpec  # noqa: E402
from tests.sprites.test_sprites_dice import RECT, mixed_specs  # noqa: E402

SIZE = theme.MIN_DIE


def off_square(die) -> float:
    """Degrees a die is drawn turned away from square (its outline is square)."""
    return (die.angle + 45) % 90 - 45


def boxes_touch(one, other, size=SIZE) -> bool:
    """Whether the upright boxes of two dice overlap: nested corner to corner."""
    (x1, y1), (x2, y2) = one.position, other.position
    return abs(x2 - x1) < size and abs(y2 - y1) < size


def settle(tray, limit=600):
    """Update in 1/60 s frames until settled; the frames that lay still but straightening."""
    straightening = []
    for frame in range(limit):
        tray.update(1 / 60)
        if tray.straightening:
            assert not tray.settled  # whatever waits for the dice waits for this too
            straightening.append(frame)
        if tray.settled:
            return straightening
    raise AssertionError(f"tray did not settle in {limit} updates")


def nested_pair(angle_degrees=40.0, apart=52.0):
    """Two still dice turned far off square, nested corner to corner: their turned
    faces don't touch, but squared up they would."""
    tray = DiceTray(RECT, SIZE, seed=5)
    tray.throw([DieSpec(d6(3), key="a"), DieSpec(d6(5), key="b")])
    x, y = RECT.center
    for die, (px, py) in zip(tray.dice, ((x, y), (x + apart, y + apart))):
        die.body.position = (px, py)
        die.body.velocity = (0, 0)
        die.body.angular_velocity = 0.0
        die.body.angle = -math.radians(angle_degrees)
    return tray


def test_the_tray_holds_dice_at_least_min_die_and_turns_them_a_little_at_most():
    tray = DiceTray(RECT)
    assert tray.die_size >= theme.MIN_DIE and tray.most_turned == MOST_TURNED <= 5


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_thrown_dice_come_to_rest_nearly_square_and_apart(seed):
    tray = DiceTray(RECT, SIZE, seed=seed)
    tray.throw(mixed_specs(seed))
    turned_when_still = None
    for _ in range(600):
        tray.update(1 / 60)
        if tray.straightening and turned_when_still is None:
            turned_when_still = max(abs(off_square(d)) for d in tray.dice)
        if tray.settled:
            break
    assert tray.settled and turned_when_still is not None
    assert turned_when_still > tray.most_turned  # the throw left some die turned too far to read
    for die in tray.dice:
        assert abs(die.angle) <= tray.most_turned + 1e-6, die.angle  # a quarter turn round looks the same
        assert die.resting and die.shown == die.result
        assert tray.inner.collidepoint(die.position)
        assert tray.die_at(die.position) == die.key  # clicks find the die where it is drawn
    dice = tray.dice
    assert not any(boxes_touch(one, other) for i, one in enumerate(dice) for other in dice[i + 1 :])


def test_most_turned_zero_lays_every_die_square():
    tray = DiceTray(RECT, SIZE, seed=4, most_turned=0)
    tray.throw(mixed_specs(4, 8))
    settle(tray)
    assert all(abs(off_square(die)) < 1e-6 for die in tray.dice)


def test_nested_dice_slide_apart_as_they_square_up():
    tray = nested_pair()
    one, other = tray.dice
    assert boxes_touch(one, other)
    straightening = settle(tray)
    assert straightening  # it took visible frames, and settled waited for them
    assert not boxes_touch(one, other)
    assert all(abs(off_square(die)) <= tray.most_turned + 1e-6 for die in tray.dice)


def test_a_die_already_nearly_square_keeps_its_angle():
    tray = nested_pair(angle_degrees=3.0, apart=120.0)
    settle(tray)
    assert [round(off_square(die), 6) for die in tray.dice] == [3.0, 3.0]
    assert [die.position for die in tray.dice] == [RECT.center, (RECT.centerx + 120.0, RECT.centery + 120.0)]


def test_a_new_throw_or_clearing_ends_straightening():
    tray = nested_pair()
    while not tray.straightening:
        tray.update(1 / 60)
    tray.throw([DieSpec(d6(2), key="c")], keep_existing=True)
    assert not tray.straightening and not tray.settled  # a fresh die tumbles in; the rest wait for it
    settle(tray)
    assert tray.settled and len(tray.dice) == 3
    tray.clear()
    assert tray.settled and not tray.straightening


def test_same_seed_same_frames_same_resting_places():
    runs = []
    for _ in range(2):
        tray = DiceTray(RECT, SIZE, seed=9)
        tray.throw(mixed_specs(9))
        history = []
        while not tray.settled:
            tray.update(1 / 60)
            history.append((tray.straightening, [(d.key, d.position, d.angle) for d in tray.dice]))
        runs.append(history)
    assert runs[0] == runs[1]
    assert any(straightening for straightening, _ in runs[0])


def test_straightening_follows_the_animation_speed():
    frames = []
    for scale in (1.0, 2.0):
        tray = nested_pair()
        tray.time_scale = scale
        frames.append(len(settle(tray)))
    assert frames[1] < frames[0]  # at double speed the dice square up in fewer frames


def test_a_straightened_tray_draws():
    surface = pygame.Surface((1280, 720))
    tray = nested_pair()
    settle(tray)
    tray.draw(surface)
    assert surface.get_at(tuple(map(int, tray.dice[0].position))) != surface.get_at((0, 0))
