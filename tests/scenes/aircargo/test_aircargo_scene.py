"""The AirCargo table played through its scene as a player would: clicks on
the choices, the map and the log, keyboard alone, refused moves, a monkey."""

import random

import pygame
import pytest

from game import paths, saves, tomlfile
from game.aircargo import SPEC, rules
from game.core import CHANCE, fill_names
from game.hints import Hint
from game.match import Match, Seat
from game.settings import Settings
from scenes.aircargo import equation, layout
from scenes.aircargo.art import PENCIL
from scenes.aircargo.howto import PICTURES
from scenes.aircargo.input import MORE
from scenes.aircargo.layout import choice_rect, place_screen
from scenes.aircargo.log import CARGO_ORDER
from scenes.aircargo.scene import AirCargoScene
from scenes.app import App
from scenes.kit.confirm import ARM_SECONDS, ConfirmScene
from scenes.kit.input import Action
from scenes.screens.setup import SetupScene
from sprites import theme

from action_monkey import throw_actions
from bot_searches import ask_hint

FRAME = 1 / 20  # a third of a 60 Hz screen's frames: the same animations, a third of the work


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path))
    # faster than any speed the settings offer, to keep the suite quick
    return App(headless=True, settings=Settings(animation_speed=4.0))


def start(app, seed=3, bot=False):
    match = Match(SPEC, [Seat("Ada", 0, "bot" if bot else "human", "strong")], seed)
    scene = AirCargoScene(app, match)
    app.scenes.reset(scene)
    return match, scene


def wait_for_turn(app, scene, limit=3000):
    for _ in range(limit):
        if scene.human_turn() or scene.match.is_over():
            return
        app.frame(FRAME, [])
    raise AssertionError("the scene never handed the turn back")


def click_choice(app, scene, move, answer_yes=False):
    """Click the choice button for move, turning pages with the More button.
    On a double the scene offers one single-die reroll: either die is the same."""
    dice = scene.state.dice
    if move.get("dice") == [1] and len(dice) == 2 and dice[0] == dice[1]:
        move = {**move, "dice": [0]}
    for _ in range(10):
        items = scene.controls.page_items()
        for slot, (_, candidate) in enumerate(items):
            if candidate == move:
                scene.handle(Action("click", pos=choice_rect(slot).center))
                if move["kind"] in ("stop", "crash") and answer_yes:
                    answer_question(scene.app, "up")
                    scene.app.scenes.handle(Action("confirm"))
                return
        more = next(slot for slot, (_, m) in enumerate(items) if m is MORE)
        scene.handle(Action("click", pos=choice_rect(more).center))
    raise AssertionError(f"no button for {move}")


def test_a_whole_game_by_clicking_the_choices(app):
    match, scene = start(app, seed=5)
    app.draw_every = 3  # a whole game: a sample of its frames is drawn
    bot = SPEC.bots["strong"](5)
    for _ in range(400):
        wait_for_turn(app, scene)
        if match.is_over():
            break
        click_choice(app, scene, bot.choose(match.view(0), 0), answer_yes=True)
    assert match.is_over()
    for _ in range(900):
        app.frame(FRAME, [])
        if type(app.scenes.top).__name__ == "ResultsScene":
            break
    assert type(app.scenes.top).__name__ == "ResultsScene"
    assert app.scenes.error_count == 0
    assert scene.board.picture == match.room_view()  # the screen caught up with the rules


def test_keyboard_alone_plans_and_takes_off(app):
    match, scene = start(app, seed=8)
    for _ in range(200):
        wait_for_turn(app, scene)
        state = match.state
        if state.phase == "flight":
            break
        labels = [label for label, _ in scene.controls.page_items()]
        wanted = (
            "Fly"
            if any(text.startswith("Fly") for text in labels)
            else "Airport"
            if not state.planned_airports and any(text.startswith("Airport") for text in labels)
            else "Cargo"
            if not state.planned_cargo and any(text.startswith("Cargo") for text in labels)
            else "Plan"
            if state.phase == "idle"
            else "Reroll both"
        )
        target = next((i for i, text in enumerate(labels) if text.startswith(wanted)), 0)
        while scene.controls.focus != target:
            scene.handle(Action("right"))
        scene.handle(Action("confirm"))
    assert match.state.phase == "flight" and match.state.visited


