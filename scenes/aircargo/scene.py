"""The AirCargo table: the map on the left, the pilot log on the right, and
under the log the dice tray with the hazard equation and the choices.

The scene only wires its parts together: the board (board.py: the picture
the rules' events animate), the controls (input.py: input into moves), the
overlays (overlays.py: what a turn puts over the picture), the planning aids
(aids.py) and the coach's tips (tips.py). Every rule is decided in
game/aircargo/rules.py."""

from __future__ import annotations

import pygame

from game.aircargo import rules
from game.aircargo.content import content
from game.aircargo.phases import Phase
from scenes.aircargo import map as map_view
from scenes.aircargo import tips, tutorial
from scenes.aircargo.aids import Aids
from scenes.aircargo.board import Board
from scenes.aircargo.input import Controls
from scenes.aircargo.layout import EQUATION, HINT_BUTTON, MAP, MAP_SCALE, PROMPT, STATUS, TRAY, place_rect, place_screen
from scenes.aircargo.overlays import Overlays
from scenes.kit.coach import Coach
from scenes.kit.game_scene import LOG_BUTTON_SIZE, GameScene
from scenes.kit.targets import Target

C = content()
ROW_COUNTS = {"reroll": C.plan_rerolls, "stamina": C.stamina, "prayer": C.prayers}  # boxes in each of the log's rows


