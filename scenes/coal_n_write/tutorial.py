"""Learn to play on the Coal n' Write table: where the card sits and which places glow. The
step's spots and focus are the kit's, from the targets (targets.py): a die leads to the moves
it is still to be picked up for, so what is still to click is lit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.coal_n_write.phases import Phase
from scenes.coal_n_write.layout import CARD_LEFT, CARD_RIGHT

if TYPE_CHECKING:
    from scenes.coal_n_write.scene import CoalNWriteScene


class Tutorial:
    def __init__(self, scene: CoalNWriteScene):
        self.scene = scene
        self.board = scene.board

    def place_card(self) -> None:
        """Where the card may sit now, best first (the kit reads tutorial_card_spots): while
        loading, the right (the burro with the bandit's hat stays in sight); else the left. One
        that would hide a bot's previewed move goes last."""
        scene = self.scene
        spots = (CARD_RIGHT, CARD_LEFT) if scene.state.phase == Phase.LOAD else (CARD_LEFT, CARD_RIGHT)
        shown = scene.overlays.preview_rects()
        scene.tutorial_card_spots = tuple(sorted(spots, key=lambda spot: spot.collidelist(shown) >= 0))

    def glow(self, glow: dict) -> dict:
        """The sheet's glowing targets in a tutorial: only the step's own, so nothing under the
        dimming calls the learner elsewhere."""
        move = self.scene.guided_move()
        if move is None:
            return glow
        keep = {move.get("deposit"), ("burro", move.get("burro")), "store" if move.get("kind") == "store" else None}
        return {key: how for key, how in glow.items() if key in keep}