def test_legs_by_clicking_the_map_and_a_refused_leg_says_why(app):
    match, scene = start(app, seed=2)
    state = match.state
    state.planned_airports, state.planned_cargo = [41], [5]
    match.changed()
    scene.board.picture = rules.view(state, 0)
    wait_for_turn(app, scene)
    click_choice(app, scene, {"player": 0, "kind": "fly", "airport": 41, "cargo": 5})
    wait_for_turn(app, scene)
    scene.handle(Action("click", pos=tuple(map(int, place_screen("46")))))  # Los Angeles: not the destination
    assert any("beacon or at your destination" in m for m in app.toasts.messages())
    scene.handle(Action("click", pos=tuple(map(int, place_screen("LAS_VEGAS")))))
    assert any("too far" in m for m in app.toasts.messages())
    assert match.state.legs == 0
    scene.handle(Action("click", pos=tuple(map(int, place_screen("YAKIMA")))))
    assert match.state.legs == 1 and "YAKIMA" in (match.state.leg_to, match.state.position)


def test_planning_by_clicking_a_glowing_log_box(app):
    match, scene = start(app, seed=4)
    wait_for_turn(app, scene)
    click_choice(app, scene, {"player": 0, "kind": "plan"})
    wait_for_turn(app, scene)
    weight = rules.cargo_options(match.state)[0]
    box = CARGO_ORDER.index(weight)
    scene.handle(Action("click", pos=scene.board.log.cargo_rect(box).center))
    assert match.state.planned_cargo == [weight]


def test_the_table_draws_from_the_room_s_view_and_its_picture_never_holds_the_seed(app):
    match, scene = start(app)
    scene.try_move({"player": 0, "kind": "plan"})
    wait_for_turn(app, scene)
    assert scene.state is match.room_view() and scene.state.seed is None
    assert scene.board.picture == match.room_view() and scene.board.picture.seed is None
    match.state.planned_airports = [42]  # a position set up in place without match.changed()
    with pytest.raises(AssertionError, match="changed"):
        app.frame(FRAME, [])


def test_the_bot_flies_in_demo_mode(app):
    match = Match(SPEC, [Seat("Dusty", 0, "bot", "strong")], 12)
    scene = AirCargoScene(app, match, demo=True)
    app.demo_fast = True
    app.scenes.reset(scene)
    for _ in range(1500):
        app.frame(FRAME, [])
        if match.state.deliveries:
            break
    assert match.state.deliveries and app.scenes.error_count == 0


def test_continue_mid_check_shows_the_dice_again(app):
    match, scene = start(app, seed=6, bot=True)
    for _ in range(6000):
        app.frame(FRAME, [])
        if match.state.phase == "rescue" or match.state.phase == "stamina" or match.is_over():
            break
    loaded = Match(SPEC, match.seats, match.seed)  # what Continue does: replay the save's moves
    for move in match.to_save()["moves"]:
        loaded.apply(move)
    again = AirCargoScene(app, loaded)
    assert again.board.picture == loaded.room_view()
    if loaded.state.dice and all(loaded.state.dice):
        assert len(again.board.tray.dice) == 2


def test_continue_on_the_ground_leaves_the_tray_empty(app):
    """After a landing the last check's dice are spent: a continued game must not
    show them again as if they were a planning roll to use."""
    match, scene = start(app, seed=6, bot=True)
    for _ in range(8000):
        app.frame(FRAME, [])
        if match.state.phase == "idle" and match.state.delivered or match.is_over():
            break
    assert match.state.phase == "idle" and any(match.state.dice)
    again = AirCargoScene(app, saves.from_data(match.to_save()))
    assert again.board.tray.dice == []
    while match.state.phase != "planning":
        match.step_automatic()
    assert len(AirCargoScene(app, match).board.tray.dice) == 2


def labels(scene):
    return [label for label, _ in scene.controls.page_items()]


def answer_question(app, kind):
    """Press a key on the question on top, once it takes answers."""
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    for _ in range(120):  # the question has faded in and takes answers
        app.frame(FRAME, [])
        if not app.scenes.fading and question.time >= ARM_SECONDS:
            break
    app.scenes.handle(Action(kind))


