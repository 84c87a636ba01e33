"""King of Copper: race your tokens round old Butte, mine its districts,
trade titles and rob your rivals (seeds/001).

A turn: mining at your tokens' mines (prospect, peek, dig), then a roll;
each die or the total is a separate move; landing decisions (buy a title,
rob, cash at Finish, tunnel exits, Character Cards) are small moves of their
own, queued in `tasks`. A trade offer may break in before the roll or any
move (see trading.py); the turn then goes on where it stopped. Choices the rule text leaves
open are listed under "Table rules" in game/data/king_of_copper_howto.toml.
"""

from __future__ import annotations

import copy
import functools
import random
from dataclasses import dataclass, field

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
from game.king_of_copper import board as B
from game.king_of_copper.cards import (
    ALL_CHIPS,
    BLUE_IDS,
    CHARACTER_IDS,
    CHARACTERS,
    EVENTS,
    GAME,
    GREEN_IDS,
    chip_faces,
    is_sapphire,
)

# districts_held and trade_partners are read through this module by the bots and the scene.
from game.king_of_copper.ledger import (  # noqa: F401
    _check_character,
    _pay,
    _receive,
    _ticket,
    _titles,
    _transfer,
    _use_ticket,
    districts_held,
)
from game.king_of_copper.trading import (  # noqa: F401
    _accept_trade,
    _cancel_offer,
    _decline_trade,
    _offer_item,
    _offer_money,
    _offer_to,
    _offer_trade,
    _send_offer,
    _trade_build_moves,
    trade_partners,
)

HIDDEN = "?"
TRADE_PHASES = ("start", "move")  # play waits for the current player: before a roll, before a move
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
    phase: str = "opening"  # opening start peeked cave roll move trade_build trade_answer over
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
    def dice_left(self) -> list[int]:
        return [i for i, u in enumerate(self.used) if not u]


# --- setting up -------------------------------------------------------------------
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


# --- who acts ----------------------------------------------------------------------
def to_act(state: State) -> list:
    if state.phase == "over":
        return []
    if state.tasks:
        task = state.tasks[0]
        return [CHANCE] if task.get("chance") else [task["seat"]]
    if state.phase in ("opening", "cave", "roll"):
        return [CHANCE]
    if state.phase == "trade_answer":
        return [state.trade["with"]]
    if state.phase == "trade_build":
        return [state.trade["from"]]  # the offering seat builds its offer, on any player's invitation
    return [state.current]


# --- the board as this state sees it ---------------------------------------------------
_PASSAGE_MINES = tuple(B.passage_mines(d) for d in range(4))


def passage_open(state: State, district: int) -> bool:
    a, b = _PASSAGE_MINES[district % 4]
    return bool((state.green[a] or state.blue[a]) and (state.green[b] or state.blue[b]))


def seats_at(state: State, node: str) -> dict[int, int]:
    """seat -> how many of its tokens stand on node."""
    here = {}
    for seat, tokens in enumerate(state.tokens):
        count = tokens.count(node)
        if count:
            here[seat] = count
    return here


def landing_problem(state: State, seat: int, node: str) -> str:
    """Why a token of `seat` may not land on node ("" when it may)."""
    if node in B.MINE_NAMES and state.owner[node] not in (-1, seat):
        return f"{B.MINE_NAMES[node]} belongs to another player: you may pass it but not land on it."
    if not B.is_safe(node):
        for other, count in seats_at(state, node).items():
            if other != seat and count >= 2:
                return "Two stacked tokens block that space."
    return ""


def may_enter(state: State, seat: int, token: int) -> bool:
    """A token on a head frame walks into the district on a later turn than the one it arrived in
    ("On your next turn move into the district"); a doubles re-roll is still the same turn."""
    return seat != state.current or token not in state.arrived_frame


def _walks(state: State, seat: int, token: int, steps: int, overshoot: bool, opened=None) -> tuple:
    """Every way to move a token exactly `steps` spaces: ({to, path, passages, overshoot, direction}, ...).
    Shared and cached: callers read the dicts and never change them."""
    node = state.tokens[seat][token]
    if node in ("start", "home"):
        return ()
    if opened is None:
        opened = tuple(passage_open(state, d) for d in range(4))
    return _ways(node, state.quarters[seat], steps, overshoot, opened, may_enter(state, seat, token))


@functools.lru_cache(maxsize=20000)
def _ways(node: str, quarter: int, steps: int, overshoot: bool, opened: tuple, enter: bool = True) -> tuple:
    found = []

    def walk(here, left, path, passages, backwards):
        if left == 0:
            found.append(
                {
                    "to": here,
                    "path": path,
                    "passages": passages,
                    "overshoot": False,
                    "direction": "back" if backwards else "forward",
                }
            )
            return
        if here == "home" and overshoot:  # doubles carry a ladder token in past the exact count
            found.append({"to": "home", "path": path, "passages": passages, "overshoot": True, "direction": "forward"})
            return
        if backwards:
            nexts = [] if here[0] == "t" else B.backward(here, opened)  # the head frame ends the way back
        else:
            nexts = B.forward(here, quarter, enter and not path, opened)
        for nxt, passage in nexts:
            walk(nxt, left - 1, path + [nxt], passages + ([passage] if passage is not None else []), backwards)

    walk(node, steps, [], [], False)
    if node[0] == "D":
        walk(node, steps, [], [], True)
    return tuple(found)


