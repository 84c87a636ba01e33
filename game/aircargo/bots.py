"""AirCargo bots.

The strong bot reasons with exact dice odds: a table of how likely a hazard
check passes given its modifiers, stamina and prayers; a shortest-path search
over the beacons that weighs every mountain and landing by its odds at the
weather the plane will meet on that leg; and a one-roll look-ahead when
planning (use these dice, or reroll one or both). It stops once the log
shows 40 points unless a safe flight reaches the next title.

Two weaker pilots share its sums but not its judgement: the daring one
(medium) loads heavy, plans without look-ahead and keeps stamina for a panic;
the cautious one (easy) flies only safe trips, ticks stamina before every
risky roll and goes home when her stamina runs low.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Generator
from functools import lru_cache

from game.aircargo import aids, rules
from game.aircargo.moves import Fly, Plan, PlayerMove
from game.aircargo.phases import Phase
from game.aircargo.rules import C
from game.bots import ThinksAhead, levels, run_steps
from game.chance import percent
from game.contract import ExplainingBot

TWO_DICE = {total: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b == total) / 36 for total in range(2, 13)}
COLUMN_ODDS = (4 / 6, 1 / 6, 1 / 6)
MAX_LEGS = 7
LEG_COST = 0.035  # -log odds charged per leg: every leg pushes the cold front on
STAMINA_WORTH = 0.012  # survival odds one stamina box is worth
PRAYER_WORTH = 0.05
ROUTE_WEIGHT = 40  # search steps one route table is worth: up to about a millisecond, a frame's (thinking.THINK_STEPS)


@lru_cache(maxsize=None)
def pass_odds(modifiers: int, stamina: int, prayers: int) -> float:
    """Chance a check passes when the pilot panics if it can afford it, and
    otherwise prays for both dice while prayers last."""
    need = C.pass_limit - modifiers  # the two dice must make this or less
    odds = 0.0
    for total, chance in TWO_DICE.items():
        if total <= need:
            odds += chance
        elif total - need + 1 <= stamina:
            odds += chance
        elif prayers > 0:
            odds += chance * pass_odds(modifiers, stamina, prayers - 1)
    return odds


@lru_cache(maxsize=None)
def weather_odds(line: int, modifiers: int, stamina: int, prayers: int) -> float:
    """pass_odds averaged over the weather die's columns on a weather line."""
    values = C.weather[min(line, len(C.weather) - 1)]
    return sum(p * pass_odds(modifiers + v, stamina, prayers) for p, v in zip(COLUMN_ODDS, values))


@lru_cache(maxsize=4096)
def routes(start: str, crossed: int, cargo_add: int, stamina: int, prayers: int) -> dict:
    """Best route from start to every airport: {airport key: (odds, [places])}.
    A search over (place, legs flown) so each leg meets the weather of its own box."""
    best: dict = {}
    frontier = [(0.0, 0, start, ())]
    fewest: dict[str, int] = {}  # place -> fewest legs it was settled with; more legs at more cost can't help
    while frontier:
        cost, legs, here, path = heapq.heappop(frontier)
        if fewest.get(here, MAX_LEGS + 1) <= legs:
            continue
        fewest[here] = legs
        place = C.places[here]
        if legs and not place.beacon:  # an airport ends a flight
            if here not in best:
                best[here] = (math.exp(-cost), list(path))
            continue
        if legs >= MAX_LEGS or crossed + legs >= C.total_weather_boxes:
            continue
        line = C.weather_line(crossed + legs + 1)
        for nxt in C.neighbours[here]:
            target = C.places[nxt]
            if nxt == start or (not target.beacon and not target.airport_id):
                continue
            step = LEG_COST
            for index in C.leg_mountains[(here, nxt)]:
                step -= math.log(max(1e-9, weather_odds(line, C.mountains[index].hazard + cargo_add, stamina, prayers)))
            if not target.beacon:
                step -= math.log(max(1e-9, weather_odds(line, target.landing_hazard + cargo_add, stamina, prayers)))
            if fewest.get(nxt, MAX_LEGS + 1) > legs + 1:
                heapq.heappush(frontier, (cost + step, legs + 1, nxt, path + (nxt,)))
    return best


