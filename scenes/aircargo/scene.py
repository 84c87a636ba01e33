"""The AirCargo table: the map on the left, the pilot log on the right, and
under the log the dice tray with the hazard equation and the choices.

The scene turns input into moves and the rules' events into animation (dice
in the tray, the plane along its legs, pencil marks on the log); every rule
is decided in game/aircargo/rules.py. Legal targets glow on the map and the
log; a refused move shows the rules' sentence."""

from __future__ import annotations

import copy
import math
from collections.abc import Sequence
from fractions import Fraction

import pygame

from game.aircargo import aids, geometry, rules
from game.aircargo.content import content
from game.chance import percent
from scenes.aircargo import tutorial
from scenes.aircargo.layout import (
    CHOICES,
    DECK,
    EQUATION,
    LOG,
    MAP,
    MAP_SCALE,
    PAGE,
    PROMPT_Y,
    TRAY,
    choice_rect,
    place_screen,
    to_screen,
)
from scenes.aircargo.log import AIRPORT_ORDER, CARGO_CHIPS, PilotLog
from scenes.aircargo.map import MapView, marker_rect, name_tag_rect, parking_spot
from scenes.kit.coach import Coach, Tip
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import LOG_BUTTON_SIZE, GameScene
from scenes.kit.timeline import Timeline, step_tray
from sprites import theme
from sprites.dice import Face
from sprites.dice_tray import DiceTray, DieSpec
from sprites.drawing import ease_in_out

C = content()
PLAN_FACES = tuple(Face(pips=n) for n in range(1, 7))
HAZARD_FACES = tuple(Face(pips=n, colour=(236, 96, 80), ink=(255, 246, 236)) for n in range(1, 7))
WEATHER_FACES = tuple(Face(pips=n, colour=(96, 150, 220), ink=(255, 255, 255)) for n in range(1, 7))
MORE = {"kind": "more"}  # the last slot of a full page turns the page
PLANE_SPEED = 260.0  # screen px a second at animation speed 1
TIP_TEXT = 30  # a tip's text size: its box is tall enough for it (above theme.MIN_TEXT)
PREVIEW = (80, 220, 255)  # what a bot is about to use: unlike the gold of a player's choices


