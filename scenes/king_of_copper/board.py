"""What the King of Copper table shows and how it moves: the board seen
through a camera (fit the whole board, or zoom in and follow the play),
tokens hopping square by square, dice and the d10 tumbling in the tray,
chips flying, Event Cards read out large, cave-ins shaking a district.

The board keeps its own picture of tokens and money so each piece is drawn
in one place while animations run; once nothing moves, sync() makes the
picture agree with the rules' state again.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.king_of_copper import board as B
from game.king_of_copper.cards import CHARACTERS, TICKETS
from scenes.king_of_copper import labels
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.art import OCTAGON_R, paint_board
from scenes.king_of_copper.pieces import chip_image, octagon_points, title_image, token_image
from scenes.kit.timeline import Banner, Timeline, draw_floater, step_tray
from sprites import theme
from sprites.dice import D6_FACES, D10_FACES, d6
from sprites.dice_tray import DiceTray, DieSpec
from sprites.drawing import ease_in_out

VIEW = pygame.Rect(8, 62, 660, 650)
TRAY = pygame.Rect(932, 474, 340, 238)
# Floaters rise over the wood between the Zoom button and the "Lately" lines, which holds
# no hint while the board animates: never over the board's mine names or the panels.
FLOAT_SPOT = (VIEW.right + 8 + 124, 262)
FLOAT_WIDTH = 248
FIT = VIEW.h / L.SIZE
ZOOMS = (FIT, 1.0, 1.5)  # the whole board; a district or two; a few squares, every word at reading size
HOP_SECONDS = 0.15
TOKEN_SIZE = 38


@dataclass
class Hop:
    """A token travelling along board points, one hop per space."""

    seat: int
    token: int
    points: list
    end_node: str
    elapsed: float = 0.0
    per_step: float = HOP_SECONDS
    sound: str = "clack"

    @property
    def done(self) -> bool:
        return self.elapsed >= self.per_step * (len(self.points) - 1)

    def position(self) -> tuple[float, float]:
        if len(self.points) < 2:
            return self.points[-1]
        t = min(self.elapsed / self.per_step, len(self.points) - 1.0001)
        i = int(t)
        f = ease_in_out(t - i)
        (ax, ay), (bx, by) = self.points[i], self.points[i + 1]
        lift = math.sin(math.pi * f) * 16
        return ax + (bx - ax) * f, ay + (by - ay) * f - lift


@dataclass
class Flyer:
    """A chip, a coin or a card crossing the screen (screen coordinates);
    with `flip_to` it turns over in the air and lands showing that face."""

    image: pygame.Surface
    start: tuple
    end: tuple
    duration: float
    elapsed: float = 0.0
    flip_to: pygame.Surface | None = None

    def face(self) -> pygame.Surface:
        if self.flip_to is None:
            return self.image
        t = min(1.0, self.elapsed / self.duration)
        image = self.image if t < 0.5 else self.flip_to
        width = max(1, int(image.get_width() * abs(math.cos(math.pi * t))))
        return pygame.transform.scale(image, (width, image.get_height()))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def position(self):
        t = ease_in_out(min(1.0, self.elapsed / self.duration))
        lift = math.sin(math.pi * t) * 80
        return (
            self.start[0] + (self.end[0] - self.start[0]) * t,
            self.start[1] + (self.end[1] - self.start[1]) * t - lift,
        )


@dataclass
class Card:
    """An Event Card (or Character Card) shown large, to be read aloud."""

    title: str
    text: str
    time_left: float
    kind: str = "event"


@dataclass
class Picture:
    """Where the board draws each token and what money each panel shows (it may lag the rules)."""

    tokens: list[list[str]]
    money: list[int]
    current: int = 0  # whose turn the screen shows: the panel glow and the header follow it together
    round: int = 0  # 0 while the opening roll is shown


class BoardView:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        state = match.state
        self.players = state.players
        self.quarters = list(state.quarters)
        self.colours = [seat.colour for seat in match.seats]
        cb = app.settings.colour_blind
        seat_colours = {q: self.colours[s] for s, q in enumerate(self.quarters)}
        art = paint_board(self.quarters, seat_colours, cb)
        self.arts = tuple(
            theme.display_ready(
                art if zoom == 1.0 else pygame.transform.smoothscale(art, (int(L.SIZE * zoom),) * 2), alpha=False
            )
            for zoom in ZOOMS
        )
        self.zoom = 0  # index into ZOOMS
        self.centre = pygame.Vector2(L.SIZE / 2, L.SIZE / 2)
        self.target = pygame.Vector2(self.centre)
        self.follow: tuple[float, float] | None = None
        self.tray = DiceTray(TRAY, die_size=theme.MIN_DIE, seed=match.seed)
        self.hops: list[Hop] = []
        self.flyers: list[Flyer] = []
        self.cards: list[Card] = []
        # a step waits for hops, flying chips and a card being read, and its time starts once they are done
        self.timeline = Timeline(app, self, moving=self.moving, catch_up=self.catch_up, tray=self.tray)
        self.names = [seat.name for seat in match.seats]
        self.shake = 0.0
        self.shake_at = (0, 0)
        self.clock = 0.0
        self.picture = Picture([], [])
        self.glow_nodes: dict[str, str] = {}  # node -> label, legal destinations
        self.bad_luck_nodes: set[str] = set()  # destinations reached under the player's own ladder
        self.glow_tokens: set[tuple[int, int]] = set()
        self.selected: tuple[int, int] | None = None
        self.panel_anchor = lambda seat: (1080, 100 + seat * 95)  # the scene's panels say where
        self.sync()

    # --- the picture ---------------------------------------------------------------------
    def sync(self) -> None:
        state = self.match.state
        self.picture.tokens = [list(t) for t in state.tokens]
        self.picture.money = list(state.money)
        self.picture.current = state.current
        self.picture.round = 0 if state.phase == "opening" else state.round  # 0: the opening roll

    def catch_up(self) -> None:
        """Nothing is left to play: the camera stops following and the picture agrees with the rules."""
        self.follow = None
        self.sync()

    def moving(self) -> bool:
        return bool(self.hops or self.flyers or any(c.time_left > 0 for c in self.cards))

    @property
    def busy(self) -> bool:
        return self.timeline.busy()

    def skip_card(self) -> None:
        """A reader who is done presses confirm: the card goes."""
        for card in self.cards:
            card.time_left = min(card.time_left, 0.2)

    # --- camera ----------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        return ZOOMS[self.zoom]

    def toggle_zoom(self, around=None) -> None:
        """The next zoom, round `around` (a board point: the focus) when given."""
        self.zoom = (self.zoom + 1) % len(ZOOMS)
        self.app.sounds.play("whoosh")
        if around is not None:
            self.target = pygame.Vector2(around)
            self.centre = pygame.Vector2(around)
        self._clamp()

    def look_at(self, board_xy) -> None:
        self.target = pygame.Vector2(board_xy)
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        self.target += pygame.Vector2(dx, dy) / self.scale
        self._clamp()

    def _clamp(self) -> None:
        half_w, half_h = VIEW.w / 2 / self.scale, VIEW.h / 2 / self.scale
        for vec in (self.target, self.centre):
            vec.x = L.SIZE / 2 if half_w * 2 >= L.SIZE else min(max(vec.x, half_w), L.SIZE - half_w)
            vec.y = L.SIZE / 2 if half_h * 2 >= L.SIZE else min(max(vec.y, half_h), L.SIZE - half_h)

    def to_screen(self, board_xy) -> tuple[float, float]:
        x, y = board_xy
        sx, sy = self._shake_offset(board_xy)
        return (
            VIEW.centerx + (x - self.centre.x) * self.scale + sx,
            VIEW.centery + (y - self.centre.y) * self.scale + sy,
        )

    def to_board(self, screen_xy) -> tuple[float, float]:
        x, y = screen_xy
        return (self.centre.x + (x - VIEW.centerx) / self.scale, self.centre.y + (y - VIEW.centery) / self.scale)

    def _shake_offset(self, board_xy) -> tuple[float, float]:
        if self.shake <= 0:
            return 0, 0
        dx, dy = board_xy[0] - self.shake_at[0], board_xy[1] - self.shake_at[1]
        if dx * dx + dy * dy > (L.CELL * 4) ** 2:
            return 0, 0
        amount = 7 * min(1.0, self.shake)
        return math.sin(self.clock * 61) * amount, math.cos(self.clock * 47) * amount

    def node_at(self, screen_xy, nodes, quarter: int = 0) -> str | None:
        """The space among `nodes` under a screen point (Start and Finish are the quarter's)."""
        if not VIEW.collidepoint(screen_xy):
            return None
        bx, by = self.to_board(screen_xy)
        best, best_d = None, (L.CELL * 0.55) ** 2
        for node in nodes:
            x, y = L.node_xy(node, quarter)
            d = (x - bx) ** 2 + (y - by) ** 2
            if d < best_d:
                best, best_d = node, d
        return best

    def token_at(self, screen_xy, candidates) -> tuple[int, int] | None:
        if not VIEW.collidepoint(screen_xy):
            return None
        best, best_d = None, (TOKEN_SIZE * self.scale) ** 2
        for seat, token in candidates:
            x, y = self.to_screen(self.token_xy(seat, token))
            d = (x - screen_xy[0]) ** 2 + (y - screen_xy[1]) ** 2
            if d < best_d:
                best, best_d = (seat, token), d
        return best

    def token_xy(self, seat: int, token: int) -> tuple[float, float]:
        node = self.picture.tokens[seat][token]
        quarter = self.quarters[seat]
        if node in ("start", "home"):
            same = [t for t, n in enumerate(self.picture.tokens[seat]) if n == node]
            return L.token_spot(node, quarter, same.index(token), len(same))
        sharing = [(s, t) for s, tokens in enumerate(self.picture.tokens) for t, n in enumerate(tokens) if n == node]
        return L.token_spot(node, quarter, sharing.index((seat, token)), len(sharing))

    # --- the clock ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.shake = max(0.0, self.shake - dt)
        step_tray(self.app, self.tray, dt)
        for card in self.cards:
            card.time_left -= dt
        self.cards = [c for c in self.cards if c.time_left > -0.3]
        for hop in list(self.hops):
            before = int(hop.elapsed / hop.per_step)
            hop.elapsed += dt
            if int(hop.elapsed / hop.per_step) != before and not hop.done:
                self.app.sounds.play(hop.sound)
            self.follow = hop.position()
            if hop.done:
                self.picture.tokens[hop.seat][hop.token] = hop.end_node
                self.hops.remove(hop)
        for flyer in list(self.flyers):
            flyer.elapsed += dt
            if flyer.done:
                self.flyers.remove(flyer)
        if self.zoom and self.follow is not None:
            self.look_at(self.follow)
        self.centre += (self.target - self.centre) * min(1.0, dt * 6)
        self.timeline.update(dt)

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface, scene) -> None:
        art = self.arts[self.zoom]
        scale = self.scale
        left = self.centre.x * scale - VIEW.w / 2
        top = self.centre.y * scale - VIEW.h / 2
        sx, sy = self._shake_offset(self.centre) if self.shake else (0, 0)
        pygame.draw.rect(surface, (60, 40, 26), VIEW)
        clip = surface.get_clip()
        surface.set_clip(VIEW)
        surface.blit(art, (VIEW.left - left + sx, VIEW.top - top + sy))
        self._draw_mines(surface)
        self._draw_names(surface)
        self._draw_glow(surface)
        self._draw_tokens(surface)
        self._draw_preview(surface, scene.bot_preview)
        surface.set_clip(clip)
        pygame.draw.rect(surface, theme.BROWN_DARK, VIEW, 4, border_radius=6)

    def _draw_mines(self, surface) -> None:
        state = self.match.state
        size = max(16, int(30 * self.scale))
        cb = self.app.settings.colour_blind
        for mine in B.MINES:
            x, y = self.to_screen(L.node_xy(mine))
            if not VIEW.inflate(60, 60).collidepoint(x, y):
                continue
            owner = state.owner[mine]
            chips = [k for k, layer in (("blue", state.blue), ("green", state.green)) if layer[mine]]
            for i, kind in enumerate(chips):  # the chip stack under the title
                image = chip_image(kind, size)
                surface.blit(
                    image, image.get_rect(center=(x + (i - 0.5) * size * 0.35 + size * 0.55, y - size * 0.55 - i * 3))
                )
            title = title_image(size, None if owner < 0 else self.colours[owner], cb)
            surface.blit(title, title.get_rect(center=(x - size * 0.45, y - size * 0.5)))

    def name_rects(self) -> list[pygame.Rect]:
        """Where the district names, the IN and OUT words and the mine plates sit on screen,
        for tags to keep clear of."""
        rects = [labels.track_word_rect(word, self.to_screen(at)) for word, at in labels.track_words()]
        for district, name in enumerate(B.DISTRICTS):
            at = self.to_screen(L.to_px(L.turn(district, *L.DISTRICT_NAME)))
            rects.append(pygame.Rect((0, 0), theme.font(labels.DISTRICT_SIZE).size(name)))
            rects[-1].center = (int(at[0]), int(at[1]))
        offsets = labels.plate_offsets(self.scale, tuple(self.quarters))
        for mine in B.MINES:
            x, y = self.to_screen(L.node_xy(mine))
            rects.append(pygame.Rect((0, 0), labels.plate_size(mine)))
            rects[-1].center = (int(x + offsets[mine][0]), int(y + offsets[mine][1]))
        return rects

    def tag_boxes(self) -> dict[str, pygame.Rect]:
        """Each labelled target space's tag, placed clear of the names and of each other."""
        radius = int((30 + 4) * self.scale)  # the glow ring at its widest
        keep_clear = self.name_rects()
        boxes = {}
        for node, label in self.glow_nodes.items():
            if label:
                centre = self.to_screen(L.node_xy(node, self.quarters[self.match.state.current]))
                boxes[node] = labels.tag_rect(label, centre, radius, keep_clear, VIEW)
                keep_clear.append(boxes[node])
        return boxes

    def _draw_names(self, surface) -> None:
        """District names and mine plates at screen size, whatever the zoom."""
        state = self.match.state
        cb = self.app.settings.colour_blind
        for district, name in enumerate(B.DISTRICTS):
            at = self.to_screen(L.to_px(L.turn(district, *L.DISTRICT_NAME)))
            theme.draw_text(surface, name, at, labels.DISTRICT_SIZE, theme.BROWN_DARK, "center")
        for word, at in labels.track_words():
            labels.draw_track_word(surface, word, self.to_screen(at))
        offsets = labels.plate_offsets(self.scale, tuple(self.quarters))
        for mine in B.MINES:
            x, y = self.to_screen(L.node_xy(mine))
            if not VIEW.inflate(200, 60).collidepoint(x, y):
                continue
            dx, dy = offsets[mine]
            owner = state.owner[mine]
            colour = None if owner < 0 else self.colours[owner]
            labels.draw_plate(surface, mine, (x, y), (x + dx, y + dy), colour, cb)

    def _draw_glow(self, surface) -> None:
        if not self.glow_nodes:
            return
        pulse = 0.5 + 0.5 * math.sin(self.clock * 6)
        radius = int((30 + 4 * pulse) * self.scale)
        boxes = self.tag_boxes()
        for node, label in self.glow_nodes.items():
            x, y = self.to_screen(L.node_xy(node, self.quarters[self.match.state.current]))
            if node[0] == "D":
                pygame.draw.polygon(surface, theme.GOLD, octagon_points((x, y), (OCTAGON_R + 5) * self.scale), 5)
            else:
                pygame.draw.circle(surface, theme.GOLD, (int(x), int(y)), radius, 5)
            if label:
                warn = node in self.bad_luck_nodes  # a red tag: this way brings seven turns of one die
                tag = theme.text(label, labels.TAG_SIZE, theme.CREAM if warn else theme.INK)
                box = boxes[node]
                pygame.draw.rect(surface, theme.RED if warn else theme.GOLD_LIGHT, box, border_radius=8)
                pygame.draw.rect(surface, theme.BROWN_DARK, box, 2, border_radius=8)
                surface.blit(tag, tag.get_rect(center=box.center))

    def _draw_tokens(self, surface) -> None:
        size = max(theme.MIN_TARGET, int(TOKEN_SIZE * self.scale * 1.1))
        cb = self.app.settings.colour_blind
        moving = {(h.seat, h.token): h for h in self.hops}
        for seat in range(self.players):
            for token in range(len(self.picture.tokens[seat])):
                if (seat, token) in moving:
                    continue
                if self.picture.tokens[seat][token] == "home" and not self._show_home(seat):
                    continue
                pos = self.to_screen(self.token_xy(seat, token))
                glow = (seat, token) in self.glow_tokens
                image = token_image(self.colours[seat], size, cb, glow)
                surface.blit(image, image.get_rect(center=pos))
                if self.selected == (seat, token):
                    pygame.draw.circle(surface, theme.CREAM, (int(pos[0]), int(pos[1])), size // 2 + 8, 4)
        for hop in moving.values():
            image = token_image(self.colours[hop.seat], int(size * 1.15), cb)
            surface.blit(image, image.get_rect(center=self.to_screen(hop.position())))

    def preview_points(self, preview) -> tuple[tuple[float, float] | None, tuple[float, float]] | None:
        """Board points of a chosen move held on screen (GameScene.bot_preview: a bot's move, or the
        move a hint suggests to a player): the token it moves (None when it moves none) and the space
        it uses: where a token goes (out of a tunnel too), the mine a title, prospect or peek is for,
        the mine being dug; None for moves with no place on the board, and for passing on a title."""
        if preview is None:
            return None
        seat, move = preview
        kind = move.get("kind")
        if kind in ("move", "tunnel_exit"):
            return self.token_xy(seat, move["token"]), L.node_xy(move["to"], self.quarters[seat])
        if kind in ("dig", "stop_digging") and self.match.state.peek:
            return None, L.node_xy(self.match.state.peek)
        if kind != "decline_title" and move.get("mine") in B.MINE_NAMES:
            return None, L.node_xy(move["mine"])
        return None

    def _draw_preview(self, surface, preview) -> None:
        """Rings on the token and the space a bot is about to use, joined by an arrow."""
        points = self.preview_points(preview)
        if points is None:
            return
        seat = preview[0]
        token, target = points
        pulse = 0.5 + 0.5 * math.sin(self.clock * 8)
        colour = theme.player_colour(self.colours[seat], self.app.settings.colour_blind)
        end = self.to_screen(target)
        radius = int((34 + 4 * pulse) * self.scale) + 6
        if token is not None:
            start = self.to_screen(token)
            if math.dist(start, end) > 2 * radius:  # from ring to ring, the space itself left clear
                way = (pygame.Vector2(end) - pygame.Vector2(start)).normalize() * radius
                theme.draw_arrow(surface, pygame.Vector2(start) + way, pygame.Vector2(end) - way, theme.CREAM, 22)
            pygame.draw.circle(surface, theme.CREAM, (int(start[0]), int(start[1])), radius, 6)
            pygame.draw.circle(surface, colour, (int(start[0]), int(start[1])), radius, 3)
        pygame.draw.circle(surface, theme.CREAM, (int(end[0]), int(end[1])), radius, 6)
        pygame.draw.circle(surface, colour, (int(end[0]), int(end[1])), radius, 3)

    def _show_home(self, seat) -> bool:
        return True

    def draw_overlays(self, surface) -> None:
        """Drawn over the panels too: flying chips, floaters, banners, cards, the tray."""
        self.tray.draw(surface)
        for flyer in self.flyers:
            image = flyer.face()
            surface.blit(image, image.get_rect(center=flyer.position()))
        for floater in self.timeline.floaters:
            draw_floater(surface, floater, max_width=FLOAT_WIDTH)
        for banner in self.timeline.banners:
            self._draw_banner(surface, banner)
        for card in self.cards:
            if card.time_left > 0:
                self._draw_card(surface, card)

    def _draw_banner(self, surface, banner: Banner) -> None:
        alpha = int(255 * min(1.0, banner.time_left / 0.3))
        surface.blit(theme.veil((VIEW.w, 120), (20, 14, 10), min(200, alpha)), (VIEW.left, 250))
        theme.draw_heading(
            surface, theme.fit(banner.text, theme.HEADING, VIEW.w - 20, display=True), (VIEW.centerx, 262), alpha=alpha
        )
        if banner.sub:
            theme.draw_text(
                surface,
                theme.fit(banner.sub, theme.SMALL, VIEW.w - 20),
                (VIEW.centerx, 326),
                theme.SMALL,
                theme.CREAM,
                "midtop",
                alpha=alpha,
            )

    def _draw_card(self, surface, card: Card) -> None:
        rect = pygame.Rect(0, 0, 640, 330)
        rect.center = (VIEW.centerx, VIEW.centery)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(8, 10), border_radius=24)
        fill = (250, 236, 200) if card.kind == "event" else (226, 236, 250)
        pygame.draw.rect(surface, fill, rect, border_radius=24)
        pygame.draw.rect(surface, (170, 50, 40) if card.kind == "event" else (40, 80, 160), rect, 8, border_radius=24)
        label = "EVENT CARD" if card.kind == "event" else "CHARACTER CARD"
        theme.draw_text(surface, label, (rect.centerx, rect.top + 20), 30, (150, 50, 40), "midtop")
        theme.draw_text(
            surface,
            theme.fit(card.title, theme.LARGE, rect.w - 40, display=True),
            (rect.centerx, rect.top + 56),
            theme.LARGE,
            theme.INK,
            "midtop",
            display=True,
        )
        theme.draw_wrapped(
            surface,
            card.text,
            rect.inflate(-60, 0).move(0, 120).clip(rect.inflate(-60, -150)),
            theme.BODY,
            theme.INK,
            align="center",
        )
        theme.draw_text(
            surface,
            "Enter / A / click: done reading",
            (rect.centerx, rect.bottom - 16),
            theme.MIN_TEXT,
            theme.DIM,
            "midbottom",
        )

    # --- events into animation ------------------------------------------------------------------------
    def _hop(self, seat, token, nodes, end, per_step=HOP_SECONDS, sound="clack") -> None:
        quarter = self.quarters[seat]
        points = [self.token_xy(seat, token)] + [L.node_xy(n, quarter) for n in nodes]
        self.hops.append(Hop(seat, token, points, end, 0.0, per_step / self.app.anim_speed, sound))
        self.follow = points[0]

    def on_opening(self, event) -> None:
        def throw():
            specs = [DieSpec(d6(v), D6_FACES) for roll in event["rolls"] for v in roll]
            self.tray.throw(specs)
            self.app.sounds.play("rattle")

        self.timeline.then(0.2, throw, until=self.timeline.tray_settled)
        who = ", ".join(f"{self.names[s]} {sum(r)}" for s, r in zip(event["seats"], event["rolls"]))
        tie = len(event["top"]) > 1
        self.timeline.then_banner(1.4, "A tie! Roll again" if tie else "Opening roll", 1.4, who)

    def on_first_player(self, event) -> None:
        self.timeline.then_banner(1.2, f"{self.names[event['seat']]} goes first", 1.2, "then play goes clockwise")

    def on_turn(self, event) -> None:
        seat = event["seat"]

        def show():
            self.picture.current, self.picture.round = seat, event["round"]
            self.tray.clear()
            if self.zoom:
                self.look_at(self.token_xy(seat, 0))

        self.timeline.then(0.05, show)

    def on_enter(self, event) -> None:
        self.timeline.then(
            0.05, lambda: self._hop(event["seat"], event["token"], [event["to"]], event["to"], 0.35, "move")
        )

    def on_roll(self, event) -> None:
        def throw():
            self.tray.throw([DieSpec(d6(v), D6_FACES) for v in event["dice"]])
            self.app.sounds.play("rattle")

        self.timeline.then(0.1, throw, until=self.timeline.tray_settled)
        if event["dice"] == [1, 1]:
            self.timeline.then_banner(0.1, "Snake eyes!", 1.2)

    def on_doubles(self, event) -> None:
        self.timeline.then_banner(0.9, "Doubles!", 0.9, f"{self.names[event['seat']]} rolls again")

    def on_forfeit(self, event) -> None:
        dice = " and ".join(str(d) for d in event["dice"])
        self.timeline.then(
            0.9,
            lambda: (
                self.timeline.banner("No move", 0.9, f"{self.names[event['seat']]} forfeits the {dice}"),
                self.app.sounds.play("error"),
            ),
        )

    def on_move(self, event) -> None:
        self.timeline.then(0.02, lambda: self._hop(event["seat"], event["token"], event["path"], event["to"]))

    def on_tunnel(self, event) -> None:
        def go():
            self.app.sounds.play("whoosh")
            self._hop(event["seat"], event["token"], [event["to"]], event["to"], 0.7, "whoosh")

        self.timeline.then(0.05, go)

    def on_bumped(self, event) -> None:
        def go():
            self.app.sounds.play("whoosh")
            self._hop(event["seat"], event["token"], ["start"], "start", 0.6, "whoosh")

        self.timeline.then(0.05, go)
        if event["by"] >= 0:
            self.timeline.then_banner(
                0.8, "Bump!", 0.8, f"{self.names[event['by']]} sends {self.names[event['seat']]} back to Start"
            )

    def _chip_fly(self, chip_kind: str, start_board, seat: int) -> None:
        image = chip_image(chip_kind, 34)
        self.flyers.append(
            Flyer(image, self.to_screen(start_board), self.panel_anchor(seat), 0.7 / self.app.anim_speed)
        )

    def on_prospect(self, event) -> None:
        def go():
            self.app.sounds.play("coin_take")
            self._chip_fly("green", L.node_xy(event["mine"]), event["seat"])
            self.picture.money[event["seat"]] -= 50

        self.timeline.then(0.3, go)

    def on_peek(self, event) -> None:
        self.timeline.then(
            0.6,
            lambda: (
                self.app.sounds.play("flip"),
                self.timeline.banner("A peek below", 1.0, f"{self.names[event['seat']]} looks at the deep chip"),
            ),
        )

    def on_fools_gold(self, event) -> None:
        def go():
            self.flyers.append(
                Flyer(
                    chip_image("blue", 44),
                    self.to_screen(L.node_xy(event["mine"])),
                    self.panel_anchor(event["seat"]),
                    0.9 / self.app.anim_speed,
                    flip_to=chip_image("blue", 44, True, 0),
                )
            )
            self.timeline.banner("Fool's Gold!", 1.3, "free to keep as a decoy, and the peek money comes back")

        self.timeline.then(1.3, go)

    def on_dig(self, event) -> None:
        numbers = event["risk"]
        risky = "0" if numbers == 1 else f"0 to {numbers - 1}"
        sub = f"a d10 of {risky} caves it in" if numbers else "this mine cannot cave in"
        self.timeline.then_banner(1.0, "Digging deep!", 1.0, sub)

    def on_cave_roll(self, event) -> None:
        pass

    def _throw_d10(self, value: int) -> None:
        self.tray.throw([DieSpec(D10_FACES[value], D10_FACES)])
        self.app.sounds.play("rattle")

    def on_deep_mined(self, event) -> None:
        self.timeline.then(0.1, lambda: self._throw_d10(event["d10"]), until=self.timeline.tray_settled)

        def go():
            self.app.sounds.play("coin_take")
            self._chip_fly("blue", L.node_xy(event["mine"]), event["seat"])
            self.timeline.banner("Struck it!", 1.0, f"{self.names[event['seat']]} brings up a deep chip")

        self.timeline.then(1.0, go)

    def on_cave_in(self, event) -> None:
        self.timeline.then(0.1, lambda: self._throw_d10(event["d10"]), until=self.timeline.tray_settled)

        def go():
            self.app.sounds.play("rattle")
            self.look_at(L.node_xy(event["mine"]))
            self.shake = 1.6 / self.app.anim_speed
            self.shake_at = L.node_xy(event["mine"])
            self.timeline.banner("CAVE-IN!", 1.6, f"{B.MINE_NAMES[event['mine']]} collapses: the title goes back")

        self.timeline.then(1.6, go)

    def on_stop_digging(self, event) -> None:
        self.timeline.then_banner(0.8, "Not worth it", 0.8, f"{self.names[event['seat']]} leaves the deep chip")

    def on_title(self, event) -> None:
        self.timeline.then(
            0.6,
            lambda: (
                self.app.sounds.play("coin_take"),
                self.timeline.float_text(f"{B.MINE_NAMES[event['mine']]}!", FLOAT_SPOT, 1.5),
            ),
        )

    def on_character(self, event) -> None:
        card = CHARACTERS[event["card"]]

        def show() -> None:
            self.app.sounds.play("cheer")
            self.cards.append(
                Card(
                    f"{self.names[event['seat']]}: {card['name']}",
                    card["power"],
                    3.0 / self.app.anim_speed,
                    "character",
                )
            )

        self.timeline.then(0.1, show)

    def on_event_card(self, event) -> None:
        def show() -> None:
            self.app.sounds.play("flip")
            self.cards.append(Card(event["title"], event["text"], 3.2 / self.app.anim_speed))

        self.timeline.then(0.1, show)

    def on_ticket_used(self, event) -> None:
        self.timeline.then_banner(0.9, TICKETS[event["ticket"]], 0.9, f"{self.names[event['seat']]} uses the ticket")

    def on_skip_turn(self, event) -> None:
        self.timeline.then_banner(0.9, "Snowed in", 0.9, f"{self.names[event['seat']]} misses this turn")

    def on_lay_out(self, event) -> None:
        """The victim's chips fly out and turn face down in a row for the robber."""

        def go():
            self.app.sounds.play("flip")
            self.timeline.banner("Chips face down", 0.9, f"{self.names[event['seat']]} lays out {event['count']} chips")
            backs = event.get("backs", ["B"] * event["count"])
            for i, back in enumerate(backs):
                colour = "green" if back == "G" else "blue"
                end = (VIEW.centerx + (i - (len(backs) - 1) / 2) * 56, VIEW.centery + 130)
                self.flyers.append(
                    Flyer(
                        chip_image(colour, 48, True, "?"),
                        self.panel_anchor(event["seat"]),
                        end,
                        (0.7 + 0.05 * i) / self.app.anim_speed,
                        flip_to=chip_image(colour, 48),
                    )
                )

        self.timeline.then(0.6, go)

    def on_robbed(self, event) -> None:
        def go():
            image = chip_image("green" if event["chip"].startswith("G") else "blue", 34)
            self.flyers.append(
                Flyer(
                    image,
                    self.panel_anchor(event["victim"]),
                    self.panel_anchor(event["seat"]),
                    0.8 / self.app.anim_speed,
                )
            )
            self.app.sounds.play("coin_take")

        self.timeline.then(0.2, go)

    def on_marshal(self, event) -> None:
        self.timeline.then_banner(0.9, "The Marshal!", 0.9, f"nobody robs {self.names[event['seat']]}")

    def on_tunnel_roll(self, event) -> None:
        def throw():
            self.tray.throw([DieSpec(d6(v), D6_FACES) for v in event["dice"]])
            self.app.sounds.play("rattle")

        self.timeline.then(0.1, throw, until=self.timeline.tray_settled)
        text = "Into the tunnel!" if event["success"] else "The tunnel stays shut"
        self.timeline.then_banner(0.9, text, 0.9, "7 or 3 in total, or a 3 on either die")

    def on_passage(self, event) -> None:
        self.timeline.then(0.05, lambda: self.app.sounds.play("whoosh"))

    def on_bad_luck(self, event) -> None:
        self.timeline.then(
            1.4,
            lambda: (
                self.app.sounds.play("error"),
                self.timeline.banner(
                    "Seven years of bad luck!",
                    1.4,
                    f"{self.names[event['seat']]} rolls one die for {event['turns']} turns",
                ),
            ),
        )

    def on_overshoot(self, event) -> None:
        self.timeline.then_banner(0.6, "Doubles carry it home", 0.6)

    def on_finish(self, event) -> None:
        home = f"{self.names[event['seat']]}: home!"
        self.timeline.then(
            0.5, lambda: (self.app.sounds.play("score"), self.timeline.float_text(home, FLOAT_SPOT, 1.5))
        )

    def on_cash(self, event) -> None:
        """The chip turns face up on its way to the bank, and the money comes back."""

        def go():
            colour = "green" if event["chip"].startswith("G") else "blue"
            sapphire = event["chip_kind"] if event["chip_kind"] in ("sacred", "great_blue") else ""
            x, y = self.panel_anchor(event["seat"])
            self.flyers.append(
                Flyer(
                    chip_image(colour, 44),
                    (x, y),
                    (x - 160, y + 30),
                    0.6 / self.app.anim_speed,
                    flip_to=chip_image(colour, 44, True, event["value"], sapphire),
                )
            )
            self.app.sounds.play("flip")

        self.timeline.then(0.05, go)
        self.on_money(event)

    def on_money(self, event) -> None:
        def go():
            self.picture.money[event["seat"]] += event["amount"]
            self.app.sounds.play("coin_take")
            self.timeline.float_text(f"{self.names[event['seat']]} +${event['amount']}", FLOAT_SPOT, 1.5)

        self.timeline.then(0.5, go)

    on_banker = on_money
    on_first_home = on_money
    on_cash_anaconda = on_money

    def on_anaconda(self, event) -> None:
        took = f"taken from {self.names[event['from']]}" if event["from"] >= 0 else "found"
        self.timeline.then(
            1.3,
            lambda: (
                self.app.sounds.play("cheer"),
                self.timeline.banner("The Anaconda Sapphire!", 1.3, f"{self.names[event['seat']]}: {took}"),
            ),
        )

    def on_final_round(self, event) -> None:
        self.timeline.then(
            1.8,
            lambda: (
                self.app.sounds.play("cheer"),
                self.timeline.banner("The Great Blue Sapphire!", 1.8, "one final round, then the crowning"),
            ),
        )

    def on_all_home(self, event) -> None:
        self.timeline.then_banner(1.0, "All home!", 1.0, f"{self.names[event['seat']]} has every token at Finish")

    def on_trade_offered(self, event) -> None:
        self.timeline.then(0.1, lambda: self.app.sounds.play("click"))

    def on_trade_accepted(self, event) -> None:
        trade = event["trade"]
        sub = f"{self.names[trade['with']]} accepts {self.names[trade['from']]}'s offer"
        self.timeline.then(1.0, lambda: (self.app.sounds.play("coin_take"), self.timeline.banner("Deal!", 1.0, sub)))

    def on_trade_declined(self, event) -> None:
        self.timeline.then_banner(0.8, "No deal", 0.8, f"{self.names[event['seat']]} declines")

    def on_game_over(self, event) -> None:
        self.timeline.then(2.0, lambda: (self.app.sounds.play("cheer"), self.timeline.banner("Crowning time!", 2.0)))
