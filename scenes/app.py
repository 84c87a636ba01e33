"""The app: one window (a 1280x720 logical canvas scaled to the screen), the
scene stack, input, sounds, settings and toasts, and the frame loop."""

from __future__ import annotations

import gc
import logging
import os
import time
import warnings

import pygame

from game import instance, paths, saves
from game import settings as settings_file
from scenes.kit import ui
from scenes.kit.confirm import ConfirmScene
from scenes.kit.input import Input
from scenes.kit.manager import Scene, SceneManager
from scenes.kit.nudge import Clock, pause
from sprites import theme

log = logging.getLogger(__name__)

FPS = 60
MAX_DT = 0.1  # a long stall (dragging the window) must not fast-forward animations
# A quiet app (the scenes still, nothing held, no toast, no input for a moment) waits for input
# instead of drawing 60 frames a second: ambient motion (clouds, twinkles) runs at IDLE_FPS, a
# frame that comes out the same as the one on screen is not presented, and once one has, the
# next is drawn only after STILL_SECONDS. Input ends any wait at once.
IDLE_FPS = 4
STILL_SECONDS = 1.0
WAKE_SECONDS = 0.5  # full rate for this long after any input, so hovering and pressing feel smooth


def wait_for_events(timeout: float) -> list:
    """Everything queued, or else the first events to come within `timeout` seconds,
    looked for FPS times a second or at once when nudged: input is taken as soon as a frame
    at full rate would take it. (pygame's own event.wait looks a thousand times a second,
    which costs more.)"""
    end = time.monotonic() + timeout
    while True:
        events = pygame.event.get()
        left = end - time.monotonic()
        if events or left <= 0:
            return events
        pause(min(left, 1 / FPS))


class SilentSounds:
    """Stands in for the SoundBoard when sounds/ or the mixer is missing."""

    available = False

    def play(self, name: str) -> None:
        pass

    def set_volume(self, volume: float) -> None:
        pass

    def set_muted(self, muted: bool) -> None:
        pass

    def set_music_volume(self, volume: float) -> None:
        pass

    def play_music(self, name: str) -> None:
        pass


def make_sounds(settings):
    try:
        from sounds.mixer import SoundBoard
    except ImportError as err:
        log.info("sounds unavailable: %s", err)
        return SilentSounds()
    try:
        return SoundBoard(settings.volume, settings.muted, music_volume=settings.music_volume)
    except Exception as err:  # noqa: BLE001 - a broken mixer must not stop the game
        log.warning("sound board failed to start: %s", err)
        return SilentSounds()


def _icon() -> pygame.Surface:
    icon = pygame.Surface((32, 32), pygame.SRCALPHA)
    pygame.draw.circle(icon, theme.BROWN_DARK, (16, 16), 15)
    pygame.draw.circle(icon, theme.GOLD, (16, 16), 13)
    pygame.draw.circle(icon, theme.GOLD_LIGHT, (12, 11), 4)
    return icon


