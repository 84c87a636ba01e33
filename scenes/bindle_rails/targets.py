"""What a player can point at on the mat now, and what each does: the targets of the
moment (dice, places a die pays for, cards and buttons) for the kit's targets layer,
made from the rules' legal moves. Pick up a die and everything it can pay for glows."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable, NamedTuple

import pygame

from game.bindle_rails import rules
from game.bindle_rails.moves import (
    Assign,
    Company,
    ConfirmRoute,
    DropGoal,
    EndTurn,
    FreeEvent,
    FreeRoute,
    KeepEvent,
    KeepGoals,
    KeepRoute,
    PlaceRoute,
    PlayerMove,
    RerollEvents,
    RerollRoute,
    StopEvents,
    StopRoute,
    Unassign,
    UnplaceRoute,
)
from game.bindle_rails.phases import Phase
from game.bindle_rails.rules import COMPANIES, GOALS
from game.bindle_rails.turn_end import turn_end
from scenes.bindle_rails import layout as L
from scenes.bindle_rails.picture import event_key, route_key
from scenes.kit.targets import Target


@dataclass
class Spot(Target):
    """A target on the mat, with what this table adds: whether it glows (what is worth doing
    now: the focus goes there after a move) and the pad button that presses it. Compared by
    value, as the table's other records are (keys are unique within a list)."""

    glow: bool = False
    pad: str = ""  # its own key, one meaning each: "button2" (X, 3) rerolls, "button3" (Y, 4) keeps all


PLAYER = 0  # the one seat at this solo table
INFO = "info"  # a thing only to read (a value die, a route): focused, its rules card shows; Enter does nothing
MAT_PHASES = (Phase.ROUTE_KEEP, Phase.ROUTE_ORDER, Phase.EVENT_KEEP, Phase.SPEND)  # no choice panel covers the mat
UNDO = ("button", "undo")
GOALS_BUTTON = ("button", "goals")


class Button(NamedTuple):
    row: int  # the button's row beside the tray
    name: str
    label: str
    move: Callable[[], PlayerMove]
    pad: str = ""  # its key, if it has one: REROLL or KEEP_ALL


# One key, one meaning, whatever the phase: X (3) only rerolls and Y (4) only keeps all. The
# other buttons have no key of their own (a key that rerolled must never end the turn): the
# focus comes to them once they are the move to make, and Enter or a click presses them.
REROLL, KEEP_ALL = "button2", "button3"
KEYS_SAID = "X (or 3) rerolls and Y (or 4) keeps all, while the dice are rolled."

# The buttons of each moment, by the kind of move each makes.
BUTTONS = {
    "reroll_route": Button(
        0, "reroll", "Reroll (X or 3)", lambda: RerollRoute(player=PLAYER, kind="reroll_route"), REROLL
    ),
    "reroll_events": Button(
        0, "reroll", "Reroll (X or 3)", lambda: RerollEvents(player=PLAYER, kind="reroll_events"), REROLL
    ),
    "stop_route": Button(1, "stop", "Keep all (Y or 4)", lambda: StopRoute(player=PLAYER, kind="stop_route"), KEEP_ALL),
    "stop_events": Button(
        1, "stop", "Keep all (Y or 4)", lambda: StopEvents(player=PLAYER, kind="stop_events"), KEEP_ALL
    ),
    "confirm_route": Button(0, "confirm", "Start!", lambda: ConfirmRoute(player=PLAYER, kind="confirm_route")),
    "unplace_route": Button(1, "unplace", "Take back", lambda: UnplaceRoute(player=PLAYER, kind="unplace_route")),
    "end_turn": Button(0, "end", "End turn", lambda: EndTurn(player=PLAYER, kind="end_turn")),
}


DieMove = Callable[[int], PlayerMove]  # a die's index -> the move that keeps or frees it


def goals_button_shown(state) -> bool:
    """With private companies on, the goals have no room on the mat: a button shows them."""
    return state.goals_on and state.privates_on and state.phase not in (Phase.COMPANY, Phase.GOAL_DRAW, Phase.GOALS)


def make_spots(table) -> list[Spot]:
    """Everything a player can point at now on `table` (its controls make the moves)."""
    maker = MAKERS.get(table.state.phase)
    spots = maker(table) if maker else []
    if spots and goals_button_shown(table.state):
        spots.append(button_spot(GOALS_BUTTON, L.button_rect(2), "Goals", choose=table.controls.toggle_goals))
    if spots and table.state.phase in MAT_PHASES and table.guide is None:  # a lesson's focus rests on its step
        spots += info_spots(table, spots)
    return spots


def info_spots(table, spots: list[Spot]) -> list[Spot]:
    """Every thing on the mat with a rules card (GameScene.explained) that no target the focus
    may rest on stands over: a spot to read, so the arrows and a pad's d-pad reach its card as
    the pointer does. It makes no move (Enter on it, like a click, does nothing) and never
    glows; listed last, so the focus starts on a move."""
    centres = [spot.shown.center for spot in spots if spot.legal]
    entries = table.explainer.entries
    return [
        Spot((INFO, key, rect.topleft), rect, entries[key].what, INFO)
        for rect, key in table.explained()
        if key in entries and not any(rect.collidepoint(centre) for centre in centres)
    ]


def button_spot(key, rect: pygame.Rect, label: str, **fields) -> Spot:
    """A button: Learn to play lights it from a little inside its left edge (L.BUTTON_SPOT_INSET)."""
    inset = L.BUTTON_SPOT_INSET
    spot = pygame.Rect(rect.left + inset, rect.top, rect.w - inset, rect.h)
    return Spot(key, rect, label, "button", spot=spot, **fields)


