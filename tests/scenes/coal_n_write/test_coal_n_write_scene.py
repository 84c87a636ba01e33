"""The Coal n' Write table played through its scene as players would:
keyboard, mouse and gamepad actions, undo, the store, loading, bots."""

import random

import pygame
import pytest

import game.coal_n_write as coal_n_write
from game.coal_n_write import rules
from game.coal_n_write.content import DEPOSITS
from game.coal_n_write.odds import hit_odds
from game.coal_n_write.state import HELD
from game.core import CHANCE
from game.match import Match, Seat
from game.settings import Settings
from scenes.app import App
from scenes.coal_n_write.board import HELD_RING, held_ring
from scenes.coal_n_write.layout import SHEET, bunkhouse_slot, die_rect
from scenes.coal_n_write.overlays import FOCUS_BLUE
from scenes.coal_n_write.scene import CoalNWriteScene
from scenes.coal_n_write.sheet import printed_sheet
from scenes.coal_n_write.targets import focused_key
from scenes.coal_n_write.tips import coach_hint
from scenes.kit.confirm import ConfirmScene
from scenes.kit.input import Action
from sprites import readability, theme

from action_monkey import throw_actions

FRAME = 1 / 60


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=2.0))


class FakePad:
    def __init__(self, instance_id):
        self.instance_id = instance_id
        self.name = "Test pad"


def start(app, seats, seed=3, options=None):
    match = Match(coal_n_write.SPEC, seats, seed, options or {})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    return match, scene


def focused(scene, source="kbm") -> tuple:
    """The key of the target a controller's focus rests on."""
    return focused_key(scene.controls.hand(source).layer)


def focus_on(scene, key, source="kbm") -> None:
    """Put a controller's focus on one of its targets, as the arrows would."""
    scene.refresh_targets()
    layer = scene.controls.hand(source).layer
    layer.rest_on(layer.find(key))


def target(scene, key, source="kbm"):
    scene.refresh_targets()
    return scene.controls.hand(source).layer.find(key)


def wait_for_human(app, scene, seat, limit=2000):
    for _ in range(limit):
        if seat in scene.human_to_act() and not scene.busy():
            return True
        if scene.match.is_over():
            return False
        app.frame(FRAME, [])
    return False


def settle(app, scene) -> None:
    """Let the table settle after a round's end or a blackjack die: Enter is taken again."""
    for _ in range(200):
        if scene.controls.settling <= 0:
            return
        app.frame(FRAME, [])


def press_done(app, scene, source="kbm") -> None:
    """The Done key, and "End turn" when the table asks first (dice left that could still be used)."""
    scene.handle(Action("button3", source, button=3))
    if isinstance(app.scenes.top, ConfirmScene):
        app.scenes.top.yes()


def play_turn_with_keys(app, scene, seat):
    """Pick up a die with its number key, Enter on the first glowing target; then Done."""
    state = scene.state
    settle(app, scene)
    if state.phase == "load":
        if state.sheets[seat].chosen < 0:
            scene.handle(Action("right"))  # the second unused burro
            scene.handle(Action("confirm"))  # is chosen; the focus stays on it
            assert scene.state.sheets[seat].chosen >= 0
            scene.handle(Action("confirm"))  # Enter on the chosen burro: on to loading it
        for _ in range(8):
            scene.handle(Action("right"))  # load the focused mineral (Silver first)
        for _ in range(4):
            scene.handle(Action("down"))
            for _ in range(6):
                scene.handle(Action("right"))
        scene.handle(Action("button3", button=3))
        if isinstance(app.scenes.top, ConfirmScene):  # slots left empty: the table asks first
            app.scenes.top.yes()
        return
    if state.sheets[seat].blackjack is not None:
        scene.handle(Action("right"))
        scene.handle(Action("confirm"))  # stay
        return
    for _ in range(4):
        free = scene.controls.free_dice_of(seat)
        if not free:
            break
        scene.handle(Action(f"button{free[0]}", button=free[0]))
        if focused(scene)[0] in ("deposit", "dig", "store"):
            if focused(scene)[0] == "store":
                scene.handle(Action("confirm"))  # opens the store counter
            scene.handle(Action("confirm"))
        if scene.controls.hand("kbm").held:
            scene.handle(Action("back"))
            break
        app.frame(FRAME, [])
    press_done(app, scene)


def test_a_whole_solo_game_through_the_scene(app):
    match, scene = start(app, [Seat("Ada", 0)], seed=5)
    app.draw_every = 3  # a whole game: a sample of its frames is drawn
    for _ in range(400):
        if match.is_over():
            break
        if wait_for_human(app, scene, 0):
            play_turn_with_keys(app, scene, 0)
            app.frame(FRAME, [])
    assert match.is_over()
    for _ in range(600):
        app.frame(FRAME, [])
        if type(app.scenes.top).__name__ == "ResultsScene":
            break
    assert type(app.scenes.top).__name__ == "ResultsScene"
    assert app.scenes.error_count == 0
    assert sum(1 for m in match.log if m.get("kind") in ("claim", "dig")) > 20
    assert sum(1 for m in match.log if m.get("kind") == "load") > 0


def test_a_refused_move_shows_the_rules_sentence_and_undo_takes_back(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0), Seat("Bo", 1, "bot")], 8, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [1, 2, 3]})  # 6 in all: short of the 7
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    state = match.state
    die = min(state.hand, key=lambda d: state.dice[d])
    hardest = max(rules.open_deposits(state.sheets[0]), key=lambda d: DEPOSITS[d].number)
    scene.handle(Action(f"button{die}", button=die))
    scene.handle(Action("click", pos=scene.board.layout.deposits[hardest].center))
    assert any(f"needs {DEPOSITS[hardest].number} or more" in m for m in app.toasts.messages())
    scene.handle(Action("click", pos=scene.board.layout.dig_boxes[(hardest, 0)].center))
    assert match.state.sheets[0].dug[hardest] == 1
    scene.handle(Action("back"))  # nothing held: Backspace undoes the last placement
    assert match.state.sheets[0].dug[hardest] == 0
    assert all(m.get("kind") != "dig" for m in match.log)
    scene.handle(Action("back"))
    assert any("nothing to undo" in m for m in app.toasts.messages())


def test_the_table_draws_from_the_rooms_view(app):
    """The board and every part of the table read the room's view (the seed hidden), never
    the full state; a position set up by hand shows once match.changed() says so."""
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")], seed=5)
    assert wait_for_human(app, scene, 0)
    assert scene.state is match.room_view() and scene.board.state is match.room_view()
    assert scene.state.seed is None and match.state.seed is not None
    sheet = match.state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 99, [99], ["a test stake"]
    match.changed()
    app.frame(FRAME, [])
    assert scene.board.state.sheets[0].cash == 99 and scene.board.status_text().startswith("Round 1")


def test_every_phase_a_game_goes_through_is_named_and_equal_to_its_string():
    """The table compares phases by name (game/coal_n_write/phases.py); a member equals its
    string, so a position or a test that holds the string compares as before."""
    from game.coal_n_write.phases import Phase

    match = Match(coal_n_write.SPEC, [Seat("Ada", 0, "bot", "random"), Seat("Bo", 1, "bot", "random")], 3, {})
    seen = [match.state.phase]
    while not match.is_over():
        match.step_automatic()
        seen.append(match.state.phase)
    assert all(type(phase) is Phase for phase in seen)
    assert {Phase.ROLL, Phase.BUILD, Phase.LOAD, Phase.OVER} <= set(seen) <= set(Phase)
    assert Phase.LOAD == "load" and "build" in seen


