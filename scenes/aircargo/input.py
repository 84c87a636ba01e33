"""Turning a pilot's input into moves: the choice buttons (every legal move,
named, a page of six at a time, the keyboard's focus), clicks on the map and
the log, and the questions asked before a costly move (a stop, a leg into a
dead end). A move the rules refuse shows their sentence (GameScene.try_move)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.aircargo import rules
from game.aircargo.content import content
from game.aircargo.moves import Airport, Cargo, Fly, Leg
from game.aircargo.phases import Phase
from game.chance import percent
from scenes.aircargo import tutorial
from scenes.aircargo.layout import MAP, PAGE, choice_rect, place_screen
from scenes.kit.confirm import ConfirmScene

if TYPE_CHECKING:
    from scenes.aircargo.scene import AirCargoScene

C = content()
MORE = {"kind": "more"}  # the last slot of a full page turns the page


class Controls:
    def __init__(self, scene: AirCargoScene):
        self.scene = scene
        self.app = scene.app
        self.focus = 0
        self.page = 0
        self.hover: str | None = None  # the place pointed at on the map
        self._choices_key: tuple | None = None
        self._choices: list[tuple[str, dict]] = []

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
            self.focus, self.page = 0, 0
        return self._choices

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
            if state.rerolls_left == 0:
                return "Plan (no rerolls: a useless roll ends the day)"
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
            crossed = len(C.leg_mountains.get((state.position, move["to"]), ()))
            mountains = f" ({crossed} mtn)" if crossed else ""
            if move["to"] in self.scene.aids.dead_ends():  # said on the button the pilot is about to press
                return f"To {place.name}: dead end"
            return (f"Land at {place.name}" if place.airport_id else f"To {place.name}") + mountains
        if kind == "stamina":  # with the exact chance this roll passes, before the pilot commits
            amount = move["amount"]
            chances = self.scene.aids.check_chances()  # more stamina than the most useful can't change the check
            chance = percent(chances[min(amount, max(chances))])
            return f"Roll, no stamina: {chance}" if amount == 0 else f"Roll, {amount} stamina: {chance}"
        if kind == "pray":
            return self._dice_label("Pray: reroll", move["dice"])
        if kind == "pray_weather":
            return "Pray: new weather die"
        if kind == "panic":
            return f"Panic: {rules.panic_cost(state)} stamina"
        if kind == "crash":
            return "Let it crash"
        return rules.describe(move)

    def focused_move(self) -> dict | None:
        items = self.page_items()
        if not items:
            return None
        return items[max(0, min(self.focus, len(items) - 1))][1]

    def settle(self) -> None:
        """The choices for now, with their page and focus in range, worked out
        before drawing, which only reads them."""
        pages = self.pages()  # new choices start on the first page
        if pages > 1:
            self.page %= pages
        items = self.page_items()
        if items:
            self.focus = max(0, min(self.focus, len(items) - 1))

    # --- actions into moves -----------------------------------------------------------------
    def handle(self, action) -> bool:
        if action.kind == "point" and action.pos:
            airport = self.scene.board.log.airport_at(action.pos)  # pointing at the log names the airport
            self.hover = str(airport) if airport else self.place_at(action.pos)  # None off the map clears it
        if not self.scene.human_turn():
            return False
        items = self.page_items()
        kind = action.kind
        if kind in ("left", "right", "up", "down"):
            step = {"left": -1, "right": 1, "up": -2, "down": 2}[kind]
            if items:
                self.focus = (self.focus + step) % len(items)
                self.app.sounds.play("move")
            return True
        if kind in ("next", "prev") and len(self.choices()) > PAGE:
            self.page += 1 if kind == "next" else -1
            self.focus = 0
            return True
        if kind == "confirm":
            move = self.focused_move()
            if move is not None:
                self.choose(move)
            return True
        if kind in ("point", "click") and action.pos:
            return self.pointer(action.pos, kind == "click")
        return False

    def choose(self, move: Mapping[str, Any]) -> None:
        if move is MORE:
            self.page += 1
            self.focus = 0
            self.app.sounds.play("flip")
            return
        self.app.sounds.play("click")
        if move.get("kind") == "stop":
            self.ask_to_stop(move)
            return
        if move.get("kind") == "leg" and move.get("to") in self.scene.aids.dead_ends():
            self.ask_about_dead_end(move)
            return
        self.scene.try_move(dict(move))

    def ask_about_dead_end(self, move: Mapping[str, Any]) -> None:
        """A leg into a dead end loses the flight: say why, and ask first."""

        def fly() -> None:
            self.scene.try_move(dict(move))

        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Fly into a dead end?",
                [self.scene.aids.dead_ends()[move["to"]], "From there only a stop is left: the flight is lost."],
                "Fly there anyway",
                fly,
                no_label="Choose again",
            )
        )

    def ask_to_stop(self, move: Mapping[str, Any]) -> None:
        """A stop ends the game: say what it scores and loses, and ask first.
        A stop the rules refuse says why and asks nothing."""
        state = self.scene.state
        problem = rules.problem(state, move)
        if problem:
            self.scene.try_move(dict(move))
            return
        title = "Stop for the day?" if not state.destination else "Give up this flight?"

        def stop() -> None:
            self.scene.try_move(dict(move))

        self.app.scenes.push(
            ConfirmScene(
                self.app,
                title,
                rules.stop_lines(state),
                "Stop and count",
                stop,
                no_label="Keep flying",
            )
        )

    # --- hit tests --------------------------------------------------------------------------------
    def pointer(self, pos, click: bool) -> bool:
        for slot, (_, move) in enumerate(self.page_items()):
            if choice_rect(slot).collidepoint(pos):
                self.focus = slot
                if click:
                    self.choose(move)
                return True
        target = self.move_at(pos)
        if target is None:
            return False
        items = self.page_items()
        for slot, (_, candidate) in enumerate(items):
            if candidate == target:
                self.focus = slot
        if click:
            self.choose(target)
        return True

    def place_at(self, pos) -> str | None:
        if not MAP.collidepoint(pos):
            return None
        best, best_d = None, 16.0
        for key in C.places:
            d = math.dist(pos, place_screen(key))
            if d < best_d:
                best, best_d = key, d
        return best

    def move_at(self, pos) -> Mapping[str, Any] | None:
        """The move a click on the map or the log stands for, legal or not (so a
        refused one can say why). While a check is being made, none."""
        state = self.scene.state
        log = self.scene.board.log
        place = self.place_at(pos)
        chip = log.airport_at(pos)
        airport = chip or (C.places[place].airport_id if place else None)
        weight = log.cargo_at(pos)
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