def _move_options(state: State, seat: int) -> list[tuple[dict, dict]]:
    """(move, walk) pairs for the dice still to use."""
    options = []
    if state.phase != "move" or state.tasks or seat != state.current:
        return options
    left = state.dice_left
    uses = []
    if len(state.dice) == 2 and len(left) == 2:
        uses.append(("both", state.dice[0] + state.dice[1]))
    seen_values = set()
    for i in left:
        if state.dice[i] in seen_values:
            continue  # equal dice: one choice is enough
        seen_values.add(state.dice[i])
        uses.append(("ab"[i], state.dice[i]))
    doubles = len(state.dice) == 2 and state.dice[0] == state.dice[1]
    opened = tuple(passage_open(state, d) for d in range(4))
    for use, steps in uses:
        offered = set()
        for token, node in enumerate(state.tokens[seat]):
            alike = (node, may_enter(state, seat, token))
            if node in ("start", "home") or alike in offered:
                continue  # tokens on one space move alike: offer the first of them
            if use != "both" and token == state.moved_token:
                continue  # split dice move two different tokens
            offered.add(alike)
            overshoot = doubles and not state.overshoot_used and node[0] == "L"
            seen = set()
            for way in _walks(state, seat, token, steps, overshoot, opened):
                key = (way["to"], way["direction"])
                if key in seen or landing_problem(state, seat, way["to"]):
                    continue
                seen.add(key)
                move = {"player": seat, "kind": "move", "token": token, "use": use, "to": way["to"]}
                if way["direction"] == "back":
                    move["back"] = True
                options.append((move, way))
    return options


# --- legal moves ------------------------------------------------------------------------
def legal_moves(state: State, player) -> list[dict]:
    if player == CHANCE or player not in to_act(state):
        return []
    if state.tasks:
        return _task_moves(state, state.tasks[0])
    if state.phase == "start":
        return _start_moves(state, player)
    if state.phase == "peeked":
        moves = [{"player": player, "kind": "stop_digging"}]
        if state.money[player] >= GAME["dig_price"]:
            moves.insert(0, {"player": player, "kind": "dig"})
        return moves
    if state.phase == "move":
        return [move for move, _ in _move_options(state, player)] + _offer_moves(state, player)
    if state.phase == "trade_build":
        return _trade_build_moves(state, player)
    if state.phase == "trade_answer":
        return [{"player": player, "kind": "accept_trade"}, {"player": player, "kind": "decline_trade"}]
    return []


def peek_cost(state: State, seat: int) -> int:
    if state.characters[seat] == "assayer" or _ticket(state, seat, "assay") >= 0:
        return 0
    return GAME["peek_price"]


def _start_moves(state: State, seat: int) -> list[dict]:
    moves = [{"player": seat, "kind": "roll"}]
    for mine in B.MINES:
        if state.owner[mine] != seat or mine not in state.tokens[seat] or mine in state.worked:
            continue
        if state.green[mine]:
            if state.bought_turn[mine] < state.turn and state.money[seat] >= GAME["prospect_price"]:
                moves.append({"player": seat, "kind": "prospect", "mine": mine})
        elif state.blue[mine] and state.characters[seat]:
            if state.money[seat] >= peek_cost(state, seat) + GAME["dig_price"]:
                moves.append({"player": seat, "kind": "peek", "mine": mine})
    return moves + _offer_moves(state, seat)


def _offer_moves(state: State, seat: int) -> list[dict]:
    """Anyone may offer a trade whenever play waits for the current player (before the roll, before
    each move); the current player's move slot carries it ("from": the offering seat)."""
    return [
        {"player": seat, "kind": "offer_trade"}
        if offerer == seat
        else {"player": seat, "kind": "offer_trade", "from": offerer}
        for offerer in [seat] + [s for s in range(state.players) if s != seat]
        if can_offer(state, offerer)
    ]


def trade_moment(state: State) -> bool:
    """Play waits for the current player (before a roll or a move): a trade may break in."""
    return state.phase in TRADE_PHASES and not state.tasks


def can_offer(state: State, seat: int) -> bool:
    """Whether `seat` may start a trade offer now: a trade moment, and `seat` has an offer left."""
    return (
        trade_moment(state)
        and state.offered.count(seat) < GAME["offers_per_turn"]
        and bool(trade_partners(state, seat))
    )


def _task_moves(state: State, task: dict) -> list[dict]:
    seat, name = task["seat"], task["task"]
    if name == "buy":
        return [
            {"player": seat, "kind": "buy_title", "mine": task["mine"]},
            {"player": seat, "kind": "decline_title", "mine": task["mine"]},
        ]
    if name == "rob":
        return [{"player": seat, "kind": "rob", "slot": i} for i in range(len(task["slots"]))]
    if name == "cash":
        chips = [c for c in state.hands[seat] if _cashable_at_finish(state, seat, c)]
        return [{"player": seat, "kind": "cash", "chip": c} for c in chips] + [{"player": seat, "kind": "cash_done"}]
    if name == "character":
        return [{"player": seat, "kind": "choose_character", "card": c} for c in state.character_pool]
    if name == "tunnel_exit":
        exits = [e for e in B.TUNNEL_EXITS if not landing_problem(state, seat, e)]
        return [{"player": seat, "kind": "tunnel_exit", "token": task["token"], "to": e} for e in exits]
    return []


