"""Every game's how-to book: one idea a page, each teaching page with its own picture, every
picture drawn inside its frame, and the screen turns through every page. (Each game's own
tests check its teaching pages read short and large.)"""

import pygame
import pytest

from game.registry import all_games
from scenes.kit.game_scene import game_screens
from scenes.screens.howto import PICTURE_RECT, HowToScene, load_pages, picture_painter

from scene_monkey import make_app

GAMES = all_games()


def rules_page(page) -> bool:
    """The table rules ("Table rules", "Store table rules"): what we decided, read as text alone."""
    return page["title"].lower().endswith("table rules")


def pictures(spec) -> dict:
    return game_screens(spec).PICTURES


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: spec.id)
def test_every_page_but_the_table_rules_has_its_own_picture(spec):
    pages, problem = load_pages(spec)
    assert problem == ""
    pictured = [page.get("picture") for page in pages if not rules_page(page)]
    assert all(pictured) and len(set(pictured)) == len(pictured), "a picture on each page, none twice"
    assert set(pictured) <= set(pictures(spec))


@pytest.mark.parametrize(
    "spec, name",
    [pytest.param(spec, name, id=f"{spec.id}-{name}") for spec in GAMES for name in sorted(pictures(spec))],
)
def test_every_picture_draws_something_inside_its_frame_and_nothing_outside(spec, name):
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    picture_painter(spec)(name, surface, PICTURE_RECT.copy())
    inside = surface.subsurface(PICTURE_RECT)
    assert pygame.transform.average_color(inside)[:3] != (0, 0, 0), f"{name} draws nothing"
    outside = surface.copy()
    outside.fill((0, 0, 0), PICTURE_RECT)
    assert pygame.transform.average_color(outside)[:3] == (0, 0, 0), f"{name} draws outside its frame"


def test_a_picture_the_game_has_not_drawn_leaves_the_frame_empty():
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    picture_painter(GAMES[0])("no_such_picture", surface, PICTURE_RECT.copy())
    assert pygame.transform.average_color(surface)[:3] == (0, 0, 0)


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: spec.id)
def test_the_how_to_screen_turns_through_every_page(monkeypatch, tmp_path, spec):
    app = make_app(monkeypatch, tmp_path, fake=False)
    scene = HowToScene(app, spec)
    app.scenes.reset(scene)
    for _ in scene.pages:
        app.frame(1 / 30, [])
        assert not scene.failed_pictures
        scene.turn(1)
    assert scene.pages[-1]["title"] == "Table rules"


def test_the_pause_menu_opens_the_player_aid_whole_and_readable(tmp_path, monkeypatch):
    from game.aid import aid
    from game.match import Match, Seat
    from game.registry import all_games
    from scenes.app import App
    from scenes.kit.game_scene import scene_for
    from scenes.screens.howto import HowToScene
    from scenes.screens.pause import PauseScene
    from sprites import readability

    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path))
    app = App(headless=True)
    for spec in all_games():
        table = scene_for(app, Match(spec, [Seat("Tess", 0, "human")] * spec.min_players, 4))
        app.scenes.reset(table)
        pause = PauseScene(app, table)
        app.scenes.push(pause, fade=False)
        labels = [item.label for item in pause.menu.items]
        pause.menu.items[labels.index("Player aid")].activate()
        screen = app.scenes.top
        assert isinstance(screen, HowToScene)
        entries = list(aid(spec.id).values())
        assert len(screen.pages) <= 2, "one page, two for King of Copper's fourteen things at reading size"
        with readability.watching() as audit:
            for _ in screen.pages:
                app.frame(1 / 30, [])
                screen.turn(1)
        for entry in entries:  # every thing's rule is told, whole and at reading size
            assert any(entry.rule in string for string in audit.caps), (spec.id, entry.key)
        assert audit.cuts == {} and audit.small() == {}, spec.id


def test_f1_at_the_table_opens_the_player_aid_and_back_returns_to_the_table(tmp_path, monkeypatch):
    import pygame

    from game.match import Match, Seat
    from game.registry import get_game
    from scenes.app import App
    from scenes.kit.game_scene import scene_for
    from scenes.screens.howto import HowToScene

    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path))
    app = App(headless=True)
    spec = get_game("aircargo")
    table = scene_for(app, Match(spec, [Seat("Tess", 0, "human")], 4))
    app.scenes.reset(table)
    app.frame(1 / 30, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=58)])
    aid_screen = app.scenes.top
    assert isinstance(aid_screen, HowToScene) and "columns" in aid_screen.pages[0]
    aid_screen.back()
    assert app.scenes.top is table