def test_each_gamepad_builds_its_own_turn_at_the_same_time(app):
    app.input.pads_by_id[4] = FakePad(4)
    seats = [Seat("Ada", 0), Seat("Bo", 1, controller="pad:4"), Seat("Cy", 2, "bot", "strong")]
    match, scene = start(app, seats, seed=12)
    for _ in range(2000):
        if {0, 1} <= set(scene.human_to_act()) and not scene.busy():
            break
        app.frame(FRAME, [])
    assert scene.controls.seat_for("pad:4") == 1 and scene.controls.seat_for("kbm") == 0
    press_done(app, scene, "pad:4")  # Y: Bo is done
    assert 1 not in match.to_act() and 0 in match.to_act()
    assert scene.board.shown == 1
    press_done(app, scene)  # key 4: Ada is done
    assert CHANCE in match.to_act() or match.state.phase != "build" or 0 not in match.to_act()


def test_continue_rebuilds_the_table_from_the_save_data(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")], seed=4)
    assert wait_for_human(app, scene, 0)
    scene.handle(Action("button3", button=3))
    assert wait_for_human(app, scene, 0)
    data = match.to_save()  # what Continue reads back (the registry finds the game once it is listed)
    loaded = Match(coal_n_write.SPEC, [Seat(**seat) for seat in data["seats"]], data["seed"], data["options"])
    for move in data["moves"]:
        loaded.apply(move)
    assert loaded.state == match.state
    again = CoalNWriteScene(app, loaded)
    app.scenes.reset(again)
    for _ in range(10):
        app.frame(FRAME, [])
    assert sorted(die.key for die in again.board.tray.dice) == loaded.state.hand
    assert [die.result.pips for die in sorted(again.board.tray.dice, key=lambda d: d.key)] == [
        loaded.state.dice[d] for d in loaded.state.hand
    ]
    assert app.scenes.error_count == 0


def test_monkey_input_never_breaks_the_table(app):
    rng = random.Random(5)
    app.input.pads_by_id[3] = FakePad(3)
    seats = [Seat("Ada", 0), Seat("Bo", 1, controller="pad:3"), Seat("Cy", 2, "bot"), Seat("Di", 3)]
    start(app, seats, seed=6)
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
        "click",
        "click",
    ]
    throw_actions(app, rng, 2000, FRAME, kinds, sources=("kbm", "pad:3"), most_per_frame=3)
    assert app.scenes.error_count == 0


def test_a_pair_visits_the_general_store_with_the_mouse(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [4, 4, 2]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.handle(Action("button0", button=0))
    assert scene.controls.deposit_targets(0, [0]).get("store") == "store"
    scene.handle(Action("click", pos=scene.board.button_rects()["store"].center))
    app.frame(FRAME, [])
    rows = scene.overlays.hits["store"]
    scene.handle(Action("click", pos=rows[0].center))  # Varmint Huntin', first on the sheet
    assert match.log[-1]["kind"] == "store" and match.log[-1]["item"] == "varmint"
    press_done(app, scene)
    for _ in range(300):
        app.frame(FRAME, [])
        if match.state.sheets[0].cash:
            break
    assert 9 <= match.state.sheets[0].cash <= 24


def sitting_down_at_blackjack(app):
    """A solo table with $10 and a pair of 5s: a 5 goes to the Blackjack Table, the house throws next."""
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 10, {})
    sheet = match.state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 10, [10], ["a test stake"]
    match.changed()
    match.apply({"player": CHANCE, "kind": "roll", "dice": [5, 5, 3]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.controls.act(0, {"player": 0, "kind": "store", "item": "blackjack", "die": 0})
    return match, scene


def test_blackjack_table_hit_and_stay_with_the_keyboard(app):
    match, scene = sitting_down_at_blackjack(app)
    for _ in range(60):
        app.frame(FRAME, [])
    assert match.state.sheets[0].blackjack  # the house threw the first die
    assert "blackjack" in scene.overlays.hits
    settle(app, scene)
    scene.handle(Action("right"))
    scene.handle(Action("confirm"))  # Stay
    assert match.state.sheets[0].blackjack is None
    assert match.log[-1]["kind"] == "stay"


def test_the_blackjack_table_shows_the_odds_of_a_hit_as_the_rules_work_them_out(app):
    from scenes.coal_n_write.panels import hit_odds_words
    from tests.game.coal_n_write.test_coal_n_write_odds import hand_at

    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 10, {})
    sheet = match.state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 10, [10], ["a test stake"]
    match.changed()
    match.apply({"player": CHANCE, "kind": "roll", "dice": [5, 5, 3]})
    match.apply({"player": 0, "kind": "store", "item": "blackjack", "die": 0})
    match.apply({"player": CHANCE, "kind": "blackjack_die", "seat": 0, "die": 6})  # 12 showing
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    with readability.watching() as audit:
        app.scenes.draw(app.canvas)
    assert scene.overlays.panel_open == "blackjack"
    assert "A hit: 2 in 6 goes bust, 1 in 6 lands on 20." in audit.caps
    assert hit_odds_words(hit_odds(hand_at(12), 0)) == "A hit: 2 in 6 goes bust, 1 in 6 lands on 20."
    assert hit_odds_words(hit_odds(hand_at(8), 0)) == "A hit can't go bust; 1 in 6 lands on 20."
    assert hit_odds_words(hit_odds(hand_at(20), 0)) == "A hit goes bust for sure."


def test_the_coach_guides_the_first_turn_and_then_retires(app):
    match, scene = start(app, [Seat("Ada", 0)], seed=3)
    assert scene.coach.active
    assert wait_for_human(app, scene, 0)
    sheet = match.state.sheets[0]
    text, point = coach_hint("build", [], False, True, False)
    assert "Pick up a die" in text and point == "tray"
    text, point = coach_hint("build", [0], False, True, False)
    assert "glowing" in text and point == "target"
    assert not sheet.used[0]
    scene.coach.finish()
    assert not scene.coach.active
    again = CoalNWriteScene(app, match)
    assert not again.coach.active  # remembered in the player's folder


def test_enter_does_just_what_a_click_does_and_a_refused_dig_says_why(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [3, 4, 5]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    silver = rules.open_deposits(match.state.sheets[0])[0]
    assert DEPOSITS[silver].mineral == "S" and DEPOSITS[silver].number == 8
    scene.handle(Action("button0", button=0))  # hold the 3
    moves_before = len(match.log)
    scene.handle(Action("click", pos=scene.board.layout.dig_boxes[(silver, 0)].center))
    assert len(match.log) == moves_before
    assert any("Your dice make 12, enough to claim the 8" in m for m in app.toasts.messages())
    assert not target(scene, ("dig", silver)).legal and not target(scene, ("deposit", silver)).legal  # nor the keys
    layer = scene.controls.hand("kbm").layer
    borax = next(
        t.key[1] for t in layer.items if t.key[0] == "deposit" and t.legal and DEPOSITS[t.key[1]].mineral == "B"
    )
    focus_on(scene, ("deposit", borax))
    scene.handle(Action("confirm"))  # Enter on the number claims, as a click on it does
    assert match.log[-1] == {"player": 0, "kind": "claim", "deposit": borax, "dice": [0]}
    scene.handle(Action("button1", button=1))  # the 4 claims the first Coal with a click on its number
    coal = next(d for d in rules.open_deposits(match.state.sheets[0]) if DEPOSITS[d].number == 4)
    scene.handle(Action("click", pos=scene.board.layout.deposits[coal].center))
    assert match.log[-1]["kind"] == "claim"
    scene.handle(Action("button2", button=2))  # the 5 alone falls short of the 8: now it may dig
    assert target(scene, ("dig", silver)).legal and not target(scene, ("deposit", silver)).legal
    assert target(scene, ("dig", silver)).shown == scene.board.layout.dig_areas[silver]
    focus_on(scene, ("dig", silver))
    scene.handle(Action("confirm"))
    assert match.log[-1] == {"player": 0, "kind": "dig", "deposit": silver, "die": 2}
    assert match.state.sheets[0].dug[silver] == 1


def to_round_end(match):
    """Three turns of 1s: every worker walks to the Bunkhouse."""
    for dice in ([1, 4, 4], [1, 5], [1]):
        match.apply({"player": CHANCE, "kind": "roll", "dice": dice})
        for seat in list(match.to_act()):
            match.apply({"player": seat, "kind": "confirm"})
    assert match.state.phase == "load"


def test_each_player_chooses_their_own_burro_with_mouse_or_pad(app):
    app.input.pads_by_id[4] = FakePad(4)
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0), Seat("Bo", 1, controller="pad:4")], 13, {})
    to_round_end(match)
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.board.shown = 0
    app.frame(FRAME, [])
    glow = {move["burro"] for move in scene.controls.legal(0) if move["kind"] == "choose_burro"}
    assert glow == set(range(6))  # every unused burro glows
    scene.handle(Action("click", pos=scene.board.layout.burro_rects[3].center))  # Ada takes burro 4
    assert match.state.sheets[0].chosen == 3
    scene.handle(Action("right", "pad:4"))
    scene.handle(Action("right", "pad:4"))
    scene.handle(Action("confirm", "pad:4"))  # Bo takes burro 3 with the pad
    assert match.state.sheets[1].chosen == 2 and match.state.sheets[0].chosen == 3
    scene.handle(Action("button3", "pad:4", button=3))
    scene.handle(Action("button3", button=3))
    assert [s.burro_round[:4] for s in match.state.sheets] == [[-1, -1, -1, 0], [-1, -1, 0, -1]]
    to_round_end(match)
    for _ in range(200):
        app.frame(FRAME, [])
    scene.board.shown = 0
    scene.handle(Action("click", pos=scene.board.layout.burro_rects[3].center))
    assert any("Burro 4 has already made its delivery" in m for m in app.toasts.messages())
    assert match.state.sheets[0].chosen == -1


