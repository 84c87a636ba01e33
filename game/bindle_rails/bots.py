"""Bindle Rails Express bots. The strong bot plans each turn's dice: it
builds the routes it can with the least waste, buys technology early (more
dice every turn), keeps its own company out of reach of one bad roll, and
puts leftover pips where they earn the most VP. Keep/reroll decisions follow
the same plan: dice the plan needs are kept, the rest are rolled again."""

from __future__ import annotations

import itertools
from collections.abc import Generator, Iterator

from game.bindle_rails import hints, rules
from game.bindle_rails.moves import PlayerMove
from game.bindle_rails.phases import Phase
from game.bindle_rails.rules import (
    COMPANIES,
    EVENT_FACES,
    GAME,
    GOALS,
    PRIVATES,
    ROUTE_FACES,
    TERRAIN_DIE,
    TOP,
    TRACK,
    VALUE_FACES,
    value_cost,
    value_vp,
)
from game.bots import ThinksAhead, levels
from game.contract import HintBot

# How the bot rates a route face when choosing its route: easy routes first,
# each BP above the cheapest face costs; a river pays 2 VP more but needs a
# blue bridge die, a mountain a brown engine die.
TERRAIN_WORTH = {"plain": 0.0, "river": -0.2, "mountain": -0.4}
LOWEST_BP = min(bp for _, bp in ROUTE_FACES)
ROUTE_WORTH = {(t, bp): 2.2 - 0.9 * (bp - LOWEST_BP) + TERRAIN_WORTH[t] for t, bp in ROUTE_FACES}
KEEP_ROUTE_AT = 1.9
# Chance the bot meets each goal kind (measured with sim); it keeps goals worth keeping.
GOAL_ODDS = {
    "bridges": 0.77,
    "mountains": 0.28,
    "tech": 0.09,
    "tech_by_turn4": 0.19,
    "own_value": 0.65,
    "all_values": 0.32,
    "route_by_turn7": 0.31,
    "bp": 1.0,
}
COMPANY_PICK = {"basic": 0, "advanced": 2, "mat": 0}  # measured with sim
BIG_PIPS = 5  # a number worth keeping for building points even when the plan has no use for it yet
SAFE_INDEX = 1 - min(VALUE_FACES)  # the lowest track space one value roll can't sink
SETS_PER_STEP = 16  # sets of dice a plan weighs for one search step (thinking.THINK_STEPS)


def _route_key(face) -> tuple:
    terrain, bp = ROUTE_FACES[face]
    return (terrain != "plain", terrain == "river", bp)


