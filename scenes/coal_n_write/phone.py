"""Coal n' Write on a player's phone: the hand panel (the seat's own sheet, from its own view)
and its moves for the shared roll, made there while the other phones and the TV make theirs.

A phone's seat has a hand of its own among the controls' hands (input.py: its held dice, its
store counter, its question), so its targets are the table's own (targets.py hand_targets),
only grouped for a short phone screen: the dice first, then where the held dice may go, then
Tonic, Undo and Done; at the store counter its rows; at a round's end the burros, the loads
and Send; at the blackjack table Hit and Stay. Every tap is played as the table's click is."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.coal_n_write.content import DEPOSITS, MAX_BURROS, NAME, STORE
from game.coal_n_write.phases import Phase
from game.coal_n_write.words import ore_words
from scenes.coal_n_write.panels import store_rows
from scenes.coal_n_write.targets import hand_targets, key_of
from scenes.kit.phones import PhoneTarget
from scenes.kit.targets import Target

if TYPE_CHECKING:
    from scenes.coal_n_write.input import Hand
    from scenes.coal_n_write.scene import CoalNWriteScene

NOWHERE = pygame.Rect(0, 0, 0, 0)  # a phone's choice has no place on the TV
DIE = "#f6ead2"  # a free die's face on the phone
USED = "#8a7a66"  # a used die's
OWNED = ("tack", "strike_gold", "wash_day", "burro7")  # store items a sheet keeps, each a flag of its own


def hand(view, seat: int) -> dict:
    """`seat`'s sheet from its own view: cash, the Ore Stash, what it has claimed and dug, its
    burros, what it has bought, and what it may still do with this roll."""
    sheet = view.sheets[seat]
    held = sheet.held()
    lines = [
        ["Cash", f"${sheet.cash}"],
        ["Ore Stash", f"{ore_words(list(held.elements()))}, {sheet.spots_left()} spots free"],
        ["Claimed", ", ".join(place(d) for d, yes in enumerate(sheet.claimed) if yes) or "nothing yet"],
    ]
    dug = [f"{place(d)} {n}/{DEPOSITS[d].digs}" for d, n in enumerate(sheet.dug) if n and not sheet.claimed[d]]
    if dug:
        lines.append(["Digging", ", ".join(dug)])
    sent = [b for b in range(MAX_BURROS) if sheet.burro_round[b] >= 0]
    lines.append(["Burros", f"{len(sent)} sent, ${sum(sheet.earned)} earned" if sent else "none sent yet"])
    owned = [STORE[item]["name"] for item in OWNED if getattr(sheet, item)]
    owned += [f"{sheet.tonics} Tonic{'s' if sheet.tonics != 1 else ''}"] if sheet.tonics else []
    owned += [f"{len(sheet.shares)} Share{'s' if len(sheet.shares) != 1 else ''}"] if sheet.shares else []
    if owned:
        lines.append(["Bought", ", ".join(owned)])
    lines.append(["This roll", this_roll(view, seat)])
    return {"title": f"Your sheet: round {view.round + 1} of {view.rounds_total}", "lines": lines}


def place(deposit: int) -> str:
    return f"{NAME[DEPOSITS[deposit].mineral]} {DEPOSITS[deposit].number}"


def this_roll(view, seat: int) -> str:
    sheet = view.sheets[seat]
    if view.phase == Phase.LOAD:
        if sheet.sent:
            return "burro sent"
        if sheet.chosen < 0:
            return "choose a burro to load"
        return f"burro {sheet.chosen + 1} carries {ore_words(sheet.loading)}"
    if sheet.confirmed or view.phase != Phase.BUILD:
        return "done"
    free = [view.dice[d] for d in view.hand if not sheet.used[d]]
    return f"dice left: {', '.join(map(str, free))}" if free else "every die used: Done"


def targets(scene: CoalNWriteScene, seat: int) -> list[PhoneTarget]:
    """The seat's choices on its phone while it builds or loads there, grouped."""
    if seat not in scene.phone_seats() or seat not in scene.human_to_act() or scene.board.rolling:
        return []
    controls = scene.controls
    mine = controls.take_hand(seat)
    question = mine.question
    if question is not None:
        asked = {"heading": question.title, "words": " ".join(question.lines)}
        return [  # the safe answer first, as the TV's questions focus it
            PhoneTarget(
                ("phone", "no"),
                NOWHERE,
                question.no,
                "answer",
                choose=partial(controls.answer, seat, False),
                look=asked,
            ),
            PhoneTarget(("phone", "yes"), NOWHERE, question.yes, "answer", choose=partial(controls.answer, seat, True)),
        ]
    table = hand_targets(scene, mine)
    state = scene.state
    if state.phase == Phase.LOAD:
        return loading(table, state.sheets[seat].chosen)
    if state.sheets[seat].blackjack is not None:
        return headed([phone(target) for target in table], f"Blackjack: {sum(state.sheets[seat].blackjack)} so far")
    if mine.panel == "store":
        return store(scene, mine, table)
    return building(scene, mine, table)