def test_the_keyboard_chooses_a_burro_and_a_second_press_goes_on_to_loading_it(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    to_round_end(match)
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.refresh_targets()
    assert focused(scene) == ("burro", 0)  # a round's end starts on the first burro
    scene.handle(Action("right"))  # along the burros
    scene.handle(Action("right"))
    assert focused(scene) == ("burro", 2)
    made = len(match.log)
    scene.handle(Action("confirm"))
    assert match.state.sheets[0].chosen == 2 and len(match.log) == made + 1
    assert focused(scene) == ("burro", 2)  # one press, one thing: the focus stays on the burro chosen
    scene.handle(Action("confirm"))  # pressed again: on to loading it, no move
    assert focused(scene) == ("send",)  # an empty Ore Stash has no row to load from


def test_every_how_to_page_fits_at_a_readable_size(app):
    """The Table rules grew with the decisions: each page must still fit its
    text box at the smallest size the how-to pages use (30)."""
    from scenes.screens.howto import HowToScene
    from sprites import theme

    scene = HowToScene(app, coal_n_write.SPEC)
    titles = [page["title"] for page in scene.pages]
    assert titles[-2:] == ["Store table rules", "Table rules"]
    for page in scene.pages:
        rect = scene._text_rect(page).inflate(-16, -16)
        assert theme.wrapped_height(page["text"], 30, rect.width) <= rect.height, page["title"]


def test_the_boards_over_the_sheet_are_clicked_where_update_laid_them_out(app):
    """The store counter's rows and the load panel's buttons are laid out in
    update: a click lands without a frame drawn, and drawing moves nothing."""
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [4, 4, 2]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.handle(Action("button0", button=0))
    scene.handle(Action("click", pos=scene.board.button_rects()["store"].center))
    app.scenes.update(FRAME)  # no draw
    assert scene.overlays.panel_open == "store"
    hits = scene.overlays.hits
    app.scenes.draw(app.canvas)
    assert scene.overlays.hits is hits
    scene.handle(Action("click", pos=hits["store"][0].center))
    assert match.log[-1]["kind"] == "store" and match.log[-1]["item"] == "varmint"

    match, scene = loading_burro_0(app)  # never drawn
    scene.handle(Action("click", pos=scene.overlays.hits["load"][("send",)].center))
    assert match.log[-1] == {"player": 0, "kind": "send"}


def loading_burro_0(app):
    """A solo table at a round's end with burro 1 chosen and its loading panel open (only updated)."""
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    to_round_end(match)
    match.apply({"player": 0, "kind": "choose_burro", "burro": 0})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    for _ in range(200):
        app.scenes.update(FRAME)
        if scene.overlays.panel_open == "load":
            break
    return match, scene


def give_ore(match, seat, letters):
    """Ore in a sheet's stash as if claimed (tests only)."""
    sheet = match.state.sheets[seat]
    for letter in letters:
        deposit = next(d.index for d in DEPOSITS if d.mineral == letter and not sheet.claimed[d.index])
        sheet.claimed[deposit] = True
        sheet.stash.append(letter)
        sheet.crossed.append(rules.HELD)
    match.changed()


def test_a_burro_that_could_earn_more_is_sent_only_after_a_question_and_no_keeps_the_focus_off_send(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    to_round_end(match)
    give_ore(match, 0, "SSTTCB")
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.handle(Action("click", pos=scene.board.layout.burro_rects[1].center))  # burro 2: a bandit rides it
    for mineral in "SS":
        scene.controls.act(0, {"player": 0, "kind": "load", "mineral": mineral})
    scene.handle(Action("click", pos=scene.overlays.hits["load"][("send",)].center))  # both Silver go to the bandit
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and match.log[-1]["kind"] == "load"
    assert question.title == "Send burro 2 for $0?"
    assert question.lines[0] == "Adding 2 Tin, 1 Coal and 1 Borax from your Ore Stash, it would earn $24."
    assert "As it is, the bandit takes 2 Silver: -$24." in question.lines
    for _ in range(30):
        app.frame(FRAME, [])
    app.scenes.handle(Action("confirm"))  # the safe answer has the focus: keep loading
    assert app.scenes.top is scene and match.log[-1]["kind"] == "load"
    assert focused(scene) == ("unload", "S")  # the next step to the best load, not Send again
    scene.handle(Action("confirm"))
    assert match.log[-1] == {"player": 0, "kind": "unload", "mineral": "S"}
    assert focused(scene) == ("load", "T")  # one Silver is the bait: on to the cheaper ore
    for mineral in "TTC":
        scene.controls.act(0, {"player": 0, "kind": "load", "mineral": mineral})
    assert focused(scene) == ("load", "B")
    scene.handle(Action("confirm"))
    assert focused(scene) == ("send",)  # the best load is aboard
    scene.handle(Action("confirm"))  # it just goes
    assert app.scenes.top is scene and match.log[-1] == {"player": 0, "kind": "send"}
    assert match.state.sheets[0].earned[1] == 24 and match.state.sheets[0].stolen[1] == "S"


def test_a_full_burro_goes_without_a_question(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    to_round_end(match)
    give_ore(match, 0, "TTTCCBB")
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.handle(Action("click", pos=scene.board.layout.burro_rects[0].center))
    for mineral in "TTTCCB":
        scene.controls.act(0, {"player": 0, "kind": "load", "mineral": mineral})
    scene.handle(Action("button3", button=3))
    assert app.scenes.top is scene and match.log[-1] == {"player": 0, "kind": "send"}


def test_a_refused_enter_shows_the_rules_sentence_as_a_click_does(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    to_round_end(match)
    give_ore(match, 0, "TTTCCBB")
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.handle(Action("click", pos=scene.board.layout.burro_rects[0].center))
    for mineral in "TTTCCB":
        scene.controls.act(0, {"player": 0, "kind": "load", "mineral": mineral})
    focus_on(scene, ("unload", "B"))  # Borax: one more in the stash
    scene.handle(Action("right"))  # right on a loading row loads
    assert app.toasts.messages()[-1] == "Your burro is full: it carries 6. Tack and Harness would add 2."
    assert match.log[-1]["kind"] == "load" and len(match.state.sheets[0].loading) == 6
    scene.handle(Action("click", pos=scene.overlays.hits["load"][("load", "B")].center))
    assert app.toasts.messages()[-1] == "Your burro is full: it carries 6. Tack and Harness would add 2."


def test_a_die_in_the_bunkhouse_is_said_to_rest_there(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [1, 4, 5]})
    match.apply({"player": 0, "kind": "confirm"})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [2, 3]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.handle(Action("button0", button=0))  # key 1: the die that rolled a 1 last turn
    assert app.toasts.messages()[-1].startswith("That die is in the Bunkhouse: its worker rolled a 1")
    assert scene.controls.hand("kbm").held == []
    app.toasts.clear()
    scene.handle(Action("click", pos=bunkhouse_slot(0)))  # a click says the same
    assert app.toasts.messages()[-1].startswith("That die is in the Bunkhouse: its worker rolled a 1")
    assert scene.controls.hand("kbm").held == []


def legal_target(scene, seat, item) -> bool:
    """Is a focus item something Enter may use now: a free die, a legal place
    for the held dice, the store, an undoable move, Done?"""
    hand = scene.controls.hand("kbm")
    kind = item[0]
    if kind == "die":
        return item[1] in scene.controls.free_dice_of(seat)
    if kind in ("deposit", "dig", "store"):
        targets = scene.controls.deposit_targets(seat, hand.held)
        key = "store" if kind == "store" else item[1]
        return key in targets and (kind != "dig" or targets[key] in ("dig", "both"))
    if kind == "undo":
        return scene.match.undo_point(seat) is not None
    return kind in ("done", "tonic")


def test_focus_rests_only_on_legal_targets_and_never_on_undo_after_a_placement(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [3, 4, 5]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    layer = scene.controls.hand("kbm").layer
    assert not target(scene, ("undo",)).legal  # nothing to take back yet: the focus passes Undo by
    rng = random.Random(2)
    placements = 0
    for _ in range(60):
        if 0 not in match.to_act() or match.state.phase != "build":
            break
        scene.refresh_targets()
        assert all(legal_target(scene, 0, t.key) for t in layer.items if t.legal)
        assert layer.focused.legal and legal_target(scene, 0, focused(scene))
        before = len(match.log)
        kind = rng.choice(["right", "next", "left", "confirm", "confirm", "back", "button0", "button1"])
        if focused(scene) == ("done",) and kind == "confirm":
            kind = "left"
        scene.handle(Action(kind, button=int(kind[-1]) if kind.startswith("button") else None))
        if len(match.log) > before:  # a placement: the focus moves on, never onto Undo
            placements += 1
            assert focused(scene)[0] in ("die", "done")
    assert placements >= 2


def test_the_focus_after_the_last_die_is_done_and_a_second_enter_ends_the_turn(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0), Seat("Bo", 1, "bot")], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [3, 4, 5]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    for die in (0, 1, 2):
        scene.handle(Action(f"button{die}", button=die))  # pick up: the focus jumps to the best target
        assert focused(scene)[0] in ("deposit", "dig", "store")
        scene.handle(Action("confirm"))  # Enter places it
        assert match.state.sheets[0].used[die]
        assert focused(scene) == (("die", die + 1) if die < 2 else ("done",))
    scene.handle(Action("confirm"))  # a second Enter ends the turn: it takes nothing back
    assert match.state.sheets[0].confirmed and all(match.state.sheets[0].used)
    assert wait_for_human(app, scene, 0)  # the next roll starts on the first die, not on Done
    scene.refresh_targets()
    assert focused(scene) == ("die", match.state.hand[0])


def test_putting_dice_down_keeps_the_focus_off_undo(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [3, 4, 5]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    hand = scene.controls.hand("kbm")
    scene.handle(Action("button0", button=0))
    scene.handle(Action("confirm"))  # a claim: now there is something to undo
    scene.handle(Action("button1", button=1))
    assert focused(scene)[0] in ("deposit", "dig", "store")
    scene.handle(Action("back"))  # put the die down
    assert hand.held == [] and focused(scene) != ("undo",)


def test_targets_and_dice_are_big_enough_for_the_couch(app):
    from scenes.coal_n_write.layout import BUNKHOUSE, DIE, blackjack_rects, load_rects, store_rects
    from sprites.theme import MIN_DIE, MIN_TARGET

    seats = [Seat(f"P{i}", i) for i in range(6)]
    match, scene = start(app, seats, seed=2)
    layout = scene.board.layout
    targets = list(layout.deposits.values()) + list(layout.dig_areas.values()) + layout.burro_rects
    targets += list(scene.board.button_rects().values()) + [scene.board.player_row(seat) for seat in range(6)]
    targets += list(load_rects(layout.panel).values()) + store_rects(layout.store_panel, 10)
    targets += list(blackjack_rects(layout.blackjack_panel).values())
    small = [rect for rect in targets if min(rect.size) < MIN_TARGET]
    assert not small
    assert set(layout.dig_areas) == set(layout.deposits)  # every deposit's dig boxes are one big target
    assert all(layout.dig_areas[d].contains(layout.dig_boxes[(d, k)]) for (d, k) in layout.dig_boxes)
    assert DIE >= MIN_DIE and scene.board.tray.die_size >= MIN_DIE and BUNKHOUSE.h >= DIE


def test_dice_at_rest_lie_almost_square(app):
    match, scene = start(app, [Seat("Ada", 0)], seed=11)
    for _ in range(4):  # four rolls
        assert wait_for_human(app, scene, 0)
        for _ in range(30):
            app.frame(FRAME, [])
        for die in scene.board.tray.dice:
            off = (die.angle + 45) % 90 - 45
            assert abs(off) <= scene.board.tray.most_turned + 0.01 <= 5.01, f"a die at rest is turned {off:.0f} degrees"
        scene.handle(Action("button3", button=3))


def test_no_text_a_player_needs_is_under_the_couch_size(app):
    app.settings.coached.append("coal_n_write")
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    sheet = match.state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 30, [30], ["a test stake"]
    match.changed()
    to_round_end(match)
    give_ore(match, 0, "STTCB")
    match.apply({"player": 0, "kind": "choose_burro", "burro": 1})
    match.apply({"player": 0, "kind": "load", "mineral": "S"})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    with readability.watching() as heard:
        app.scenes.draw(app.canvas)  # the load panel, with its bandit note
        match.apply({"player": 0, "kind": "send"})
        match.apply({"player": CHANCE, "kind": "roll", "dice": [4, 4, 2]})
        for _ in range(200):
            app.frame(FRAME, [])  # a delivered burro with its round and cash
        scene.handle(Action("button0", button=0))
        app.scenes.draw(app.canvas)  # the tray's used and number labels, glowing targets
        scene.handle(Action("click", pos=scene.board.button_rects()["store"].center))
        app.frame(FRAME, [])
        app.scenes.draw(app.canvas)  # the store counter
    assert scene.overlays.panel_open == "store" and "round 1" in heard.caps
    assert not heard.small() and not heard.cuts


def test_tips_keep_clear_of_targets_dice_and_what_they_point_at(app):
    from scenes.coal_n_write.tips import HINTS, TEXT_SIZE, pointer

    def check(scene, key, subjects_expected=True):
        text, point = HINTS[key]
        bubble, anchor = scene.tips.place(text, point)
        glow = list(scene.tips.glow_rects(0).values())
        assert bubble.collidelist(scene.tips.clearance(0) + glow) < 0, key
        assert theme_fits(text, bubble), key
        if subjects_expected:
            assert anchor is not None, key
            start, end = pointer(bubble, anchor)
            subject = {"tray": [TRAY], "target": glow, "done": [scene.board.button_rects()["done"]]}.get(point)
            subject = subject or [
                scene.board.layout.burro_rects[b] for b in rules.unused_burros(scene.state, scene.state.sheets[0])
            ]
            assert not any(rect.clipline(start, end) for rect in subject), key
            assert abs(start[0] - end[0]) + abs(start[1] - end[1]) >= 20, key  # a pointer long enough to see
            assert any(rect.inflate(40, 40).collidepoint(anchor) for rect in subject)  # just outside one of them
            assert not any(rect.collidepoint(anchor) for rect in subject)

    def theme_fits(text, bubble):
        from sprites import theme

        return 58 + TEXT_SIZE * len(theme.wrap_lines(text, TEXT_SIZE, bubble.w - 36)) <= bubble.h

    from scenes.coal_n_write.layout import TRAY

    match = Match(coal_n_write.SPEC, [Seat("Ada", 0), Seat("Bo", 1, "bot")], 8, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [1, 2, 3]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    check(scene, "tray")
    for die in (0, 1, 2):
        scene.handle(Action(f"button{die}", button=die))
        check(scene, "target")
        scene.handle(Action("confirm"))
        assert wait_for_human(app, scene, 0)
    assert not scene.controls.free_dice_of(0)
    check(scene, "done")
    check(scene, "blackjack", subjects_expected=False)

    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    to_round_end(match)
    give_ore(match, 0, "STC")
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    check(scene, "load")


def test_the_humans_up_change_when_the_shared_keyboard_passes_to_the_next_player(app):
    """What the table kit's hand-off banner reads: on one roll, the keyboard
    builds for Ada, then for Bo once Ada is done; Cy's own pad builds at once."""
    app.input.pads_by_id[4] = FakePad(4)
    seats = [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2, controller="pad:4"), Seat("Di", 3, "bot")]
    match, scene = start(app, seats, seed=5)
    assert wait_for_human(app, scene, 0)
    assert scene.humans_up() == [0, 2] and scene.board.shown == 0
    press_done(app, scene)  # Ada is done: the keyboard now builds for Bo
    app.frame(FRAME, [])
    assert scene.humans_up() == [1, 2] and scene.board.shown == 1
    scene.handle(Action("click", pos=scene.board.player_row(0).center))  # a look at Ada's sheet hands nothing over
    assert scene.humans_up() == [1, 2]


def test_each_roll_the_shared_keyboard_starts_again_from_the_first_player_and_names_them(app):
    """Two people on one keyboard: Bo, the last to build, does not carry on
    into the next roll unannounced; the keyboard goes back to Ada, her sheet
    comes up and the banner names her, as the recap does."""
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1), Seat("Di", 2, "bot")], seed=5)
    assert wait_for_human(app, scene, 0)
    press_done(app, scene)  # Ada is done: the keyboard builds for Bo
    app.frame(FRAME, [])
    assert scene.humans_up() == [1] and scene.board.shown == 1
    press_done(app, scene)  # Bo is done: the next roll
    assert wait_for_human(app, scene, 0)
    assert scene.board.shown == 0 and scene.humans_up() == [0]
    assert scene.hand_off_text == "Ada, your turn" and scene.hand_off_left > 0


def test_loading_on_one_keyboard_also_starts_from_the_first_player(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0), Seat("Bo", 1)], 13, {})
    for dice in ([1, 4, 4], [1, 5]):
        match.apply({"player": CHANCE, "kind": "roll", "dice": dice})
        for seat in list(match.to_act()):
            match.apply({"player": seat, "kind": "confirm"})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [1]})  # the last worker
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    press_done(app, scene)  # Ada is done, then Bo, the last to finish the round
    app.frame(FRAME, [])
    assert scene.board.shown == 1
    press_done(app, scene)
    assert wait_for_human(app, scene, 0) and match.state.phase == "load"
    assert scene.board.shown == 0 and scene.humans_up() == [0]


