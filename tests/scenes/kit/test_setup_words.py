"""The setup screen in a family's words: a solo game is never asked "who's
playing?", bots are called by how they play, and no bot shares a word of its
name with another player."""

import pytest

from game import registry
from scenes.screens.setup import SetupScene, names_clash

from scene_monkey import make_app

SOLO_GAMES = [spec.id for spec in registry.all_games() if spec.max_players == 1]


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path, fake=False)


def setup_for(app, game_id: str) -> SetupScene:
    scene = SetupScene(app, registry.get_game(game_id))
    app.scenes.reset(scene)
    return scene


@pytest.mark.parametrize("game_id", SOLO_GAMES)
def test_a_solo_game_does_not_ask_who_is_playing(app, game_id):
    scene = setup_for(app, game_id)
    assert "who's playing" not in scene.heading() and "solo" in scene.heading()


def test_one_seat_is_set_up_for_one_and_several_are_asked_who(app):
    scene = setup_for(app, "coal_n_write")
    del scene.seats[1:]
    scene.rebuild()
    assert scene.heading() == "Coal n' Write: playing solo"
    scene.add_seat()
    assert scene.heading() == "Coal n' Write: who's playing?"


def test_bots_are_called_by_the_opponent_they_play_beside_their_level_and_style(app):
    scene = setup_for(app, "stripmine")
    scene.add_seat()
    scene.add_seat()
    labels = [row[2].label for row in scene.rows[: len(scene.seats)]]
    bot = scene.seats[-1].bot
    assert labels[-2:] == ["Middle bot", "Middle bot"]
    assert [seat.name for seat in scene.seats[-2:]] == [scene.spec.bot_label(bot), f"{scene.spec.bot_label(bot)} 2"]
    assert scene.rows[len(scene.seats) - 1][2].help.startswith(f"{scene.spec.bot_label(bot)}, middle. ")
    scene.cycle_kind(len(scene.seats) - 1)  # the next level: the name follows
    hard = scene.spec.opponents[-1]
    assert scene.seats[-1].name == hard.name and scene.rows[len(scene.seats) - 1][2].label == "Hard bot"
    assert not [label for label in labels if "strong" in label or "random" in label]
    for spec in registry.all_games():
        assert all(opponent.name and opponent.style.endswith(".") for opponent in spec.opponents)
        assert [o.id for o in spec.opponents] == [bot for bot in spec.bots if bot != "random"], spec.id


def test_no_option_says_just_yes_or_no(app):
    for spec in registry.all_games():
        for option in spec.options:
            assert {label for _, label in option.choices}.isdisjoint({"Yes", "No"}), option.label


def test_a_bot_never_shares_a_name_with_a_human(app):
    scene = setup_for(app, "stripmine")
    while len(scene.seats) < scene.spec.max_players:
        scene.add_seat()
    assert "Careful Cyrus" in [seat.name for seat in scene.seats]
    scene.seats[0].name, scene.seats[0].named = "Cyrus", True
    scene.rebuild()
    names = [seat.name for seat in scene.seats]
    assert not [name for name in names if "Careful Cyrus" in name]
    for one in names[1:]:
        assert not names_clash(one, "Cyrus"), one
    assert len(set(names)) == len(names)


def test_a_pad_player_picking_names_skips_a_bot_s_name(app):
    scene = setup_for(app, "stripmine")
    scene.add_seat()
    bot_name = scene.seats[1].name
    for _ in range(10):
        scene.press_name(0, "pad:41")
        assert not names_clash(scene.seats[0].name, bot_name)


def test_names_clash_on_any_shared_word():
    assert names_clash("Tumbleweed Tess", "tess")
    assert not names_clash("Dusty", "Gold Dust Gus")
