"""The base of every game's scene: it drives chance and bot moves, applies
human moves through the Match, shows refused moves, saves after each move and
moves on to the results. It renders the rules' state; it never decides a rule."""

from __future__ import annotations

import importlib
import logging
from types import ModuleType

import pygame

from game import saves
from game.core import CHANCE, IllegalMove
from game.story import Story
from scenes.kit import game_log, ui
from scenes.kit.manager import Scene
from scenes.kit.privacy import PassScene
from scenes.kit.recap import RecapCard
from scenes.kit.seats import SeatRouter
from sprites import theme

log = logging.getLogger(__name__)

MENU_BUTTON = pygame.Rect(1140, 14, 120, 46)
LOG_BUTTON = pygame.Rect((MENU_BUTTON.left - 8 - game_log.LOG_BUTTON_SIZE[0], 14), game_log.LOG_BUTTON_SIZE)
RECAP_AREA = pygame.Rect(20, 470, 420, 230)  # a table that has no spot of its own in game_log.PLACES
BOT_THINK_SECONDS = 0.35  # long enough to see who is moving
FORCED_MOVE_SECONDS = 1.0  # a human's forced move plays itself once its glow has shown where it goes
DEMO_END_SECONDS = 4.0  # a finished demo game stays on screen this long


class GameScene(Scene):
    """Subclasses draw the table and animate events; override `busy()` while
    an animation plays, `on_events(events)` to start animations, and call
    `try_move(move)` for a human's move."""

    log_button = LOG_BUTTON  # a table may set its own spot for the Log button
    recap_area = RECAP_AREA  # and for the "since your last turn" card

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app)
        self.match = match
        self.router = SeatRouter(match.seats, lambda: getattr(app.input, "pads_by_id", {}))  # who acts for which seat
        self.demo = demo
        self.demo_index = 0  # which game of the demo tour this is
        self.think_left = 0.0
        self.end_wait = 0.0
        self.finished = False
        self.stalled = False  # an automatic move failed; stop trying so the log is not flooded
        # (seat, move) a bot has chosen and is about to make, held on screen at a relaxed
        # bot pace; a board's draw highlights the piece it will move. None otherwise.
        self.bot_preview: tuple[int, dict] | None = None
        self.init_story()

    # --- hooks for subclasses ---------------------------------------------------------
    def busy(self) -> bool:
        """True while an animation is still playing; automatic moves wait for it."""
        return False

    def on_events(self, events: list[dict]) -> None:
        """The rules' events of the latest move, in order, to animate."""

    def forced_move(self, seat: int) -> dict | None:
        """A move the rules leave a human no choice about, which this scene plays
        by itself after FORCED_MOVE_SECONDS; None while there is a choice (or if
        the scene always asks)."""
        return None

    # --- helpers ------------------------------------------------------------------------
    @property
    def spec(self):
        return self.match.spec

    @property
    def state(self):
        return self.match.state

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.match.seats]

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def human_to_act(self) -> list[int]:
        return [seat for seat in self.match.to_act() if seat != CHANCE and not self.match.seats[seat].is_bot]

    def _think_time(self) -> float:
        if self.demo and getattr(self.app, "demo_fast", False):
            return 0.0
        return BOT_THINK_SECONDS / self.app.anim_speed

    def _save(self) -> None:
        if self.demo:
            return
        try:
            notice = saves.write_save(self.match)
            if notice:
                self.app.toasts.show(notice)
            self.save_problem = ""
        except OSError as err:
            problem = f"The game could not be saved ({err.strerror or err})."
            if problem != getattr(self, "save_problem", ""):  # once, not after every move
                self.app.toasts.show(problem, "error")
            self.save_problem = problem

    # --- moves ---------------------------------------------------------------------------
    def try_move(self, move: dict) -> list[dict] | None:
        """Apply a human's move. A refused move shows the rules' sentence and
        changes nothing; returns the events, or None when refused."""
        try:
            events = self.match.apply(move)
        except IllegalMove as err:
            self.app.toasts.show(str(err), "error")
            self.app.sounds.play("error")
            return None
        self.on_events(events)
        self._save()
        return events

    def _automatic_due(self) -> str | None:
        actors = self.match.to_act()
        if CHANCE in actors:
            return "chance"
        if any(self.match.seats[seat].is_bot for seat in actors):
            return "bot"
        return None

    def _same_choice_goes_on(self, waiting: set) -> bool:
        """Bots of a simultaneous choice still to choose: the actors now are
        exactly those of the choice who have not chosen yet, a bot among them."""
        return bool(waiting) and set(self.match.to_act()) == waiting and self._automatic_due() == "bot"

    def update(self, dt: float) -> None:
        self.update_recap(dt)
        if self.match.is_over():
            if not self.busy():
                self._finish(dt)
            return
        if self.busy() or self.stalled:
            return
        due = self._automatic_due()
        if due is None:
            self.think_left = self._think_time()
            return
        if due == "bot" and self.think_left > 0:
            self.think_left -= dt
            return
        waiting = set(self.match.to_act())
        try:
            events = self.match.step_automatic()
            # Bots choosing at the same moment (a secret pick) think together, not in turn;
            # once that choice is over, the next bot move waits for its own think time.
            while events is not None and due == "bot":
                waiting.discard(self.match.log[-1]["player"])
                if not self._same_choice_goes_on(waiting):
                    break
                events += self.match.step_automatic()
        except IllegalMove as err:
            self.stalled = True
            log.error("automatic move refused: %s", err)
            self.app.toasts.show(f"A bot made a move the rules refuse: {err}", "error")
            return
        self.think_left = self._think_time()
        if events is not None:
            self.on_events(events)
            self._save()

    def _finish(self, dt: float) -> None:
        if self.finished:
            return
        if self.demo:
            self.end_wait += dt
            if self.end_wait >= DEMO_END_SECONDS / self.app.anim_speed:
                self.finished = True
                from scenes.screens.demo import start_demo

                start_demo(self.app, self.demo_index + 1, replace=True)
            return
        self.finished = True
        from scenes.screens.results import ResultsScene

        self.app.scenes.replace(ResultsScene(self.app, self.match))

    # --- input --------------------------------------------------------------------------
    def handle(self, action) -> bool:
        """The actions every game shares. Subclasses call this first and stop
        when it returns True."""
        if self.demo:
            if action.kind not in ("point", "text"):  # any button or key leaves the demo
                from scenes.screens.title import TitleScene

                self.app.scenes.reset(TitleScene(self.app))
                return True
            return True
        if self.rejoin_pad(action):
            return True
        if self.handle_log(action):
            return True
        menu_clicked = action.kind == "click" and action.pos and MENU_BUTTON.collidepoint(action.pos)
        right_click = action.kind == "back" and action.source == "kbm" and action.pos is not None
        if action.kind == "pause" or menu_clicked or right_click:
            self.open_pause()
            return True
        return False

    def rejoin_pad(self, action) -> bool:
        """A gamepad no seat owns, pressed while a seat's own pad is missing
        (unplugged, or a game continued after a restart), takes that seat."""
        if action.kind != "confirm":
            return False
        seat = self.router.rejoin(action.source)
        if seat is None:
            return False
        self.app.toasts.show(f"{self.seat_name(seat)} is back on a gamepad.")
        self.app.sounds.play("click")
        return True

    def pass_to(self, seat: int, on_ready) -> None:
        """The hand-off before a secret: "Pass to NAME", passed only by the
        controls that act for the seat; the keyboard may leave for the pause menu."""
        info = self.match.seats[seat]
        self.app.scenes.push(
            PassScene(self.app, info.name, info.colour, on_ready, self.router.accepts(seat), self.open_pause)
        )

    def open_pause(self) -> None:
        from scenes.screens.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self))

    # --- the game log and "since your last turn" ------------------------------------------------
    def init_story(self) -> None:
        self._story: Story | None = None  # the told log, made when first needed
        self.recap_card: RecapCard | None = None
        self._recap_humans: frozenset[int] = frozenset()  # the people to act last frame
        self._recap_due: int | None = None  # a person whose turn just came round
        place = game_log.PLACES.get(self.match.spec.id)
        if place is not None and type(self).log_button is LOG_BUTTON:
            self.log_button = pygame.Rect(place[0], game_log.LOG_BUTTON_SIZE)
        if place is not None and type(self).recap_area is RECAP_AREA:
            self.recap_area = place[1]

    @property
    def story(self) -> Story:
        """The match's moves told in sentences; catch_up() tells only the new ones."""
        if self._story is None:
            self._story = Story(self.match)
        return self._story

    def open_log(self) -> None:
        self.app.scenes.push(game_log.GameLogScene(self.app, self))

    def handle_log(self, action) -> bool:
        """L, the Log button or a pad's Back/Select opens the log; any press puts the recap away
        and still does what it does, so the recap never holds anyone up."""
        if self.recap_card is not None and action.kind not in ("point", "text"):
            self.recap_card = None
        clicked = action.kind == "click" and action.pos is not None and self.log_button.collidepoint(action.pos)
        if action.kind == "log" or clicked:
            self.open_log()
            return True
        return False

    def update_recap(self, dt: float) -> None:
        """Notice a person's turn coming round; once the table is still, show what others did meanwhile."""
        if self.recap_card is not None:
            self.recap_card.update(dt)
            if self.recap_card.done:
                self.recap_card = None
        if self.demo:
            return
        humans = frozenset() if self.match.is_over() else frozenset(self.human_to_act())
        new = sorted(humans - self._recap_humans)
        self._recap_humans = humans
        if new:
            self._recap_due = new[0]
        if self._recap_due is not None and self._recap_due not in humans:
            self._recap_due = None
        if self._recap_due is None or self.busy() or self.app.scenes.top is not self:
            return
        recap = self.story.recap(self._recap_due)
        self._recap_due = None
        if recap is not None and (recap.changes or recap.lines):
            self.recap_card = RecapCard(recap, self.match.seats, self.recap_area)

    def draw_log_button(self, surface) -> None:
        if not self.demo:
            ui.draw_corner_button(surface, self.log_button, "Log")

    def draw_recap(self, surface) -> None:
        if self.recap_card is not None:
            self.recap_card.draw(surface, self.app.settings.colour_blind)

    def draw_over(self, surface) -> None:
        self.draw_log_button(surface)
        self.draw_recap(surface)

    def draw_menu_button(self, surface) -> None:
        """Mouse players reach the pause menu here (keys: Esc, pads: Start)."""
        ui.draw_corner_button(surface, MENU_BUTTON, "Menu")

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("wood"), (0, 0))
        theme.draw_text(
            surface, self.spec.title, (theme.WIDTH // 2, 24), theme.HEADING, theme.GOLD, "midtop", shadow=True
        )
        if self.demo:
            self.draw_demo_banner(surface)

    def draw_demo_banner(self, surface) -> None:
        theme.draw_text(
            surface,
            "Demo: press any button to play",
            (theme.WIDTH - 20, 14),
            theme.SMALL,
            theme.GOLD_LIGHT,
            "topright",
            shadow=True,
        )


def game_screens(spec) -> ModuleType:
    """The package that puts a game on screen, scenes/<id>/: its SCENE and howto_picture."""
    try:
        return importlib.import_module(f"scenes.{spec.id}")
    except ModuleNotFoundError as err:
        if err.name != f"scenes.{spec.id}":
            raise
        raise LookupError(f"{spec.title} has no scene to play it in.") from None


def scene_class(spec):
    return game_screens(spec).SCENE


def scene_for(app, match, demo: bool = False) -> GameScene:
    """The game's own scene for a match, built as Class(app, match, demo=...)."""
    cls = scene_class(match.spec)
    return cls(app, match, demo=demo)