def test_a_bots_next_move_is_framed_on_its_sheet_in_its_colour(app):
    from game.coal_n_write.content import TUNNEL_DEPOSITS
    from sprites import theme

    match = Match(coal_n_write.SPEC, [Seat("Ada", 0), Seat("Tess", 1, "bot")], 21, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [2, 3, 6]})
    match.apply({"player": 0, "kind": "confirm"})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    scene.stalled = True  # the bot waits, as the kit holds it at a relaxed pace
    silver = TUNNEL_DEPOSITS[0][0]
    app.frame(FRAME, [])
    assert scene.overlays.preview_rects() == []
    scene.bot_preview = (1, {"player": 1, "kind": "claim", "deposit": silver, "dice": [2]})
    app.frame(FRAME, [])
    assert scene.board.shown == 1  # nobody building: the large sheet is the bot's
    rect = scene.board.layout.deposits[silver]
    assert scene.overlays.preview_rects() == [rect]
    assert [die.key for die in scene.board.tray.dice if die.highlight] == [2]
    colour = theme.player_colour(match.seats[1].colour, app.settings.colour_blind)
    ring = [app.canvas.get_at((rect.centerx, rect.top - dy))[:3] for dy in range(4, 12)]
    assert colour in ring
    scene.bot_preview = (1, {"player": 1, "kind": "dig", "deposit": silver, "die": 0})
    assert scene.overlays.preview_rects() == [scene.board.layout.dig_boxes[(silver, 0)].inflate(8, 8)]
    scene.bot_preview = None
    assert scene.overlays.preview_rects() == []


