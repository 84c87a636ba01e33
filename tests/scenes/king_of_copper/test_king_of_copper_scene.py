"""The King of Copper table played through its scene, as players would:
keyboard, mouse and gamepad actions, the pass screens, overlays, bots, saves."""

import random

import pytest

from game import saves
from game.core import CHANCE
from game.king_of_copper import SPEC
from game.king_of_copper import board as B
from game.match import Match, Seat
from game.settings import Settings
from scenes.app import App
from scenes.king_of_copper.layout import TRADE_BUTTON
from scenes.king_of_copper.overlays import ChoiceOverlay, TradeOverlay
from scenes.king_of_copper.scene import KingOfCopperScene
from scenes.kit.input import Action

from action_monkey import throw_actions

FRAME = 1 / 20


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=2.0))


def start(app, seats, seed=3, options=None):
    match = Match(SPEC, seats, seed, options or {})
    scene = KingOfCopperScene(app, match)
    app.scenes.reset(scene)
    return match, scene


def answer(app, scene, rng):
    """What a player at the couch does with whatever is on screen."""
    top = app.scenes.top
    name = type(top).__name__
    if name == "PassScene":
        if top.armed:
            top.handle(Action("confirm"))
    elif isinstance(top, TradeOverlay):
        app.scenes.handle(Action(rng.choice(["down", "confirm", "confirm", "back"])))  # back goes on to back()
    elif isinstance(top, ChoiceOverlay):
        source = scene.router.controls(top.seat)  # the seat's own pad, or the shared keyboard
        top.handle(Action(rng.choice(["right", "confirm", "confirm"]), source))
    elif top is scene and scene.human_seat() is not None and not scene.busy():
        scene.handle(Action(rng.choice(["right", "down", "confirm", "confirm", "confirm"])))


def drive(app, match, scene, limit=40_000, seed=1):
    rng = random.Random(seed)
    app.draw_every = 3  # a whole game: a sample of its frames is drawn
    for frame in range(limit):
        if match.is_over() and not scene.busy():
            break
        if frame % 3 == 0:
            answer(app, scene, rng)
        app.frame(FRAME, [])
    for _ in range(400):
        app.frame(FRAME, [])
        if type(app.scenes.top).__name__ == "ResultsScene":
            break


def test_a_whole_taster_game_with_two_humans_at_one_screen(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2, "bot", "strong"), Seat("Di", 3, "bot", "random")]
    match, scene = start(app, seats, options={"length": "taster"})
    drive(app, match, scene)
    assert match.is_over()
    assert type(app.scenes.top).__name__ == "ResultsScene"
    assert app.scenes.error_count == 0
    assert scene.board.picture.money == match.state.money  # the picture agrees with the rules at the end
    humans_moved = {m["player"] for m in match.log if m.get("kind") == "move"}
    assert {0, 1} <= humans_moved


def until(app, scene, condition, limit=6000):
    for _ in range(limit):
        if condition():
            return True
        app.frame(FRAME, [])
    return False


def test_after_a_roll_movable_tokens_and_their_spaces_glow(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")], seed=4)
    assert until(app, scene, lambda: scene.human_seat() == 0 and match.state.phase == "start" and not scene.busy())
    scene.handle(Action("confirm"))  # Roll is the focused button
    assert until(app, scene, lambda: match.state.phase == "move" and not scene.busy() and scene.board.glow_nodes)
    legal = {m["to"] for m in match.legal_moves(0)}
    assert set(scene.board.glow_nodes) <= legal and scene.board.glow_tokens
    before = len(match.log)
    scene.handle(Action("confirm"))
    assert len(match.log) == before + 1 and match.log[-1]["kind"] == "move"


def test_a_refused_move_shows_the_rules_sentence(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    assert until(app, scene, lambda: scene.human_seat() == 0 and not scene.busy())
    scene.try_move({"player": 0, "kind": "move", "token": 3, "use": "a", "to": "t1"})
    assert any("Roll the dice first" in message for message in app.toasts.messages())
    assert [m for m in match.log if m["player"] == 0] == []


def test_a_peek_at_a_deep_chip_is_private_behind_a_pass_screen(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)])
    assert until(app, scene, lambda: scene.human_seat() == 0 and match.state.phase == "start" and not scene.busy())
    state = match.state
    state.characters[0] = "banker"
    state.owner["D1_3"] = 0
    state.discarded.append(state.green["D1_3"])
    state.green["D1_3"] = ""
    state.tokens[0][0] = "D1_3"
    if state.chip_kind[state.blue["D1_3"]] == "fools":  # a real chip to look at
        other = next(m for m in B.MINES if state.chip_kind[state.blue[m]] == "ore")
        state.blue["D1_3"], state.blue[other] = state.blue[other], state.blue["D1_3"]
    match.changed()
    scene.try_move({"player": 0, "kind": "peek", "mine": "D1_3"})
    assert until(app, scene, lambda: type(app.scenes.top).__name__ == "PassScene")
    assert until(app, scene, lambda: app.scenes.top.armed)
    app.scenes.top.handle(Action("confirm"))
    app.frame(FRAME, [])
    overlay = app.scenes.top
    assert isinstance(overlay, ChoiceOverlay) and "deep chip" in overlay.text
    overlay.handle(Action("button1", button=1))  # stop: lose the peek
    assert match.state.phase == "start" and match.state.money[0] == 450