class App:
    # A test process holds every test's objects, so settling memory there (a full collection
    # per new screen) costs far more than in play: tests/conftest.py turns it off.
    settle_memory = True

    def __init__(self, headless: bool = False, settings=None, other_window: bool = False):
        """`other_window`: another running Boomtown holds the user folder (game/instance.py),
        so this one writes nothing there and the title asks first."""
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        self.headless = headless
        pygame.init()
        self.settings_message = ""
        # The player's files never stop the app: an unusable folder or settings file gives a sentence,
        # and a folder this session can't write in (or shares with another window) is written no more.
        self.folder_problem = paths.user_dir_problem()
        self.other_window = other_window and not self.folder_problem
        self.ask_about_other_window = self.other_window  # the title's question, until Play without saving
        if self.folder_problem or self.other_window:
            paths.stop_writing(self.folder_problem or instance.OTHER_WINDOW)
        self.folder_notice = paths.adopt_older_folder()
        removed = saves.tidy_user_folder()
        if removed:
            log.info("removed temp files a killed write left: %s", ", ".join(removed))
        if settings is None:
            settings, self.settings_message = settings_file.load()
        self.settings = settings
        self.toasts = ui.Toasts()
        self._settled: object | None = None  # the screen at the foot of the stack when memory was last settled
        # A headless run that plays whole games (a test, a tool) may draw one frame in N: every
        # update still runs, and the frames drawn still show each screen the game passes through.
        self.draw_every = 1
        self._frames = 0
        for message in (self.folder_problem, self.settings_message):
            if message:
                self.toasts.show(message, "error")
        if self.folder_notice:
            self.toasts.show(self.folder_notice)
        pygame.display.set_caption("Boomtown")
        try:
            pygame.display.set_icon(_icon())
        except pygame.error:
            pass
        # SCALED is chosen once, here: switching into it later can fail.
        try:
            with warnings.catch_warnings():
                if headless:  # the dummy driver has no GPU renderer; that is expected
                    warnings.filterwarnings("ignore", message="no fast renderer")
                self.canvas = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT), pygame.SCALED | pygame.RESIZABLE)
        except pygame.error as err:
            log.warning("scaled window unavailable (%s); using a plain one", err)
            self.canvas = pygame.display.set_mode((theme.WIDTH, theme.HEIGHT))
        self.input = Input()
        self.sounds = make_sounds(self.settings)
        self.scenes = SceneManager(self, fallback=self._title)
        self.clock = Clock()
        self.running = False
        self.closed_from_outside = False  # the window closed, not Quit: the crash log says so
        self.leave_question: Scene | None = None  # "Leave Boomtown?", asked when the window is closed mid-game
        self.wait_for_events = wait_for_events  # tests swap in a fake that never waits
        self.awake_left = WAKE_SECONDS
        self._shown: bytes | None = None  # the frame on screen while quiet; None: not kept
        self._unchanged = False  # the last quiet frame was the one on screen already
        self.demo_fast = False  # demos skip the bots' thinking pause
        self.fullscreen = False
        if self.settings.fullscreen and not headless:
            self.set_fullscreen(True, save=False)

    def _title(self):
        from scenes.screens.title import TitleScene

        return TitleScene(self)

    # --- navigation: the kit reaches the shared screens through the app, so it never imports them ---
    def to_title(self) -> None:
        self.scenes.reset(self._title())

    def show_results(self, match) -> None:
        from scenes.screens.results import ResultsScene

        self.scenes.replace(ResultsScene(self, match))

    def open_pause(self, table) -> None:
        from scenes.screens.pause import PauseScene

        self.scenes.push(PauseScene(self, table))

    def open_player_aid(self, spec) -> None:
        """Every thing's rule for the game on one page (F1 at a table, or the pause menu)."""
        from scenes.screens.howto import HowToScene

        self.scenes.push(HowToScene(self, spec, player_aid=True))

    def next_demo(self, index: int) -> None:
        from scenes.screens.demo import start_demo

        start_demo(self, index, replace=True)

    # --- settings ------------------------------------------------------------------
    @property
    def anim_speed(self) -> float:
        return float(getattr(self.settings, "animation_speed", 1.0) or 1.0)

    def not_saving_line(self) -> str:
        """A short line for the title and the pause menu when this session keeps nothing ("" otherwise)."""
        if not paths.not_writing():
            return ""
        if self.other_window:
            return "Not saving: Boomtown is open in another window."
        return "Not saving: the folder for your games can't be written."

    def save_settings(self) -> None:
        self.sounds.set_volume(self.settings.volume)
        self.sounds.set_music_volume(self.settings.music_volume)
        self.sounds.set_muted(self.settings.muted)
        try:
            notice = settings_file.save(self.settings)
            if notice:
                self.toasts.show(notice)
        except OSError as err:
            why = paths.user_dir_problem() or f"Settings could not be saved ({err.strerror or err})."
            self.toasts.show(why, "error")

    def set_fullscreen(self, on: bool, save: bool = True) -> None:
        if on != self.fullscreen:
            try:
                pygame.display.toggle_fullscreen()
                self.fullscreen = bool(pygame.display.is_fullscreen())  # what the window really did
                problem = "" if self.fullscreen == on else "Fullscreen isn't available here."
            except pygame.error as err:
                problem = f"Fullscreen isn't available here ({err})."
            if problem:
                self.toasts.show(problem, "error")
            on = self.fullscreen
        self.settings.fullscreen = on
        if save:
            self.save_settings()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    # --- the loop -------------------------------------------------------------------
    def _window_keys(self, event) -> bool:
        """F11 and Alt+Enter belong to the window, not to the scenes."""
        if event.type != pygame.KEYDOWN:
            return False
        alt_enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & pygame.KMOD_ALT
        if event.key == pygame.K_F11 or alt_enter:
            self.toggle_fullscreen()
            return True
        return False

    def frame(self, dt: float, events) -> None:
        """One frame: input to the top scene, update, draw (no flip)."""
        passed = []
        # SDL sends the window's close (its button, Alt+F4) as WINDOWCLOSE then QUIT, a signal (SIGTERM at a
        # shutdown, a kill) as QUIT alone: only the window is asked "Leave Boomtown?"; a signal can't wait
        from_window = any(event.type == pygame.WINDOWCLOSE for event in events)
        for event in events:
            if event.type == pygame.QUIT:
                self.close_requested(from_window)
            elif not self._window_keys(event):
                passed.append(event)
        actions = self.input.process(passed) + self.input.update(dt)
        for message in self.input.take_messages():
            self.toasts.show(message)
        for action in actions:
            self.scenes.handle(action)
        self.scenes.update(dt)
        self.sounds.play_music(self.scenes.tune())
        self.toasts.update(dt)
        self._frames += 1
        if self._frames % self.draw_every == 0:
            self.scenes.draw(self.canvas)
            top = self.scenes.top
            self.toasts.draw(self.canvas, top.toasts_at() if top is not None else None)
        self._settle_memory()

    def _settle_memory(self) -> None:
        """After the first frame of a new screen at the foot of the stack (a table, the title),
        what it loaded lives as long as it does: gc.freeze() takes that out of the collector's
        generations, so a full collection in play scans only what play made since (one over
        everything took tens of milliseconds inside a frame). The last screen's objects are
        unfrozen and collected first, so freezing keeps none of them."""
        foot = self.scenes.stack[0] if self.scenes.stack else None
        if foot is None or foot is self._settled or not self.settle_memory:
            return
        self._settled = foot
        gc.unfreeze()
        gc.collect()
        gc.freeze()

    def quiet(self) -> bool:
        """Only ambient motion can change the screen: no input for a moment, no key or
        stick held, no toast showing, and every scene on screen says it is still."""
        return self.awake_left <= 0 and not self.input.holding and not self.toasts.items and self.scenes.still()

    def step(self) -> bool:
        """One pass of the loop: input (waited for when quiet), a frame, and the frame
        presented unless it is the one on screen already. True when presented."""
        quiet = self.quiet()
        if quiet:
            wait = STILL_SECONDS if self._unchanged else 1 / IDLE_FPS
            events = self.wait_for_events(wait)
            dt = min(wait, self.clock.tick() / 1000)
        else:
            dt = min(MAX_DT, self.clock.tick(FPS) / 1000)
            events = pygame.event.get()
        self.awake_left = WAKE_SECONDS if events else self.awake_left - dt
        self.frame(dt, events)
        self._unchanged = False
        if quiet and not events:
            frame = self.canvas.get_buffer().raw
            if frame == self._shown:
                self._unchanged = True
                return False
            self._shown = frame
        else:
            self._shown = None
        pygame.display.flip()
        return True

    def run(self, first_scene=None, frames: int | None = None) -> int:
        """The real loop. `first_scene` is a Scene, or a callable that starts
        something over the title (the demo), or None for the title; `frames`
        ends it after that many passes (a smoke run)."""
        if isinstance(first_scene, Scene):
            self.scenes.reset(first_scene)
        else:
            self.scenes.reset(self._title())
            if callable(first_scene):
                first_scene()
        self.running = True
        while self.running and (frames is None or frames > 0):
            self.step()
            frames = None if frames is None else frames - 1
        saves.wait_for_saves()  # the window closing: the table's last save reaches the disk first
        pygame.quit()
        return 0

    def quit(self) -> None:
        self.running = False

    # --- closing the window -----------------------------------------------------------
    def close_requested(self, from_window: bool = True) -> None:
        """The window's close button or Alt+F4: with a game on the stack (under its pause menu, a
        hand-off, Learn to play, the phones page) ask first, Stay focused; a second request while
        the question is up leaves. With none (the title, setup, the results, a demo) nothing can
        be lost: leave at once, as on a signal (`from_window` False). Either way run() waits for
        the saves handed over (a game is saved after every move)."""
        table = self.table_in_play()
        if not from_window or table is None or self.leave_question in self.scenes.stack:
            self.running = False
            self.closed_from_outside = True
            return
        lines = leave_lines(table, self.not_saving_line())
        self.leave_question = ConfirmScene(self, "Leave Boomtown?", lines, "Leave", self.quit, "Stay", keep_lit=False)
        self.scenes.push(self.leave_question)

    def table_in_play(self):
        """The game a player would leave (a demo plays itself: nobody's), or None."""
        from scenes.kit.game_scene import GameScene  # the tables' kit, loaded with the first table, not at start

        return next((s for s in self.scenes.stack if isinstance(s, GameScene) and not s.demo), None)


def leave_lines(table, not_saving: str) -> list[str]:
    """What leaving `table` keeps, in a line (a game is saved after every move)."""
    if table.guide is not None:
        return ["This lesson is not kept: Learn to play starts again from its first card."]
    return [not_saving or table.save_problem or "Your game is saved."]