class StrongBot(ThinksAhead):
    name = "strong"

    def __init__(self, seed: int, caution: float = 10.0, reroll_cost: float = 0.25):
        self.caution = caution  # what a crash costs beyond the points on the log
        self.reroll_cost = reroll_cost

    # --- estimates ---------------------------------------------------------------------
    def _budget(self, state) -> tuple[int, int]:
        """The stamina and prayers one check may count on: the log is shared by every check to come."""
        return min(state.stamina_left, 4), min(state.prayers_left, 1)

    def flight_odds(self, state, airport: int, weight: int, start: str | None = None) -> float:
        stamina, prayers = self._budget(state)
        table = routes(start or state.position, state.weather_crossed, rules.weight_class(weight)[1], stamina, prayers)
        return table.get(str(airport), (0.0, []))[0]

    def flight_value(self, state, airport: int, weight: int) -> float:
        odds = self.flight_odds(state, airport, weight)
        return odds * (weight + 2) - (1 - odds) * (max(0, rules.points(state)) + self.caution)

    # --- choices -------------------------------------------------------------------------
    def _dice_holders(self) -> list:
        return []  # no dice of its own: its choice is a sum of odds

    def _planning(self, view, player) -> Generator[int, None, PlayerMove]:
        """The move: first the route tables the choice reads, a search of the map a step
        (ThinksAhead spreads them over frames), then the choice, quick once they are known."""
        for key in self._route_keys(view, player):
            searched = routes.cache_info().misses
            routes(*key)
            if routes.cache_info().misses > searched:
                yield ROUTE_WEIGHT
        return self._choice(view, player)

    def _route_keys(self, state, player) -> list[tuple]:
        """The routes() tables choosing a move here reads: from where the plane stands for each
        cargo class on the ground, from each leg's end in the air."""
        stamina, prayers = self._budget(state)
        if state.phase in (Phase.IDLE, Phase.PLANNING):
            adds = sorted({rules.weight_class(weight)[1] for weight in C.cargo_boxes})
            return [(state.position, state.weather_crossed, add, stamina, prayers) for add in adds]
        if state.phase == Phase.FLIGHT and state.destination:
            add = rules.weight_class(state.cargo)[1]
            ends = [m["to"] for m in rules.legal_moves(state, player) if m["kind"] == "leg"]
            return [
                (end, state.weather_crossed + 1, add, stamina, prayers) for end in ends if end != str(state.destination)
            ]
        return []

    def _choice(self, view, player) -> PlayerMove:
        moves = rules.legal_moves(view, player)
        if len(moves) == 1:
            return moves[0]
        phase = view.phase
        if phase == Phase.IDLE:
            return self._ground(view, moves)
        if phase == Phase.PLANNING:
            return self._plan_dice(view, moves)
        if phase == Phase.FLIGHT:
            return self._leg(view, moves)
        if phase == Phase.STAMINA:
            return self._stamina(view, moves)
        if phase == Phase.RESCUE:
            return self._rescue(view, moves)
        return moves[0]

    def _pairs(self, state) -> list[tuple[float, float, Fly]]:
        return [
            (self.flight_value(state, m["airport"], m["cargo"]), self.flight_odds(state, m["airport"], m["cargo"]), m)
            for m in rules.legal_moves(state, rules.SOLO)
            if m["kind"] == "fly"
        ]

    def _ground(self, state, moves) -> PlayerMove:
        pairs = sorted(self._pairs(state), key=lambda p: (p[0], p[1]), reverse=True)
        have = rules.points(state)
        stop = next((m for m in moves if m["kind"] == "stop"), None)
        if have >= C.win and stop:
            better = [
                p
                for p in pairs
                if p[1] >= 0.93 and any(have < need <= have + p[2]["cargo"] + 2 for need, _ in C.titles)
            ]
            return better[0][2] if better else stop
        if pairs and pairs[0][0] > 0:
            return pairs[0][2]
        can_plan = any(rules.cargo_free(state, w) > 0 for w in C.cargo_boxes) or any(
            rules.airport_free(state, a) for a in C.airports
        )
        plan: Plan = {"player": rules.SOLO, "kind": "plan"}
        if can_plan and (state.rerolls_left > 0 or not pairs):
            return plan
        if pairs and pairs[0][1] > 0.5:
            return pairs[0][2]
        return stop or plan

    # planning: what a use of the dice is worth, and what a reroll is worth
    def _use_values(self, state) -> tuple[dict, dict]:
        """What ordering each free weight, and planning each free airport, is worth now."""
        free_airports = [a for a in C.airports if rules.airport_free(state, a)]
        free_weights = [w for w in C.cargo_boxes if rules.cargo_free(state, w) > 0]
        spare_airports = len(state.planned_airports) - len(state.planned_cargo)
        cargo, airports = {}, {}
        for weight in free_weights:
            if spare_airports > 0:
                value = max(self.flight_value(state, a, weight) for a in state.planned_airports)
            else:
                typical = sorted((self.flight_value(state, a, weight) for a in free_airports), reverse=True)[:3]
                value = 0.6 * sum(typical) / max(1, len(typical)) - 1
                if spare_airports < 0:
                    value -= 3 * -spare_airports
            cargo[weight] = value
        for airport in free_airports:
            if spare_airports < 0:
                value = max(self.flight_value(state, airport, w) for w in state.planned_cargo)
            else:
                typical = sorted((self.flight_value(state, airport, w) for w in free_weights), reverse=True)[:3]
                value = 0.6 * sum(typical) / max(1, len(typical)) - 1
                if spare_airports > 0:
                    value -= 3 * spare_airports
            airports[airport] = value
        return cargo, airports

    @staticmethod
    def _uses(dice, tables) -> list[tuple[float, PlayerMove]]:
        cargo, airports = tables
        a, b = dice
        values: list[tuple[float, PlayerMove]] = [
            (cargo[w], {"player": rules.SOLO, "kind": "cargo", "weight": w})
            for w in sorted({a, b, a + b})
            if w in cargo
        ]
        values += [
            (airports[n], {"player": rules.SOLO, "kind": "airport", "id": n})
            for n in sorted({10 * a + b, 10 * b + a})
            if n in airports
        ]
        return values

    def _best_use(self, dice, tables) -> float:
        return max((v for v, _ in self._uses(dice, tables)), default=-2.0 * self.reroll_cost - 3)

    def _plan_dice(self, state, moves) -> PlayerMove:
        tables = self._use_values(state)
        uses = self._uses(state.dice, tables)
        best = max(uses, key=lambda u: u[0]) if uses else None
        choices = [best] if best else []
        if state.rerolls_left > 0:
            cost = self.reroll_cost * (1 + 3 / state.rerolls_left)
            a, b = state.dice
            keep_a = sum(self._best_use((a, x), tables) for x in range(1, 7)) / 6
            keep_b = sum(self._best_use((x, b), tables) for x in range(1, 7)) / 6
            fresh = sum(self._best_use((x, y), tables) for x in range(1, 7) for y in range(1, 7)) / 36
            choices += [
                (keep_a - cost, {"player": rules.SOLO, "kind": "reroll", "dice": [1]}),
                (keep_b - cost, {"player": rules.SOLO, "kind": "reroll", "dice": [0]}),
                (fresh - cost, {"player": rules.SOLO, "kind": "reroll", "dice": [0, 1]}),
            ]
        if not choices:
            return next(m for m in moves if m["kind"] == "stop")
        return max(choices, key=lambda c: c[0])[1]

    def _leg(self, state, moves) -> PlayerMove:
        legs = [m for m in moves if m["kind"] == "leg"]
        return max(legs, key=lambda m: self.leg_odds(state, m["to"])) if legs else moves[0]

    def leg_odds(self, state, target: str) -> float:
        """Odds of getting the cargo down at its destination by way of a leg to target."""
        stamina, prayers = self._budget(state)
        add = rules.weight_class(state.cargo)[1]
        goal = str(state.destination)
        line = C.weather_line(state.weather_crossed + 1)
        odds = 1.0
        for index in C.leg_mountains[(state.position, target)]:
            odds *= weather_odds(line, C.mountains[index].hazard + add, stamina, prayers)
        if target == goal:
            odds *= weather_odds(line, C.places[goal].landing_hazard + add, stamina, prayers)
        else:
            onward = routes(target, state.weather_crossed + 1, add, stamina, prayers)
            odds *= onward.get(goal, (0.0, []))[0]
        return odds * math.exp(-LEG_COST)

    # --- why -------------------------------------------------------------------------------
    def explain(self, view, player, move) -> str:
        """One sentence to the pilot on why this move, from the view alone."""
        return run_steps(self.explaining(view, player, move))

    def explaining(self, view, player, move) -> Generator[int, None, str]:
        """explain(), a step at a time: a stamina choice's sentence plays out the roll's outcomes."""
        if move["kind"] == "stamina":
            chances = yield from aids.check_chances_in_steps(view)
            return self._why_stamina(view, move, chances)
        reason = getattr(self, "_why_" + move["kind"], None)
        return reason(view, move) if reason else "It is the best move the log allows."

    def _why_plan(self, state, move) -> str:
        if not state.rerolls_left:  # the prompt's warning, in the rules' words
            return f"Roll to plan, though {rules.LAST_ROLL}."
        if state.planned_airports and not state.planned_cargo:
            return "Roll to plan: your planned airport still needs a cargo to carry."
        if state.planned_cargo and not state.planned_airports:
            return "Roll to plan: your cargo still needs an airport to fly to."
        if self._pairs(state):
            return "Roll to plan: the trips you have planned are too risky to fly yet."
        return "Roll to plan: you need a cargo and an airport before you can fly."

    def _why_reroll(self, state, move) -> str:
        if len(move["dice"]) == 2:
            return "Reroll both dice: fresh dice promise a better plan than these."
        kept = state.dice[1 - move["dice"][0]]
        return f"Reroll one die: the {kept} you keep has better uses on average."

    def _why_cargo(self, state, move) -> str:
        weight = move["weight"]
        name, add = rules.weight_class(weight)
        if len(state.planned_airports) > len(state.planned_cargo):
            return f"Order weight {weight}: a planned airport is waiting for a cargo."
        return f"Order weight {weight}: it pays {weight} points; {name} adds {add} to each check."

    def _why_airport(self, state, move) -> str:
        place = C.airports[move["id"]]
        if len(state.planned_cargo) > len(state.planned_airports):
            return f"Plan {place.name}: your cargo needs somewhere to go."
        return f"Plan {place.name}: the best use of these dice; its landing adds {place.landing_hazard}."

    def _why_fly(self, state, move) -> str:
        name = C.airports[move["airport"]].name
        odds = self.flight_odds(state, move["airport"], move["cargo"])
        return f"Fly weight {move['cargo']} to {name}: about {round(odds * 100)}% to land it safely."

    def _why_leg(self, state, move) -> str:
        target = C.places[move["to"]].name
        goal = C.places[str(state.destination)].name
        if move["to"] == str(state.destination):
            return f"Land at {goal}: it is within reach of this leg."
        odds = round(self.leg_odds(state, move["to"]) * 100)
        return f"Fly to {target}: the safest way on to {goal}, about {odds}% to land there."

    def _why_stamina(self, state, move, chances) -> str:
        bare, amount = percent(chances[0]), move["amount"]
        if amount == 0:
            return f"Roll without stamina: you pass {bare} of the time; keep it for a panic."
        lifted = percent(chances[min(amount, max(chances))])  # more than the most useful can't help
        return f"Tick {amount} stamina: it lifts your chance to pass from {bare} to {lifted}."

    def _why_pray_weather(self, state, move) -> str:
        better = int(aids.weather_prayer_chance(state) * 6)
        return f"Pray for a new weather die: {better} faces in 6 give less than {state.check['weather']}."

    def _why_pray(self, state, move) -> str:
        cost = rules.panic_cost(state)
        which = "both dice" if len(move["dice"]) == 2 else f"the {state.dice[move['dice'][0]]}"
        if cost > state.stamina_left:
            return f"Pray to reroll {which}: a panic needs {cost} stamina and you have {state.stamina_left}."
        return f"Pray to reroll {which}: cheaper than the {cost} stamina a panic costs."

    def _why_panic(self, state, move) -> str:
        return f"Panic: {rules.panic_cost(state)} stamina is a fair price for staying in the air."

    def _why_stop(self, state, move) -> str:
        have = rules.points(state)
        if state.phase in (Phase.FLIGHT, Phase.STAMINA):
            return f"Stop: this flight is too likely to crash and cost all {have} points."
        reached = rules.title(state)
        if reached:
            return f"Stop now: {have} points makes you a {reached}; more flying risks it all."
        return f"Stop: no trip left is worth betting your {have} points on."

    @staticmethod
    def _check_value(modifiers: int, stamina: int, prayers: int, stamina_spent: int) -> float:
        """Survival odds minus the worth of the stamina it costs, for a pre-roll spend."""
        left = stamina - stamina_spent
        need = C.pass_limit - modifiers
        value = 0.0
        for total, chance in TWO_DICE.items():
            if total <= need + stamina_spent:
                value += chance
            elif total - need + 1 <= left:
                value += chance * (1 - STAMINA_WORTH * (total - need + 1))
            elif prayers > 0:
                value += chance * (pass_odds(modifiers - stamina_spent, left, prayers - 1) - PRAYER_WORTH)
        return value - STAMINA_WORTH * stamina_spent

    def _best_spend(self, modifiers: int, stamina: int, prayers: int) -> float:
        useful = max(0, min(stamina, 12 + modifiers - C.pass_limit))
        return max(self._check_value(modifiers, stamina, prayers, n) for n in range(useful + 1))

    def _stamina(self, state, moves) -> PlayerMove:
        modifiers = rules.check_modifiers(state.check)
        choices = [
            (self._check_value(modifiers, state.stamina_left, state.prayers_left, m["amount"]), m)
            for m in moves
            if m["kind"] == "stamina"
        ]
        pray = next((m for m in moves if m["kind"] == "pray_weather"), None)
        if pray:  # a new weather die: the column odds on this line, one prayer fewer
            line = C.weather[C.weather_line(state.weather_crossed)]
            rest = modifiers - state.check["weather"]
            value = sum(
                p * self._best_spend(rest + v, state.stamina_left, state.prayers_left - 1)
                for p, v in zip(COLUMN_ODDS, line)
            )
            choices.append((value - PRAYER_WORTH, pray))
        return max(choices, key=lambda c: c[0])[1]

    def _rescue(self, state, moves) -> PlayerMove:
        modifiers = rules.check_modifiers(state.check) - state.check["stamina"]
        need = C.pass_limit - modifiers
        best, best_value = None, -2.0
        for move in moves:
            if move["kind"] == "panic":
                value = 1 - STAMINA_WORTH * rules.panic_cost(state)
            elif move["kind"] == "pray":
                kept = [d for i, d in enumerate(state.dice) if i not in move["dice"]]
                value = 0.0
                outcomes = (
                    [(x,) for x in range(1, 7)]
                    if len(move["dice"]) == 1
                    else [(x, y) for x in range(1, 7) for y in range(1, 7)]
                )
                for outcome in outcomes:
                    total = sum(kept) + sum(outcome)
                    if total <= need:
                        value += 1
                    else:
                        raw_over = total + rules.check_modifiers(state.check) - C.pass_limit + 1
                        if raw_over <= state.stamina_left:
                            value += 1 - STAMINA_WORTH * raw_over
                        elif state.prayers_left > 1:
                            value += pass_odds(modifiers, state.stamina_left, state.prayers_left - 2)
                value = value / len(outcomes) - PRAYER_WORTH
            else:  # going down: the game lost, worse than any chance a prayer or a panic leaves
                value = -1.0
            if value > best_value:
                best, best_value = move, value
        assert best is not None  # going down is always a choice
        return best


