"""The Bindle Rails Express mat: roll and keep dice, order the route, then
spend dice one at a time on routes, technology and company values.

The scene wires the table's parts together; every rule is decided in
game/bindle_rails. Where a change goes:
- layout.py: where everything sits; mat.py: the mat and what is drawn on it;
- board.py: the picture the timeline moves (the rules' events into animation),
  with picture.py (what it shows) and dice_motion.py (the dice in the tray,
  at rest and sliding);
- targets.py: what can be pointed at now (the kit's targets layer keeps the focus
  and hit-tests); input.py: the mat's own presses, and the focus after a move;
- overlays.py: header, buttons, prompt, focus, previews and coach tips;
  panels.py: the choices of railroad and goals, and the final tally.
"""

from __future__ import annotations

import pygame

from game.bindle_rails.content import ROUTE_FACES
from game.bindle_rails.phases import Phase
from game.contract import Move
from game.core import IllegalMove
from scenes.bindle_rails import layout as L
from scenes.bindle_rails.board import Board
from scenes.bindle_rails.input import Controls
from scenes.bindle_rails.overlays import Overlays, coach_tips
from scenes.bindle_rails.panels import Panels
from scenes.bindle_rails.picture import value_key
from scenes.kit.coach import Coach
from scenes.kit.game_scene import LOG_BUTTON_SIZE, GameScene
from scenes.kit.targets import Target

TALLY_SECONDS = 4.0
BOT_PAUSE = 0.2  # seconds between a bot's small moves


