"""A still Stripmine board works out the hills' facts (top coins, their spots, the targets)
once per change of the field and keeps the table's picture until a panel changes, and shows
a change on the very next frame."""

import pygame
import pymunk
import pytest

from game.match import Match, Seat
from game.registry import get_game
from game.settings import Settings
from scenes.app import App
from scenes.kit.input import Action
from scenes.stripmine.drawing import BoardArt
from scenes.stripmine.scene import StripmineScene
from sprites.coins import CoinField
from sprites.drawing import Kept


@pytest.fixture
def scene():
    app = App(headless=True, settings=Settings(animation_speed=2.0))
    match = Match(get_game("stripmine"), [Seat("Ada", 0, "human"), Seat("Bo", 1, "human")], 3)
    scene = StripmineScene(app, match)
    app.scenes.reset(scene)
    for _ in range(100):
        app.frame(0.5, [])
        if scene.still() and scene.mining_human() is not None and app.scenes.top is scene:
            break
    assert scene.mining_human() is not None and scene.targets()
    return scene


def test_a_still_board_asks_the_field_nothing_and_keeps_its_table_until_a_coin_is_taken(scene, monkeypatch):
    app, board = scene.app, scene.board
    app.frame(1 / 60, [])
    asked = []
    place = pymunk.Body.position
    monkeypatch.setattr(pymunk.Body, "position", property(lambda body: asked.append(1) or place.fget(body), place.fset))
    monkeypatch.setattr(
        CoinField,
        "hill_coins",
        lambda field, hill_id, kept=CoinField.hill_coins: asked.append(1) or kept(field, hill_id),
    )
    app.frame(1 / 60, [])
    assert not asked  # the coins' places, top coins, spots and targets were worked out once
    tables = []
    monkeypatch.setattr(
        BoardArt, "_draw_table", lambda art, faces, kept=BoardArt._draw_table: tables.append(1) or kept(art, faces)
    )
    app.frame(1 / 60, [])
    assert not tables  # nor the table, the sky and the panels drawn again

    hill = scene.cursor
    token, target = board.top_coin_token(hill), scene.targets()[hill]
    coins = len(board.field.hill_coins(board.hill_ids[hill]))
    scene.handle(Action("confirm"))  # mine the focused hill
    for _ in range(60):
        app.frame(1 / 60, [])
        if len(board.field.hill_coins(board.hill_ids[hill])) < coins:
            break
    # the frame the coin left the hill: the board tells of the coin under it
    now = board.top_coin_token(hill)
    assert now == board._top_coin_token(hill) and now != token
    assert now[0] == board.field.hill_coins(board.hill_ids[hill])[-1]
    assert board.hill_spot(hill) == board._hill_spot(hill) != target.spot
    tops = [rect for rect in scene.reading_rects() if rect.size == (2 * now[2], 2 * now[2])]
    assert pygame.Rect(now[1][0] - now[2], now[1][1] - now[2], 2 * now[2], 2 * now[2]) in tops

    assert tables  # a panel changed (no one's turn while the coin flies): the table was drawn again
    kept = pygame.Surface(app.canvas.get_size(), 0, app.canvas)
    app.scenes.draw(kept)
    board.art._table, board.art._faces = Kept(), Kept()
    anew = pygame.Surface(app.canvas.get_size(), 0, app.canvas)
    app.scenes.draw(anew)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(anew, "RGB")
