"""Stripmine's opponents, weakest first, and the random bot for tests and sims.

- Magpie (easy) grabs the coin worth the most in sight and sells the coins the
  stashes on the table show least of. It never models what rivals will do.
- Cautious (medium) guesses what each rival might reveal from their public
  stash, and takes the coins that score best in the worst case it can see.
- Shrewd (strong) plays to beat the table, not for points: head to head it
  solves each auction as a game of secret picks (mixing its picks so it
  cannot be read), and mines by looking ahead to the end of the mining turns;
  in the last auction it plays for the win, keeping the coins that break a
  tie. At a bigger table it takes the surest coins, like Cautious, but
  expects rivals to sell what the stashes show least of.

Every level sees only the view (the rivals' picks are hidden there)."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Generator, Sequence
from functools import lru_cache
from typing import Any, cast

from game.bots import ThinksAhead, levels
from game.contract import HintBot
from game.stripmine import rules
from game.stripmine.moves import Hold, Mine, Pick, PlayerMove
from game.stripmine.rules import HILL, MINING_TURNS, PLURAL, VALUE, pairs
from game.stripmine.story import coin_words

INDEX = {name: i for i, name in enumerate(HILL)}
STEP = 10  # a planning step here weighs about ten of the table's search steps (a quarter millisecond)
TIE_BREAK = "tied on points, the stash worth more wins"  # the how-to's Winning page says it so too
# Scarcity ties go to the higher value: a fixed secondary order per denomination.
_TIE = [-VALUE[name] for name in HILL]


@lru_cache(maxsize=4096)  # a bot weighs the same few tables of counts many times a move
def _worth(counts: tuple[int, ...], absent_rank: bool) -> tuple[int, ...]:
    present = [i for i in range(len(HILL)) if absent_rank or counts[i]]
    order = sorted(present, key=lambda i: (counts[i], _TIE[i]))
    worth = [0] * len(HILL)
    for rank, i in enumerate(order):
        worth[i] = rules.POINTS[rank]
    return tuple(worth)


def _as_counts(coins) -> list[int]:
    counts = [0] * len(HILL)
    for coin in coins:
        counts[INDEX[coin]] += 1
    return counts


def _points(picks: Sequence[Sequence[str]], flipped: Sequence[str], absent_rank: bool) -> list[int]:
    """Each pick's points when these picks are revealed and these flipped coins land heads."""
    worth = _worth(tuple(_as_counts([c for pick in picks for c in pick] + list(flipped))), absent_rank)
    return [sum(worth[INDEX[c]] for c in pick) for pick in picks]


def _left(stash: Sequence[str], pick: Sequence[str]) -> list[str]:
    rest = list(stash)
    for coin in pick:
        rest.remove(coin)
    return rest


def _cents(coins: Sequence[str]) -> int:
    return sum(VALUE[c] for c in coins)


# A bot's moves are all of one kind in a phase: these read them as that kind.
def _hill_of(move: PlayerMove) -> int:
    return cast(Mine, move)["hill"]


def _coins_of(move: PlayerMove) -> list[str]:
    return cast(Pick, move)["coins"]


def _coin_of(move: PlayerMove) -> str:
    return cast(Hold, move)["coin"]


def _pick_options(stash: Sequence[str]) -> list[list[str]]:
    """The pairs a stash may reveal; a stash still being mined is filled out with any coin."""
    stash = list(stash)
    if len(stash) >= 2:
        return pairs(stash)
    if stash:
        return [sorted(stash + [name], key=HILL.index) for name in HILL]
    return [[a, b] for a in HILL for b in HILL if INDEX[a] <= INDEX[b]]


def _flip_draws(pool: Sequence[str], rng: random.Random, most: int) -> list[list[str]]:
    """Equally likely sets of flipped coins that land heads: every set when few, else a sample."""
    if 2 ** len(pool) <= most:
        return [[c for c, up in zip(pool, heads) if up] for heads in itertools.product((False, True), repeat=len(pool))]
    return [[c for c in pool if rng.random() < 0.5] for _ in range(most)]


def _move_for(moves: list[PlayerMove], coins: Sequence[str]) -> PlayerMove:
    wanted = sorted(coins, key=HILL.index)
    return next(m for m in moves if m["kind"] == "pick" and sorted(_coins_of(m), key=HILL.index) == wanted)


def _distinct_hills(view, moves: list[PlayerMove]) -> dict[tuple[str, ...], list[PlayerMove]]:
    """Mining moves grouped by the hill they dig: hills alike give the same game."""
    groups: dict[tuple[str, ...], list[PlayerMove]] = {}
    for move in moves:
        groups.setdefault(tuple(view.hills[_hill_of(move)]), []).append(move)
    return groups


