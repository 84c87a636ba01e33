"""The one list of games. Menus, saves, demo, sim, bench and the generic
tests all read it, so adding a game touches only this file and the game.
A game's screens are found by its id (scenes/<id>/), never named here."""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable

# Each module defines SPEC; the order here is the menu order.
GAME_MODULES = ("game.stripmine", "game.coal_n_write", "game.king_of_copper", "game.aircargo", "game.bindle_rails")


# What the setup screen calls each kind of bot; the names in GameSpec.bots stay the ids saves keep.
BOT_LABELS = {"random": "Easy bot", "strong": "Sharp bot"}


def bot_label(name: str) -> str:
    return BOT_LABELS.get(name, f"{name.replace('_', ' ').capitalize()} bot")


@dataclass(frozen=True)
class Option:
    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]  # (value, label) pairs
    default: Any
    help: str = ""


@dataclass(frozen=True)
class GameSpec:
    id: str
    title: str
    tagline: str
    min_players: int
    max_players: int
    version: int
    rules: ModuleType
    bots: dict[str, Callable[[int], Any]]  # name -> factory(seed) -> Bot
    options: tuple[Option, ...] = ()
    howto: str = ""  # TOML file of how-to-play pages under game/data
    strong_bot: str = "strong"

    def default_options(self) -> dict:
        return {opt.key: opt.default for opt in self.options}

    def check_options(self, options: dict) -> dict:
        """Fill in defaults and refuse unknown keys or values."""
        merged = self.default_options()
        for key, value in options.items():
            opt = next((o for o in self.options if o.key == key), None)
            if opt is None:
                raise ValueError(f"{self.title} has no option called {key!r}.")
            # 1 == True and 6 == 6.0 in Python: a value must be one of the choices and of its type.
            if not any(type(value) is type(choice) and value == choice for choice, _ in opt.choices):
                raise ValueError(f"{opt.label} can't be {str(value)[:30]!r}.")
            merged[key] = value
        return merged


_cache: list[GameSpec] = []


def game_modules() -> tuple[str, ...]:
    """GAME_MODULES, plus any listed in BOOMTOWN_EXTRA_GAMES (comma-separated):
    a developer's way to try a game in every menu, sim and generic test
    before it is listed here."""
    extra = [name.strip() for name in os.environ.get("BOOMTOWN_EXTRA_GAMES", "").split(",") if name.strip()]
    return GAME_MODULES + tuple(name for name in extra if name not in GAME_MODULES)


def all_games() -> list[GameSpec]:
    if not _cache:
        _cache.extend(importlib.import_module(name).SPEC for name in game_modules())
    return list(_cache)


def get_game(game_id: str) -> GameSpec:
    for spec in all_games():
        if spec.id == game_id:
            return spec
    known = ", ".join(s.id for s in all_games())
    raise KeyError(f"No game called {game_id!r}. Known games: {known}.")