# --- chance ----------------------------------------------------------------------------------
def chance_move(state: State) -> dict:
    rng = rng_for(state)
    die = lambda: rng.randint(1, 6)  # noqa: E731
    if state.tasks and state.tasks[0].get("chance"):
        task = state.tasks[0]
        if task["task"] == "lay_out":
            order = list(range(len(state.hands[task["victim"]])))
            rng.shuffle(order)
            return {"player": CHANCE, "kind": "lay_out", "order": order}
        if task["task"] == "tunnel_roll":
            return {"player": CHANCE, "kind": "tunnel_roll", "dice": [die(), die()]}
    if state.phase == "opening":
        return {"player": CHANCE, "kind": "opening", "rolls": [[die(), die()] for _ in state.tied]}
    if state.phase == "roll":
        return {"player": CHANCE, "kind": "roll", "dice": [die() for _ in range(state.turn_dice)]}
    if state.phase == "cave":
        return {"player": CHANCE, "kind": "cave_roll", "d10": rng.randint(0, 9)}
    raise IllegalMove("Nothing is left to chance right now.")


# --- applying ----------------------------------------------------------------------------------
# What each move looks like; core.check_shape refuses anything else.
MOVES = MoveShapes(
    "King of Copper",
    player={
        "roll": {},
        "prospect": {"mine": str},
        "peek": {"mine": str},
        "dig": {},
        "stop_digging": {},
        "move": {"token": int, "use": str, "to": str, "back?": bool},
        "buy_title": {"mine": str},
        "decline_title": {"mine": str},
        "rob": {"slot": int},
        "cash": {"chip": str},
        "cash_done": {},
        "choose_character": {"card": str},
        "tunnel_exit": {"token": int, "to": str},
        "offer_trade": {"from?": int},
        "offer_to": {"with": int},
        "offer_item": {"side": str, "item": str},
        "offer_money": {"side": str, "amount": int},
        "send_offer": {},
        "cancel_offer": {},
        "accept_trade": {},
        "decline_trade": {},
    },
    chance={
        "opening": {"rolls": [[int]]},
        "roll": {"dice": [int]},
        "cave_roll": {"d10": int},
        "lay_out": {"order": [int]},
        "tunnel_roll": {"dice": [int]},
    },
)


def apply(state: State, move: dict) -> list[dict]:
    return atomic_apply(state, _apply, move, MOVES)


def _apply(state: State, move: dict) -> list[dict]:
    require(isinstance(move, dict), "A move must say what it does.")
    kind, player = move.get("kind"), move.get("player")
    require(state.phase != "over", "The game is over.")
    require(player in to_act(state), "It isn't your turn yet." if player != CHANCE else "It isn't time to roll.")
    handler = _CHANCE_HANDLERS.get(kind) if player == CHANCE else _HANDLERS.get(kind)
    require(handler is not None, f"There is no move called {kind!r} in King of Copper.")
    if player == CHANCE:
        state.chance_count += 1
    else:
        plain = move
        if kind == "offer_trade" and move.get("from") == player:  # offering as oneself, said out loud
            plain = {k: v for k, v in move.items() if k != "from"}
        if plain not in legal_moves(state, player):  # the sentence is only worked out for a refusal
            raise IllegalMove(_refusal(state, move))
    events = handler(state, move)
    _carry_on(state, events)
    return events


def _refusal(state: State, move: dict) -> str:
    """The sentence for a move that is not among the legal ones."""
    kind, seat = move.get("kind"), move.get("player")
    if state.tasks:
        task = state.tasks[0]["task"]
        return {
            "buy": "First decide whether to buy the title.",
            "rob": "First pick one of the face-down chips.",
            "cash": "First cash chips at Finish, or say you are done.",
            "character": "First choose your Character Card.",
            "tunnel_exit": "First choose a tunnel exit.",
        }.get(task, "Something else must happen first.")
    if kind == "move" and state.phase == "move":
        token = move.get("token")
        if not isinstance(token, int) or not 0 <= token < len(state.tokens[seat]):
            return "Choose one of your tokens."
        node = state.tokens[seat][token]
        if node == "start":
            return "That token is still at Start: it comes out at the beginning of a turn."
        if node == "home":
            return "That token is already home at Finish."
        target = move.get("to")
        if isinstance(target, str) and target in B.all_nodes(state.quarters):
            problem = landing_problem(state, seat, target)
            if problem:
                return problem
            if node in B.HEAD_FRAMES and B.district_of(target) is not None and not may_enter(state, seat, token):
                return "That token reached the head frame this turn: it walks into the district on your next turn."
            if target == "home":
                return "You need the exact number to reach Finish (or doubles from the ladder)."
        if move.get("use") not in ("a", "b", "both"):
            return "Use one die, or both dice together."
        return "Your dice can't take that token there."
    if kind == "move":
        return "Roll the dice first." if state.phase == "start" else "You can't move a token right now."
    if kind == "roll":
        return "You have already rolled." if state.phase == "move" else "You can't roll right now."
    if kind in ("prospect", "peek"):
        mine = move.get("mine")
        if mine not in B.MINE_NAMES:
            return "There is no mine there."
        if state.owner[mine] != seat:
            return "You need the title to work that mine."
        if mine not in state.tokens[seat]:
            return "One of your tokens must stand on the mine to work it."
        if mine in state.worked:
            return "You have already worked that mine this turn."
        if kind == "prospect":
            if not state.green[mine]:
                return "The green prospecting chip there is already gone."
            if state.bought_turn[mine] >= state.turn:
                return "The prospecting chip is bought at the start of your next turn."
            return "A prospecting chip costs $50."
        if not state.characters[seat]:
            return "Deep mining needs a Character Card (three titles in three districts)."
        if state.green[mine]:
            return "Take the green prospecting chip before you mine deep."
        return f"Deep mining needs ${peek_cost(state, seat) + GAME['dig_price']} in hand."
    if kind == "offer_trade":
        offerer = move.get("from", seat)
        if not trade_moment(state):
            return "Trades are offered while play waits for the player on turn: before a roll or a move."
        if type(offerer) is not int or not 0 <= offerer < state.players:
            return "Only a player at the table can offer a trade."
        if state.offered.count(offerer) >= GAME["offers_per_turn"]:
            if offerer == seat:
                return "You have made your trade offer for this turn."
            return "That player has already made a trade offer this turn."
        if not trade_partners(state, offerer):
            return "Nobody can trade yet: a trade needs a title or an event ticket on one side."
        return "A trade can't be offered right now."
    return "You can't do that right now."


