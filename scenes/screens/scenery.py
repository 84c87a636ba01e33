"""Decorations the menus share: a twinkling night over the hills, gold
glints and a shower of coins for winners. All seeded, all cheap to draw."""

from __future__ import annotations

import math
import random

import pygame

from sprites import theme
from sprites.coins import draw_coin

COIN_NAMES = ("quarter", "nickel", "penny", "dime")


class NightSky:
    """Deep-blue sky, twinkling stars and two rows of hills."""

    def __init__(self, seed: int = 7, hills_top: int = 560):
        rng = random.Random(seed)
        self.time = 0.0
        self.stars = [
            (
                rng.randrange(theme.WIDTH),
                rng.randrange(hills_top - 40),
                rng.uniform(0, math.tau),
                rng.choice((1, 1, 2, 2, 3)),
            )
            for _ in range(90)
        ]
        self.image = theme.backdrop("night").copy()
        self._paint_glow_and_moon(hills_top)
        self._paint_hills(rng, hills_top)
        self.image = theme.display_ready(self.image, alpha=False)

    def _paint_glow_and_moon(self, top) -> None:
        # the last of the sunset behind the hills keeps the night warm
        glow = pygame.Surface((theme.WIDTH, 300), pygame.SRCALPHA)
        for y in range(300):
            alpha = int(150 * (y / 300) ** 2)
            pygame.draw.line(glow, (236, 128, 64, alpha), (0, y), (theme.WIDTH, y))
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
            points: list[tuple[float, float]] = [(0, theme.HEIGHT)]
            for i in range(bumps + 1):
                x = i * theme.WIDTH / bumps
                points.append((x, base - rng.uniform(0.3, 1.0) * height * (0.6 if i % 2 else 1)))
            points.append((theme.WIDTH, theme.HEIGHT))
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
            self.sparks.append(
                [
                    self.rng.uniform(self.area.left, self.area.right),
                    self.rng.uniform(self.area.top, self.area.bottom),
                    0.0,
                    self.rng.uniform(10, 22),
                ]
            )
        for spark in self.sparks:
            spark[2] += dt
        self.sparks = [s for s in self.sparks if s[2] < 0.7]

    def draw(self, surface) -> None:
        for x, y, age, size in self.sparks:
            scale = math.sin(math.pi * age / 0.7) * size
            if scale < 1:
                continue
            thin = max(1.5, scale * 0.18)
            for points in (
                ((x - scale, y), (x, y - thin), (x + scale, y), (x, y + thin)),
                ((x, y - scale), (x + thin, y), (x, y + scale), (x - thin, y)),
            ):
                pygame.draw.polygon(surface, theme.GOLD_LIGHT, points)
            pygame.draw.circle(surface, theme.CREAM, (int(x), int(y)), max(1, int(thin)))


class CoinShower:
    """Coins and sparks raining down over the winners."""

    def __init__(self, seed: int = 11, area=theme.SCREEN, rate: float = 14.0):
        self.rng = random.Random(seed)
        self.area = pygame.Rect(area)
        self.rate = rate
        self.budget = 0.0
        self.coins: list[list] = []  # x, y, vx, vy, spin phase, spin speed, name

    def update(self, dt: float) -> None:
        self.budget += self.rate * dt
        while self.budget >= 1:
            self.budget -= 1
            self.coins.append(
                [
                    self.rng.uniform(self.area.left, self.area.right),
                    self.area.top - 40,
                    self.rng.uniform(-40, 40),
                    self.rng.uniform(120, 260),
                    self.rng.uniform(0, math.tau),
                    self.rng.uniform(4, 10),
                    self.rng.choice(COIN_NAMES),
                ]
            )
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
