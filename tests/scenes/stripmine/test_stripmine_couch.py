"""Stripmine from the couch: names and top coins readable at eight players,
no text under theme.MIN_TEXT, focus and Enter as a click, refusals in the
rules' words, tips clear of what matters, a bot's move previewed but never
a secret pick."""

import pygame
import pytest

from game.match import Match, Seat
from game.registry import get_game
from game.settings import Settings
from scenes.app import App
from scenes.kit.input import Action
from scenes.stripmine.layout import FIELD, FOCUS_GAP, FOCUS_WIDTH, PANELS
from scenes.stripmine.names import distinct_names
from scenes.stripmine.pick import LOCK, PickScene
from scenes.stripmine.scene import TIP_BOX, StripmineScene
from sprites import readability, theme

FRAME = 1 / 20  # a third of a 60 Hz screen's frames: the same animations, a third of the work
EIGHT = [
    "Prospector 1",
    "Prospector 2",
    "Tumbleweed Tess",
    "Tumbleweed Tom",
    "Nugget Nell",
    "Sourdough Sam",
    "Copper Kate",
    "Gold Dust Gus",
]


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=2.0))


def start(app, seats, seed=3, options=None):
    match = Match(get_game("stripmine"), seats, seed, options or {})
    scene = StripmineScene(app, match)
    app.scenes.reset(scene)
    return match, scene


def settle(app, scene, frames=600):
    for _ in range(frames):
        app.frame(FRAME, [])
        if not scene.busy():
            return


def answer_prompts(app, scene):
    top = app.scenes.top
    if type(top).__name__ == "PassScene":
        top.handle(Action("confirm"))
    elif isinstance(top, PickScene):
        for index in range(top.need):
            top.handle(Action(f"button{index}", button=index))
        top.handle(Action("confirm"))
    elif top is scene and scene.mining_human() is not None and not scene.busy():
        scene.handle(Action("confirm"))
    app.frame(FRAME, [])


def first_pick_screen(app, seats, options=None, seat=0):
    match, scene = start(app, seats, options=options)
    for _ in range(20_000):
        top = app.scenes.top
        if isinstance(top, PickScene) and top.seat == seat:
            return match, scene, top
        answer_prompts(app, scene)
    raise AssertionError("the pick screen never came up")


# --- names and top coins at eight players ------------------------------------------
def test_names_show_whole_on_lines_that_fit_and_stay_distinct():
    for width in (130, 80, 60):
        shown = distinct_names(EIGHT, theme.MIN_TEXT, width)
        assert ["".join(rows).replace(" ", "") for rows in shown] == [name.replace(" ", "") for name in EIGHT]
        assert all(theme.font(theme.MIN_TEXT).size(row)[0] <= width for rows in shown for row in rows)
    at_eight = distinct_names(EIGHT + ["Hardrock Hattie", "Wolfeschlegels"], theme.MIN_TEXT, 130)
    assert all(len(rows) <= 2 for rows in at_eight)  # any name setup allows: two lines at most
    assert at_eight[2] == ["Tumbleweed", "Tess"]
    assert distinct_names(["Ada", "Ada"], 30, 200) == [["Ada 1"], ["Ada 2"]]  # the same name twice is numbered


def test_eight_players_see_distinct_names_and_every_hills_top_coin(app):
    match, scene = start(app, [Seat(name, i, "human" if i < 2 else "bot") for i, name in enumerate(EIGHT)])
    board = scene.board
    shown = [board.fitted_name(seat) for seat in range(8)]
    assert len(set(shown)) == 8
    assert shown[:4] == ["Prospector 1", "Prospector 2", "Tumbleweed Tess", "Tumbleweed Tom"]  # whole, on two lines
    settle(app, scene)
    tokens = [board.top_coin_token(hill) for hill in range(16)]
    assert all(token is not None and token[0] == "dime" for token in tokens)
    scene.handle(Action("confirm"))  # Prospector 1 takes hill 1's dime
    settle(app, scene)
    assert board.top_coin_token(0)[0] == "penny"
    for hill in range(16):  # the raised coin sits over its own hill, clear of its neighbours and the hill
        coin, (x, y), radius = board.top_coin_token(hill)
        assert abs(x - board.hill_x(hill)) < 1 and 2 * radius < board.hill_spacing
        assert y + radius < board.field.hill_rect(board.hill_ids[hill]).top
        assert radius * 2 >= theme.MIN_TARGET


