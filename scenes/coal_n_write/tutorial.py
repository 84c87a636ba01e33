"""Learn to play on the Coal n' Write table: where the learner makes the
step's move, and the keyboard focus put on it. A move is made in a few
clicks (pick up its dice, then its target; the store and its counter row),
so each hook reads the hand to say what is still to click."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.coal_n_write.content import MINERALS, store_items
from game.coal_n_write.phases import Phase
from scenes.coal_n_write.layout import CARD_LEFT, CARD_RIGHT, DIE, blackjack_rects, load_rects, store_rects

if TYPE_CHECKING:
    from scenes.coal_n_write.input import Hand
    from scenes.coal_n_write.scene import CoalNWriteScene

BUILD_TARGETS = {"claim": "deposit", "dig": "dig", "store": "store"}


class Tutorial:
    def __init__(self, scene: CoalNWriteScene):
        self.scene = scene
        self.board = scene.board

    def step_move(self) -> dict | None:
        """The learner's step now up, if a tutorial is playing."""
        guide = self.scene.guide
        step = guide.learner_step() if guide is not None else None
        return step.move if step is not None else None

    def place_card(self) -> None:
        """Where the card may sit now, best first (the kit reads tutorial_card_spots): while
        loading, the right (the burro with the bandit's hat stays in sight); else the left. One
        that would hide a bot's previewed move goes last."""
        scene = self.scene
        spots = (CARD_RIGHT, CARD_LEFT) if scene.state.phase == Phase.LOAD else (CARD_LEFT, CARD_RIGHT)
        shown = scene.overlays.preview_rects()
        scene.tutorial_card_spots = tuple(sorted(spots, key=lambda spot: spot.collidelist(shown) >= 0))

    def steps(self, move: dict) -> list[tuple]:
        """What is still to do for the learner's `move`, in order, as focus items: a wrongly
        held die to put down, the dice still to pick up, then the target (for the store, its
        button and then the item's row on the counter)."""
        state = self.scene.state
        seat, kind = move.get("player"), move.get("kind", "")
        if not isinstance(seat, int) or not 0 <= seat < len(state.sheets):
            return []
        hand = self.scene.controls.hand_of_seat(seat)
        if kind in BUILD_TARGETS:
            needed = list(move.get("dice", [])) + ([move["die"]] if "die" in move else [])
            wrong = [("die", die) for die in hand.held if die not in needed]
            if wrong:
                return wrong
            missing = [("die", die) for die in needed if die not in hand.held]
            if missing:
                return missing
            if kind == "store":
                item = store_items(state.solo).index(move["item"])
                return [("store_row", item)] if hand.panel == "store" else [("store",), ("store_row", item)]
            return [(BUILD_TARGETS[kind], move["deposit"])]
        if kind in ("load", "unload"):
            return [(kind, move["mineral"])]
        if kind in ("choose_burro",):
            return [("burro", move["burro"])]
        if kind in ("confirm", "send", "tonic", "hit", "stay"):
            return [(kind,)]
        return []

    def spots(self, move: dict) -> list[pygame.Rect]:
        """The places to click for what is still to do: every die still to pick up, or the target."""
        todo = self.steps(move)
        if todo and todo[0][0] == "die":
            todo = [item for item in todo if item[0] == "die"]
        else:
            todo = todo[:1]
        return [rect for rect in map(self.rect, todo) if rect is not None]

    def rect(self, item: tuple) -> pygame.Rect | None:
        kind, layout, buttons = item[0], self.board.layout, self.board.button_rects()
        if kind == "die":
            die = next((d for d in self.board.tray.dice if d.key == item[1]), None)
            return (
                pygame.Rect(0, 0, DIE, DIE).move(die.position[0] - DIE // 2, die.position[1] - DIE // 2)
                if die
                else None
            )
        if kind == "deposit":
            return layout.deposits[item[1]]
        if kind == "dig":
            return layout.dig_areas[item[1]]
        if kind == "store_row":
            return store_rects(layout.store_panel, len(store_items(self.scene.state.solo)))[item[1]]
        if kind in ("load", "unload", "send"):
            return load_rects(layout.panel)[item if kind == "send" else (kind, item[1])]
        if kind == "burro":
            return layout.burro_rects[item[1]]
        if kind in ("hit", "stay"):
            return blackjack_rects(layout.blackjack_panel)[kind]
        return buttons.get({"confirm": "done"}.get(kind, kind))

    def focus(self, move: dict) -> None:
        """The focus on what is to do next, so Enter (or A) alone goes on with the move."""
        scene = self.scene
        seat = move.get("player")
        todo = self.steps(move)
        if not todo or not isinstance(seat, int):
            return
        hand = scene.controls.hand_of_seat(seat)
        item = todo[0]
        if item[0] == "store_row":
            hand.store_focus = item[1]
            return
        if item[0] in ("hit", "stay"):
            hand.focus = ("hit", "stay").index(item[0])
            return
        if scene.state.phase == Phase.LOAD:
            ring = scene.panel_controls.load_ring(seat)
            item = {"load": ("load_row",), "unload": ("load_row",)}.get(item[0], item)
            if item[0] == "load_row":
                item = ("load_row", MINERALS.index(todo[0][1]))
        else:
            ring = scene.controls.focus_ring(seat, hand)
            item = {"confirm": ("done",)}.get(item[0], item)
        if item in ring:
            hand.focus = ring.index(item)

    def refocus(self, seat: int) -> None:
        """After a die is picked up or the store opened in a tutorial: on to the step's next target."""
        move = self.step_move()
        if move is not None and move.get("player") == seat:
            self.focus(move)

    def glow(self, glow: dict) -> dict:
        """The sheet's glowing targets in a tutorial: only the step's own, so nothing under the
        dimming calls the learner elsewhere."""
        move = self.step_move()
        if move is None:
            return glow
        keep = {move.get("deposit"), ("burro", move.get("burro")), "store" if move.get("kind") == "store" else None}
        return {key: how for key, how in glow.items() if key in keep}

    def target(self, seat: int, hand: Hand) -> tuple | None:
        """The step's target once its dice are held, when the rules refuse it (the step's
        mistake): the focus ring offers it too, so the keyboard can make the mistake as a click can."""
        guide = self.scene.guide
        step = guide.learner_step() if guide is not None else None
        if step is None or not step.mistake or step.move.get("player") != seat:
            return None
        todo = self.steps(step.move)
        return todo[0] if todo and todo[0][0] in ("deposit", "dig", "store") else None
