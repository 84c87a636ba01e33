"""What sits over the Coal n' Write table: the board laid over the large
sheet's mine (loading a burro, the blackjack table, the store counter),
laid out in update with the rects its clicks hit; the keyboard's focus
frame; and the frame round the move a bot is about to make, or a person's
hint (GameScene.bot_preview), with the dice it would use lifted. Drawing
only reads what update laid out."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.coal_n_write.content import MINERALS, store_items
from game.coal_n_write.odds import HitOdds, hit_odds
from game.coal_n_write.phases import Phase
from scenes.coal_n_write.board import TAG_SIZE
from scenes.coal_n_write.layout import blackjack_rects, load_rects, store_rects
from scenes.coal_n_write.panels import draw_blackjack, draw_load, draw_store, store_rows
from scenes.coal_n_write.targets import focused_key
from sprites import theme

if TYPE_CHECKING:
    from scenes.coal_n_write.input import Hand
    from scenes.coal_n_write.scene import CoalNWriteScene

FOCUS_BLUE = (40, 110, 220)
CORNER = 0.3  # the focus's corner marks on a die: this share of its side each


def draw_corners(surface, colour, rect: pygame.Rect, width: int) -> None:
    """Four L-shaped marks at the corners of `rect`."""
    arm = round(min(rect.w, rect.h) * CORNER)
    for x, y, dx, dy in (
        (rect.left, rect.top, 1, 1),
        (rect.right - 1, rect.top, -1, 1),
        (rect.left, rect.bottom - 1, 1, -1),
        (rect.right - 1, rect.bottom - 1, -1, -1),
    ):
        pygame.draw.line(surface, colour, (x, y), (x + dx * arm, y), width)
        pygame.draw.line(surface, colour, (x, y), (x, y + dy * arm), width)


class Overlays:
    def __init__(self, scene: CoalNWriteScene):
        self.scene = scene
        self.app = scene.app
        self.board = scene.board
        self.panel_open = ""  # the board over the large sheet's mine: "", "load", "blackjack" or "store"
        self.hits: dict = {}  # that board's click rects, laid out with it in update

    def lay_out(self) -> None:
        """Which board lies over the large sheet's mine, with its click rects."""
        scene, seat = self.scene, self.board.shown
        hand = scene.controls.hand_of_seat(seat)
        acting = scene.controls.acting(seat)
        layout, state = self.board.layout, scene.state
        if state.phase == Phase.LOAD and acting:
            self.panel_open, self.hits = "load", {"load": load_rects(layout.panel)}
        elif state.sheets[seat].blackjack is not None:
            self.panel_open, self.hits = "blackjack", {"blackjack": blackjack_rects(layout.blackjack_panel)}
        elif hand.panel == "store" and hand.held and acting:
            rows = len(store_items(state.solo))
            self.panel_open, self.hits = "store", {"store": store_rects(layout.store_panel, rows)}
        else:
            self.panel_open, self.hits = "", {}

    def hit_odds(self, seat: int) -> HitOdds | None:
        """The odds of a hit for the seat's blackjack hand, worked out once per state."""
        scene = self.scene
        return scene.once_per_move(f"hit odds {seat}", lambda: hit_odds(scene.state, seat))

    # --- a bot's next move, or a person's hint ----------------------------------------------------
    def preview_rects(self) -> list[pygame.Rect]:
        """Where the move a bot is about to make (GameScene.bot_preview) marks
        the large sheet: the deposit it claims, the dig box it scratches, the
        store or Done, the burro it chooses or loads. Nothing when the sheet
        shown is someone else's."""
        preview = self.scene.bot_preview
        if preview is None or preview[0] != self.board.shown:
            return []
        seat, move = preview
        state = self.scene.state
        sheet, layout, buttons = state.sheets[seat], self.board.layout, self.board.button_rects()
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
            items = store_items(state.solo)
            return [store_rects(layout.store_panel, len(items))[items.index(move["item"])]]
        if kind in ("hit", "stay"):
            return [blackjack_rects(layout.blackjack_panel)[kind]]
        named = {"store": "store", "confirm": "done", "tonic": "tonic"}.get(str(kind))
        return [buttons[named]] if named else []

    def preview_dice(self) -> list[int]:
        """The dice the previewed bot move uses, lifted in the tray."""
        preview = self.scene.bot_preview
        if preview is None or preview[0] != self.board.shown:
            return []
        move = preview[1]
        return list(move.get("dice", [])) + ([move["die"]] if "die" in move else [])

    def draw_bot_preview(self, surface) -> None:
        """A bot's next move, held on screen at a relaxed pace: a thick frame in
        its colour round what it will mark, tagged with its name."""
        rects = self.preview_rects()
        preview = self.scene.bot_preview
        if not rects or preview is None:
            return
        seat = preview[0]
        seats = self.scene.match.seats
        colour = theme.player_colour(seats[seat].colour, self.app.settings.colour_blind)
        pulse = 0.5 + 0.5 * abs(((self.board.clock * 2.2) % 2) - 1)
        for rect in rects:
            frame = rect.inflate(10 + 6 * pulse, 10 + 6 * pulse)
            pygame.draw.rect(surface, theme.INK, frame.inflate(4, 4), 3, border_radius=10)
            pygame.draw.rect(surface, colour, frame, 6, border_radius=10)
        label = self.board.label_spots.get(("tag",))
        if label is not None:  # laid out in update by the board's labels, clear of the buttons and dice
            pygame.draw.rect(surface, theme.INK, label, border_radius=8)
            pygame.draw.rect(surface, colour, label, 3, border_radius=8)
            theme.draw_text(surface, seats[seat].name, label.center, TAG_SIZE, theme.CREAM, "center")

    def name_tag(self) -> tuple[str, pygame.Rect] | None:
        """The previewed player's name and the frame it goes beside, for the board's labels."""
        rects, preview = self.preview_rects(), self.scene.bot_preview
        if not rects or preview is None:
            return None
        return self.scene.match.seats[preview[0]].name, rects[0].inflate(16, 16)

    def panel_rects(self) -> list[pygame.Rect]:
        """The buttons and rows of the board open over the mine (pieces no label covers)."""
        found: list[pygame.Rect] = []
        for hits in self.hits.values():
            found += list(hits.values()) if isinstance(hits, dict) else list(hits)
        return found

    # --- the keyboard's focus and the board over the mine ------------------------------------------
    def draw_focus(self, surface, seat: int, hand: Hand, acting: bool) -> None:
        """The focus frame of the hand building on the large sheet, while it builds or picks a
        burro (the boards over the mine mark their own focused row)."""
        target = hand.layer.focused if acting else None
        if target is None or target.group in ("store", "load", "blackjack") or target.key == ("send",):
            return
        if target.group == "die":  # only its corners: a die in hand wears a whole gold band instead
            draw_corners(surface, FOCUS_BLUE, target.shown.inflate(12, 12), 5)
        else:
            pygame.draw.rect(surface, FOCUS_BLUE, target.shown.inflate(10, 10), 4, border_radius=8)

    def draw_panel(self, surface, seat: int, hand: Hand) -> None:
        """The board open over the mine, with the hand's focus on it."""
        layout, state = self.board.layout, self.scene.state
        sheet = state.sheets[seat]
        key = focused_key(hand.layer)
        if self.panel_open == "load":
            row = MINERALS.index(key[1]) if key[:1] in (("load",), ("unload",)) else (4 if key == ("send",) else -1)
            draw_load(surface, layout.panel, state, seat, row)
        elif self.panel_open == "blackjack":
            focus = 1 if key == ("stay",) else 0
            draw_blackjack(surface, layout.blackjack_panel, sheet, focus, self.board.last_bj_die, self.hit_odds(seat))
        elif self.panel_open == "store":
            rows = store_rows(state, seat, hand.held[0], hand.choice)
            title = "General Store (" + ("a game alone" if state.solo else "a game with friends") + ")"
            draw_store(surface, layout.store_panel, rows, key[1] if key[:1] == ("store_row",) else -1, title)
