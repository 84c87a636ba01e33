"""The words on the King of Copper board, drawn at screen size so they read from the couch
at every zoom: the target spaces' tags, a name plate per mine (in its owner's colour with
the owner's symbol), the district names and the tunnels' IN and OUT.

The district names are set once per zoom where they hide none of the board's pieces (spaces,
mines with their titles and chips, Finish, Start yards, the hill's printed name: `printed`),
and the mine plates' homes keep off them. Each update where the board changed lays the rest
out afresh with the board's kit Labels (scenes/kit/labels.py), clear of the tokens, the glow
round a token or space that can be picked (a tag on a crowded board may cross another space's
ring, never a token's glow), the district and hill names, and each other;
drawing puts them where they were laid (drawing changes nothing). What is in play comes first:
the tags, beside their glowing spaces, and one number plate per seat on a space ("2 3 4").
A plate then takes its home spot or a side of its mine that is free; the tunnels' words take
their place if it is free. A word with no free place is left out until the play moves on or
the board is zoomed in: seen whole, 40 squares, 19 mines and 16 tokens leave no room for
every word at reading size."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

import pygame

from game.king_of_copper import board as B
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.art import HILL, HILL_SIZE, OCTAGON_R, SQUARE
from scenes.king_of_copper.layout import TOKEN_SIZE, VIEW
from scenes.kit.labels import SIDES, Labels, beside
from sprites import theme
from sprites.drawing import ImageCache

NAME_SIZE = theme.MIN_TEXT  # a line 18 px tall
DISTRICT_SIZES = (30, 24)  # a name where the board is crowded: capitals still 12 px
SMALLER_COST = 60  # px nearer its point a name must come to be written smaller
PAD = 4
BADGE = 20  # the owner's symbol in front of the name
_plates = ImageCache(64)  # (mine, owner's colour, colour-blind) -> its plate, painted once


def largest(string: str, sizes, width: int, display: bool = False) -> int:
    """The largest of `sizes` at which `string` fits `width` on one line (else the smallest)."""
    return next((size for size in sizes if theme.font(size, display).size(string)[0] <= width), sizes[-1])


def plate_size(mine: str) -> tuple[int, int]:
    w, h = theme.font(NAME_SIZE).size(B.MINE_NAMES[mine])
    return w + 2 * PAD + BADGE + 4, h + 2 * PAD - 2


def _square(x: float, y: float, half: float) -> pygame.Rect:
    return pygame.Rect(x - half, y - half, 2 * half, 2 * half)


@functools.lru_cache(maxsize=8)
def printed(scale: float, quarters: tuple[int, ...]) -> tuple[pygame.Rect, ...]:
    """The board's own pieces at `scale` (px from the board's origin) that no word may hide:
    every space (a mine with the title and chips drawn on it), the Finish circles and the Start yards."""
    icon = max(16, int(30 * scale))  # the size drawing gives a mine's title and chips
    rects = []
    for node in B.all_nodes(quarters):
        if node in ("start", "home"):
            continue
        x, y = (v * scale for v in L.node_xy(node))
        if node[0] != "D":
            rects.append(_square(x, y, SQUARE / 2 * scale + 3))
            continue
        rect = _square(x, y, OCTAGON_R * scale + 3)
        if node in B.MINE_NAMES:  # the title left of centre, the chips right, both above it
            rect.union_ip(pygame.Rect(x - icon, y - 1.1 * icon - 3, 2.3 * icon, 1.1 * icon + 3))
        rects.append(rect)
    for quarter in quarters:
        x, y = L.node_xy("home", quarter)
        rects.append(_square(x * scale, y * scale, 38 * scale))
        x, y = L.node_xy("start", quarter)
        rects.append(pygame.Rect(0, 0, 92 * scale, 84 * scale).move(x * scale - 46 * scale, y * scale - 42 * scale))
    return tuple(rects) + hill_word(scale)


def hill_word(scale: float) -> tuple[pygame.Rect]:
    """The hill's name the art prints in the board's middle (art.py), at `scale`."""
    w, h = theme.font(HILL_SIZE).size(HILL)
    rect = pygame.Rect(0, 0, w * scale + 16, h * scale + 2)  # a word's space round it
    rect.center = tuple(int(v * scale) for v in L.to_px((L.SIDE / 2, L.SIDE / 2)))
    return (rect,)


def _inside(scale: float) -> pygame.Rect:
    """Inside the track at `scale` (px from the board's origin): where names and plates sit."""
    first, last = L.to_px((0, 0)), L.to_px((L.SIDE, L.SIDE))
    inside = pygame.Rect(first, (last[0] - first[0], last[1] - first[1]))
    return pygame.Rect(inside.x * scale, inside.y * scale, inside.w * scale, inside.h * scale).inflate(
        -SQUARE * scale, -SQUARE * scale
    )


@functools.lru_cache(maxsize=8)
def district_places(scale: float, quarters: tuple[int, ...]) -> tuple[tuple[int, tuple[int, int]], ...]:
    """Each district name's text size and offset from its designed point at `scale`: the nearest
    place inside the track that hides no space, mine, title, chip or other district name
    (searched on a grid round the point), at the larger size unless the smaller finds a place
    much nearer, so the name is read whole and the mine plates, laid out after, keep off it."""
    pieces, inside = list(printed(scale, quarters)), _inside(scale)
    places = []
    for district in range(4):
        found = []
        for size in DISTRICT_SIZES:
            home = district_rect(district, scale, size=size)
            near = [pieces[i] for i in home.inflate(4 * home.w, 6 * home.h).collidelistall(pieces)]
            best, best_cost = (0, 0), None
            for dy in range(-home.h * 3, home.h * 3 + 1, 2):
                for dx in range(-2 * home.w, 2 * home.w + 1, 6):
                    rect = home.move(dx, dy)
                    hidden = sum(_overlap(rect, near[i]) for i in rect.collidelistall(near))
                    hidden += rect.w * rect.h - _overlap(rect, inside)
                    cost = 1000 * hidden + abs(dx) + 2 * abs(dy)  # clear, then near: beside rather than above
                    if best_cost is None or cost < best_cost:
                        best, best_cost = (dx, dy), cost
            assert best_cost is not None
            found.append((best_cost + SMALLER_COST * (size != DISTRICT_SIZES[0]), size, best))
        _, size, offset = min(found)
        places.append((size, offset))
        pieces.append(district_rect(district, scale, size=size).move(offset))
    return tuple(places)


@functools.lru_cache(maxsize=8)
def plate_offsets(scale: float, quarters: tuple[int, ...]) -> dict[str, tuple[int, int]]:
    """Each mine's plate: the offset of its centre from the mine's screen centre at `scale`.
    A plate sits inside the track, as near its mine as it can while hiding no space, finish,
    district name or other plate (searched on a grid round the mine)."""
    spaces = [r for r in printed(scale, quarters)]  # rects (screen px, board origin) a plate must not hide
    inside = _inside(scale)
    placed = [district_rect(d, scale, quarters) for d in range(4)] + list(hill_word(scale))
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


def district_rect(district: int, scale: float, quarters=None, camera=None, size: int = 0) -> pygame.Rect:
    """Where a district's name sits: on screen through `camera`, else in px from the board's
    origin at `scale`; given `quarters`, where district_places puts it (else at its designed
    point, at `size` or the largest)."""
    point = L.to_px(L.turn(district, *L.DISTRICT_NAME))
    x, y = camera.to_screen(point) if camera is not None else (point[0] * scale, point[1] * scale)
    offset = (0, 0)
    if quarters is not None:
        size, offset = district_places(scale, tuple(quarters))[district]
    rect = pygame.Rect((0, 0), theme.font(size or DISTRICT_SIZES[0]).size(B.DISTRICTS[district]))
    rect.center = (int(x), int(y))
    return rect.move(offset)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h


def draw_plate(surface, mine: str, mine_at, centre, owner_colour: int | None, colour_blind: bool) -> pygame.Rect:
    """A mine's name on a plate: parchment while nobody owns it, else the owner's colour and symbol.
    The plate is painted once for its mine and owner and blitted after (a board shows a dozen)."""
    w, h = plate_size(mine)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (int(centre[0]), int(centre[1]))
    if not rect.inflate(6, 6).collidepoint(mine_at):  # a plate set apart points at its mine
        end = pygame.Vector2(mine_at)
        start = pygame.Vector2(min(max(end.x, rect.left + 8), rect.right - 8), rect.centery)
        pygame.draw.line(surface, theme.BROWN_DARK, start, end, 3)
    key = (mine, owner_colour, colour_blind)
    plate = _plates.get(key)
    if plate is None:
        plate = _plates.put(key, pygame.Surface((w, h), pygame.SRCALPHA))
        paint_plate(plate, plate.get_rect(), mine, owner_colour, colour_blind)
    else:  # the name is told to a readability audit as when it is painted
        theme.text(B.MINE_NAMES[mine], NAME_SIZE, _plate_colours(owner_colour, colour_blind)[1])
    surface.blit(plate, rect)
    return rect


def _plate_colours(owner_colour: int | None, colour_blind: bool) -> tuple:
    """A plate's fill and ink."""
    if owner_colour is None:
        return theme.PARCHMENT, theme.INK
    fill = theme.player_colour(owner_colour, colour_blind)
    return fill, theme.ink_for(fill)


def paint_plate(surface, rect: pygame.Rect, mine: str, owner_colour: int | None, colour_blind: bool) -> None:
    fill, ink = _plate_colours(owner_colour, colour_blind)
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    pygame.draw.rect(surface, theme.BROWN_DARK, rect, 2, border_radius=8)
    badge_at = (rect.left + PAD + BADGE // 2, rect.centery)
    if owner_colour is None:
        pygame.draw.circle(surface, theme.DIM, badge_at, BADGE // 2 - 3, 3)  # an open ring: for sale
    else:
        theme.draw_player_badge(surface, badge_at, owner_colour, BADGE, colour_blind)
    theme.draw_text(surface, B.MINE_NAMES[mine], (rect.left + PAD + BADGE + 4, rect.centery), NAME_SIZE, ink, "midleft")


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


TAG_PAD = (12, 4)


def tag_size(label: str) -> tuple[int, int]:
    w, h = theme.font(TAG_SIZE).size(label)
    return w + TAG_PAD[0], h + TAG_PAD[1]


@dataclass
class Laid:
    """Where this frame's words sit on screen (a word left out has no entry)."""

    tags: dict[str, pygame.Rect] = field(default_factory=dict)  # target space -> its tag
    numbers: list[tuple[int, str, pygame.Rect]] = field(default_factory=list)  # (seat, number, where): tokens' names
    plates: dict[str, pygame.Rect] = field(default_factory=dict)  # mine -> its plate
    districts: dict[int, pygame.Rect] = field(default_factory=dict)
    track: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    key: tuple = ()  # what it was laid out for: the view, the tokens, the tags and whose turn

    def names(self) -> list[pygame.Rect]:
        """The board's own words shown: mine plates, district names, the tunnels' IN and OUT."""
        return [*self.plates.values(), *self.districts.values(), *(rect for _, rect in self.track)]


def token_rects(board) -> list[pygame.Rect]:
    """The tokens on screen, standing and hopping: no word may cover one. Found again only when
    a token or the camera moves (the words, the overlays and the player aid ask each frame)."""
    camera = board.camera
    view, spots = camera.view_key(), board.token_spots()
    kept = board.token_rects_kept
    if not board.hops and kept is not None and kept[0] == view and kept[1] is spots:
        return list(kept[2])
    size = token_size(camera.scale)
    moving = {(h.seat, h.token): h for h in board.hops}
    points = [
        moving[(seat, token)].position() if (seat, token) in moving else board.token_xy(seat, token)
        for seat in range(board.players)
        for token in range(len(board.picture.tokens[seat]))
    ]
    rects = []
    for point in points:
        rect = pygame.Rect(0, 0, size, size)
        rect.center = tuple(round(v) for v in camera.to_screen(point))
        rects.append(rect)
    board.token_rects_kept = None if board.hops else (view, spots, rects)  # spots: held, so compared by identity
    return list(rects)


def glow_rings(board) -> dict[str, pygame.Rect]:
    """Each glowing space's ring on screen, at its widest (marks.draw_glow)."""
    camera, quarter = board.camera, board.quarters[board.state.current]
    radius = int((30 + 4) * camera.scale)
    rings = {}
    for node in board.glow_nodes:
        rings[node] = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        rings[node].center = tuple(round(v) for v in camera.to_screen(L.node_xy(node, quarter)))
    return rings


def token_rings(board, tokens: list[pygame.Rect]) -> list[pygame.Rect]:
    """The glow round each token that can move and the ring round the one picked (drawing.py draws
    them over the words): as wide as they are drawn, from `tokens` (token_rects' order)."""
    at = iter(tokens)
    rects = {
        (seat, token): next(at) for seat in range(board.players) for token in range(len(board.picture.tokens[seat]))
    }
    rings = []
    for seat_token, rect in rects.items():
        grow = 2 * int(0.9 * (rect.w // 3)) if seat_token in board.glow_tokens else 0  # token_image's glow
        if seat_token == board.selected:
            grow = max(grow, 16)
        if grow:
            rings.append(rect.inflate(grow, grow))
    return rings


def token_size(scale: float) -> int:
    return max(theme.MIN_TARGET, int(TOKEN_SIZE * scale * 1.1))


def lay_out(board, words: Labels, last: Laid | None = None) -> Laid:
    """Place the board's words with `words`: the tags first, then what fits. Laid out anew only
    when the view, the tokens or the tags moved (`last` otherwise): most frames nothing did."""
    camera = board.camera
    tokens = token_rects(board)
    key = (
        camera.scale,
        tuple(camera.centre),
        camera.shake,
        tuple(map(tuple, tokens)),
        tuple(board.glow_nodes.items()),
        tuple(sorted(board.glow_tokens)),
        board.selected,
        board.numbered,
    )
    if last is not None and last.key == (key, board.state.current):
        return last
    rings = glow_rings(board)
    laid = Laid(key=(key, board.state.current))
    quarters = tuple(board.quarters)
    for district in range(4):  # printed words, as the hill's name: every other word keeps off them
        rect = district_rect(district, camera.scale, quarters, camera)
        if VIEW.colliderect(rect):
            laid.districts[district] = rect
    hill = pygame.Rect((0, 0), hill_word(camera.scale)[0].size)
    hill.center = tuple(round(v) for v in camera.to_screen(L.to_px((L.SIDE / 2, L.SIDE / 2))))
    printed_words = [*laid.districts.values(), hill]
    glows = token_rings(board, tokens) + list(rings.values())  # drawn over tags and plates: none under them
    words.start(tokens + printed_words + glows)
    for node, label in board.glow_nodes.items():
        if label:
            size = tag_size(label)
            tag = if_clear(words, label, pygame.Rect((0, 0), size), SIDES, rings[node])
            if tag is None:  # crowded: a tag may cross another space's ring, never a token's glow
                words.solid = words.solid[: -len(rings) or None]
                tag = words.place(label, size, rings[node])
                words.solid += rings.values()
            laid.tags[node] = tag
    words.solid = words.solid[: -len(glows) or None]  # the numbers are drawn over the glows
    laid.numbers = _numbers(board, words)
    words.solid += glows
    offsets = plate_offsets(camera.scale, quarters)
    for mine in B.MINES:
        x, y = camera.to_screen(L.node_xy(mine))
        home = pygame.Rect((0, 0), plate_size(mine))
        home.center = (int(x + offsets[mine][0]), int(y + offsets[mine][1]))
        rect = if_clear(words, B.MINE_NAMES[mine], home, ("on",))
        if rect is None and VIEW.collidepoint(x, y):  # its home is taken: a free side of its mine
            mine_rect = pygame.Rect(0, 0, 2 * OCTAGON_R * camera.scale, 2 * OCTAGON_R * camera.scale)
            mine_rect.center = (int(x), int(y))
            rect = if_clear(words, B.MINE_NAMES[mine], home, SIDES, mine_rect)
        if rect is not None:
            laid.plates[mine] = rect
    for word, at in track_words():
        rect = if_clear(words, word, track_word_rect(word, camera.to_screen(at)), ("on",))
        if rect is not None:
            laid.track.append((word, rect))
    return laid


def hidden(board) -> list[tuple[str, str]]:
    """What the words laid out hide that the Labels did not count: the glow round a token under
    a tag; the board's pieces or another word under a district name (for
    the readable tool and tests: it works the board's pieces out on screen)."""
    laid = board.laid
    rings = token_rings(board, token_rects(board))
    found = []
    for node, ring in glow_rings(board).items():  # a tag may sit on its own space's token and glow
        others = [other for other in rings if not other.contains(ring)]
        if node in laid.tags and laid.tags[node].collidelist(others) >= 0:
            found.append((f"tag {node}", "a token's glow"))
    scale, quarters = board.camera.scale, tuple(board.quarters)
    pieces = printed(scale, quarters)  # where the camera is makes no odds: both in px from the board's origin
    words = [*laid.tags.values(), *laid.plates.values(), *(rect for _, _, rect in laid.numbers)]
    words += [rect for _, rect in laid.track]
    for district, rect in laid.districts.items():
        if district_rect(district, scale, quarters).collidelist(pieces) >= 0 or rect.collidelist(words) >= 0:
            found.append((B.DISTRICTS[district], "a piece or a word"))
    return found


NUMBER_SIZE = theme.MIN_TEXT


def number_size(text: str) -> tuple[int, int]:
    w, h = theme.font(NUMBER_SIZE).size(text)
    return w + 10, h


def _numbers(board, words: Labels) -> list[tuple[int, str, pygame.Rect]]:
    """(seat, numbers, where) beside the tokens on the board: the hint, the targets and the game
    log name a token by its number ("token 2"), a bot's too. A seat's tokens sharing a space share
    one plate ("2 3 4") beside them all, so a crowded space reads whole. The player on turn's are placed first."""
    if not board.numbered:
        return []
    camera, size = board.camera, token_size(board.camera.scale)
    hopping = {(hop.seat, hop.token) for hop in board.hops}
    current = board.picture.current
    placed = []
    for seat in sorted(range(board.players), key=lambda seat: seat != current):
        groups: dict[str, tuple[list[str], pygame.Rect]] = {}
        for token, node in enumerate(board.picture.tokens[seat]):
            if node in ("start", "home") or (seat, token) in hopping:
                continue  # in the yard or at Finish no move names it
            rect = pygame.Rect(0, 0, size, size)
            rect.center = tuple(round(v) for v in camera.to_screen(board.token_xy(seat, token)))
            if VIEW.contains(rect):
                numbers, around = groups.setdefault(node, ([], rect))
                numbers.append(str(token + 1))
                around.union_ip(rect)
        for numbers, around in groups.values():
            text = " ".join(numbers)
            placed.append((seat, text, words.place(text, number_size(text), around)))
    return placed


def draw_number(surface, text: str, rect: pygame.Rect, colour: int, colour_blind: bool) -> None:
    """A token's number on a plate of its player's colour."""
    fill = theme.player_colour(colour, colour_blind)
    pygame.draw.rect(surface, fill, rect, border_radius=6)
    pygame.draw.rect(surface, theme.BROWN_DARK, rect, 2, border_radius=6)
    theme.draw_text(surface, text, rect.center, NUMBER_SIZE, theme.ink_for(fill), "center")


def if_clear(words: Labels, text: str, rect: pygame.Rect, sides, anchor: pygame.Rect | None = None):
    """Place a word of `rect`'s size on the first of `sides` of `anchor` (else on `rect` itself)
    that is inside the view and free of the pieces and the words placed; None: no side is."""
    anchor = rect if anchor is None else anchor
    taken = words.rects() + [solid for solid in words.solid if not solid.contains(anchor)]
    for side in sides:
        spot = beside(anchor, rect.size, side)
        if words.bounds.contains(spot) and spot.collidelist(taken) < 0:
            return words.place(text, rect.size, anchor, (side,))
    return None
