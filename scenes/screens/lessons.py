"""Learn to play's lessons for one game: the first teaches the moves, a later one what decides
the game. Chosen from the setup screen; each lesson's line is its script's topic."""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from game import tutorial
from scenes.kit import ui
from scenes.kit.manager import Scene
from sprites import theme

log = logging.getLogger(__name__)

PANEL = pygame.Rect(0, 0, 900, 380)  # wide enough for the longest game title in the heading
PANEL.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
FIRST_TOPIC = "The moves"  # a first lesson whose script names no topic


class LessonsScene(Scene):
    opaque = False

    def still(self) -> bool:
        return True  # a menu over the setup screen: it changes only on input

    def __init__(self, app, spec, start: Callable[[int], None]):
        super().__init__(app)
        self.spec = spec
        self.start = start
        self.shade = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
        self.shade.fill((8, 6, 20, 170))
        self.panel = theme.Panel(PANEL, "wood")
        items: list[ui.Widget] = [self._button(lesson) for lesson in tutorial.lessons(spec.id)]
        items.append(ui.Button("Back", self.back))
        self.menu = ui.Menu(app, items, pos=(PANEL.centerx, PANEL.top + 100), width=760)

    def _button(self, lesson: int) -> ui.Button:
        """The lesson's line, from its script read and played through once; off, with the
        player's sentence, when it can't start."""
        try:
            topic = tutorial.ready_script(self.spec, lesson).topic or (FIRST_TOPIC if lesson == 1 else "")
        except tutorial.ScriptError as err:
            log.warning("Learn to play for %s, lesson %d: %s", self.spec.id, lesson, err.detail)
            label = f"Lesson {lesson}: {FIRST_TOPIC}" if lesson == 1 else f"Lesson {lesson}"
            return ui.Button(label, enabled=False, reason=str(err))
        label = f"Lesson {lesson}: {topic}" if topic else f"Lesson {lesson}"
        return ui.Button(label, lambda: self._choose(lesson))

    def _choose(self, lesson: int) -> None:
        self.app.scenes.pop()
        self.start(lesson)

    def handle(self, action) -> bool:
        return self.menu.handle(action)

    def back(self) -> bool:
        self.app.scenes.pop()
        return True

    def draw(self, surface) -> None:
        surface.blit(self.shade, (0, 0))
        self.panel.draw(surface)
        theme.draw_heading(surface, f"Learn to play {self.spec.title}", (PANEL.centerx, PANEL.top + 26))
        self.menu.draw(surface)
