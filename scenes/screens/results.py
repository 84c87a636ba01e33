"""The end of a match: the standings, how each score adds up, the rules'
closing sentences, and Rematch or Back to menu.

A stray press can't skip it: input is held off for a moment, and the focus
starts on the table (which scrolls), not on Rematch. A win is cheered, and
coins rain only in the games played with coins; a solo loss is never
celebrated. Solo games say "won" or "lost", what the next rank needs, and
keep a personal best per game and options. Rematch keeps the seats and
options with a new seed."""

from __future__ import annotations

import logging
import random

import pygame

from game import bests, breakdowns, saves
from game.core import fill_names
from game.match import Match
from scenes.kit import ui
from scenes.kit.game_scene import scene_class
from scenes.kit.manager import Scene
from scenes.screens.results_table import ResultsTable, Seating, build_rows, unit_of
from scenes.screens.scenery import CoinShower
from sprites import theme

log = logging.getLogger(__name__)

HOLD_SECONDS = 1.0  # input is held off this long, so a press meant for the game can't skip the results
CELEBRATION_SECONDS = 6.0
TABLE = pygame.Rect(30, 92, 880, 584)
SIDE = pygame.Rect(940, 92, 310, 412)
SIDE_TEXT_TOP = 72  # below the game's title
HINT_Y = 684


def headline(names: list[str], winners: list[int], solo: bool, goal: bool = False, person: bool = False) -> str:
    """goal: a solo game that says whether its goal was reached; person: a solo game played by
    a person, who is told "You", as the rules' closing lines tell them ("You did it!")."""
    if solo:
        if goal:
            who = "You" if person else names[0]
            return f"{who} won!" if winners else f"{who} lost this time."
        return "Final tally"
    if not winners:
        return "Game over"
    if len(winners) == 1:
        return f"{names[winners[0]]} wins!"
    return f"{', '.join(names[w] for w in winners[:-1])} and {names[winners[-1]]} share the win!"


def _coin_rain(spec) -> bool:
    """A game played with coins (its scene says so) rains coins on its winners."""
    try:
        return scene_class(spec).coin_rain
    except LookupError:  # a game with no table of its own (a test's game): no rain
        return False


