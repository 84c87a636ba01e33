"""Continuing a saved game: the list of saves (one card per game: its
players and when it was last saved), and the question asked before a new
game takes the place of a saved one."""
from __future__ import annotations

import logging

import pygame

from game import saves
from scenes import ui
from scenes.manager import Scene

log = logging.getLogger(__name__)

CARD_WIDTH, CARD_HEIGHT, CARD_GAP = 1000, 92, 12
CARDS_TOP = 110
VISIBLE_CARDS = 5
BADGE_SIZE = 26
KEPT_ASIDE = " It is kept, never written over."


def continue_saved(app, entry: saves.SavedGame, replace: bool) -> bool:
    """Open a saved game, read afresh from its file; the top scene is replaced
    by it (or it is pushed). A save that fails now says why and opens nothing."""
    from scenes.game_scene import scene_for
    try:
        match = saves.load_save(entry.path)
        scene = scene_for(app, match)
    except FileNotFoundError:
        app.toasts.show("That saved game is gone.", "error")
        return False
    except saves.BadSave as err:
        app.toasts.show(str(err), "error")
        return False
    except Exception as err:  # noqa: BLE001 - a missing scene module is reported, not fatal
        log.exception("continue failed")
        app.toasts.show(f"That game can't be shown yet ({err}).", "error")
        return False
    if replace:
        app.scenes.replace(scene)
    else:
        app.scenes.push(scene)
    return True


