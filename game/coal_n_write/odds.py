"""The odds of a blackjack hit, from the rules' own outcomes of the die it throws
(game/chance.py). A hit adds double the die's face, so every total is even and 21 can't
be reached: the best a hand can land on is the best-paying even total (20)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from game.chance import chances
from game.coal_n_write import rules
from game.coal_n_write.content import blackjack_payout
from game.coal_n_write.moves import Hit
from game.coal_n_write.state import State


def _best_reachable() -> int:
    """The best-paying total a hand can stand on: doubled dice make every total even."""
    totals = [t for t in range(2, 40, 2) if not blackjack_payout(t).get("bandit")]
    return max(totals, key=lambda t: (blackjack_payout(t)["cash"], t))


BEST = _best_reachable()


@dataclass(frozen=True)
class HitOdds:
    """What one more die does to a hand standing at `total`."""

    total: int
    bust: Fraction  # the chance the hit goes over the limit
    best: Fraction  # the chance it lands on the best total (BEST)

    @property
    def bust_in_six(self) -> int:
        return int(self.bust * 6)

    @property
    def best_in_six(self) -> int:
        return int(self.best * 6)


def _what_a_die_does(events: list[dict]) -> tuple[bool, bool]:
    """(the hand went bust, it landed on BEST)."""
    bust = any(e["kind"] == "blackjack_end" and e["bandit"] for e in events)
    return bust, any(e["kind"] == "blackjack_die" and e["total"] == BEST for e in events)


def hit_odds(state: State, seat: int) -> HitOdds | None:
    """What one more die does to this seat's blackjack hand (None without a hand): the die
    it waits for, or the one a hit would throw."""
    sheet = state.sheets[seat]
    if sheet.blackjack is None:
        return None
    hit: Hit | None = None if sheet.blackjack_wait else {"player": seat, "kind": "hit"}
    after = chances(rules, state, _what_a_die_does, first=hit)
    return HitOdds(
        total=sum(sheet.blackjack),
        bust=sum((p for (bust, _), p in after.items() if bust), Fraction(0)),
        best=sum((p for (_, best), p in after.items() if best), Fraction(0)),
    )