def test_a_hint_for_a_person_frames_the_button_they_would_press_and_lifts_its_dice(app):
    """The hint reuses bot_preview with the person's own seat: with the load
    board or the store counter open, the frame sits on its + / - / Send or
    the item's row, not under the board."""
    from scenes.coal_n_write.layout import load_rects, store_rects

    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [2, 5, 6]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    hint = coal_n_write.SPEC.bots["strong"](0).choose(match.view(0), 0)
    assert hint["kind"] == "claim"
    scene.bot_preview = (0, hint)
    app.frame(FRAME, [])
    assert scene.overlays.preview_rects() == [scene.board.layout.deposits[hint["deposit"]]]
    assert sorted(die.key for die in scene.board.tray.dice if die.highlight) == sorted(hint["dice"])

    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [4, 4, 2]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.bot_preview = (0, {"player": 0, "kind": "store", "item": "varmint", "die": 0})
    app.frame(FRAME, [])
    assert scene.overlays.preview_rects() == [scene.board.button_rects()["store"]]
    scene.handle(Action("button0", button=0))
    scene.handle(Action("click", pos=scene.board.button_rects()["store"].center))
    app.frame(FRAME, [])
    assert scene.overlays.panel_open == "store"
    items = rules.store_items(True)
    row = store_rects(scene.board.layout.store_panel, len(items))[items.index("varmint")]
    assert scene.overlays.preview_rects() == [row]

    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    to_round_end(match)
    give_ore(match, 0, "STTCB")
    match.apply({"player": 0, "kind": "choose_burro", "burro": 0})
    match.apply({"player": 0, "kind": "load", "mineral": "B"})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    buttons = load_rects(scene.board.layout.panel)
    for move, where in (
        ({"player": 0, "kind": "load", "mineral": "S"}, ("load", "S")),
        ({"player": 0, "kind": "unload", "mineral": "B"}, ("unload", "B")),
        ({"player": 0, "kind": "send"}, ("send",)),
    ):
        scene.bot_preview = (0, move)
        app.frame(FRAME, [])
        assert scene.overlays.panel_open == "load" and scene.overlays.preview_rects() == [buttons[where]]
    scene.bot_preview = (0, {"player": 0, "kind": "choose_burro", "burro": 2})
    assert scene.overlays.preview_rects() == [scene.board.layout.burro_rects[2]]  # the burros lie below the board


