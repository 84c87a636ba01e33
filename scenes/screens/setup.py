"""Set up a match: who sits where (human or bot, name, colour, controller)
and the game's options. A gamepad pressing A here claims a seat.

Focus moves over a grid: up/down between rows, left/right between the cells
of a seat row; confirm changes the focused cell. Option rows change with
left/right like every other choice row."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass

import pygame

from game import saves, tutorial
from game.match import Match, Seat
from game.registry import Option
from scenes.kit import ui
from scenes.kit.manager import Scene
from scenes.kit.phones import Lobby, open_room
from scenes.screens.demo import FRONTIER_NAMES
from scenes.screens.phones import PhonesScene
from scenes.screens.setup_widgets import (
    OPTION_LABEL_SIZE,
    Cell,
    ColourCell,
    MoreHint,
    NameCell,
    OptionRow,
    RemoveCell,
    clamp_lines,
    draw_lines,
)
from sprites import theme

NAME_LIMIT = 14
ROW_TOP, ROW_HEIGHT, ROW_STEP = 106, 56, 64
COLUMNS = {"colour": (30, 70), "name": (110, 262), "kind": (382, 200), "controller": (592, 178), "remove": (780, 56)}
# The table's own option, shown after the game's: the rules never see it.
HINTS = Option(
    "hints",
    "Hints",
    ((True, "Anyone may ask"), (False, "Off: play it straight")),
    True,
    "A hint shows the move the strongest bot would make, and why. Off for a competitive table.",
)
PHONES = Option(
    "phones",
    "Phones",
    ((False, "Off"), (True, "On: show the code")),
    False,
    "Each player's phone as their own controller: scan the code, on this Wi-Fi. Off: nothing is open to the network.",
)
OPTIONS_RECT = pygame.Rect(860, 104, 390, 520)
OPTIONS_PANEL = theme.Panel(OPTIONS_RECT, "night")  # renders once, on first draw
OPTION_TOP, OPTION_HEIGHT, OPTION_STEP = OPTIONS_RECT.top + 48, 64, 70
VISIBLE_OPTIONS = 5
OPTION_WIDTH = OPTIONS_RECT.width - 36
OPTIONS_VIEW = pygame.Rect(
    OPTIONS_RECT.left, OPTION_TOP - 6, OPTIONS_RECT.width, (VISIBLE_OPTIONS - 1) * OPTION_STEP + OPTION_HEIGHT + 12
)
HELP_LINES = 3  # each 27 px: a line of OPTION_LABEL_SIZE text and its gap
HELP_RECT = pygame.Rect(
    OPTIONS_RECT.left + 20, OPTIONS_RECT.bottom - 12 - HELP_LINES * 27, OPTIONS_RECT.width - 40, HELP_LINES * 27
)
BAR_TOP = 646
CONTROLS_HELP = "Arrows or d-pad move.\nEnter or A changes.\nA gamepad joins by pressing A."


class PhonesRow(OptionRow):
    """The Phones switch: the arrows turn it on and off; while on, Enter or a click shows the code again."""

    def __init__(self, *args, show=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.show = show

    def activate(self) -> bool:
        if self.value and self.show is not None:
            self.show()
            return True
        return super().activate()


@dataclass
class SeatDraft:
    name: str
    colour: int
    kind: str = "human"
    bot: str = ""
    pad: int | None = None  # gamepad instance id bound to this seat
    named: bool = False  # the player typed the name; keep it when the kind changes


# The last seats and options chosen for each game in this session, so leaving
# setup (B, Back) or coming back for another game never loses them.
LAST_SETUP: dict[str, tuple[list[SeatDraft], dict]] = {}


class SetupScene(Scene):
    closes_on_back = True

    def __init__(self, app, spec):
        super().__init__(app)
        self.spec = spec
        self.bot_names = [opponent.id for opponent in spec.opponents] or [spec.strong_bot]
        self.options = spec.default_options() | {HINTS.key: HINTS.default}
        self.seats: list[SeatDraft] = []
        remembered = LAST_SETUP.get(spec.id)
        if remembered:  # back to a game set up before: nothing typed is lost
            self.seats = copy.deepcopy(remembered[0])
            self.options.update(remembered[1])
        self.options[PHONES.key] = False  # a room is opened only by turning phones on here
        self.lobby: Lobby | None = None  # the phones while they are on, until the game takes them
        for _ in range(max(1, spec.min_players) - len(self.seats)):
            self._add_seat("human")
        self.focus = (0, 1)
        self.editing: int | None = None
        self.first_option = 0  # the option at the top of the scrolled list
        self.more_above = MoreHint((OPTIONS_RECT.left + 160, OPTIONS_RECT.top + 8, 220, 30), -1)
        self.more_below = MoreHint((OPTIONS_RECT.left, OPTIONS_VIEW.bottom, OPTIONS_RECT.width, 32), 1)
        self.caret_time = 0.0
        self.rows: list[list[ui.Widget]] = []
        # Why Learn to play can't start (no script, or a damaged one), or None: asked once, as
        # it plays the script through the rules.
        self.learn_problem = tutorial.problem(spec)
        self.rebuild()

    # --- seats --------------------------------------------------------------------
    def _default_name(self, index: int, kind: str, bot: str = "") -> str:
        """A bot is called by the name of the opponent it plays ("Greedy Greta", a second one
        "Greedy Greta 2"); a frontier name only when that would clash with another player's.
        A person by the game's word for them, numbered when the game seats several ("Prospector 2"),
        alone in a solo game ("Pilot")."""
        if kind == "bot":
            level = self.spec.bot_label(bot) if bot in self.bot_names else ""
            copies = [level] + [f"{level} {number}" for number in range(2, self.spec.max_players + 1)] if level else []
            for name in copies + [
                FRONTIER_NAMES[(index + step) % len(FRONTIER_NAMES)] for step in range(len(FRONTIER_NAMES))
            ]:
                if not self._name_clashes(index, name):
                    return name
            return f"Bot {index + 1}"
        return self.spec.person if self.spec.max_players == 1 else f"{self.spec.person} {index + 1}"

    def _name_clashes(self, index: int, name: str) -> bool:
        """Would the name be mixed up at the table? A name sharing a word with another player's
        ("Tumbleweed Tess" beside a human Tess) would, but for copies of one opponent
        ("Greedy Greta", "Greedy Greta 2"), which differ only in their number."""
        for i, other in enumerate(self.seats):
            if i == index:
                continue
            if name.lower() == other.name.lower() or (names_clash(name, other.name) and not _copies(name, other.name)):
                return True
        return False

    def _rename_clashing_bots(self) -> None:
        """A bot with a name it was given by default takes another when it clashes with a
        player's name, or no longer matches the opponent it plays."""
        for index, seat in enumerate(self.seats):
            if seat.kind != "bot" or seat.named:
                continue
            if self._name_clashes(index, seat.name) or not _copies(seat.name, self.spec.bot_label(seat.bot)):
                seat.name = self._default_name(index, "bot", seat.bot)

    def _free_colour(self, start: int = 0, skip: int | None = None) -> int:
        taken = {seat.colour for i, seat in enumerate(self.seats) if i != skip}
        for step in range(len(theme.PLAYER_COLOURS)):
            colour = (start + step) % len(theme.PLAYER_COLOURS)
            if colour not in taken:
                return colour
        return start

    def _add_seat(self, kind: str = "human") -> bool:
        if len(self.seats) >= self.spec.max_players:
            return False
        index = len(self.seats)
        bot = self._default_bot() if kind == "bot" else ""
        self.seats.append(SeatDraft(self._default_name(index, kind, bot), self._free_colour(index), kind, bot))
        return True

    def _default_bot(self) -> str:
        """The middle level: a fair first game for a new table."""
        return self.bot_names[len(self.bot_names) // 2]

    def add_seat(self) -> None:
        kind = "bot" if len(self.seats) >= 1 else "human"
        if self._add_seat(kind):
            self.app.sounds.play("click")
            self.focus = (len(self.seats) - 1, 1)
        else:
            self._refuse(f"{self.spec.title} is for at most {self.spec.max_players} players.")
        self.rebuild()

    def remove_seat(self, index: int) -> None:
        if len(self.seats) <= self.spec.min_players:
            self._refuse(
                f"{self.spec.title} needs at least {self.spec.min_players} "
                f"player{'s' if self.spec.min_players != 1 else ''}."
            )
            return
        del self.seats[index]
        for i, seat in enumerate(self.seats):
            if not seat.named:
                seat.name = self._default_name(i, seat.kind, seat.bot)
        self.rebuild()

    def _kind_help(self, seat: SeatDraft) -> str:
        style = next((o.style for o in self.spec.opponents if o.id == seat.bot), "")
        if seat.kind == "bot" and style:  # Enter or A moves on to the next, as on every cell
            return f"{self.spec.bot_label(seat.bot)}, {self.spec.bot_level(seat.bot)}. {style}"
        return "A person. Enter or A: a bot instead, from the easiest to the hardest."

    def cycle_kind(self, index: int) -> None:
        seat = self.seats[index]
        kinds = [("human", "")] + [("bot", name) for name in self.bot_names]
        now = kinds.index((seat.kind, seat.bot)) if (seat.kind, seat.bot) in kinds else 0
        seat.kind, seat.bot = kinds[(now + 1) % len(kinds)]
        if seat.kind == "bot":
            seat.pad = None
        if not seat.named:
            seat.name = self._default_name(index, seat.kind, seat.bot)
        self.rebuild()

    def cycle_colour(self, index: int) -> None:
        self.seats[index].colour = self._free_colour(self.seats[index].colour + 1, skip=index)
        self.rebuild()

    def cycle_controller(self, index: int) -> None:
        seat = self.seats[index]
        if seat.kind == "bot":
            self._refuse("Bots play by themselves: no controller needed.")
            return
        taken = {s.pad for i, s in enumerate(self.seats) if i != index and s.pad is not None}
        choices = [None] + [pad_id for pad_id, _ in self.app.input.pads() if pad_id not in taken]
        if len(choices) == 1:
            seat.pad = None
            self._refuse("No free gamepad: plug one in and press A on it to join.")
        else:
            now = choices.index(seat.pad) if seat.pad in choices else 0
            seat.pad = choices[(now + 1) % len(choices)]
        self.rebuild()

    def press_name(self, index: int, source: str) -> None:
        if source.startswith("pad"):  # no keyboard in hand: offer frontier names instead
            seat = self.seats[index]
            now = FRONTIER_NAMES.index(seat.name) if seat.name in FRONTIER_NAMES else -1
            others = [other.name for i, other in enumerate(self.seats) if i != index]
            free = [n for n in FRONTIER_NAMES if not any(names_clash(n, o) for o in others)] or list(FRONTIER_NAMES)
            seat.name = next((n for n in FRONTIER_NAMES[now + 1 :] if n in free), free[0])
            seat.named = True
            self.rebuild()
            return
        self.editing = index
        if not self.seats[index].named:
            self.seats[index].name = ""  # typing replaces a default name; an empty one comes back
        self.app.input.start_text()
        self.rebuild()

    def claim_with_pad(self, instance_id: int) -> bool:
        """A pad not yet playing takes the first human seat without a pad, or a new seat."""
        if any(seat.pad == instance_id for seat in self.seats):
            return False
        for index, seat in enumerate(self.seats):  # noqa: B007 - index names the seat found, after the loop
            if seat.kind == "human" and seat.pad is None:
                break
        else:
            if not self._add_seat("human"):
                self._refuse("Every seat is taken.")
                return True
            index = len(self.seats) - 1
        self.seats[index].pad = instance_id
        self.app.sounds.play("coin_take")
        number = self.app.input.pad_number(instance_id)
        self.app.toasts.show(f"Pad {number} plays as {self.seats[index].name}.")
        self.focus = (index, 1)
        self.rebuild()
        return True

    def _refuse(self, sentence: str) -> None:
        self.app.sounds.play("error")
        self.app.toasts.show(sentence, "error")

    # --- options and starting -----------------------------------------------------------
    @property
    def table_options(self) -> tuple[Option, ...]:
        """The game's own options, then the table's (hints, phones), which the rules never see."""
        return self.spec.options + (HINTS, PHONES)

    def set_option(self, key, value) -> None:
        self.options[key] = value
        if key == PHONES.key:
            self.set_phones(value)

    # --- phones ------------------------------------------------------------------------------
    def set_phones(self, on: bool) -> None:
        """On: open the room and show its code; off: close it (every seat on the shared controls)."""
        if not on:
            self.close_phones()
            return
        if self.lobby is None:
            try:
                room = open_room(self.seats, self.app.settings.colour_blind)
            except OSError as err:
                self.options[PHONES.key] = False
                self._refuse(f"Phones can't be used here ({err}).")
                self.rebuild()
                return
            self.lobby = Lobby(room, self.spec.title)
            self.rebuild()  # the switch shows On however it was turned
        self.show_phones()

    def show_phones(self) -> None:
        if self.lobby is not None:
            self.app.scenes.push(PhonesScene(self.app, self.lobby.room, self.close_phones))

    def tick_phones(self) -> None:
        if self.lobby is not None:
            self.lobby.tick(self.seats, self.app.settings.colour_blind)

    def covered(self, dt: float) -> None:
        self.tick_phones()  # under the Phones panel: phones that come are shown their player

    def close_phones(self) -> None:
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.room.close()
        if self.options.get(PHONES.key):
            self.options[PHONES.key] = False
            self.rebuild()

    def how_to_play(self) -> None:
        from scenes.screens.howto import HowToScene

        self.app.scenes.push(HowToScene(self.app, self.spec))

    def learn(self) -> None:
        """Learn to play: with more than one lesson, the player picks one first."""
        if len(tutorial.lessons(self.spec.id)) > 1:
            from scenes.screens.lessons import LessonsScene

            self.app.scenes.push(LessonsScene(self.app, self.spec, self.learn_lesson))
            return
        self.learn_lesson(1)

    def learn_lesson(self, lesson: int) -> None:
        """A guided game for the first human here (their name, colour and controls); at its end
        it starts the game this screen describes."""
        from scenes.kit.tutorial import start_tutorial

        human = next((seat for seat in self.seats if seat.kind == "human"), None)
        learner = Seat(
            name=(human.name.strip() if human else "") or "You",
            colour=human.colour if human else 0,
            controller=f"pad:{human.pad}" if human is not None and human.pad is not None else "kbm",
        )
        try:
            scene = start_tutorial(self.app, self.spec, learner, self._after_tutorial, self.app.scenes.pop, lesson)
        except tutorial.ScriptError as err:  # damaged since this screen opened
            if lesson > 1:
                self._refuse(str(err))
                return
            self.learn_problem = str(err)
            self._refuse(self.learn_problem)
            self.rebuild()
            return
        self.app.scenes.push(scene)

    def _after_tutorial(self) -> None:
        """The tutorial's table goes; the real game starts with the seats set here, the lesson's
        bots in the seats nobody claimed."""
        table = self.app.scenes.pop()
        lesson_seats = getattr(getattr(table, "match", None), "seats", [])
        self.seat_lesson_bots([seat for seat in lesson_seats if seat.kind == "bot"])
        self.start(offer=False)

    def seat_lesson_bots(self, bots: list[Seat]) -> None:
        """A human seat this screen filled in by itself (nobody named it or claimed it with a pad or
        a phone) takes the next of the lesson's bots: a lone learner plays the opponent they learned
        beside, not both seats at one keyboard. Kept here, so setup shows it next time."""
        learner = next((i for i, seat in enumerate(self.seats) if seat.kind == "human"), None)
        phones = self.lobby.room.connected if self.lobby is not None else ()
        unclaimed = [
            i
            for i, seat in enumerate(self.seats)
            if seat.kind == "human" and i != learner and not seat.named and seat.pad is None and i not in phones
        ]
        for index, bot in zip(unclaimed, bots):
            self.seats[index] = SeatDraft(bot.name, self.seats[index].colour, "bot", bot.bot)

    def offer_tutorial(self) -> bool:
        """The first time a game is started here, Learn to play is offered (once per game). Not
        while it can't start: the offer waits until it can, and the game starts at once."""
        settings = self.app.settings
        game = self.spec.id
        if self.learn_problem is not None or game in settings.learned or game in settings.offered:
            return False
        settings.offered.append(game)
        self.app.save_settings()
        from scenes.kit.confirm import ConfirmScene

        self.app.scenes.push(
            ConfirmScene(
                self.app,
                f"New to {self.spec.title}?",
                ["A short guided game shows you how to play.", "Learn to play stays here on this screen."],
                "Learn to play",
                lambda: self.learn_lesson(1),
                "Just play",
                lambda: self.start(offer=False),
            )
        )
        return True

    def start(self, offer: bool = True) -> None:
        if offer and self.offer_tutorial():
            return
        connected = {pad_id for pad_id, _ in self.app.input.pads()}
        for seat in self.seats:
            if seat.kind == "human" and seat.pad is not None and seat.pad not in connected:
                self._refuse(f"{seat.name}'s gamepad is unplugged: plug it in or choose Keyboard.")
                return
        seats = [
            Seat(
                name=seat.name.strip() or self._default_name(i, seat.kind, seat.bot),
                colour=seat.colour,
                kind=seat.kind,
                bot=seat.bot or self.spec.strong_bot,
                controller=f"pad:{seat.pad}" if seat.pad is not None else "kbm",
            )
            for i, seat in enumerate(self.seats)
        ]
        try:
            options = {key: value for key, value in self.options.items() if key not in (HINTS.key, PHONES.key)}
            match = Match(self.spec, seats, random.randrange(2**31), options, self.options.get(HINTS.key, True))
        except ValueError as err:
            self._refuse(str(err))
            return
        from scenes.kit.game_scene import scene_for

        try:
            scene = scene_for(self.app, match)
        except Exception as err:  # noqa: BLE001 - a game without a working scene says so
            self._refuse(f"{self.spec.title} can't start yet ({err}).")
            return
        saved = saves.in_progress(self.spec.id)
        if saved is not None:  # one save per game: never replace it without asking
            from scenes.screens.continue_list import ReplaceSaveScene

            self.app.scenes.push(ReplaceSaveScene(self.app, saved, lambda: self._begin(scene)))
            return
        self._begin(scene)

    def _begin(self, scene) -> None:
        """Save the new game at once, so Continue finds it even before its first move."""
        try:
            notice = saves.write_save(scene.match)
            if notice:
                self.app.toasts.show(notice)
        except OSError as err:
            self.app.toasts.show(f"The game could not be saved ({err.strerror or err}).", "error")
        if self.lobby is not None:  # the phones go on to the table: the same seats, the same phones
            scene.phones.adopt(self.lobby.room)
            self.lobby = None
        self.app.scenes.replace(scene)

    # --- layout ----------------------------------------------------------------------------
    def rebuild(self) -> None:
        self._rename_clashing_bots()
        colour_blind = self.app.settings.colour_blind
        rows: list[list[ui.Widget]] = []
        for i, seat in enumerate(self.seats):
            y = ROW_TOP + i * ROW_STEP

            def rect(column, y=y):
                x, width = COLUMNS[column]
                return pygame.Rect(x, y, width, ROW_HEIGHT)

            kind_label = "Human" if seat.kind == "human" else f"{self.spec.bot_level(seat.bot).capitalize()} bot"
            if seat.kind == "bot":
                controller, warn = "(bot)", False
            elif self.lobby is not None and i in self.lobby.room.connected:
                controller, warn = "Phone", False
            elif seat.pad is None:
                controller, warn = "Keyboard", False
            else:
                number = self.app.input.pad_number(seat.pad)
                controller, warn = (f"Pad {number}", False) if number else ("Pad unplugged", True)
            rows.append(
                [
                    ColourCell(
                        rect("colour"),
                        seat.colour,
                        lambda s, i=i: self.cycle_colour(i),
                        colour_blind,
                        help="Enter or A: next colour and symbol",
                    ),
                    NameCell(
                        rect("name"),
                        seat.name,
                        lambda s, i=i: self.press_name(i, s),
                        self.editing == i,
                        help="Enter: type a name (on a gamepad, A picks one)",
                    ),
                    Cell(
                        rect("kind"),
                        kind_label,
                        lambda s, i=i: self.cycle_kind(i),
                        theme.SMALL if theme.font(theme.SMALL).size(kind_label)[0] <= rect("kind").w - 20 else 30,
                        help=self._kind_help(seat),
                    ),
                    Cell(
                        rect("controller"),
                        controller,
                        lambda s, i=i: self.cycle_controller(i),
                        theme.SMALL,
                        warn,
                        help="Enter or A: keyboard or a gamepad",
                    ),
                    RemoveCell(
                        rect("remove"), "", lambda s, i=i: self.remove_seat(i), help="Enter or A: remove this player"
                    ),
                ]
            )
        for option in self.table_options:
            extra = {"show": self.show_phones} if option is PHONES else {}
            row = (PhonesRow if option is PHONES else OptionRow)(
                option.label,
                option.choices,
                self.options.get(option.key, option.default),
                lambda value, key=option.key: self.set_option(key, value),
                pygame.Rect(OPTIONS_RECT.left + 18, -1000, OPTION_WIDTH, OPTION_HEIGHT),
                help=option.help,
                wrap=True,
                **extra,
            )
            rows.append([row])
        full = len(self.seats) >= self.spec.max_players
        bar: list[ui.Widget] = [
            ui.Button("Back", self.back),
            ui.Button("How to play", self.how_to_play),
            ui.Button(
                "Learn to play",
                self.learn,
                enabled=self.learn_problem is None,
                reason=self.learn_problem or "",
            ),
            ui.Button(
                "Add player",
                self.add_seat,
                enabled=not full,
                reason=f"{self.spec.title} is for at most {self.spec.max_players} players.",
            ),
            ui.Button("Start!", self.start, primary=True),
        ]
        x = 30
        for button, width in zip(bar, (150, 236, 252, 236, 250)):
            button.rect = pygame.Rect(x, BAR_TOP, width, 60)
            x += width + 20
        bar[-1].rect.right = theme.WIDTH - 30
        rows.append(bar)
        self.rows = rows
        row, col = self.focus
        row = max(0, min(row, len(rows) - 1))
        self.focus = (row, max(0, min(col, len(rows[row]) - 1)))
        self._place_options()

    # --- the scrolling options list ------------------------------------------------------
    @property
    def option_rows(self) -> list[OptionRow]:
        return [row[0] for row in self.rows if isinstance(row[0], OptionRow)]

    def _scroll_options(self, first: int) -> None:
        self.first_option = max(0, min(first, len(self.table_options) - VISIBLE_OPTIONS))
        self._place_options()

    def _place_options(self) -> None:
        """Lay out the visible option rows; the others move off screen, out of reach of the mouse."""
        for index, row in enumerate(self.option_rows):
            slot = index - self.first_option
            visible = 0 <= slot < VISIBLE_OPTIONS
            row.rect.top = OPTION_TOP + slot * OPTION_STEP if visible else -1000
        hidden_below = len(self.table_options) - self.first_option - VISIBLE_OPTIONS
        self.more_above.count = self.first_option
        self.more_below.count = max(0, hidden_below)

    def _follow_focus(self) -> None:
        """Scroll just enough that the focused option shows."""
        if not isinstance(self.focused, OptionRow):
            return
        index = self.option_rows.index(self.focused)
        if index < self.first_option:
            self._scroll_options(index)
        elif index >= self.first_option + VISIBLE_OPTIONS:
            self._scroll_options(index - VISIBLE_OPTIONS + 1)

    @property
    def focused(self) -> ui.Widget:
        row, col = self.focus
        return self.rows[row][col]

    # --- input ------------------------------------------------------------------------
    def _finish_editing(self) -> None:
        if self.editing is None:
            return
        seat = self.seats[self.editing]
        seat.name = seat.name.strip()
        if seat.name:
            seat.named = True
        else:
            seat.name, seat.named = self._default_name(self.editing, seat.kind), False
        self.editing = None
        self.app.input.stop_text()
        self.rebuild()

    def _handle_editing(self, action) -> bool:
        if self.editing is None:
            return False
        seat = self.seats[self.editing]
        if action.kind == "text":
            seat.name = (seat.name + action.text)[:NAME_LIMIT]
        elif action.kind == "erase":
            seat.name = seat.name[:-1]
        elif action.kind in ("point",):
            return True
        else:
            self._finish_editing()
            return action.kind in ("confirm", "back", "pause")
        self.rebuild()
        return True

    def _move(self, drow: int, dcol: int) -> None:
        row, col = self.focus
        if drow:
            row = (row + drow) % len(self.rows)
            if len(self.rows[row]) == 1:
                col = 0
            else:
                col = min(max(col, 0), len(self.rows[row]) - 1)
        else:
            col = max(0, min(len(self.rows[row]) - 1, col + dcol))
        self.focus = (row, col)
        self._follow_focus()
        self.app.sounds.play("move")

    def _step_linear(self, step: int) -> None:
        cells = [(r, c) for r, row in enumerate(self.rows) for c in range(len(row))]
        index = cells.index(self.focus) if self.focus in cells else 0
        self.focus = cells[(index + step) % len(cells)]
        self._follow_focus()

    def _cell_at(self, pos):
        for r, row in enumerate(self.rows):
            for c, cell in enumerate(row):
                if cell.rect.collidepoint(pos):
                    return r, c
        return None

    def _scroll_hint_at(self, pos) -> int:
        """-1 or 1 when pos is on a "more" arrow that shows, else 0."""
        for hint in (self.more_above, self.more_below):
            if hint.count and hint.rect.collidepoint(pos):
                return hint.direction
        return 0

    def _activate(self, cell, source: str, pos=None) -> None:
        if not cell.enabled:
            self._refuse(cell.reason)
            return
        self.app.sounds.play("click")
        if isinstance(cell, Cell):
            cell.source = source
        if pos is not None:
            cell.click(pos)
        else:
            cell.activate()

    def handle(self, action) -> bool:
        if self.editing is not None and self._handle_editing(action):
            return True
        kind = action.kind
        if kind == "confirm" and action.source.startswith("pad:"):
            if self.claim_with_pad(int(action.source.split(":", 1)[1])):
                return True
        if kind in ("up", "down"):
            self._move(-1 if kind == "up" else 1, 0)
        elif kind in ("left", "right"):
            step = -1 if kind == "left" else 1
            if isinstance(self.focused, OptionRow):
                if self.focused.adjust(step):
                    self.app.sounds.play("click")
            else:
                self._move(0, step)
        elif kind in ("next", "prev"):
            self._step_linear(1 if kind == "next" else -1)
        elif kind == "confirm":
            self._activate(self.focused, action.source)
        elif kind in ("wheel_up", "wheel_down"):
            self._scroll_options(self.first_option + (-1 if kind == "wheel_up" else 1))
        elif kind == "click" and action.pos is not None and self._scroll_hint_at(action.pos):
            self._scroll_options(self.first_option + self._scroll_hint_at(action.pos))
            self.app.sounds.play("move")
        elif kind in ("point", "click") and action.pos is not None:
            hit = self._cell_at(action.pos)
            if hit is None:
                return False
            self.focus = hit
            if kind == "click":
                self._activate(self.focused, action.source, action.pos)
        else:
            return False
        return True

    def exit(self) -> None:
        if self.editing is not None:
            self.app.input.stop_text()
        self.close_phones()  # leaving setup without a game: no port stays open
        LAST_SETUP[self.spec.id] = (copy.deepcopy(self.seats), dict(self.options))

    def resume(self) -> None:
        self.rebuild()  # the colour-blind setting may have changed

    def update(self, dt: float) -> None:
        self.caret_time = (self.caret_time + dt) % 1.0
        for row in self.rows:
            for cell in row:
                if isinstance(cell, NameCell):
                    cell.caret = self.caret_time < 0.6
        pad_ids = tuple(pad_id for pad_id, _ in self.app.input.pads())
        self.tick_phones()
        phones = frozenset(self.lobby.room.connected) if self.lobby is not None else frozenset()
        if (pad_ids, phones) != getattr(self, "_controls_seen", None):
            self._controls_seen = (pad_ids, phones)
            self.rebuild()

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("night"), (0, 0))
        theme.draw_heading(
            surface, theme.fit(self.heading(), theme.HEADING, 1220, display=True), (theme.WIDTH // 2, 14)
        )
        player = "Player" if len(self.seats) == 1 else "Players"
        for label, column in ((player, "name"), ("Plays as", "kind"), ("Controller", "controller")):
            theme.draw_text(
                surface, label, (COLUMNS[column][0] + 4, ROW_TOP - 6), theme.SMALL, theme.GOLD_LIGHT, "bottomleft"
            )
        OPTIONS_PANEL.draw(surface)
        theme.draw_text(surface, "Options", (OPTIONS_RECT.left + 22, OPTIONS_RECT.top + 8), theme.SMALL, theme.GOLD)
        focused = self.focused
        for r, row in enumerate(self.rows):
            for c, cell in enumerate(row):
                cell.draw(
                    surface,
                    (r, c) == self.focus and self.editing is None or (isinstance(cell, NameCell) and cell.editing),
                )
        self.more_above.draw(surface)
        self.more_below.draw(surface)
        self._draw_help(surface, focused)
        hint = (
            "Type, then Enter to finish"
            if self.editing is not None
            else (focused.reason if not focused.enabled else focused.help)
        )
        if hint and not isinstance(focused, OptionRow):
            # one line under the seats, in the largest size that fits left of the options panel
            room = OPTIONS_RECT.left - 40
            size = next((s for s in (theme.SMALL, 30) if theme.font(s).size(hint)[0] <= room), theme.MIN_TEXT)
            line = theme.fit(hint, size, room)
            theme.draw_text(surface, line, (30, BAR_TOP - 8), size, theme.GOLD_LIGHT, "bottomleft")

    def heading(self) -> str:
        """Asked only when there is a choice of players: a solo game, or one seat, is set up for one."""
        if self.spec.max_players == 1:
            return f"{self.spec.title}: a solo game"
        if len(self.seats) == 1:
            return f"{self.spec.title}: playing solo"
        return f"{self.spec.title}: who's playing?"

    def _draw_help(self, surface, focused) -> None:
        """The focused option's help (or how the controls work), up to three lines under the list."""
        help_text = focused.help if isinstance(focused, OptionRow) and focused.help else CONTROLS_HELP
        lines = clamp_lines(help_text, OPTION_LABEL_SIZE, HELP_RECT.width, HELP_LINES)
        draw_lines(surface, lines, HELP_RECT.topleft, OPTION_LABEL_SIZE, theme.PARCHMENT)


def _copies(one: str, other: str) -> bool:
    """Two copies of one opponent's name: "Greedy Greta" and "Greedy Greta 2"."""
    return one.rstrip(" 0123456789") == other.rstrip(" 0123456789")


def names_clash(one: str, other: str) -> bool:
    """Two names that share a word ("Tumbleweed Tess" and "Tess") would be mixed up at the table;
    a shared number ("Prospector 2", "Greedy Greta 2") would not."""
    return bool(_words(one) & _words(other))


def _words(name: str) -> set[str]:
    return {word for word in name.lower().split() if not word.isdigit()}
