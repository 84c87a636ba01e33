"""What the Bindle Rails Express mat shows: dice in the tray, the keep row,
the route track and spent on the mat, the markers on the tracks, and the
animations that move them.

The board keeps its own picture (where each die is drawn, where each marker
stands) so the animation can lag the rules; once nothing moves, `sync()`
makes the picture agree with the rules' state again.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.bindle_rails import rules
from game.bindle_rails.rules import COMPANIES, EVENT_FACES, ROUTE_FACES, VALUE_FACES
from scenes.bindle_rails import layout as L
from scenes.bindle_rails.dice import event_face, event_faces, route_faces, value_face, value_faces
from scenes.kit.timeline import Banner, Timeline, draw_floater, step_tray
from sprites import theme
from sprites.dice import draw_die
from sprites.dice_tray import DiceTray, DieMover, DieSpec
from sprites.drawing import draw_marker

ALL_ROUTE_FACES = route_faces(ROUTE_FACES)
ALL_EVENT_FACES = event_faces(EVENT_FACES)


TECH_FLOAT_SPOT = (L.TRAY.right - 60, L.TRAY.bottom - 30)  # the felt's corner beside the tech track


def value_float_spot(company: int) -> tuple[int, int]:
    """A company's value floater rises from the tray's felt beside its track, never over
    the company's name or its value boxes."""
    return L.TRAY.right - 46, int(L.value_space(company, 0)[1])


@dataclass
class Picture:
    """Where the board draws things right now (it may lag the rules)."""

    where: dict = field(default_factory=dict)  # die key -> ("tray",) ("keep", slot) ("route", slot) ("spent", use, i)
    faces: dict = field(default_factory=dict)  # die key -> Face
    values: list[float] = field(default_factory=list)  # marker positions, eased towards `value_targets`
    value_targets: list[int] = field(default_factory=list)
    tech: float = rules.TECH_START
    tech_target: int = rules.TECH_START
    built: int = 0
    progress: list[int] = field(default_factory=list)
    owned: list[int] = field(default_factory=list)
    turn: int = 1


class PlacedMover(DieMover):
    """A die sliding to a spot on the mat; `target` is that spot, so a die bound for the tray rests there."""

    target: tuple


def route_key(die: int) -> tuple:
    return ("r", die)


def event_key(die: int) -> tuple:
    return ("e", die)


def value_key(company: int) -> tuple:
    return ("v", company)