def test_the_store_focus_skips_what_the_die_cannot_buy(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0), Seat("Bo", 1, "bot")], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [4, 4, 2]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    hand = scene.controls.hand("kbm")
    scene.handle(Action("button0", button=0))
    focus_on(scene, ("store",))
    scene.handle(Action("confirm"))  # opens the counter
    assert hand.panel == "store"
    from scenes.coal_n_write.panels import store_rows

    rows = store_rows(match.state, 0, 0, hand.choice)
    assert any(row["problem"] for row in rows)  # with $0, most goods are out of reach
    seen = set()
    for _ in range(2 * len(rows)):
        row = rows[focused(scene)[1]]
        assert not row["problem"], row["label"]
        seen.add(row["item"])
        scene.handle(Action("next"))
    assert "varmint" in seen


def test_each_tray_die_shows_its_number_key_over_the_focus_frame(app):
    """The keyboard picks dice with 1, 2, 3: each tray die wears its number on a
    badge that the blue focus frame never hides."""
    match, scene = start(app, [Seat("Ada", 0)], seed=5)
    assert wait_for_human(app, scene, 0)
    for _ in range(120):
        app.frame(FRAME, [])
    for die in scene.board.tray.dice:
        focus_on(scene, ("die", die.key))
        app.frame(FRAME, [])
        badge = next(p.rect for p in scene.board.labels.placed if p.text == str(die.key + 1))
        assert die_rect(die.position).inflate(70, 70).contains(badge), die.key  # beside its own die
        ring = (badge.centerx + 12, badge.centery)  # the badge's gold rim
        assert tuple(app.canvas.get_at(ring))[:3] == theme.GOLD_LIGHT, die.key


def test_send_looks_unavailable_until_a_burro_is_chosen_and_a_press_still_says_why(app):
    from scenes.coal_n_write.layout import load_rects
    from scenes.coal_n_write.panels import UNAVAILABLE

    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    to_round_end(match)
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)

    def fills() -> tuple:
        app.frame(FRAME, [])
        send, done = load_rects(scene.board.layout.panel)[("send",)], scene.board.button_rects()["done"]
        return tuple(tuple(app.canvas.get_at((r.left + 10, r.centery)))[:3] for r in (send, done))

    assert fills() == (UNAVAILABLE, UNAVAILABLE)  # both Send buttons grey while no burro is chosen
    for send in (load_rects(scene.board.layout.panel)[("send",)], scene.board.button_rects()["done"]):
        app.toasts.clear()
        scene.handle(Action("click", pos=send.center))
        assert app.toasts.messages() == ["Choose an unused burro first."]
    assert match.state.phase == "load" and match.state.sheets[0].chosen == -1
    scene.handle(Action("click", pos=scene.board.layout.burro_rects[2].center))
    assert match.state.sheets[0].chosen == 2
    assert UNAVAILABLE not in fills()  # a chosen burro may be sent: both look ready
    sent = len(match.log)
    scene.handle(Action("click", pos=scene.board.button_rects()["done"].center))  # and Send burro sends it
    assert isinstance(app.scenes.top, ConfirmScene) or len(match.log) > sent


def test_burro_7_is_printed_only_on_a_sheet_whose_store_sells_it():
    import pygame

    from scenes.coal_n_write import sheet as printed
    from scenes.coal_n_write.layout import SheetLayout

    layout = SheetLayout(pygame.Rect(0, 0, 950, 650))
    surface = pygame.Surface((950, 650))
    with readability.watching() as sold:
        printed._print_burros(surface, layout, False, False, burro7_sold=True)
    assert "Burro #7" in sold.caps
    with readability.watching() as unsold:
        printed._print_burros(surface, layout, False, False, burro7_sold=False)
    assert "Burro #7" not in unsold.caps and "6" in unsold.caps


def test_the_chosen_burro_clicked_again_goes_on_to_loading_it_without_a_move(app):
    match, scene = loading_burro_0(app)
    app.scenes.draw(app.canvas)
    before, toasts = list(match.log), list(app.toasts.messages())
    scene.handle(Action("click", pos=scene.board.layout.burro_rects[0].center))
    assert match.log == before and app.toasts.messages() == toasts  # nothing to choose, nothing refused
    assert focused(scene) == ("send",)  # the first row to load from: none, with the Ore Stash empty


def press_enter(app, scene) -> list[dict]:
    """One Enter on the table (and Yes to a question it asks first); the moves it made, after
    checking they are what the focused target makes or begins."""
    settle(app, scene)  # a press right after a round's end is not a choice
    scene.refresh_targets()
    focus = scene.controls.hand("kbm").layer.focused
    before = len(scene.match.log)
    scene.handle(Action("confirm"))
    if isinstance(app.scenes.top, ConfirmScene):  # Send with slots left: the question, then the move
        app.scenes.top.yes()
    made = scene.match.log[before:]
    assert len(made) <= 1, "one press does one thing"
    if made:
        assert focus is not None and focus.makes(made[0]), (focus and focus.key, made[0])
    return made


def test_enter_alone_makes_just_the_focused_targets_move_through_a_round_with_a_bot(app):
    """What is focused is what Enter plays, one move a press at most, through a whole round:
    building, loading and sending a burro, and the next round's first turn."""
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")], seed=3)
    kinds, idle = set(), 0
    for _ in range(600):
        if "send" in kinds and match.state.phase == "build" or not wait_for_human(app, scene, 0):
            break
        made = press_enter(app, scene)
        kinds.update(move["kind"] for move in made)
        idle = 0 if made else idle + 1
        assert idle < 8, f"Enter alone goes on: stuck on {focused(scene)}"
        app.frame(FRAME, [])
    assert {"claim", "choose_burro", "load", "send", "confirm"} <= kinds, kinds


def rolled_for_ada(app, dice: list[int]):
    """Ada against a bot (seed 8) on a roll of `dice`: her turn, her first die picked up."""
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0), Seat("Bo", 1, "bot")], 8, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": dice})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.handle(Action("button0", button=0))
    return match, scene


def test_a_click_where_the_rules_refuse_says_why_and_changes_nothing(app):
    match, scene = rolled_for_ada(app, [1, 2, 3])
    hardest = max(rules.open_deposits(match.state.sheets[0]), key=lambda d: DEPOSITS[d].number)
    spot = target(scene, ("deposit", hardest))
    assert not spot.legal and spot.move == {"player": 0, "kind": "claim", "deposit": hardest, "dice": [0]}
    log, held, focus, state = list(match.log), list(scene.controls.hand("kbm").held), focused(scene), match.state
    scene.handle(Action("click", pos=spot.rect.center))
    assert app.toasts.messages()[-1] == rules.claim_problem(state, state.sheets[0], hardest, [0])
    assert match.log == log and scene.controls.hand("kbm").held == held and focused(scene) == focus


def test_with_the_ore_stash_full_a_claim_with_a_die_to_spare_keeps_both_dice_held(app):
    """The full stash is the refusal: the spare die is not put down for a claim that can't come."""
    match, scene = rolled_for_ada(app, [6, 5, 2])
    sheet = match.state.sheets[0]
    left = sheet.spots_left()
    sheet.stash.extend(["C"] * left)
    sheet.crossed.extend([HELD] * left)
    match.changed()
    scene.handle(Action("button1", button=1))
    coal = next(d for d in rules.open_deposits(sheet) if DEPOSITS[d].number == 5)
    scene.handle(Action("click", pos=target(scene, ("deposit", coal)).rect.center))
    assert "Ore Stash is full" in app.toasts.messages()[-1]
    assert sorted(scene.controls.hand("kbm").held) == [0, 1]