def ready_to_peek(app, match, scene, seat=0):
    """Seat 0 on turn, standing on its own mine with a real (not Fool's Gold) deep chip under it."""
    assert until(
        app,
        scene,
        lambda: (
            scene.human_seat() == seat and match.state.phase == "start" and not scene.busy() and app.scenes.top is scene
        ),
    )
    state = match.state
    state.characters[seat] = "banker"
    state.owner["D1_3"] = seat
    state.discarded.append(state.green["D1_3"])
    state.green["D1_3"] = ""
    state.tokens[seat][0] = "D1_3"
    if state.chip_kind[state.blue["D1_3"]] == "fools":
        other = next(m for m in B.MINES if state.chip_kind[state.blue[m]] == "ore")
        state.blue["D1_3"], state.blue[other] = state.blue[other], state.blue["D1_3"]
    match.changed()
    return state.blue["D1_3"]


def watch_faces(monkeypatch):
    """Every chip whose face the table draws, in order."""
    import scenes.king_of_copper.decisions as table

    shown = []
    real = table.chip_label

    def label(view, chip):
        shown.append(chip)
        return real(view, chip)

    monkeypatch.setattr(table, "chip_label", label)
    return shown


def test_the_hand_off_is_shown_before_a_peeks_face_is_drawn(app, monkeypatch):
    shown = watch_faces(monkeypatch)
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)])
    chip = ready_to_peek(app, match, scene)
    scene.try_move({"player": 0, "kind": "peek", "mine": "D1_3"})
    assert until(app, scene, lambda: type(app.scenes.top).__name__ == "PassScene")
    assert app.scenes.top.name == "Ada"
    for _ in range(30):  # the pass screen stands, drawn frame after frame, and shows no face
        app.frame(FRAME, [])
    assert shown == [] and not any(isinstance(s, ChoiceOverlay) for s in app.scenes.stack)
    app.scenes.top.handle(Action("confirm"))
    app.frame(FRAME, [])
    assert shown == [chip] and isinstance(app.scenes.top, ChoiceOverlay) and "deep chip" in app.scenes.top.text


def test_a_pass_screen_for_a_seat_with_its_own_pad_opens_only_on_that_pad(app, monkeypatch):
    shown = watch_faces(monkeypatch)
    app.input.pads_by_id[7] = FakePad(7)
    match, scene = start(app, [Seat("Ada", 0, controller="pad:7"), Seat("Bo", 1)])
    ready_to_peek(app, match, scene)
    scene.try_move({"player": 0, "kind": "peek", "mine": "D1_3"})
    assert until(app, scene, lambda: type(app.scenes.top).__name__ == "PassScene")
    assert until(app, scene, lambda: app.scenes.top.armed)
    app.scenes.top.handle(Action("confirm", "kbm"))  # Bo, on the shared keyboard, can't open Ada's secret
    assert type(app.scenes.top).__name__ == "PassScene" and shown == []
    app.scenes.top.handle(Action("confirm", "pad:7"))
    app.frame(FRAME, [])
    overlay = app.scenes.top
    assert isinstance(overlay, ChoiceOverlay) and len(shown) == 1
    assert overlay.accepts("pad:7") and not overlay.accepts("kbm")


def test_a_pass_screen_left_for_the_pause_menu_comes_back(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)])
    ready_to_peek(app, match, scene)
    scene.try_move({"player": 0, "kind": "peek", "mine": "D1_3"})
    assert until(app, scene, lambda: type(app.scenes.top).__name__ == "PassScene")
    app.scenes.top.handle(Action("pause"))
    assert type(app.scenes.top).__name__ == "PauseScene"
    app.scenes.pop()  # back to the table: the peek still waits behind its pass screen
    assert until(app, scene, lambda: type(app.scenes.top).__name__ == "PassScene")


