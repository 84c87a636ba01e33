"""What floats over the tables never covers what a player reads: floaters rise
from empty table, never from a name, a score or the turn line; the relaxed
bot caption, the toasts and the "since your turn" card keep to each table's
clear spots; and none of them is smaller than the couch's smallest text."""

import ast
import pathlib

import pygame
import pytest

from game import registry
from game.match import Match, Seat
from scenes.kit import ui
from scenes.kit.game_scene import CAPTION_AREA, scene_class, scene_for
from scenes.kit.timeline import Floater, Timeline, draw_floater
from sprites import theme

GAMES = ("stripmine", "coal_n_write", "king_of_copper", "aircargo", "bindle_rails")
TOP_BAR = 56  # every table's title, Log and Menu buttons and turn line sit above this

# What each table's players read or reach for, in canvas pixels: names, scores, the turn
# line and headings, and the targets a person uses on their turn.
KEEP_CLEAR = {
    "stripmine": {
        "title and Log": pygame.Rect(30, 0, 300, 66),
        "turn line": pygame.Rect(740, 0, 540, 66),
        "hills": pygame.Rect(40, 240, 1200, 122),
        "status line and revealed coins": pygame.Rect(40, 396, 1200, 46),
        "player panels": pygame.Rect(40, 472, 1200, 240),
    },
    "coal_n_write": {
        "title and Log": pygame.Rect(0, 0, 312, 52),
        "turn line": pygame.Rect(880, 0, 400, 52),  # "Round 6 of 6: load a burro"
        "dice, Bunkhouse and player list": pygame.Rect(12, 60, 290, 652),
        "sheet name": pygame.Rect(312, 64, 300, 48),
        "cash": pygame.Rect(1060, 56, 214, 56),
        "dig rows, ore stash, buttons and burros": pygame.Rect(312, 124, 962, 592),
    },
    "king_of_copper": {
        "title and Log": pygame.Rect(0, 0, 390, 56),
        "turn line": pygame.Rect(860, 0, 420, 56),
        "board": pygame.Rect(8, 62, 660, 650),
        "Zoom and Trade": pygame.Rect(676, 62, 248, 52),
        "buttons and Lately": pygame.Rect(676, 292, 248, 420),
        "player panels and dice": pygame.Rect(932, 62, 340, 650),
    },
    "aircargo": {
        "title and turn line": pygame.Rect(0, 0, 736, 56),
        "Log": pygame.Rect(1160, 0, 120, 56),
        "map": pygame.Rect(8, 62, 716, 650),
        "PILOT LOG heading": pygame.Rect(736, 68, 544, 44),
        "pilot log and actions": pygame.Rect(736, 112, 544, 600),
    },
    "bindle_rails": {
        "title, turn track, Log and VP": pygame.Rect(0, 0, 1280, 56),
        "route": pygame.Rect(12, 64, 236, 646),
        "keep row": pygame.Rect(258, 402, 620, 74),
        "use panel heading and boxes": pygame.Rect(258, 484, 346, 226),
        "a person's buttons": pygame.Rect(610, 530, 256, 172),
        "company values and tech": pygame.Rect(888, 64, 380, 400),
        "VP so far": pygame.Rect(888, 472, 380, 238),
    },
}
# What shows only on a person's turn: the relaxed bot caption may go there.
CLEAR_ON_A_BOTS_TURN = {"bindle_rails": ("a person's buttons",)}
# The floater sizes each board draws with (timeline.draw_floater's `size`).
FLOATER_SIZES = {"stripmine": 34, "coal_n_write": 40, "king_of_copper": theme.LARGE, "bindle_rails": theme.SMALL}
FLOATER_WIDTHS = {"coal_n_write": 410, "king_of_copper": 248}
# Names and scores a floater may never start over (the boards' whole panels, not only the names).
NAMES_AND_SCORES = {
    "stripmine": ["player panels", "turn line", "title and Log"],
    "coal_n_write": ["dice, Bunkhouse and player list", "sheet name", "cash", "turn line", "title and Log"],
    "king_of_copper": ["board", "player panels and dice", "turn line", "buttons and Lately"],
    "bindle_rails": ["title, turn track, Log and VP", "company values and tech"],
}


