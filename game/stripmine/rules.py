"""Stripmine: mine coins off the hills, then sell the scarce ones at auction.

Rules from the rule text (seeds/004). Choices the text leaves open are listed
under "Table rules" in game/data/stripmine_howto.toml.
"""

from __future__ import annotations

import itertools
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Mapping, Sequence, cast

from game import chance
from game.contract import public_events as event_view  # noqa: F401 (no event tells a pick: views hide it)
from game.core import (
    CHANCE,
    IllegalMove,
    Result,
    Rulebook,
    kind_words,
    places_from_keys,
    rng_for,
    turn_problem,
    view_copy,
)
from game.paths import DATA_DIR
from game.stripmine.moves import (
    MOVES,
    UNDOABLE,  # noqa: F401  (the contract's rules.UNDOABLE)
    ChanceMove,
    First,
    Flip,
    Hold,
    Mine,
    Move,
    Pick,
    PlayerMove,
    Settle,
)
from game.stripmine.phases import Phase

with open(DATA_DIR / "stripmine.toml", "rb") as _handle:
    DATA = tomllib.load(_handle)

HILL = tuple(coin["name"] for coin in DATA["coins"])  # bottom to top
VALUE = {coin["name"]: coin["value"] for coin in DATA["coins"]}
MINING_TURNS = tuple(DATA["game"]["mining_turns"])
POINTS = tuple(DATA["game"]["scarcity_points"])
HOLD_ONE_FROM = DATA["game"]["hold_one_from_players"]
REVEALED = DATA["game"]["coins_revealed"]
HIDDEN = "?"
PLURAL = {coin["name"]: coin["plural"] for coin in DATA["coins"]}


@dataclass
class State:
    seed: int
    players: int
    bear_market: bool
    blowout: bool
    absent_rank: bool
    chance_count: int = 0
    hills: list[list[str]] = field(default_factory=list)  # bottom to top; empty hills keep their place
    stashes: list[list[str]] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    phase: str = Phase.MINING  # mining, pick, flip, hold, first, settle, over
    auction: int = 0  # auctions finished so far
    order: list[int] = field(default_factory=list)  # seat order of this mining phase
    turns_taken: int = 0  # mining turns taken in this phase
    picks: list[list[str] | None] = field(default_factory=list)  # secret until all have picked
    revealed: list[list[str]] = field(default_factory=list)  # the coins of the auction being settled
    holds: list[str | None] = field(default_factory=list)  # secret held-over choices
    flip_pool: list[str] = field(default_factory=list)  # coins to flip at the next auction
    bear_hill: bool = False  # flip_pool is the set-aside hill that returns to the field
    discarded: list[str] = field(default_factory=list)
    tied_first: list[int] = field(default_factory=list)
    settle_order: list[int] = field(default_factory=list)

    @property
    def auctions_total(self) -> int:
        return len(MINING_TURNS) + (1 if self.blowout else 0)

    @property
    def current(self) -> int:
        return self.order[self.turns_taken % self.players]


def new_game(players: int, seed: int, options: dict) -> State:
    bear = options.get("variation", "standard") in ("bear", "bear_blowout")
    blowout = options.get("variation", "standard") in ("blowout", "bear_blowout")
    hills = [list(HILL) for _ in range(DATA["game"]["hills_per_player"] * players)]
    state = State(
        seed=seed,
        players=players,
        bear_market=bear,
        blowout=blowout,
        absent_rank=bool(options.get("absent_rank", False)),
        hills=hills,
        stashes=[[] for _ in range(players)],
        scores=[0] * players,
        order=list(range(players)),
        picks=[None] * players,
        holds=[None] * players,
    )
    if bear:  # one hill fewer on the field; its coins are flipped at the first auction
        state.flip_pool = state.hills.pop()
        state.bear_hill = True
    if options.get("opener", "first_seat") == "flip":  # a coin flip among everyone picks the opener
        state.phase = Phase.FIRST
        state.tied_first = list(range(players))
    return state


# --- who acts and what they may do -------------------------------------------
def to_act(state: State) -> list:
    if state.phase == Phase.MINING:
        return [state.current]
    if state.phase == Phase.PICK:
        return [seat for seat, pick in enumerate(state.picks) if pick is None]
    if state.phase == Phase.HOLD:
        return [seat for seat, hold in enumerate(state.holds) if hold is None]
    if state.phase in (Phase.FLIP, Phase.FIRST, Phase.SETTLE):
        return [CHANCE]
    return []


