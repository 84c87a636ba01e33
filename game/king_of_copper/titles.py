"""Titles and Character Cards in King of Copper: buying the title of a mine
landed on, and choosing a Character Card for three districts."""

from __future__ import annotations

from game.king_of_copper.cards import CHARACTERS, GAME
from game.king_of_copper.cashing import cash_greens
from game.king_of_copper.ledger import check_character, pay
from game.king_of_copper.moves import BuyTitle, ChooseCharacter, DeclineTitle
from game.king_of_copper.state import State


def buy_title_handler(state: State, move: BuyTitle) -> list[dict]:
    task = state.tasks.pop(0)
    seat, mine = task["seat"], task["mine"]
    pay(state, seat, GAME["title_price"])
    state.owner[mine] = seat
    state.bought_turn[mine] = state.turn
    events = [{"kind": "title", "seat": seat, "mine": mine}]
    check_character(state, seat, events)
    return events


def decline_title_handler(state: State, move: DeclineTitle) -> list[dict]:
    task = state.tasks.pop(0)
    return [{"kind": "title_declined", "seat": task["seat"], "mine": task["mine"]}]


def choose_character_handler(state: State, move: ChooseCharacter) -> list[dict]:
    seat, card = move["player"], move["card"]
    state.tasks.pop(0)
    state.character_pool.remove(card)
    state.characters[seat] = card
    events = [{"kind": "character", "seat": seat, "card": card, "name": CHARACTERS[card]["name"]}]
    cash_greens(state, seat, events)
    return events
