"""Coal n' Write: a roll-and-write about digging minerals and loading burros.

Rules from the rule text (seeds/000). The printed sheets (mine, Ore Stash,
bandit burros, missing prices) are in game/data/coal_n_write.toml; choices
the text leaves open are under "Table rules" in coal_n_write_howto.toml.

Every player uses the same roll. A turn is built from small moves: claim a
deposit with some dice, dig a box with one die, send one die to the store,
and confirm. The next roll comes once everyone has confirmed. The dice are
shared, so the Bunkhouse is shared too. At a round's end each player
chooses one of their unused burros, loads it and sends it off. Undo inside
a turn is the scene's (it replays the log without the player's last move:
a player's moves in a turn touch only their own sheet, but for a Coal Baron
tie, which takes cash back from the earlier reporters).

Applying a move copies the state first (core.atomic_apply). Every field
of a Sheet is a value or a flat list of values, so a deep copy is a slice
of each list: quick, and it shares nothing with the original.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field

from game.coal_n_write.content import (
    BANDITS,
    BURRO_SLOTS,
    DEPOSITS,
    DICE,
    MAX_BURROS,
    MINERALS,
    NAME,
    RANKS,
    ROUNDS,
    STASH_SIZE,
    STORE,
    STORE_RULES,
    TACK_SLOTS,
    TUNNEL_DEPOSITS,
    VALUE,
    blackjack_payout,
    price,
    solo_rank,
    store_items,
)
from game.core import (
    CHANCE,
    IllegalMove,
    MoveShapes,
    Result,
    atomic_apply,
    places_from_keys,
    require,
    rng_for,
    view_copy,
)

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
        return Counter(letter for letter, mark in zip(self.stash, self.crossed) if mark == HELD)

    def spots_left(self) -> int:
        return STASH_SIZE - len(self.stash)


@dataclass
class State:
    seed: int
    players: int
    triple_visits: int = 1  # store visits three of a kind allows (an option; the text says one)
    dig_anywhere: bool = False  # the looser reading (an option): dig even where the dice could claim
    chance_count: int = 0
    phase: str = "roll"  # roll, build, varmint, load, over
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


# --- reading the sheet ----------------------------------------------------------------
def is_open(sheet: Sheet, deposit: int) -> bool:
    """A deposit can be worked when it is unclaimed and every deposit between
    it and the main tunnel is claimed."""
    d = DEPOSITS[deposit]
    if sheet.claimed[deposit]:
        return False
    return d.step == 0 or sheet.claimed[TUNNEL_DEPOSITS[d.tunnel][d.step - 1]]


def open_deposits(sheet: Sheet) -> list[int]:
    """The first unclaimed deposit of each tunnel (the only ones open)."""
    claimed = sheet.claimed
    found = []
    for index in TUNNEL_DEPOSITS:
        for deposit in index:
            if not claimed[deposit]:
                found.append(deposit)
                break
    return sorted(found)


def dug_out(sheet: Sheet, deposit: int) -> bool:
    return sheet.dug[deposit] >= DEPOSITS[deposit].digs


def bandits_on(sheet: Sheet, burro: int) -> int:
    """Live bandits on a burro: its printed hats and, once it went out, the
    blackjack busts it carried; an unused burro would carry the busts now
    waiting for the next burro. Pistols scratch them."""
    busts = sheet.extra_bandits[burro] if sheet.burro_round[burro] >= 0 else sheet.bust_bandits
    return max(0, BANDITS[burro] + busts - sheet.pistols[burro])


def burros_owned(state: State) -> int:
    return state.rounds_total


def unused_burros(state: State, sheet: Sheet) -> list[int]:
    """The burros not sent out yet: the player chooses one at each round's end."""
    return [b for b in range(burros_owned(state)) if sheet.burro_round[b] < 0]


def capacity(sheet: Sheet) -> int:
    return BURRO_SLOTS + (TACK_SLOTS if sheet.tack else 0)


def stash_value(sheet: Sheet) -> int:
    return sum(VALUE[letter] * count for letter, count in sheet.held().items())


def free_dice(state: State, sheet: Sheet) -> list[int]:
    return [i for i in state.hand if not sheet.used[i]]


def bunkhouse_candidate(state: State) -> int | None:
    """The die that goes to the Bunkhouse at the end of this turn (only one a turn)."""
    ones = [i for i in state.hand if state.dice[i] == 1]
    return ones[0] if ones else None


def visits_left(state: State, sheet: Sheet, die: int) -> int:
    """A pair or a triple allows one store visit (a triple two with the
    option): each visit sets aside a die of the matching set."""
    value = state.dice[die]
    matching = [i for i in state.hand if state.dice[i] == value]
    visited = sum(1 for i in matching if sheet.used[i].startswith("store"))
    return min(len(matching) - 1, state.triple_visits) - visited


def live_bandit_burros(state: State, sheet: Sheet) -> list[int]:
    """Unused burros a bandit would ride on: the Pistol's targets."""
    return [b for b in unused_burros(state, sheet) if bandits_on(sheet, b) > 0]