class DaringBot(StrongBot):
    """Bold: she loads the heaviest cargo the dice give and keeps every stamina
    box for a panic after a bad roll. She plans without looking ahead (a reroll
    only when the dice are of no use) and shrugs at long odds."""

    name = "medium"

    def __init__(self, seed: int):
        super().__init__(seed, caution=3.0)

    LEAN = 0.3  # points of value per weight unit: she likes them heavy

    def _plan_dice(self, state, moves) -> PlayerMove:
        """The use of the dice worth most, leaning toward her taste in weight; no look-ahead."""
        tables = self._use_values(state)
        uses = [u for u in self._uses(state.dice, tables) if u[0] > -1.5]
        if uses:
            return max(uses, key=lambda u: (u[0] + self.LEAN * _weight(u[1]), -_airport(u[1])))[1]
        return self._no_use(state, moves)

    @staticmethod
    def _no_use(state, moves) -> PlayerMove:
        """Dice of no use: reroll both while a box is left, else take the least harmful use, else stop."""
        reroll = next((m for m in moves if m["kind"] == "reroll" and len(m["dice"]) == 2), None)
        if reroll:
            return reroll
        fallback = [m for m in moves if m["kind"] in ("cargo", "airport")]
        return fallback[0] if fallback else next(m for m in moves if m["kind"] == "stop")

    def _stamina(self, state, moves) -> PlayerMove:
        pray = next((m for m in moves if m["kind"] == "pray_weather"), None)
        if pray and state.check["weather"] >= 2 and state.prayers_left > 1:
            return pray
        return next(m for m in moves if m["kind"] == "stamina" and m["amount"] == 0)