def test_with_one_human_at_the_table_a_peek_needs_no_hand_off(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    ready_to_peek(app, match, scene)
    scene.try_move({"player": 0, "kind": "peek", "mine": "D1_3"})
    assert until(app, scene, lambda: app.scenes.top is not scene)
    assert isinstance(app.scenes.top, ChoiceOverlay) and "deep chip" in app.scenes.top.text


def test_my_chips_open_behind_a_hand_off(app, monkeypatch):
    shown = watch_faces(monkeypatch)
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)])
    assert until(app, scene, lambda: scene.human_seat() == 0 and match.state.phase == "start" and not scene.busy())
    chip = match.state.green["D0_1"]
    match.state.green["D0_1"] = ""
    match.state.hands[0] = [chip]
    match.changed()
    scene.decisions.show_my_chips(0)
    assert type(app.scenes.top).__name__ == "PassScene" and shown == []
    assert until(app, scene, lambda: app.scenes.top.armed)
    app.scenes.top.handle(Action("confirm"))
    assert isinstance(app.scenes.top, ChoiceOverlay) and shown == [chip]


def test_the_robber_sees_the_robbed_chips_face_only_after_a_hand_off(app, monkeypatch):
    shown = watch_faces(monkeypatch)
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)])
    assert until(app, scene, lambda: scene.human_seat() == 0 and match.state.phase == "start" and not scene.busy())
    state = match.state
    plain = B.track(B.offset_of("exit"))
    state.tokens[0] = [B.track(B.track_index(plain) - 5), "home", "home", "home"]
    state.tokens[1] = [plain, "start", "start", "start"]
    loot = [state.green["D2_1"], state.blue["D2_1"]]
    state.green["D2_1"] = state.blue["D2_1"] = ""
    state.hands[1] = list(loot)
    match.changed()
    scene.try_move({"player": 0, "kind": "roll"})
    scene.on_events(match.apply({"player": CHANCE, "kind": "roll", "dice": [2, 3]}))
    assert until(app, scene, lambda: not scene.busy())
    scene.try_move({"player": 0, "kind": "move", "token": 0, "use": "both", "to": plain})
    assert until(app, scene, lambda: isinstance(app.scenes.top, ChoiceOverlay) and "Rob" in app.scenes.top.title)
    app.scenes.top.handle(Action("confirm"))  # the first face-down chip
    taken = next(c for c in loot if c in state.hands[0])
    assert until(app, scene, lambda: type(app.scenes.top).__name__ == "PassScene")
    assert app.scenes.top.name == "Ada" and shown == []
    assert until(app, scene, lambda: app.scenes.top.armed)
    app.scenes.top.handle(Action("confirm"))
    overlay = app.scenes.top
    assert isinstance(overlay, ChoiceOverlay) and overlay.title == "The chip you took" and shown == [taken]


def test_a_bots_robbery_shows_no_face(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    scene.on_events([{"kind": "robbed", "seat": 1, "victim": 0, "slot": 0, "chip": "G1", "count": 1}])
    assert not scene.decisions.reveals


class FakePad:
    def __init__(self, instance_id):
        self.instance_id = instance_id
        self.name = "Test pad"


def test_a_trade_is_answered_on_the_other_players_own_gamepad(app):
    app.input.pads_by_id[7] = FakePad(7)
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, controller="pad:7")])
    assert until(app, scene, lambda: scene.human_seat() == 0 and match.state.phase == "start" and not scene.busy())
    match.state.owner["D2_1"] = 1
    match.changed()
    scene.start_trade({"player": 0, "kind": "offer_trade"})
    builder = app.scenes.top
    assert isinstance(builder, TradeOverlay)
    for move in (
        {"player": 0, "kind": "offer_item", "side": "get", "item": "D2_1"},
        {"player": 0, "kind": "offer_money", "side": "give", "amount": 50},
    ):
        builder._do(move)
    builder._do({"player": 0, "kind": "send_offer"})
    assert until(app, scene, lambda: isinstance(app.scenes.top, ChoiceOverlay))
    answer_screen = app.scenes.top
    assert answer_screen.accepts("pad:7")  # no pass screen: Bo answers on his own pad
    answer_screen.handle(Action("confirm", "kbm"))  # the shared keyboard can't answer for Bo
    assert match.state.phase == "trade_answer"
    answer_screen.handle(Action("confirm", "pad:7", button=0))
    assert match.state.owner["D2_1"] == 0 and match.state.money == [450, 550]