# --- who acts -----------------------------------------------------------------------------
def to_act(state: State) -> list:
    if state.phase in ("roll", "varmint"):
        return [CHANCE]
    if state.phase == "build":
        if any(sheet.blackjack_wait for sheet in state.sheets):
            return [CHANCE]
        return [seat for seat, sheet in enumerate(state.sheets) if not sheet.confirmed]
    if state.phase == "load":
        return [seat for seat, sheet in enumerate(state.sheets) if not sheet.sent]
    return []


def legal_moves(state: State, player) -> list[dict]:
    if player == CHANCE or player not in to_act(state):
        return []
    sheet = state.sheets[player]
    if state.phase == "load":
        return _load_moves(state, player, sheet)
    if sheet.blackjack is not None:
        return [{"player": player, "kind": "hit"}, {"player": player, "kind": "stay"}]
    moves = []
    if _tonic_allowed(state, sheet):
        moves.append({"player": player, "kind": "tonic"})
    free = free_dice(state, sheet)
    subsets = _subsets(state, free)
    for deposit in open_deposits(sheet):
        for dice in claim_sets(state, sheet, deposit, free, subsets):
            moves.append({"player": player, "kind": "claim", "deposit": deposit, "dice": list(dice)})
        if dig_problem(state, sheet, deposit, free[:1]) is None:
            moves += [{"player": player, "kind": "dig", "deposit": deposit, "die": die} for die in free]
    for die in free:
        if visits_left(state, sheet, die) > 0 and all(state.dice[o] != state.dice[die] for o in free if o < die):
            moves += _store_moves(state, player, sheet, die)
    moves.append({"player": player, "kind": "confirm"})
    return moves


def _subsets(state: State, free: list[int]) -> list[tuple[tuple[int, ...], int, int]]:
    """Every set of free dice with its sum and its smallest die."""
    found = []
    for size in range(1, len(free) + 1):
        for combo in itertools.combinations(free, size):
            values = [state.dice[d] for d in combo]
            found.append((combo, sum(values), min(values)))
    return found


def claim_sets(state: State, sheet: Sheet, deposit: int, free: list[int], subsets=None) -> list[tuple[int, ...]]:
    """The sets of free dice that claim a deposit using no die it doesn't
    need: one die for a dug-out deposit, else dice whose sum meets the number
    but would fall short without any one of them."""
    if sheet.spots_left() <= 0:
        return []
    if dug_out(sheet, deposit):
        return [(die,) for die in free]
    number = DEPOSITS[deposit].number
    subsets = _subsets(state, free) if subsets is None else subsets
    # every die is needed exactly when dropping the smallest one falls short
    return [combo for combo, total, low in subsets if total >= number and total - low < number]


def _load_moves(state: State, player: int, sheet: Sheet) -> list[dict]:
    moves = [
        {"player": player, "kind": "choose_burro", "burro": b} for b in unused_burros(state, sheet) if b != sheet.chosen
    ]
    if sheet.chosen < 0:
        return moves
    held = sheet.held()
    loading = Counter(sheet.loading)
    if len(sheet.loading) < capacity(sheet):
        moves += [{"player": player, "kind": "load", "mineral": m} for m in MINERALS if held[m] > loading[m]]
    moves += [{"player": player, "kind": "unload", "mineral": m} for m in MINERALS if loading[m]]
    moves.append({"player": player, "kind": "send"})
    return moves


def _store_moves(state: State, player: int, sheet: Sheet, die: int) -> list[dict]:
    """Store visits for one die (dice of the same value give the same visits,
    so only the first free die of each value is listed)."""
    moves = []
    for item in store_items(state.solo):
        if item == "pistol":
            burros = live_bandit_burros(state, sheet)
            for size in range(1, len(burros) + 1):
                for chosen in itertools.combinations(burros, size):
                    if sheet.cash >= price("pistol") * size:
                        moves.append(
                            {"player": player, "kind": "store", "item": item, "die": die, "burros": list(chosen)}
                        )
        elif item in ("shares", "tonic"):
            most = sheet.cash // price(item)
            if item == "tonic":
                most = min(most, STORE_RULES["tonic_limit"] - sheet.tonics_bought)
            moves += [
                {"player": player, "kind": "store", "item": item, "die": die, "count": n} for n in range(1, most + 1)
            ]
        elif _store_problem(state, sheet, item, {}) is None:
            moves.append({"player": player, "kind": "store", "item": item, "die": die})
    return moves


# --- chance ----------------------------------------------------------------------------------
def chance_move(state: State) -> dict:
    rng = rng_for(state)
    if state.phase == "roll":
        return {"player": CHANCE, "kind": "roll", "dice": [rng.randint(1, 6) for _ in state.hand]}
    if state.phase == "varmint":
        hunts = [
            {"seat": seat, "dice": [rng.randint(1, 6) for _ in range(DICE)]}
            for seat, sheet in enumerate(state.sheets)
            for _ in range(sheet.hunts)
        ]
        return {"player": CHANCE, "kind": "varmint", "hunts": hunts}
    if state.phase == "build":
        seat = next((s for s, sheet in enumerate(state.sheets) if sheet.blackjack_wait), None)
        if seat is not None:
            return {"player": CHANCE, "kind": "blackjack_die", "seat": seat, "die": rng.randint(1, 6)}
    raise IllegalMove("Nothing is left to chance right now.")