# --- sizes at 2, 5 and 8 players ----------------------------------------------------------
@pytest.mark.parametrize("players", [2, 5, 8])
def test_no_text_a_player_needs_is_under_the_floor_or_cut(app, players):
    app.settings.coached = ["stripmine"]  # the coach's bubble is the kit's, sized there
    seats = [Seat(EIGHT[i], i, "human" if i < 2 else "bot") for i in range(players)]
    match, scene, pick = first_pick_screen(app, seats, options={"variation": "bear"})
    with readability.watching() as audit:
        scene.draw(app.canvas)  # the table, with a stash in every panel and the flip pool
        pick.draw(app.canvas)  # the pick screen, with the others' stashes
        pick.refusal = "Choose exactly two coins from your stash."
        pick.draw(app.canvas)
    assert audit.small() == {} and audit.cuts == {}
    assert "Choose exactly two coins from your stash." in audit.caps
    # targets: a hill's column, the coins to choose and the lock-in button
    assert scene.board.hill_spacing >= theme.MIN_TARGET
    assert min(pick.lock_rect.size) >= theme.MIN_TARGET


# --- the pick screen: public stashes, secret picks ----------------------------------------
def test_the_pick_screen_never_shows_another_players_pick(app, monkeypatch):
    """Two tables alike but for what Ada picked: Bo's pick screen draws the same."""
    seats = [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2, "bot")]
    images = []
    for coins in ((0, 1), (2, 3)):
        app = App(headless=True, settings=Settings(animation_speed=2.0))
        match, scene = start(app, seats)
        for _ in range(20_000):
            top = app.scenes.top
            if isinstance(top, PickScene):
                if top.seat == 1:
                    break
                for index in coins:
                    top.handle(Action(f"button{index}", button=index))
                top.handle(Action("confirm"))
            answer_prompts(app, scene)
        pick = app.scenes.top
        assert isinstance(pick, PickScene) and pick.seat == 1
        assert match.state.picks[0] is not None and match.state.picks[1] is None
        cells = {cell.seat: cell for cell in pick.cells}
        assert cells[0].stash == match.state.stashes[0]  # the stash is public: every coin shows
        assert cells[0].chosen and cells[0].shown == []  # that Ada chose shows; what she chose does not
        pick.draw(app.canvas)
        images.append(pygame.image.tobytes(app.canvas, "RGB"))
    assert images[0] == images[1]


