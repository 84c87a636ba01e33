"""Why the strong bot would make a move, in one sentence to the player (the hint).

Only the player's view is read: the chips it may see, the board, the money.
Every kind of move a player makes has its sentence; a token move says the
weightiest reason the bot's own evaluation found for it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.chance import percent
from game.king_of_copper import board as B
from game.king_of_copper.cards import CHARACTERS, GAME, TICKETS, ticket_of
from game.king_of_copper.odds import cave_in_chance, dig_cave_in_chance, tunnel_chance
from game.king_of_copper.walks import brings_bad_luck
from game.king_of_copper.words import BAD_LUCK, SQUARE_NAMES, UNDER_LADDER

if TYPE_CHECKING:
    from game.king_of_copper.bots import StrongBot

LONGEST = 90


def place(node: str) -> str:
    """A space as a player names it."""
    if node == "home":
        return "Finish"
    if node == "start":
        return "Start"
    if node in B.MINE_NAMES:
        return B.MINE_NAMES[node]
    if node[0] == "L":
        return "your ladder"
    if node[0] == "D":
        return f"{B.DISTRICTS[int(node[1])]} octagon {int(node.split('_')[1]) + 1}"
    kind = B.kind(node)
    if kind == "headframe":
        return f"the {B.DISTRICTS[B.HEAD_FRAMES.index(node)]} head frame"
    return SQUARE_NAMES.get(kind, "the track")


def explain(bot: StrongBot, view, me: int, move) -> str:
    kind = move["kind"]
    sentence = _MOVE_WORDS[kind](bot, view, me, move) if kind in _MOVE_WORDS else "The best move here."
    return sentence if len(sentence) <= LONGEST else sentence[: LONGEST - 1].rstrip(" ,:") + "."


def _walk(bot, view, me, move) -> str:
    _, reasons = bot.score_move(view, me, move)
    token, dest = move["token"] + 1, move["to"]
    if brings_bad_luck(view, move):  # the table's warning says the same
        return f"Token {token} {UNDER_LADDER}: {BAD_LUCK}."
    where = place(dest)
    weights = {key: weight for weight, key in reasons}
    best = max(((w, k) for w, k in reasons if k != "ahead" and w > 0), default=(0.0, ""))
    if weights.get("ahead", 0) > best[0] + 6 or not best[1]:
        return f"Token {token} to {where}: it gains the most ground for this roll."
    reason = best[1]
    if reason == "bump":
        return f"Land on {where}: bump the lone rival token there to Start and rob it."
    if reason == "home":
        return f"Bring token {token} into Finish: you may cash blue chips there."
    if reason in ("title", "new_district", "chips"):
        if weights.get("new_district", 0) > 0:
            return f"Land on {where}: its title gives you a new district for a Character Card."
        return f"Land on {where}: its title is free for $50 and it still holds chips."
    if reason == "headframe":
        return f"Stop on {where}: free mines wait inside for your next turn."
    if reason == "into_district":
        return f"Walk token {token} into {B.DISTRICTS[int(dest[1])]}: it still has free mines."
    if reason == "escape":
        return f"Move token {token} away: rivals behind could bump it where it stands."
    if reason == "safe":
        return f"Token {token} to {where}: nobody can bump it there."
    if reason == "tunnel":
        return f"Land on the tunnel: at your turn's end a roll takes you through ({percent(tunnel_chance(view, me))})."
    if reason == "event":
        return f"Token {token} to {where}: draw an Event Card, most of them pay."
    return f"Token {token} to {where}: it gains the most ground for this roll."


def _peek(bot, view, me, move) -> str:
    chance = cave_in_chance(view, me, move["mine"])
    risk = "and nothing can cave in" if not chance else f"cave-in odds are {percent(chance)}"
    return f"Peek under {B.MINE_NAMES[move['mine']]}: deep chips pay well, {risk}."


def _dig(bot, view, me, move) -> str:
    value = view.chip_value.get(view.blue[view.peek], 0)
    chance = dig_cave_in_chance(view, me)
    risk = "nothing can cave in" if not chance else f"a cave-in is only {percent(chance)} likely"
    return f"Dig: the chip is worth ${value} and {risk}."


def _stop(bot, view, me, move) -> str:
    value = view.chip_value.get(view.blue[view.peek], 0)
    risk = percent(dig_cave_in_chance(view, me))
    return f"Leave it: ${value} isn't worth $50 more with a {risk} chance of a cave-in."


def _buy(bot, view, me, move) -> str:
    mine = move["mine"]
    if bot.needs(view, me, mine):
        return f"Buy {B.MINE_NAMES[mine]}: a title in a new district, towards a Character Card."
    return f"Buy {B.MINE_NAMES[mine]} for $50: next turn you can buy the chip under it."


def _rob(bot, view, me, move) -> str:
    slots = view.tasks[0]["slots"] if view.tasks else []
    if move["slot"] < len(slots) and slots[move["slot"]].startswith("B"):
        return "Take a blue-backed chip: blue chips are worth more, and one may be a sapphire."
    return "Take any chip: they all show green backs, so each is as good a guess."


def _cash(bot, view, me, move) -> str:
    value = view.chip_value.get(move["chip"], 0)
    return f"Cash the ${value} chip now: once cashed no robber can take it."


def _cash_done(bot, view, me, move) -> str:
    if bot.cash_floor(view, me):
        return "Keep the small chips uncashed: a robber may pick one instead of your sapphire."
    if any(view.chip_kind.get(c) == "fools" for c in view.hands[me]):
        return "Keep the Fool's Gold: it is worth nothing cashed but may fool a robber."
    return "Nothing left is worth cashing here."


def _character(bot, view, me, move) -> str:
    card = CHARACTERS[move["card"]]
    return f"Become {card['name']} ({card['short']}): it pays best over a game."


def _tunnel_exit(bot, view, me, move) -> str:
    return "Come out at this exit: it is the nearest to your ladder, the most ground gained."


def _offer_trade(bot, view, me, move) -> str:
    if "from" in move:
        return "Let them offer: you can always decline."
    return "Offer a trade: a rival holds a title you need for a Character Card."


def _offer_item(bot, view, me, move) -> str:
    item = move["item"]
    name = TICKETS.get(ticket_of(int(item[6:])), "a ticket") if item.startswith("ticket") else B.MINE_NAMES[item]
    if move["side"] == "get":
        return f"Ask for {name}: it completes your three districts."
    return f"Offer {name}: you can spare it."


def _accept(bot, view, me, move) -> str:
    return f"Accept: this deal is worth about ${max(0, bot.trade_worth(view, me))} to you."


_MOVE_WORDS = {
    "move": _walk,
    "roll": lambda bot, view, me, move: "Roll: nothing here is worth mining or trading first.",
    "prospect": lambda bot, view, me, move: (
        f"Buy the green chip under {B.MINE_NAMES[move['mine']]} for ${GAME['prospect_price']} while you stand there."
    ),
    "peek": _peek,
    "dig": _dig,
    "stop_digging": _stop,
    "buy_title": _buy,
    "decline_title": lambda bot, view, me, move: "Pass: keep your money for titles and chips you need more.",
    "rob": _rob,
    "cash": _cash,
    "cash_done": _cash_done,
    "choose_character": _character,
    "tunnel_exit": _tunnel_exit,
    "offer_trade": _offer_trade,
    "offer_to": lambda bot, view, me, move: "Offer to this player: they hold a title you need.",
    "offer_item": _offer_item,
    "offer_money": lambda bot, view, me, move: (
        f"Add ${move['amount']}: a fair price makes a yes likelier."
        if move["amount"] > 0
        else f"Take ${-move['amount']} off: the offer asks too much."
    ),
    "send_offer": lambda bot, view, me, move: "Send it: the offer is fair to both of you.",
    "cancel_offer": lambda bot, view, me, move: "Drop the offer: no trade here is worth making now.",
    "accept_trade": _accept,
    "decline_trade": lambda bot, view, me, move: "Decline: you would give away more than you get.",
}
