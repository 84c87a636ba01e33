"""The base of every game's scene: it drives chance and bot moves, applies
human moves through the Match, shows refused moves, saves after each move and
moves on to the results. It renders the rules' state; it never decides a rule."""

from __future__ import annotations

import copy
import importlib
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, TypeVar

import pygame

from game import saves
from game.aid import aid
from game.contract import ROOM, Move, hides_secrets
from game.core import CHANCE, IllegalMove, and_list, fill_names
from game.hints import Hint, HintPlan
from game.story import Story
from scenes.kit import game_log, ui
from scenes.kit.demo_banner import DemoBanner
from scenes.kit.explain import Explainer
from scenes.kit.keep_clear import Placed, Spot
from scenes.kit.manager import Scene
from scenes.kit.phones import PhoneBridge
from scenes.kit.privacy import PassScene
from scenes.kit.recap import FADE_SECONDS as RECAP_FADE_SECONDS
from scenes.kit.recap import RecapCard
from scenes.kit.seats import SeatRouter
from scenes.kit.targets import STEPS, Target, Targets
from scenes.kit.thinking import ThinkAhead
from sprites import theme

log = logging.getLogger(__name__)

MENU_BUTTON = pygame.Rect(1140, 14, 120, 46)
# Where the kit draws over a table, until the table names its own spots (class attributes
# log_button, recap_area, caption_area, toast_area): clear of its header, targets and dice.
LOG_BUTTON_SIZE = (96, 46)
LOG_BUTTON = pygame.Rect((MENU_BUTTON.left - 8 - LOG_BUTTON_SIZE[0], 14), LOG_BUTTON_SIZE)
HINT_BUTTON_SIZE = (104, 46)
RECAP_AREA = pygame.Rect(20, 470, 420, 230)
RECAP_HEIGHTS = (160, 130)  # px: the recap card shrinks to these, its oldest lines giving way, to keep clear
CAPTION_AREA = pygame.Rect(0, theme.HEIGHT - 68, theme.WIDTH, 60)
CAPTION_SIZES = (theme.BODY, theme.SMALL, theme.MIN_TEXT)  # the relaxed caption shrinks to fit its area
BOT_THINK_SECONDS = 0.35  # long enough to see who is moving (the normal bot pace)
BRISK_THINK_SECONDS = 0.12  # the brisk bot pace: bots barely pause
THINKING = "Thinking..."  # a Hint press before its plan is made: the hint shows the frame it is
PREVIEW_SECONDS = 1.5  # the relaxed bot pace: a bot's move is named and held this long before it is made
HAND_OFF_SECONDS = 2.2  # "Tess, your turn" shows this long when the human at the screen changes
FORCED_MOVE_SECONDS = 1.0  # a human's forced move plays itself once its glow has shown where it goes
DEMO_END_SECONDS = 4.0  # a finished demo game stays on screen this long

T = TypeVar("T")


@dataclass
class HeldBotMove:
    """A bot's chosen move held on screen before it is made (the relaxed bot pace)."""

    seat: int
    move: dict
    secret: bool  # its content stays hidden until the choice is revealed: hold on "is choosing"
    caption: str
    log_length: int  # the log when the bot chose; a refused move after the table changed is asked again
    time_left: float