def test_continue_rebuilds_the_table_from_the_save(app, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_EXTRA_GAMES", "game.king_of_copper")
    from game import registry

    monkeypatch.setattr(registry, "_cache", [])
    match, scene = start(app, [Seat("Ada", 0, "bot"), Seat("Bo", 1, "bot"), Seat("Cy", 2, "bot")])
    for _ in range(900):
        app.frame(FRAME, [])
    saves.write_save(match)
    loaded = saves.load_save()
    again = KingOfCopperScene(app, loaded)
    assert again.board.picture.tokens == loaded.state.tokens and loaded.state == match.state


def test_monkey_input_never_breaks_the_table(app):
    rng = random.Random(5)
    app.input.pads_by_id[3] = FakePad(3)
    seats = [Seat("Ada", 0), Seat("Bo", 1, controller="pad:3"), Seat("Cy", 2, "bot"), Seat("Di", 3)]
    start(app, seats, options={"length": "taster"})
    kinds = [
        "up",
        "down",
        "left",
        "right",
        "confirm",
        "back",
        "next",
        "prev",
        "button0",
        "button1",
        "button2",
        "button3",
        "point",
        "click",
        "pause",
    ]
    throw_actions(app, rng, 3000, FRAME, kinds, sources=("kbm", "pad:3"), stray_buttons=True)
    assert app.scenes.error_count == 0


def test_demo_mode_plays_itself(app):
    seats = [Seat(f"Bot {i}", i, "bot") for i in range(4)]
    match = Match(SPEC, seats, 9, {"length": "taster"})
    scene = KingOfCopperScene(app, match, demo=True)
    app.scenes.reset(scene)
    for _ in range(1500):
        app.frame(FRAME, [])
    assert len(match.log) > 40 and app.scenes.error_count == 0
    assert CHANCE in {m["player"] for m in match.log}


def test_buying_a_title_with_the_buttons_and_a_tunnel_exit_with_the_arrows(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    assert until(app, scene, lambda: scene.human_seat() == 0 and match.state.phase == "start" and not scene.busy())
    match.state.tokens[0] = [B.octagon(0, 0), B.track(B.track_index(B.TUNNELS[0]) - 4), "start", "start"]
    match.changed()
    scene.try_move({"player": 0, "kind": "roll"})
    scene.on_events(match.apply({"player": CHANCE, "kind": "roll", "dice": [1, 4]}))
    assert until(app, scene, lambda: not scene.busy())
    scene.try_move({"player": 0, "kind": "move", "token": 0, "use": "a", "to": "D0_1"})
    assert until(app, scene, lambda: not scene.busy() and scene.row.buttons)
    assert scene.row.buttons[0].label.startswith("Buy title")
    app.scenes.handle(Action("confirm"))  # the focused first button
    assert match.state.owner["D0_1"] == 0
    assert until(app, scene, lambda: not scene.busy() and scene.board.glow_tokens)
    scene.try_move({"player": 0, "kind": "move", "token": 1, "use": "b", "to": B.TUNNELS[0]})
    assert until(app, scene, lambda: match.state.tasks or match.state.current != 0)
    while match.state.tasks and match.state.tasks[0]["task"] == "tunnel_roll":
        scene.on_events(match.apply({"player": CHANCE, "kind": "tunnel_roll", "dice": [3, 4]}))
    assert until(app, scene, lambda: not scene.busy() and scene.board.glow_nodes)
    assert set(scene.board.glow_nodes) == set(B.TUNNEL_EXITS)
    app.scenes.handle(Action("right"))
    app.scenes.handle(Action("confirm"))
    assert match.state.tokens[0][1] == B.TUNNEL_EXITS[1]


def test_a_forced_move_plays_itself_unless_a_trade_was_asked_for(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    assert until(app, scene, lambda: scene.human_seat() == 0 and match.state.phase == "start" and not scene.busy())
    match.state.tokens[0] = [B.track(1), B.track(11), "home", "home"]
    match.changed()
    scene.try_move({"player": 0, "kind": "roll"})
    scene.on_events(match.apply({"player": CHANCE, "kind": "roll", "dice": [2, 4]}))
    assert until(app, scene, lambda: not scene.busy())
    assert scene.forced_move(0) is None and "pick a glowing token" in scene.prompts.prompt_text()  # a real choice
    scene.try_move({"player": 0, "kind": "move", "token": 0, "use": "a", "to": B.track(3)})
    assert until(app, scene, lambda: not scene.busy() and match.state.phase == "move")
    # the 4 must move the other token, and it has one way to go
    assert scene.forced_move(0) == {"player": 0, "kind": "move", "token": 1, "use": "b", "to": B.track(15)}
    assert "plays itself" in scene.prompts.prompt_text()
    match.state.owner["D2_1"] = 0
    match.changed()
    scene.trades.ask(0)  # Ada asks for a trade: it opens first, and the forced move waits behind it
    assert until(app, scene, lambda: isinstance(app.scenes.top, TradeOverlay))
    for _ in range(60):
        app.frame(FRAME, [])
    assert match.state.tokens[0][1] == B.track(11)
    app.scenes.handle(Action("back"))  # the offer is dropped
    assert match.state.phase == "move"
    assert until(app, scene, lambda: match.state.tokens[0][1] == B.track(15))  # no press needed


def test_a_second_human_offers_a_trade_during_the_first_humans_turn(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2, "bot")])
    assert until(
        app,
        scene,
        lambda: (
            scene.human_seat() is not None
            and match.state.phase == "start"
            and not scene.busy()
            and app.scenes.top is scene
        ),
    )
    ada = match.state.current
    bo = 1 - ada
    match.state.owner["D2_1"] = ada
    match.changed()
    app.scenes.handle(Action("button2"))  # key 3: trade
    app.frame(FRAME, [])
    who = app.scenes.top
    assert isinstance(who, ChoiceOverlay) and who.title == "Who offers?"
    labels = [o.label for o in who.options]
    assert labels[0].startswith(scene.names[ada]) and scene.names[bo] in labels and "Cy" not in labels  # no bots
    pick = labels.index(scene.names[bo])
    who.handle(Action(f"button{pick + 1}", "kbm", button=pick))
    assert match.state.phase == "trade_build" and match.to_act() == [bo]
    assert until(app, scene, lambda: type(app.scenes.top).__name__ == "PassScene" and app.scenes.top.armed)
    app.scenes.top.handle(Action("confirm"))  # the hand-over to Bo, who builds the offer
    builder = app.scenes.top
    assert isinstance(builder, TradeOverlay) and builder.seat == bo
    for move in (
        {"player": bo, "kind": "offer_item", "side": "get", "item": "D2_1"},
        {"player": bo, "kind": "offer_money", "side": "give", "amount": 50},
        {"player": bo, "kind": "send_offer"},
    ):
        builder._do(move)
    assert match.to_act() == [ada]
    assert until(
        app,
        scene,
        lambda: (
            isinstance(app.scenes.top, ChoiceOverlay)
            or (type(app.scenes.top).__name__ == "PassScene" and app.scenes.top.armed)
        ),
    )
    if type(app.scenes.top).__name__ == "PassScene":
        app.scenes.top.handle(Action("confirm"))
    answer_screen = app.scenes.top
    assert isinstance(answer_screen, ChoiceOverlay) and "trade offer" in answer_screen.title
    answer_screen.handle(Action("button1", "kbm", button=0))  # Ada accepts
    state = match.state
    assert state.owner["D2_1"] == bo and state.phase == "start" and match.to_act() == [ada]  # Ada goes on
    assert {"player": ada, "kind": "roll"} in match.legal_moves(ada)
    assert not any(m.get("from") == bo for m in match.legal_moves(ada))  # Bo has had his offer this turn


def test_a_human_asks_for_a_trade_in_a_bots_turn_and_it_opens_at_the_next_pause(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Cy", 1, "bot")])
    rng = random.Random(2)
    for _ in range(3000):  # Ada plays her turns until Cy is on turn
        if match.state.current == 1 and match.state.phase in ("start", "move"):
            break
        answer(app, scene, rng)
        app.frame(FRAME, [])
    assert match.state.current == 1
    match.state.owner["D2_1"] = 1
    match.changed()
    app.scenes.handle(Action("click", pos=TRADE_BUTTON.center))  # mid-turn, while Cy's dice may be rolling
    assert scene.trades.asked is not None
    assert until(app, scene, lambda: isinstance(app.scenes.top, TradeOverlay))
    state = match.state
    assert state.current == 1 and state.phase == "trade_build" and state.trade["resume"] in ("start", "move")
    resume = state.trade["resume"]
    builder = app.scenes.top
    assert builder.seat == 0 and state.trade["with"] == 1  # offered to the bot on turn
    for move in (
        {"player": 0, "kind": "offer_item", "side": "get", "item": "D2_1"},
        {"player": 0, "kind": "offer_money", "side": "give", "amount": 50},
        {"player": 0, "kind": "send_offer"},
    ):
        builder._do(move)
    assert until(app, scene, lambda: match.state.phase != "trade_answer")  # the bot answers
    answered = len(match.log) - 1
    assert match.log[answered]["kind"] in ("accept_trade", "decline_trade") and match.state.trade is None
    assert until(app, scene, lambda: len(match.log) > answered + 1)
    after = match.log[answered + 1]  # Cy's turn goes on from where it stopped
    assert after["player"] == 1
    assert after["kind"] in (("move",) if resume == "move" else ("roll", "prospect", "peek", "offer_trade"))
    assert not app.scenes.errors


def test_asking_for_a_trade_with_nothing_to_trade_says_why(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Cy", 1, "bot")])
    assert until(app, scene, lambda: match.state.phase in ("start", "move") and not scene.busy())
    before = len(match.log)
    app.scenes.handle(Action("button2"))
    assert until(app, scene, lambda: scene.trades.asked is None)
    assert any("title or an event ticket" in text for text in app.toasts.messages())
    assert all(m["kind"] != "offer_trade" for m in match.log[before:])


def test_playtime_plays_a_whole_game_in_the_scene_on_a_simulated_clock():
    from scenes.tools.playtime import measure

    data = measure(SPEC, 2, 1, options={"length": "taster"})
    bots, people = data["bots_minutes"]["median"], data["people_minutes"]
    assert data["decisions"]["median"] > 10 and bots > 0  # the game ended, with decisions made
    assert bots < people["3s"]["median"] < people["6s"]["median"]  # people's thought adds to the bots' time


def test_playtime_gives_a_press_half_a_choice_and_a_forced_move_only_the_scenes_pause():
    from scenes.kit.game_scene import BOT_THINK_SECONDS, FORCED_MOVE_SECONDS
    from scenes.tools.playtime import people_seconds

    run = {"seconds": 600.0, "choices": 10, "presses": 4, "forced": 2}
    expected = (
        600 + 10 * (6 - BOT_THINK_SECONDS) + 4 * (3 - BOT_THINK_SECONDS) + 2 * (FORCED_MOVE_SECONDS - BOT_THINK_SECONDS)
    )
    assert people_seconds(run, 6.0) == pytest.approx(expected)


def test_a_trade_request_is_taken_back_only_by_its_asker(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2, "bot")])
    match.state.phase = "roll"  # no trade moment: requests wait
    match.changed()
    scene.trades.ask(0)
    scene.trades.ask(1)  # Bo asks too: the latest asker's offer opens
    assert scene.trades.asked == 1
    scene.trades.ask(1)
    assert scene.trades.asked is None and "Trade request taken back." in app.toasts.messages()


def test_the_trade_rows_are_laid_out_before_drawing_and_drawing_moves_none(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)])
    assert until(app, scene, lambda: scene.human_seat() == 0 and match.state.phase == "start" and not scene.busy())
    match.state.owner["D2_1"] = 1
    match.changed()
    scene.start_trade({"player": 0, "kind": "offer_trade"})
    builder = app.scenes.top
    assert isinstance(builder, TradeOverlay)
    app.scenes.update(1.0)  # past the fade: nothing drawn yet
    label, move, rect = next(row for row in builder.rows if row[1].get("item") == "D2_1")
    assert "ask" in label
    rows = builder.rows
    app.scenes.draw(app.canvas)
    assert builder.rows is rows and builder.focus == 0  # drawing read them and changed nothing
    app.scenes.handle(Action("click", pos=rect.center))
    assert match.state.trade["get"] == ["D2_1"] and match.log[-1] == move


def test_the_table_draws_from_the_rooms_view_and_an_edit_without_changed_is_caught(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)])
    assert until(app, scene, lambda: scene.human_seat() == 0 and match.state.phase == "start" and not scene.busy())
    for table_state in (scene.state, scene.board.state):
        assert table_state is match.room_view() and table_state.seed is None
        assert set(table_state.chip_kind.values()) == {"?"}  # no chip is cashed or held yet: every face hidden
    match.state.owner["D2_1"] = 1  # a position set up in place, without match.changed()
    with pytest.raises(AssertionError, match="changed"):
        app.frame(FRAME, [])
