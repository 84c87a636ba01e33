"""Turning the Coal n' Write players' actions into moves while they build a
turn: which controls build for whom (each gamepad for its own player, the
shared keyboard and mouse for one waiting player at a time), the dice each
holds, the ring of focus targets, clicks on the sheet and the moves they
make. The boards over the mine have their own input (input_panels.py); the
rules refuse what isn't allowed and their sentence is shown."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.coal_n_write import rules
from game.coal_n_write.moves import Claim, Confirm, Dig, PlayerMove, Send, Tonic
from game.coal_n_write.phases import Phase
from game.core import CHANCE
from game.tutorial import LEARNER
from scenes.kit.confirm import ConfirmScene
from scenes.kit.input import RING_STEPS

if TYPE_CHECKING:
    from scenes.coal_n_write.scene import CoalNWriteScene

FOCUS_MOVES = ("left", "right", "up", "down", "prev", "next", "point")


@dataclass
class Hand:
    """What one controller is doing: the dice it holds and where its focus is."""

    seat: int = 0  # the player this controller builds for
    held: list[int] = field(default_factory=list)
    focus: int = 0
    panel: str = ""  # "" or "store"
    store_focus: int = 0
    choice: dict = field(default_factory=dict)  # store item -> count or pistol burro choice


class Controls:
    def __init__(self, scene: CoalNWriteScene):
        self.scene = scene
        self.app = scene.app
        self.board = scene.board
        self.hands: dict[str, Hand] = {}

    # --- who builds with which controls ---------------------------------------------------------
    def seat_for(self, source: str) -> int | None:
        """The waiting human a controller builds for right now (SeatRouter.seat_for:
        the large sheet's player first among those on the shared controls)."""
        scene = self.scene
        if scene.demo or self.board.rolling:  # dice still tumbling: nothing to build with yet
            return None
        return scene.router.seat_for(source, scene.human_to_act(), prefer=self.board.shown)

    def hand(self, source: str) -> Hand:
        """The hand of the controls an action came from: a seat's own pad, or the shared controls."""
        return self.hands.setdefault(self.scene.router.controls_of(source), Hand())

    def take_hand(self, seat: int) -> Hand:
        """The hand of a seat's controls, moved on to the seat when the player
        it held for is done; an empty stand-in while it builds for someone else."""
        hand = self.hand(self.scene.router.controls(seat))
        if hand.seat == seat:
            return hand
        if hand.seat not in self.scene.human_to_act():  # the shared controls move on to the next player
            hand.seat, hand.held, hand.panel, hand.focus = seat, [], "", 0
            return hand
        return Hand(seat=seat)  # someone else holds these controls: draw this sheet empty-handed

    def hand_of_seat(self, seat: int) -> Hand:
        """What take_hand gives, read only (drawing and the coach): update has
        already moved the large sheet's hand on."""
        hand = self.hands.get(self.scene.router.controls(seat))
        return hand if hand is not None and hand.seat == seat else Hand(seat=seat)

    def follow_actor(self) -> None:
        """The large sheet follows whoever is to build; a bot's about to move while nobody builds."""
        scene, board = self.scene, self.board
        humans = scene.human_to_act()
        if humans and board.shown not in humans and not scene.busy():
            board.shown = humans[0]
            self.take_hand(board.shown).held = []
        elif not humans and scene.bot_preview is not None:  # nobody building: watch the bot about to move
            board.shown = scene.bot_preview[0]
        elif scene.guide is not None and not scene.busy() and CHANCE in scene.match.to_act():
            board.shown = LEARNER  # Learn to play, between turns: the card talks about the learner's sheet

    def on_events(self, events: list[dict]) -> None:
        """A fresh roll puts every hand's dice down, the focus on the first die; a round's
        end starts every load ring on the burros."""
        for event in events:
            if event["kind"] == "roll":
                for hand in self.hands.values():
                    hand.held, hand.panel, hand.focus = [], "", 0
            elif event["kind"] == "round_over":
                for hand in self.hands.values():
                    hand.focus = -1

    def lay_out(self) -> None:
        """The large sheet's hand, and the dice that glow and are held in the tray, worked
        out in update so drawing only reads them."""
        scene, seat = self.scene, self.board.shown
        for hand in self.hands.values():  # dice used or gone since they were picked up are put down
            hand.held = [d for d in hand.held if d in self.free_dice_of(hand.seat)]
        hand = self.take_hand(seat)
        acting = self.acting(seat)
        if acting and scene.state.phase == Phase.LOAD:
            scene.panel_controls.load_focus(seat, hand)
        free = self.free_dice_of(seat)
        picking = acting and scene.state.sheets[seat].blackjack is None  # at the blackjack table no die is picked
        hinted = scene.overlays.preview_dice()  # a hint for this person lifts the dice it would use
        self.board.tray.set_highlight(hinted or [d for d in free if not hand.held] if picking else hinted)
        self.board.tray.set_selected(hand.held)
        if acting:
            self.legal(seat)  # asked now, so drawing (which asks while the player acts) finds it asked

    # --- reading the rules state ------------------------------------------------------------------
    def acting(self, seat: int) -> bool:
        """The seat is a person building now, with the table still."""
        return seat in self.scene.human_to_act() and not self.scene.busy()

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

    # --- the ring of focus targets ------------------------------------------------------------------
    def focus_ring(self, seat: int, hand: Hand) -> list[tuple]:
        state = self.scene.state
        if state.phase == Phase.LOAD:
            return self.scene.panel_controls.load_ring(seat)
        sheet = state.sheets[seat]
        if sheet.blackjack is not None:
            return [("bj", 0), ("bj", 1)]
        ring: list[tuple] = [("die", d) for d in self.free_dice_of(seat)]
        targets = self.deposit_targets(seat, hand.held)
        # claims first, then digs: Enter after picking up dice does the likeliest thing
        ring += [("deposit", d) for d in sorted(k for k in targets if targets[k] in ("claim", "both"))]
        ring += [("dig", d) for d in sorted(k for k in targets if targets[k] in ("dig", "both"))]
        if "store" in targets:
            ring.append(("store",))
        mistake = self.scene.tutorial.target(seat, hand)  # Learn to play's mistake: the keys can make it too
        if mistake is not None and mistake not in ring:
            ring.append(mistake)
        if self.can_tonic(seat):
            ring.append(("tonic",))
        if self.scene.match.undo_point(seat) is not None:  # Undo is a target only with something to take back
            ring.append(("undo",))
        return ring + [("done",)]

    def settle_focus(self, seat: int, hand: Hand, before: tuple | None, made: bool) -> None:
        """Where the focus rests once an action has changed the ring. After a
        placement: on the next free die, or on Done when none is left, never
        on Undo (a second Enter would take the move back). Otherwise where the
        action put it, or on the item it was on (`before`), wherever that
        now sits. Every item of the ring is a legal target, so the focus never
        rests on an empty or illegal one."""
        ring = self.focus_ring(seat, hand)
        if not made and before is None and 0 <= hand.focus < len(ring):
            return  # the action chose the focus (picking up dice jumps to the best target)
        if not made and before in ring:
            hand.focus = ring.index(before)
            return
        hand.focus = next((i for i, item in enumerate(ring) if item[0] in ("die", "bj")), len(ring) - 1)

    # --- actions ----------------------------------------------------------------------------------
    def handle(self, action) -> bool:
        scene, board = self.scene, self.board
        if action.kind in ("point", "click") and action.pos and action.kind == "click":
            row = board.player_at(action.pos)
            if row is not None:
                board.shown = row
                self.app.sounds.play("flip")
                return True
        seat = self.seat_for(action.source)
        if seat is None:
            return False
        if seat != board.shown and action.kind != "point":
            board.shown = seat
        hand = self.hand(action.source)
        hand.seat = seat
        state = scene.state
        sheet = state.sheets[seat]
        if state.phase == Phase.LOAD:
            return scene.panel_controls.handle_load(seat, hand, action)
        if sheet.blackjack is not None:
            return scene.panel_controls.handle_blackjack(seat, hand, action)
        if hand.panel == "store":
            return scene.panel_controls.handle_store(seat, hand, action)
        kind = action.kind
        ring = self.focus_ring(seat, hand)
        hand.focus = min(hand.focus, len(ring) - 1)
        focus, moves = hand.focus, len(scene.match.log)
        handled = self.handle_build(seat, hand, action, ring)
        if handled and scene.state.phase == Phase.BUILD and kind not in FOCUS_MOVES:
            made = len(scene.match.log) > moves
            self.settle_focus(seat, hand, None if hand.focus != focus else ring[focus], made)
        return handled

    def handle_build(self, seat: int, hand: Hand, action, ring: list[tuple]) -> bool:
        """An action while a player builds their turn, on the ring of focus targets."""
        kind = action.kind
        if kind in RING_STEPS:
            hand.focus = (hand.focus + RING_STEPS[kind]) % len(ring)
            self.app.sounds.play("move")
        elif kind == "confirm":
            self.activate(seat, hand, ring[hand.focus])
        elif kind == "back":
            if hand.held:
                hand.held = []
                self.app.sounds.play("click")
            else:
                self.scene.undo(seat)
        elif kind.startswith("button") and action.button is not None:
            if action.source == "kbm" and action.button < 3:
                self.toggle_die(seat, hand, action.button)
            elif action.button == 2:
                self.scene.undo(seat)
            elif action.button == 3:
                self.done(seat)
        elif kind == "click" and action.pos:
            self.click(seat, hand, action.pos)
        else:
            return False
        return True

    def activate(self, seat: int, hand: Hand, item: tuple) -> None:
        kind = item[0]
        if kind == "die":
            self.toggle_die(seat, hand, item[1])
        elif kind in ("deposit", "dig"):  # just what a click on the number or the dig box does
            self.place(seat, hand, item[1], "claim" if kind == "deposit" else "dig")
        elif kind == "store":
            hand.panel = "store"
            hand.store_focus = self.scene.panel_controls.store_step(seat, hand, -1, 1)
            self.app.sounds.play("flip")
            self.scene.tutorial.refocus(seat)
        elif kind == "tonic":
            self.act(seat, Tonic(player=seat, kind="tonic"))
        elif kind == "undo":
            self.scene.undo(seat)
        elif kind == "done":
            self.done(seat)

    def click(self, seat: int, hand: Hand, pos) -> None:
        board = self.board
        die = board.tray.die_at(pos)
        if die is None:  # a die resting in the Bunkhouse: the rules' sentence says why it can't be picked up
            die = next((d for d, rect in board.bunkhouse_rects().items() if rect.collidepoint(pos)), None)
        if die is not None:
            self.toggle_die(seat, hand, die)
            return
        if seat != board.shown:
            return
        for index, rect in board.layout.dig_areas.items():
            if rect.collidepoint(pos):
                self.place(seat, hand, index, "dig")
                return
        for index, rect in board.layout.deposits.items():
            if rect.collidepoint(pos):
                self.place(seat, hand, index, "claim")
                return
        for name, rect in board.button_rects().items():
            if rect.collidepoint(pos):
                self.activate(seat, hand, (name,))
                return

    # --- moves from input ----------------------------------------------------------------------------
    def act(self, seat: int, move: PlayerMove) -> bool:
        self.board.shown = seat
        return self.scene.try_move(dict(move)) is not None  # the kit takes a plain dict

    def done(self, seat: int) -> None:
        """Done: confirm the turn, or send the burro off. A burro that would
        leave with slots the Ore Stash could still fill is first shown with
        what it earns and what the bandit takes (the rules' preview), and
        goes only when its player says so; a full one just goes."""
        state = self.scene.state
        if state.phase != Phase.LOAD:
            self.act(seat, Confirm(player=seat, kind="confirm"))
            return
        send = Send(player=seat, kind="send")
        preview = rules.send_preview(state, seat)
        if preview["burro"] < 0 or not preview["room"]:
            self.act(seat, send)  # a full burro, or none chosen yet (the rules say so)
            return
        title, lines = rules.send_question(preview)
        self.board.shown = seat
        self.app.sounds.play("flip")
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                title,
                lines,
                "Send it off",
                lambda: self.send(seat),
                no_label="Keep loading",
                accepts=self.scene.router.accepts(seat),
            )
        )

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
        if die in hand.held:
            hand.held.remove(die)
        else:
            hand.held.append(die)
        self.app.sounds.play("click")
        if hand.held:  # the focus jumps to the best glowing target, so Enter places the dice
            ring = self.focus_ring(seat, hand)
            hand.focus = next((i for i, it in enumerate(ring) if it[0] in ("deposit", "dig", "store")), hand.focus)
            self.scene.tutorial.refocus(seat)

    def place(self, seat: int, hand: Hand, deposit: int, how: str) -> None:
        """Put the held dice on a deposit: "claim" (its number) or "dig" (its
        next dig box). A click and Enter on the same spot make the same move,
        and the rules' sentence explains a refusal."""
        if not hand.held:  # the rules' own sentence for a move without dice
            self.act(seat, Claim(player=seat, kind="claim", deposit=deposit, dice=[]))
            return
        if how == "dig":
            if len(hand.held) > 1:  # a dig move names one die: the rules' sentence says why not more
                state = self.scene.state
                self.app.toasts.show(rules.dig_problem(state, state.sheets[seat], deposit, hand.held), "error")
                self.app.sounds.play("error")
                return
            move: Claim | Dig = Dig(player=seat, kind="dig", deposit=deposit, die=hand.held[0])
        else:
            move = Claim(player=seat, kind="claim", deposit=deposit, dice=sorted(hand.held))  # as the rules list it
        if self.act(seat, move):
            hand.held = []
