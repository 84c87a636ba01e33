"""Robbing in King of Copper: a bumped rival's chips are laid out face down
and the robber takes one, unless a Marshal or a Lawyer's letter stops it."""

from __future__ import annotations

from game.king_of_copper.cashing import cash_greens
from game.king_of_copper.ledger import held_ticket, use_ticket
from game.king_of_copper.moves import LayOut, Rob
from game.king_of_copper.state import State


def bump(state: State, robber: int, victim: int, node: str, events: list[dict]) -> None:
    token = state.tokens[victim].index(node)
    state.tokens[victim][token] = "start"
    events.append({"kind": "bumped", "seat": victim, "token": token, "from": node, "by": robber})
    if not state.hands[victim]:
        events.append({"kind": "nothing_to_rob", "seat": victim, "by": robber})
        return
    if state.characters[victim] == "marshal":
        events.append({"kind": "marshal", "seat": victim, "by": robber})
        return
    if held_ticket(state, victim, "lawyer") >= 0:
        use_ticket(state, victim, "lawyer", events)
        return
    state.tasks.append({"task": "lay_out", "seat": robber, "victim": victim, "chance": True})


def lay_out_handler(state: State, move: LayOut) -> list[dict]:
    task = state.tasks[0]
    hand = state.hands[task["victim"]]
    order = move["order"]
    if not hand:  # a second bump of the same move found the hand already robbed bare
        state.tasks.pop(0)
        return [{"kind": "nothing_to_rob", "seat": task["victim"], "by": task["seat"]}]
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


def rob_handler(state: State, move: Rob) -> list[dict]:
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
    cash_greens(state, robber, events)
    return events
