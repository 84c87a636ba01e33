"""The strong Coal n' Write bot.

A turn is planned whole: a search over what each free die could do (claim
an open deposit with a small set of dice, dig one box, visit the store),
scored in dollars, then played out one placement at a time. Only the open deposit of each tunnel can be worked,
so a tunnel is just (how deep, boxes dug): the search stays small.

Dollar estimates: a mineral in the Ore Stash is worth its value when the
burros to come can carry it, less the chance to fill that spot with better
ore later; a die is worth about DIE_DOLLARS of future claims, which prices
digging; store items are priced by what they return before the game ends.
Burros are loaded by trying every cargo against the bandit and what the
later burros can still carry.
"""

from __future__ import annotations

import itertools
from collections.abc import Generator, Iterator
from functools import lru_cache
from typing import Any, TypeVar

from game.bots import run_steps
from game.coal_n_write import hints, rules
from game.coal_n_write.cargo import best_today, load_toward
from game.coal_n_write.content import (
    BANDITS,
    BURRO_SLOTS,
    DEPOSITS,
    MINERALS,
    STORE_RULES,
    TACK_SLOTS,
    TUNNEL_DEPOSITS,
    VALUE,
    blackjack_payout,
    price,
    store_items,
)
from game.coal_n_write.moves import PlayerMove
from game.coal_n_write.phases import Phase

DIE_DOLLARS = 3.0  # what one die-use is worth in future claims
FUTURE = 0.55  # how much an opened-up deposit counts before it is claimed
CLAIMS_PER_ROUND = 6.0  # about what a careful miner claims in a round
FILL_STAKE = 30.0  # dollars a claim is worth, at most, toward a full Ore Stash (solo)
FILL_EASY = 0.3  # below this share of the claims left to make, filling the Ore Stash needs no push
FILL_ROUNDS = 3  # the push to fill it comes in the last rounds only: before, varmints pay better
VARMINT = 3 * 3.5 + STORE_RULES["varmint_base"]
SOLO_SKIPS = ("burro7", "tack")  # store items the bot leaves alone in a solo game
T = TypeVar("T")


def dice_to_reach(number: int) -> float:
    """About how many dice a claim by sum needs."""
    if number <= 3:
        return 1.0
    if number <= 5:
        return 1.3
    if number <= 7:
        return 1.8
    if number <= 9:
        return 2.3
    if number <= 11:
        return 2.8
    return 3.2


@lru_cache(maxsize=None)
def blackjack_value(total: int) -> float:
    """Expected dollars of a blackjack hand standing at `total`, played well."""
    stay = _payout_dollars(total)
    if total >= 21:
        return stay
    hit = sum(blackjack_value(total + 2 * d) for d in range(1, 7)) / 6
    return max(stay, hit)


def _payout_dollars(total: int) -> float:
    row = blackjack_payout(total)
    return row["cash"] + sum(VALUE[m] for m in row.get("ore", [])) - 8 * row.get("bandit", 0)


BLACKJACK_EV = sum(blackjack_value(2 * d) for d in range(1, 7)) / 6


def _placement(player: int, dice: tuple, body: dict[str, Any]) -> PlayerMove:
    """A planned step as a move: a claim names its dice, a dig or a store visit its one die."""
    if body["kind"] == "claim":
        return {"player": player, "kind": "claim", "deposit": body["deposit"], "dice": list(dice)}
    if body["kind"] == "dig":
        return {"player": player, "kind": "dig", "deposit": body["deposit"], "die": dice[0]}
    if "burros" in body:
        return {"player": player, "kind": "store", "item": body["item"], "burros": body["burros"], "die": dice[0]}
    if "count" in body:
        return {"player": player, "kind": "store", "item": body["item"], "count": body["count"], "die": dice[0]}
    return {"player": player, "kind": "store", "item": body["item"], "die": dice[0]}


