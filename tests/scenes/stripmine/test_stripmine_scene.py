"""The Stripmine table played through its scene, as players would: mouse,
keyboard and gamepad actions, the pass-and-pick screens, bots, saves."""

import random

import pygame
import pytest

from game import saves
from game.match import Match, Seat
from game.registry import get_game
from game.settings import Settings
from scenes.app import App
from scenes.kit.input import Action
from scenes.stripmine.pick import PickScene
from scenes.stripmine.scene import StripmineScene
from sprites import theme

from action_monkey import throw_actions

FRAME = 1 / 20  # a third of a 60 Hz screen's frames: the same animations, a third of the work


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=2.0))


def start(app, seats, seed=3, options=None):
    match = Match(get_game("stripmine"), seats, seed, options or {})
    scene = StripmineScene(app, match)
    app.scenes.reset(scene)
    return match, scene


def drive(app, match, scene, limit=8_000):
    """Answer every prompt the way a player at the couch would."""
    app.draw_every = 3  # a whole game: a sample of its frames is drawn
    for _ in range(limit):
        top = app.scenes.top
        if match.is_over() and not scene.busy():
            break
        name = type(top).__name__
        if name == "PassScene":
            top.handle(Action("confirm"))
        elif isinstance(top, PickScene):
            for index in range(top.need):
                top.handle(Action(f"button{index}", button=index))
            top.handle(Action("confirm"))
        elif top is scene and scene.mining_human() is not None and not scene.busy():
            scene.handle(Action("right"))
            scene.handle(Action("confirm"))
        app.frame(FRAME, [])
    for _ in range(600):
        app.frame(FRAME, [])
        if type(app.scenes.top).__name__ == "ResultsScene":
            break


@pytest.mark.parametrize("variation", ["standard", "bear", "blowout", "bear_blowout"])
def test_a_whole_game_with_two_humans_at_one_screen(app, variation):
    seats = [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2, "bot", "strong"), Seat("Di", 3, "bot", "random")]
    match, scene = start(app, seats, options={"variation": variation})
    drive(app, match, scene)
    assert match.is_over()
    assert type(app.scenes.top).__name__ == "ResultsScene"
    assert app.scenes.error_count == 0
    # the board's picture agrees with the rules at the end
    assert scene.board.picture.scores == match.state.scores


def test_every_human_passes_the_screen_before_choosing(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1)]
    match, scene = start(app, seats)
    passes = []
    for _ in range(20_000):
        top = app.scenes.top
        if match.state.auction >= 1:
            break
        if type(top).__name__ == "PassScene":
            if top not in passes:
                passes.append(top)
            top.handle(Action("confirm"))
        elif isinstance(top, PickScene):
            # the other player's pick stays secret while this one chooses
            other = 1 - top.seat
            assert match.view(top.seat).picks[other] in (None, ["?", "?"])
            top.handle(Action("button0", button=0))
            top.handle(Action("button1", button=1))
            top.handle(Action("confirm"))
        elif scene.mining_human() is not None and not scene.busy():
            scene.handle(Action("confirm"))
        app.frame(FRAME, [])
    assert len(passes) == 2


