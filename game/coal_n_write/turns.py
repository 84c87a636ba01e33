"""The turn cycle: who acts, the check every move passes first, the roll that
starts a turn, and the end of a turn (dice back, the Bunkhouse, the
Pinkertons, varmint hunts) until the round's burros are to be loaded."""

from __future__ import annotations

from typing import Any, Mapping

from game.coal_n_write.content import DICE, STORE_RULES
from game.coal_n_write.moves import LOAD_KINDS, Handlers, Problems, Roll, Varmint
from game.coal_n_write.phases import Phase
from game.coal_n_write.reading import bunkhouse_candidate, unused_burros
from game.coal_n_write.state import State, pay
from game.core import CHANCE


def to_act(state: State) -> list:
    if chance_acts(state):
        return [CHANCE]
    return [seat for seat in range(state.players) if _seat_acts(state, seat)]


def chance_acts(state: State) -> bool:
    """The dice are thrown: the roll, the varmint hunts, or a blackjack die someone waits for."""
    if state.phase in (Phase.ROLL, Phase.VARMINT):
        return True
    return state.phase == Phase.BUILD and any(sheet.blackjack_wait for sheet in state.sheets)


def _seat_acts(state: State, seat: int) -> bool:
    """Is it this seat's move (while the dice aren't being thrown)? Seats build
    and load side by side: each until they confirm or send their burro off."""
    if not 0 <= seat < state.players:
        return False
    sheet = state.sheets[seat]
    return not sheet.confirmed if state.phase == Phase.BUILD else state.phase == Phase.LOAD and not sheet.sent


def before(state: State, move: Mapping[str, Any]) -> str:
    """Asked of every move before its own problem: is the game on, is it
    this side's turn, and is this kind of move made in this phase?"""
    if state.phase == Phase.OVER:
        return "The game is over."
    player, dice_thrown = move["player"], chance_acts(state)
    if player == CHANCE:
        return "" if dice_thrown else "It isn't time to throw the dice."
    if dice_thrown or not _seat_acts(state, player):
        return "Wait for the dice to land." if dice_thrown else "It isn't your turn right now."
    kind = move["kind"]
    if state.phase == Phase.LOAD:
        if kind not in LOAD_KINDS:
            return "Load your burro first."
    elif kind in LOAD_KINDS:
        return "Burros are loaded when the round ends."
    if state.phase == Phase.BUILD and state.sheets[player].blackjack is not None and kind not in ("hit", "stay"):
        return "Finish your blackjack hand first: hit or stay."
    return ""


def dice_problem(values: list[int], count: int, what: str) -> str:
    """Refuses faces that `count` six-sided dice could not show."""
    if len(values) == count and all(1 <= value <= 6 for value in values):
        return ""
    return f"{what} needs {count} dice showing 1 to 6."


def _roll_problem(state: State, move: Roll) -> str:
    if state.phase != Phase.ROLL:
        return "It isn't time to roll."
    return dice_problem(move["dice"], len(state.hand), "A roll")


def _roll(state: State, move: Roll) -> list[dict]:
    for die, value in zip(state.hand, move["dice"]):
        state.dice[die] = value
    state.turn += 1
    state.phase = Phase.BUILD
    for sheet in state.sheets:
        sheet.used = [""] * DICE
        sheet.confirmed = False
        sheet.tonic_now = False
        sheet.hunts = 0
        sheet.coal_report = False
        sheet.pinkertons = False
    return [{"kind": "roll", "dice": list(state.dice), "hand": state.hand, "round": state.round, "turn": state.turn}]


def end_turn(state: State) -> list[dict]:
    """Everyone has confirmed: the dice come back and the turn ends."""
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
        state.phase = Phase.VARMINT
        return events
    return events + _after_turn(state)


def _varmint_problem(state: State, move: Varmint) -> str:
    if state.phase != Phase.VARMINT:
        return "Nobody is out huntin' varmints."
    hunts = move["hunts"]
    expected = [seat for seat, sheet in enumerate(state.sheets) for _ in range(sheet.hunts)]
    if [hunt["seat"] for hunt in hunts] != expected:
        return "Each hunter throws three dice once for each hunt."
    for hunt in hunts:
        problem = dice_problem(hunt["dice"], DICE, "A hunt")
        if problem:
            return problem
    return ""


def _varmint(state: State, move: Varmint) -> list[dict]:
    events = []
    for hunt in move["hunts"]:
        dice = list(hunt["dice"])
        gain = sum(dice) + STORE_RULES["varmint_base"]
        sheet = state.sheets[hunt["seat"]]
        pay(sheet, gain, "Varmint Huntin'")
        events.append({"kind": "varmint", "player": hunt["seat"], "dice": dice, "gain": gain, "cash": sheet.cash})
    for sheet in state.sheets:
        sheet.hunts = 0
    return events + _after_turn(state)


def _after_turn(state: State) -> list[dict]:
    if state.hand:
        state.phase = Phase.ROLL
        return []
    state.phase = Phase.LOAD
    for sheet in state.sheets:
        sheet.loading = []
        sheet.sent = False
        unused = unused_burros(state, sheet)
        sheet.chosen = unused[0] if len(unused) == 1 else -1  # the last burro needs no choosing
    return [{"kind": "round_over", "round": state.round, "last": state.last_round}]


HANDLERS: Handlers = {"roll": _roll, "varmint": _varmint}
PROBLEMS: Problems = {"roll": _roll_problem, "varmint": _varmint_problem}
