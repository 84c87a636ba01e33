"""Exact odds for a blackjack hit, from the rules: a hit throws one die and
adds double its face, so each of the six faces is one chance in six. Every
total is even, so 21 can't be reached: the best a hand can land on is the
best-paying even total (20)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from game.coal_n_write.content import blackjack_payout

FACES = range(1, 7)


def _busted(total: int) -> bool:
    return bool(blackjack_payout(total).get("bandit"))


def _best_reachable() -> int:
    """The best-paying total a hand can stand on: doubled dice make every total even."""
    totals = [t for t in range(2, 40, 2) if not _busted(t)]
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


def hit_odds(total: int) -> HitOdds:
    after = [total + 2 * face for face in FACES]
    return HitOdds(
        total=total,
        bust=Fraction(sum(_busted(t) for t in after), 6),
        best=Fraction(sum(t == BEST for t in after), 6),
    )