# --- applying moves ---------------------------------------------------------------------------
# What a player may take back within a turn (Match.undo): placements on
# their own sheet, never a roll, a burro sent off or a turn confirmed.
UNDOABLE = frozenset({"claim", "dig", "store", "tonic", "choose_burro", "load", "unload"})

# What each move looks like; core.check_shape refuses anything else.
MOVES = MoveShapes(
    "Coal n' Write",
    player={
        "claim": {"deposit": int, "dice": [int]},
        "dig": {"deposit": int, "die": int},
        "store": {"item": str, "die": int, "burros?": [int], "count?": int},
        "tonic": {},
        "hit": {},
        "stay": {},
        "confirm": {},
        "choose_burro": {"burro": int},
        "load": {"mineral": str},
        "unload": {"mineral": str},
        "send": {},
    },
    chance={
        "roll": {"dice": [int]},
        "varmint": {"hunts": [{"seat": int, "dice": [int]}]},
        "blackjack_die": {"seat": int, "die": int},
    },
)


def apply(state: State, move: dict) -> list[dict]:
    return atomic_apply(state, _apply, move, MOVES)


def _apply(state: State, move: dict) -> list[dict]:
    require(isinstance(move, dict), "A move must say what it does.")
    kind, player = move.get("kind"), move.get("player")
    require(state.phase != "over", "The game is over.")
    if player == CHANCE:
        require(CHANCE in to_act(state), "It isn't time to throw the dice.")
        handler = _CHANCE_HANDLERS.get(kind)
        require(handler is not None, f"The dice can't do {kind!r}.")
        state.chance_count += 1
        return handler(state, move)
    acting = to_act(state)
    if player not in acting:
        raise IllegalMove("Wait for the dice to land." if CHANCE in acting else "It isn't your turn right now.")
    handler = _PLAYER_HANDLERS.get(kind)
    require(handler is not None, f"There is no move called {kind!r} in Coal n' Write.")
    require(
        kind in _LOAD_KINDS if state.phase == "load" else kind not in _LOAD_KINDS,
        "Load your burro first." if state.phase == "load" else "Burros are loaded when the round ends.",
    )
    sheet = state.sheets[player]
    if sheet.blackjack is not None and state.phase == "build":
        require(kind in ("hit", "stay"), "Finish your blackjack hand first: hit or stay.")
    return handler(state, player, sheet, move)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _dice_values(state: State, count: int, values, what: str) -> list[int]:
    """The faces of `count` six-sided dice, refusing any the dice could not show."""
    require(
        isinstance(values, list) and len(values) == count and all(_is_int(v) and 1 <= v <= 6 for v in values),
        f"{what} needs {count} dice showing 1 to 6.",
    )
    return list(values)


def _roll(state: State, move: dict) -> list[dict]:
    require(state.phase == "roll", "It isn't time to roll.")
    values = _dice_values(state, len(state.hand), move.get("dice"), "A roll")
    for die, value in zip(state.hand, values):
        state.dice[die] = value
    state.turn += 1
    state.phase = "build"
    for sheet in state.sheets:
        sheet.used = [""] * DICE
        sheet.confirmed = False
        sheet.tonic_now = False
        sheet.hunts = 0
        sheet.coal_report = False
        sheet.pinkertons = False
    return [{"kind": "roll", "dice": list(state.dice), "hand": state.hand, "round": state.round, "turn": state.turn}]


# --- building a turn -----------------------------------------------------------------------
def _free_die(state: State, sheet: Sheet, die) -> int:
    require(_is_int(die) and 0 <= die < DICE, "There is no such die.")
    require(die in state.hand, "That die is resting in the Bunkhouse.")
    require(not sheet.used[die], "That die has already been used this turn.")
    return die


def _dice_arg(state: State, sheet: Sheet, dice) -> list[int]:
    require(isinstance(dice, list) and dice, "Pick up a die first.")
    require(len(set(map(repr, dice))) == len(dice), "Each die can only be used once.")
    return [_free_die(state, sheet, die) for die in dice]


def _deposit_arg(sheet: Sheet, move: dict) -> int:
    deposit = move.get("deposit")
    require(_is_int(deposit) and 0 <= deposit < len(DEPOSITS), "There is no such deposit in the mine.")
    require(not sheet.claimed[deposit], "That deposit is already scratched out.")
    require(is_open(sheet, deposit), "That deposit isn't open yet: claim the ones nearer the main tunnel first.")
    return deposit


def claim_problem(state: State, sheet: Sheet, deposit: int, dice: list[int]) -> str | None:
    """Why these dice can't claim this (open) deposit, or None."""
    d = DEPOSITS[deposit]
    if not dice:
        return "Pick up a die first."
    if sheet.spots_left() <= 0:
        return "Your Ore Stash is full: there is no spot left to write it in."
    if dug_out(sheet, deposit):
        return None if len(dice) == 1 else "That deposit is dug out: one die of any number claims it."
    total = sum(state.dice[i] for i in dice)
    if total < d.number:
        word = "your die makes" if len(dice) == 1 else "your dice make"
        return f"That deposit needs {d.number} or more: {word} {total}."
    if any(total - state.dice[i] >= d.number for i in dice):
        return f"That deposit needs {d.number}: you don't need every one of those dice."
    return None


