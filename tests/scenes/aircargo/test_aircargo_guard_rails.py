"""AirCargo's guard rails: a refused click says the rules' own sentence and
changes nothing; keyboard and pad focus only ever rests on a move the rules
allow; Enter does what a click does."""

import pytest

from game.aircargo import SPEC, rules
from game.aircargo.bots import StrongBot
from game.chance import OUTCOME_WEIGHT
from game.core import CHANCE
from game.hints import HintPlan, hint_for
from game.match import Match, Seat
from game.settings import Settings
from scenes.aircargo.input import MORE
from scenes.aircargo.layout import LOG, MAP, choice_rect, place_rect
from scenes.aircargo.scene import AirCargoScene
from scenes.app import App
from scenes.kit.confirm import ConfirmScene
from scenes.kit.input import Action
from scenes.kit.thinking import THINK_STEPS

FRAME = 1 / 20  # a third of a 60 Hz screen's frames: the same animations, a third of the work


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path))
    return App(headless=True, settings=Settings(animation_speed=4.0))


def start(app, seed=3):
    match = Match(SPEC, [Seat("Ada", 0, "human")], seed)
    scene = AirCargoScene(app, match)
    scene.coach.active = False
    app.scenes.reset(scene)
    return match, scene


def wait_for_turn(app, scene, limit=3000):
    for _ in range(limit):
        app.frame(FRAME, [])  # at least one: update lays out the targets the tests read
        if (scene.human_turn() and not scene.controls.awaits_hint) or scene.match.is_over():
            return  # (new choices' focus follows the hint's move, planned the frame after)
    raise AssertionError("the scene never handed the turn back")


def refused_clicks_say_why(app, scene) -> int:
    """Click every spot of the map and the log whose move the rules refuse now:
    each says the rules' sentence for it and leaves the game as it was."""
    match = scene.match
    seen = 0
    for x in range(MAP.left, LOG.right, 14):
        for y in range(MAP.top, MAP.bottom, 14):
            target = scene.layer.at((x, y))
            move = target.move if target is not None else None
            if move is None:
                continue
            sentence = rules.problem(match.state, move)
            if not sentence:
                continue
            before = len(match.log)
            app.toasts.clear()
            scene.handle(Action("click", pos=(x, y)))
            assert app.toasts.messages() == [sentence], (move, app.toasts.messages())
            assert len(match.log) == before
            seen += 1
    return seen


def test_every_refused_click_on_the_map_or_the_log_shows_the_rules_sentence(app):
    match, scene = start(app, seed=2)
    state = match.state
    state.planned_airports, state.planned_cargo = [41], [5]
    match.changed()
    scene.board.picture = rules.view(state, 0)
    wait_for_turn(app, scene)
    assert refused_clicks_say_why(app, scene) > 10  # on the ground: unplanned airports
    scene.try_move({"player": 0, "kind": "plan"})
    wait_for_turn(app, scene)
    assert match.state.phase == "planning"
    assert refused_clicks_say_why(app, scene) > 10  # planning: boxes the dice can't make
    scene.controls.choose({"player": 0, "kind": "stop"})  # the rules allow it, and the scene asks first
    assert isinstance(app.scenes.top, ConfirmScene) and not match.is_over()
    match2, scene2 = start(app, seed=2)
    match2.state.planned_airports, match2.state.planned_cargo = [41], [5]
    match2.changed()
    scene2.board.picture = rules.view(match2.state, 0)
    wait_for_turn(app, scene2)
    scene2.try_move({"player": 0, "kind": "fly", "airport": 41, "cargo": 5})
    wait_for_turn(app, scene2)
    assert refused_clicks_say_why(app, scene2) > 10  # in the air: places too far, airports not the destination


def test_a_specific_refusal_reads_as_the_rules_wrote_it(app):
    match, scene = start(app, seed=2)
    wait_for_turn(app, scene)
    match.state.planned_airports = [42]
    match.changed()
    scene.handle(Action("click", pos=scene.board.log.airport_rect(41).center))
    assert app.toasts.messages()[-1] == "Fly only to an airport you have planned."
    scene.handle(Action("click", pos=scene.board.log.cargo_chip(7).center))
    assert app.toasts.messages()[-1] == "Roll the dice to plan a cargo."
    assert match.state.phase == "idle" and match.state.visited == [] and match.state.planned_cargo == []