class GameScene(Scene):
    """Subclasses draw the table and animate events; override `busy()` while
    an animation plays, `on_events(events)` to start animations, and call
    `try_move(move)` for a human's move."""

    log_button = LOG_BUTTON  # a table may set its own spot for the Log button
    hint_button: pygame.Rect | None = None  # and for the Hint button (None: just left of the Log button)
    recap_area = RECAP_AREA  # and for the "since your last turn" card
    caption_area = CAPTION_AREA  # and for the relaxed bot pace's caption
    toast_area: pygame.Rect | None = None  # and for toasts (None: the top centre)
    coin_rain = False  # a game played with coins: its winners see coins rain on the results
    tune = "play"  # the music under every table (and its pause menu, log and pass screens)
    guide = None  # Learn to play's guide (scenes/kit/tutorial.py) while this table plays a tutorial
    tutorial_card_spots: tuple[pygame.Rect, ...] = ()  # where a tutorial's card may sit, best first (): the kit's
    # Keys that step through one group of targets in list order: kind -> (group, step); see Targets.
    target_cycles: dict[str, tuple[str, int]] = {}
    targets_by_order = False  # a lost focus goes to the nearest target in the list, not on screen
    focus_follows_hint = False  # the hint is planned with hints off too: a table's first focus goes to its move

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
        self.held_bot_move: HeldBotMove | None = None
        self.last_held_secret = False
        self.thinking = ThinkAhead(match)  # the next bot plans over the frames before its move
        self.hand_off_humans: tuple[int, ...] = ()  # the humans last up at the screen
        self.hand_off_text = ""
        self.hand_off_left = 0.0
        self.demo_banner = DemoBanner()
        self.hint: Hint | None = None  # the move shown to a player who asked, until the table moves on
        self.hint_asked: tuple[int, int] | None = None  # (seat, log length) of a press still being planned
        self._per_move: dict[str, tuple[tuple, Any]] = {}  # once_per_move's answers, by name
        self._humans_up: tuple[tuple, list[int]] = ((), [])  # human_to_act's answer, and what it was for
        # What can be done now, and where (targets()).
        self.layer = Targets(dict(self.target_cycles), by_order=self.targets_by_order)
        self.overlay_spots: dict[str, Spot] = {}  # each overlay's place (place_overlay)
        self.toasts_area: pygame.Rect | None = None  # where the toasts show now (place_overlays)
        self.explainer = Explainer(aid(match.spec.id))  # the rule behind what the pointer or focus rests on
        self.phones = PhoneBridge(self)  # players' phones as their hands, while a table turns them on
        self.save_problem = ""  # why the last save failed, as told ("" while saving works)
        self.write_problem: Exception | None = None  # the saves' writer's last failure seen
        self.init_story()

    # --- hooks for subclasses ---------------------------------------------------------
    def busy(self) -> bool:
        """True while an animation is still playing; automatic moves wait for it."""
        return False

    def on_events(self, events: list[dict]) -> None:
        """The rules' events of the latest move, in order, to animate."""

    def still(self) -> bool:
        """Waiting for a person, with nothing playing: no animation (busy), no bot or
        chance move due, no banner or fading recap, no forced move about to play. A table
        with motion of its own beyond ambient (an edge scroll) adds it here."""
        if self.demo or self.guide is not None or self.stalled or self.busy() or self.match.is_over():
            return False  # (a tutorial's spots pulse)
        if self._automatic_due() is not None or self.held_bot_move is not None or self.hand_off_left > 0:
            return False
        if self.recap_card is not None and self.recap_card.left <= RECAP_FADE_SECONDS:
            return False
        return not any(self.forced_move(seat) for seat in self.human_to_act()) and not self.hint_planning()

    def targets(self) -> list[Target]:
        """What the people at the table may do now, and where: worked out from the rules' legal
        moves (a first half of a move where choosing takes two steps). The kit keeps the focus
        among them, hit-tests clicks, and puts hints and Learn to play's steps on them."""
        return []

    def choose_move(self, move: Move) -> None:
        """A target's move was chosen: a table asks first here when the move is costly."""
        self.try_move(move)

    def tutorial_spots(self, move: dict) -> list[pygame.Rect]:
        """Learn to play: where on screen the learner makes `move` now (what is still to click);
        everything else is dimmed. [] dims nothing. The kit's: the targets that make or begin it."""
        self.refresh_targets()
        return [target.shown for target in self.layer.for_move(move)]

    def tutorial_focus(self, move: dict) -> None:
        """Learn to play: put the keyboard and pad focus on `move`'s target, so Enter or A makes it."""
        self.refresh_targets()
        self.layer.focus_move(move)

    def words_while_playing(self, words: str) -> str:
        """Learn to play: the card's words while a bot's move plays on, by default the words it
        showed before the move; a table whose move makes them untrue (a secret pick, revealed)
        says what plays instead."""
        return words

    def forced_move(self, seat: int) -> dict | None:
        """A move the rules leave a human no choice about, which this scene plays
        by itself after FORCED_MOVE_SECONDS; None while there is a choice (or if
        the scene always asks)."""
        return None

    # --- targets: focus, clicks and the tutorial's and hint's moves, from one list -------------
    def guided_move(self) -> Move | None:
        """Learn to play: the learner's move now (or the mistake to try); None outside a tutorial."""
        step = self.guide.learner_step() if self.guide is not None else None
        return step.move if step is not None else None

    def refresh_targets(self) -> None:
        """The targets now; in Learn to play the focus rests only on the step's."""
        guided = self.guided_move()
        self.layer.only = None if guided is None else (lambda target: target.makes(guided))
        self.layer.set(self.targets())

    def handle_targets(self, action) -> bool:
        """Input through the targets (Targets.handle); the table has checked the controls may act."""
        self.refresh_targets()
        return self.layer.handle(action, self.choose_target, self.app.sounds)

    def choose_target(self, target: Target) -> None:
        if target.move is not None:
            self.choose_move(target.move)
        elif target.choose is not None:
            target.choose()

    # --- helpers ------------------------------------------------------------------------
    @property
    def spec(self):
        return self.match.spec

    @property
    def state(self):
        """What the table draws from: the room's view (match.room_view()), with every secret hidden.
        A secret is shown only from its owner's view (match.view(seat)), behind a hand-off."""
        return self.match.room_view()

    def once_per_move(self, name: str, compute: Callable[[], T]) -> T:
        """`compute()`, worked out again only once a move is made or taken back: drawing and
        the prompt line ask many times a frame."""
        key = self.match.version()
        kept = self._per_move.get(name)
        if kept is None or kept[0] != key:
            kept = self._per_move[name] = (key, compute())
        return kept[1]

    def hint_plan(self, seat: int) -> HintPlan | None:
        """The strongest bot's move for `seat` as the table stands, planned a few steps a frame
        while they think (think_of_hint; the Hint button and a table's first focus share the
        plan): None, or its move and hint None, until worked out."""
        return self.thinking.hint_plan_for(seat)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.match.seats]

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def human_to_act(self) -> list[int]:
        """The people whose move the rules wait for: asked many times a frame (the focus, the hint,
        the overlays), so worked out again only when the table or who sits where changes."""
        key = (self.match.version(), tuple(seat.kind for seat in self.match.seats))
        if self._humans_up[0] != key:
            up = [seat for seat in self.match.to_act() if seat != CHANCE and not self.match.seats[seat].is_bot]
            self._humans_up = (key, up)
        return list(self._humans_up[1])

    def humans_up(self) -> list[int]:
        """The humans at the screen now, whom the hand-off banner names: those to act,
        unless a table's shared controls serve them one at a time (Coal n' Write)."""
        return self.human_to_act()

    def _think_time(self) -> float:
        if self.demo and getattr(self.app, "demo_fast", False):
            return 0.0
        think = BRISK_THINK_SECONDS if self.bot_pace() == "brisk" else BOT_THINK_SECONDS
        return think / self.app.anim_speed

    def bot_pace(self) -> str:
        """The player's bot pace ("relaxed", "normal" or "brisk"); the demo keeps the normal one."""
        if self.demo:
            return "normal"
        if self.guide is not None:
            return "relaxed"  # a learner sees each bot move named before it is made
        return getattr(getattr(self.app, "settings", None), "bot_pace", "normal")

    def _save(self) -> None:
        """After every move: the phones hear of it first, then the save is handed to the saves'
        writer thread (game/save_writer.py), so the frame never waits on the disk."""
        self.phones.moved()
        if self.demo or self.guide is not None:  # a tutorial never takes a real game's save
            return
        try:
            notice = saves.save_soon(self.match)
            if notice:
                self.app.toasts.show(notice)
        except OSError as err:  # a save too big to read back, or no folder for it
            self.tell_save_problem(err)

    def watch_save(self) -> None:
        """Each frame: a write that failed (or worked again) since the last look is told."""
        if self.demo or self.guide is not None:
            return
        problem = saves.save_problem(self.match)
        if problem is not self.write_problem:
            self.write_problem = problem
            self.tell_save_problem(problem)

    def tell_save_problem(self, err: Exception | None) -> None:
        """A save's failure, shown once, not after every move; None: saving works again."""
        problem = "" if err is None else f"The game could not be saved ({getattr(err, 'strerror', None) or err})."
        if problem and problem != self.save_problem:
            self.app.toasts.show(problem, "error")
        self.save_problem = problem

    # --- moves ---------------------------------------------------------------------------
    def try_move(self, move: Move) -> list[dict] | None:
        """Apply a human's move. A refused move shows the rules' sentence and
        changes nothing; returns the events as the room sees them, or None when refused. In a tutorial, only the
        learner's step is taken (a scripted mistake reaches the rules, which refuse it)."""
        if self.guide is not None and self.guide.refuses(move):
            return None
        try:
            events = self.match.apply(move)
        except IllegalMove as err:
            self.app.toasts.show(str(err), "error")
            self.app.sounds.play("error")
            if self.guide is not None:
                self.guide.refused(move)
            return None
        seen = self.match.events_for(events, ROOM)
        self.on_events(seen)
        self._save()
        return seen

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
        coach = getattr(self, "coach", None)
        if coach is not None and coach.placer is None:  # a table's first-game tips keep clear through the kit
            coach.placer = lambda size, subject, spots: self.place_overlay("tip", size, subject, spots)
        self.phones.take()  # the phones' taps, as a frame's input comes before its update
        self.run_table(dt)
        self.think_of_hint()
        self.refresh_targets()  # after any move made this frame: draw shows the focus as it is now
        if not self.demo:
            self.explainer.update(dt, self.explained_in_sight, self.focus_rect(), moving=self.busy())
        self.place_overlays()
        self.phones.send()
        self.watch_save()

    def run_table(self, dt: float) -> None:
        """The guide, the hint, the recap and banners; then chance and bot moves when due."""
        if self.app.scenes.reraise and not self.match.room_view_is_current():
            raise AssertionError("The state was edited in place without match.changed(): the table shows an old view.")
        self.thinking.start_frame()
        if self.guide is not None:
            self.guide.update(dt)
        self.drop_stale_hint()
        self.update_recap(dt)
        self.update_hand_off(dt)
        if self.demo:
            self.demo_banner.update(dt)
        if self.match.is_over():
            if not self.busy() and self.guide is None:  # a tutorial ends on its last card, not the results
                self._finish(dt)
            return
        if self.stalled:
            return
        if self.busy():
            self.thinking.ready(busy=True)  # while the last move plays, the next bot plans its own
            return
        if self.guide is not None and self.guide.holds_table():
            self.think_left = self._think_time()
            return  # the learner reads a card first
        due = self._automatic_due()
        if due is None:
            self.think_left = self._think_time()
            return
        if due == "bot":
            thought = self.thinking.ready()  # a bot is asked once its plan is made: a few steps a frame
            if self.think_left > 0 or not thought:
                self.think_left -= dt
                return
        waiting = set(self.match.to_act())
        pause = self._think_time()
        try:
            if due == "bot" and self.hold_bot_move(dt):
                return
            events = self.make_held_bot_move()
            if events is None:
                events = self.match.step_automatic()
            # Bots choosing at the same moment (a secret pick) think together, not in turn;
            # once that choice is over, the next bot move waits for its own think time.
            while events is not None and due == "bot":
                waiting.discard(self.match.log[-1]["player"])
                if not self._same_choice_goes_on(waiting) or self.shows_each_bot_move():
                    break
                if not self.thinking.ready():
                    pause = 0.0  # the next bot plans over the frames to come, then moves without a pause
                    break
                events += self.match.step_automatic()
        except IllegalMove as err:
            self.stalled = True
            log.error("automatic move refused: %s", err)
            self.app.toasts.show(f"A bot made a move the rules refuse: {err}", "error")
            return
        self.think_left = pause
        if events is not None:
            self.on_events(self.match.events_for(events, ROOM))  # the table shows what the room may see
            self._save()

    # --- the relaxed bot pace: name a bot's move and hold it before it is made -------------
    def hold_bot_move(self, dt: float) -> bool:
        """At the relaxed pace, ask a bot for its move first and hold it on screen for
        PREVIEW_SECONDS: `bot_preview` and a caption name it, or, for a secret choice,
        only who is choosing. True while it is held."""
        if self.bot_pace() != "relaxed":
            return False
        if self.held_bot_move is None:
            seat = next(s for s in self.match.to_act() if s != CHANCE and self.match.seats[s].is_bot)
            move = self.match.bot_move(seat)
            secret = self._hides_bot_move(seat, move)
            caption = self._choosing_caption() if secret else self._move_caption(seat, move)
            seconds = PREVIEW_SECONDS / self.app.anim_speed
            self.held_bot_move = HeldBotMove(seat, move, secret, caption, len(self.match.log), seconds)
            self.hint = None  # one highlight at a time: the bot's move is what happens next
            self.hold_back_tip(False)
            self.bot_preview = None if secret else (seat, move)
        self.held_bot_move.time_left -= dt
        return self.held_bot_move.time_left > 0

    def make_held_bot_move(self) -> list[dict] | None:
        """Make the move held on screen; None when none is held, or when the table changed
        while it was held and the rules now refuse it (the bot is then asked afresh)."""
        held, self.held_bot_move, self.bot_preview = self.held_bot_move, None, None
        if held is None:
            return None
        self.last_held_secret = held.secret
        try:
            return self.match.apply(held.move)
        except IllegalMove:
            if len(self.match.log) == held.log_length:
                raise  # the bot's own mistake: stop, as for any refused automatic move
            return None

    def shows_each_bot_move(self) -> bool:
        """Relaxed, outside a secret choice: bots acting at once still show one move at a time."""
        return self.bot_pace() == "relaxed" and not self.last_held_secret

    def _hidden_now(self, state, seats) -> set:
        """(seat, name) of everything the rules hide from those seats now."""
        return {(seat, name) for seat in seats for name in self.match.rules.secrets(state, seat)}

    def _hides_bot_move(self, seat: int, move: dict) -> bool:
        """A secret: made now, the move would hide something new from another seat (a
        secret pick), or it closes such a choice (the last pick, just before the reveal)."""
        if not hides_secrets(self.match.rules):
            return False  # the game hides nothing but the seed
        if self._adds_secret(self.match.state, move):
            return True
        last = self.match.log[-1] if self.match.log else None
        if last is None or last["kind"] != move["kind"] or last["player"] in (seat, CHANCE):
            return False
        return self._adds_secret(self.match.replay(len(self.match.log) - 1), last)

    def _adds_secret(self, state, move: dict) -> bool:
        """Would `move`, made in `state`, hide something new from the other seats?"""
        others = [other for other in range(len(self.match.seats)) if other != move["player"]]
        before = self._hidden_now(state, others)
        trial = copy.deepcopy(state)
        try:
            self.match.rules.apply(trial, move)
        except IllegalMove:
            return False  # refused when made, as at any pace
        return bool(self._hidden_now(trial, others) - before)

    def _move_caption(self, seat: int, move: dict) -> str:
        words = fill_names(self.match.rules.describe(move), self.names)
        return f"{self.seat_name(seat)} {words}."

    def _choosing_caption(self) -> str:
        bots = [self.seat_name(s) for s in self.match.to_act() if s != CHANCE and self.match.seats[s].is_bot]
        return f"{and_list(bots)} {'is' if len(bots) == 1 else 'are'} choosing..."

    # --- hand-offs: the human at the screen changes ---------------------------------------------
    def update_hand_off(self, dt: float) -> None:
        """With two or more humans at the table, a banner names who is up whenever someone
        who was not up a moment ago must act (a turn passing, a shared roll)."""
        self.hand_off_left = max(0.0, self.hand_off_left - dt)
        if self.demo or sum(not seat.is_bot for seat in self.match.seats) < 2:
            return
        humans = tuple(self.humans_up())
        if not set(humans) & set(self.hand_off_humans):
            self.hand_off_left = 0.0  # those it named are no longer up (they played behind a pass screen)
        if not humans or humans == self.hand_off_humans:
            return
        if not set(humans) <= set(self.hand_off_humans):  # someone new is up, not just someone done
            names = and_list([self.seat_name(seat) for seat in humans])
            self.hand_off_text = f"{names}, your turn"
            self.hand_off_left = HAND_OFF_SECONDS / self.app.anim_speed
        self.hand_off_humans = humans

    def _finish(self, dt: float) -> None:
        if self.finished:
            return
        if self.demo:
            self.end_wait += dt
            if self.end_wait >= DEMO_END_SECONDS / self.app.anim_speed:
                self.finished = True
                self.app.next_demo(self.demo_index + 1)
            return
        self.finished = True
        self.app.show_results(self.match)

    # --- input --------------------------------------------------------------------------
    def handle(self, action) -> bool:
        """The actions every game shares. Subclasses call this first and stop
        when it returns True."""
        if self.demo:
            if action.kind not in ("point", "text"):  # any button or key leaves the demo
                self.app.to_title()
                return True
            return True
        if action.kind == "point" and action.pos is not None:
            self.explainer.point(action.pos)
        elif action.kind in STEPS:
            self.explainer.stepped()
        if self.rejoin_pad(action):
            return True
        if self.guide is not None and self.guide.handle(action):
            return True
        if self.handle_log(action):
            return True
        if action.kind == "aid":  # F1: the player aid, over the table
            self.open_player_aid()
            return True
        if self.handle_hint(action):
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
        self.app.open_pause(self)

    # --- hints: the strongest bot's move for a player who asks, and why ---------------------------
    def hint_rect(self) -> pygame.Rect:
        if self.hint_button is not None:
            return self.hint_button
        rect = pygame.Rect((0, 0), HINT_BUTTON_SIZE)
        rect.topright = (self.log_button.left - 8, self.log_button.top)
        return rect

    def handle_hint(self, action) -> bool:
        """H, the Hint button or a pad's stick pressed in asks for a hint for the player it acts for."""
        clicked = action.kind == "click" and action.pos is not None and self.hint_rect().collidepoint(action.pos)
        if action.kind != "hint" and not clicked:
            return False
        self.ask_hint(action.source)
        return True

    def ask_hint(self, source: str) -> None:
        if self.guide is not None:
            self.guide.hint()  # the step's own words: the tutorial's move is already lit
            return
        refusal = self.hint_refusal()
        seat = self.router.seat_for(source, self.human_to_act(), self.hint_seat_preferred())
        if not refusal and seat is None:
            refusal = "Those controls don't play for anyone whose turn it is."
        if refusal:
            self.app.toasts.show(refusal, "error")
            self.app.sounds.play("error")
            return
        assert seat is not None
        self.app.sounds.play("click")
        plan = self.hint_plan(seat)
        hint = plan.hint if plan is not None else None
        if hint is None:  # still being planned: shown by think_of_hint the frame it is ready
            self.hint_asked = (seat, len(self.match.log))
            self.app.toasts.show(THINKING, "thinking")
            return
        self.show_hint(hint)

    def show_hint(self, hint: Hint) -> None:
        self.hint, self.hint_asked = hint, None
        self.bot_preview = (hint.seat, hint.move)
        self.refresh_targets()
        self.layer.focus_move(hint.move)  # so Enter or A makes the hinted move
        self.hold_back_tip(True)
        # The sentence is a toast, in the spot each table keeps for sentences; the highlight stays.
        self.app.toasts.clear("thinking")
        self.app.toasts.show(f"Hint for {self.seat_name(hint.seat)}: {hint.sentence}", "hint")

    def hint_seat(self) -> int | None:
        """The seat whose hint is planned while people think: the one a press (or a phone) asked for, else
        the one the shared controls serve, else the first person to act; None when no hint can be given."""
        if self.demo or self.guide is not None:
            return None
        phone_asked = self.phones.hint_waiting()
        if phone_asked is not None and self.hint_asked is None:
            return phone_asked  # a phone is its seat's alone: the TV's refusals (a secret in sight) don't apply
        refusal = self.hint_refusal()
        if refusal and not (self.focus_follows_hint and self.human_to_act()):
            return None
        if self.hint_asked is not None:
            return self.hint_asked[0]
        humans, preferred = self.human_to_act(), self.hint_seat_preferred()
        return preferred if preferred in humans else humans[0]

    def think_of_hint(self) -> None:
        """A few steps a frame of the hint for the person up (ThinkAhead); a press that came
        before it was ready sees it the frame it is."""
        seat = self.hint_seat()
        if seat is None:
            return
        before = self.hint_plan(seat)
        was_ready = before is not None and before.hint is not None  # the plan is worked on in place
        hint = self.thinking.think_of_hint(seat).hint
        if hint is not None and not was_ready:
            self.phones.hint_ready(seat)
        if hint is not None and self.hint_asked is not None:
            self.show_hint(hint)

    def hint_planning(self) -> bool:
        """A hint is still being planned: the table is not still, so frames keep coming to plan it."""
        seat = self.hint_seat()
        plan = None if seat is None else self.hint_plan(seat)
        return seat is not None and (plan is None or plan.hint is None)

    def hint_refusal(self) -> str:
        """Why no hint can be given now, in a sentence; "" when one can."""
        if not self.match.hints:
            return "Hints are off at this table."
        if self.match.is_over():
            return "The game is over."
        if not self.human_to_act():
            return "A hint is for a player whose turn it is."
        return ""

    def hint_seat_preferred(self) -> int | None:
        """The seat the shared controls serve now, when a table hands them round (Coal n' Write)."""
        up = self.humans_up()
        return up[0] if up else None

    def drop_stale_hint(self) -> None:
        """A hint lasts until the table moves on (any move, by anyone) or its player may no longer act;
        its sentence goes with it (else it names a move for a choice no longer on the table)."""
        hint = self.hint
        asked = self.hint_asked
        if asked is not None and (len(self.match.log) != asked[1] or asked[0] not in self.human_to_act()):
            self.hint_asked = None
            self.app.toasts.clear("thinking")
        if hint is None:
            return
        if len(self.match.log) != hint.log_length or hint.seat not in self.human_to_act():
            self.hint = None
            self.app.toasts.clear("hint")
            self.hold_back_tip(False)
            if self.bot_preview == (hint.seat, hint.move):
                self.bot_preview = None

    def hold_back_tip(self, held: bool) -> None:
        """A first-game tip steps aside while a hint shows: it may cover the very target the hint lights."""
        coach = getattr(self, "coach", None)
        if coach is not None:
            coach.held_back = held

    def draw_hint_button(self, surface) -> None:
        if not self.demo and self.match.hints:
            ui.draw_corner_button(surface, self.hint_rect(), "Hint")

    # --- the game log and "since your last turn" ------------------------------------------------
    def init_story(self) -> None:
        self._story: Story | None = None  # the told log, made when first needed
        self.recap_card: RecapCard | None = None
        self._recap_humans: frozenset[int] = frozenset()  # the people to act last frame
        self._recap_due: int | None = None  # a person whose turn just came round

    @property
    def story(self) -> Story:
        """The match's moves told in sentences; catch_up() tells only the new ones."""
        if self._story is None:
            self._story = Story(self.match)
        return self._story

    def open_player_aid(self) -> None:
        self.app.open_player_aid(self.spec)

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
        if self.demo or self.guide is not None:  # a tutorial's card tells it as it happens
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

    # --- overlays: placed clear of what they talk about (scenes/kit/keep_clear.py) -------------
    def place_overlays(self) -> None:
        """Where the tip, the recap card and the toasts show this frame (Learn to play's card is
        laid out by its guide, and placed again here off the focus and targets as they are now),
        worked out in update so drawing only reads it."""
        if self.guide is not None:
            self.guide.place_again()
        coach = getattr(self, "coach", None)
        if coach is not None:
            coach.place()
        card = self.recap_card
        if card is not None:  # the card shrinks (its oldest lines give way) to find a clear place
            smaller = [(card.rect.w, height) for height in RECAP_HEIGHTS if height < card.rect.h]
            card.shown = self.place_overlay("recap", card.rect.size, spots=[card.rect], smaller=smaller).rect
        self.toasts_area = self.place_toasts()
        shown = self.explainer.shown
        self.explainer.rect = (
            None
            if shown is None
            else self.place_overlay(
                "info",
                self.explainer.size(),
                shown[1],
                keep=self.explained_whole(shown[1]),
                smaller=self.explainer.smaller(),
            ).rect
        )

    def explained(self) -> list[tuple[pygame.Rect, str]]:
        """What on this table the player aid explains, and where: (rect, aid key) pairs."""
        return []

    def explained_whole(self, subject: pygame.Rect) -> list[pygame.Rect]:
        """What a rules card keeps clear of besides the thing it explains: the whole that thing is a
        part of (a route's other parts), so the card never covers what it talks about. A table lists its own."""
        return []

    def explained_in_sight(self) -> list[tuple[pygame.Rect, str]]:
        """What the aid explains, but nothing under Learn to play's card while the pointer rests
        on the card: reading it never opens a tip over the table behind."""
        pointer, card = self.explainer.pointer, self.guide.card if self.guide is not None else None
        if pointer is not None and card is not None and card.rect.collidepoint(pointer):
            return []
        return self.explained()

    def place_overlay(
        self,
        name: str,
        size: tuple[int, int],
        subject: pygame.Rect | None = None,
        spots: Sequence[pygame.Rect] = (),
        keep: Sequence[pygame.Rect] = (),
        smaller: Sequence[tuple[int, int]] = (),
    ) -> Placed:
        """Where the overlay `name` ("card", "tip", "recap", "toasts") goes now: covering none of
        what must stay seen (keep_seen) nor its subject, as few targets as it can, a table's
        spot first; it stays put while that holds."""
        spot = self.overlay_spots.setdefault(name, Spot())
        avoid = self.layer.rects() + self.reading_rects()
        return spot.place(size, [*keep, *self.keep_seen(name)], avoid, subject, spots, smaller=smaller)

    def about_rects(self, about: str) -> list[pygame.Rect]:
        """Where the part of the table a Learn to play step's `about` names is now (its card keeps
        off it); [] for a name this table doesn't know or a part not on screen. A table maps its own."""
        return []

    def overlaps_seen(self) -> list[tuple[str, str]]:
        """(word, what it covers) for the board words drawn this frame over another word or over
        what they must leave seen, for the readable tool and tests. A table with board words lists its own."""
        return []

    def reading_rects(self) -> list[pygame.Rect]:
        """What players read on this table now (the turn line, a prompt): overlays cover it only
        when they must, as a target. A table lists its own."""
        return []

    def keep_seen(self, placing: str = "") -> list[pygame.Rect]:
        """What no overlay may cover: the corner buttons, the focus while a person acts, a hint's
        targets, the dice, the other overlays showing and what Learn to play's card talks about."""
        keep = [MENU_BUTTON, self.log_button, self.hint_rect()]
        focused = self.layer.focused
        if focused is not None and self.human_to_act():
            keep.append(focused.shown)
        if self.hint is not None:
            keep += [target.shown for target in self.layer.for_move(self.hint.move)]
        keep += self.dice_rects()
        if self.hand_off_left > 0 and not self.demo:  # "Tess, your turn" is read before anything else
            keep.append(self.hand_off_rect())
        keep += [rect for name, rect in self.overlays_shown().items() if name != placing and rect is not None]
        if self.guide is not None and placing != "card":  # what Learn to play's card talks about
            keep += self.guide.about()
        return keep

    def overlays_shown(self) -> dict[str, pygame.Rect | None]:
        coach = getattr(self, "coach", None)
        card = self.guide.card if self.guide is not None else None
        return {
            "card": card.rect if card is not None else None,
            "tip": coach.shown_rect() if coach is not None else None,
            "recap": self.recap_card.shown if self.recap_card is not None else None,
            "info": self.explainer.rect,
        }

    def dice_rects(self) -> list[pygame.Rect]:
        """The dice in the table's tray, where each may be drawn (turned, a die is wider)."""
        tray = getattr(getattr(self, "board", None), "tray", None)
        if tray is None:
            return []
        size = int(tray.die_size * 1.45)
        return [
            pygame.Rect(0, 0, size, size).move(die.position[0] - size / 2, die.position[1] - size / 2)
            for die in tray.dice
        ]

    def toasts_at(self) -> pygame.Rect | None:
        return self.toasts_area

    def focus_rect(self) -> pygame.Rect | None:
        focused = self.layer.focused
        return focused.shown if focused is not None and self.human_to_act() else None

    def place_toasts(self) -> pygame.Rect | None:
        """The table's toast area, moved where the toasts showing cover nothing that must stay seen."""
        area = self.toast_area or ui.TOAST_AREA
        shown = self.app.toasts.layout(self.toast_area)
        if not shown:
            return self.toast_area
        rects = [rect for _, _, rect in shown]
        block = rects[0].unionall(rects[1:])
        placed = self.place_overlay("toasts", block.size, spots=[block]).rect
        return area.move(placed.x - block.x, placed.y - block.y)

    def draw_menu_button(self, surface) -> None:
        """Mouse players reach the pause menu here (keys: Esc, pads: Start)."""
        ui.draw_corner_button(surface, MENU_BUTTON, "Menu")

    def draw_name(self, surface, at=(16, 8), size: int = 50) -> None:
        """The game's name at the table's top left."""
        theme.draw_text(surface, self.spec.title, at, size, theme.GOLD, shadow=True, display=True)

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("wood"), (0, 0))
        theme.draw_heading(surface, self.spec.title, (theme.WIDTH // 2, 24))
        if self.demo:
            self.draw_demo_banner(surface)

    def exit(self) -> None:
        self.phones.turn_off("This table has closed: phones are off.")  # no port stays open past its table
        saves.wait_for_saves()  # leaving the table: its last save is on disk before what comes next

    def covered(self, dt: float) -> None:
        self.phones.tick()  # under a pause menu or a pick screen, phones that come still get their picture
        self.thinking.start_frame()
        self.think_of_hint()  # a pick screen's Hint press is for this table's hint

    def draw_over(self, surface) -> None:
        """What every table shares, over its own drawing: the Log button, the
        recap card, the held bot move's caption and the hand-off banner."""
        self.phones.draw(surface)
        self.draw_log_button(surface)
        self.draw_hint_button(surface)
        self.draw_recap(surface)
        self.explainer.draw(surface)
        self.draw_bot_caption(surface)
        self.draw_hand_off(surface)
        if self.guide is not None:
            self.guide.draw(surface)

    def draw_bot_caption(self, surface) -> None:
        """The held bot move in a sentence, in the table's caption area (relaxed bot pace)."""
        held = self.held_bot_move
        if held is None or self.demo:
            return
        rect, size, lines = self.caption_layout(held.caption)
        colour = self.match.seats[held.seat].colour
        surface.blit(theme.veil(rect.size, theme.NIGHT, 225), rect)
        pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=10)
        badge = min(40, rect.h - 12)
        theme.draw_player_badge(
            surface, (rect.x + 12 + badge // 2, rect.centery), colour, badge, self.app.settings.colour_blind
        )
        line_height = theme.font(size).get_linesize()
        top = rect.centery - line_height * len(lines) // 2
        for number, line in enumerate(lines):
            theme.draw_text(surface, line, (rect.x + 24 + badge, top + number * line_height), size, theme.CREAM)

    def caption_layout(self, caption: str) -> tuple[pygame.Rect, int, list[str]]:
        """The caption's box at the top of caption_area, its text size and lines: the largest size whose
        lines fit the area, wrapped if need be; at the smallest size the last line is cut short."""
        area = self.caption_area
        room = area.w - 80  # the badge and the margins
        for size in CAPTION_SIZES:  # hand-wrapped: shrunk until the lines fit, the last one cut short
            lines = theme.wrap_lines(caption, size, room)
            if len(lines) * theme.font(size).get_linesize() + 16 <= area.h:
                break
        else:
            most = max(1, (area.h - 16) // theme.font(size).get_linesize())
            lines = lines[: most - 1] + [theme.fit(" ".join(lines[most - 1 :]), size, room)]
        width = area.w if len(lines) > 1 else max(theme.font(size).size(line)[0] for line in lines) + 80
        height = min(area.h, max(60, len(lines) * theme.font(size).get_linesize() + 16))
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = area.midtop
        return rect, size, lines

    def hand_off_rect(self) -> pygame.Rect:
        """Where "Tess, your turn" shows."""
        text = theme.fit(self.hand_off_text, theme.HEADING, 1100, display=True)
        rect = pygame.Rect(0, 0, theme.font(theme.HEADING, display=True).size(text)[0] + 80, 90)
        rect.center = (theme.WIDTH // 2, 170)
        return rect

    def draw_hand_off(self, surface) -> None:
        """ "Tess, your turn" for a moment; it fades and never takes a press."""
        if self.hand_off_left <= 0 or self.demo:
            return
        alpha = int(255 * min(1.0, self.hand_off_left / 0.5))
        text = theme.fit(self.hand_off_text, theme.HEADING, 1100, display=True)
        rect = self.hand_off_rect()
        backing = theme.veil(rect.size, theme.BROWN_DARK, 215)
        backing.set_alpha(alpha)
        surface.blit(backing, rect)
        theme.draw_text(
            surface, text, rect.center, theme.HEADING, theme.GOLD, "center", shadow=True, alpha=alpha, display=True
        )

    def draw_demo_banner(self, surface) -> None:
        self.demo_banner.draw(surface)


def game_screens(spec) -> ModuleType:
    """The package that puts a game on screen, scenes/<id>/: its SCENE and its how-to PICTURES."""
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
