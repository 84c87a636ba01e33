"""King of Copper's moves told for the game log (see game/story.py).

A chip's face stays hidden until it is cashed: prospecting, digging and
robbing are told by mine and count, never by what the chip is worth. Only a
cash event (face up for everyone) names a chip's value."""

from __future__ import annotations

from game.king_of_copper import board as B
from game.king_of_copper.cards import TICKETS
from game.king_of_copper.words import SQUARE_NAMES, describe

CHIP_WORDS = {
    "ore": "an ore chip",
    "fools": "Fool's Gold",
    "sacred": "the Sacred Sapphire",
    "great_blue": "the Great Blue Sapphire",
}
DIE_NAMES = {"a": "the first die", "b": "the second die", "both": "both dice"}
PLACE_WORDS = {  # a space by the name the hint and the lessons give it, for a log line a player can find on the board
    **SQUARE_NAMES,
    "headframe": "a head frame",
    "ladder": "their ladder",
}


def _place(node: str) -> str:
    """ " into Finish", " to Alice", " to a Miners' Camp", " into Walkerville": where a token move ends."""
    if node == "home":
        return " into Finish"
    if node in B.MINE_NAMES:
        return f" to {B.MINE_NAMES[node]}"
    district = B.district_of(node)
    if district is not None:
        return f" into {B.DISTRICTS[district]}"
    place = PLACE_WORDS.get(B.kind(node)) if node else None
    return f" to {place}" if place else ""


def _mine(event: dict) -> str:
    return B.MINE_NAMES.get(event.get("mine", ""), "a mine")


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _dice(dice: list[int]) -> str:
    return " and ".join(str(die) for die in dice)


def _event_line(event: dict) -> tuple[int | None, str]:
    kind, seat = event["kind"], event.get("seat")
    who = f"{{p{seat}}}" if isinstance(seat, int) and seat >= 0 else ""
    by = event.get("by")
    by_who = f"{{p{by}}}" if isinstance(by, int) and by >= 0 else ""
    said = {
        "roll": f"{who} rolls {_dice(event.get('dice', []))}.",
        "doubles": f"{who} rolled doubles and goes again.",
        "bad_luck_roll": f"{who} has bad luck: one die ({event.get('left')} turns left).",
        "anaconda": f"{who} takes the Anaconda.",
        "overshoot": f"{who} overshoots and turns back.",
        "bad_luck": f"{who} crosses their own passage: {event.get('turns')} turns of bad luck.",
        "passage": f"{who} takes a passage.",
        "cannot_afford": f"{who} can't afford the title of {_mine(event)}.",
        "event_card": f'{who} draws {event.get("title")}. The card reads: "{event.get("text")}"',  # its "you" is theirs
        "finish": f"{who} brings token {event.get('token', 0) + 1} into Finish.",
        "banker": f"{who} gets ${event.get('amount')} as the Banker.",
        "first_home": f"{who} is the first with every token in Finish: ${event.get('amount')}.",
        "cash_anaconda": f"{who} cashes the Anaconda for ${event.get('amount')}.",
        "final_round": f"{who} cashed the Great Blue Sapphire: this is the final round.",
        "title": f"{who} buys the title of {_mine(event)}.",
        "title_declined": f"{who} passes on the title of {_mine(event)}.",
        "character": f"{who} becomes {event.get('name')}.",
        "character_won": f"{who} wins the Character Card.",
        "prospect": f"{who} prospects at {_mine(event)} and takes a green chip.",
        "peek": f"{who} peeks deep in {_mine(event)}" + (f" for ${event['paid']}." if event.get("paid") else "."),
        "fools_gold": f"{who} finds Fool's Gold at {_mine(event)} and gets the peek back.",
        "dig": f"{who} digs at {_mine(event)}: a roll under {event.get('risk')} caves it in.",
        "stop_digging": f"{who} leaves the deep chip in {_mine(event)}.",
        "cave_in": f"{_mine(event)} caves in on {who}: the d10 shows {event.get('d10')}.",
        "deep_mined": f"{who} mines a blue chip deep in {_mine(event)}: the d10 shows {event.get('d10')}.",
        "bumped": f"{by_who} bumps {who}'s token back to Start." if by_who else f"{who}'s token goes back to Start.",
        "nothing_to_rob": f"{who} has no chips for {by_who} to rob.",
        "marshal": f"{who} is the Marshal: {by_who} can't rob them.",
        "ticket_used": f"{who} uses a {TICKETS.get(event.get('ticket', ''), 'ticket')}.",
        "lay_out": f"{who} lays {_count(event.get('count', 0), 'chip')} face down for {by_who}.",
        "tunnel_roll": f"{who} rolls {_dice(event.get('dice', []))} to get through a tunnel"
        + (": through!" if event.get("success") else ": blocked."),
        "tunnel": f"{who} comes out of a tunnel.",
        "skip_turn": f"{who} skips a turn.",
        "cash_done": "",
        "trade_declined": f"{who} declines {by_who}'s trade.",
        "trade_cancelled": f"{who} drops the trade.",
    }
    if kind == "robbed":
        victim = event.get("victim")
        return seat, f"{who} robs {{p{victim}}}: chip {event.get('slot', 0) + 1} of {event.get('count')}."
    if kind == "cash":  # face up for everyone now
        face = CHIP_WORDS.get(event.get("chip_kind", ""), "a chip")
        return seat, f"{who} cashes {face} worth ${event.get('value')}."
    if kind == "forfeit":
        return seat, f"{who} can't use {_dice(event.get('dice', []))}: forfeited."
    if kind == "opening":
        rolls = "; ".join(
            f"{{p{s}}} rolled {_dice(r)}: {sum(r)}" for s, r in zip(event.get("seats", []), event.get("rolls", []))
        )
        return None, f"Opening roll: {rolls}."
    if kind == "first_player":
        return seat, f"{who} goes first."
    if kind == "turn":
        return seat, f"Round {event.get('round')}: {who}'s turn."
    if kind == "trade_accepted":
        trade = event["trade"]
        return trade["from"], f"{{p{trade['from']}}} and {{p{trade['with']}}} trade."
    if kind == "game_over":
        return None, "The game is over."
    return seat if isinstance(seat, int) else None, said.get(kind, "")


def tell(move: dict, events: list[dict], table) -> list[tuple[int | None, str]]:
    lines = [_event_line(event) for event in events]
    lines = [(seat, text) for seat, text in lines if text]
    player = move["player"]
    if move["kind"] == "move" and isinstance(player, int):
        use = DIE_NAMES.get(move.get("use", ""), "the dice")
        where = _place(move.get("to", ""))
        lines.insert(0, (player, f"{{p{player}}} moves token {move.get('token', 0) + 1}{where} with {use}."))
    elif not lines and isinstance(player, int) and move["kind"] != "roll":  # the roll itself follows
        lines.append((player, f"{{p{player}}} {describe(move)}."))
    return lines


def standing(table) -> list[dict]:
    """Each seat's cash, chips held (face down: only their count), tokens in Finish and titles."""
    titles = [sum(1 for owner in table.owner.values() if owner == seat) for seat in range(table.players)]
    return [
        {
            "Cash": f"${table.money[seat]}",
            "Chips": str(len(table.hands[seat])),
            "Finish": f"{table.tokens[seat].count('home')}/{len(table.tokens[seat])}",
            "Titles": str(titles[seat]),
        }
        for seat in range(table.players)
    ]
