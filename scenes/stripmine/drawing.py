"""How Stripmine's board looks: the sky and field, the hills' top coins, the pool, the
scarcity strip, each player's panel and the banners. It only reads the board (its
picture, places and flights); the board owns what moves. Words on the board (gains, pad
tags, the heads' values, a bot's badge) go where the board's Labels puts them, clear of
the coins and of each other."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.stripmine.phases import Phase
from game.stripmine.rules import VALUE
from scenes.kit.labels import Labels
from scenes.kit.timeline import Banner, draw_floater
from scenes.stripmine.coin_faces import draw_value_coin, value_coin_radius
from scenes.stripmine.layout import (
    BADGE_SIDES,
    FIELD,
    FLOAT_SIZE,
    FOCUS_GAP,
    FOCUS_WIDTH,
    NAME_SIZE,
    NAME_STEP,
    POOL,
    POOL_SCALE,
    REVEAL_SCALE,
    STASH_SCALE,
    TAG,
    TOP_SCALE,
)
from sprites import theme
from sprites.coins import coin_size_px, draw_coin
from sprites.drawing import Kept


def pool_label(auctions_done: int, flipping: bool) -> str:
    """Where the coins waiting to be flipped came from: the set-aside hill and a later auction's
    coins can look alike, and a new player takes them for the same coins still waiting."""
    if flipping:
        return "Flipping"
    if not auctions_done:
        return "Set-aside hill, to flip next"
    return f"Shown at auction {auctions_done}, to flip next"


class BoardArt:
    """Draws a Board; the panels and the sky are rendered once and kept."""

    def __init__(self, board):
        self.board = board
        self._panels: dict = {}
        self._faces = Kept()  # each seat's panel as last drawn
        self._table = Kept()  # the table, the sky and the panels, as last drawn
        self._sky: pygame.Surface | None = None
        # the board's words, placed afresh each drawing; kept here, as only drawing reads them
        self.labels = Labels()

    def panel(self, rect, style, radius) -> theme.Panel:
        """Panels render once; the board asks for the same few every frame."""
        key = (tuple(rect), style, radius)
        if key not in self._panels:
            self._panels[key] = theme.Panel(rect, style, radius)
        return self._panels[key]

    # --- drawing ---------------------------------------------------------------------------
    def pieces(self, scene) -> list[pygame.Rect]:
        """What no word may cover: the hills, their raised top coins, the pool's, stashed and
        revealed coins, and the Hint button."""
        board = self.board
        hills = board.per_change("hill rects", lambda: [board.field.hill_rect(h) for h in board.hill_ids.values()])
        rects = [pygame.Rect(rect) for rect in hills] + board.top_discs()
        pool = board.picture.pool
        rects += [
            disc(board.pool_slot(i, len(pool)), value_coin_radius(coin, POOL_SCALE)) for i, coin in enumerate(pool)
        ]
        for seat in range(board.players):
            stash = board.picture.stashes[seat] if seat < len(board.picture.stashes) else []
            rects += [disc(board.stash_slot(seat, i), value_coin_radius(c, STASH_SCALE)) for i, c in enumerate(stash)]
        rects += board.revealed_discs()
        hint = scene.hint_rect()
        if scene.hint_shown() and hint.colliderect(theme.SCREEN):
            rects.append(hint)
        return rects

    def draw_table(self, surface, scene) -> None:
        """The wooden table, the sky and the players' panels (their faces), as one picture kept
        until a panel changes: nothing drawn over them comes between them (the field lies in the
        sky, the panels below it), and eight panels and the sky blitted anew were a good part of
        a frame."""
        faces = [self.face_key(seat, scene.panel_status(seat)) for seat in range(self.board.players)]
        surface.blit(self._table.get("table", tuple(faces), lambda: self._draw_table(faces)), (0, 0))

    def _draw_table(self, faces) -> pygame.Surface:
        table = theme.backdrop("wood").copy()
        if self._sky is None:
            self._sky = self._render_sky()
        table.blit(self._sky, FIELD.topleft)
        for seat, key in enumerate(faces):
            table.blit(self.panel_face(seat, key), self.board.panel_rect(seat).topleft)
        return table

    def draw(self, surface, scene) -> None:
        """What moves or lies on the table (draw_table drew the table itself)."""
        self.labels.start(self.pieces(scene))
        self.board.field.draw(surface)
        self.draw_top_coins(surface, scene)
        self.draw_pool(surface)
        self.draw_scarcity(surface)
        for seat in range(self.board.players):
            self.draw_panel(surface, seat, scene)
            for index, coin in enumerate(
                self.board.picture.revealed[seat] if seat < len(self.board.picture.revealed) else []
            ):
                draw_value_coin(surface, self.board.reveal_slot(seat, index), coin, REVEAL_SCALE)
        for flight in self.board.flights:
            flight.coin.draw(surface)
        for floater in self.board.timeline.floaters:  # a gain, still over its panel: it does not rise into the coins
            size = theme.text(floater.text, FLOAT_SIZE, theme.GOLD_LIGHT).get_size()
            spot = self.labels.place(floater.text, size, floater.pos, ("on", "left", "right"))
            draw_floater(surface, replace(floater, pos=spot.center), rise=0, size=FLOAT_SIZE)
        for banner in self.board.timeline.banners:
            self.draw_banner(surface, banner)

    def _render_sky(self) -> pygame.Surface:
        sky = theme.vertical_gradient((FIELD.w, FIELD.h), (70, 110, 170), (238, 176, 112)).copy()
        # distant hills, so the field reads as a landscape
        ridge: list[tuple[float, float]] = [(0, FIELD.h - 60)]
        for i in range(13):
            ridge.append((i * FIELD.w / 12, FIELD.h - 80 - 40 * abs(math.sin(i * 1.3))))
        ridge += [(FIELD.w, FIELD.h - 60), (FIELD.w, FIELD.h), (0, FIELD.h)]
        pygame.draw.polygon(sky, (150, 104, 80), ridge)
        for index in range(self.board.slots):  # a dirt mound under every hill's place
            width = self.board.hill_spacing * 0.9
            mound = pygame.Rect(0, 0, width, 34)
            mound.midbottom = (self.board.hill_x(index) - FIELD.left, FIELD.h - 8)
            pygame.draw.ellipse(sky, (124, 84, 50), mound)
        return sky.convert() if pygame.display.get_surface() else sky

    def draw_top_coins(self, surface, scene) -> None:
        """What each hill offers, plain at any table size: its top coin outlined
        in the hill and raised above it, face up with its value."""
        previewed = self.board.previewed_hill(scene)
        for index, (coin, centre, radius), ring in self.board.per_change("top rings", self.top_rings):
            pygame.draw.ellipse(surface, theme.GOLD_LIGHT, ring, 2)
            pygame.draw.line(surface, theme.GOLD_LIGHT, (centre[0], centre[1] + radius), (ring.centerx, ring.top), 2)
            draw_value_coin(surface, centre, coin, TOP_SCALE)
            if index == previewed:
                seat_colour = self.board.match.seats[scene.bot_preview[0]].colour
                cb = self.board.app.settings.colour_blind
                pulse = 2 * math.sin(self.board.clock * 6)
                pygame.draw.circle(surface, theme.player_colour(seat_colour, cb), centre, radius + 7 + pulse, 5)
                spot = self.labels.place("badge", (30, 30), disc(centre, radius + 9), BADGE_SIDES)
                theme.draw_player_badge(surface, spot.center, seat_colour, 30, cb)

    def top_rings(self) -> list[tuple[int, tuple[str, tuple[int, int], int], pygame.Rect]]:
        """Each hill's index, top coin token and the ring round its top coin in the hill."""
        rings = []
        for index, hill_id in self.board.hill_ids.items():
            token = self.board.top_coin_token(index)
            if token is None:
                continue
            x, y = self.board.field.top_position(hill_id)
            width, thick = coin_size_px(token[0], self.board.scale)
            ring = pygame.Rect(0, 0, width + 8, thick + width * self.board.field.tilt + 8)
            ring.center = (round(x), round(y))
            rings.append((index, token, ring))
        return rings

    def draw_focus_ring(self, surface, index: int) -> None:
        """The hill the keyboard or pad points at: its raised top coin ringed, plain from the couch."""
        token = self.board.top_coin_token(index)
        if token is not None:
            _, centre, radius = token
            pygame.draw.circle(surface, theme.GOLD, centre, radius + FOCUS_GAP, FOCUS_WIDTH)

    def draw_pool(self, surface) -> None:
        pool = self.board.picture.pool
        if not pool:
            return
        if self.board._pool_back is None:
            self.board._pool_back = pygame.Surface(POOL.size, pygame.SRCALPHA)
            pygame.draw.rect(
                self.board._pool_back, (30, 20, 12, 150), self.board._pool_back.get_rect(), border_radius=14
            )
        surface.blit(self.board._pool_back, POOL.topleft)
        theme.draw_text(
            surface,
            pool_label(
                self.board.picture.auctions_done,
                Phase.FLIP in (self.board.picture.phase, self.board.match.room_view().phase),
            ),
            (POOL.left + 12, POOL.top + 2),
            theme.MIN_TEXT,
            theme.CREAM,
        )
        for index, coin in enumerate(pool):
            heads = self.board.picture.pool_heads[index] if index < len(self.board.picture.pool_heads) else None
            pos = self.board.pool_slot(index, len(pool))
            if heads is True:  # the heads face has no number: it is said below
                draw_coin(surface, pos, coin, POOL_SCALE, True, highlight=True)
            else:
                draw_value_coin(surface, pos, coin, POOL_SCALE)
            if heads is True:  # the heads face has no number: say which coin counts
                value = str(VALUE[coin])
                size = theme.text(value, theme.MIN_TEXT, theme.GOLD_LIGHT).get_size()
                spot = self.labels.place(value, size, disc(pos, value_coin_radius(coin, POOL_SCALE)), ("below",))
                theme.draw_text(surface, value, spot.topleft, theme.MIN_TEXT, theme.GOLD_LIGHT, shadow=True)
            if heads is False:
                pygame.draw.line(surface, theme.RED, (pos[0] - 14, pos[1] - 14), (pos[0] + 14, pos[1] + 14), 4)

    def draw_scarcity(self, surface) -> None:
        """The last auction's scarcity order, as a strip across the sky."""
        if not self.board.scarcity:
            return
        order, worth, counts = self.board.scarcity["order"], self.board.scarcity["worth"], self.board.scarcity["counts"]
        rect = self.board.scarcity_rect()
        self.panel(rect, "parchment", 16).draw(surface)
        theme.draw_text(
            surface,
            f"Auction {self.board.scarcity['auction']}: scarcest first",
            (rect.x + 16, rect.y + 8),
            28,
            theme.INK,
        )
        width = (rect.w - 24) / 4
        for column, name in enumerate(order):
            x = rect.x + 16 + column * width
            y = rect.y + 56
            draw_value_coin(surface, (x + 20, y), name, POOL_SCALE)
            points = worth[name]
            theme.draw_text(
                surface,
                f"x{counts.get(name, 0)}: {points} pt{'s' if points != 1 else ''}",
                (x + 46, y),
                30,
                theme.INK,
                "midleft",
            )

    def face_key(self, seat: int, status: str) -> tuple:
        """All a player's panel shows: its size, badge, score, name and status."""
        seat_info = self.board.match.seats[seat]
        cb = self.board.app.settings.colour_blind
        score = self.board.picture.scores[seat] if seat < len(self.board.picture.scores) else 0
        lines = tuple(self.board.name_lines[seat])
        size = self.board.panel_rect(seat).size
        return (size, seat_info.colour, seat_info.is_bot, cb, score, lines, self.board.compact, status)

    def panel_face(self, seat: int, key: tuple) -> pygame.Surface:
        """A player's panel (face_key), drawn again only when what it shows changes."""
        size, score, lines, status = key[0], key[4], key[5], key[7]
        return self._faces.get(seat, key, lambda: self.draw_face(seat, size, score, lines, status))

    def draw_face(self, seat: int, size: tuple[int, int], score: int, lines, status: str) -> pygame.Surface:
        seat_info = self.board.match.seats[seat]
        cb = self.board.app.settings.colour_blind
        rect = pygame.Rect((0, 0), size)
        face = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)  # and the panel's shadow, 8 px out
        self.panel(rect, "parchment", 18).draw(face)
        theme.draw_player_badge(face, (rect.x + 26, rect.y + 28), seat_info.colour, 36, cb)
        label = "points, bot" if seat_info.is_bot else "points"
        if self.board.compact:  # score beside the badge, the whole name under it, then "bot"
            number = theme.text(str(score), 52, theme.INK)
            unit = theme.text("pts", theme.MIN_TEXT, theme.DIM)
            left = (rect.x + 48 + rect.right - number.get_width() - 4 - unit.get_width()) // 2
            drawn = face.blit(number, (left, rect.y + 8))
            face.blit(unit, unit.get_rect(bottomleft=(drawn.right + 4, drawn.bottom - 6)))
            for row, line in enumerate(lines):
                theme.draw_text(
                    face, line, (rect.centerx, rect.y + 50 + row * NAME_STEP), theme.MIN_TEXT, theme.INK, "midtop"
                )
            if seat_info.is_bot:
                below = rect.y + 54 + len(lines) * NAME_STEP
                theme.draw_text(face, "bot", (rect.centerx, below), theme.MIN_TEXT, theme.DIM, "midtop")
        else:
            theme.draw_text(face, lines[0], (rect.x + 48, rect.y + 14), NAME_SIZE, theme.INK)
            theme.draw_text(face, str(score), (rect.centerx, rect.y + 46), 56, theme.INK, "midtop")
            theme.draw_text(face, label, (rect.centerx, rect.y + 88), theme.MIN_TEXT, theme.DIM, "midtop")
        if status:
            theme.draw_text(
                face, theme.fit(status, 28, rect.w - 16), (rect.centerx, rect.y + 124), 28, theme.COPPER, "center"
            )
        return theme.display_ready(face)

    def draw_panel(self, surface, seat: int, scene) -> None:
        rect = self.board.panel_rect(seat)
        if scene.panel_glows(seat):
            glow = 3 + 2 * math.sin(self.board.clock * 5)
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(glow * 2, glow * 2), 5, border_radius=20)
        stash = self.board.picture.stashes[seat] if seat < len(self.board.picture.stashes) else []
        labels = scene.pad_labels(seat)
        for index, coin in enumerate(stash):
            pos = self.board.stash_slot(seat, index)
            radius = draw_value_coin(surface, pos, coin, STASH_SCALE)
            if labels and scene.state.phase == Phase.PICK:  # the pad button for this coin, on a tag of its own
                outward = ("left", "right") if index % 2 == 0 else ("right", "left")  # clear of its value
                tag = self.labels.place(labels[index], (TAG, TAG), disc(pos, radius), outward)
                pygame.draw.circle(surface, theme.INK, tag.center, TAG // 2)
                theme.draw_text(surface, labels[index], tag.center, theme.MIN_TEXT, theme.CREAM, "center")
        if labels and scene.state.phase == Phase.HOLD:
            for index, coin in enumerate(self.board.picture.revealed[seat]):
                centre = self.board.reveal_slot(seat, index)
                size = theme.text(labels[index], 30, theme.GOLD_LIGHT).get_size()
                spot = self.labels.place(
                    labels[index], size, disc(centre, value_coin_radius(coin, REVEAL_SCALE)), ("above",)
                )
                theme.draw_text(surface, labels[index], spot.topleft, 30, theme.GOLD_LIGHT, shadow=True)

    def draw_banner(self, surface, banner: Banner) -> None:
        alpha = int(255 * min(1.0, banner.time_left / 0.3))
        surface.blit(theme.veil((theme.WIDTH, 120), (20, 14, 10), min(200, alpha)), (0, 180))
        theme.draw_heading(surface, banner.text, (theme.WIDTH // 2, 196), alpha=alpha)
        if banner.sub:
            theme.draw_text(surface, banner.sub, (theme.WIDTH // 2, 262), 30, theme.CREAM, "midtop", alpha=alpha)


def banner_rect(banner: Banner) -> pygame.Rect:
    """Where a banner's words stand (its veil spans the table, but only the words are read)."""
    width = theme.font(theme.HEADING, True).size(banner.text)[0]
    if banner.sub:
        width = max(width, theme.font(30).size(banner.sub)[0])
    rect = pygame.Rect(0, 188, width + 24, 110)
    rect.centerx = theme.WIDTH // 2
    return rect


def disc(centre, radius: float) -> pygame.Rect:
    """The square round a coin of `radius` at `centre`."""
    rect = pygame.Rect(0, 0, round(2 * radius), round(2 * radius))
    rect.center = (round(centre[0]), round(centre[1]))
    return rect
