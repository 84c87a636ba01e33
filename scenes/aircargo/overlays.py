"""What a turn puts over the AirCargo picture: the prompt line, the choice
buttons, the legal targets glowing on the map and the log, the planning aids
(reach, dead ends), the name of the place pointed at, and a bot's next move
(or a hint's) lit up where it will be made."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.aircargo import aids, rules
from game.aircargo.content import START, content
from game.aircargo.phases import Phase
from game.chance import percent
from scenes.aircargo.input import MORE
from scenes.aircargo.layout import CHOICES, PROMPT, choice_rect, place_rect, place_screen
from scenes.aircargo.map import marker_rects, printed
from scenes.aircargo.tags import place_clear
from sprites import theme

if TYPE_CHECKING:
    from scenes.aircargo.scene import AirCargoScene

C = content()
PREVIEW = (80, 220, 255)  # what a bot is about to use: unlike the gold of a player's choices


class Overlays:
    def __init__(self, scene: AirCargoScene):
        self.scene = scene
        self._tags: list[tuple[str, tuple[float, float], str]] = []  # (text, place, key) of each label placed
        self._tags_for: tuple | None = None  # what the tags were placed for (place_tags)
        self._pointed: str | None = None  # the place pointed at or focused: its name is lit

    # --- what is lit up -------------------------------------------------------------------
    def log_glow(self) -> tuple[Sequence[int], Sequence[int], int | None]:
        """The airports and cargo chips glowing on the log, and the airport the focused move flies to."""
        scene = self.scene
        if not scene.human_turn():
            return (), (), None
        state = scene.state
        if state.phase == Phase.PLANNING:
            return rules.airport_options(state), rules.cargo_options(state), None
        if state.phase == Phase.IDLE:
            move = scene.controls.focused_move()
            focus = move.get("airport") if move and move.get("kind") == "fly" else None
            return state.planned_airports, (), focus
        return (), (), None

    def reach_shown(self) -> tuple[list[str], list[str]] | None:
        """Where the plane can get to in one leg and only in two, while the pilot
        chooses a flight or a leg (aids.reach); None at other times."""
        scene = self.scene
        if (
            not scene.human_turn()
            or scene.state.phase not in (Phase.IDLE, Phase.FLIGHT)
            or scene.board.flight is not None
        ):
            return None
        if scene.state.phase == Phase.IDLE and not scene.state.planned_airports:
            return None  # nowhere to head for yet: the bare map reads better on the first turn
        return scene.aids.reach()

    def previewed(self) -> dict | None:
        """The move the kit says a bot is about to make (GameScene.bot_preview), or None."""
        preview = self.scene.bot_preview
        return preview[1] if preview else None

    def preview_dice(self) -> list[int]:
        """Tray dice the bot's next move rerolls (a Plan Reroll or a prayer)."""
        move = self.previewed()
        if move and move["kind"] in ("reroll", "pray"):
            return list(move["dice"])
        return []

    # --- on the map, between the board's layers ---------------------------------------------
    def draw_reach(self, surface) -> None:
        reach = self.reach_shown()
        if reach:
            self.scene.board.map.draw_reach(surface, *reach)

    def draw_leg_choices(self, surface) -> None:
        """In flight, on a person's turn: the range ring, the legs' beacons, the dead ends,
        and the leg pointed at or focused."""
        scene, board = self.scene, self.scene.board
        if not (scene.human_turn() and scene.state.phase == Phase.FLIGHT):
            return
        state, clock = scene.state, board.clock
        board.map.draw_range(surface, place_screen(state.position), clock)
        for key in rules.leg_targets(state):
            board.map.draw_marker(surface, key, (255, 205, 60), clock)
        for key in scene.aids.dead_ends():
            board.map.draw_dead_end(surface, key)
        move = scene.controls.focused_move()
        target = move.get("to") if move else None
        hover = scene.controls.hover
        if hover and hover in rules.leg_targets(state):
            target = hover
        if target:
            board.map.draw_preview(surface, state.position, target, clock)

    def draw_airport_glows(self, surface) -> None:
        """On the ground: the planned airports to fly to, or the ones the dice name."""
        scene = self.scene
        if scene.human_turn() and scene.state.phase in (Phase.IDLE, Phase.PLANNING):
            for airport in self.log_glow()[0]:
                scene.board.map.draw_marker(surface, str(airport), (255, 205, 60), scene.board.clock)

    def draw_bot_preview_on_map(self, surface) -> None:
        """Light up what the bot's next move will use: the leg it will fly (with
        the mountains it crosses), the airport it takes off for or plans."""
        move = self.previewed()
        if not move:
            return
        board = self.scene.board
        kind = move["kind"]
        if kind == "leg":
            board.map.draw_preview(surface, self.scene.state.position, move["to"], board.clock, PREVIEW)
            board.map.draw_marker(surface, move["to"], PREVIEW, board.clock, 20)
        elif kind in ("fly", "airport"):
            airport = str(move["airport"] if kind == "fly" else move["id"])
            board.map.draw_marker(surface, airport, PREVIEW, board.clock, 20)

    def draw_names(self, surface) -> None:
        """Over the labels: the reach's key, and the tags the board's Labels placed in update (place_tags)."""
        scene, board = self.scene, self.scene.board
        if self.reach_shown() and scene.guide is None:  # in a tutorial the card says it, where the key would sit
            board.map.draw_reach_key(surface, bool(scene.aids.dead_ends()))
        for (text, at, key), placed in zip(self._tags, board.labels.placed):
            board.map.draw_tag(surface, text, placed.rect, at, key == self._pointed)

    def place_tags(self) -> None:
        """Names on the map, placed afresh when what they keep clear of moves, with the board's
        Labels, clear of every printed label and badge, the parked plane, the places in play (an
        idle mark may go under a tag for as long as it shows) and the coach's tip: the destination,
        then in flight each leg's end, in the rules' order (so they stay put as the focus moves
        among them: the one pointed at is only lit), then a place pointed at that has none (left without one, it is placed first). A name
        is never nearer another place's mark than its own, nor has its line run by one. A name with
        no clear spot left is not shown rather than cover anything: the buttons, the prompt line and
        the equation box name it too. Names only, in few words: the prompt line gives the details."""
        scene, board = self.scene, self.scene.board
        state = board.picture
        legs = rules.leg_targets(scene.state) if scene.human_turn() and scene.state.phase == Phase.FLIGHT else []
        move = scene.controls.focused_move()
        self._pointed = pointed = scene.controls.hover or (move.get("to") if move and move.get("to") in legs else None)
        destination = str(state.destination) if state.destination else None
        in_play = legs + [str(a) for a in self.log_glow()[0]] + ([destination] if destination else [])
        named = [key for key in dict.fromkeys([destination, *legs, pointed]) if key is not None and key != START]
        parked = board.parked_rects()
        tip = scene.coach.shown_rect()
        placed_for = (tuple(named), tuple(in_play), tuple(tuple(rect) for rect in parked), tip and tuple(tip))
        if placed_for == self._tags_for:
            return  # nothing they keep clear of has moved: weighing every side again each frame cost milliseconds
        self._tags_for = placed_for
        solid = printed().rects() + [place_rect(key) for key in in_play] + parked + ([tip] if tip else [])
        self._place_names(named, in_play, solid)
        if pointed is not None and pointed != START and all(key != pointed for _, _, key in self._tags):
            self._place_names([pointed, *named], in_play, solid)  # the place looked at is named first, at a cost

    def _place_names(self, named: list[str], in_play: list[str], solid: list[pygame.Rect]) -> None:
        labels = self.scene.board.labels
        labels.start(solid)
        self._tags = []
        for key in dict.fromkeys(named):
            text = C.places[key].name
            width, height = theme.font(theme.MIN_TEXT).size(text)
            box = (width + 14, height + 8)
            marks = [rect for other, rect in marker_rects().items() if other != key]
            lit = [marker_rects()[other] for other in in_play if other != key]
            if place_clear(labels, text, box, place_rect(key), marks=marks, lit=lit) is not None:
                self._tags.append((text, place_screen(key), key))

    # --- on the log ---------------------------------------------------------------------------
    def draw_bot_preview_on_log(self, surface) -> None:
        """The log boxes the bot's next move will tick or circle."""
        move = self.previewed()
        if not move:
            return
        log = self.scene.board.log
        kind, state = move["kind"], self.scene.state
        rects = []
        if kind == "cargo":
            rects.append(log.cargo_chip(move["weight"]))
        elif kind == "airport":
            rects.append(log.airport_rect(move["id"]))
        elif kind == "fly":
            rects += [log.airport_rect(move["airport"]), log.cargo_chip(move["cargo"])]
        elif kind == "reroll":
            rects.append(log.row_box_rect("reroll", state.plan_rerolls_used))
        elif kind in ("pray", "pray_weather"):
            rects.append(log.row_box_rect("prayer", state.prayers_used))
        elif kind in ("stamina", "panic"):
            amount = move["amount"] if kind == "stamina" else rules.panic_cost(state)
            rects += [log.row_box_rect("stamina", state.stamina_used + i) for i in range(amount)]
        pulse = 3 + int(2 * (1 + math.sin(self.scene.board.clock * 5)))
        for rect in rects:
            pygame.draw.rect(surface, PREVIEW, rect.inflate(pulse * 2, pulse * 2), 4, border_radius=8)

    # --- the choice buttons -------------------------------------------------------------------
    def draw_choices(self, surface) -> None:
        scene, controls = self.scene, self.scene.controls
        if not scene.human_turn():
            move = self.previewed()
            if move:
                self.draw_bot_choice(surface, move)
                return
            text = (
                "Flying..."
                if scene.board.flight is not None
                else "Watch the dice..."
                if not scene.board.tray.settled
                else "The bot is thinking..."
                if scene.match.seats[0].is_bot and not scene.match.is_over()
                else ""
            )
            if text:
                theme.draw_text(surface, text, CHOICES.center, 30, theme.CREAM, "center")
            return
        hinted, focus = self.hinted_slot(), controls.focus
        for slot, (label, move) in enumerate(controls.page_items()):
            rect = choice_rect(slot)
            focused = slot == focus
            fill = theme.GOLD if focused else (theme.COPPER if move is not MORE else theme.WOOD_LIGHT)
            if focused:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(8, 8), border_radius=12)
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            pygame.draw.rect(surface, theme.BROWN_DARK, rect, 3, border_radius=10)
            ink = theme.INK if focused else theme.CREAM
            theme.draw_text(surface, theme.fit(label, 27, rect.w - 16), rect.center, 27, ink, "center")
            if slot == hinted:  # the hint's move (bot_preview on a human's turn): ringed like a bot's choice
                pulse = 2 + int(2 * (1 + math.sin(scene.board.clock * 5)))
                pygame.draw.rect(surface, PREVIEW, rect.inflate(pulse * 2, pulse * 2), 4, border_radius=12)

    def hinted_slot(self) -> int | None:
        """The button on this page for the move bot_preview names (More when it is on another page)."""
        move = self.previewed()
        if not move:
            return None
        keys = self.scene.controls.page_keys()
        return next((keys.index(t.key) for t in self.scene.layer.for_move(move) if t.key in keys), None)

    def draw_bot_choice(self, surface, move: dict) -> None:
        """The bot's next move, named as a player's button would be, lit up."""
        scene = self.scene
        theme.draw_text(surface, f"{scene.seat_name(0)} will:", (CHOICES.left + 4, CHOICES.top), 30, theme.CREAM)
        rect = pygame.Rect(0, 0, CHOICES.w - 80, 48)
        rect.midtop = (CHOICES.centerx, CHOICES.top + 40)
        pygame.draw.rect(surface, PREVIEW, rect.inflate(8, 8), border_radius=12)
        pygame.draw.rect(surface, theme.CREAM, rect, border_radius=10)
        pygame.draw.rect(surface, theme.BROWN_DARK, rect, 3, border_radius=10)
        label = theme.fit(scene.controls.label(move), 30, rect.w - 16)
        theme.draw_text(surface, label, rect.center, 30, theme.INK, "center")

    # --- the prompt line under the map ------------------------------------------------------------
    def draw_prompt(self, surface) -> None:
        """One line under the map; a longer sentence (a dead end's why) wraps to a second."""
        prompt = self.prompt_text()
        if not prompt:
            return
        if theme.font(30).size(prompt)[0] <= PROMPT.w:
            theme.draw_text(surface, prompt, PROMPT.center, 30, theme.CREAM, "center", shadow=True)
            return
        top = PROMPT.move(0, max(0, (PROMPT.h - theme.wrapped_height(prompt, 30, PROMPT.w, 0)) // 2))
        theme.draw_wrapped(surface, prompt, top, 30, theme.CREAM, 0, "center")

    def prompt_rect(self) -> pygame.Rect | None:
        """Where the prompt's words are drawn (None without any): what overlays keep off."""
        prompt = self.prompt_text()
        if not prompt:
            return None
        width = theme.font(30).size(prompt)[0]
        if width > PROMPT.w:
            return PROMPT  # wrapped: the whole line under the map
        return pygame.Rect(0, 0, width, PROMPT.h).move(PROMPT.centerx - width // 2, PROMPT.top)

    def prompt_text(self) -> str:
        scene = self.scene
        if scene.demo or scene.busy():
            return ""
        if scene.match.is_over():  # the day ended by the dice says how, as the results do
            return rules.NO_USE_END if scene.state.outcome == "no_use" else "The flying is over for today."
        if scene.match.seats[0].is_bot:  # the prompt speaks to a person at the controls
            return f"{scene.seat_name(0)} is flying."
        state = scene.state
        phase = state.phase
        move = scene.controls.focused_move()
        if move and move.get("kind") == "plan" and not state.rerolls_left:  # the detail of "Plan: last roll"
            return rules.LAST_ROLL[0].upper() + rules.LAST_ROLL[1:] + "."
        if phase == Phase.IDLE and not state.deliveries:
            return "Plan with the dice, then fly a planned cargo to a planned airport."
        if phase == Phase.STAMINA:
            return self.stamina_prompt()
        if phase == Phase.FLIGHT:
            pointed = scene.controls.hover or (move.get("to") if move else None)
            dead_ends = scene.aids.dead_ends()
            if pointed in dead_ends:  # the warning where the leg is chosen, before it is flown
                return dead_ends[pointed]
            if pointed in rules.leg_targets(state):
                return self.leg_odds_prompt(pointed) or "Choose the next leg: a glowing beacon, or your destination."
        return {
            Phase.IDLE: "Plan with the dice, fly a planned cargo, or stop for the day.",
            Phase.PLANNING: "Tick a glowing box on the log" + (", or reroll." if state.rerolls_left else "."),
            Phase.FLIGHT: "Choose the next leg: a glowing beacon, or your destination.",
            Phase.RESCUE: "Over 12: pray for a reroll, panic, or let it crash.",
        }.get(phase, "")

    def leg_odds_prompt(self, target: str) -> str:
        """The checks a leg brings (the mountains it crosses, the landing), in words, and the chance
        to pass them all without stamina, or "" for none."""
        state = self.scene.state
        checks = len(aids.leg_checks(state, target))
        if not checks:
            return ""
        mountains = len(C.crossed_mountains(state.position, target))
        where = [f"over {mountains} mountain{'s' if mountains != 1 else ''}"] if mountains else []
        where += ["at the landing"] if checks > mountains else []
        chance = percent(aids.leg_chance(state, target))
        name = C.places[target].name
        if checks == 1:
            return f"{name}: a check {where[0]}, {chance} to pass it without stamina."
        return f"{name}: {checks} checks, {' and '.join(where)}, {chance} to pass all without stamina."

    def stamina_prompt(self) -> str:
        """The chance to pass with no stamina, and the best stamina can make it."""
        chances = self.scene.aids.check_chances()
        if chances is None:  # the roll's outcomes still being played out: the % follow in a few frames
            return "Before the roll: tick stamina to lower the dice's total, or roll as it is."
        most = max(chances)
        return f"Before the roll: {percent(chances[0])} to pass as it is, {percent(chances[most])} with {most} stamina."
