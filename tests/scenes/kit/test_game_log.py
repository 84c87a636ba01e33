"""The game log on every table: L, the Log button and a pad's Back/Select
open it, it scrolls, the same press closes it, and after Continue it is all
there. The "since your last turn" card shows what bots did and goes away on
any press without holding the player up."""

import pygame
import pytest

from game import saves
from game.core import fill_names
from game.match import Match, Seat
from game.registry import all_games, get_game
from scenes.kit.game_log import GameLogScene
from scenes.kit.game_scene import scene_for
from scenes.kit.input import Action, Input
from sprites import theme

GAMES = all_games()
IDS = [spec.id for spec in GAMES]


def key(app, key_code):
    app.frame(1 / 30, [pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=0, unicode="", scancode=0)])


def settle(app, scene, frames=900):
    """Frames until the table waits for a person."""
    for _ in range(frames):
        if scene.human_to_act() and not scene.busy() and app.scenes.top is scene:
            return
        app.frame(1 / 30, [])


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_l_opens_the_log_and_closes_it_again(couch, mid_game, spec):
    scene = mid_game(couch, spec)
    key(couch, pygame.K_l)
    log = couch.scenes.top
    assert isinstance(log, GameLogScene)
    names = [seat.name for seat in scene.match.seats]
    shown = [sentence for _, sentence in log.rows]
    assert shown and len(log.rows) == len(scene.story.entries)
    assert shown[-1] == fill_names(scene.story.entries[-1].text, names)
    for _ in range(10):
        couch.frame(1 / 30, [])
    key(couch, pygame.K_l)
    assert couch.scenes.top is scene


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_the_log_button_is_big_enough_and_opens_the_log(couch, mid_game, spec):
    scene = mid_game(couch, spec)
    button = scene.log_button
    assert button.w >= theme.MIN_TARGET and button.h >= theme.MIN_TARGET
    assert theme.SCREEN.contains(button)
    couch.scenes.handle(Action("click", pos=button.center))
    assert isinstance(couch.scenes.top, GameLogScene)
    for _ in range(10):  # a click during the fade in is not taken
        couch.frame(1 / 30, [])
    couch.scenes.handle(Action("click", pos=(5, 5)))  # off the panel closes it
    assert couch.scenes.top is scene


def test_a_pads_back_select_button_opens_the_log(couch, mid_game):
    scene = mid_game(couch, get_game("king_of_copper"))
    pressed = Input(opener=lambda index: None).process(
        [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=7, button=pygame.CONTROLLER_BUTTON_BACK)]
    )
    assert [action.kind for action in pressed] == ["log"]
    couch.scenes.handle(Action("log", source="pad:7"))
    assert isinstance(couch.scenes.top, GameLogScene)
    for _ in range(10):
        couch.frame(1 / 30, [])
    couch.scenes.handle(Action("back", source="pad:7"))
    assert couch.scenes.top is scene


def test_l_types_a_letter_while_a_name_is_typed():
    typing = Input(opener=lambda index: None)
    typing.text_mode = True
    pressed = typing.process([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)])
    assert not [action for action in pressed if action.kind == "log"]


def test_the_log_scrolls_from_the_newest_moves_back(couch):
    spec = get_game("coal_n_write")
    match = Match(spec, [Seat("Ann", 0, "human"), Seat("Bo", 1, "bot", spec.strong_bot)], 2)
    scene = scene_for(couch, match)
    couch.scenes.reset(scene)
    for _ in range(6):  # a few turns: more lines than one page holds
        settle(couch, scene)
        while 0 in match.to_act() and not match.is_over():
            scene.try_move(next(m for m in match.legal_moves(0) if m["kind"] in ("confirm", "send", "choose_burro")))
    settle(couch, scene)
    scene.open_log()
    log = couch.scenes.top
    newest = log.first
    assert newest > 0, "the newest page shows first"
    couch.scenes.handle(Action("up"))
    couch.scenes.handle(Action("wheel_up"))
    assert log.first == newest - 2
    couch.scenes.handle(Action("down"))
    couch.scenes.handle(Action("wheel_down"))
    couch.scenes.handle(Action("down"))
    assert log.first == newest, "it stops at the newest line"