def test_a_claim_with_a_die_to_spare_says_which_dice_claim_it_and_puts_the_spare_down(app):
    """Holding the 6 and the 5, a click on the Coal 5 is refused by name; the 6 is put down, so a
    second click claims with the 5 alone."""
    match, scene = rolled_for_ada(app, [6, 5, 2])
    scene.handle(Action("button1", button=1))
    coal = next(d for d in rules.open_deposits(match.state.sheets[0]) if DEPOSITS[d].number == 5)
    spot = target(scene, ("deposit", coal))
    scene.handle(Action("click", pos=spot.rect.center))
    assert app.toasts.messages()[-1] == "Coal 5 needs only your 5, not your 6: claim it with that die alone."
    assert scene.controls.hand("kbm").held == [1] and match.log[-1]["kind"] == "roll", "the 6 put down, nothing made"
    scene.handle(Action("click", pos=target(scene, ("deposit", coal)).rect.center))
    assert match.log[-1] == {"player": 0, "kind": "claim", "deposit": coal, "dice": [1]}


def test_enter_pressed_over_and_over_into_a_rounds_end_never_chooses_or_loads_a_burro(app):
    """A key held or pressed again and again from the last Done on is not a choice: the table
    takes Enter again only once the player has let it rest, and then one press does one thing."""
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 14, {})
    give_ore(match, 0, "SSSTTC")
    for dice in ([1, 4, 4], [1, 5]):
        match.apply({"player": CHANCE, "kind": "roll", "dice": dice})
        match.apply({"player": 0, "kind": "confirm"})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [1]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    still = 0
    for _ in range(120):  # two seconds of Enter, a press a frame: the last die, Done, and on
        scene.handle(Action("confirm"))
        app.frame(FRAME, [])
        still += match.state.phase == "load" and not scene.busy()
    assert still * FRAME > 1 and match.log[-1]["kind"] == "confirm"  # pressed on well past the round's end
    assert match.state.sheets[0].chosen == -1 and not match.state.sheets[0].loading
    for _ in range(60):  # the player rests a moment: the next press is theirs
        app.frame(FRAME, [])
    scene.handle(Action("confirm"))
    assert match.log[-1] == {"player": 0, "kind": "choose_burro", "burro": 0}
    scene.handle(Action("confirm"))  # on to loading: no move
    assert match.log[-1]["kind"] == "choose_burro" and focused(scene) == ("load", "S")


def test_a_blackjack_die_takes_no_hit_from_a_key_still_pressed(app):
    match, scene = sitting_down_at_blackjack(app)
    for _ in range(90):  # the die is thrown while Enter is pressed again and again
        scene.handle(Action("confirm"))
        app.frame(FRAME, [])
    assert match.state.sheets[0].blackjack and match.log[-1]["kind"] == "blackjack_die"
    settle(app, scene)
    safe = "hit" if hit_odds(match.state, 0).bust == 0 else "stay"
    scene.handle(Action("confirm"))  # a press after a rest: the focused choice, the safe one
    assert match.log[-1] == {"player": 0, "kind": safe}


