"""The scene stack. Scenes are pushed, popped and replaced with a short
cross-fade; a non-opaque scene (the pause menu) draws over the one below.

A scene that raises is reported on screen and logged, never crashes the app;
a scene that keeps failing for FAILURE_LIMIT frames in a row is left.
Under test (reraise) every error is raised after it is reported, so no
scene test can pass while the manager swallows a failure."""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)

FADE_SECONDS = 0.25
FAILURE_LIMIT = 3


BACK_KINDS = ("back", "pause")


class Scene:
    """One screen. Draw never changes state; handle and update do."""

    opaque = True
    closes_on_back = False  # a back or pause the scene leaves unused closes it
    tune: str | None = None  # the music while it is up (sounds/music/<tune>.wav); None: the one below's

    def __init__(self, app):
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Taken off the stack."""

    def resume(self) -> None:
        """On top again after the scene above it was popped."""

    def handle(self, action) -> bool:
        """React to one action; True when the scene used it. A back or pause
        it leaves unused goes on to back()."""
        return False

    def back(self) -> bool:
        """Back or pause that handle left unused: a screen that `closes_on_back`
        leaves (its Back button calls this too); others may do what suits them.
        True when it did something."""
        if not self.closes_on_back:
            return False
        self.app.scenes.pop()
        return True

    def update(self, dt: float) -> None:
        pass

    def covered(self, dt: float) -> None:
        """Each frame while another scene is over this one (only the top scene is updated):
        what must go on behind it, such as a table's phones, which keep their pictures."""

    def still(self) -> bool:
        """True while nothing but ambient motion (clouds, twinkles) changes this
        screen until the next input: the app then waits for input and runs
        ambient motion at a low rate. False (the default): drawn every frame."""
        return False

    def draw(self, surface) -> None:
        pass

    def draw_over(self, surface) -> None:
        """Drawn just after draw, still under any scene above: the table kit
        puts what every game shares (log button, recap, banners) here."""

    def focus_rect(self) -> pygame.Rect | None:
        """Where this screen's focus is (a question asked over it keeps clear of it); None: nowhere."""
        return None

    def toasts_at(self) -> pygame.Rect | None:
        """Where toasts show over this screen (None: the top centre); a table moves them clear."""
        return getattr(self, "toast_area", None)


