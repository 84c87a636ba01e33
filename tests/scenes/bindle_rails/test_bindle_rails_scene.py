"""The Bindle Rails Express mat played through its scene, as a player would:
clicks on dice and glowing places, the X/Y shortcuts, keyboard focus, undo,
refused moves, the final tally, and a monkey at the controls."""

import random
import tomllib

import pytest
import tomli_w

from game.bindle_rails import SPEC, bots, rules
from game.match import Match, Seat
from game.settings import Settings
from scenes.app import App
from scenes.bindle_rails.scene import BindleRailsScene
from scenes.kit.confirm import ConfirmScene
from scenes.kit.input import Action

from action_monkey import throw_actions
from bot_searches import ask_hint

FRAME = 1 / 20  # a third of a 60 Hz screen's frames: the same animations, a third of the work


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=2.0))


@pytest.fixture
def fast_app():
    return App(headless=True, settings=Settings(animation_speed=4.0))


def start(app, options=None, seed=4, kind="human"):
    match = Match(SPEC, [Seat("Ada", 0, kind)], seed, options or {})
    scene = BindleRailsScene(app, match)
    app.scenes.reset(scene)
    return match, scene


def wait_idle(app, scene, limit=2000):
    for _ in range(limit):
        if scene.idle() or scene.showing_tally() or scene.match.is_over() and not scene.busy():
            return
        app.frame(FRAME, [])


def spot(scene, key):
    """The target at `key` now (the spots are laid out afresh if the table moved on)."""
    scene.refresh_targets()
    return scene.layer.find(key)


def click(app, scene, key):
    target = spot(scene, key)
    assert target is not None, f"no target {key} in {scene.state.phase}"
    app.scenes.handle(Action("click", pos=target.rect.center))


def act(app, scene, move):
    """Make the bot's chosen move with the controls a player would use."""
    kind = move["kind"]
    if kind == "company":
        click(app, scene, ("company", move["company"]))
    elif kind == "drop_goal":
        click(app, scene, ("goal", move["card"]))
    elif kind == "keep_goals":
        click(app, scene, ("button", "keep_goals"))
    elif kind in ("keep_route", "free_route", "place_route"):
        click(app, scene, ("r", move["die"]))
    elif kind in ("keep_event", "free_event", "unassign"):
        click(app, scene, ("e", move["die"]))
    elif kind in ("reroll_route", "reroll_events"):
        app.scenes.handle(Action("button2", button=2))  # X: Reroll, its one meaning
    elif kind in ("stop_route", "stop_events"):
        app.scenes.handle(Action("button3", button=3))  # Y: Keep all
    elif kind == "confirm_route":
        click(app, scene, ("button", "confirm"))
    elif kind == "unplace_route":
        click(app, scene, ("button", "unplace"))
    elif kind == "end_turn":  # with dice left to spend, a question comes first
        click(app, scene, ("button", "end"))
        if app.scenes.top is not scene:
            answer(app, "End turn")
    elif kind == "assign":
        click(app, scene, ("e", move["die"]))
        app.frame(FRAME, [])
        click(app, scene, ("use", move["use"]))
    else:
        raise AssertionError(move)


def answer(app, label):
    """Answer the question on top of the table with the button labelled `label`, as a player would."""
    for _ in range(30):  # a question ignores presses for a moment
        app.frame(FRAME, [])
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    button = next(b for b in question.menu.items if getattr(b, "label", "") == label)
    app.scenes.handle(Action("click", pos=button.rect.center))


def play_through(app, match, scene, limit=400):
    bot = bots.StrongBot(9)
    for _ in range(limit * 40):
        wait_idle(app, scene)
        if scene.showing_tally() or match.is_over():
            break
        before = len(match.log)
        move = bot.choose(match.view(0), 0)
        act(app, scene, move)
        assert len(match.log) == before + 1 and match.log[-1] == {
            "player": 0,
            **{k: v for k, v in move.items() if k != "player"},
        }, move
        app.frame(FRAME, [])
    assert match.is_over()
    wait_idle(app, scene)
    assert scene.showing_tally()
    for _ in range(40):
        app.frame(FRAME, [])
    app.scenes.handle(Action("confirm"))
    for _ in range(200):
        app.frame(FRAME, [])
        if type(app.scenes.top).__name__ == "ResultsScene":
            break
    assert type(app.scenes.top).__name__ == "ResultsScene"


