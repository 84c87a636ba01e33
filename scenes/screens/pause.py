"""The pause menu, drawn over the game: resume, how to play, the player aid, phones (the
Phones panel, turning them on), restart (after asking), settings, or save and quit to the title."""

from __future__ import annotations

import logging
import random

import pygame

from game import saves
from game.match import Match
from scenes.kit import ui
from scenes.kit.manager import Scene
from sprites import theme

log = logging.getLogger(__name__)

PANEL = pygame.Rect(0, 0, 460, 620)
PANEL.center = (theme.WIDTH // 2, theme.HEIGHT // 2)


class PauseScene(Scene):
    opaque = False

    def still(self) -> bool:
        return True  # a menu over a frozen table: it changes only on input

    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game_scene = game_scene
        self.match = game_scene.match
        self.shade = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
        self.shade.fill((8, 6, 20, 170))
        self.panel = theme.Panel(PANEL, "wood")
        self.asking = False
        self.menu = ui.Menu(app, [], pos=(PANEL.centerx, PANEL.top + 100), width=360, item_height=60, gap=10)
        self._main_menu()

    def _main_menu(self) -> None:
        self.asking = False
        if self.game_scene.guide is not None:
            self.menu.set_items(  # Learn to play: a step back and Skip, and nothing to restart or save
                [
                    ui.Button("Resume", self.resume_game),
                    ui.Button("Step back", lambda: self._guide_does("back")),
                    ui.Button("Skip to a real game", lambda: self._guide_does("finish")),
                    ui.Button("Settings", self.settings),
                    ui.Button("Quit to menu", self.quit_to_menu),
                ],
                keep_focus=False,
            )
            return
        self.menu.set_items(
            [
                ui.Button("Resume", self.resume_game),
                ui.Button("How to play", self.how_to_play),
                ui.Button("Player aid", self.player_aid),
                ui.Button("Phones", self.phones),
                ui.Button("Restart", self.ask_restart),
                ui.Button("Settings", self.settings),
                ui.Button("Quit to menu", self.quit_to_menu),
            ],
            keep_focus=False,
        )

    def _guide_does(self, what: str) -> None:
        """Back to the tutorial's table first: its guide may then replace it."""
        guide = self.game_scene.guide
        self.app.scenes.pop()
        getattr(guide, what)()

    def ask_restart(self) -> None:
        self.asking = True
        self.menu.set_items(
            [ui.Button("Yes, start over", self.restart), ui.Button("No, keep playing", self._main_menu)],
            keep_focus=False,
        )
        self.menu.focus = 1  # the safe answer first

    def resume_game(self) -> None:
        self.app.scenes.pop()

    def how_to_play(self) -> None:
        from scenes.screens.howto import HowToScene

        self.app.scenes.push(HowToScene(self.app, self.match.spec))

    def player_aid(self) -> None:
        """What each thing on the table is and its rule, on one page (F1 at the table too)."""
        self.game_scene.open_player_aid()

    def phones(self) -> None:
        """Turn phones on for this table (if they aren't) and show the code to join."""
        bridge = self.game_scene.phones
        problem = bridge.turn_on()
        if problem or bridge.room is None:
            self.app.toasts.show(problem, "error")
            self.app.sounds.play("error")
            return
        from scenes.screens.phones import PhonesScene

        self.app.scenes.push(PhonesScene(self.app, bridge.room, bridge.turn_off))

    def settings(self) -> None:
        from scenes.screens.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def restart(self) -> None:
        from scenes.kit.game_scene import scene_for

        try:
            match = Match(
                self.match.spec, self.match.seats, random.randrange(2**31), dict(self.match.options), self.match.hints
            )
            scene = scene_for(self.app, match, demo=self.game_scene.demo)
        except Exception as err:  # noqa: BLE001 - keep the current game rather than crash
            log.exception("restart failed")
            self.app.toasts.show(f"The game could not restart ({err}).", "error")
            self._main_menu()
            return
        self.app.scenes.pop()
        self.app.scenes.replace(scene)

    def quit_to_menu(self) -> None:
        if not self.game_scene.demo and self.game_scene.guide is None and not self.match.is_over():
            try:
                saves.write_save(self.match)
            except OSError as err:
                self.app.toasts.show(f"The game could not be saved ({err.strerror or err}).", "error")
                return  # stay: leaving now would lose the game
        from scenes.screens.title import TitleScene

        self.app.scenes.reset(TitleScene(self.app))

    def handle(self, action) -> bool:
        return self.menu.handle(action)

    def back(self) -> bool:
        """Back or pause: from the question to the menu, from the menu to the game."""
        if self.asking:
            self._main_menu()
        else:
            self.resume_game()
        return True

    def draw(self, surface) -> None:
        surface.blit(self.shade, (0, 0))
        self.panel.draw(surface)
        heading = "Start over?" if self.asking else "Paused"
        theme.draw_heading(surface, heading, (PANEL.centerx, PANEL.top + 26))
        if self.asking:
            theme.draw_wrapped(
                surface,
                "This game's moves will be lost.",
                (PANEL.left + 40, PANEL.top + 280, PANEL.width - 80, 120),
                theme.BODY,
                theme.CREAM,
                align="center",
            )
        self.menu.draw(surface)
        not_saving = self.app.not_saving_line()
        if not_saving:  # this game is kept nowhere: said where Quit to menu is chosen
            theme.draw_text(
                surface,
                not_saving,
                (PANEL.centerx, PANEL.bottom + 22),
                theme.SMALL,
                theme.GOLD_LIGHT,
                "midtop",
                shadow=True,
            )