class AirCargoScene(GameScene):
    # The table's spots for what the kit draws over it: the Log button top right (no Menu button
    # here), the bot caption and toasts in the top bar between the turn line and the Log button.
    log_button = pygame.Rect((1170, 8), LOG_BUTTON_SIZE)
    recap_area = pygame.Rect(744, 410, 526, 140)
    hint_button = pygame.Rect(182, 8, 82, 46)  # between the name and the points
    caption_area = pygame.Rect(740, 2, 420, 58)
    toast_area = pygame.Rect(740, 0, 420, 68)
    tutorial_card_spots = tutorial.CARD_SPOTS

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.map = MapView()
        self.log = PilotLog(LOG)
        self.tray = DiceTray(TRAY, die_size=theme.MIN_DIE, seed=match.seed)
        self.deck = theme.Panel(DECK, "wood", 18)
        self.equation_panel = theme.Panel(EQUATION, "parchment", 12)
        self.picture = copy.deepcopy(match.state)  # what the screen shows; the rules may be a move ahead
        self.next_picture = self.picture  # the state after the move whose events are being queued
        # a step waits for the plane, and its time starts once the plane is down
        self.timeline = Timeline(
            app, self, moving=lambda: self.flight is not None, catch_up=self.catch_up, tray=self.tray
        )
        self.clock = 0.0
        self.plane_pos = place_screen(match.state.leg_from or match.state.position)
        self.heading = 0.0
        self.flight: tuple | None = None  # (start, end, elapsed, duration) while the plane moves
        self.tumble = 0.0  # degrees of spin while going down
        self.stops: list[tuple[float, float]] = []  # where the checks of the current leg happen
        self.focus = 0
        self.page = 0
        self.hover: str | None = None  # the place pointed at on the map
        self.verdict: str = ""  # "pass" or "fail" stamped on the equation
        self._choices_key: tuple | None = None
        self._choices: list[tuple[str, dict]] = []
        self._table: pygame.Surface | None = None
        self._aids: dict = {}  # reach and dead ends for the position _aids_for
        self._aids_for: tuple = ()
        self.coach = Coach(app, match.spec.id, self.coach_tips(), enabled=not demo and not match.seats[0].is_bot)
        if self._dice_in_play(match.state):  # a continued game shows the dice it waits on, never old ones
            self._throw(list(range(len(match.state.dice))), match.state.dice, self._faces_now(match.state))

    # --- what is shown ------------------------------------------------------------------
    def busy(self) -> bool:
        return self.timeline.busy()

    def human_turn(self) -> bool:
        return not self.demo and not self.busy() and bool(self.human_to_act())

    def choices(self) -> list[tuple[str, dict]]:
        """(label, move) for every legal move now, cached until the next move."""
        mistake = tutorial.mistake_up(self)
        key = (len(self.match.log), mistake is not None)
        if key != self._choices_key:
            self._choices_key = key
            moves = self.match.legal_moves(rules.SOLO) if rules.SOLO in self.match.to_act() else []
            if mistake is not None:  # a tutorial's mistake: on a button too, so keys and pads can make it
                moves.append(mistake)
            shown = self.state.dice
            if len(shown) == 2 and shown[0] == shown[1]:  # a double: rerolling either die is the same choice
                moves = [m for m in moves if m.get("dice") != [1]]
            pray = next((m for m in moves if m["kind"] == "pray_weather"), None)
            if pray:  # beside "Roll, no stamina", not on a later page behind every stamina amount
                moves.remove(pray)
                moves.insert(1, pray)
            self._choices = [(self.label(m), m) for m in moves]
            self.focus, self.page = 0, 0
        return self._choices

    def pages(self) -> int:
        """How many pages the choices fill: a full page's last slot turns the page."""
        count = len(self.choices())
        return 1 if count <= PAGE else (count + PAGE - 2) // (PAGE - 1)

    def page_items(self) -> list[tuple[str, dict]]:
        items = self.choices()
        pages = self.pages()
        if pages == 1:
            return items
        per, page = PAGE - 1, self.page % pages
        return items[page * per : (page + 1) * per] + [(f"More ({page + 1}/{pages})", MORE)]

    def _dice_label(self, verb: str, dice: list[int]) -> str:
        """Dice named by the value they show: the tray puts them anywhere."""
        shown = self.state.dice
        if len(dice) == 1 and dice[0] < len(shown) and shown[dice[0]]:
            return f"{verb} the {shown[dice[0]]}"
        return f"{verb} both dice"

    def label(self, move: dict) -> str:
        kind = move["kind"]
        state = self.state
        if kind == "plan":
            if state.rerolls_left == 0:
                return "Plan (no rerolls: a useless roll ends the day)"
            return "Plan: roll dice"
        if kind == "fly":
            return f"Fly {move['cargo']} to {move['airport']} {C.airports[move['airport']].name}"
        if kind == "stop":
            return "Stop for the day" if state.phase in ("idle", "planning") else "Stop: give up the flight"
        if kind == "cargo":
            return f"Cargo {move['weight']} ({rules.weight_class(move['weight'])[0]})"
        if kind == "airport":
            return f"Airport {move['id']} {C.airports[move['id']].name}"
        if kind == "reroll":
            return self._dice_label("Reroll", move["dice"])
        if kind == "leg":
            place = C.places[move["to"]]
            crossed = len(C.leg_mountains.get((state.position, move["to"]), ()))
            mountains = f" ({crossed} mtn)" if crossed else ""
            if move["to"] in self.dead_ends():  # said on the button the pilot is about to press
                return f"To {place.name}: dead end"
            return (f"Land at {place.name}" if place.airport_id else f"To {place.name}") + mountains
        if kind == "stamina":  # with the exact chance this roll passes, before the pilot commits
            amount = move["amount"]
            chances = self.check_chances()  # more stamina than the most useful can't change the check
            chance = percent(chances[min(amount, max(chances))])
            return f"Roll, no stamina: {chance}" if amount == 0 else f"Roll, {amount} stamina: {chance}"
        if kind == "pray":
            return self._dice_label("Pray: reroll", move["dice"])
        if kind == "pray_weather":
            return "Pray: new weather die"
        if kind == "panic":
            return f"Panic: {rules.panic_cost(state)} stamina"
        if kind == "crash":
            return "Let it crash"
        return rules.describe(move)

    def focused_move(self) -> dict | None:
        items = self.page_items()
        if not items:
            return None
        return items[max(0, min(self.focus, len(items) - 1))][1]

    def settle_choices(self) -> None:
        """The choices for now, with their page and focus in range, worked out
        before drawing, which only reads them."""
        pages = self.pages()  # new choices start on the first page
        if pages > 1:
            self.page %= pages
        items = self.page_items()
        if items:
            self.focus = max(0, min(self.focus, len(items) - 1))

    # --- Learn to play: where a step's move is made ------------------------------------
    def tutorial_spots(self, move: dict) -> list[pygame.Rect]:
        return tutorial.spots(self, move)

    def tutorial_focus(self, move: dict) -> None:
        tutorial.focus(self, move)

    # --- the first-game coach -----------------------------------------------------------
    # A tip sits where it covers no legal target, not the thing it talks about
    # and not the dice; its pointer ends just outside that thing.
    def coach_tips(self) -> list[Tip]:
        def phase(*names):
            return lambda: self.human_turn() and self.state.phase in names

        def first_choice() -> pygame.Rect:
            return choice_rect(0)

        def cargo_and_airports() -> pygame.Rect:
            return self.log.airport_rect(AIRPORT_ORDER[0]).unionall([self.log.cargo_chip(max(CARGO_CHIPS))])

        def plane() -> pygame.Rect:
            rect = pygame.Rect(0, 0, 44, 44)
            rect.center = tuple(map(round, self.plane_spot()))
            return rect

        def equation() -> pygame.Rect:
            return EQUATION

        def choices() -> pygame.Rect:
            return CHOICES

        def fly_choice() -> pygame.Rect:
            slots = [slot for slot, (_, move) in enumerate(self.page_items()) if move.get("kind") == "fly"]
            return choice_rect(slots[0]) if slots else CHOICES

        return [
            self.tip(
                "plan",
                "Roll two dice to plan a cargo or a destination: choose Plan.",
                lambda: phase("idle")() and not self.state.planned_airports and not self.state.deliveries,
                first_choice,
            ),
            self.tip(
                "use",
                "Use the dice: one die or the sum as a cargo weight, or the two dice as an airport ID. "
                "Usable boxes glow on the log.",
                phase("planning"),
                cargo_and_airports,
            ),
            self.tip(
                "fly",
                "A planned cargo and a planned airport: you can fly! Heavier cargo scores more but makes "
                "every hazard check harder.",
                lambda: phase("idle")() and any(m["kind"] == "fly" for _, m in self.choices()),
                fly_choice,
            ),
            self.tip(
                "leg",
                "Fly a leg to a glowing beacon inside the ring. Mountains the leg crosses light up: each is "
                "a hazard check.",
                phase("flight"),
                plane,
            ),
            self.tip(
                "check",
                "Hazard check: the dice plus the numbers beside them must make 12 or less. "
                "Stamina now lowers the total.",
                phase("stamina"),
                equation,
            ),
            self.tip(
                "rescue",
                "Over 12! Pray to reroll, or panic: pay what you are over, plus one, in stamina.",
                phase("rescue"),
                choices,
            ),
        ]

    def tip(self, key: str, text: str, when, subject) -> Tip:
        """A tip about `subject`, pointing at it unless the pointer would have to
        run over a target or the dice (then the text says where to look)."""

        def anchor() -> tuple[int, int] | None:
            box = self.tip_box(text, subject())
            if _pointer_crosses(subject(), box, self.tip_targets()):
                return None
            return pointer_end(subject(), box)

        return Tip(key, text, when, anchor, box=lambda: self.tip_box(text, subject()))

    def tip_targets(self) -> list[pygame.Rect]:
        """What a tip must leave in view: every legal target, the choices and the dice."""
        rects = [CHOICES, TRAY, EQUATION]
        airports, cargo, focus = self.log_glow()
        rects += [self.log.airport_rect(a) for a in airports] + [self.log.cargo_chip(w) for w in cargo]
        places = [str(a) for a in airports]
        if self.human_turn() and self.state.phase == "flight":
            places += rules.leg_targets(self.state)
            places.append(self.state.position)
        if self.state.destination:
            places.append(str(self.state.destination))
            rects.append(name_tag_rect(str(self.state.destination)))
        for key in places:
            rect = pygame.Rect(0, 0, 48, 48)
            rect.center = tuple(map(round, place_screen(key)))
            rects.append(rect)
        return rects + self.check_rects()

    def check_rects(self) -> list[pygame.Rect]:
        """During a check, what it is about: the plane and the mountain circle it crosses."""
        check = self.state.check
        if not check:
            return []
        plane = pygame.Rect(0, 0, 48, 48)
        plane.center = tuple(map(round, self.plane_spot()))
        if check["kind"] != "mountain":
            return [plane]
        mountain = C.mountains[check["index"]]
        radius = round(mountain.radius * MAP_SCALE)
        circle = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        circle.center = tuple(map(round, to_screen(mountain.pos)))
        return [plane, circle]

    def tip_box(self, text: str, subject: pygame.Rect) -> pygame.Rect:
        """The first spot over the map (or the log, when it holds no target)
        where the bubble covers nothing a player needs; the map's top when
        every spot covers something."""
        width = 430
        height = 58 + TIP_TEXT * len(theme.wrap_lines(text, TIP_TEXT, width - 36)) + 4  # the coach's own wrapping
        avoid = self.tip_targets() + [subject.inflate(24, 24)]
        spots = [
            pygame.Rect(MAP.left + 12, MAP.top + 12, width, height),
            pygame.Rect(MAP.right - 12 - width, MAP.top + 12, width, height),
            pygame.Rect(MAP.left + 12, MAP.bottom - 12 - height, width, height),
            pygame.Rect(MAP.right - 12 - width, MAP.bottom - 12 - height, width, height),
            pygame.Rect(MAP.centerx - width // 2, MAP.centery - height // 2, width, height),
            pygame.Rect(LOG.left + 50, LOG.top + 40, width, height),
            pygame.Rect(LOG.left + 50, LOG.bottom - 10 - height, width, height),
        ]
        marks = [marker_rect(key) for key in C.places]
        free = [spot for spot in spots if spot.collidelist(avoid) < 0 and not _pointer_crosses(subject, spot, avoid)]
        if free:  # of the free spots, the one hiding the fewest places
            return min(free, key=lambda spot: len(spot.collidelistall(marks)))
        return min(spots, key=lambda spot: len(spot.collidelistall(avoid)))

    # --- events into animation -----------------------------------------------------------
    def on_events(self, events: list[dict]) -> None:
        snapshot = self.next_picture = copy.deepcopy(self.state)
        if events:
            self.timeline.then(0.0)  # an empty beat leads the move's steps
        self.timeline.play(events)
        self.timeline.then(0.0, lambda: self._show(snapshot))

    def _show(self, snapshot) -> None:
        old = self.picture
        self.picture = snapshot
        for airport in set(snapshot.planned_airports) - set(old.planned_airports):
            self.log.mark(("plan_airport", airport))
        for airport in set(snapshot.visited) - set(old.visited):
            self.log.mark(("visit", airport))
        for number in range(old.weather_crossed + 1, snapshot.weather_crossed + 1):
            self.log.mark(("weather", number))
        for row, before, after in (
            ("reroll", old.plan_rerolls_used, snapshot.plan_rerolls_used),
            ("prayer", old.prayers_used, snapshot.prayers_used),
            ("stamina", old.stamina_used, snapshot.stamina_used),
        ):
            for number in range(before + 1, after + 1):
                self.log.mark((row, number))
        for weight in set(snapshot.planned_cargo):
            for rank in range(old.planned_cargo.count(weight), snapshot.planned_cargo.count(weight)):
                self.log.mark(("order", weight, rank + snapshot.delivered.count(weight)))
        if snapshot.cargo and snapshot.cargo != old.cargo:
            self.log.mark(("circle", snapshot.cargo, snapshot.delivered.count(snapshot.cargo)))
        if self.log.fresh:
            self.app.sounds.play("scratch")

    @staticmethod
    def _dice_in_play(state) -> bool:
        """Dice a choice still rests on: a planning roll, or a check's roll (a failed one waits on a rescue)."""
        return bool(state.dice) and all(state.dice) and (state.phase == "planning" or state.check is not None)

    @staticmethod
    def _faces_now(state):
        return HAZARD_FACES if state.check else PLAN_FACES

    def _throw(self, indices, values, faces) -> None:
        specs = [DieSpec(faces[values[i] - 1], faces, key=i) for i in indices if values[i]]
        self.tray.throw(specs, keep_existing=True)
        self.app.sounds.play("rattle")

    def on_plan(self, event) -> None:
        self.timeline.then(0.1, self.tray.clear)

    def on_dice(self, event) -> None:
        snapshot = self.next_picture
        faces = PLAN_FACES if event["purpose"] == "plan" else HAZARD_FACES

        def throw():
            self.verdict = ""
            self._throw(event["rolled"], event["dice"], faces)

        self.timeline.then(0.05, throw, self.timeline.tray_settled)
        self.timeline.then(0.2, lambda: self._show(snapshot))

    def on_no_use(self, event) -> None:
        self.timeline.then_banner(0.3, "No use for that roll", 1.4, "Reroll to keep planning", False)

    def on_reroll(self, event) -> None:
        self.timeline.then(0.15, lambda: self.app.sounds.play("click"))

    on_pray = on_reroll

    def on_pray_weather(self, event) -> None:
        def lift():
            self.app.sounds.play("click")
            self.tray.remove("w")

        self.timeline.then(0.15, lift)

    def on_cargo(self, event) -> None:
        self.timeline.then(0.5, lambda: self.app.sounds.play("scratch"))
        self.timeline.then(0.0, self.tray.clear)

    on_airport = on_cargo

    def on_takeoff(self, event) -> None:
        def go():
            self.tray.clear()
            self.plane_pos = place_screen(event["from"])
            self.app.sounds.play("whoosh")
            self.timeline.banner(
                f"Take-off: {event['cargo']} for {C.airports[event['airport']].name}",
                1.2,
                f"{event['class']} cargo: +{event['add']} on every hazard check",
            )

        self.timeline.then(0.9, go)

    def on_leg(self, event) -> None:
        snapshot = self.next_picture
        start, end = C.places[event["from"]].pos, C.places[event["to"]].pos
        circles = [(m.pos, m.radius) for m in C.mountains]
        stops = [along for _, along in geometry.crossings(start, end, circles)]
        if C.places[event["to"]].airport_id and event["to"] == str(snapshot.destination or snapshot.position):
            stops.append(0.85)

        def begin():
            self.stops = [
                to_screen((start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)) for t in stops
            ]
            self.plane_pos = place_screen(event["from"])
            self.app.sounds.play("whoosh")

        self.timeline.then(0.1, begin)

    def _fly_to(self, target) -> None:
        self.flight = (self.plane_pos, target, 0.0, max(0.25, math.dist(self.plane_pos, target) / PLANE_SPEED))

    def on_check(self, event) -> None:
        snapshot = self.next_picture

        def go():
            self.tray.clear()
            self.verdict = ""
            if self.stops:
                self._fly_to(self.stops.pop(0))

        self.timeline.then(0.0, go)
        self.timeline.then(0.3, lambda: self._show(snapshot))

    def on_weather(self, event) -> None:
        snapshot = self.next_picture

        def throw():
            self.tray.throw([DieSpec(WEATHER_FACES[event["die"] - 1], WEATHER_FACES, key="w")], keep_existing=True)
            self.app.sounds.play("rattle")

        self.timeline.then(0.05, throw, self.timeline.tray_settled)
        self.timeline.then(0.3, lambda: self._show(snapshot))

    def on_stamina(self, event) -> None:
        if event["amount"]:
            self.timeline.then(0.3, lambda: self.app.sounds.play("scratch"))

    def on_pass(self, event) -> None:
        self._stamp(0.9, "pass", "clink")

    def on_fail(self, event) -> None:
        self._stamp(0.6, "fail", "error")

    def _stamp(self, duration: float, verdict: str, sound: str) -> None:
        """A step of `duration` that starts by stamping the check's verdict, with its sound."""

        def stamp():
            self.verdict = verdict
            self.app.sounds.play(sound)

        self.timeline.then(duration, stamp)

    def on_panic(self, event) -> None:
        self.timeline.then_banner(0.6, "Panic!", 1.0, f"{event['cost']} stamina scrapes you through")

    def on_crash(self, event) -> None:
        def down():
            self.tumble = 0.001
            self.app.sounds.play("error")
            self.timeline.banner("Crashed!", 2.4, f"Down over {event['name']}: the game is lost", False)

        self.timeline.then(2.0, down)

    def _arrive(self, key) -> None:
        self.stops = []
        self._fly_to(place_screen(key))

    def on_landed(self, event) -> None:
        key = str(event["airport"])
        self.timeline.then(0.0, lambda: self._arrive(key))

        def cheer():
            self.app.sounds.play("coin_take")
            self.timeline.banner(
                f"Delivered! +{event['cargo']}",
                1.4,
                f"{C.airports[event['airport']].name}: {event['points']} points in all",
            )

        self.timeline.then(1.0, cheer)

    def on_arrive(self, event) -> None:
        self.timeline.then(0.0, lambda: self._arrive(event["at"]))

    def on_game_over(self, event) -> None:
        title = event["title"]
        if event["outcome"] == "crashed":
            return
        text = f"{title}!" if title else "Home for the day"

        def show() -> None:
            self.app.sounds.play("cheer" if title else "score")
            self.timeline.banner(text, 1.8, f"{event['score']} points", bool(title))

        self.timeline.then(1.8, show)

    # --- the loop ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        step_tray(self.app, self.tray, dt)
        self.log.update(dt)
        self._update_plane(dt)
        self.timeline.update(dt)
        super().update(dt)
        self.refresh_aids()
        if self.human_turn():  # only a person's turn shows the choices
            self.settle_choices()
        self.tray.set_highlight(self.preview_dice())
        self.coach.update(dt)

    def _update_plane(self, dt: float) -> None:
        if self.tumble:  # going down: spinning and falling
            self.tumble += dt * 400 * self.app.anim_speed
            if self.tumble < 720:
                self.plane_pos = (self.plane_pos[0] + 8 * dt, self.plane_pos[1] + 30 * dt * self.app.anim_speed)
        if self.flight is None:
            return
        start, end, elapsed, duration = self.flight
        elapsed += dt * self.app.anim_speed
        t = ease_in_out(min(1.0, elapsed / duration))
        if end != start:
            self.heading = math.degrees(math.atan2(-(end[1] - start[1]), end[0] - start[0]))
        self.plane_pos = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        self.flight = None if elapsed >= duration else (start, end, elapsed, duration)

    def catch_up(self) -> None:
        """Nothing is left to play: the picture shows the rules' state, and a plane on the ground stands there."""
        if self.picture != self.state:
            self._show(copy.deepcopy(self.state))
            if self.state.phase in ("idle", "flight") and not self.tumble:
                self.plane_pos = place_screen(self.state.position)

    # --- input ------------------------------------------------------------------------------
    def handle(self, action) -> bool:
        if super().handle(action):
            return True
        if action.kind == "point" and action.pos:
            airport = self.log.airport_at(action.pos)  # pointing at the log names the airport on the map
            self.hover = str(airport) if airport else self.place_at(action.pos)  # None off the map clears it
        if not self.human_turn():
            return False
        items = self.page_items()
        kind = action.kind
        if kind in ("left", "right", "up", "down"):
            step = {"left": -1, "right": 1, "up": -2, "down": 2}[kind]
            if items:
                self.focus = (self.focus + step) % len(items)
                self.app.sounds.play("move")
            return True
        if kind in ("next", "prev") and len(self.choices()) > PAGE:
            self.page += 1 if kind == "next" else -1
            self.focus = 0
            return True
        if kind == "confirm":
            move = self.focused_move()
            if move is not None:
                self.choose(move)
            return True
        if kind in ("point", "click") and action.pos:
            return self.pointer(action.pos, kind == "click")
        return False

    def choose(self, move: dict) -> None:
        if move is MORE:
            self.page += 1
            self.focus = 0
            self.app.sounds.play("flip")
            return
        self.app.sounds.play("click")
        if move.get("kind") == "stop":
            self.ask_to_stop(move)
            return
        if move.get("kind") == "leg" and move.get("to") in self.dead_ends():
            self.ask_about_dead_end(move)
            return
        self.try_move(dict(move))

    def ask_about_dead_end(self, move: dict) -> None:
        """A leg into a dead end loses the flight: say why, and ask first."""

        def fly() -> None:
            self.try_move(dict(move))

        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Fly into a dead end?",
                [self.dead_ends()[move["to"]], "From there only a stop is left: the flight is lost."],
                "Fly there anyway",
                fly,
                no_label="Choose again",
            )
        )

    def ask_to_stop(self, move: dict) -> None:
        """A stop ends the game: say what it scores and loses, and ask first.
        A stop the rules refuse says why and asks nothing."""
        problem = rules.problem(self.state, move)
        if problem:
            self.try_move(dict(move))
            return
        title = "Stop for the day?" if not self.state.destination else "Give up this flight?"

        def stop() -> None:
            self.try_move(dict(move))

        self.app.scenes.push(
            ConfirmScene(
                self.app,
                title,
                rules.stop_lines(self.state),
                "Stop and count",
                stop,
                no_label="Keep flying",
            )
        )

    def pointer(self, pos, click: bool) -> bool:
        for slot, (_, move) in enumerate(self.page_items()):
            if choice_rect(slot).collidepoint(pos):
                self.focus = slot
                if click:
                    self.choose(move)
                return True
        target = self.move_at(pos)
        if target is None:
            return False
        items = self.page_items()
        for slot, (_, candidate) in enumerate(items):
            if candidate == target:
                self.focus = slot
        if click:
            self.choose(target)
        return True

    def place_at(self, pos) -> str | None:
        if not MAP.collidepoint(pos):
            return None
        best, best_d = None, 16.0
        for key in C.places:
            d = math.dist(pos, place_screen(key))
            if d < best_d:
                best, best_d = key, d
        return best

    def move_at(self, pos) -> dict | None:
        """The move a click on the map or the log stands for, legal or not (so a
        refused one can say why). While a check is being made, none."""
        state = self.state
        place = self.place_at(pos)
        chip = self.log.airport_at(pos)
        airport = chip or (C.places[place].airport_id if place else None)
        weight = self.log.cargo_at(pos)
        if state.phase == "flight":
            target = str(chip) if chip else place
            return {"player": rules.SOLO, "kind": "leg", "to": target} if target else None
        if state.phase not in ("idle", "planning"):
            return None
        if airport and state.phase == "planning":
            return {"player": rules.SOLO, "kind": "airport", "id": airport}
        if airport:
            return next(
                (m for _, m in self.choices() if m["kind"] == "fly" and m["airport"] == airport),
                {"player": rules.SOLO, "kind": "fly", "airport": airport, "cargo": (state.planned_cargo or [0])[0]},
            )
        if weight:
            return {"player": rules.SOLO, "kind": "cargo", "weight": weight}
        if place:  # a beacon: legs are for the air
            return {"player": rules.SOLO, "kind": "leg", "to": place}
        return None

    # --- drawing -------------------------------------------------------------------------------
    def table(self) -> pygame.Surface:
        """Everything that never changes, composed once into one opaque image:
        one big blit a frame instead of several large alpha ones."""
        if self._table is None:
            table = pygame.Surface((theme.WIDTH, theme.HEIGHT))
            table.blit(theme.backdrop("wood"), (0, 0))
            self.draw_name(table)
            self.map.draw_base(table)
            self.log.draw_sheet(table)
            self.deck.draw(table)
            self.equation_panel.draw(table)
            self._table = table.convert() if pygame.display.get_surface() else table
        return self._table

    def draw(self, surface) -> None:
        surface.blit(self.table(), (0, 0))
        picture = self.picture
        line = C.weather_line(picture.weather_crossed) if picture.weather_crossed else 0
        status = (
            f"Points {rules.points(picture)}   Flights {len(picture.deliveries)}   "
            f"Weather line {line + 1} of {len(C.weather)}"
        )
        theme.draw_text(surface, status, (MAP.right, 20), theme.SMALL, theme.CREAM, "topright", shadow=True)
        self.draw_map(surface)
        self.log.draw(surface, picture, *self.log_glow(), clock=self.clock, sheet=False)
        self.draw_bot_preview_on_log(surface)
        self.tray.draw(surface)
        self.draw_equation(surface)
        self.draw_choices(surface)
        prompt = self.prompt_text()
        if prompt:
            theme.draw_text(
                surface, theme.fit(prompt, 30, MAP.w), (MAP.centerx, PROMPT_Y), 30, theme.CREAM, "center", shadow=True
            )
        self.draw_banner(surface)
        self.coach.draw(surface)
        if self.demo:
            self.draw_demo_banner(surface)

    def log_glow(self) -> tuple[Sequence[int], Sequence[int], int | None]:
        if not self.human_turn():
            return (), (), None
        state = self.state
        if state.phase == "planning":
            return rules.airport_options(state), rules.cargo_options(state), None
        if state.phase == "idle":
            move = self.focused_move()
            focus = move.get("airport") if move and move.get("kind") == "fly" else None
            return state.planned_airports, (), focus
        return (), (), None

    def draw_map(self, surface) -> None:
        """Weather under the marks a pilot flies by; the labels over the plane."""
        picture = self.picture
        weather_line = C.weather_line(picture.weather_crossed) if picture.weather_crossed else 0
        self.map.draw_weather(surface, weather_line, self.clock)
        reach = self.reach_shown()
        if reach:
            self.map.draw_reach(surface, *reach)
        self.map.draw_marks(surface)
        for airport in picture.visited:  # crossed out on the map as on the log
            self.map.draw_visited(surface, str(airport), self.log.progress(("visit", airport)))
        flying = picture.phase not in ("idle", "planning", "plan_roll", "over") or self.flight is not None
        if flying or picture.route:
            self.map.draw_route(surface, picture.route if flying else [], self.plane_pos if flying else None)
        if self.human_turn() and self.state.phase == "flight":
            self.map.draw_range(surface, place_screen(self.state.position), self.clock)
            for key in rules.leg_targets(self.state):
                self.map.draw_marker(surface, key, (255, 205, 60), self.clock)
            for key in self.dead_ends():
                self.map.draw_dead_end(surface, key)
            move = self.focused_move()
            target = move.get("to") if move else None
            if self.hover and self.hover in rules.leg_targets(self.state):
                target = self.hover
            if target:
                self.map.draw_preview(surface, self.state.position, target, self.clock)
        if picture.destination:
            self.map.draw_marker(surface, str(picture.destination), (200, 60, 40), self.clock, 20)
        if self.human_turn() and self.state.phase in ("idle", "planning"):
            for airport in self.log_glow()[0]:  # planned airports to fly to, or the ones the dice name
                self.map.draw_marker(surface, str(airport), (255, 205, 60), self.clock)
        self.draw_bot_preview_on_map(surface)
        self.draw_plane(surface, flying)
        self.map.draw_labels(surface)
        if reach and self.guide is None:  # in a tutorial the card says it, where the key would sit
            self.map.draw_reach_key(surface, bool(self.dead_ends()))
        if self.hover:
            self.map.draw_name(surface, self.hover)
        elif picture.destination:
            self.map.draw_name(surface, str(picture.destination))

    # --- the planning aid: reach in one and two legs, and dead ends -------------------------
    def reach_shown(self) -> tuple[list[str], list[str]] | None:
        """Where the plane can get to in one leg and only in two, while the pilot
        chooses a flight or a leg (aids.reach); None at other times."""
        if not self.human_turn() or self.state.phase not in ("idle", "flight") or self.flight is not None:
            return None
        if self.state.phase == "idle" and not self.state.planned_airports:
            return None  # nowhere to head for yet: the bare map reads better on the first turn
        return self._aid("reach")

    def dead_ends(self) -> dict[str, str]:
        """Leg targets from which no way leads on in time, with the sentence why."""
        if self.state.phase != "flight":
            return {}
        return self._aid("dead_ends")

    def _aid_key(self) -> tuple:
        state = self.state
        return (state.phase, state.position, state.weather_crossed, state.destination, tuple(state.planned_airports))

    def _work_out_aids(self) -> dict:
        state = self.state
        ends = {key: why for key in rules.leg_targets(state) if (why := aids.dead_end(state, key))}
        return {"reach": aids.reach(state), "dead_ends": ends}

    def refresh_aids(self) -> None:
        """Work the aids out in update, once for each thing they depend on; drawing only reads them."""
        now = self._aid_key()
        if self._aids_for != now:
            self._aids_for, self._aids = now, self._work_out_aids()

    def _aid(self, name: str):
        if self._aids_for == self._aid_key():
            return self._aids[name]
        return self._work_out_aids()[name]  # a move since the last update: worked out afresh, not kept

    # --- a bot's next move, held on screen at the relaxed bot pace ---------------------------
    def previewed(self) -> dict | None:
        """The move the kit says a bot is about to make (GameScene.bot_preview), or None."""
        preview = self.bot_preview
        return preview[1] if preview else None

    def draw_bot_preview_on_map(self, surface) -> None:
        """Light up what the bot's next move will use: the leg it will fly (with
        the mountains it crosses), the airport it takes off for or plans."""
        move = self.previewed()
        if not move:
            return
        kind = move["kind"]
        if kind == "leg":
            self.map.draw_preview(surface, self.state.position, move["to"], self.clock, PREVIEW)
            self.map.draw_marker(surface, move["to"], PREVIEW, self.clock, 20)
        elif kind in ("fly", "airport"):
            airport = str(move["airport"] if kind == "fly" else move["id"])
            self.map.draw_marker(surface, airport, PREVIEW, self.clock, 20)

    def draw_bot_preview_on_log(self, surface) -> None:
        """The log boxes the bot's next move will tick or circle."""
        move = self.previewed()
        if not move:
            return
        kind, state = move["kind"], self.state
        rects = []
        if kind == "cargo":
            rects.append(self.log.cargo_chip(move["weight"]))
        elif kind == "airport":
            rects.append(self.log.airport_rect(move["id"]))
        elif kind == "fly":
            rects += [self.log.airport_rect(move["airport"]), self.log.cargo_chip(move["cargo"])]
        elif kind == "reroll":
            rects.append(self.log.row_box_rect("reroll", state.plan_rerolls_used))
        elif kind in ("pray", "pray_weather"):
            rects.append(self.log.row_box_rect("prayer", state.prayers_used))
        elif kind in ("stamina", "panic"):
            amount = move["amount"] if kind == "stamina" else rules.panic_cost(state)
            rects += [self.log.row_box_rect("stamina", state.stamina_used + i) for i in range(amount)]
        pulse = 3 + int(2 * (1 + math.sin(self.clock * 5)))
        for rect in rects:
            pygame.draw.rect(surface, PREVIEW, rect.inflate(pulse * 2, pulse * 2), 4, border_radius=8)

    def preview_dice(self) -> list[int]:
        """Tray dice the bot's next move rerolls (a Plan Reroll or a prayer)."""
        move = self.previewed()
        if move and move["kind"] in ("reroll", "pray"):
            return list(move["dice"])
        return []

    def plane_spot(self) -> tuple[float, float]:
        """Where the plane is drawn: at a place and not moving, it stands beside
        the mark (map.parking_spot), so the airport and its number stay in view."""
        if self.flight is None and not self.tumble:
            for key in C.places:
                if math.dist(self.plane_pos, place_screen(key)) < 1:
                    return parking_spot(key)
        return self.plane_pos

    def draw_plane(self, surface, flying: bool) -> None:
        airborne = flying and not self.tumble
        size_lift = 1.0 if airborne else 0.1
        if self.tumble:
            size_lift = max(0.0, 1 - self.tumble / 700)
            for puff in range(6):  # a smoke trail behind the falling plane
                age = puff * 0.12
                pygame.draw.circle(
                    surface,
                    (90, 90, 96),
                    (self.plane_pos[0] - 10 * puff, self.plane_pos[1] - 14 * puff),
                    6 + 3 * puff * (1 - age / 2),
                )
        self.map.draw_plane(surface, self.plane_spot(), self.heading, size_lift, self.tumble)

    def draw_equation(self, surface) -> None:
        picture = self.picture
        rect = EQUATION.inflate(-20, -18)
        check = picture.check
        x, y = rect.left, rect.top
        if check and picture.phase in ("weather_roll", "stamina", "hazard_roll", "rescue", "over"):
            theme.draw_text(surface, check_title(check, rect.w), (x, y), 28, theme.INK)
            dice = sum(picture.dice) if picture.dice and all(picture.dice) and self.tray.settled else None
            weather = check["weather"] if check.get("weather_die") else None
            rows = [
                ("Dice", "?" if dice is None else str(dice)),
                ("+ Weather", "?" if weather is None else str(weather)),
                ("+ Hazard", str(check["hazard"])),
                ("+ Cargo", str(check["cargo_class"])),
            ]
            if check.get("stamina"):
                rows.append(("- Stamina", str(check["stamina"])))
            for row, (name, value) in enumerate(rows):
                ry = y + 28 + row * 21
                theme.draw_text(surface, name, (x, ry), theme.MIN_TEXT, theme.WOOD)
                theme.draw_text(surface, value, (x + 128, ry), theme.MIN_TEXT, theme.INK, "topright")
            total_x = rect.right - 54
            if dice is not None and weather is not None:
                total = dice + rules.check_modifiers(check) - check.get("stamina", 0)
                sign = "<=" if total <= C.pass_limit else ">"
                theme.draw_text(surface, f"= {total}", (total_x, y + 24), 56, theme.INK, "midtop")
                theme.draw_text(surface, f"{sign} {C.pass_limit}", (total_x, y + 72), 34, theme.WOOD, "midtop")
                self.draw_verdict(surface, (total_x, y + 112), total <= C.pass_limit)
            elif weather is not None:  # what the two dice must make, once the weather is known
                need = C.pass_limit - rules.check_modifiers(check) + check.get("stamina", 0)
                theme.draw_text(surface, "dice need", (total_x, y + 40), 28, theme.WOOD, "midtop")
                theme.draw_text(
                    surface,
                    str(need) if need >= 2 else "a panic",
                    (total_x, y + 64),
                    52 if need >= 2 else 30,
                    theme.INK,
                    "midtop",
                )
                theme.draw_text(surface, "or less" if need >= 2 else "", (total_x, y + 104), 28, theme.WOOD, "midtop")
            else:
                theme.draw_text(surface, "12 or", (total_x, y + 46), 30, theme.WOOD, "midtop")
                theme.draw_text(surface, "less", (total_x, y + 72), 30, theme.WOOD, "midtop")
                theme.draw_text(surface, "passes", (total_x, y + 98), 30, theme.WOOD, "midtop")
            return
        if picture.phase == "planning" and self.tray.settled:
            a, b = picture.dice
            theme.draw_text(surface, f"Planning roll: {a} and {b}", (x, y), 28, theme.INK)
            cargo = rules.cargo_options(picture)
            airports = rules.airport_options(picture)
            lines = [
                f"Cargo: {', '.join(map(str, cargo)) if cargo else 'no free box'}",
                f"Airport: {', '.join(map(str, airports)) if airports else no_airport(a, b)}",
                f"Rerolls left: {picture.rerolls_left}",
            ]
            for row, text in enumerate(lines):
                theme.draw_text(surface, theme.fit(text, 28, rect.w), (x, y + 36 + row * 30), 28, theme.INK)
            return
        lines = self.summary_lines(picture, rect.w)
        for row, text in enumerate(lines):
            theme.draw_text(
                surface, theme.fit(text, 28, rect.w), (x, y + row * 30), 28, theme.INK if row else theme.WOOD
            )

    def summary_lines(self, picture, width: int = EQUATION.w - 20) -> list[str]:
        """The box's lines between checks; its heading names the place whole, in fewer words if need be."""
        where = C.places[picture.position].name
        if picture.destination:
            target = C.airports[picture.destination]
            return [
                first_fitting([f"Flying {picture.cargo} to {target.name}", f"{picture.cargo} to {target.name}"], width),
                f"Landing hazard {target.landing_hazard}",
                f"Weather boxes left {picture.weather_left}",
                f"Stamina {picture.stamina_left}, prayers {picture.prayers_left}",
            ]
        return [
            first_fitting([f"On the ground: {where}", f"At {where}"], width),
            f"Planned airports {len(picture.planned_airports)}",
            f"Ordered cargo {len(picture.planned_cargo)}",
            f"Stamina {picture.stamina_left}, prayers {picture.prayers_left}",
        ]

    def draw_verdict(self, surface, centre, passes: bool) -> None:
        """A tick or a cross beside the word: never colour alone."""
        colour = (40, 140, 60) if passes else theme.RED
        cx, cy = centre
        if passes:
            pygame.draw.lines(surface, colour, False, [(cx - 52, cy), (cx - 42, cy + 10), (cx - 26, cy - 10)], 5)
        else:
            pygame.draw.line(surface, colour, (cx - 50, cy - 9), (cx - 32, cy + 9), 5)
            pygame.draw.line(surface, colour, (cx - 50, cy + 9), (cx - 32, cy - 9), 5)
        theme.draw_text(surface, "PASS" if passes else "OVER", (cx - 20, cy), 30, colour, "midleft")

    def draw_choices(self, surface) -> None:
        if not self.human_turn():
            move = self.previewed()
            if move:
                self.draw_bot_choice(surface, move)
                return
            text = (
                "Flying..."
                if self.flight is not None
                else "Watch the dice..."
                if not self.tray.settled
                else "The bot is thinking..."
                if self.match.seats[0].is_bot and not self.match.is_over()
                else ""
            )
            if text:
                theme.draw_text(surface, text, CHOICES.center, 30, theme.CREAM, "center")
            return
        hinted = self.hinted_slot()
        for slot, (label, move) in enumerate(self.page_items()):
            rect = choice_rect(slot)
            focused = slot == self.focus
            fill = theme.GOLD if focused else (theme.COPPER if move is not MORE else theme.WOOD_LIGHT)
            if focused:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(8, 8), border_radius=12)
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            pygame.draw.rect(surface, theme.BROWN_DARK, rect, 3, border_radius=10)
            ink = theme.INK if focused else theme.CREAM
            theme.draw_text(surface, theme.fit(label, 27, rect.w - 16), rect.center, 27, ink, "center")
            if slot == hinted:  # the hint's move (bot_preview on a human's turn): ringed like a bot's choice
                pulse = 2 + int(2 * (1 + math.sin(self.clock * 5)))
                pygame.draw.rect(surface, PREVIEW, rect.inflate(pulse * 2, pulse * 2), 4, border_radius=12)

    def hinted_slot(self) -> int | None:
        """The button on this page for the move bot_preview names (More when it is on another page)."""
        move = self.previewed()
        if not move:
            return None
        dice = self.state.dice
        if move.get("kind") in ("reroll", "pray") and move["dice"] == [1] and len(dice) == 2 and dice[0] == dice[1]:
            move = {**move, "dice": [0]}  # a double offers one single-die button
        items = self.page_items()
        for slot, (_, candidate) in enumerate(items):
            if candidate == move:
                return slot
        if any(candidate == move for _, candidate in self.choices()):
            return next((slot for slot, (_, candidate) in enumerate(items) if candidate is MORE), None)
        return None

    def draw_bot_choice(self, surface, move: dict) -> None:
        """The bot's next move, named as a player's button would be, lit up."""
        theme.draw_text(surface, f"{self.seat_name(0)} will:", (CHOICES.left + 4, CHOICES.top), 30, theme.CREAM)
        rect = pygame.Rect(0, 0, CHOICES.w - 80, 48)
        rect.midtop = (CHOICES.centerx, CHOICES.top + 40)
        pygame.draw.rect(surface, PREVIEW, rect.inflate(8, 8), border_radius=12)
        pygame.draw.rect(surface, theme.CREAM, rect, border_radius=10)
        pygame.draw.rect(surface, theme.BROWN_DARK, rect, 3, border_radius=10)
        label = theme.fit(self.label(move), 30, rect.w - 16)
        theme.draw_text(surface, label, rect.center, 30, theme.INK, "center")

    def prompt_text(self) -> str:
        if self.demo or self.busy():
            return ""
        if self.match.is_over():
            return "The flying is over for today."
        if self.match.seats[0].is_bot:  # the prompt speaks to a person at the controls
            return f"{self.seat_name(0)} is flying."
        phase = self.state.phase
        if phase == "idle" and not self.state.deliveries:
            return "Plan with the dice, then fly a planned cargo to a planned airport."
        if phase == "stamina":
            return self.stamina_prompt()
        if phase == "flight":
            move = self.focused_move()
            pointed = self.hover or (move.get("to") if move else None)
            if pointed in self.dead_ends():  # the warning where the leg is chosen, before it is flown
                return self.dead_ends()[pointed]
            if pointed in rules.leg_targets(self.state):
                return self.leg_odds_prompt(pointed) or "Choose the next leg: a glowing beacon, or your destination."
        return {
            "idle": "Plan with the dice, fly a planned cargo, or stop for the day.",
            "planning": "Tick a glowing box on the log" + (", or reroll." if self.state.rerolls_left else "."),
            "flight": "Choose the next leg: a glowing beacon, or your destination.",
            "rescue": "Over 12: pray for a reroll, panic, or go down.",
        }.get(phase, "")

    def leg_odds_prompt(self, target: str) -> str:
        """The checks a leg brings and the chance to pass them all without stamina, or "" for none."""
        checks = len(aids.leg_checks(self.state, target))
        if not checks:
            return ""
        chance = percent(aids.leg_chance(self.state, target))
        name = C.places[target].name
        if checks == 1:
            return f"{name}: 1 check on this leg, {chance} to pass it without stamina."
        return f"{name}: {checks} checks on this leg, {chance} to pass all without stamina."

    def stamina_prompt(self) -> str:
        """The chance to pass with no stamina, and the best stamina can make it."""
        chances = self.check_chances()
        most = max(chances)
        return f"Before the roll: {percent(chances[0])} to pass as it is, {percent(chances[most])} with {most} stamina."

    def check_chances(self) -> dict[int, Fraction]:
        """aids.check_chances, worked out once a move: the label and the hint ask every frame."""
        return self.once_per_move("check chances", lambda: aids.check_chances(self.state))

    def draw_banner(self, surface) -> None:
        if not self.timeline.banners:
            return
        banner = self.timeline.banners[0]
        alpha = int(255 * min(1.0, banner.time_left / 0.3))
        top = MAP.top + 220
        surface.blit(theme.veil((MAP.w, 112), (20, 14, 10), min(200, alpha)), (MAP.left, top))
        colour = theme.GOLD if banner.good else (255, 140, 110)
        theme.draw_text(
            surface,
            theme.fit(banner.text, theme.HEADING, MAP.w - 20, display=True),
            (MAP.centerx, top + 8),
            theme.HEADING,
            colour,
            "midtop",
            shadow=True,
            alpha=alpha,
            display=True,
        )
        if banner.sub:
            theme.draw_text(
                surface,
                theme.fit(banner.sub, 30, MAP.w - 20),
                (MAP.centerx, top + 72),
                30,
                theme.CREAM,
                "midtop",
                alpha=alpha,
            )


