"""Stripmine's moves told for the game log (see game/story.py). A pick or a
held coin is secret until the reveal: those moves are told without coins."""

from __future__ import annotations

from game.core import and_list
from game.stripmine.rules import PLURAL, VALUE


def coin_words(coins: list[str]) -> str:
    """ "a quarter and a dime", biggest first."""
    return and_list([f"a {coin}" for coin in sorted(coins, key=lambda coin: -VALUE[coin])])


def counted_coins(coins: list[str]) -> str:
    """ "2 dimes and a nickel": each kind once, biggest first."""
    kinds = sorted(set(coins), key=lambda coin: -VALUE[coin])
    return and_list([f"{coins.count(c)} {PLURAL[c]}" if coins.count(c) > 1 else f"a {c}" for c in kinds])


def flip_words(coins: list[str], heads: list[bool]) -> tuple[str, str]:
    """A Bear Market flip's result, as the table's banner and the log both say it: how many
    heads count, and which coins they are."""
    up = [coin for coin, face in zip(coins, heads) if face]
    if not up:
        return "No heads", f"All {len(coins)} coins landed tails: none of them counts."
    title = "1 head counts" if len(up) == 1 else f"{len(up)} heads count"
    return title, f"Heads: {counted_coins(up)}, scored by nobody."


def tell(move: dict, events: list[dict], table) -> list[tuple[int | None, str]]:
    lines: list[tuple[int | None, str]] = []
    for event in events:
        kind = event["kind"]
        if kind == "mine":
            seat = event["player"]
            lines.append((seat, f"{{p{seat}}} takes a {event['coin']} from hill {event['hill'] + 1}."))
        elif kind == "auction":
            lines.append((None, f"Auction {event['number']}: everyone picks two coins in secret."))
        elif kind == "picked":
            lines.append((event["player"], f"{{p{event['player']}}} has picked two coins."))
        elif kind == "blowout":
            lines.append((None, f"Blowout, auction {event['auction']}: every coin left is revealed."))
        elif kind == "reveal":
            lines += [(seat, f"{{p{seat}}} reveals {coin_words(coins)}.") for seat, coins in enumerate(event["coins"])]
        elif kind == "flip":
            title, said = flip_words(event["coins"], event["heads"])
            lines.append((None, f"Bear Market flip of {len(event['coins'])} coins: {title.lower()}. {said}"))
        elif kind == "score":
            worth = ", ".join(f"{coin} {event['worth'][coin]}" for coin in event["order"])
            lines.append((None, f"Auction {event['auction']} points: {worth}."))
            lines += [
                (seat, f"{{p{seat}}} scores {gain} ({event['scores'][seat]} in all).")
                for seat, gain in enumerate(event["gains"])
            ]
        elif kind == "holding":
            lines.append((event["player"], f"{{p{event['player']}}} has chosen a coin to hold over."))
        elif kind == "held_over":
            lines.append(
                (None, f"Held over for the next auction: {coin_words([c for h in event['coins'] for c in h])}.")
            )
        elif kind == "first":
            lines.append((event["seat"], f"{{p{event['seat']}}} wins the coin flip and mines first."))
        elif kind == "mining":
            lines.append((None, f"Mining for auction {event['auction']} begins."))
        elif kind == "settle":
            order = ", ".join(f"{{p{seat}}}" for seat in event["order"])
            lines.append((None, f"A coin flip breaks the tie: {order}."))
        elif kind == "game_over":
            lines.append((None, "The game is over."))
    return lines


def standing(table) -> list[dict]:
    """Each seat's points and coins in the stash, all on the open table."""
    return [{"Points": str(score), "Coins": str(len(stash))} for score, stash in zip(table.scores, table.stashes)]
