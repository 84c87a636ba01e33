"""The bot pace: relaxed names each bot move and holds it before making it,
brisk is quicker than normal, and a secret pick is never named before the reveal."""

import pytest

from game import registry
from game.match import Match, Seat
from scenes.kit.game_scene import scene_for
from sprites import readability

from fake_game import fake_match
from scene_monkey import make_app

DT = 1 / 30


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path)


def table(app, match, pace: str):
    app.settings.bot_pace = pace
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    return scene


def frames_for_bot_moves(app, scene, moves: int) -> int:
    for frame in range(3000):
        app.frame(DT, [])
        if len(scene.match.log) >= moves:
            return frame
    raise AssertionError("the bots stopped")


def test_relaxed_names_the_bot_move_holds_it_then_makes_it(app):
    scene = table(app, fake_match(players=2, humans=0), "relaxed")
    held = None
    for _ in range(600):
        app.frame(DT, [])
        if scene.held_bot_move is not None:
            held = scene.held_bot_move
            break
    assert held is not None and scene.match.log == []  # shown before it is made
    assert scene.bot_preview == (held.seat, held.move)
    assert held.caption == f"P1 {scene.match.rules.describe(held.move)}."
    shown_for = 0
    while not scene.match.log:
        app.frame(DT, [])
        shown_for += 1
    assert shown_for * DT >= 1.0  # long enough to read
    assert scene.match.log[0] == held.move  # the move named is the move made
    assert scene.bot_preview is None and scene.held_bot_move is None


def test_the_relaxed_caption_is_drawn_on_the_table(app):
    scene = table(app, fake_match(players=2, humans=0), "relaxed")
    while scene.held_bot_move is None:
        app.frame(DT, [])
    with readability.watching() as audit:
        app.frame(DT, [])
    assert scene.held_bot_move.caption in audit.caps


def test_brisk_is_quicker_than_normal_and_normal_than_relaxed(app):
    waits = {}
    for pace in ("brisk", "normal", "relaxed"):
        scene = table(app, fake_match(players=2, humans=0), pace)
        waits[pace] = frames_for_bot_moves(app, scene, 4)
    assert waits["brisk"] < waits["normal"] < waits["relaxed"]


def test_the_demo_keeps_its_own_pace(app):
    app.settings.bot_pace = "relaxed"
    scene = scene_for(app, fake_match(players=2, humans=0), demo=True)
    app.scenes.reset(scene)
    for _ in range(5):
        app.frame(DT, [])
    assert scene.match.log and scene.held_bot_move is None


def test_a_secret_pick_is_never_named_before_the_reveal(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, fake=False)
    spec = registry.get_game("stripmine")
    seats = [Seat("Tess", 0, "bot"), Seat("Hill", 1, "bot"), Seat("Ore", 2, "bot")]
    match = Match(spec, seats, 5)
    scene = table(app, match, "relaxed")
    previews, secret_holds = [], []
    for _ in range(30 * 240):
        app.frame(DT, [])
        held = scene.held_bot_move
        if held is not None and held.move["kind"] in ("pick", "hold"):
            secret_holds.append(held)
        if scene.bot_preview is not None:
            previews.append(scene.bot_preview[1])
        if any(move["kind"] == "pick" for move in match.log) and len(secret_holds) > 1:
            break
    assert secret_holds, "the bots never came to a pick"
    assert all(held.secret and "choosing" in held.caption for held in secret_holds)
    assert all("coins" not in held.caption.lower() for held in secret_holds)
    assert not [move for move in previews if move["kind"] in ("pick", "hold")]
    assert [move for move in previews if move["kind"] == "mine"]  # public moves are still shown


def test_the_last_pick_after_a_human_picked_stays_secret(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, fake=False)
    spec = registry.get_game("stripmine")
    match = Match(spec, [Seat("Tess", 0, "bot"), Seat("Hill", 1, "bot")], 5)
    while match.rules.to_act(match.state) != [0, 1]:  # bots play up to the first pick
        match.step_automatic()
    match.apply(match.bot_move(0))  # seat 0 picks (as a human would); seat 1 picks last
    scene = table(app, match, "relaxed")
    while scene.held_bot_move is None:
        app.frame(DT, [])
    assert scene.held_bot_move.secret and scene.bot_preview is None
    assert scene.held_bot_move.caption == "Hill is choosing..."
