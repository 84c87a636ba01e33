"""The picture the King of Copper timeline moves: the rules' events become
tokens hopping square by square, dice and the d10 tumbling in the tray, chips
flying, Event Cards read out large, cave-ins shaking a district, while the
camera (camera.py) follows the play. scenes/king_of_copper/drawing.py draws it.

The board keeps its own picture of tokens and money so each piece is drawn
in one place while animations run; once nothing moves, sync() makes the
picture agree with the rules' state again.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core import fill_names
from game.king_of_copper import board as B
from game.king_of_copper.cards import CHARACTERS, TICKETS
from game.king_of_copper.phases import Phase
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.art import paint_board
from scenes.king_of_copper.camera import Camera
from scenes.king_of_copper.labels import lay_out
from scenes.king_of_copper.layout import FLOAT_SPOT, TRAY, VIEW, ZOOMS
from scenes.king_of_copper.pieces import FACE_UP, chip_image
from scenes.kit.labels import Labels
from scenes.kit.timeline import Timeline, step_tray
from sprites import readability, theme
from sprites.dice import D6_FACES, D10_FACES, d6
from sprites.dice_tray import DiceTray, DieSpec
from sprites.drawing import ease_in_out

HOP_SECONDS = 0.15
# An Event Card that goes by itself takes the press a reader meant for it: once the board is
# still, a table with people at it takes no press this long (one press does one thing).
CARD_SETTLE_SECONDS = 0.6


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
    put_away: bool = False  # a press put it away (so that press has done its one thing)


@dataclass
class Picture:
    """Where the board draws each token and what money each panel shows (it may lag the rules)."""

    tokens: list[list[str]]
    money: list[int]
    current: int = 0  # whose turn the screen shows: the panel glow and the header follow it together
    round: int = 0  # 0 while the opening roll is shown


class Board:
    def __init__(self, app, match) -> None:
        self.app = app
        self.match = match
        state = match.room_view()
        self.players = state.players
        self.quarters = list(state.quarters)
        self.colours = [seat.colour for seat in match.seats]
        cb = app.settings.colour_blind
        seat_colours = {q: self.colours[s] for s, q in enumerate(self.quarters)}
        with readability.shown_at(min(ZOOMS)):  # its words are read at the smallest zoom
            art = paint_board(self.quarters, seat_colours, cb)
        self.arts = tuple(
            theme.display_ready(
                art if zoom == 1.0 else pygame.transform.smoothscale(art, (int(L.SIZE * zoom),) * 2), alpha=False
            )
            for zoom in ZOOMS
        )
        self.camera = Camera()
        self.words = Labels(pygame.Rect(VIEW))  # the words on the board, laid out each update (labels.py)
        self.tray = DiceTray(TRAY, die_size=theme.MIN_DIE, seed=match.seed)
        self.hops: list[Hop] = []
        self.flyers: list[Flyer] = []
        self.cards: list[Card] = []
        self.settle = 0.0  # after a card went by itself: seconds of stillness before a press counts
        self.people = any(not seat.is_bot for seat in match.seats)
        # a step waits for hops, flying chips and a card being read, and its time starts once they are done
        self.timeline = Timeline(app, self, moving=self.moving, catch_up=self.catch_up, tray=self.tray)
        self.names = [seat.name for seat in match.seats]
        self.clock = 0.0
        self.picture = Picture([], [])
        self._spots: list[list[tuple[float, float]]] = []  # token_spots, for the tokens in _spots_for
        self._spots_for: tuple = ()
        self.token_rects_kept: tuple | None = None  # labels.token_rects' answer: (camera view, spots, rects)
        # what the controls light (scenes/king_of_copper/controls.py), for drawing
        self.glow_nodes: dict[str, str] = {}  # node -> label, legal destinations
        self.bad_luck_nodes: set[str] = set()  # destinations reached under the player's own ladder
        self.glow_tokens: set[tuple[int, int]] = set()
        self.selected: tuple[int, int] | None = None
        self.numbered = False  # tokens show their numbers (in play, not in a demo)
        self.sync()
        self.laid = lay_out(self, self.words)

    # --- the picture ---------------------------------------------------------------------
    @property
    def state(self):
        """What the board shows of the game: the room's view, every secret hidden."""
        return self.match.room_view()

    def sync(self) -> None:
        state = self.state
        self.picture.tokens = [list(t) for t in state.tokens]
        self.picture.money = list(state.money)
        self.picture.current = state.current
        self.picture.round = 0 if state.phase == Phase.OPENING else state.round  # 0: the opening roll

    def catch_up(self) -> None:
        """Nothing is left to play: the camera stops following and the picture agrees with the rules."""
        self.camera.follow = None
        self.sync()

    def moving(self) -> bool:
        return bool(self.hops or self.flyers or any(c.time_left > 0 for c in self.cards))

    @property
    def busy(self) -> bool:
        return self.timeline.busy() or self.settle > 0

    def holds_press(self) -> bool:
        """A card is up, or has just gone by itself: a press now is the reader's, for the card."""
        return bool(self.cards) or self.settle > 0

    def skip_card(self) -> None:
        """A reader who is done presses confirm: the card goes."""
        for card in self.cards:
            card.time_left = min(card.time_left, 0.2)
            card.put_away = True

    @property
    def zoom(self) -> int:
        """The camera's zoom, an index into ZOOMS (the shared idle tests set it here)."""
        return self.camera.zoom

    @zoom.setter
    def zoom(self, zoom: int) -> None:
        self.camera.zoom = zoom

    def panel_anchor(self, seat: int) -> tuple[int, int]:
        """Where chips and money fly to and from a seat's panel."""
        return L.panel_rect(seat, self.players).midleft

    # --- where the tokens stand -----------------------------------------------------------------
    def token_xy(self, seat: int, token: int) -> tuple[float, float]:
        return self.token_spots()[seat][token]

    def token_spots(self) -> list[list[tuple[float, float]]]:
        """Where each seat's tokens stand (token_xy), found again only when a token moves in the
        picture: drawing, the board's words and the targets ask for every token each frame."""
        key = (tuple(map(tuple, self.picture.tokens)), tuple(self.quarters))
        if key != self._spots_for:
            tokens = self.picture.tokens
            self._spots = [
                [self._token_spot(seat, token) for token in range(len(tokens[seat]))] for seat in range(len(tokens))
            ]
            self._spots_for = key
        return self._spots

    def _token_spot(self, seat: int, token: int) -> tuple[float, float]:
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
        self.camera.tick(dt)
        step_tray(self.app, self.tray, dt)
        for card in self.cards:
            if card.time_left > 0 >= card.time_left - dt and not card.put_away and self.people:
                self.settle = CARD_SETTLE_SECONDS  # counted once the board is still (below)
            card.time_left -= dt
        self.cards = [c for c in self.cards if c.time_left > -0.3]
        for hop in list(self.hops):
            before = int(hop.elapsed / hop.per_step)
            hop.elapsed += dt
            if int(hop.elapsed / hop.per_step) != before and not hop.done:
                self.app.sounds.play(hop.sound)
            self.camera.follow = hop.position()
            if hop.done:
                self.picture.tokens[hop.seat][hop.token] = hop.end_node
                self.hops.remove(hop)
        for flyer in list(self.flyers):
            flyer.elapsed += dt
            if flyer.done:
                self.flyers.remove(flyer)
        self.camera.update(dt)
        if self.settle > 0 and not self.timeline.busy():
            self.settle = max(0.0, self.settle - dt)
        self.timeline.update(dt)

    # --- events into animation ------------------------------------------------------------------------
    def _news(self, duration: float, sound: str, text: str, sub: str = "", seconds: float | None = None) -> None:
        """A step that starts with a sound and a banner (shown `seconds`, else as long as the step)."""
        shown = duration if seconds is None else seconds

        def go() -> None:
            self.app.sounds.play(sound)
            self.timeline.banner(text, shown, sub)

        self.timeline.then(duration, go)

    def _float(self, duration: float, sound: str, text: str) -> None:
        """A step that starts with a sound and words rising beside the board."""

        def go() -> None:
            self.app.sounds.play(sound)
            self.timeline.float_text(text, FLOAT_SPOT, 1.5)

        self.timeline.then(duration, go)

    def _throw(self, duration: float, specs: list[DieSpec]) -> None:
        """A step that throws dice into the tray; the next step waits until they settle."""

        def throw() -> None:
            self.tray.throw(specs)
            self.app.sounds.play("rattle")

        self.timeline.then(duration, throw, until=self.timeline.tray_settled)

    def _hop(self, seat, token, nodes, end, per_step=HOP_SECONDS, sound="clack") -> None:
        quarter = self.quarters[seat]
        points = [self.token_xy(seat, token)] + [L.node_xy(n, quarter) for n in nodes]
        self.hops.append(Hop(seat, token, points, end, 0.0, per_step / self.app.anim_speed, sound))
        self.camera.follow = points[0]

    def on_opening(self, event) -> None:
        self._throw(0.2, [DieSpec(d6(v), D6_FACES) for roll in event["rolls"] for v in roll])
        tie = len(event["top"]) > 1
        self.timeline.then_banner(
            1.4, "A tie! Roll again" if tie else "Opening roll", 1.4, opening_words(self.names, event)
        )

    def on_first_player(self, event) -> None:
        self.timeline.then_banner(
            1.2, fill_names(f"{{p{event['seat']}}} goes first", self.names), 1.2, "then play goes clockwise"
        )

    def on_turn(self, event) -> None:
        seat = event["seat"]

        def show():
            self.picture.current, self.picture.round = seat, event["round"]
            self.tray.clear()
            if self.camera.zoom:
                self.camera.look_at(self.token_xy(seat, 0))

        self.timeline.then(0.05, show)

    def on_enter(self, event) -> None:
        self.timeline.then(
            0.05, lambda: self._hop(event["seat"], event["token"], [event["to"]], event["to"], 0.35, "move")
        )

    def on_roll(self, event) -> None:
        self._throw(0.1, [DieSpec(d6(v), D6_FACES) for v in event["dice"]])
        if event["dice"] == [1, 1]:
            self.timeline.then_banner(0.1, "Snake eyes!", 1.2)

    def on_doubles(self, event) -> None:
        self.timeline.then_banner(0.9, "Doubles!", 0.9, fill_names(f"{{p{event['seat']}}} rolls again", self.names))

    def on_forfeit(self, event) -> None:
        dice = " and ".join(str(d) for d in event["dice"])
        self._news(0.9, "error", "No move", fill_names(f"{{p{event['seat']}}} forfeits the {dice}", self.names))

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
                0.8,
                "Bump!",
                0.8,
                fill_names(f"{{p{event['by']}}} sends {{p{event['seat']}}} back to Start", self.names),
            )

    def _fly(self, image, start, end, seconds: float, flip_to=None) -> None:
        """A chip crossing the screen, `seconds` long at speed 1 (turning over to `flip_to` when given)."""
        self.flyers.append(Flyer(image, start, end, seconds / self.app.anim_speed, flip_to=flip_to))

    def _chip_fly(self, chip_kind: str, start_board, seat: int) -> None:
        self._fly(chip_image(chip_kind, 34), self.camera.to_screen(start_board), self.panel_anchor(seat), 0.7)

    def on_prospect(self, event) -> None:
        def go():
            self.app.sounds.play("coin_take")
            self._chip_fly("green", L.node_xy(event["mine"]), event["seat"])
            self.picture.money[event["seat"]] -= 50

        self.timeline.then(0.3, go)

    def on_peek(self, event) -> None:
        self._news(
            0.6,
            "flip",
            "A peek below",
            fill_names(f"{{p{event['seat']}}} looks at the deep chip", self.names),
            seconds=1.0,
        )

    def on_fools_gold(self, event) -> None:
        def go():
            start = self.camera.to_screen(L.node_xy(event["mine"]))
            fools = chip_image("blue", FACE_UP, True, 0)
            self._fly(chip_image("blue", FACE_UP), start, self.panel_anchor(event["seat"]), 0.9, flip_to=fools)
            self.timeline.banner("Fool's Gold!", 1.3, "free to keep as a decoy, and the peek money comes back")

        self.timeline.then(1.3, go)

    def on_dig(self, event) -> None:
        numbers = event["risk"]
        risky = "0" if numbers == 1 else f"0 to {numbers - 1}"
        sub = f"a d10 of {risky} caves it in" if numbers else "this mine cannot cave in"
        self.timeline.then_banner(1.0, "Digging deep!", 1.0, sub)

    def on_deep_mined(self, event) -> None:
        self._throw(0.1, [DieSpec(D10_FACES[event["d10"]], D10_FACES)])

        def go():
            self.app.sounds.play("coin_take")
            self._chip_fly("blue", L.node_xy(event["mine"]), event["seat"])
            self.timeline.banner(
                "Struck it!", 1.0, fill_names(f"{{p{event['seat']}}} brings up a deep chip", self.names)
            )

        self.timeline.then(1.0, go)

    def on_cave_in(self, event) -> None:
        self._throw(0.1, [DieSpec(D10_FACES[event["d10"]], D10_FACES)])

        def go():
            self.app.sounds.play("rattle")
            self.camera.look_at(L.node_xy(event["mine"]))
            self.camera.shake_from(L.node_xy(event["mine"]), 1.6 / self.app.anim_speed)
            self.timeline.banner("CAVE-IN!", 1.6, f"{B.MINE_NAMES[event['mine']]} collapses: the title goes back")

        self.timeline.then(1.6, go)

    def on_stop_digging(self, event) -> None:
        self.timeline.then_banner(
            0.8, "Not worth it", 0.8, fill_names(f"{{p{event['seat']}}} leaves the deep chip", self.names)
        )

    def on_title(self, event) -> None:
        self._float(0.6, "coin_take", f"{B.MINE_NAMES[event['mine']]}!")

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
        self.timeline.then_banner(
            0.9, TICKETS[event["ticket"]], 0.9, fill_names(f"{{p{event['seat']}}} uses the ticket", self.names)
        )

    def on_skip_turn(self, event) -> None:
        self.timeline.then_banner(
            0.9, "Snowed in", 0.9, fill_names(f"{{p{event['seat']}}} misses this turn", self.names)
        )

    def on_lay_out(self, event) -> None:
        """The victim's chips fly out and turn face down in a row for the robber."""

        def go():
            self.app.sounds.play("flip")
            self.timeline.banner(
                "Chips face down", 0.9, fill_names(f"{{p{event['seat']}}} lays out {event['count']} chips", self.names)
            )
            backs = event.get("backs", ["B"] * event["count"])
            for i, back in enumerate(backs):
                colour = "green" if back == "G" else "blue"
                end = (VIEW.centerx + (i - (len(backs) - 1) / 2) * 56, VIEW.centery + 130)
                back_up = chip_image(colour, 48, True, "?")
                self._fly(
                    back_up, self.panel_anchor(event["seat"]), end, 0.7 + 0.05 * i, flip_to=chip_image(colour, 48)
                )

        self.timeline.then(0.6, go)

    def on_robbed(self, event) -> None:
        def go():
            image = chip_image("green" if event["chip"].startswith("G") else "blue", 34)
            self._fly(image, self.panel_anchor(event["victim"]), self.panel_anchor(event["seat"]), 0.8)
            self.app.sounds.play("coin_take")

        self.timeline.then(0.2, go)

    def on_marshal(self, event) -> None:
        self.timeline.then_banner(0.9, "The Marshal!", 0.9, fill_names(f"nobody robs {{p{event['seat']}}}", self.names))

    def on_tunnel_roll(self, event) -> None:
        self._throw(0.1, [DieSpec(d6(v), D6_FACES) for v in event["dice"]])
        text = "Into the tunnel!" if event["success"] else "The tunnel stays shut"
        self.timeline.then_banner(0.9, text, 0.9, "7 or 3 in total, or a 3 on either die")

    def on_passage(self, event) -> None:
        self.timeline.then(0.05, lambda: self.app.sounds.play("whoosh"))

    def on_bad_luck(self, event) -> None:
        sub = fill_names(f"{{p{event['seat']}}} rolls one die for {event['turns']} turns", self.names)
        self._news(1.4, "error", "Seven years of bad luck!", sub)

    def on_overshoot(self, event) -> None:
        self.timeline.then_banner(0.6, "Doubles carry it into Finish", 0.6)

    def on_finish(self, event) -> None:
        self._float(0.5, "score", f"{self.names[event['seat']]}: into Finish!")

    def on_cash(self, event) -> None:
        """The chip turns face up on its way to the bank, and the money comes back."""

        def go():
            colour = "green" if event["chip"].startswith("G") else "blue"
            sapphire = event["chip_kind"] if event["chip_kind"] in ("sacred", "great_blue") else ""
            x, y = self.panel_anchor(event["seat"])
            face = chip_image(colour, FACE_UP, True, event["value"], sapphire)
            self._fly(chip_image(colour, FACE_UP), (x, y), (x - 160, y + 30), 0.6, flip_to=face)
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
        self._news(1.3, "cheer", "The Anaconda Sapphire!", f"{self.names[event['seat']]}: {took}")

    def on_final_round(self, event) -> None:
        self._news(1.8, "cheer", "The Great Blue Sapphire!", "one final round, then the crowning")

    def on_all_home(self, event) -> None:
        self.timeline.then_banner(
            1.0, "All in Finish!", 1.0, fill_names(f"{{p{event['seat']}}} has every token at Finish", self.names)
        )

    def on_trade_offered(self, event) -> None:
        self.timeline.then(0.1, lambda: self.app.sounds.play("click"))

    def on_trade_accepted(self, event) -> None:
        trade = event["trade"]
        self._news(
            1.0,
            "coin_take",
            "Deal!",
            fill_names(f"{{p{trade['with']}}} accepts {{p{trade['from']}}}'s offer", self.names),
        )

    def on_trade_declined(self, event) -> None:
        self.timeline.then_banner(0.8, "No deal", 0.8, fill_names(f"{{p{event['seat']}}} declines", self.names))

    def on_game_over(self, event) -> None:
        self._news(2.0, "cheer", "Crowning time!")


def opening_words(names: list[str], event: dict) -> str:
    """ "Prospector 1 rolled 9, Careful Clem rolled 3": "rolled" keeps a total apart from a name
    that ends in a number."""
    return ", ".join(f"{names[s]} rolled {sum(r)}" for s, r in zip(event["seats"], event["rolls"]))
