"""Coal n' Write's moves told for the game log (see game/story.py). Every
sheet lies open on the table, so nothing is secret but the dice to come."""

from __future__ import annotations

from game.coal_n_write.content import NAME
from game.coal_n_write.words import describe


def _ore(letters: list[str] | str) -> str:
    return ", ".join(NAME.get(letter, letter) for letter in letters) or "nothing"


def _dice(dice: list[int]) -> str:
    return ", ".join(str(die) for die in dice)


def _event_line(event: dict, table) -> tuple[int | None, str]:
    kind, seat = event["kind"], event.get("player")
    who = f"{{p{seat}}}" if isinstance(seat, int) else ""
    if kind == "roll":
        rolled = [event["dice"][die] for die in event["hand"]]
        kept = [value for die, value in enumerate(event["dice"]) if die not in event["hand"]]
        bunkhouse = f", with the {_dice(kept)} in the Bunkhouse" if kept else ""  # not a new roll: it waited there
        return None, f"Round {event['round'] + 1}, turn {event['turn']}: the dice show {_dice(rolled)}{bunkhouse}."
    if kind == "claim":
        values = [table.dice[die] for die in event["dice"] if 0 <= die < len(table.dice)]
        return seat, f"{who} {describe(event)} with {_dice(values)}."
    if kind == "dig":
        value = table.dice[event["die"]] if 0 <= event["die"] < len(table.dice) else "?"
        return seat, f"{who} {describe(event)} with a {value}."
    if kind == "store":
        return seat, f"{who} {describe(event)}" + (f" for ${event['cost']}." if event.get("cost") else ".")
    if kind == "pinkertons":
        callers = ", ".join(f"{{p{s}}}" for s in event["seats"])
        return None, f"{callers} called the Pinkertons: this is the last round."
    if kind == "bunkhouse":
        return None, f"A {table.dice[event['die']]} goes to the Bunkhouse."
    if kind == "varmint":
        return seat, f"{who} hunts varmints with {_dice(event['dice'])}: ${event['gain']}."
    if kind == "blackjack_die":
        return seat, f"{who} throws a blackjack die: {event['die']} (total {event['total']})."
    if kind == "blackjack_end":
        return seat, f"{who}'s blackjack hand ends on {event['total']}: {event['text']}"
    if kind == "coal_baron":
        return event["seats"][-1], f"{{p{event['seats'][-1]}}} reports to the Coal Baron."
    if kind == "round_over":
        return None, f"Round {event['round'] + 1} is over: time to load the burros."
    if kind == "delivery":
        stolen = f", bandits take {_ore(event['stolen'])}" if event["stolen"] else ""
        return seat, f"{who}'s burro {event['burro'] + 1} carries {_ore(event['cargo'])}{stolen}: ${event['total']}."
    if kind == "shares":
        return seat, f"{who}'s {event['count']} Railroad Shares pay ${event['gain']}."
    if kind == "new_round":
        return None, f"Round {event['round'] + 1} begins."
    if kind == "game_over":
        return None, "The game is over."
    return None, ""


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