def _carry_on(state: State, events: list[dict]) -> None:
    """Play on through everything that needs no decision: forfeited dice,
    doubles, tunnel rolls at the end of a turn, the next turn, the end."""
    for _ in range(1000):
        if state.phase == "over" or state.tasks:
            return
        if state.phase == "move":
            if state.dice_left and not _move_options(state, state.current):
                events.append(
                    {"kind": "forfeit", "seat": state.current, "dice": [state.dice[i] for i in state.dice_left]}
                )
                state.used = [True] * len(state.used)
            if state.dice_left:
                return
            if len(state.dice) == 2 and state.dice[0] == state.dice[1] and not _all_home(state, state.current):
                state.phase = "roll"
                events.append({"kind": "doubles", "seat": state.current})
                return
            state.phase = "tunnels"
        if state.phase == "tunnels":
            for token in sorted(set(state.arrived_tunnel)):
                if state.tokens[state.current][token] in B.TUNNELS:
                    state.tasks.append({"task": "tunnel_roll", "seat": state.current, "token": token, "chance": True})
            state.arrived_tunnel = []
            state.phase = "end"
            continue
        if state.phase == "end":
            _next_turn(state, events)
            continue
        return


# --- turns ---------------------------------------------------------------------------------
def _all_home(state: State, seat: int) -> bool:
    return all(t == "home" for t in state.tokens[seat])


def _opening(state: State, move: dict) -> list[dict]:
    require(state.phase == "opening" and not state.tasks, "The opening roll is over.")
    rolls = move.get("rolls")
    require(
        isinstance(rolls, list) and len(rolls) == len(state.tied) and all(_dice_ok(r, 2) for r in rolls),
        "Every tied player rolls two dice.",
    )
    totals = [sum(r) for r in rolls]
    best = max(totals)
    top = [seat for seat, total in zip(state.tied, totals) if total == best]
    events = [{"kind": "opening", "seats": list(state.tied), "rolls": [list(r) for r in rolls], "top": top}]
    if len(top) > 1:
        state.tied = top
        return events
    first = top[0]
    state.order = [(first + i) % state.players for i in range(state.players)]
    state.tied = []
    events.append({"kind": "first_player", "seat": first})
    _begin_turn(state, first, events)
    return events


def _dice_ok(dice, count: int) -> bool:
    return (
        isinstance(dice, list)
        and len(dice) == count
        and all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)
    )


def _begin_turn(state: State, seat: int, events: list[dict]) -> None:
    state.current = seat
    state.turn += 1
    state.phase = "start"
    state.dice, state.used = [], []
    state.moved_token, state.overshoot_used = -1, False
    state.worked, state.arrived_tunnel, state.arrived_frame = [], [], []
    state.offered = []
    events.append({"kind": "turn", "seat": seat, "round": state.round})
    state.turn_dice = 2
    if state.bad_luck[seat]:  # seven years of bad luck are counted in turns, not rolls
        state.turn_dice = 1
        state.bad_luck[seat] -= 1
    count = 2 if state.first_turn[seat] else 1
    state.first_turn[seat] = False
    entered = 0
    for token, node in enumerate(state.tokens[seat]):
        if node == "start" and entered < count:
            state.tokens[seat][token] = B.first_square(state.quarters[seat])
            entered += 1
            events.append({"kind": "enter", "seat": seat, "token": token, "to": state.tokens[seat][token]})


def _next_turn(state: State, events: list[dict]) -> None:
    if _game_should_end(state):
        _finish(state, events)
        return
    seat = state.current
    for _ in range(10 * state.players):
        position = state.order.index(seat)
        seat = state.order[(position + 1) % state.players]
        if position + 1 == state.players:
            state.round += 1
            if state.round > state.max_rounds:
                state.end_reason = "sundown"
                _finish(state, events)
                return
        if seat == state.final_from:
            state.end_reason = "final_round"
            _finish(state, events)
            return
        if _all_home(state, seat):
            continue
        if state.skip[seat]:
            state.skip[seat] -= 1
            events.append({"kind": "skip_turn", "seat": seat})
            continue
        _begin_turn(state, seat, events)
        return
    _finish(state, events)


def _game_should_end(state: State) -> bool:
    if all(_all_home(state, s) for s in range(state.players)):
        state.end_reason = state.end_reason or "all_home"
        return True
    return False


def _finish(state: State, events: list[dict]) -> None:
    """Uncashed chips are discarded; the richest is crowned."""
    state.phase = "over"
    state.tasks = []
    for seat in range(state.players):
        state.discarded.extend(state.hands[seat])
        state.hands[seat] = []
    for mine in B.MINES:
        for layer in (state.green, state.blue):
            if layer[mine]:
                state.discarded.append(layer[mine])
                layer[mine] = ""
    if state.anaconda >= 0:
        state.anaconda = -1
    events.append({"kind": "game_over", "reason": state.end_reason or "all_home", "money": list(state.money)})


