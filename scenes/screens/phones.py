"""The Phones panel: the QR code a phone scans, the address it encodes, and each human seat
with its phone or still open; Done, or Turn phones off. Opened from setup's Phones switch
and from the pause menu."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from phones import qr
from phones.room import PhoneSeat, Room
from scenes.kit import ui
from scenes.kit.manager import Scene
from scenes.kit.phones import draw_phone
from sprites import theme

PANEL = pygame.Rect(90, 40, 1100, 640)
QR_BOX = pygame.Rect(PANEL.left + 40, PANEL.top + 90, 400, 400)  # the code with its white margin
QUIET = 4  # modules of white around the code: scanners need it
RIGHT = PANEL.left + 480  # the words, the seats and the buttons
SEATS_TOP = PANEL.top + 170
SEAT_STEP = 40  # eight seats end above the buttons
EXPOSED = "Only phones on this network can open it, and only while phones are on."


def seat_colour(info: PhoneSeat) -> tuple[int, int, int]:
    value = int(info.colour[1:], 16)
    return (value >> 16 & 255, value >> 8 & 255, value & 255)


def qr_image(text: str, box: pygame.Rect) -> pygame.Surface:
    """The code drawn module by module, as large as whole pixels allow in `box`, on white."""
    rows = qr.modules(text)
    count = len(rows) + 2 * QUIET
    scale = max(1, min(box.w, box.h) // count)
    image = pygame.Surface((count * scale, count * scale))
    image.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                image.fill((0, 0, 0), ((x + QUIET) * scale, (y + QUIET) * scale, scale, scale))
    return image


class PhonesScene(Scene):
    """`room` is open (the screen below keeps it fresh, Scene.covered); `turn_off()` closes it."""

    opaque = False
    closes_on_back = True

    def __init__(self, app, room: Room, turn_off: Callable[[], None]):
        super().__init__(app)
        self.room = room
        self.turn_off = turn_off
        self.shade = theme.veil((theme.WIDTH, theme.HEIGHT), (8, 6, 20), 190)
        self.panel = theme.Panel(PANEL, "night")
        self.code = qr_image(room.url, QR_BOX)
        self.address = room.url.removeprefix("http://")
        self.seats: list[tuple[PhoneSeat, bool]] = []
        self.menu = ui.Menu(
            app,
            [ui.Button("Done", self.back), ui.Button("Turn phones off", self.off)],
            pos=(RIGHT + 290, PANEL.bottom - 160),
            width=380,
            item_height=64,
        )
        self.update(0.0)

    def off(self) -> None:
        self.turn_off()
        self.app.scenes.pop()

    def handle(self, action) -> bool:
        return self.menu.handle(action)

    def update(self, dt: float) -> None:
        connected = self.room.connected
        self.seats = [(info, seat in connected) for seat, info in enumerate(self.room.seats()) if info.human]

    def still(self) -> bool:
        return True  # the app wakes when a phone comes (scenes.kit.phones.wake)

    def draw(self, surface) -> None:
        surface.blit(self.shade, (0, 0))
        self.panel.draw(surface)
        theme.draw_heading(surface, "Phones", (PANEL.centerx, PANEL.top + 14))
        code = self.code.get_rect(center=QR_BOX.center)
        surface.blit(self.code, code)
        size = next(
            (size for size in (theme.SMALL, 30) if theme.font(size).size(self.address)[0] <= 440), theme.MIN_TEXT
        )
        theme.draw_text(surface, self.address, (QR_BOX.centerx, code.bottom + 8), size, theme.GOLD_LIGHT, "midtop")
        left = RIGHT
        theme.draw_wrapped(
            surface,
            "Scan with a phone on this Wi-Fi, then tap your name.",
            (left, PANEL.top + 84, 590, 80),
            theme.SMALL,
            theme.CREAM,
        )
        for row, (info, here) in enumerate(self.seats):
            y = SEATS_TOP + row * SEAT_STEP
            centre = (left + 16, y + 16)
            pygame.draw.circle(surface, seat_colour(info), centre, 16)
            theme.draw_symbol(surface, info.symbol, centre, 8, theme.ink_for(seat_colour(info)))
            theme.draw_text(surface, theme.fit(info.name, theme.SMALL, 300), (left + 48, y), theme.SMALL, theme.CREAM)
            if here:
                draw_phone(surface, pygame.Rect(left + 370, y + 2, 18, 32), theme.GOLD)
                theme.draw_text(surface, "phone here", (left + 398, y), theme.SMALL, theme.GOLD)
            else:
                theme.draw_text(surface, "open", (left + 398, y), theme.SMALL, theme.PARCHMENT_DARK)
        theme.draw_wrapped(
            surface, EXPOSED, (PANEL.left + 40, code.bottom + 50, 420, 90), theme.MIN_TEXT, theme.PARCHMENT_DARK
        )
        self.menu.draw(surface)
