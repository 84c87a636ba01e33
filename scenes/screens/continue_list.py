"""Continuing a saved game: the list of saves (one card per game: its
players and when it was last saved), and the question asked before a new
game takes the place of a saved one."""

from __future__ import annotations

import logging

import pygame

from game import saves
from scenes.kit import ui
from scenes.kit.manager import Scene
from scenes.screens.card_list import CardListScene
from sprites import theme

log = logging.getLogger(__name__)

BADGE_SIZE = 26
KEPT_ASIDE = " It is kept, never written over."


def continue_saved(app, entry: saves.SavedGame, replace: bool) -> bool:
    """Open a saved game, read afresh from its file; the top scene is replaced
    by it (or it is pushed). A save that fails now says why and opens nothing."""
    from scenes.kit.game_scene import scene_for

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
        theme.draw_player_badge(surface, (x + BADGE_SIZE // 2, y), colour_index, BADGE_SIZE, colour_blind)
        x += BADGE_SIZE + 4
    names = theme.fit(saves.players_label(entry.players), theme.SMALL, width - (x - pos[0]) - 8)
    theme.draw_text(surface, names, (x + 8, y), theme.SMALL, colour, "midleft")


class SaveCard(ui.Widget):
    def __init__(self, entry: saves.SavedGame, on_press, colour_blind: bool):
        super().__init__()
        self.entry = entry
        self.on_press = on_press
        self.colour_blind = colour_blind
        self.enabled = entry.usable
        self.reason = entry.problem
        self.help = f"{entry.title}, saved {saves.saved_label(entry.saved_at)}." if entry.usable else ""

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.on_press(self.entry)
        return True

    def draw(self, surface, focused: bool) -> None:
        rect, entry = self.rect, self.entry
        if focused:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(12, 12), border_radius=24)
        pygame.draw.rect(surface, theme.SHADOW, rect.move(0, 5), border_radius=20)
        if not entry.usable:
            fill, ink, soft = (88, 70, 58), theme.CREAM, theme.PARCHMENT_DARK
        elif focused:
            fill, ink, soft = theme.PARCHMENT, theme.INK, theme.WOOD
        else:
            fill, ink, soft = theme.WOOD, theme.CREAM, theme.PARCHMENT_DARK
        pygame.draw.rect(surface, fill, rect, border_radius=20)
        pygame.draw.rect(surface, theme.GOLD if focused else theme.BROWN_DARK, rect, 4, border_radius=20)
        coin = (rect.left + 56, rect.centery)
        pygame.draw.circle(surface, theme.BROWN_DARK, coin, 38)
        pygame.draw.circle(surface, theme.GOLD if entry.usable else theme.DIM, coin, 34)
        theme.draw_text(
            surface, entry.title[:1].upper() if entry.usable else "?", coin, theme.LARGE, theme.INK, "center"
        )
        when = f"saved {saves.saved_label(entry.saved_at)}"
        when_width = theme.font(theme.SMALL).size(when)[0]
        theme.draw_text(surface, when, (rect.right - 24, rect.top + 18), theme.SMALL, soft, "topright")
        theme.draw_text(
            surface,
            theme.fit(entry.title, theme.LARGE, rect.width - 160 - when_width),
            (rect.left + 112, rect.top + 10),
            theme.LARGE,
            ink,
        )
        if entry.usable:
            draw_players(surface, entry, (rect.left + 112, rect.top + 68), rect.width - 140, soft, self.colour_blind)
        else:
            theme.draw_text(
                surface,
                theme.fit(saves.short_problem(entry), theme.SMALL, rect.width - 140),
                (rect.left + 112, rect.top + 54),
                theme.SMALL,
                soft,
            )


class ContinueScene(CardListScene):
    """Every save, newest first; saves that can't be continued are shown
    greyed with the reason, so nothing the player had disappears silently."""

    def __init__(self, app):
        super().__init__(app, [])
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

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("night"), (0, 0))
        theme.draw_heading(surface, "Continue a game", (theme.WIDTH // 2, 24))
        self.menu.draw(surface)
        if not self.menu.items:
            theme.draw_wrapped(
                surface,
                "There is no saved game yet.",
                (240, 280, 800, 200),
                theme.BODY,
                theme.PARCHMENT,
                align="center",
            )
        self.draw_more_marks(surface, below_at=640)
        focused = self.menu.focused
        if focused is not None and not focused.enabled:  # the whole sentence, which the card may cut short
            theme.draw_wrapped(
                surface,
                focused.reason + KEPT_ASIDE,
                (270, 574, 740, 130),
                theme.SMALL,
                theme.GOLD_LIGHT,
                align="center",
            )
        self.back_button.draw(surface, False)
        theme.draw_text(
            surface, "Enter or A to continue", (theme.WIDTH - 40, 674), theme.SMALL, theme.PARCHMENT, "midright"
        )


PANEL = pygame.Rect(0, 0, 820, 520)
PANEL.center = (theme.WIDTH // 2, theme.HEIGHT // 2)


class ReplaceSaveScene(Scene):
    """Asked before a new game takes the place of a saved game of the same
    game: continue the saved one (first, the safe answer), start the new one
    and lose it, or go back to the setup."""

    opaque = False
    closes_on_back = True

    def __init__(self, app, entry: saves.SavedGame, start_new):
        super().__init__(app)
        self.entry = entry
        self.start_new = start_new
        self.shade = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
        self.shade.fill((8, 6, 20, 170))
        self.panel = theme.Panel(PANEL, "wood")
        self.menu = ui.Menu(
            app,
            [
                ui.Button("Continue the saved game", self.continue_it),
                ui.Button("Start the new game", self.replace_it),
                ui.Button("Back", self.back),
            ],
            pos=(PANEL.centerx, PANEL.top + 262),
            width=520,
            item_height=62,
            gap=12,
        )

    def continue_it(self) -> None:
        self.app.scenes.pop()
        continue_saved(self.app, self.entry, replace=True)

    def replace_it(self) -> None:
        self.app.scenes.pop()
        self.start_new()

    def handle(self, action) -> bool:
        return self.menu.handle(action)

    def draw(self, surface) -> None:
        surface.blit(self.shade, (0, 0))
        self.panel.draw(surface)
        entry = self.entry
        heading = f"A {entry.title} game is saved"
        whole = theme.font(theme.HEADING, True).size(heading)[0] <= PANEL.width - 60
        theme.draw_heading(surface, heading if whole else "A game is saved", (PANEL.centerx, PANEL.top + 24))
        named = "With" if whole else f"A {entry.title} game with"  # a long title moves into the words, whole
        text = (
            f"{named} {saves.players_label(entry.players)}, saved {saves.saved_label(entry.saved_at)}. "
            f"A new game takes its place, and the saved one is lost."
        )
        theme.draw_wrapped(
            surface,
            text,
            (PANEL.left + 50, PANEL.top + 100, PANEL.width - 100, 150),  # four lines, over the buttons
            theme.BODY,
            theme.CREAM,
            align="center",
        )
        self.menu.draw(surface)
