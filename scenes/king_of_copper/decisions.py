"""Which King of Copper choice screen (overlays.py) opens over the table, when, and for
whom: robbing a face-down chip, a Character Card, cashing at Finish, the peek below a
mine, building a trade and answering one, "My chips" and the chip a robbery brought.

Secret faces (a peek at a deep chip, cashing chips at Finish, "My chips", the chip a
robbery brought) are drawn only after a "Pass to" screen whenever more than one human
plays, also for a seat with its own gamepad (the screen is shared); only that seat's
controller passes it. A choice for another player (an answer to a trade) is a hand-over
unless they have their own gamepad. With one human at the table there is no pass
screen, as in Stripmine. A bot's secrets are never shown.

A seat whose phone is here makes each of these choices on its phone instead (phone.py
offers the same options as phone targets, played through the same moves): the TV opens
no pass screen and no screen of secrets, and says who is choosing on their phone. A phone
that goes away mid-choice leaves the choice to the TV's screen; one that comes while the
TV's screen waits for its seat takes the choice back."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from game.chance import percent
from game.king_of_copper import board as B
from game.king_of_copper.cards import CHARACTERS
from game.king_of_copper.moves import AcceptTrade, CashDone, DeclineTrade, Dig, Rob, StopDigging
from game.king_of_copper.odds import dig_cave_in_chance
from game.king_of_copper.phases import Phase
from game.king_of_copper.rules import cave_numbers
from scenes.king_of_copper.overlays import ChoiceOverlay, Option, TradeOverlay, chip_label, describe_trade
from scenes.king_of_copper.pieces import BLUE, GREEN, chip_image
from scenes.kit.phones import hex_colour
from scenes.kit.privacy import PassScene

OVERLAY_TASKS = ("rob", "character", "cash")
DECISION_PHASES = (Phase.PEEKED, Phase.TRADE_BUILD, Phase.TRADE_ANSWER)


@dataclass
class Choice:
    """What a choice screen asks: on the TV (a ChoiceOverlay) or on the chooser's phone."""

    title: str
    text: str
    options: list[Option]
    closable: bool = False
    columns: int = 0
    short: str = ""  # a phone's words in place of `text`, where the TV's run long at a phone's width


def chip_look(view, chip: str, face_up: bool, label: str = "") -> dict:
    """A chip as a phone draws it: a coin of its back's colour, with its value when face up
    (`label`, when given, is the phone's word under the value, shorter than the TV's)."""
    colour = hex_colour(GREEN if chip.startswith("G") else BLUE)
    short = {"label": label} if label else {}
    if not face_up:
        return {"coin": colour, "value": "?", **short}
    kind = view.chip_kind.get(chip)
    return {"coin": colour, "value": "Fool's" if kind == "fools" else f"${view.chip_value[chip]:,}", **short}


