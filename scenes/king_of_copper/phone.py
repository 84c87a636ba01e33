"""King of Copper on a player's phone: the hand panel, from that seat's own view only. Its
chips face up (green and blue counted apart, as the panels count their backs), what its
peek shows while it peeks, its Character Card, titles, tickets and cash. The rest of the
turn (tokens, spaces, the button row) is the table's own targets, sent by the kit.

The choice screens' decisions (robbing, the Character Card, cashing at Finish, the peek,
building and answering a trade, the chip a robbery brought) are made here instead, while
the seat's phone is connected: the same options as decisions.py's screens, each the same
move, played through the table's `choose_target`; nothing of them shows on the TV."""

from __future__ import annotations

from functools import partial

from game.king_of_copper import board as B
from game.king_of_copper.cards import CHARACTERS, TICKETS, is_sapphire, ticket_of
from game.king_of_copper.phases import Phase
from game.king_of_copper.views import HIDDEN
from scenes.king_of_copper.decisions import Choice
from scenes.king_of_copper.overlays import Option, chip_words, trade_entries
from scenes.kit.phones import NOWHERE, PhoneTarget

COLOURS = (("Green", "G"), ("Blue", "B"))


def face(view, chip: str) -> str:
    """A chip as this seat may know it: its face, or its back's colour only."""
    kind = view.chip_kind.get(chip, HIDDEN)
    if kind == HIDDEN:
        return "face down"
    words = chip_words(view, chip)
    return f"{words} ${view.chip_value[chip]:,}" if is_sapphire(kind) else words


def hand(view, seat: int) -> dict:
    """`seat`'s hand from its own view (a chip's face shows only where the view has it)."""
    lines = [["Cash", f"${view.money[seat]:,}"]]
    held = view.hands[seat]
    for name, back in COLOURS:
        chips = [chip for chip in held if chip.startswith(back)]
        if chips:
            lines.append([f"{name} chips ({len(chips)})", ", ".join(face(view, chip) for chip in chips)])
    if not held:
        lines.append(["Chips", "none"])
    if view.peek and view.current == seat and view.chip_kind.get(view.blue[view.peek], HIDDEN) != HIDDEN:
        lines.append(["Peek", f"{B.MINE_NAMES[view.peek]}: {face(view, view.blue[view.peek])}"])
    if view.cashed[seat]:
        total = sum(view.chip_value[chip] for chip in view.cashed[seat])
        lines.append(["Cashed", f"{len(view.cashed[seat])} chips, ${total:,}"])
    if view.characters[seat]:
        card = CHARACTERS[view.characters[seat]]
        lines.append(["Character", f"{card['name']}: {card['short']}"])  # its short power: one glance
    titles = [B.MINE_NAMES[mine] for mine in B.MINES if view.owner[mine] == seat]
    lines.append([f"Titles ({len(titles)})", ", ".join(titles) or "none"])
    if view.tickets[seat]:
        lines.append(["Tickets", ", ".join(TICKETS.get(ticket_of(card), "a ticket") for card in view.tickets[seat])])
    return {"title": "Your hand", "lines": lines}


def asked(scene, seat: int) -> Choice | None:
    """What `seat`'s phone asks now: a chip's face to see, else its decision up now (its prompt
    and its choices are made from one choice screen, worked out once a message)."""
    return scene.phones.once(("asked", seat), lambda: choice_up(scene, seat))


def choice_up(scene, seat: int) -> Choice | None:
    decisions = scene.decisions
    if not decisions.on_phone(seat):
        return None
    reveal = decisions.phone_reveal(seat)
    if reveal is not None:
        return reveal
    if decisions.choosing_on_phone() != seat:
        return None
    if scene.state.phase == Phase.TRADE_BUILD:
        trade = scene.state.trade
        return Choice(
            f"Trade: your offer to {scene.names[trade['with']]}",
            "Each change is made at once; send it when it is right.",
            [Option(label, move) for label, move in trade_entries(scene, seat)],
        )
    return decisions.choice(seat)


def targets(scene, seat: int) -> list[PhoneTarget]:
    """The options of what the phone asks, as phone targets (a face's options only close it)."""
    choice = asked(scene, seat)
    if choice is None:
        return [trade_button(scene, seat)] if scene.decisions.on_phone(seat) else []
    seen = partial(scene.decisions.phone_seen, seat)
    return [
        PhoneTarget(
            ("choice", index, option.label),
            NOWHERE,
            f"{option.label} ({option.sub})" if option.sub else option.label,
            "choice",
            move=option.move,
            choose=seen if option.move is None else None,
            legal=option.enabled,
            look=option.look,
        )
        for index, option in enumerate(choice.options)
    ]


def trade_button(scene, seat: int) -> PhoneTarget:
    """The TV's Trade button, for this seat: asking (again: taking it back) at any moment."""
    label = "Trade asked: tap to take it back" if scene.trades.asked == seat else "Trade"
    return PhoneTarget(("trade",), NOWHERE, label, "choice", choose=partial(scene.trades.ask, seat))


def prompt(scene, seat: int) -> str:
    """The phone's status while it asks: the choice screen's title and words (its short ones)."""
    choice = asked(scene, seat)
    return f"{choice.title}: {choice.short or choice.text}" if choice is not None else ""
