"""Turning a pilot's input into moves: the choice buttons (every legal move,
named, a page of six at a time) and the places on the map and the log, listed
as the table's targets (scenes/kit/targets.py: the kit keeps the focus, steps
it with the keys and hit-tests clicks), and the questions asked before a
costly move (a stop, letting the plane crash, a leg into a dead end). A move the rules refuse shows
their sentence (GameScene.try_move)."""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from game.aircargo import rules
from game.aircargo.content import content
from game.aircargo.moves import Airport, Cargo, Fly, Leg
from game.aircargo.phases import Phase
from game.chance import percent
from scenes.aircargo import tutorial
from scenes.aircargo.layout import MAP, PAGE, choice_rect, place_rect, place_screen
from scenes.aircargo.log import AIRPORT_ORDER, CARGO_CHIPS
from scenes.kit.confirm import ConfirmScene
from scenes.kit.targets import Target

if TYPE_CHECKING:
    from scenes.aircargo.scene import AirCargoScene

C = content()
MORE = {"kind": "more"}  # the last slot of a full page turns the page
MORE_KEY = "more"  # its target's key; a choice button's is ("choice", its place in choices())


class Controls:
    def __init__(self, scene: AirCargoScene):
        self.scene = scene
        self.app = scene.app
        self.page = 0
        self.hover: str | None = None  # the place pointed at on the map
        self._choices_key: tuple | None = None
        self._odds_shown = False  # the labels of _choices show a check's chances
        self._choices: list[tuple[str, dict]] = []
        # The board's targets and what they were made for (board_targets): one record, so drawing
        # (which reads it) is seen to leave it as it was
        self._board: tuple[tuple | None, list[Target]] = (None, [])
        self.awaits_hint = False  # new choices whose focus is to follow the hint's move once planned
        self.focus_before_hint: tuple | None = None  # (focus key, page) as the choices came

    # --- the choice buttons ---------------------------------------------------------------
    def choices(self) -> list[tuple[str, dict]]:
        """(label, move) for every legal move now, cached until the next move."""
        scene = self.scene
        mistake = tutorial.mistake_up(scene)
        key = (len(scene.match.log), mistake is not None)
        if key != self._choices_key:
            self._choices_key = key
            moves = scene.match.legal_moves(rules.SOLO) if rules.SOLO in scene.match.to_act() else []
            if mistake is not None:  # a tutorial's mistake: on a button too, so keys and pads can make it
                moves.append(mistake)
            shown = scene.state.dice
            if len(shown) == 2 and shown[0] == shown[1]:  # a double: rerolling either die is the same choice
                moves = [m for m in moves if m.get("dice") != [1]]
            pray = next((m for m in moves if m["kind"] == "pray_weather"), None)
            if pray:  # beside "Roll, no stamina", not on a later page behind every stamina amount
                moves.remove(pray)
                moves.insert(1, pray)
            self._choices = [(self.label(m), m) for m in moves]
            self.page = 0
            self.first_focus()
            self.focus_sensible(mistake is None)
        elif self._odds_shown != (scene.aids.check_chances() is not None):  # worked out since: the labels get their %
            self._choices = [(self.label(m), m) for _, m in self._choices]
        self._odds_shown = scene.aids.check_chances() is not None
        return self._choices

    def focus_sensible(self, real: bool) -> None:
        """New choices in a real game: the focus is to move to the hint's move (the strongest bot's,
        the same the Hint button names), on its page, so Enter alone never takes a wasteful first
        button (a cargo with no airport to carry it to). The kit plans that move from the frame
        after a roll's result (no search in it) while the dice still roll, so it is mostly known
        as the choices come; until it is, the first button has the focus (follow_hint). Learn to
        play focuses its own step."""
        scene = self.scene
        self.awaits_hint = bool(
            real and scene.guide is None and not scene.demo and not scene.match.seats[0].is_bot and self._choices
        )
        self.focus_before_hint = None

    def follow_hint(self) -> None:
        """Each frame: once the hint's move is planned, the focus goes to it, unless the player
        has moved the focus (or turned the page) since the choices came: theirs stays."""
        if not self.awaits_hint:
            return
        layer = self.scene.layer
        shown = (layer.focus_key, self.page)
        if self.focus_before_hint is None:
            self.focus_before_hint = shown
        plan = self.scene.hint_plan(rules.SOLO)
        if plan is None or plan.move is None:
            return
        self.awaits_hint = False
        move = plan.move
        index = next((i for i, (_, m) in enumerate(self._choices) if m == move or move in self.same_as(m)), None)
        if index is None or shown != self.focus_before_hint:
            return
        if self.pages() > 1:
            self.page = index // (PAGE - 1)
        layer.focus_key = ("choice", index)
        self.scene.refresh_targets()  # its page's buttons, so this frame draws the focus there

    def first_focus(self) -> None:
        """New choices, or a new page: the focus starts on the first button (left to
        itself, the layer would keep the nearest place)."""
        layer = self.scene.layer
        layer.focus_key, layer.last_place = None, None

    def pages(self) -> int:
        """How many pages the choices fill: a full page's last slot turns the page."""
        count = len(self.choices())
        return 1 if count <= PAGE else (count + PAGE - 2) // (PAGE - 1)

    def page_items(self) -> list[tuple[str, dict]]:
        items = self.choices()
        pages = self.pages()
        if pages == 1:
            return items
        per, page = PAGE - 1, self.page % pages
        return items[page * per : (page + 1) * per] + [(f"More ({page + 1}/{pages})", MORE)]

    def _dice_label(self, verb: str, dice: list[int]) -> str:
        """Dice named by the value they show: the tray puts them anywhere."""
        shown = self.scene.state.dice
        if len(dice) == 1 and dice[0] < len(shown) and shown[dice[0]]:
            return f"{verb} the {shown[dice[0]]}"
        return f"{verb} both dice"

    def label(self, move: dict) -> str:
        kind = move["kind"]
        state = self.scene.state
        if kind == "plan":
            if state.rerolls_left == 0:  # the prompt says the rest while it is focused
                return "Plan: last roll"
            return "Plan: roll dice"
        if kind == "fly":
            return f"Fly {move['cargo']} to {move['airport']} {C.airports[move['airport']].name}"
        if kind == "stop":
            return "Stop for the day" if state.phase in (Phase.IDLE, Phase.PLANNING) else "Stop: give up the flight"
        if kind == "cargo":
            return f"Cargo {move['weight']} ({rules.weight_class(move['weight'])[0]})"
        if kind == "airport":
            return f"Airport {move['id']} {C.airports[move['id']].name}"
        if kind == "reroll":
            return self._dice_label("Reroll", move["dice"])
        if kind == "leg":
            place = C.places[move["to"]]
            if move["to"] in self.scene.aids.dead_ends():  # said on the button the pilot is about to press
                return f"To {place.name}: dead end"
            # the mountains a leg crosses are said in words on the prompt line: a button has no room
            return f"Land at {place.name}" if place.airport_id else f"To {place.name}"
        if kind == "stamina":  # with the exact chance this roll passes, before the pilot commits
            amount = move["amount"]
            label = "Roll, no stamina" if amount == 0 else f"Roll, {amount} stamina"
            chances = self.scene.aids.check_chances()  # None while the roll's outcomes are played out
            if chances is None:
                return label
            return f"{label}: {percent(chances[min(amount, max(chances))])}"  # more than the most useful can't help
        if kind == "pray":
            return self._dice_label("Pray: reroll", move["dice"])
        if kind == "pray_weather":
            return "Pray: new weather die"
        if kind == "panic":
            return f"Panic: {rules.panic_cost(state)} stamina"
        if kind == "crash":
            return "Let it crash"
        return rules.describe(move)

    def first_index(self) -> int:
        """Where the page shown starts in choices()."""
        pages = self.pages()
        return 0 if pages == 1 else (self.page % pages) * (PAGE - 1)

    def page_keys(self) -> list:
        """The target key of each button on the page shown, slot by slot."""
        first = self.first_index()
        return [
            MORE_KEY if move is MORE else ("choice", first + slot) for slot, (_, move) in enumerate(self.page_items())
        ]

    @property
    def focus(self) -> int | None:
        """The slot of the focused button on the page shown, or None."""
        target = self.scene.layer.focused
        keys = self.page_keys()
        return keys.index(target.key) if target is not None and target.key in keys else None

    @focus.setter
    def focus(self, slot: int) -> None:
        layer = self.scene.layer
        layer.focus(layer.find(self.page_keys()[slot]))

    def focused_move(self) -> Mapping[str, Any] | None:
        """The focused button's move (MORE for the page-turning one), or None."""
        target = self.scene.layer.focused
        if target is None:
            return None
        return MORE if target.key == MORE_KEY else target.move

    def turn_page(self, step: int) -> None:
        self.page += step
        self.first_focus()
        self.scene.refresh_targets()

    def more(self) -> None:
        """The More button: the next page."""
        self.app.sounds.play("flip")
        self.turn_page(1)

    def show(self, move: Mapping[str, Any]) -> None:
        """Turn to the page whose button makes `move` (Learn to play's step)."""
        choices = self.choices()  # worked out afresh for the state now (it resets page and focus)
        index = next((i for i, (_, candidate) in enumerate(choices) if candidate == move), None)
        if index is not None and self.pages() > 1:
            self.page = index // (PAGE - 1)  # a full page's last slot is More

    # --- the targets: the buttons on the page, then the log and the map ----------------------
    def targets(self) -> list[Target]:
        if not self.scene.human_turn():
            return []
        buttons = self.button_targets()
        return buttons + self.board_targets(buttons)

    def button_targets(self) -> list[Target]:
        items = self.page_items()
        first, keys = self.first_index(), self.page_keys()
        targets = []
        for slot, (label, move) in enumerate(items):
            if move is MORE:  # it opens the way to every choice on the other pages
                shown = range(first, first + len(items) - 1)
                later = [m for i, (_, m) in enumerate(self.choices()) if i not in shown]
                targets.append(Target(MORE_KEY, choice_rect(slot), label, "choice", choose=self.more, leads_to=later))
            else:
                targets.append(
                    Target(keys[slot], choice_rect(slot), label, "choice", move, leads_to=self.same_as(move))
                )
        return targets

    def same_as(self, move: Mapping[str, Any]) -> list[Mapping[str, Any]]:
        """On a double the one single-die button stands for either die (choices() offers die 0)."""
        dice = self.scene.state.dice
        if move["kind"] in ("reroll", "pray") and move["dice"] == [0] and len(dice) == 2 and dice[0] == dice[1]:
            return [{**move, "dice": [1]}]
        return []

    def board_targets(self, buttons: list[Target]) -> list[Target]:
        """Every airport and cargo chip on the log and every place on the map, with the move a
        click there makes, legal or not (a refused one says why). One whose move a button on
        this page makes shares that button's key, so pointing at it focuses the button; the
        focus passes the others by. Made again only after a move or with other buttons: some
        ninety targets each frame took a millisecond or more of a waiting table's frame."""
        made_for = (self.scene.match.version(), self._choices_key, [(b.key, b.move) for b in buttons])
        if made_for != self._board[0]:
            self._board = (made_for, self._board_targets(buttons))
        return list(self._board[1])

    def _board_targets(self, buttons: list[Target]) -> list[Target]:
        log = self.scene.board.log
        places: list[tuple[Hashable, pygame.Rect, str, Mapping[str, Any] | None, bool]] = []
        for a in AIRPORT_ORDER:
            places.append((("airport", a), log.airport_rect(a), C.airports[a].name, self.board_move(chip=a), False))
        for w in CARGO_CHIPS:
            places.append((("cargo", w), log.cargo_chip(w), f"Cargo {w}", self.board_move(weight=w), False))
        for key, place in C.places.items():
            places.append((("place", key), place_rect(key), place.name, self.board_move(place=key), True))
        targets = []
        for key, rect, name, move, round_mark in places:
            if move is None:
                continue
            button = next((b for b in buttons if b.move == move), None)
            shared = button.key if button is not None else key
            targets.append(Target(shared, rect, name, "board", move, legal=button is not None, round=round_mark))
        return targets

    # --- actions into moves -----------------------------------------------------------------
    def handle(self, action) -> bool:
        if action.kind == "point" and action.pos:
            airport = self.scene.board.log.airport_at(action.pos)  # pointing at the log names the airport
            self.hover = str(airport) if airport else self.place_at(action.pos)  # None off the map clears it
        if not self.scene.human_turn():
            return False
        kind = action.kind
        if kind in ("next", "prev"):  # Tab turns the page, when there is more than one
            if len(self.choices()) <= PAGE:
                return False
            self.turn_page(1 if kind == "next" else -1)
            return True
        return self.scene.handle_targets(action) or kind in ("left", "right", "up", "down", "confirm")

    def choose(self, move: Mapping[str, Any]) -> None:
        self.app.sounds.play("click")
        kind = move.get("kind")
        if kind == "stop":
            self.ask_to_stop(move)
        elif kind == "crash":
            self.ask_to_crash(move)
        elif kind == "leg" and move.get("to") in self.scene.aids.dead_ends():
            self.ask_about_dead_end(move)
        else:
            self.scene.try_move(dict(move))

    def costly(self, move: Mapping[str, Any]) -> bool:
        """A move that asks first: a stop, letting the plane go down, a leg into a dead end."""
        kind = move.get("kind")
        return kind in ("stop", "crash") or (kind == "leg" and move.get("to") in self.scene.aids.dead_ends())

    def ask(self, move: Mapping[str, Any], title: str, lines: list[str], yes: str, no: str) -> None:
        """The question before a costly move: the safe answer has the focus, and a no puts the
        table's focus on a safe choice, so a second press never asks again or makes it. A move
        the rules refuse says why and asks nothing."""
        if rules.problem(self.scene.state, move):
            self.scene.try_move(dict(move))
            return

        def make() -> None:
            self.scene.try_move(dict(move))

        self.app.scenes.push(ConfirmScene(self.app, title, lines, yes, make, no_label=no, on_no=self.safe_focus))

    def safe_focus(self) -> None:
        """The focus on the first button on the page whose move asks nothing (More, if none)."""
        self.scene.refresh_targets()
        items = self.page_items()
        slot = next((i for i, (_, move) in enumerate(items) if move is MORE or not self.costly(move)), None)
        if slot is not None:
            self.focus = slot

    def ask_about_dead_end(self, move: Mapping[str, Any]) -> None:
        """A leg into a dead end loses the flight: say why, and ask first."""
        why = self.scene.aids.dead_ends()[move["to"]]
        lines = [why, "From there only a stop is left: the flight is lost."]
        self.ask(move, "Fly into a dead end?", lines, "Fly there anyway", "Choose again")

    def ask_to_stop(self, move: Mapping[str, Any]) -> None:
        """A stop ends the game: say what it scores and loses, and ask first."""
        state = self.scene.state
        title = "Stop for the day?" if not state.destination else "Give up this flight?"
        self.ask(move, title, rules.stop_lines(state), "Stop and count", "Keep flying")

    def ask_to_crash(self, move: Mapping[str, Any]) -> None:
        """Letting the plane go down loses the game at once: say so, and what could still save it."""
        self.ask(move, "Let the plane crash?", rules.crash_lines(self.scene.state), "Let it crash", "Keep trying")

    # --- what a place stands for -------------------------------------------------------------------
    def place_at(self, pos) -> str | None:
        """The place pointed at on the map, which the map names."""
        if not MAP.collidepoint(pos):
            return None
        best, best_d = None, 16.0
        for key in C.places:
            d = math.dist(pos, place_screen(key))
            if d < best_d:
                best, best_d = key, d
        return best

    def board_move(
        self, place: str | None = None, chip: int | None = None, weight: int | None = None
    ) -> Mapping[str, Any] | None:
        """The move a click on a map place, a log airport or a cargo chip stands for, legal or
        not (so a refused one can say why). While a check is being made, none."""
        state = self.scene.state
        airport = chip or (C.places[place].airport_id if place else None)
        if state.phase == Phase.FLIGHT:
            target = str(chip) if chip else place
            return Leg(player=rules.SOLO, kind="leg", to=target) if target else None
        if state.phase not in (Phase.IDLE, Phase.PLANNING):
            return None
        if airport and state.phase == Phase.PLANNING:
            return Airport(player=rules.SOLO, kind="airport", id=airport)
        if airport:
            return next(
                (m for _, m in self.choices() if m["kind"] == "fly" and m["airport"] == airport),
                Fly(player=rules.SOLO, kind="fly", airport=airport, cargo=(state.planned_cargo or [0])[0]),
            )
        if weight:
            return Cargo(player=rules.SOLO, kind="cargo", weight=weight)
        if place:  # a beacon: legs are for the air
            return Leg(player=rules.SOLO, kind="leg", to=place)
        return None
