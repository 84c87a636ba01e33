"""What the AirCargo table shows of the game: the map with the plane, the
pilot log's pencil marks, the dice tray and the hazard-equation box, and the
animation the rules' events become (dice in the tray, the plane along its
legs, pencil marks drawing themselves in).

The board keeps its own `picture` of the state, which lags the rules while
the timeline plays; once nothing is left to play, `catch_up()` shows the
rules' state again."""

from __future__ import annotations

import copy
import math
from collections.abc import Sequence

import pygame

from game.aircargo import geometry, rules
from game.aircargo.content import content
from game.aircargo.phases import Phase
from scenes.aircargo import equation
from scenes.aircargo.layout import DECK, EQUATION, LOG, MAP, STATUS, TRAY, place_screen, to_screen
from scenes.aircargo.log import PilotLog
from scenes.aircargo.map import PARKED, MapView, parking_spot
from scenes.kit.labels import Labels
from scenes.kit.timeline import Timeline, step_tray
from sprites import theme
from sprites.dice import Face
from sprites.dice_tray import DiceTray, DieSpec
from sprites.drawing import ease_in_out

C = content()
PLAN_FACES = tuple(Face(pips=n) for n in range(1, 7))
HAZARD_FACES = tuple(Face(pips=n, colour=(236, 96, 80), ink=(255, 246, 236)) for n in range(1, 7))
WEATHER_FACES = tuple(Face(pips=n, colour=(96, 150, 220), ink=(255, 255, 255)) for n in range(1, 7))
PLANE_SPEED = 260.0  # screen px a second at animation speed 1


