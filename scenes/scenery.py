"""Decorations the menus share: a twinkling night over the hills, gold
glints, tossed coins and a shower of coins for winners. All seeded, all
cheap to draw; sprites/ are used when present and stood in for when not."""
from __future__ import annotations

import math
import random

import pygame

from scenes import ui

COIN_NAMES = ("quarter", "nickel", "penny", "dime")
_FALLBACK_COIN = {"quarter": ((200, 202, 210), 24.3), "nickel": ((170, 170, 162), 21.2),
                  "penny": ((204, 122, 66), 19.1), "dime": ((214, 217, 226), 17.9)}


_painter: list = []  # found once: sprites' coin painter, or None


def _coin_drawer():
    """sprites' coin painter when it exists, else None."""
    if not _painter:
        try:
            from sprites.coins import draw_coin as painter
        except ImportError:
            try:
                from sprites.coin_art import draw_coin as painter
            except ImportError:
                painter = None
        _painter.append(painter)
    return _painter[0]


def draw_coin(surface, center, name, scale, heads=True, squash=1.0) -> None:
    """A coin seen from above (squash < 1 while it turns over)."""
    painter = _coin_drawer()
    if painter is not None:
        try:
            painter(surface, center, name, scale, heads=heads, squash=squash)
            return
        except (KeyError, TypeError, ValueError, pygame.error):
            pass
    colour, diameter = _FALLBACK_COIN.get(name, _FALLBACK_COIN["quarter"])
    width = diameter * scale
    height = max(3, width * squash)
    rect = pygame.Rect(0, 0, int(width), int(height))
    rect.center = (int(center[0]), int(center[1]))
    pygame.draw.ellipse(surface, ui.BROWN_DARK, rect.inflate(4, 4))
    pygame.draw.ellipse(surface, colour if heads else [max(0, c - 40) for c in colour], rect)


class NightSky:
    """Deep-blue sky, twinkling stars and two rows of hills."""

    def __init__(self, seed: int = 7, hills_top: int = 560):
        rng = random.Random(seed)
        self.time = 0.0
        self.stars = [(rng.randrange(ui.WIDTH), rng.randrange(hills_top - 40), rng.uniform(0, math.tau),
                       rng.choice((1, 1, 2, 2, 3))) for _ in range(90)]
        self.image = ui.backdrop("night").copy()
        self._paint_glow_and_moon(hills_top)
        self._paint_hills(rng, hills_top)
        self.image = ui.display_ready(self.image, alpha=False)

    def _paint_glow_and_moon(self, top) -> None:
        # the last of the sunset behind the hills keeps the night warm
        glow = pygame.Surface((ui.WIDTH, 300), pygame.SRCALPHA)
        for y in range(300):
            alpha = int(150 * (y / 300) ** 2)
            pygame.draw.line(glow, (236, 128, 64, alpha), (0, y), (ui.WIDTH, y))
        self.image.blit(glow, (0, top - 240))
        moon = (1150, 100)
        halo = pygame.Surface((200, 200), pygame.SRCALPHA)
        for radius in range(100, 40, -2):  # many faint rings read as a soft glow
            pygame.draw.circle(halo, (255, 236, 190, 5), (100, 100), radius)
        self.image.blit(halo, (moon[0] - 100, moon[1] - 100))
        pygame.draw.circle(self.image, (252, 240, 206), moon, 40)
        for dx, dy, r in ((-12, -8, 8), (10, 12, 6), (14, -14, 4)):
            pygame.draw.circle(self.image, (232, 218, 180), (moon[0] + dx, moon[1] + dy), r)

    def _paint_hills(self, rng, top) -> None:
        for layer, (colour, height, bumps) in enumerate((((70, 42, 52), 110, 5), ((48, 28, 26), 70, 8))):
            base = top + layer * 50
            points = [(0, ui.HEIGHT)]
            for i in range(bumps + 1):
                x = i * ui.WIDTH / bumps
                points.append((x, base - rng.uniform(0.3, 1.0) * height * (0.6 if i % 2 else 1)))
            points.append((ui.WIDTH, ui.HEIGHT))
            pygame.draw.polygon(self.image, colour, points)
        # a mine head-frame on the far ridge: the town's reason to exist
        x, y = 1120, top - 30
        for dx in (-26, 26):
            pygame.draw.line(self.image, (34, 20, 18), (x + dx, y + 60), (x, y - 40), 6)
        pygame.draw.line(self.image, (34, 20, 18), (x - 18, y + 20), (x + 18, y + 20), 5)
        pygame.draw.circle(self.image, (34, 20, 18), (x, y - 40), 14, 5)

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface) -> None:
        surface.blit(self.image, (0, 0))
        for x, y, phase, size in self.stars:
            glow = 0.55 + 0.45 * math.sin(self.time * 1.7 + phase)
            colour = (int(200 + 55 * glow), int(190 + 50 * glow), int(140 + 60 * glow))
            pygame.draw.circle(surface, colour, (x, y), max(1, round(size * glow)))


