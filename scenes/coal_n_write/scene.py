"""The Coal n' Write table: one roll for everyone, a sheet for each player.

The dice tumble in the physics tray; the player building their turn has
their sheet shown large, the others sit in the list on the left (click one
to look at their sheet). The shared mouse and keyboard build for the first
waiting player who has no gamepad of their own; each gamepad builds for its
own player at the same moment, and the large sheet follows whoever acted.
A player whose phone is here builds on it (phone.py) at the same moment, never
on the TV: the list on the left shows how far each has got.
Every rule is decided in game/coal_n_write/rules.py.

The scene only wires its parts together: the board (board.py) animates the
rules' events and draws the table; the controls (input.py)
turn actions into moves through each hand's targets (targets.py); the overlays (overlays.py) draw what lies over the
sheet; the coach's tips (tips.py) and Learn to play (tutorial.py) point at it.
"""

from __future__ import annotations

import pygame

from game.coal_n_write.content import store_items
from game.core import IllegalMove
from scenes.coal_n_write.board import Board
from scenes.coal_n_write.input import Controls
from scenes.coal_n_write.layout import (
    BUNKHOUSE,
    PLAYERS,
    load_heading,
    load_rects,
    load_row,
    load_words,
    store_note,
    store_rects,
)
from scenes.coal_n_write.overlays import Overlays
from scenes.coal_n_write.targets import hand_targets
from scenes.coal_n_write.tips import CoachTips
from scenes.coal_n_write.tutorial import Tutorial
from scenes.kit.coach import Coach
from scenes.kit.game_scene import LOG_BUTTON_SIZE, GameScene
from scenes.kit.seats import SHARED
from scenes.kit.targets import Target, Targets


