"""Input on the boards laid over the Coal n' Write mine: the General Store
counter (a row per item, < and > for how many or which burro), loading a
burro at a round's end (choose one, + and - per mineral, Send) and the
blackjack table (Hit or Stay). Keys, pads and clicks make the same moves;
the rules refuse what isn't allowed and their sentence is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.coal_n_write import rules
from game.coal_n_write.content import MINERALS
from game.coal_n_write.moves import ChooseBurro, Hit, Load, Stay, Unload
from scenes.coal_n_write.panels import store_rows

if TYPE_CHECKING:
    from scenes.coal_n_write.input import Hand
    from scenes.coal_n_write.scene import CoalNWriteScene


def load_move(seat: int, verb: str, mineral: str) -> Load | Unload:
    """A mineral's + (load) or - (unload) on the burro being loaded."""
    if verb == "load":
        return Load(player=seat, kind="load", mineral=mineral)
    return Unload(player=seat, kind="unload", mineral=mineral)


def blackjack_move(seat: int, name: str) -> Hit | Stay:
    """Hit or Stay at the blackjack table."""
    return Hit(player=seat, kind="hit") if name == "hit" else Stay(player=seat, kind="stay")


class PanelControls:
    def __init__(self, scene: CoalNWriteScene):
        self.scene = scene
        self.app = scene.app
        self.controls = scene.controls

    def hits(self, name: str):
        """The open board's click rects, as laid out in update (Overlays.lay_out)."""
        return self.scene.overlays.hits.get(name, {})

    # --- the General Store counter ---------------------------------------------------------------
    def handle_store(self, seat: int, hand: Hand, action) -> bool:
        rows = store_rows(self.scene.state, seat, hand.held[0] if hand.held else -1, hand.choice)
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
            for i, rect in enumerate(self.hits("store")):
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
        rows = store_rows(self.scene.state, seat, hand.held[0] if hand.held else -1, {})
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
        if self.controls.act(seat, row["move"]):
            hand.held, hand.panel = [], ""

    # --- loading a burro ---------------------------------------------------------------------------
    def load_ring(self, seat: int) -> list[tuple]:
        """At a round's end: the unused burros (choose one); once one is
        chosen, the rows of the minerals the Ore Stash holds (left/right
        unload and load) and Send. Nothing empty or out of reach."""
        state = self.scene.state
        sheet = state.sheets[seat]
        ring: list[tuple] = [("burro", b) for b in rules.unused_burros(state, sheet)]
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
        return self.first_load_row(seat) if self.scene.state.sheets[seat].chosen >= 0 else 0

    def first_load_row(self, seat: int) -> int:
        """The first mineral row of the load ring, or Send when the Ore Stash is empty."""
        ring = self.load_ring(seat)
        return next((i for i, item in enumerate(ring) if item[0] == "load_row"), len(ring) - 1)

    def choose_burro(self, seat: int, hand: Hand, burro: int) -> None:
        if self.scene.state.sheets[seat].chosen == burro:  # chosen already: nothing to choose, on to loading it
            hand.focus = self.first_load_row(seat)
            return
        if self.controls.act(seat, ChooseBurro(player=seat, kind="choose_burro", burro=burro)):
            hand.focus = self.first_load_row(seat)  # on to loading it

    def handle_load(self, seat: int, hand: Hand, action) -> bool:
        controls = self.controls
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
            controls.act(seat, load_move(seat, "load" if kind == "right" else "unload", MINERALS[item[1]]))
        elif kind == "confirm":
            if item[0] == "burro":
                self.choose_burro(seat, hand, item[1])
            elif item[0] == "send":
                controls.done(seat)
            else:
                controls.act(seat, Load(player=seat, kind="load", mineral=MINERALS[item[1]]))
        elif kind == "back":
            if item[0] == "load_row":
                controls.act(seat, Unload(player=seat, kind="unload", mineral=MINERALS[item[1]]))
        elif kind == "button3" or (kind.startswith("button") and action.button == 3):
            controls.done(seat)
        elif kind == "click" and action.pos:
            return self.click_load(seat, hand, action.pos)
        else:
            return False
        return True

    def click_load(self, seat: int, hand: Hand, pos) -> bool:
        controls, board = self.controls, self.scene.board
        for key, rect in self.hits("load").items():
            if rect.collidepoint(pos):
                if key[0] == "send":
                    controls.done(seat)
                else:
                    controls.act(seat, load_move(seat, key[0], key[1]))
                return True
        if board.button_rects()["done"].collidepoint(pos):  # Send burro, below the store button
            controls.done(seat)
            return True
        if seat == board.shown:
            for burro, rect in enumerate(board.layout.burro_rects):
                if rect.collidepoint(pos):
                    self.choose_burro(seat, hand, burro)  # a used burro: the rules say why not
                    return True
        return True

    # --- the blackjack table -------------------------------------------------------------------------
    def handle_blackjack(self, seat: int, hand: Hand, action) -> bool:
        kind = action.kind
        if kind in ("left", "right", "up", "down", "prev", "next"):
            hand.focus = 1 - min(1, hand.focus)
        elif kind == "confirm":
            self.controls.act(seat, blackjack_move(seat, ("hit", "stay")[min(1, hand.focus)]))
        elif kind == "click" and action.pos:
            for name, rect in self.hits("blackjack").items():
                if rect.collidepoint(action.pos):
                    self.controls.act(seat, blackjack_move(seat, name))
        else:
            return False
        return True
