"""King of Copper's choice screens over the table: robbing a face-down chip,
choosing a Character Card, cashing chips at Finish, the deep-mining peek,
a trade offer being built, and the answer to one.

An overlay only gathers a choice; the move goes to the game scene, which
sends it to the rules (a refused move shows the rules' sentence)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.contract import Move
from game.king_of_copper import board as B
from game.king_of_copper.cards import TICKETS, ticket_of
from game.king_of_copper.moves import CancelOffer
from game.king_of_copper.phases import Phase
from scenes.king_of_copper.labels import largest
from scenes.king_of_copper.pieces import chip_image
from scenes.kit.input import KBM, RING_STEPS
from scenes.kit.manager import Scene
from scenes.kit.seats import anyone
from scenes.kit.targets import STEPS
from scenes.kit.tutorial import StandsInForTable
from sprites import theme

PANEL = pygame.Rect(120, 90, 1040, 560)
# In Learn to play a choice screen sits left of the guide's card (tutorial.CARD_SPOTS), which says what to pick.
GUIDED_PANEL = pygame.Rect(16, 70, 644, 630)
TRADE_ROWS, TRADE_PAGE = 8, 24  # a trade's entries: rows to a column, entries to a page
CARD_BUTTONS_THAT_LEAVE = ("Back", "Skip")  # the guide's buttons that rebuild or leave the table under a screen
TITLE_SIZES = (theme.LARGE, theme.BODY, theme.SMALL)  # a screen's title shrinks to stay whole
LABEL_SIZES = (theme.BODY, theme.SMALL, theme.MIN_TEXT)  # and so does an option's label


@dataclass
class Option:
    label: str
    move: Move | None  # None: just close the overlay
    image: pygame.Surface | None = None
    sub: str = ""
    enabled: bool = True
    reason: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    look: dict = field(default_factory=dict)  # how a phone draws it (kit PhoneTarget.look): a chip as a coin


class ChoiceOverlay(StandsInForTable, Scene):
    """A heading, a sentence and a row (or grid) of options. Arrows or the
    d-pad move the focus, confirm or a click picks, keys 1-4 pick directly.
    `accepts(source)`, when given, limits input to the controls that act for
    the seat (SeatRouter.accepts); without it anyone may answer.

    In Learn to play it stands in for the table while it is up (as Stripmine's pick screen
    does): the table's guide lights the step's option, draws its card beside the screen and
    takes its keys; a screen that only shows something (a chip's face) closes with the card."""

    opaque = False

    def __init__(
        self,
        app,
        game_scene,
        seat: int,
        title: str,
        text: str,
        options: list[Option],
        accepts=anyone,
        closable: bool = True,
        columns: int = 0,
    ):
        super().__init__(app)
        self.game_scene = game_scene
        self.seat = seat
        self.title = title
        self.text = text
        self.options = options
        self.accepts = accepts
        self.closable = closable
        self.focus = 0
        self.box = GUIDED_PANEL if game_scene.guide is not None else PANEL
        self.panel = theme.Panel(self.box, "parchment")
        most = 2 if self.box is GUIDED_PANEL else 4  # the narrow screen's options keep their words whole
        self._layout(min(columns or len(options), most))
        self.text_rect = pygame.Rect(self.box.left + 40, self.box.top + 92, self.box.w - 80, 0)
        self.text_rect.h = min(o.rect.top for o in options) - 10 - self.text_rect.top if options else 150
        self.shows_only = all(option.move is None for option in options)  # a face to see, nothing to choose
        self.read_when_opened = self._reading()
        guided = self.guided_option()
        if guided is not None:
            self.focus = guided

    def _layout(self, columns: int) -> None:
        box = self.box
        rows = (len(self.options) + columns - 1) // max(1, columns)
        tall = any(o.image is not None for o in self.options)
        height = 190 if tall else 84
        width = min(300 if columns > 2 else 420, (box.w - 60) // max(1, columns) - 16)
        top = box.bottom - 40 - rows * (height + 14)
        for i, option in enumerate(self.options):
            row, col = divmod(i, columns)
            in_row = min(columns, len(self.options) - row * columns)
            left = box.centerx - (in_row * (width + 16) - 16) / 2
            option.rect = pygame.Rect(left + col * (width + 16), top + row * (height + 14), width, height)
        self.columns = columns

    # --- Learn to play: this screen stands in for the table while it is up ----------------------
    def busy(self) -> bool:
        return self.game_scene.busy()

    def _reading(self):
        guide = self.guide
        return guide.tutor.reading() if guide is not None else None

    def guided_option(self) -> int | None:
        """The option the learner's step picks, if it is on this screen."""
        guided = self.game_scene.guided_move()
        return next((i for i, option in enumerate(self.options) if guided and option.move == guided), None)

    def words_rect(self) -> pygame.Rect:
        """The title and the sentence under it."""
        return self.text_rect.union(pygame.Rect(self.box.left + 20, self.box.top + 16, self.box.w - 40, 60))

    def reading_rects(self) -> list[pygame.Rect]:
        """What the guide's card keeps off while this screen is up: its words and its options."""
        return [self.words_rect()] + [option.rect for option in self.options]

    def tutorial_spots(self, move: dict) -> list[pygame.Rect]:
        """The step's option, and the words that say what it does (the rest is dimmed)."""
        found = [option.rect for option in self.options if option.move == move]
        return found + [self.words_rect()] if found else []

    def tutorial_focus(self, move: dict) -> None:
        guided = self.guided_option()
        if guided is not None:
            self.focus = guided

    def try_move(self, move: Move) -> None:
        """The step's move made for the chooser, as picking it would: back to the table, which takes it."""
        self.app.scenes.pop()
        self.game_scene.overlay_done(move)

    def leave(self) -> None:
        """Off the screen unanswered (for the guide's Back or Skip): the table asks again if need be."""
        self.app.scenes.pop()
        self.game_scene.decisions.prompted = None

    def guided_action(self, action) -> bool:
        """Learn to play: the guide's card and refusals work here as on the table; its Back and Skip
        leave this screen first, since they rebuild or leave the table under it."""
        guide = self.guide
        if guide is None or guide.card is None:  # the guide takes any controls, as over the table
            return False
        pos = action.pos if action.kind == "click" else None
        leaving = [
            b for b in guide.card.buttons if b.label in CARD_BUTTONS_THAT_LEAVE and pos and b.rect.collidepoint(pos)
        ]
        if guide.steps_back(action) or leaving:
            self.leave()
        return guide.handle(action)

    def update(self, dt: float) -> None:
        guide = self.guide
        if guide is None:
            return
        if self.shows_only and (self.read_when_opened is None or self._reading() != self.read_when_opened):
            self.app.scenes.pop()  # its card is read (or there was none): the face it showed goes with it
            return
        self.game_scene.refresh_targets()  # the table's own targets are gone while this screen is up
        guide.update(dt)
        guided = self.guided_option()
        if guided is not None:
            self.focus = guided  # the focus rests only on the step's option, as on the table

    # --- choosing ------------------------------------------------------------------------------
    def pick(self, index: int) -> None:
        option = self.options[index]
        if not option.enabled:
            self.app.toasts.show(option.reason or "Not now.", "error")
            self.app.sounds.play("error")
            return
        if self.guide is not None and option.move is not None and self.guide.refuses(option.move):
            return  # not the step's choice: the guide says so, and the screen stays
        self.app.sounds.play("click")
        self.app.scenes.pop()
        self.game_scene.overlay_done(option.move)

    def handle(self, action) -> bool:
        if self.guided_action(action):
            return True
        if not self.accepts(action.source):
            return True  # another player's press: this screen refuses it, and back must not close it
        kind = action.kind
        count = len(self.options)
        if kind in STEPS and self.guided_option() is not None:
            return True  # in Learn to play the focus rests only on the step's option, as on the table
        if kind in ("left", "prev"):
            self.focus = (self.focus - 1) % count
            self.app.sounds.play("move")
        elif kind in ("right", "next"):
            self.focus = (self.focus + 1) % count
            self.app.sounds.play("move")
        elif kind == "up":
            self.focus = (self.focus - self.columns) % count
        elif kind == "down":
            self.focus = (self.focus + self.columns) % count
        elif kind == "confirm":
            self.pick(self.focus)
        elif kind in ("point", "click") and action.pos:
            for i, option in enumerate(self.options):
                if option.rect.collidepoint(action.pos):
                    self.focus = i
                    if kind == "click":
                        self.pick(i)
                    return True
            return False
        elif kind.startswith("button") and action.button is not None and action.source == "kbm":
            if action.button < count:
                self.pick(action.button)
        else:
            return False
        return True

    def back(self) -> bool:
        """Back or pause closes an overlay that may be closed without a choice."""
        if not self.closable:
            return False
        self.app.scenes.pop()
        self.game_scene.overlay_done(None)
        return True

    def draw(self, surface) -> None:
        box = self.box
        surface.blit(theme.veil(surface.get_size(), (0, 0, 0), 150), (0, 0))
        self.panel.draw(surface)
        seat = self.game_scene.match.seats[self.seat]
        theme.draw_player_badge(surface, (box.left + 50, box.top + 50), seat.colour, 56, self.app.settings.colour_blind)
        size = largest(self.title, TITLE_SIZES, box.w - 130, display=True)
        theme.draw_text(
            surface,
            theme.fit(self.title, size, box.w - 130, display=True),
            (box.left + 90, box.top + 50),
            size,
            theme.INK,
            "midleft",
            display=True,
        )
        theme.draw_wrapped(surface, self.text, self.text_rect, theme.SMALL, theme.INK)
        for i, option in enumerate(self.options):
            self._draw_option(surface, option, i == self.focus, i)
        if self.closable:
            theme.draw_text(
                surface,
                "Back / B: close",
                (box.right - 24, box.bottom - 8),
                theme.MIN_TEXT,
                theme.DIM,
                "bottomright",
            )
        if self.guide is not None:
            self.guide.draw(surface)

    def _draw_option(self, surface, option: Option, focused: bool, index: int) -> None:
        rect = option.rect
        fill = theme.GOLD if focused else ((120, 100, 80) if not option.enabled else theme.WOOD)
        if focused:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(10, 10), border_radius=18)
        pygame.draw.rect(surface, fill, rect, border_radius=14)
        pygame.draw.rect(surface, theme.BROWN_DARK, rect, 4, border_radius=14)
        ink = theme.INK if focused else theme.CREAM
        if option.image is not None:
            surface.blit(option.image, option.image.get_rect(center=(rect.centerx, rect.top + 70)))
            size = largest(option.label, (theme.SMALL, theme.MIN_TEXT), rect.w - 12)
            theme.draw_text(
                surface,
                theme.fit(option.label, size, rect.w - 12),
                (rect.centerx, rect.bottom - 56),
                size,
                ink,
                "midtop",
            )
        else:
            size = largest(option.label, LABEL_SIZES, rect.w - 20)
            theme.draw_text(surface, theme.fit(option.label, size, rect.w - 20), rect.center, size, ink, "center")
        if option.sub:
            theme.draw_text(
                surface,
                theme.fit(option.sub, theme.MIN_TEXT, rect.w - 12),
                (rect.centerx, rect.bottom - 26),
                theme.MIN_TEXT,
                ink,
                "midtop",
            )
        if index < 4 and self.accepts(KBM):  # keys 1-4 pick
            theme.draw_text(surface, str(index + 1), (rect.left + 10, rect.top + 4), theme.MIN_TEXT, ink)


CHIP_NAMES = {"sacred": "Sacred Sapphire", "great_blue": "Great Blue Sapphire", "fools": "Fool's Gold"}


def chip_words(state, chip: str) -> str:
    """A chip's face in words ("$300 ore", "Sacred Sapphire"), for the one who may see it."""
    kind = state.chip_kind.get(chip, "?")
    return CHIP_NAMES.get(kind, f"${state.chip_value.get(chip, '?')} ore")


def chip_label(state, chip: str) -> tuple[str, pygame.Surface]:
    """A chip's words and picture, face up (for the one who may see it)."""
    kind = state.chip_kind.get(chip, "?")
    value = state.chip_value.get(chip, "?")
    colour = "green" if chip.startswith("G") else "blue"
    sapphire = kind if kind in ("sacred", "great_blue") else ""
    return chip_words(state, chip), chip_image(colour, 96, True, 0 if kind == "fools" else value, sapphire)


def describe_trade(trade: dict, names: list[str]) -> tuple[str, str]:
    """(what the offerer gives, what they ask for) in words."""

    def words(items, money):
        parts = []
        for item in items:
            if item.startswith("ticket"):
                parts.append(TICKETS.get(ticket_of(int(item[6:])), "a ticket"))
            else:
                parts.append(f"{B.MINE_NAMES[item]} title ({B.DISTRICTS[B.district_of(item)]})")
        if money:
            parts.append(f"${money}")
        return ", ".join(parts) or "nothing"

    return words(trade["give"], trade["give_money"]), words(trade["get"], trade["get_money"])


def trade_entries(game_scene, seat: int) -> list[tuple[str, Move]]:
    """(label, move) for every legal change to the offer `seat` builds, then Send and Cancel: on
    the trade screen and on the offerer's phone alike."""
    state = game_scene.state
    if state.phase != Phase.TRADE_BUILD:
        return []
    names = game_scene.names
    entries = []
    for move in game_scene.match.legal_moves(seat):
        kind = move["kind"]
        if kind == "offer_to":
            entries.append((f"Offer to {names[move['with']]} instead", move))
        elif kind == "offer_item":
            item = move["item"]
            chosen = item in state.trade[move["side"]]
            if item.startswith("ticket"):
                what = TICKETS.get(ticket_of(int(item[6:])), "ticket")
            else:
                district = B.district_of(item)
                assert district is not None  # every mine sits in a district
                what = f"{B.MINE_NAMES[item]} ({B.DISTRICTS[district][:6]})"
            verb = (
                ("[x] give " if chosen else "[ ] give ")
                if move["side"] == "give"
                else ("[x] ask " if chosen else "[ ] ask ")
            )
            entries.append((verb + what, move))
        elif kind == "offer_money":
            sign = "+" if move["amount"] > 0 else "-"
            who = "you pay" if move["side"] == "give" else "they pay"
            entries.append((f"{sign}$50 {who}", move))
    for move in game_scene.match.legal_moves(seat):
        if move["kind"] == "send_offer":
            entries.append(("Send the offer", move))
    entries.append(("Cancel the trade", CancelOffer(player=seat, kind="cancel_offer")))
    return entries


class TradeOverlay(Scene):
    """Building a trade offer: every change is a rules move, so the offer on
    screen is always the one in the state. Left/right picks a column,
    up/down an item, confirm toggles it."""

    opaque = False

    def __init__(self, app, game_scene, seat: int):
        super().__init__(app)
        self.game_scene = game_scene
        self.seat = seat
        self.focus = 0
        self.panel = theme.Panel(PANEL, "parchment")
        self.first = 0  # the first entry on the page shown
        self.rows: list[tuple[str, Move, pygame.Rect]] = []  # that page's entries and where they sit
        self.lay_out()

    @property
    def state(self):
        return self.game_scene.state

    def _entries(self) -> list[tuple[str, Move]]:
        return trade_entries(self.game_scene, self.seat)

    def handle(self, action) -> bool:
        entries = self._entries()
        if not entries:
            self.app.scenes.pop()
            return True
        if not self.game_scene.router.may_act(self.seat, action.source):
            return True  # the offer is built on the offerer's own controls
        kind = action.kind
        self.focus = min(self.focus, len(entries) - 1)
        if kind in RING_STEPS:
            self.focus = (self.focus + RING_STEPS[kind]) % len(entries)
            self.app.sounds.play("move")
        elif kind == "confirm":
            self._do(entries[self.focus][1])
        elif kind in ("point", "click") and action.pos:
            for i, (_, move, rect) in enumerate(self.rows, start=self.first):
                if rect.collidepoint(action.pos):
                    self.focus = i  # an index into every entry, so a click on page 2 stays on page 2
                    if kind == "click":
                        self._do(move)
                    return True
            return False
        else:
            return False
        return True

    def back(self) -> bool:
        """Back or pause cancels the trade."""
        self._do(CancelOffer(player=self.seat, kind="cancel_offer"))
        return True

    def _do(self, move: Move) -> None:
        self.app.sounds.play("click")
        self.game_scene.try_move(move)
        if self.state.phase != Phase.TRADE_BUILD:
            self.app.scenes.pop()
            return
        moves = [m for _, m in self._entries()]
        if move in moves and moves.index(move) // TRADE_PAGE == self.first // TRADE_PAGE:
            self.focus = moves.index(move)  # the entry just changed, when the list moved it within the page
        self.lay_out()

    def update(self, dt: float) -> None:
        if self.state.phase != Phase.TRADE_BUILD and self.app.scenes.top is self:
            self.app.scenes.pop()
        self.lay_out()

    def lay_out(self) -> None:
        """The page of entries on show and where each row sits, for drawing and
        for clicks; a long list pages with the focus."""
        if self.state.trade is None:
            return
        entries = self._entries()
        self.focus = min(self.focus, max(0, len(entries) - 1))
        self.first = self.focus // TRADE_PAGE * TRADE_PAGE
        self.rows = []
        for i, (label, move) in enumerate(entries[self.first : self.first + TRADE_PAGE]):
            col, row = divmod(i, TRADE_ROWS)
            rect = pygame.Rect(PANEL.left + 30 + col * 330, PANEL.top + 150 + row * 48, 318, 42)
            self.rows.append((label, move, rect))

    def draw(self, surface) -> None:
        surface.blit(theme.veil(surface.get_size(), (0, 0, 0), 150), (0, 0))
        self.panel.draw(surface)
        state = self.state
        if state.trade is None:
            return
        names = self.game_scene.names
        trade = state.trade
        theme.draw_text(
            surface,
            f"Trade: {names[self.seat]} offers {names[trade['with']]}",
            (PANEL.left + 30, PANEL.top + 20),
            theme.LARGE,
            theme.INK,
        )
        give, get = describe_trade(trade, names)
        theme.draw_wrapped(surface, f"You give: {give}", (PANEL.left + 30, PANEL.top + 80, 480, 64), 28, theme.INK)
        theme.draw_wrapped(surface, f"You get: {get}", (PANEL.left + 530, PANEL.top + 80, 480, 64), 28, theme.INK)
        from game.king_of_copper.cards import GAME

        left = GAME["offer_edits"] - trade["edits"]
        theme.draw_text(
            surface, f"{left} changes left", (PANEL.right - 30, PANEL.top + 34), theme.MIN_TEXT, theme.DIM, "topright"
        )
        pages = (len(self._entries()) + TRADE_PAGE - 1) // TRADE_PAGE
        if pages > 1:
            theme.draw_text(
                surface,
                f"Page {self.first // TRADE_PAGE + 1} of {pages}: up and down turn the page",
                (PANEL.centerx, PANEL.bottom - 12),
                theme.MIN_TEXT,
                theme.INK,
                "midbottom",
            )
        for i, (label, _, rect) in enumerate(self.rows, start=self.first):
            focused = i == self.focus
            pygame.draw.rect(surface, theme.GOLD if focused else theme.WOOD, rect, border_radius=10)
            theme.draw_text(
                surface,
                theme.fit(label, 28, rect.w - 16),
                (rect.left + 10, rect.centery),
                28,
                theme.INK if focused else theme.CREAM,
                "midleft",
            )