def pairs(stash: list[str]) -> list[list[str]]:
    """The distinct pairs of coins a stash can reveal, in hill order."""
    ordered = sorted(stash, key=HILL.index)
    choices = set(itertools.combinations(ordered, REVEALED))
    return [list(choice) for choice in sorted(choices, key=lambda c: [HILL.index(coin) for coin in c])]


def legal_moves(state: State, player) -> list[PlayerMove]:
    return cast(list[PlayerMove], RULEBOOK.legal(state, _candidates(state, player)))  # a subset of the candidates


def _candidates(state: State, seat) -> list[PlayerMove]:
    """The moves a seat at the table might make in this phase; the rulebook keeps the lawful ones."""
    if type(seat) is not int or not 0 <= seat < state.players:
        return []
    if state.phase == Phase.MINING:
        return [{"player": seat, "kind": "mine", "hill": i} for i in range(len(state.hills))]
    if state.phase == Phase.PICK:
        return [{"player": seat, "kind": "pick", "coins": pair} for pair in pairs(state.stashes[seat])]
    if state.phase == Phase.HOLD:
        return [
            {"player": seat, "kind": "hold", "coin": coin} for coin in sorted(set(state.revealed[seat]), key=HILL.index)
        ]
    return []


def chance_move(state: State) -> ChanceMove:
    rng = rng_for(state)
    if state.phase == Phase.FLIP:
        return {"player": CHANCE, "kind": "flip", "heads": [rng.random() < 0.5 for _ in state.flip_pool]}
    if state.phase == Phase.FIRST:
        return {"player": CHANCE, "kind": "first", "seat": rng.choice(state.tied_first)}
    if state.phase == Phase.SETTLE:
        groups = _tie_groups(state)
        order: list[int] = []
        for group in groups:
            group = list(group)
            rng.shuffle(group)
            order.extend(group)
        return {"player": CHANCE, "kind": "settle", "order": order}
    raise IllegalMove("Nothing is left to chance right now.")


def chance_outcomes(state: State) -> list[tuple[ChanceMove, Fraction]]:
    """The coins' flips, the first seat, the orders of tied players (unlisted for large ties)."""
    if state.phase == Phase.FLIP:
        flips = chance.joint([chance.evenly([False, True])] * len(state.flip_pool))
        return [({"player": CHANCE, "kind": "flip", "heads": heads}, p) for heads, p in flips]
    if state.phase == Phase.FIRST:
        return [({"player": CHANCE, "kind": "first", "seat": seat}, p) for seat, p in chance.evenly(state.tied_first)]
    if state.phase == Phase.SETTLE:
        orders = chance.joint([chance.shuffles(list(group)) for group in _tie_groups(state)])
        return [({"player": CHANCE, "kind": "settle", "order": sum(parts, [])}, p) for parts, p in orders]
    raise IllegalMove("Nothing is left to chance right now.")


def auction_number(state: State) -> tuple[int, int]:
    """(the auction being played, how many there are): the one the mining
    leads to or the picks are for; after scoring, the one just scored."""
    settled = state.phase in (Phase.HOLD, Phase.SETTLE, Phase.OVER)
    return (state.auction if settled else state.auction + 1), state.auctions_total


# --- what stops a move -----------------------------------------------------------
# Each problem is a sentence, or "" when the move may be made: the rulebook
# both refuses moves and lists them with these.
def _before(state: State, move: Mapping[str, Any]) -> str:
    player = move["player"]
    stopped = turn_problem(state.phase == Phase.OVER, player, to_act(state), "It isn't time to flip a coin.")
    if stopped:
        return stopped
    if player == CHANCE and move["kind"] != state.phase:
        return "That isn't what chance decides right now."
    return ""


def _mine_problem(state: State, move: Mine) -> str:
    hill = move["hill"]
    if state.phase != Phase.MINING:
        return "You can only mine during a mining turn."
    if not 0 <= hill < len(state.hills):
        return "There is no hill there."
    if not state.hills[hill]:
        return "That hill is mined out: pick a hill that still has coins."
    return ""


