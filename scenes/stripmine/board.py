"""What the Stripmine table shows: the layout, the coins in the field, in the
stashes and at auction, and the animations that move them between places.

The board keeps its own picture of where coins are (hills, stashes, revealed,
flip pool) so a coin is drawn in one place at a time while it flies; once
nothing moves, `sync()` makes the picture agree with the rules' state again.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Callable, TypeVar

import pygame

from game.core import fill_names
from game.stripmine.phases import Phase
from game.stripmine.rules import auction_number
from game.stripmine.story import flip_words
from scenes.kit.timeline import Banner, Timeline
from scenes.kit.tutorial import reading_seconds
from scenes.stripmine.coin_faces import value_coin_radius
from scenes.stripmine.drawing import BoardArt, disc
from scenes.stripmine.layout import (
    BANK,
    FIELD,
    FLOAT_ABOVE,
    NAME_SIZE,
    PANELS,
    POOL,
    POOL_SCALE,
    REVEAL_SCALE,
    REVEAL_Y,
    STASH_SCALE,
    TOP_SCALE,
)
from scenes.stripmine.names import distinct_names
from sprites import theme
from sprites.coins import CoinField, FlyingCoin, coin_size_px

T = TypeVar("T")


class Showing(StrEnum):
    """Moments the board plays between the rules' phases."""

    REVEAL = "reveal"  # the picks turn face up
    SCORED = "scored"  # an auction's score is told
    BLOWOUT = "blowout"  # the Blowout takes the hills


@dataclass
class Flight:
    coin: FlyingCoin
    on_land: Callable[[], None] = lambda: None
    sound: str = "clink"


@dataclass
class Picture:
    """Where the board currently draws each coin (apart from the hills), and
    how far the game has got as the board shows it, for the status line."""

    stashes: list[list[str]]
    revealed: list[list[str]]
    pool: list[str]
    pool_heads: list[bool | None]
    scores: list[int]
    phase: str = Phase.MINING  # the rules' phases, plus the moments the board plays (Showing)
    auctions_done: int = 0
    turns_taken: int = 0  # mining turns shown in this mining phase
    auctions_total: int = 0  # as the rules count them (Blowout adds a fourth)


