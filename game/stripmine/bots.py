"""Stripmine bots. The strong bot reasons about scarcity from the public
stashes: it guesses what each rival will reveal (rivals favour the pairs
that would score well for them), samples those guesses, and picks the coins
that score best across the samples."""

from __future__ import annotations

import math
import random
from collections import Counter

from game.bots import RandomBot
from game.stripmine import rules
from game.stripmine.moves import Mine, PlayerMove
from game.stripmine.rules import HILL, POINTS, VALUE, pairs

INDEX = {name: i for i, name in enumerate(HILL)}
# Scarcity ties go to the higher value: a fixed secondary order per denomination.
_TIE = [-VALUE[name] for name in HILL]


def _worth(counts: list[int], absent_rank: bool) -> list[int]:
    present = [i for i in range(len(HILL)) if absent_rank or counts[i]]
    order = sorted(present, key=lambda i: (counts[i], _TIE[i]))
    worth = [0] * len(HILL)
    for rank, i in enumerate(order):
        worth[i] = POINTS[rank]
    return worth


def _as_counts(coins) -> list[int]:
    counts = [0] * len(HILL)
    for coin in coins:
        counts[INDEX[coin]] += 1
    return counts


class StrongBot:
    name = "strong"

    def __init__(self, seed: int, samples: int = 80, rationality: float = 0.3):
        self.rng = random.Random(seed)
        self.samples = samples
        self.rationality = rationality

    # --- the model of the table ----------------------------------------------
    def _rival_options(self, view, me) -> list[list[list[str]]]:
        """For each rival, the pairs they might reveal. A rival still mining
        is modelled by their coins so far plus random denominations."""
        options = []
        for seat, stash in enumerate(view.stashes):
            if seat == me:
                continue
            stash = list(stash)
            if len(stash) >= 2:
                options.append(pairs(stash))
            else:
                options.append(
                    [sorted(stash + [name], key=HILL.index) for name in HILL]
                    if stash
                    else [[a, b] for a in HILL for b in HILL]
                )
        return options

    def _rival_weights(self, view, options) -> list[list[float]]:
        """Rivals lean towards pairs that score well against a random table."""
        weights = []
        for k, mine in enumerate(options):
            base = [0.0] * len(mine)
            for _ in range(12):
                others = [self.rng.choice(o) for j, o in enumerate(options) if j != k]
                counts = _as_counts(c for pair in others for c in pair)
                for i, pair in enumerate(mine):
                    with_me = list(counts)
                    for c in pair:
                        with_me[INDEX[c]] += 1
                    worth = _worth(with_me, view.absent_rank)
                    base[i] += sum(worth[INDEX[c]] for c in pair) / 12
            top = max(base)
            weights.append([math.exp(self.rationality * (b - top)) for b in base])
        return weights

    def _samples(self, view, me, samples: int) -> list[list[int]]:
        """Counts of rivals' revealed coins plus flipped heads, per sample."""
        options = self._rival_options(view, me)
        weights = self._rival_weights(view, options)
        flips = view.flip_pool
        drawn = []
        for _ in range(samples):
            coins = []
            for opts, w in zip(options, weights):
                coins.extend(self.rng.choices(opts, weights=w)[0])
            coins.extend(c for c in flips if self.rng.random() < 0.5)
            drawn.append(_as_counts(coins))
        return drawn

    def _expected(self, pair: list[str], drawn, absent_rank: bool) -> float:
        total = 0
        for counts in drawn:
            with_me = list(counts)
            for c in pair:
                with_me[INDEX[c]] += 1
            worth = _worth(with_me, absent_rank)
            total += sum(worth[INDEX[c]] for c in pair)
        return total / len(drawn)

    def _best_pair_value(self, stash, drawn, absent_rank) -> float:
        if len(stash) < 2:
            return 2 * self._expected(stash, drawn, absent_rank) if stash else 0.0
        return max(self._expected(pair, drawn, absent_rank) for pair in pairs(stash))

    # --- choices ---------------------------------------------------------------
    def choose(self, view, player) -> PlayerMove:
        moves = rules.legal_moves(view, player)
        if len(moves) == 1:
            return moves[0]
        kind = moves[0]["kind"]
        if kind == "pick":
            return self._choose_pick(view, player, moves)
        if kind == "mine":
            return self._choose_mine(view, player, moves)
        return self._choose_hold(view, player, moves)

    def _choose_pick(self, view, me, moves):
        drawn = self._samples(view, me, self.samples)
        last = view.auction + 1 >= view.auctions_total
        stash = view.stashes[me]

        def value(move):
            left = list(stash)
            for c in move["coins"]:
                left.remove(c)
            keep = sum(VALUE[c] for c in left)
            # The last auction's leftovers break ties; earlier, a varied stash keeps options open.
            bonus = keep / 1000 if last else 0.15 * len(set(left))
            return self._expected(move["coins"], drawn, view.absent_rank) + bonus

        return max(moves, key=value)

    def _choose_mine(self, view, me, moves):
        drawn = self._samples(view, me, max(20, self.samples // 2))
        stash = view.stashes[me]
        by_coin: dict[str, list[Mine]] = {}
        for move in moves:
            by_coin.setdefault(view.hills[move["hill"]][-1], []).append(move)
        best = max(
            by_coin,
            key=lambda coin: self._best_pair_value(stash + [coin], drawn, view.absent_rank) + VALUE[coin] / 1000,
        )
        # Among hills with that coin on top, leave the field's next coins least useful to rivals:
        # prefer the hill whose coin underneath is the most common one around.
        common = Counter(c for s in view.stashes for c in s)
        return max(
            by_coin[best], key=lambda m: common[view.hills[m["hill"]][-2]] if len(view.hills[m["hill"]]) > 1 else 99
        )

    def _choose_hold(self, view, me, moves):
        # A held coin that lands heads makes its denomination commoner next time:
        # hold the one rivals hold most and we hold least.
        mine = Counter(view.stashes[me])
        theirs = Counter(c for seat, s in enumerate(view.stashes) if seat != me for c in s)
        return max(moves, key=lambda m: (theirs[m["coin"]] - 2 * mine[m["coin"]], VALUE[m["coin"]]))


def random_bot(seed: int) -> RandomBot:
    return RandomBot(rules, seed)


def strong_bot(seed: int) -> StrongBot:
    return StrongBot(seed)
