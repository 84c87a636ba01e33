"""Coal n' Write's state: one Sheet per player and the table they share (the
dice, the Bunkhouse, the round), and the two ways ink goes on a sheet besides
a move's own marks: cash through the ledger, and an Ore Stash spot scratched.

Applying a move copies the state first (core.atomic_apply). Every field
of a Sheet is a value or a flat list of values, so a deep copy is a slice
of each list: quick, and it shares nothing with the original.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from game.coal_n_write.content import DEPOSITS, DICE, MAX_BURROS, ROUNDS, STASH_SIZE
from game.coal_n_write.phases import Phase
from game.core import view_copy

HELD = ""  # an Ore Stash spot not yet scratched out
PINKERTONS = "P"  # a spot scratched for the Pinkertons


def _copy_fields(obj, memo):
    """A copy of a rules object whose fields are values or flat lists of
    values: each list is sliced, so the copy shares no mutable object."""
    new = obj.__class__.__new__(obj.__class__)
    memo[id(obj)] = new
    new.__dict__.update({name: value[:] if type(value) is list else value for name, value in obj.__dict__.items()})
    return new


@dataclass
class Sheet:
    """One player's worksheet, plus what they are doing this turn."""

    claimed: list[bool] = field(default_factory=lambda: [False] * len(DEPOSITS))
    dug: list[int] = field(default_factory=lambda: [0] * len(DEPOSITS))
    stash: list[str] = field(default_factory=list)  # letters in the order written
    crossed: list[str] = field(default_factory=list)  # per spot: HELD, "1".."7" (burro) or PINKERTONS
    cash: int = 0
    ledger: list[int] = field(default_factory=list)  # every change of cash: cash is always their sum
    ledger_why: list[str] = field(default_factory=list)  # the rule behind each ledger entry
    pistols: list[int] = field(default_factory=lambda: [0] * MAX_BURROS)  # bandits scratched per burro
    extra_bandits: list[int] = field(default_factory=lambda: [0] * MAX_BURROS)  # blackjack busts it carried
    bust_bandits: int = 0  # blackjack busts riding on the next burro loaded
    bonus_ore: list[str] = field(default_factory=list)  # blackjack winnings riding on the next burro loaded
    tack: bool = False
    strike_gold: bool = False
    wash_day: bool = False
    tonics: int = 0
    tonics_bought: int = 0
    shares: list[int] = field(default_factory=list)  # the round (1-based) each share was bought in
    burro7: bool = False
    burro_round: list[int] = field(default_factory=lambda: [-1] * MAX_BURROS)  # the round each went out, -1 unused
    # per burro, as strings of letters ("SSTC"): loaded from the stash, blackjack ore, taken by bandits
    burros: list[str] = field(default_factory=lambda: [""] * MAX_BURROS)
    burro_bonus: list[str] = field(default_factory=lambda: [""] * MAX_BURROS)
    stolen: list[str] = field(default_factory=lambda: [""] * MAX_BURROS)
    earned: list[int] = field(default_factory=lambda: [0] * MAX_BURROS)
    # --- this turn ---
    used: list[str] = field(default_factory=lambda: [""] * DICE)  # per die: "" or what it did
    confirmed: bool = False
    tonic_now: bool = False
    hunts: int = 0
    coal_report: bool = False
    pinkertons: bool = False
    blackjack: list[int] | None = None  # doubled dice so far, while playing
    blackjack_wait: bool = False  # a blackjack die is to be thrown
    chosen: int = -1  # the unused burro chosen to load at the end of this round, -1 before choosing
    loading: list[str] = field(default_factory=list)  # the minerals on it so far
    sent: bool = False

    def __deepcopy__(self, memo) -> "Sheet":
        return _copy_fields(self, memo)

    def held(self) -> Counter:
        return Counter([letter for letter, mark in zip(self.stash, self.crossed) if mark == HELD])

    def spots_left(self) -> int:
        return STASH_SIZE - len(self.stash)


@dataclass
class State:
    seed: int
    players: int
    triple_visits: int = 1  # store visits three of a kind allows (an option; the text says one)
    dig_anywhere: bool = False  # the looser reading (an option): dig even where the dice could claim
    chance_count: int = 0
    phase: Phase = Phase.ROLL
    round: int = 0  # 0-based; each player loads one burro a round
    turn: int = 0  # turns so far this round
    final_round: int = -1  # set when the Pinkertons are called
    dice: list[int] = field(default_factory=lambda: [0] * DICE)
    bunkhouse: list[int] = field(default_factory=list)  # dice indices, in the order they went
    coal_baron_taken: bool = False
    sheets: list[Sheet] = field(default_factory=list)

    def __deepcopy__(self, memo) -> "State":
        new = _copy_fields(self, memo)
        new.sheets = [sheet.__deepcopy__(memo) for sheet in self.sheets]
        return new

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def hand(self) -> list[int]:
        return [i for i in range(DICE) if i not in self.bunkhouse]

    @property
    def rounds_total(self) -> int:
        """One round per burro: six, and Burro #7 (solo) adds a seventh."""
        return ROUNDS + (1 if self.solo and self.sheets and self.sheets[0].burro7 else 0)

    @property
    def last_round(self) -> bool:
        return self.round == self.final_round or self.round >= self.rounds_total - 1


def new_game(players: int, seed: int, options: dict) -> State:
    return State(
        seed=seed,
        players=players,
        triple_visits=int(options.get("triple_visits", 1)),
        dig_anywhere=bool(options.get("dig_anywhere", False)),
        sheets=[Sheet() for _ in range(players)],
    )


def pay(sheet: Sheet, dollars: int, reason: str) -> None:
    """Cash changes only here, so the ledger always adds up to it."""
    sheet.cash += dollars
    sheet.ledger.append(dollars)
    sheet.ledger_why.append(reason)


def scratch_one(sheet: Sheet, mineral: str, mark: str) -> int:
    """Scratch out the first held spot of a mineral with a mark (a burro's number or PINKERTONS)."""
    spot = next(i for i, (letter, m) in enumerate(zip(sheet.stash, sheet.crossed)) if letter == mineral and m == HELD)
    sheet.crossed[spot] = mark
    return spot


def view(state: State, player) -> State:
    """Every sheet lies open on the table: only the seed is hidden. The copy
    shares nothing, so whoever holds it may scribble on it."""
    return view_copy(state)