def dig_problem(state: State, sheet: Sheet, deposit: int, dice: list[int]) -> str | None:
    """Why these dice can't dig at this (open) deposit, or None. The text:
    "If none of the available dice results are high enough to MEET OR EXCEED
    the number on a mineral deposit, then you can instead DIG at it." The
    available dice are the player's dice not yet used this turn; their
    results are each die alone and every sum of them (a claim may add dice),
    so the highest is the sum of them all."""
    if len(dice) != 1:
        return "A dig box takes exactly one die." if dice else "Pick up a die first."
    if dug_out(sheet, deposit):
        return "Every dig box there is scratched out already: claim it with any die."
    number = DEPOSITS[deposit].number
    free = free_dice(state, sheet)
    total = sum(state.dice[die] for die in free)
    if not state.dig_anywhere and total >= number:
        word = "Your die makes" if len(free) == 1 else "Your dice make"
        return f"{word} {total}, enough to claim the {number}: you can only dig where your dice fall short."
    return None


def _claim(state: State, player: int, sheet: Sheet, move: dict) -> list[dict]:
    dice = _dice_arg(state, sheet, move.get("dice"))
    deposit = _deposit_arg(sheet, move)
    problem = claim_problem(state, sheet, deposit, dice)
    require(problem is None, problem or "")
    for die in dice:
        sheet.used[die] = f"claim:{deposit}"
    sheet.claimed[deposit] = True
    mineral = DEPOSITS[deposit].mineral
    sheet.stash.append(mineral)
    sheet.crossed.append(HELD)
    return [
        {
            "kind": "claim",
            "player": player,
            "deposit": deposit,
            "dice": dice,
            "mineral": mineral,
            "spot": len(sheet.stash) - 1,
        }
    ]


def _dig(state: State, player: int, sheet: Sheet, move: dict) -> list[dict]:
    die = _free_die(state, sheet, move.get("die"))
    deposit = _deposit_arg(sheet, move)
    problem = dig_problem(state, sheet, deposit, [die])
    require(problem is None, problem or "")
    sheet.used[die] = f"dig:{deposit}"
    sheet.dug[deposit] += 1
    return [{"kind": "dig", "player": player, "deposit": deposit, "box": sheet.dug[deposit] - 1, "die": die}]


def _tonic_allowed(state: State, sheet: Sheet) -> bool:
    return (
        state.solo
        and sheet.tonics > 0
        and not sheet.tonic_now
        and not any(sheet.used)
        and bunkhouse_candidate(state) is not None
    )


def _tonic(state: State, player: int, sheet: Sheet, move: dict) -> list[dict]:
    require(state.solo, "Workhorse Tonic is only sold in the solo game.")
    require(sheet.tonics > 0, "You have no Workhorse Tonic left.")
    require(bunkhouse_candidate(state) is not None, "No die rolled a 1: nobody is going to the Bunkhouse.")
    require(not sheet.tonic_now, "You already gave a Tonic this turn.")
    require(not any(sheet.used), "A Tonic must be given the moment the 1 shows, before using any die.")
    sheet.tonics -= 1
    sheet.tonic_now = True
    return [{"kind": "tonic", "player": player, "die": bunkhouse_candidate(state)}]


def _pay(sheet: Sheet, dollars: int, reason: str) -> None:
    sheet.cash += dollars
    sheet.ledger.append(dollars)
    sheet.ledger_why.append(reason)


def _store_problem(state: State, sheet: Sheet, item: str, move: dict) -> str | None:
    """Why this store item can't be had right now, or None."""
    if item not in STORE or item not in store_items(state.solo):
        sheet_name = "solo" if state.solo else "multiplayer"
        return f"The {sheet_name} General Store doesn't sell that."
    cost = price(item)
    if item == "blackjack" and sheet.cash < cost:
        return f"You need ${cost} to sit at the Blackjack Table: you have ${sheet.cash}."
    if item == "coal_baron":
        if sheet.coal_report:
            return "You already reported to the Coal Baron this turn."
        reporters = coal_reporters(state)
        if state.coal_baron_taken and not reporters:
            return "The Coal Baron has already paid his bonus."
        coal = sheet.held()["C"]
        if coal < STORE_RULES["coal_baron_needs"]:
            return f"The Coal Baron wants {STORE_RULES['coal_baron_needs']} Coal in your Ore Stash: you have {coal}."
        if any(state.sheets[seat].cash < _coal_baron_refund(len(reporters)) for seat in reporters):
            return "The Coal Baron's bonus is already spent this turn: it can't be shared now."
        return None
    if item in ("strike_gold", "wash_day") and getattr(sheet, item):
        return f"{STORE[item]['name']} is already marked for this round."
    if item == "tack" and sheet.tack:
        return "Your burros already wear Tack and Harness."
    if item == "burro7" and sheet.burro7:
        return "Burro #7 is already yours."
    if item == "pinkertons":
        if state.final_round >= 0 or sheet.pinkertons:
            return "The Pinkertons are already called: this round is the last."
        held = sheet.held()
        missing = [NAME[m] for m in MINERALS if not held[m]]
        if missing:
            return f"The Pinkertons want one of each mineral: you have no {', '.join(missing)}."
        return None
    count = 1
    if item == "pistol":
        burros = move.get("burros")
        live = live_bandit_burros(state, sheet)
        if not live:
            return "No bandit is waiting on your burros."
        if not (
            isinstance(burros, list)
            and burros
            and len(set(map(str, burros))) == len(burros)
            and all(_is_int(b) and b in live for b in burros)
        ):
            return "Choose burros you haven't loaded yet that carry a bandit."
        count = len(burros)
    if item in ("shares", "tonic"):
        count = move.get("count")
        if not (_is_int(count) and count >= 1):
            return "Say how many to buy."
        if item == "tonic" and sheet.tonics_bought + count > STORE_RULES["tonic_limit"]:
            return f"Only {STORE_RULES['tonic_limit']} Tonics are for sale in a game."
    cost = cost * count if item != "blackjack" else 0
    if sheet.cash < cost:
        return f"That costs ${cost}: you have ${sheet.cash}."
    return None


