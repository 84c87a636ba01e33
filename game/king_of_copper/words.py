"""King of Copper's moves in words, for the game log; and the words of a rule that the hint,
the table's warning and its tags all say, so they never say it differently."""

from __future__ import annotations

from game.core import kind_words
from game.king_of_copper import board as B
from game.king_of_copper.cards import CHARACTERS, GAME

# Passing under your own ladder: "7 years of bad luck... one die instead of two for 7 turns".
UNDER_LADDER = "passes under your own ladder"
BAD_LUCK = f"one die for your next {GAME['bad_luck_turns']} turns"
BAD_LUCK_SHORT = f"1 die, {GAME['bad_luck_turns']} turns"  # where a line is narrow: a chooser's button

# A track square by its kind, as the rule text names it (the board's word for a tunnel), in the
# hint, the targets and the game log alike.
SQUARE_NAMES = {
    "first": "a First Square",
    "event": "an Event square",
    "camp": "a Miners' Camp",
    "tunnel": "a tunnel (IN)",
    "exit": "a tunnel exit (OUT)",
    "safety": "a Safety Square",
    "plain": "a plain square",
}

CHANCE_WORDS = {
    "opening": "the opening roll",
    "roll": "the dice roll",
    "cave_roll": "the cave-in roll",
    "lay_out": "chips laid face down",
    "tunnel_roll": "the tunnel roll",
}


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
        use = {"a": "the first die", "b": "the second die", "both": "both dice"}.get(move.get("use", ""), "dice")
        return f"moves token {move.get('token', 0) + 1} with {use}"
    if kind in ("prospect", "peek", "buy_title"):
        name = B.MINE_NAMES.get(move.get("mine", ""), "a mine")
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
    return kind_words(move, CHANCE_WORDS)
