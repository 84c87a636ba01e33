"""The exact odds of King of Copper's two dice checks a player can see coming: the d10
cave-in roll of a deep dig and the two-dice tunnel roll. Once the chip is peeked, the dig's
roll is the next chance move and its odds come from the rules' own outcomes
(game/chance.py); before the peek, and for a tunnel roll at the turn's end, the roll is
moves away, so they are worked out from the same rules the game plays by
(mining.cave_numbers, tunnels.tunnel_success)."""

from __future__ import annotations

from fractions import Fraction

from game import chance
from game.king_of_copper import board as B
from game.king_of_copper import rules
from game.king_of_copper.ledger import held_ticket
from game.king_of_copper.mining import cave_numbers
from game.king_of_copper.state import State
from game.king_of_copper.tunnels import tunnel_success

D10_FACES = 10


def cave_in_chance(state: State, seat: int, mine: str) -> Fraction:
    """Before the peek: the chance that digging this deep mine caves it in (the d10 shows
    0 to 9, and the lowest `cave_numbers` of them cave it in)."""
    return Fraction(min(cave_numbers(state, seat, B.mine_district(mine)), D10_FACES), D10_FACES)


def tunnel_roll_chance(tunnel_rat: bool = False, pass_in_hand: bool = False) -> Fraction:
    """The chance a tunnel roll gets through: 7 or 3 in total, or a 3 on either die (17 in 36);
    The Tunnel Rat adds the other doubles; a Tunnel pass makes it certain."""
    if pass_in_hand:
        return Fraction(1)
    return sum((p for dice, p in chance.dice(2) if tunnel_success(dice, tunnel_rat)), Fraction(0))


def tunnel_chance(state: State, seat: int) -> Fraction:
    """The tunnel roll's chance for this seat now, with its Character Card and tickets."""
    return tunnel_roll_chance(state.characters[seat] == "tunnel_rat", held_ticket(state, seat, "tunnel") >= 0)


def dig_cave_in_chance(state: State, seat: int) -> Fraction:
    """The chance that digging the peeked chip caves the mine in, from the rules' own
    outcomes of the d10 the dig throws."""
    caved_in = lambda events: any(e["kind"] == "cave_in" for e in events)  # noqa: E731
    return chance.probability(rules, state, caved_in, first={"player": seat, "kind": "dig"})
