"""A question over the table before a costly or irreversible move: what it
will do, in a few lines, and two buttons. The safe answer has the focus, so
a stray press never makes the move; Back or Esc is the safe answer too. Over
a table it keeps clear of what it asks about (the table's focus): the panel
sits beside it and the shade leaves it lit; a toast (a hint) keeps off the
panel. Its words are never cut: the panel grows to hold them. A question for one seat (`seat`) is asked on that
seat's phone too, when it has one (scenes/kit/phones.py); an answer on
either closes it on both."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.kit import ui
from scenes.kit.keep_clear import MARGIN, place
from scenes.kit.manager import Scene
from sprites import theme

PANEL = pygame.Rect(0, 0, 640, 420)  # the panel's width, and its height at the least
WIDTHS = (PANEL.w, 520, 460)  # narrower, to fit beside what it asks about
PANEL.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
TITLE_SIZES = (theme.LARGE, theme.BODY, theme.SMALL)  # the title's display face shrinks to fit on one line
TEXT = theme.SMALL
BUTTONS = 2 * 62 + 12  # two buttons and the gap between
ARM_SECONDS = 0.3  # a press still held from the move that asked is not the answer
TOAST_ROOM = 440  # px wide: room where a toast's words run in a few lines, not one word a line


class ConfirmScene(Scene):
    """`lines` say what the move does (cash earned, what is lost); `on_yes`
    makes the move, `on_no` (optional) runs when the player keeps playing.
    `accepts(source)` says whose controls may answer (default: anyone);
    `seat`, the player asked, whose phone may answer too (None: nobody's); `keep_lit=False`: the
    question is not about the focus below (Leave Boomtown?), so it stands in the middle."""

    opaque = False

    def __init__(
        self,
        app,
        title: str,
        lines: list[str],
        yes_label: str,
        on_yes: Callable[[], None],
        no_label: str = "Not yet",
        on_no: Callable[[], None] | None = None,
        accepts: Callable[[str], bool] = lambda source: True,
        seat: int | None = None,
        keep_lit: bool = True,
    ):
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.seat = seat
        self.labels = (no_label, yes_label)
        self.on_yes = on_yes
        self.on_no = on_no
        self.accepts = accepts
        self.time = 0.0
        below = app.scenes.top if keep_lit else None  # a question about the whole app sits in the middle
        self.subject = below.focus_rect() if below is not None else None  # what the question is about
        for width in WIDTHS:  # narrower, and taller, until it fits beside its subject
            self.rect = self._layout(width)
            if self.subject is None or not self.rect.colliderect(self.subject):
                break
        self.shade = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
        self.shade.fill((8, 6, 20, 160))
        if self.subject is not None:  # what the question is about stays lit
            pygame.draw.rect(self.shade, (0, 0, 0, 0), self.subject.inflate(16, 16), border_radius=12)
        self.panel = theme.Panel(self.rect, "wood")
        self.menu = ui.Menu(
            app,
            [ui.Button(yes_label, self.yes), ui.Button(no_label, self.no)],
            pos=(self.rect.centerx, self.rect.bottom - 34 - BUTTONS),
            width=min(420, self.rect.w - 40),
            item_height=62,
            gap=12,
        )
        self.menu.focus = 1  # the safe answer first

    def _layout(self, width: int) -> pygame.Rect:
        """The panel `width` wide, as tall as its words need: in the middle, or beside its subject."""
        fits = [size for size in TITLE_SIZES if theme.font(size, True).size(self.title)[0] <= width - 60]
        self.title_size = fits[0] if fits else TITLE_SIZES[-1]
        self.text_height = theme.wrapped_height("\n".join(self.lines), TEXT, width - 80)
        title = theme.font(self.title_size, True).get_linesize()
        size = (width, max(PANEL.h, 26 + title + 24 + self.text_height + 24 + BUTTONS + 34))
        centred = pygame.Rect((0, 0), size)
        centred.center = PANEL.center
        return centred if self.subject is None else place(size, [self.subject], spots=[centred]).rect

    def toasts_at(self) -> pygame.Rect:
        """A toast showing meanwhile (a hint asked for just before) keeps off the question: it goes
        in the room above or below the panel, or beside it: the largest wide enough for a few lines."""
        screen = theme.SCREEN.inflate(-2 * MARGIN, -2 * MARGIN)
        panel = self.rect.inflate(2 * MARGIN, 2 * MARGIN)
        rooms = [
            pygame.Rect(screen.left, screen.top, screen.w, max(0, panel.top - screen.top)),
            pygame.Rect(screen.left, panel.bottom, screen.w, max(0, screen.bottom - panel.bottom)),
            pygame.Rect(screen.left, screen.top, max(0, panel.left - screen.left), screen.h),
            pygame.Rect(panel.right, screen.top, max(0, screen.right - panel.right), screen.h),
        ]
        room = max(rooms, key=lambda room: (room.w >= TOAST_ROOM, room.w * room.h))
        return room.inflate(min(0, ui.TOAST_WIDTH - room.w), 0)  # a toast this wide fits its words to the height

    def answers(self) -> list[tuple[str, Callable[[], None]]]:
        """The answers as a phone offers them: the safe one first."""
        return [(self.labels[0], self.no), (self.labels[1], self.yes)]

    def yes(self) -> None:
        self.app.scenes.pop()
        self.on_yes()

    def no(self) -> None:
        self.app.scenes.pop()
        if self.on_no:
            self.on_no()

    def handle(self, action) -> bool:
        if not self.accepts(action.source):
            return True  # another player's press: this question is not theirs
        if self.time < ARM_SECONDS and action.kind in ("confirm", "click"):
            return True
        return self.menu.handle(action)

    def back(self) -> bool:
        self.no()
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    def still(self) -> bool:
        return self.time >= ARM_SECONDS  # armed, it waits for an answer

    def draw(self, surface) -> None:
        surface.blit(self.shade, (0, 0))
        self.panel.draw(surface)
        rect = self.rect
        title = theme.draw_text(
            surface,
            self.title,
            (rect.centerx, rect.top + 26),
            self.title_size,
            theme.GOLD,
            "midtop",
            True,
            display=True,
        )
        theme.draw_wrapped(
            surface,
            "\n".join(self.lines),
            (rect.left + 40, title.bottom + 24, rect.width - 80, self.text_height + 8),
            TEXT,
            theme.CREAM,
            align="center",
        )
        self.menu.draw(surface)