def _hold_over(view, me: int, moves: list[PlayerMove]) -> PlayerMove:
    """A held coin that lands heads makes its denomination commoner next time:
    hold the one rivals hold most and we hold least."""
    mine = Counter(view.stashes[me])
    theirs = Counter(c for seat, s in enumerate(view.stashes) if seat != me for c in s)
    return max(moves, key=lambda m: (theirs[_coin_of(m)] - 2 * mine[_coin_of(m)], VALUE[_coin_of(m)]))


# --- easy: Magpie ----------------------------------------------------------------
class MagpieBot:
    """Grabs the top coin worth the most; at an auction reveals the two coins
    the stashes on the table show least of, keeping the coins worth more."""

    name = "easy"

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def choose(self, view, player) -> PlayerMove:
        moves = rules.legal_moves(view, player)
        kind = moves[0]["kind"]
        if kind == "mine":
            biggest = max(VALUE[view.hills[_hill_of(m)][-1]] for m in moves)
            return self.rng.choice([m for m in moves if VALUE[view.hills[_hill_of(m)][-1]] == biggest])
        if kind == "pick":
            seen = Counter(c for stash in view.stashes for c in stash)
            return min(moves, key=lambda m: (sum(seen[c] for c in _coins_of(m)), _cents(_coins_of(m))))
        return min(moves, key=lambda m: VALUE[_coin_of(m)])


# --- the rivals as a table of guesses ---------------------------------------------
class _TableReader:
    """Guesses what each rival will reveal from their public stash, and samples
    whole tables of reveals (plus the flipped coins that land heads)."""

    def __init__(self, seed: int, samples: int, lean: float):
        self.rng = random.Random(seed)
        self.samples = samples
        # How strongly rivals are expected to reveal the coins the stashes on the table
        # show least of (what players who sell what's scarce do); 0: every pair alike.
        self.lean = lean

    def _rival_weights(self, view, options) -> list[list[float]]:
        seen = Counter(c for stash in view.stashes for c in stash)
        weights = []
        for mine in options:
            rarity = [-sum(seen[c] for c in pair) for pair in mine]
            top = max(rarity)
            weights.append([math.exp(self.lean * (r - top)) for r in rarity])
        return weights

    def tables(self, view, me, samples: int) -> Generator[int, None, list[list[int]]]:
        """Each sample's coin counts: the rivals' picks and the flipped coins that land heads
        (a step per few samples)."""
        options = [_pick_options(stash) for seat, stash in enumerate(view.stashes) if seat != me]
        weights = self._rival_weights(view, options)
        yield STEP
        drawn = []
        for sample in range(samples):
            picks = [self.rng.choices(opts, weights=w)[0] for opts, w in zip(options, weights)]
            heads = [c for c in view.flip_pool if self.rng.random() < 0.5]
            drawn.append(_as_counts([coin for pick in picks for coin in pick] + heads))
            if sample % 8 == 7:
                yield STEP
        return drawn


# --- medium: Cautious -------------------------------------------------------------
class CautiousBot(ThinksAhead, _TableReader):
    """Takes sure things: each pick is judged by the worst score it got across
    the tables it imagined (its average only breaks ties), and it mines the coin
    whose best pair is surest."""

    name = "medium"

    def __init__(self, seed: int, samples: int = 60, lean: float = 0.0):
        super().__init__(seed, samples, lean)

    def _surest(self, pick, tables: list[list[int]], absent_rank) -> float:
        """`tables`: each imagined table's coin counts (the rivals' picks and the heads), so a
        pick only adds its own coins (`_points`, worked out once a table, not once a pick)."""
        mine = _as_counts(pick)
        scores = []
        for counts in tables:
            worth = _worth(tuple(count + extra for count, extra in zip(counts, mine)), absent_rank)
            scores.append(sum(worth[INDEX[coin]] for coin in pick))
        return min(scores) + sum(scores) / len(scores) / 100

    def _planning(self, view, player) -> Generator[int, None, PlayerMove]:
        """The move, a step per pick or hill weighed (ThinksAhead spreads them over frames)."""
        moves = rules.legal_moves(view, player)
        if len(moves) == 1:
            return moves[0]
        kind = moves[0]["kind"]
        if kind == "hold":
            return _hold_over(view, player, moves)
        drawn = yield from self.tables(view, player, self.samples)
        stash = view.stashes[player]
        if kind == "pick":
            scores = []
            for move in moves:
                pick = _coins_of(move)
                scores.append(self._surest(pick, drawn, view.absent_rank) + _cents(_left(stash, pick)) / 1e4)
                yield STEP
            return moves[scores.index(max(scores))]  # the first of the best, as max() takes it
        by_hill = _distinct_hills(view, moves)
        after = []
        for hill in by_hill:
            best = -math.inf
            for pick in _pick_options(stash + [hill[-1]]):
                best = max(best, self._surest(pick, drawn, view.absent_rank))
                yield STEP
            after.append(best + VALUE[hill[-1]] / 1e4)
        hills = list(by_hill)
        return self.rng.choice(by_hill[hills[after.index(max(after))]])