def test_a_refused_move_shows_the_rules_sentence(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    match.state.hills[0] = []  # a mined-out hill
    match.changed()
    scene.board.rebuild()
    scene.update(0)
    scene.handle(Action("click", pos=scene.board.hill_spot(0).center))
    assert any("mined out" in message for message in app.toasts.messages())
    assert match.log == []


def at_the_first_pick(app, seats=None):
    """Mined up to the first auction: the pick screen of the first human is up."""
    match, scene = start(app, seats or [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    for _ in range(20_000):
        if isinstance(app.scenes.top, PickScene):
            return match, scene, app.scenes.top
        answer_prompts(app, scene)
    raise AssertionError("the pick screen never came up")


def test_pick_screen_needs_two_coins_before_locking_in(app):
    match, scene, pick = at_the_first_pick(app)
    before = len(match.log)
    pick.handle(Action("button1", button=1))
    pick.lock_in()
    assert app.scenes.top is pick and len(match.log) == before
    assert pick.refusal == "Choose exactly two coins from your stash."  # the rules' own sentence
    pick.handle(Action("button2", button=2))
    pick.handle(Action("button3", button=3))  # a third choice replaces the oldest
    assert sorted(pick.selected) == [2, 3]


class FakePad:
    def __init__(self, instance_id):
        self.instance_id = instance_id
        self.name = "Test pad"


def pad_player_at_first_auction(app):
    """Ada on her own gamepad against a bot, mined up to the first auction's pick."""
    seats = [Seat("Ada", 0, controller="pad:7"), Seat("Bo", 1, "bot")]
    app.input.pads_by_id[7] = FakePad(7)
    match, scene = start(app, seats)
    for _ in range(20_000):
        if match.state.phase == "pick" and not scene.busy():
            break
        if scene.mining_human() is not None and not scene.busy():
            scene.handle(Action("confirm", source="pad:7", button=0))
        app.frame(FRAME, [])
    return match, scene


def test_a_player_with_their_own_gamepad_picks_on_it(app):
    match, scene = pad_player_at_first_auction(app)
    assert match.state.phase == "pick" and scene.pad_labels(0) == ["A", "B", "X", "Y"]
    assert not isinstance(app.scenes.top, PickScene)  # no pass screen for a pad player
    stash = list(match.state.stashes[0])
    scene.handle(Action("confirm", source="pad:7", button=0))
    scene.handle(Action("button2", source="pad:7", button=2))
    scene.handle(Action("pause", source="pad:7"))
    app.scenes.top.yes()  # Start locks in once asked (tests/scenes/stripmine/test_stripmine_lock_in.py)
    mine = [m for m in match.log if m["kind"] == "pick" and m["player"] == 0]
    assert mine and sorted(mine[-1]["coins"]) == sorted([stash[0], stash[2]])


def test_a_gamepad_bound_to_one_seat_cannot_play_for_another(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1, controller="pad:7")]
    app.input.pads_by_id[7] = FakePad(7)
    match, scene = start(app, seats)
    for _ in range(120):
        app.frame(FRAME, [])
    assert scene.mining_human() == 0
    scene.handle(Action("confirm", source="pad:7", button=0))
    assert match.log == []
    scene.handle(Action("confirm", source="kbm"))
    assert len(match.log) == 1


def test_escape_on_the_pass_screen_opens_the_menu_and_the_choice_comes_back(app):
    from scenes.screens.pause import PauseScene

    seats = [Seat("Ada", 0), Seat("Bo", 1)]
    match, scene = start(app, seats)
    for _ in range(20_000):
        if type(app.scenes.top).__name__ == "PassScene":
            break
        if scene.mining_human() is not None and not scene.busy():
            scene.handle(Action("confirm"))
        app.frame(FRAME, [])
    while app.scenes.fading:  # presses during a fade are ignored on purpose
        app.frame(FRAME, [])
    app.scenes.handle(Action("pause"))
    assert isinstance(app.scenes.top, PauseScene)
    app.scenes.pop()
    for _ in range(30):
        app.frame(FRAME, [])
    assert type(app.scenes.top).__name__ == "PassScene"


def test_continue_rebuilds_the_table_from_the_save(app):
    match, scene = start(app, [Seat("Ada", 0, "bot"), Seat("Bo", 1, "bot"), Seat("Cy", 2, "bot")])
    for _ in range(900):
        app.frame(FRAME, [])
    saves.write_save(match)
    loaded = saves.load_save()
    again = StripmineScene(app, loaded)
    assert again.board.picture.stashes == loaded.state.stashes
    shown = [again.board.field.hill_coins(again.board.hill_ids[i]) for i in range(len(loaded.state.hills))]
    assert shown == loaded.state.hills


def test_monkey_input_never_breaks_the_table(app):
    rng = random.Random(5)
    seats = [Seat("Ada", 0), Seat("Bo", 1, controller="pad:3"), Seat("Cy", 2, "bot"), Seat("Di", 3)]
    app.input.pads_by_id[3] = FakePad(3)
    start(app, seats, options={"variation": "bear"})
    kinds = [
        "up",
        "down",
        "left",
        "right",
        "confirm",
        "back",
        "next",
        "prev",
        "button0",
        "button1",
        "button2",
        "button3",
        "point",
        "click",
        "pause",
    ]
    throw_actions(app, rng, 4000, FRAME, kinds, sources=("kbm", "pad:3"), stray_buttons=True)
    assert app.scenes.error_count == 0


def test_the_first_game_coach_shows_once(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1, "bot")]
    match, scene = start(app, seats)
    for _ in range(120):
        app.frame(FRAME, [])
    assert scene.coach.current is not None and scene.coach.current.key == "first_mine"
    drive(app, match, scene)
    assert "stripmine" in app.settings.coached
    _, again = start(app, seats, seed=4)
    for _ in range(120):
        app.frame(FRAME, [])
    assert again.coach.current is None


def test_a_replugged_pad_takes_back_its_seat(app):
    seats = [Seat("Ada", 0, controller="pad:3"), Seat("Bo", 1, "bot")]
    match, scene = start(app, seats)  # pad 3 is not connected: Ada falls back to the shared controls
    app.input.pads_by_id[9] = FakePad(9)
    scene.handle(Action("confirm", source="pad:9", button=0))
    assert match.seats[0].controller == "pad:9"
    assert scene.router.own_pad(0) == "pad:9"


def answer_prompts(app, scene):
    """One frame of a player at the couch: pass screens, picks (the first coins), mining."""
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


def test_the_blowout_auction_reads_auction_four_of_four(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1, "bot", "strong"), Seat("Cy", 2, "bot", "random")]
    match, scene = start(app, seats, options={"variation": "blowout"})
    during_blowout = []
    for _ in range(20_000):
        if type(app.scenes.top).__name__ == "ResultsScene":
            break
        answer_prompts(app, scene)
        banners = [banner.text for banner in scene.board.timeline.banners]
        if any(text.startswith("Blowout") for text in banners) or (scene.board.scarcity or {}).get("auction") == 4:
            during_blowout.append(scene.status_text())
    assert during_blowout, "the Blowout was never shown"
    assert all(status.startswith("Auction 4 of 4") or status == "Game over" for status in during_blowout)
    assert "Auction 4 of 4: Blowout" in during_blowout


