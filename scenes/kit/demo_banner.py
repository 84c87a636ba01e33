"""The demo's "press any button" banner, in a spot that shows only the table's wood, so it
never covers a turn line or a name. The spot is checked now and then on the frame just
drawn (the table without the banner): drawing the table a second time to look made the
demo's slowest frames. Only drawing reads the spot (like a board's Labels)."""

from __future__ import annotations

import pygame

from sprites import theme

TEXT = "Demo: press any button to play"
CHECK_SECONDS = 1.0  # how often the banner's spot is checked again
# Where the banner may go, in order: the first that covers nothing but the table's wood.
SPOTS = (
    pygame.Rect(800, 6, 470, 44),
    pygame.Rect(866, 6, 404, 44),
    pygame.Rect(290, 6, 450, 44),
    pygame.Rect(10, 672, 620, 44),
    pygame.Rect(650, 672, 620, 44),
    pygame.Rect(8, 600, 296, 112),
    pygame.Rect(410, 672, 460, 44),
    pygame.Rect(40, 398, 420, 44),
)


class DemoBanner:
    def __init__(self):
        self.spot: pygame.Rect | None = None
        self.wait = 0.0
        self.due = True  # the next drawing looks again for a spot that covers nothing

    def update(self, dt: float) -> None:
        self.wait -= dt
        if self.wait <= 0:
            self.wait = CHECK_SECONDS
            self.due = True

    def draw(self, surface) -> None:
        """Last of the table's drawing: the spot kept while it still shows only wood, else the first that does."""
        if self.due or self.spot is None:
            keep = self.spot
            self.spot = keep if keep is not None and only_wood(surface, keep) else free_spot(surface)
            self.due = False
        size = theme.SMALL
        if theme.font(size).size(TEXT)[0] <= self.spot.width:
            theme.draw_text(surface, TEXT, self.spot.center, size, theme.GOLD_LIGHT, "center", shadow=True)
        else:
            theme.draw_wrapped(surface, TEXT, self.spot, size, theme.GOLD_LIGHT, align="center")


def free_spot(table) -> pygame.Rect:
    return next((spot for spot in SPOTS if only_wood(table, spot)), SPOTS[0])


def only_wood(table, spot: pygame.Rect) -> bool:
    wood = theme.backdrop("wood")
    drawn = pygame.image.tobytes(table.subsurface(spot), "RGB")
    return drawn == pygame.image.tobytes(wood.subsurface(spot), "RGB")
