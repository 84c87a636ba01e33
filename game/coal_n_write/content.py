"""Coal n' Write content read from game/data/coal_n_write.toml: the mine,
the minerals, the store sheets, blackjack payouts and the solo ranks."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass

from game.paths import DATA_DIR

with open(DATA_DIR / "coal_n_write.toml", "rb") as _handle:
    DATA = tomllib.load(_handle)

GAME = DATA["game"]
ROUNDS = GAME["rounds"]
DICE = GAME["dice"]
STASH_SIZE = GAME["stash_size"]
BURRO_SLOTS = GAME["burro_slots"]
TACK_SLOTS = GAME["tack_slots"]
BANDITS = tuple(GAME["bandits"]) + (GAME["burro7_bandits"],)  # per burro, Burro #7 last
MAX_BURROS = ROUNDS + 1
BANDIT_WORDS: dict[str, str] = DATA["bandit"]  # what a bandit takes, baiting him, ore kept back

MINERALS = tuple(m["letter"] for m in DATA["mineral"])  # most valuable first
VALUE = {m["letter"]: m["value"] for m in DATA["mineral"]}
NAME = {m["letter"]: m["name"] for m in DATA["mineral"]}


@dataclass(frozen=True)
class Deposit:
    index: int  # position in DEPOSITS, the id moves use
    tunnel: int
    step: int  # 0 = next to the main tunnel
    mineral: str
    number: int
    digs: int


TUNNELS: tuple[dict, ...] = tuple(DATA["tunnel"])
DEPOSITS: tuple[Deposit, ...] = tuple(
    Deposit(0, t, s, tunnel["mineral"], number, digs)
    for t, tunnel in enumerate(TUNNELS)
    for s, (number, digs) in enumerate(tunnel["deposits"])
)
DEPOSITS = tuple(Deposit(i, d.tunnel, d.step, d.mineral, d.number, d.digs) for i, d in enumerate(DEPOSITS))
TUNNEL_DEPOSITS = tuple(tuple(d.index for d in DEPOSITS if d.tunnel == t) for t in range(len(TUNNELS)))

STORE = {item["id"]: item for item in DATA["store"]}
STORE_ORDER = tuple(item["id"] for item in DATA["store"])
STORE_RULES = DATA["store_rules"]
BLACKJACK = tuple(DATA["blackjack"])
RANKS = tuple(DATA["rank"])


def _store_sheet(solo: bool) -> tuple[str, ...]:
    wanted = ("both", "solo") if solo else ("both", "multi")
    return tuple(i for i in STORE_ORDER if STORE[i]["sheet"] in wanted)


_STORE_SHEETS = {solo: _store_sheet(solo) for solo in (False, True)}  # read for every move listed


def store_items(solo: bool) -> tuple[str, ...]:
    """The store sheet in use: solo and multiplayer sheets differ."""
    return _STORE_SHEETS[solo]


def price(item: str) -> int:
    return STORE[item]["price"]


def blackjack_payout(total: int) -> dict:
    return next(row for row in BLACKJACK if total <= row["upto"])


def solo_rank(cash: int) -> str:
    title = RANKS[0]["title"]
    for row in RANKS:
        if cash >= row["from"]:
            title = row["title"]
    return title
