"""The privacy cover for secret choices at a shared screen: "Pass to NAME",
and nothing of the table shows until NAME presses confirm."""

from __future__ import annotations

import math

from scenes.kit.manager import Scene
from scenes.kit.seats import anyone
from sprites import theme

# Presses in the first moments belong to the previous player (a held button
# or a double tap), not to the one taking the controller.
ARM_SECONDS = 0.6


class PassScene(Scene):
    """`accepts(source)` says which controllers belong to the player being
    passed to (default: any); `on_pause`, when given, lets the shared
    keyboard leave for the pause menu."""

    def __init__(self, app, name: str, colour: int, on_ready, accepts=anyone, on_pause=None):
        super().__init__(app)
        self.name = name
        self.colour = colour  # the player's colour index
        self.on_ready = on_ready
        self.accepts = accepts
        self.on_pause = on_pause
        self.time = 0.0
        self.panel = theme.Panel((240, 120, 800, 480), "wood")

    @property
    def armed(self) -> bool:
        return self.time >= ARM_SECONDS

    def handle(self, action) -> bool:
        if action.kind == "pause" and action.source == "kbm" and self.on_pause:
            self.app.scenes.pop()
            self.on_pause()
            return True
        if not self.accepts(action.source):
            return True  # another player's press: refused
        if action.kind not in ("confirm", "click") or not self.armed:
            return False
        self.app.sounds.play("whoosh")
        self.app.scenes.pop()  # first, so on_ready may push the secret choice on top
        self.on_ready()
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    def still(self) -> bool:
        return self.armed  # then only the badge bobs: ambient motion

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("night"), (0, 0))
        self.panel.draw(surface)
        bob = math.sin(self.time * 3) * 6
        theme.draw_player_badge(
            surface, (theme.WIDTH // 2, 230 + bob), self.colour, 120, self.app.settings.colour_blind
        )
        theme.draw_heading(
            surface, theme.fit(f"Pass to {self.name}", theme.HEADING, 740, display=True), (theme.WIDTH // 2, 320)
        )
        theme.draw_wrapped(
            surface,
            f"Press confirm when only {self.name} is looking.",
            (300, 420, 680, 90),
            theme.BODY,
            theme.CREAM,
            align="center",
        )
        if self.armed:
            theme.draw_text(
                surface, "Enter, A or click", (theme.WIDTH // 2, 540), theme.SMALL, theme.GOLD_LIGHT, "midtop"
            )