@pytest.fixture
def app(couch):
    couch.settings.bot_pace = "brisk"
    couch.settings.animation_speed = 2.0
    return couch


def bot_table(app, game: str, players: int):
    spec = registry.get_game(game)
    players = max(spec.min_players, min(players, spec.max_players))
    seats = [
        Seat(name, i, "bot", spec.strong_bot)
        for i, name in enumerate(
            ["Tumbleweed Tess", "Dusty Dan", "Calamity Jo", "Big Bill", "Ma Parker", "Slim", "Rosa", "Hank"][:players]
        )
    ]
    scene = scene_for(app, Match(spec, seats, seed=11))
    app.scenes.reset(scene)
    return scene


def floater_rect(game: str, text: str, pos) -> pygame.Rect:
    size = FLOATER_SIZES[game]
    if game in FLOATER_WIDTHS:
        text = theme.fit(text, size, FLOATER_WIDTHS[game])
    rect = theme.text(text, size).get_rect(center=(int(pos[0]), int(pos[1])))  # the line as drawn
    return rect


@pytest.mark.parametrize(
    "game,players", [("stripmine", 8), ("coal_n_write", 6), ("king_of_copper", 4), ("bindle_rails", 1)]
)
def test_floaters_start_over_empty_table_never_over_a_name_or_score(app, monkeypatch, game, players):
    started: list[tuple[str, tuple]] = []
    float_text = Timeline.float_text

    def record(self, text, pos, seconds=1.4):
        started.append((text, pos))
        float_text(self, text, pos, seconds)

    monkeypatch.setattr(Timeline, "float_text", record)
    scene = bot_table(app, game, players)
    for _ in range(6000):
        app.scenes.update(1 / 20)
        if len(started) >= 12 or scene.match.is_over():
            break
    assert started, "the bots' game showed no floater to check"
    keep_clear = KEEP_CLEAR[game]
    for text, pos in started:
        rect = floater_rect(game, text, pos)
        assert theme.SCREEN.contains(rect), (text, rect)
        for name in NAMES_AND_SCORES[game]:
            assert not rect.colliderect(keep_clear[name]), f"{text!r} starts over the {name}"


def test_every_floater_is_drawn_at_reading_size_rising_and_fading():
    sizes = []
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    original = theme.draw_text

    def spy(surface, text, pos, size=theme.BODY, *args, **kwargs):
        sizes.append((size, pos, kwargs.get("alpha", 255)))
        return original(surface, text, pos, size, *args, **kwargs)

    theme.draw_text, saved = spy, theme.draw_text
    try:
        floater = Floater("+5", (400, 300), time_left=1.4)
        draw_floater(surface, floater, size=12)
        floater.shown, floater.time_left = 1.0, 0.2
        draw_floater(surface, floater, rise=40, fade=0.4)
    finally:
        theme.draw_text = saved
    (first_size, first_pos, first_alpha), (_, later_pos, later_alpha) = sizes
    assert first_size >= theme.MIN_TEXT  # a size asked for below the couch's smallest is raised to it
    assert later_pos[1] == first_pos[1] - 40 and later_alpha < first_alpha


@pytest.mark.parametrize("game", GAMES)
def test_each_table_names_a_caption_and_toast_area_clear_of_what_players_read(game):
    table = scene_class(registry.get_game(game))
    bare = table.__new__(table)  # no match: a table's areas outside Learn to play (some move aside for its card)
    caption, toast, recap = bare.caption_area, bare.toast_area, bare.recap_area
    for what, area in (("caption", caption), ("toast", toast)):
        assert theme.SCREEN.contains(area), what
        for name, rect in KEEP_CLEAR[game].items():
            if what == "caption" and name in CLEAR_ON_A_BOTS_TURN.get(game, ()):
                continue  # the caption shows only while a bot's move is held
            assert not area.colliderect(rect), f"the {what} area covers the {name}"
    assert caption != CAPTION_AREA  # no table keeps the old spot at the foot of the screen
    assert not recap.colliderect(KEEP_CLEAR[game].get("turn line", pygame.Rect(0, 0, 0, 0)))


