"""What stops a player's move in King of Copper: one problem function per
kind, a sentence or "" when the move may be made, and `before`, asked of
every move first. The rulebook both refuses moves and lists them with these,
so the sentences here are the ones a player sees. (Trading's problems sit in
trading.py, chance's in chance.py.)"""

from __future__ import annotations

from typing import Any, Mapping

from game.core import CHANCE, turn_problem
from game.king_of_copper import board as B
from game.king_of_copper.cards import GAME
from game.king_of_copper.cashing import cashable_at_finish
from game.king_of_copper.mining import peek_cost
from game.king_of_copper.moves import (
    BuyTitle,
    Cash,
    CashDone,
    ChooseCharacter,
    DeclineTitle,
    Dig,
    Peek,
    Prospect,
    Rob,
    Roll,
    StopDigging,
    TokenMove,
    TunnelExit,
)
from game.king_of_copper.phases import Phase
from game.king_of_copper.state import State, to_act
from game.king_of_copper.walks import landing_problem, may_enter, offered_way

NOT_NOW = "You can't do that right now."
# A decision due before play goes on: the moves that make it, and what a player is told otherwise.
TASK_KINDS = {
    "buy": ("buy_title", "decline_title"),
    "rob": ("rob",),
    "cash": ("cash", "cash_done"),
    "character": ("choose_character",),
    "tunnel_exit": ("tunnel_exit",),
}
FIRST = {
    "buy": "First decide whether to buy the title.",
    "rob": "First pick one of the face-down chips.",
    "cash": "First cash chips at Finish, or say you are done.",
    "character": "First choose your Character Card.",
    "tunnel_exit": "First choose a tunnel exit.",
}


def before(state: State, move: Mapping[str, Any]) -> str:
    """The game is over, it isn't this player's turn, or a decision is due first."""
    player = move["player"]
    stopped = turn_problem(state.phase == Phase.OVER, player, to_act(state), "It isn't time to roll.")
    if stopped:
        return stopped
    if player != CHANCE and state.tasks and move["kind"] not in TASK_KINDS.get(state.tasks[0]["task"], ()):
        return _first(state)
    return ""


def _first(state: State) -> str:
    return FIRST.get(state.tasks[0]["task"], "Something else must happen first.")


# --- the start of a turn -------------------------------------------------------------------


def roll_problem(state: State, move: Roll) -> str:
    if state.phase == Phase.START:
        return ""
    return "You have already rolled." if state.phase == Phase.MOVE else "You can't roll right now."


def _work_problem(state: State, seat: int, mine: str) -> str:
    """Why `seat` can't work that mine at all (prospecting or deep)."""
    if mine not in B.MINE_NAMES:
        return "There is no mine there."
    if state.owner[mine] != seat:
        return "You need the title to work that mine."
    if mine not in state.tokens[seat]:
        return "One of your tokens must stand on the mine to work it."
    if mine in state.worked:
        return "You have already worked that mine this turn."
    return ""


def prospect_problem(state: State, move: Prospect) -> str:
    seat, mine = move["player"], move["mine"]
    problem = _work_problem(state, seat, mine)
    if problem:
        return problem
    if not state.green[mine]:
        return "The green prospecting chip there is already gone."
    if state.bought_turn[mine] >= state.turn:
        return "The prospecting chip is bought at the start of your next turn."
    if state.phase != Phase.START or state.money[seat] < GAME["prospect_price"]:
        return "A prospecting chip costs $50."
    return ""


def peek_problem(state: State, move: Peek) -> str:
    seat, mine = move["player"], move["mine"]
    problem = _work_problem(state, seat, mine)
    if problem:
        return problem
    if not state.characters[seat]:
        return "Deep mining needs a Character Card (three titles in three districts)."
    if state.green[mine]:
        return "Take the green prospecting chip before you mine deep."
    needed = peek_cost(state, seat) + GAME["dig_price"]
    if state.phase != Phase.START or not state.blue[mine] or state.money[seat] < needed:
        return f"Deep mining needs ${needed} in hand."
    return ""


def dig_problem(state: State, move: Dig) -> str:
    return "" if state.phase == Phase.PEEKED and state.money[move["player"]] >= GAME["dig_price"] else NOT_NOW


def stop_digging_problem(state: State, move: StopDigging) -> str:
    return "" if state.phase == Phase.PEEKED else NOT_NOW


# --- moving --------------------------------------------------------------------------------


def move_problem(state: State, move: TokenMove) -> str:
    if state.phase != Phase.MOVE:
        return "Roll the dice first." if state.phase == Phase.START else "You can't move a token right now."
    return "" if offered_way(state, move) else _why_not_walk(state, move)


def _why_not_walk(state: State, move: TokenMove) -> str:
    """What is wrong with a move of a token the dice don't offer."""
    seat, token = move["player"], move["token"]
    if not 0 <= token < len(state.tokens[seat]):
        return "Choose one of your tokens."
    node = state.tokens[seat][token]
    if node == "start":
        return "That token is still at Start: it comes out at the beginning of a turn."
    if node == "home":
        return "That token is already in Finish."
    target = move["to"]
    if move["use"] in ("a", "b") and token == state.moved_token:
        return "Split dice move two different tokens: move another one with this die."
    if target == node:
        return "Your dice have no space to take that token to."
    if target in B.all_nodes(state.quarters):
        problem = landing_problem(state, seat, target)
        if problem:
            return problem
        if node in B.HEAD_FRAMES and B.district_of(target) is not None and not may_enter(state, seat, token):
            return "That token reached the head frame this turn: it walks into the district on your next turn."
        if target == "home":
            return "You need the exact number to reach Finish (or doubles from the ladder)."
    if move["use"] not in ("a", "b", "both"):
        return "Use one die, or both dice together."
    return "Your dice can't take that token there."


# --- decisions due before play goes on -----------------------------------------------------


# `before` has made sure the decision due is the one these moves make, if any is due.
def title_problem(state: State, move: BuyTitle | DeclineTitle) -> str:
    if not state.tasks:
        return NOT_NOW
    return "" if move["mine"] == state.tasks[0]["mine"] else _first(state)


def rob_problem(state: State, move: Rob) -> str:
    if not state.tasks:
        return NOT_NOW
    return "" if 0 <= move["slot"] < len(state.tasks[0]["slots"]) else _first(state)


def cash_problem(state: State, move: Cash) -> str:
    if not state.tasks:
        return NOT_NOW
    seat, chip = move["player"], move["chip"]
    return "" if chip in state.hands[seat] and cashable_at_finish(state, seat, chip) else _first(state)


def cash_done_problem(state: State, move: CashDone) -> str:
    return "" if state.tasks else NOT_NOW


def character_problem(state: State, move: ChooseCharacter) -> str:
    if not state.tasks:
        return NOT_NOW
    return "" if move["card"] in state.character_pool else _first(state)


def tunnel_exit_problem(state: State, move: TunnelExit) -> str:
    if not state.tasks:
        return NOT_NOW
    task, seat, to = state.tasks[0], move["player"], move["to"]
    if move["token"] == task["token"] and to in B.TUNNEL_EXITS and not landing_problem(state, seat, to):
        return ""
    return _first(state)