def focused_is_legal(scene) -> None:
    move = scene.controls.focused_move()
    assert move is not None
    assert move is MORE or move in scene.match.legal_moves(0), move


def test_keyboard_focus_only_rests_on_moves_the_rules_allow_through_a_whole_game(app):
    match, scene = start(app, seed=5)
    app.draw_every = 3  # a whole game: a sample of its frames is drawn
    bot = SPEC.bots["strong"](5)
    for _ in range(400):
        wait_for_turn(app, scene)
        if match.is_over():
            break
        focused_is_legal(scene)
        wanted = bot.choose(match.view(0), 0)
        if wanted.get("dice") == [1] and len(set(match.state.dice)) == 1:
            wanted = {**wanted, "dice": [0]}  # on a double one single-die reroll is offered
        for _ in range(60):  # arrows and page turns until the bot's move has the focus
            if scene.controls.focused_move() == wanted:
                break
            items = scene.controls.page_items()
            if wanted in [m for _, m in items]:
                scene.handle(Action("right"))
            else:
                scene.handle(Action("next"))
            focused_is_legal(scene)
        assert scene.controls.focused_move() == wanted
        scene.handle(Action("confirm"))
        if wanted["kind"] == "stop":
            question = app.scenes.top
            assert isinstance(question, ConfirmScene)
            for _ in range(60):
                app.frame(FRAME, [])
            app.scenes.handle(Action("up"))
            app.scenes.handle(Action("confirm"))
    assert match.is_over()


def test_after_every_move_the_focus_starts_on_the_hint_s_move_so_enter_alone_never_wastes_a_roll(app):
    match, scene = start(app, seed=11)
    wait_for_turn(app, scene)
    scene.handle(Action("confirm"))  # Plan
    wait_for_turn(app, scene)
    assert match.state.dice == [2, 4] and scene.controls.page_items()[0][1]["kind"] == "cargo"
    assert scene.controls.focused_move() == hint_for(match, 0).move == {"player": 0, "kind": "airport", "id": 42}
    for seed in (4, 29):  # the hint's move on the second page: that page is shown, its button focused
        match, scene = start(app, seed=seed)
        wait_for_turn(app, scene)
        scene.handle(Action("confirm"))
        wait_for_turn(app, scene)
        assert scene.controls.page == 1 and scene.controls.focused_move() == hint_for(match, 0).move
        focused_is_legal(scene)


@pytest.mark.parametrize("slot", [0, 1, 2])
def test_enter_does_what_a_click_does(app, slot):
    logs = []
    for press in ("confirm", "click"):
        match, scene = start(app, seed=11)
        wait_for_turn(app, scene)
        scene.handle(Action("confirm"))  # Plan
        wait_for_turn(app, scene)
        assert len(scene.controls.page_items()) > slot
        if press == "confirm":
            scene.controls.focus = 0
            for _ in range(slot):
                scene.handle(Action("right"))
            scene.handle(Action("confirm"))
        else:
            scene.handle(Action("click", pos=choice_rect(slot).center))
        logs.append(list(match.log))
    assert logs[0] == logs[1] and len(logs[0]) == 3


