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

import pygame

from scenes.kit.manager import Scene
from scenes.kit.seats import anyone
from sprites import theme
from sprites.coins import draw_coin

COIN_SCALE = 4.2
COIN_Y = 424  # the chooser's own coins
TABLE = pygame.Rect(40, 132, 1200, 112)  # the others' stashes, in a row of cells
POOL_Y = 274  # Bear Market: the coins to flip at this auction
SMALL_SCALE = 1.3  # px per mm for the coins on the table row
SMALL_STEP = 36


@dataclass
class TableCell:
    """What the chooser may see of another player: nothing of their pick but whether it is made."""

    seat: int
    name: str
    score: int
    stash: list[str]
    shown: list[str]  # the coins they revealed, while a Bear Market hold is chosen
    chosen: bool


def dismiss_toast(app, message: str) -> None:
    """A reminder stops showing once it is no longer true."""
    app.toasts.items = [toast for toast in app.toasts.items if toast.message != message]


class PickScene(Scene):
    def __init__(self, app, game_scene, seat: int, coins: list[str], need: int, kind: str, accepts=anyone):
        super().__init__(app)
        self.accepts = accepts  # only the choosing player's controls count
        self.game_scene = game_scene
        self.seat = seat
        self.coins = list(coins)
        self.need = need  # 2 coins to reveal, or 1 to hold over
        self.kind = kind  # "pick" or "hold"
        self.selected: list[int] = []
        self.focus = 0
        self.lock_rect = pygame.Rect(theme.WIDTH // 2 - 230, 566, 460, 76)
        self.reminder = f"Choose {'two coins' if need == 2 else 'one coin'} first."
        self._read_table()

    def slot(self, index: int) -> tuple[int, int]:
        count = len(self.coins)
        gap = 250
        return (round(theme.WIDTH / 2 + (index - (count - 1) / 2) * gap), COIN_Y)

    # --- the public table, from the chooser's view -------------------------------
    def update(self, dt: float) -> None:
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

    def coin_at(self, pos) -> int | None:
        for index in range(len(self.coins)):
            x, y = self.slot(index)
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= 110**2:
                return index
        return None

    def toggle(self, index: int) -> None:
        if index in self.selected:
            self.selected.remove(index)
        else:
            if len(self.selected) == self.need:
                self.selected.pop(0)  # the oldest choice gives way, so a click always does something
            self.selected.append(index)
        if len(self.selected) == self.need:
            dismiss_toast(self.app, self.reminder)
        self.app.sounds.play("click")

    def lock_in(self) -> None:
        if len(self.selected) != self.need:
            self.app.toasts.show(self.reminder, "error")
            self.app.sounds.play("error")
            return
        chosen = [self.coins[i] for i in sorted(self.selected)]
        if self.kind == "pick":
            move = {"player": self.seat, "kind": "pick", "coins": chosen}
        else:
            move = {"player": self.seat, "kind": "hold", "coin": chosen[0]}
        self.app.scenes.pop()
        self.game_scene.private_choice_done(move)

    def handle(self, action) -> bool:
        kind = action.kind
        if kind == "pause" and action.source == "kbm":  # leave for the menu; the choice is asked again after
            self.app.scenes.pop()
            self.game_scene.open_pause()
            return True
        if not self.accepts(action.source):
            return True  # another player's press: refused
        if kind in ("left", "prev"):
            self.focus = (self.focus - 1) % len(self.coins)
            self.app.sounds.play("move")
        elif kind in ("right", "next"):
            self.focus = (self.focus + 1) % len(self.coins)
            self.app.sounds.play("move")
        elif kind == "point" and action.pos:
            index = self.coin_at(action.pos)
            if index is not None:
                self.focus = index
        elif kind == "click" and action.pos:
            if self.lock_rect.collidepoint(action.pos):
                self.lock_in()
            else:
                index = self.coin_at(action.pos)
                if index is not None:
                    self.toggle(index)
        elif kind == "confirm" and action.source != "kbm":
            self.toggle(self.focus)  # A on a pad picks the focused coin; Start locks in
        elif kind == "confirm":
            if len(self.selected) == self.need:
                self.lock_in()
            else:
                self.toggle(self.focus)
        elif kind in ("button0", "button1", "button2", "button3") and action.source == "kbm":
            if action.button < len(self.coins):
                self.toggle(action.button)
        elif kind == "pause" and action.source != "kbm":
            self.lock_in()
        elif kind == "back":
            self.selected.clear()
        else:
            return False
        return True

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("night"), (0, 0))
        seat = self.game_scene.match.seats[self.seat]
        theme.draw_player_badge(surface, (80, 62), seat.colour, 56, self.app.settings.colour_blind)
        verb = "reveal" if self.kind == "pick" else "hold over for the next flip"
        theme.draw_text(
            surface,
            f"{seat.name}, choose {'two coins' if self.need == 2 else 'one coin'} to {verb}",
            (124, 26),
            theme.BODY,
            theme.GOLD_LIGHT,
        )
        score = self.score
        theme.draw_text(
            surface,
            f"You have {score} point{'s' if score != 1 else ''}. Only you should be looking.",
            (124, 76),
            30,
            theme.DIM,
        )
        self.draw_table(surface)
        for index, coin in enumerate(self.coins):
            pos = self.slot(index)
            chosen = index in self.selected
            lift = -24 if chosen else 0
            draw_coin(surface, (pos[0], pos[1] + lift), coin, COIN_SCALE, heads=False, highlight=chosen)
            if index == self.focus:
                pygame.draw.circle(surface, theme.GOLD, (pos[0], pos[1] + lift), 64, 4)
            theme.draw_text(surface, f"{index + 1}", (pos[0], pos[1] + 66), theme.SMALL, theme.CREAM, "midtop")
            if chosen:
                theme.draw_text(surface, "chosen", (pos[0], pos[1] - 112), theme.SMALL, theme.GOLD, "midtop")
        ready = len(self.selected) == self.need
        pygame.draw.rect(surface, theme.GOLD if ready else theme.DIM, self.lock_rect, border_radius=18)
        label = "Lock in my choice" if ready else f"Chosen {len(self.selected)} of {self.need}"
        theme.draw_text(surface, label, self.lock_rect.center, theme.BODY, theme.INK, "center")
        theme.draw_text(
            surface,
            "Click coins, or keys 1-4 / arrows + Enter; pad: A picks, Start locks in",
            (theme.WIDTH // 2, 664),
            28,
            theme.CREAM,
            "midtop",
        )

    def draw_table(self, surface) -> None:
        """The others' stashes and scores in a row of cells, and the coins to flip."""
        cells = self.cells
        if cells:
            width = TABLE.w / len(cells)
            for column, cell in enumerate(cells):
                rect = pygame.Rect(round(TABLE.left + column * width) + 4, TABLE.top, round(width) - 8, TABLE.h)
                self.draw_cell(surface, rect, cell)
        pool = self.to_flip
        if pool:
            label = "To flip at this auction:"
            left = theme.WIDTH // 2 - (theme.font(28).size(label)[0] + 16 + len(pool) * SMALL_STEP) // 2
            theme.draw_text(surface, label, (left, POOL_Y), 28, theme.CREAM, "midleft")
            x = left + theme.font(28).size(label)[0] + 16 + SMALL_STEP // 2
            for index, coin in enumerate(pool):
                draw_coin(surface, (x + index * SMALL_STEP, POOL_Y), coin, SMALL_SCALE, heads=False)

    def draw_cell(self, surface, rect, cell: TableCell) -> None:
        surface.blit(theme.veil(rect.size, (12, 8, 24), 150), rect.topleft)
        colour = self.game_scene.match.seats[cell.seat].colour
        theme.draw_player_badge(surface, (rect.x + 18, rect.y + 20), colour, 26, self.app.settings.colour_blind)
        points = f"{cell.score} pts"
        room = rect.w - 36 - 10 - theme.font(26).size(points)[0] - 8
        theme.draw_text(surface, theme.fit(cell.name, 26, room), (rect.x + 36, rect.y + 8), 26, theme.CREAM)
        theme.draw_text(surface, points, (rect.right - 10, rect.y + 8), 26, theme.GOLD_LIGHT, "topright")
        coins = cell.stash + cell.shown
        gap = 12 if cell.shown else 0  # the revealed pair stands apart from the stash
        step = min(SMALL_STEP, (rect.w - 24 - gap) / max(1, len(coins)))
        x = rect.centerx - (step * len(coins) + gap) / 2 + step / 2
        for index, coin in enumerate(coins):
            if index == len(cell.stash) and cell.shown:
                pygame.draw.line(
                    surface,
                    theme.DIM,
                    (x - step / 2 + gap / 2 - 4, rect.y + 48),
                    (x - step / 2 + gap / 2 - 4, rect.y + 74),
                    2,
                )
                x += gap
            draw_coin(surface, (x, rect.y + 58), coin, SMALL_SCALE, heads=False, highlight=index >= len(cell.stash))
            x += step
        status = "chosen" if cell.chosen else "choosing..."
        theme.draw_text(
            surface, status, (rect.centerx, rect.bottom - 4), 22, theme.GOLD if cell.chosen else theme.DIM, "midbottom"
        )
