"""The one list of games. Menus, saves, demo, sim, bench and the generic
tests all read it, so adding a game touches only this file and the game.
A game's screens are found by its id (scenes/<id>/), never named here."""

from __future__ import annotations

import importlib
import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from game.contract import Rules

# Each module defines SPEC; the order here is the menu order.
GAME_MODULES = ("game.stripmine", "game.coal_n_write", "game.king_of_copper", "game.aircargo", "game.bindle_rails")


DATA_DIR = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True)
class Opponent:
    """One named level of bot a player can sit at the table."""

    id: str  # its key in GameSpec.bots, the name saves keep
    name: str  # what setup calls it: "Cautious Clem"
    style: str  # its personality in a sentence, setup's help line


@dataclass(frozen=True)
class Option:
    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]  # (value, label) pairs
    default: Any
    help: str = ""


def _option(row: dict) -> Option:
    choices = tuple((value, str(label)) for value, label in row["choices"])
    default = row["default"]
    if not any(type(default) is type(value) and default == value for value, _ in choices):
        raise ValueError(f"Option {row['key']!r}: its default {default!r} is not one of its choices.")
    return Option(str(row["key"]), str(row["label"]), choices, default, str(row.get("help", "")))


@dataclass(frozen=True)
class GameSpec:
    id: str
    title: str
    tagline: str
    min_players: int
    max_players: int
    version: int
    rules: Rules  # the game's rules module, checked against the contract by mypy
    bots: dict[str, Callable[[int], Any]]  # name -> factory(seed) -> Bot, weakest first ("random" first)
    options: tuple[Option, ...] = ()
    howto: str = ""  # TOML file of how-to-play pages under game/data
    opponents: tuple[Opponent, ...] = ()  # the named levels setup offers, weakest first
    person: str = "Prospector"  # what setup calls a person it seats unnamed ("Prospector 2"; alone, "Pilot")

    @property
    def strong_bot(self) -> str:
        """The strongest level: it fills the demo, gives hints and is the default opponent."""
        return self.opponents[-1].id if self.opponents else "strong"

    def bot_level(self, bot: str) -> str:
        """How hard a level plays, in a word: the weakest offered is "easy", the strongest "hard"."""
        ids = [opponent.id for opponent in self.opponents]
        if bot not in ids:
            return ""
        rank = ids.index(bot)
        return "easy" if rank == 0 else "hard" if rank == len(ids) - 1 else "middle"

    def bot_label(self, bot: str) -> str:
        """What setup and the table call a level; a bot not offered (the random one) by its id."""
        named = next((o.name for o in self.opponents if o.id == bot), None)
        return named or f"{bot.replace('_', ' ').capitalize()} bot"

    def default_options(self) -> dict:
        return {opt.key: opt.default for opt in self.options}

    def check_options(self, options: dict) -> dict:
        """Fill in defaults and refuse unknown keys or values."""
        merged = self.default_options()
        for key, value in options.items():
            opt = next((o for o in self.options if o.key == key), None)
            if opt is None:
                known = ", ".join(o.label for o in self.options) or "none"
                raise ValueError(f"{self.title} has no such option: its options are {known}.")
            # 1 == True and 6 == 6.0 in Python: a value must be one of the choices and of its type.
            if not any(type(value) is type(choice) and value == choice for choice, _ in opt.choices):
                raise ValueError(f"{opt.label} must be one of: {', '.join(label for _, label in opt.choices)}.")
            merged[key] = value
        return merged


def game_spec(game_id: str, version: int, rules: Rules, bots: dict[str, Callable[[int], Any]]) -> GameSpec:
    """A game's SPEC: its code (rules, bots, the save version) joined to what its content file
    data/<id>.toml says of it for the menus: [spec] (title, tagline, players, person), its [[option]]
    tables and its [[opponent]] tables, weakest first. Its how-to pages are data/<id>_howto.toml."""
    with open(DATA_DIR / f"{game_id}.toml", "rb") as handle:
        data = tomllib.load(handle)
    about = data["spec"]
    return GameSpec(
        id=game_id,
        title=str(about["title"]),
        tagline=str(about["tagline"]),
        min_players=int(about["players"][0]),
        max_players=int(about["players"][-1]),
        version=version,
        rules=rules,
        bots=bots,
        options=tuple(_option(row) for row in data.get("option", [])),
        howto=f"{game_id}_howto.toml",
        opponents=tuple(Opponent(str(r["id"]), str(r["name"]), str(r["style"])) for r in data.get("opponent", [])),
        person=str(about.get("person", "Prospector")),
    )


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