def test_stopping_asks_first_saying_what_it_scores_and_no_or_back_keeps_the_game_going(app):
    match, scene = start(app, seed=3)
    wait_for_turn(app, scene)
    assert "Stop for the day" in labels(scene)  # before any flight: the pilot may stop at any time
    click_choice(app, scene, {"player": 0, "kind": "stop"})
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and not match.is_over()
    assert question.title == "Stop for the day?"
    assert question.lines == rules.stop_lines(match.state)
    assert any("0 points" in line for line in question.lines) and any("loss" in line for line in question.lines)
    assert question.menu.focused.label == "Keep flying"  # a second press by accident does not end the game
    answer_question(app, "confirm")
    assert app.scenes.top is scene and not match.is_over() and "Plan: roll dice" in labels(scene)
    click_choice(app, scene, {"player": 0, "kind": "stop"})
    answer_question(app, "back")
    assert app.scenes.top is scene and not match.is_over()
    click_choice(app, scene, {"player": 0, "kind": "stop"})
    answer_question(app, "up")
    app.scenes.handle(Action("confirm"))
    assert match.is_over() and match.state.outcome == "stopped"


def test_after_keep_flying_the_focus_leaves_stop_for_the_day_so_enter_plans(app):
    match, scene = start(app, seed=3)
    wait_for_turn(app, scene)
    app.frame(FRAME, [])  # the targets are laid out in update
    scene.controls.focus = labels(scene).index("Stop for the day")
    scene.handle(Action("confirm"))
    answer_question(app, "confirm")  # Keep flying
    assert app.scenes.top is scene and scene.controls.focused_move() == {"player": 0, "kind": "plan"}
    scene.handle(Action("confirm"))
    assert match.log[-1] == {"player": 0, "kind": "plan"} and not match.is_over()


def failed_landing(app):
    """A landing at Portland with weight 7 whose roll failed: pray, panic or let it crash."""
    match, scene = start(app, seed=2)
    match.state.planned_airports, match.state.planned_cargo = [42], [7]
    match.changed()
    wait_for_turn(app, scene)
    click_choice(app, scene, {"player": 0, "kind": "fly", "airport": 42, "cargo": 7})
    wait_for_turn(app, scene)
    match.state.position = "OLYMPIA"
    for move in (
        {"player": 0, "kind": "leg", "to": "42"},
        {"player": CHANCE, "kind": "weather", "die": 6},
        {"player": 0, "kind": "stamina", "amount": 0},
        {"player": CHANCE, "kind": "roll", "values": [6, 6]},
    ):
        match.apply(move)
    scene.on_events([])
    wait_for_turn(app, scene)
    assert match.state.phase == "rescue"
    return match, scene


def test_letting_the_plane_crash_asks_first_and_a_no_puts_the_focus_on_a_rescue(app):
    match, scene = failed_landing(app)
    crash = {"player": 0, "kind": "crash"}
    click_choice(app, scene, crash)
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and not match.is_over()
    assert question.title == "Let the plane crash?" and question.lines == rules.crash_lines(match.state)
    assert question.menu.focused.label == "Keep trying"  # a second press by accident does not lose the game
    answer_question(app, "confirm")
    assert app.scenes.top is scene and not match.is_over()
    assert scene.controls.focused_move()["kind"] == "pray"
    click_choice(app, scene, crash, answer_yes=True)
    assert match.is_over() and match.state.outcome == "crashed"


def test_the_prompt_and_the_hint_warn_alike_before_the_last_roll_and_its_end_is_told_alike(app):
    match, scene = start(app, seed=3)
    match.state.plan_rerolls_used = rules.C.plan_rerolls
    match.state.planned_cargo = [1, 2, 3]
    match.changed()
    wait_for_turn(app, scene)
    app.frame(FRAME, [])
    assert labels(scene)[0] == "Plan: last roll" and scene.controls.focus == 0
    ask_hint(app, scene, Action("hint"))
    assert scene.overlays.prompt_text() == "With " + rules.LAST_ROLL[len("with ") :] + "."
    assert any(rules.LAST_ROLL in message for message in app.toasts.messages())
    match.apply({"player": 0, "kind": "plan"})
    scene.on_events(match.apply({"player": CHANCE, "kind": "roll", "values": [1, 2]}))
    assert match.state.outcome == "no_use"
    while scene.busy():
        app.frame(FRAME, [])
    assert scene.overlays.prompt_text() == rules.NO_USE_END == match.result().lines[-1]


