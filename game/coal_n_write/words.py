"""Coal n' Write's moves in words, for the game log and the table's buttons.
A move described here may not have been checked yet: nothing is trusted."""

from __future__ import annotations

from typing import Any, Mapping, TypeGuard

from game.coal_n_write.content import DEPOSITS, NAME, STORE


def _is_int(value) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def describe(move: Mapping[str, Any]) -> str:
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
    return words.get(kind, kind) if isinstance(kind, str) and kind else "?"
