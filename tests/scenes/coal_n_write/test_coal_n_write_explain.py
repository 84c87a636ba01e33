"""Rules on hover at the Coal n' Write table: each card explains what the pointer rests on, and
none opens over a board the player is using."""

import pytest

import game.coal_n_write as coal_n_write
from game.aid import aid
from game.coal_n_write.content import MINERALS, NAME, VALUE
from game.core import CHANCE
from game.match import Match, Seat
from scenes.app import App
from scenes.coal_n_write.scene import CoalNWriteScene
from scenes.kit.explain import DWELL_SECONDS
from scenes.kit.input import Action

FRAME = 1 / 60


@pytest.fixture
def app():
    return App(headless=True)


def table(app, dice):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": dice})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    for _ in range(600):
        if 0 in scene.human_to_act() and not scene.busy():
            break
        app.frame(FRAME, [])
    return scene


def rest_on(app, scene, pos):
    scene.handle(Action("point", "kbm", pos=pos))
    for _ in range(int(DWELL_SECONDS / FRAME) + 3):
        app.frame(FRAME, [])
    return scene.explainer.shown


def test_resting_on_done_or_undo_does_not_explain_the_general_store(app):
    scene = table(app, [4, 2, 1])
    buttons = scene.board.button_rects()
    for name in ("done", "undo"):
        shown = rest_on(app, scene, buttons[name].center)
        assert shown is None or shown[0].key != "store", name
    assert rest_on(app, scene, buttons["store"].center)[0].key == "store"


def test_no_card_opens_over_the_store_counter_the_player_is_using(app):
    scene = table(app, [4, 4, 2])
    scene.handle(Action("button0", button=0))
    scene.handle(Action("click", pos=scene.board.button_rects()["store"].center))
    app.frame(FRAME, [])
    assert scene.overlays.panel_open == "store"
    assert rest_on(app, scene, scene.board.button_rects()["store"].center) is None
    assert rest_on(app, scene, scene.board.layout.burros.center) is None


def test_the_cash_explains_what_each_ore_sells_for_and_who_wins(app):
    scene = table(app, [4, 2, 1])
    header = scene.board.layout.header
    entry, _ = rest_on(app, scene, (header.right - 40, header.centery))
    assert entry.key == "cash" and "most cash wins" in entry.rule
    for letter in MINERALS:
        assert f"{NAME[letter]} ${VALUE[letter]}" in aid("coal_n_write")["cash"].rule