def test_the_status_line_tells_what_the_board_shows_not_what_the_rules_ran_ahead_to(app):
    # Bots finish the first auction and mine on within one move; the board still shows the reveal.
    seats = [Seat("Ada", 0), Seat("Bo", 1, "bot", "strong"), Seat("Cy", 2, "bot", "strong")]
    match, scene = start(app, seats)
    for _ in range(20_000):
        if isinstance(app.scenes.top, PickScene):
            break
        answer_prompts(app, scene)
    assert scene.status_text() == "Auction 1 of 3"
    answer_prompts(app, scene)  # Ada locks in; the bots pick, the auction scores
    while match.state.auction < 1:
        app.frame(FRAME, [])
    assert scene.board.busy and match.state.phase in ("mining", "first")
    assert scene.status_text() == "Auction 1 of 3"
    seen = set()
    while scene.board.busy:
        app.frame(FRAME, [])
        seen.add(scene.status_text())
    assert "Auction 2 of 3: mining turn 1 of 2" in seen
    assert scene.status_text().startswith("Auction 2 of 3: mining turn")


def test_the_pick_screen_shows_the_public_table_and_no_pick(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2, "bot")]
    match, scene = start(app, seats, options={"variation": "bear"})
    for _ in range(20_000):
        top = app.scenes.top
        if isinstance(top, PickScene) and top.seat == 1:
            break
        answer_prompts(app, scene)
    pick = app.scenes.top
    state = match.state
    assert state.picks[0] is not None  # Ada has picked: her coins stay in her stash until the reveal
    cells = {cell.seat: cell for cell in pick.cells}
    assert sorted(cells) == [0, 2]
    assert cells[0].stash == state.stashes[0] and cells[2].stash == state.stashes[2]
    assert cells[0].score == state.scores[0]
    assert cells[0].chosen and not cells[2].chosen
    assert cells[0].shown == []  # nothing of Ada's pick shows, only that she has chosen
    assert pick.to_flip == state.flip_pool == ["quarter", "nickel", "penny", "dime"]
    pick.draw(app.canvas)


def test_the_hold_screen_shows_what_everyone_revealed(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1, "bot"), Seat("Cy", 2, "bot"), Seat("Di", 3, "bot")]
    match, scene = start(app, seats, options={"variation": "bear"})
    for _ in range(20_000):
        top = app.scenes.top
        if isinstance(top, PickScene) and top.kind == "hold":
            break
        answer_prompts(app, scene)
    hold = app.scenes.top
    state = match.state
    assert state.phase == "hold"
    for cell in hold.cells:
        assert cell.stash == state.stashes[cell.seat] and cell.shown == state.revealed[cell.seat]
    assert hold.to_flip == []
    hold.draw(app.canvas)


def test_the_refusal_goes_once_two_coins_are_chosen_and_never_covers_the_heading(app):
    match, scene, pick = at_the_first_pick(app)
    pick.handle(Action("button1", button=1))
    pick.handle(Action("click", pos=pick.lock_rect.center))
    assert pick.refusal == "Choose exactly two coins from your stash."
    assert app.toasts.messages() == []  # said on the pick screen, not in a toast over its heading
    pick.handle(Action("button0", button=0))
    assert pick.refusal == ""


def test_a_pad_players_refusal_goes_once_two_coins_are_chosen(app):
    match, scene = pad_player_at_first_auction(app)
    scene.handle(Action("button1", source="pad:7", button=1))
    scene.handle(Action("next", source="pad:7"))
    assert "Choose exactly two coins from your stash." in app.toasts.messages()
    assert match.state.picks[0] is None
    scene.handle(Action("button3", source="pad:7", button=3))
    assert "Choose exactly two coins from your stash." not in app.toasts.messages()


