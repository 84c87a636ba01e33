"""The King of Copper button row beside the board: the start of a turn's choices (Roll,
Prospect, Peek with its cave-in odds, My chips), a title to buy or pass on, and Move.
Arrows move its focus, Enter or a click presses, keys 1-4 press directly."""

from __future__ import annotations

import pygame

from game.chance import percent
from game.contract import Move
from game.king_of_copper import board as B
from game.king_of_copper.cards import GAME
from game.king_of_copper.moves import BuyTitle, DeclineTitle
from game.king_of_copper.odds import cave_in_chance
from game.king_of_copper.phases import Phase
from scenes.king_of_copper.layout import BUTTON_ROW
from scenes.kit import ui
from sprites import theme


class ButtonRow:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.buttons: list[ui.Button] = []
        self.focus = 0
        self.built_for: tuple | None = None  # what the row was last built for
        self.moves: list[Move | None] = []  # the move each button makes (None: not a move)

    def refresh(self, seat) -> None:
        """Build the row again when the decision changed."""
        scene = self.scene
        state = scene.state
        key = (seat, state.phase, scene.task(), len(scene.match.log), scene.app.scenes.top is scene)
        if key == self.built_for:
            return
        self.built_for = key
        buttons, moves = [], []
        if seat is not None and state.phase == Phase.START and not scene.task():
            for move in scene.match.legal_moves(seat):
                if move["kind"] != "offer_trade":  # offers go through the Trade button at the top
                    buttons.append(self._start_button(seat, move))
                    moves.append(move)
            if state.hands[seat]:
                buttons.append(ui.Button("My chips", lambda s=seat: scene.decisions.show_my_chips(s), size=32))
                moves.append(None)
        elif seat is not None and scene.task() == "buy":
            mine = state.tasks[0]["mine"]
            buy = BuyTitle(player=seat, kind="buy_title", mine=mine)
            decline = DeclineTitle(player=seat, kind="decline_title", mine=mine)
            buttons.append(
                ui.Button(f"Buy title ${GAME['title_price']}", lambda: scene.try_move(buy), size=32, primary=True)
            )
            buttons.append(ui.Button("No thanks", lambda: scene.try_move(decline), size=32))
            moves += [buy, decline]
        elif seat is not None and state.phase == Phase.MOVE and not scene.task():
            buttons.append(ui.Button("Move", scene.controls.confirm_target, size=32, primary=True))
            moves.append(None)
        self.buttons, self.moves = buttons, moves
        height = min(70, (BUTTON_ROW.h - 10 * (len(buttons) - 1)) // max(1, len(buttons)))
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(BUTTON_ROW.left, BUTTON_ROW.top + i * (height + 10), BUTTON_ROW.w, height)
        # a new decision starts on its main answer (Roll, Buy, Move), never where the last one left off
        self.focus = next((i for i, b in enumerate(buttons) if b.primary), 0)

    def _start_button(self, seat, move) -> ui.Button:
        kind = move["kind"]
        act = lambda m=move: self.scene.try_move(m)  # noqa: E731
        if kind == "roll":
            return ui.Button("Roll", act, size=36, primary=True)
        if kind == "prospect":
            return ui.Button(f"Prospect {B.MINE_NAMES[move['mine']][:9]}", act, size=28, help="$50 for the green chip")
        if kind == "peek":  # with the chance a dig there caves in
            risk = percent(cave_in_chance(self.scene.state, seat, move["mine"]))
            return ui.Button(f"Peek {B.MINE_NAMES[move['mine']]} {risk}", act, size=theme.MIN_TEXT)
        return ui.Button(kind, act, size=28)

    def handle(self, action) -> bool:
        if not self.buttons:
            return False
        sounds = self.scene.app.sounds
        kind = action.kind
        if kind in ("up", "prev", "left"):
            self.focus = (self.focus - 1) % len(self.buttons)
            sounds.play("move")
        elif kind in ("down", "next", "right"):
            self.focus = (self.focus + 1) % len(self.buttons)
            sounds.play("move")
        elif kind == "confirm":
            sounds.play("click")
            self.buttons[self.focus].activate()
        elif kind in ("point", "click") and action.pos:
            for i, button in enumerate(self.buttons):
                if button.rect.collidepoint(action.pos):
                    self.focus = i
                    if kind == "click":
                        sounds.play("click")
                        button.activate()
                    return True
            return False
        elif (
            kind.startswith("button")
            and action.button is not None
            and action.button < len(self.buttons)
            and action.source == "kbm"
        ):
            self.buttons[action.button].activate()
        else:
            return False
        return True

    def draw(self, surface) -> None:
        for i, button in enumerate(self.buttons):
            button.draw(surface, i == self.focus)