def test_giving_up_a_flight_says_the_cargo_and_airport_aboard_cost_a_point_each(app):
    match, scene = start(app, seed=2)
    state = match.state
    state.planned_airports, state.planned_cargo, state.delivered = [41, 43], [5, 2], [6]
    state.deliveries = [[44, 6]]
    scene.board.picture = rules.view(state, 0)
    wait_for_turn(app, scene)
    click_choice(app, scene, {"player": 0, "kind": "fly", "airport": 41, "cargo": 5})
    wait_for_turn(app, scene)
    click_choice(app, scene, {"player": 0, "kind": "stop"})
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and question.title == "Give up this flight?"
    assert question.lines[:2] == [
        "The day ends with 2 points.",
        "Delivered 6, minus 4 not flown, this flight too.",
    ]
    assert rules.points(match.state) == 6 - 4


def test_a_visited_airport_is_crossed_out_on_the_map(app):
    match, scene = start(app, seed=2)
    state = match.state
    state.planned_airports, state.planned_cargo = [41], [5]
    match.changed()
    scene.board.picture = rules.view(state, 0)
    wait_for_turn(app, scene)
    x, y = map(int, place_screen("41"))
    app.frame(FRAME, [])
    before = app.canvas.get_at((x, y))[:3]
    click_choice(app, scene, {"player": 0, "kind": "fly", "airport": 41, "cargo": 5})
    wait_for_turn(app, scene)
    for _ in range(30):  # the pencil draws the cross in
        app.frame(FRAME, [])
    assert match.state.visited == [41]
    assert before == theme.CREAM and app.canvas.get_at((x, y))[:3] == PENCIL  # the cross meets on the airport


def test_a_prayer_for_the_weather_die_is_offered_beside_rolling_without_stamina(app):
    match, scene = start(app, seed=2)
    state = match.state
    state.planned_airports, state.planned_cargo = [42], [7]
    scene.board.picture = rules.view(state, 0)
    wait_for_turn(app, scene)
    click_choice(app, scene, {"player": 0, "kind": "fly", "airport": 42, "cargo": 7})
    wait_for_turn(app, scene)
    state.position = "OLYMPIA"
    match.apply({"player": 0, "kind": "leg", "to": "42"})
    match.apply({"player": CHANCE, "kind": "weather", "die": 6})
    scene.on_events([])
    wait_for_turn(app, scene)
    while scene.aids.check_chances() is None:  # the roll's outcomes, played out a few a frame
        app.frame(FRAME, [])
    assert labels(scene)[:2] == ["Roll, no stamina: 72%", "Pray: new weather die"]
    click_choice(app, scene, {"player": 0, "kind": "pray_weather"})
    assert match.state.prayers_used == 1
    for _ in range(200):
        app.frame(FRAME, [])
        if match.state.check["weather_die"]:
            break
    assert match.state.check["weather_die"] and app.scenes.error_count == 0


def test_how_to_pages_have_pictures_and_table_rules():
    data = tomlfile.read(paths.DATA_DIR / SPEC.howto)
    assert all(page["picture"] in PICTURES for page in data["page"]), "a picture on every page"
    for page in data["page"]:  # one idea a page, in short sentences a child reads
        assert len(page["text"]) <= 140, page["title"]
        assert all(len(sentence.split()) <= 16 for sentence in page["text"].split(". ")), page["title"]
    assert "Table rules" not in data["table_rules"]["text"] and "weather" in data["table_rules"]["text"]
    surface = pygame.Surface((560, 500))
    for draw in PICTURES.values():
        draw(surface, surface.get_rect())


def test_monkey_input_never_breaks_the_table(app):
    rng = random.Random(9)
    start(app, seed=9)
    kinds = ["up", "down", "left", "right", "confirm", "back", "next", "prev", "point", "click", "click"]
    throw_actions(app, rng, 2500, FRAME, kinds)
    assert app.scenes.error_count == 0


def test_a_panic_shows_in_the_check_box_as_a_pass_and_the_landing_s_dice_leave_the_tray(app):
    match, scene = failed_landing(app)
    check = match.state.check
    assert equation.shown_total(check, sum(match.state.dice)) > 12
    click_choice(app, scene, {"player": 0, "kind": "panic"})
    shown = []
    for _ in range(600):
        app.frame(1 / 30, [])
        picture = scene.board.picture
        if picture.check is not None and picture.check.get("panic"):
            shown.append(equation.shown_total(picture.check, sum(picture.dice)))
        if not scene.busy():
            break
    assert shown and max(shown) <= 12, "while the panic plays, the box passes what the words say passed"
    assert match.state.phase == "idle" and scene.board.tray.dice == []