class Board:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        self.tray = DiceTray(L.TRAY, die_size=L.DIE, seed=match.seed)
        self.movers: dict[tuple, PlacedMover] = {}
        # a step waits for the dice it slid, but its time runs meanwhile
        self.timeline = Timeline(
            app,
            self,
            moving=lambda: bool(self.movers),
            catch_up=self.sync_if_needed,
            tray=self.tray,
            hold_while_moving=False,
        )
        self.picture = Picture()
        self.clock = 0.0
        self.glow: set = set()  # die keys to glow (legal picks)
        self.selected = None  # the die key picked up
        self.caption = ""  # what the animation is showing, for the prompt line
        self._mat = None
        self._band = None
        self.sync()

    @property
    def state(self):
        return self.match.state

    @property
    def blocking(self) -> bool:
        """Steps still to play or dice still rolling or straightening: input waits; dice sliding into place don't."""
        return bool(self.timeline.steps) or not self.tray.settled

    @property
    def busy(self) -> bool:
        return self.timeline.busy()

    # --- the picture from the rules' state --------------------------------------------
    def mat(self) -> pygame.Surface:
        if self._mat is None:
            self._mat = L.render_mat(self.state, self.app.settings.colour_blind)
        return self._mat

    def rebuild_mat(self) -> None:
        self._mat = None

    def sync(self) -> None:
        """Make the picture agree with the state (after animations, undo, loading)."""
        state = self.state
        pic = self.picture
        where: dict[tuple, tuple] = {}
        faces = {}
        for die in range(state.route_count):
            face = state.route_faces[die]
            if face < 0:
                continue
            faces[route_key(die)] = ALL_ROUTE_FACES[face]
            if die in state.route_order:
                where[route_key(die)] = ("route", state.route_order.index(die))
            elif state.phase == "route_keep" and not state.route_kept[die]:
                where[route_key(die)] = ("tray",)
            else:
                where[route_key(die)] = ("keep", die)
        counts: dict[str, int] = {}
        for die, place in enumerate(state.event_place):
            if place == "off":
                continue
            faces[event_key(die)] = ALL_EVENT_FACES[state.event_faces[die]]
            if place == "tray":
                where[event_key(die)] = ("tray",)
            elif place == "keep":
                where[event_key(die)] = ("keep", die)
            else:
                use = state.event_use[die]
                where[event_key(die)] = ("spent", use, counts.get(use, 0))
                counts[use] = counts.get(use, 0) + 1
        if state.phase == "over" and state.value_faces:  # the last roll stays on the mat
            for company, face in enumerate(state.value_faces):
                faces[value_key(company)] = self.value_face(company, face)
                where[value_key(company)] = ("value", company)
        pic.where, pic.faces = where, faces
        pic.value_targets = list(state.values)
        pic.values = [float(v) for v in state.values]
        pic.tech = pic.tech_target = state.tech
        pic.built = state.built
        pic.progress = list(state.progress)
        pic.owned = list(state.owned)
        pic.turn = state.turn
        self._sync_tray()

    def _sync_tray(self) -> None:
        """The tray holds exactly the dice the picture puts there, at rest."""
        wanted = {key for key, spot in self.picture.where.items() if spot == ("tray",)}
        for die in self.tray.dice:
            if die.key not in wanted:
                self.tray.remove(die.key)
        present = {die.key for die in self.tray.dice}
        for index, key in enumerate(sorted(wanted - present)):
            self.rest_in_tray(key, self.free_tray_spot(index))

    def free_tray_spot(self, index: int) -> tuple[float, float]:
        inner = self.tray.inner
        cols = max(1, int(inner.w // (L.DIE * 1.6)))
        col, row = index % cols, index // cols
        return (inner.left + L.DIE + col * L.DIE * 1.6, inner.top + L.DIE + row * L.DIE * 1.5)

    def rest_in_tray(self, key, pos) -> None:
        """Put a die in the tray lying still at pos, showing its face."""
        face = self.picture.faces[key]
        self.tray.throw([DieSpec(face, (face,), key)], keep_existing=True)
        for die in self.tray.dice:
            if die.key == key:
                die.body.position = pos
                die.body.velocity = (0, 0)
                die.body.angular_velocity = 0.0
                die.body.angle = 0.0
                die.resting = True
                die.shown = face

    def value_face(self, company: int, face: int):
        return value_face(VALUE_FACES[face], tuple(COMPANIES[company]["colour"]))

    # --- positions ------------------------------------------------------------------
    def spot_pos(self, key, spot) -> tuple[float, float]:
        kind = spot[0]
        if kind == "keep":
            return L.keep_slot(spot[1])
        if kind == "route":
            return L.route_slot(spot[1], self.state.route_count)
        if kind == "spent":
            return L.spent_spot(spot[1], spot[2], self.state)
        if kind == "value":  # over the arrows: they are idle while the value dice show
            row = L.value_row(spot[1])
            return (row.right - 18, row.centery)
        if kind == "tray":
            for die in self.tray.dice:
                if die.key == key:
                    return die.position
            return L.TRAY.center
        return L.TRAY.center

    def spot_size(self, spot) -> int:
        if spot[0] == "spent" and spot[1][:2] in ("up", "do"):
            return 22
        if spot[0] in ("spent", "value"):
            return L.SMALL_DIE
        return L.DIE

    def die_rect(self, key) -> pygame.Rect | None:
        spot = self.picture.where.get(key)
        if spot is None or key in self.movers:
            return None
        size = self.spot_size(spot) + 6
        rect = pygame.Rect(0, 0, size, size)
        rect.center = self.spot_pos(key, spot)
        return rect

    # --- animation ------------------------------------------------------------------
    def slide(self, key, spot, sound: str, duration: float = 0.35) -> None:
        """Move a die and let it be heard."""
        self.move(key, spot, duration)
        self.app.sounds.play(sound)

    def move(self, key, spot, duration: float = 0.35, delay: float = 0.0) -> None:
        """Slide a die from where it is drawn now to a new spot."""
        pic = self.picture
        old = pic.where.get(key)
        face = pic.faces.get(key)
        if face is None:
            return
        start: tuple[float, float]
        if old is None:
            start = L.KEEP.center
        elif key in self.movers:
            start = self.movers[key].position
        else:
            start = self.spot_pos(key, old)
        if old == ("tray",):
            self.tray.remove(key)
        end = self.spot_pos(key, spot) if spot[0] != "tray" else self.free_tray_spot(len(self.tray.dice))
        size_from = self.spot_size(old) if old else L.DIE
        mover = PlacedMover(
            face,
            start,
            end,
            size=max(size_from, self.spot_size(spot)),
            duration=duration / self.app.anim_speed,
            delay=delay / self.app.anim_speed,
        )
        mover.target = spot
        self.movers[key] = mover
        pic.where[key] = spot

    def throw(self, keys_faces: list[tuple], all_faces) -> None:
        specs = []
        for key, face in keys_faces:
            self.picture.faces[key] = face
            self.picture.where[key] = ("tray",)
            specs.append(DieSpec(face, all_faces(key), key))
        self.tray.time_scale = self.app.anim_speed
        self.tray.throw(specs, keep_existing=True)
        self.app.sounds.play("rattle")

    def update(self, dt: float) -> None:
        self.clock += dt
        step_tray(self.app, self.tray, dt)
        for key, mover in list(self.movers.items()):
            mover.update(dt)
            if mover.done:
                del self.movers[key]
                if mover.target == ("tray",):
                    self.rest_in_tray(key, mover.end)
        pic = self.picture
        rate = min(1.0, dt * 8 * self.app.anim_speed)
        pic.values = [
            v + (t - v) * rate if abs(t - v) > 0.01 else float(t) for v, t in zip(pic.values, pic.value_targets)
        ]
        pic.tech += (pic.tech_target - pic.tech) * rate
        self.timeline.update(dt)

    def sync_if_needed(self) -> None:
        state = self.state
        pic = self.picture
        if (
            pic.built != state.built
            or pic.value_targets != state.values
            or pic.tech_target != state.tech
            or pic.owned != state.owned
            or pic.turn != state.turn
        ):
            self.sync()

    # --- events into animation ------------------------------------------------------
    def on_company(self, event) -> None:
        def show():
            self.rebuild_mat()
            self.app.sounds.play("click")
            self.timeline.banner(
                f"You run the {COMPANIES[event['company']]['name']}", 1.2, f"{event['routes']} routes to Chicago"
            )

        self.timeline.then(0.6, show)

    def on_route_laid(self, event) -> None:
        """Company Mats: the mat's stretches slide onto the route track, top first."""

        def lay():
            name = COMPANIES[self.state.company]["name"]
            self.caption = f"The {name} mat lays your route"
            self.timeline.banner(f"The {name} route mat", 1.6, "No rolling: build it top to bottom")
            for slot, (die, face) in enumerate(zip(event["order"], event["faces"])):
                self.picture.faces[route_key(die)] = ALL_ROUTE_FACES[face]
                self.move(route_key(die), ("route", slot), 0.4, 0.15 * slot)
            self.app.sounds.play("clack")

        self.timeline.then(0.8, lay)

    def on_goals_drawn(self, event) -> None:
        self.timeline.then(0.3, lambda: self.app.sounds.play("flip"))

    def on_goal_dropped(self, event) -> None:
        self.timeline.then(0.1, lambda: self.app.sounds.play("whoosh"))

    def on_route_rolled(self, event) -> None:
        def roll():
            self.caption = f"Route roll {event['roll']} of {rules.ROLLS}"
            faces = [(route_key(d), ALL_ROUTE_FACES[f]) for d, f in zip(event["dice"], event["faces"])]
            self.throw(faces, lambda key: ALL_ROUTE_FACES)

        self.timeline.then(0.1, roll, until=self.timeline.tray_settled)

    def on_events_rolled(self, event) -> None:
        def roll():
            for key in [k for k in self.picture.where if k[0] == "v"]:
                self.tray.remove(key)
                del self.picture.where[key]
            self.caption = f"Roll {event['roll']} of {rules.ROLLS}"
            faces = [(event_key(d), ALL_EVENT_FACES[f]) for d, f in zip(event["dice"], event["faces"])]
            self.throw(faces, lambda key: ALL_EVENT_FACES)

        self.timeline.then(0.1, roll, until=self.timeline.tray_settled)

    def _keep(self, key) -> None:
        self.timeline.then(0.05, lambda: self.slide(key, ("keep", key[1]), "click"))

    def on_route_kept(self, event) -> None:
        self._keep(route_key(event["die"]))

    def on_event_kept(self, event) -> None:
        self._keep(event_key(event["die"]))

    def _free(self, key) -> None:
        self.timeline.then(0.05, lambda: self.slide(key, ("tray",), "move"))

    def on_route_freed(self, event) -> None:
        self._free(route_key(event["die"]))

    def on_event_freed(self, event) -> None:
        self._free(event_key(event["die"]))

    def _gather(self, prefix: str) -> None:
        def gather():
            for key, spot in list(self.picture.where.items()):
                if key[0] == prefix and spot == ("tray",):
                    self.move(key, ("keep", key[1]), 0.4)
            self.app.sounds.play("clack")

        self.timeline.then(0.1, gather)

    def on_route_ready(self, event) -> None:
        self._gather("r")
        self.timeline.then_banner(0.3, "Now order your route", 1.0, "Easy routes on top")

    def on_spend(self, event) -> None:
        self._gather("e")

    def on_route_placed(self, event) -> None:
        self.timeline.then(
            0.05,
            lambda: self.slide(route_key(event["die"]), ("route", event["slot"]), "clack", 0.4),
        )

    def on_route_unplaced(self, event) -> None:
        self.timeline.then(
            0.05,
            lambda: self.slide(route_key(event["die"]), ("keep", event["die"]), "move", 0.4),
        )

    def on_route_set(self, event) -> None:
        self.timeline.then(0.2, lambda: self.app.sounds.play("whoosh"))

    def on_turn(self, event) -> None:
        def start():
            for key in list(self.picture.where):
                if key[0] in ("e", "v"):
                    self.tray.remove(key)
                    del self.picture.where[key]
            self.picture.turn = event["turn"]
            self.caption = f"Turn {event['turn']}"
            self.timeline.banner(f"Turn {event['turn']} of {self.state.turns}", 1.1, f"Roll {event['dice']} event dice")
            self.app.sounds.play("whoosh")

        self.timeline.then(1.0, start)

    def _spent_count(self, use: str) -> int:
        return sum(1 for spot in self.picture.where.values() if spot[0] == "spent" and spot[1] == use)

    def on_assigned(self, event) -> None:
        key, use = event_key(event["die"]), event["use"]
        self.timeline.then(0.05, lambda: self.slide(key, ("spent", use, self._spent_count(use)), "clack", 0.35))

    def on_unassigned(self, event) -> None:
        key = event_key(event["die"])
        self.timeline.then(0.05, lambda: self.slide(key, ("keep", event["die"]), "move", 0.3))

    def on_route_built(self, event) -> None:
        def built():
            slot = event["slot"]
            for index, die in enumerate(event["dice"]):
                self.move(event_key(die), ("spent", f"route:{slot}", index), 0.4, 0.05 * index)
            self.picture.built = slot + 1
            terrain, bp = ROUTE_FACES[self.state.route_faces[event["die"]]]
            x, y = L.route_slot(slot, self.state.route_count)
            self.timeline.float_text(f"+{rules.GAME['vp_per_route']} VP", (x + 90, y - 10))
            self.app.sounds.play("score")

        self.timeline.then(0.5, built)

    def on_chicago(self, event) -> None:
        self.timeline.then(
            1.5,
            lambda: (self.timeline.banner("Chicago!", 1.5, "Your whole route is built"), self.app.sounds.play("cheer")),
        )

    def on_tech(self, event) -> None:
        def tech():
            for index, die in enumerate(event["dice"]):
                self.move(event_key(die), ("spent", "tech", index), 0.3)
            self.picture.tech_target = event["tech"]
            self.timeline.float_text(f"Tech {event['tech']}", TECH_FLOAT_SPOT)
            self.app.sounds.play("score")

        self.timeline.then(0.6, tech)

    def on_value(self, event) -> None:
        def value():
            self.picture.value_targets[event["company"]] = event["end"]
            self.app.sounds.play("coin_take")
            self.timeline.float_text(f"${rules.TRACK[event['end']]}", value_float_spot(event["company"]))

        self.timeline.then(0.5, value)

    def on_private(self, event) -> None:
        def bought():
            self.picture.owned.append(event["private"])
            self.app.sounds.play("coin_take")
            self.timeline.float_text("Bought!", L.private_rect(event["private"]).center)

        self.timeline.then(0.5, bought)

    def on_end_turn(self, event) -> None:
        def back():
            for die in event["returned"]:
                self.move(event_key(die), ("keep", die), 0.3)

        self.timeline.then(0.1, back)

    def on_values_rolled(self, event) -> None:
        def roll():
            for key in [k for k, spot in self.picture.where.items() if spot == ("tray",)]:
                self.tray.remove(key)
                del self.picture.where[key]
            self.caption = "The company value dice move every company"
            faces = [(value_key(c), self.value_face(c, f)) for c, f in enumerate(event["faces"])]
            self.throw(faces, lambda key: value_faces(VALUE_FACES, COMPANIES[key[1]]["colour"]))

        self.timeline.then(0.3, roll, until=self.timeline.tray_settled)

        def settle():
            for change in event["changes"]:
                company = change["company"]
                self.move(value_key(company), ("value", company), 0.45, 0.1 * company)
                self.picture.value_targets[company] = change["end"]
                self.picture.progress[company] = change["progress"]
                if change["end"] != change["start"]:
                    sign = "+" if change["end"] > change["start"] else "-"
                    self.timeline.float_text(sign, value_float_spot(company))
            self.app.sounds.play("clink")

        self.timeline.then(1.2, settle)

    def on_lost(self, event) -> None:
        self.timeline.then(
            1.6,
            lambda: (self.timeline.banner("Your company sank!", 1.8, "It fell to $0"), self.app.sounds.play("error")),
        )

    def on_game_over(self, event) -> None:
        def over():
            total = rules.score(self.state)
            if not self.state.lost:
                self.timeline.banner(
                    f"{total} VP",
                    1.8,
                    "You reached 50 VP!"
                    if total >= rules.GAME["goal_target"]
                    else f"{rules.GAME['goal_target']} VP were needed",
                )
                self.app.sounds.play("cheer" if total >= rules.GAME["goal_target"] else "score")

        self.timeline.then(2.0, over)

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface, scene) -> None:
        surface.blit(self.mat(), (0, 0))
        self.draw_route(surface)
        self.draw_values(surface)
        self.draw_tech(surface)
        self.draw_extras(surface)
        self.draw_use_boxes(surface)
        self.tray.draw(surface)
        self.draw_dice(surface)
        for mover in self.movers.values():
            mover.draw(surface)

    def draw_overlays(self, surface) -> None:
        for floater in self.timeline.floaters:
            draw_floater(surface, floater, rise=30 * self.app.anim_speed, size=theme.SMALL, fade=0)
        for banner in self.timeline.banners:
            self.draw_banner(surface, banner)

    def draw_dice(self, surface) -> None:
        pic = self.picture
        for key, spot in pic.where.items():
            if spot[0] == "tray" or key in self.movers:
                continue
            size = self.spot_size(spot)
            pos = self.spot_pos(key, spot)
            glow = key in self.glow or key == self.selected
            lift = 0.5 if key == self.selected else 0.0
            draw_die(surface, (pos[0], pos[1] - lift * 8), size, pic.faces[key], highlight=glow, lift=lift)
            if key == self.selected:
                draw_marker(surface, (pos[0], pos[1] - size * 0.7 - 6))

    def light_tray(self) -> None:
        """Which dice in the tray glow or are picked up: set in update, before drawing."""
        where = self.picture.where
        self.tray.set_highlight([k for k in self.glow if where.get(k) == ("tray",)])
        self.tray.set_selected([self.selected] if self.selected and where.get(self.selected) == ("tray",) else [])

    def draw_route(self, surface) -> None:
        state, pic = self.state, self.picture
        count = state.route_count
        if not count:
            return
        built = pic.built if state.company >= 0 else 0  # routes are built only once a railroad is chosen
        for slot in range(built):
            rect = L.route_slot_rect(slot, count)
            pygame.draw.rect(
                surface,
                COMPANIES[state.company]["colour"],
                (rect.right - 14, rect.top + 4, 8, rect.h - 8),
                border_radius=3,
            )
            # a check mark says "done" without colour
            x, y = rect.right - 30, rect.centery
            pygame.draw.lines(surface, theme.INK, False, [(x - 8, y), (x - 2, y + 7), (x + 8, y - 8)], 4)
        if pic.built < count and state.phase in ("event_roll", "event_keep", "spend", "value_roll"):
            rect = L.route_slot_rect(pic.built, count)
            glow = 2 + 2 * math.sin(self.clock * 4)
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(glow * 2, glow * 2), 4, border_radius=12)
        if state.fierce and state.company >= 0:
            rivals = [c for c in range(len(COMPANIES)) if c != state.company]
            for k, rival in enumerate(rivals):
                info = COMPANIES[rival]
                done = pic.progress[rival] if rival < len(pic.progress) else 0
                needed = rules.routes_for(state, rival)
                if done >= needed:
                    y = L.chicago_rect(count).centery
                else:
                    y = (
                        L.route_slot_rect(min(count - 1, max(0, round(done * count / needed) - 1)), count).centery
                        if done
                        else L.ROUTE_PANEL.top + 30
                    )
                x = L.ROUTE_PANEL.left + 20
                theme.draw_symbol(surface, info["symbol"], (x, y - 18 + k * 18), 8, info["colour"], theme.INK)
        bonus = rules.chicago_vp(state) if state.company >= 0 else rules.GAME["all_routes_bonus"]
        chicago = L.chicago_rect(count)
        theme.draw_text(surface, f"+{bonus}", (chicago.right - 8, chicago.centery), 28, theme.GOLD, "midright")

    def draw_values(self, surface) -> None:
        pic, state = self.picture, self.state
        for company, info in enumerate(COMPANIES):
            if company >= len(pic.values):
                break
            x, y = L.value_space(company, pic.values[company])
            ring = pygame.Rect(0, 0, L.SPACE_W + 4, 34)
            ring.center = (round(x), y)
            pygame.draw.rect(surface, theme.INK, ring.inflate(4, 4), 3, border_radius=7)
            pygame.draw.rect(surface, info["colour"], ring, 4, border_radius=6)
            row = L.value_row(company)
            if company == state.company:
                theme.draw_text(surface, "you", (row.left + 78, row.top + 2), 28, theme.COPPER)
            if state.credit[company] and state.phase == "spend":
                theme.draw_text(
                    surface,
                    f"paid ${state.credit[company]}",
                    (L.arrow_rect(company, True).left - 6, row.top + 2),
                    28,
                    theme.WOOD,
                    "topright",
                )

    def draw_tech(self, surface) -> None:
        x, y = L.tech_space(self.picture.tech)
        pygame.draw.circle(surface, theme.INK, (int(x), int(y)), 22, 4)
        bottom = L.TECH_PANEL.bottom - 30
        theme.draw_text(surface, f"= {self.state.tech} dice a turn", (L.TECH_PANEL.left + 16, bottom), 28, theme.WOOD)
        if self.state.phase == "spend":
            paid = sum(
                EVENT_FACES[self.state.event_faces[d]][0]
                for d, p in enumerate(self.state.event_place)
                if p == "pend" and self.state.event_use[d] == "tech"
            )
            if self.state.tech < rules.TECH_MAX:
                theme.draw_text(
                    surface,
                    f"gears {paid}/{self.state.tech}",
                    (L.TECH_PANEL.right - 14, bottom),
                    28,
                    theme.WOOD,
                    "topright",
                )

    def draw_extras(self, surface) -> None:
        state = self.state
        if not (state.privates_on or state.goals_on) and state.company >= 0:
            self.draw_vp_so_far(surface)
        if state.privates_on:
            for private in self.picture.owned:
                rect = L.private_rect(private)
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 2), 3, border_radius=6)
                theme.draw_symbol(surface, "star", (rect.right - 106, rect.centery), 9, theme.GOLD, theme.INK)
        if state.goals_on and not state.privates_on and state.phase not in ("company", "goal_draw", "goals"):
            self.draw_goals(surface, (L.EXTRA_PANEL.left + 16, L.goals_top() + 32), L.EXTRA_PANEL.w - 32)

    def draw_goals(self, surface, topleft, width: int) -> None:
        """The goals kept, each with what it scores now and its text (with private companies on,
        they share no panel: the Goals button shows them over the tray)."""
        x, y = topleft
        for index, card in enumerate(self.state.goals_kept):
            goal = rules.GOALS[card]
            met = rules.goal_met(self.state, card)
            top = y + index * 44
            heading = f"{goal['name']} ({'+' if met else '-'}{goal['vp']} VP now)"
            theme.draw_text(surface, heading, (x, top), 28, theme.INK if met else theme.WOOD)
            theme.draw_text(surface, theme.fit(goal["text"], 27, width), (x, top + 21), 27, theme.WOOD)

    def draw_vp_so_far(self, surface) -> None:
        """The scoring list as it stands, grouped, so players see what each choice earns."""
        lines = rules.score_lines(self.state)
        routes = sum(vp for _, vp in lines[:3])
        companies = sum(vp for label, vp in lines if label.split(" at $")[0] in {c["name"] for c in COMPANIES})
        rows = [
            ("Routes, bridges, mountains", routes),
            ("Building points", lines[3][1]),
            ("Chicago bonus", sum(vp for label, vp in lines if label.startswith("Chicago"))),
            (f"Tech {self.state.tech}", self.state.tech),
            ("Company values", companies),
        ]
        for index, (label, vp) in enumerate(rows):
            y = L.EXTRA_PANEL.top + 40 + index * 30
            theme.draw_text(surface, label, (L.EXTRA_PANEL.left + 18, y), 28, theme.INK)
            theme.draw_text(surface, str(vp), (L.EXTRA_PANEL.right - 20, y), 28, theme.INK, "topright")
        total = sum(vp for _, vp in rows)
        theme.draw_text(
            surface,
            f"{total} VP of {rules.GAME['goal_target']}",
            (L.EXTRA_PANEL.centerx, L.EXTRA_PANEL.bottom - 36),
            30,
            theme.COPPER,
            "midtop",
        )

    def draw_use_boxes(self, surface) -> None:
        state = self.state
        route = state.next_route if state.phase == "spend" else None
        if route is None:
            if state.built >= state.route_count and state.route_count:
                theme.draw_text(surface, "Route complete!", L.BP_BOX.center, 30, theme.GOLD_LIGHT, "center")
            return
        missing, terrain, _, has_terrain = rules.route_needs(state)
        terrain_name, bp = ROUTE_FACES[state.route_faces[route]]
        theme.draw_text(
            surface,
            f"{missing} BP to go" if missing else "BP paid",
            (L.BP_BOX.centerx, L.BP_BOX.top + 8),
            30,
            theme.CREAM,
            "midtop",
        )
        theme.draw_text(
            surface,
            f"route {state.built + 1}: {terrain_name}",
            (L.BP_BOX.centerx, L.BP_BOX.top + 40),
            28,
            theme.GOLD_LIGHT,
            "midtop",
        )
        if terrain == "plain":
            theme.draw_text(surface, "none", (L.TERRAIN_BOX.centerx, L.TERRAIN_BOX.top + 14), 28, theme.CREAM, "midtop")
        else:
            needs = "bridge" if terrain == "river" else "engine"
            theme.draw_text(
                surface,
                needs if not has_terrain else "done",
                (L.TERRAIN_BOX.centerx, L.TERRAIN_BOX.top + 8),
                28,
                theme.CREAM,
                "midtop",
            )
            if not has_terrain:
                draw_die(
                    surface,
                    (L.TERRAIN_BOX.centerx, L.TERRAIN_BOX.top + 70),
                    L.DIE,
                    event_face(*next(f for f in EVENT_FACES if f[1] == rules.TERRAIN_DIE[terrain])),
                    dim=True,
                )

    def draw_banner(self, surface, banner: Banner) -> None:
        alpha = int(255 * min(1.0, banner.time_left / 0.3))
        if self._band is None:
            self._band = pygame.Surface((theme.WIDTH, 120), pygame.SRCALPHA)
            self._band.fill((20, 14, 10, 200))
            self._band = theme.display_ready(self._band)
        self._band.set_alpha(min(255, alpha))
        surface.blit(self._band, (0, 200))
        theme.draw_heading(surface, banner.text, (theme.WIDTH // 2, 214), alpha=alpha)
        if banner.sub:
            theme.draw_text(surface, banner.sub, (theme.WIDTH // 2, 280), 30, theme.CREAM, "midtop", alpha=alpha)
