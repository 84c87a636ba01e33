"""What the Bindle Rails Express mat shows: dice in the tray, the keep row,
the route track and spent on the mat, the markers on the tracks, and the
animations that move them.

The board keeps its own picture (where each die is drawn, where each marker
stands) so the animation can lag the rules; once nothing moves, `sync()`
makes the picture agree with the rules' state again.
"""

from __future__ import annotations

import pygame

from game.bindle_rails import rules
from game.bindle_rails.rules import COMPANIES, ROUTE_FACES, VALUE_FACES
from scenes.bindle_rails import layout as L
from scenes.bindle_rails import mat
from scenes.bindle_rails.dice import value_faces
from scenes.bindle_rails.dice_motion import DiceMotion
from scenes.bindle_rails.picture import (
    ALL_EVENT_FACES,
    ALL_ROUTE_FACES,
    Picture,
    event_key,
    route_key,
    value_die,
    value_key,
)
from scenes.kit.labels import Labels
from scenes.kit.timeline import Banner, Timeline, draw_floater
from sprites import theme


class Board:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        self.picture = Picture()
        self.dice = DiceMotion(app, self.picture, lambda: self.state, match.seed)
        # a step waits for the dice it slid, but its time runs meanwhile
        self.timeline = Timeline(
            app,
            self,
            moving=lambda: bool(self.dice.movers),
            catch_up=self.sync_if_needed,
            tray=self.dice.tray,
            hold_while_moving=False,
        )
        self.clock = 0.0
        self.glow: set = set()  # die keys to glow (legal picks)
        self.selected = None  # the die key picked up
        self.caption = ""  # what the animation is showing, for the prompt line
        self.labels = Labels()  # the mat's tags and markers, clear of the dice and of each other
        self._mat = None
        self._band = None
        self.sync()

    @property
    def state(self):
        """The room's view: what the board draws from."""
        return self.match.room_view()

    @property
    def blocking(self) -> bool:
        """Steps still to play or dice still rolling or straightening: input waits; dice sliding into place don't."""
        return bool(self.timeline.steps) or not self.dice.tray.settled

    @property
    def busy(self) -> bool:
        return self.timeline.busy()

    # --- the picture from the rules' state --------------------------------------------
    def mat(self) -> pygame.Surface:
        if self._mat is None:  # the empty tray lies in it too: a frame draws only its dice
            self._mat = mat.render_mat(self.state, self.app.settings.colour_blind)
            self.dice.tray.draw_background(self._mat)
        return self._mat

    def rebuild_mat(self) -> None:
        self._mat = None

    def sync(self) -> None:
        """Make the picture agree with the state (after animations, undo, loading)."""
        self.picture.show(self.state)
        self.dice.settle_tray()

    def sync_if_needed(self) -> None:
        if self.picture.lags(self.state):
            self.sync()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.dice.update(dt)
        pic = self.picture
        rate = min(1.0, dt * 8 * self.app.anim_speed)
        pic.values = [
            v + (t - v) * rate if abs(t - v) > 0.01 else float(t) for v, t in zip(pic.values, pic.value_targets)
        ]
        pic.tech += (pic.tech_target - pic.tech) * rate
        self.timeline.update(dt)

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
        """Company Mats: the mat's routes slide onto the route track, top first."""

        def lay():
            name = COMPANIES[self.state.company]["name"]
            self.caption = f"The {name} mat lays your route"
            self.timeline.banner(f"The {name} route mat", 1.6, "No rolling: build it top to bottom")
            for slot, (die, face) in enumerate(zip(event["order"], event["faces"])):
                self.picture.faces[route_key(die)] = ALL_ROUTE_FACES[face]
                self.dice.move(route_key(die), ("route", slot), 0.4, 0.15 * slot)
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
            self.dice.throw(faces, lambda key: ALL_ROUTE_FACES)

        self.timeline.then(0.1, roll, until=self.timeline.tray_settled)

    def on_events_rolled(self, event) -> None:
        def roll():
            self.caption = f"Roll {event['roll']} of {rules.ROLLS}"
            faces = [(event_key(d), ALL_EVENT_FACES[f]) for d, f in zip(event["dice"], event["faces"])]
            self.dice.throw(faces, lambda key: ALL_EVENT_FACES)

        self.timeline.then(0.1, roll, until=self.timeline.tray_settled)

    def _keep(self, key) -> None:
        self.timeline.then(0.05, lambda: self.dice.slide(key, ("keep", key[1]), "click"))

    def on_route_kept(self, event) -> None:
        self._keep(route_key(event["die"]))

    def on_event_kept(self, event) -> None:
        self._keep(event_key(event["die"]))

    def _free(self, key) -> None:
        self.timeline.then(0.05, lambda: self.dice.slide(key, ("tray",), "move"))

    def on_route_freed(self, event) -> None:
        self._free(route_key(event["die"]))

    def on_event_freed(self, event) -> None:
        self._free(event_key(event["die"]))

    def _gather(self, prefix: str) -> None:
        def gather():
            for key, spot in list(self.picture.where.items()):
                if key[0] == prefix and spot == ("tray",):
                    self.dice.move(key, ("keep", key[1]), 0.4)
            self.app.sounds.play("clack")

        self.timeline.then(0.1, gather)

    def on_route_ready(self, event) -> None:
        self._gather("r")
        self.timeline.then_banner(0.3, "Now order your route", 1.0, "Easy routes on top")

    def on_spend(self, event) -> None:
        def clear_values():  # the arrows under the last value roll are to be used now
            for key in [k for k in self.picture.where if k[0] == "v"]:
                del self.picture.where[key]

        self.timeline.then(0.05, clear_values)
        self._gather("e")

    def on_route_placed(self, event) -> None:
        self.timeline.then(
            0.05,
            lambda: self.dice.slide(route_key(event["die"]), ("route", event["slot"]), "clack", 0.4),
        )

    def on_route_unplaced(self, event) -> None:
        self.timeline.then(
            0.05,
            lambda: self.dice.slide(route_key(event["die"]), ("keep", event["die"]), "move", 0.4),
        )

    def on_route_set(self, event) -> None:
        self.timeline.then(0.2, lambda: self.app.sounds.play("whoosh"))

    def on_turn(self, event) -> None:
        def start():
            for key in list(self.picture.where):  # the value dice stay until dice are spent (on_spend)
                if key[0] == "e":
                    self.dice.tray.remove(key)
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
        self.timeline.then(0.05, lambda: self.dice.slide(key, ("spent", use, self._spent_count(use)), "clack", 0.35))

    def on_unassigned(self, event) -> None:
        key = event_key(event["die"])
        self.timeline.then(0.05, lambda: self.dice.slide(key, ("keep", event["die"]), "move", 0.3))

    def on_route_built(self, event) -> None:
        def built():
            slot = event["slot"]
            for index, die in enumerate(event["dice"]):
                self.dice.move(event_key(die), ("spent", f"route:{slot}", index), 0.4, 0.05 * index)
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
                self.dice.move(event_key(die), ("spent", "tech", index), 0.3)
            self.picture.tech_target = event["tech"]
            self.timeline.float_text(f"Tech {event['tech']}", L.TECH_FLOAT_SPOT)
            self.app.sounds.play("score")

        self.timeline.then(0.6, tech)

    def on_value(self, event) -> None:
        def value():
            self.picture.value_targets[event["company"]] = event["end"]
            self.app.sounds.play("coin_take")
            self.timeline.float_text(f"${rules.TRACK[event['end']]}", L.value_float_spot(event["company"]))

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
                self.dice.move(event_key(die), ("keep", die), 0.3)

        self.timeline.then(0.1, back)

    def on_values_rolled(self, event) -> None:
        def roll():
            for key in [k for k, spot in self.picture.where.items() if spot == ("tray",)]:
                self.dice.tray.remove(key)
                del self.picture.where[key]
            self.caption = "The company value dice move every company"
            faces = [(value_key(c), value_die(c, f)) for c, f in enumerate(event["faces"])]
            self.dice.throw(faces, lambda key: value_faces(VALUE_FACES, COMPANIES[key[1]]["colour"]))

        self.timeline.then(0.3, roll, until=self.timeline.tray_settled)

        def settle():
            for change in event["changes"]:
                company = change["company"]
                self.dice.move(value_key(company), ("value", company), 0.45, 0.1 * company)
                self.picture.value_targets[company] = change["end"]
                self.picture.progress[company] = change["progress"]
                if change["end"] != change["start"]:
                    sign = "+" if change["end"] > change["start"] else "-"
                    self.timeline.float_text(sign, L.value_float_spot(company))
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
        mat.draw_marks(surface, self.state, self.picture, self.clock, self.labels, self.dice.resting_rects())
        self.dice.draw(surface, self.glow, self.selected)

    def draw_overlays(self, surface) -> None:
        for floater in self.timeline.floaters:
            draw_floater(surface, floater, rise=30 * self.app.anim_speed, size=theme.SMALL, fade=0)
        for banner in self.timeline.banners:
            self.draw_banner(surface, banner)

    def light_tray(self) -> None:
        """Which dice in the tray glow or are picked up: set in update, before drawing."""
        self.dice.light_tray(self.glow, self.selected)

    def draw_banner(self, surface, banner: Banner) -> None:
        alpha = int(255 * min(1.0, banner.time_left / 0.3))
        if self._band is None:
            self._band = pygame.Surface(L.BANNER.size, pygame.SRCALPHA)
            self._band.fill((20, 14, 10, 200))
            self._band = theme.display_ready(self._band)
        self._band.set_alpha(min(255, alpha))
        surface.blit(self._band, L.BANNER.topleft)
        theme.draw_heading(surface, banner.text, (L.BANNER.centerx, L.BANNER.top + 14), alpha=alpha)
        if banner.sub:
            theme.draw_text(
                surface, banner.sub, (L.BANNER.centerx, L.BANNER.top + 80), 30, theme.CREAM, "midtop", alpha=alpha
            )