# --- handlers: the start of a turn ---------------------------------------------------------------
def _roll_move(state: State, move: dict) -> list[dict]:
    state.phase = "roll"
    return [{"kind": "roll_asked", "seat": move["player"]}]


def _prospect(state: State, move: dict) -> list[dict]:
    seat, mine = move["player"], move["mine"]
    _pay(state, seat, GAME["prospect_price"])
    chip = state.green[mine]
    state.green[mine] = ""
    state.hands[seat].append(chip)
    state.worked.append(mine)
    events = [{"kind": "prospect", "seat": seat, "mine": mine, "chip": chip}]
    _cash_greens(state, seat, events)
    return events


def _peek(state: State, move: dict) -> list[dict]:
    seat, mine = move["player"], move["mine"]
    cost = peek_cost(state, seat)
    events = []
    if cost == 0 and state.characters[seat] != "assayer":
        _use_ticket(state, seat, "assay", events)
    state.peek_paid = _pay(state, seat, cost)
    state.worked.append(mine)
    events.append({"kind": "peek", "seat": seat, "mine": mine, "paid": state.peek_paid})
    chip = state.blue[mine]
    if state.chip_kind[chip] == "fools":  # Fool's Gold is free: take it and get the peek back
        _receive(state, seat, state.peek_paid)
        state.blue[mine] = ""
        state.hands[seat].append(chip)
        state.deep_dug[B.district_of(mine)] += 1
        events.append({"kind": "fools_gold", "seat": seat, "mine": mine, "chip": chip, "refund": state.peek_paid})
        return events
    state.peek = mine
    state.phase = "peeked"
    return events


def _dig(state: State, move: dict) -> list[dict]:
    _pay(state, move["player"], GAME["dig_price"])
    state.phase = "cave"
    district = B.district_of(state.peek)
    return [
        {
            "kind": "dig",
            "seat": move["player"],
            "mine": state.peek,
            "risk": cave_numbers(state, move["player"], district),
        }
    ]


def cave_numbers(state: State, seat: int, district: int) -> int:
    """How many d10 numbers (from 0 up) cave this deep mine in."""
    numbers = state.deep_dug[district] + 1
    if state.characters[seat] == "timberman":
        numbers -= 1
    return max(0, numbers)


def _stop_digging(state: State, move: dict) -> list[dict]:
    mine = state.peek
    state.peek, state.phase = "", "start"
    return [{"kind": "stop_digging", "seat": move["player"], "mine": mine, "lost": state.peek_paid}]


def _cave_roll(state: State, move: dict) -> list[dict]:
    require(state.phase == "cave" and not state.tasks, "Nothing is being dug.")
    d10 = move.get("d10")
    require(isinstance(d10, int) and not isinstance(d10, bool) and 0 <= d10 <= 9, "A d10 shows 0 to 9.")
    seat, mine = state.current, state.peek
    district = B.district_of(mine)
    numbers = cave_numbers(state, seat, district)
    state.peek = ""
    if d10 < numbers:
        events = [{"kind": "cave_in", "seat": seat, "mine": mine, "d10": d10, "numbers": numbers, "district": district}]
        for token, node in enumerate(state.tokens[seat]):
            if B.district_of(node) == district:
                state.tokens[seat][token] = "start"
                events.append({"kind": "bumped", "seat": seat, "token": token, "from": node, "by": -1})
        state.owner[mine] = -1  # the title goes back on the mine
        state.bought_turn[mine] = -1
        state.phase = "end"
        return events
    chip = state.blue[mine]
    state.blue[mine] = ""
    state.hands[seat].append(chip)
    state.deep_dug[district] += 1
    state.phase = "start"
    return [{"kind": "deep_mined", "seat": seat, "mine": mine, "d10": d10, "numbers": numbers, "chip": chip}]


# --- handlers: rolling and moving -----------------------------------------------------------------
def _roll(state: State, move: dict) -> list[dict]:
    require(state.phase == "roll" and not state.tasks, "It isn't time to roll.")
    seat = state.current
    count = state.turn_dice
    dice = move.get("dice")
    require(_dice_ok(dice, count), "Roll one die while bad luck lasts." if count == 1 else "Roll two dice.")
    state.dice, state.used = list(dice), [False] * count
    state.moved_token, state.overshoot_used = -1, False
    state.phase = "move"
    events = [{"kind": "roll", "seat": seat, "dice": list(dice)}]
    if count == 1:
        events.append({"kind": "bad_luck_roll", "seat": seat, "left": state.bad_luck[seat]})
    _snake_eyes(state, seat, dice, events)
    return events


def _snake_eyes(state: State, seat: int, dice: list[int], events: list[dict]) -> None:
    """Any roll of the two dice by a player (a move roll or a tunnel roll) that shows
    double ones takes the Anaconda Sapphire, from whoever holds it."""
    if dice == [1, 1] and state.anaconda != -2 and state.anaconda != seat:
        events.append({"kind": "anaconda", "seat": seat, "from": state.anaconda})
        state.anaconda = seat


def bad_luck_left(state: State, seat: int) -> int:
    """Turns of one die still to play, counting the current turn if it is one."""
    return state.bad_luck[seat] + (
        1 if seat == state.current and state.turn_dice == 1 and state.phase not in ("opening", "over") else 0
    )