def phone(target: Target, label: str = "", look: dict | None = None, legal: bool | None = None) -> PhoneTarget:
    """The table's target on the phone: the same move or choice, under its own key (`legal`:
    shown as a choice to tap where the table's focus passes it by, as < and > at the store)."""
    return PhoneTarget(
        ("phone", *key_of(target)),
        NOWHERE,
        label or target.label,
        target.group,
        target.move,
        target.choose,
        target.leads_to,
        target.legal if legal is None else legal,
        look=look or {},
    )


def headed(found: Sequence[PhoneTarget], heading: str) -> list[PhoneTarget]:
    """A group on the phone: its first choice carries the heading."""
    found = list(found)
    if found:
        found[0].look = {**found[0].look, "heading": heading}
    return found


def of_kind(table: list[Target], *kinds: str) -> list[Target]:
    return [target for target in table if key_of(target)[:1] in [(kind,) for kind in kinds]]


def building(scene: CoalNWriteScene, mine: Hand, table: list[Target]) -> list[PhoneTarget]:
    """The dice (a tap picks one up or puts it down; a used one gets the rules' sentence); with
    dice held, only the places they may go (and the store); then Tonic, Undo and Done."""
    state = scene.state
    dice = []
    for target in of_kind(table, "die"):
        die = key_of(target)[1]
        held = die in mine.held
        colour = DIE if target.legal else USED
        look = {"coin": colour, "value": str(state.dice[die]), "chosen": held, "die": True}
        dice.append(phone(target, f"Die {die + 1}" + ("" if target.legal else " used"), look))
    places = [phone(t) for t in of_kind(table, "deposit", "dig", "store") if t.legal] if mine.held else []
    values = " + ".join(str(state.dice[die]) for die in sorted(mine.held))
    stuck = bool(mine.held) and not places
    found = headed(
        dice, f"{values} can't go anywhere: put a die down" if stuck else "Your dice: pick up what goes together"
    )
    found += headed(places, f"Where {values} goes")
    found += headed([phone(t) for t in of_kind(table, "tonic", "undo", "done")], "This roll")
    return found


def store(scene: CoalNWriteScene, mine: Hand, table: list[Target]) -> list[PhoneTarget]:
    """The store counter for the held die: its rows with their prices (a greyed one gets the
    rules' sentence), one fewer or more after a row that counts, another burro after the
    Pistol's, and back to the dice."""
    die = mine.held[0]
    rows = store_rows(scene.state, mine.seat, die, mine.choice)
    found = []
    for target in table:
        key = key_of(target)
        if key[0] == "store_row":
            found.append(phone(target, f"{target.label}: {rows[key[1]]['price']}"))
        elif rows[key[1]]["item"] != "pistol":
            found.append(phone(target, "One fewer" if key[2] < 0 else "One more", legal=True))
        elif key[2] > 0:  # a Pistol guards one burro: the next one round, one button
            found.append(phone(target, "Guard another burro", legal=True))
    back = PhoneTarget(("phone", "counter"), NOWHERE, "Back to the dice", "button", choose=partial(close, mine))
    return headed(found, f"General Store: spend the {scene.state.dice[die]}") + [back]


def close(mine: Hand) -> None:
    mine.panel = ""


def loading(table: list[Target], chosen: int) -> list[PhoneTarget]:
    """A round's end: the burros that may be chosen; once one is, what may be loaded onto it or
    taken off, and Send, with the other burros after them."""
    burros = [phone(t) for t in of_kind(table, "burro") if t.move is not None and t.legal]
    if chosen < 0:
        return headed(burros, "Choose a burro to load") + [phone(t) for t in of_kind(table, "send")]
    loads = [phone(t) for t in of_kind(table, "load", "unload") if t.legal]
    found = headed(loads + [phone(t) for t in of_kind(table, "send")], f"Load burro {chosen + 1}")
    return found + headed(burros, "Or choose another burro")
