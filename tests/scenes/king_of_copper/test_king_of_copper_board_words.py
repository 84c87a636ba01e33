"""King of Copper's board words on a crowded board: a seat's tokens sharing a space share one
number plate, and no plate hides another; a tag keeps off the glow round the other spaces
and the tokens that can move."""

import random

import pygame
import pytest

from game.king_of_copper import SPEC
from game.king_of_copper import board as B
from game.match import Match, Seat
from game.settings import Settings
from scenes.app import App
from scenes.king_of_copper import labels, layout
from scenes.king_of_copper.layout import VIEW
from scenes.king_of_copper.scene import KingOfCopperScene


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=2.0, coached=["king_of_copper"]))


def rolled(app, dice, tokens):
    """Four at the table, Ada on turn in round 1 with `dice` rolled and her tokens on `tokens`
    (seat -> spaces, the rest at Start): set up directly, nobody plays to get there."""
    seats = [Seat("Ada", 0)] + [Seat(f"Bot {i}", i, "bot") for i in range(1, 4)]
    match = Match(SPEC, seats, 5, {})
    state = match.state
    for seat, spaces in tokens.items():
        state.tokens[seat] = list(spaces) + ["start"] * (4 - len(spaces))
    state.current, state.first_turn = 0, [False] * 4
    state.phase, state.dice, state.used = "move", list(dice), [False] * len(dice)
    match.changed()
    scene = KingOfCopperScene(app, match)
    app.scenes.reset(scene)
    app.frame(1 / 20, [])
    return match, scene


def test_tokens_sharing_a_space_share_one_plate_per_seat_and_no_plate_hides_another(app):
    first = B.first_square(B.quarters_for(4)[0])
    match, scene = rolled(app, [3, 4], {0: [first] * 4, 1: [first] * 2, 2: [first]})
    laid = scene.board.laid
    on_first = {seat: text for seat, text, _ in laid.numbers}
    assert on_first == {0: "1 2 3 4", 1: "1 2", 2: "1"}
    plates = [rect for _, _, rect in laid.numbers]
    assert all(VIEW.contains(rect) for rect in plates)
    assert not any(rect.collidelist(plates[:i]) >= 0 for i, rect in enumerate(plates))
    assert scene.board.words.overlaps == []


def test_a_tag_keeps_off_the_rings_of_the_other_glowing_spaces_and_tokens(app):
    match, scene = rolled(app, [2, 3], {0: ["t0", "t1"]})  # targets side by side: t2, t3, t4 and t5
    board = scene.board
    rings = labels.token_rings(board, labels.token_rects(board))
    assert len(rings) == 2 and len(board.laid.tags) >= 3
    for node, tag in board.laid.tags.items():
        others = [ring for space, ring in labels.glow_rings(board).items() if space != node]
        assert tag.collidelist(rings + others) < 0, node


def test_token_spots_are_found_once_and_again_when_a_token_moves(app, monkeypatch):
    first = B.first_square(B.quarters_for(4)[0])
    match, scene = rolled(app, [3, 4], {0: [first, first]})
    board = scene.board
    before = board.token_xy(0, 1)
    found = []
    spot = layout.token_spot
    monkeypatch.setattr(layout, "token_spot", lambda *args: found.append(args) or spot(*args))
    app.frame(1 / 20, [])  # a frame where no token moved: drawing and the words ask, nothing is found again
    assert found == [] and board.token_xy(0, 1) == before
    board.picture.tokens[0][0] = "start"  # the token sharing the square goes: the other stands alone on it
    assert board.token_xy(0, 1) == spot(first, board.quarters[0], 0, 1) != before


def test_the_tokens_and_spaces_on_screen_are_found_again_only_when_a_token_or_the_camera_moves(app, monkeypatch):
    first = B.first_square(B.quarters_for(4)[0])
    match, scene = rolled(app, [3, 4], {0: [first]})
    board, camera = scene.board, scene.board.camera
    tokens, spaces = labels.token_rects(board), scene.spaces_in_view()
    seen = []
    to_screen = camera.to_screen
    monkeypatch.setattr(camera, "to_screen", lambda xy: seen.append(xy) or to_screen(xy))
    app.frame(1 / 20, [])  # a still frame: what the words, the overlays and the aid ask is not found again
    seen.clear()
    assert labels.token_rects(board) == tokens and scene.spaces_in_view() == spaces and seen == []
    camera.centre.x += 40  # the camera pans: everything on screen moves left
    panned = labels.token_rects(board)
    assert all(now.x < before.x for now, before in zip(panned, tokens))
    assert [rect for rect, _ in scene.spaces_in_view()] != [rect for rect, _ in spaces]
    board.picture.tokens[0][0] = "start"  # a token goes back to Start: its rect goes with it
    assert labels.token_rects(board)[0] != panned[0]


@pytest.mark.parametrize("owner", [None, 2])
def test_a_mine_plate_painted_once_draws_what_painting_it_in_place_does(app, owner):
    mine = next(iter(B.MINE_NAMES))
    table = pygame.image.frombytes(random.Random(1).randbytes(400 * 200 * 3), (400, 200), "RGB").convert()
    kept, painted = table.copy(), table.copy()
    labels.draw_plate(table.copy(), mine, (30, 30), (200, 100), owner, True)  # painted and kept
    rect = labels.draw_plate(kept, mine, (30, 30), (200, 100), owner, True)  # drawn from the kept plate
    start = pygame.Vector2(min(max(30, rect.left + 8), rect.right - 8), rect.centery)
    pygame.draw.line(painted, labels.theme.BROWN_DARK, start, pygame.Vector2(30, 30), 3)
    labels.paint_plate(painted, rect, mine, owner, True)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(painted, "RGB")