def _pick_problem(state: State, move: Pick) -> str:
    if state.phase != Phase.PICK:
        return "It isn't auction time yet."
    if len(move["coins"]) != REVEALED:
        return "Choose exactly two coins from your stash."
    coins, stash = move["coins"], state.stashes[move["player"]]
    if any(coins.count(coin) > stash.count(coin) for coin in coins):
        return "You can only reveal coins that are in your stash."
    return ""


def _hold_problem(state: State, move: Hold) -> str:
    if state.phase != Phase.HOLD:
        return "There is nothing to hold over right now."
    if move["coin"] not in state.revealed[move["player"]]:
        return "Hold over one of the two coins you just revealed."
    return ""


def _flip_problem(state: State, move: Flip) -> str:
    if len(move["heads"]) != len(state.flip_pool):
        return "A flip needs one heads-or-tails result for each coin."
    return ""


def _first_problem(state: State, move: First) -> str:
    return "" if move["seat"] in state.tied_first else "Only a player in the coin flip can win it."


def _settle_problem(state: State, move: Settle) -> str:
    if not _orders_only_ties(move["order"], _tie_groups(state)):
        return "The flip can only order players who are tied."
    return ""


# --- applying moves ------------------------------------------------------------
def apply(state: State, move: Move) -> list[dict]:
    return RULEBOOK.apply(state, move)


def _mine(state: State, move: Mine) -> list[dict]:
    hill = move["hill"]
    coin = state.hills[hill].pop()
    state.stashes[move["player"]].append(coin)
    state.turns_taken += 1
    events = [{"kind": "mine", "player": move["player"], "hill": hill, "coin": coin}]
    if state.turns_taken == MINING_TURNS[state.auction] * state.players:
        state.phase = Phase.PICK
        state.picks = [None] * state.players
        events.append({"kind": "auction", "number": state.auction + 1, "of": state.auctions_total})
    return events


def _pick(state: State, move: Pick) -> list[dict]:
    state.picks[move["player"]] = sorted(move["coins"], key=HILL.index)
    events = [{"kind": "picked", "player": move["player"]}]
    picks = [pick for pick in state.picks if pick is not None]
    if len(picks) == state.players:
        events += _reveal(state, picks)
    return events


def _reveal(state: State, picks: list[list[str]]) -> list[dict]:
    state.revealed = [list(pick) for pick in picks]
    for seat, pick in enumerate(picks):
        for coin in pick:
            state.stashes[seat].remove(coin)
    state.picks = [None] * state.players
    events = [{"kind": "reveal", "auction": state.auction + 1, "coins": [list(r) for r in state.revealed]}]
    if state.flip_pool:
        state.phase = Phase.FLIP
        return events
    return events + _score(state, [])


def _flip(state: State, move: Flip) -> list[dict]:
    heads = move["heads"]
    flipped = list(state.flip_pool)
    counted = [coin for coin, up in zip(flipped, heads) if up]
    events: list[dict] = [{"kind": "flip", "coins": flipped, "heads": list(heads)}]
    state.flip_pool = []
    if state.bear_hill:  # the set-aside hill goes back onto the field in its usual order
        state.hills.append(sorted(flipped, key=HILL.index))
        state.bear_hill = False
        events.append({"kind": "hill_returned", "hill": len(state.hills) - 1, "coins": list(state.hills[-1])})
        return events + _score(state, counted)
    state.discarded.extend(flipped)
    return events + _score(state, counted, [{"kind": "discard", "from": "pool", "coins": flipped}])


def scarcity_order(coins: list[str], absent_rank: bool = False) -> list[str]:
    """Denominations from scarcest to most common; ties go to the higher value."""
    counts = Counter(coins)
    names = HILL if absent_rank else [name for name in HILL if counts[name]]
    return sorted(names, key=lambda name: (counts[name], -VALUE[name]))


def auction_points(
    revealed: list[list[str]], flipped_heads: list[str], absent_rank: bool = False
) -> tuple[list[int], dict]:
    """Points per player for their revealed coins, and points per denomination."""
    everything = [coin for pick in revealed for coin in pick] + list(flipped_heads)
    order = scarcity_order(everything, absent_rank)
    worth = {name: POINTS[rank] for rank, name in enumerate(order)}
    return [sum(worth[coin] for coin in pick) for pick in revealed], worth