def test_the_buttons_and_the_places_on_the_map_and_the_log_are_the_table_s_targets(app):
    match, scene = start(app, seed=2)
    match.state.planned_airports, match.state.planned_cargo = [41], [5]
    match.changed()
    wait_for_turn(app, scene)
    fly = {"player": 0, "kind": "fly", "airport": 41, "cargo": 5}
    buttons = [t for t in scene.layer.items if t.group == "choice"]
    assert [t.move for t in buttons] == [m for _, m in scene.controls.page_items()]
    on_log, on_map = scene.board.log.airport_rect(41), place_rect("41")
    assert [t.shown for t in scene.layer.for_move(fly)] == [buttons[1].rect, on_log, on_map]
    scene.handle(Action("point", pos=on_map.center))  # pointing at Seattle on the map focuses its button
    assert scene.controls.focused_move() == fly and scene.controls.focus == 1
    scene.handle(Action("point", pos=place_rect("46").center))  # Los Angeles: not planned, passed by
    assert scene.controls.focused_move() == fly
    scene.handle(Action("click", pos=place_rect("46").center))
    assert app.toasts.messages()[-1] == rules.problem(match.state, {**fly, "airport": 46})
    scene.handle(Action("click", pos=on_log.center))
    assert match.log[-1] == fly


def test_a_hint_puts_the_focus_on_its_button_so_enter_makes_it(app):
    match, scene = start(app, seed=5)
    wait_for_turn(app, scene)
    scene.handle(Action("confirm"))  # Plan
    wait_for_turn(app, scene)
    scene.controls.focus = 0
    scene.handle(Action("hint"))
    hinted = scene.bot_preview[1]
    assert scene.controls.focused_move() == hinted and hinted != scene.controls.page_items()[0][1]
    scene.handle(Action("confirm"))
    assert match.log[-1] == hinted


def test_no_hint_search_in_the_frame_of_a_roll_and_the_focus_then_follows_the_hint(app, monkeypatch):
    """The new choices a roll's result brings are made in its frame without a search: the hint's
    move is planned from the frame after (a few steps a frame), and the focus then goes to it,
    the move the hint gives when worked out at once."""
    searched = {"steps": 0, "chosen": 0}
    make_plan, choose = HintPlan.__init__, StrongBot.choose

    def counted_plan(self, match, seat):
        make_plan(self, match, seat)
        planning = self.steps

        def steps():
            for step in planning:
                searched["steps"] += step or 1
                yield step

        self.steps = steps()

    def counted_choose(self, view, player):
        searched["chosen"] += 1
        return choose(self, view, player)

    monkeypatch.setattr(HintPlan, "__init__", counted_plan)
    monkeypatch.setattr(StrongBot, "choose", counted_choose)
    match, scene = start(app, seed=11)
    rolls = followed = 0
    phases = set()
    while not {"planning", "flight", "stamina"} <= phases or rolls < 10:
        made, before = len(match.log), dict(searched)
        app.frame(FRAME, [])
        assert searched["steps"] - before["steps"] <= THINK_STEPS + OUTCOME_WEIGHT
        if len(match.log) > made and match.log[-1]["player"] == CHANCE:
            assert searched == before, match.log[-1]  # the frame of a roll's result searched nothing
            rolls += 1
        if match.is_over():
            break
        if scene.human_turn() and not scene.controls.awaits_hint and app.scenes.top is scene:
            hinted, focused = hint_for(match, 0).move, scene.controls.focused_move()
            assert focused == hinted or hinted in scene.controls.same_as(focused), (focused, hinted)
            followed += 1
            phases.add(match.state.phase.value)
            scene.try_move(focused)
    assert rolls >= 10 and followed >= 10 and "stamina" in phases  # (a stamina hint's odds: many steps)


def test_a_focus_moved_before_the_hint_is_planned_stays_where_the_player_put_it(app, monkeypatch):
    match, scene = start(app, seed=11)
    wait_for_turn(app, scene)
    planned = scene.hint_plan
    monkeypatch.setattr(scene, "hint_plan", lambda seat: None)  # a plan slower than the dice's animation
    scene.handle(Action("confirm"))  # Plan
    for _ in range(3000):
        app.frame(FRAME, [])
        if scene.human_turn():
            break
    assert scene.controls.awaits_hint and scene.controls.focus == 0  # meanwhile, the first button
    scene.handle(Action("right"))
    moved = scene.controls.focused_move()
    monkeypatch.setattr(scene, "hint_plan", planned)
    for _ in range(5):
        app.frame(FRAME, [])
    assert not scene.controls.awaits_hint
    assert scene.controls.focused_move() == moved != hint_for(match, 0).move
