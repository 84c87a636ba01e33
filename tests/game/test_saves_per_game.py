"""One save per game: games are saved side by side, Continue lists them by
game, players and when, and a new game never silently takes a saved one's place."""

import datetime
import os

import pytest
import tomli_w

from game import saves
from game.core import CHANCE
from game.match import Match, Seat
from game.registry import get_game
from scenes.kit.input import Action

DT = 1 / 60


@pytest.fixture
def app():
    from scenes.app import App

    return App(headless=True)


def run(app, frames=10):
    for _ in range(frames):
        app.frame(DT, [])


def take_turns(match, count):
    for _ in range(count):
        if CHANCE in match.to_act():
            match.chance()
        else:
            match.apply(match.legal_moves(match.to_act()[0])[0])
    return match


def stripmine(seed=3, names=("Ada", "Bo")):
    return Match(get_game("stripmine"), [Seat(names[0]), Seat(names[1], 1, "bot")], seed)


def aircargo(seed=4):
    return Match(get_game("aircargo"), [Seat("Cy", 2)], seed)


def saved(match, when: float) -> None:
    """Save the match as if at `when` (seconds since the epoch)."""
    saves.write_save(match)
    os.utime(saves.save_path(match.spec.id), (when, when))


def at(days_ago: int, hour: int, minute: int) -> float:
    day = datetime.date.today() - datetime.timedelta(days=days_ago)
    return datetime.datetime(day.year, day.month, day.day, hour, minute).timestamp()


def settle(app) -> None:
    while app.scenes.fading:  # presses during a fade are ignored on purpose
        run(app, 1)


def confirm(app, kind="confirm") -> None:
    settle(app)
    app.scenes.handle(Action(kind))


def press(app, label: str) -> None:
    settle(app)
    menu = app.scenes.top.menu
    labels = [getattr(item, "label", "") for item in menu.items]
    menu.focus = next(i for i, shown in enumerate(labels) if shown == label or shown.startswith(label + " "))
    app.scenes.handle(Action("confirm"))


# --- the files -----------------------------------------------------------------------------
def test_two_games_are_saved_side_by_side():
    mine, cargo = take_turns(stripmine(), 4), take_turns(aircargo(), 3)
    saved(mine, at(1, 20, 5))
    saved(cargo, at(0, 9, 30))
    assert sorted(p.name for p in saves.saves_dir().iterdir()) == ["aircargo.toml", "stripmine.toml"]
    listed = saves.list_saves()
    assert [(e.title, e.players, e.colours, e.usable) for e in listed] == [
        ("AirCargo", ["Cy"], [2], True),
        ("Stripmine", ["Ada", "Bo"], [0, 1], True),
    ]  # newest first
    assert saves.load_save(listed[0].path).state == cargo.state
    assert saves.load_save(listed[1].path).log == mine.log
    assert saves.load_save().log == cargo.log  # without a path: the game saved last


def test_the_list_follows_a_save_that_changes():
    match = take_turns(stripmine(), 2)
    saved(match, at(0, 10, 0))
    assert saves.list_saves()[0].moves == 2
    saved(take_turns(match, 3), at(0, 10, 5))
    assert saves.list_saves()[0].moves == 5


def test_the_end_of_a_game_clears_its_own_save_only():
    match = stripmine()
    saves.write_save(match)
    saves.clear_save(stripmine(seed=99))  # another game of Stripmine: not its save
    assert saves.save_path("stripmine").exists()
    saves.clear_save(match)
    assert not saves.save_path("stripmine").exists()


def test_an_older_single_save_moves_to_its_game_and_keeps_its_time():
    match = take_turns(stripmine(), 3)
    old = saves.continue_path()
    old.write_text(tomli_w.dumps(match.to_save()))
    os.utime(old, (at(2, 18, 0), at(2, 18, 0)))
    [entry] = saves.list_saves()
    assert not old.exists() and entry.path == saves.save_path("stripmine")
    assert entry.usable and entry.saved_at == at(2, 18, 0)
    assert saves.load_save(entry.path).log == match.log


