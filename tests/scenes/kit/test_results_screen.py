"""The results screen: a stray press can't skip it, the focus starts on the
table, solo games say won or lost with the next rank and a personal best,
and a loss is never celebrated."""

from __future__ import annotations

import pytest
from breakdown_check import finished

from game import bests
from scenes.kit.input import Action
from sprites import readability, theme

HOLD = 1.0


class Sounds:
    """Hears what the screen plays."""

    def __init__(self):
        self.played: list[tuple[str, float]] = []

    def play(self, name: str, volume: float = 1.0) -> bool:
        self.played.append((name, volume))
        return True

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


@pytest.fixture
def app():
    from scenes.app import App

    app = App(headless=True)
    app.sounds = Sounds()
    return app


def solo(game_id: str, won: bool, human: bool = True):
    """A finished solo game the strong bot won (or lost), seat 0 then handed to a person."""
    for seed in range(1, 60):
        match = finished(game_id, 1, seed, bots=("strong",))
        if bool(match.result().winners) == won:
            match.seats[0].kind = "human" if human else "bot"
            return match
    pytest.fail(f"no {'won' if won else 'lost'} {game_id} game in 60 seeds")


def show(app, match):
    from scenes.screens.results import ResultsScene

    scene = ResultsScene(app, match)
    app.scenes.reset(scene)
    return scene


def press(app, *kinds, dt=0.02):
    """Each press goes through the scene stack, a frame apart."""
    for kind in kinds:
        app.scenes.handle(Action(kind))
        app.frame(dt, [])


def words_on_screen(app) -> list[str]:
    """Every line and wrapped paragraph drawn in a frame."""
    with readability.watching() as audit:
        app.frame(0.02, [])
    return list(audit.caps)


def test_a_press_in_the_first_moment_does_nothing(app):
    scene = show(app, finished("king_of_copper", 2, 1))
    app.frame(0.4, [])  # the fade-in is over (it has a guard of its own); the hold-off is not
    assert not app.scenes.fading
    press(app, "confirm", "down", "confirm", "back", "confirm")
    assert app.scenes.top is scene  # not rematched, not back at the menu
    assert scene.on_table and scene.table.scroll == 0
    app.scenes.handle(Action("click", pos=scene.menu.items[0].rect.center))
    assert app.scenes.top is scene and scene.time < HOLD
    app.frame(HOLD, [])
    app.scenes.handle(Action("click", pos=scene.menu.items[0].rect.center))
    assert app.scenes.top is not scene  # once the moment is over, Rematch can be clicked


def test_the_focus_starts_on_the_table_and_down_past_it_reaches_rematch(app):
    from scenes.screens.title import TitleScene

    scene = show(app, finished("stripmine", 8, 4))
    app.frame(HOLD, [])
    press(app, "confirm", "confirm", "confirm")  # stray presses on the table: no rematch, the winner stays in view
    assert app.scenes.top is scene and scene.on_table and scene.table.scroll == 0
    assert scene.table.max_scroll > 0  # eight players and their breakdown: more than one page
    assert "down arrow" in scene._hint().lower() or "going down" in scene._hint()  # names the key, not "Down for"
    for _ in range(100):
        if not scene.on_table:
            break
        press(app, "down")
    assert scene.table.at_bottom and not scene.on_table and scene.menu.focused.label == "Rematch"
    press(app, "down")
    assert scene.menu.focused.label == "Back to menu"
    press(app, "down")
    assert scene.menu.focused.label == "Back to menu"  # nothing below it, no wrapping round to Rematch
    press(app, "up", "up")
    assert scene.on_table
    press(app, "down", "down", "confirm")
    assert isinstance(app.scenes.top, TitleScene)


def test_rematch_starts_a_new_game_with_the_same_seats(app):
    match = finished("coal_n_write", 2, 1)
    scene = show(app, match)
    app.frame(HOLD, [])
    while scene.on_table:
        press(app, "down")
    press(app, "confirm")
    table = app.scenes.top
    assert table is not scene and table.match.seats == match.seats and table.match.spec.id == "coal_n_write"


