"""Hand-offs at one screen: when the human who must act changes, a banner names
who is up for a moment; it never takes a press, and one human alone never sees it."""

import pytest

from game.core import and_list
from scenes.kit.game_scene import scene_for
from scenes.kit.input import Action

from fake_game import fake_match
from scene_monkey import make_app

DT = 1 / 30


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path)


def start(app, match):
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    app.frame(DT, [])
    return scene


def play_human_move(app, scene) -> None:
    seat = scene.human_to_act()[0]
    assert scene.try_move(scene.match.legal_moves(seat)[0]) is not None
    for _ in range(200):  # chance and bots play on until a human is up again
        app.frame(DT, [])
        if scene.human_to_act() and scene.human_to_act()[0] != seat:
            break


def test_the_banner_names_the_next_human_when_the_turn_passes(app):
    scene = start(app, fake_match(players=2, humans=2))
    assert scene.hand_off_text == "P1, your turn" and scene.hand_off_left > 0
    for _ in range(300):
        play_human_move(app, scene)
        if scene.human_to_act() == [1]:
            break
    app.frame(DT, [])
    assert scene.hand_off_text == "P2, your turn" and scene.hand_off_left > 0


def test_the_banner_never_blocks_input(app):
    scene = start(app, fake_match(players=2, humans=2))
    assert scene.hand_off_left > 0
    seat = scene.human_to_act()[0]
    log_length = len(scene.match.log)
    scene.menu.focus = 0
    app.scenes.handle(Action("confirm", "kbm"))
    assert len(scene.match.log) > log_length or scene.human_to_act() != [seat]


def test_a_lone_human_is_never_told_it_is_their_turn(app):
    scene = start(app, fake_match(players=3, humans=1))
    for _ in range(100):
        app.frame(DT, [])
    assert scene.hand_off_left == 0 and scene.hand_off_text == ""


def test_the_banner_fades_away(app):
    scene = start(app, fake_match(players=2, humans=2))
    for _ in range(150):
        app.frame(DT, [])
    assert scene.hand_off_left == 0


def test_everyone_who_acts_at_once_is_named():
    assert and_list(["Tess"]) == "Tess"
    assert and_list(["Tess", "Hill"]) == "Tess and Hill"
    assert and_list(["Tess", "Hill", "Ore"]) == "Tess, Hill and Ore"


def test_the_banner_goes_once_those_it_names_are_no_longer_up(app):
    scene = start(app, fake_match(players=3, humans=2))
    assert scene.try_move({"player": 0, "kind": "rest"}) is not None
    app.frame(DT, [])
    assert scene.hand_off_text == "P2, your turn" and scene.hand_off_left > 0
    assert scene.try_move({"player": 1, "kind": "rest"}) is not None
    app.frame(DT, [])  # the bot is up now: "P2, your turn" would be wrong
    assert scene.hand_off_left == 0


def test_a_pass_screen_before_a_secret_shows_no_banner_over_it(monkeypatch, tmp_path):
    from game import registry
    from game.match import Match, Seat
    from scenes.kit.privacy import PassScene

    app = make_app(monkeypatch, tmp_path, fake=False)
    match = Match(registry.get_game("stripmine"), [Seat("Tess", 0), Seat("Hill", 1)], 5)
    while match.state.phase != "pick":  # both mine (as the bots would) up to the first secret pick
        seat = match.to_act()[0]
        match.step_automatic() if seat == "chance" else match.apply(match.bot_move(seat))
    start(app, match)
    for _ in range(10):
        app.frame(DT, [])
    assert isinstance(app.scenes.top, PassScene)
    assert app.scenes.visible() == [app.scenes.top]  # the table, and any banner on it, is hidden