def test_a_die_put_down_hands_the_focus_to_a_free_die_never_to_done(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [3, 4, 5]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.handle(Action("button2", button=2))  # the last die up, and down again
    scene.handle(Action("button2", button=2))
    assert focused(scene) == ("die", 0)  # Enter now picks a die up; it never ends the turn with three unused
    scene.handle(Action("confirm"))
    assert scene.controls.hand("kbm").held == [0] and not match.state.sheets[0].confirmed


def test_the_recap_card_keeps_off_the_ore_stash_and_the_turn_line(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot", "easy"), Seat("Cy", 2, "bot", "easy")], seed=1)
    assert scene.reading_rects()[:2] == [scene.board.layout.stash, scene.board.status_rect()]
    helper = coal_n_write.SPEC.bots["strong"](1)
    for _ in range(1200):
        app.frame(FRAME, [])
        card = scene.recap_card
        if card is not None and card.shown is not None:
            break
        if 0 in scene.human_to_act() and not scene.busy():
            scene.try_move(helper.choose(match.view(0), 0))
    assert card is not None and card.shown is not None, "the others' moves are told when the turn comes round"
    assert not card.shown.colliderect(scene.board.layout.stash)
    assert not card.shown.colliderect(scene.board.status_rect())


def test_done_with_dice_left_asks_first_naming_them_and_enter_over_and_over_never_ends_the_turn(app):
    """Done while dice could still be used asks, "Not yet" focused, with the rules' line naming
    them; "Not yet" puts the focus on a die. Enter pressed again and again goes on through the
    turn one move a press, and ends it only once no die is left to use."""
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [3, 4, 5]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    uses = rules.dice_uses(match.state, 0)
    assert sorted(uses) == [0, 1, 2]
    focus_on(scene, ("done",))
    app.scenes.handle(Action("confirm"))
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and question.menu.focus == 1  # "Not yet"
    assert (question.title, question.lines) == rules.done_question(uses, match.state.dice)
    assert "3, 4 and 5" in question.lines[0]
    for _ in range(30):
        app.frame(FRAME, [])
    app.scenes.handle(Action("confirm"))  # the safe answer
    assert app.scenes.top is scene and not match.state.sheets[0].confirmed
    assert focused(scene)[0] == "die"
    for _ in range(240):  # four seconds of Enter, a press a frame
        left = rules.dice_uses(match.state, 0) if match.state.phase == "build" else {}
        before = len(match.log)
        app.scenes.handle(Action("confirm"))
        app.frame(FRAME, [])
        if any(move["kind"] == "confirm" for move in match.log[before:]):
            assert not left, "Enter ended the turn with dice still to use"
            break
    assert match.state.sheets[0].confirmed or match.log[-1]["kind"] == "confirm"


def test_done_with_dice_left_ends_the_turn_when_the_player_says_so(app):
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 9, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [3, 4, 5]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    scene.handle(Action("button3", button=3))  # the Done key
    assert isinstance(app.scenes.top, ConfirmScene) and match.log[-1]["kind"] == "roll"
    app.scenes.top.yes()
    assert match.log[-1] == {"player": 0, "kind": "confirm"}


def test_the_blackjack_focus_rests_on_the_call_a_press_cannot_lose_by(app):
    """While a hit can't go bust the focus is on Hit (staying pays no more than any later total
    up to 21 would); once it can, on Stay; Enter pressed then stays."""
    from game.coal_n_write.content import blackjack_payout

    pays = [blackjack_payout(total)["cash"] for total in range(2, 22)]
    assert pays == sorted(pays), "up to 21 a bigger total never pays less: a hit that can't bust is safe"
    match, scene = sitting_down_at_blackjack(app)
    scene.on_events(match.apply({"player": CHANCE, "kind": "blackjack_die", "seat": 0, "die": 2}))  # 4 showing
    settle(app, scene)
    scene.refresh_targets()
    assert focused(scene) == ("hit",)
    scene.handle(Action("confirm"))
    assert match.log[-1] == {"player": 0, "kind": "hit"}
    scene.on_events(match.apply({"player": CHANCE, "kind": "blackjack_die", "seat": 0, "die": 4}))  # 12: may bust
    settle(app, scene)
    scene.refresh_targets()
    assert focused(scene) == ("stay",)
    scene.handle(Action("confirm"))
    assert match.log[-1] == {"player": 0, "kind": "stay"} and match.state.sheets[0].blackjack is None


def test_a_die_in_hand_and_a_focused_die_look_different_from_the_couch(app):
    """A die in hand wears a whole gold band; the keyboard's focus on a die marks only its
    corners in blue: a focused die never looks picked up."""
    match, scene = start(app, [Seat("Ada", 0, "human")])
    assert wait_for_human(app, scene, 0)
    focus_on(scene, ("die", 0))
    app.scenes.handle(Action("confirm"))  # die 1 in hand
    focus_on(scene, ("die", 1))  # the focus on die 2, not in hand
    assert scene.controls.hand("kbm").held == [0]
    app.frame(FRAME, [])
    app.scenes.draw(app.canvas)
    where = {die.key: die.position for die in scene.board.tray.dice}

    def band_share(position, colour) -> float:
        """How much of the middle of the top of a die's band is `colour`."""
        ring = held_ring(position)
        y = ring.top + HELD_RING // 2
        pixels = [app.canvas.get_at((x, y))[:3] for x in range(ring.left + 16, ring.right - 16)]
        return sum(all(abs(a - b) < 30 for a, b in zip(pixel, colour)) for pixel in pixels) / len(pixels)

    assert band_share(where[0], theme.GOLD) > 0.8, "the die in hand: a gold band"
    assert band_share(where[1], theme.GOLD) < 0.2, "the focused die wears no gold band"
    frame = die_rect(where[1]).inflate(12, 12)
    corner, edge = (
        app.canvas.get_at((frame.left + 2, frame.top + 2))[:3],
        app.canvas.get_at((frame.centerx, frame.top + 1))[:3],
    )
    assert corner == FOCUS_BLUE and edge != FOCUS_BLUE, "the focus marks the die's corners only"


def test_the_ore_stash_shows_ore_loaded_on_the_burro_as_gone_at_once(app):
    """The moment ore goes on the burro, its stash spot is marked out, as the loading board's
    count already says: the Ore Stash shows what the state says, not what it will say after Send."""
    match, scene = loading_burro_0(app)
    give_ore(match, 0, "SS")
    sheet = match.state.sheets[0]
    spot = next(i for i, (letter, mark) in enumerate(zip(sheet.stash, sheet.crossed)) if mark == rules.HELD)
    rect = scene.board.layout.stash_spots[spot]

    def stash_spot() -> bytes:
        app.scenes.update(FRAME)
        app.scenes.draw(app.canvas)
        return pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")

    held = stash_spot()
    scene.controls.act(0, {"player": 0, "kind": "load", "mineral": sheet.stash[spot]})
    assert match.state.sheets[0].loading == [sheet.stash[spot]]
    marked = stash_spot() != held
    assert marked, "the loaded ore is marked out of the stash at once"
    scene.controls.act(0, {"player": 0, "kind": "unload", "mineral": sheet.stash[spot]})
    back = stash_spot() == held
    assert back, "and back in it when unloaded"


def test_dice_resting_in_the_bunkhouse_are_dice_no_overlay_covers(app):
    """A card, tip or toast keeps off every die: the tray's and those waiting in the Bunkhouse."""
    match, scene = start(app, [Seat("Ada", 0)], seed=9)
    helper = coal_n_write.SPEC.bots["strong"](0)
    for _ in range(1200):
        app.frame(FRAME, [])
        if scene.board.bunkhouse_rects():
            break
        if 0 in scene.human_to_act() and not scene.busy():
            scene.try_move(helper.choose(match.view(0), 0))
    bunked = list(scene.board.bunkhouse_rects().values())
    assert bunked and all(rect in scene.dice_rects() for rect in bunked)
    assert all(rect in scene.keep_seen("card") for rect in bunked)


def test_the_players_list_says_who_still_has_the_roll_to_play_and_nothing_before_it_rolls(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot", "easy")])
    assert CHANCE in match.to_act()
    assert [scene.board.status(seat, match.to_act()) for seat in (0, 1)] == ["", ""]  # not "done" yet
    match.apply({"player": CHANCE, "kind": "roll", "dice": [4, 2, 1]})
    assert [scene.board.status(seat, match.to_act()) for seat in (0, 1)] == ["to play", "bot"]
    match.apply({"player": 0, "kind": "confirm"})
    assert scene.board.status(0, match.to_act()) == "done"


def test_a_players_row_is_drawn_again_only_when_it_changes(app, monkeypatch):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)])
    drawn: list[int] = []
    real = theme.draw_player_badge
    monkeypatch.setattr(theme, "draw_player_badge", lambda *args, **kw: drawn.append(1) or real(*args, **kw))
    screen = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    scene.board.draw_players(screen)
    scene.board.draw_players(screen)
    assert len(drawn) == 2  # one badge a row, drawn once: the second frame blits the rows as they were
    scene.board.shown = 1 - scene.board.shown
    scene.board.draw_players(screen)
    assert len(drawn) == 4  # the other sheet shown: both rows' frames change


def test_the_table_and_the_shown_print_are_one_picture_drawn_again_when_the_line_or_the_sheet_changes(app, monkeypatch):
    from scenes.coal_n_write import board as board_module

    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)])
    board, screen = scene.board, pygame.Surface((theme.WIDTH, theme.HEIGHT))
    made = []
    real = board._draw_table
    board._draw_table = lambda status, printed: made.append(status) or real(status, printed)
    board.draw_table(screen)
    board.draw_table(screen)
    assert len(made) == 1  # a still table: its picture as it was
    fresh = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    fresh.blit(theme.backdrop("wood"), (0, 0))
    theme.draw_text(fresh, "Coal n' Write", (14, 8), 40, theme.GOLD, shadow=True, display=True)
    line = board.status_text()
    theme.draw_text(fresh, line, (SHEET.right, 12), board_module.STATUS_SIZE, theme.CREAM, "topright", shadow=True)
    fresh.blit(printed_sheet(board.layout, match.state, board.shown), SHEET.topleft)
    board.tray.draw_background(fresh)
    kept = real(line, printed_sheet(board.layout, match.state, board.shown))
    same = pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")
    assert same  # the kept picture is the one drawn part by part
    board.shown = 1  # the other sheet, printed alike: the same picture
    board.draw_table(screen)
    assert len(made) == 1
    other = pygame.Surface(SHEET.size)  # a sheet printed otherwise (a tack, Burro #7)
    monkeypatch.setattr(board_module, "printed_sheet", lambda layout, state, seat: other)
    board.draw_table(screen)
    assert len(made) == 2
    monkeypatch.setattr(board, "status_text", lambda: "Round 2 of 6, turn 1")  # a new turn line
    board.draw_table(screen)
    assert made[-1] == "Round 2 of 6, turn 1" and len(made) == 3


def test_the_places_targets_are_made_again_only_when_the_dice_held_or_the_table_change(app, monkeypatch):
    from scenes.coal_n_write import targets

    match = Match(coal_n_write.SPEC, [Seat("Ada", 0), Seat("Bo", 1, "bot")], 8, {})
    match.apply({"player": CHANCE, "kind": "roll", "dice": [1, 2, 3]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    assert wait_for_human(app, scene, 0)
    for _ in range(300):  # Bo builds on the same roll: until he is done
        if match.to_act() == [0] and not scene.busy():
            break
        app.frame(FRAME, [])
    made = []
    make = targets._place_targets
    monkeypatch.setattr(
        targets, "_place_targets", lambda scene, hand: made.append(list(hand.held)) or make(scene, hand)
    )
    app.frame(FRAME, [])  # a still table: the hundred places are not made again
    assert made == []
    state = match.state
    deposit = min(rules.open_deposits(state.sheets[0]))
    assert target(scene, ("deposit", deposit)).move is None  # nothing held: the rules' sentence
    die = state.hand[0]
    scene.handle(Action(f"button{die}", button=die))  # a die picked up: the deposit now claims with it
    assert target(scene, ("deposit", deposit)).move == {"player": 0, "kind": "claim", "deposit": deposit, "dice": [die]}
    assert made == [[die]]