def die_spot(table, key, glow: bool, legal: bool, **fields) -> Spot | None:
    rect = table.board.dice.die_area(key)
    what = "route die" if key[0] == "r" else "event die"
    return Spot(key, rect, f"{what} {key[1] + 1}", key[0], glow=glow, legal=legal, **fields) if rect else None


def button(table, kind: str, glow: bool = False) -> Spot:
    row, name, label, move, pad = BUTTONS[kind]
    legal = table.has_move(kind)
    return button_spot(
        ("button", name), L.button_rect(row), label, move=move(), legal=legal, glow=glow and legal, pad=pad
    )


def undo_button(table, rect: pygame.Rect, label: str) -> Spot:
    return button_spot(UNDO, rect, label, choose=table.undo, legal=table.can_undo())


def company_spots(table) -> list[Spot]:
    return [
        Spot(
            ("company", c),
            L.company_card(c),
            info["name"],
            "company",
            Company(player=PLAYER, kind="company", company=c),
            glow=True,
        )
        for c, info in enumerate(COMPANIES)
    ]


def goal_spots(table) -> list[Spot]:
    spots: list[Spot] = []
    for index, card in enumerate(table.state.goals_drawn):
        legal = table.has_move("drop_goal", card=card)
        drop = DropGoal(player=PLAYER, kind="drop_goal", card=card)
        spots.append(
            Spot(("goal", card), L.goal_card(index), GOALS[card]["name"], "goal", drop, legal=legal, glow=legal)
        )
    keep_goals = KeepGoals(player=PLAYER, kind="keep_goals")
    keep = button_spot(("button", "keep_goals"), L.KEEP_GOALS, "Keep these", move=keep_goals, glow=True)
    return spots + [keep, undo_button(table, L.UNDO_GOALS, "Undo")]


def keep_spots(table, prefix: str, count: int, kept_of, keep: DieMove, free: DieMove) -> list[Spot]:
    """A die from the roll is kept by a tap, and freed again by another (`keep` and `free` make those moves)."""
    spots = []
    for die in range(count):
        key = (prefix, die)
        if key not in table.board.picture.where:
            continue
        move = free(die) if kept_of(die) else keep(die)
        legal = table.has_move(move["kind"], die=die)
        spot = die_spot(table, key, legal and not kept_of(die), legal, move=move)
        if spot:
            spots.append(spot)
    plural = "route" if prefix == "r" else "events"
    return spots + [button(table, f"reroll_{plural}", True), button(table, f"stop_{plural}")]


def route_keep_spots(table) -> list[Spot]:
    state = table.state
    return keep_spots(
        table,
        "r",
        state.route_count,
        lambda d: state.route_kept[d],
        keep=lambda d: KeepRoute(player=PLAYER, kind="keep_route", die=d),
        free=lambda d: FreeRoute(player=PLAYER, kind="free_route", die=d),
    )


def event_keep_spots(table) -> list[Spot]:
    state = table.state
    return keep_spots(
        table,
        "e",
        rules.GAME["event_dice"],
        lambda d: state.event_place[d] == "keep",
        keep=lambda d: KeepEvent(player=PLAYER, kind="keep_event", die=d),
        free=lambda d: FreeEvent(player=PLAYER, kind="free_event", die=d),
    )


def route_order_spots(table) -> list[Spot]:
    spots = []
    state = table.state
    for die in range(state.route_count):
        if die not in state.route_order:
            spot = die_spot(
                table, route_key(die), True, True, move=PlaceRoute(player=PLAYER, kind="place_route", die=die)
            )
        elif die == state.route_order[-1]:
            spot = die_spot(table, route_key(die), False, True, move=UnplaceRoute(player=PLAYER, kind="unplace_route"))
        else:
            continue
        if spot:
            spots.append(spot)
    return spots + [button(table, "confirm_route", True), button(table, "unplace_route")]


def spend_spots(table) -> list[Spot]:
    """Spending a die takes two taps: the die (picked up), then the place it pays for. A die not
    in hand leads to every use of it; once in hand each use makes its move."""
    state, controls = table.state, table.controls
    spots = []
    selected = table.board.selected
    uses = set(rules.uses_for(state, selected[1])) if selected else set()
    places = L.use_targets(state.privates_on)
    for die, place in enumerate(state.event_place):
        key = event_key(die)
        if place == "keep":
            legal = not rules.pick_problem(state, die)
            spends = [] if key == selected else [assign(die, use) for use, _ in places]
            spot = die_spot(
                table, key, legal and selected is None, legal, choose=partial(controls.pick, key), leads_to=spends
            )
        elif place == "pend":
            spot = die_spot(table, key, False, True, move=Unassign(player=PLAYER, kind="unassign", die=die))
        else:
            continue
        if spot:
            spots.append(spot)
    for use, rect in places:
        lit = use in uses
        if selected:
            spots.append(Spot(("use", use), rect, use, "use", assign(selected[1], use), legal=lit, glow=lit))
        else:
            spots.append(Spot(("use", use), rect, use, "use", choose=partial(controls.use, use), legal=False))
    end = button(table, "end_turn", not turn_end(state).costly)  # it glows once ending gives nothing up
    return spots + [end, undo_button(table, L.button_rect(1), "Undo")]


def assign(die: int, use: str) -> Assign:
    return Assign(player=PLAYER, kind="assign", die=die, use=use)


MAKERS: dict[Phase, Callable[..., list[Spot]]] = {
    Phase.COMPANY: company_spots,
    Phase.GOALS: goal_spots,
    Phase.ROUTE_KEEP: route_keep_spots,
    Phase.ROUTE_ORDER: route_order_spots,
    Phase.EVENT_KEEP: event_keep_spots,
    Phase.SPEND: spend_spots,
}
