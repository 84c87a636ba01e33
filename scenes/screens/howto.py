"""How to play: the game's illustrated pages from its TOML file, then a last
"Table rules" page with what we decided where the rule text is silent.
Pictures are drawn by the game's own PICTURES (scenes/<id>/), by name. The
same screen shows the player aid (game/aid.py), a few things to a page: what
each thing on the table is and its rule, as resting on it tells them."""

from __future__ import annotations

import logging

import pygame

from game import paths, tomlfile
from game.aid import aid
from scenes.kit import ui
from scenes.kit.manager import Scene
from sprites import theme

log = logging.getLogger(__name__)

PICTURE_RECT = pygame.Rect(40, 104, 560, 500)
TEXT_WITH_PICTURE = pygame.Rect(630, 104, 610, 500)
TEXT_ALONE = pygame.Rect(40, 104, 1200, 500)
BUTTON_TOP = 634
AID_GAP = 14  # between two things of the player aid
AID_COLUMN_GAP = 28
AID_WHAT, AID_RULE = theme.SMALL, theme.MIN_TEXT  # a thing's name, and its rule at the least reading size


def load_pages(spec) -> tuple[list[dict], str]:
    """[{title, text, picture}] and a message ("" when all went well)."""
    if not spec.howto:
        return [], f"{spec.title} has no how-to pages yet."
    try:
        data = tomlfile.read(paths.DATA_DIR / spec.howto)
    except FileNotFoundError:
        return [], f"The how-to pages for {spec.title} are missing."
    except tomlfile.DamagedFile as err:
        return [], str(err)
    pages = []
    for page in data.get("page", []):
        if isinstance(page, dict):
            pages.append(
                {
                    "title": str(page.get("title", "")),
                    "text": str(page.get("text", "")),
                    "picture": str(page.get("picture", "")),
                }
            )
    table = data.get("table_rules", {})
    if isinstance(table, dict) and table.get("text"):
        pages.append({"title": "Table rules", "text": str(table["text"]), "picture": ""})
    return pages, ""


def aid_pages(spec) -> list[dict]:
    """The player aid in two columns, each thing's name over its rule, as many to a page as fit
    whole at reading size (one page for most games); a page's "columns" hold its (what, rule)."""
    area = TEXT_ALONE.inflate(-16, -16)
    width = (area.width - AID_COLUMN_GAP) // 2
    pages: list[dict] = []
    columns: list[list[tuple[str, str]]] = [[]]
    used = 0
    for entry in aid(spec.id).values():
        height = aid_entry_height(entry.rule, width)
        if used and used + height > area.height:
            if len(columns) == 2:
                pages.append({"title": "Player aid", "text": "", "picture": "", "columns": columns})
                columns = []
            columns.append([])
            used = 0
        columns[-1].append((entry.what, entry.rule))
        used += height + AID_GAP
    if columns[0]:
        pages.append({"title": "Player aid", "text": "", "picture": "", "columns": columns})
    return pages


def aid_entry_height(rule: str, width: int) -> int:
    return theme.font(AID_WHAT).get_linesize() + theme.wrapped_height(rule, AID_RULE, width)


def picture_painter(spec):
    """painter(name, surface, rect): draws the game's picture of that name (scenes/<id>/ PICTURES,
    each draw(surface, rect)), nothing for a name it has no picture of; None when it has none."""
    from scenes.kit.game_scene import game_screens

    try:
        pictures = game_screens(spec).PICTURES
    except Exception as err:  # noqa: BLE001 - pages still read fine without pictures
        log.info("no how-to pictures for %s: %s", spec.id, err)
        return None

    def paint(name: str, surface, rect) -> None:
        draw = pictures.get(name)
        if draw is not None:
            draw(surface, pygame.Rect(rect))

    return paint


def text_size(string: str, rect: pygame.Rect) -> int:
    """The largest readable size at which the text fits the rect."""
    for size in (theme.LARGE, 46, theme.BODY, theme.SMALL, 30):
        if theme.wrapped_height(string, size, rect.width) <= rect.height:
            return size
    return 30