# --- strong: Shrewd ----------------------------------------------------------------
def _mix(matrix: list[list[float]], rounds: int = 300) -> tuple[list[float], float]:
    """A mixed strategy for the row player of a zero-sum game (rows maximise),
    found by fictitious play, and what it guarantees."""
    rows, cols = len(matrix), len(matrix[0])
    played = [0] * rows
    row_total = [0.0] * rows  # each row's payoff against the columns played so far
    col_total = [0.0] * cols  # each column's payoff against the rows played so far
    row = 0
    for _ in range(rounds):
        played[row] += 1
        for j in range(cols):
            col_total[j] += matrix[row][j]
        col = min(range(cols), key=col_total.__getitem__)
        for i in range(rows):
            row_total[i] += matrix[i][col]
        row = max(range(rows), key=row_total.__getitem__)
    mix = [n / rounds for n in played]
    return mix, min(sum(mix[i] * matrix[i][j] for i in range(rows)) for j in range(cols))


class ShrewdBot(ThinksAhead):
    name = "strong"

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        # At a bigger table the sure thing is best, read from stashes the way players who sell
        # what's scarce reveal (measured: it beats a table of Magpies or of uniform guessers).
        self.table = CautiousBot(seed, lean=1.0)

    # --- head to head: each auction is a small game of secret picks ----------------
    def _duel(self, view, me: int, stashes, heads_draws) -> tuple[list[list[str]], list[list[float]]]:
        """My pairs and the payoff of each against each of the rival's pairs:
        the points between us (with a nod to the cents kept for a tie), or in the
        last auction whether I win."""
        rival = 1 - me
        mine, theirs = stashes[me], stashes[rival]
        lead = view.scores[me] - view.scores[rival]
        auctions_left = view.auctions_total - view.auction
        blowout_next = view.blowout and auctions_left == 2  # the two coins kept are revealed next
        my_pairs, their_pairs = _pick_options(mine), _pick_options(theirs)
        full = len(mine) >= 2 and len(theirs) >= 2
        matrix = []
        for a in my_pairs:
            row = []
            for b in their_pairs:
                gap = 0.0
                for heads in heads_draws:
                    x, y = _points([a, b], heads, view.absent_rank)
                    gap += (x - y) / len(heads_draws)
                kept = _cents(_left(mine, a)) - _cents(_left(theirs, b)) if full else 0
                if blowout_next and full:
                    x, y = _points([_left(mine, a), _left(theirs, b)], (), view.absent_rank)
                    gap, kept = gap + x - y, 0
                if auctions_left == 1 or blowout_next:
                    final = lead + gap
                    won = 1.0 if final > 0.25 else 0.0 if final < -0.25 else 0.5 + 0.5 * (kept > 0) - 0.5 * (kept < 0)
                    row.append(won + kept / 1e5)  # won either way: keep the money that settles
                else:
                    row.append(gap + kept / 1000)
            matrix.append(row)
        return my_pairs, matrix

    def _duel_pick(self, view, me, moves):
        draws = _flip_draws(view.flip_pool, self.rng, 16)
        my_pairs, matrix = self._duel(view, me, view.stashes, draws)
        mix, _ = _mix(matrix)
        return _move_for(moves, self.rng.choices(my_pairs, weights=mix)[0])

    def _duel_mine(self, view, me, moves) -> Generator[int, None, PlayerMove]:
        """Look ahead over the mining turns left before the auction, each side
        digging for itself; score each end by the auction's game value (a step an end)."""
        end = MINING_TURNS[view.auction] * view.players
        draws = _flip_draws(view.flip_pool, self.rng, 4)
        memo: dict = {}

        def value(hills, stashes, turn) -> Generator[int, None, float]:
            if turn == end:
                yield STEP
                return _mix(self._duel(view, me, stashes, draws)[1], 100)[1]
            key = (tuple(sorted(map(tuple, hills))), tuple(tuple(sorted(s)) for s in stashes), turn)
            if key not in memo:
                who = view.order[turn % view.players]
                ends = []
                for i in _distinct(hills):
                    ends.append((yield from value(*_dig(hills, stashes, who, i), turn + 1)))
                memo[key] = max(ends) if who == me else min(ends)
            return memo[key]

        by_hill = _distinct_hills(view, moves)
        scored = {}
        for hill, group in by_hill.items():
            scored[hill] = yield from value(
                *_dig(view.hills, view.stashes, me, _hill_of(group[0])), view.turns_taken + 1
            )
        best = max(scored.values())
        return self.rng.choice([m for hill, group in by_hill.items() if scored[hill] >= best - 1e-9 for m in group])

    def _dice_holders(self) -> list[tuple[Any, str]]:
        return [(self, "rng"), (self.table, "rng")]

    def _planning(self, view, player) -> Generator[int, None, PlayerMove]:
        moves = rules.legal_moves(view, player)
        if len(moves) == 1:
            return moves[0]
        kind = moves[0]["kind"]
        if kind == "hold":
            return _hold_over(view, player, moves)
        if view.players == 2:
            if kind == "pick":
                return self._duel_pick(view, player, moves)
            return (yield from self._duel_mine(view, player, moves))
        return (yield from self.table._planning(view, player))

    # --- hints -------------------------------------------------------------------
    def explain(self, view, player, move: PlayerMove) -> str:
        """One sentence to the player on why `move` is good, from the view alone."""
        if move["kind"] == "mine":
            return _why_mine(view, player, move)
        if move["kind"] == "pick":
            return _why_pick(view, player, move)
        return _why_hold(view, player, move)


