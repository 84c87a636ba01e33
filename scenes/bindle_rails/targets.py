"""What a player can point at on the mat now, and what each does: the hotspots of
the moment (dice, places a die pays for, cards and buttons), made from the rules'
legal moves. Pick up a die and everything it can pay for glows."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable, NamedTuple

import pygame

from game.bindle_rails import rules
from game.bindle_rails.moves import (
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
from game.bindle_rails.rules import COMPANIES
from scenes.bindle_rails import layout as L
from scenes.bindle_rails.picture import event_key, route_key


@dataclass
class Hotspot:
    key: tuple
    rect: pygame.Rect
    activate: Callable[[], None]
    glow: bool = False
    label: str = ""  # buttons draw their label
    legal: bool = True  # the rules allow it now: only legal spots take the focus; others answer with a sentence
    pad: str = ""  # the shortcut that presses it: "button2" (X, 3) or "button3" (Y, 4)


PLAYER = 0  # the one seat at this solo table
UNDO = ("button", "undo")
GOALS_BUTTON = ("button", "goals")


class Button(NamedTuple):
    row: int  # X and Y press rows 0 and 1
    name: str
    label: str
    move: Callable[[], PlayerMove]


# The buttons of each moment, by the kind of move each makes.
BUTTONS = {
    "reroll_route": Button(0, "reroll", "Reroll (X/3)", lambda: RerollRoute(player=PLAYER, kind="reroll_route")),
    "reroll_events": Button(0, "reroll", "Reroll (X/3)", lambda: RerollEvents(player=PLAYER, kind="reroll_events")),
    "stop_route": Button(1, "stop", "Keep all (Y/4)", lambda: StopRoute(player=PLAYER, kind="stop_route")),
    "stop_events": Button(1, "stop", "Keep all (Y/4)", lambda: StopEvents(player=PLAYER, kind="stop_events")),
    "confirm_route": Button(0, "confirm", "Start! (X/3)", lambda: ConfirmRoute(player=PLAYER, kind="confirm_route")),
    "unplace_route": Button(1, "unplace", "Take back (Y/4)", lambda: UnplaceRoute(player=PLAYER, kind="unplace_route")),
    "end_turn": Button(0, "end", "End turn (X/3)", lambda: EndTurn(player=PLAYER, kind="end_turn")),
}


DieMove = Callable[[int], PlayerMove]  # a die's index -> the move that keeps or frees it


def tutorial_key(move: dict, selected: tuple | None) -> tuple:
    """The hotspot that makes `move` next: spending a die takes two taps, the die and then its use."""
    kind = move.get("kind", "")
    if kind == "assign":
        die = event_key(move["die"])
        return ("use", move["use"]) if selected == die else die
    if kind in BUTTONS:
        return ("button", BUTTONS[kind].name)
    if kind in ("keep_route", "free_route", "place_route"):
        return route_key(move["die"])
    if kind in ("keep_event", "free_event", "unassign"):
        return event_key(move["die"])
    if kind == "company":
        return ("company", move["company"])
    if kind == "drop_goal":
        return ("goal", move["card"])
    return ("button", kind)  # keep_goals


def goals_button_shown(state) -> bool:
    """With private companies on, the goals have no room on the mat: a button shows them."""
    return state.goals_on and state.privates_on and state.phase not in (Phase.COMPANY, Phase.GOAL_DRAW, Phase.GOALS)


def make_hotspots(table) -> list[Hotspot]:
    """Everything a player can point at now on `table` (its controls make the moves)."""
    maker = MAKERS.get(table.state.phase)
    spots = maker(table) if maker else []
    if spots and goals_button_shown(table.state):
        spots.append(Hotspot(GOALS_BUTTON, L.button_rect(2), table.controls.toggle_goals, label="Goals"))
    return spots


def die_spot(table, key, activate, glow: bool, legal: bool) -> Hotspot | None:
    rect = table.board.dice.die_area(key)
    return Hotspot(key, rect, activate, glow, legal=legal) if rect else None


def button(table, kind: str, glow: bool = False) -> Hotspot:
    row, name, label, move = BUTTONS[kind]
    legal = table.has_move(kind)
    play = partial(table.controls.play, move())
    return Hotspot(("button", name), L.button_rect(row), play, glow and legal, label, legal, f"button{2 + row}")


def undo_button(table, rect: pygame.Rect, label: str) -> Hotspot:
    return Hotspot(UNDO, rect, table.undo, False, label, table.can_undo(), "button3")


def company_spots(table) -> list[Hotspot]:
    play = table.controls.play
    return [
        Hotspot(
            ("company", c), L.company_card(c), partial(play, Company(player=PLAYER, kind="company", company=c)), True
        )
        for c in range(len(COMPANIES))
    ]


def goal_spots(table) -> list[Hotspot]:
    spots = []
    play = table.controls.play
    for index, card in enumerate(table.state.goals_drawn):
        legal = table.has_move("drop_goal", card=card)
        drop = partial(play, DropGoal(player=PLAYER, kind="drop_goal", card=card))
        spots.append(Hotspot(("goal", card), L.goal_card(index), drop, legal, legal=legal))
    keep_goals = partial(play, KeepGoals(player=PLAYER, kind="keep_goals"))
    keep = Hotspot(("button", "keep_goals"), L.KEEP_GOALS, keep_goals, True, "Keep these", pad="button2")
    return spots + [keep, undo_button(table, L.UNDO_GOALS, "Undo")]


def keep_spots(table, prefix: str, count: int, kept_of, keep: DieMove, free: DieMove) -> list[Hotspot]:
    """A die from the roll is kept by a tap, and freed again by another (`keep` and `free` make those moves)."""
    spots = []
    for die in range(count):
        key = (prefix, die)
        if key not in table.board.picture.where:
            continue
        move = free(die) if kept_of(die) else keep(die)
        legal = table.has_move(move["kind"], die=die)
        play = partial(table.controls.play, move)
        spot = die_spot(table, key, play, legal and not kept_of(die), legal)
        if spot:
            spots.append(spot)
    plural = "route" if prefix == "r" else "events"
    return spots + [button(table, f"reroll_{plural}", True), button(table, f"stop_{plural}")]


def route_keep_spots(table) -> list[Hotspot]:
    state = table.state
    return keep_spots(
        table,
        "r",
        state.route_count,
        lambda d: state.route_kept[d],
        keep=lambda d: KeepRoute(player=PLAYER, kind="keep_route", die=d),
        free=lambda d: FreeRoute(player=PLAYER, kind="free_route", die=d),
    )


def event_keep_spots(table) -> list[Hotspot]:
    state = table.state
    return keep_spots(
        table,
        "e",
        rules.GAME["event_dice"],
        lambda d: state.event_place[d] == "keep",
        keep=lambda d: KeepEvent(player=PLAYER, kind="keep_event", die=d),
        free=lambda d: FreeEvent(player=PLAYER, kind="free_event", die=d),
    )


def route_order_spots(table) -> list[Hotspot]:
    spots = []
    state, play = table.state, table.controls.play
    for die in range(state.route_count):
        if die not in state.route_order:
            spot = die_spot(
                table, route_key(die), partial(play, PlaceRoute(player=PLAYER, kind="place_route", die=die)), True, True
            )
        elif die == state.route_order[-1]:
            spot = die_spot(
                table, route_key(die), partial(play, UnplaceRoute(player=PLAYER, kind="unplace_route")), False, True
            )
        else:
            continue
        if spot:
            spots.append(spot)
    return spots + [button(table, "confirm_route", True), button(table, "unplace_route")]


def spend_spots(table) -> list[Hotspot]:
    state, controls = table.state, table.controls
    spots = []
    selected = table.board.selected
    uses = set(rules.uses_for(state, selected[1])) if selected else set()
    for die, place in enumerate(state.event_place):
        key = event_key(die)
        if place == "keep":
            legal = not rules.pick_problem(state, die)
            spot = die_spot(table, key, partial(controls.pick, key), legal and selected is None, legal)
        elif place == "pend":
            spot = die_spot(
                table, key, partial(controls.play, Unassign(player=PLAYER, kind="unassign", die=die)), False, True
            )
        else:
            continue
        if spot:
            spots.append(spot)
    for use, rect in L.use_targets(state.privates_on):
        spots.append(Hotspot(("use", use), rect, partial(controls.use, use), use in uses, legal=use in uses))
    end = button(table, "end_turn", not rules.spare_dice(state))
    end.activate = controls.end_turn
    return spots + [end, undo_button(table, L.button_rect(1), "Undo (Y/4)")]


MAKERS: dict[Phase, Callable[..., list[Hotspot]]] = {
    Phase.COMPANY: company_spots,
    Phase.GOALS: goal_spots,
    Phase.ROUTE_KEEP: route_keep_spots,
    Phase.ROUTE_ORDER: route_order_spots,
    Phase.EVENT_KEEP: event_keep_spots,
    Phase.SPEND: spend_spots,
}
