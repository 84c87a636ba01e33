"""The title screen: BOOMTOWN over the night hills, dice tumbling in a tray,
coins flipping, and the main menu."""
from __future__ import annotations

import logging
import random

import pygame

from game import saves
from scenes import ui
from scenes.manager import Scene
from scenes.scenery import COIN_NAMES, Glints, NightSky
from sprites.coins import FlyingCoin
from sprites.dice import d6
from sprites.dice_tray import DiceTray, DieSpec

log = logging.getLogger(__name__)

TRAY_RECT = pygame.Rect(740, 300, 480, 330)
THROW_EVERY = 4.5
TOSS_EVERY = 2.2
TITLE_POS = (ui.WIDTH // 2, 36)


def toss_coin(rng) -> FlyingCoin:
    """A coin flipping up out of the hills."""
    start_x = rng.uniform(560, 1180)
    start, end = (start_x, 700), (start_x + rng.uniform(-160, 160), 700)
    name, height, flips, heads = rng.choice(COIN_NAMES), rng.uniform(260, 380), rng.randint(2, 4), rng.random() < 0.5
    return FlyingCoin(name, start, end, duration=1.5, arc_height=height, flips=flips, result_heads=heads)


def throw_dice(tray, rng) -> None:
    tray.throw([DieSpec(result=d6(rng.randint(1, 6))) for _ in range(rng.choice((2, 3, 3)))])


class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.rng = random.Random(1849)
        self.sky = NightSky()
        title = ui.text("BOOMTOWN", ui.TITLE, ui.GOLD)
        self.title_rect = title.get_rect(midtop=TITLE_POS)
        self.glints = Glints(self.title_rect.inflate(-20, -30))
        self.tray = DiceTray(TRAY_RECT, die_size=58, seed=self.rng.randrange(10_000))
        self.throw_wait = 0.6
        self.coins: list[FlyingCoin] = []
        self.toss_wait = 1.0
        self.saved_match = None
        self.menu = ui.Menu(app, [], pos=(300, 226), width=400, item_height=62, gap=12)
        self.refresh(announce=False)

    # --- menu ----------------------------------------------------------------------
    def refresh(self, announce: bool) -> None:
        """Rebuild the menu; Continue only when the save loads. The save file is never changed here."""
        self.saved_match, reason = None, "There is no saved game yet."
        try:
            self.saved_match = saves.load_save()
        except FileNotFoundError:
            pass
        except saves.BadSave as err:
            reason = str(err)
            if announce:
                self.app.toasts.show(reason, "error")
        except Exception as err:  # noqa: BLE001 - e.g. a game module that fails to import
            log.exception("the continue save could not be read")
            reason = f"The saved game could not be read ({err})."
            if announce:
                self.app.toasts.show(reason, "error")
        self.menu.set_items([
            ui.Button("Continue", self.continue_game, enabled=self.saved_match is not None,
                      reason="" if self.saved_match else reason),
            ui.Button("Play", self.play),
            ui.Button("Demo", self.demo),
            ui.Button("Settings", self.settings),
            ui.Button("Quit", self.app.quit),
        ])
        if self.menu.focus == 0 and self.saved_match is None:
            self.menu.focus = 1

    def enter(self) -> None:
        self.refresh(announce=True)

    def resume(self) -> None:
        self.refresh(announce=False)

    def continue_game(self) -> None:
        from scenes.game_scene import scene_for
        try:
            scene = scene_for(self.app, self.saved_match)
        except Exception as err:  # noqa: BLE001 - a missing scene module is reported, not fatal
            log.exception("continue failed")
            self.app.toasts.show(f"That game can't be shown yet ({err}).", "error")
            return
        self.app.scenes.push(scene)

    def play(self) -> None:
        from scenes.game_select import GameSelectScene
        self.app.scenes.push(GameSelectScene(self.app))

    def demo(self) -> None:
        from scenes.demo import start_demo
        start_demo(self.app)

    def settings(self) -> None:
        from scenes.settings_scene import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def handle(self, action) -> None:
        if action.kind in ("back", "pause"):
            self.menu.focus = len(self.menu.items) - 1  # land on Quit; never quit by accident
            return
        self.menu.handle(action)

    # --- animation -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.sky.update(dt)
        self.glints.update(dt)
        self.throw_wait -= dt
        if self.throw_wait <= 0 and self.tray.settled:
            self.throw_wait = THROW_EVERY / self.app.anim_speed
            throw_dice(self.tray, self.rng)
        self.tray.update(dt * self.app.anim_speed)
        self.toss_wait -= dt
        if self.toss_wait <= 0:
            self.toss_wait = TOSS_EVERY * self.rng.uniform(0.7, 1.3)
            self.coins.append(toss_coin(self.rng))
        for coin in self.coins:
            coin.update(dt * self.app.anim_speed)
        self.coins = [coin for coin in self.coins if not coin.done]

    def draw(self, surface) -> None:
        self.sky.draw(surface)
        ui.draw_text(surface, "BOOMTOWN", (TITLE_POS[0] + 6, TITLE_POS[1] + 8), ui.TITLE, ui.COPPER, "midtop")
        ui.draw_text(surface, "BOOMTOWN", TITLE_POS, ui.TITLE, ui.GOLD, "midtop")
        self.glints.draw(surface)
        ui.draw_text(surface, "Five little games about hauling riches out of the hills",
                     (ui.WIDTH // 2, self.title_rect.bottom + 14), ui.BODY, ui.PARCHMENT, "midtop", shadow=True)
        self.tray.draw(surface)
        for coin in self.coins:
            coin.draw(surface)
        self.menu.draw(surface)
        hint = self.menu.hint()
        if hint:
            ui.draw_wrapped(surface, hint, (40, self.menu.rect.bottom + 10, 680, 120), ui.SMALL, ui.GOLD_LIGHT)