class HowToScene(Scene):
    closes_on_back = True

    def __init__(self, app, spec, player_aid: bool = False):
        super().__init__(app)
        self.spec = spec
        self.pages, message = (
            (aid_pages(spec), f"{spec.title} has no player aid yet.") if player_aid else load_pages(spec)
        )
        if not self.pages:
            self.pages = [{"title": "How to play", "text": message, "picture": ""}]
        self.painter = picture_painter(spec)
        self.page = 0
        self.failed_pictures: set[str] = set()
        self.sizes = [text_size(p["text"], self._text_rect(p).inflate(-16, -16)) for p in self.pages]
        self.panels = {
            id(rect): theme.Panel(rect.inflate(24, 24), "parchment") for rect in (TEXT_WITH_PICTURE, TEXT_ALONE)
        }
        self.next_button = ui.Button("Next", lambda: self.turn(1))
        self.buttons = ui.Menu(
            app,
            [ui.Button("Previous", lambda: self.turn(-1)), ui.Button("Close", self.back), self.next_button],
            width=300,
        )
        for i, button in enumerate(self.buttons.items):
            button.rect = pygame.Rect(40 + i * 420, BUTTON_TOP, 360, 66)
        self.buttons.focus = 2
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        self.buttons.items[0].enabled = self.page > 0
        self.buttons.items[0].reason = "This is the first page."
        self.next_button.label = "Next" if self.page < len(self.pages) - 1 else "Done"

    def _text_rect(self, page) -> pygame.Rect:
        return TEXT_WITH_PICTURE if page["picture"] and self.painter else TEXT_ALONE

    def turn(self, step: int) -> None:
        new = max(0, min(len(self.pages) - 1, self.page + step))
        if new != self.page:
            self.page = new
            self._refresh_buttons()
            self.app.sounds.play("flip")
        elif step > 0:
            self.back()

    def handle(self, action) -> bool:
        kind = action.kind
        if kind in ("left", "prev"):
            self.turn(-1)
        elif kind in ("right", "next"):
            self.turn(1)
        elif kind in ("up", "down"):
            return False  # the buttons sit in one row
        else:
            return self.buttons.handle(action)
        return True

    def _draw_picture(self, surface, page) -> None:
        pygame.draw.rect(surface, theme.BROWN_DARK, PICTURE_RECT.inflate(12, 12), border_radius=18)
        pygame.draw.rect(surface, (34, 96, 60), PICTURE_RECT, border_radius=14)
        name = page["picture"]
        if name not in self.failed_pictures:
            clip = surface.get_clip()
            surface.set_clip(PICTURE_RECT)
            try:
                self.painter(name, surface, PICTURE_RECT.copy())
                return
            except Exception:  # noqa: BLE001 - a broken picture must not hide the rules
                log.exception("how-to picture %r failed", name)
                self.failed_pictures.add(name)
            finally:
                surface.set_clip(clip)
        theme.draw_text(surface, "(picture missing)", PICTURE_RECT.center, theme.SMALL, theme.PARCHMENT, "center")

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("night"), (0, 0))
        page = self.pages[self.page]
        heading = theme.fit(f"{self.spec.title}: {page['title']}", theme.HEADING, 1000, display=True)
        theme.draw_text(surface, heading, (40, 18), theme.HEADING, theme.GOLD, shadow=True, display=True)
        theme.draw_text(
            surface,
            f"{self.page + 1} / {len(self.pages)}",
            (theme.WIDTH - 40, 40),
            theme.BODY,
            theme.PARCHMENT,
            "midright",
        )
        rect = self._text_rect(page)
        if rect is TEXT_WITH_PICTURE:
            self._draw_picture(surface, page)
        self.panels[id(rect)].draw(surface)
        if "columns" in page:
            self._draw_aid(surface, page["columns"])
        else:
            theme.draw_wrapped(surface, page["text"], rect.inflate(-16, -16), self.sizes[self.page], theme.INK)
        self.buttons.draw(surface)

    @staticmethod
    def _draw_aid(surface, columns: list[list[tuple[str, str]]]) -> None:
        area = TEXT_ALONE.inflate(-16, -16)
        width = (area.width - AID_COLUMN_GAP) // 2
        for number, column in enumerate(columns):
            x, y = area.x + number * (width + AID_COLUMN_GAP), area.y
            for what, rule in column:
                theme.draw_text(surface, what, (x, y), AID_WHAT, theme.COPPER)
                top = y + theme.font(AID_WHAT).get_linesize()
                theme.draw_wrapped(surface, rule, pygame.Rect(x, top, width, area.bottom - top), AID_RULE, theme.INK)
                y += aid_entry_height(rule, width) + AID_GAP
