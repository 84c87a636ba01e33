"""The King of Copper button row beside the board: the start of a turn's choices (Roll,
Prospect, Peek with its price and cave-in odds, My chips) and a title to buy or pass on. Each button
is a target of the table (the kit's targets layer keeps the focus and presses it); keys
1 and 2 press the first two directly."""

from __future__ import annotations

import pygame

from game.chance import percent
from game.contract import Move
from game.king_of_copper import board as B
from game.king_of_copper.cards import GAME
from game.king_of_copper.moves import BuyTitle, DeclineTitle
from game.king_of_copper.odds import cave_in_chance
from game.king_of_copper.phases import Phase
from game.king_of_copper.rules import peek_cost
from scenes.king_of_copper.layout import BUTTON_ROW
from scenes.kit import ui
from scenes.kit.targets import Target
from sprites import theme

GROUP = "button"


class TwoLines(ui.Button):
    """A button whose words take two lines at reading size: what it does, then what its
    numbers mean (the column is too narrow for both on one)."""

    def __init__(self, lines: tuple[str, str], size: int) -> None:
        super().__init__(f"{lines[0]} ({lines[1]})", size=size)
        self.lines = lines

    def draw(self, surface, focused: bool) -> None:
        label, self.label = self.label, ""  # the button's frame alone: its lines go on it below
        super().draw(surface, focused)
        self.label = label
        ink = theme.DIM if not self.enabled else theme.INK if focused else theme.CREAM
        step = theme.font(self.size).get_linesize()
        for row, line in enumerate(self.lines):
            at = (self.rect.centerx, self.rect.centery + round((row - 0.5) * step))
            theme.draw_text(surface, line, at, self.size, ink, "center")


class ButtonRow:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.buttons: list[ui.Button] = []
        self.targets: list[Target] = []  # one a button, in the row's order
        self.built_for: tuple | None = None  # what the row was last built for

    def refresh(self, seat) -> bool:
        """Build the row again when the decision changed; True when it did."""
        scene = self.scene
        state = scene.state
        guided = scene.guided_move()
        phone = scene.decisions.on_phone(seat)  # its chips show face up on its phone: no "My chips"
        key = (seat, state.phase, scene.task(), len(scene.match.log), scene.app.scenes.top is scene, str(guided), phone)
        if key == self.built_for:
            return False
        self.built_for = key
        made: list[tuple[ui.Button, Target]] = []
        if seat is not None and state.phase == Phase.START and not scene.task():
            legal = scene.match.legal_moves(seat)
            for move in legal:
                if move["kind"] != "offer_trade":  # offers go through the Trade button at the top
                    made.append(self._start_button(seat, move))
            if guided is not None and guided["kind"] in ("peek", "prospect") and guided not in legal:
                made.append(self._start_button(seat, guided, legal=False))  # Learn to play's mistake to try
            if state.hands[seat] and not phone:
                show = lambda s=seat: scene.decisions.show_my_chips(s)  # noqa: E731
                made.append(self._button(("chips",), ui.Button("My chips", size=32), choose=show))
        elif seat is not None and scene.task() == "buy":
            mine = state.tasks[0]["mine"]
            buy = ui.Button(f"Buy title ${GAME['title_price']}", size=32, primary=True)
            made.append(self._button(("buy_title",), buy, BuyTitle(player=seat, kind="buy_title", mine=mine)))
            decline = DeclineTitle(player=seat, kind="decline_title", mine=mine)
            made.append(self._button(("decline_title",), ui.Button("No thanks", size=32), decline))
        height = min(70, (BUTTON_ROW.h - 10 * (len(made) - 1)) // max(1, len(made)))
        for i, (button, target) in enumerate(made):
            button.rect = target.rect = pygame.Rect(
                BUTTON_ROW.left, BUTTON_ROW.top + i * (height + 10), BUTTON_ROW.w, height
            )
        self.buttons = [button for button, _ in made]
        self.targets = [target for _, target in made]
        return True

    def primary(self) -> Target | None:
        """The main answer (Roll, Buy): where a new decision's focus starts."""
        return next((t for b, t in zip(self.buttons, self.targets) if b.primary), None)

    @staticmethod
    def _button(
        key: tuple, button: ui.Button, move: Move | None = None, choose=None, legal: bool = True
    ) -> tuple[ui.Button, Target]:
        target = Target(("button", *key), pygame.Rect(0, 0, 0, 0), button.label, GROUP, move, choose, legal=legal)
        return button, target

    def _start_button(self, seat, move, legal: bool = True) -> tuple[ui.Button, Target]:
        """A start-of-turn button; one the rules refuse now (`legal` False) gets their sentence when pressed."""
        kind = move["kind"]
        key = (kind, move.get("mine", ""))
        if kind == "roll":
            return self._button(key, ui.Button("Roll", size=36, primary=True), move)
        if kind == "prospect":
            label = f"Prospect {B.MINE_NAMES[move['mine']][:9]} ${GAME['prospect_price']}"  # the price, as Buy shows
            return self._button(key, ui.Button(label, size=28), move, legal=legal)
        if kind == "peek":  # its price, and the chance that a dig after it caves the mine in
            state = self.scene.state
            cost = peek_cost(state, seat)
            risk = percent(cave_in_chance(state, seat, move["mine"]))
            lines = (f"Peek at {B.MINE_NAMES[move['mine']]}", f"{f'${cost}' if cost else 'Free'}; dig: {risk} cave-in")
            return self._button(key, TwoLines(lines, theme.MIN_TEXT), move, legal=legal)
        return self._button(key, ui.Button(kind, size=28), move)

    def draw(self, surface, focus_key) -> None:
        for button, target in zip(self.buttons, self.targets):
            button.draw(surface, target.key == focus_key)