class SceneManager:
    reraise = False  # the tests turn this on (tests/conftest.py)

    def __init__(self, app=None, fallback=None):
        self.app = app
        self.fallback = fallback  # makes the scene to land on when all else fails (the title)
        self.stack: list[Scene] = []
        self.errors: list[str] = []  # every error caught, for tests and the log
        self._failures: dict[tuple[int, str], int] = {}  # (id(scene), phase) -> failing frames in a row
        self._fade_from: pygame.Surface | None = None
        self._fade_left = 0.0
        self._fade_total = FADE_SECONDS
        self.handled = 0  # actions offered to a scene: what a player did may change what others show

    # --- the stack --------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    @property
    def error_count(self) -> int:
        return len(self.errors)

    @property
    def fading(self) -> bool:
        return self._fade_left > 0

    def push(self, scene: Scene, fade: bool = True) -> None:
        if fade:
            self._start_fade()
        self.stack.append(scene)
        self._guard(scene, scene.enter, "starting")

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        self._forget(scene)
        self._guard(scene, scene.exit, "closing")
        if not self.stack:
            self._land_on_fallback()
        elif self.top is not None:
            self._guard(self.top, self.top.resume, "resuming")
        return scene

    def replace(self, scene: Scene) -> None:
        self._start_fade()
        if self.stack:
            old = self.stack.pop()
            self._forget(old)
            self._guard(old, old.exit, "closing")
        self.stack.append(scene)
        self._guard(scene, scene.enter, "starting")

    def reset(self, scene: Scene) -> None:
        self._start_fade()
        while self.stack:
            old = self.stack.pop()
            self._guard(old, old.exit, "closing")
        self._failures.clear()
        self.stack.append(scene)
        self._guard(scene, scene.enter, "starting")

    def _land_on_fallback(self) -> None:
        if self.fallback is None:
            return
        try:
            scene = self.fallback()
        except Exception as err:  # noqa: BLE001 - nothing left to fall back to
            self._report(None, "opening the title", err)
            if self.reraise:
                raise
            return
        self.stack.append(scene)
        self._guard(scene, scene.enter, "starting")

    # --- fades -------------------------------------------------------------------
    def _start_fade(self) -> None:
        canvas = getattr(self.app, "canvas", None)
        speed = getattr(self.app, "anim_speed", 1.0) or 1.0
        if canvas is None or not self.stack:
            return
        self._fade_from = canvas.copy()
        self._fade_total = FADE_SECONDS / speed
        self._fade_left = self._fade_total

    # --- running the top scene ---------------------------------------------------------
    def _report(self, scene, doing: str, err: Exception) -> None:
        name = type(scene).__name__ if scene is not None else "app"
        log.error("%s failed while %s", name, doing, exc_info=(type(err), err, err.__traceback__))
        self.errors.append(f"{name} {doing}: {err!r}")
        toasts = getattr(self.app, "toasts", None)
        if toasts is not None:
            toasts.show(f"Something went wrong: {err}", "error")

    def _guard(self, scene, call, doing: str, *args) -> bool:
        try:
            call(*args)
            return True
        except Exception as err:  # noqa: BLE001 - a scene bug must not close the app
            self._report(scene, doing, err)
            if self.reraise:
                raise
            return False

    def _forget(self, scene) -> None:
        for phase in ("update", "draw"):
            self._failures.pop((id(scene), phase), None)

    def _count(self, scene, ok: bool, phase: str) -> None:
        """Leave a scene that fails frame after frame."""
        key = (id(scene), phase)
        if ok:
            self._failures.pop(key, None)
            return
        failures = self._failures.get(key, 0) + 1
        self._failures[key] = failures
        if failures >= FAILURE_LIMIT and scene in self.stack:
            log.error("%s failed %d frames in a row; leaving it", type(scene).__name__, failures)
            while self.stack and self.stack[-1] is not scene:
                self.pop()
            self.pop()

    def handle(self, action) -> bool:
        """The top scene's turn at an action, then, for a back or pause it left
        unused, its back(). True when the action was used (or dropped)."""
        scene = self.top
        if scene is None:
            return False
        self.handled += 1
        if self.fading and action.kind in ("confirm", "click", *BACK_KINDS):
            return True  # a double press must not act on a screen nobody has seen yet
        used = False

        def offer() -> None:
            nonlocal used
            used = scene.handle(action) or (action.kind in BACK_KINDS and scene.back())

        return self._guard(scene, offer, "handling input") and used

    def update(self, dt: float) -> None:
        if self._fade_left > 0:
            self._fade_left = max(0.0, self._fade_left - dt)
            if self._fade_left == 0:
                self._fade_from = None
        scene = self.top
        for below in self.stack[:-1]:
            self._guard(below, below.covered, "updating behind", dt)
        if scene is not None:
            self._count(scene, self._guard(scene, scene.update, "updating", dt), "update")

    def tune(self, default: str = "menu") -> str:
        """The tune of the topmost scene that names one: a table's under its pause menu."""
        return next((scene.tune for scene in reversed(self.stack) if scene.tune is not None), default)

    def still(self) -> bool:
        """No fade running, and the top scene is still: only the top one is updated, so
        those it shows through to (a table under its pause menu) are frozen anyway."""
        if self.fading or self.top is None:
            return False
        return self._still(self.top)

    def _still(self, scene) -> bool:
        try:
            return bool(scene.still())
        except Exception as err:  # noqa: BLE001 - a scene that can't say is drawn every frame
            self._report(scene, "checking whether it is still", err)
            if self.reraise:
                raise
            return False

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and any it shows through to."""
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        return self.stack[max(0, first) :]

    def draw(self, surface) -> None:
        if not self.stack:
            surface.fill((0, 0, 0))
        for scene in self.visible():
            ok = self._guard(scene, scene.draw, "drawing", surface)
            ok = ok and self._guard(scene, scene.draw_over, "drawing", surface)
            if scene is self.top:
                self._count(scene, ok, "draw")
        if self._fade_from is not None and self._fade_left > 0:
            self._fade_from.set_alpha(int(255 * self._fade_left / self._fade_total))
            surface.blit(self._fade_from, (0, 0))