class CoalNWriteScene(GameScene):
    # The table's spots for what the kit draws over it: the Log button beside the title, the
    # recap over the players' list (the others' news beside their names, the Ore Stash and the
    # mine in sight), the bot caption and toasts in the top bar before the turn line.
    log_button = pygame.Rect((214, 2), LOG_BUTTON_SIZE)
    recap_area = pygame.Rect(PLAYERS.x - 4, PLAYERS.y + 2, 292, 300)
    hint_button = pygame.Rect(318, 2, 84, 46)  # a toast may cover it a moment: the top bar has no other room
    caption_area = pygame.Rect(408, 0, 470, 56)
    toast_area = pygame.Rect(318, 0, 560, 63)

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.phones.plays_on = True  # everyone builds on the roll at once: one seat's question holds up no phone
        self.board = Board(app, match, self.router)
        self.controls = Controls(self)
        self.overlays = Overlays(self)
        self.tutorial = Tutorial(self)
        self.tips = CoachTips(self)
        humans = any(not seat.is_bot for seat in match.seats)
        self.coach = Coach(app, match.spec.id, self.tips.tips(), enabled=humans and not demo)
        self.board.rebuild_tray()
        self.lay_out()

    # --- what the kit asks of a table ----------------------------------------------------------
    def busy(self) -> bool:
        return self.board.busy()

    def phone_seats(self) -> set[int]:
        """The seats building on their own phone now: those whose phone is here."""
        room = self.phones.room
        return set(room.connected) if room is not None and not self.demo else set()

    def table_to_act(self) -> list[int]:
        """The humans to act who build at the TV (a pad or the shared controls), not on a phone."""
        phones = self.phone_seats()
        return [seat for seat in self.human_to_act() if seat not in phones]

    def humans_up(self) -> list[int]:
        """The humans at the screen right now, for the table kit's hand-off
        banner: everyone builds on the same roll, but the shared controls
        (keyboard, mouse, unowned pads) build for one of them at a time (the
        large sheet's player while waiting, else the first waiting), and each
        seat with its own pad builds at once. When one on the shared controls
        presses Done, the next takes over: someone new is up. A phone's seat is never up here."""
        waiting = self.table_to_act()
        shared = self.router.seat_for(SHARED, waiting, prefer=self.board.shown)
        return [seat for seat in waiting if seat == shared or self.router.own_pad(seat)]

    def explained(self) -> list[tuple[pygame.Rect, str]]:
        """The large sheet's deposits, dig boxes, General Store (its button and goods, not Undo and
        Done) and burros, unless a board lies over the mine: its card would cover the board being
        used, which says what it needs itself. And the Ore Stash, the cash and the Bunkhouse
        (game/data/coal_n_write_aid.toml)."""
        sheet = self.board.layout
        things = [(rect, "deposit") for rect in sheet.deposits.values()]
        things += [(rect, "dig") for rect in sheet.dig_areas.values()]
        things += [(sheet.goods().union(sheet.buttons(False)["store"]), "store"), (sheet.burros, "burros")]
        if self.overlays.panel_open:
            things = []
        cash = pygame.Rect(sheet.header.right - 220, sheet.header.y, 220, sheet.header.h)
        return things + [(sheet.stash, "stash"), (cash, "cash"), (BUNKHOUSE, "bunkhouse")]

    def reading_rects(self) -> list[pygame.Rect]:
        """The Ore Stash, the turn line, the sheet's name and the players' list, and the words of a
        board open over the mine (the loading board's names and counts, the store's note on its
        focused row): the kit's cards, recap, tips and toasts keep off them."""
        layout, panel = self.board.layout, self.overlays.panel_open
        board = {"load": [load_words(layout.panel)], "store": [store_note(layout.store_panel)]}.get(panel, [])
        return [layout.stash, self.board.status_rect(), layout.header, PLAYERS, *board]

    def about_rects(self, about: str) -> list[pygame.Rect]:
        """What a Learn to play step talks about: "burros" (the burro row, and the loading board's
        heading that asks for one while it is open), "loading" (that heading: which burro, how full, and the Send buttons that end it),
        "store" (the store's rows while its board is open, else the store goods), "stash" (the Ore Stash)."""
        layout = self.board.layout
        hand = self.controls.hand_of_seat(self.board.shown)
        if about == "store" and hand.panel == "store" and hand.held:  # opened by this frame's press
            return store_rects(layout.store_panel, len(store_items(self.state.solo)))
        heading = [load_heading(layout.panel)] if self.overlays.panel_open == "load" else []
        if about == "loading":  # and where the loading ends: Send, the step a card about it leads to
            sends = [load_rects(layout.panel)[("send",)], self.board.button_rects()["done"]] if heading else []
            return heading + sends
        return {"burros": [layout.burros, *heading], "store": [layout.store], "stash": [layout.stash]}.get(about, [])

    def dice_rects(self) -> list[pygame.Rect]:
        """The tray's dice and those resting in the Bunkhouse: no overlay hides a die."""
        return super().dice_rects() + list(self.board.bunkhouse_rects().values())

    def tutorial_spots(self, move: dict) -> list[pygame.Rect]:
        """Learn to play's lit places (the kit's, from the targets); a load or unload lights its
        whole row on the loading board, so the mineral's name stays in sight beside its + or -,
        and at the store counter what the item does is lit beside its row."""
        layout, panel, spots = self.board.layout, self.overlays.panel_open, super().tutorial_spots(move)
        if move.get("kind") in ("load", "unload") and panel == "load" and spots:
            return spots + [load_row(layout.panel, move["mineral"])]
        return spots + [store_note(layout.store_panel)] if panel == "store" and spots else spots

    def targets(self) -> list[Target]:
        """The large sheet's hand's targets (targets.py); a pad's hand makes its own as it acts.
        None while the large sheet is a phone's player's: the TV only shows it."""
        if self.board.shown in self.phone_seats():
            return []
        return hand_targets(self, self.controls.take_hand(self.board.shown))

    def refresh_targets(self) -> None:
        """The kit's layer is the large sheet's hand's: Learn to play and a hint act through it
        (a phone's hand keeps its own: the TV's layer for its sheet is an empty one)."""
        shown = self.board.shown
        self.layer = Targets() if shown in self.phone_seats() else self.controls.take_hand(shown).layer
        super().refresh_targets()

    def choose_move(self, move: dict) -> None:
        self.controls.choose(move)  # type: ignore[arg-type]  # a target's move is one the rules listed

    def undo(self, seat: int) -> None:
        """Take back this player's last placement of the turn, as the rules allow (Match.undo)."""
        try:
            self.match.undo(seat)
        except IllegalMove as err:
            self.app.toasts.show(str(err), "error")
            self.app.sounds.play("error")
            return
        self.board.fresh.pop(seat, None)
        self.app.sounds.play("flip")
        self._save()

    # --- the game loop ----------------------------------------------------------------------------
    def on_events(self, events: list[dict]) -> None:
        self.board.timeline.play(events)
        self.controls.on_events(events)
        self.tips.on_events(events)

    def update(self, dt: float) -> None:
        self.board.update(dt)
        self.controls.tick(dt)
        super().update(dt)
        self.controls.follow_actor()
        self.lay_out()
        self.coach.update(dt)

    def lay_out(self) -> None:
        """Everything the large sheet shows that input reads too, worked out
        here so drawing only reads it: the shown player's hand, the dice that
        glow in the tray, and which board lies over the mine, with its click rects."""
        self.controls.lay_out()
        self.overlays.lay_out()
        self.board.lay_out_labels(self.overlays.panel_rects(), self.overlays.name_tag())
        self.board.phoned = self.phone_seats()
        if self.guide is not None:
            self.tutorial.place_card()

    def handle(self, action) -> bool:
        if super().handle(action):
            return True
        return self.controls.handle(action)

    def draw(self, surface) -> None:
        board, overlays, seat = self.board, self.overlays, self.board.shown
        hand = self.controls.hand_of_seat(seat)
        acting = self.controls.acting(seat)
        glow = self.controls.glow(seat, hand, acting)
        board.draw_table(surface)
        board.draw_sheet(surface, glow)
        board.draw_store_corner(surface, "store" in glow, acting, acting and self.controls.can_tonic(seat))
        overlays.draw_focus(surface, seat, hand, acting)
        overlays.draw_panel(surface, seat, hand)
        board.draw_die_keys(surface)
        overlays.draw_bot_preview(surface)
        board.draw_motion(surface)
        self.coach.draw(surface)
        if self.demo:
            self.draw_demo_banner(surface)
