"""Turning the Coal n' Write players' actions into moves: which controls build for whom
(each gamepad for its own player, the shared keyboard and mouse for one waiting player at a
time), the dice each holds and the store counter it has open. Each hand keeps its own focus
among its targets (targets.py, the kit's targets layer), which step it, hit-test clicks and
choose with Enter; the table's own keys sit beside them. A seat whose phone is here has a hand
of its own too ("phone:<seat>", played from phone.py), and is asked its questions there. The
rules refuse what isn't allowed and their sentence is shown."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from game.coal_n_write import rules
from game.coal_n_write.cargo import load_toward
from game.coal_n_write.moves import Claim, Confirm, Load, PlayerMove, Send, Unload
from game.coal_n_write.odds import hit_odds
from game.coal_n_write.phases import Phase
from game.core import CHANCE
from game.tutorial import LEARNER
from scenes.coal_n_write.panels import store_rows
from scenes.coal_n_write.targets import PLACES, focused_key, hand_targets, key_of
from scenes.kit.confirm import ConfirmScene
from scenes.kit.targets import Targets

if TYPE_CHECKING:
    from scenes.coal_n_write.scene import CoalNWriteScene

# When the table changes under a player (a round's end, a blackjack die), Enter and the Done key
# wait until they have rested this long: presses carried on from before are not a choice.
SETTLE_SECONDS = 0.8
PHONE = "phone:"  # a seat's phone's hand is "phone:<seat>" among the controls' hands


@dataclass
class Question:
    """A yes-or-no asked before a move, put to a phone's player on the phone (the TV asks
    the others with a ConfirmScene)."""

    title: str
    lines: list[str]
    yes: str
    on_yes: Callable[[], None]
    no: str
    on_no: Callable[[], None]


@dataclass
class Hand:
    """What one controller is doing: the dice it holds, the counter it has open and its focus
    among its targets (the large sheet's hand's layer is the kit's GameScene.layer)."""

    seat: int = 0  # the player this controller builds for
    held: list[int] = field(default_factory=list)
    layer: Targets = field(default_factory=Targets)
    panel: str = ""  # "" or "store"
    choice: dict = field(default_factory=dict)  # store item -> count or pistol burro choice
    question: Question | None = None  # a phone's: what it is asked before its move goes
    places: tuple[tuple, list] = field(
        default=((), []), compare=False, repr=False
    )  # place_targets' answer, and what it was made for


class Controls:
    def __init__(self, scene: CoalNWriteScene):
        self.scene = scene
        self.app = scene.app
        self.board = scene.board
        self.hands: dict[str, Hand] = {}
        self.settling = 0.0  # seconds before Enter and the Done key are taken again (SETTLE_SECONDS)

    # --- who builds with which controls ---------------------------------------------------------
    def seat_for(self, source: str) -> int | None:
        """The waiting human a controller builds for right now (SeatRouter.seat_for:
        the large sheet's player first among those on the shared controls)."""
        scene = self.scene
        if scene.demo or self.board.rolling:  # dice still tumbling: nothing to build with yet
            return None
        return scene.router.seat_for(source, scene.table_to_act(), prefer=self.board.shown)

    def hand(self, source: str) -> Hand:
        """The hand of the controls an action came from: a seat's own pad, or the shared controls."""
        return self.hands.setdefault(self.scene.router.controls_of(source), Hand())

    def controls(self, seat: int) -> str:
        """What a seat builds with now: its phone while it is here, else its pad or the shared controls."""
        return f"{PHONE}{seat}" if seat in self.scene.phone_seats() else self.scene.router.controls(seat)

    def take_hand(self, seat: int) -> Hand:
        """The hand of a seat's controls, moved on to the seat when the player
        it held for is done (or on a phone now); an empty stand-in while it builds for someone else."""
        hand = self.hands.setdefault(self.controls(seat), Hand(seat=seat))
        if hand.seat == seat:
            return hand
        if hand.seat not in self.scene.table_to_act():  # the shared controls move on to the next player
            hand.seat, hand.held, hand.panel, hand.layer = seat, [], "", Targets()
            return hand
        return Hand(seat=seat)  # someone else holds these controls: draw this sheet empty-handed

    def hand_of_seat(self, seat: int) -> Hand:
        """What take_hand gives, read only (drawing and the coach): update has
        already moved the large sheet's hand on."""
        hand = self.hands.get(self.controls(seat))
        return hand if hand is not None and hand.seat == seat else Hand(seat=seat)

    def follow_actor(self) -> None:
        """The large sheet follows whoever is to build; a bot's about to move while nobody builds."""
        scene, board = self.scene, self.board
        humans = scene.table_to_act()
        if humans and board.shown not in humans and not scene.busy():
            board.shown = humans[0]
            self.take_hand(board.shown).held = []
        elif not humans and scene.bot_preview is not None:  # nobody building: watch the bot about to move
            board.shown = scene.bot_preview[0]
        elif scene.guide is not None and not scene.busy() and CHANCE in scene.match.to_act():
            board.shown = LEARNER  # Learn to play, between turns: the card talks about the learner's sheet

    def on_events(self, events: list[dict]) -> None:
        """A fresh roll puts every hand's dice down; a roll or a round's end starts every focus
        afresh on the first target (the first die, the first burro)."""
        for event in events:
            if event["kind"] in ("roll", "round_over"):
                for hand in self.hands.values():
                    hand.held, hand.panel, hand.layer, hand.question = [], "", Targets(), None
            if event["kind"] in ("round_over", "blackjack_die") and self.scene.guide is None:
                self.settling = SETTLE_SECONDS  # Learn to play's card is the pause there
            if event["kind"] == "blackjack_die":
                self.rest_on_safe_call(event["player"])

    def tick(self, dt: float) -> None:
        """The settling time runs while the table is still (its animation is part of the change)."""
        if not self.scene.busy():
            self.settling = max(0.0, self.settling - dt)

    def unsettled(self, action) -> bool:
        """Enter, A or the Done key while the table has just changed: taken as nothing, and the
        wait starts again, so a key pressed over and over never chooses or loads a burro or hits."""
        if self.settling <= 0 or not (action.kind == "confirm" or action.kind == "button3"):
            return False
        self.settling = SETTLE_SECONDS
        return True

    def lay_out(self) -> None:
        """The large sheet's hand, and the dice that glow and are held in the tray, worked
        out in update so drawing only reads them."""
        scene, seat = self.scene, self.board.shown
        for hand in self.hands.values():  # dice used or gone since they were picked up are put down
            hand.held = [d for d in hand.held if d in self.free_dice_of(hand.seat)]
        hand = self.take_hand(seat)
        acting = self.acting(seat)
        free = self.free_dice_of(seat)
        picking = acting and scene.state.sheets[seat].blackjack is None  # at the blackjack table no die is picked
        hinted = scene.overlays.preview_dice()  # a hint for this person lifts the dice it would use
        self.board.tray.set_highlight(hinted or [d for d in free if not hand.held] if picking else hinted)
        self.board.tray.set_selected(hand.held if acting else [])  # a phone's held dice show on the phone only
        if acting:
            self.legal(seat)  # asked now, so drawing (which asks while the player acts) finds it asked

    # --- reading the rules state ------------------------------------------------------------------
    def acting(self, seat: int) -> bool:
        """The seat is a person building at the TV now, with the table still (a phone's player
        builds on the phone: the TV only shows its sheet)."""
        return seat in self.scene.table_to_act() and not self.scene.busy()

    def legal(self, seat: int) -> list[dict]:
        """The rules' legal moves for a seat, asked once per state (drawing
        asks many times a frame)."""
        match = self.scene.match
        return self.scene.once_per_move(f"legal {seat}", lambda: match.legal_moves(seat))

    def free_dice_of(self, seat: int) -> list[int]:
        state = self.scene.state
        sheet = state.sheets[seat]
        return [d for d in state.hand if not sheet.used[d]] if state.phase == Phase.BUILD else []

    def deposit_targets(self, seat: int, held: list[int]) -> dict:
        """Deposits the held dice may go to (claim/dig/both) and "store"."""
        state = self.scene.state
        if not held or state.phase != Phase.BUILD:
            return {}
        found = {}
        for move in self.legal(seat):
            if move["kind"] == "claim" and sorted(move["dice"]) == sorted(held):
                found[move["deposit"]] = "claim"
            elif move["kind"] == "dig" and len(held) == 1 and move["die"] == held[0]:
                found[move["deposit"]] = "both" if found.get(move["deposit"]) == "claim" else "dig"
        if len(held) == 1 and rules.visits_left(state, state.sheets[seat], held[0]) > 0:
            found["store"] = "store"
        return found

    def glow(self, seat: int, hand: Hand, acting: bool) -> dict:
        """The large sheet's glowing targets: where the held dice may go, or the burros
        that may be chosen; in a tutorial only the step's own."""
        glow = self.deposit_targets(seat, hand.held) if acting else {}
        if acting and self.scene.state.phase == Phase.LOAD:  # every unused burro may be chosen
            glow = {("burro", move["burro"]): "choose" for move in self.legal(seat) if move["kind"] == "choose_burro"}
        return self.scene.tutorial.glow(glow)

    def can_tonic(self, seat: int) -> bool:
        return any(m["kind"] == "tonic" for m in self.legal(seat))

    # --- actions ----------------------------------------------------------------------------------
    def handle(self, action) -> bool:
        """An action the kit left to the table: the table's own keys first (the dice's number
        keys, Back, a pad's X and Y, left and right on a loading row or a store row), then the
        hand's targets (the kit's: steps, Enter, points and clicks)."""
        scene, board = self.scene, self.board
        if action.kind == "click" and action.pos:
            row = board.player_at(action.pos)
            if row is not None:
                board.shown = row
                self.app.sounds.play("flip")
                return True
        seat = self.seat_for(action.source)
        if seat is None:
            return False
        if seat != board.shown:
            if action.kind == "point":  # the mouse over the sheet of someone a pad builds for
                return False
            board.shown = seat
        if self.unsettled(action):
            return True
        hand = self.hand(action.source)
        hand.seat = seat
        scene.refresh_targets()  # the large sheet's hand, this one, is the kit's layer now
        if self.shortcut(seat, hand, action) or scene.handle_targets(action):
            return True
        if action.kind == "click" and hand.panel:  # a click off the store counter puts it away
            hand.panel = ""
        return action.kind in ("click", "confirm")

    def shortcut(self, seat: int, hand: Hand, action) -> bool:
        """The table's own keys beside the targets."""
        state, kind = self.scene.state, action.kind
        key = focused_key(hand.layer)
        button = action.button if kind.startswith("button") else None
        if state.phase == Phase.LOAD:
            if kind in ("left", "right", "back") and key and key[0] in ("load", "unload"):
                verb = "load" if kind == "right" else "unload"
                mineral = key[1]
                move = Load(player=seat, kind="load", mineral=mineral) if verb == "load" else None
                self.act(seat, move or Unload(player=seat, kind="unload", mineral=mineral))
                return True
            if button == 3:
                self.done(seat)
                return True
            return False
        if state.sheets[seat].blackjack is not None:
            return False
        if hand.panel == "store":
            if kind in ("left", "right") and key and key[0] == "store_row":
                row = store_rows(state, seat, hand.held[0], hand.choice)[key[1]]
                if row["adjust"]:
                    self.adjust_choice(hand, row, -1 if kind == "left" else 1)
                return True
            if kind == "back" or kind == "button1" or not hand.held:
                hand.panel = ""
                return True
            return False
        if kind == "back":
            if hand.held:
                self.put_down(hand)
            else:
                self.scene.undo(seat)
            return True
        if button is not None and action.source == "kbm" and button < 3:
            self.toggle_die(seat, hand, button)
        elif button == 2:
            self.scene.undo(seat)
        elif button == 3:
            self.done(seat)
        else:
            return False
        return True

    # --- where the focus goes -------------------------------------------------------------------
    def rest_on_first(self, hand: Hand, kinds: tuple[str, ...]) -> None:
        """Put the hand's focus on its first legal target of these kinds, in the order given."""
        layer = hand.layer
        layer.set(hand_targets(self.scene, hand))
        for kind in kinds:
            target = next((t for t in layer.items if key_of(t)[:1] == (kind,) and layer.may_focus(t)), None)
            if target is not None:
                layer.rest_on(target)
                return

    def rest_on_safe_call(self, seat: int) -> None:
        """A blackjack die has landed: the focus on the call a press can't lose by. While a hit
        can't go bust that is Hit (every total up to 21 pays at least what staying pays now, and
        the player may still stay after); once it can, Stay (a hit could cost $10 and a bandit)."""
        odds = hit_odds(self.scene.state, seat)
        if odds is not None:  # still at the table (21 or more ends the hand)
            hand = self.hand_of_seat(seat)
            hand.layer.focus_key = ("hit",) if odds.bust == 0 else ("stay",)

    def after_move(self, hand: Hand, kind: str) -> None:
        """Once a move is made the dice are put down and the counter closed; the focus goes
        on: to the next free die, or Done when none is left, never to Undo (a second Enter
        would take the move back). A load or unload keeps the focus on its row while another
        press there still brings the burro nearer its best cargo, else goes to the next step
        that does (Send once it holds it): a bandit's bait is one piece, not a row of Silver.
        A burro chosen keeps the focus: one press does one thing."""
        hand.held, hand.panel = [], ""
        state = self.scene.state
        if state.phase == Phase.BUILD and state.sheets[hand.seat].blackjack is None:
            self.rest_on_first(hand, ("die", "done"))
        elif kind in ("load", "unload"):
            hand.layer.set(hand_targets(self.scene, hand))
            focused = hand.layer.focused
            if focused is None or focused.move is None or not self.toward_best(hand.seat, focused.move):
                self.rest_on_best(hand)

    def next_toward_best(self, seat: int) -> PlayerMove:
        """The next step (a load, an unload, or Send) toward the chosen burro's best cargo
        (rules.best_cargo, what the hint and the question before sending go by)."""
        sheet = self.scene.state.sheets[seat]
        return load_toward(seat, sheet, sheet.chosen, rules.best_cargo(sheet, sheet.chosen))

    def toward_best(self, seat: int, move: dict) -> bool:
        """Does this load or unload bring the chosen burro nearer its best cargo?"""
        sheet = self.scene.state.sheets[seat]
        best, mineral = rules.best_cargo(sheet, sheet.chosen), move.get("mineral", "")
        aboard, wanted = sheet.loading.count(mineral), best.count(mineral)
        return aboard < wanted if move["kind"] == "load" else move["kind"] == "unload" and aboard > wanted

    def rest_on_best(self, hand: Hand) -> None:
        """The focus on the next step toward the burro's best cargo: safe for Enter, and never Send
        while a better load is left."""
        hand.layer.set(hand_targets(self.scene, hand))
        if not hand.layer.focus_move(dict(self.next_toward_best(hand.seat))):
            self.rest_on_first(hand, ("load", "send"))

    def picked(self, hand: Hand) -> None:
        """Dice picked up: the focus goes where they are best placed (a hint's or Learn to play's
        next step first), so Enter places them."""
        scene = self.scene
        hand.layer.set(hand_targets(scene, hand))
        wanted = [scene.hint.move] if scene.hint is not None and scene.hint.move.get("player") == hand.seat else []
        if not any(hand.layer.focus_move(move) for move in wanted):
            self.rest_on_first(hand, PLACES)

    def put_down(self, hand: Hand) -> None:
        hand.held = []
        self.app.sounds.play("click")
        self.rest_on_first(hand, ("die",))

    def open_store(self, hand: Hand) -> None:
        """The store counter, for the one die in hand; the focus on the first row it can buy."""
        if len(hand.held) != 1:
            self.app.toasts.show("Pick up one die to spend at the store.", "error")
            self.app.sounds.play("error")
            return
        hand.panel = "store"
        self.app.sounds.play("flip")
        hand.layer.focus_key, hand.layer.last_place = None, None
        hand.layer.set(hand_targets(self.scene, hand))

    def adjust_choice(self, hand: Hand, row: dict, step: int) -> None:
        """How many Shares or Tonics, or which burro a Pistol guards."""
        low = 0 if row["item"] == "pistol" else 1
        hand.choice[row["item"]] = max(low, hand.choice.get(row["item"], low) + step)
        self.app.sounds.play("move")

    def load_next(self, seat: int) -> None:
        """The chosen burro pressed again: no move, the focus on to loading it (its best cargo's
        first step)."""
        self.rest_on_best(self.take_hand(seat))
        self.app.sounds.play("move")

    # --- moves from input ----------------------------------------------------------------------------
    def choose(self, move: PlayerMove) -> None:
        """A target's move (GameScene.choose_move): Send asks first when the burro's empty slots
        could earn more."""
        seat = move["player"]
        if move["kind"] in ("confirm", "send"):
            self.done(seat)
        else:
            self.act(seat, move)

    def act(self, seat: int, move: PlayerMove) -> bool:
        if seat not in self.scene.phone_seats() or not self.scene.table_to_act():
            self.board.shown = seat  # a phone's move leaves the TV's sheet to whoever builds at the TV
        made = self.scene.try_move(dict(move)) is not None  # the kit takes a plain dict
        if made:
            self.after_move(self.take_hand(seat), move["kind"])
        return made

    def done(self, seat: int) -> None:
        """Done: confirm the turn, or send the burro off. A burro whose empty slots could earn
        more from the Ore Stash (rules.asks_before_sending) is first shown with what it earns,
        what filling them would and what the bandit takes, and goes only when its player says so
        ("Keep loading", the safe answer, puts the focus on the next better step); one that
        can't earn more just goes, empty slots or not."""
        state = self.scene.state
        if state.phase != Phase.LOAD:
            self.end_turn(seat)
            return
        send = Send(player=seat, kind="send")
        preview = rules.send_preview(state, seat)
        if not rules.asks_before_sending(preview):
            self.act(seat, send)  # loaded as well as it can be, or none chosen yet (the rules say so)
            return
        title, lines = rules.send_question(preview)
        keep = partial(self.load_next_best, seat)  # a safe place: not Send again
        self.ask(seat, Question(title, lines, "Send it off", partial(self.send, seat), "Keep loading", keep))

    def ask(self, seat: int, question: Question) -> None:
        """Put a question to the seat's player: on its phone while it is here, else on the TV
        (a ConfirmScene that only the seat's controls answer)."""
        self.app.sounds.play("flip")
        if seat in self.scene.phone_seats():
            self.take_hand(seat).question = question
            return
        self.board.shown = seat
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                question.title,
                question.lines,
                question.yes,
                question.on_yes,
                no_label=question.no,
                on_no=question.on_no,
                accepts=self.scene.router.accepts(seat),
                seat=seat,  # the question is this seat's: the phones' seats build on meanwhile
            )
        )

    def end_turn(self, seat: int) -> None:
        """Done while building: with dice that could still be used (rules.dice_uses), first a
        question naming them, as the hint does (on the seat's phone while it is here); "Not yet",
        the safe answer, puts the focus on the first of them. Learn to play's own "Press Done"
        step is not asked about."""
        confirm = Confirm(player=seat, kind="confirm")
        state = self.scene.state
        uses = rules.dice_uses(state, seat)
        if not uses or self.scene.guided_move() == confirm:
            self.act(seat, confirm)
            return
        title, lines = rules.done_question(uses, state.dice)
        if seat not in self.scene.phone_seats():
            self.board.shown = seat
            self.scene.lay_out()  # the table under the question is drawn, not updated: laid out as it is now
        self.ask(
            seat,
            Question(title, lines, "End turn", partial(self.confirm, seat), "Not yet", partial(self.not_yet, seat)),
        )

    def confirm(self, seat: int) -> None:
        self.act(seat, Confirm(player=seat, kind="confirm"))

    def not_yet(self, seat: int) -> None:
        """The safe answer to Done: the focus goes to a die, so the next press is not Done again."""
        self.rest_on_first(self.take_hand(seat), ("die",))

    def answer(self, seat: int, yes: bool) -> None:
        """A phone's answer to its question."""
        hand = self.take_hand(seat)
        question, hand.question = hand.question, None
        if question is not None:
            (question.on_yes if yes else question.on_no)()

    def load_next_best(self, seat: int) -> None:
        self.rest_on_best(self.take_hand(seat))

    def send(self, seat: int) -> None:
        self.act(seat, Send(player=seat, kind="send"))

    def toggle_die(self, seat: int, hand: Hand, die: int) -> None:
        if die not in self.free_dice_of(seat):
            state = self.scene.state
            reason = rules.free_die_problem(state, state.sheets[seat], die)
            if reason:
                self.app.toasts.show(reason, "error")
                self.app.sounds.play("error")
            return
        if die in hand.held:  # put down: the focus on to the next free die, round to the first
            hand.held.remove(die)  # (never Done, which would end the turn with it unused, nor Undo)
            self.app.sounds.play("click")
            hand.layer.set(hand_targets(self.scene, hand))
            free = [t for t in hand.layer.items if key_of(t)[:1] == ("die",) and t.legal]
            hand.layer.rest_on(([t for t in free if key_of(t)[1] > die] or free)[0])
            return
        hand.held.append(die)
        self.app.sounds.play("click")
        self.picked(hand)

    def place(self, seat: int, hand: Hand, deposit: int, how: str) -> None:
        """A deposit's number or dig boxes pressed with no move to make there (place_targets
        makes the moves): no dice held, or more than one to dig with. The rules' sentence."""
        if not hand.held:  # the rules' own sentence for a move without dice
            self.act(seat, Claim(player=seat, kind="claim", deposit=deposit, dice=[]))
            return
        state = self.scene.state  # a dig move names one die: the rules' sentence says why not more
        self.app.toasts.show(rules.dig_problem(state, state.sheets[seat], deposit, hand.held), "error")
        self.app.sounds.play("error")
