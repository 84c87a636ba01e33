"""Coin sprites, hills of coins and flying coins: headless, seeded, no timing asserts."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import math  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from sprites.coins import COINS, CoinField, FlyingCoin, draw_coin, draw_coin_edge  # noqa: E402

HILL = ["quarter", "nickel", "penny", "dime"]


def make_field(hills=16, scale=2.6):
    field = CoinField(pygame.Rect(20, 380, 1240, 300), scale=scale)
    ids = [field.add_hill(60 + i * 76, HILL) for i in range(hills)]
    return field, ids


def settle(field, limit=600):
    for _ in range(limit):
        field.update(1 / 60)
        if field.settled:
            return
    raise AssertionError("coins did not settle")


def coin_bodies(field):
    return [coin.body for hill in field._hills.values() for coin in hill.coins]


def test_coin_looks_have_real_relative_sizes():
    sizes = sorted(COINS, key=lambda n: COINS[n].diameter_mm)
    assert sizes == ["dime", "penny", "nickel", "quarter"]
    assert COINS["quarter"].glyph == "25" and COINS["penny"].glyph == "1"


def test_sixteen_hills_do_not_creep():
    field, ids = make_field()
    settle(field)
    start = [(b, tuple(b.position), b.angle) for b in coin_bodies(field)]
    for _ in range(600):  # ten simulated seconds
        field.update(1 / 60)
    for body, (x, y), angle in start:
        assert math.hypot(body.position.x - x, body.position.y - y) <= 1.0
        assert abs(body.angle - angle) < 0.02
    assert all(field.hill_coins(h) == HILL for h in ids)


def test_take_top_and_drop_coin():
    field, ids = make_field(hills=3)
    settle(field)
    top = field.top_position(ids[1])
    name, pos = field.take_top(ids[1])
    assert name == "dime" and pos == pytest.approx(top)
    assert field.hill_coins(ids[1]) == HILL[:3]
    field.drop_coin(ids[1], "dime")
    assert field.hill_coins(ids[1]) == HILL
    settle(field)
    x, y = field.top_position(ids[1])
    assert x == pytest.approx(pos[0], abs=1.0) and y == pytest.approx(pos[1], abs=1.0)
    rect = field.hill_rect(ids[1])
    assert rect.collidepoint((x, y)) and field.hill_at((x, y)) == ids[1]
    for _ in range(4):
        field.take_top(ids[2])
    assert field.hill_coins(ids[2]) == []
    with pytest.raises(IndexError):
        field.take_top(ids[2])
    assert field.hill_rect(ids[2]).w > 0


def test_flying_coin_lands_with_requested_face():
    for flips, heads in ((1, True), (2, False), (3, False), (0, False)):
        coin = FlyingCoin("quarter", (100, 500), (700, 200), duration=0.6, flips=flips, result_heads=heads)
        landings = 0
        surface = pygame.Surface((1280, 720))
        for _ in range(60):
            coin.update(1 / 60)
            landings += coin.landed
            coin.draw(surface)
        assert coin.done and landings == 1
        assert coin.position == pytest.approx((700, 200))
        assert coin.heads is heads and coin.squash == pytest.approx(1.0)


def test_a_flying_coin_grows_near_the_eye_from_its_own_face_not_a_face_per_size(monkeypatch):
    """A face is drawn (supersampled, its glyph at a new font size) once per coin size: a flight
    scales the face it has, so the arc's sizes make no new face in the frames it plays."""
    from sprites import coin_art

    faces = coin_art.ImageCache(4096)
    monkeypatch.setattr(coin_art, "_faces", faces)
    coin = FlyingCoin("dime", (100, 600), (300, 600), duration=1.0, arc_height=300, flips=3, result_heads=False)
    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    sizes = set()
    for _ in range(60):
        coin.update(1 / 60)
        coin.draw(surface)
        sizes.add(surface.get_bounding_rect().size)
        surface.fill((0, 0, 0, 0))
    assert len(sizes) > 10  # it turns and grows on its way
    assert {key[1] for key in faces._items} == {round(COINS["dime"].diameter_mm * 3.2)}


def test_drawing_runs():
    surface = pygame.Surface((1280, 720))
    for name in COINS:
        for squash in (1.0, 0.6, 0.2, 0.0):
            draw_coin(surface, (100, 100), name, 3.2, heads=squash > 0.5, squash=squash)
        draw_coin(surface, (200, 100), name, 3.2, highlight=True)
        draw_coin_edge(surface, (300, 200), name, 3.2)
        draw_coin_edge(surface, (300, 240), name, 3.2, tilt=0.16, angle=7)
    with pytest.raises(KeyError):
        draw_coin(surface, (0, 0), "doubloon", 3.2)
    field, ids = make_field(hills=4)
    field.set_highlight(ids[:2])
    field.drop_coin(ids[3], "quarter")
    field.update(1 / 60)
    field.draw(surface)


def count_body_reads(monkeypatch):
    """Counts every read of a coin's place from pymunk."""
    import pymunk

    reads = []
    position = pymunk.Body.position
    monkeypatch.setattr(
        pymunk.Body, "position", property(lambda body: reads.append(1) or position.fget(body), position.fset)
    )
    return reads


def test_a_still_field_draws_what_it_kept_until_a_coin_goes_or_moves(monkeypatch):
    field, ids = make_field(hills=3)
    settle(field)
    field.set_highlight(ids[:1])
    before = pygame.Surface((1280, 720))
    field.draw(before)
    reads = count_body_reads(monkeypatch)
    for _ in range(3):  # still coins: their places are not asked again, frame after frame
        field.update(1 / 60)
        field.draw(pygame.Surface((1280, 720)))
        field.top_position(ids[1]), field.hill_rect(ids[1])
    assert not reads

    _, (x, y) = field.take_top(ids[1])  # gone on the very next frame
    taken = pygame.Surface((1280, 720))
    field.draw(taken)
    assert before.get_at((round(x), round(y))) != taken.get_at((round(x), round(y)))
    assert field.top_position(ids[1])[1] > y and field.hill_rect(ids[1]).top > round(y)

    field.drop_coin(ids[1], "dime")  # a dropped coin is drawn falling, frame by frame
    pictures = []
    for _ in range(3):
        field.update(1 / 60)
        pictures.append(pygame.Surface((1280, 720)))
        field.draw(pictures[-1])
    assert len({pygame.image.tobytes(p, "RGB") for p in pictures}) == 3

    settle(field)
    field.draw(pygame.Surface((1280, 720)))
    field._hills[ids[2]].coins[-1].body.apply_impulse_at_local_point((0, -4000))  # a coin woken and thrown up
    field.update(1 / 60)
    assert field.top_position(ids[2])[1] < field._hills[ids[2]].coins[-2].body.position.y - 10