class Board:
    def __init__(self, app, match):
        self.app = app
        self.match = match
        players = len(match.seats)
        self.players = players
        self.slots = 2 * players  # hill positions, including the Bear Market hill's
        self.hill_spacing = FIELD.w / self.slots
        self.scale = min(5.0, (self.hill_spacing - 12) / 24.26)
        self.field = CoinField(FIELD, scale=self.scale, tilt=0.3)
        self.hill_ids: dict[int, int] = {}
        self.flights: list[Flight] = []
        # a step waits for the coins it set flying, and its time starts once they land;
        # a floater rises for its 1.4 s whatever the animation speed
        self.timeline = Timeline(
            app, self, moving=lambda: bool(self.flights), catch_up=self.sync, floaters_at_anim_speed=False
        )
        self.names = [seat.name for seat in match.seats]
        self.scarcity: dict | None = None  # the last auction's board, shown until the next
        self.last_mined = ""  # who took which coin last, while the board shows that mining phase
        self.flip_told: Banner | None = None  # the last Bear Market flip's result, as a banner
        self.picture = Picture([], [], [], [], [])
        self.clock = 0.0
        self.compact, self.name_lines = self._fit_names()
        self._pool_back = None
        self._per_change: tuple[int, dict] = (-1, {})  # (the field's changes, facts worked out from the hills then)
        self.art = BoardArt(self)
        self.rebuild()

    # --- layout ------------------------------------------------------------------
    def hill_x(self, index: int) -> float:
        return FIELD.left + self.hill_spacing * (index + 0.5)

    def panel_rect(self, seat: int) -> pygame.Rect:
        width = PANELS.w / self.players
        return pygame.Rect(round(PANELS.left + seat * width) + 4, PANELS.top, round(width) - 8, PANELS.h)

    def stash_slot(self, seat: int, index: int) -> tuple[float, float]:
        """Stash coins sit in a 2x2 grid at the bottom of the panel."""
        rect = self.panel_rect(seat)
        step = min(52, rect.w / 2 - 6)
        col, row = index % 2, index // 2
        return (rect.centerx + (col - 0.5) * step * 1.1, rect.bottom - 88 + row * 50)

    def reveal_slot(self, seat: int, index: int) -> tuple[float, float]:
        rect = self.panel_rect(seat)
        step = min(50, rect.w / 2 - 4)
        return (rect.centerx + (index - 0.5) * step, REVEAL_Y)

    def revealed_discs(self) -> list[pygame.Rect]:
        """Where the coins revealed at the auction lie, each as the disc it is drawn in."""
        return [
            disc(self.reveal_slot(seat, index), value_coin_radius(coin, REVEAL_SCALE))
            for seat, coins in enumerate(self.picture.revealed)
            for index, coin in enumerate(coins)
        ]

    def pool_slot(self, index: int, count: int) -> tuple[float, float]:
        step = min(44, (POOL.w - 40) / max(1, count - 1)) if count > 1 else 0
        return (POOL.left + 30 + index * step, POOL.centery + 6)

    # --- keeping the picture in step with the rules -----------------------------------
    def rebuild(self) -> None:
        """Lay the table out from the state (a new game or a continued one)."""
        for hill_id in list(self.field.hill_ids):
            self.field.remove_hill(hill_id)
        self.hill_ids = {}
        for index, coins in enumerate(self.match.room_view().hills):
            self.hill_ids[index] = self.field.add_hill(self.hill_x(index), coins)
        self.sync()

    def sync(self) -> None:
        state = self.match.room_view()
        self.picture = Picture(
            stashes=[list(s) for s in state.stashes],
            revealed=[list(r) for r in state.revealed] or [[] for _ in range(self.players)],
            pool=list(state.flip_pool),
            pool_heads=[None] * len(state.flip_pool),
            scores=list(state.scores),
            phase=state.phase,
            auctions_done=state.auction,
            turns_taken=state.turns_taken,
            auctions_total=auction_number(state)[1],
        )
        if self.shown_hills(len(state.hills)) != state.hills:  # a safety net: the physics field must match the rules
            self.rebuild_hills_only()

    def shown_hills(self, count: int) -> list[list[str] | None]:
        """The coins of each of `count` hills as the field shows them (None: a hill it has not)."""
        return self.per_change(
            ("shown hills", count),
            lambda: [self.field.hill_coins(self.hill_ids[i]) if i in self.hill_ids else None for i in range(count)],
        )

    def rebuild_hills_only(self) -> None:
        for hill_id in list(self.field.hill_ids):
            self.field.remove_hill(hill_id)
        self.hill_ids = {
            i: self.field.add_hill(self.hill_x(i), coins) for i, coins in enumerate(self.match.room_view().hills)
        }

    @property
    def busy(self) -> bool:
        return self.timeline.busy()

    # --- animation ------------------------------------------------------------------------
    def fly(self, name, start, end, on_land=lambda: None, sound="clink", **kwargs) -> None:
        kwargs.setdefault("duration", 0.55)
        kwargs.setdefault("start_heads", False)  # coins lie value side up, so they can be read
        kwargs.setdefault("result_heads", False)
        kwargs["duration"] /= self.app.anim_speed
        kwargs["delay"] = kwargs.get("delay", 0.0) / self.app.anim_speed
        self.flights.append(Flight(FlyingCoin(name, start, end, **kwargs), on_land, sound))

    def update(self, dt: float) -> None:
        self.clock += dt
        self.field.update(dt)
        for flight in list(self.flights):
            flight.coin.update(dt)
            if flight.coin.landed:
                self.app.sounds.play(flight.sound)
                flight.on_land()
            if flight.coin.done:
                self.flights.remove(flight)
        self.timeline.update(dt)

    def draw(self, surface, scene) -> None:
        self.art.draw(surface, scene)

    def draw_focus_ring(self, surface, index: int) -> None:
        self.art.draw_focus_ring(surface, index)

    def previewed_hill(self, scene) -> int | None:
        """The hill a bot is about to mine, while the kit holds its move on
        screen. Only a mining move is ever shown: a secret pick or hold draws nothing."""
        preview = scene.bot_preview
        if not preview or preview[1].get("kind") != "mine":
            return None
        return preview[1].get("hill")

    def top_coin_token(self, index: int) -> tuple[str, tuple[int, int], int] | None:
        """The top coin of hill `index`, raised above it face up: (coin, centre, radius)."""
        return self.per_change(("top", index), lambda: self._top_coin_token(index))

    def per_change(self, name, compute: Callable[[], T]) -> T:
        """`compute()`, worked out again only once a coin of the field has moved, come or gone:
        drawing, words and targets ask for the hills' facts many times a frame."""
        changes, kept = self._per_change
        if changes != self.field.changes:
            kept = {}
            self._per_change = (self.field.changes, kept)
        if name not in kept:
            kept[name] = compute()
        return kept[name]

    def top_discs(self) -> list[pygame.Rect]:
        """The disc of each hill's raised top coin."""
        discs = self.per_change(
            "top discs", lambda: [disc(t[1], t[2]) for t in map(self.top_coin_token, self.hill_ids) if t]
        )
        return [pygame.Rect(rect) for rect in discs]

    def _top_coin_token(self, index: int) -> tuple[str, tuple[int, int], int] | None:
        hill_id = self.hill_ids.get(index)
        coins = self.field.hill_coins(hill_id) if hill_id is not None else []
        if not coins:
            return None
        coin = coins[-1]
        radius = value_coin_radius(coin, TOP_SCALE)
        width, thick = coin_size_px(coin, self.scale)
        top = self.field.top_position(hill_id)[1] - thick / 2 - width * self.field.tilt / 2 - 3  # the hill's top edge
        return coin, (round(self.hill_x(index)), round(top) - 26 - radius), radius

    def hill_spot(self, index: int) -> pygame.Rect:
        """Where to click to mine hill `index`: the hill and its raised top coin, or the
        mound of a mined-out hill."""
        return pygame.Rect(self.per_change(("spot", index), lambda: self._hill_spot(index)))

    def _hill_spot(self, index: int) -> pygame.Rect:
        width = min(self.hill_spacing - 8, coin_size_px("quarter", self.scale)[0] + 40)
        token = self.top_coin_token(index)
        top = token[1][1] - token[2] - 10 if token else FIELD.bottom - 110
        return pygame.Rect(round(self.hill_x(index) - width / 2), top, round(width), FIELD.bottom - top)

    def stash_spot(self, seat: int, index: int) -> pygame.Rect:
        """Round a coin in a stash (a secret pick made on one's own gamepad, right on the board)."""
        coins = self.picture.stashes[seat]
        radius = value_coin_radius(coins[index], STASH_SCALE) if index < len(coins) else 24
        rect = pygame.Rect(0, 0, 2 * radius + 8, 2 * radius + 8)
        rect.center = (round(self.stash_slot(seat, index)[0]), round(self.stash_slot(seat, index)[1]))
        return rect

    @staticmethod
    def scarcity_rect() -> pygame.Rect:
        return pygame.Rect(POOL.right + 12, FIELD.top + 8, FIELD.right - POOL.right - 20, 84)

    def _fit_names(self) -> tuple[bool, list[list[str]]]:
        """Names beside the badges when every one fits whole on one line there; otherwise
        (many players) the compact panel puts them under the badge row, whole, on as many
        lines as they need (two for any name setup allows, at eight players)."""
        names = [seat.name for seat in self.match.seats]
        width = self.panel_rect(0).w
        beside = distinct_names(names, NAME_SIZE, width - 60)
        if all(len(lines) == 1 for lines in beside):
            return False, beside
        return True, distinct_names(names, theme.MIN_TEXT, width - 12)

    def fitted_name(self, seat: int) -> str:
        """A player's name as their panel shows it (fitted once: names never change)."""
        return " ".join(self.name_lines[seat])

    # --- events into animation -----------------------------------------------------------
    def on_mine(self, event) -> None:
        seat, hill = event["player"], event["hill"]

        def lift():
            self.picture.turns_taken += 1
            self.last_mined = f"{self.names[seat]} mined a {event['coin']}."
            coin, pos = self.field.take_top(self.hill_ids[hill])
            slot = self.stash_slot(seat, len(self.picture.stashes[seat]))
            self.app.sounds.play("coin_take")

            def land():
                self.picture.stashes[seat].append(coin)

            self.fly(coin, pos, slot, land, start_squash=0.2, scale=STASH_SCALE, arc_height=140, duration=0.6)

        self.timeline.then(0.05, lift)

    def _showing(self, phase: str) -> None:
        self.picture.phase = phase
        if phase != Phase.MINING:
            self.last_mined = ""

    def on_auction(self, event) -> None:
        def show() -> None:
            self._showing(Phase.PICK)
            self.picture.auctions_total = event["of"]
            self.timeline.banner(f"Auction {event['number']}!", 1.3, "Everyone secretly picks two coins to reveal")

        self.timeline.then(1.2, show)

    def on_picked(self, event) -> None:
        self.timeline.then(0.05, lambda: self.app.sounds.play("click"))

    on_holding = on_picked

    def on_reveal(self, event) -> None:
        def reveal():
            self._showing(Showing.REVEAL)
            self.timeline.banner("Reveal!", 0.9)
            self.app.sounds.play("flip")
            for seat, coins in enumerate(event["coins"]):
                stash = self.picture.stashes[seat]
                for index, coin in enumerate(coins):
                    start = self.stash_slot(seat, stash.index(coin)) if coin in stash else self.panel_rect(seat).center
                    if coin in stash:
                        stash.remove(coin)

                    def land(seat=seat, coin=coin):
                        self.picture.revealed[seat].append(coin)

                    self.fly(
                        coin,
                        start,
                        self.reveal_slot(seat, index),
                        land,
                        flips=1,
                        scale=REVEAL_SCALE,
                        arc_height=70,
                        duration=0.6,
                        delay=0.05 * seat,
                    )
            self.picture.revealed = [[] for _ in range(self.players)]

        self.timeline.then(0.4, reveal)

    def on_flip(self, event) -> None:
        def flip():
            self._showing(Phase.FLIP)
            self.app.sounds.play("flip")
            count = len(event["coins"])
            self.picture.pool = []
            for index, (coin, heads) in enumerate(zip(event["coins"], event["heads"])):
                slot = self.pool_slot(index, count)

                def land(index=index, coin=coin, heads=heads):
                    self.picture.pool.append(coin)
                    self.picture.pool_heads.append(heads)

                self.fly(
                    coin,
                    slot,
                    slot,
                    land,
                    flips=3,
                    result_heads=heads,
                    scale=POOL_SCALE,
                    arc_height=40,
                    duration=0.9,
                    delay=0.08 * index,
                )
            self.picture.pool_heads = []

        self.timeline.then(1.0, flip)
        # once the coins land, the table says which count, large, for as long as a new reader
        # needs to read it, whatever the animation speed (the log says it too)
        title, said = flip_words(event["coins"], event["heads"])
        held = reading_seconds(f"{title} {said}") * self.app.anim_speed

        def tell() -> None:
            self.flip_told = self.timeline.banner(title, held, said)

        self.timeline.then(held, tell)

    def telling_flip(self) -> Banner | None:
        """The banner saying which flipped coins count, while it shows: no card may cover it."""
        return self.flip_told if self.flip_told in self.timeline.banners else None

    def on_hill_returned(self, event) -> None:
        def back():
            self.picture.pool, self.picture.pool_heads = [], []
            self.hill_ids[event["hill"]] = self.field.add_hill(self.hill_x(event["hill"]), event["coins"])
            self.app.sounds.play("clink")
            self.timeline.banner("The set-aside hill returns", 1.0)

        self.timeline.then(1.0, back)

    def on_score(self, event) -> None:
        def score():
            self.scarcity = event
            self.picture.scores = list(event["scores"])
            self.picture.auctions_done = event["auction"]
            self.picture.auctions_total = event["of"]
            self._showing(Showing.SCORED)
            self.app.sounds.play("score")
            for seat, gain in enumerate(event["gains"]):
                rect = self.panel_rect(seat)
                self.timeline.float_text(f"+{gain}", (rect.centerx, rect.y - FLOAT_ABOVE))

        # the revealed coins get a moment to be seen before the points; after a flip's result,
        # which was held to be read, they have had it
        flipped = self.timeline.previous_kind in ("flip", "hill_returned")
        self.timeline.then(0.5 if flipped else 2.0, score)

    def on_held_over(self, event) -> None:
        def hold():
            coins = [coin for group in event["coins"] for coin in group]
            self.picture.pool, self.picture.pool_heads = [], []
            for seat, group in enumerate(event["coins"]):
                for coin in group:
                    if coin in self.picture.revealed[seat]:
                        start = self.reveal_slot(seat, self.picture.revealed[seat].index(coin))
                        self.picture.revealed[seat].remove(coin)
                    else:
                        start = self.panel_rect(seat).midtop
                    index = sum(len(g) for g in event["coins"][:seat]) + group.index(coin)

                    def land(coin=coin):
                        self.picture.pool.append(coin)
                        self.picture.pool_heads.append(None)

                    self.fly(
                        coin,
                        start,
                        self.pool_slot(index, len(coins)),
                        land,
                        scale=POOL_SCALE,
                        arc_height=80,
                        duration=0.6,
                        delay=0.04 * index,
                    )

        self.timeline.then(0.3, hold)

    def on_discard(self, event) -> None:
        def discard():
            if event.get("from") == "pool":
                pool = self.picture.pool
                places = [(coin, self.pool_slot(i, len(pool))) for i, coin in enumerate(pool)]
                self.picture.pool, self.picture.pool_heads = [], []
            else:
                places = [
                    (coin, self.reveal_slot(seat, i))
                    for seat, coins in enumerate(self.picture.revealed)
                    for i, coin in enumerate(coins)
                ]
                self.picture.revealed = [[] for _ in range(self.players)]
            wanted = list(event["coins"])
            for coin, start in places:
                if coin in wanted:
                    wanted.remove(coin)
                    self.fly(coin, start, BANK, sound="whoosh", scale=REVEAL_SCALE, arc_height=60, duration=0.5)

        self.timeline.then(0.3, discard)

    def on_blowout(self, event) -> None:
        def show() -> None:
            self._showing(Showing.BLOWOUT)
            self.picture.auctions_total = event["of"]
            self.timeline.banner(
                f"Blowout: auction {event['auction']}!", 1.4, "Everyone reveals the last two coins of their stash"
            )

        self.timeline.then(1.4, show)

    def on_first(self, event) -> None:
        def show() -> None:
            self._showing("first")
            self.app.sounds.play("flip")
            self.timeline.banner("Coin flip!", 1.4, fill_names(f"{{p{event['seat']}}} mines first", self.names))

        self.timeline.then(1.4, show)

    def on_mining(self, event) -> None:
        def start():
            self._showing("mining")
            self.picture.turns_taken = 0

        if self.timeline.previous_kind == "first":
            self.timeline.then(0.0, start)  # the coin flip's banner already said who mines first
            return
        first = fill_names(f"{{p{event['order'][0]}}} mines first", self.names)
        self.timeline.then(
            1.0,
            lambda: (
                start(),
                self.timeline.banner(first, 1.0, f"Mining before auction {event['auction']}"),
            ),
        )

    def on_settle(self, event) -> None:
        self.timeline.then(0.6, lambda: self.app.sounds.play("flip"))

    def on_game_over(self, event) -> None:
        def show() -> None:
            self._showing("over")
            self.app.sounds.play("cheer")
            self.timeline.banner("The dust settles!", 1.5)

        self.timeline.then(1.5, show)