@pytest.mark.parametrize("game", GAMES)
def test_the_relaxed_caption_fits_its_area_at_reading_size(app, game):
    scene = bot_table(app, game, 4)
    long = "Tumbleweed Tess moves the worker from Dublin Gulch to Lexington and takes the title."
    for caption in ("Dusty Dan mines hill 2.", long):
        rect, size, lines = scene.caption_layout(caption)
        assert size >= theme.MIN_TEXT and lines
        assert scene.caption_area.contains(rect), (caption, rect)
        assert all(theme.font(size).size(line)[0] <= rect.w for line in lines)


@pytest.mark.parametrize("game", GAMES)
def test_a_toast_shows_inside_the_tables_toast_area_at_reading_size(app, game):
    scene = bot_table(app, game, 4)
    assert scene.toast_area is not None  # each table names its own
    app.toasts.show("Choose two coins first.", "error")
    toast = app.toasts.items[0]
    image = toast.image_for(scene.toast_area.w, scene.toast_area.h)
    rect = image.get_rect(midtop=scene.toast_area.midtop)
    assert scene.toast_area.contains(rect)
    assert ui.TOAST_NARROW_SIZE >= theme.MIN_TEXT


def longest_refusal(game: str) -> str:
    """The longest sentence game/<id>/ can refuse a move with: the IllegalMove and require()
    sentences and what its *_problem functions return (a blank filled with a place's name)."""
    found: list[str] = []

    def text(node) -> str:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.JoinedStr):
            return "".join(part.value if isinstance(part, ast.Constant) else "Pendleton" for part in node.values)
        if isinstance(node, ast.IfExp):
            return max(text(node.body), text(node.orelse), key=len)
        return ""

    for path in pathlib.Path("game", game).glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and "problem" in node.name:
                found += [text(n.value) for n in ast.walk(node) if isinstance(n, ast.Return) and n.value]
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("IllegalMove", "require"):
                found += [text(arg) for arg in node.args]
    return max(found, key=len)


@pytest.mark.parametrize("game", GAMES)
def test_the_longest_refusal_fits_the_tables_toast_area_at_reading_size(app, game):
    scene = bot_table(app, game, 4)
    sentence = longest_refusal(game)
    assert len(sentence) > 50  # the search found the rules' sentences
    app.toasts.show(sentence, "error")
    image = app.toasts.items[0].image_for(scene.toast_area.w, scene.toast_area.h)
    rect = image.get_rect(midtop=scene.toast_area.midtop)
    assert scene.toast_area.contains(rect), (sentence, rect, scene.toast_area)
    wrap = scene.toast_area.w - 2 * ui.TOAST_NARROW_PAD[0]
    assert len(theme.wrap_lines(sentence, theme.MIN_TEXT, wrap)) <= ui.TOAST_LINES  # no words cut off


@pytest.mark.parametrize("game", GAMES)
def test_toasts_in_quick_succession_stay_inside_the_tables_toast_area(app, game):
    scene = bot_table(app, game, 4)
    for sentence in ("Roll the dice first.", "That space is taken.", longest_refusal(game)):
        app.toasts.show(sentence, "error")
    shown = app.toasts.layout(scene.toast_area)
    assert shown[0][0].message == longest_refusal(game)  # the newest always shows
    assert all(scene.toast_area.contains(rect) for _, _, rect in shown)


def test_on_the_table_the_recap_is_drawn_beside_the_tip_showing(app):
    from game.story import Recap
    from scenes.kit.recap import RecapCard

    scene = bot_table(app, "stripmine", 8)
    tip = pygame.Rect(330, 4, 420, 130)  # a tall tip in Stripmine's tip box
    scene.coach.shown_rect = lambda: tip
    recap = Recap(seat=0, changes=[(1, "+3 points")], lines=[], more=0)
    scene.recap_card = RecapCard(recap, scene.match.seats, scene.recap_area)
    scene.place_overlays()
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    surface.fill((1, 2, 3))
    scene.draw_recap(surface)
    untouched = pygame.Surface(tip.size)
    untouched.fill((1, 2, 3))
    assert pygame.image.tobytes(surface.subsurface(tip), "RGB") == pygame.image.tobytes(untouched, "RGB")
    assert surface.get_at(scene.recap_card.shown.move(12, 4).topleft)[:3] != (1, 2, 3)  # the card is on the table