def test_a_whole_short_game_with_mouse_and_shortcuts(fast_app):
    app = fast_app
    match, scene = start(app, {"turns": 6})
    play_through(app, match, scene)
    assert app.scenes.error_count == 0
    assert scene.board.picture.built == match.state.built


def test_a_whole_game_with_every_variant(fast_app):
    app = fast_app
    match, scene = start(app, {"turns": 6, "advanced": True, "fierce": True, "privates": True, "goals": True}, seed=8)
    play_through(app, match, scene)
    assert app.scenes.error_count == 0


def test_company_mat_lays_the_route_onto_the_track(app):
    from scenes.bindle_rails.picture import route_key

    match, scene = start(app, {"route": "mat"})
    wait_idle(app, scene)
    click(app, scene, ("company", 3))
    app.frame(FRAME, [])
    assert match.state.phase == "event_roll" and "roll_route" not in [m["kind"] for m in match.log]
    for _ in range(30):  # the dice are still sliding down the track
        app.frame(FRAME, [])
    assert scene.board.busy
    wait_idle(app, scene)
    where = scene.board.picture.where
    assert [where[route_key(die)] for die in match.state.route_order] == [("route", slot) for slot in range(8)]
    assert scene.board.dice.die_rect(route_key(7)) is not None


def test_a_whole_game_on_a_company_mat_with_goals(fast_app):
    app = fast_app
    match, scene = start(app, {"turns": 6, "route": "mat", "goals": True, "fierce": True}, seed=3)
    play_through(app, match, scene)
    assert app.scenes.error_count == 0


def test_keyboard_alone_keeps_a_die_and_rerolls(app):
    match, scene = start(app)
    wait_idle(app, scene)
    app.scenes.handle(Action("confirm"))  # the focused company card
    wait_idle(app, scene)
    assert match.state.phase == "route_keep"
    app.scenes.handle(Action("right"))
    app.scenes.handle(Action("confirm"))  # keep the focused route die
    assert match.log[-1]["kind"] == "keep_route"
    app.scenes.handle(Action("button2", button=2))  # X: reroll, pressed while the die slides
    for _ in range(30):
        app.frame(FRAME, [])
    assert [m["kind"] for m in match.log[-3:-1]] == ["keep_route", "reroll_route"]


def to_spend(app, match, scene):
    bot = bots.StrongBot(1)
    while match.state.phase != "spend":
        wait_idle(app, scene)
        scene.try_move(bot.choose(match.view(0), 0))
    wait_idle(app, scene)


def test_picking_a_die_lights_its_uses_and_a_refused_use_shows_the_rules_sentence(app):
    match, scene = start(app)
    to_spend(app, match, scene)
    state = match.state
    die = next(d for d, p in enumerate(state.event_place) if p == "keep")
    click(app, scene, ("e", die))
    app.frame(FRAME, [])
    lit = {spot.key[1] for spot in scene.controls.spots if spot.key[0] == "use" and spot.glow}
    assert lit == set(rules.uses_for(state, die)) and "bp" in lit
    refused_use = "tech" if "tech" not in lit else "up:1"
    before = list(match.log)
    click(app, scene, ("use", refused_use))
    assert match.log == before
    assert any(m[0].isupper() and m.endswith(".") for m in app.toasts.messages())


def test_undo_takes_back_the_last_die_spent(app):
    match, scene = start(app)
    to_spend(app, match, scene)
    die = next(d for d, p in enumerate(match.state.event_place) if p == "keep")
    click(app, scene, ("e", die))
    app.frame(FRAME, [])
    click(app, scene, ("use", "bp"))
    assert match.state.event_place[die] in ("pend", "used")
    wait_idle(app, scene)
    app.scenes.handle(Action("back"))  # Backspace or B: undo
    assert match.state.event_place[die] == "keep" and match.log[-1]["kind"] != "assign"
    assert scene.board.picture.where[("e", die)] == ("keep", die)