def first_fitting(options: list[str], width: int, size: int = 28) -> str:
    """The first wording that fits `width` whole; the last one shortened when none does."""
    for option in options:
        if theme.font(size).size(option)[0] <= width:
            return option
    return theme.fit(options[-1], size, width)


def no_airport(a: int, b: int) -> str:
    """Why the dice plan no airport: neither number they make is one (a 1 and a 2 make 12 and 21)."""
    numbers = sorted({10 * a + b, 10 * b + a})
    return "no " + " or ".join(map(str, numbers))


def check_title(check: dict, width: int, size: int = 28) -> str:
    """The check box's heading: the place named whole, with the shortest
    lead-in that leaves room for it ("Mountain: Sierra Nevada, Whitney" is too long)."""
    name = check["name"]
    leads = ("Landing: ",) if check["kind"] == "landing" else ("Mountain: ", "Over ")
    return first_fitting([lead + name for lead in leads] + [name], width, size)


def pointer_end(subject: pygame.Rect, bubble: pygame.Rect) -> tuple[int, int]:
    """Where a tip's pointer ends: just outside the side of `subject` that faces
    the bubble, so the line and its dot never cross what they point at."""
    gap = 14  # the pointer's dot is 10 px across its middle
    bx, by = bubble.center
    if bubble.right <= subject.left:
        return (subject.left - gap, min(max(by, subject.top + 6), subject.bottom - 6))
    if bubble.left >= subject.right:
        return (subject.right + gap, min(max(by, subject.top + 6), subject.bottom - 6))
    x = min(max(bx, subject.left + 6), subject.right - 6)
    return (x, subject.top - gap) if by < subject.centery else (x, subject.bottom + gap)


def _pointer_crosses(subject: pygame.Rect, bubble: pygame.Rect, rects: list[pygame.Rect]) -> bool:
    """Whether the pointer from a bubble to `subject` would run over any of `rects`
    (the coach draws it from the bubble's edge nearest the end point)."""
    ax, ay = pointer_end(subject, bubble)
    start = (min(max(ax, bubble.left + 18), bubble.right - 18), min(max(ay, bubble.top + 4), bubble.bottom - 4))
    near = subject.inflate(24, 24)
    return any(rect.clipline(start, (ax, ay)) for rect in rects if not near.contains(rect))