def test_eight_players_fit_the_table_and_its_text_and_buttons_are_couch_sized(app):
    from scenes.screens import results_table

    scene = show(app, finished("stripmine", 8, 2))
    standings = results_table.LINE_STEP + 8 * results_table.STANDING_STEP
    assert standings <= scene.table.inner.height  # every player's place shows without scrolling
    assert results_table.TEXT >= theme.MIN_TEXT
    assert all(item.rect.height >= theme.MIN_TARGET for item in scene.menu.items)
    label_width, column = results_table.columns(scene.table.inner.width, 8)
    assert column * 8 + label_width <= scene.table.inner.width and column >= theme.font(theme.SMALL).size("99c")[0]


def test_a_solo_win_says_won_with_no_place_and_names_the_next_rank(app, monkeypatch):
    scene = show(app, solo("aircargo", won=True))
    words = words_on_screen(app)
    assert "You won!" in words and "Won" in words  # told to the player, as the closing lines are
    assert not any(word in ("1st", "Place") or "$+" in word for word in words)
    assert "needs" in scene.next_rank or "top rank" in scene.next_rank
    assert ("cheer", 1.0) in app.sounds.played


def test_a_solo_loss_says_lost_and_is_never_celebrated(app, monkeypatch):
    for game_id in ("aircargo", "coal_n_write", "bindle_rails"):
        app.sounds.played.clear()
        scene = show(app, solo(game_id, won=False))
        for _ in range(30):
            app.frame(0.1, [])
        words = words_on_screen(app)
        assert "You lost this time." in words and "Lost" in words, game_id  # not "Prospector 1 lost"
        assert not any(word in ("1st", "Place") or "$+" in word for word in words), game_id
        assert "cheer" not in [name for name, _ in app.sounds.played], game_id
        assert all(volume < 1.0 for _, volume in app.sounds.played), game_id  # a quiet close at most
        assert not scene.shower.coins, game_id
        assert scene.next_rank, game_id


def test_coins_rain_only_for_the_coin_games(app):
    for game_id, players, rains in (("king_of_copper", 2, True), ("stripmine", 3, True), ("coal_n_write", 3, False)):
        scene = show(app, finished(game_id, players, 2))
        for _ in range(20):
            app.frame(0.1, [])
        assert bool(scene.shower.coins) == rains, game_id
    scene = show(app, solo("aircargo", won=True))
    for _ in range(20):
        app.frame(0.1, [])
    assert not scene.shower.coins  # a dice game's win is cheered, with no coins


def test_a_personal_best_is_kept_and_a_new_one_is_announced(app, monkeypatch):
    match = solo("aircargo", won=False)
    score = match.result().scores[0]
    bests.record("aircargo", {}, score - 1)
    scene = show(app, match)
    assert scene.record == bests.Record(score - 1, True)
    assert "New personal best!" in words_on_screen(app)
    assert bests.best("aircargo", {}) == score
    scene = show(app, match)  # the same score again is no new best
    assert scene.record == bests.Record(score, False)
    assert f"Personal best {score} points" in " ".join(words_on_screen(app))  # it may wrap


def test_bots_set_no_personal_best(app):
    match = solo("aircargo", won=True, human=False)
    show(app, match)
    assert f"{match.seats[0].name} won!" in words_on_screen(app)  # a bot's game names the bot
    assert bests.load() == ({}, "")


def test_a_damaged_bests_file_is_reported_and_set_aside(app):
    path = bests.bests_path()
    path.write_text("[aircargo\n", encoding="utf-8")
    scene = show(app, solo("aircargo", won=True))
    assert scene.record is not None and scene.record.previous is None
    assert any("damaged" in message and "bests.damaged.toml" in message for message in app.toasts.messages())
    assert (path.parent / "bests.damaged.toml").read_text(encoding="utf-8") == "[aircargo\n"
    assert bests.best("aircargo", {}) == scene.result.scores[0]


def test_the_wheel_scrolls_a_long_table_and_a_click_on_it_brings_the_focus_back(app):
    scene = show(app, finished("stripmine", 8, 3))
    app.frame(HOLD, [])
    app.scenes.handle(Action("wheel_down"))
    assert scene.table.scroll > 0
    press(app, "next")  # Tab or a shoulder button jumps to the buttons
    assert not scene.on_table and scene.menu.focused.label == "Rematch"
    app.scenes.handle(Action("click", pos=scene.table.rect.center))
    assert scene.on_table and app.scenes.top is scene