def _store(state: State, player: int, sheet: Sheet, move: dict) -> list[dict]:
    die = _free_die(state, sheet, move.get("die"))
    require(
        visits_left(state, sheet, die) > 0, "Only a die from a pair or three of a kind can visit the General Store."
    )
    item = move.get("item")
    problem = _store_problem(state, sheet, item, move)
    require(problem is None, problem or "")
    sheet.used[die] = f"store:{item}"
    event = {"kind": "store", "player": player, "item": item, "die": die, "cost": 0}
    after = []
    cost = price(item)
    if item == "varmint":
        sheet.hunts += 1
    elif item == "blackjack":
        sheet.blackjack = []
        sheet.blackjack_wait = True
    elif item == "coal_baron":
        after.append(_report_to_coal_baron(state, player, sheet))
    elif item == "pistol":
        for burro in move["burros"]:
            sheet.pistols[burro] += 1
        event["burros"] = list(move["burros"])
        event["cost"] = cost * len(move["burros"])
    elif item in ("strike_gold", "wash_day", "tack", "burro7"):
        setattr(sheet, item, True)
        event["cost"] = cost
    elif item == "tonic":
        sheet.tonics += move["count"]
        sheet.tonics_bought += move["count"]
        event["cost"], event["count"] = cost * move["count"], move["count"]
    elif item == "shares":
        sheet.shares += [state.round + 1] * move["count"]
        event["cost"], event["count"] = cost * move["count"], move["count"]
    elif item == "pinkertons":
        sheet.pinkertons = True
        event["spots"] = [_scratch_one(sheet, m, PINKERTONS) for m in MINERALS]
    if event["cost"]:
        _pay(sheet, -event["cost"], STORE[item]["name"])
    event["cash"] = sheet.cash
    return [event] + after


def coal_reporters(state: State) -> list[int]:
    """The seats that reported to the Coal Baron this turn: they tie."""
    return [seat for seat, sheet in enumerate(state.sheets) if sheet.coal_report]


def _coal_baron_refund(earlier: int) -> int:
    """What each of `earlier` reporters of this turn hands back when one more
    ties with them: their share shrinks from bonus/earlier to bonus/(earlier+1)."""
    bonus = STORE_RULES["coal_baron_bonus"]
    return bonus // earlier - bonus // (earlier + 1) if earlier else 0


def _report_to_coal_baron(state: State, player: int, sheet: Sheet) -> dict:
    """The bonus is paid at once, so it can be spent this very turn. Players
    who report in the same turn tie and split it evenly (rounded down): the
    earlier reporters hand back the difference."""
    reporters = coal_reporters(state)
    refund = _coal_baron_refund(len(reporters))
    for seat in reporters:
        if refund:
            _pay(state.sheets[seat], -refund, "Coal Baron, shared")
    each = STORE_RULES["coal_baron_bonus"] // (len(reporters) + 1)
    _pay(sheet, each, "Coal Baron")
    sheet.coal_report = True
    state.coal_baron_taken = True
    return {"kind": "coal_baron", "seats": reporters + [player], "each": each, "refund": refund}


def _scratch_one(sheet: Sheet, mineral: str, mark: str) -> int:
    spot = next(i for i, (letter, m) in enumerate(zip(sheet.stash, sheet.crossed)) if letter == mineral and m == HELD)
    sheet.crossed[spot] = mark
    return spot


def _hit(state: State, player: int, sheet: Sheet, move: dict) -> list[dict]:
    require(sheet.blackjack is not None, "You aren't playing blackjack.")
    sheet.blackjack_wait = True
    return [{"kind": "blackjack_hit", "player": player}]


def _stay(state: State, player: int, sheet: Sheet, move: dict) -> list[dict]:
    require(sheet.blackjack is not None, "You aren't playing blackjack.")
    return _blackjack_end(state, player, sheet)


def _blackjack_die(state: State, move: dict) -> list[dict]:
    seat = move.get("seat")
    require(
        _is_int(seat) and 0 <= seat < state.players and state.sheets[seat].blackjack_wait,
        "Nobody is waiting for a blackjack die.",
    )
    sheet = state.sheets[seat]
    value = _dice_values(state, 1, [move.get("die")], "A blackjack throw")[0]
    sheet.blackjack.append(2 * value)
    sheet.blackjack_wait = False
    total = sum(sheet.blackjack)
    events = [{"kind": "blackjack_die", "player": seat, "die": value, "total": total}]
    if total >= 21:
        events += _blackjack_end(state, seat, sheet)
    return events