class CautiousBot(DaringBot):
    """Careful: she flies only the safest trips, ticks stamina before every roll
    that could fail, and calls it a day once her stamina runs low."""

    name = "easy"
    SAFE = 0.85  # the least odds a flight must have
    SURE = 0.95  # the odds that still tempt her once she is tired
    RESERVE = 4  # stamina she will not fly without
    LEAN = -0.3  # the lighter cargo: a lighter load adds less to every check

    def __init__(self, seed: int):
        StrongBot.__init__(self, seed, caution=25.0)

    def _ground(self, state, moves) -> PlayerMove:
        stop = next((m for m in moves if m["kind"] == "stop"), None)
        pairs = sorted(self._pairs(state), key=lambda p: (p[1], p[2]["cargo"]), reverse=True)
        tired = state.stamina_left < self.RESERVE or rules.points(state) >= C.win
        safe = [p for p in pairs if p[1] >= (self.SURE if tired else self.SAFE)]
        if safe:  # a plan flown is worth its weight and two points back; one left costs a point
            return safe[0][2]
        if tired and stop:
            return stop
        can_plan = any(rules.cargo_free(state, w) > 0 for w in C.cargo_boxes) or any(
            rules.airport_free(state, a) for a in C.airports
        )
        plan: Plan = {"player": rules.SOLO, "kind": "plan"}
        if can_plan and state.rerolls_left > 0:
            return plan
        if pairs and pairs[0][1] > 0.5:
            return pairs[0][2]
        return stop or plan

    def _stamina(self, state, moves) -> PlayerMove:
        """The least stamina that makes the roll pass at least five times in six."""
        need = C.pass_limit - rules.check_modifiers(state.check)
        amounts = sorted(m["amount"] for m in moves if m["kind"] == "stamina")
        for amount in amounts:
            if sum(p for total, p in TWO_DICE.items() if total <= need + amount) >= 5 / 6 - 1e-9:
                return {"player": rules.SOLO, "kind": "stamina", "amount": amount}
        return {"player": rules.SOLO, "kind": "stamina", "amount": amounts[-1]}


def _weight(move) -> int:
    return move["weight"] if move["kind"] == "cargo" else 0


def _airport(move) -> int:
    return move["id"] if move["kind"] == "airport" else 0


def strong_bot(seed: int) -> ExplainingBot:  # mypy checks the bot against the hint contract
    return StrongBot(seed)


BOTS = levels(rules, easy=CautiousBot, medium=DaringBot, strong=strong_bot)
