"""The table's side of the phones (the room and its server are in phones/).

Each frame the table's `PhoneBridge` takes what the phones said and plays each tap as that
seat's choice of one of the table's own targets, through `choose_target`: the same path as
a click, so the rules refuse or play it exactly as they would a click, and a refusal's
sentence goes back to that phone. After any change it sends each connected seat only what is
built for that seat: its name, colour and symbol, whether it is up, its targets, and its
hand from its own view (`match.view(seat)`), never the shared screen's picture.

A game's own hand panel: `scenes/<id>/phone.py` with `hand(view, seat) -> dict | None`
({"title": str, "lines": [[label, value], ...]}, from that seat's view only). Without one,
a phone is a touch remote: the seat's targets as buttons. The same module may offer
`targets(scene, seat) -> list[PhoneTarget]`: choices made on that seat's phone only, never
on the TV (a secret pick), each played through `choose_target` like the table's own, and
`prompt(scene, seat) -> str`: what those choices are about, shown as the phone's status.

A question over the table for one seat (a `ConfirmScene` with its `seat`, or any question at
a table with one person) is asked on that seat's phone too while it is up, its safe answer first: the phone's tap answers it as the
TV's press would, and an answer on either closes it on both. At a table of simultaneous choices
(`plays_on`) the other seats' phones play on meanwhile: the question is one seat's.

A seat's own choice offers Hint on its phone: the table's hint for that seat (`hint_plan`, from
its own view), its words on that phone only, never on the TV."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from functools import partial
from types import ModuleType
from typing import TypeVar

import pygame

from game.core import CHANCE, and_list
from phones.protocol import Refusal
from phones.room import PhoneSeat, Room
from scenes.kit.confirm import ConfirmScene
from scenes.kit.nudge import nudge
from scenes.kit.targets import Target
from sprites import theme
from sprites.drawing import Kept

T = TypeVar("T")
NOWHERE = pygame.Rect(0, 0, 0, 0)  # a phone's own choice has no place on the TV
WAKE = pygame.event.custom_type()  # posted from the server thread: the idle app looks at once
MARK = (40, 40)  # a seat's phone mark on the TV: its badge with a phone beside it
SWEEP = 15  # frames between two looks at one seat's message while the table's stamp holds


def wake() -> None:
    """Called from the phones' thread: SDL's event queue takes posts from any thread; the
    nudge ends the frame loop's wait, so a tap is played now rather than next frame."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass  # no event queue (the display is closing): the next frame polls anyway
    nudge()


