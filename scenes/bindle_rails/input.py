"""The mat's controls: turning presses, points and clicks into the rules' small
moves. The focus rests only on a target the rules allow, Enter does what a click
on it does, X and Y press the buttons, and a refused click answers with the
rules' sentence (GameScene.try_move)."""

from __future__ import annotations

import pygame

from game.bindle_rails import rules
from game.bindle_rails.moves import Assign, EndTurn, PlayerMove
from scenes.bindle_rails import layout as L
from scenes.bindle_rails.targets import PLAYER, UNDO, Hotspot, make_hotspots, tutorial_key
from scenes.kit.confirm import ConfirmScene

DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


def joined(words: list[str], last: str = "and") -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


class Controls:
    def __init__(self, table) -> None:
        self.table = table
        self.focus: tuple | None = None
        self.hotspots: list[Hotspot] = []
        self.stamp: tuple | None = None  # what the hotspots were last made for
        self.pending_actions: list = []
        self.focus_moves_on = False  # a move was made: the focus goes on to the next glowing target
        self.focus_at: tuple[int, int] = (640, 360)  # where the focus last rested
        self.goals_shown = False  # the goals over the tray (the Goals button), until the next press

    # --- the hotspots and the focus -------------------------------------------------------
    def remake(self) -> None:
        """Lay the hotspots out afresh at the next refresh: the table moved on."""
        self.stamp = None

    def refresh(self) -> None:
        table, board = self.table, self.table.board
        stamp = (len(table.match.log), board.busy, board.blocking, board.selected, table.state.phase)
        if stamp != self.stamp:
            self.stamp = stamp
            self.hotspots = make_hotspots(table) if table.idle() else []
            if self.hotspots:
                self.place_focus()
            board.glow = {h.key for h in self.hotspots if h.glow and h.key[0] in ("r", "e")}

    def place_focus(self) -> None:
        """The focus rests only on a target the rules allow. After a move it goes on to the
        next glowing target, nearest first among its own kind, and never to Undo, where a
        second Enter would take the move back. In Learn to play it waits on the learner's next
        target, even while a card is read first (after a die is picked up: where the step puts it)."""
        guide = self.table.guide
        step = guide.tutor.step() if guide is not None else None
        target = self.laid_out(tutorial_key(step.move, self.table.board.selected)) if step and step.learner else None
        if target is not None:
            self.focus_moves_on = False
            self.set_focus(target)
            return
        legal = [h for h in self.hotspots if h.legal]
        current = next((h for h in legal if h.key == self.focus), None)
        if current is not None and not self.focus_moves_on:
            return
        self.focus_moves_on = False
        choices = [h for h in legal if h.glow] or [h for h in legal if h.key != UNDO]
        if not choices:
            self.focus = None
            return
        same = [h for h in choices if self.focus and h.key[0] == self.focus[0]]
        if same:
            fx, fy = self.focus_at
            best = min(same, key=lambda h: (h.rect.centerx - fx) ** 2 + (h.rect.centery - fy) ** 2)
        else:
            best = choices[0]
        self.set_focus(best)

    def set_focus(self, spot: Hotspot) -> None:
        self.focus = spot.key
        self.focus_at = spot.rect.center

    def tutorial_target(self) -> tuple | None:
        """The hotspot the learner's step is up for (None outside a tutorial's learner step)."""
        guide = self.table.guide
        step = guide.learner_step() if guide is not None else None
        return tutorial_key(step.move, self.table.board.selected) if step is not None else None

    def tutorial_spots(self, move: dict) -> list[pygame.Rect]:
        """The hotspot still to tap for `move`: a die, a button, or (a die picked up) where it goes."""
        spot = self.spot(tutorial_key(move, self.table.board.selected))
        if spot is None:
            return []
        if spot.key[0] == "button":
            inset = L.BUTTON_SPOT_INSET
            return [pygame.Rect(spot.rect.left + inset, spot.rect.top, spot.rect.w - inset, spot.rect.h)]
        return [spot.rect]

    def tutorial_focus(self, move: dict) -> None:
        spot = self.spot(tutorial_key(move, self.table.board.selected))
        if spot is not None:
            self.set_focus(spot)

    def spot(self, key) -> Hotspot | None:
        """The hotspot at `key` now: input lays them out afresh if the table moved on."""
        self.refresh()
        return self.laid_out(key)

    def laid_out(self, key) -> Hotspot | None:
        """The hotspot at `key` as update laid it out, for drawing."""
        return next((h for h in self.hotspots if h.key == key), None)

    def spot_at(self, pos) -> Hotspot | None:
        # dice on top of boxes: look at dice first
        for spot in sorted(self.hotspots, key=lambda h: h.key[0] not in ("r", "e")):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def move_focus(self, dx: int, dy: int) -> None:
        legal = [h for h in self.hotspots if h.legal]
        current = self.spot(self.focus)
        if current is None or not current.legal:
            if legal:
                self.set_focus(legal[0])
            return
        cx, cy = current.rect.center
        best, best_score = None, None
        for spot in legal:
            if spot is current:
                continue
            x, y = spot.rect.center
            along = (x - cx) * dx + (y - cy) * dy
            if along <= 4:
                continue
            across = abs((x - cx) * dy) + abs((y - cy) * dx)
            score = along + 2 * across - (10 if spot.glow else 0)  # a glow breaks near-ties only
            if best_score is None or score < best_score:
                best, best_score = spot, score
        if best:
            self.set_focus(best)
            self.table.app.sounds.play("move")

    # --- presses --------------------------------------------------------------------------
    def handle(self, action) -> bool:
        """An action the kit left to the table."""
        table = self.table
        if not table.idle():
            # a press during a short slide is kept for a moment, not lost; never while dice roll
            if table.human_turn() and table.board.dice.tray.settled and action.kind != "point":
                self.pending_actions = (self.pending_actions + [action])[-2:]
                return True
            return False
        self.refresh()
        kind = action.kind
        if self.goals_shown and kind != "point":  # any press puts the goals away again
            self.goals_shown = False
            return True
        if kind in DIRECTIONS:
            self.move_focus(*DIRECTIONS[kind])
        elif kind in ("next", "prev"):
            legal = [h for h in self.hotspots if h.legal]
            if legal:
                keys = [h.key for h in legal]
                index = keys.index(self.focus) if self.focus in keys else -1
                self.set_focus(legal[(index + (1 if kind == "next" else -1)) % len(legal)])
                table.app.sounds.play("move")
        elif kind == "confirm":  # Enter does what a click on the focused target does
            spot = self.spot(self.focus)
            if spot:
                self.activate(spot)
        elif kind in ("point", "click") and action.pos:
            spot = self.spot_at(action.pos)
            if spot and spot.legal and self.tutorial_target() in (None, spot.key):  # never onto a dimmed place
                self.set_focus(spot)
            if spot and kind == "click":
                self.activate(spot)
        elif kind == "back":
            if table.board.selected:
                table.board.selected = None
                self.remake()
            elif table.can_undo():
                table.undo()
        elif kind in ("button2", "button3"):
            self.refresh()  # as spot() does: laid out afresh if the table moved on
            spot = next((h for h in self.hotspots if h.pad == kind), None)
            if spot:
                self.activate(spot)
        else:
            return False
        return True

    def replay_pending(self) -> None:
        """Presses kept while a die slid into place, taken once the table is idle again."""
        if self.pending_actions and self.table.idle():
            waiting, self.pending_actions = self.pending_actions, []
            for action in waiting:
                self.table.handle(action)
            self.refresh()  # as those presses left the table, for drawing

    def activate(self, spot: Hotspot) -> None:
        """Make the spot's move; a move the rules refuse answers with their sentence (GameScene.try_move)."""
        spot.activate()
        self.remake()

    # --- what the hotspots do -------------------------------------------------------------
    def play(self, move: PlayerMove) -> None:
        if self.table.try_move(move) is not None:
            self.table.board.selected = None
            self.focus_moves_on = True

    def pick(self, key) -> None:
        """Pick up a kept die (or put it down again): its uses glow."""
        table, board = self.table, self.table.board
        if board.selected != key:
            problem = rules.pick_problem(table.state, key[1])
            if problem:
                table.app.toasts.show(problem, "error")
                table.app.sounds.play("error")
                return
        board.selected = None if board.selected == key else key
        self.focus_moves_on = True
        table.app.sounds.play("click")
        self.remake()

    def use(self, use: str) -> None:
        if self.table.board.selected is None:
            self.table.app.toasts.show("Pick up a die first, then tap where it goes.", "error")
            self.table.app.sounds.play("error")
            return
        die = self.table.board.selected[1]
        self.play(Assign(player=PLAYER, kind="assign", die=die, use=use))

    def end_turn(self) -> None:
        """End the turn; while dice could still be used, ask first and name them."""
        table = self.table
        spare = rules.spare_dice(table.state)
        if not spare or table.guide is not None:  # Learn to play asks for End turn only when it means it
            self.play(EndTurn(player=PLAYER, kind="end_turn"))
            return
        table.app.sounds.play("click")
        table.app.scenes.push(
            ConfirmScene(table.app, "End the turn?", self.spare_lines(spare), "End turn", self.end_turn_now)
        )

    def end_turn_now(self) -> None:
        self.play(EndTurn(player=PLAYER, kind="end_turn"))

    def spare_lines(self, spare: dict[int, list[str]]) -> list[str]:
        """What ending the turn now gives up, in the rules' words."""
        dice = [rules.die_label(self.table.state.event_faces[die]) for die in sorted(spare)]
        groups = list(dict.fromkeys(rules.use_group(use) for uses in spare.values() for use in uses))
        they = "It" if len(dice) == 1 else "They"
        return [f"Still unused: {joined(dice)}.", f"{they} could still pay for {joined(groups, 'or')}."]

    def toggle_goals(self) -> None:
        self.goals_shown = not self.goals_shown
        self.table.app.sounds.play("click")
