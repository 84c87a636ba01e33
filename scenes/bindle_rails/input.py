"""The mat's controls: turning presses, points and clicks into the rules' small
moves. The focus rests only on a target the rules allow and goes on after a move,
Enter does what a click on it does (the kit's targets layer), X only rerolls and Y
only keeps all (one key, one meaning), Back puts a die down or undoes, and a refused
press answers with a sentence (the rules', GameScene.try_move)."""

from __future__ import annotations

import pygame

from game.bindle_rails import rules, turn_end
from game.bindle_rails.moves import Assign, EndTurn, PlayerMove
from scenes.bindle_rails.targets import INFO, KEYS_SAID, PLAYER, UNDO, Spot, make_spots
from scenes.kit.confirm import ConfirmScene
from scenes.kit.targets import STEPS


class Controls:
    """The mat's own part of the input; the kit's targets layer (GameScene.layer) keeps the
    focus, steps it with the arrows and Tab, hit-tests points and clicks and chooses with
    Enter, from the spots listed here."""

    def __init__(self, table) -> None:
        self.table = table
        self.spots: list[Spot] = []
        self.stamp: tuple | None = None  # what the spots were last made for
        self.pending_actions: list = []
        self.focus_moves_on = False  # a move was made: the focus goes on to the next glowing target
        self.goals_shown = False  # the goals over the tray (the Goals button), until the next press

    # --- the spots and the focus ----------------------------------------------------------
    def remake(self) -> None:
        """Lay the spots out afresh at the next refresh: the table moved on."""
        self.stamp = None

    def update_spots(self) -> tuple | None:
        """Make the spots again when the table moved on (GameScene.refresh_targets asks): then
        the focus as it was, for place_focus; else None."""
        table, board = self.table, self.table.board
        stamp = (len(table.match.log), board.busy, board.blocking, board.selected, table.state.phase)
        if stamp == self.stamp:
            return None
        self.stamp = stamp
        self.spots = make_spots(table) if table.idle() else []
        board.glow = {h.key for h in self.spots if h.glow and h.group in ("r", "e")}
        return table.layer.focus_key, table.layer.last_place

    def place_focus(self, focus, place: pygame.Rect | None) -> None:
        """The focus rests only on a target the rules allow. After a move it goes on to the
        next glowing target, nearest first among its own kind, and never to Undo, where a
        second Enter would take the move back, nor to a thing only to read. In Learn to play it
        waits on the learner's next target, even while a card is read first (after a die is picked
        up: where the step puts it), and a hint's die, once picked up, hands the focus on to the
        place the hint spends it on."""
        layer, guide = self.table.layer, self.table.guide
        step = guide.tutor.step() if guide is not None else None  # the kit's guided move waits for the card
        wanted = [step.move] if step is not None and step.learner else []
        wanted += [self.table.hint.move] if self.table.hint is not None else []  # on its second half too
        if any(layer.focus_move(move) for move in wanted):
            self.focus_moves_on = False
            return
        legal = [h for h in self.spots if h.legal]
        current = next((h for h in legal if h.key == focus), None)
        if current is not None and not self.focus_moves_on:
            layer.rest_on(current)
            return
        self.focus_moves_on = False
        choices = [h for h in legal if h.glow] or [h for h in legal if h.key != UNDO and h.group != INFO]
        if not choices:
            layer.focus_key = None
            return
        kind = focus[0] if isinstance(focus, tuple) else None  # a spot's group is its key's first part
        same = [h for h in choices if h.group == kind]
        if same and place is not None:
            fx, fy = place.center
            best = min(same, key=lambda h: (h.rect.centerx - fx) ** 2 + (h.rect.centery - fy) ** 2)
        else:
            best = choices[0]
        layer.rest_on(best)

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
        table.refresh_targets()
        kind = action.kind
        if self.goals_shown and kind != "point":  # any press puts the goals away again
            self.goals_shown = False
            return True
        if kind == "back":
            if table.board.selected:
                table.board.selected = None
                self.remake()
            else:
                table.undo()  # with nothing to take back, it says so
        elif kind in ("button2", "button3"):
            spot = next((h for h in self.spots if h.pad == kind), None)
            if spot is None:  # its button is not there now: say what the key is for
                table.app.toasts.show(KEYS_SAID, "error")
                table.app.sounds.play("error")
            else:
                table.choose_target(spot)
                self.remake()
        elif kind in STEPS or kind == "confirm" or (kind in ("point", "click") and action.pos):
            table.handle_targets(action)  # off the targets, a click or a step that finds none does nothing
            if kind in ("confirm", "click"):
                self.remake()
        else:
            return False
        return True

    def replay_pending(self) -> None:
        """Presses kept while a die slid into place, taken once the table is idle again."""
        if self.pending_actions and self.table.idle():
            waiting, self.pending_actions = self.pending_actions, []
            for action in waiting:
                self.table.handle(action)
            self.table.refresh_targets()  # as those presses left the table, for drawing

    # --- what the spots do ----------------------------------------------------------------
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
        """End the turn; while that gives something up (a die that could still finish a use, a
        payment part made), ask first and say what (turn_end: the hint says the same)."""
        table = self.table
        lines = turn_end.question_lines(table.state)
        if not lines or table.guide is not None:  # Learn to play asks for End turn only when it means it
            self.play(EndTurn(player=PLAYER, kind="end_turn"))
            return
        table.app.sounds.play("click")
        table.app.scenes.push(
            ConfirmScene(table.app, "End the turn?", lines, "End turn", self.end_turn_now, on_no=self.focus_safe)
        )

    def end_turn_now(self) -> None:
        self.play(EndTurn(player=PLAYER, kind="end_turn"))

    def focus_safe(self) -> None:
        """After "Not yet" the focus leaves End turn, so another Enter asks nothing: it goes to a
        die still to spend, else to a die waiting on its use (Enter takes it back), else Undo."""
        self.table.refresh_targets()
        legal = [spot for spot in self.spots if spot.legal]
        for wanted in (lambda s: s.group == "e" and s.glow, lambda s: s.group == "e", lambda s: s.key == UNDO):
            found = next((spot for spot in legal if wanted(spot)), None)
            if found is not None:
                self.table.layer.rest_on(found)
                return

    def toggle_goals(self) -> None:
        self.goals_shown = not self.goals_shown
        self.table.app.sounds.play("click")
