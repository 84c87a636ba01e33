"""The exact odds of King of Copper's two dice checks a player can see coming:
the d10 cave-in roll of a deep dig and the two-dice tunnel roll. Worked out
from the same rules the game plays by (mining.cave_numbers, tunnels.tunnel_success)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from game.king_of_copper import board as B
from game.king_of_copper.ledger import held_ticket
from game.king_of_copper.mining import cave_numbers
from game.king_of_copper.state import State
from game.king_of_copper.tunnels import tunnel_success

D10_FACES = 10


def cave_in_chance(state: State, seat: int, mine: str) -> Fraction:
    """The chance that digging this deep mine now caves in: the d10 shows 0 to 9, and the
    lowest `cave_numbers` of them cave it in."""
    return Fraction(min(cave_numbers(state, seat, B.mine_district(mine)), D10_FACES), D10_FACES)


def tunnel_roll_chance(tunnel_rat: bool = False, pass_in_hand: bool = False) -> Fraction:
    """The chance a tunnel roll gets through: 7 or 3 in total, or a 3 on either die (17 in 36);
    The Tunnel Rat adds the other doubles; a Tunnel pass makes it certain."""
    if pass_in_hand:
        return Fraction(1)
    wins = sum(1 for a, b in product(range(1, 7), repeat=2) if tunnel_success([a, b], tunnel_rat))
    return Fraction(wins, 36)


def tunnel_chance(state: State, seat: int) -> Fraction:
    """The tunnel roll's chance for this seat now, with its Character Card and tickets."""
    return tunnel_roll_chance(state.characters[seat] == "tunnel_rat", held_ticket(state, seat, "tunnel") >= 0)


def percent(chance: Fraction) -> str:
    """A chance as a player reads it: "47%" (rounded, never 0% or 100% unless it is)."""
    if chance in (0, 1):
        return f"{int(chance) * 100}%"
    return f"{min(99, max(1, round(float(chance) * 100)))}%"