def test_an_older_single_save_waits_while_its_game_has_a_save():
    saved(stripmine(seed=1), at(0, 8, 0))
    old_match = take_turns(stripmine(seed=2), 2)
    old = saves.continue_path()
    raw = tomli_w.dumps(old_match.to_save()).encode()
    old.write_bytes(raw)
    listed = saves.list_saves()
    assert old.read_bytes() == raw  # kept, untouched
    waiting = next(e for e in listed if e.path == old)
    assert not waiting.usable and "older Boomtown" in waiting.problem
    saves.clear_save(stripmine(seed=1))  # that game is over: the older one moves in
    [entry] = saves.list_saves()
    assert entry.usable and saves.load_save(entry.path).log == old_match.log and not old.exists()


def test_saved_times_read_as_a_player_says_them():
    now = at(0, 12, 0)
    assert saves.saved_label(at(0, 9, 5), now) == "today at 9:05"
    assert saves.saved_label(at(1, 21, 40), now) == "yesterday at 21:40"
    long_ago = datetime.datetime(2001, 3, 3, 18, 10).timestamp()
    assert saves.saved_label(long_ago, now) == "on 3 March 2001"
    assert saves.players_label(["Ada", "Bo", "Cy"]) == "Ada, Bo and Cy"


# --- Continue on the title -----------------------------------------------------------------
def test_continue_with_one_save_goes_straight_back_in(app):
    from scenes.kit.game_scene import GameScene
    from scenes.screens.title import TitleScene

    match = take_turns(stripmine(), 3)
    saved(match, at(0, 14, 32))
    title = TitleScene(app)
    app.scenes.reset(title)
    continue_button = title.menu.items[0]
    assert continue_button.enabled and continue_button.help == "Stripmine with Ada and Bo, saved today at 14:32."
    assert continue_button.label == "Continue Stripmine"  # the game is named before it is opened
    press(app, "Continue")
    assert isinstance(app.scenes.top, GameScene) and app.scenes.top.match.log == match.log


def test_continue_lists_the_saves_and_the_player_picks_one(app):
    from scenes.kit.game_scene import GameScene
    from scenes.screens.continue_list import ContinueScene
    from scenes.screens.title import TitleScene

    mine, cargo = take_turns(stripmine(), 4), take_turns(aircargo(), 2)
    saved(mine, at(0, 9, 0))
    saved(cargo, at(0, 11, 0))
    app.scenes.reset(TitleScene(app))
    press(app, "Continue")
    listing = app.scenes.top
    assert isinstance(listing, ContinueScene)
    assert [(card.entry.title, card.enabled) for card in listing.menu.items] == [
        ("AirCargo", True),
        ("Stripmine", True),
    ]
    assert listing.menu.focus == 0
    confirm(app, "down")
    confirm(app)
    game = app.scenes.top
    assert isinstance(game, GameScene) and game.match.spec.id == "stripmine" and game.match.log == mine.log
    assert not any(isinstance(scene, ContinueScene) for scene in app.scenes.stack)


def test_a_damaged_save_is_listed_greyed_with_its_reason_and_left_alone(app):
    from scenes.screens.continue_list import ContinueScene
    from scenes.screens.title import TitleScene

    saved(stripmine(), at(0, 9, 0))
    broken = saves.save_path("aircargo")
    broken.write_text(tomli_w.dumps({**aircargo().to_save(), "seed": 2.5}))
    before = (broken.read_bytes(), broken.stat().st_mtime_ns)
    app.scenes.reset(TitleScene(app))
    assert any("AirCargo save is damaged" in m for m in app.toasts.messages())
    press(app, "Continue")
    listing = app.scenes.top
    assert isinstance(listing, ContinueScene)
    damaged = next(card for card in listing.menu.items if not card.enabled)
    assert "seed is not a whole number" in damaged.reason
    assert damaged.entry.title == "AirCargo"
    assert saves.short_problem(damaged.entry) == "Damaged: its seed is not a whole number."
    app.toasts.clear()
    listing.menu.focus = listing.menu.items.index(damaged)
    confirm(app)
    assert app.scenes.top is listing and damaged.reason in app.toasts.messages()
    assert (broken.read_bytes(), broken.stat().st_mtime_ns) == before


def test_a_save_damaged_after_the_list_was_shown_says_so_and_opens_nothing(app):
    from scenes.screens.continue_list import ContinueScene
    from scenes.screens.title import TitleScene

    saved(stripmine(), at(0, 9, 0))
    saved(aircargo(), at(0, 10, 0))
    app.scenes.reset(TitleScene(app))
    press(app, "Continue")
    listing = app.scenes.top
    assert isinstance(listing, ContinueScene)
    saves.save_path("aircargo").write_text("moves = [[[")
    confirm(app)
    assert app.scenes.top is listing
    assert "aircargo.toml is damaged and can't be read." in app.toasts.messages()


