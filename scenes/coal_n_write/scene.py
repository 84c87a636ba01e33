"""The Coal n' Write table: one roll for everyone, a sheet for each player.

The dice tumble in the physics tray; the player building their turn has
their sheet shown large, the others sit in the list on the left (click one
to look at their sheet). The shared mouse and keyboard build for the first
waiting player who has no gamepad of their own; each gamepad builds for its
own player at the same moment, and the large sheet follows whoever acted.
Every rule is decided in game/coal_n_write/rules.py; this scene renders the
state, animates the events and turns input into moves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.coal_n_write import rules
from game.coal_n_write.content import MINERALS, store_items
from game.coal_n_write.odds import HitOdds, hit_odds
from game.core import CHANCE, IllegalMove
from game.tutorial import LEARNER
from scenes.coal_n_write.anim import TableAnimation
from scenes.coal_n_write.draw import TableDrawing
from scenes.coal_n_write.guided import TutorialHooks
from scenes.coal_n_write.layout import DIE, PLAYERS, SHEET, TRAY, bunkhouse_slot
from scenes.coal_n_write.panels import blackjack_rects, load_rects, store_rects, store_rows
from scenes.coal_n_write.sheet import SheetLayout
from scenes.coal_n_write.tips import place_tip
from scenes.kit.coach import Coach, Tip
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import LOG_BUTTON_SIZE, GameScene
from scenes.kit.input import RING_STEPS
from scenes.kit.seats import SHARED
from scenes.kit.timeline import Timeline, step_tray
from sprites.dice_tray import DiceTray, DieMover

FOCUS_MOVES = ("left", "right", "up", "down", "prev", "next", "point")
# the first-game coach: key -> (sentence, what it points at: tray, target, done, load, "")
HINTS = {
    "load": ("Round over! Choose a glowing burro, load it with +, then send it off.", "load"),
    "blackjack": ("Hit for another die or Stay: the odds of a hit are on the table.", ""),
    "target": ("Now tap a glowing number to claim it, or the dig boxes above it to dig.", "target"),
    "tray": ("Pick up a die: click it in the tray, or press 1, 2, 3.", "tray"),
    "other_dice": ("Use your other dice too, or press Done.", "done"),
    "done": ("All dice placed. Press Done to end your turn.", "done"),
}


def coach_key(phase: str, held: list, used_any: bool, free_any: bool, blackjack: bool) -> str:
    """Which hint fits what the table shows ("" for none)."""
    if phase == "load":
        return "load"
    if phase != "build":
        return ""
    if blackjack:
        return "blackjack"
    if held:
        return "target"
    if free_any:
        return "tray" if not used_any else "other_dice"
    return "done"


def coach_hint(phase: str, held: list, used_any: bool, free_any: bool, blackjack: bool) -> tuple[str, str]:
    """(sentence, what to point at) for what the table shows."""
    return HINTS.get(coach_key(phase, held, used_any, free_any, blackjack), ("", ""))


@dataclass
class Hand:
    """What one controller is doing: the dice it holds and where its focus is."""

    seat: int = 0  # the player this controller builds for
    held: list[int] = field(default_factory=list)
    focus: int = 0
    panel: str = ""  # "" or "store"
    store_focus: int = 0
    choice: dict = field(default_factory=dict)  # store item -> count or pistol burro choice


class CoalNWriteScene(TutorialHooks, TableAnimation, TableDrawing, GameScene):
    # The table's spots for what the kit draws over it: the Log button beside the title, the
    # recap over the Ore Stash, the bot caption and toasts in the top bar before the turn line.
    log_button = pygame.Rect((214, 2), LOG_BUTTON_SIZE)
    recap_area = pygame.Rect(972, 108, 292, 300)
    hint_button = pygame.Rect(318, 2, 84, 46)  # a toast may cover it a moment: the top bar has no other room
    caption_area = pygame.Rect(408, 0, 470, 56)
    toast_area = pygame.Rect(318, 0, 560, 63)

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.layout = SheetLayout(SHEET)
        self.tray = DiceTray(TRAY, die_size=DIE, seed=match.seed)
        self.hands: dict[str, Hand] = {}
        self.shown = 0  # the seat whose sheet is large
        self.fresh: dict[int, dict] = {}  # seat -> {mark key: start time}
        self.movers: list[tuple[DieMover, Callable[[], None]]] = []  # each with what to do on arrival
        # Events play at once, with no steps. Each banner waits for the one before it and
        # the table waits for them all; a floater rises for 1.4 s whatever the animation speed.
        self.timeline = Timeline(
            app, self, moving=lambda: bool(self.movers), banners_take_turns=True, floaters_at_anim_speed=False
        )
        self.clock = 0.0
        self.rolling = False
        self.panel_open = ""  # the board over the large sheet's mine: "", "load", "blackjack" or "store"
        self.hits: dict = {}  # that board's click rects, laid out with it in update
        self.last_bj_die = 0
        humans = any(not seat.is_bot for seat in match.seats)
        self.coach = Coach(app, match.spec.id, self.coach_tips(), enabled=humans and not demo)
        self._rebuild_tray()
        self.lay_out()

    def coach_tips(self) -> list[Tip]:
        def tip(key: str, text: str, point: str) -> Tip:
            return Tip(
                key,
                text,
                lambda: self.coach_moment() == key,
                lambda: self.tip_place(text, point)[1],
                lambda: self.tip_place(text, point)[0],
            )

        return [tip(key, text, point) for key, (text, point) in HINTS.items()]

    def coach_moment(self) -> str:
        """The hint for the large sheet's player, when they are building."""
        seat = self.shown
        if self.busy() or seat not in self.human_to_act():
            return ""
        hand = self.hand_of_seat(seat)
        sheet = self.state.sheets[seat]
        return coach_key(
            self.state.phase, hand.held, any(sheet.used), bool(self.free_dice_of(seat)), sheet.blackjack is not None
        )

    def tip_place(self, text: str, point: str) -> tuple[pygame.Rect, tuple[int, int] | None]:
        """The tip's bubble and the point its pointer stops at (tips.place_tip):
        clear of the dice, every legal target and what it talks about."""
        layout, seat = self.layout, self.shown
        sheet = self.state.sheets[seat]
        glow = self.glow_rects(seat)
        subjects = {
            "tray": [TRAY],
            "target": list(glow.values()),
            "done": [self.button_rects()["done"]],
            "load": [layout.burro_rects[b] for b in rules.unused_burros(self.state, sheet)] if sheet.chosen < 0 else [],
        }.get(point, [])
        width = 460
        mine_top = pygame.Rect(layout.mine.x + 6, layout.mine.y + 6, 300, 0)
        low = layout.burros.y + 24  # a little below the sheet's buttons, so a pointer up to them shows
        burros_left = pygame.Rect(layout.burros.x, low, width, 0)
        burros_right = pygame.Rect(layout.burros.right - width, low, width, 0)
        stash = pygame.Rect(layout.stash.x, layout.stash.y, layout.stash.w, 0)
        boxes = {
            "tray": [mine_top, stash, burros_left],
            "target": [burros_left, burros_right, stash, mine_top],
            "done": [burros_right, burros_left, stash],
            "load": [pygame.Rect(TRAY.x, TRAY.y, TRAY.w, 0), stash],
        }.get(point, [burros_left, burros_right])
        return place_tip(text, boxes, self.tip_clearance(seat) + list(glow.values()), subjects)

    def glow_rects(self, seat: int) -> dict:
        """The glowing targets of the large sheet, by what a move names: a
        deposit's number with its dig boxes, or the store."""
        if not self.acting(seat):
            return {}
        found = {}
        for key in self.deposit_targets(seat, self.hand_of_seat(seat).held):
            if key == "store":
                found[key] = self.button_rects()["store"]
            else:
                found[key] = self.layout.deposits[key].union(self.layout.dig_areas[key])
        return found

    def tip_clearance(self, seat: int) -> list[pygame.Rect]:
        """What no tip may cover: the dice, the live buttons, the boards
        over the sheet and, while loading, the burros."""
        rects = list(self.bunkhouse_rects().values())
        if self.tray.dice:
            rects.append(TRAY)
        if self.acting(seat):
            buttons = self.button_rects()
            rects.append(buttons["done"])
            if self.match.undo_point(seat) is not None:
                rects.append(buttons["undo"])
            if any(m["kind"] == "tonic" for m in self.legal(seat)):
                rects.append(buttons["tonic"])
        if self.panel_open:
            panel = {"load": self.layout.panel, "blackjack": self.layout.blackjack_panel}
            rects.append(panel.get(self.panel_open, self.layout.store_panel))
        if self.state.phase == "load":
            rects += self.layout.burro_rects
        return rects

    def bunkhouse_rects(self) -> dict[int, pygame.Rect]:
        """Where each die resting in the Bunkhouse lies, by die."""
        found = {}
        for i, die in enumerate(self.state.bunkhouse):
            found[die] = pygame.Rect(0, 0, DIE, DIE)
            found[die].center = bunkhouse_slot(i)
        return found

    # --- reading the rules state ----------------------------------------------------------------
    def seat_for(self, source: str) -> int | None:
        """The waiting human a controller builds for right now (SeatRouter.seat_for:
        the large sheet's player first among those on the shared controls)."""
        if self.demo or self.rolling:  # dice still tumbling: nothing to build with yet
            return None
        return self.router.seat_for(source, self.human_to_act(), prefer=self.shown)

    def humans_up(self) -> list[int]:
        """The humans at the screen right now, for the table kit's hand-off
        banner: everyone builds on the same roll, but the shared controls
        (keyboard, mouse, unowned pads) build for one of them at a time (the
        large sheet's player while waiting, else the first waiting), and each
        seat with its own pad builds at once. When one on the shared controls
        presses Done, the next takes over: someone new is up."""
        waiting = self.human_to_act()
        shared = self.router.seat_for(SHARED, waiting, prefer=self.shown)
        return [seat for seat in waiting if seat == shared or self.router.own_pad(seat)]

    def hand(self, source: str) -> Hand:
        """The hand of the controls an action came from: a seat's own pad, or the shared controls."""
        return self.hands.setdefault(self.router.controls_of(source), Hand())

    def take_hand(self, seat: int) -> Hand:
        """The hand of a seat's controls, moved on to the seat when the player
        it held for is done; an empty stand-in while it builds for someone else."""
        hand = self.hand(self.router.controls(seat))
        if hand.seat == seat:
            return hand
        if hand.seat not in self.human_to_act():  # the shared controls move on to the next player
            hand.seat, hand.held, hand.panel, hand.focus = seat, [], "", 0
            return hand
        return Hand(seat=seat)  # someone else holds these controls: draw this sheet empty-handed

    def hand_of_seat(self, seat: int) -> Hand:
        """What take_hand gives, read only (drawing and the coach): update has
        already moved the large sheet's hand on."""
        hand = self.hands.get(self.router.controls(seat))
        return hand if hand is not None and hand.seat == seat else Hand(seat=seat)

    # --- the game loop ----------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.rolling or self.timeline.busy()

    def update(self, dt: float) -> None:
        self.clock += dt
        step_tray(self.app, self.tray, dt)
        if self.rolling and self.tray.settled:
            self.rolling = False
        for mover, on_done in list(self.movers):
            mover.update(dt * self.app.anim_speed)
            if mover.done:
                self.movers.remove((mover, on_done))
                on_done()
        self.timeline.update(dt)
        super().update(dt)
        self._follow_actor()
        for hand in self.hands.values():  # dice used or gone since they were picked up are put down
            hand.held = [d for d in hand.held if d in self.free_dice_of(hand.seat)]
        self.lay_out()
        self.coach.update(dt)

    def _follow_actor(self) -> None:
        humans = self.human_to_act()
        if humans and self.shown not in humans and not self.busy():
            self.shown = humans[0]
            self.take_hand(self.shown).held = []
        elif not humans and self.bot_preview is not None:  # nobody building: watch the bot about to move
            self.shown = self.bot_preview[0]
        elif self.guide is not None and not self.busy() and CHANCE in self.match.to_act():
            self.shown = LEARNER  # Learn to play, between turns: the card talks about the learner's sheet

    def preview_rects(self) -> list[pygame.Rect]:
        """Where the move a bot is about to make (GameScene.bot_preview) marks
        the large sheet: the deposit it claims, the dig box it scratches, the
        store or Done, the burro it chooses or loads. Nothing when the sheet
        shown is someone else's."""
        if self.bot_preview is None or self.bot_preview[0] != self.shown:
            return []
        seat, move = self.bot_preview
        sheet, layout, buttons = self.state.sheets[seat], self.layout, self.button_rects()
        kind = move.get("kind")
        if kind == "claim":
            return [layout.deposits[move["deposit"]]]
        if kind == "dig":
            box = layout.dig_boxes.get((move["deposit"], sheet.dug[move["deposit"]]))
            return [box.inflate(8, 8)] if box else []
        if kind == "choose_burro":
            return [layout.burro_rects[move["burro"]]]
        if kind in ("load", "unload", "send") and self.panel_open == "load":  # a person's hint: the button to press
            return [load_rects(layout.panel)[(kind, move["mineral"]) if kind != "send" else ("send",)]]
        if kind in ("load", "unload", "send") and sheet.chosen >= 0:
            return [layout.burro_rects[sheet.chosen]]
        if kind == "store" and self.panel_open == "store":  # the counter is open: the item's row
            items = store_items(self.state.solo)
            return [store_rects(layout.store_panel, len(items))[items.index(move["item"])]]
        if kind in ("hit", "stay"):
            return [blackjack_rects(layout.blackjack_panel)[kind]]
        named = {"store": "store", "confirm": "done", "tonic": "tonic"}.get(str(kind))
        return [buttons[named]] if named else []

    def preview_dice(self) -> list[int]:
        """The dice the previewed bot move uses, lifted in the tray."""
        if self.bot_preview is None or self.bot_preview[0] != self.shown:
            return []
        move = self.bot_preview[1]
        return list(move.get("dice", [])) + ([move["die"]] if "die" in move else [])

    def lay_out(self) -> None:
        """Everything the large sheet shows that input reads too, worked out
        here so drawing only reads it: the shown player's hand, the dice that
        glow in the tray, and which board lies over the mine, with its click rects."""
        seat = self.shown
        hand = self.take_hand(seat)
        acting = self.acting(seat)
        if acting and self.state.phase == "load":
            self.load_focus(seat, hand)
        free = self.free_dice_of(seat)
        picking = acting and self.state.sheets[seat].blackjack is None  # at the blackjack table no die is picked
        hinted = self.preview_dice()  # a hint for this person lifts the dice it would use
        self.tray.set_highlight(hinted or [d for d in free if not hand.held] if picking else hinted)
        self.tray.set_selected(hand.held)
        if acting:
            self.legal(seat)  # asked now, so drawing (which asks while the player acts) finds it asked
        layout, sheet = self.layout, self.state.sheets[seat]
        if self.state.phase == "load" and acting:
            self.panel_open, self.hits = "load", {"load": load_rects(layout.panel)}
        elif sheet.blackjack is not None:
            self.panel_open, self.hits = "blackjack", {"blackjack": blackjack_rects(layout.blackjack_panel)}
        elif hand.panel == "store" and hand.held and acting:
            rows = len(store_items(self.state.solo))
            self.panel_open, self.hits = "store", {"store": store_rects(layout.store_panel, rows)}
        else:
            self.panel_open, self.hits = "", {}
        if self.guide is not None:
            self.place_tutorial_card()

    def acting(self, seat: int) -> bool:
        """The seat is a person building now, with the table still."""
        return seat in self.human_to_act() and not self.busy()

    def legal(self, seat: int) -> list[dict]:
        """The rules' legal moves for a seat, asked once per state (drawing
        asks many times a frame)."""
        return self.once_per_move(f"legal {seat}", lambda: self.match.legal_moves(seat))

    def hit_odds(self, seat: int) -> HitOdds | None:
        """The odds of a hit for the seat's blackjack hand, worked out once per state."""
        return self.once_per_move(f"hit odds {seat}", lambda: hit_odds(self.state, seat))

    def free_dice_of(self, seat: int) -> list[int]:
        sheet = self.state.sheets[seat]
        return [d for d in self.state.hand if not sheet.used[d]] if self.state.phase == "build" else []

    # --- moves from input ----------------------------------------------------------------------------
    def act(self, seat: int, move: dict) -> bool:
        self.shown = seat
        return self.try_move(move) is not None

    def undo(self, seat: int) -> None:
        """Take back this player's last placement of the turn, as the rules allow (Match.undo)."""
        try:
            self.match.undo(seat)
        except IllegalMove as err:
            self.app.toasts.show(str(err), "error")
            self.app.sounds.play("error")
            return
        self.fresh.pop(seat, None)
        self.app.sounds.play("flip")
        self._save()

    def done(self, seat: int) -> None:
        """Done: confirm the turn, or send the burro off. A burro that would
        leave with slots the Ore Stash could still fill is first shown with
        what it earns and what the bandit takes (the rules' preview), and
        goes only when its player says so; a full one just goes."""
        if self.state.phase != "load":
            self.act(seat, {"player": seat, "kind": "confirm"})
            return
        send = {"player": seat, "kind": "send"}
        preview = rules.send_preview(self.state, seat)
        if preview["burro"] < 0 or not preview["room"]:
            self.act(seat, send)  # a full burro, or none chosen yet (the rules say so)
            return
        title, lines = rules.send_question(preview)
        self.shown = seat
        self.app.sounds.play("flip")
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                title,
                lines,
                "Send it off",
                lambda: self.send(seat),
                no_label="Keep loading",
                accepts=self.router.accepts(seat),
            )
        )

    def send(self, seat: int) -> None:
        self.act(seat, {"player": seat, "kind": "send"})

    def toggle_die(self, seat: int, hand: Hand, die: int) -> None:
        if die not in self.free_dice_of(seat):
            reason = rules.free_die_problem(self.state, self.state.sheets[seat], die)
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
            self.tutorial_refocus(seat, hand)

    def place(self, seat: int, hand: Hand, deposit: int, how: str) -> None:
        """Put the held dice on a deposit: "claim" (its number) or "dig" (its
        next dig box). A click and Enter on the same spot make the same move,
        and the rules' sentence explains a refusal."""
        if not hand.held:  # the rules' own sentence for a move without dice
            self.act(seat, {"player": seat, "kind": "claim", "deposit": deposit, "dice": []})
            return
        if how == "dig":
            if len(hand.held) > 1:  # a dig move names one die: the rules' sentence says why not more
                self.app.toasts.show(
                    rules.dig_problem(self.state, self.state.sheets[seat], deposit, hand.held), "error"
                )
                self.app.sounds.play("error")
                return
            move = {"player": seat, "kind": "dig", "deposit": deposit, "die": hand.held[0]}
        else:
            move = {
                "player": seat,
                "kind": "claim",
                "deposit": deposit,
                "dice": sorted(hand.held),
            }  # as the rules list it
        if self.act(seat, move):
            hand.held = []

    def deposit_targets(self, seat: int, held: list[int]) -> dict:
        """Deposits the held dice may go to (claim/dig/both) and "store"."""
        if not held or self.state.phase != "build":
            return {}
        found = {}
        for move in self.legal(seat):
            if move["kind"] == "claim" and sorted(move["dice"]) == sorted(held):
                found[move["deposit"]] = "claim"
            elif move["kind"] == "dig" and len(held) == 1 and move["die"] == held[0]:
                found[move["deposit"]] = "both" if found.get(move["deposit"]) == "claim" else "dig"
        if len(held) == 1 and rules.visits_left(self.state, self.state.sheets[seat], held[0]) > 0:
            found["store"] = "store"
        return found

    def focus_ring(self, seat: int, hand: Hand) -> list[tuple]:
        state = self.state
        if state.phase == "load":
            return self.load_ring(seat)
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
        mistake = self.tutorial_target(seat, hand)  # Learn to play's mistake: the keys can make it too
        if mistake is not None and mistake not in ring:
            ring.append(mistake)
        if any(m["kind"] == "tonic" for m in self.legal(seat)):
            ring.append(("tonic",))
        if self.match.undo_point(seat) is not None:  # Undo is a target only with something to take back
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

    # --- input ------------------------------------------------------------------------------------------
    def handle(self, action) -> bool:
        if super().handle(action):
            return True
        if action.kind in ("point", "click") and action.pos and action.kind == "click":
            row = self.player_at(action.pos)
            if row is not None:
                self.shown = row
                self.app.sounds.play("flip")
                return True
        seat = self.seat_for(action.source)
        if seat is None:
            return False
        if seat != self.shown and action.kind != "point":
            self.shown = seat
        hand = self.hand(action.source)
        hand.seat = seat
        state = self.state
        sheet = state.sheets[seat]
        if state.phase == "load":
            return self.handle_load(seat, hand, action)
        if sheet.blackjack is not None:
            return self.handle_blackjack(seat, hand, action)
        if hand.panel == "store":
            return self.handle_store(seat, hand, action)
        kind = action.kind
        ring = self.focus_ring(seat, hand)
        hand.focus = min(hand.focus, len(ring) - 1)
        focus, moves = hand.focus, len(self.match.log)
        handled = self.handle_build(seat, hand, action, ring)
        if handled and self.state.phase == "build" and kind not in FOCUS_MOVES:
            made = len(self.match.log) > moves
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
                self.undo(seat)
        elif kind.startswith("button") and action.button is not None:
            if action.source == "kbm" and action.button < 3:
                self.toggle_die(seat, hand, action.button)
            elif action.button == 2:
                self.undo(seat)
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
            hand.store_focus = self.store_step(seat, hand, -1, 1)
            self.app.sounds.play("flip")
            self.tutorial_refocus(seat, hand)
        elif kind == "tonic":
            self.act(seat, {"player": seat, "kind": "tonic"})
        elif kind == "undo":
            self.undo(seat)
        elif kind == "done":
            self.done(seat)

    def click(self, seat: int, hand: Hand, pos) -> None:
        die = self.tray.die_at(pos)
        if die is None:  # a die resting in the Bunkhouse: the rules' sentence says why it can't be picked up
            die = next((d for d, rect in self.bunkhouse_rects().items() if rect.collidepoint(pos)), None)
        if die is not None:
            self.toggle_die(seat, hand, die)
            return
        if seat != self.shown:
            return
        for index, rect in self.layout.dig_areas.items():
            if rect.collidepoint(pos):
                self.place(seat, hand, index, "dig")
                return
        for index, rect in self.layout.deposits.items():
            if rect.collidepoint(pos):
                self.place(seat, hand, index, "claim")
                return
        for name, rect in self.button_rects().items():
            if rect.collidepoint(pos):
                self.activate(seat, hand, (name,))
                return

    def handle_store(self, seat: int, hand: Hand, action) -> bool:
        rows = store_rows(self.state, seat, hand.held[0] if hand.held else -1, hand.choice)
        kind = action.kind
        if not hand.held:
            hand.panel = ""
            return True
        if kind in ("up", "prev"):
            hand.store_focus = self.store_step(seat, hand, hand.store_focus, -1)
        elif kind in ("down", "next"):
            hand.store_focus = self.store_step(seat, hand, hand.store_focus, 1)
        elif kind in ("left", "right"):
            row = rows[hand.store_focus]
            if row["adjust"]:
                self.adjust_choice(hand, row, -1 if kind == "left" else 1)
        elif kind == "confirm":
            self.buy(seat, hand, rows[hand.store_focus])
        elif kind == "back" or (kind == "button1"):
            hand.panel = ""
        elif kind == "click" and action.pos:
            for i, rect in enumerate(self.hits.get("store", [])):
                if rect.collidepoint(action.pos):
                    hand.store_focus = i
                    x = action.pos[0] - rect.right
                    if rows[i]["adjust"] and -200 <= x < -126:  # the < and > beside the price
                        self.adjust_choice(hand, rows[i], -1 if x < -162 else 1)
                    else:
                        self.buy(seat, hand, rows[i])
                    return True
            hand.panel = ""
        return True

    def store_step(self, seat: int, hand: Hand, start: int, step: int) -> int:
        """The next row of the store counter the focus may rest on, from
        `start` in the direction `step`: one the die in hand can buy now (one
        Share, the first Pistol target). The rest stay greyed for the mouse,
        where a click gets the rules' sentence."""
        rows = store_rows(self.state, seat, hand.held[0] if hand.held else -1, {})
        for i in range(1, len(rows) + 1):
            index = (start + step * i) % len(rows)
            if not rows[index]["problem"]:
                return index
        return start % len(rows)

    def adjust_choice(self, hand: Hand, row: dict, step: int) -> None:
        """How many Shares or Tonics, or which burro a Pistol guards."""
        low = 0 if row["item"] == "pistol" else 1
        hand.choice[row["item"]] = max(low, hand.choice.get(row["item"], low) + step)
        self.app.sounds.play("move")

    def buy(self, seat: int, hand: Hand, row: dict) -> None:
        if self.act(seat, row["move"]):
            hand.held, hand.panel = [], ""

    def load_ring(self, seat: int) -> list[tuple]:
        """At a round's end: the unused burros (choose one); once one is
        chosen, the rows of the minerals the Ore Stash holds (left/right
        unload and load) and Send. Nothing empty or out of reach."""
        sheet = self.state.sheets[seat]
        ring: list[tuple] = [("burro", b) for b in rules.unused_burros(self.state, sheet)]
        if sheet.chosen >= 0:
            held = sheet.held()
            ring += [("load_row", i) for i, m in enumerate(MINERALS) if held[m]] + [("send",)]
        return ring

    def load_focus(self, seat: int, hand: Hand) -> int:
        """The focus in the load ring, kept in the hand."""
        hand.focus = self.load_focus_of(seat, hand)
        return hand.focus

    def load_focus_of(self, seat: int, hand: Hand) -> int:
        """The focus in the load ring; a fresh round starts on the burros,
        or on the minerals once a burro is chosen."""
        ring = self.load_ring(seat)
        if 0 <= hand.focus < len(ring):
            return hand.focus
        return self.first_load_row(seat) if self.state.sheets[seat].chosen >= 0 else 0

    def first_load_row(self, seat: int) -> int:
        """The first mineral row of the load ring, or Send when the Ore Stash is empty."""
        ring = self.load_ring(seat)
        return next((i for i, item in enumerate(ring) if item[0] == "load_row"), len(ring) - 1)

    def choose_burro(self, seat: int, hand: Hand, burro: int) -> None:
        if self.state.sheets[seat].chosen == burro:  # chosen already: nothing to choose, on to loading it
            hand.focus = self.first_load_row(seat)
            return
        if self.act(seat, {"player": seat, "kind": "choose_burro", "burro": burro}):
            hand.focus = self.first_load_row(seat)  # on to loading it

    def handle_load(self, seat: int, hand: Hand, action) -> bool:
        kind = action.kind
        ring = self.load_ring(seat)
        focus = self.load_focus(seat, hand)
        item = ring[focus]
        if kind in ("up", "prev"):
            hand.focus = (focus - 1) % len(ring)
        elif kind in ("down", "next"):
            hand.focus = (focus + 1) % len(ring)
        elif kind in ("left", "right") and item[0] == "burro":  # along the row of burros
            burros = [i for i, it in enumerate(ring) if it[0] == "burro"]
            hand.focus = burros[(burros.index(focus) + (1 if kind == "right" else -1)) % len(burros)]
        elif kind in ("left", "right") and item[0] == "load_row":
            verb = "load" if kind == "right" else "unload"
            self.act(seat, {"player": seat, "kind": verb, "mineral": MINERALS[item[1]]})
        elif kind == "confirm":
            if item[0] == "burro":
                self.choose_burro(seat, hand, item[1])
            elif item[0] == "send":
                self.done(seat)
            else:
                self.act(seat, {"player": seat, "kind": "load", "mineral": MINERALS[item[1]]})
        elif kind == "back":
            if item[0] == "load_row":
                self.act(seat, {"player": seat, "kind": "unload", "mineral": MINERALS[item[1]]})
        elif kind == "button3" or (kind.startswith("button") and action.button == 3):
            self.done(seat)
        elif kind == "click" and action.pos:
            for key, rect in self.hits.get("load", {}).items():
                if rect.collidepoint(action.pos):
                    if key[0] == "send":
                        self.done(seat)
                    else:
                        self.act(seat, {"player": seat, "kind": key[0], "mineral": key[1]})
                    return True
            if self.button_rects()["done"].collidepoint(action.pos):  # Send burro, below the store button
                self.done(seat)
                return True
            if seat == self.shown:
                for burro, rect in enumerate(self.layout.burro_rects):
                    if rect.collidepoint(action.pos):
                        self.choose_burro(seat, hand, burro)  # a used burro: the rules say why not
                        return True
        else:
            return False
        return True

    def handle_blackjack(self, seat: int, hand: Hand, action) -> bool:
        kind = action.kind
        if kind in ("left", "right", "up", "down", "prev", "next"):
            hand.focus = 1 - min(1, hand.focus)
        elif kind == "confirm":
            self.act(seat, {"player": seat, "kind": ("hit", "stay")[min(1, hand.focus)]})
        elif kind == "click" and action.pos:
            for name, rect in self.hits.get("blackjack", {}).items():
                if rect.collidepoint(action.pos):
                    self.act(seat, {"player": seat, "kind": name})
        else:
            return False
        return True

    # --- layout helpers -------------------------------------------------------------------------------
    def player_row(self, seat: int) -> pygame.Rect:
        height = min(62, PLAYERS.h // max(1, len(self.match.seats)))
        return pygame.Rect(PLAYERS.x, PLAYERS.y + seat * height, PLAYERS.w, height - 4)

    def player_at(self, pos) -> int | None:
        for seat in range(len(self.match.seats)):
            if self.player_row(seat).collidepoint(pos):
                return seat
        return None

    def button_rects(self) -> dict:
        store = self.layout.store
        done = pygame.Rect(store.x + store.w // 2 + 2, store.bottom - 50, store.w // 2 - 2, 48)
        if self.state.phase == "load":  # Send burro alone, the whole width
            done = pygame.Rect(store.x, store.bottom - 50, store.w, 48)
        return {
            "store": pygame.Rect(store.x, store.y + 40, store.w, 50),
            "undo": pygame.Rect(store.x, store.bottom - 50, store.w // 2 - 6, 48),
            "done": done,
            "tonic": pygame.Rect(store.x, store.y + 94, store.w, 40),
        }
