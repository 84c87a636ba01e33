"""The player panels down the right of the King of Copper table: colour and
shape, name, money (big), tokens in Finish, titles per district, face-down chips
(never their faces), tickets, Character Card, bad luck and the Anaconda."""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.king_of_copper import board as B
from game.king_of_copper.cards import CHARACTERS
from game.king_of_copper.phases import Phase
from game.king_of_copper.rules import bad_luck_left
from scenes.king_of_copper.layout import panel_rect
from scenes.king_of_copper.pieces import chip_image
from sprites import theme
from sprites.drawing import Kept

DISTRICT_MARKS = ("W", "C", "M", "D")
NAME_SIZE = 30
NAME_SMALL = 24  # a long name's two lines: capitals 12 px, still read from the sofa
CHIP = 22  # a face-down chip beside its count
WORDS_HEIGHT = 92  # px: a panel's name, cash, titles and chips (its notes below may give way)
SHORT_PANEL = 100  # px: shorter (four players), a panel's notes are lifted clear of its frame
NOTE = (120, 60, 30)  # a seat's notes: bot, its Character Card, tickets, bad luck, the Anaconda
REACH = 8  # px a word may reach past its panel's top or bottom (the money's $), kept in its drawn face


def title_box(rect: pygame.Rect, district: int) -> pygame.Rect:
    """The badge of a seat's titles in one district ("W1"), right of "Finish n/4"."""
    return pygame.Rect(rect.left + 150 + district * 35, rect.top + 40, 33, 28)


def chip_spot(rect: pygame.Rect, colour: str) -> pygame.Rect:
    """Where a seat's face-down chips of one colour are counted: green beside the titles, blue under."""
    row = 0 if colour == "green" else 1
    return pygame.Rect(rect.left + 292, rect.top + 43 + row * 26, CHIP + 3 + 22, CHIP)


def chip_counts(state, seat: int) -> dict[str, int]:
    """The seat's face-down chips by the colour of their backs, those it holds."""
    greens = sum(1 for chip in state.hands[seat] if chip.startswith("G"))
    counts = {"green": greens, "blue": len(state.hands[seat]) - greens}
    return {colour: count for colour, count in counts.items() if count}