class ResultsScene(Scene):
    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.result = match.result()
        seats = len(match.seats)
        self.solo = seats == 1
        places = list(self.result.places) or [1] * seats
        self.names = [seat.name for seat in match.seats]
        self.winners = self.result.winners
        self.lost = self.solo and bool(self.result.won) and not self.winners
        self.lines = breakdowns.breakdown(match)
        self.unit = unit_of(self.lines)
        seating = Seating(
            names=self.names,
            colours=[seat.colour for seat in match.seats],
            order=sorted(range(seats), key=lambda seat: (places[seat], seat)),
            places=places,
            winners=self.winners,
            titles=list(self.result.titles) if not self.solo else [],
            scores=list(self.result.scores),
            colour_blind=app.settings.colour_blind,
        )
        notes = [fill_names(line, self.names) for line in self.result.lines]
        self.side_notes: list[str] = []
        if not self.solo and self._fits_beside(notes):
            self.side_notes = notes
        table_notes = [] if self.side_notes else notes
        inner = TABLE.inflate(-44, -44)
        self.table = ResultsTable(TABLE, build_rows(inner.width - 14, inner.left, seating, self.lines, table_notes))
        self.on_table = True  # where the focus starts: reading, not Rematch
        self.next_rank = breakdowns.next_rank(match) if self.solo else ""
        self.record: bests.Record | None = None
        self.time = 0.0
        self.rain = _coin_rain(match.spec) and bool(self.winners)
        self.shower = CoinShower(seed=len(match.log), rate=10 if self.rain else 0)
        self.side_panel = theme.Panel(SIDE, "parchment")
        self.menu = ui.Menu(
            app,
            [ui.Button("Rematch", self.rematch), ui.Button("Back to menu", self.to_menu)],
            pos=(SIDE.centerx, SIDE.bottom + 24),
            width=SIDE.width,
        )

    @property
    def ready(self) -> bool:
        """Input is taken once the hold-off is over."""
        return self.time >= HOLD_SECONDS

    def enter(self) -> None:
        try:
            saves.clear_save(self.match)  # the game is over: nothing to continue
        except OSError as err:
            log.warning("could not clear the continue save: %s", err)
        self._keep_best()
        if self.winners:
            self.app.sounds.play("cheer")
        elif self.lost:
            self.app.sounds.play("whoosh", 0.4)  # a quiet close: a loss is not cheered

    def _keep_best(self) -> None:
        """A solo game played by a person keeps its personal best (bots' games don't)."""
        if not self.solo or self.match.seats[0].is_bot or not self.result.scores:
            return
        try:
            self.record = bests.record(self.match.spec.id, self.match.options, self.result.scores[0])
        except OSError as err:
            log.warning("could not keep the personal best: %s", err)
            self.app.toasts.show("Your personal best could not be kept on this computer.", "error")
            return
        if self.record.notice:
            self.app.toasts.show(self.record.notice, "error")

    def rematch(self) -> None:
        from scenes.kit.game_scene import scene_for

        try:
            match = Match(
                self.match.spec, self.match.seats, random.randrange(2**31), dict(self.match.options), self.match.hints
            )
            scene = scene_for(self.app, match)
        except Exception as err:  # noqa: BLE001 - stay on the results rather than crash
            log.exception("rematch failed")
            self.app.toasts.show(f"A rematch could not start ({err}).", "error")
            return
        self.app.scenes.replace(scene)

    def to_menu(self) -> None:
        from scenes.screens.title import TitleScene

        self.app.scenes.reset(TitleScene(self.app))

    # --- input --------------------------------------------------------------------------
    def handle(self, action) -> bool:
        if not self.ready:
            return True  # held off: the press is used up, nothing happens
        kind = action.kind
        if kind in ("wheel_up", "wheel_down"):
            self.table.scroll_by(-40 if kind == "wheel_up" else 40)
            return True
        if kind == "click" and action.pos is not None and self.table.rect.collidepoint(action.pos):
            self.on_table = True
            return True
        if kind in ("point", "click") and action.pos is not None and self.menu.item_at(action.pos) is not None:
            self.on_table = False
            return self.menu.handle(action)
        if self.on_table:
            return self._handle_table(kind)
        if kind in ("up", "prev") and self.menu.focus == 0:
            self.on_table = True
            self.app.sounds.play("move")
            return True
        if kind in ("down", "next") and self.menu.focus == len(self.menu.items) - 1:
            return True  # the last button: nothing below it
        return self.menu.handle(action)

    def _handle_table(self, kind: str) -> bool:
        if kind == "up":
            self.table.scroll_by(-40)
        elif kind == "down" and not self.table.at_bottom:
            self.table.scroll_by(40)
        elif kind in ("down", "next"):  # off the end of the table: on to the buttons
            self.on_table = False
            self.menu.focus = 0
            self.app.sounds.play("move")
        elif kind in ("left", "prev"):
            self.table.page(-1)
        elif kind == "right":
            self.table.page(1)
        else:  # confirm does what a click on the table does: nothing moves, the winner stays in view
            return kind in ("point", "click", "confirm")
        return True

    def back(self) -> bool:
        if not self.ready:
            return True
        self.on_table = False
        self.menu.focus = len(self.menu.items) - 1  # land on Back to menu
        return True

    def update(self, dt: float) -> None:
        self.time += dt
        if self.time >= CELEBRATION_SECONDS:  # a short celebration, then calm
            self.shower.rate = 0
        self.shower.update(dt * self.app.anim_speed)

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("night"), (0, 0))
        self.shower.draw(surface)
        theme.draw_text(
            surface,
            theme.fit(
                headline(self.names, self.winners, self.solo, bool(self.result.won), not self.match.seats[0].is_bot),
                theme.HEADING,
                1220,
                display=True,
            ),
            (theme.WIDTH // 2, 10),
            theme.HEADING,
            theme.CREAM if self.lost else theme.GOLD,  # a loss is said plainly, not in gold
            "midtop",
            shadow=True,
            display=True,
        )
        self.table.draw(surface, self.on_table)
        self._draw_side(surface)
        for number, item in enumerate(self.menu.items):
            item.draw(surface, not self.on_table and number == self.menu.focus)
        theme.draw_text(surface, self._hint(), (TABLE.left + 8, HINT_Y), theme.SMALL, theme.CREAM)

    def _hint(self) -> str:
        if not self.ready:
            return ""
        if self.on_table:
            if self.table.max_scroll:
                return "Arrows up and down to read; keep going down for Rematch."
            return "Press the down arrow (or the pad's down) for Rematch."
        return "Press the up arrow to read the table again."

    def _draw_side(self, surface) -> None:
        self.side_panel.draw(surface)
        x, width = SIDE.left + 24, SIDE.width - 48
        y = SIDE.top + 20
        theme.draw_text(
            surface,
            theme.fit(self.match.spec.title, theme.BODY, SIDE.width - 24),
            (SIDE.centerx, y),
            theme.BODY,
            theme.WOOD,
            "midtop",
        )
        y = SIDE.top + SIDE_TEXT_TOP
        for text, size, colour in self._side_lines():
            y += theme.draw_wrapped(surface, text, (x, y, width, SIDE.bottom - 20 - y), size, colour) + 8

    def _fits_beside(self, notes: list[str]) -> bool:
        """The rules' sentences go in the side panel when they all fit there, else under the table."""
        width, room = SIDE.width - 48, SIDE.height - SIDE_TEXT_TOP - 20
        lines = self._side_lines() + [(note, theme.SMALL, theme.INK) for note in notes]
        return sum(theme.wrapped_height(text, size, width) + 8 for text, size, _ in lines) <= room

    def _side_lines(self) -> list[tuple[str, int, tuple]]:
        if not self.solo:
            lines = [
                (f"{self.result.titles[seat]}: {self.names[seat]}", theme.SMALL, theme.INK)
                for seat in self.winners
                if seat < len(self.result.titles) and self.result.titles[seat]
            ]
            lines = lines or [("Well played, everyone!", theme.SMALL, theme.INK)]
            return lines + [(note, theme.SMALL, theme.INK) for note in self.side_notes]
        lines = []
        if self.result.won:
            lines.append(("Won" if self.winners else "Lost", theme.LARGE, theme.INK if self.winners else theme.WOOD))
        if self.result.scores:
            lines.append((self._score_words(self.result.scores[0]), theme.BODY, theme.INK))
        title = self.result.titles[0] if self.result.titles else ""
        if title:
            lines.append((title, theme.SMALL, theme.COPPER))
        lines += self._best_lines()
        if self.next_rank:
            lines.append((self.next_rank, theme.SMALL, theme.INK))
        return lines

    def _best_lines(self) -> list[tuple[str, int, tuple]]:
        record = self.record
        if record is None:
            return []
        if record.new_best:
            return [("New personal best!", theme.SMALL, theme.COPPER)]
        if record.previous is None:
            return [("Your first score here: the best to beat.", theme.SMALL, theme.INK)]
        return [(f"Personal best {self._score_words(record.previous)}", theme.SMALL, theme.INK)]

    def _score_words(self, score: int) -> str:
        """A score as the game says it: $308, 43 VP, 40 points."""
        noun = f" {breakdowns.score_noun(self.match)}" if self.unit == breakdowns.POINTS else ""
        return breakdowns.written(score, self.unit) + noun