class Glints:
    """Gold sparkles popping up inside an area (the title letters)."""

    def __init__(self, area, seed: int = 3, every: float = 0.35):
        self.area = pygame.Rect(area)
        self.rng = random.Random(seed)
        self.every = every
        self.wait = 0.0
        self.sparks: list[list[float]] = []  # x, y, age, size

    def update(self, dt: float) -> None:
        self.wait -= dt
        if self.wait <= 0:
            self.wait = self.every * self.rng.uniform(0.5, 1.5)
            self.sparks.append([self.rng.uniform(self.area.left, self.area.right),
                                self.rng.uniform(self.area.top, self.area.bottom), 0.0,
                                self.rng.uniform(10, 22)])
        for spark in self.sparks:
            spark[2] += dt
        self.sparks = [s for s in self.sparks if s[2] < 0.7]

    def draw(self, surface) -> None:
        for x, y, age, size in self.sparks:
            scale = math.sin(math.pi * age / 0.7) * size
            if scale < 1:
                continue
            thin = max(1.5, scale * 0.18)
            for points in (((x - scale, y), (x, y - thin), (x + scale, y), (x, y + thin)),
                           ((x, y - scale), (x + thin, y), (x, y + scale), (x - thin, y))):
                pygame.draw.polygon(surface, ui.GOLD_LIGHT, points)
            pygame.draw.circle(surface, ui.CREAM, (int(x), int(y)), max(1, int(thin)))


class TossedCoin:
    """A coin thrown up in an arc, turning over as it flies, landing face up."""

    def __init__(self, start, end, name="quarter", scale=3.2, height=220, duration=1.3, turns=3, heads=True):
        self.start, self.end = start, end
        self.name, self.scale = name, scale
        self.height, self.duration, self.turns = height, duration, turns
        self.heads = heads
        self.age = 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.duration

    def update(self, dt: float) -> None:
        self.age = min(self.duration, self.age + dt)

    def draw(self, surface) -> None:
        t = self.age / self.duration
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t - self.height * 4 * t * (1 - t)
        spin = math.cos(math.pi * 2 * self.turns * t)
        # odd half-turns show the other side; the last one lands on `heads`
        heads = self.heads if spin >= 0 else not self.heads
        draw_coin(surface, (x, y), self.name, self.scale * (1 + 0.25 * 4 * t * (1 - t)), heads,
                  max(0.08, abs(spin)))


class CoinShower:
    """Coins and sparks raining down over the winners."""

    def __init__(self, seed: int = 11, area=ui.SCREEN, rate: float = 14.0):
        self.rng = random.Random(seed)
        self.area = pygame.Rect(area)
        self.rate = rate
        self.budget = 0.0
        self.coins: list[list] = []  # x, y, vx, vy, spin phase, spin speed, name

    def update(self, dt: float) -> None:
        self.budget += self.rate * dt
        while self.budget >= 1:
            self.budget -= 1
            self.coins.append([self.rng.uniform(self.area.left, self.area.right), self.area.top - 40,
                               self.rng.uniform(-40, 40), self.rng.uniform(120, 260),
                               self.rng.uniform(0, math.tau), self.rng.uniform(4, 10),
                               self.rng.choice(COIN_NAMES)])
        for coin in self.coins:
            coin[0] += coin[2] * dt
            coin[1] += coin[3] * dt
            coin[3] += 200 * dt
            coin[4] += coin[5] * dt
        self.coins = [c for c in self.coins if c[1] < self.area.bottom + 60][-80:]

    def draw(self, surface) -> None:
        for x, y, _, _, phase, _, name in self.coins:
            spin = math.cos(phase)
            draw_coin(surface, (x, y), name, 1.6, spin >= 0, max(0.1, abs(spin)))