def _score(state: State, counted_flips: list[str], after_score: Sequence[dict] = ()) -> list[dict]:
    gains, worth = auction_points(state.revealed, counted_flips, state.absent_rank)
    for seat, gain in enumerate(gains):
        state.scores[seat] += gain
    state.auction += 1
    events = [
        {
            "kind": "score",
            "auction": state.auction,
            "of": state.auctions_total,
            "order": scarcity_order([c for p in state.revealed for c in p] + counted_flips, state.absent_rank),
            "counts": dict(Counter([c for p in state.revealed for c in p] + counted_flips)),
            "worth": worth,
            "gains": gains,
            "scores": list(state.scores),
        }
    ] + list(after_score)
    more_auctions = state.auction < state.auctions_total
    if state.bear_market and more_auctions:
        if state.players >= HOLD_ONE_FROM:
            state.phase = Phase.HOLD
            state.holds = [None] * state.players
            return events
        state.flip_pool = [coin for pick in state.revealed for coin in pick]
        events.append({"kind": "held_over", "coins": [list(r) for r in state.revealed]})
    else:
        state.discarded.extend(coin for pick in state.revealed for coin in pick)
        events.append({"kind": "discard", "from": "revealed", "coins": [c for p in state.revealed for c in p]})
    state.revealed = []
    return events + _next_phase(state)


def _hold(state: State, move: Hold) -> list[dict]:
    seat = move["player"]
    state.holds[seat] = move["coin"]
    events = [{"kind": "holding", "player": seat}]
    held = [hold for hold in state.holds if hold is not None]
    if len(held) < state.players:
        return events
    dropped = []
    for pick, hold in zip(state.revealed, held):
        rest = list(pick)
        rest.remove(hold)
        dropped.extend(rest)
    state.flip_pool = held
    state.discarded.extend(dropped)
    state.holds = [None] * state.players
    state.revealed = []
    events.append({"kind": "held_over", "coins": [[coin] for coin in held]})
    events.append({"kind": "discard", "from": "revealed", "coins": dropped})
    return events + _next_phase(state)


def _next_phase(state: State) -> list[dict]:
    """After an auction: the next mining phase, the Blowout reveal, or the end."""
    if state.auction >= state.auctions_total:
        return _finish(state)
    if state.auction >= len(MINING_TURNS):  # Blowout: everyone reveals what is left
        return [{"kind": "blowout", "auction": state.auction + 1, "of": state.auctions_total}] + _reveal(
            state, [list(s) for s in state.stashes]
        )
    fewest = min(state.scores)
    tied = [seat for seat, score in enumerate(state.scores) if score == fewest]
    if len(tied) > 1:
        state.phase = Phase.FIRST
        state.tied_first = tied
        return []
    return _start_mining(state, tied[0])


def _first(state: State, move: First) -> list[dict]:
    tied = state.tied_first
    state.tied_first = []
    return [{"kind": "first", "seat": move["seat"], "tied": tied}] + _start_mining(state, move["seat"])


def _start_mining(state: State, first: int) -> list[dict]:
    state.order = [(first + step) % state.players for step in range(state.players)]
    state.phase = Phase.MINING
    state.turns_taken = 0
    return [{"kind": "mining", "auction": state.auction + 1, "of": state.auctions_total, "order": list(state.order)}]


def _ranking_keys(state: State) -> list[tuple[int, int]]:
    return [(state.scores[s], sum(VALUE[c] for c in state.stashes[s])) for s in range(state.players)]


def _tie_groups(state: State) -> list[list[int]]:
    keys = _ranking_keys(state)
    return [[s for s in range(state.players) if keys[s] == key] for key in sorted(set(keys), reverse=True)]


def _finish(state: State) -> list[dict]:
    if any(len(group) > 1 for group in _tie_groups(state)):
        state.phase = Phase.SETTLE
        return []
    state.settle_order = [group[0] for group in _tie_groups(state)]
    state.phase = Phase.OVER
    return [{"kind": "game_over"}]


def _orders_only_ties(order: list[int], groups: list[list[int]]) -> bool:
    """True when `order` names every seat once and keeps each group of tied
    players in its own place: a flip may only order players who are tied."""
    start = 0
    for group in groups:
        if sorted(order[start : start + len(group)]) != sorted(group):
            return False
        start += len(group)
    return len(order) == start


def _settle(state: State, move: Settle) -> list[dict]:
    order = move["order"]
    state.settle_order = list(order)
    state.phase = Phase.OVER
    return [{"kind": "settle", "order": list(order)}, {"kind": "game_over"}]