def test_a_lesson_about_the_route_keeps_the_plane_its_destination_and_the_dice_airports_in_sight(app):
    """Learn to play's "route": where the plane is, where it flies, and the airports the planning dice name."""
    match, scene = start(app)
    for move in ({"player": 0, "kind": "plan"}, {"player": CHANCE, "kind": "roll", "values": [1, 4]}):
        match.apply(move)
    assert scene.about_rects("route") == [layout.place_rect("PEN"), layout.place_rect("41")]
    for move in (
        {"player": 0, "kind": "airport", "id": 41},
        {"player": 0, "kind": "plan"},
        {"player": CHANCE, "kind": "roll", "values": [2, 3]},
        {"player": 0, "kind": "cargo", "weight": 5},
        {"player": 0, "kind": "fly", "airport": 41, "cargo": 5},
        {"player": 0, "kind": "leg", "to": "YAKIMA"},
    ):
        match.apply(move)
    assert scene.about_rects("route") == [layout.place_rect("YAKIMA"), layout.place_rect("41")]


def test_a_new_check_shows_no_dice_until_its_own_are_rolled(app, monkeypatch):
    """Over Mount Rainier the dice made 7; the landing that follows starts with them still on the
    table, and its box says "?" for the dice until the landing's own are down."""
    match, scene = start(app)
    for move in (
        {"player": 0, "kind": "plan"},
        {"player": CHANCE, "kind": "roll", "values": [2, 3]},
        {"player": 0, "kind": "cargo", "weight": 5},
        {"player": 0, "kind": "plan"},
        {"player": CHANCE, "kind": "roll", "values": [1, 4]},
        {"player": 0, "kind": "airport", "id": 41},
        {"player": 0, "kind": "fly", "airport": 41, "cargo": 5},
        {"player": 0, "kind": "leg", "to": "YAKIMA"},
        {"player": 0, "kind": "leg", "to": "41"},
        {"player": CHANCE, "kind": "weather", "die": 6},
        {"player": 0, "kind": "stamina", "amount": 2},
        {"player": CHANCE, "kind": "roll", "values": [4, 3]},
    ):
        match.apply(move)
    state = match.state
    assert state.check["kind"] == "landing" and sum(state.dice) == 7
    assert equation.rolled_dice(state, settled=True) is None
    for move in ({"player": CHANCE, "kind": "weather", "die": 3}, {"player": 0, "kind": "stamina", "amount": 0}):
        match.apply(move)
    match.apply({"player": CHANCE, "kind": "roll", "values": [6, 5]})
    assert match.state.phase == "rescue" and equation.rolled_dice(match.state, settled=True) == 11
    words: list[str] = []
    drawn = theme.draw_text
    monkeypatch.setattr(
        theme, "draw_text", lambda surface, text, *a, **k: words.append(text) or drawn(surface, text, *a, **k)
    )
    equation.draw(pygame.Surface(theme.SCREEN.size), match.state, settled=True)
    assert "over 12" in words and not any("<" in word or ">" in word for word in words)  # words, not signs


def test_a_hint_s_sentence_leaves_with_the_choice_it_was_for(app):
    """Asked at the ground, "Plan..."; once the hinted move is made the next choice is another:
    the sentence must not stay to name a move for it."""
    match, scene = start(app, seed=3)
    hint = Hint(0, {"player": 0, "kind": "plan"}, "roll to plan a cargo.", len(match.log))
    scene.show_hint(hint)  # (as a press shows it once planned: planning the strongest bot takes a while)
    assert any(message.startswith("Hint for") for message in app.toasts.messages())
    scene.on_events(match.apply(hint.move))
    app.frame(FRAME, [])
    assert not any(message.startswith("Hint for") for message in app.toasts.messages())


def test_the_one_at_the_controls_is_the_pilot_at_setup_and_in_the_log(app):
    """Not "Prospector 1", a name from the mining games: setup seats the "Pilot", whom the log tells."""
    setup = SetupScene(app, SPEC)
    app.scenes.reset(setup)
    assert [seat.name for seat in setup.seats] == ["Pilot"]
    setup.start(offer=False)
    scene = app.scenes.top
    assert isinstance(scene, AirCargoScene) and scene.match.seats[0].name == "Pilot"
    for move in ({"player": 0, "kind": "plan"}, {"player": CHANCE, "kind": "roll", "values": [1, 4]}):
        scene.match.apply(move)
    scene.story.catch_up()
    told = [fill_names(entry.text, scene.names) for entry in scene.story.entries]
    assert "Pilot rolls 1 and 4 to plan." in told