# --- focus, Enter, refusals ---------------------------------------------------------------------
def test_enter_does_what_a_click_does_and_focus_goes_to_lock_in_once_ready(app):
    match, scene, pick = first_pick_screen(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    before = len(match.log)
    for _ in range(6):  # arrows go round the coins only while nothing can be locked in
        pick.handle(Action("right"))
        assert pick.focus != LOCK
    pick.handle(Action("confirm"))
    assert len(pick.selected) == 1 and pick.focus != LOCK
    pick.handle(Action("right"))
    pick.handle(Action("confirm"))
    assert pick.ready and pick.focus == LOCK
    stops = set()
    for _ in range(5):
        pick.handle(Action("right"))
        stops.add(pick.focus)
    assert LOCK in stops
    while pick.focus != LOCK:
        pick.handle(Action("right"))
    pick.handle(Action("confirm"))  # Enter on the button: as a click on it
    assert app.scenes.top is not pick and len(match.log) > before
    assert match.log[before]["kind"] == "pick" and match.log[before]["player"] == 0


def test_focus_leaves_a_mined_out_hill_and_a_click_on_one_gets_the_rules_sentence(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    settle(app, scene)
    match.state.hills[0] = []
    match.changed()
    scene.board.rebuild()
    scene.cursor = 0
    app.frame(FRAME, [])
    assert scene.cursor == 1  # focus never rests on an empty hill
    scene.handle(Action("point", pos=(round(scene.board.hill_x(0)), FIELD.bottom - 30)))
    assert scene.cursor == 1
    scene.handle(Action("click", pos=(round(scene.board.hill_x(0)), FIELD.bottom - 30)))
    assert app.toasts.messages() == ["That hill is mined out: pick a hill that still has coins."]
    assert match.log == []
    scene.handle(Action("confirm"))  # Enter mines the focused hill, as a click on it would
    assert match.log == [{"player": 0, "kind": "mine", "hill": 1}]


def test_arrows_skip_mined_out_hills(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    settle(app, scene)
    match.state.hills[1] = []
    match.state.hills[2] = []
    match.changed()
    scene.board.rebuild()
    scene.cursor = 0
    seen = set()
    for _ in range(6):
        scene.handle(Action("right"))
        seen.add(scene.cursor)
    assert seen == {0, 3}


def test_the_focused_hill_is_ringed_where_its_top_coin_shows(app):
    app.settings.coached = ["stripmine"]
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    settle(app, scene)
    scene.cursor = 2
    app.frame(FRAME, [])

    def ring_right_of(hill):
        _, (x, y), radius = scene.board.top_coin_token(hill)
        return tuple(app.canvas.get_at((x + radius + FOCUS_GAP - FOCUS_WIDTH // 2, y)))[:3]

    assert ring_right_of(2) == theme.GOLD[:3], "a ring a player sees from the couch, not just a caret"
    assert ring_right_of(0) != theme.GOLD[:3] and ring_right_of(3) != theme.GOLD[:3]


# --- tips ---------------------------------------------------------------------------------------
def test_tips_sit_clear_of_hills_strip_panels_and_the_turn_line(app):
    app.settings.coached = []
    match, scene = start(app, [Seat(name, i, "human" if i == 0 else "bot") for i, name in enumerate(EIGHT[:5])])
    settle(app, scene)
    board = scene.board
    status = theme.font(theme.SMALL).size("Auction 2 of 3: mining turn 1 of 2")[0]
    title_and_its_buttons = pygame.Rect(0, 0, 326, FIELD.top)
    keep_clear = [
        board.scarcity_rect(),
        PANELS,
        pygame.Rect(theme.WIDTH - 160 - status, 20, status, 40),
        title_and_its_buttons,
    ] + [board.field.hill_rect(h) for h in board.hill_ids.values()]
    for index in range(len(scene.state.hills)):
        coin, (x, y), radius = board.top_coin_token(index)
        keep_clear.append(pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius))
    for tip in scene.coach.tips:
        box = tip.box()
        bubble = scene.coach._bubble(tip, box.w, box.h)
        rect = bubble.get_rect(topleft=box.topleft).clamp(theme.SCREEN.inflate(-16, -16))
        assert not any(rect.colliderect(other) for other in keep_clear), tip.key
        assert rect.h <= box.h + 8 and rect.w <= box.w
        assert bubble.get_height() == 58 + 30  # one line of text at size 30: nothing shrinks below the floor
        anchor = tip.anchor()
        if anchor is not None:  # the pointer stops at the edge of what it points at
            assert not any(other.collidepoint(anchor) for other in keep_clear[:1] + keep_clear[4:]), tip.key
    # the scarcity tip points at the strip's edge, the first tip just above the focused top coin
    strip = board.scarcity_rect()
    scarcity = next(t for t in scene.coach.tips if t.key == "scarcity")
    x, y = scarcity.anchor()
    assert 0 < strip.top - y <= 4 and strip.left <= x <= strip.right
    assert TIP_BOX.bottom <= FIELD.top


# --- bot preview ------------------------------------------------------------------------------
def test_a_bots_mining_move_is_previewed_and_a_secret_pick_never_is(app):
    match, scene = start(app, [Seat("Ada", 0, "bot"), Seat("Bo", 1)])
    scene.think_left = 99  # hold the bot's move while we look
    settle(app, scene)
    blank = pygame.image.tobytes(app.canvas, "RGB")
    scene.bot_preview = (0, {"player": 0, "kind": "mine", "hill": 3})
    app.frame(0.0, [])
    assert scene.board.field._highlight == {scene.board.hill_ids[3]}
    assert pygame.image.tobytes(app.canvas, "RGB") != blank
    assert scene.prompt_text() == "Ada takes the dime from hill 4"
    scene.bot_preview = None
    app.frame(0.0, [])
    assert pygame.image.tobytes(app.canvas, "RGB") == blank
    scene.bot_preview = (0, {"player": 0, "kind": "pick", "coins": ["quarter", "dime"]})
    app.frame(0.0, [])
    assert pygame.image.tobytes(app.canvas, "RGB") == blank  # nothing of a secret pick is drawn
    assert scene.board.field._highlight == set()
    scene.bot_preview = (0, {"player": 0, "kind": "hold", "coin": "dime"})
    app.frame(0.0, [])
    assert pygame.image.tobytes(app.canvas, "RGB") == blank


def test_in_a_demo_the_turn_line_sits_clear_of_the_demo_banner(app, monkeypatch):
    from scenes.screens.demo import demo_match

    match = demo_match(get_game("stripmine"), 7)
    scene = StripmineScene(app, match, demo=True)
    app.scenes.reset(scene)
    drawn = {}
    real = theme.draw_text

    def record(surface, string, pos, *args, **kwargs):
        rect = real(surface, string, pos, *args, **kwargs)
        drawn[str(string)] = rect
        return rect

    monkeypatch.setattr(theme, "draw_text", record)
    app.frame(FRAME, [])
    banner = drawn["Demo: press any button to play"]
    status = drawn[scene.status_text()]
    assert not banner.colliderect(status)
    assert status.bottom <= FIELD.top


# --- whole names, whole prompts, a Hint button clear of the coins ----------------------------
LONG = ["Prospector Minnie Hewitt"] + EIGHT[1:]


def test_long_names_show_whole_on_the_board_and_the_pick_screen(app):
    app.settings.coached = ["stripmine"]
    seats = [Seat(name, i, "human" if i < 2 else "bot") for i, name in enumerate(LONG)]
    match, scene, pick = first_pick_screen(app, seats, seat=1)
    with readability.watching() as audit:
        scene.draw(app.canvas)
        pick.draw(app.canvas)
    assert audit.cuts == {}
    assert scene.board.name_lines[0] == ["Prospector", "Minnie Hewitt"]
    assert [" ".join(lines) for lines in pick.cell_names][0] == "Prospector Minnie Hewitt"
    assert pick.extra_rows == max(len(lines) for lines in pick.cell_names) - 2  # the cells grow for a third line


def test_a_hint_given_at_the_table_goes_when_the_pick_screen_opens(app):
    match, scene, pick = first_pick_screen(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    app.toasts.show("Hint for Ada: Mine hill 1.", "hint")
    PickScene(app, scene, 0, scene.choice_slots(0), 2, "pick")
    assert "Hint for Ada: Mine hill 1." not in app.toasts.messages()


def test_the_hint_button_gives_way_to_revealed_coins(app):
    match, scene = start(app, [Seat(name, i, "human" if i == 0 else "bot") for i, name in enumerate(EIGHT)])
    settle(app, scene)
    assert scene.hint_rect() == scene.hint_button
    scene.board.picture.revealed[7] = ["quarter", "penny"]
    coins = [scene.board.reveal_slot(7, index) for index in range(2)]
    assert scene.hint_button.collidepoint(coins[0])  # the last panel's coins stand where the button does
    assert not any(scene.hint_rect().collidepoint(spot) for spot in coins)
    scene.handle(Action("click", pos=coins[0]))
    assert not any(message.startswith("Hint for") for message in app.toasts.messages())


def test_the_prompt_wraps_whole_and_counts_many_players_still_choosing(app):
    app.settings.coached = ["stripmine"]
    seats = [Seat(name, i) for i, name in enumerate(EIGHT[:4])]
    match, scene, pick = first_pick_screen(app, seats)
    assert scene.prompt_text() == "Waiting for 4 players to choose"
    long = "Tumbleweed Tess: take the top coin of a glowing hill, or any hill at all, whichever you like best"
    with readability.watching() as audit:
        scene.draw_prompt(app.canvas, long)
    assert audit.cuts == {} and len(audit.caps) == 2  # on two lines


def test_a_bear_market_flip_says_large_which_coins_count_for_as_long_as_it_takes_to_read(app):
    """The heads once showed only as small numbers under the pool's coins, for a second or two."""
    from scenes.kit.tutorial import reading_seconds

    _, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")], options={"variation": "bear"})
    scene.on_events([{"kind": "flip", "coins": ["quarter", "penny"], "heads": [True, False]}])
    shown, seconds, step = [], 0.0, 0.1
    for _ in range(200):  # the board's clock alone: nobody thinks of a move meanwhile
        scene.board.update(step)
        banners = scene.board.timeline.banners
        if banners and banners[0].text == "1 head counts":
            shown.append(banners[0].sub)
            assert scene.board.picture.pool_heads == [True, False]  # the coins say it too
            assert scene.board.telling_flip() is banners[0]  # no card may cover it
            seconds += step
        if not scene.board.busy:
            break
    assert shown[0] == "Heads: a quarter, scored by nobody."  # at animation speed 2
    assert seconds >= reading_seconds(f"1 head counts {shown[0]}") - step
