"""Chance in King of Copper: what the dice, the d10 and the shuffle draw
next, and the problems that refuse an outcome they could not have drawn."""

from __future__ import annotations

from fractions import Fraction

from game import chance
from game.core import CHANCE, IllegalMove, rng_for
from game.king_of_copper.moves import CaveRoll, ChanceMove, DiceRoll, LayOut, Opening, TunnelRoll
from game.king_of_copper.phases import Phase
from game.king_of_copper.state import State


def chance_move(state: State) -> ChanceMove:
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
    if state.phase == Phase.OPENING:
        return {"player": CHANCE, "kind": "opening", "rolls": [[die(), die()] for _ in state.tied]}
    if state.phase == Phase.ROLL:
        return {"player": CHANCE, "kind": "roll", "dice": [die() for _ in range(state.turn_dice)]}
    if state.phase == Phase.CAVE:
        return {"player": CHANCE, "kind": "cave_roll", "d10": rng.randint(0, 9)}
    raise IllegalMove("Nothing is left to chance right now.")


def chance_outcomes(state: State) -> list[tuple[ChanceMove, Fraction]]:
    """Every outcome of the next draw; a lay-out of more than six chips, and the opening
    rolls of more than two tied players, have too many to list."""
    if state.tasks and state.tasks[0].get("chance"):
        task = state.tasks[0]
        if task["task"] == "lay_out":
            orders = chance.shuffles(list(range(len(state.hands[task["victim"]]))))
            return [({"player": CHANCE, "kind": "lay_out", "order": order}, p) for order, p in orders]
        if task["task"] == "tunnel_roll":
            return [({"player": CHANCE, "kind": "tunnel_roll", "dice": dice}, p) for dice, p in chance.dice(2)]
    if state.phase == Phase.OPENING:
        rolls = chance.joint([chance.dice(2)] * len(state.tied))
        return [({"player": CHANCE, "kind": "opening", "rolls": r}, p) for r, p in rolls]
    if state.phase == Phase.ROLL:
        return [({"player": CHANCE, "kind": "roll", "dice": dice}, p) for dice, p in chance.dice(state.turn_dice)]
    if state.phase == Phase.CAVE:
        return [({"player": CHANCE, "kind": "cave_roll", "d10": d10}, p) for d10, p in chance.evenly(range(10))]
    raise IllegalMove("Nothing is left to chance right now.")


# --- outcomes chance could have drawn ------------------------------------------------------
def _dice_ok(dice, count: int) -> bool:
    return (
        isinstance(dice, list)
        and len(dice) == count
        and all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)
    )


def opening_problem(state: State, move: Opening) -> str:
    if state.phase != Phase.OPENING or state.tasks:
        return "The opening roll is over."
    rolls = move["rolls"]
    if len(rolls) != len(state.tied) or not all(_dice_ok(r, 2) for r in rolls):
        return "Every tied player rolls two dice."
    return ""


def dice_roll_problem(state: State, move: DiceRoll) -> str:
    if state.phase != Phase.ROLL or state.tasks:
        return "It isn't time to roll."
    count = state.turn_dice
    if not _dice_ok(move["dice"], count):
        return "Roll one die while bad luck lasts." if count == 1 else "Roll two dice."
    return ""


def cave_roll_problem(state: State, move: CaveRoll) -> str:
    if state.phase != Phase.CAVE or state.tasks:
        return "Nothing is being dug."
    return "" if 0 <= move["d10"] <= 9 else "A d10 shows 0 to 9."


def lay_out_problem(state: State, move: LayOut) -> str:
    if not state.tasks or state.tasks[0]["task"] != "lay_out":
        return "There is nothing to lay out."
    hand = state.hands[state.tasks[0]["victim"]]  # empty when a second bump found it robbed bare already
    if sorted(move["order"]) != list(range(len(hand))):
        return "The chips are laid out once each."
    return ""


def tunnel_roll_problem(state: State, move: TunnelRoll) -> str:
    if not state.tasks or state.tasks[0]["task"] != "tunnel_roll":
        return "Nobody is in a tunnel."
    return "" if _dice_ok(move["dice"], 2) else "A tunnel roll is two dice."