# --- a new game where one is saved -------------------------------------------------------------
def start_stripmine(app):
    from scenes.screens.setup import SetupScene

    setup = SetupScene(app, get_game("stripmine"))
    app.scenes.reset(setup)
    setup.add_seat()
    setup.start(offer=False)  # (Learn to play is offered the first time: tests/scenes/kit/test_tutorial.py)
    return setup


def test_a_new_game_asks_before_taking_a_saved_games_place(app):
    from scenes.screens.continue_list import ReplaceSaveScene
    from scenes.screens.setup import SetupScene

    match = take_turns(stripmine(), 3)
    saved(match, at(0, 9, 0))
    before = saves.save_path("stripmine").read_bytes()
    start_stripmine(app)
    assert isinstance(app.scenes.top, ReplaceSaveScene)
    assert app.scenes.top.menu.focused.label == "Continue the saved game"  # the safe answer first
    press(app, "Back")
    assert isinstance(app.scenes.top, SetupScene)
    assert saves.save_path("stripmine").read_bytes() == before


def test_continue_the_saved_game_instead(app):
    from scenes.kit.game_scene import GameScene

    match = take_turns(stripmine(), 3)
    saved(match, at(0, 9, 0))
    start_stripmine(app)
    press(app, "Continue the saved game")
    assert isinstance(app.scenes.top, GameScene) and app.scenes.top.match.log == match.log


def test_start_the_new_game_replaces_the_saved_one_at_once(app):
    from scenes.kit.game_scene import GameScene

    saved(take_turns(stripmine(), 3), at(0, 9, 0))
    start_stripmine(app)
    press(app, "Start the new game")
    game = app.scenes.top
    assert isinstance(game, GameScene)
    assert saves.load_save(saves.save_path("stripmine")).seed == game.match.seed
    assert [entry.moves for entry in saves.list_saves()] == [0]


def test_a_new_game_of_another_game_asks_nothing_and_keeps_both(app):
    from scenes.kit.game_scene import GameScene

    cargo = take_turns(aircargo(), 2)
    saved(cargo, at(0, 9, 0))
    start_stripmine(app)
    assert isinstance(app.scenes.top, GameScene)
    assert sorted(entry.title for entry in saves.list_saves()) == ["AirCargo", "Stripmine"]
    assert saves.load_save(saves.save_path("aircargo")).log == cargo.log


def test_a_damaged_save_of_the_same_game_is_set_aside_not_asked_about(app):
    from scenes.kit.game_scene import GameScene

    saves.saves_dir().mkdir(parents=True)
    saves.save_path("stripmine").write_text("moves = [[[")
    start_stripmine(app)
    assert isinstance(app.scenes.top, GameScene)
    assert any("stripmine.damaged.toml" in m for m in app.toasts.messages())
    assert (saves.saves_dir() / "stripmine.damaged.toml").read_text() == "moves = [[["


# --- random input never breaks the new screens ------------------------------------------------
@pytest.mark.parametrize("screen", ["continue", "replace"])
def test_monkey_on_the_continue_list_and_the_replace_question(screen, monkeypatch, tmp_path):
    from scenes.screens.continue_list import ContinueScene, ReplaceSaveScene
    from scenes.screens.setup import SetupScene

    from fake_game import FAKE_SPEC, fake_match
    from scene_monkey import make_app, monkey

    app = make_app(monkeypatch, tmp_path)
    match = take_turns(fake_match(players=2, humans=2), 3)
    broken = saves.save_path("broken")
    broken.parent.mkdir(parents=True)
    broken.write_text("moves = [[[")

    def place():
        saves.write_save(match)  # the monkey may have started over it
        if screen == "continue":
            app.scenes.reset(ContinueScene(app))
        else:
            app.scenes.reset(SetupScene(app, FAKE_SPEC))
            app.scenes.push(ReplaceSaveScene(app, saves.in_progress(FAKE_SPEC.id), lambda: None))
        return app.scenes.top

    monkey(app, place, seed=7, frames=1500)
