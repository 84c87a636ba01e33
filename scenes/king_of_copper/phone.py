"""King of Copper on a player's phone: the hand panel, from that seat's own view only. Its
chips face up (green and blue counted apart, as the panels count their backs), what its
peek shows while it peeks, its Character Card, titles, tickets and cash. The rest of the
turn (tokens, spaces, the button row) is the table's own targets, sent by the kit."""

from __future__ import annotations

from game.king_of_copper import board as B
from game.king_of_copper.cards import CHARACTERS, TICKETS, is_sapphire, ticket_of
from game.king_of_copper.views import HIDDEN
from scenes.king_of_copper.overlays import chip_words

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
