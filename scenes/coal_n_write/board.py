"""The picture the Coal n' Write timeline moves: the dice in the tray and on
their way to the Bunkhouse or a sheet, pencil marks being written, banners
and floating sums, and which player's sheet lies large. The board turns the
rules' events into that animation and draws the table under what the
overlays put over it; it never decides a rule."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.coal_n_write.content import DICE, STORE
from game.coal_n_write.phases import Phase
from game.core import CHANCE
from scenes.coal_n_write.layout import (
    BUNKHOUSE,
    DIE,
    FLOAT_SPOT,
    FLOAT_WIDTH,
    SHEET,
    TRAY,
    SheetLayout,
    bunkhouse_rects,
    bunkhouse_slot,
    die_rect,
    player_row,
)
from scenes.coal_n_write.names import draw_name, name_size
from scenes.coal_n_write.sheet import draw_sheet, draw_store_corner, printed_sheet
from scenes.kit.labels import Labels
from scenes.kit.phones import draw_phone
from scenes.kit.timeline import Timeline, draw_floater, step_tray
from sprites import theme
from sprites.dice import d6, draw_die
from sprites.dice_tray import DiceTray, DieMover, DieSpec
from sprites.drawing import Kept

MARK_SECONDS = 0.45
STATUS_SIZE = 34  # the turn line at the top right
FLOAT_SIZES = (40, 34, theme.MIN_TEXT)  # news rising from the header: as large as fits its width
KEY_BADGE = 26  # a tray die's number key, on a badge beside it
HELD_RING = 7  # a die in hand wears a thick gold band, read from the couch (the focus only marks corners)
TAG_SIZE = 30  # a preview's name tag
TAG_SIDES = ("above", "below", "right", "left", "above right", "below right", "above left", "below left")
KEY_SIDES = ("below right", "above right", "below left", "above left", "right", "left", "below", "above")
NAME_SIZES = (28, theme.MIN_TEXT)  # a name in the players' list: one line, else two
CASH_COLUMN = 88  # the list's right column: the cash over the status


class Board:
    def __init__(self, app, match, router):
        self.app = app
        self.match = match
        self.router = router  # who plays on the shared controls: a fresh roll shows the first of them
        self.layout = SheetLayout(SHEET)
        self.tray = DiceTray(TRAY, die_size=DIE, seed=match.seed)
        self.shown = 0  # the seat whose sheet is large
        self.fresh: dict[int, dict] = {}  # seat -> {mark key: start time}
        self.movers: list[tuple[DieMover, Callable[[], None]]] = []  # each with what to do on arrival
        # Events play at once, with no steps. Each banner waits for the one before it and
        # the table waits for them all; a floater rises for 1.4 s whatever the animation speed.
        self.timeline = Timeline(
            app, self, moving=lambda: bool(self.movers), banners_take_turns=True, floaters_at_anim_speed=False
        )
        self.clock = 0.0
        self.rolling = False
        self.phoned: set[int] = set()  # the seats building on their phones (the scene's, each update)
        self._rows = Kept()  # each player's row as last drawn
        self._table = Kept()  # the wood, the title, the turn line and the shown printed sheet
        self.last_bj_die = 0
        self.labels = Labels()  # the table's words (used, the dice's keys, a preview's name), clear of the pieces
        self.label_spots: dict[tuple, pygame.Rect] = {}  # where each went, laid out in update

    @property
    def state(self):
        """The room's view: what everyone at the screen may see (the seed hidden)."""
        return self.match.room_view()

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.match.seats]

    # --- places that depend on the game ------------------------------------------------------
    def player_row(self, seat: int) -> pygame.Rect:
        return player_row(seat, len(self.match.seats))

    def player_at(self, pos) -> int | None:
        for seat in range(len(self.match.seats)):
            if self.player_row(seat).collidepoint(pos):
                return seat
        return None

    def button_rects(self) -> dict[str, pygame.Rect]:
        return self.layout.buttons(self.state.phase == Phase.LOAD)

    def bunkhouse_rects(self) -> dict[int, pygame.Rect]:
        return bunkhouse_rects(self.state.bunkhouse)

    # --- the clock ------------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.rolling or self.timeline.busy()

    def update(self, dt: float) -> None:
        self.clock += dt
        step_tray(self.app, self.tray, dt)
        if self.rolling and self.tray.settled:
            self.rolling = False
        for mover, on_done in list(self.movers):
            mover.update(dt * self.app.anim_speed)
            if mover.done:
                self.movers.remove((mover, on_done))
                on_done()
        self.timeline.update(dt)

    # --- events into animation -----------------------------------------------------------------
    def mark(self, seat: int, key) -> None:
        self.fresh.setdefault(seat, {})[key] = self.clock

    def rebuild_tray(self) -> None:
        """Lay the dice out from the state (a new or continued game)."""
        self.tray.clear()
        if self.state.phase in (Phase.BUILD, Phase.VARMINT) or self.state.turn:
            specs = [DieSpec(d6(self.state.dice[d]), key=d) for d in self.state.hand if self.state.dice[d]]
            if specs:  # thrown and settled at once: a continued game opens with its dice at rest
                self.tray.throw(specs)
                for _ in range(200):
                    if self.tray.settled:
                        break
                    self.tray.update(1 / 30)

    def on_roll(self, event) -> None:
        self.tray.throw([DieSpec(d6(event["dice"][d]), key=d) for d in event["hand"]])
        self.rolling = True
        if all(seat.is_bot for seat in self.match.seats):  # a table of bots: show each sheet in turn
            self.shown = (event["turn"] + event["round"]) % len(self.match.seats)
        self.start_shared_controls()
        self.app.sounds.play("rattle")

    def start_shared_controls(self) -> None:
        """Each roll and each loading, people sharing the keyboard take it in
        seat order from the first again: their sheet comes up and the hand-off
        banner names them, as the recap does, instead of the last to finish
        carrying on unannounced."""
        sharing = [
            seat for seat, info in enumerate(self.match.seats) if not info.is_bot and not self.router.own_pad(seat)
        ]
        if len(sharing) > 1:
            self.shown = sharing[0]

    def _die_pos(self, die: int):
        for tray_die in self.tray.dice:
            if tray_die.key == die:
                return tray_die.position
        return TRAY.center

    def _fly_die(self, die: int, target, on_done=lambda: None) -> None:
        if self.app.anim_speed > 5:
            on_done()
            return
        mover = DieMover(d6(max(1, self.state.dice[die])), self._die_pos(die), target, size=DIE, duration=0.3)
        self.movers.append((mover, on_done))

    def on_claim(self, event) -> None:
        seat, deposit = event["player"], event["deposit"]
        self.mark(seat, ("deposit", deposit))
        self.mark(seat, ("stash", event["spot"]))
        self.app.sounds.play("scratch")
        if seat == self.shown:
            for die in event["dice"]:
                self._fly_die(die, self.layout.deposits[deposit].center)

    def on_dig(self, event) -> None:
        seat = event["player"]
        self.mark(seat, ("dig", event["deposit"], event["box"]))
        self.app.sounds.play("scratch")
        if seat == self.shown:
            self._fly_die(event["die"], self.layout.dig_boxes[(event["deposit"], event["box"])].center)

    def on_store(self, event) -> None:
        seat = event["player"]
        self.app.sounds.play("coin_take" if event.get("cost") else "click")
        if event["item"] == "pistol":
            for b in event.get("burros", []):
                self.mark(seat, ("hat", b))
        if event.get("spots"):
            for spot in event["spots"]:
                self.mark(seat, ("cross", spot))
        name = STORE[event["item"]]["name"]
        cost = f"  -${event['cost']}" if event.get("cost") else ""
        self.float_over(seat, name + cost)

    def on_tonic(self, event) -> None:
        self.app.sounds.play("click")
        self.float_over(event["player"], "Workhorse Tonic!")

    def on_confirm(self, event) -> None:
        self.app.sounds.play("click")

    def on_bunkhouse(self, event) -> None:
        die = event["die"]
        slot = bunkhouse_slot(DICE - 1 - event["left"])  # after those already resting there

        def arrive():
            self.tray.remove(die)
            self.app.sounds.play("move")

        self.app.sounds.play("whoosh")
        mover = DieMover(d6(1), self._die_pos(die), slot, size=DIE, duration=0.7)
        self.movers.append((mover, arrive))

    def on_tonic_saved(self, event) -> None:
        self.timeline.banner("The Tonic keeps the worker at work!", 1.0)

    def on_varmint(self, event) -> None:
        self.app.sounds.play("coin_take")
        dice = " + ".join(str(v) for v in event["dice"])
        self.timeline.banner(f"{self.names[event['player']]}: Varmint Huntin' +${event['gain']}", 1.2, f"{dice} + 6")

    def on_coal_baron(self, event) -> None:
        self.app.sounds.play("cheer")
        who = ", ".join(self.names[s] for s in event["seats"])
        self.timeline.banner(f"The Coal Baron pays {who} ${event['each']}", 1.4)

    def on_pinkertons(self, event) -> None:
        self.timeline.banner("The Pinkertons are called!", 1.6, f"Burro {event['round'] + 1} is the last delivery")

    def on_blackjack_die(self, event) -> None:
        self.app.sounds.play("rattle")
        self.last_bj_die = event["die"]

    def on_blackjack_end(self, event) -> None:
        self.app.sounds.play("cheer" if event["gain"] > 0 else "error" if event["gain"] < 0 else "click")
        self.timeline.banner(f"Blackjack {event['total']}: {event['text']}", 1.4)

    def on_round_over(self, event) -> None:
        self.app.sounds.play("whoosh")
        self.tray.clear()
        self.timeline.banner("All the dice are in the Bunkhouse", 1.2, "Choose an unused burro and load it")
        self.start_shared_controls()

    def on_load(self, event) -> None:
        self.mark(event["player"], ("burro", self.state.sheets[event["player"]].chosen, len(event["loading"]) - 1))
        self.app.sounds.play("scratch")

    def on_choose_burro(self, event) -> None:
        self.app.sounds.play("flip")
        if event["bandits"] and not self.match.seats[event["player"]].is_bot:
            self.float_over(event["player"], f"Burro {event['burro'] + 1}: a bandit rides along!")

    def on_unload(self, event) -> None:
        self.app.sounds.play("click")

    def on_send(self, event) -> None:
        self.app.sounds.play("click")

    def on_delivery(self, event) -> None:
        seat, burro = event["player"], event["burro"]
        sheet = self.state.sheets[seat]
        for spot, mark in enumerate(sheet.crossed):
            if mark == str(burro + 1):
                self.mark(seat, ("cross", spot))
        for i in range(len(event["cargo"])):
            self.mark(seat, ("burro", burro, i))
        if event["stolen"]:
            self.mark(seat, ("stolen", burro))
        self.app.sounds.play("score")
        if seat == self.shown:
            parts = [f"${event['value']} delivered"]
            if event["stolen"]:
                parts.append(f"a bandit took {len(event['stolen'])}")
            if event["strike_gold"]:
                parts.append(f"Strike Gold +${event['strike_gold']}")
            if event["wash_day"]:
                parts.append(f"Wash Day +${event['wash_day']}")
            self.timeline.banner(f"Burro {burro + 1}: +${event['total']}", 1.4, ", ".join(parts))

    def on_shares(self, event) -> None:
        self.float_over(event["player"], f"Railroad Shares +${event['gain']}")

    def on_new_round(self, event) -> None:
        self.timeline.banner(
            f"Round {event['round'] + 1} of {self.state.rounds_total}", 1.0, "All workers back to the mine"
        )

    def on_game_over(self, event) -> None:
        self.app.sounds.play("cheer")
        self.timeline.banner("The last burro is home!", 1.6)

    def float_over(self, seat: int, text: str) -> None:
        """Words rising from the empty middle of the large sheet's header, clear of every
        name, box and the turn line; news of a player whose sheet is not shown names them."""
        if seat != self.shown:
            text = f"{self.match.seats[seat].name}: {text}"
        self.timeline.float_text(text, FLOAT_SPOT)

    # --- drawing: the table under the overlays -----------------------------------------------
    def draw_table(self, surface) -> None:
        """The wood, the title, the turn line and the shown sheet's print (one picture, kept until
        the line or the sheet changes: two full-size blits were a good part of a frame), then the
        tray, the Bunkhouse and the players' list, which lie beside the sheet."""
        status, printed = self.status_text(), printed_sheet(self.layout, self.state, self.shown)
        surface.blit(self._table.get("table", (status, printed), lambda: self._draw_table(status, printed)), (0, 0))
        self.draw_tray(surface)
        self.draw_bunkhouse(surface)
        self.draw_players(surface)

    def _draw_table(self, status: str, printed: pygame.Surface) -> pygame.Surface:
        table = theme.backdrop("wood").copy()
        theme.draw_text(table, "Coal n' Write", (14, 8), 40, theme.GOLD, shadow=True, display=True)
        theme.draw_text(table, status, (SHEET.right, 12), STATUS_SIZE, theme.CREAM, "topright", shadow=True)
        table.blit(printed, self.layout.rect.topleft)
        self.tray.draw_background(table)
        return table

    def status_rect(self) -> pygame.Rect:
        """Where the turn line is written (draw_table): what players read, kept clear of overlays."""
        width, height = theme.font(STATUS_SIZE).size(self.status_text())
        return pygame.Rect(SHEET.right - width, 12, width, height)

    def status_text(self) -> str:
        state = self.state
        if self.match.is_over():
            return "Game over"
        rounds = f"Round {state.round + 1} of {state.rounds_total if state.final_round < 0 else state.final_round + 1}"
        if state.phase == Phase.LOAD:
            return rounds + ": load a burro"
        return f"{rounds}, turn {max(1, state.turn)}"

    def lay_out_labels(self, panel: list[pygame.Rect], tag: tuple[str, pygame.Rect] | None) -> None:
        """Where the table's words go, worked out in update so drawing only reads them: the used
        dice's word, each tray die's key and the `tag` (a preview's name beside its frame), clear
        of the pieces (the dice, the sheet's buttons and goods, the `panel`'s buttons) and of each other."""
        state = self.state
        dice = [(die.key, die_rect(die.position)) for die in self.tray.dice]  # each die's place asked once
        solid = [rect for _, rect in dice] + list(self.bunkhouse_rects().values())
        self.labels.start(solid + list(self.button_rects().values()) + [self.layout.goods()] + panel)
        self.label_spots = {}
        if state.phase == Phase.BUILD and not self.rolling:
            used = state.sheets[self.shown].used
            for key, rect in dice:
                if key < len(used) and used[key]:
                    size = (theme.font(30).size("used")[0], theme.font(30).get_linesize())
                    self.label_spots[("used", key)] = self.labels.place("used", size, rect, ("on", "below", "above"))
            for key, rect in dice:
                spot = self.labels.place(str(key + 1), (KEY_BADGE, KEY_BADGE), rect, KEY_SIDES)
                self.label_spots[("key", key)] = spot
        if tag is not None:
            name, beside = tag
            size = (theme.font(TAG_SIZE).size(name)[0] + 16, theme.font(TAG_SIZE).get_linesize() + 6)
            self.label_spots[("tag",)] = self.labels.place(name, size, beside, TAG_SIDES)

    def draw_tray(self, surface) -> None:
        self.tray.draw_dice(surface)  # the empty tray is in the table's picture; its glowing and
        # picked-up dice are set in update (Controls.lay_out)
        for die in self.tray.dice:
            if die.selected:  # in hand: unlike the focus's blue corners, a whole gold band
                ring = held_ring(die.position)
                pygame.draw.rect(surface, theme.INK, ring.inflate(4, 4), 2, border_radius=14)
                pygame.draw.rect(surface, theme.GOLD, ring, HELD_RING, border_radius=12)
        if self.state.phase == Phase.BUILD and not self.rolling:
            sheet = self.state.sheets[self.shown]
            for die in self.tray.dice:
                if sheet.used[die.key] if die.key < len(sheet.used) else False:
                    draw_die(
                        surface, die.position, self.tray.die_size, d6(self.state.dice[die.key]), die.angle, dim=True
                    )
                    spot = self.label_spots.get(("used", die.key))
                    if spot is not None:
                        theme.draw_text(surface, "used", spot.center, 30, theme.CREAM, "center", shadow=True)

    def draw_die_keys(self, surface) -> None:
        """Each tray die's number key on a dark badge off its corner, drawn over the focus
        frame so the keyboard player can always read it, clear of the other dice and labels."""
        if self.state.phase != Phase.BUILD or self.rolling:
            return
        for die in self.tray.dice:
            spot = self.label_spots.get(("key", die.key))
            if spot is None:
                continue
            pygame.draw.circle(surface, theme.INK, spot.center, KEY_BADGE // 2)
            pygame.draw.circle(surface, theme.GOLD_LIGHT, spot.center, KEY_BADGE // 2, 2)
            theme.draw_text(surface, str(die.key + 1), spot.center, theme.MIN_TEXT, theme.GOLD_LIGHT, "center")

    def draw_bunkhouse(self, surface) -> None:
        pygame.draw.rect(surface, (74, 48, 30), BUNKHOUSE, border_radius=10)
        pygame.draw.rect(surface, theme.WOOD_LIGHT, BUNKHOUSE, 3, border_radius=10)
        roof = [
            (BUNKHOUSE.x + 8, BUNKHOUSE.y + 26),
            (BUNKHOUSE.x + 40, BUNKHOUSE.y + 6),
            (BUNKHOUSE.x + 72, BUNKHOUSE.y + 26),
        ]
        pygame.draw.polygon(surface, (140, 60, 40), roof)
        theme.draw_text(surface, "Bunkhouse", (BUNKHOUSE.x + 82, BUNKHOUSE.y + 6), 30, theme.CREAM)
        moving = len(self.movers)
        for i in range(len(self.state.bunkhouse)):
            if i >= len(self.state.bunkhouse) - moving and self.movers:
                continue
            draw_die(surface, bunkhouse_slot(i), DIE, d6(1))

    def status(self, seat: int, actors: list) -> str:
        """The word under a player's cash: who still has this roll to play, who is done, who is
        loading or has sent; nothing while the dice roll (nobody is done with a roll not yet made)."""
        if self.match.is_over() or CHANCE in actors:
            return ""
        if self.state.phase == Phase.LOAD:
            status = "sent" if self.state.sheets[seat].sent else "loading"
        else:
            status = "done" if seat not in actors else ("bot" if self.match.seats[seat].is_bot else "to play")
        return "on phone" if seat in self.phoned and status in ("to play", "loading") else status

    def draw_players(self, surface) -> None:
        actors = self.match.to_act()
        for seat in range(len(self.match.seats)):
            rect = self.player_row(seat)
            surface.blit(self.player_row_picture(seat, rect.size, self.status(seat, actors)), rect)

    def player_row_picture(self, seat: int, size: tuple[int, int], status: str) -> pygame.Surface:
        """A player's row (badge, name, cash, status), drawn again only when one of them
        changes: six rows' words every frame were a good part of a frame."""
        info = self.match.seats[seat]
        cash = self.state.sheets[seat].cash
        shown = seat == self.shown
        key = (size, shown, info.colour, info.name, self.app.settings.colour_blind, cash, status)
        return self._rows.get(seat, key, lambda: self.draw_player_row(seat, size, shown, cash, status))

    def draw_player_row(self, seat: int, size: tuple[int, int], shown: bool, cash: int, status: str) -> pygame.Surface:
        info = self.match.seats[seat]
        rect = pygame.Rect((0, 0), size)
        surface = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surface, theme.PARCHMENT if shown else theme.PARCHMENT_DARK, rect, border_radius=10)
        if shown:
            pygame.draw.rect(surface, theme.GOLD, rect, 4, border_radius=10)
        theme.draw_player_badge(surface, (rect.x + 24, rect.centery), info.colour, 34, self.app.settings.colour_blind)
        # the name gets the row's left (two lines if it must), the cash and status its right
        draw_name(surface, info.name, (rect.x + 46, rect.y, rect.w - 46 - CASH_COLUMN, rect.h), NAME_SIZES, theme.INK)
        theme.draw_text(surface, f"${cash}", (rect.right - 8, rect.y + 2), 34, theme.INK, "topright")
        where = theme.draw_text(
            surface,
            status,
            (rect.right - 8, rect.bottom - 3),
            theme.MIN_TEXT,
            theme.DIM if status == "done" else theme.COPPER,
            "bottomright",
        )
        if status in ("done", "sent"):  # a tick before the status word
            x, y = where.left - 8, where.centery
            pygame.draw.lines(surface, (40, 120, 40), False, [(x - 22, y), (x - 14, y + 8), (x, y - 8)], 4)
        elif status == "on phone":
            draw_phone(surface, pygame.Rect(where.left - 22, where.top + 2, 14, where.h - 4), theme.COPPER)
        return theme.display_ready(surface)

    def fresh_progress(self, seat: int) -> dict:
        """The marks still being written, 0..1; a written one draws whole."""
        progress = {}
        for key, start in self.fresh.get(seat, {}).items():
            p = (self.clock - start) * self.app.anim_speed / MARK_SECONDS
            if p < 1:
                progress[key] = p
        return progress

    def draw_sheet(self, surface, glow: dict) -> None:
        """The large sheet, with `glow` on its legal targets (sheet.draw_sheet)."""
        seat = self.shown
        loading = self.state.sheets[seat].loading if self.state.phase == Phase.LOAD else None
        info = self.match.seats[seat]
        draw_sheet(
            surface,
            self.layout,
            self.state,
            seat,
            info.name,
            info.colour,
            self.app.settings.colour_blind,
            self.fresh_progress(seat),
            glow,
            self.clock,
            loading,
        )

    def draw_store_corner(self, surface, can_visit: bool, acting: bool, tonic: bool) -> None:
        seat = self.shown
        can_undo = self.match.undo_point(seat) is not None
        buttons = self.button_rects()
        draw_store_corner(surface, self.layout, buttons, self.state, seat, can_visit, acting, can_undo, tonic)

    def draw_motion(self, surface) -> None:
        """What moves over everything: dice on their way, floating words and the banner."""
        for mover, _ in self.movers:
            mover.draw(surface)
        for floater in self.timeline.floaters:
            size = name_size(floater.text, FLOAT_WIDTH, FLOAT_SIZES) or theme.MIN_TEXT  # smaller, not cut
            draw_floater(surface, floater, rise=12, size=size, fade=0.4, max_width=FLOAT_WIDTH)
        if self.timeline.banners:
            self.draw_banner(surface, self.timeline.banners[0])

    def draw_banner(self, surface, banner) -> None:
        alpha = int(255 * min(1.0, banner.time_left / 0.3))
        surface.blit(theme.veil((theme.WIDTH, 120), (20, 14, 10), min(200, alpha)), (0, 250))
        theme.draw_text(
            surface, banner.text, (theme.WIDTH // 2, 262), 60, theme.GOLD, "midtop", shadow=True, alpha=alpha
        )
        if banner.sub:
            theme.draw_text(surface, banner.sub, (theme.WIDTH // 2, 322), 34, theme.CREAM, "midtop", alpha=alpha)


def held_ring(position) -> pygame.Rect:
    """The gold band round a die in hand (at `position`, its centre)."""
    return die_rect(position).inflate(2 * HELD_RING + 6, 2 * HELD_RING + 6)
