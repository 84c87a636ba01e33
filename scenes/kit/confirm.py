"""A question over the table before a costly or irreversible move: what it
will do, in a few lines, and two buttons. The safe answer has the focus, so
a stray press never makes the move; Back or Esc is the safe answer too."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.kit import ui
from scenes.kit.manager import Scene
from sprites import theme

PANEL = pygame.Rect(0, 0, 640, 420)
PANEL.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
ARM_SECONDS = 0.3  # a press still held from the move that asked is not the answer


class ConfirmScene(Scene):
    """`lines` say what the move does (cash earned, what is lost); `on_yes`
    makes the move, `on_no` (optional) runs when the player keeps playing.
    `accepts(source)` says whose controls may answer (default: anyone)."""

    opaque = False

    def __init__(
        self,
        app,
        title: str,
        lines: list[str],
        yes_label: str,
        on_yes: Callable[[], None],
        no_label: str = "Not yet",
        on_no: Callable[[], None] | None = None,
        accepts: Callable[[str], bool] = lambda source: True,
    ):
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.on_yes = on_yes
        self.on_no = on_no
        self.accepts = accepts
        self.time = 0.0
        self.shade = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
        self.shade.fill((8, 6, 20, 160))
        self.panel = theme.Panel(PANEL, "wood")
        self.menu = ui.Menu(
            app,
            [ui.Button(yes_label, self.yes), ui.Button(no_label, self.no)],
            pos=(PANEL.centerx, PANEL.bottom - 170),
            width=420,
            item_height=62,
            gap=12,
        )
        self.menu.focus = 1  # the safe answer first

    def yes(self) -> None:
        self.app.scenes.pop()
        self.on_yes()

    def no(self) -> None:
        self.app.scenes.pop()
        if self.on_no:
            self.on_no()

    def handle(self, action) -> bool:
        if not self.accepts(action.source):
            return True  # another player's press: this question is not theirs
        if self.time < ARM_SECONDS and action.kind in ("confirm", "click"):
            return True
        return self.menu.handle(action)

    def back(self) -> bool:
        self.no()
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    def still(self) -> bool:
        return self.time >= ARM_SECONDS  # armed, it waits for an answer

    def draw(self, surface) -> None:
        surface.blit(self.shade, (0, 0))
        self.panel.draw(surface)
        theme.draw_text(
            surface,
            theme.fit(self.title, theme.LARGE, PANEL.width - 60, display=True),
            (PANEL.centerx, PANEL.top + 26),
            theme.LARGE,
            theme.GOLD,
            "midtop",
            shadow=True,
            display=True,
        )
        theme.draw_wrapped(
            surface,
            "\n".join(self.lines),
            (PANEL.left + 40, PANEL.top + 96, PANEL.width - 80, 130),
            theme.SMALL,
            theme.CREAM,
            align="center",
        )
        self.menu.draw(surface)