def test_the_last_mined_coin_is_not_told_once_the_auction_starts(app):
    seats = [Seat("Ada", 0, "bot"), Seat("Bo", 1, "bot")]
    match, scene = start(app, seats)
    told = []
    for _ in range(5_000):
        app.frame(FRAME, [])
        told.append((scene.board.picture.phase, scene.board.last_mined))
        if scene.board.picture.auctions_done:
            break
    assert any(phase == "mining" and text.endswith("mined a dime.") for phase, text in told)
    assert all(text == "" for phase, text in told if phase != "mining")


def test_how_to_pages_have_their_pictures_and_the_table_rules_say_what_we_decided():
    import pygame

    from game import paths, tomlfile
    from scenes.stripmine.howto import PICTURES

    spec = get_game("stripmine")
    data = tomlfile.read(paths.DATA_DIR / spec.howto)
    assert all(page["picture"] in PICTURES for page in data["page"]), "a picture on every page"
    # one idea a page, in short sentences
    assert all(len(page["text"]) <= 160 for page in data["page"])
    assert all(len(sentence.split()) <= 16 for page in data["page"] for sentence in page["text"].split(". "))
    surface = pygame.Surface((560, 500))
    for draw in PICTURES.values():
        draw(surface, surface.get_rect())
    # The text leaves open whether a denomination nobody revealed takes a scarcity rank:
    # our reading is the default of an option, and the Table rules name both.
    absent = next(option for option in spec.options if option.key == "absent_rank")
    assert absent.default is False and {value for value, _ in absent.choices} == {False, True}
    table = data["table_rules"]["text"]
    assert "nobody revealed" in table and f'"{absent.label}"' in table
    assert "mine or refinery" in table and "coin flip" in table


def test_bots_pick_together_then_the_next_bot_move_waits_its_turn(app):
    seats = [Seat(f"Bot {i}", i, "bot", "strong") for i in range(3)]
    match, scene = start(app, seats)
    rules = get_game("stripmine").rules
    while match.state.phase != "pick":  # mine up to the first auction without the scene
        match.step_automatic()
    before, frames = len(match.log), 0
    while len(match.log) < before + 3 and frames < 60:  # each thinks its pick over a few frames
        scene.think_left = 0
        scene.update(FRAME)
        frames += 1
    assert len(match.log) == before + 3 and frames < 20  # all three picks with no pause between them
    assert rules.to_act(match.state) and match.state.phase == "mining"  # the next miner has not moved yet


def test_the_coins_to_flip_say_where_they_came_from(app):
    """The set-aside hill and an auction's shown coins can be the same four coins: the label tells
    them apart, so coins flipped at auction 1 never look like they are still waiting."""
    from scenes.stripmine.drawing import pool_label

    seats = [Seat("Bo", 0, "bot"), Seat("Cy", 1, "bot")]
    match, scene = start(app, seats, options={"variation": "bear"})
    assert pool_label(scene.board.picture.auctions_done, False) == "Set-aside hill, to flip next"
    while match.state.auction < 1:
        match.step_automatic()  # bots and chance alike
    scene = StripmineScene(app, match)
    assert scene.board.picture.pool == match.state.flip_pool
    assert pool_label(scene.board.picture.auctions_done, False) == "Shown at auction 1, to flip next"
    assert pool_label(1, True) == "Flipping"


def test_a_lesson_about_the_scores_keeps_each_panel_s_name_and_points_in_sight(app):
    """Learn to play's "scores" (who has the fewest points mines first): each panel's top, not its stash."""
    _, scene = start(app, [Seat("Ann", 0), Seat("Bo", 1)])
    board = scene.board
    rects = scene.about_rects("scores")
    assert len(rects) == 2 and scene.about_rects("hills") == []
    for seat, rect in enumerate(rects):
        panel = board.panel_rect(seat)
        assert panel.contains(rect) and rect.top == panel.top, "the name and the points"
        assert rect.bottom < board.stash_slot(seat, 0)[1] - 20, "not the stash"


def test_a_panels_words_are_drawn_again_only_when_they_change(app, monkeypatch):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)])
    drawn: list[int] = []
    real = theme.draw_player_badge
    monkeypatch.setattr(theme, "draw_player_badge", lambda *args, **kw: drawn.append(1) or real(*args, **kw))
    screen = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    scene.board.art.draw_table(screen, scene)
    scene.board.art.draw_table(screen, scene)
    assert len(drawn) == 2  # the second frame blits the table (and both panels) as it was
    scene.board.picture.scores[0] += 3
    scene.board.art.draw_table(screen, scene)
    assert len(drawn) == 3  # a new score: that panel drawn again, the other kept