def person_table(app, game: str, players: int):
    spec = registry.get_game(game)
    players = max(spec.min_players, min(players, spec.max_players))
    seats = [Seat("Tess", 0, "human")] + [Seat(f"Bot {i}", i, "bot", spec.strong_bot) for i in range(1, players)]
    scene = scene_for(app, Match(spec, seats, seed=11))
    app.scenes.reset(scene)
    for _ in range(600):  # until the person may act, with the table still
        app.frame(1 / 30, [])
        if scene.human_to_act() and not scene.busy() and scene.layer.focused is not None:
            break
    return scene


@pytest.mark.parametrize("game", GAMES)
def test_the_recap_card_never_covers_the_focus_and_covers_as_few_targets_as_it_can(app, game):
    from game.story import Recap
    from scenes.kit.recap import RecapCard

    scene = person_table(app, game, 4)
    focus = scene.layer.focused
    assert focus is not None, "the person never got the focus"
    recap = Recap(seat=0, changes=[(1, "+3 points")], lines=[], more=0)
    scene.recap_card = RecapCard(recap, scene.match.seats, focus.shown.inflate(40, 40))  # asked to sit on the focus
    scene.place_overlays()
    shown = scene.recap_card.shown
    assert not shown.colliderect(focus.shown), (game, focus.label)
    assert theme.SCREEN.contains(shown)
    assert not any(shown.colliderect(rect) for rect in scene.dice_rects())


@pytest.mark.parametrize("game", GAMES)
def test_a_refusal_toast_moves_off_the_focus_and_the_corner_buttons(app, game, monkeypatch):
    scene = person_table(app, game, 4)
    focus = scene.layer.focused
    spot = focus.shown.inflate(200, 60).clamp(theme.SCREEN)  # a toast spot that would cover the focus
    monkeypatch.setattr(type(scene), "toast_area", spot)
    app.toasts.show("That space is taken.", "error")
    scene.place_overlays()
    for _, _, rect in app.toasts.layout(scene.toasts_at()):
        assert not rect.colliderect(focus.shown), (game, rect, focus.shown)
        assert not rect.colliderect(scene.hint_rect()) and not rect.colliderect(scene.log_button)


@pytest.mark.parametrize("game", GAMES)
def test_a_toast_keeps_off_the_your_turn_banner_while_it_shows(app, game, monkeypatch):
    scene = person_table(app, game, 4)
    scene.hand_off_text, scene.hand_off_left = "Tess and Bo, your turn", 2.0
    banner = scene.hand_off_rect()
    monkeypatch.setattr(type(scene), "toast_area", banner.inflate(40, 40).clamp(theme.SCREEN))
    app.toasts.show("Bo's phone is here.", "info")
    scene.place_overlays()
    for _, _, rect in app.toasts.layout(scene.toasts_at()):
        assert not rect.colliderect(banner), (game, rect, banner)


@pytest.mark.parametrize("game", GAMES)
def test_a_sentence_longer_than_the_toast_area_shows_every_line_not_cut_short(app, game):
    scene = bot_table(app, game, 4)
    sentence = "Hint for Prospector 1: " + " ".join(["move the token that gains the most ground for this roll"] * 8)
    wrap = scene.toast_area.w - 2 * ui.TOAST_NARROW_PAD[0]
    needed = len(theme.wrap_lines(sentence, theme.MIN_TEXT, wrap))
    assert needed > ui.TOAST_LINES  # longer than a toast's usual four lines even at its smallest words
    app.toasts.show(sentence, "hint")
    image = app.toasts.items[0].image_for(scene.toast_area.w, scene.toast_area.h)
    line = theme.font(theme.MIN_TEXT).get_linesize()
    assert image.get_height() >= needed * line  # every line drawn
