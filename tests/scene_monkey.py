"""Monkey tests: seeded random keys, clicks, text and pad presses thrown at
every shared scene (and every game's scene) for many frames. The manager
catches scene errors, so the check is that it caught none."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from scenes.kit.input import Pad  # noqa: E402

from fake_game import use_fake_registry  # noqa: E402

FRAMES = 1000  # thousands of frames across the shared scenes, every one of them visited
DT = 1 / 60
KEYS = [
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_w,
    pygame.K_a,
    pygame.K_s,
    pygame.K_d,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_BACKSPACE,
    pygame.K_ESCAPE,
    pygame.K_TAB,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
    pygame.K_x,
    pygame.K_F11,
]
PADS = (11, 12)


def random_event(rng):
    roll = rng.random()
    pos = (rng.randrange(1280), rng.randrange(720))
    if roll < 0.30:
        mod = pygame.KMOD_LSHIFT if rng.random() < 0.1 else 0
        return pygame.event.Event(
            rng.choice((pygame.KEYDOWN, pygame.KEYDOWN, pygame.KEYUP)),
            key=rng.choice(KEYS),
            mod=mod,
            unicode="",
            scancode=0,
        )
    if roll < 0.40:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("abcXYZ 7!é"))
    if roll < 0.55:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if roll < 0.72:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
    pad = rng.choice(PADS)
    if roll < 0.88:
        return pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=pad, button=rng.randrange(8))
    if roll < 0.94:
        return pygame.event.Event(
            pygame.JOYHATMOTION, instance_id=pad, hat=0, value=(rng.choice((-1, 0, 1)), rng.choice((-1, 0, 1)))
        )
    return pygame.event.Event(pygame.JOYAXISMOTION, instance_id=pad, axis=rng.randrange(2), value=rng.uniform(-1, 1))


def make_app(monkeypatch, tmp_path, fake=True):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path / "home"))
    if fake:
        use_fake_registry(monkeypatch)
    from scenes.app import App

    app = App(headless=True)
    app.demo_fast = True
    pads = iter(PADS)
    app.input.opener = lambda index: Pad(next(pads), f"Pad {index}")
    app.input.process([pygame.event.Event(pygame.JOYDEVICEADDED, device_index=i) for i in range(len(PADS))])
    return app


def monkey(app, place, seed, frames=FRAMES, wander=45):
    """Throw random input at the scene `place()` puts on the stack. The
    monkey may press its way to other screens; after `wander` frames away it
    is put back on a fresh copy, so most frames land on the scene under test."""
    rng = random.Random(seed)
    home = place()
    away = 0
    for _ in range(frames):
        app.frame(DT, [random_event(rng) for _ in range(rng.choice((0, 1, 2, 3, 4)))])
        away = 0 if app.scenes.top is home else away + 1
        if away > wander:
            home = place()
            away = 0
    assert app.scenes.errors == []
    assert not [m for m in app.toasts.messages() if m.startswith("Something went wrong")]