def hex_colour(colour: Sequence[int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


def phone_seats(seats, colour_blind: bool = False) -> list[PhoneSeat]:
    """Seats (a match's, or setup's drafts: name, colour, kind) as their phones show them."""
    return [
        PhoneSeat(
            seat.name,
            hex_colour(theme.player_colour(seat.colour, colour_blind)),
            theme.SYMBOLS[seat.colour % len(theme.SYMBOLS)],
            seat.kind == "human",
        )
        for seat in seats
    ]


def open_room(seats, colour_blind: bool = False) -> Room:
    """A started room for these seats; OSError (with the reason) when the network can't be used."""
    room = Room(phone_seats(seats, colour_blind), wake)
    room.start()
    return room


def lobby_message(info: PhoneSeat, game: str) -> dict:
    """What a seat's phone shows before the game starts."""
    return table_message(info, game, False, "Waiting for the game to start.", [], None)


def table_message(info: PhoneSeat, game: str, turn: bool, status: str, choices: list[dict], hand, hint="") -> dict:
    return {
        "kind": "table",
        "game": game,
        "name": info.name,
        "colour": info.colour,
        "symbol": info.symbol,
        "turn": turn,
        "status": status,
        "choices": choices,
        "hand": hand,
        "hint": hint,
    }


@dataclass(eq=False)
class PhoneTarget(Target):
    """A target on a seat's phone only (a game's phone.py `targets`), never on the TV. `look`
    goes with its choice to the page: {"coin": hex colour, "value": text} draws it as a
    round coin ({"die": True}: a square one), {"chosen": True} as pressed; {"heading": text,
    "words": text} starts a group of choices under that heading (and what it asks)."""

    look: dict = field(default_factory=dict)


_PANELS: dict[str, ModuleType | None] = {}


def phone_module(game_id: str) -> ModuleType | None:
    """scenes/<id>/phone.py, or None (the generic remote)."""
    if game_id not in _PANELS:
        name = f"scenes.{game_id}.phone"
        try:
            _PANELS[game_id] = importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name != name:
                raise
            _PANELS[game_id] = None
    return _PANELS[game_id]


def hand_panel(game_id: str) -> Callable | None:
    """The game's `hand(view, seat)` from scenes/<id>/phone.py, or None."""
    module = phone_module(game_id)
    return None if module is None else module.hand


def phone_targets(game_id: str) -> Callable | None:
    """The game's `targets(scene, seat)`: choices offered on a seat's phone only, or None."""
    return getattr(phone_module(game_id), "targets", None)


def phone_prompt(game_id: str) -> Callable | None:
    """The game's `prompt(scene, seat)`: what its phone choices are about, or None."""
    return getattr(phone_module(game_id), "prompt", None)


class Publisher:
    """Sends each seat's message only when it changed, numbered so a tap names what it saw."""

    def __init__(self):
        self.sent: dict[int, dict] = {}
        self.version: dict[int, int] = {}

    def publish(self, room: Room, messages: dict[int, dict]) -> None:
        """The seats' messages that changed, handed over together (the server is woken once)."""
        changed = {}
        for seat, message in messages.items():
            if self.sent.get(seat) != message:  # compared as made: fresh dicts, never changed once sent
                self.sent[seat] = message
                self.version[seat] = self.version.get(seat, 0) + 1
                changed[seat] = {**message, "version": self.version[seat]}
        room.send_all(changed)

    def forget(self, seat: int) -> None:
        """Send this seat its message afresh, under a new number (after a stale tap)."""
        self.sent.pop(seat, None)


class Lobby:
    """Phones at setup, before there is a table: each seat's phone shows its player, and a tap
    is told the game hasn't started."""

    def __init__(self, room: Room, game: str):
        self.room = room
        self.game = game
        self.publisher = Publisher()
        self.seats: list[PhoneSeat] = room.seats()

    def tick(self, seats, colour_blind: bool = False) -> None:
        """Each frame at setup, with its seats as they stand."""
        now = phone_seats(seats, colour_blind)
        if now != self.seats:
            self.seats = now
            self.room.set_seats(now)
        self.room.poll()
        for notice in self.room.moves():
            self.room.send(notice.seat, {"kind": "refused", "code": "waiting", "text": Refusal("waiting").text}, False)
        seats = [seat for seat in sorted(self.room.connected) if seat < len(now)]
        self.publisher.publish(self.room, {seat: lobby_message(now[seat], self.game) for seat in seats})


class PhoneBridge:
    """A table's phones: `room` while phones are on at this table, else None."""

    def __init__(self, scene):
        self.scene = scene
        self.room: Room | None = None
        self.publisher = Publisher()
        self.shown: dict[int, list[Hashable]] = {}  # each seat's choices as last sent: target keys
        self.hands: dict[int, tuple[tuple[int, int], object]] = {}  # each seat's hand, and when it was made
        self.marks: pygame.Rect | None = None  # where the phone marks show (placed in update)
        self.picture: pygame.Surface | None = None  # the marks as placed: a frame only blits them
        self.looked: tuple[int, int] | None = None  # (the room's stirred, the match's version) when last taken
        self.heard = 0  # taps played and phones come or gone: each makes every message anew
        self.stamp: tuple | None = None  # what every seat's message was last made from
        self.frames = 0  # frames the stamp stayed the same: one seat's message is looked at every SWEEP
        self.overlays: tuple = ()  # the overlays showing when the marks were placed
        self.drawn = Kept()  # the marks' picture, drawn again only when what it shows changes
        self.plays_on = False  # simultaneous choices: a phone plays on while a question asks another seat
        self.hints: dict[int, int] = {}  # a seat that asked its phone for a hint: the log's length then
        self.making: dict | None = None  # while a seat's message is made: what `once` worked out for it

    # --- on and off ----------------------------------------------------------------------------
    @property
    def on(self) -> bool:
        return self.room is not None

    def here(self, seat: int) -> bool:
        """`seat`'s phone is connected now."""
        return self.room is not None and seat in self.room.connected

    def adopt(self, room: Room) -> None:
        """Go on with a room opened at setup: the same phones, the match's seats."""
        self.room = room
        room.set_seats(phone_seats(self.scene.match.seats, self.colour_blind))
        self.publisher = Publisher()
        self.looked = None
        self.heard += 1  # the seats here may have changed: every message anew

    def turn_on(self) -> str:
        """Open a room for this table; "" or the reason it can't."""
        if self.room is not None:
            return ""
        try:
            self.room = open_room(self.scene.match.seats, self.colour_blind)
        except OSError as err:
            return f"Phones can't be used here ({err})."
        self.publisher = Publisher()
        self.looked = None
        return ""

    def turn_off(self, goodbye: str = "Phones are off at this table: play on the TV's controls.") -> None:
        room, self.room = self.room, None
        if room is not None:
            room.close(goodbye)
            self.marks = self.picture = None

    @property
    def colour_blind(self) -> bool:
        return bool(getattr(getattr(self.scene.app, "settings", None), "colour_blind", False))

    # --- each frame ----------------------------------------------------------------------------
    def take(self) -> None:
        """Who came and went, then each tap waiting, played in the order it came: looked for
        only when the server queued something or the match moved since the last look."""
        room = self.room
        if room is None:
            return
        looked = (room.stirred, self.scene.match.version())
        if looked == self.looked:
            return
        self.looked = looked
        if self.scene.match.is_over():
            self.turn_off("The game is over: the TV shows how it ended.")
            return
        self.hear_comings()
        for notice in room.moves():
            self.play(notice.seat, notice.message)

    def hear_comings(self) -> None:
        """The TV says when a seat's phone comes or goes (a seat with none plays on the shared controls)."""
        assert self.room is not None
        for notice in self.room.poll():
            self.heard += 1
            name = self.scene.seat_name(notice.seat)
            if notice.kind == "joined":
                self.scene.app.toasts.show(f"{name}'s phone is here.")
            else:
                self.scene.app.toasts.show(f"{name}'s phone is away: {name} plays on the shared controls.")

    def tick(self) -> None:
        """While a screen covers the table: phones that come are shown their hand; taps wait,
        but while a question asks a seat with a phone, its phone's taps answer it (others are
        told the table is busy)."""
        room = self.room
        if room is None:
            return
        self.hear_comings()
        if any(self.answers(seat) for seat in room.connected):
            for notice in room.moves():
                if self.answers(notice.seat):
                    self.play(notice.seat, notice.message)
                else:
                    room.send(notice.seat, {"kind": "refused", "code": "busy", "text": Refusal("busy").text}, False)
        self.send()

    def answers(self, seat: int) -> bool:
        """`seat`'s phone plays while a screen covers the table: a question asks it, or, at a
        table of simultaneous choices, a question asks another seat."""
        if self.question(seat) is not None:
            return True
        top = self.scene.app.scenes.top
        return self.plays_on and isinstance(top, ConfirmScene) and top.seat not in (None, seat)

    def question(self, seat: int) -> ConfirmScene | None:
        """The question over the table asked of `seat`, while it is up: one naming `seat`, or,
        at a table with one person (a solo game), one that names nobody (but the app's own)."""
        top = self.scene.app.scenes.top
        if not isinstance(top, ConfirmScene) or top is self.scene.app.leave_question:
            return None  # "Leave Boomtown?" is the TV's: a phone never closes the app
        people = [index for index, info in enumerate(self.scene.match.seats) if not info.is_bot]
        asked = top.seat if top.seat is not None else (people[0] if len(people) == 1 else None)
        return top if asked == seat else None

    def moved(self) -> None:
        """A move was just made: every seat's message goes now, before the table saves it."""
        if self.room is not None:
            self.scene.refresh_targets()
            self.send()

    def send(self) -> None:
        """After the frame's moves: each connected seat's message, when it changed; the marks.
        Every seat's message is made anew when the table's stamp changes: a move, a tap, a phone
        come or gone, a player's input at the TV (a focus, a screen's button), a screen over the
        table or the board come to rest, and again the frame after (what a table works out after
        the kit's update). A waiting board makes none: idle phones cost a frame
        nothing but the stamp, and one seat's message every SWEEP frames, in turn, still
        catches a change only the scene knows."""
        room = self.room
        if room is None:
            return
        match = self.scene.match
        scene = self.scene
        top = scene.app.scenes
        # No seats in it: a phone come or gone counts in `heard`, so idle frames sort nothing
        stamp = (match.version(), len(match.log), top.top is scene, scene.busy(), self.heard, top.handled)
        self.frames = 0 if stamp != self.stamp else self.frames + 1
        self.stamp = stamp
        if self.frames <= 1:  # and the frame after: a table finishes its update after this
            self.publisher.publish(room, {seat: self.message(seat) for seat in sorted(room.connected)})
            self.place_marks()
            return
        if self.frames % SWEEP == 0 and room.connected:
            seats = sorted(room.connected)
            seat = seats[(self.frames // SWEEP - 1) % len(seats)]
            self.publisher.publish(room, {seat: self.message(seat)})
        overlays = tuple(scene.overlays_shown().values())
        if overlays != self.overlays:  # a card or a tip the marks keep clear of has moved
            self.place_marks()

    def message(self, seat: int) -> dict:
        """Everything this seat's phone shows, built for this seat only."""
        self.making = {}
        try:
            return self.make_message(seat)
        finally:
            self.making = None

    def once(self, name: Hashable, compute: Callable[[], T]) -> T:
        """`compute()`, worked out once while one seat's message is made (a game's prompt and
        its choices ask the same question of the scene); at any other time, afresh."""
        if self.making is None:
            return compute()
        if name not in self.making:
            self.making[name] = compute()
        return self.making[name]

    def make_message(self, seat: int) -> dict:
        scene, match = self.scene, self.scene.match
        info = phone_seats([match.seats[seat]], self.colour_blind)[0]
        asking = self.prompt(seat)
        mine = self.targets_of(seat)
        self.shown[seat] = [target.key for target in mine]
        hint, said = self.hint(seat)
        choices = [
            {"label": target.label, "legal": target.legal, **look(target), **hinted(target, hint)} for target in mine
        ]
        turn = seat in scene.human_to_act() or self.question(seat) is not None
        status = self.status(seat, turn, asking)
        return table_message(info, scene.spec.title, turn, status, choices, self.hand(seat), said)

    def prompt(self, seat: int) -> str:
        """The game's `prompt(scene, seat)`: what its phone choices are about now ("" if nothing)."""
        prompt = phone_prompt(self.scene.spec.id)
        if prompt is None:
            return ""
        return self.once(("prompt", seat), lambda: prompt(self.scene, seat))  # asked again by targets_of

    def status(self, seat: int, turn: bool, asking: str) -> str:
        question = self.question(seat)
        if question is not None:
            return " ".join([question.title, *question.lines])
        if asking:
            return asking
        if turn:
            return "Your turn"
        actors = self.scene.match.to_act()
        names = [self.scene.seat_name(actor) for actor in actors if actor != CHANCE]
        if not names:
            return "The dice are rolling." if CHANCE in actors else "Waiting for the table."
        return f"Waiting for {and_list(names)}."

    def hand(self, seat: int):
        """The game's hand panel from this seat's own view, made again only after a move."""
        panel = hand_panel(self.scene.spec.id)
        if panel is None:
            return None
        match = self.scene.match
        kept = self.hands.get(seat)
        if kept is None or kept[0] != match.version():
            kept = self.hands[seat] = (match.version(), panel(match.view(seat), seat))
        return kept[1]

    def targets_of(self, seat: int) -> list[Target]:
        """The table's targets this seat may choose: those whose move (or the moves they lead
        to) are its own, and the table's buttons while the shared controls serve this seat (not
        a thing only to read, which neither moves nor chooses); or, while a question asks this
        seat, its answers."""
        question = self.question(seat)
        if question is not None:
            return [
                PhoneTarget(("answer", index), NOWHERE, label, "answer", choose=answer)
                for index, (label, answer) in enumerate(question.answers())
            ]
        served = self.scene.hint_seat_preferred()
        found = []
        for target in self.scene.layer.items:
            if target.move is None and target.choose is None:
                continue  # a thing only to read (its rules card on the TV): nothing to press
            moves = [target.move] if target.move is not None else list(target.leads_to)
            players = {move.get("player") for move in moves}
            if (seat in players) if moves else (seat == served):
                found.append(target)
        own = phone_targets(self.scene.spec.id)
        mine = own(self.scene, seat) if own is not None else []
        if self.prompt(seat):
            found, mine = mine, found  # what the phone asks comes first, under its words
        asked = any(target.group == "answer" for target in mine)  # a game's own question: answers only
        return found + mine + ([] if asked else self.hint_target(seat))

    # --- a hint on the phone: the table's, for this seat, seen on this phone only ----------------
    def hint_target(self, seat: int) -> list[Target]:
        """Hint, while it is this seat's choice at a table with hints on (never in a lesson). A
        table's other refusals are the TV's (a secret choice made in front of the others): the
        phone is its seat's alone."""
        scene = self.scene
        if scene.demo or scene.guide is not None or not scene.match.hints or seat not in scene.human_to_act():
            return []
        return [PhoneTarget(("hint",), NOWHERE, "Hint", "button", choose=partial(self.ask_hint, seat))]

    def ask_hint(self, seat: int) -> None:
        self.hints[seat] = len(self.scene.match.log)
        self.heard += 1  # every message made anew: this one shows the hint, or that it is being thought of

    def hint(self, seat: int):
        """The hint this seat asked for and its words; it lasts until the table moves on, as the
        TV's does. The search may still be planning (no hint yet): "Thinking..."."""
        asked = self.hints.get(seat)
        if asked is None:
            return None, ""
        if asked != len(self.scene.match.log) or not self.hint_target(seat):
            del self.hints[seat]
            return None, ""
        plan = self.scene.hint_plan(seat)
        hint = None if plan is None else plan.hint
        return (None, "Thinking...") if hint is None else (hint, f"Hint: {hint.sentence}")

    def hint_waiting(self) -> int | None:
        """A seat whose phone asked for a hint that is not planned yet: the table plans it next."""
        log_length = len(self.scene.match.log)
        for seat, asked in self.hints.items():
            plan = self.scene.hint_plan(seat)
            if asked == log_length and (plan is None or plan.hint is None):
                return seat
        return None

    def hint_ready(self, seat: int) -> None:
        """The table has just planned `seat`'s hint: a phone that asked gets it now."""
        if seat in self.hints:
            self.heard += 1

    def play(self, seat: int, message: dict) -> None:
        """A tap: the seat's choice as last sent, chosen as a click chooses it."""
        room = self.room
        assert room is not None
        self.heard += 1  # whatever the tap did (or didn't), every message is made anew
        shown = self.shown.get(seat, [])
        index = message["choice"]
        target = None
        if message["version"] == self.publisher.version.get(seat) and index < len(shown):
            self.scene.refresh_targets()
            target = next((t for t in self.targets_of(seat) if t.key == shown[index]), None)
        if target is None:
            room.send(seat, {"kind": "refused", "code": "stale", "text": Refusal("stale").text}, keep=False)
            self.publisher.forget(seat)
            return
        toasts = self.scene.app.toasts
        with toasts.listening() as heard:
            self.scene.choose_target(target)
        refused = [text for text, kind in heard if kind == "error"]
        if refused:
            room.send(seat, {"kind": "refused", "code": "rules", "text": refused[-1]}, keep=False)
        self.scene.refresh_targets()

    # --- on the TV: a phone mark for each seat whose phone is here ------------------------------
    def place_marks(self) -> None:
        room = self.room
        self.overlays = tuple(self.scene.overlays_shown().values())
        if room is None or not room.connected:
            self.marks = self.picture = None
            return
        width = len(room.connected) * (MARK[0] + 30) + 12
        spot = pygame.Rect(8, theme.HEIGHT - MARK[1] - 20, width, MARK[1] + 12)
        title = theme.font(50, display=True).size(self.scene.spec.title)  # the game's name (GameScene.draw_name)
        keep = [pygame.Rect((16, 8), title)]
        self.marks = self.scene.place_overlay("phones", spot.size, spots=[spot], keep=keep).rect
        self.picture = self.marks_picture(self.marks.size, tuple(sorted(room.connected)))

    def draw(self, surface) -> None:
        """The marks as last placed (again whenever the phones here, a screen over the table or
        the overlays change): a frame only blits them."""
        if self.marks is not None and self.picture is not None:
            surface.blit(self.picture, self.marks)

    def marks_picture(self, size: tuple[int, int], seats: tuple[int, ...]) -> pygame.Surface:
        """The marks on their veil, drawn again only when the seats here (or the colours) change."""

        def draw() -> pygame.Surface:
            picture = pygame.Surface(size, pygame.SRCALPHA)
            picture.fill((*theme.NIGHT[:3], 200))
            x, middle = 6, size[1] // 2
            for seat in seats:
                colour = self.scene.match.seats[seat].colour
                theme.draw_player_badge(picture, (x + MARK[0] // 2, middle), colour, MARK[0], self.colour_blind)
                draw_phone(picture, pygame.Rect(x + MARK[0] + 4, 8, 18, size[1] - 16))
                x += MARK[0] + 30
            return theme.display_ready(picture)

        return self.drawn.get("marks", (size, seats, self.colour_blind), draw)


def look(target: Target) -> dict:
    return target.look if isinstance(target, PhoneTarget) else {}


def hinted(target: Target, hint) -> dict:
    """{"hinted": True} on a choice that makes (or begins) the hinted move."""
    return {"hinted": True} if hint is not None and target.makes(hint.move) else {}


def draw_phone(surface, rect: pygame.Rect, colour=theme.CREAM) -> None:
    """A phone's outline: the mark of a seat played from a phone."""
    pygame.draw.rect(surface, colour, rect, 3, border_radius=5)
    pygame.draw.line(surface, colour, (rect.centerx - 3, rect.bottom - 6), (rect.centerx + 3, rect.bottom - 6), 2)
