"""King of Copper's first-game tips (scenes/kit/coach.py), most urgent first, and where
they sit: under the buttons when the words fit there at reading size, at the column's foot
under "Lately" when it fills the column, else over the player panels; never over the board
(its targets) or the dice tray."""

from __future__ import annotations

from typing import Callable

import pygame

from game.king_of_copper import board as B
from game.king_of_copper.phases import Phase
from game.king_of_copper.rules import trade_partners
from scenes.king_of_copper.layout import ACTIONS, BUTTON_ROW, COACH_PANELS, PROMPT_RECT, VIEW
from scenes.kit.coach import Tip
from sprites import theme


def coach_tips(scene) -> list[Tip]:
    """Most urgent first."""

    def seat():  # the human the coach talks to, while the board is still
        return None if scene.board.busy else scene.human_seat()

    def task(name):
        return lambda: seat() is not None and scene.task() == name

    def start(also=lambda seat: True):
        return lambda: seat() is not None and scene.state.phase == Phase.START and not scene.task() and also(seat())

    def move():
        return seat() is not None and scene.state.phase == Phase.MOVE and not scene.task()

    tips = [
        ("buy", "A mine! Buy its title for $50. Titles in three districts win a Character Card.", task("buy")),
        ("tunnel", "The tunnel opens: choose any glowing tunnel exit.", task("tunnel_exit")),
        (
            "prospect",
            "You own this mine: buy the green prospecting chip under the title for $50.",
            start(lambda seat: any(m["kind"] == "prospect" for m in scene.match.legal_moves(seat))),
        ),
        (
            "district",
            "A token on a head frame can walk into the mining district this turn.",
            start(lambda seat: any(t in B.HEAD_FRAMES for t in scene.state.tokens[seat])),
        ),
        ("roll", "Press Roll (Enter, A or click) to throw the dice.", start()),
        (
            "trade",
            "Titles are out. Trade any time, even in another player's turn: the Trade "
            "button, key 3 or X. Titles, event tickets and money can change hands.",
            start(lambda seat: bool(trade_partners(scene.state, seat)) and scene.state.turn > 2),
        ),
        (
            "zoom",
            "Key 4 or Y zooms the board in and out; the camera follows the play.",
            start(lambda seat: scene.state.turn > 6),
        ),
        (
            "move",
            "Glowing tokens can move. Left/right picks a token, up/down a space "
            "(the tag says which die), Enter moves. Or click them.",
            move,
        ),
    ]
    return [Tip(key, text, when, *_place(scene, text)) for key, text, when in tips]


def _place(scene, text: str) -> tuple[Callable[[], tuple[int, int] | None], Callable[[], pygame.Rect]]:
    return (lambda: coach_arrow(scene, text)), (lambda: coach_box(scene, text))


def coach_box(scene, text: str) -> pygame.Rect:
    """Where a tip sits: under the buttons when its words fit there at reading size; while
    "Lately" fills the column instead, at the column's foot, "Lately" giving way above it;
    else over the player panels. Never over the board (its targets) or the dice tray."""
    buttons = scene.row.buttons
    if not buttons and not scene.board.busy:
        height = coach_height(text, ACTIONS.w)
        foot = pygame.Rect(ACTIONS.left, VIEW.bottom - height, ACTIONS.w, height)
        return foot if foot.top >= PROMPT_RECT.bottom else COACH_PANELS.copy()
    free_top = max((b.rect.bottom for b in buttons), default=BUTTON_ROW.top) if not scene.board.busy else 0
    under = pygame.Rect(ACTIONS.left, max(PROMPT_RECT.bottom, free_top + 30), ACTIONS.w, 0)
    under.h = VIEW.bottom - under.top
    if coach_height(text, under.w) <= under.h:
        return under
    return COACH_PANELS.copy()


def history_bottom(scene) -> int:
    """Where "Lately" stops: above a tip at the column's foot."""
    tip = scene.coach.shown_rect()
    return tip.top - 8 if tip is not None and tip.left == ACTIONS.left else VIEW.bottom


def coach_arrow(scene, text: str) -> tuple[int, int] | None:
    """Up at the buttons from under them, stopping short of them; no arrow from over the panels."""
    rect = coach_box(scene, text)
    if rect.left != ACTIONS.left or not scene.row.buttons or scene.board.busy:
        return None
    return (rect.centerx, rect.top - 22)


def coach_height(text: str, width: int) -> int:
    """The height a tip's bubble needs to show its words at reading size (scenes/kit/coach.py's bubble)."""
    size = theme.MIN_TEXT + 1
    return 58 + size * len(theme.wrap_lines(text, size, width - 36))  # the coach's own (hand) wrapping
