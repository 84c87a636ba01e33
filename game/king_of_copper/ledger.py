"""Money, titles, tickets and Character Cards: the bookkeeping every King of
Copper rule shares. The bank pays what it holds; players pay what they have."""

from __future__ import annotations

from game.king_of_copper import board as B
from game.king_of_copper.cards import ticket_of
from game.king_of_copper.state import State


def pay(state: State, seat: int, amount: int) -> int:
    """Seat pays the bank what it can of amount; returns what was paid."""
    paid = min(amount, state.money[seat])
    state.money[seat] -= paid
    state.bank += paid
    return paid


def receive(state: State, seat: int, amount: int) -> int:
    got = min(amount, state.bank)
    state.bank -= got
    state.money[seat] += got
    return got


def transfer(state: State, payer: int, payee: int, amount: int) -> int:
    paid = min(amount, state.money[payer])
    state.money[payer] -= paid
    state.money[payee] += paid
    return paid


def held_ticket(state: State, seat: int, name: str) -> int:
    """The card number of a ticket of that kind the seat holds, or -1."""
    return next((card for card in state.tickets[seat] if ticket_of(card) == name), -1)


def use_ticket(state: State, seat: int, name: str, events: list[dict]) -> None:
    card = held_ticket(state, seat, name)
    state.tickets[seat].remove(card)
    state.event_pile.append(card)
    events.append({"kind": "ticket_used", "seat": seat, "ticket": name, "card": card})


def titles_held(state: State, seat: int) -> list[str]:
    return [mine for mine in B.MINES if state.owner[mine] == seat]


def districts_held(state: State, seat: int) -> set[int]:
    return {B.mine_district(mine) for mine in titles_held(state, seat)}


def check_character(state: State, seat: int, events: list[dict]) -> None:
    if state.characters[seat] or not state.character_pool or len(districts_held(state, seat)) < 3:
        return
    if any(t["task"] == "character" and t["seat"] == seat for t in state.tasks):
        return
    state.tasks.append({"task": "character", "seat": seat})
    events.append({"kind": "character_won", "seat": seat})
