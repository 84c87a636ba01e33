"""Coal n' Write's moves in words, for the game log and the table's buttons.
A move described here may not have been checked yet: nothing is trusted."""

from __future__ import annotations

from typing import Any, Mapping, Sequence, TypeGuard

from game.coal_n_write.content import BANDIT_WORDS, DEPOSITS, MINERALS, NAME, STORE
from game.core import kind_words


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
    return kind_words(move, words)


def ore_words(cargo: Sequence[str]) -> str:
    """A cargo in words, best kind first: "1 Silver, 3 Tin and 1 Borax"."""
    parts = [f"{cargo.count(m)} {NAME[m]}" for m in MINERALS if m in cargo]
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else "".join(parts) or "nothing"


def dice_words(faces: Sequence[int]) -> str:
    """Dice by their faces, lowest first: "4", "4 and 6", "1, 2 and 3"."""
    faces = sorted(faces)
    return (
        ", ".join(str(f) for f in faces[:-1]) + " and " + str(faces[-1]) if len(faces) > 1 else "".join(map(str, faces))
    )


USES = {"claim": "claim", "dig": "dig", "store": "go to the store"}


def dice_left(uses: Mapping[int, set[str]], dice: Sequence[int]) -> str:
    """What the dice not used yet could still do (listing.dice_uses: die -> kinds; `dice` the
    roll's faces), as the hint and the question before Done both say it: "your 4 and 6 could
    still claim or dig"."""
    kinds = set().union(*uses.values())
    verbs = [word for kind, word in USES.items() if kind in kinds]
    what = ", ".join(verbs[:-1]) + " or " + verbs[-1] if len(verbs) > 1 else "".join(verbs)
    return f"your {dice_words([dice[d] for d in uses])} could still {what}"


def done_question(uses: Mapping[int, set[str]], dice: Sequence[int]) -> tuple[str, list[str]]:
    """The question before Done ends a turn with dice that could still be used: a title and its line."""
    line = dice_left(uses, dice)
    return "End your turn now?", [f"{line[0].upper()}{line[1:]}."]


def send_question(preview: Mapping[str, Any]) -> tuple[str, list[str]]:
    """The question before a burro leaves whose empty slots could earn more (loading.asks_before_sending):
    a title and the lines that say what filling them would add and earn, what the bandit takes and
    that ore kept back is not lost."""
    title = f"Send burro {preview['burro'] + 1} for ${preview['total']}?"  # fits the question's title line
    lines = [f"Adding {ore_words(preview['add'])} from your Ore Stash, it would earn ${preview['best_total']}."]
    stolen = preview["stolen"]
    if stolen:
        lines.append(f"As it is, the bandit takes {len(stolen)} {NAME[stolen[0]]}: -${preview['lost']}.")
    elif preview["bandits"]:
        lines.append("A bandit rides along, but finds nothing to take.")
    else:
        lines.append("No bandit rides on this burro.")
    if preview["bandits"]:
        lines.append(BANDIT_WORDS["bait"])
    bonus = [f"{name} +${preview[key]}" for key, name in (("strike_gold", "Strike Gold"), ("wash_day", "Wash Day"))]
    bonus = [text for text, key in zip(bonus, ("strike_gold", "wash_day")) if preview[key]]
    if bonus:
        lines.append(f"The ${preview['total']} counts {' and '.join(bonus)}.")
    lines.append(BANDIT_WORDS["keep"])
    return title, lines
