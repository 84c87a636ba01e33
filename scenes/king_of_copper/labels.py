"""Mine and district names drawn at screen size over the King of Copper board,
so they read from the couch at every zoom: a name plate per mine, in its
owner's colour with the owner's symbol, placed where it covers no space a
token could land on and no other plate.

Plates are laid out once per zoom (screen offsets from each mine's centre)."""

from __future__ import annotations

import functools

import pygame

from game.king_of_copper import board as B
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.art import OCTAGON_R, SQUARE
from sprites import theme

NAME_SIZE = theme.MIN_TEXT  # a line 18 px tall
DISTRICT_SIZE = 30
PAD = 4
BADGE = 20  # the owner's symbol in front of the name


def plate_size(mine: str) -> tuple[int, int]:
    w, h = theme.font(NAME_SIZE).size(B.MINE_NAMES[mine])
    return w + 2 * PAD + BADGE + 4, h + 2 * PAD - 2


@functools.lru_cache(maxsize=8)
def plate_offsets(scale: float, quarters: tuple[int, ...]) -> dict[str, tuple[int, int]]:
    """Each mine's plate: the offset of its centre from the mine's screen centre at `scale`.
    A plate sits inside the track, as near its mine as it can while hiding no space, finish
    or other plate (searched on a grid round the mine)."""
    spaces = []  # rects (screen px, board origin) a plate must not hide
    for node in B.all_nodes(quarters):
        if node in ("start", "home"):
            continue
        x, y = L.node_xy(node)
        half = (OCTAGON_R if node[0] == "D" else SQUARE / 2) * scale + 3
        spaces.append(pygame.Rect(x * scale - half, y * scale - half, 2 * half, 2 * half))
    for quarter in quarters:
        x, y = L.node_xy("home", quarter)
        spaces.append(pygame.Rect(x * scale - 32 * scale, y * scale - 32 * scale, 64 * scale, 64 * scale))
    first, last = L.to_px((0, 0)), L.to_px((L.SIDE, L.SIDE))
    inside = pygame.Rect(first, (last[0] - first[0], last[1] - first[1]))
    inside = pygame.Rect(inside.x * scale, inside.y * scale, inside.w * scale, inside.h * scale).inflate(
        -SQUARE * scale, -SQUARE * scale
    )
    placed = [district_rect(d, scale) for d in range(4)]
    offsets = {}
    for mine in B.MINES:
        x, y = L.node_xy(mine)
        cx, cy = x * scale, y * scale
        w, h = plate_size(mine)
        near = [s for s in spaces if abs(s.centerx - cx) < 2.2 * w and abs(s.centery - cy) < 8 * h]
        best, best_cost = (0, 0), None
        for dy in range(-3 * h, 3 * h + 1, 6):
            for dx in range(-w // 2 - 20, w // 2 + 21, 10):
                rect = pygame.Rect(0, 0, w, h)
                rect.center = (int(cx + dx), int(cy + dy))
                cost = (abs(dx) + 2 * abs(dy)) * 12  # near its mine, rather beside than far above or below
                cost += sum(_overlap(rect, r) for r in near) + sum(_overlap(rect, r) for r in placed) * 20
                cost += (w * h - _overlap(rect, inside)) * 20
                if best_cost is None or cost < best_cost:
                    best, best_cost = (dx, dy), cost
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (int(cx + best[0]), int(cy + best[1]))
        placed.append(rect)
        offsets[mine] = best
    return offsets


def district_rect(district: int, scale: float) -> pygame.Rect:
    """Where a district's name sits (screen px from the board's origin at `scale`)."""
    x, y = L.to_px(L.turn(district, *L.DISTRICT_NAME))
    w, h = theme.font(DISTRICT_SIZE).size(B.DISTRICTS[district])
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (int(x * scale), int(y * scale))
    return rect


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h


def draw_plate(surface, mine: str, mine_at, centre, owner_colour: int | None, colour_blind: bool) -> pygame.Rect:
    """A mine's name on a plate: parchment while nobody owns it, else the owner's colour and symbol."""
    w, h = plate_size(mine)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (int(centre[0]), int(centre[1]))
    if owner_colour is None:
        fill, ink = theme.PARCHMENT, theme.INK
    else:
        fill = theme.player_colour(owner_colour, colour_blind)
        ink = theme.ink_for(fill)
    if not rect.inflate(6, 6).collidepoint(mine_at):  # a plate set apart points at its mine
        end = pygame.Vector2(mine_at)
        start = pygame.Vector2(min(max(end.x, rect.left + 8), rect.right - 8), rect.centery)
        pygame.draw.line(surface, theme.BROWN_DARK, start, end, 3)
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    pygame.draw.rect(surface, theme.BROWN_DARK, rect, 2, border_radius=8)
    badge_at = (rect.left + PAD + BADGE // 2, rect.centery)
    if owner_colour is None:
        pygame.draw.circle(surface, theme.DIM, badge_at, BADGE // 2 - 3, 3)  # an open ring: for sale
    else:
        theme.draw_player_badge(surface, badge_at, owner_colour, BADGE, colour_blind)
    theme.draw_text(surface, B.MINE_NAMES[mine], (rect.left + PAD + BADGE + 4, rect.centery), NAME_SIZE, ink, "midleft")
    return rect


TRACK_WORD_SIZE = theme.MIN_TEXT
OUTSIDE = -0.78  # cells outward from the track, where a square's word sits clear of the squares


def track_words() -> list[tuple[str, tuple[int, int]]]:
    """(word, board point) for the words a player needs beside the track: each tunnel's IN and
    OUT, outside the ring. (A Start yard speaks for itself: the seat's colour, its tokens.)"""
    words = []
    for quarter in range(4):
        for offset, word in ((B.offset_of("tunnel"), "IN"), (B.offset_of("exit"), "OUT")):
            words.append((word, L.to_px(L.turn(quarter, offset * L.STEP, OUTSIDE))))
    return words


def track_word_rect(word: str, centre) -> pygame.Rect:
    """The small dark plate a track word sits on."""
    rect = pygame.Rect((0, 0), theme.font(TRACK_WORD_SIZE).size(word)).inflate(10, 2)
    rect.center = (int(centre[0]), int(centre[1]))
    return rect


def draw_track_word(surface, word: str, centre) -> None:
    """A word on a small dark plate, so it reads over wood, paint and yard alike."""
    text = theme.text(word, TRACK_WORD_SIZE, theme.CREAM)
    plate = track_word_rect(word, centre)
    pygame.draw.rect(surface, theme.BROWN_DARK, plate, border_radius=6)
    surface.blit(text, text.get_rect(center=plate.center))


TAG_SIZE = 30
TAG_GAP = 12  # between a target's glow ring and its tag


def tag_spots(label: str, centre, radius: float) -> list[pygame.Rect]:
    """The places a target space's tag may sit, best first: above its glow ring, below,
    beside it, then at its corners."""
    w, h = theme.font(TAG_SIZE).size(label)
    w, h = w + 12, h + 4
    x, y = int(centre[0]), int(centre[1])
    reach = int(radius) + TAG_GAP
    spots = [(x, y - reach), (x, y + reach), (x + reach + w // 2, y), (x - reach - w // 2, y)]
    spots += [(x + dx * reach, y + dy * reach) for dy in (-1, 1) for dx in (1, -1)]
    rects = []
    for spot in spots:
        rect = pygame.Rect(0, 0, w, h)
        rect.center = spot
        rects.append(rect)
    return rects


def tag_rect(label: str, centre, radius: float, keep_clear: list[pygame.Rect], within: pygame.Rect) -> pygame.Rect:
    """Where a target space's tag sits: the first of its spots that hides none of `keep_clear`
    (name plates, district names, other tags) and stays `within` the board's view; above its
    ring when no spot is free."""
    spots = tag_spots(label, centre, radius)
    return next((r for r in spots if within.contains(r) and r.collidelist(keep_clear) < 0), spots[0])
