"""Learn to play on a game's own table: the guide over a scripted match.

The guide holds the table while a card waits to be read, dims everything but
the places the learner's step uses (each game's `tutorial_spots(move)`),
refuses any other click or move with a kind sentence, and hands over to a
real game at the end or on Skip. What is scripted, and where the learner
stands, is game/tutorial.py's (the Tutor); the guide only shows it."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game import tutorial
from game.core import CHANCE
from game.match import Seat
from scenes.kit import ui
from scenes.kit.input import RING_STEPS
from sprites import theme

CARD_WIDTH = 600
# Narrower cards (more lines), tried in turn when the full one would cover what the step talks
# about, a target or the focus: a card beside the subject beats one over it.
NARROW_WIDTHS = (500, 420, 340)
BUTTON_WIDTH = 120  # a card's buttons are at least this wide; on a card this narrow, NARROW_BUTTON_WIDTH
NARROW_CARD, NARROW_BUTTON_WIDTH = 400, 96
CARD_TEXT = theme.SMALL  # readable from the couch, and two sentences fit in three lines
BUTTON_HEIGHT = 48
SPOT_MARGIN = 10  # the light around a spot, so its ring never covers what it shows
DIM_ALPHA = 150
# Where the card may sit, best first, when a table names none: the first that covers
# no spot and no corner button wins. Each is a top-left corner; the card's height varies.
CARD_CORNERS = ((340, None), (340, 76), (16, 150), (664, 150), (16, None), (664, None))
CORNER_BUTTONS = pygame.Rect(880, 10, 400, 56)  # Hint, Log and Menu on most tables
CARD_ARM_SECONDS = 0.8  # a new card takes no Next this soon: a held or mashed key can't skip its words
READING_WORDS_PER_SECOND = 2.5  # a card read aloud to a child, or by a new reader: about 150 words a minute


def reading_seconds(text: str) -> float:
    return len(text.split()) / READING_WORDS_PER_SECOND


@dataclass
class CardButton:
    label: str
    rect: pygame.Rect
    press: Callable[[], None]
    primary: bool = False  # lit: what Enter plays
    focused: bool = False  # stepped to by arrows or shoulders (the last card's choices)


@dataclass
class Card:
    """The card on screen now, laid out in update (draw and clicks read it)."""

    heading: str
    lines: list[str]
    rect: pygame.Rect
    buttons: list[CardButton]


class StandsInForTable:
    """A choice screen that takes the learner's step while it is up (Stripmine's pick screen,
    King of Copper's choice screens): the guide and the match are its table's."""

    game_scene: Any

    @property
    def guide(self):
        return self.game_scene.guide

    @property
    def match(self):
        return self.game_scene.match


class Guide:
    """Hung on a GameScene as `scene.guide` while it plays a tutorial."""

    def __init__(self, scene, handover: Callable[[], None], leave: Callable[[], None]):
        self.scene = scene
        self.app = scene.app
        self.match = scene.match
        self.tutor: tutorial.Tutor = scene.match.tutor
        self.handover = handover  # the real game, with the seats the setup describes
        self.leave = leave  # back where the tutorial was started
        self.card: Card | None = None
        self.spots: list[pygame.Rect] = []
        self.focused_step = -1  # the learner step whose target has the focus
        self.time = 0.0
        self.finished = False
        self.card_text = ""
        self.card_age = 0.0  # how long the card's words have shown
        self.card_words = ""  # the words of the card on screen, held while a bot's move still plays
        self.card_number = ""  # its counter, worked out when its words first showed: held words keep it
        self.outro_focus = ""  # the last card's button that Enter plays ("" is its default, the last)
        self._laid_out: tuple | None = None  # the latest _layout's arguments (placed again after the table moves)

    # --- what is up ------------------------------------------------------------------------
    def learner_step(self) -> tutorial.Step | None:
        """The learner's step, once it is their move (chance may still be rolling for it)."""
        step = self.tutor.learner_up()
        return step if step is not None and tutorial.LEARNER in self.match.to_act() else None

    def holds_table(self) -> bool:
        """No bot or chance move while a card waits to be read, once the script is played out, or
        while the learner's step is up (in a simultaneous turn a bot acts too: its move comes later)."""
        return (
            self.tutor.reading() is not None
            or self.tutor.step() is None
            or self.learner_step() is not None
            or self.reads_on()
        )

    def reads_on(self) -> bool:
        """A bot's card (its step's words) goes with no Next once its move is made: the move waits
        until the card has shown long enough to be read at a child's pace, the bot's own pause
        before its move (its think time and the relaxed preview) counted in."""
        from scenes.kit.game_scene import PREVIEW_SECONDS

        step = self.tutor.step()
        if step is None or step.learner or step.move.get("player") == CHANCE or self.card_words != step.say:
            return False
        pause = self.scene._think_time() + PREVIEW_SECONDS / self.app.anim_speed
        return bool(step.say) and self.card_age + pause < reading_seconds(step.say)

    def progress(self) -> str:
        """Which card this is of the lesson's: each step shows one while it is up (what to do, or
        what a bot does) and one after it when it says what happened, so the count moves with
        the words on screen; words held while a move still plays keep their number."""
        script, tutor = self.tutor.script, self.tutor
        says, thens, count = [], [], 1  # each step's cards' numbers, after the welcome card (1)
        for index, step in enumerate(script.steps):
            before = script.steps[index - 1] if index else None
            # a wordless move of a bot or chance right after another of the same seat's: one "Watch" card
            shared = not step.say and before is not None and not (before.say or before.then or before.learner)
            count += not (shared and before is not None and before.move.get("player") == step.move.get("player"))
            says.append(count)
            count += bool(step.then)
            thens.append(count)
        position, reading = tutor.position(), tutor.reading()
        if not tutor.intro_read:
            number = 1
        elif reading is not None and self.scene.busy() and self.card_words:
            number = says[position - 1]  # the step's own words, while its move plays
        elif reading is not None:
            number = thens[position - 1]  # what it did
        elif position >= len(script.steps):
            number = count + 1  # the last card
        elif self.learner_step() is not None and self.others_move_plays():
            number = says[position - 1]  # a bot's words, while its move plays
        else:
            number = says[position]
        return f"Learn to play: card {number} of {count + 1}"

    def settling(self) -> bool:
        """The table still plays the last move, or the card is new: Next waits, so it never cuts
        an animation short and the words get a moment to be read."""
        return self.scene.busy() or self.card_age < CARD_ARM_SECONDS

    # --- update: the card and the spots -------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        step = self.learner_step()
        self.spots = []
        if step is not None and not self.scene.busy():
            self.spots = [pygame.Rect(rect) for rect in self.scene.tutorial_spots(step.move)]
            position = self.tutor.position()
            if position != self.focused_step:
                self.focused_step = position
                self.scene.tutorial_focus(step.move)
        self.card = self._card(step)
        text = " ".join(self.card.lines) if self.card is not None else ""
        self.card_age = self.card_age + dt if text == self.card_text else 0.0
        self.card_text = text

    def _card(self, step: tutorial.Step | None) -> Card | None:
        back = ("Back", self.back)
        skip = ("Skip", self.skip)
        reading = self.tutor.reading()
        if self.tutor.step() is None and reading is None:
            finish = [] if self.settling() else [*self._next_lesson(), ("Play a real game!", self.finish)]
            return self._layout(self.tutor.script.outro, [back, *finish], self.outro_focus or "Play a real game!")
        held = False  # the last card's words wait on while a move plays: they keep its number
        if reading is not None and self.scene.busy() and self.card_words:
            text, buttons, held = (
                self.scene.words_while_playing(self.card_words),
                [back, skip],
                True,
            )  # its words wait for the move to be seen (a score they name)
        elif reading is not None and self.settling():
            text, buttons = reading.then, [back, skip]
        elif reading is not None:
            text, buttons = reading.then, [back, skip, ("Next", self.next)]
        elif step is not None and self.others_move_plays():
            text, buttons, held = self.card_words or self._watch_text(), [back, skip], bool(self.card_words)
        elif step is not None:
            text, buttons = step.say, [back, skip]
        else:
            text, buttons = self._watch_text(), [back, skip]
        return self._layout(text, buttons, held=held)

    def others_move_plays(self) -> bool:
        """A bot's or chance's last move still plays on the table: the learner's words wait for it
        to be still, so "Your turn" never shows while a rival's token is on its way."""
        log = self.match.log
        return bool(log) and log[-1].get("player") != tutorial.LEARNER and self.scene.busy()

    def _next_lesson(self) -> list[tuple[str, Callable[[], None]]]:
        later = [lesson for lesson in tutorial.lessons(self.match.spec.id) if lesson > self.tutor.script.lesson]
        return [("Next lesson", lambda: self.next_lesson(later[0]))] if later else []

    def _watch_text(self) -> str:
        """While a bot or chance moves: the script's words for it, else who is moving."""
        step = self.tutor.step()
        if step is not None and step.say and not step.learner:
            return step.say
        actors = self.match.to_act()
        if CHANCE in actors:
            return "Watch the table."
        bots = [self.scene.seat_name(seat) for seat in actors if self.match.seats[seat].is_bot]
        return f"Watch {bots[0]} take a turn." if bots else "Watch the table."

    def _lines(self, text: str, width: int) -> list[str]:
        return theme.wrap_lines(text, CARD_TEXT, width - 40)  # by hand: the height follows

    def _size(self, text: str, width: int) -> tuple[int, int]:
        line_height = theme.font(CARD_TEXT).get_linesize()
        lines = len(self._lines(text, width))
        return width, 16 + theme.font(theme.MIN_TEXT).get_linesize() + 8 + line_height * lines + 14 + BUTTON_HEIGHT + 14

    @staticmethod
    def _button_width(label: str, card_width: int) -> int:
        least = BUTTON_WIDTH if card_width >= NARROW_CARD else NARROW_BUTTON_WIDTH
        return max(least, theme.font(30).size(label)[0] + 40)

    def _layout(
        self, text: str, buttons: list[tuple[str, Callable[[], None]]], focus: str = "", held: bool = False
    ) -> Card:
        """The card laid out; `focus` names the button arrows have stepped to (the last card's);
        `held` words keep the number they showed with."""
        if not (held and text == self.card_words and self.card_number):
            self.card_number = self.progress()
        self.card_words = text
        self._laid_out = (text, buttons, focus)
        narrower = [
            self._size(text, width)
            for width in NARROW_WIDTHS
            if width >= 32 + sum(self._button_width(label, width) + 12 for label, _ in buttons)  # its buttons fit
        ]
        rect = self._place(self._size(text, CARD_WIDTH), narrower)
        lines = self._lines(text, rect.w)
        placed = []
        x = rect.right - 16
        for index, (label, press) in enumerate(reversed(buttons)):
            width = self._button_width(label, rect.w)
            button_rect = pygame.Rect(0, 0, width, BUTTON_HEIGHT)
            button_rect.bottomright = (x, rect.bottom - 14)
            x = button_rect.left - 12
            lit = label == focus if focus else index == 0 and len(buttons) > 2 or label.startswith("Play")
            placed.append(CardButton(label, button_rect, press, primary=lit, focused=bool(focus) and lit))
        if placed and placed[-1].label == "Back":  # Back sits apart, on the left
            placed[-1].rect.left = rect.left + 16
        return Card(self.card_number, lines, rect, list(reversed(placed)))

    def place_again(self) -> None:
        """The card placed anew once the table has moved this frame (its focus and targets as drawn)."""
        if self.card is not None and self._laid_out is not None:
            text, buttons, focus = self._laid_out
            self.card = self._layout(text, buttons, focus, held=True)  # the same card: the same number

    def step_about(self) -> str:
        """What on the table the card's words talk about: the shown step's `about` ("" for none)."""
        step = self.tutor.reading() or self.tutor.step()
        return step.about if step is not None else ""

    def about(self) -> list[pygame.Rect]:
        """Where that is now (the scene's `about_rects`)."""
        about = self.step_about()
        return self.scene.about_rects(about) if about else []

    def _place(self, size: tuple[int, int], narrower: list[tuple[int, int]]) -> pygame.Rect:
        """The first of the table's spots (or CARD_CORNERS) that covers no lit spot, corner button,
        focus, dice or what the step talks about, and no other target; else a narrower card that
        does; else the nearest place covering the fewest (GameScene.place_overlay)."""
        keep = [spot.inflate(2 * SPOT_MARGIN + 8, 2 * SPOT_MARGIN + 8) for spot in self.spots] + [CORNER_BUTTONS]
        keep += self.about()
        top = self.app.scenes.top
        if top is not self.scene and getattr(top, "guide", None) is self:  # a choice screen takes the step
            keep += [rect for rect in [top.focus_rect()] if rect is not None]
        corners = getattr(self.scene, "tutorial_card_spots", None) or [
            (x, theme.HEIGHT - size[1] - 12 if y is None else y) for x, y in CARD_CORNERS
        ]
        spots = [pygame.Rect(corner[:2], size).clamp(theme.SCREEN) for corner in corners]
        return self.scene.place_overlay("card", size, spots=spots, keep=keep, smaller=narrower).rect

    # --- the learner's input ---------------------------------------------------------------------
    def handle(self, action) -> bool:
        """The card's buttons; Next, Back and Skip from keys; clicks on dimmed places refused."""
        card = self.card
        if card is None:
            return False
        pos = action.pos if action.kind == "click" else None
        if pos is not None:
            for button in card.buttons:
                if button.rect.collidepoint(pos):
                    self.app.sounds.play("click")
                    button.press()
                    return True
            if card.rect.collidepoint(pos):
                return True  # the card itself: nothing under it is the learner's
        reading = self.tutor.reading() is not None or self.tutor.step() is None
        if self.steps_back(action):
            self.back()
            return True
        if self.tutor.finished() and action.kind in RING_STEPS:
            self._step_focus(card, RING_STEPS[action.kind])
            return True
        if reading and action.kind == "confirm":
            if not self.settling():
                self._press_last()
            return True
        if pos is None or self._on_corner_button(pos):
            return False
        if reading:
            if self._reads_on_to(pos):
                return False  # the card has turned: the click is the step's, and the table's
            if not self.settling():
                self._press_last()  # a click anywhere reads on, for small hands
            return True
        step = self.learner_step()
        if step is None:
            self.refuse("Wait a moment: it's not your turn yet.")
            return True
        if self.spots and not any(
            spot.inflate(2 * SPOT_MARGIN, 2 * SPOT_MARGIN).collidepoint(pos) for spot in self.spots
        ):
            self.refuse(f"Not there! {step.say}")
            return True
        return False

    def _reads_on_to(self, pos) -> bool:
        """A click, while a card waits, on the very place the next step will light: the learner
        has read enough and means that move, so the card turns and the click makes it (a second
        click, refused as "Not there!" once the card had turned, is what a learner never expects).
        A click anywhere else only turns the card, once it may be turned."""
        upcoming = self.tutor.step()
        if upcoming is None or not upcoming.learner or self.scene.busy():
            return False
        spots = [pygame.Rect(rect) for rect in self.scene.tutorial_spots(upcoming.move)]
        if not any(spot.inflate(2 * SPOT_MARGIN, 2 * SPOT_MARGIN).collidepoint(pos) for spot in spots):
            return False
        while self.tutor.reading() is not None:  # the welcome card too, before the first step
            self.next()
        if self.learner_step() is None:
            return False
        self.spots = spots
        return True

    @staticmethod
    def steps_back(action) -> bool:
        """Backspace (back, or erase while typing) and a pad's B take the learner a step back;
        a right click (a back with a place) still opens the pause menu."""
        return action.kind == "erase" or (action.kind == "back" and action.pos is None)

    def _on_corner_button(self, pos) -> bool:
        from scenes.kit.game_scene import MENU_BUTTON

        scene = self.scene
        return any(rect.collidepoint(pos) for rect in (MENU_BUTTON, scene.log_button, scene.hint_rect()))

    def _step_focus(self, card: Card, step: int) -> None:
        """Arrows, Tab or a pad's shoulders step round the last card's buttons (Next lesson too)."""
        labels = [button.label for button in card.buttons]
        focused = next((button.label for button in card.buttons if button.focused), None)
        if focused is None:  # its buttons wait while the table settles
            return
        self.outro_focus = labels[(labels.index(focused) + step) % len(labels)]
        self.app.sounds.play("move")
        self.card = self._card(None)  # drawn focused at once

    def _press_last(self) -> None:
        """Next on a card, or the last card's focused button, decided afresh: the card on screen
        was laid out before the latest move (a second press in one frame reads no card twice)."""
        if self.tutor.reading() is not None:
            self.app.sounds.play("click")
            self.next()
            return
        focused = next((button for button in self.card.buttons if button.focused), None) if self.card else None
        if focused is None:  # the card on screen is not the last one yet
            return
        self.app.sounds.play("click")
        focused.press()

    def refuse(self, sentence: str) -> None:
        self.app.toasts.show(sentence, "error")
        self.app.sounds.play("error")

    def refuses(self, move: dict) -> bool:
        """A move that is not the learner's step: refused, kindly, and nothing changes."""
        if self.tutor.expects(move):
            return False
        step = self.learner_step()
        if step is None:
            self.refuse("Wait a moment: it's not your turn yet.")
        else:
            self.refuse(f"Not that one! {step.say}")
        return True

    def refused(self, move: dict) -> None:
        """The rules refused the learner's move: when it was the step's mistake, that step is done."""
        step = self.learner_step()
        if step is not None and step.mistake and self.tutor.expects(move):
            self.tutor.tried_mistake()

    def hint(self) -> None:
        """H in a tutorial: the step again, and its spots pulse anew."""
        step = self.learner_step()
        self.time = 0.0
        self.app.toasts.show(step.say if step is not None else "Watch the table, then press Next.", "hint")

    # --- Next, Back, Skip and the end -------------------------------------------------------------
    def next(self) -> None:
        self.app.toasts.clear("error")  # a refusal the card has just explained goes with it
        self.tutor.next_read()

    def back(self) -> None:
        """One of the learner's steps back; from the first, the welcome card; from there, out."""
        self.outro_focus = ""  # the last card, come to again, starts where it always does
        if self.tutor.back():
            self._table_anew()
        elif self.tutor.intro_read:
            self.tutor.intro_read = False
        else:
            self.leave()

    def _table_anew(self) -> None:
        """After a step back, the table is drawn afresh from the match: no animation, selection
        or held move of the steps undone survives."""
        from scenes.kit.game_scene import scene_for

        self.focused_step = -1
        self.app.scenes.replace(_guided(scene_for(self.app, self.match), self))

    def skip(self) -> None:
        """Asked first: a stray press must not end the lesson."""
        from scenes.kit.confirm import ConfirmScene

        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Skip the rest?",
                ["The real game starts now.", "Learn to play stays on the setup screen."],
                "Skip to a real game",
                self.finish,
                "Keep learning",
            )
        )

    def finish(self) -> None:
        """Played through or skipped: remembered as learned, then the real game."""
        if self.finished:
            return
        self.finished = True
        self._learned()
        self.handover()

    def next_lesson(self, lesson: int) -> None:
        """On to the game's next lesson with the same learner; its end still starts the real game."""
        try:
            scene = start_tutorial(self.app, self.match.spec, self.match.seats[0], self.handover, self.leave, lesson)
        except tutorial.ScriptError as err:  # damaged since the game started
            self.app.toasts.show(str(err), "error")
            return
        self._learned()
        self.app.scenes.replace(scene)

    def _learned(self) -> None:
        settings = self.app.settings
        if self.match.spec.id not in settings.learned:
            settings.learned.append(self.match.spec.id)
            self.app.save_settings()

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        if self.spots:
            self._draw_spotlight(surface)
        if self.card is not None:
            self._draw_card(surface, self.card)

    def _draw_spotlight(self, surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*theme.NIGHT, DIM_ALPHA))
        holes = [spot.inflate(2 * SPOT_MARGIN, 2 * SPOT_MARGIN) for spot in self.spots]
        for hole in holes:
            pygame.draw.rect(veil, (0, 0, 0, 0), hole, border_radius=14)
        surface.blit(veil, (0, 0))
        pulse = 0.5 + 0.5 * math.sin(self.time * 5)
        for hole in holes:
            ring = hole.inflate(int(6 * pulse), int(6 * pulse))
            pygame.draw.rect(surface, theme.GOLD_LIGHT if pulse > 0.5 else theme.GOLD, ring, 5, border_radius=16)

    def _draw_card(self, surface, card: Card) -> None:
        rect = card.rect
        pygame.draw.rect(surface, theme.SHADOW, rect.move(5, 6), border_radius=18)
        pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=18)
        pygame.draw.rect(surface, theme.GOLD, rect, 5, border_radius=18)
        theme.draw_text(surface, card.heading, (rect.x + 20, rect.y + 14), theme.MIN_TEXT, theme.COPPER)
        line_height = theme.font(CARD_TEXT).get_linesize()
        top = rect.y + 16 + theme.font(theme.MIN_TEXT).get_linesize() + 8
        for number, line in enumerate(card.lines):
            theme.draw_text(surface, line, (rect.x + 20, top + number * line_height), CARD_TEXT, theme.INK)
        for button in card.buttons:
            if button.focused:  # a ring that stands out on the parchment, around the lit button
                pygame.draw.rect(surface, theme.COPPER, button.rect.inflate(14, 14), 4, border_radius=16)
            ui.draw_corner_button(surface, button.rect, button.label, lit=button.primary)


def start_tutorial(app, spec, learner: Seat, handover: Callable[[], None], leave: Callable[[], None], lesson: int = 1):
    """The game's own scene over the lesson's scripted match, with a guide: `handover` starts the
    real game, `leave` goes back to where the tutorial was asked for. A script that can't be played
    raises tutorial.ScriptError (the player's sentence) before any scene is made."""
    from scenes.kit.game_scene import scene_for

    match = tutorial.new_match(spec, tutorial.ready_script(spec, lesson), learner)
    scene = scene_for(app, match)
    return _guided(scene, Guide(scene, handover, leave))


def _guided(scene, guide: Guide):
    scene.guide = guide
    guide.scene = scene
    coach = getattr(scene, "coach", None)
    if coach is not None:
        coach.active = False  # the guide says it all; the tips would say it twice
    return scene
