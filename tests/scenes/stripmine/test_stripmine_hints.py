"""Hints at the Stripmine table: a hinted hill is ringed in the player's colour and
takes the focus; a secret pick or hold gets its hint on the player's own pick screen,
behind the pass screen, and the sentence goes before the next player looks."""

import pytest

from game.match import Match, Seat
from game.registry import get_game
from game.settings import Settings
from scenes.app import App
from scenes.kit.input import Action
from scenes.stripmine.pick import HINT_BUTTON, PickScene
from scenes.stripmine.scene import StripmineScene

from bot_searches import ask_hint

FRAME = 1 / 20  # a third of a 60 Hz screen's frames: the same animations, a third of the work


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=2.0))


def start(app, seats, seed=3, options=None):
    match = Match(get_game("stripmine"), seats, seed, options or {})
    scene = StripmineScene(app, match)
    app.scenes.reset(scene)
    return match, scene


def until(app, scene, done, limit=20_000):
    """Play on as players at the couch would (the first coins, the focused hill) until `done()`."""
    for _ in range(limit):
        if done():
            return
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
    raise AssertionError("the table never got there")


def hint_messages(app):
    return [toast.message for toast in app.toasts.items if toast.kind == "hint"]


def test_a_hinted_hill_is_ringed_for_its_player_and_takes_the_focus(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot", "medium")])
    for _ in range(120):
        app.frame(FRAME, [])
    scene.handle(Action("confirm", "kbm"))  # Ada mines, Bo answers
    until(app, scene, lambda: scene.mining_human() == 0 and not scene.busy())
    ask_hint(app, scene, Action("hint", "kbm"))
    hill = scene.hint.move["hill"]
    assert scene.bot_preview == (0, scene.hint.move)
    assert scene.board.previewed_hill(scene) == hill  # the board rings that hill's top coin in Ada's colour
    assert scene.cursor == hill
    scene.handle(Action("confirm", "kbm"))
    assert match.log[-1] == {"player": 0, "kind": "mine", "hill": hill}


def pick_screen(app, seats, kind="pick", options=None):
    match, scene = start(app, seats, options=options)

    def up():
        top = app.scenes.top
        return isinstance(top, PickScene) and top.kind == kind and top.seat == 0

    for _ in range(20_000):
        if up():
            return match, scene, app.scenes.top
        top = app.scenes.top
        if isinstance(top, PickScene) and not up():
            for index in range(top.need):
                top.handle(Action(f"button{index}", button=index))
            top.handle(Action("confirm"))
        elif type(top).__name__ == "PassScene":
            top.handle(Action("confirm"))
        elif top is scene and scene.mining_human() is not None and not scene.busy():
            scene.handle(Action("confirm"))
        app.frame(FRAME, [])
    raise AssertionError("the pick screen never came up")


def test_on_the_pick_screen_the_hint_rings_the_two_coins_it_names(app):
    match, scene, pick = pick_screen(app, [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2, "bot", "easy")])
    ask_hint(app, scene, Action("hint", "kbm"), on=pick)
    move = scene.hint.move
    assert move["kind"] == "pick" and scene.hint.seat == 0
    assert sorted(pick.coins[i] for i in pick.hinted()) == sorted(move["coins"])
    assert len(set(pick.hinted())) == 2
    assert hint_messages(app) == [f"Hint for Ada: {scene.hint.sentence}"]


def test_the_hint_button_on_the_pick_screen_asks_for_the_chooser(app):
    match, scene, pick = pick_screen(app, [Seat("Ada", 0), Seat("Bo", 1, "bot", "easy")])
    ask_hint(app, scene, Action("click", "kbm", pos=HINT_BUTTON.center), on=pick)
    assert scene.hint is not None and scene.hint.seat == 0 and pick.hinted()


def test_the_hint_sentence_goes_before_the_next_player_looks(app):
    match, scene, pick = pick_screen(app, [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2, "bot", "easy")])
    ask_hint(app, scene, Action("hint", "kbm"), on=pick)
    for index in pick.hinted():
        pick.handle(Action(f"button{index}", button=index))
    pick.handle(Action("confirm"))  # Ada locks in the hinted coins
    assert app.scenes.top is not pick
    assert hint_messages(app) == []  # Bo's pass screen shows nothing of Ada's pick


def test_a_hold_hint_rings_the_coin_to_hold_over(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1, "bot", "strong"), Seat("Cy", 2, "bot", "easy"), Seat("Di", 3, "bot")]
    match, scene, hold = pick_screen(app, seats, "hold", {"variation": "bear"})
    ask_hint(app, scene, Action("hint", "kbm"), on=hold)
    assert scene.hint.move["kind"] == "hold"
    assert [hold.coins[i] for i in hold.hinted()] == [scene.hint.move["coin"]]


class FakePad:
    def __init__(self, instance_id):
        self.instance_id = instance_id
        self.name = "Test pad"


def test_a_secret_pick_on_the_shared_board_gets_no_hint_in_front_of_the_others(app):
    seats = [Seat("Ada", 0, controller="pad:7"), Seat("Bo", 1, controller="pad:8"), Seat("Cy", 2, "bot", "easy")]
    app.input.pads_by_id[7] = FakePad(7)
    app.input.pads_by_id[8] = FakePad(8)
    match, scene = start(app, seats)
    for _ in range(20_000):
        if match.state.phase == "pick" and not scene.busy():
            break
        seat = scene.mining_human()
        if seat is not None and not scene.busy():
            scene.handle(Action("confirm", source=f"pad:{7 + seat}", button=0))
        app.frame(FRAME, [])
    assert match.state.phase == "pick" and app.scenes.top is scene
    scene.handle(Action("hint", "pad:7"))
    assert scene.hint is None and scene.bot_preview is None
    assert app.toasts.messages()[-1] == "A hint here would show your secret coins to the whole table."