class BindleRailsScene(GameScene):
    # The table's spots for what the kit draws over it: the Log and Hint buttons in the top bar's gaps,
    # the bot caption where a person's buttons go (empty on a bot's turn), toasts on the tray's felt
    # (empty while dice are spent, when most refusals come; dice lying there move them aside), never
    # over "VP so far", which players read.
    log_button = pygame.Rect((858, 8), LOG_BUTTON_SIZE)
    recap_area = pygame.Rect(264, 72, 606, 300)
    hint_button = pygame.Rect(322, 8, 78, 46)  # between the name and the turn track
    caption_area = pygame.Rect(604, 524, 268, 184)
    toast_area = pygame.Rect(L.TRAY.left + 12, L.TRAY.top + 150, L.TRAY.w - 24, 160)

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.board = Board(app, match)
        self.controls = Controls(self)
        self.overlays = Overlays(self)
        self.panels = Panels(self)
        self.tally_time = 0.0  # seconds the final tally has been on show
        self.tally_done = False
        self.coach = Coach(app, match.spec.id, coach_tips(self), enabled=not demo and not match.seats[0].is_bot)

    # --- rules state, read only: `state` is the room's view ---------------------------
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
        self.controls.remake()

    def update(self, dt: float) -> None:
        self.board.update(dt)
        if self.showing_tally():
            self.tally_time += dt
            if (self.demo or self.match.seats[0].is_bot) and self.tally_time > TALLY_SECONDS / self.app.anim_speed:
                self.close_tally()
        super().update(dt)
        self.coach.update(dt)
        self.refresh_targets()
        self.controls.replay_pending()
        self.board.light_tray()

    # --- targets: what can be done now, and where (the kit keeps the focus and hit-tests) -----
    def explained(self) -> list[tuple[pygame.Rect, str]]:
        """The routes by terrain, the companies' values, the value dice resting on them (their
        stars and skulls) and the tech track (game/data/bindle_rails_aid.toml)."""
        state = self.state
        count = len(state.route_order)
        things = [
            (L.route_slot_rect(slot, count), ROUTE_FACES[state.route_faces[die]][0])
            for slot, die in enumerate(state.route_order)
            if state.route_faces[die] >= 0
        ]
        things += [(L.value_row(company), "value") for company in range(len(state.values))]
        dice = [self.board.dice.die_area(value_key(company)) for company in range(len(state.values))]
        things += [(rect, "value_die") for rect in dice if rect is not None]
        return things + [(L.tech_rect(), "tech")]

    def explained_whole(self, subject: pygame.Rect) -> list[pygame.Rect]:
        """A card on a route keeps off the whole route, one on a value or a value die off every
        company's values, one on the Tech track off the track."""
        return [panel for panel in (L.ROUTE_PANEL, L.VALUE_PANEL, L.TECH_PANEL) if panel.colliderect(subject)]

    def reading_rects(self) -> list[pygame.Rect]:
        """The heading (name, turn track, VP), the prompt line, the company values, the Tech
        track and a banner while one shows ("Turn 2 of 10"): the kit's overlays keep off them when they can."""
        banner = [L.BANNER] if self.board.timeline.banners else []
        return [L.HEADER, L.PROMPT, *self.about_rects("company_values"), *self.about_rects("tech"), *banner]

    def keep_seen(self, placing: str = "") -> list[pygame.Rect]:
        """A toast never covers the panel below the values ("VP so far", goals or private
        companies): a refusal fading there hid the score it was read beside. Nor does a value die's
        rules card, nor cover the Tech track ("= 3 dice a turn"): it sits on the felt (clear
        of the dice there when it can: they are targets) and points to what it explains. (Another rules card may sit there rather
        than over the prompt.)"""
        keep = super().keep_seen(placing)
        shown = self.explainer.shown
        if placing == "info" and shown is not None and shown[0].key == "value_die":
            # the dice rest on their rows once the turn's dice are spent: the felt is free for it
            return keep + [L.TECH_PANEL, L.EXTRA_PANEL]
        return keep + [L.EXTRA_PANEL] if placing == "toasts" else keep

    def about_rects(self, about: str) -> list[pygame.Rect]:
        """What a Learn to play step talks about: "company_values" (every company's row), "tech"
        (the Tech track), "route" (its routes and Chicago), "kept_dice" (the keep row),
        "gears" (the keep row and the Tech track they buy) or "next_route" (the route built next)."""
        if about == "company_values":
            return [L.value_row(company) for company in range(len(self.state.values))]
        if about == "route":
            return [L.ROUTE_PANEL]
        if about == "next_route":
            state = self.state
            count = len(state.route_order)
            return [L.route_slot_rect(state.built, count)] if state.built < count else []
        parts = {"tech": [L.tech_rect()], "kept_dice": [L.KEEP], "gears": [L.KEEP, L.tech_rect()]}
        return parts.get(about, [])

    def targets(self) -> list[Target]:
        return list(self.controls.spots)

    def refresh_targets(self) -> None:
        """The spots are made again only when the table moved on; then the focus goes on as
        the mat's controls say (after a move: to the next glowing target)."""
        before = self.controls.update_spots()
        super().refresh_targets()
        if before is not None and self.controls.spots:
            self.controls.place_focus(*before)

    def choose_move(self, move: Move) -> None:
        """End turn asks first while dice could still be used (Controls.end_turn)."""
        if move["kind"] == "end_turn":
            self.controls.end_turn()
        else:
            self.controls.play(move)

    # --- Learn to play ------------------------------------------------------------------
    @property
    def tutorial_card_spots(self) -> tuple[tuple[int, int], ...]:  # type: ignore[override]
        if self.state.phase == Phase.COMPANY:
            return (L.CARD_BELOW_CHOICE,)
        if ("tray",) in self.board.picture.where.values():
            return (L.CARD_LOW_LEFT, L.CARD_OVER_TRAY)
        return (L.CARD_OVER_TRAY, L.CARD_LOW_LEFT)

    # --- undo -------------------------------------------------------------------------------
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
        self.board.dice.movers.clear()
        self.board.sync()
        self.controls.remake()
        self.app.sounds.play("whoosh")
        self._save()

    # --- input -----------------------------------------------------------------------------
    def handle(self, action) -> bool:
        if self.showing_tally() and not self.demo and action.kind in ("confirm", "click", "back"):
            if self.tally_time > 0.5:
                self.close_tally()
            return True
        if super().handle(action):
            return True
        return self.controls.handle(action)

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        overlays, panels = self.overlays, self.panels
        self.board.draw(surface, self)  # the mat covers the whole canvas
        overlays.draw_header(surface)
        overlays.draw_glows(surface)
        overlays.draw_buttons(surface)
        overlays.draw_prompt(surface)
        if self.state.phase == Phase.COMPANY and not self.board.busy:
            panels.draw_company_choice(surface)
        elif self.state.phase == Phase.GOALS and not self.board.busy:
            panels.draw_goal_choice(surface)
        overlays.draw_focus(surface)
        if self.controls.goals_shown:
            panels.draw_goals_over_tray(surface)
        overlays.draw_bot_preview(surface)
        self.board.draw_overlays(surface)
        if self.showing_tally():
            panels.draw_tally(surface)
        self.coach.draw(surface)
        if self.demo:
            self.draw_demo_banner(surface)
