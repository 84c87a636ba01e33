"""The Bindle Rails Express mat: roll and keep dice, order the route, then
spend dice one at a time on routes, technology and company values.

The scene turns input into the rules' small moves and events into animation
(scenes/bindle_rails/board.py); every rule is decided in game/bindle_rails.
Pick up a die and everything it can pay for glows; tap a glowing place.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from typing import Callable

import pygame

from game.bindle_rails import rules
from game.bindle_rails.rules import COMPANIES, GOALS
from game.core import CHANCE, IllegalMove
from scenes.bindle_rails import layout as L
from scenes.bindle_rails.board import Board, event_key, route_key
from scenes.kit import ui
from scenes.kit.coach import Coach, Tip
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import LOG_BUTTON_SIZE, MENU_BUTTON, GameScene
from sprites import theme

TALLY_SECONDS = 4.0
BOT_PAUSE = 0.2  # seconds between a bot's small moves
TALLY = pygame.Rect(300, 90, 680, 560)
DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


@dataclass
class Hotspot:
    key: tuple
    rect: pygame.Rect
    activate: Callable[[], None]
    glow: bool = False
    label: str = ""  # buttons draw their label
    legal: bool = True  # the rules allow it now: only legal spots take the focus; others answer with a sentence
    pad: str = ""  # the shortcut that presses it: "button2" (X, 3) or "button3" (Y, 4)


UNDO = ("button", "undo")
GOALS_BUTTON = ("button", "goals")
# The buttons of each moment: the move each makes, its row and label (X and Y press rows 0 and 1).
BUTTONS = {
    "reroll_route": (0, "reroll", "Reroll (X/3)"),
    "reroll_events": (0, "reroll", "Reroll (X/3)"),
    "stop_route": (1, "stop", "Keep all (Y/4)"),
    "stop_events": (1, "stop", "Keep all (Y/4)"),
    "confirm_route": (0, "confirm", "Start! (X/3)"),
    "unplace_route": (1, "unplace", "Take back (Y/4)"),
    "end_turn": (0, "end", "End turn (X/3)"),
}
# Where Learn to play's card sits (top-left corners, best first; the kit keeps it on screen and
# clear of the step's spot): over the empty tray, or while dice lie there, low on the left, over
# the route's last stretches and the empty use boxes (the buttons start just right of it).
CARD_OVER_TRAY = (L.TRAY.left + 10, L.TRAY.top + 12)
CARD_LOW_LEFT = (0, theme.HEIGHT)
# The kit keeps the card 14 px clear of a lit spot: a button is lit from this far inside its left
# edge, so the low card (600 wide, at the left edge) still fits beside Reroll and Keep all and the
# dice in the tray stay in sight.
BUTTON_SPOT_INSET = 4
CARD_BELOW_CHOICE = (340, theme.HEIGHT)  # under the railroads to choose from
KEEP_GOALS = pygame.Rect(380, 540, 250, 60)
UNDO_GOALS = pygame.Rect(650, 540, 250, 60)


def joined(words: list[str], last: str = "and") -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def _exit(rect: pygame.Rect, inside, towards) -> tuple[int, int] | None:
    """Where the line from `inside` (in rect) towards a point leaves rect."""
    seg = rect.inflate(-2, -2).clipline(inside, towards)
    if not seg:
        return None
    return seg[1] if seg[0] == tuple(inside) else seg[0]


def tutorial_key(move: dict, selected: tuple | None) -> tuple:
    """The hotspot that makes `move` next: spending a die takes two taps, the die and then its use."""
    kind = move.get("kind", "")
    if kind == "assign":
        die = event_key(move["die"])
        return ("use", move["use"]) if selected == die else die
    if kind in BUTTONS:
        return ("button", BUTTONS[kind][1])
    if kind in ("keep_route", "free_route", "place_route"):
        return route_key(move["die"])
    if kind in ("keep_event", "free_event", "unassign"):
        return event_key(move["die"])
    if kind == "company":
        return ("company", move["company"])
    if kind == "drop_goal":
        return ("goal", move["card"])
    return ("button", kind)  # keep_goals


class BindleRailsScene(GameScene):
    # The table's spots for what the kit draws over it: the Log and Hint buttons in the top bar's gaps,
    # the bot caption where a person's buttons go (empty on a bot's turn), toasts below "VP so far"
    # (the tray's dice may rest anywhere on the felt).
    log_button = pygame.Rect((858, 8), LOG_BUTTON_SIZE)
    recap_area = pygame.Rect(264, 72, 606, 300)
    hint_button = pygame.Rect(322, 8, 78, 46)  # between the name and the turn track
    caption_area = pygame.Rect(604, 524, 268, 184)
    toast_area = pygame.Rect(888, 500, 380, 208)

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.board = Board(app, match)
        self.focus: tuple | None = None
        self.hotspots: list[Hotspot] = []
        self._hotspot_stamp: tuple | None = None  # what the hotspots were last made for
        self.tally_time = 0.0  # seconds the final tally has been on show
        self.tally_done = False
        self.pending_actions: list = []
        self.focus_moves_on = False  # a move was made: the focus goes on to the next glowing target
        self.focus_at: tuple[int, int] = (640, 360)  # where the focus last rested
        self.goals_shown = False  # the goals over the tray (the Goals button), until the next press
        self.tally_panel = theme.Panel(TALLY, "parchment", 22)
        self._shade: pygame.Surface | None = None
        self._goal_images: dict = {}
        self.coach = Coach(app, match.spec.id, self.coach_tips(), enabled=not demo and not match.seats[0].is_bot)

    # --- rules state, read only ------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def human_turn(self) -> bool:
        return (
            not self.demo and not self.match.is_over() and 0 in self.match.to_act() and not self.match.seats[0].is_bot
        )

    def idle(self) -> bool:
        return self.human_turn() and not self.board.blocking

    def legal(self) -> list[dict]:
        return self.match.legal_moves(0) if self.human_turn() else []

    def has_move(self, kind: str, **fields) -> bool:
        return any(m["kind"] == kind and all(m.get(k) == v for k, v in fields.items()) for m in self.legal())

    # --- the game loop -----------------------------------------------------------------
    def _think_time(self) -> float:
        """A bot turn here is many small moves: a shorter pause each keeps it watchable. At the
        relaxed bot pace each move is held as long as the table kit holds any bot's move."""
        if self.app.settings.bot_pace == "relaxed":
            return super()._think_time()
        return min(super()._think_time(), BOT_PAUSE / self.app.anim_speed)

    def busy(self) -> bool:
        return self.board.busy or self.showing_tally()

    def showing_tally(self) -> bool:
        """The final tally stays until the player moves on (a few seconds for bots)."""
        return self.match.is_over() and not self.board.busy and not self.tally_done

    def close_tally(self) -> None:
        self.tally_done = True

    def on_events(self, events: list[dict]) -> None:
        self.board.timeline.play(events)
        if self.board.selected and self.state.event_place[self.board.selected[1]] != "keep":
            self.board.selected = None
        self._hotspot_stamp = None

    def toast_spot(self) -> pygame.Rect:
        """Below "VP so far", unless that panel holds the private companies while dice are
        spent (they are targets then): the tray's felt, empty while dice are spent."""
        if self.state.privates_on and self.state.phase == "spend":
            return pygame.Rect(L.TRAY.left + 12, L.TRAY.top + 150, L.TRAY.w - 24, 160)  # under the spend tip
        return type(self).toast_area

    def update(self, dt: float) -> None:
        self.board.update(dt)
        self.toast_area = self.toast_spot()
        if self.showing_tally():
            self.tally_time += dt
            if (self.demo or self.match.seats[0].is_bot) and self.tally_time > TALLY_SECONDS / self.app.anim_speed:
                self.close_tally()
        super().update(dt)
        self.coach.update(dt)
        self.refresh_hotspots()
        if self.pending_actions and self.idle():
            waiting, self.pending_actions = self.pending_actions, []
            for action in waiting:
                self.handle(action)
            self.refresh_hotspots()  # as those presses left the table, for drawing
        self.board.light_tray()

    def refresh_hotspots(self) -> None:
        stamp = (len(self.match.log), self.board.busy, self.board.blocking, self.board.selected, self.state.phase)
        if stamp != self._hotspot_stamp:
            self._hotspot_stamp = stamp
            self.hotspots = self.make_hotspots() if self.idle() else []
            if self.hotspots:
                self.place_focus()
            self.board.glow = {h.key for h in self.hotspots if h.glow and h.key[0] in ("r", "e")}

    def place_focus(self) -> None:
        """The focus rests only on a target the rules allow. After a move it goes on to the
        next glowing target, nearest first among its own kind, and never to Undo, where a
        second Enter would take the move back. In Learn to play it waits on the learner's next
        target, even while a card is read first (after a die is picked up: where the step puts it)."""
        step = self.guide.tutor.step() if self.guide is not None else None
        target = self.laid_out(tutorial_key(step.move, self.board.selected)) if step and step.learner else None
        if target is not None:
            self.focus_moves_on = False
            self.set_focus(target)
            return
        legal = [h for h in self.hotspots if h.legal]
        current = next((h for h in legal if h.key == self.focus), None)
        if current is not None and not self.focus_moves_on:
            return
        self.focus_moves_on = False
        choices = [h for h in legal if h.glow] or [h for h in legal if h.key != UNDO]
        if not choices:
            self.focus = None
            return
        same = [h for h in choices if self.focus and h.key[0] == self.focus[0]]
        if same:
            fx, fy = self.focus_at
            best = min(same, key=lambda h: (h.rect.centerx - fx) ** 2 + (h.rect.centery - fy) ** 2)
        else:
            best = choices[0]
        self.set_focus(best)

    def set_focus(self, spot: Hotspot) -> None:
        self.focus = spot.key
        self.focus_at = spot.rect.center

    # --- Learn to play ------------------------------------------------------------------
    def tutorial_target(self) -> tuple | None:
        """The hotspot the learner's step is up for (None outside a tutorial's learner step)."""
        step = self.guide.learner_step() if self.guide is not None else None
        return tutorial_key(step.move, self.board.selected) if step is not None else None

    def tutorial_spots(self, move: dict) -> list[pygame.Rect]:
        """The hotspot still to tap for `move`: a die, a button, or (a die picked up) where it goes."""
        spot = self.spot(tutorial_key(move, self.board.selected))
        if spot is None:
            return []
        if spot.key[0] == "button":
            return [
                pygame.Rect(
                    spot.rect.left + BUTTON_SPOT_INSET, spot.rect.top, spot.rect.w - BUTTON_SPOT_INSET, spot.rect.h
                )
            ]
        return [spot.rect]

    @property
    def tutorial_card_spots(self) -> tuple[tuple[int, int], ...]:  # type: ignore[override]
        if self.state.phase == "company":
            return (CARD_BELOW_CHOICE,)
        if ("tray",) in self.board.picture.where.values():
            return (CARD_LOW_LEFT, CARD_OVER_TRAY)
        return (CARD_OVER_TRAY, CARD_LOW_LEFT)

    def tutorial_focus(self, move: dict) -> None:
        spot = self.spot(tutorial_key(move, self.board.selected))
        if spot is not None:
            self.set_focus(spot)

    # --- hotspots: everything a player can point at now ---------------------------------
    def make_hotspots(self) -> list[Hotspot]:
        phase = self.state.phase
        maker = getattr(self, f"_spots_{phase}", None)
        spots = maker() if maker else []
        if spots and self.goals_button_shown():
            spots.append(Hotspot(GOALS_BUTTON, L.button_rect(2), self.toggle_goals, label="Goals"))
        return spots

    def goals_button_shown(self) -> bool:
        """With private companies on, the goals have no room on the mat: a button shows them."""
        state = self.state
        return state.goals_on and state.privates_on and state.phase not in ("company", "goal_draw", "goals")

    def toggle_goals(self) -> None:
        self.goals_shown = not self.goals_shown
        self.app.sounds.play("click")

    def die_area(self, key) -> pygame.Rect | None:
        """Where a die is drawn at rest, in the tray or on the mat (None while it slides)."""
        rect = self.board.die_rect(key)
        if rect is None and self.board.picture.where.get(key) == ("tray",):
            for die in self.board.tray.dice:
                if die.key == key:
                    rect = pygame.Rect(0, 0, L.DIE + 6, L.DIE + 6)
                    rect.center = die.position
        return rect

    def _die_spot(self, key, activate, glow: bool, legal: bool) -> Hotspot | None:
        rect = self.die_area(key)
        return Hotspot(key, rect, activate, glow, legal=legal) if rect else None

    def _button(self, kind: str, glow: bool = False) -> Hotspot:
        row, name, label = BUTTONS[kind]
        legal = self.has_move(kind)
        play = partial(self.play, {"kind": kind})
        return Hotspot(("button", name), L.button_rect(row), play, glow and legal, label, legal, f"button{2 + row}")

    def _undo_button(self, rect: pygame.Rect, label: str) -> Hotspot:
        return Hotspot(UNDO, rect, self.undo, False, label, self.can_undo(), "button3")

    def _spots_company(self) -> list[Hotspot]:
        return [
            Hotspot(("company", c), L.company_card(c), partial(self.play, {"kind": "company", "company": c}), True)
            for c in range(len(COMPANIES))
        ]

    def _spots_goals(self) -> list[Hotspot]:
        spots = []
        for index, card in enumerate(self.state.goals_drawn):
            legal = self.has_move("drop_goal", card=card)
            drop = partial(self.play, {"kind": "drop_goal", "card": card})
            spots.append(Hotspot(("goal", card), L.goal_card(index), drop, legal, legal=legal))
        keep_goals = partial(self.play, {"kind": "keep_goals"})
        keep = Hotspot(("button", "keep_goals"), KEEP_GOALS, keep_goals, True, "Keep these", pad="button2")
        return spots + [keep, self._undo_button(UNDO_GOALS, "Undo")]

    def _keep_spots(self, prefix: str, count: int, kept_of) -> list[Hotspot]:
        spots = []
        what = "route" if prefix == "r" else "event"
        for die in range(count):
            key = (prefix, die)
            if key not in self.board.picture.where:
                continue
            kind = f"free_{what}" if kept_of(die) else f"keep_{what}"
            legal = self.has_move(kind, die=die)
            spot = self._die_spot(
                key, partial(self.play, {"kind": kind, "die": die}), legal and not kept_of(die), legal
            )
            if spot:
                spots.append(spot)
        plural = "route" if prefix == "r" else "events"
        return spots + [self._button(f"reroll_{plural}", True), self._button(f"stop_{plural}")]

    def _spots_route_keep(self) -> list[Hotspot]:
        return self._keep_spots("r", self.state.route_count, lambda d: self.state.route_kept[d])

    def _spots_event_keep(self) -> list[Hotspot]:
        return self._keep_spots("e", rules.GAME["event_dice"], lambda d: self.state.event_place[d] == "keep")

    def _spots_route_order(self) -> list[Hotspot]:
        spots = []
        state = self.state
        for die in range(state.route_count):
            if die not in state.route_order:
                spot = self._die_spot(
                    route_key(die), partial(self.play, {"kind": "place_route", "die": die}), True, True
                )
            elif die == state.route_order[-1]:
                spot = self._die_spot(route_key(die), partial(self.play, {"kind": "unplace_route"}), False, True)
            else:
                continue
            if spot:
                spots.append(spot)
        return spots + [self._button("confirm_route", True), self._button("unplace_route")]

    def use_targets(self) -> list[tuple[str, pygame.Rect]]:
        """Every place on the mat a die can pay for, with where it is."""
        targets = [("bp", L.BP_BOX), ("terrain", L.TERRAIN_BOX), ("tech", L.tech_rect())]
        for company in range(len(COMPANIES)):
            targets += [
                (f"up:{company}", L.arrow_rect(company, True)),
                (f"down:{company}", L.arrow_rect(company, False)),
            ]
        if self.state.privates_on:
            targets += [(f"private:{p}", L.private_rect(p)) for p in range(len(rules.PRIVATES))]
        return targets

    def _spots_spend(self) -> list[Hotspot]:
        state, board = self.state, self.board
        spots = []
        selected = board.selected
        uses = set(rules.uses_for(state, selected[1])) if selected else set()
        for die, place in enumerate(state.event_place):
            key = event_key(die)
            if place == "keep":
                legal = not rules.pick_problem(state, die)
                spot = self._die_spot(key, partial(self.pick, key), legal and selected is None, legal)
            elif place == "pend":
                spot = self._die_spot(key, partial(self.play, {"kind": "unassign", "die": die}), False, True)
            else:
                continue
            if spot:
                spots.append(spot)
        for use, rect in self.use_targets():
            spots.append(Hotspot(("use", use), rect, partial(self.use, use), use in uses, legal=use in uses))
        end = self._button("end_turn", not rules.spare_dice(state))
        end.activate = self.end_turn
        return spots + [end, self._undo_button(L.button_rect(1), "Undo (Y/4)")]

    # --- doing things ---------------------------------------------------------------------
    def play(self, move: dict) -> None:
        if self.try_move({"player": 0, **move}) is not None:
            self.board.selected = None
            self.focus_moves_on = True

    def pick(self, key) -> None:
        """Pick up a kept die (or put it down again): its uses glow."""
        board = self.board
        if board.selected != key:
            problem = rules.pick_problem(self.state, key[1])
            if problem:
                self.app.toasts.show(problem, "error")
                self.app.sounds.play("error")
                return
        board.selected = None if board.selected == key else key
        self.focus_moves_on = True
        self.app.sounds.play("click")
        self._hotspot_stamp = None

    def use(self, use: str) -> None:
        if self.board.selected is None:
            self.app.toasts.show("Pick up a die first, then tap where it goes.", "error")
            self.app.sounds.play("error")
            return
        die = self.board.selected[1]
        self.play({"kind": "assign", "die": die, "use": use})

    def end_turn(self) -> None:
        """End the turn; while dice could still be used, ask first and name them."""
        spare = rules.spare_dice(self.state)
        if not spare or self.guide is not None:  # Learn to play asks for End turn only when it means it
            self.play({"kind": "end_turn"})
            return
        self.app.sounds.play("click")
        self.app.scenes.push(
            ConfirmScene(self.app, "End the turn?", self.spare_lines(spare), "End turn", self.end_turn_now)
        )

    def end_turn_now(self) -> None:
        self.play({"kind": "end_turn"})

    def spare_lines(self, spare: dict[int, list[str]]) -> list[str]:
        """What ending the turn now gives up, in the rules' words."""
        dice = [rules.die_label(self.state.event_faces[die]) for die in sorted(spare)]
        groups = list(dict.fromkeys(rules.use_group(use) for uses in spare.values() for use in uses))
        they = "It" if len(dice) == 1 else "They"
        return [f"Still unused: {joined(dice)}.", f"{they} could still pay for {joined(groups, 'or')}."]

    def can_undo(self) -> bool:
        return self.human_turn() and self.match.undo_point(0) is not None

    def undo(self) -> None:
        if not self.human_turn():
            return
        try:
            self.match.undo(0)
        except IllegalMove as err:
            self.app.toasts.show(str(err), "error")
            self.app.sounds.play("error")
            return
        self.board.selected = None
        self.board.timeline.steps.clear()
        self.board.movers.clear()
        self.board.sync()
        self._hotspot_stamp = None
        self.app.sounds.play("whoosh")
        self._save()

    # --- input -----------------------------------------------------------------------------
    def handle(self, action) -> bool:
        if self.showing_tally() and not self.demo and action.kind in ("confirm", "click", "back", "button2"):
            if self.tally_time > 0.5:
                self.close_tally()
            return True
        if super().handle(action):
            return True
        if not self.idle():
            # a press during a short slide is kept for a moment, not lost; never while dice roll
            if self.human_turn() and self.board.tray.settled and action.kind != "point":
                self.pending_actions = (self.pending_actions + [action])[-2:]
                return True
            return False
        self.refresh_hotspots()
        kind = action.kind
        if self.goals_shown and kind != "point":  # any press puts the goals away again
            self.goals_shown = False
            return True
        if kind in DIRECTIONS:
            self.move_focus(*DIRECTIONS[kind])
        elif kind in ("next", "prev"):
            legal = [h for h in self.hotspots if h.legal]
            if legal:
                keys = [h.key for h in legal]
                index = keys.index(self.focus) if self.focus in keys else -1
                self.set_focus(legal[(index + (1 if kind == "next" else -1)) % len(legal)])
                self.app.sounds.play("move")
        elif kind == "confirm":  # Enter does what a click on the focused target does
            spot = self.spot(self.focus)
            if spot:
                self.activate(spot)
        elif kind in ("point", "click") and action.pos:
            spot = self.spot_at(action.pos)
            if spot and spot.legal and self.tutorial_target() in (None, spot.key):  # never onto a dimmed place
                self.set_focus(spot)
            if spot and kind == "click":
                self.activate(spot)
        elif kind == "back":
            if self.board.selected:
                self.board.selected = None
                self._hotspot_stamp = None
            elif self.can_undo():
                self.undo()
        elif kind in ("button2", "button3"):
            self.refresh_hotspots()  # as spot() does: laid out afresh if the table moved on
            spot = next((h for h in self.hotspots if h.pad == kind), None)
            if spot:
                self.activate(spot)
        else:
            return False
        return True

    def activate(self, spot: Hotspot) -> None:
        """Make the spot's move; a move the rules refuse answers with their sentence (GameScene.try_move)."""
        spot.activate()
        self._hotspot_stamp = None

    def spot(self, key) -> Hotspot | None:
        """The hotspot at `key` now: input lays them out afresh if the table moved on."""
        self.refresh_hotspots()
        return self.laid_out(key)

    def laid_out(self, key) -> Hotspot | None:
        """The hotspot at `key` as update laid it out, for drawing."""
        return next((h for h in self.hotspots if h.key == key), None)

    def spot_at(self, pos) -> Hotspot | None:
        # dice on top of boxes: look at dice first
        for spot in sorted(self.hotspots, key=lambda h: h.key[0] not in ("r", "e")):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def move_focus(self, dx: int, dy: int) -> None:
        legal = [h for h in self.hotspots if h.legal]
        current = self.spot(self.focus)
        if current is None or not current.legal:
            if legal:
                self.set_focus(legal[0])
            return
        cx, cy = current.rect.center
        best, best_score = None, None
        for spot in legal:
            if spot is current:
                continue
            x, y = spot.rect.center
            along = (x - cx) * dx + (y - cy) * dy
            if along <= 4:
                continue
            across = abs((x - cx) * dy) + abs((y - cy) * dx)
            score = along + 2 * across - (10 if spot.glow else 0)  # a glow breaks near-ties only
            if best_score is None or score < best_score:
                best, best_score = spot, score
        if best:
            self.set_focus(best)
            self.app.sounds.play("move")

    # --- the first-game coach ------------------------------------------------------------
    def coach_tips(self) -> list[Tip]:
        """Each tip sits where nothing can be tapped at its moment, and never on the dice: over
        the company values while dice are rolled and kept, over the empty tray while they are
        spent. Its pointer stops just outside what it points at."""

        def at(phase):
            return lambda: self.idle() and self.state.phase == phase and self.app.scenes.top is self

        def over_values() -> pygame.Rect:
            return L.VALUE_PANEL.inflate(-8, -8)

        def over_tray() -> pygame.Rect:
            return L.TRAY.inflate(-24, -24)

        def beside(rect: pygame.Rect):
            return lambda: (rect.right + 8, rect.centery)

        def above_first_glow():
            glowing = [h for h in self.hotspots if h.glow and h.key[0] == "e"]
            rect = glowing[0].rect if glowing else L.KEEP
            return (rect.centerx, rect.top - 14)

        return [
            Tip(
                "company",
                "Pick the railroad you will build for. You play alone: reach 50 VP!",
                at("company"),
                lambda: None,
                lambda: pygame.Rect(340, 520, 600, 180),
            ),
            Tip(
                "route_keep",
                "These are your route dice. Tap the ones you like to keep them, then Reroll the "
                "rest. Low numbers are easy to build.",
                at("route_keep"),
                beside(L.TRAY),
                over_values,
            ),
            Tip(
                "route_order",
                "Now tap the dice in the order you will build them, top to bottom: easy ones first.",
                at("route_order"),
                beside(L.KEEP),
                over_values,
            ),
            Tip(
                "event_keep",
                "Your event dice! Keep at least one, reroll the others. Gears buy technology, "
                "bridges cross rivers, engines climb mountains.",
                at("event_keep"),
                beside(L.TRAY),
                over_values,
            ),
            Tip(
                "spend",
                "Pick up a die: every place it can pay for glows. Then tap a glowing place.",
                lambda: at("spend")() and self.board.selected is None,
                above_first_glow,
                over_tray,
            ),
            Tip(
                "safety",
                "Keep your own company above $3: the company value dice can sink it, and then you lose!",
                lambda: at("spend")() and self.state.values[self.state.company] <= 2,
                lambda: (L.VALUE_PANEL.left - 6, L.value_row(self.state.company).centery),
                over_tray,
            ),
        ]

    # --- drawing ------------------------------------------------------------------------------
    def prompt_text(self) -> str:
        if self.demo:
            return ""
        if self.board.busy:
            return self.board.caption
        state = self.state
        if self.match.is_over():
            return "Game over"
        if not self.human_turn():
            return "Rolling..." if CHANCE in self.match.to_act() else "The bot is thinking..."
        phase = state.phase
        if phase == "route_keep":
            return f"Route roll {state.route_rolls} of {rules.ROLLS}: keep dice, then Reroll"
        if phase == "route_order":
            return f"Tap route dice top to bottom ({len(state.route_order)} of {state.route_count} placed)"
        if phase == "event_keep":
            return f"Roll {state.event_rolls} of {rules.ROLLS}: keep at least one, reroll the rest"
        if phase == "spend":
            if self.board.selected:
                return "Tap a glowing place for this die"
            if state.mats and state.next_route is not None:  # the mat names each stretch
                return f"Next: {rules.MAT_PLACES[state.company][state.built]}. Pick up a die, or End turn"
            return "Pick up a die, or End turn"
        if phase == "goals":
            return "Tap a goal to set it aside (keep at least two)"
        if phase == "company":
            return "Choose your railroad"
        return ""

    def draw(self, surface) -> None:
        self.board.draw(surface, self)  # the mat covers the whole canvas
        self.draw_header(surface)
        for spot in self.hotspots:
            if spot.key[0] == "use" and spot.glow:
                glow = 2 + 2 * math.sin(self.board.clock * 5)
                pygame.draw.rect(
                    surface, theme.GOLD, spot.rect.inflate(glow * 2 + 4, glow * 2 + 4), 4, border_radius=10
                )
        self.draw_buttons(surface)
        prompt = "" if self.showing_tally() else self.prompt_text()
        if prompt:
            theme.draw_text(surface, prompt, (L.USE_PANEL.left + 16, L.USE_PANEL.top + 12), 28, theme.GOLD_LIGHT)
        if self.state.phase == "company" and not self.board.busy:
            self.draw_company_choice(surface)
        elif self.state.phase == "goals" and not self.board.busy:
            self.draw_goal_choice(surface)
        self.draw_focus(surface)
        if self.goals_shown:
            self.draw_goals_over_tray(surface)
        self.draw_bot_preview(surface)
        self.board.draw_overlays(surface)
        if self.showing_tally():
            self.draw_tally(surface)
        self.coach.draw(surface)
        if self.demo:
            self.draw_demo_banner(surface)

    def draw_header(self, surface) -> None:
        state = self.state
        self.draw_name(surface, (16, 10), 42)
        for turn in range(1, state.turns + 1):
            box = L.turn_box(turn, state.turns)
            done = turn < self.board.picture.turn
            now = turn == self.board.picture.turn
            pygame.draw.rect(
                surface, theme.GOLD if now else theme.WOOD_LIGHT if done else theme.WOOD, box, border_radius=6
            )
            pygame.draw.rect(surface, theme.BROWN_DARK, box, 2, border_radius=6)
            theme.draw_text(surface, str(turn), box.center, 28, theme.INK if now else theme.CREAM, "center")
        first = L.turn_box(1, state.turns)
        theme.draw_text(surface, "Turn", (first.left - 8, first.centery), 28, theme.CREAM, "midright")
        if not self.demo:
            vp = rules.score(state) if state.company >= 0 else 0
            theme.draw_text(
                surface,
                f"{vp} / {rules.GAME['goal_target']} VP",
                (MENU_BUTTON.left - 16, 16),
                40,
                theme.GOLD_LIGHT,
                "topright",
                shadow=True,
            )
            self.draw_menu_button(surface)

    def draw_buttons(self, surface) -> None:
        for spot in self.hotspots:
            if spot.key[0] != "button" or not spot.label:
                continue
            button = ui.Button(spot.label, None, spot.rect, spot.legal, size=30, primary=spot.glow)
            button.draw(surface, spot.key == self.focus)

    def preview_rects(self, move: dict) -> list[pygame.Rect]:
        """Where a move will act on the mat: the die it uses and the place it goes."""
        state, kind = self.state, move.get("kind", "")
        rects = []
        if "die" in move:
            rect = self.die_area(("r" if kind.endswith("_route") else "e", move["die"]))
            rects += [rect] if rect else []
        if kind == "assign":
            rects += [rect for use, rect in self.use_targets() if use == move["use"]]
        elif kind == "place_route":
            rects.append(L.route_slot_rect(len(state.route_order), state.route_count))
        elif kind == "unplace_route" and state.route_order:
            rect = self.die_area(route_key(state.route_order[-1]))
            rects += [rect] if rect else []
        elif kind == "company":
            rects.append(L.company_card(move["company"]))
        elif kind == "drop_goal" and move["card"] in state.goals_drawn:
            rects.append(L.goal_card(state.goals_drawn.index(move["card"])))
        elif kind == "keep_goals":
            rects.append(KEEP_GOALS)
        elif kind in BUTTONS:
            rects.append(L.button_rect(BUTTONS[kind][0]))
        return rects

    def draw_bot_preview(self, surface) -> None:
        """The move a bot is about to make, held on screen: the button it presses, and a
        ring round the die it uses and the place that die goes."""
        if self.bot_preview is None:
            return
        move = self.bot_preview[1]
        if move.get("kind") in BUTTONS:
            row, _, label = BUTTONS[move["kind"]]
            ui.Button(label, None, L.button_rect(row), True, size=30, primary=True).draw(surface, True)
        pulse = 3 + 3 * math.sin(self.board.clock * 6)
        rings = [rect.inflate(12 + pulse * 2, 12 + pulse * 2) for rect in self.preview_rects(move)]
        for ring in rings:
            pygame.draw.rect(surface, theme.INK, ring.inflate(6, 6), 4, border_radius=14)
            pygame.draw.rect(surface, theme.GOLD_LIGHT, ring, 5, border_radius=12)
        if len(rings) == 2:  # from the die to where it goes, edge to edge: the line crosses neither
            start, end = rings[0].center, rings[1].center
            tail, head = _exit(rings[0], start, end), _exit(rings[1], end, start)
            if tail and head and not rings[0].colliderect(rings[1]):
                theme.draw_arrow(surface, tail, head, theme.GOLD_LIGHT)

    def draw_goals_over_tray(self, surface) -> None:
        panel = L.TRAY.inflate(-8, -8)
        theme.Panel(panel, "parchment", 18).draw(surface)
        theme.draw_text(surface, "Your goals (any press closes)", (panel.left + 20, panel.top + 14), 30, theme.INK)
        self.board.draw_goals(surface, (panel.left + 20, panel.top + 60), panel.w - 40)

    def draw_focus(self, surface) -> None:
        spot = self.laid_out(self.focus)
        if spot is None or spot.key[0] == "button":
            return
        rect = spot.rect.inflate(10, 10)
        pygame.draw.rect(surface, theme.CREAM, rect, 4, border_radius=10)
        for x, y, dx, dy in ((rect.left, rect.top, 1, 1), (rect.right - 1, rect.bottom - 1, -1, -1)):
            pygame.draw.lines(surface, theme.GOLD, False, [(x, y + 16 * dy), (x, y), (x + 16 * dx, y)], 6)

    def shade(self) -> pygame.Surface:
        if self._shade is None:
            self._shade = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
            self._shade.fill((10, 8, 20, 170))
            self._shade = theme.display_ready(self._shade)
        return self._shade

    def draw_company_choice(self, surface) -> None:
        surface.blit(self.shade(), (0, 0))
        theme.draw_text(
            surface,
            "Which railroad will you run?",
            (theme.WIDTH // 2, 170),
            theme.LARGE,
            theme.GOLD,
            "midtop",
            shadow=True,
            display=True,
        )
        for company, info in enumerate(COMPANIES):
            rect = L.company_card(company)
            pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=16)
            pygame.draw.rect(
                surface, theme.GOLD if ("company", company) == self.focus else theme.WOOD, rect, 5, border_radius=16
            )
            theme.draw_symbol(surface, info["symbol"], (rect.centerx, rect.top + 50), 30, info["colour"], theme.INK)
            theme.draw_text(surface, info["name"], (rect.centerx, rect.top + 90), theme.BODY, theme.INK, "midtop")
            theme.draw_text(
                surface,
                theme.fit(info["long_name"], 28, rect.w - 20),
                (rect.centerx, rect.top + 130),
                28,
                theme.WOOD,
                "midtop",
            )
            if self.state.advanced or self.state.mats:
                routes = rules.routes_for(self.state, company)
                theme.draw_text(surface, f"{routes} routes", (rect.centerx, rect.top + 170), 30, theme.INK, "midtop")
                theme.draw_text(
                    surface,
                    f"Chicago +{rules.chicago_vp(self.state, company)} VP",
                    (rect.centerx, rect.top + 204),
                    30,
                    theme.INK,
                    "midtop",
                )
            else:
                theme.draw_text(surface, "8 routes", (rect.centerx, rect.top + 180), 30, theme.INK, "midtop")

    def goal_image(self, card: int, kept: bool) -> pygame.Surface:
        """A goal card, drawn once (wrapping text every frame is slow)."""
        key = (card, kept)
        if key not in self._goal_images:
            rect = L.goal_card(0)
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            local = image.get_rect()
            goal = GOALS[card]
            pygame.draw.rect(image, theme.PARCHMENT if kept else (120, 110, 100), local, border_radius=16)
            theme.draw_text(image, goal["name"], (local.centerx, 16), 34, theme.INK, "midtop")
            theme.draw_wrapped(
                image, goal["text"], local.inflate(-30, -130).move(0, -10), 30, theme.INK, align="center"
            )
            theme.draw_text(
                image,
                f"+{goal['vp']} / -{goal['vp']} VP",
                (local.centerx, local.bottom - 70),
                30,
                theme.COPPER,
                "midtop",
            )
            if not kept:
                theme.draw_text(image, "set aside", (local.centerx, local.bottom - 36), 30, theme.INK, "midtop")
            self._goal_images[key] = theme.display_ready(image)
        return self._goal_images[key]

    def draw_goal_choice(self, surface) -> None:
        surface.blit(self.shade(), (0, 0))
        theme.draw_text(
            surface,
            "Goal cards: keep at least two",
            (theme.WIDTH // 2, 120),
            theme.LARGE,
            theme.GOLD,
            "midtop",
            shadow=True,
            display=True,
        )
        for index, card in enumerate(self.state.goals_drawn):
            rect = L.goal_card(index)
            surface.blit(self.goal_image(card, card in self.state.goals_kept), rect)
            pygame.draw.rect(
                surface, theme.GOLD if ("goal", card) == self.focus else theme.WOOD, rect, 5, border_radius=16
            )
        for key in (("button", "keep_goals"), ("button", "undo")):
            spot = self.laid_out(key)
            if spot:
                ui.Button(spot.label, None, spot.rect, spot.legal, size=30, primary=spot.glow).draw(
                    surface, spot.key == self.focus
                )

    def draw_tally(self, surface) -> None:
        state = self.state
        self.tally_panel.draw(surface)
        total = rules.score(state)
        title = "Your company sank!" if state.lost else f"Final tally: {total} VP"
        theme.draw_text(surface, title, (TALLY.centerx, TALLY.top + 18), theme.LARGE, theme.INK, "midtop", display=True)
        lines = [] if state.lost else rules.score_lines(state)
        size = 30 if len(lines) <= 12 else 28
        step = min(34, 380 // max(1, len(lines)))
        for row, (label, vp) in enumerate(lines):
            y = TALLY.top + 86 + row * step
            theme.draw_text(surface, label, (TALLY.left + 40, y), size, theme.INK)
            theme.draw_text(
                surface,
                f"{vp:+d}" if vp < 0 else str(vp),
                (TALLY.right - 40, y),
                size,
                theme.RED if vp < 0 else theme.INK,
                "topright",
            )
        if state.lost:
            theme.draw_wrapped(
                surface,
                "The value dice pushed your company to $0: the game is lost. Next time, "
                "keep it above $3 with spare dice.",
                TALLY.inflate(-80, -220),
                theme.BODY,
                theme.INK,
                align="center",
            )
        else:
            verdict = (
                "50 VP reached: you win!"
                if total >= rules.GAME["goal_target"]
                else f"{rules.GAME['goal_target'] - total} VP short of 50"
            )
            theme.draw_text(surface, verdict, (TALLY.centerx, TALLY.bottom - 92), theme.BODY, theme.COPPER, "midtop")
        if not self.demo:
            theme.draw_text(
                surface, "Enter, A or click: results", (TALLY.centerx, TALLY.bottom - 46), 28, theme.WOOD, "midtop"
            )