def _blackjack_end(state: State, player: int, sheet: Sheet) -> list[dict]:
    total = sum(sheet.blackjack)
    payout = blackjack_payout(total)
    if payout["cash"]:
        _pay(sheet, payout["cash"], "Blackjack")
    ore = list(payout.get("ore", []))
    sheet.bonus_ore += ore
    bandit = payout.get("bandit", 0)
    sheet.bust_bandits += bandit
    sheet.blackjack = None
    return [
        {
            "kind": "blackjack_end",
            "player": player,
            "total": total,
            "gain": payout["cash"],
            "ore": ore,
            "bandit": bandit,
            "text": payout["text"],
            "cash": sheet.cash,
        }
    ]


def _confirm(state: State, player: int, sheet: Sheet, move: dict) -> list[dict]:
    sheet.confirmed = True
    events = [{"kind": "confirm", "player": player}]
    if all(s.confirmed for s in state.sheets):
        events += _end_turn(state)
    return events


# --- the end of a turn, a round, the game ------------------------------------------------------
def _end_turn(state: State) -> list[dict]:
    events = []
    for sheet in state.sheets:  # the dice come back off the sheets before any goes to the Bunkhouse
        sheet.used = [""] * DICE
    callers = [seat for seat, sheet in enumerate(state.sheets) if sheet.pinkertons]
    if callers:
        state.final_round = state.round
        events.append({"kind": "pinkertons", "seats": callers, "round": state.round})
    die = bunkhouse_candidate(state)
    if die is not None:
        if state.solo and state.sheets[0].tonic_now:
            events.append({"kind": "tonic_saved", "die": die})
        else:
            state.bunkhouse.append(die)
            events.append({"kind": "bunkhouse", "die": die, "left": len(state.hand)})
    if any(sheet.hunts for sheet in state.sheets):
        state.phase = "varmint"
        return events
    return events + _after_turn(state)


def _varmint(state: State, move: dict) -> list[dict]:
    require(state.phase == "varmint", "Nobody is out huntin' varmints.")
    hunts = move.get("hunts")
    expected = [seat for seat, sheet in enumerate(state.sheets) for _ in range(sheet.hunts)]
    require(
        isinstance(hunts, list)
        and len(hunts) == len(expected)
        and all(isinstance(h, dict) for h in hunts)
        and all(_is_int(h.get("seat")) for h in hunts)
        and [h["seat"] for h in hunts] == expected,
        "Each hunter throws three dice once for each hunt.",
    )
    events = []
    for hunt in hunts:
        dice = _dice_values(state, DICE, hunt.get("dice"), "A hunt")
        gain = sum(dice) + STORE_RULES["varmint_base"]
        sheet = state.sheets[hunt["seat"]]
        _pay(sheet, gain, "Varmint Huntin'")
        events.append({"kind": "varmint", "player": hunt["seat"], "dice": dice, "gain": gain, "cash": sheet.cash})
    for sheet in state.sheets:
        sheet.hunts = 0
    return events + _after_turn(state)


def _after_turn(state: State) -> list[dict]:
    if state.hand:
        state.phase = "roll"
        return []
    state.phase = "load"
    for sheet in state.sheets:
        sheet.loading = []
        sheet.sent = False
        unused = unused_burros(state, sheet)
        sheet.chosen = unused[0] if len(unused) == 1 else -1  # the last burro needs no choosing
    return [{"kind": "round_over", "round": state.round, "last": state.last_round}]


def _choose_burro(state: State, player: int, sheet: Sheet, move: dict) -> list[dict]:
    burro = move.get("burro")
    require(_is_int(burro) and 0 <= burro < burros_owned(state), "There is no such burro on your sheet.")
    require(sheet.burro_round[burro] < 0, f"Burro {burro + 1} has already made its delivery.")
    sheet.chosen = burro
    return [{"kind": "choose_burro", "player": player, "burro": burro, "bandits": bandits_on(sheet, burro)}]


def _load(state: State, player: int, sheet: Sheet, move: dict) -> list[dict]:
    require(sheet.chosen >= 0, "Choose an unused burro first.")
    mineral = move.get("mineral")
    require(mineral in MINERALS, "That isn't a mineral.")
    require(
        len(sheet.loading) < capacity(sheet),
        f"Your burro is full: it carries {capacity(sheet)}." + ("" if sheet.tack else " Tack and Harness would add 2."),
    )
    require(sheet.held()[mineral] > sheet.loading.count(mineral), f"Your Ore Stash has no more {NAME[mineral]}.")
    sheet.loading.append(mineral)
    return [{"kind": "load", "player": player, "mineral": mineral, "loading": list(sheet.loading)}]


def _unload(state: State, player: int, sheet: Sheet, move: dict) -> list[dict]:
    mineral = move.get("mineral")
    require(mineral in sheet.loading, "That isn't on your burro.")
    index = len(sheet.loading) - 1 - sheet.loading[::-1].index(mineral)
    del sheet.loading[index]
    return [{"kind": "unload", "player": player, "mineral": mineral, "loading": list(sheet.loading)}]