class StrongBot:
    name = "strong"

    def __init__(self, seed: int):
        self.plan: list[tuple] = []
        self.plan_key: tuple | None = None
        self.ahead: tuple[Any, list[tuple]] | None = None  # (view, plan) thought before being asked

    # --- the entry point ---------------------------------------------------------------
    def choose(self, view, player) -> PlayerMove:
        moves = rules.legal_moves(view, player)
        unplanned = self._unplanned(view, player, moves)
        if unplanned is not None:
            return unplanned
        sheet = view.sheets[player]
        key = self._turn_key(view, player, sheet)
        if key != self.plan_key:
            ahead, self.ahead = self.ahead, None
            self.plan = (
                ahead[1] if ahead is not None and ahead[0] == view else run_steps(self._planning(view, player, sheet))
            )
        while self.plan:
            _, dice, body = self.plan.pop(0)
            move = _placement(player, dice, body)
            if move in moves:
                self.plan_key = (key[0], key[1], player, key[3] + 1, view.chance_count)
                return move
            self.plan = []  # the plan went stale: think again next time
        return {"player": player, "kind": "confirm"}

    def think(self, view, player) -> Iterator[None]:
        """Plan the turn for this view a search step at a time, before being asked (the
        table spreads it over frames); choose() on an equal view then takes that plan."""
        if self._unplanned(view, player, rules.legal_moves(view, player)) is not None:
            return
        sheet = view.sheets[player]
        if self._turn_key(view, player, sheet) == self.plan_key or (self.ahead is not None and self.ahead[0] == view):
            return  # choose() goes on with the plan it has, or this view's is thought already
        yield
        self.ahead = (view, (yield from self._planning(view, player, sheet)))

    def _unplanned(self, view, player, moves) -> PlayerMove | None:
        """The move when no turn plan is needed: the only one, loading, blackjack, a tonic."""
        if len(moves) == 1:
            return moves[0]
        sheet = view.sheets[player]
        if view.phase == Phase.LOAD:
            return self._load_step(view, player, sheet, moves)
        if sheet.blackjack is not None:
            total = sum(sheet.blackjack)
            hit = sum(blackjack_value(total + 2 * d) for d in range(1, 7)) / 6
            if hit > _payout_dollars(total):
                return {"player": player, "kind": "hit"}
            return {"player": player, "kind": "stay"}
        if any(m["kind"] == "tonic" for m in moves):
            return {"player": player, "kind": "tonic"}
        return None

    @staticmethod
    def _turn_key(view, player, sheet) -> tuple:
        """Which placement of which turn this is: a plan serves the placements of one turn."""
        return (view.round, view.turn, player, sum(1 for u in sheet.used if u), view.chance_count)

    def explain(self, view, player, move) -> str:
        """Why `move` is good, in one sentence to the player (from their view only)."""
        return hints.explain(view, player, move)

    # --- valuing things -----------------------------------------------------------------
    def _context(self, view, player, sheet) -> dict:
        rounds_left = (view.rounds_total if view.final_round < 0 else view.final_round + 1) - view.round
        cap = BURRO_SLOTS + (TACK_SLOTS if sheet.tack else 0)
        capacity_left = cap * rounds_left
        held = sheet.held()
        spots = sheet.spots_left()
        # Claims still to come, limited by the spots left in the Ore Stash.
        future_claims = min(spots, CLAIMS_PER_ROUND * max(0.0, rounds_left - 0.5))
        room = capacity_left - sum(held.values())
        ship = {}
        for m in MINERALS:
            better = sum(held[x] for x in MINERALS if VALUE[x] >= VALUE[m])
            ship[m] = 1.0 if better < capacity_left else 0.15
        # A spot in the Ore Stash is worth what else could fill it.
        scarcity = 0.0 if spots > future_claims * 1.3 else min(1.0, (future_claims * 1.3 - spots) / max(1, spots))
        spot_cost = 4.0 * scarcity if not view.solo else 3.0 * scarcity
        # Alone, a rank needs a full Ore Stash: the further behind the pace to fill it, the more a claim is worth.
        pace = spots / max(1.0, CLAIMS_PER_ROUND * (rounds_left - 0.5))
        pushed = view.solo and rounds_left <= FILL_ROUNDS
        fill_bonus = FILL_STAKE * min(1.0, max(0.0, (pace - FILL_EASY) / (1 - FILL_EASY))) if pushed else 0.0
        return {
            "fill_bonus": fill_bonus,
            "rounds_left": rounds_left,
            "capacity_left": capacity_left,
            "room": room,
            "ship": ship,
            "spot_cost": spot_cost,
            "held": held,
            "cap": cap,
            "spots": spots,
            "potentials": {},  # (tunnel, step, dug) -> _potential: one search's answers
            "claim_sets": {},  # (dice, number, dug out) -> _claim_sets: likewise
        }

    def _ore_dollars(self, mineral, ctx) -> float:
        bonus = 2.0 if mineral == "C" and not self._baron_taken else 0.0
        return VALUE[mineral] * ctx["ship"][mineral] - ctx["spot_cost"] + bonus + ctx["fill_bonus"]

    def _potential(self, tunnel, step, dug, ctx) -> float:
        """What the open deposit of a tunnel is worth before it is claimed (asked again and
        again for the same few tunnel states in one search: kept in the search's ctx)."""
        known = ctx["potentials"].get((tunnel, step, dug))
        if known is None:
            known = ctx["potentials"][tunnel, step, dug] = self._potential_now(tunnel, step, dug, ctx)
        return known

    def _potential_now(self, tunnel, step, dug, ctx) -> float:
        index = TUNNEL_DEPOSITS[tunnel]
        if step >= len(index):
            return 0.0
        d = DEPOSITS[index[step]]
        cost = min(dice_to_reach(d.number), (d.digs - dug) + 1.0)
        return FUTURE * max(0.0, self._ore_dollars(d.mineral, ctx) - DIE_DOLLARS * cost)

    def _store_options(self, view, player, sheet, ctx, skip: tuple | None = None) -> list[tuple[float, dict]]:
        """(dollars, move body) for each store item worth a visit now. Alone
        at the table, Burro #7 and Tack and Harness cost more than they bring
        (measured: the Ore Stash runs out before the extra room is used)."""
        options = []
        rounds_left = ctx["rounds_left"]
        if skip is None:
            skip = SOLO_SKIPS if view.solo else ()
            if view.solo and ctx["rounds_left"] <= 2 and ctx["fill_bonus"] >= FILL_STAKE / 2:
                skip = tuple(item for item in skip if item != "burro7")  # a seventh round to fill the Ore Stash
        for item in store_items(view.solo):
            if item in skip:
                continue
            body: dict[str, Any] = {"kind": "store", "item": item}
            problem = rules.store_problem(view, sheet, item, {"burros": [view.round], "count": 1})
            if item not in ("pistol",) and problem:
                continue
            if item == "varmint":
                options.append((VARMINT, body))
            elif item == "blackjack":
                options.append((BLACKJACK_EV, body))
            elif item == "coal_baron":
                options.append((STORE_RULES["coal_baron_bonus"] / view.players**0.5, body))
            elif item == "pistol":
                live = rules.live_bandit_burros(view, sheet)
                if not live or sheet.cash < price("pistol"):
                    continue
                worth = 9.0 if sum(ctx["held"][m] for m in "ST") >= 2 else 4.0
                options.append((worth - price("pistol"), {**body, "burros": [live[0]]}))
            elif item == "strike_gold":
                expected = self._expected_delivery(ctx)
                options.append((STORE_RULES["strike_gold_per_10"] * (expected // 10) - price(item), body))
            elif item == "wash_day":
                if ctx["held"]["B"] >= STORE_RULES["wash_day_borax"]:
                    options.append((STORE_RULES["wash_day_bonus"] - price(item) - 10, body))
            elif item == "tack":
                extra = min(TACK_SLOTS * rounds_left, max(0, -ctx["room"] + CLAIMS_PER_ROUND * (rounds_left - 1)))
                options.append((extra * 6.0 - price(item), body))
            elif item == "tonic":
                if sheet.tonics < 2 and rounds_left >= 2:
                    options.append((2 * DIE_DOLLARS * 2 - price(item), {**body, "count": 1}))
            elif item == "burro7":
                options.append((90.0 - price(item), body))  # a seventh delivery, and time to fill the Ore Stash
            elif item == "shares":
                final = view.rounds_total if view.final_round < 0 else view.final_round + 1
                per_share = STORE_RULES["share_growth"] * (final - (view.round + 1)) - price(item)
                count = sheet.cash // price(item)
                if per_share > 0 and count:
                    options.append((per_share * count, {**body, "count": count}))
            elif item == "pinkertons":
                if self._should_call_pinkertons(view, player, sheet):
                    options.append((60.0, body))
        return [o for o in options if o[0] > 0]

    def _expected_delivery(self, ctx) -> float:
        held = ctx["held"]
        letters = sorted((m for m in MINERALS for _ in range(held[m])), key=lambda m: -VALUE[m])
        return sum(VALUE[m] for m in letters[: ctx["cap"]])

    def _should_call_pinkertons(self, view, player, sheet) -> bool:
        """Call them when well ahead. Money put into Railroad Shares still
        counts as the player's: otherwise a player who bought shares this
        turn would look poor to whoever moves after them."""

        def worth(s):
            return s.cash + price("shares") * len(s.shares) + rules.stash_value(s) * 0.5

        others = max(worth(s) for i, s in enumerate(view.sheets) if i != player)
        return view.round >= 2 and worth(sheet) > others + 40

    # --- planning a turn ---------------------------------------------------------------------
    def _planning(self, view, player, sheet) -> Generator[None, None, list[tuple]]:
        """The turn's plan, searched one step (one new position) per next()."""
        self._baron_taken = view.coal_baron_taken or sheet.coal_report
        self._dig_anywhere = view.dig_anywhere
        ctx = self._context(view, player, sheet)
        free = [d for d in view.hand if not sheet.used[d]]
        values = {d: view.dice[d] for d in free}
        tunnels = []
        for index in TUNNEL_DEPOSITS:
            step = next((s for s, i in enumerate(index) if not sheet.claimed[i]), len(index))
            dug = sheet.dug[index[step]] if step < len(index) else 0
            tunnels.append((step, dug))
        store = self._store_options(view, player, sheet, ctx)
        visits = {d: rules.visits_left(view, sheet, d) for d in free}
        memo: dict[tuple, tuple[float, list]] = {}
        spots = sheet.spots_left()

        def best(dice: tuple, tunnel_state: tuple, stored: tuple, spots_left: int):
            key = (dice, tunnel_state, stored, spots_left)
            if key in memo:
                return memo[key]
            yield
            result: tuple[float, list] = (0.0, [])
            if dice:
                for gain, used, body, new_tunnels, new_stored, spent in self._actions(
                    dice, values, tunnel_state, stored, spots_left, ctx, store, visits
                ):
                    rest = tuple(d for d in dice if d not in used)
                    value, plan = yield from best(rest, new_tunnels, new_stored, spots_left - spent)
                    if gain + value > result[0] + 1e-9:
                        result = (gain + value, [(gain, tuple(used), body)] + plan)
            memo[key] = result
            return result

        _, plan = yield from best(tuple(free), tuple(tunnels), (), spots)
        return plan

    def _actions(self, dice, values, tunnels, stored, spots_left, ctx, store, visits):
        for t, (step, dug) in enumerate(tunnels):
            index = TUNNEL_DEPOSITS[t]
            if step >= len(index):
                continue
            deposit = DEPOSITS[index[step]]
            before = self._potential(t, step, dug, ctx)
            if spots_left > 0:
                claim_gain = self._ore_dollars(deposit.mineral, ctx) + self._potential(t, step + 1, 0, ctx) - before
                sets_key = (dice, deposit.number, dug >= deposit.digs)
                if sets_key not in ctx["claim_sets"]:
                    ctx["claim_sets"][sets_key] = list(self._claim_sets(dice, values, deposit, dug))
                for used in ctx["claim_sets"][sets_key]:
                    new = tunnels[:t] + ((step + 1, 0),) + tunnels[t + 1 :]
                    yield claim_gain, used, {"kind": "claim", "deposit": deposit.index}, new, stored, 1
            # the rules allow a dig only where the dice still free can't claim
            if dug < deposit.digs and (self._dig_anywhere or sum(values[d] for d in dice) < deposit.number):
                low = min(dice, key=lambda d: values[d])
                new = tunnels[:t] + ((step, dug + 1),) + tunnels[t + 1 :]
                gain = self._potential(t, step, dug + 1, ctx) - before
                if dug + 1 == deposit.digs:
                    gain += 0.5
                yield gain, (low,), {"kind": "dig", "deposit": deposit.index}, new, stored, 0
        for dollars, body in store:
            if body["item"] in stored and body["item"] != "varmint":
                continue
            for d in dice:
                already = sum(1 for s in stored if s == ("die", values[d]))
                if visits[d] - already > 0:
                    yield (dollars, (d,), body, tunnels, stored + (body["item"], ("die", values[d])), 0)
                    break

    @staticmethod
    def _claim_sets(dice, values, deposit, dug):
        """The smallest sets of dice that claim a deposit (no die wasted)."""
        if dug >= deposit.digs:
            yield (min(dice, key=lambda d: values[d]),)
            return
        found: list[tuple[int, ...]] = []
        for size in range(1, len(dice) + 1):
            for combo in itertools.combinations(dice, size):
                if sum(values[d] for d in combo) >= deposit.number and not any(set(f) <= set(combo) for f in found):
                    found.append(combo)
        seen = set()
        for combo in found:
            key = tuple(sorted(values[d] for d in combo))
            if key not in seen:
                seen.add(key)
                yield combo

    # --- choosing and loading a burro -------------------------------------------------------
    def _load_step(self, view, player, sheet, moves) -> PlayerMove:
        """Alone, plan the burros to come; against others, cash in now: the
        Pinkertons may make any round the last (measured: holding ore back
        lost seven games in ten against a rival who didn't)."""
        if view.solo:
            return load_toward(player, sheet, *self._best_load(view, sheet))
        return load_toward(player, sheet, *best_today(view, sheet))

    def _best_load(self, view, sheet) -> tuple[int, list[str]]:
        """The unused burro and cargo worth most, now and for the burros left
        after it (worked out once a round: loading doesn't change the answer)."""
        key = (view.round, tuple(sheet.stash), tuple(sheet.crossed))
        if getattr(self, "_load_key", None) != key:
            best = None
            seen = {}
            for burro in rules.unused_burros(view, sheet):
                kind = (rules.bandits_on(sheet, burro), BANDITS[burro] > sheet.pistols[burro])
                if kind not in seen:  # burros alike in bandits load alike: the first one speaks for them
                    seen[kind] = self._best_cargo(view, sheet, burro)
                score, cargo = seen[kind]
                if best is None or score > best[0] + 1e-9:
                    best = (score, burro, cargo)
            assert best is not None, "a round ends with an unused burro to load"
            self._load_key, self._load_plan = key, best[1:]
        return self._load_plan

    def _best_cargo(self, view, sheet, burro) -> tuple[float, list[str]]:
        """(score, cargo) for loading this burro now: every cargo is tried
        against its bandit; the likeliest ones are then scored with what the
        ore held back and the ore still to be claimed will fetch on the burros
        left after this one (live bandits included)."""
        held = sheet.held()
        cap = rules.capacity(sheet)
        last = view.last_round
        later = [] if last else [b for b in rules.unused_burros(view, sheet) if b != burro]
        rounds_after = len(later)
        later_room = max(0.0, cap * rounds_after - CLAIMS_PER_ROUND * rounds_after * 0.8)
        scored = []
        ranges = [range(min(held[m], cap) + 1) for m in MINERALS]
        for counts in itertools.product(*ranges):
            if sum(counts) > cap:
                continue
            cargo = [m for m, c in zip(MINERALS, counts) for _ in range(c)]
            outcome = rules.delivery(sheet, burro, cargo + sheet.bonus_ore)
            now = outcome["value"] + outcome["strike_gold"] + outcome["wash_day"]
            left = sorted((m for m, c in zip(MINERALS, counts) for _ in range(held[m] - c)), key=lambda m: -VALUE[m])
            future = 0.0 if last else sum(VALUE[m] for m in left[: int(later_room)]) * 0.85
            # ties: a fuller burro, but nothing loaded just for the bandit to take
            now += 0.01 * len(cargo) - 0.02 * len(outcome["stolen"])
            scored.append((now + future, now, counts, cargo))
        if last:
            best = max(scored, key=lambda row: row[0])
            return best[0], best[3]
        clean = sum(1 for b in later if BANDITS[b] <= sheet.pistols[b])
        bandit = len(later) - clean
        spots = sheet.spots_left()
        best_score, best_cargo = -1e9, []
        for _, now, counts, cargo in sorted(scored, key=lambda row: -row[0])[:CARGO_SHORTLIST]:
            pool = tuple(float(held[m] - c) for m, c in zip(MINERALS, counts))
            score = now + _later_deliveries(pool, view.round + 1, clean, bandit, spots, cap)
            if score > best_score:
                best_score, best_cargo = score, cargo
        return best_score, best_cargo


# Ore the strong bot claims in each round of a solo game, by mineral (S, T, C, B),
# measured over 60 games: most of the Ore Stash fills in the first three rounds.
CLAIMS_BY_ROUND = (
    (2.2, 3.8, 4.5, 2.5),
    (2.5, 1.5, 1.9, 2.0),
    (2.1, 1.3, 1.2, 1.3),
    (1.5, 0.9, 1.2, 0.6),
    (0.8, 0.4, 0.4, 0.3),
    (0.3, 0.2, 0.3, 0.1),
    (0.1, 0.1, 0.1, 0.0),
)
CARGO_SHORTLIST = 24  # cargoes worth a closer look at each burro
VALUES = tuple(VALUE[m] for m in MINERALS)  # most valuable first


def _top(pool: tuple, slots: float) -> tuple[float, tuple]:
    """Ship up to `slots` of the most valuable ore in the pool: (dollars, pool left)."""
    left, dollars, rest = list(pool), 0.0, slots
    for i, value in enumerate(VALUES):
        take = min(left[i], rest)
        dollars += take * value
        left[i] -= take
        rest -= take
    return dollars, tuple(left)


def _later_deliveries(pool: tuple, round_: int, clean: int, bandit: int, spots: float, cap: int) -> float:
    """About what the burros still to load will earn, loaded well in the best
    order: each round adds the ore the bot usually claims then (while the Ore
    Stash has room); a clean burro carries the best ore; a burro with a live
    bandit carries one mineral of some type for him to take and the best ore
    of the cheaper types."""
    if clean + bandit == 0:
        return 0.0
    expected = CLAIMS_BY_ROUND[min(round_, len(CLAIMS_BY_ROUND) - 1)]
    share = min(1.0, spots / sum(expected)) if sum(expected) else 0.0
    pool = tuple(p + e * share for p, e in zip(pool, expected))
    spots -= sum(expected) * share
    best = 0.0
    if clean:
        dollars, left = _top(pool, cap)
        best = dollars + _later_deliveries(left, round_ + 1, clean - 1, bandit, spots, cap)
    if bandit:
        dollars, left = 0.0, pool
        for i in range(len(VALUES)):  # the bandit's type: one of it rides along, cheaper ore fills the rest
            if pool[i] >= 1:
                cheaper = (0.0,) * (i + 1) + pool[i + 1 :]
                got, rest = _top(cheaper, cap - 1)
                if got > dollars:
                    dollars, left = got, pool[:i] + (pool[i] - 1,) + rest[i + 1 :]
        best = max(best, dollars + _later_deliveries(left, round_ + 1, clean, bandit - 1, spots, cap))
    return best