def draw_players(surface, entry: saves.SavedGame, pos, width: int, colour, colour_blind: bool) -> None:
    """Each player's badge and the names, on one line."""
    x, y = pos
    for colour_index in entry.colours[:8]:
        ui.draw_player_badge(surface, (x + BADGE_SIZE // 2, y), colour_index, BADGE_SIZE, colour_blind)
        x += BADGE_SIZE + 4
    names = ui.fit(saves.players_label(entry.players), ui.SMALL, width - (x - pos[0]) - 8)
    ui.draw_text(surface, names, (x + 8, y), ui.SMALL, colour, "midleft")


class SaveCard(ui.Widget):
    def __init__(self, entry: saves.SavedGame, on_press, colour_blind: bool):
        super().__init__()
        self.entry = entry
        self.on_press = on_press
        self.colour_blind = colour_blind
        self.enabled = entry.usable
        self.reason = entry.problem
        self.help = (f"{entry.title}, saved {saves.saved_label(entry.saved_at)}." if entry.usable else "")

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.on_press(self.entry)
        return True

    def draw(self, surface, focused: bool) -> None:
        rect, entry = self.rect, self.entry
        if focused:
            pygame.draw.rect(surface, ui.GOLD_LIGHT, rect.inflate(12, 12), border_radius=24)
        pygame.draw.rect(surface, ui.SHADOW, rect.move(0, 5), border_radius=20)
        if not entry.usable:
            fill, ink, soft = (88, 70, 58), ui.CREAM, ui.PARCHMENT_DARK
        elif focused:
            fill, ink, soft = ui.PARCHMENT, ui.INK, ui.WOOD
        else:
            fill, ink, soft = ui.WOOD, ui.CREAM, ui.PARCHMENT_DARK
        pygame.draw.rect(surface, fill, rect, border_radius=20)
        pygame.draw.rect(surface, ui.GOLD if focused else ui.BROWN_DARK, rect, 4, border_radius=20)
        coin = (rect.left + 56, rect.centery)
        pygame.draw.circle(surface, ui.BROWN_DARK, coin, 38)
        pygame.draw.circle(surface, ui.GOLD if entry.usable else ui.DIM, coin, 34)
        ui.draw_text(surface, entry.title[:1].upper() if entry.usable else "?", coin, ui.LARGE, ui.INK, "center")
        when = f"saved {saves.saved_label(entry.saved_at)}"
        when_width = ui.font(ui.SMALL).size(when)[0]
        ui.draw_text(surface, when, (rect.right - 24, rect.top + 18), ui.SMALL, soft, "topright")
        ui.draw_text(surface, ui.fit(entry.title, ui.LARGE, rect.width - 160 - when_width),
                     (rect.left + 112, rect.top + 10), ui.LARGE, ink)
        if entry.usable:
            draw_players(surface, entry, (rect.left + 112, rect.top + 68), rect.width - 140, soft, self.colour_blind)
        else:
            ui.draw_text(surface, ui.fit(saves.short_problem(entry), ui.SMALL, rect.width - 140),
                         (rect.left + 112, rect.top + 54), ui.SMALL, soft)


class ContinueScene(Scene):
    """Every save, newest first; saves that can't be continued are shown
    greyed with the reason, so nothing the player had disappears silently."""

    def __init__(self, app):
        super().__init__(app)
        self.menu = ui.Menu(app, [], pos=(ui.WIDTH // 2, CARDS_TOP), width=CARD_WIDTH, item_height=CARD_HEIGHT,
                            gap=CARD_GAP)
        self.first = 0
        self.back_button = ui.Button("Back", self.back)
        self.back_button.rect = pygame.Rect(40, 646, 200, 56)
        self.refresh()

    def refresh(self) -> None:
        entries = saves.list_saves()
        colour_blind = self.app.settings.colour_blind
        self.menu.set_items([SaveCard(entry, self.choose, colour_blind) for entry in entries])
        usable = [i for i, entry in enumerate(entries) if entry.usable]
        if usable and self.menu.focus not in usable:
            self.menu.focus = usable[0]
        self._scroll()

    def resume(self) -> None:
        self.refresh()

    def choose(self, entry: saves.SavedGame) -> None:
        if not continue_saved(self.app, entry, replace=True):
            self.refresh()

    def back(self) -> None:
        self.app.scenes.pop()

    def _scroll(self) -> None:
        """Keep the focused card on screen and lay the visible ones out."""
        focus = self.menu.focus
        if focus < self.first:
            self.first = focus
        elif focus >= self.first + VISIBLE_CARDS:
            self.first = focus - VISIBLE_CARDS + 1
        for i, card in enumerate(self.menu.items):
            row = i - self.first
            top = CARDS_TOP + row * (CARD_HEIGHT + CARD_GAP) if 0 <= row < VISIBLE_CARDS else -1000
            card.rect = pygame.Rect((ui.WIDTH - CARD_WIDTH) // 2, top, CARD_WIDTH, CARD_HEIGHT)

    def handle(self, action) -> None:
        if action.kind in ("back", "pause"):
            self.back()
            return
        if action.kind in ("point", "click") and action.pos and self.back_button.rect.collidepoint(action.pos):
            if action.kind == "click":
                self.back()
            return
        self._scroll()
        self.menu.handle(action)
        self._scroll()

    def update(self, dt: float) -> None:
        self._scroll()

    def draw(self, surface) -> None:
        surface.blit(ui.backdrop("night"), (0, 0))
        ui.draw_text(surface, "Continue a game", (ui.WIDTH // 2, 24), ui.HEADING, ui.GOLD, "midtop", shadow=True)
        self.menu.draw(surface)
        if not self.menu.items:
            ui.draw_wrapped(surface, "There is no saved game yet.", (240, 280, 800, 200), ui.BODY, ui.PARCHMENT,
                            align="center")
        if self.first > 0:
            ui.draw_text(surface, "more above", (ui.WIDTH // 2, CARDS_TOP - 4), ui.SMALL, ui.GOLD_LIGHT, "midbottom")
        if self.first + VISIBLE_CARDS < len(self.menu.items):
            ui.draw_text(surface, "more below", (ui.WIDTH // 2, 640), ui.SMALL, ui.GOLD_LIGHT, "midbottom")
        focused = self.menu.focused
        if focused is not None and not focused.enabled:  # the whole sentence, which the card may cut short
            ui.draw_wrapped(surface, focused.reason + KEPT_ASIDE, (270, 574, 740, 130), ui.SMALL, ui.GOLD_LIGHT,
                            align="center")
        self.back_button.draw(surface, False)
        ui.draw_text(surface, "Enter or A to continue", (ui.WIDTH - 40, 674), ui.SMALL, ui.PARCHMENT, "midright")


PANEL = pygame.Rect(0, 0, 820, 520)
PANEL.center = (ui.WIDTH // 2, ui.HEIGHT // 2)


class ReplaceSaveScene(Scene):
    """Asked before a new game takes the place of a saved game of the same
    game: continue the saved one (first, the safe answer), start the new one
    and lose it, or go back to the setup."""

    opaque = False

    def __init__(self, app, entry: saves.SavedGame, start_new):
        super().__init__(app)
        self.entry = entry
        self.start_new = start_new
        self.shade = pygame.Surface((ui.WIDTH, ui.HEIGHT), pygame.SRCALPHA)
        self.shade.fill((8, 6, 20, 170))
        self.panel = ui.Panel(PANEL, "wood")
        self.menu = ui.Menu(app, [
            ui.Button("Continue the saved game", self.continue_it),
            ui.Button("Start the new game", self.replace_it),
            ui.Button("Back", self.back),
        ], pos=(PANEL.centerx, PANEL.top + 262), width=520, item_height=62, gap=12)

    def continue_it(self) -> None:
        self.app.scenes.pop()
        continue_saved(self.app, self.entry, replace=True)

    def replace_it(self) -> None:
        self.app.scenes.pop()
        self.start_new()

    def back(self) -> None:
        self.app.scenes.pop()

    def handle(self, action) -> None:
        if action.kind in ("back", "pause"):
            self.back()
            return
        self.menu.handle(action)

    def draw(self, surface) -> None:
        surface.blit(self.shade, (0, 0))
        self.panel.draw(surface)
        entry = self.entry
        ui.draw_text(surface, ui.fit(f"A {entry.title} game is saved", ui.HEADING, PANEL.width - 60),
                     (PANEL.centerx, PANEL.top + 24), ui.HEADING, ui.GOLD, "midtop", shadow=True)
        text = (f"With {saves.players_label(entry.players)}, saved {saves.saved_label(entry.saved_at)}. "
                f"A new game takes its place, and the saved one is lost.")
        ui.draw_wrapped(surface, text, (PANEL.left + 50, PANEL.top + 116, PANEL.width - 100, 130), ui.BODY, ui.CREAM,
                        align="center")
        self.menu.draw(surface)
