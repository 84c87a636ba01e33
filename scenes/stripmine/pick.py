"""The secret choice at a Stripmine auction, for one player at the shared
screen: pick two stash coins to reveal (or, in a Bear Market with four or
more players, the one revealed coin to hold over). Nothing is sent to the
rules until the player locks the choice in, so changing your mind is free.

The rest of the table stays in sight, because it is public: every stash,
the scores, the coins out on the table and those waiting to be flipped.
Only the picks are secret, and this screen reads the table from the
chooser's own view, in which the others' picks are hidden."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from scenes.kit import ui
from scenes.kit.manager import Scene
from scenes.kit.seats import anyone
from scenes.kit.targets import Target, Targets
from scenes.kit.tutorial import CARD_WIDTH, StandsInForTable
from scenes.stripmine.coin_faces import draw_value_coin
from scenes.stripmine.lock_in import ask_to_lock_in
from scenes.stripmine.names import distinct_names
from sprites import theme
from sprites.coins import draw_coin

COIN_SCALE = 4.2
COIN_Y = 424  # the chooser's own coins
TABLE = pygame.Rect(40, 112, 1200, 130)  # the others' stashes, in a row of cells (names on two lines)
NAME_STEP = 20  # px between a cell's name lines; a name on more lines makes the cells taller
POOL_Y = 274  # Bear Market: the coins to flip at this auction
SMALL_SCALE = 1.3  # px per mm for the coins on the table row
SMALL_STEP = 40
REFUSAL_Y = 538  # between the coins' numbers and the lock-in button
CELL_NAME_LEFT = 36  # a cell's name starts right of its badge
LOCK = -1  # focus on the lock-in button
COIN_REACH = 110  # a click this near a coin's centre chooses it
# Every arrow, and Tab, goes round the coins and the lock-in button, in order.
ROUND = {
    kind: ("choice", step)
    for kind, step in (("left", -1), ("prev", -1), ("up", -1), ("right", 1), ("next", 1), ("down", 1))
}
HINT_BUTTON = pygame.Rect(1136, 580, 104, 46)  # beside the lock-in button
GUIDE_CARD_RIGHT = 8 + CARD_WIDTH + 24  # Learn to play's card at its top-left corner (scene.CARD_PICK), and a gap
HINT_RING = 76  # round a hinted coin, outside the focus ring
UNPICK = "chosen: press to unpick"  # over the focused chosen coin (Enter, A or a click would unpick it)


@dataclass
class TableCell:
    """What the chooser may see of another player: nothing of their pick but whether it is made."""

    seat: int
    name: str
    score: int
    stash: list[str]
    shown: list[str]  # the coins they revealed, while a Bear Market hold is chosen
    chosen: bool


def choose(target: Target) -> None:
    if target.choose is not None:
        target.choose()


def places_of(wanted: list, coins: list[str], chosen: list[int]) -> list[int]:
    """Where each wanted coin is among `coins`, one place each, places already chosen first."""
    found: list[int] = []
    for coin in wanted:
        same = [i for i, c in enumerate(coins) if c == coin and i not in found]
        if same:
            found.append(next((i for i in same if i in chosen), same[0]))
    return found


def dismiss_toast(app, message: str) -> None:
    """A reminder stops showing once it is no longer true."""
    app.toasts.items = [toast for toast in app.toasts.items if toast.message != message]


class PickScene(StandsInForTable, Scene):
    toast_area = pygame.Rect(110, 644, 1060, 74)  # over the controls line, for a few seconds: a hint, for the chooser

    def __init__(self, app, game_scene, seat: int, coins: list[str], need: int, kind: str, accepts=anyone):
        super().__init__(app)
        self.accepts = accepts  # only the choosing player's controls count
        self.game_scene = game_scene
        self.seat = seat
        self.coins = list(coins)
        self.need = need  # 2 coins to reveal, or 1 to hold over
        self.kind = kind  # "pick" or "hold"
        self.selected: list[int] = []
        self.layer = Targets(dict(ROUND))  # the coins and the lock-in button
        self.lock_rect = pygame.Rect(theme.WIDTH // 2 - 230, 566, 460, 76)
        self.refusal = ""  # the rules' sentence for a choice locked in too soon, until it is put right
        self.guided: dict | None = None  # Learn to play: the move this choice is to make
        app.toasts.clear("hint")  # a hint given at the table was for a move already made
        self._read_table()

    def slot(self, index: int) -> tuple[int, int]:
        count = len(self.coins)
        gap = 250
        return (round(theme.WIDTH / 2 + (index - (count - 1) / 2) * gap), COIN_Y)

    # --- targets: the coins and the lock-in button -------------------------------------
    def targets(self) -> list[Target]:
        coins = [
            Target(
                ("coin", index), self.reach_rect(index), coin, "choice", choose=partial(self.toggle, index), round=True
            )
            for index, coin in enumerate(self.coins)
        ]
        return coins + [Target(LOCK, self.lock_rect, "Lock in", "choice", choose=self.lock_in, legal=self.ready)]

    def refresh_targets(self) -> None:
        self.layer.only = None if self.guided is None else self.guided_rest
        self.layer.set(self.targets())

    def guided_rest(self, target: Target) -> bool:
        """In Learn to play only the step's coins take the focus (a pointer passing over a dimmed
        one leaves it be), and the lock-in button once the choice is complete."""
        if target.key == LOCK or self.guided is None:
            return target.legal
        return target.key in {("coin", index) for index in self.guided_indices(self.guided)}

    @property
    def focus(self) -> int:
        """The focused coin's index, or LOCK."""
        key = self.layer.focus_key
        if isinstance(key, tuple):
            return key[1]
        return LOCK if key == LOCK else 0

    @focus.setter
    def focus(self, index: int) -> None:
        self.layer.focus_key = LOCK if index == LOCK else ("coin", index)

    def reach_rect(self, index: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, 2 * COIN_REACH, 2 * COIN_REACH)
        rect.center = self.slot(index)
        return rect

    # --- the public table, from the chooser's view -------------------------------
    def update(self, dt: float) -> None:
        self.refresh_targets()
        guide = self.game_scene.guide
        if guide is not None:  # Learn to play: the table's guide lights this screen's spots
            guide.update(dt)
        if self._table_at != len(self.game_scene.match.log):  # others may pick while this screen is up
            self._read_table()

    def _read_table(self) -> None:
        """The others' stashes, scores and whether they have chosen, the coins to
        flip (Bear Market) and the chooser's score: read from one view, once a move."""
        match = self.game_scene.match
        view = match.view(self.seat)
        self._table_at = len(match.log)
        self.score = view.scores[self.seat]
        self.cells = [
            TableCell(
                seat,
                match.seats[seat].name,
                view.scores[seat],
                list(view.stashes[seat]),
                list(view.revealed[seat]) if self.kind == "hold" and view.revealed else [],
                (view.picks if self.kind == "pick" else view.holds)[seat] is not None,
            )
            for seat in range(len(match.seats))
            if seat != self.seat
        ]
        self.to_flip = list(view.flip_pool) if self.kind == "pick" else []
        width = TABLE.w / max(1, len(self.cells)) - 8 - CELL_NAME_LEFT - 4
        self.cell_names = distinct_names([cell.name for cell in self.cells], theme.MIN_TEXT, int(width))
        self.extra_rows = max([len(lines) - 2 for lines in self.cell_names] + [0])

    def coin_rect(self, index: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, 180, 180)
        rect.center = self.slot(index)
        return rect

    # --- Learn to play: the coins still to choose, then the lock-in button ------------------
    def guided_indices(self, move: dict) -> list[int]:
        """The coins `move` reveals (or holds over), as indices into the coins shown."""
        wanted = list(move["coins"]) if move.get("kind") == "pick" else [move.get("coin")]
        return places_of(wanted, self.coins, self.selected)

    def tutorial_spots(self, move: dict) -> list[pygame.Rect]:
        missing = [i for i in self.guided_indices(move) if i not in self.selected]
        return [self.coin_rect(i) for i in missing] if missing else [self.lock_rect]

    def tutorial_focus(self, move: dict) -> None:
        """Focus on the next coin to choose, or the lock-in button, so Enter alone goes on."""
        self.guided = move
        missing = [i for i in self.guided_indices(move) if i not in self.selected]
        self.focus = missing[0] if missing else LOCK

    @property
    def ready(self) -> bool:
        return len(self.selected) == self.need

    def toggle(self, index: int) -> None:
        chosen = index not in self.selected
        if not chosen:
            self.selected.remove(index)
        else:
            if self.ready:
                self.selected.pop(0)  # the oldest choice gives way, so a click always does something
            self.selected.append(index)
        if self.ready:
            self.refusal = ""  # the choice is complete: the sentence no longer applies
            self.focus = LOCK  # the next Enter locks in, as a click on the button would
        elif chosen:  # on to the next coin not chosen: Enter again never unchooses what it just chose
            self.focus = self.next_unchosen(index)
        elif self.focus == LOCK:
            self.focus = index
        if self.guided is not None:
            self.tutorial_focus(self.guided)
        self.app.sounds.play("click")

    def next_unchosen(self, index: int) -> int:
        """The first coin after `index` (round the row) not chosen yet."""
        count = len(self.coins)
        later = ((index + step) % count for step in range(1, count))
        return next((i for i in later if i not in self.selected), index)

    def move(self) -> dict:
        """The move this choice makes: the coins to reveal, or the coin to hold over."""
        return self.game_scene.secret_move(self.seat, [self.coins[i] for i in sorted(self.selected)])

    def lock_in(self) -> None:
        """Send the choice; one the rules would refuse stays here with their sentence."""
        match = self.game_scene.match
        sentence = match.spec.rules.problem(match.view(self.seat), self.move())
        if sentence:
            self.refusal = sentence
            self.app.sounds.play("error")
            return
        self.leave()
        self.game_scene.private_choice_done(self.move())

    def ask_to_lock_in(self) -> None:
        """A pad's Start locks in only after a question (it is the pause button elsewhere). A choice
        not yet complete gets the rules' sentence as before; Learn to play asks for this very move."""
        match = self.game_scene.match
        if self.game_scene.guide is not None or match.spec.rules.problem(match.view(self.seat), self.move()):
            self.lock_in()
            return
        ask_to_lock_in(self.app, match, self.seat, self.move(), self.lock_in, self.keep_choosing, self.accepts)

    def keep_choosing(self) -> None:
        """After "Keep choosing" the focus rests on a chosen coin, which says Enter unchooses it."""
        self.focus = self.selected[-1] if self.selected else 0

    def focus_rect(self) -> pygame.Rect | None:
        """The coins chosen (a question about locking them in keeps clear of them), else the focus."""
        if self.selected:
            return self.coin_rect(self.selected[0]).unionall([self.coin_rect(i) for i in self.selected])
        return self.lock_rect if self.focus == LOCK else self.coin_rect(self.focus)

    def leave(self) -> None:
        """Back to the table; a hint's sentence goes with this screen, before the next player looks."""
        self.app.toasts.clear("hint")
        self.app.scenes.pop()

    # --- hints: the strongest bot's choice for this player, behind the pass screen --------------
    def hints_on(self) -> bool:
        return self.game_scene.match.hints and not self.game_scene.demo

    def hinted(self) -> list[int]:
        """The coins a hint for this player points at, as indices into the coins shown."""
        preview = self.game_scene.bot_preview
        if not preview or preview[0] != self.seat or preview[1].get("kind") != self.kind:
            return []
        move = preview[1]
        wanted = list(move["coins"]) if self.kind == "pick" else [move["coin"]]
        found: list[int] = []
        for coin in wanted:
            index = next((i for i, c in enumerate(self.coins) if c == coin and i not in found), None)
            if index is not None:
                found.append(index)
        return found

    # --- Learn to play: this screen stands in for the table while the learner chooses ------
    def busy(self) -> bool:
        return False

    def try_move(self, move: dict) -> list[dict] | None:
        """A choice made for the chooser, as locking in makes it: back to the table, which takes it."""
        self.leave()
        return self.game_scene.private_choice_done(move)

    def guided_action(self, action) -> bool:
        """Learn to play: the guide's card and its refusals work here as on the table. Its
        buttons and Backspace leave this screen first: Back and Skip rebuild or leave the
        table under it."""
        guide = self.game_scene.guide
        if guide is None or guide.card is None:
            return False
        pos = action.pos if action.kind == "click" else None
        if guide.steps_back(action) or (pos and any(button.rect.collidepoint(pos) for button in guide.card.buttons)):
            self.leave()
        return guide.handle(action)

    def handle(self, action) -> bool:
        kind = action.kind
        if self.accepts(action.source) and self.guided_action(action):
            return True
        if kind == "pause" and action.source == "kbm":  # leave for the menu; the choice is asked again after
            self.leave()
            self.game_scene.open_pause()
            return True
        if not self.accepts(action.source):
            return True  # another player's press: refused
        if kind == "hint" or (
            kind == "click" and action.pos and self.hints_on() and HINT_BUTTON.collidepoint(action.pos)
        ):
            self.game_scene.ask_hint(action.source)
            return True
        self.refresh_targets()
        if self.layer.handle(action, choose, self.app.sounds):
            return True
        if kind in ("button0", "button1", "button2", "button3") and action.source == "kbm":
            if action.button < len(self.coins):
                self.toggle(action.button)
        elif kind in ("point", "click"):
            pass  # off the coins and the button: nothing to do
        elif kind == "pause" and action.source != "kbm":
            self.ask_to_lock_in()
        elif kind == "back":
            self.selected.clear()
            if self.focus == LOCK:
                self.focus = 0
        else:
            return False
        return True

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("night"), (0, 0))
        self.draw_heading(surface)
        self.draw_table(surface)
        hinted = self.hinted()
        for index, coin in enumerate(self.coins):
            pos = self.slot(index)
            chosen = index in self.selected
            lift = -24 if chosen else 0
            draw_coin(surface, (pos[0], pos[1] + lift), coin, COIN_SCALE, heads=False, highlight=chosen)
            if index == self.focus:
                pygame.draw.circle(surface, theme.GOLD, (pos[0], pos[1] + lift), 64, 4)
            if index in hinted:
                pygame.draw.circle(surface, theme.MINT, (pos[0], pos[1] + lift), HINT_RING, 5)
            theme.draw_text(surface, f"{index + 1}", (pos[0], pos[1] + 66), theme.SMALL, theme.CREAM, "midtop")
            if chosen:  # focused, a press unpicks it: said before it happens, whatever presses it
                word = UNPICK if index == self.focus else "chosen"
                theme.draw_text(surface, word, (pos[0], pos[1] - 112), theme.SMALL, theme.GOLD, "midtop")
            elif index in hinted:
                theme.draw_text(surface, "hint", (pos[0], pos[1] - 112), theme.SMALL, theme.MINT, "midtop")
        ready = self.ready
        pygame.draw.rect(surface, theme.GOLD if ready else theme.DIM, self.lock_rect, border_radius=18)
        if self.focus == LOCK:
            pygame.draw.rect(surface, theme.CREAM, self.lock_rect.inflate(14, 14), 4, border_radius=24)
        if self.hints_on():
            ui.draw_corner_button(surface, HINT_BUTTON, "Hint")
        label = "Lock in my choice" if ready else f"Chosen {len(self.selected)} of {self.need}"
        theme.draw_text(surface, label, self.lock_rect.center, theme.BODY, theme.INK, "center")
        if self.refusal:  # here, under the player's eyes, not over the heading
            line = theme.draw_text(surface, self.refusal, (theme.WIDTH // 2, REFUSAL_Y), 30, theme.CREAM, "center")
            pygame.draw.rect(surface, theme.RED, line.inflate(28, 12), 3, border_radius=10)
        theme.draw_text(
            surface,
            "Click coins, or keys 1-4 / arrows + Enter; pad: A picks or unpicks, Start locks in",
            (theme.WIDTH // 2, 664),
            28,
            theme.CREAM,
            "midtop",
        )
        if self.game_scene.guide is not None:
            self.game_scene.guide.draw(surface)

    def draw_heading(self, surface) -> None:
        seat = self.game_scene.match.seats[self.seat]
        score = self.score
        points = f"You have {score} point{'s' if score != 1 else ''}."
        if self.game_scene.guide is not None:  # Learn to play: the guide's card says what to do, over there
            theme.draw_text(surface, points, (theme.WIDTH - 40, 40), 30, theme.CREAM, "topright")
            return
        theme.draw_player_badge(surface, (80, 62), seat.colour, 56, self.app.settings.colour_blind)
        verb = "reveal" if self.kind == "pick" else "hold over for the next flip"
        theme.draw_text(
            surface,
            f"{seat.name}, choose {'two coins' if self.need == 2 else 'one coin'} to {verb}",
            (124, 26),
            theme.BODY,
            theme.GOLD_LIGHT,
        )
        theme.draw_text(surface, f"{points} Only you should be looking.", (124, 76), 30, theme.DIM)

    def reading_rects(self) -> list[pygame.Rect]:
        """What this screen shows to be read (a card over it keeps off): the others' cells and the
        row of coins to flip."""
        shown = [self.cell_rect(column) for column in range(len(self.cells))]
        return shown + ([pygame.Rect(TABLE.left, POOL_Y - 20, TABLE.w, 40)] if self.to_flip else [])

    def name_rects(self) -> list[pygame.Rect]:
        """Each cell's badge and name, whose stash a card may talk about (it keeps off them)."""
        return [
            pygame.Rect(
                rect.x,
                rect.y,
                CELL_NAME_LEFT + max(theme.font(theme.MIN_TEXT).size(line)[0] for line in lines),
                12 + len(lines) * NAME_STEP,
            )
            for rect, lines in ((self.cell_rect(column), self.cell_names[column]) for column in range(len(self.cells)))
        ]

    def cell_rect(self, column: int) -> pygame.Rect:
        width = TABLE.w / len(self.cells)
        height = TABLE.h + NAME_STEP * self.extra_rows
        return pygame.Rect(round(TABLE.left + column * width) + 4, TABLE.top, round(width) - 8, height)

    def draw_table(self, surface) -> None:
        """The others' stashes and scores in a row of cells, and the coins to flip."""
        for column, cell in enumerate(self.cells):
            self.draw_cell(surface, self.cell_rect(column), cell, self.cell_names[column])
        pool = self.to_flip
        if pool:
            label = "To flip at this auction:"
            left = theme.WIDTH // 2 - (theme.font(28).size(label)[0] + 16 + len(pool) * SMALL_STEP) // 2
            theme.draw_text(surface, label, (left, POOL_Y), 28, theme.CREAM, "midleft")
            x = left + theme.font(28).size(label)[0] + 16 + SMALL_STEP // 2
            for index, coin in enumerate(pool):
                draw_value_coin(surface, (x + index * SMALL_STEP, POOL_Y), coin, SMALL_SCALE)

    def draw_cell(self, surface, rect, cell: TableCell, name_lines: list[str]) -> None:
        """Badge and name (up to two lines), the stash (and a revealed pair),
        then points and whether they have chosen: never what they chose."""
        surface.blit(theme.veil(rect.size, (12, 8, 24), 150), rect.topleft)
        colour = self.game_scene.match.seats[cell.seat].colour
        theme.draw_player_badge(surface, (rect.x + 18, rect.y + 20), colour, 26, self.app.settings.colour_blind)
        for row, line in enumerate(name_lines):
            theme.draw_text(
                surface, line, (rect.x + CELL_NAME_LEFT, rect.y + 6 + row * NAME_STEP), theme.MIN_TEXT, theme.CREAM
            )
        coins = cell.stash + cell.shown
        gap = 12 if cell.shown else 0  # the revealed pair stands apart from the stash
        step = min(SMALL_STEP, (rect.w - 24 - gap) / max(1, len(coins)))
        row = step * len(coins) + gap
        centre = rect.centerx
        if self.game_scene.guide is not None:  # Learn to play's card sits top left: the coins stand clear of it
            centre = max(centre, min(rect.right - row / 2 - 12, GUIDE_CARD_RIGHT + row / 2))
        x = centre - row / 2 + step / 2
        coin_y = rect.bottom - 60
        for index, coin in enumerate(coins):
            if index == len(cell.stash) and cell.shown:
                divider = x - step / 2 + gap / 2 - 4
                pygame.draw.line(surface, theme.DIM, (divider, coin_y - 14), (divider, coin_y + 14), 2)
                x += gap
            draw_value_coin(surface, (x, coin_y), coin, SMALL_SCALE, highlight=index >= len(cell.stash))
            x += step
        bottom = rect.bottom - 4
        points = f"{cell.score} pts"
        theme.draw_text(surface, points, (rect.x + 10, bottom), theme.MIN_TEXT, theme.GOLD_LIGHT, "bottomleft")
        status = "ready" if cell.chosen else "choosing"
        theme.draw_text(
            surface,
            status,
            (rect.right - 10, bottom),
            theme.MIN_TEXT,
            theme.GOLD if cell.chosen else theme.DIM,
            "bottomright",
        )