def _move(state: State, move: dict) -> list[dict]:
    seat = move["player"]
    way = next(w for m, w in _move_options(state, seat) if m == move)
    token, use = move["token"], move["use"]
    if use == "both":
        state.used = [True, True]
    else:
        state.used["ab".index(use)] = True
        state.moved_token = token
    if way["overshoot"]:
        state.overshoot_used = True
    start = state.tokens[seat][token]
    state.tokens[seat][token] = way["to"]
    if way["to"] in B.HEAD_FRAMES:
        state.arrived_frame.append(token)
    events = [
        {
            "kind": "move",
            "seat": seat,
            "token": token,
            "from": start,
            "path": list(way["path"]),
            "to": way["to"],
            "back": way["direction"] == "back",
        }
    ]
    if way["overshoot"]:
        events.append({"kind": "overshoot", "seat": seat, "token": token})
    for district in way["passages"]:
        if B.passage_ladder(district) == state.quarters[seat]:
            state.bad_luck[seat] = GAME["bad_luck_turns"]
            events.append({"kind": "bad_luck", "seat": seat, "turns": GAME["bad_luck_turns"]})
        else:
            events.append({"kind": "passage", "seat": seat, "district": district})
    _land(state, seat, token, events)
    return events


def _land(state: State, seat: int, token: int, events: list[dict]) -> None:
    """Follow the instructions of the space a token landed on."""
    node = state.tokens[seat][token]
    if not B.is_safe(node):
        for other, count in seats_at(state, node).items():
            if other != seat and count == 1:
                _bump(state, seat, other, node, events)
    square = B.kind(node)
    if square == "event":
        _draw_event(state, seat, token, events)
    elif square == "tunnel":
        state.arrived_tunnel.append(token)
    elif square == "mine" and state.owner[node] == -1:
        if state.money[seat] >= GAME["title_price"]:
            state.tasks.append({"task": "buy", "seat": seat, "mine": node})
        else:
            events.append({"kind": "cannot_afford", "seat": seat, "mine": node})
    elif square == "home":
        _reach_finish(state, seat, token, events)


def _bump(state: State, robber: int, victim: int, node: str, events: list[dict]) -> None:
    token = state.tokens[victim].index(node)
    state.tokens[victim][token] = "start"
    events.append({"kind": "bumped", "seat": victim, "token": token, "from": node, "by": robber})
    if not state.hands[victim]:
        events.append({"kind": "nothing_to_rob", "seat": victim, "by": robber})
        return
    if state.characters[victim] == "marshal":
        events.append({"kind": "marshal", "seat": victim, "by": robber})
        return
    if _ticket(state, victim, "lawyer") >= 0:
        _use_ticket(state, victim, "lawyer", events)
        return
    state.tasks.append({"task": "lay_out", "seat": robber, "victim": victim, "chance": True})


def _lay_out(state: State, move: dict) -> list[dict]:
    require(bool(state.tasks) and state.tasks[0]["task"] == "lay_out", "There is nothing to lay out.")
    task = state.tasks[0]
    hand = state.hands[task["victim"]]
    order = move.get("order")
    if not hand:  # a second bump of the same move found the hand already robbed bare
        require(order == [], "The chips are laid out once each.")
        state.tasks.pop(0)
        return [{"kind": "nothing_to_rob", "seat": task["victim"], "by": task["seat"]}]
    require(
        isinstance(order, list)
        and all(isinstance(i, int) and not isinstance(i, bool) for i in order)
        and sorted(order) == list(range(len(hand))),
        "The chips are laid out once each.",
    )
    state.tasks[0] = {"task": "rob", "seat": task["seat"], "victim": task["victim"], "slots": [hand[i] for i in order]}
    return [
        {
            "kind": "lay_out",
            "seat": task["victim"],
            "by": task["seat"],
            "count": len(hand),
            "backs": [hand[i][0] for i in order],
        }
    ]  # green or blue backs are all anybody sees


def _rob(state: State, move: dict) -> list[dict]:
    task = state.tasks.pop(0)
    robber, victim = task["seat"], task["victim"]
    chip = task["slots"][move["slot"]]
    state.hands[victim].remove(chip)
    state.hands[robber].append(chip)
    events = [
        {
            "kind": "robbed",
            "seat": robber,
            "victim": victim,
            "slot": move["slot"],
            "chip": chip,
            "count": len(task["slots"]),
        }
    ]
    _cash_greens(state, robber, events)
    return events


def _draw_event(state: State, seat: int, token: int, events: list[dict]) -> None:
    card = state.event_pile.pop(0)
    info = EVENTS[card]
    events.append({"kind": "event_card", "seat": seat, "card": card, "title": info["title"], "text": info["text"]})
    effect, amount = info["effect"], info.get("amount", 0)
    if effect == "ticket":
        state.tickets[seat].append(card)
        return
    state.event_pile.append(card)
    others = [s for s in range(state.players) if s != seat]
    if effect == "gain":
        _receive(state, seat, amount)
    elif effect == "pay":
        _pay(state, seat, amount)
    elif effect == "everyone_gains":
        for s in range(state.players):
            _receive(state, s, amount)
    elif effect == "collect_each":
        for s in others:
            _transfer(state, s, seat, amount)
    elif effect == "pay_each":
        for s in others:
            _transfer(state, seat, s, amount)
    elif effect == "per_title_gain":
        _receive(state, seat, amount * len(_titles(state, seat)))
    elif effect == "per_title_pay":
        _pay(state, seat, amount * len(_titles(state, seat)))
    elif effect == "skip_turn":
        state.skip[seat] += 1
    elif effect == "back_to_start":
        node = state.tokens[seat][token]
        state.tokens[seat][token] = "start"
        events.append({"kind": "bumped", "seat": seat, "token": token, "from": node, "by": -1})
        if token in state.arrived_tunnel:
            state.arrived_tunnel.remove(token)