class StrongBot(ThinksAhead):
    """Iron Ike: uses every roll, buys technology early, builds routes with
    the least waste and puts the rest where it earns the most VP."""

    name = "strong"
    route_rolls = rules.ROLLS  # rolls it will use for its route
    rolls = rules.ROLLS  # event dice rolls it will use a turn
    early_tech = True  # buys technology before building
    tech_goal = rules.TECH_MAX  # the Tech Value it stops buying at
    any_company = True  # from Tech 5 its money goes to any railroad, not only its own

    def __init__(self, seed: int, keep_route_at: float = KEEP_ROUTE_AT):
        self.keep_route_at = keep_route_at

    def _dice_holders(self) -> list:
        return []  # no dice of its own: its plan is greedy

    def _planning(self, view, player) -> Generator[int, None, PlayerMove]:
        """The move, its plan of the dice a part at a step (ThinksAhead spreads them over frames)."""
        moves = rules.legal_moves(view, player)
        if len(moves) == 1:
            return moves[0]
        move = yield from self._pick(view, moves)
        if move in moves:
            return move
        # a position a human left (dice half paid where the plan would never put them) can
        # make the plan's move illegal: the safe move that keeps the turn going instead
        for kind in ("unassign", "stop_events", "stop_route", "confirm_route", "keep_goals", "end_turn"):
            for legal in moves:
                if legal["kind"] == kind:
                    return legal
        return moves[0]

    def _pick(self, view, moves) -> Generator[int, None, PlayerMove]:
        phase = view.phase
        if phase in (Phase.EVENT_KEEP, Phase.SPEND):
            places = ("tray", "keep") if phase == Phase.EVENT_KEEP else ("keep",)  # live dice, or those to spend
            dice = [d for d, p in enumerate(view.event_place) if p in places]
            plan = self._plan(view, dice)
            yield from plan.running()
            return self._event_keep(view, dice, plan) if phase == Phase.EVENT_KEEP else self._spend(view, moves, plan)
        return self._quick(view, moves)

    def _quick(self, view, moves) -> PlayerMove:
        """The moves of the phases without a plan of the dice."""
        phase = view.phase
        if phase == Phase.COMPANY:
            pick = COMPANY_PICK["mat" if view.mats else "advanced" if view.advanced else "basic"]
            return {"player": 0, "kind": "company", "company": pick}
        if phase == Phase.GOALS:
            return self._goals(view, moves)
        if phase == Phase.ROUTE_KEEP:
            return self._route_keep(view)
        if phase == Phase.ROUTE_ORDER:
            return self._route_order(view)
        return moves[0]

    # --- setting up ---------------------------------------------------------------
    def _goals(self, view, moves) -> PlayerMove:
        def worth(card):
            goal = GOALS[card]
            odds = GOAL_ODDS.get(goal["kind"], 0.4)
            return goal["vp"] * (2 * odds - 1)

        kept = sorted(view.goals_kept, key=worth)
        if len(kept) > GAME["goals_kept_at_least"] and worth(kept[0]) < 0:
            return {"player": 0, "kind": "drop_goal", "card": kept[0]}
        return {"player": 0, "kind": "keep_goals"}

    def _route_keep(self, view) -> PlayerMove:
        loose = [d for d in range(view.route_count) if not view.route_kept[d]]
        good = [d for d in loose if ROUTE_WORTH[ROUTE_FACES[view.route_faces[d]]] >= self.keep_route_at]
        fresh = [d for d in range(view.route_count) if view.route_kept[d] and not view.route_locked[d]]
        if good:
            return {"player": 0, "kind": "keep_route", "die": good[0]}
        if len(loose) and view.route_rolls < self.route_rolls:
            if not fresh:  # keep the best of a bad roll, then roll the rest
                best = max(loose, key=lambda d: ROUTE_WORTH[ROUTE_FACES[view.route_faces[d]]])
                return {"player": 0, "kind": "keep_route", "die": best}
            return {"player": 0, "kind": "reroll_route"}
        return {"player": 0, "kind": "stop_route"}

    def _route_order(self, view) -> PlayerMove:
        placed = set(view.route_order)
        left = [d for d in range(view.route_count) if d not in placed]
        if not left:
            return {"player": 0, "kind": "confirm_route"}
        return {"player": 0, "kind": "place_route", "die": min(left, key=lambda d: _route_key(view.route_faces[d]))}

    # --- the turn ----------------------------------------------------------------------
    def _event_keep(self, view, live, plan) -> PlayerMove:
        wanted = set(self._wanted(view, live, plan))
        loose = [d for d in live if view.event_place[d] == "tray"]
        fresh = [d for d in live if view.event_place[d] == "keep" and not view.event_locked[d]]
        for die in loose:
            if die in wanted:
                return {"player": 0, "kind": "keep_event", "die": die}
        for die in fresh:
            if die not in wanted and len(fresh) > 1:
                return {"player": 0, "kind": "free_event", "die": die}
        if not loose or view.event_rolls >= self.rolls:
            return {"player": 0, "kind": "stop_events"}
        if not fresh:
            best = max(loose, key=lambda d: EVENT_FACES[view.event_faces[d]][0])
            return {"player": 0, "kind": "keep_event", "die": best}
        return {"player": 0, "kind": "reroll_events"}

    def _wanted(self, view, live, plan):
        """The dice worth keeping: those the plan puts on routes or tech, and
        big numbers while a route still needs building points."""
        wanted = set(plan.core)
        if view.built < view.route_count:
            wanted |= {d for d in live if EVENT_FACES[view.event_faces[d]][0] >= BIG_PIPS}
            if plan.blocked_terrain:
                wanted |= {d for d in live if EVENT_FACES[view.event_faces[d]][1] == plan.blocked_terrain}
        return wanted

    def _spend(self, view, moves, plan) -> PlayerMove:
        pending = [d for d, p in enumerate(view.event_place) if p == "pend"]
        for die, use in plan.steps:
            move: PlayerMove = {"player": 0, "kind": "assign", "die": die, "use": use}
            if move in moves:
                return move
        if pending:  # something half paid the plan no longer wants: take it back
            return {"player": 0, "kind": "unassign", "die": pending[0]}
        return {"player": 0, "kind": "end_turn"}

    def explain(self, view, player, move) -> str:
        """Why this move, in one sentence for the player (the hint's words)."""
        return hints.explain(self, view, move)

    def plan(self, view, dice) -> "Plan":
        plan = self._plan(view, dice)
        for _ in plan.running():
            pass
        return plan

    def _plan(self, view, dice) -> "Plan":
        return Plan(view, dice, self.early_tech, self.any_company, self.tech_goal)