def test_after_continue_the_log_is_all_there(couch, mid_game, tmp_path):
    scene = mid_game(couch, get_game("king_of_copper"), moves=40)
    told = [entry.text for entry in scene.story.catch_up() or scene.story.entries]
    loaded = saves.from_data(scene.match.to_save())
    again = scene_for(couch, loaded)
    couch.scenes.reset(again)
    couch.frame(1 / 30, [])
    again.open_log()
    log = couch.scenes.top
    assert [entry.text for entry in log.story.entries] == told
    assert len(log.rows) == len(told) > 20


def test_the_recap_shows_what_bots_did_and_any_press_puts_it_away(couch):
    spec = get_game("king_of_copper")
    seats = [Seat("Ann", 0, "human"), Seat("Bo", 1, "bot", spec.strong_bot), Seat("Cy", 2, "bot", spec.strong_bot)]
    match = Match(spec, seats, 6)
    scene = scene_for(couch, match)
    couch.scenes.reset(scene)
    settle(couch, scene)
    assert scene.recap_card is None or scene.recap_card.recap.seat == 0
    start = len(match.log)
    for _ in range(40):  # Ann plays her turn; the bots play theirs
        settle(couch, scene)
        if scene.recap_card is not None and len(match.log) > start:
            break
        moves = [m for m in match.legal_moves(0) if m["kind"] not in ("offer_trade",)]
        if not moves:  # the bots' turns outlasted settle(): let them play on
            continue
        scene.try_move(moves[0])
        scene.recap_card = None
        couch.frame(1 / 30, [])
    card = scene.recap_card
    assert card is not None and card.recap.seat == 0
    rows = [text for _, text in card.rows()]
    assert any(text.startswith(("Bo", "Cy")) for text in rows), rows
    assert not card.rect.colliderect(pygame.Rect(10, 60, 660, 650)), "the card stays off the board"
    before = len(match.log)
    for _ in range(10):
        couch.frame(1 / 30, [])
    couch.scenes.handle(Action("confirm"))  # the press that puts the card away still acts
    assert scene.recap_card is None
    assert len(match.log) > before, "the press went on to the table"


def test_the_recap_fades_by_itself(couch):
    spec = get_game("stripmine")
    seats = [Seat("Ann", 0, "human"), Seat("Bo", 1, "bot", spec.strong_bot)]
    match = Match(spec, seats, 6)
    scene = scene_for(couch, match)
    couch.scenes.reset(scene)
    settle(couch, scene)
    scene.try_move(match.legal_moves(0)[0])
    settle(couch, scene)
    assert scene.recap_card is not None, "Bo mined: Ann is told"
    for _ in range(30 * 9):
        couch.frame(1 / 30, [])
    assert scene.recap_card is None
    assert scene.human_to_act() == [0], "the table waited for Ann all along, nothing was blocked"


def test_a_full_recap_keeps_the_newest_lines_and_points_to_the_log():
    """Older lines give way, never the newest, and the card then says the log holds more."""
    from game.story import Entry, Recap
    from scenes.kit.recap import RecapCard

    seats = [Seat("Ann", 0, "human"), Seat("Bo", 1, "bot"), Seat("Cy", 2, "bot"), Seat("Di", 3, "bot")]
    changes = [(seat, "Coins 2 (was 1)") for seat in (1, 2, 3)]
    lines = [Entry(index, 1 + index % 3, f"{{p{1 + index % 3}}} takes a coin from hill {index}.") for index in range(6)]
    card = RecapCard(Recap(0, changes, lines, 0), seats, pygame.Rect(44, 96, 336, 200))
    shown, left_out = card.shown_rows()
    texts = [" ".join(row) for _, row in shown]
    assert left_out and texts[-1] == "Di takes a coin from hill 5."
    assert texts[:3] == ["Bo: Coins 2 (was 1)", "Cy: Coins 2 (was 1)", "Di: Coins 2 (was 1)"]
    whole = RecapCard(Recap(0, changes[:1], lines[-1:], 0), seats, pygame.Rect(44, 96, 336, 200))
    assert whole.shown_rows()[1] is False, "nothing left out: no pointer to the log"