def _buy_title(state: State, move: dict) -> list[dict]:
    task = state.tasks.pop(0)
    seat, mine = task["seat"], task["mine"]
    _pay(state, seat, GAME["title_price"])
    state.owner[mine] = seat
    state.bought_turn[mine] = state.turn
    events = [{"kind": "title", "seat": seat, "mine": mine}]
    _check_character(state, seat, events)
    return events


def _decline_title(state: State, move: dict) -> list[dict]:
    task = state.tasks.pop(0)
    return [{"kind": "title_declined", "seat": task["seat"], "mine": task["mine"]}]


def _reach_finish(state: State, seat: int, token: int, events: list[dict]) -> None:
    events.append({"kind": "finish", "seat": seat, "token": token})
    if state.characters[seat] == "banker":
        got = _receive(state, seat, 100)
        events.append({"kind": "banker", "seat": seat, "amount": got})
    if _all_home(state, seat):
        if state.first_home < 0:
            state.first_home = seat
            got = _receive(state, seat, GAME["first_home_bonus"])
            events.append({"kind": "first_home", "seat": seat, "amount": got})
        for chip in list(state.hands[seat]):  # all home: nothing is gained by holding back
            _cash(state, seat, chip, events)
        if state.anaconda == seat:
            got = _receive(state, seat, GAME["anaconda_value"])
            state.anaconda = -2
            events.append({"kind": "cash_anaconda", "seat": seat, "amount": got})
        events.append({"kind": "all_home", "seat": seat})
        return
    if any(_cashable_at_finish(state, seat, c) for c in state.hands[seat]):
        state.tasks.append({"task": "cash", "seat": seat})


def _cashable_at_finish(state: State, seat: int, chip: str) -> bool:
    if is_sapphire(state.chip_kind[chip]):
        return _all_home(state, seat)
    return chip in BLUE_IDS or bool(state.characters[seat])


def _cash(state: State, seat: int, chip: str, events: list[dict]) -> None:
    state.hands[seat].remove(chip)
    state.cashed[seat].append(chip)
    got = _receive(state, seat, state.chip_value[chip])
    events.append(
        {
            "kind": "cash",
            "seat": seat,
            "chip": chip,
            "value": state.chip_value[chip],
            "chip_kind": state.chip_kind[chip],
            "amount": got,
        }
    )
    if state.chip_kind[chip] == "great_blue" and state.final_from < 0:
        state.final_from = seat
        events.append({"kind": "final_round", "seat": seat})


def _cash_move(state: State, move: dict) -> list[dict]:
    events = []
    _cash(state, move["player"], move["chip"], events)
    if not any(_cashable_at_finish(state, move["player"], c) for c in state.hands[move["player"]]):
        state.tasks.pop(0)
    return events


def _cash_done(state: State, move: dict) -> list[dict]:
    state.tasks.pop(0)
    return [{"kind": "cash_done", "seat": move["player"]}]


def _cash_greens(state: State, seat: int, events: list[dict]) -> None:
    """A Character Card holder cashes green prospecting chips as they come."""
    if not state.characters[seat]:
        return
    for chip in list(state.hands[seat]):
        if chip in GREEN_IDS and not is_sapphire(state.chip_kind[chip]):
            _cash(state, seat, chip, events)


# --- titles and characters --------------------------------------------------------------------------
def _choose_character(state: State, move: dict) -> list[dict]:
    seat, card = move["player"], move["card"]
    state.tasks.pop(0)
    state.character_pool.remove(card)
    state.characters[seat] = card
    events = [{"kind": "character", "seat": seat, "card": card, "name": CHARACTERS[card]["name"]}]
    _cash_greens(state, seat, events)
    return events


# --- tunnels ------------------------------------------------------------------------------------------
def tunnel_success(dice: list[int], tunnel_rat: bool = False) -> bool:
    a, b = dice
    return a + b in (3, 7) or 3 in dice or (tunnel_rat and a == b)


def _tunnel_roll(state: State, move: dict) -> list[dict]:
    require(bool(state.tasks) and state.tasks[0]["task"] == "tunnel_roll", "Nobody is in a tunnel.")
    task = state.tasks[0]
    dice = move.get("dice")
    require(_dice_ok(dice, 2), "A tunnel roll is two dice.")
    seat = task["seat"]
    state.tasks.pop(0)
    success = tunnel_success(dice, state.characters[seat] == "tunnel_rat")
    events = [{"kind": "tunnel_roll", "seat": seat, "token": task["token"], "dice": list(dice), "success": success}]
    _snake_eyes(state, seat, dice, events)
    if not success and _ticket(state, seat, "tunnel") >= 0:
        _use_ticket(state, seat, "tunnel", events)
        success = True
    if success:
        if any(not landing_problem(state, seat, e) for e in B.TUNNEL_EXITS):
            state.tasks.insert(0, {"task": "tunnel_exit", "seat": seat, "token": task["token"]})
        else:
            events.append({"kind": "tunnel_blocked", "seat": seat})
    return events


def _tunnel_exit(state: State, move: dict) -> list[dict]:
    task = state.tasks.pop(0)
    seat, token = task["seat"], task["token"]
    start = state.tokens[seat][token]
    state.tokens[seat][token] = move["to"]
    events = [{"kind": "tunnel", "seat": seat, "token": token, "from": start, "to": move["to"]}]
    if not B.is_safe(move["to"]):
        for other, count in seats_at(state, move["to"]).items():
            if other != seat and count == 1:
                _bump(state, seat, other, move["to"], events)
    return events