class Decisions:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.prompted = None  # the decision an overlay is open (or was answered) for
        self.passing = False  # a pass screen is up, or was left for the pause menu
        self.reveals: deque[tuple[int, str, str, str]] = deque()  # (seat, title, words, chip) to show a chip's taker
        self.phone_reveals: dict[int, deque[tuple[int, str, str, str]]] = {}  # those shown on a seat's phone
        self.waiting: int | None = None  # the seat the TV's last decision screen was opened for

    def key(self):
        scene = self.scene
        return (len(scene.match.log), scene.state.phase, scene.task())

    def up(self) -> bool:
        """A choice screen's decision is up now."""
        return self.scene.task() in OVERLAY_TASKS or self.scene.state.phase in DECISION_PHASES

    def on_phone(self, seat) -> bool:
        """`seat` makes its choices on its phone (not in Learn to play, nor in the demo)."""
        scene = self.scene
        return seat is not None and scene.phones.here(seat) and scene.guide is None and not scene.demo

    def choosing_on_phone(self) -> int | None:
        """The seat whose decision up now waits on its phone, if one does."""
        seat = self.scene.idle_seat()
        return seat if self.up() and self.on_phone(seat) else None

    def note(self, event: dict) -> None:
        """A person's robbery or prospect: the chip's face is shown to them once the board is still."""
        scene = self.scene
        kind = event["kind"]
        if kind not in ("robbed", "prospect") or scene.demo or scene.match.seats[event["seat"]].is_bot:
            return
        if kind == "robbed":
            words = f"From {scene.names[event['victim']]}'s face-down chips you took {{chip}}."
            self.reveals.append((event["seat"], "The chip you took", words, event["chip"]))
        else:
            words = f"Under the {B.MINE_NAMES[event['mine']]} title you found {{chip}}."
            self.reveals.append((event["seat"], "Your green chip", words, event["chip"]))

    def update(self) -> None:
        """Before the scene's own update: a pass screen left for the pause menu asks again,
        and a chip's face is shown to the one who took it before a bot takes its next step."""
        scene = self.scene
        on_top = scene.app.scenes.top is scene
        if self.passing and on_top:  # the pass screen was left for the pause menu: ask again
            self.passing, self.prompted = False, None
        for seat in [seat for seat in self.phone_reveals if not self.on_phone(seat)]:
            self.reveals.extendleft(reversed(self.phone_reveals.pop(seat)))  # its phone went: the TV shows them
        while self.reveals and self.on_phone(self.reveals[0][0]):
            reveal = self.reveals.popleft()
            self.phone_reveals.setdefault(reveal[0], deque()).append(reveal)
        if self.reveals and not scene.board.busy and on_top and not scene.match.is_over():
            self._reveal_chip()

    def maybe_prompt(self, seat) -> None:
        """Open the choice screen the decision up now needs, once."""
        scene = self.scene
        key = self.key()
        if self.prompted == key:
            return
        task = scene.task()
        phase = scene.state.phase
        if self.up() and not self.on_phone(seat):
            self.prompted = key
            secret = task == "cash" or phase == Phase.PEEKED
            handover = phase == Phase.TRADE_ANSWER or (phase == Phase.TRADE_BUILD and seat != scene.state.current)
            self.open(seat, secret, lambda: self.overlay_for(seat), handover=handover)

    def open(self, seat, secret: bool, make, handover: bool = False) -> None:
        """Push an overlay. Secret faces on the shared screen go behind a pass
        screen whenever other people play (`make` draws nothing before it is
        passed); a choice for another player (a trade answer) needs a hand-over
        unless they have their own pad."""
        scene = self.scene
        if self.on_phone(seat):
            self.prompted = None  # made on the phone; asked again on the TV if the phone goes
            return
        self.waiting = seat
        if (secret or handover) and scene.router.needs_hand_off(seat, secret):

            def ready():
                self.passing = False
                scene.app.scenes.push(make())

            self.passing = True
            scene.pass_to(seat, ready)
        else:
            scene.app.scenes.push(make())

    def to_phone(self) -> None:
        """While the table is covered: a phone that comes for the seat whose pass or choice screen
        waits on the TV takes the choice back (the screen goes; the phone offers it)."""
        scene = self.scene
        top, stack = scene.app.scenes.top, scene.app.scenes.stack
        if stack[-2:-1] != [scene] or not self.on_phone(self.waiting) or not self.up():
            return
        if isinstance(top, (PassScene, TradeOverlay)) or (isinstance(top, ChoiceOverlay) and not top.closable):
            scene.app.scenes.pop()
            self.passing, self.prompted = False, None

    def _reveal_chip(self) -> None:
        """The one who took a chip alone sees its face (behind a hand-off when others play); one
        cashed at once (a Character Card's green chip) showed its value to all as it paid."""
        scene = self.scene
        seat, title, words, chip = self.reveals[0]
        if chip not in scene.match.view(seat).hands[seat]:
            self.reveals.popleft()
            return

        def make():
            self.reveals.popleft()
            choice = self.reveal_choice(seat, title, words, chip)
            return ChoiceOverlay(
                scene.app, scene, seat, choice.title, choice.text, choice.options, accepts=scene.router.accepts(seat)
            )

        self.open(seat, True, make)

    def reveal_choice(self, seat: int, title: str, words: str, chip: str) -> Choice:
        view = self.scene.match.view(seat)
        label, image = chip_label(view, chip)
        text = words.format(chip=label) + " Keep it face down: only you know what it is."
        options = [Option(label, None, image, look=chip_look(view, chip, True, "Yours")), Option("Close", None)]
        return Choice(title, text, options, short=f"{label}. Only you know it.")

    def phone_reveal(self, seat: int) -> Choice | None:
        """The first chip's face waiting for `seat` on its phone, while it is still in its hand."""
        waiting = self.phone_reveals.get(seat)
        while waiting and waiting[0][3] not in self.scene.match.view(seat).hands[seat]:
            waiting.popleft()
        return self.reveal_choice(*waiting[0]) if waiting else None

    def phone_seen(self, seat: int) -> None:
        """The phone's Close (or the chip) put the face away."""
        waiting = self.phone_reveals.get(seat)
        if waiting:
            waiting.popleft()

    def overlay_for(self, seat: int) -> ChoiceOverlay | TradeOverlay:
        """The choice screen for the decision up now."""
        scene = self.scene
        if scene.state.phase == Phase.TRADE_BUILD:
            return TradeOverlay(scene.app, scene, seat)
        choice = self.choice(seat) or Choice("Nothing to choose", "", [Option("Close", None)], closable=True)
        return ChoiceOverlay(
            scene.app,
            scene,
            seat,
            choice.title,
            choice.text,
            choice.options,
            accepts=scene.router.accepts(seat),
            closable=choice.closable,
            columns=choice.columns,
        )

    def choice(self, seat: int) -> Choice | None:
        """What the decision up now asks of `seat` (but building a trade: trade_entries), from its
        own view only; None when there is none."""
        scene = self.scene
        state = scene.state
        task = scene.task()
        if state.phase == Phase.TRADE_ANSWER:
            give, get = describe_trade(state.trade, scene.names)
            offerer = scene.names[state.trade["from"]]
            text = f"{offerer} gives you: {give}.\nIn return {offerer} wants: {get}."
            options = [
                Option("Accept", AcceptTrade(player=seat, kind="accept_trade")),
                Option("Decline", DeclineTrade(player=seat, kind="decline_trade")),
            ]
            return Choice(f"{scene.names[seat]}: a trade offer", text, options)
        if state.phase == Phase.PEEKED:  # the peeker's secret, from their own view
            view = scene.match.view(seat)
            label, image = chip_label(view, view.blue[view.peek])
            numbers = cave_numbers(view, seat, B.mine_district(view.peek))
            risk = "nothing" if numbers == 0 else ("a 0" if numbers == 1 else f"0 to {numbers - 1}")
            chance = percent(dig_cave_in_chance(view, seat))
            text = (
                f"The deep chip under {B.MINE_NAMES[view.peek]} is {label}. Dig for $50 more and roll the d10: "
                f"{risk} caves the mine in ({chance} chance), bumping your tokens in the district to Start."
            )
            options = [
                Option("Dig: $50 and the d10", Dig(player=seat, kind="dig"), image, sub=f"cave-in {chance}"),
                Option("Stop: lose the peek", StopDigging(player=seat, kind="stop_digging")),
            ]
            return Choice("A peek below", text, options, short=f"{label}. Dig on, or stop?")
        if task == "rob":
            view = scene.match.view(seat)
            backs = view.tasks[0]["slots"]  # the robber sees only green or blue backs
            count = len(backs)
            victim = scene.names[state.tasks[0]["victim"]]
            options = [
                Option(
                    f"{'Green' if back.startswith('G') else 'Blue'} chip {i + 1}",
                    Rob(player=seat, kind="rob", slot=i),
                    chip_image("green" if back.startswith("G") else "blue", 90),
                    look=chip_look(view, back, False),
                )
                for i, back in enumerate(backs)
            ]
            text = f"{victim} has laid out {count} chips face down. Pick one: one choice only."
            return Choice("Rob one chip", text, options, columns=min(count, 4))
        if task == "character":
            options = [
                Option(CHARACTERS[m["card"]]["name"], m, sub=CHARACTERS[m["card"]]["short"])
                for m in scene.match.legal_moves(seat)
            ]
            text = (
                "Three titles in three districts! Pick a card: its power is yours for the "
                "rest of the game. The others stay for the next player to get there."
            )
            return Choice("Choose your Character Card", text, options, columns=min(3, len(options)))
        if task == "cash":
            view = scene.match.view(seat)
            options = []
            for move in scene.match.legal_moves(seat):
                if move["kind"] == "cash":
                    label, image = chip_label(view, move["chip"])
                    options.append(
                        Option(f"Cash {label}", move, image, look=chip_look(view, move["chip"], True, "Cash"))
                    )
            options.append(Option("Done", CashDone(player=seat, kind="cash_done")))
            text = "Cash any chips you like. Tip: keep Fool's Gold and small chips as decoys."
            return Choice("Cash chips at Finish", text, options, columns=min(4, len(options)))
        return None

    def show_my_chips(self, seat: int) -> None:
        """The seat's own face-down chips, face up, behind a hand-off (a seat with a phone sees
        them there: the button row offers no "My chips")."""
        scene = self.scene

        def make():
            view = scene.match.view(seat)
            options = []
            for chip in view.hands[seat]:
                label, image = chip_label(view, chip)
                options.append(Option(label, None, image))
            options.append(Option("Close", None))
            return ChoiceOverlay(
                scene.app,
                scene,
                seat,
                "Your face-down chips",
                "Only you should be looking. Sapphires cash when all your tokens are in Finish.",
                options,
                accepts=scene.router.accepts(seat),
                columns=min(4, len(options)),
            )

        self.open(seat, True, make)
