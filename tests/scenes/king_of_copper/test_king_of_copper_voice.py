"""King of Copper speaks with one voice at the table: a token is named by the number the board
shows beside it, chips are counted in the colour they are drawn, every panel badge has its rules
card, a hint's toast keeps off the prompt, and a chip that was bought in secret shows its face
to its owner."""

import pygame
import pytest
from test_king_of_copper_couch import FRAME, at_start, set_roll, start, until

from game.aid import aid
from game.king_of_copper import SPEC
from game.king_of_copper.story import tell
from game.match import Seat
from game.settings import Settings
from scenes.app import App
from scenes.king_of_copper.layout import PROMPT_RECT, TOKEN_SIZE, TRADE_BUTTON, ZOOM_BUTTON
from scenes.king_of_copper.overlays import ChoiceOverlay
from scenes.king_of_copper.panels import CHIP, chip_spot, title_box
from scenes.kit.explain import DWELL_SECONDS
from scenes.kit.input import Action


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=2.0, coached=["king_of_copper"]))


def test_a_hint_and_the_log_name_a_token_by_the_number_the_board_shows_beside_it(app):
    match, scene = start(app)
    at_start(app, match, scene)
    match.state.tokens[1][:2] = ["t22", "t25"]  # the bot's tokens are out too
    set_roll(app, match, [3, 5], ["t5", "t20"])
    assert until(app, lambda: scene.idle_seat() == 0 and not scene.busy())
    numbers = {(seat, text): rect for seat, text, rect in scene.board.laid.numbers}
    camera, reach = scene.board.camera, TOKEN_SIZE * scene.board.camera.scale * 1.5
    for seat, token in ((0, 0), (0, 1), (1, 0), (1, 1)):  # each token's number beside it, the bot's too
        at = pygame.Vector2(camera.to_screen(scene.board.token_xy(seat, token)))
        assert at.distance_to(numbers[seat, str(token + 1)].center) < reach
    assert len(numbers) == 4 and scene.board.words.overlaps == []
    moved = {"player": 1, "kind": "move", "token": 1, "use": "both", "to": "t30"}
    assert " token 2 " in tell(moved, [], None)[0][1]  # the log's name for the bot's token numbered 2
    hinter, view = SPEC.bots["strong"](0), match.room_view()
    named = [(move, hinter.explain(view, 0, move)) for move in scene.controls.token_moves(0)]
    named = [(move, sentence) for move, sentence in named if sentence.startswith("Token ")]
    assert named and all(sentence.startswith(f"Token {move['token'] + 1} ") for move, sentence in named)
    assert all(t.label.startswith(f"Token {t.token + 1}") for t in scene.layer.items if t.group in ("token", "space"))


def test_green_and_blue_chips_are_counted_apart_in_their_own_colours(app):
    match, scene = start(app)
    at_start(app, match, scene)
    state = match.state
    state.hands[0] = [state.green["D0_1"], state.blue["D0_1"], state.blue["D0_3"]]
    state.green["D0_1"] = state.blue["D0_1"] = state.blue["D0_3"] = ""
    match.changed()
    app.frame(FRAME, [])
    panel = scene.panels.rect(0)
    for colour, dominant in (("green", 1), ("blue", 2)):
        spot = chip_spot(panel, colour)
        pixel = app.canvas.get_at((spot.left + CHIP // 2, spot.centery))
        assert max(range(3), key=lambda i: pixel[i]) == dominant, (colour, pixel)
    things = dict((key, rect) for rect, key in scene.panels.explained())
    assert {"titles", "green_chips", "blue_chips"} <= set(things) <= set(aid(SPEC.id))


def test_a_titles_badge_shows_its_rules_card_where_the_pointer_rests(app):
    match, scene = start(app)
    at_start(app, match, scene)
    scene.handle(Action("point", pos=title_box(scene.panels.rect(0), 2).center))
    for _ in range(round(2 * DWELL_SECONDS / FRAME)):
        app.frame(FRAME, [])
    assert scene.explainer.shown is not None and scene.explainer.shown[0].key == "titles"


def test_a_hints_toast_keeps_off_the_prompt_the_panels_and_the_tables_buttons(app):
    match, scene = start(app)
    at_start(app, match, scene)
    scene.handle(Action("hint"))
    app.frame(FRAME, [])
    prompt, *panels = scene.reading_rects()[:3]  # (then the tokens on the board)
    assert prompt.topleft == PROMPT_RECT.topleft and panels == [scene.panels.rect(seat) for seat in (0, 1)]
    toasts = [rect for _, _, rect in app.toasts.layout(scene.toasts_at())]
    assert toasts and all(rect.collidelist(toasts) < 0 for rect in (prompt, *panels, ZOOM_BUTTON, TRADE_BUTTON))


def standing_on_a_mine(app, seats, characters=""):
    """Seat 0 on turn on its own mine, the green chip still under the title."""
    match, scene = start(app, seats)
    at_start(app, match, scene)
    state = match.state
    state.owner["D0_1"], state.bought_turn["D0_1"] = 0, 0
    state.tokens[0][0], state.characters[0] = "D0_1", characters
    match.changed()
    return match, scene, state.green["D0_1"]


def test_a_prospected_chips_face_is_shown_to_its_owner(app):
    match, scene, chip = standing_on_a_mine(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    scene.try_move({"player": 0, "kind": "prospect", "mine": "D0_1"})
    assert until(app, lambda: isinstance(app.scenes.top, ChoiceOverlay))
    shown = app.scenes.top
    value = match.state.chip_value[chip]
    assert shown.title == "Your green chip" and shown.seat == 0
    assert f"you found ${value} ore." in shown.text  # seed 3: an ore chip under Alice


def test_a_chip_that_paid_at_once_needs_no_secret_showing(app):
    match, scene, chip = standing_on_a_mine(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")], characters="banker")
    scene.try_move({"player": 0, "kind": "prospect", "mine": "D0_1"})
    assert until(app, lambda: not scene.busy())
    for _ in range(5):
        app.frame(FRAME, [])
    assert chip in match.state.cashed[0] and app.scenes.top is scene


def test_a_spaces_rules_card_keeps_off_the_tags_of_the_spaces_a_token_may_go_to(app):
    match, scene = start(app)
    at_start(app, match, scene)
    set_roll(app, match, [6, 4], ["t2", "t12"])  # seven tags, some near other spaces
    assert until(app, lambda: scene.idle_seat() == 0 and not scene.busy() and scene.board.laid.tags)
    tags = list(scene.board.laid.tags.values())
    near = [rect for rect, _ in scene.explained() if rect.inflate(200, 200).collidelist(tags) >= 0]
    assert len(near) > 5
    for rect in near:  # the card each space near a tag would show, placed afresh
        scene.overlay_spots.pop("info", None)
        card = scene.place_overlay("info", (420, 150), rect).rect
        assert card.collidelist(tags) < 0, rect
