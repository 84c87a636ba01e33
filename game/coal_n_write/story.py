"""Coal n' Write's moves told for the game log (see game/story.py). Every
sheet lies open on the table, so nothing is secret but the dice to come."""

from __future__ import annotations

from game.coal_n_write.content import NAME
from game.coal_n_write.words import describe


def _ore(letters: list[str] | str) -> str:
    return ", ".join(NAME.get(letter, letter) for letter in letters) or "nothing"


def _stolen(delivery: dict) -> str:
    return f", bandits take {_ore(delivery['stolen'])}" if delivery["stolen"] else ""


def _dice(dice: list[int]) -> str:
    return ", ".join(str(die) for die in dice)


def _event_line(event: dict, table) -> tuple[int | None, str]:
    """The event's line, wearing the badge of the seat it is about (None: the table's)."""
    seat = event["seats"][-1] if event["kind"] == "coal_baron" else event.get("player")
    return seat, _said(event, table, f"{{p{seat}}}" if isinstance(seat, int) else "")


# the lines that only fill in the event's fields
TOLD = {
    "blackjack_die": "{who} throws a blackjack die: {die} (total {total}).",
    "blackjack_end": "{who}'s blackjack hand ends on {total}: {text}",
    "coal_baron": "{who} reports to the Coal Baron.",
    "shares": "{who}'s {count} Railroad Shares pay ${gain}.",
    "game_over": "The game is over.",
}


def _said(event: dict, table, who: str) -> str:
    kind = event["kind"]
    if kind in TOLD:
        return TOLD[kind].format_map({**event, "who": who})
    if kind == "roll":
        rolled = [event["dice"][die] for die in event["hand"]]
        kept = [value for die, value in enumerate(event["dice"]) if die not in event["hand"]]
        bunkhouse = f", with the {_dice(kept)} in the Bunkhouse" if kept else ""  # not a new roll: it waited there
        return f"Round {event['round'] + 1}, turn {event['turn']}: the dice show {_dice(rolled)}{bunkhouse}."
    if kind == "claim":
        values = [table.dice[die] for die in event["dice"] if 0 <= die < len(table.dice)]
        return f"{who} {describe(event)} with {_dice(values)}."
    if kind == "dig":
        value = table.dice[event["die"]] if 0 <= event["die"] < len(table.dice) else "?"
        return f"{who} {describe(event)} with a {value}."
    if kind == "store":
        return f"{who} {describe(event)}" + (f" for ${event['cost']}." if event.get("cost") else ".")
    if kind == "pinkertons":
        callers = ", ".join(f"{{p{s}}}" for s in event["seats"])
        return f"{callers} called the Pinkertons: this is the last round."
    if kind == "bunkhouse":
        return f"A {table.dice[event['die']]} goes to the Bunkhouse."
    if kind == "varmint":
        return f"{who} hunts varmints with {_dice(event['dice'])}: ${event['gain']}."
    if kind == "round_over":
        return f"Round {event['round'] + 1} is over: time to load the burros."
    if kind == "delivery":
        return f"{who}'s burro {event['burro'] + 1} carries {_ore(event['cargo'])}{_stolen(event)}: ${event['total']}."
    if kind == "new_round":
        return f"Round {event['round'] + 1} begins."
    return ""


def tell(move: dict, events: list[dict], table) -> list[tuple[int | None, str]]:
    lines = [line for line in (_event_line(event, table) for event in events) if line[1]]
    player = move["player"]
    if not any(seat == player for seat, _ in lines) and isinstance(player, int) and move["kind"] != "store":
        lines.insert(0, (player, f"{{p{player}}} {describe(move)}."))
    return lines


def standing(table) -> list[dict]:
    """Each sheet's cash, ore in the stash and burros sent: all on the open table."""
    return [
        {
            "Cash": f"${sheet.cash}",
            "Ore": str(len(sheet.stash)),
            "Burros out": str(sum(1 for r in sheet.burro_round if r >= 0)),
        }
        for sheet in table.sheets
    ]