def _dig(hills, stashes, who: int, hill: int) -> tuple[list[list[str]], list[list[str]]]:
    hills = [list(h) for h in hills]
    stashes = [list(s) for s in stashes]
    stashes[who].append(hills[hill].pop())
    return hills, stashes


def _distinct(hills) -> list[int]:
    seen: dict[tuple[str, ...], int] = {}
    for i, hill in enumerate(hills):
        if hill:
            seen.setdefault(tuple(hill), i)
    return list(seen.values())


# --- the reasons a hint gives ------------------------------------------------------
def _rivals(view) -> tuple[str, str]:
    """Who the player is up against, and the verb that goes with them."""
    return ("your rival", "holds") if view.players == 2 else ("the others", "hold")


def _why_mine(view, player, move: Mine) -> str:
    hill = view.hills[move["hill"]]
    coin = hill[-1]
    where = f"Mine hill {move['hill'] + 1}"
    rivals, hold = _rivals(view)
    held = sum(stash.count(coin) for seat, stash in enumerate(view.stashes) if seat != player)
    if coin == "quarter" and not view.blowout:  # after a Blowout no coin is kept to break a tie
        return f"{where}: keep a quarter to the end; {TIE_BREAK}."
    if held == 0:
        return f"{where}: {rivals} {hold} no {PLURAL[coin]}, so a {coin} should stay scarce."
    if len(hill) > 1 and hill[-2] == "quarter":
        return f"{where}: the {coin} is worth having and it opens a quarter underneath."
    if coin not in view.stashes[player]:
        return f"{where}: a {coin} is the coin your stash lacks, so you can show something new."
    return f"{where}: its {coin} pairs best with your stash against what {rivals} {hold}."


def _why_pick(view, player, move: Pick) -> str:
    coins = move["coins"]
    rng = random.Random(0)  # a hint reads the same every time it is asked
    options = [_pick_options(s) for seat, s in enumerate(view.stashes) if seat != player]
    exact = view.players == 2  # head to head every reveal can be weighed; at a bigger table, the likely ones
    tables = list(itertools.product(*options)) if exact else [[rng.choice(o) for o in options] for _ in range(120)]
    scores = [
        _points([coins, *table], heads, view.absent_rank)[0]
        for table in tables
        for heads in _flip_draws(view.flip_pool, rng, 16)
    ]
    reveal = f"Reveal two {PLURAL[coins[0]]}" if coins[0] == coins[1] else f"Reveal {coin_words(coins)}"
    rivals, _ = _rivals(view)
    sure = f"at least {min(scores)} points" if exact else f"about {round(sum(scores) / len(scores))} points"
    kept = _left(view.stashes[player], coins)
    if view.auction + 1 >= view.auctions_total and "quarter" in kept:
        return f"{reveal}: {sure}; {TIE_BREAK}."
    if exact:
        return f"{reveal}: {sure} whatever {rivals} show{'s' if view.players == 2 else ''}."
    return f"{reveal}: {sure} from what {rivals} will likely show."


def _why_hold(view, player, move: Hold) -> str:
    coin = move["coin"]
    theirs = sum(stash.count(coin) for seat, stash in enumerate(view.stashes) if seat != player)
    if theirs:
        return f"Hold the {coin}: the others hold {PLURAL[coin]}, and heads makes theirs commoner."
    return f"Hold the {coin}: you hold few {PLURAL[coin]}, so heads hurts you least."


def strong_bot(seed: int) -> HintBot:  # mypy checks the bot against the hint contract
    return ShrewdBot(seed)


BOTS = levels(rules, easy=MagpieBot, medium=CautiousBot, strong=strong_bot)
