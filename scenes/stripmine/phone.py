"""Stripmine on a player's phone: the hand panel (the stash by kind with values, the points,
the auction) and the secret choice made there, at the same time as the other phones: the
stash (or, holding over, the revealed pair) as coins to tap, then Lock in. What is chosen
lives in the scene (`phone_choices`), never on the TV; locking in is the same move a pick
screen makes, through the same rules."""

from __future__ import annotations

from functools import partial

import pygame

from game.stripmine.phases import Phase
from game.stripmine.rules import HILL, PLURAL, VALUE
from scenes.kit.phones import PhoneTarget, hex_colour
from sprites.coins import look

NOWHERE = pygame.Rect(0, 0, 0, 0)  # a phone's choice has no place on the TV
SCORED = (Phase.HOLD, Phase.SETTLE, Phase.OVER)  # the auction just scored is still the one told


def hand(view, seat: int) -> dict:
    """From `seat`'s own view: its stash by kind (bottom of a hill first), points, auction."""
    stash = view.stashes[seat]
    lines = [[PLURAL[coin].capitalize(), f"{stash.count(coin)} × {VALUE[coin]}¢"] for coin in HILL if coin in stash]
    number = view.auction + (0 if view.phase in SCORED else 1)
    lines += [
        ["Points", str(view.scores[seat])],
        ["Auction", f"{min(number, view.auctions_total)} of {view.auctions_total}"],
    ]
    return {"title": "Your stash", "lines": lines if stash else [["Stash", "empty"], *lines]}


def targets(scene, seat: int) -> list[PhoneTarget]:
    """The coins to choose from and Lock in, while `seat` makes its secret choice on its phone."""
    if seat not in scene.phone_choosers():
        return []
    slots = scene.choice_slots(seat)
    chosen = scene.phone_choices.get(seat, [])
    coins = [
        PhoneTarget(
            ("phone coin", index),
            NOWHERE,
            coin.capitalize(),
            "choice",
            choose=partial(scene.phone_toggle, seat, index),
            look={"coin": hex_colour(look(coin).metal), "value": f"{VALUE[coin]}¢", "chosen": index in chosen},
        )
        for index, coin in enumerate(slots)
    ]
    need = scene.needed()
    move = scene.secret_move(seat, [slots[index] for index in sorted(chosen)])
    label = "Lock in" if len(chosen) == need else f"Lock in ({len(chosen)} of {need} chosen)"
    return [*coins, PhoneTarget(("phone lock",), NOWHERE, label, "choice", move=move, legal=len(chosen) == need)]