_HANDLERS: dict[str, Callable[..., list[dict]]] = {
    "mine": _mine,
    "pick": _pick,
    "hold": _hold,
    "flip": _flip,
    "first": _first,
    "settle": _settle,
}
_PROBLEMS: dict[str, Callable[..., str]] = {
    "mine": _mine_problem,
    "pick": _pick_problem,
    "hold": _hold_problem,
    "flip": _flip_problem,
    "first": _first_problem,
    "settle": _settle_problem,
}
RULEBOOK = Rulebook(MOVES, _HANDLERS, _PROBLEMS, _before)


def problem(state: State, move: PlayerMove) -> str:
    """The rules' sentence refusing `move`, or "" when it may be made; nothing is changed."""
    return RULEBOOK.problem(state, cast(dict, move))


# --- the end ------------------------------------------------------------------
def is_over(state: State) -> bool:
    return state.phase == Phase.OVER


def settling(state: State) -> list[tuple[int, str, int]]:
    """Who takes which coins when playing for money: (seat, denomination, cents).
    With fewer than four players the unclaimed coins go to first place."""
    counts = Counter(name for name in HILL for _ in range(2 * state.players))
    shares = []
    for place, name in enumerate(DATA["game"]["settling"]):
        seat = state.settle_order[place] if place < state.players else state.settle_order[0]
        shares.append((seat, name, counts[name] * VALUE[name]))
    return shares


def result(state: State) -> Result:
    keys = _ranking_keys(state)
    places = places_from_keys(keys)
    titles = ["Mine Boss" if place == 1 else "" for place in places]
    lines = []
    if sum(1 for p in places if p == 1) > 1:
        lines.append("A shared win: points and stash value are level.")
    for score in sorted(set(state.scores), reverse=True):
        tied = [seat for seat in range(state.players) if state.scores[seat] == score]
        if len(tied) > 1 and len({keys[seat][1] for seat in tied}) > 1:
            stashes = ", ".join(f"{{p{seat}}} {keys[seat][1]}c" for seat in sorted(tied, key=lambda t: -keys[t][1]))
            lines.append(f"Tied on {score} points, so the stash worth more places higher: {stashes}.")
    if state.settle_order:
        lines.append(
            "Playing for money? "
            + "; ".join(
                f"{{p{seat}}} takes the {PLURAL[name]} (${cents / 100:.2f})" for seat, name, cents in settling(state)
            )
            + "."
        )
    return Result(scores=list(state.scores), places=places, titles=titles, lines=lines)


# --- secrets, checks, words ---------------------------------------------------
def secrets(state: State, player) -> dict:
    """What `player` may not know now: the others' picks and held coins."""
    hidden: dict[str, object] = {
        f"pick {seat}": pick for seat, pick in enumerate(state.picks) if pick is not None and seat != player
    }
    hidden.update(
        {f"hold {seat}": hold for seat, hold in enumerate(state.holds) if hold is not None and seat != player}
    )
    return hidden


def view(state: State, player) -> State:
    seen = view_copy(state)
    seen.picks = [pick if pick is None or seat == player else [HIDDEN, HIDDEN] for seat, pick in enumerate(state.picks)]
    seen.holds = [hold if hold is None or seat == player else HIDDEN for seat, hold in enumerate(state.holds)]
    return seen


def invariants(state: State) -> None:
    """Nothing created or lost: every coin is on a hill, in a stash, being
    settled, waiting to be flipped, or discarded."""
    where = [c for hill in state.hills for c in hill] + [c for s in state.stashes for c in s]
    where += [c for r in state.revealed for c in r] + state.flip_pool + state.discarded
    expected = Counter({name: 2 * state.players for name in HILL})
    assert Counter(where) == expected, f"coins out of balance: {Counter(where)} != {expected}"
    for seat, pick in enumerate(state.picks):
        if pick is not None:
            assert not Counter(pick) - Counter(state.stashes[seat]), "a pick holds a coin the stash lacks"


DESCRIPTIONS = {
    "pick": "chooses two coins",
    "hold": "holds a coin over",
    "flip": "flips the Bear Market coins",
    "first": "wins the coin flip to go first",
    "settle": "flips coins to order the tied players",
}


def describe(move: dict) -> str:
    if move.get("kind") == "mine":
        return f"mines hill {move['hill'] + 1}"
    return kind_words(move, DESCRIPTIONS)