# --- trading ------------------------------------------------------------------------------------------
_HANDLERS = {
    "roll": _roll_move,
    "prospect": _prospect,
    "peek": _peek,
    "dig": _dig,
    "stop_digging": _stop_digging,
    "move": _move,
    "buy_title": _buy_title,
    "decline_title": _decline_title,
    "rob": _rob,
    "cash": _cash_move,
    "cash_done": _cash_done,
    "choose_character": _choose_character,
    "tunnel_exit": _tunnel_exit,
    "offer_trade": _offer_trade,
    "offer_to": _offer_to,
    "offer_item": _offer_item,
    "offer_money": _offer_money,
    "send_offer": _send_offer,
    "cancel_offer": _cancel_offer,
    "accept_trade": _accept_trade,
    "decline_trade": _decline_trade,
}
_CHANCE_HANDLERS = {
    "opening": _opening,
    "roll": _roll,
    "cave_roll": _cave_roll,
    "lay_out": _lay_out,
    "tunnel_roll": _tunnel_roll,
}


# --- the end -----------------------------------------------------------------------------------------
def is_over(state: State) -> bool:
    return state.phase == "over"


CROWN = "Copper crown"


def result(state: State) -> Result:
    keys = [(state.money[s], sum(1 for t in state.tokens[s] if t == "home")) for s in range(state.players)]
    places = places_from_keys(keys)
    titles = [CROWN if place == 1 else "" for place in places]
    lines = [f"{{p{seat}}} is crowned King or Queen of Copper!" for seat, place in enumerate(places) if place == 1]
    if state.first_home >= 0:
        lines.append(f"{{p{state.first_home}}} brought every token home first (+${GAME['first_home_bonus']}).")
    if state.end_reason == "final_round" and state.final_from >= 0:
        lines.append(f"{{p{state.final_from}}} cashed the Great Blue Sapphire; the final round is over.")
    elif state.end_reason == "sundown":
        lines.append(f"Sundown: {state.max_rounds} rounds are played.")
    if sorted(s for s, _ in keys).count(max(s for s, _ in keys)) > 1:
        lines.append("Level on money: more tokens home wins.")
    return Result(scores=list(state.money), places=places, titles=titles, lines=lines)


# --- secrets, checks, words ---------------------------------------------------------------------------
def known_chips(state: State, player) -> set[str]:
    """The chips whose face `player` may see: their own, every cashed chip,
    the one they are peeking at, and (once over) all."""
    if state.phase == "over":
        return set(ALL_CHIPS)
    known = {c for hand in state.cashed for c in hand}
    if isinstance(player, int) and 0 <= player < state.players:
        known |= set(state.hands[player])
        if state.peek and state.current == player:
            known.add(state.blue[state.peek])
    return known


def secrets(state: State, player) -> dict:
    """What `player` may not know now, by the name the view shows it under:
    the faces of chips they can't see and the order of the event pile."""
    known = known_chips(state, player)
    hidden = {chip: (kind, state.chip_value[chip]) for chip, kind in state.chip_kind.items() if chip not in known}
    return {**hidden, "event_pile": list(state.event_pile)}


def view(state: State, player) -> State:
    seen = view_copy(state)
    known = known_chips(state, player)
    seen.chip_kind = {c: (k if c in known else HIDDEN) for c, k in state.chip_kind.items()}
    seen.chip_value = {c: (v if c in known else HIDDEN) for c, v in state.chip_value.items()}
    seen.event_pile = [HIDDEN] * len(state.event_pile)
    for task in seen.tasks:
        if task["task"] == "rob":  # face down: only the backs show, green or blue
            task["slots"] = [chip[0] + HIDDEN for chip in task["slots"]]
    return seen


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


def describe(move: dict) -> str:
    kind = move.get("kind")
    words = {
        "roll": "rolls the dice",
        "dig": "digs deep",
        "stop_digging": "leaves the deep chip",
        "decline_title": "passes on the title",
        "cash_done": "is done cashing",
        "send_offer": "sends the offer",
        "cancel_offer": "drops the offer",
        "accept_trade": "accepts the trade",
        "decline_trade": "declines the trade",
    }
    if kind in words:
        return words[kind]
    if kind == "move":
        use = {"a": "the first die", "b": "the second die", "both": "both dice"}.get(move.get("use"), "dice")
        return f"moves token {move.get('token', 0) + 1} with {use}"
    if kind in ("prospect", "peek", "buy_title"):
        name = B.MINE_NAMES.get(move.get("mine"), "a mine")
        return {"prospect": "prospects at ", "peek": "peeks deep in ", "buy_title": "buys the title of "}[kind] + name
    if kind == "rob":
        return f"takes chip {move.get('slot', 0) + 1}"
    if kind == "cash":
        return "cashes a chip"
    if kind == "choose_character":
        return "becomes " + CHARACTERS.get(move.get("card"), {}).get("name", "a character")
    if kind == "tunnel_exit":
        return "comes out of a tunnel"
    if kind == "offer_trade":
        return "starts a trade offer" if "from" not in move else "lets another player offer a trade"
    if kind in ("offer_item", "offer_money", "offer_to"):
        return "changes the offer"
    if kind in _CHANCE_HANDLERS:
        return {
            "opening": "the opening roll",
            "roll": "the dice roll",
            "cave_roll": "the cave-in roll",
            "lay_out": "chips laid face down",
            "tunnel_roll": "the tunnel roll",
        }[kind]
    return kind or "?"
