"""The title screen: BOOMTOWN over the night hills, dice tumbling in a tray,
coins flipping, and the main menu. A copy of Boomtown started while another
holds the player's folder first asks: Quit, or Play without saving."""

from __future__ import annotations

import logging
import random

import pygame

from game import instance, saves
from scenes.kit import ui
from scenes.kit.manager import Scene
from scenes.screens.scenery import COIN_NAMES, Glints, NightSky
from sprites import theme
from sprites.coins import FlyingCoin, face_image, look
from sprites.dice import d6
from sprites.dice_tray import DiceTray, DieSpec

log = logging.getLogger(__name__)

TRAY_RECT = pygame.Rect(740, 300, 480, 330)
THROW_EVERY = 4.5
TOSS_EVERY = 2.2
TITLE_POS = (theme.WIDTH // 2, 36)
COIN_SCALE = 3.2  # px per mm of the coins tossed up out of the hills


def toss_coin(rng) -> FlyingCoin:
    """A coin flipping up out of the hills."""
    start_x = rng.uniform(560, 1180)
    start, end = (start_x, 700), (start_x + rng.uniform(-160, 160), 700)
    name, height, flips, heads = rng.choice(COIN_NAMES), rng.uniform(260, 380), rng.randint(2, 4), rng.random() < 0.5
    return FlyingCoin(
        name, start, end, duration=1.5, arc_height=height, flips=flips, result_heads=heads, scale=COIN_SCALE
    )


def throw_dice(tray, rng) -> None:
    tray.throw([DieSpec(result=d6(rng.randint(1, 6))) for _ in range(rng.choice((2, 3, 3)))])


CONTINUE_ROOM = 370  # the menu's width less the button's edges
QUESTION_PANEL = pygame.Rect(40, 226, 640, 380)  # Boomtown is open in another window: Quit or play without saving
QUESTION_TEXT = QUESTION_PANEL.inflate(-64, 0).move(0, 30)


class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.rng = random.Random(1849)
        self.sky = NightSky()
        title = theme.text("BOOMTOWN", theme.TITLE, theme.GOLD, display=True)
        self.title_rect = title.get_rect(midtop=TITLE_POS)
        self.glints = Glints(self.title_rect.inflate(-20, -30))
        self.tray = DiceTray(TRAY_RECT, die_size=58, seed=self.rng.randrange(10_000))
        self.throw_wait = 0.6
        self.coins: list[FlyingCoin] = []
        self.toss_wait = 1.0
        for name in COIN_NAMES:  # each tossed coin's faces are made now, not in the frame it first flips
            for heads in (True, False):
                face_image(name, look(name).diameter_mm * COIN_SCALE, heads)
        self.saved: list = []
        self.menu = ui.Menu(app, [], pos=(300, 226), width=400, item_height=62, gap=12)
        self.question_panel = theme.Panel(QUESTION_PANEL, "night")
        self.refresh(announce=False)

    @property
    def asking(self) -> bool:
        """Another window holds the player's folder, and this one has not chosen to play without saving yet."""
        return bool(getattr(self.app, "ask_about_other_window", False))

    # --- menu ----------------------------------------------------------------------
    def refresh(self, announce: bool) -> None:
        """Rebuild the menu; Continue only when a save loads. No save file is changed here."""
        if self.asking:
            self.saved = []
            self.menu.set_items(
                [ui.Button("Quit", self.app.quit), ui.Button("Play without saving", self.play_without_saving)],
                keep_focus=False,  # on Quit: going back to the other window keeps every game
            )
            self.menu.layout((QUESTION_PANEL.centerx, QUESTION_PANEL.bottom - 36), "midbottom")
            return
        self.menu.layout((300, 226))
        try:
            self.saved = saves.list_saves()
        except Exception as err:  # noqa: BLE001 - the title must always open
            log.exception("the saves could not be listed")
            self.saved = [
                saves.SavedGame(saves.saves_dir(), 0.0, "Saves", problem=f"The saved games could not be read ({err}).")
            ]
        usable = [entry for entry in self.saved if entry.usable]
        problems = [entry.problem for entry in self.saved if not entry.usable]
        reason = problems[0] if problems else "There is no saved game yet."
        if announce:
            for problem in problems:
                self.app.toasts.show(problem, "error")
        help_text = ""
        if len(usable) == 1:
            only = usable[0]
            help_text = (
                f"{only.title} with {saves.players_label(only.players)}, saved {saves.saved_label(only.saved_at)}."
            )
        elif usable:
            help_text = f"Pick one of {len(usable)} saved games."
        label, size = continue_label(usable)
        self.menu.set_items(
            [
                ui.Button(
                    label,
                    self.continue_game,
                    enabled=bool(usable),
                    reason="" if usable else reason,
                    help=help_text,
                    size=size,
                ),
                ui.Button("Play", self.play),
                ui.Button("Demo", self.demo),
                ui.Button("Settings", self.settings),
                ui.Button("Quit", self.app.quit),
            ]
        )
        if self.menu.focus == 0 and not usable:
            self.menu.focus = 1

    def enter(self) -> None:
        self.refresh(announce=True)

    def resume(self) -> None:
        self.refresh(announce=False)

    def play_without_saving(self) -> None:
        self.app.ask_about_other_window = False
        self.refresh(announce=True)

    def continue_game(self) -> None:
        """Straight back into the only saved game; with more (or some that
        can't be read), the list, so the player picks."""
        from scenes.screens.continue_list import ContinueScene, continue_saved

        if len(self.saved) == 1 and self.saved[0].usable:
            continue_saved(self.app, self.saved[0], replace=False)
        else:
            self.app.scenes.push(ContinueScene(self.app))

    def play(self) -> None:
        from scenes.screens.game_select import GameSelectScene

        self.app.scenes.push(GameSelectScene(self.app))

    def demo(self) -> None:
        from scenes.screens.demo import start_demo

        start_demo(self.app)

    def settings(self) -> None:
        from scenes.screens.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def handle(self, action) -> bool:
        return self.menu.handle(action)

    def back(self) -> bool:
        self.menu.focus = len(self.menu.items) - 1  # land on Quit; never quit by accident
        return True

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
        theme.draw_text(
            surface, "BOOMTOWN", (TITLE_POS[0] + 6, TITLE_POS[1] + 8), theme.TITLE, theme.COPPER, "midtop", display=True
        )
        theme.draw_text(surface, "BOOMTOWN", TITLE_POS, theme.TITLE, theme.GOLD, "midtop", display=True)
        self.glints.draw(surface)
        not_saving = "" if self.asking else self.app.not_saving_line()  # in the tagline's place, where it is seen
        theme.draw_text(
            surface,
            not_saving or "Five little games about hauling riches out of the hills",
            (theme.WIDTH // 2, self.title_rect.bottom + 14),
            theme.BODY,
            theme.GOLD_LIGHT if not_saving else theme.PARCHMENT,
            "midtop",
            shadow=True,
        )
        self.tray.draw(surface)
        for coin in self.coins:
            coin.draw(surface)
        if self.asking:
            self.question_panel.draw(surface)
            theme.draw_wrapped(surface, instance.OTHER_WINDOW, QUESTION_TEXT, theme.BODY, theme.CREAM, align="center")
        self.menu.draw(surface)
        hint = self.menu.hint()
        if hint:
            theme.draw_wrapped(surface, hint, (40, self.menu.rect.bottom + 10, 680, 120), theme.SMALL, theme.GOLD_LIGHT)


def continue_label(usable: list) -> tuple[str, int]:
    """The Continue button names the game when there is only one to go back to."""
    if len(usable) != 1:
        return "Continue", theme.BODY
    label = f"Continue {usable[0].title}"
    for size in (theme.BODY, theme.SMALL):
        if theme.font(size).size(label)[0] <= CONTINUE_ROOM:
            return label, size
    return theme.fit(label, theme.SMALL, CONTINUE_ROOM), theme.SMALL
