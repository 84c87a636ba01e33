"""What ending the turn now gives up, worked out once for all who say it (the End turn
question, the hint, the table's glow on End turn): the kept dice still unused, what they
could still finish, and every payment only part made. Nothing paid carries over to the
next turn: building points, a bridge or engine waiting on its route, gears short of the
Tech Value, money short of a company's next space or of a private company are all lost.
Money left over once a company has moved is change, which the rules never give back: not a
loss to ask about."""

from __future__ import annotations

from dataclasses import dataclass

from game.bindle_rails.content import COMPANIES, EVENT_FACES, PRIVATES, ROUTE_FACES, TECH_MAX, TERRAIN_DIE, value_cost
from game.bindle_rails.rules import die_label, spare_dice
from game.bindle_rails.spending import paid_words, pending, route_needs
from game.bindle_rails.state import State
from game.core import and_list

CANT_FINISH = "can't finish anything now"  # what the question and the hint both say of useless spare dice
HINT_ROOM = 56  # characters of what is given up a hint has room for (a hint is at most 90)


@dataclass(frozen=True)
class TurnEnd:
    spare: tuple[int, ...]  # kept dice with a use left (rules.spare_dice)
    could_finish: tuple[str, ...]  # what the spare dice, with what is paid, could still finish
    part_paid: tuple[str, ...]  # each payment only part made: "2 of 4 gears for Tech 5"

    @property
    def costly(self) -> bool:
        """Ending now loses something: a payment part made, or a die that could finish a use."""
        return bool(self.could_finish or self.part_paid)


def turn_end(state: State) -> TurnEnd:
    spare = spare_dice(state)
    return TurnEnd(tuple(sorted(spare)), _could_finish(state, spare), _part_paid(state))


def _pips(state: State, dice) -> int:  # what dice pay: their numbers
    return sum(EVENT_FACES[state.event_faces[die]][0] for die in dice)


def _part_paid(state: State) -> tuple[str, ...]:
    paid = []
    route = state.next_route
    bp_dice, terrain_dice = pending(state, "bp"), pending(state, "terrain")
    if route is not None and (bp_dice or terrain_dice):
        terrain, bp = ROUTE_FACES[state.route_faces[route]]
        parts = [paid_words(_pips(state, bp_dice), bp, "BP")] if bp_dice else []
        parts += [f"the {TERRAIN_DIE[terrain]}"] if terrain_dice else []
        bp_done = _pips(state, bp_dice) >= bp and not terrain_dice  # only the bridge or engine is missing
        unpaid = f", but not its {TERRAIN_DIE[terrain]}" if bp_done and terrain != "plain" else ""
        paid.append(f"{' and '.join(parts)} for route {state.built + 1}{unpaid}")
    tech_dice = pending(state, "tech")
    if tech_dice:
        paid.append(f"{paid_words(_pips(state, tech_dice), state.tech, 'gears')} for Tech {state.tech + 1}")
    for company, credit in enumerate(state.credit):
        way = "up" if state.credit_dir[company] >= 0 else "down"
        spent = [
            d
            for d, place in enumerate(state.event_place)
            if place == "used" and state.event_use[d] == f"{way}:{company}"
        ]
        if credit and credit == _pips(state, spent):  # money left after a move is change, never given back
            target = state.values[company] + (1 if way == "up" else -1)
            price = value_cost(state.values[company], target)
            paid.append(f"{paid_words(credit, price)} to move {COMPANIES[company]['name']} {way}")
    for private, card in enumerate(PRIVATES):
        dice = pending(state, f"private:{private}")
        if dice:
            paid.append(f"{paid_words(_pips(state, dice), card['price'])} for {card['name']}")
    return tuple(paid)


def _could_finish(state: State, spare: dict[int, list[str]]) -> tuple[str, ...]:
    """Each use the spare dice could complete now, with what is already paid on it. A move
    down is never listed: pushing a company down is no loss to forgo."""
    finish = []
    with_use = {use: [die for die, uses in spare.items() if use in uses] for uses in spare.values() for use in uses}
    route = state.next_route
    if route is not None and ("bp" in with_use or "terrain" in with_use):
        missing, terrain, _, has_terrain = route_needs(state)
        payers = with_use.get("bp", [])
        if terrain == "plain" or has_terrain:
            done = _pips(state, payers) >= missing
        else:  # one die for the bridge or engine, the others for the BP still missing
            done = any(_pips(state, [d for d in payers if d != die]) >= missing for die in with_use.get("terrain", []))
        if done:
            finish.append(f"route {state.built + 1}")
    if "tech" in with_use and state.tech < TECH_MAX:
        if _pips(state, with_use["tech"] + pending(state, "tech")) >= state.tech:
            finish.append(f"Tech {state.tech + 1}")
    for company, info in enumerate(COMPANIES):
        payers = with_use.get(f"up:{company}", [])
        if payers and state.credit[company] + _pips(state, payers) >= value_cost(
            state.values[company], state.values[company] + 1
        ):
            finish.append(f"{info['name']}'s move up")
    for private, card in enumerate(PRIVATES):
        use = f"private:{private}"
        if use in with_use and _pips(state, with_use[use] + pending(state, use)) >= card["price"]:
            finish.append(card["name"])
    return tuple(finish)


def spare_words(state: State, end: TurnEnd) -> str:
    """The spare dice and what they could do, as the question says it."""
    dice = [die_label(state.event_faces[die]) for die in end.spare]
    they = "It" if len(dice) == 1 else "They"
    if end.could_finish:
        return f"Still unused: {and_list(dice)}. {they} could still finish {and_list(end.could_finish, 'or')}."
    return f"Still unused: {and_list(dice)}. {they} {CANT_FINISH}."


def question_lines(state: State) -> list[str]:
    """The End turn question's lines: what ending the turn now gives up ([] when nothing)."""
    end = turn_end(state)
    if not end.costly:
        return []
    lines = [f"Paid, but lost at the turn's end: {and_list(end.part_paid)}."] if end.part_paid else []
    return lines + ([spare_words(state, end)] if end.spare else [])


def hint_reason(state: State) -> str:
    """Why End turn now, in the hint's few words, from the same facts as the question."""
    end = turn_end(state)
    if not end.costly:
        return f"your spare dice {CANT_FINISH}" if end.spare else "every die you kept has done its job"
    could = [f"dice that could finish {and_list(end.could_finish, 'or')}"] if end.could_finish else []
    whole = and_list(list(end.part_paid) + could)
    first = (list(end.part_paid) or [f"dice that could finish {end.could_finish[0]}"])[0]
    return f"it gives up {whole if len(whole) <= HINT_ROOM else first + ' and more'}"
