"""The first-game coach for King of Copper: short hint bubbles, each shown
the first time its moment comes (remembered in the player's data folder),
pointing at what to do next."""
from __future__ import annotations

import logging
import math

import pygame

from game import paths, tomlfile
from game.king_of_copper import board as B
from scenes import ui

log = logging.getLogger(__name__)
FILE = "king_of_copper_coach.toml"
BUBBLE = pygame.Rect(676, 500, 248, 200)  # low in the action column, under the buttons
BOARD_BUBBLE = pygame.Rect(24, 560, 620, 130)  # over the board's foot when the buttons fill the column


def _steps(scene):
    """(id, sentence) of the moments that may be coached now, most urgent first."""
    state = scene.match.state
    seat = scene.human_seat()
    if seat is None:
        return []
    steps = []
    task = state.tasks[0]["task"] if state.tasks else ""
    if task == "buy":
        steps.append(("buy", "A mine! Buy its title for $50. Titles in three districts win a Character Card."))
    if task == "tunnel_exit":
        steps.append(("tunnel", "The tunnel opens: choose any glowing tunnel exit."))
    if state.phase == "start" and not task:
        moves = scene.match.legal_moves(seat)
        if any(m["kind"] == "prospect" for m in moves):
            steps.append(("prospect", "You own this mine: buy the green prospecting chip under the title for $50."))
        if any(t in B.HEAD_FRAMES for t in state.tokens[seat]):
            steps.append(("district", "A token on a head frame can walk into the mining district this turn."))
        steps.append(("roll", "Press Roll (Enter, A or click) to throw the dice."))
        if state.turn > 6:
            steps.append(("zoom", "Key 4 or Y zooms the board in and out; the camera follows the play."))
    if state.phase == "move" and not task:
        steps.append(("move", "Glowing tokens can move. Left/right picks a token, up/down a space "
                              "(the tag says which die), Enter moves. Or click them."))
    return steps


class Coach:
    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self.seen: set[str] = set()
        self.current: tuple[str, str] | None = None
        try:
            self.seen = set(tomlfile.read(paths.user_dir() / FILE).get("seen", []))
        except FileNotFoundError:
            pass
        except (tomlfile.DamagedFile, OSError) as err:
            log.info("coach file unreadable: %s", err)

    def update(self, scene) -> None:
        if not self.enabled or scene.busy():
            self.current = None
            return
        fresh = [(key, text) for key, text in _steps(scene) if key not in self.seen]
        if self.current and self.current not in fresh:
            self._done(self.current[0])  # the moment passed: the player has seen and used it
            self.current = None
        if self.current is None and fresh:
            self.current = fresh[0]

    def _done(self, key: str) -> None:
        self.seen.add(key)
        try:
            tomlfile.write(paths.user_dir() / FILE, {"seen": sorted(self.seen)})
        except OSError as err:
            log.info("coach file not written: %s", err)

    def draw(self, surface, clock: float, free_top: int = BUBBLE.top) -> None:
        """Under the buttons when they leave room (free_top is below the last one), else over the board."""
        if self.current is None:
            return
        bob = math.sin(clock * 3) * 3
        rect = BUBBLE.copy()
        rect.top = max(BUBBLE.top, free_top + 30)
        rect.h = min(BUBBLE.h, 712 - rect.top)
        if rect.h < 150:
            rect = BOARD_BUBBLE.copy()
        rect = rect.move(0, bob)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 6), border_radius=18)
        pygame.draw.rect(surface, (255, 248, 214), rect, border_radius=18)
        pygame.draw.rect(surface, ui.GOLD, rect, 5, border_radius=18)
        if rect.left > BOARD_BUBBLE.right:  # point up at the buttons
            pygame.draw.polygon(surface, ui.GOLD, [(rect.centerx - 16, rect.top), (rect.centerx + 16, rect.top),
                                                   (rect.centerx, rect.top - 22)])
        ui.draw_text(surface, "Tip", (rect.left + 16, rect.top + 8), 26, ui.COPPER)
        ui.draw_wrapped(surface, self.current[1], rect.inflate(-24, -40).move(0, 14), 26, ui.INK, line_gap=1)