def _send(state: State, player: int, sheet: Sheet, move: dict) -> list[dict]:
    require(sheet.chosen >= 0, "Choose an unused burro first.")
    sheet.sent = True
    events = [{"kind": "send", "player": player}]
    if all(s.sent for s in state.sheets):
        events += _deliver_all(state)
    return events


def delivery(sheet: Sheet, burro: int, cargo: list[str]) -> dict:
    """What a burro earns: a live bandit takes every mineral of the most
    valuable type loaded; Strike Gold and Wash Day pay on what arrives."""
    stolen = []
    if bandits_on(sheet, burro) and cargo:
        best = max(cargo, key=lambda m: VALUE[m])
        stolen = [m for m in cargo if m == best]
    arrived = list(cargo)
    for m in stolen:
        arrived.remove(m)
    value = sum(VALUE[m] for m in arrived)
    strike = STORE_RULES["strike_gold_per_10"] * (value // 10) if sheet.strike_gold else 0
    wash = (
        STORE_RULES["wash_day_bonus"] if sheet.wash_day and arrived.count("B") >= STORE_RULES["wash_day_borax"] else 0
    )
    return {"stolen": stolen, "value": value, "strike_gold": strike, "wash_day": wash}


def _deliver_all(state: State) -> list[dict]:
    events = []
    for seat, sheet in enumerate(state.sheets):
        burro = sheet.chosen
        loaded = list(sheet.loading)
        for mineral in loaded:
            _scratch_one(sheet, mineral, str(burro + 1))
        cargo = loaded + sheet.bonus_ore
        outcome = delivery(sheet, burro, cargo)
        sheet.burros[burro] = "".join(loaded)
        sheet.burro_bonus[burro] = "".join(sheet.bonus_ore)
        sheet.stolen[burro] = "".join(outcome["stolen"])
        total = outcome["value"] + outcome["strike_gold"] + outcome["wash_day"]
        sheet.earned[burro] = total
        sheet.extra_bandits[burro] = sheet.bust_bandits  # the busts ride on this burro, the next one loaded
        sheet.bust_bandits = 0
        sheet.burro_round[burro] = state.round
        bandits = bandits_on(sheet, burro)
        if outcome["value"]:
            _pay(sheet, outcome["value"], f"Burro {burro + 1}")
        if outcome["strike_gold"]:
            _pay(sheet, outcome["strike_gold"], "Strike Gold!")
        if outcome["wash_day"]:
            _pay(sheet, outcome["wash_day"], "Wash Day")
        sheet.bonus_ore = []
        sheet.strike_gold = False
        sheet.wash_day = False
        sheet.loading = []
        sheet.chosen = -1
        events.append(
            {
                "kind": "delivery",
                "player": seat,
                "burro": burro,
                "cargo": cargo,
                "bandits": bandits,
                **outcome,
                "total": total,
                "cash": sheet.cash,
            }
        )
    if state.last_round:
        for seat, sheet in enumerate(state.sheets):
            gain = sum(STORE_RULES["share_growth"] * (state.round + 1 - bought) for bought in sheet.shares)
            if sheet.shares:
                if gain:
                    _pay(sheet, gain, "Railroad Shares")
                events.append(
                    {"kind": "shares", "player": seat, "count": len(sheet.shares), "gain": gain, "cash": sheet.cash}
                )
        state.phase = "over"
        events.append({"kind": "game_over"})
        return events
    state.round += 1
    state.turn = 0
    state.bunkhouse = []
    state.phase = "roll"
    events.append({"kind": "new_round", "round": state.round})
    return events


_CHANCE_HANDLERS = {"roll": _roll, "varmint": _varmint, "blackjack_die": _blackjack_die}
_PLAYER_HANDLERS = {
    "claim": _claim,
    "dig": _dig,
    "store": _store,
    "tonic": _tonic,
    "hit": _hit,
    "stay": _stay,
    "confirm": _confirm,
    "choose_burro": _choose_burro,
    "load": _load,
    "unload": _unload,
    "send": _send,
}
_LOAD_KINDS = ("choose_burro", "load", "unload", "send")


# --- the end ----------------------------------------------------------------------------------
def is_over(state: State) -> bool:
    return state.phase == "over"


def stash_full(sheet: Sheet) -> bool:
    return len(sheet.stash) >= STASH_SIZE


def result(state: State) -> Result:
    scores = [sheet.cash for sheet in state.sheets]
    if state.solo:
        sheet = state.sheets[0]
        if stash_full(sheet):
            title = solo_rank(sheet.cash)
            lines = [f"The Ore Stash is full: ${sheet.cash} ranks {title}"]
        else:
            title = "Ore Stash not filled"
            lines = [f"The Ore Stash has {sheet.spots_left()} empty spots: fill it to earn a rank."]
        # The goal: a full Ore Stash and a medal (Bronze or better) on the ranking table.
        won = stash_full(sheet) and sheet.cash >= RANKS[1]["from"]
        return Result(scores=scores, places=[1], titles=[title], lines=lines + _cash_lines(state), won=[won])
    keys = [(sheet.cash, stash_value(sheet)) for sheet in state.sheets]
    places = places_from_keys(keys)
    lines = []
    top = max(scores)
    if scores.count(top) > 1:
        lines.append(
            "Tied on cash: the richer Ore Stash wins."
            if places.count(1) == 1
            else "Level on cash and Ore Stash: a shared win."
        )
    if state.final_round >= 0 and state.final_round < ROUNDS - 1:
        lines.append(f"The Pinkertons ended the game after burro {state.final_round + 1}.")
    titles = ["Richest Claim" if place == 1 else "" for place in places]
    return Result(scores=scores, places=places, titles=titles, lines=lines + _cash_lines(state))


def _cash_lines(state: State) -> list[str]:
    """Where each player's cash came from: burros, and the store's ups and downs."""
    lines = []
    for seat, sheet in enumerate(state.sheets):
        burros = sum(
            amount
            for amount, why in zip(sheet.ledger, sheet.ledger_why)
            if why.startswith("Burro ") and why[6:].isdigit()
        )
        lines.append(f"{{p{seat}}}: ${burros} from burros, ${sheet.cash - burros:+d} at the store.")
    return lines


# --- views, checks, words ----------------------------------------------------------------------
def view(state: State, player) -> State:
    """Every sheet lies open on the table: only the seed is hidden. The copy
    shares nothing, so whoever holds it may scribble on it."""
    return view_copy(state)


_MINERAL_DEPOSITS = {m: [d.index for d in DEPOSITS if d.mineral == m] for m in MINERALS}


def invariants(state: State) -> None:
    """Dice are in hand or in the Bunkhouse, never lost or used twice; cash
    only changes by a rule (the ledger); every claim wrote one letter."""
    assert len(set(state.bunkhouse)) == len(state.bunkhouse) and all(0 <= d < DICE for d in state.bunkhouse)
    assert len(state.hand) + len(state.bunkhouse) == DICE, "a die went missing"
    hand = state.hand
    for seat, sheet in enumerate(state.sheets):
        assert sheet.cash == sum(sheet.ledger), f"seat {seat}: cash changed outside a rule"
        assert len(sheet.ledger) == len(sheet.ledger_why)
        assert sheet.cash >= 0, f"seat {seat}: cash below zero"
        assert len(sheet.stash) <= STASH_SIZE and len(sheet.crossed) == len(sheet.stash)
        for mineral, indices in _MINERAL_DEPOSITS.items():
            assert sum(sheet.claimed[i] for i in indices) == sheet.stash.count(mineral), (
                f"seat {seat}: the Ore Stash disagrees with the mine"
            )
        assert all(0 <= dug <= d.digs for dug, d in zip(sheet.dug, DEPOSITS))
        shipped = "".join(sheet.burros)
        assert sum(1 for c in sheet.crossed if c not in (HELD, PINKERTONS)) == len(shipped)
        for die, use in enumerate(sheet.used):
            assert not use or die in hand, f"seat {seat}: a die in the Bunkhouse was used"
        assert len(sheet.loading) <= capacity(sheet)
        if sheet.loading:
            assert not Counter(sheet.loading) - sheet.held()
        assert 0 <= sheet.tonics <= sheet.tonics_bought <= STORE_RULES["tonic_limit"]
        sent_out = sorted(r for r in sheet.burro_round if r >= 0)  # one burro a round, each used once
        assert sent_out == list(range(state.round + (state.phase == "over"))), (
            f"seat {seat}: burros and rounds disagree"
        )
        assert all(r < 0 for r in sheet.burro_round[burros_owned(state) :])
        assert sheet.chosen == -1 or (state.phase == "load" and sheet.burro_round[sheet.chosen] < 0)
        assert sheet.bust_bandits == 0 or state.solo


def describe(move: dict) -> str:
    kind = move.get("kind")
    if kind == "roll":
        return "rolls " + ", ".join(map(str, move.get("dice", [])))
    if kind == "select":
        return "picks up a die"
    if kind in ("claim", "dig"):
        deposit = move.get("deposit", 0)
        d = DEPOSITS[deposit] if isinstance(deposit, int) and 0 <= deposit < len(DEPOSITS) else None
        where = f"the {NAME[d.mineral]} deposit ({d.number})" if d else "a deposit"
        return ("claims " if kind == "claim" else "digs at ") + where
    if kind == "store":
        item = STORE.get(move.get("item"), {"name": "the General Store"})
        return f"visits the General Store: {item['name']}"
    words = {
        "tonic": "gives a worker Workhorse Tonic",
        "hit": "hits",
        "stay": "stays",
        "undo": "undoes a step",
        "restart": "starts the turn over",
        "confirm": "confirms the turn",
        "send": "sends the burro off",
        "varmint": "goes varmint huntin'",
        "blackjack_die": "throws a blackjack die",
    }
    if kind == "choose_burro":
        burro = move.get("burro")
        return f"chooses burro {burro + 1}" if _is_int(burro) else "chooses a burro"
    if kind in ("load", "unload"):
        return f"{kind}s {NAME.get(move.get('mineral'), 'ore')}"
    return words.get(kind, kind or "?")