class Board:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        self.map = MapView()
        self.labels = Labels(
            bounds=MAP.inflate(-8, -8)
        )  # the names on the map, placed in each update (Overlays.place_tags)
        self.log = PilotLog(LOG)
        self.tray = DiceTray(TRAY, die_size=theme.MIN_DIE, seed=match.seed)
        self.deck = theme.Panel(DECK, "wood", 18)
        self.equation_panel = theme.Panel(EQUATION, "parchment", 12)
        state = self.state()
        self.picture = copy.deepcopy(state)  # what the screen shows; the rules may be a move ahead
        self.next_picture = self.picture  # the state after the move whose events are being queued
        # a step waits for the plane, and its time starts once the plane is down
        self.timeline = Timeline(
            app, self, moving=lambda: self.flight is not None, catch_up=self.catch_up, tray=self.tray
        )
        self.clock = 0.0
        self.plane_pos = place_screen(state.leg_from or state.position)
        self.heading = 0.0
        self.flight: tuple | None = None  # (start, end, elapsed, duration) while the plane moves
        self.tumble = 0.0  # degrees of spin while going down
        self.stops: list[tuple[float, float]] = []  # where the checks of the current leg happen
        self.verdict: str = ""  # "pass" or "fail" stamped on the equation
        self._table: pygame.Surface | None = None
        if self._dice_in_play(state):  # a continued game shows the dice it waits on, never old ones
            self._throw(list(range(len(state.dice))), state.dice, self._faces_now(state))

    def state(self):
        """What the picture catches up with: the room's view, never the full state."""
        return self.match.room_view()

    def busy(self) -> bool:
        return self.timeline.busy()

    def flying(self) -> bool:
        """The plane is in the air (or going down) as the picture shows it."""
        return (
            self.picture.phase not in (Phase.IDLE, Phase.PLANNING, Phase.PLAN_ROLL, Phase.OVER)
            or self.flight is not None
        )

    # --- events into animation -----------------------------------------------------------
    def play(self, events: list[dict]) -> None:
        snapshot = self.next_picture = copy.deepcopy(self.state())
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
        return bool(state.dice) and all(state.dice) and (state.phase == Phase.PLANNING or state.check is not None)

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
        def scrape() -> None:  # the box shows the panic's stamina taking the failed total under the limit
            if self.picture.check is not None:
                self.picture.check = dict(self.picture.check, panic=event["cost"])

        self.timeline.then(0.0, scrape)
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
            self.tray.clear()  # the landing's dice are spent: the next roll starts on an empty tray
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
        sub = f"{event['score']} points" + (": the roll planned nothing" if event["outcome"] == "no_use" else "")

        def show() -> None:
            self.app.sounds.play("cheer" if title else "score")
            self.timeline.banner(text, 1.8, sub, bool(title))

        self.timeline.then(1.8, show)

    # --- the loop ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        step_tray(self.app, self.tray, dt)
        self.log.update(dt)
        self._update_plane(dt)
        self.timeline.update(dt)

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
        state = self.state()
        if self.picture != state:
            self._show(copy.deepcopy(state))
            if state.phase in (Phase.IDLE, Phase.FLIGHT) and not self.tumble:
                self.plane_pos = place_screen(state.position)

    def parked_rects(self) -> list[pygame.Rect]:
        """The plane standing beside a place, as a piece no tag may cover (none while it flies:
        the labels are drawn over it)."""
        spot = self.plane_spot()
        if self.flight is not None or self.tumble or spot == self.plane_pos:
            return []
        rect = pygame.Rect(0, 0, PARKED, PARKED)
        rect.center = tuple(map(round, spot))
        return [rect]

    def plane_spot(self) -> tuple[float, float]:
        """Where the plane is drawn: at a place and not moving, it stands beside
        the mark (map.parking_spot), so the airport and its number stay in view."""
        if self.flight is None and not self.tumble:
            for key in C.places:
                if math.dist(self.plane_pos, place_screen(key)) < 1:
                    return parking_spot(key)
        return self.plane_pos

    # --- drawing, in the order the scene lays it down -------------------------------------------
    def draw_table(self, surface, draw_name) -> None:
        """Everything that never changes (the scene's `draw_name` puts the title on), composed
        once into one opaque image: one big blit a frame instead of several large alpha ones;
        then the status line over it."""
        if self._table is None:
            table = pygame.Surface((theme.WIDTH, theme.HEIGHT))
            table.blit(theme.backdrop("wood"), (0, 0))
            draw_name(table)
            self.map.draw_base(table)
            self.log.draw_sheet(table)
            self.deck.draw(table)
            self.equation_panel.draw(table)
            self.tray.draw_background(table)
            self._table = table.convert() if pygame.display.get_surface() else table
        surface.blit(self._table, (0, 0))
        theme.draw_text(surface, self.status(), STATUS.midleft, theme.SMALL, theme.CREAM, "midleft", shadow=True)

    def status(self) -> str:
        """The line beside the Hint button: short enough for its room (STATUS) at any score."""
        picture = self.picture
        line = C.weather_line(picture.weather_crossed) if picture.weather_crossed else 0
        return (
            f"Points {rules.points(picture)}  Flights {len(picture.deliveries)}  Weather {line + 1} of {len(C.weather)}"
        )

    def draw_weather(self, surface) -> None:
        """The cold front, under the marks a pilot flies by."""
        picture = self.picture
        weather_line = C.weather_line(picture.weather_crossed) if picture.weather_crossed else 0
        self.map.draw_weather(surface, weather_line, self.clock)

    def draw_marks_and_route(self, surface) -> None:
        """The places, those visited crossed out (as on the log), and the route flown."""
        picture = self.picture
        self.map.draw_marks(surface)
        for airport in picture.visited:
            self.map.draw_visited(surface, str(airport), self.log.progress(("visit", airport)))
        flying = self.flying()
        if flying or picture.route:
            self.map.draw_route(surface, picture.route if flying else [], self.plane_pos if flying else None)

    def draw_destination(self, surface) -> None:
        if self.picture.destination:
            self.map.draw_marker(surface, str(self.picture.destination), (200, 60, 40), self.clock, 20)

    def draw_plane(self, surface) -> None:
        """The plane, over everything on the map but the labels."""
        airborne = self.flying() and not self.tumble
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

    def draw_log(self, surface, glow: tuple[Sequence[int], Sequence[int], int | None]) -> None:
        """The pilot log's pencil marks, with `glow` (airports, cargo chips, the focused airport) lit."""
        self.log.draw(surface, self.picture, *glow, clock=self.clock, sheet=False)

    def draw_dice(self, surface) -> None:
        """The tray and the hazard-equation box beside it."""
        self.tray.draw_dice(surface)  # the empty tray is in the table's picture
        equation.draw(surface, self.picture, self.tray.settled)

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
