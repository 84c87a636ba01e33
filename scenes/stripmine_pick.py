"""The secret choice at a Stripmine auction, for one player at the shared
screen: pick two stash coins to reveal (or, in a Bear Market with four or
more players, the one revealed coin to hold over). Nothing is sent to the
rules until the player locks the choice in, so changing your mind is free."""
from __future__ import annotations

import pygame

from scenes import ui
from scenes.manager import Scene
from sprites.coins import draw_coin

COIN_SCALE = 4.2


class PickScene(Scene):
    def __init__(self, app, game_scene, seat: int, coins: list[str], need: int, kind: str, accepts=None):
        super().__init__(app)
        self.accepts = accepts or (lambda source: True)  # only the choosing player's controls count
        self.game_scene = game_scene
        self.seat = seat
        self.coins = list(coins)
        self.need = need  # 2 coins to reveal, or 1 to hold over
        self.kind = kind  # "pick" or "hold"
        self.selected: list[int] = []
        self.focus = 0
        self.lock_rect = pygame.Rect(ui.WIDTH // 2 - 230, 560, 460, 76)

    def slot(self, index: int) -> tuple[int, int]:
        count = len(self.coins)
        gap = 250
        return (round(ui.WIDTH / 2 + (index - (count - 1) / 2) * gap), 360)

    def coin_at(self, pos) -> int | None:
        for index in range(len(self.coins)):
            x, y = self.slot(index)
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= 110 ** 2:
                return index
        return None

    def toggle(self, index: int) -> None:
        if index in self.selected:
            self.selected.remove(index)
        else:
            if len(self.selected) == self.need:
                self.selected.pop(0)  # the oldest choice gives way, so a click always does something
            self.selected.append(index)
        self.app.sounds.play("click")

    def lock_in(self) -> None:
        if len(self.selected) != self.need:
            word = "two coins" if self.need == 2 else "one coin"
            self.app.toasts.show(f"Choose {word} first.", "error")
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
            return True
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
        return True

    def draw(self, surface) -> None:
        surface.blit(ui.backdrop("night"), (0, 0))
        seat = self.game_scene.match.seats[self.seat]
        ui.draw_player_badge(surface, (120, 80), seat.colour, 64, self.app.settings.colour_blind)
        verb = "reveal" if self.kind == "pick" else "hold over for the next flip"
        ui.draw_text(surface, f"{seat.name}, choose {'two coins' if self.need == 2 else 'one coin'} to {verb}",
                     (170, 54), ui.BODY, ui.GOLD_LIGHT)
        ui.draw_text(surface, "Only you should be looking.", (170, 100), ui.SMALL, ui.DIM)
        for index, coin in enumerate(self.coins):
            pos = self.slot(index)
            chosen = index in self.selected
            lift = -24 if chosen else 0
            draw_coin(surface, (pos[0], pos[1] + lift), coin, COIN_SCALE, heads=False, highlight=chosen)
            if index == self.focus:
                pygame.draw.circle(surface, ui.GOLD, (pos[0], pos[1] + lift), 64, 4)
            ui.draw_text(surface, f"{index + 1}", (pos[0], pos[1] + 90), ui.SMALL, ui.CREAM, "midtop")
            if chosen:
                ui.draw_text(surface, "chosen", (pos[0], pos[1] - 130), ui.SMALL, ui.GOLD, "midtop")
        ready = len(self.selected) == self.need
        pygame.draw.rect(surface, ui.GOLD if ready else ui.DIM, self.lock_rect, border_radius=18)
        label = "Lock in my choice" if ready else f"Chosen {len(self.selected)} of {self.need}"
        ui.draw_text(surface, label, self.lock_rect.center, ui.BODY, ui.INK, "center")
        ui.draw_text(surface, "Click coins, or keys 1-4 / arrows + Enter; pad: A picks, Start locks in",
                     (ui.WIDTH // 2, 660), 28, ui.CREAM, "midtop")