class Plan:
    """A greedy plan for a set of dice: routes in order, tech, a safe own
    company, then money where it earns the most."""

    def __init__(self, view, dice, early_tech=True, any_company=True, tech_goal=rules.TECH_MAX):
        self.view = view
        self.tech_goal = tech_goal
        self.early_tech = early_tech
        self.any_company = any_company
        self.free = sorted(dice, key=lambda d: self.pips(d))
        self.steps: list[tuple[int, str]] = []
        self.core: list[int] = []  # dice on routes and tech
        self.blocked_terrain = ""
        self.tech = view.tech
        self.built = view.built
        self.values = list(view.values)
        self.turns_left = view.turns - view.turn
        self.weighed = 0  # sets of dice weighed since the last step

    def pips(self, die):
        return EVENT_FACES[self.view.event_faces[die]][0]

    def kind(self, die):
        return EVENT_FACES[self.view.event_faces[die]][1]

    def take(self, dice, use, core=True):
        for die in dice:
            self.free.remove(die)
            self.steps.append((die, use))
            if core:
                self.core.append(die)

    def running(self) -> Iterator[int]:
        """Make the plan a part at a step, each yielding its weight: the sets of dice it weighed."""
        self._finish_private()
        self._safety()
        if self.early_tech:
            self._tech(early=True)
        yield self._weight()
        while self._route():
            yield self._weight()
        self._tech(early=False)
        yield self._weight()
        self._money()
        yield self._weight()

    def _weight(self) -> int:
        weight, self.weighed = 1 + self.weighed // SETS_PER_STEP, 0
        return weight

    def _finish_private(self):
        view = self.view
        for die, place in enumerate(view.event_place):
            if place == "pend" and view.event_use[die].startswith("private:"):
                use = view.event_use[die]
                paid = sum(
                    EVENT_FACES[view.event_faces[d]][0]
                    for d, p in enumerate(view.event_place)
                    if p == "pend" and view.event_use[d] == use
                )
                subset = self._best_subset(self.free, PRIVATES[int(use.split(":")[1])]["price"] - paid, "")
                if subset:
                    self.take(subset, use, core=False)
                return

    def _best_subset(self, dice, need, avoid_kind="tech"):
        """The dice whose pips meet `need` with the least waste (tech dice cost extra)."""
        best, best_cost = None, None
        for size in range(1, len(dice) + 1):
            for combo in itertools.combinations(dice, size):
                self.weighed += 1
                total = sum(self.pips(d) for d in combo)
                if total < need:
                    continue
                cost = total - need + 0.3 * size + sum(2.0 for d in combo if self.kind(d) == avoid_kind)
                if best_cost is None or cost < best_cost:
                    best, best_cost = combo, cost
        return list(best) if best else None

    def _route(self):
        view = self.view
        if self.built >= view.route_count:
            return False
        terrain, bp = ROUTE_FACES[view.route_faces[view.route_order[self.built]]]
        if self.built == view.built:  # dice already pending on this route count
            have = sum(
                EVENT_FACES[view.event_faces[d]][0]
                for d, p in enumerate(view.event_place)
                if p == "pend" and view.event_use[d] == "bp"
            )
            terrain_done = any(p == "pend" and view.event_use[d] == "terrain" for d, p in enumerate(view.event_place))
        else:
            have, terrain_done = 0, False
        need = max(0, bp - have)
        pool = list(self.free)
        terrain_die = []
        if terrain != "plain" and not terrain_done:
            kind = TERRAIN_DIE[terrain]
            options = [d for d in pool if self.kind(d) == kind]
            if not options:
                self.blocked_terrain = kind
                return False
            terrain_die = [min(options, key=self.pips)]
            pool.remove(terrain_die[0])
        bp_dice = self._best_subset(pool, need) if need > 0 else []
        if bp_dice is None:
            return False
        # the route takes its terrain die last, so a half-built route never strands a bridge
        self.take(bp_dice, "bp")
        self.take(terrain_die, "terrain")
        self.built += 1
        return True

    def _tech(self, early):
        view = self.view
        while self.tech < self.tech_goal:
            gears = [d for d in self.free if self.kind(d) == "tech"]
            have = (
                sum(
                    EVENT_FACES[view.event_faces[d]][0]
                    for d, p in enumerate(view.event_place)
                    if p == "pend" and view.event_use[d] == "tech"
                )
                if self.tech == view.tech
                else 0
            )
            need = self.tech - have
            if early and self.turns_left < 2:
                return
            subset = self._best_subset(gears, need, avoid_kind="") if gears else None
            if subset is None:
                return
            self.take(subset, "tech")
            self.tech += 1

    def _safety(self):
        own = self.view.company
        while self.values[own] < SAFE_INDEX and self.free:
            if not self._pay(own, +1, self.values[own] + 1):
                return

    def _pay(self, company, direction, target):
        """Pay for a move of one company to `target`, counting this turn's credit."""
        view = self.view
        credit = view.credit[company] if self.values[company] == view.values[company] else 0
        need = value_cost(self.values[company], target) - credit
        subset = self._best_subset(self.free, need, avoid_kind="") if need > 0 else []
        if subset is None:
            subset = list(self.free)  # all in: part payment still counts as credit this turn
            self.take(subset, f"{'up' if direction > 0 else 'down'}:{company}", core=False)
            return False
        self.take(subset, f"{'up' if direction > 0 else 'down'}:{company}", core=False)
        self.values[company] = target
        return True

    def _money(self):
        view = self.view
        anyone = self.any_company and self.tech >= GAME["any_company_from_tech"]
        manageable = list(range(len(COMPANIES))) if anyone else [view.company]
        while self.free:
            total = sum(self.pips(d) for d in self.free)
            best, best_rate = None, 0.0
            if view.privates_on and self.tech >= GAME["private_from_tech"]:
                for p, card in enumerate(PRIVATES):
                    if p in view.owned or card["price"] > total:
                        continue
                    worth = card["vp"] + 0.5 * sum(1 for c in card["squares"] if TRACK[self.values[c]] >= 10)
                    rate = worth / card["price"]
                    if rate > best_rate:
                        best, best_rate = ("private", p, card["price"]), rate
            for company in manageable:
                if view.credit_dir[company] < 0:
                    continue
                for target in range(self.values[company] + 1, TOP + 1):
                    credit = view.credit[company] if self.values[company] == view.values[company] else 0
                    cost = value_cost(self.values[company], target) - credit
                    if cost > total:
                        break
                    gain = value_vp(target) - value_vp(self.values[company])
                    # late money is safer: the value dice have fewer rolls to take it away
                    rate = gain / max(1, cost) * (1.0 if self.turns_left <= 1 else 0.8)
                    if gain > 0 and rate > best_rate:
                        best, best_rate = ("up", company, target), rate
            if best is None:
                return
            if best[0] == "private":
                subset = self._best_subset(self.free, best[2], avoid_kind="")
                self.take(subset, f"private:{best[1]}", core=False)
            else:
                kind, company, target = best
                while self.values[company] < target:
                    if not self._pay(company, +1, self.values[company] + 1):
                        return


class SteadyBot(StrongBot):
    """The easiest: keeps its first roll, builds before it buys technology and
    puts its spare money only in its own railroad. Never a wasted die."""

    name = "easy"
    route_rolls = 1
    rolls = 1
    early_tech = False
    any_company = False


class SpeculatorBot(StrongBot):
    """The middle one: rolls twice at most and buys technology early, then
    spends freely on every railroad's stock."""

    name = "medium"
    rolls = 2
    early_tech = False
    tech_goal = GAME["any_company_from_tech"]


def strong_bot(seed: int) -> HintBot:  # mypy checks the bot against the hint contract
    return StrongBot(seed)


BOTS = levels(rules, easy=SteadyBot, medium=SpeculatorBot, strong=strong_bot)
