"""A secret choice locked in by a gamepad's Start (the pause button everywhere else) is asked
first, with Keep choosing focused; after it the focus rests where Enter locks nothing in. Learn
to play asks nothing: it asks for that very move. Tables are set at the first auction by the
rules alone, so no mining is animated."""

import pytest

from game.match import Match, Seat
from game.registry import get_game
from game.stripmine.rules import HILL
from scenes.app import App
from scenes.kit.confirm import ARM_SECONDS, ConfirmScene
from scenes.kit.input import Action
from scenes.stripmine.pick import LOCK, UNPICK, PickScene
from scenes.stripmine.scene import StripmineScene


class FakePad:
    def __init__(self, instance_id):
        self.instance_id = instance_id
        self.name = "Test pad"


@pytest.fixture
def app():
    return App(headless=True)


def at_first_auction(app, seats):
    """The table at the first auction's secret picks, every mining turn played by the rules."""
    match = Match(get_game("stripmine"), seats, 3)
    while match.state.phase != "pick":
        seat = match.to_act()[0]
        match.apply(match.legal_moves(seat)[0])
    scene = StripmineScene(app, match)
    app.scenes.reset(scene)
    return match, scene


def armed(question: ConfirmScene) -> ConfirmScene:
    question.time = ARM_SECONDS  # the press that asked is no longer held
    return question


def picks_of(match, seat):
    return [move for move in match.log if move["kind"] == "pick" and move["player"] == seat]


def test_start_on_the_pick_screen_asks_before_locking_in(app):
    match, scene = at_first_auction(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    scene.start_private_choice()
    pick = app.scenes.top
    assert isinstance(pick, PickScene)
    pick.toggle(0)
    pick.toggle(1)
    pick.handle(Action("pause", source="pad:3"))  # a pad on the shared controls
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and question.title == "Lock in your coins?"
    assert question.menu.items[question.menu.focus].label == "Keep choosing"
    assert "A choice locked in can't be changed." in question.lines
    assert picks_of(match, 0) == []
    armed(question).handle(Action("confirm", source="pad:3"))  # the focused, safe answer
    assert app.scenes.top is pick and pick.selected == [0, 1] and pick.focus != LOCK
    pick.handle(Action("confirm", source="pad:3"))  # Enter where the focus went: a coin, never the lock-in
    assert picks_of(match, 0) == [] and app.scenes.top is pick
    pick.toggle(1)
    pick.handle(Action("pause", source="pad:3"))
    armed(app.scenes.top).yes()
    shown = sorted(pick.coins[:2], key=HILL.index)
    assert picks_of(match, 0) == [{"player": 0, "kind": "pick", "coins": shown}]
    assert app.scenes.top is scene


def test_a_click_on_lock_in_asks_nothing(app):
    match, scene = at_first_auction(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    scene.start_private_choice()
    pick = app.scenes.top
    pick.toggle(0)
    pick.toggle(1)
    pick.handle(Action("click", pos=pick.lock_rect.center))
    assert len(picks_of(match, 0)) == 1 and not isinstance(app.scenes.top, ConfirmScene)


def test_start_on_ones_own_pad_asks_before_locking_in_on_the_board(app):
    app.input.pads_by_id[7] = FakePad(7)
    match, scene = at_first_auction(app, [Seat("Ada", 0, controller="pad:7"), Seat("Bo", 1, "bot")])
    match.step_automatic()  # Bo picks first: Ada's lock-in would end the auction
    stash = list(match.state.stashes[0])
    for slot in (0, 2):
        scene.handle(Action(f"button{slot}", source="pad:7", button=slot))
    scene.handle(Action("pause", source="pad:7"))
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    assert "Yours is the last choice: all are shown at once." in question.lines
    assert question.subject == scene.board.stash_spot(0, 0).union(scene.board.stash_spot(0, 2))
    armed(question).handle(Action("confirm", source="kbm"))  # not the asking player's controls
    assert app.scenes.top is question
    question.handle(Action("confirm", source="pad:7"))  # Keep choosing
    assert app.scenes.top is scene and picks_of(match, 0) == [] and scene.pad_choices[0] == [0, 2]
    scene.handle(Action("next", source="pad:7"))  # the shoulder button locks in too: asked the same
    armed(app.scenes.top).yes()
    assert picks_of(match, 0) == [{"player": 0, "kind": "pick", "coins": sorted([stash[0], stash[2]], key=HILL.index)}]
    assert 0 not in scene.pad_choices and scene.asking is None


def test_enter_alone_chooses_two_coins_then_locks_them_in(app):
    """After a choice the focus goes to the next coin not chosen, then to Lock in: Enter again
    never unchooses the coin it just chose."""
    match, scene = at_first_auction(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    scene.start_private_choice()
    pick = app.scenes.top
    pick.focus = 0
    pick.handle(Action("confirm"))
    assert pick.selected == [0] and pick.focus == 1
    pick.handle(Action("confirm"))
    assert pick.selected == [0, 1] and pick.focus == LOCK
    pick.handle(Action("confirm"))
    assert len(picks_of(match, 0)) == 1 and app.scenes.top is scene


def test_a_chosen_coin_says_a_press_unpicks_it_before_keys_a_pad_or_the_mouse_do(app, monkeypatch):
    """From Lock in, Left lands on a chosen coin: its words say that a press there unpicks it."""
    from sprites import theme

    match, scene = at_first_auction(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    scene.start_private_choice()
    pick = app.scenes.top
    pick.toggle(2)
    pick.toggle(3)
    assert pick.focus == LOCK
    words: list[str] = []
    drawn = theme.draw_text
    monkeypatch.setattr(
        theme, "draw_text", lambda surface, text, *a, **k: words.append(text) or drawn(surface, text, *a, **k)
    )

    def said() -> list[str]:
        words.clear()
        pick.draw(app.canvas)
        return [word for word in words if word in ("chosen", UNPICK)]

    assert said() == ["chosen", "chosen"]
    pick.handle(Action("left"))
    assert pick.focus == 3 and said() == ["chosen", UNPICK]
    pick.handle(Action("point", pos=pick.slot(2)))  # the mouse over the other chosen coin
    assert pick.focus == 2 and said() == [UNPICK, "chosen"]
    pick.handle(Action("confirm", source="pad:3"))  # a pad's A, as Enter or a click
    assert pick.selected == [3] and said() == ["chosen"]