class Panels:
    def __init__(self, app, match, board):
        self.app = app
        self.match = match
        self.board = board
        self.players = match.room_view().players
        self._panels: dict = {}
        self._faces = Kept()  # each seat's panel as last drawn
        self._shown = Kept()  # what each panel shows (shown()), for the match's version

    def rect(self, seat: int) -> pygame.Rect:
        return panel_rect(seat, self.players)

    def words(self) -> list[pygame.Rect]:
        """Where each panel's words are: the name, cash, titles, chips and notes in its top rows
        (a taller panel's foot is empty)."""
        rects = [self.rect(seat) for seat in range(self.players)]
        return [pygame.Rect(rect.topleft, (rect.w, min(rect.h, WORDS_HEIGHT))) for rect in rects]

    def explained(self) -> list[tuple[pygame.Rect, str]]:
        """The panels' badges the player aid explains: titles per district and the face-down chips."""
        state = self.match.room_view()
        things = []
        for seat in range(self.players):
            rect = self.rect(seat)
            things += [(title_box(rect, d), "titles") for d in range(4)]
            things += [(chip_spot(rect, colour), f"{colour}_chips") for colour in chip_counts(state, seat)]
        return things

    def _panel(self, rect) -> theme.Panel:
        key = tuple(rect)
        if key not in self._panels:
            self._panels[key] = theme.Panel(rect, "parchment", 16)
        return self._panels[key]

    def draw(self, surface, clock: float) -> None:
        state = self.match.room_view()
        cb = self.app.settings.colour_blind
        shown = self._shown.get(
            "shown", self.match.version(), lambda: [self.shown(state, s) for s in range(self.players)]
        )
        for seat in range(self.players):
            rect = self.rect(seat)
            money = self.board.picture.money[seat] if seat < len(self.board.picture.money) else state.money[seat]
            key = (rect.size, cb, money, shown[seat])  # drawn again only when what it shows changes
            face = self._faces.get(seat, key, partial(self._face, rect.size, seat, state, cb, money, shown[seat]))
            self._panel(rect).draw(surface)
            surface.blit(face, (rect.left, rect.top - REACH))
            picture = self.board.picture
            if seat == picture.current and picture.round and state.phase != Phase.OVER:
                glow = 3 + 2 * math.sin(clock * 5)
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(glow * 2, glow * 2), 5, border_radius=18)

    def shown(self, state, seat: int) -> tuple:
        """What a seat's panel shows besides its money: its tokens home, titles, chips and notes
        (a move changes one or two panels; four drawn in one frame made the slowest frames)."""
        home = sum(1 for t in state.tokens[seat] if t == "home")
        held = tuple(sum(1 for m in B.MINES if state.owner[m] == seat and B.district_of(m) == d) for d in range(4))
        return (home, len(state.tokens[seat]), held, tuple(chip_counts(state, seat).items()), self.notes(state, seat))

    def _face(self, size: tuple[int, int], seat: int, state, cb: bool, money: int, shown: tuple) -> pygame.Surface:
        face = pygame.Surface((size[0], size[1] + 2 * REACH), pygame.SRCALPHA)
        self._draw_face(face, pygame.Rect((0, REACH), size), seat, state, cb, money, shown)
        # Only its opaque pixels: the panel's own translucent ones are blended once, from the panel.
        face = pygame.mask.from_surface(face, 254).to_surface(setsurface=face, unsetcolor=(0, 0, 0, 0))
        return theme.display_ready(face)

    def _draw_face(self, surface, rect: pygame.Rect, seat: int, state, cb: bool, money: int, shown: tuple) -> None:
        """A seat's panel and what it shows, drawn only when it changes (at a move, or as the
        money counts up): four panels' words every frame were a good part of a frame."""
        self._panel(rect).draw(surface)
        info = self.match.seats[seat]
        theme.draw_player_badge(surface, (rect.left + 28, rect.top + 28), info.colour, 40, cb)
        if info.is_bot:  # under its badge: the row below keeps its width for what changes in play
            theme.draw_text(surface, "bot", (rect.left + 28, rect.top + 57), NAME_SMALL, NOTE, "center")
        cash = theme.draw_text(surface, f"${money:,}", (rect.right - 14, rect.top + 6), 44, theme.INK, "topright")
        self._draw_name(surface, info.name, pygame.Rect(rect.left + 54, rect.top + 2, cash.left - rect.left - 62, 42))
        y = rect.top + 42
        home, tokens, held, chips, notes = shown
        theme.draw_text(surface, f"Finish {home}/{tokens}", (rect.left + 54, y), theme.MIN_TEXT, theme.INK)
        for d, count in enumerate(held):  # titles per district: a letter and a count, never colour alone
            box = title_box(rect, d)
            pygame.draw.rect(surface, (214, 176, 96) if count else (226, 214, 186), box, border_radius=6)
            pygame.draw.rect(surface, theme.BROWN_DARK, box, 2, border_radius=6)
            theme.draw_text(surface, f"{DISTRICT_MARKS[d]}{count}", box.center, theme.MIN_TEXT, theme.INK, "center")
        for colour, count in chips:  # green and blue backs: all anybody sees
            spot = chip_spot(rect, colour)
            surface.blit(chip_image(colour, CHIP), spot.topleft)
            theme.draw_text(
                surface, f"{count}", (spot.left + CHIP + 3, spot.centery), theme.MIN_TEXT, theme.INK, "midleft"
            )
        self._draw_third_row(surface, rect, notes, "blue" in dict(chips), rect.top + 68)

    @staticmethod
    def _draw_name(surface, name: str, room: pygame.Rect) -> None:
        """The whole name beside the money: on one line when it fits, else on two at reading size."""
        if theme.font(NAME_SIZE).size(name)[0] <= room.w:
            theme.draw_text(surface, name, (room.left, room.centery), NAME_SIZE, theme.INK, "midleft")
        else:
            theme.draw_wrapped(surface, name, room, NAME_SMALL, theme.INK, line_gap=0)

    @staticmethod
    def notes(state, seat: int) -> str:
        """The panel's third row: the seat's character, tickets, bad luck and the Anaconda."""
        bits = []
        if state.characters[seat]:
            bits.append(CHARACTERS[state.characters[seat]]["name"].replace("The ", ""))
        if state.tickets[seat]:
            bits.append(f"tickets {len(state.tickets[seat])}")
        luck = bad_luck_left(state, seat)
        if luck:
            bits.append(f"bad luck {luck}")
        if state.anaconda == seat:
            bits.append("Anaconda!")
        return ", ".join(bits)

    @staticmethod
    def _draw_third_row(surface, rect, line: str, blue_chips: bool, y) -> None:
        if rect.h < 92:
            return
        if line:
            short = rect.h < SHORT_PANEL  # four panels: the notes go up under "bot", inside the frame, at 24 px
            left, y = (rect.left + 16, y - 6) if short else (rect.left + 12, y)
            room = (chip_spot(rect, "blue").left if blue_chips else rect.right - 14) - left
            fits = theme.font(theme.MIN_TEXT).size(line)[0] <= room and not short
            size = theme.MIN_TEXT if fits else NAME_SMALL
            two_lines = pygame.Rect(left, y, room, 2 * theme.font(size).get_linesize())
            if theme.font(size).size(line)[0] > room and two_lines.bottom <= rect.bottom - 4:
                theme.draw_wrapped(surface, line, two_lines, size, NOTE, line_gap=0)  # a taller panel: whole
            else:
                theme.draw_text(surface, theme.fit(line, size, room), (left, y), size, NOTE)
