"""The state of a King of Copper game: what lies on the table, how a game is
dealt, who acts next, and what must always hold."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field

from game.core import CHANCE
from game.king_of_copper import board as B
from game.king_of_copper.cards import (
    ALL_CHIPS,
    BLUE_IDS,
    CHARACTER_IDS,
    EVENTS,
    GAME,
    GREEN_IDS,
    chip_faces,
)
from game.king_of_copper.phases import Phase

TOKENS = GAME["tokens"]

# Game lengths: the full game, and a short taster for learning (the setup screen's option).
LENGTHS = {
    "standard": {"tokens": TOKENS, "max_rounds": GAME["max_rounds"]},
    "taster": {"tokens": GAME["taster_tokens"], "max_rounds": GAME["taster_rounds"]},
}


TOTAL_MONEY = GAME["bank_money"]  # bank + players' money is always this (see invariants)


_NESTED = ("tokens", "hands", "cashed", "tickets")  # State fields that are lists of lists


@dataclass
class State:
    seed: int
    players: int
    quarters: list[int] = field(default_factory=list)
    max_rounds: int = 60
    chance_count: int = 0
    money: list[int] = field(default_factory=list)
    bank: int = 0
    tokens: list[list[str]] = field(default_factory=list)
    # mines: owner seat or -1, the green and blue chip still in it ("" when taken)
    owner: dict = field(default_factory=dict)
    green: dict = field(default_factory=dict)
    blue: dict = field(default_factory=dict)
    bought_turn: dict = field(default_factory=dict)  # mine -> turn number its title was bought
    chip_kind: dict = field(default_factory=dict)  # chip -> ore, fools, sacred, great_blue ("?" hidden)
    chip_value: dict = field(default_factory=dict)  # chip -> dollars ("?" hidden)
    hands: list[list[str]] = field(default_factory=list)  # uncashed chips, face down
    cashed: list[list[str]] = field(default_factory=list)
    discarded: list[str] = field(default_factory=list)
    deep_dug: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # deep mines dug per district
    characters: list[str] = field(default_factory=list)  # per seat, "" for none
    character_pool: list[str] = field(default_factory=list)
    tickets: list[list[int]] = field(default_factory=list)
    event_pile: list = field(default_factory=list)  # card numbers, top first
    anaconda: int = -1  # holder seat; -1 nobody yet; -2 cashed
    bad_luck: list[int] = field(default_factory=list)  # bad-luck turns still to come (one die each)
    turn_dice: int = 2  # dice in each roll of this turn: 1 on a bad-luck turn
    skip: list[int] = field(default_factory=list)
    first_turn: list[bool] = field(default_factory=list)  # still to take the first turn
    first_home: int = -1
    phase: str = Phase.OPENING  # what the game waits for (phases.py)
    tied: list[int] = field(default_factory=list)  # opening roll-off
    order: list[int] = field(default_factory=list)
    current: int = 0
    turn: int = 0  # turns started so far
    round: int = 1
    dice: list[int] = field(default_factory=list)
    used: list[bool] = field(default_factory=list)
    moved_token: int = -1  # the token the first die moved (the second must move another)
    overshoot_used: bool = False
    worked: list[str] = field(default_factory=list)  # mines worked this turn
    arrived_tunnel: list[int] = field(default_factory=list)
    arrived_frame: list[int] = field(default_factory=list)  # tokens that reached a head frame this turn
    peek: str = ""  # the mine whose deep chip the current seat is looking at
    peek_paid: int = 0
    tasks: list[dict] = field(default_factory=list)  # decisions and chance due before play goes on
    trade: dict | None = None
    offered: list[int] = field(default_factory=list)  # seats that have started a trade offer this turn
    final_from: int = -1  # seat whose Great Blue Sapphire started the final round
    end_reason: str = ""

    def __deepcopy__(self, memo):
        """Every apply copies the state (core.atomic_apply): copy field by
        field, since the values inside are plain strings and numbers."""
        twin = copy.copy(self)
        fields = twin.__dict__
        for name, value in self.__dict__.items():
            kind = type(value)
            if kind is list:
                fields[name] = [v[:] for v in value] if name in _NESTED else value[:]
            elif kind is dict:
                fields[name] = value.copy()
        fields["tasks"] = [{k: (v[:] if type(v) is list else v) for k, v in t.items()} for t in self.tasks]
        if self.trade is not None:
            fields["trade"] = {k: (v[:] if type(v) is list else v) for k, v in self.trade.items()}
        return twin

    @property
    def current_trade(self) -> dict:
        """The trade offer being built or answered: only asked for while there is one."""
        assert self.trade is not None, "no trade offer is on the table"
        return self.trade

    @property
    def dice_left(self) -> list[int]:
        return [i for i, u in enumerate(self.used) if not u]


# --- setting up ----------------------------------------------------------------------------
def new_game(players: int, seed: int, options: dict) -> State:
    rng = random.Random(f"king_of_copper:{seed}")
    # Which id carries which face is dealt afresh each game, so a face-down chip's id tells nothing.
    faces = chip_faces()
    green_faces, blue_faces = faces[: len(GREEN_IDS)], faces[len(GREEN_IDS) :]
    rng.shuffle(green_faces)
    rng.shuffle(blue_faces)
    greens, blues = list(GREEN_IDS), list(BLUE_IDS)
    rng.shuffle(greens)
    rng.shuffle(blues)
    length = LENGTHS.get(options.get("length", "standard"), LENGTHS["standard"])
    state = State(seed=seed, players=players, quarters=B.quarters_for(players), max_rounds=length["max_rounds"])
    dealt = dict(zip(GREEN_IDS + BLUE_IDS, green_faces + blue_faces))
    state.chip_kind = {cid: dealt[cid][0] for cid in ALL_CHIPS}
    state.chip_value = {cid: dealt[cid][1] for cid in ALL_CHIPS}
    for mine, g, b in zip(B.MINES, greens, blues):
        state.owner[mine], state.green[mine], state.blue[mine] = -1, g, b
        state.bought_turn[mine] = -1
    state.money = [GAME["start_money"]] * players
    state.bank = TOTAL_MONEY - sum(state.money)
    state.tokens = [["start"] * length["tokens"] for _ in range(players)]
    state.hands = [[] for _ in range(players)]
    state.cashed = [[] for _ in range(players)]
    state.characters = [""] * players
    state.character_pool = list(CHARACTER_IDS)
    state.tickets = [[] for _ in range(players)]
    pile = list(range(len(EVENTS)))
    rng.shuffle(pile)
    state.event_pile = pile
    state.bad_luck = [0] * players
    state.skip = [0] * players
    state.first_turn = [True] * players
    state.tied = list(range(players))
    return state


# --- who acts ------------------------------------------------------------------------------
def to_act(state: State) -> list:
    if state.phase == Phase.OVER:
        return []
    if state.tasks:
        task = state.tasks[0]
        return [CHANCE] if task.get("chance") else [task["seat"]]
    if state.phase in (Phase.OPENING, Phase.CAVE, Phase.ROLL):
        return [CHANCE]
    if state.phase == Phase.TRADE_ANSWER:
        return [state.current_trade["with"]]
    if state.phase == Phase.TRADE_BUILD:
        return [state.current_trade["from"]]  # the offering seat builds its offer, on any player's invitation
    return [state.current]


def all_home(state: State, seat: int) -> bool:
    return all(t == "home" for t in state.tokens[seat])


# --- checks --------------------------------------------------------------------------------
def invariants(state: State) -> None:
    assert state.bank >= 0 and all(m >= 0 for m in state.money), "money went below zero"
    assert state.bank + sum(state.money) == TOTAL_MONEY, "money was created or lost"
    where = [c for layer in (state.green, state.blue) for c in layer.values() if c]
    where += [c for hand in state.hands for c in hand] + [c for pile in state.cashed for c in pile] + state.discarded
    assert sorted(where) == sorted(ALL_CHIPS), "a chip was duplicated or lost"
    for mine in B.MINES:
        assert not state.green[mine] or state.green[mine] in GREEN_IDS
        assert not state.blue[mine] or state.blue[mine] in BLUE_IDS
    nodes = B.all_nodes(state.quarters)
    for seat, tokens in enumerate(state.tokens):
        assert len(tokens) == len(state.tokens[0]) and tokens
        for node in tokens:
            assert node in nodes, f"token on no real space: {node}"
            assert node[0] != "L" or node.startswith(f"L{state.quarters[seat]}_"), "token on another's ladder"
    cards = sorted(state.event_pile + [c for held in state.tickets for c in held])
    assert cards == list(range(len(EVENTS))), "an event card was duplicated or lost"
    assert state.anaconda in (-2, -1) or 0 <= state.anaconda < state.players
    assert len(set(c for c in state.characters if c)) == sum(1 for c in state.characters if c)