class AirCargoScene(GameScene):
    # The table's spots for what the kit draws over it: the Log button top right (no Menu button
    # here), the bot caption and toasts in the top bar between the turn line and the Log button.
    log_button = pygame.Rect((1170, 8), LOG_BUTTON_SIZE)
    recap_area = pygame.Rect(744, 410, 526, 140)
    hint_button = HINT_BUTTON  # between the name and the status line, which never share space
    focus_follows_hint = True  # new choices' focus goes to the hint's move (Controls.follow_hint)
    caption_area = pygame.Rect(740, 2, 420, 58)
    toast_area = pygame.Rect(740, 0, 420, 68)
    tutorial_card_spots = tutorial.CARD_SPOTS
    # The arrows step through the choice buttons as a grid of two columns: across, and a row up or down.
    target_cycles = {"left": ("choice", -1), "right": ("choice", 1), "up": ("choice", -2), "down": ("choice", 2)}

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.board = Board(app, match)
        self._explained: list[tuple[pygame.Rect, str]] | None = None  # explained(), listed once
        self.aids = Aids(self)
        self.controls = Controls(self)
        self.overlays = Overlays(self)
        self.coach = Coach(app, match.spec.id, tips.coach_tips(self), enabled=not demo and not match.seats[0].is_bot)

    def busy(self) -> bool:
        return self.board.busy()

    def human_turn(self) -> bool:
        return not self.demo and not self.busy() and bool(self.human_to_act())

    # --- targets: the controls list them, the kit keeps the focus and hit-tests clicks -------
    def explained(self) -> list[tuple[pygame.Rect, str]]:
        """The map's places and hazard badges and the pilot log's rows (game/data/aircargo_aid.toml):
        none of them ever moves, so they are listed once (the player aid asks each frame)."""
        if self._explained is None:
            self._explained = self._explainable()
        return list(self._explained)

    def _explainable(self) -> list[tuple[pygame.Rect, str]]:
        log = self.board.log
        things = [
            (map_view.marker_rect(key).inflate(12, 12), "beacon" if place.beacon else "airport")
            for key, place in C.places.items()
        ]
        things += [(map_view.badge_rect(mountain), "mountain") for mountain in C.mountains]
        for line in range(len(C.weather)):
            things.append((log.weather_cell(line), "weather_box"))
            things.append((log.weather_value_rect(line, 0).union(log.weather_value_rect(line, 2)), "weather"))
        things += [(log.cargo_chip(weight), "cargo") for weight in C.cargo_boxes]
        things += [
            (log.row_box_rect(row, 0).unionall([log.row_box_rect(row, n - 1)]), row) for row, n in ROW_COUNTS.items()
        ]
        return things

    def reading_rects(self) -> list[pygame.Rect]:
        """The status line and the prompt's words under the map: overlays keep off them when they can."""
        prompt = self.overlays.prompt_rect()
        return [STATUS, *([prompt] if prompt else [])]

    def keep_seen(self, placing: str = "") -> list[pygame.Rect]:
        """The kit's, and what a pilot reads at every choice: the status line and the log's heading (the points), its
        weather table (every check is read from it), its Reroll, Prayer and Stamina rows (what is
        left), and the box beside the tray (the check's sum, or the flight so far). No card, tip or
        toast covers them: the map and the prompt line leave room enough. The coach's tip keeps off
        the whole prompt line (it names the leg browsed, and grows as it does), the dice tray and the
        names on the map too: the map has room for a tip."""
        log = self.board.log
        return [
            *super().keep_seen(placing),
            STATUS,
            log.heading_rect(),
            log.weather_table(),
            log.box_rows_rect(),
            EQUATION,
            *([PROMPT, TRAY, *self.board.labels.rects()] if placing == "tip" else []),
        ]

    def about_rects(self, about: str) -> list[pygame.Rect]:
        """What a Learn to play step talks about: "legs" (the choice buttons shown, focused or not:
        the flights and legs to choose, Stop; and in flight the ring round the plane a leg ends in);
        "route" (the plane, where it flies, and the airports the planning dice name)."""
        if about == "route":
            return self._route_rects()
        if about != "legs":
            return []
        rects = [target.shown for target in self.layer.items if target.group == "choice"]
        if self.state.phase == Phase.FLIGHT:
            radius = int(C.leg_length * MAP_SCALE)
            ring = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            ring.center = place_screen(self.state.position)
            rects.append(ring.clip(MAP))
        return rects

    def _route_rects(self) -> list[pygame.Rect]:
        """The plane's place, its destination's, and the airports the dice on the table can name."""
        state = self.state
        keys = [state.position, *([str(state.destination)] if state.destination else [])]
        if state.phase == Phase.PLANNING:
            keys += [str(airport) for airport in rules.airport_options(state)]
        return [place_rect(key) for key in dict.fromkeys(keys)]

    def targets(self) -> list[Target]:
        return self.controls.targets()

    def choose_move(self, move) -> None:
        self.controls.choose(move)  # a stop, letting the plane crash or a leg into a dead end asks first

    def tutorial_focus(self, move: dict) -> None:
        self.controls.show(move)  # the step's button on the page shown, not behind More
        super().tutorial_focus(move)

    # --- the loop ------------------------------------------------------------------------
    def on_events(self, events: list[dict]) -> None:
        self.board.play(events)

    def update(self, dt: float) -> None:
        self.board.update(dt)
        super().update(dt)
        self.controls.follow_hint()
        self.aids.refresh()
        self.overlays.place_tags()  # the names on the map, worked out here: drawing only reads them
        self.board.tray.set_highlight(self.overlays.preview_dice())
        self.coach.update(dt)

    def handle(self, action) -> bool:
        if super().handle(action):
            return True
        return self.controls.handle(action)

    # --- drawing: the board's picture, with what a turn adds between its layers --------------
    def draw(self, surface) -> None:
        board, overlays = self.board, self.overlays
        board.draw_table(surface, self.draw_name)
        board.draw_weather(surface)  # under the marks a pilot flies by
        overlays.draw_reach(surface)
        board.draw_marks_and_route(surface)
        overlays.draw_leg_choices(surface)
        board.draw_destination(surface)
        overlays.draw_airport_glows(surface)
        overlays.draw_bot_preview_on_map(surface)
        board.draw_plane(surface)
        board.map.draw_labels(surface)
        overlays.draw_names(surface)  # the labels under the names
        board.draw_log(surface, overlays.log_glow())
        overlays.draw_bot_preview_on_log(surface)
        board.draw_dice(surface)
        overlays.draw_choices(surface)
        overlays.draw_prompt(surface)
        board.draw_banner(surface)
        self.coach.draw(surface)
        if self.demo:
            self.draw_demo_banner(surface)