def test_continue_rebuilds_the_mat_from_the_save(app):
    match, scene = start(app)
    to_spend(app, match, scene)
    data = tomllib.loads(tomli_w.dumps(match.to_save()))  # what a save file holds
    loaded = Match(SPEC, [Seat(**seat) for seat in data["seats"]], data["seed"], data["options"])
    for move in data["moves"]:
        loaded.apply(move)
    assert loaded.state == match.state
    again = BindleRailsScene(app, loaded)
    kept = [d for d, p in enumerate(loaded.state.event_place) if p == "keep"]
    assert all(again.board.picture.where[("e", d)] == ("keep", d) for d in kept)
    assert [again.board.picture.where[("r", d)] for d in loaded.state.route_order] == [
        ("route", slot) for slot in range(loaded.state.route_count)
    ]


def test_a_bot_seat_plays_to_the_results_by_itself(fast_app):
    app = fast_app
    match, scene = start(app, {"turns": 6}, kind="bot")
    for _ in range(60_000):
        app.frame(FRAME, [])
        if type(app.scenes.top).__name__ == "ResultsScene":
            break
    assert match.is_over() and type(app.scenes.top).__name__ == "ResultsScene"
    assert app.scenes.error_count == 0


def test_monkey_input_never_breaks_the_mat(app):
    rng = random.Random(5)
    start(app, {"privates": True, "goals": True, "fierce": True})
    kinds = [
        "up",
        "down",
        "left",
        "right",
        "confirm",
        "back",
        "next",
        "prev",
        "button2",
        "button3",
        "point",
        "click",
        "click",
        "click",
    ]
    throw_actions(app, rng, 2000, FRAME, kinds)
    assert app.scenes.error_count == 0


def test_a_hint_rings_the_die_or_button_of_the_hinted_move_in_every_phase(app):
    """The hint sets the kit's preview to the player's hinted move: the board rings
    the die it uses and where it goes (or the button it presses) in every phase."""
    match, scene = start(app, {"goals": True, "privates": True}, seed=5)
    phases = set()
    for _ in range(120):
        wait_idle(app, scene)
        if match.is_over():
            break
        hint = ask_hint(app, scene, Action("hint", "kbm"))
        assert hint is not None and scene.bot_preview == (0, hint.move), match.state.phase
        rings = scene.overlays.preview_rects(hint.move)
        assert rings and all(app.canvas.get_rect().contains(ring) for ring in rings), hint.move
        if hint.move["kind"] == "assign":
            assert len(rings) == 2, hint.move  # the die, and the place it pays for
        assert hint.sentence.endswith(".") and len(hint.sentence) <= 90
        phases.add(match.state.phase)
        app.frame(FRAME, [])
        scene.try_move(hint.move)
    assert {"company", "goals", "route_keep", "route_order", "event_keep", "spend"} <= phases


def test_the_mat_draws_from_the_rooms_view_not_the_full_state(app):
    """The table, its board and the dice read the room's view (which lacks the seed): a
    move makes a new one, and nothing on the mat reads the full state."""
    match, scene = start(app)
    to_spend(app, match, scene)
    view = match.room_view()
    assert scene.state is view and scene.board.state is view and scene.board.dice.state() is view
    assert view.seed is None and match.state.seed is not None
    die = next(d for d, p in enumerate(view.event_place) if p == "keep")
    click(app, scene, ("e", die))
    app.frame(FRAME, [])
    click(app, scene, ("use", "bp"))
    assert scene.state is match.room_view() is not view and scene.state.event_place[die] != "keep"


def test_the_rules_phases_are_named_and_the_mat_has_targets_in_each_of_the_players():
    """The rules set only Phase members (equal to their old strings), and every phase in
    which the player acts has its targets on the mat."""
    from game.bindle_rails.phases import Phase
    from game.core import CHANCE
    from scenes.bindle_rails.targets import MAKERS

    seen: dict[str, object] = {}
    for seed, options in ((2, {"goals": True, "privates": True, "fierce": True}), (3, {"route": "mat"})):
        match = Match(SPEC, [Seat("Ada", 0, "bot")], seed, options)
        bot = bots.StrongBot(seed)
        while True:
            seen[match.state.phase] = match.state.phase
            if match.is_over():
                break
            actors = match.to_act()
            match.apply(match.rules.chance_move(match.state) if actors == [CHANCE] else bot.choose(match.view(0), 0))
    assert all(type(phase) is Phase for phase in seen.values()) and set(seen) == set(Phase)
    players = {Phase.COMPANY, Phase.GOALS, Phase.ROUTE_KEEP, Phase.ROUTE_ORDER, Phase.EVENT_KEEP, Phase.SPEND}
    assert set(MAKERS) == players and Phase.SPEND == "spend"
