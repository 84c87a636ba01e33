"""Guard rails at the couch on the Bindle Rails Express mat: ending a turn that gives
something up (a die that could still finish a use, a payment part made) asks first and says what, every refused move answers with
the rules' own sentence, and the keyboard focus only ever rests on a target the
rules allow (never on Undo after a move, where a second Enter would take it back)."""

import pygame
import pytest

from game.bindle_rails import SPEC, bots, rules, turn_end
from game.core import CHANCE
from game.match import Match, Seat
from game.settings import Settings
from scenes.app import App
from scenes.bindle_rails import layout as L
from scenes.bindle_rails.scene import BindleRailsScene
from scenes.bindle_rails.targets import INFO, KEYS_SAID, UNDO
from scenes.kit.confirm import ConfirmScene
from scenes.kit.explain import DWELL_SECONDS
from scenes.kit.input import Action
from sprites import readability, theme

from bot_searches import ask_hint

FRAME = 1 / 20  # a third of a 60 Hz screen's frames: the same animations, a third of the work


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=2.0))


def start(app, options=None, seed=4):
    match = Match(SPEC, [Seat("Ada", 0, "human")], seed, options or {})
    scene = BindleRailsScene(app, match)
    app.scenes.reset(scene)
    return match, scene


def focus_is_legal(scene) -> bool:
    """While the table takes input, the focus is on a target the rules allow (or nowhere)."""
    if not scene.controls.spots or scene.layer.focus_key is None:
        return True
    spot = scene.layer.focused
    return spot is not None and spot.legal


def wait_idle(app, scene, limit=2000):
    for _ in range(limit):
        if scene.idle():
            return
        app.frame(FRAME, [])
        assert focus_is_legal(scene), scene.layer.focus_key


def to_phase(app, match, scene, phase):
    bot = bots.StrongBot(1)
    while match.state.phase != phase:
        wait_idle(app, scene)
        if match.state.phase != phase:
            scene.try_move(bot.choose(match.view(0), 0))
    wait_idle(app, scene)


def press(app, kind, **fields):
    app.scenes.handle(Action(kind, **fields))


def frames(app, count):
    for _ in range(count):
        app.frame(FRAME, [])


def spot(scene, key):
    """The target at `key` now (the spots are laid out afresh if the table moved on)."""
    scene.refresh_targets()
    return scene.layer.find(key)


def click(app, scene, key):
    target = spot(scene, key)
    assert target is not None, key
    press(app, "click", pos=target.rect.center)


def answer(app, label):
    frames(app, 30)  # a question ignores presses for a moment
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    button = next(item for item in question.menu.items if getattr(item, "label", "") == label)
    press(app, "click", pos=button.rect.center)


def refusal(match, move) -> str:
    sentence = rules.RULEBOOK.problem(match.state, {"player": 0, **move})
    assert sentence, move
    return sentence


# --- ending a turn that gives something up ---------------------------------------------------
def start_at(app, phase, seed=4):
    """The table opened on a match the strong bot played up to `phase` unseen (as Continue opens
    a saved game): no animation to wait through."""
    match = Match(SPEC, [Seat("Ada", 0, "human")], seed, {})
    bot = bots.StrongBot(1)
    while match.state.phase != phase:
        match.chance() if CHANCE in match.to_act() else match.apply(bot.choose(match.view(0), 0))
    scene = BindleRailsScene(app, match)
    app.scenes.reset(scene)
    wait_idle(app, scene)
    return match, scene


def spend_by_bot_until(app, match, scene, done) -> None:
    """The strong bot's moves (through the table) until `done(state)`: a seeded turn half spent."""
    bot = bots.StrongBot(1)
    while not done(match.state):
        move = bot.choose(match.view(0), 0)
        assert move["kind"] != "end_turn", "the bot's turn ended first"
        scene.try_move(move)
        wait_idle(app, scene)


def test_ending_with_usable_dice_asks_says_what_is_lost_and_waits_for_an_answer(app):
    match, scene = start_at(app, "spend")
    spare = rules.spare_dice(match.state)
    assert spare and turn_end.turn_end(match.state).could_finish
    logged = list(match.log)
    click(app, scene, ("button", "end"))
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and match.log == logged
    assert question.lines == turn_end.question_lines(match.state)  # the hint's facts, said in full
    text = " ".join(question.lines)
    assert all(rules.die_label(match.state.event_faces[die]) in text for die in spare)
    assert "could still finish route 1" in text  # what the dice could still pay for
    assert question.menu.focus == 1, "the safe answer has the focus"
    frames(app, 600)  # ten seconds: the question does not expire by itself
    assert app.scenes.top is question and match.log == logged
    answer(app, "Not yet")
    assert app.scenes.top is scene and match.log == logged
    click(app, scene, ("button", "end"))
    answer(app, "End turn")
    assert match.log[-1]["kind"] == "end_turn"


def test_a_payment_part_made_with_every_die_placed_asks_too_and_no_sends_the_focus_to_a_safe_place(app):
    """Seed 6's first turn: the gear 2 waits on Tech 4 (2 of 3 gears) and the engines build route 1.
    No die is left unplaced, yet End turn would throw the gear away: it asks, and says so."""
    match, scene = start_at(app, "spend", seed=6)
    gear = next(d for d in range(3) if rules.die_label(match.state.event_faces[d]) == "gear 2")
    scene.try_move({"player": 0, "kind": "assign", "die": gear, "use": "tech"})
    spend_by_bot_until(app, match, scene, lambda state: state.built == 1)
    assert not rules.spare_dice(match.state) and match.state.event_place[gear] == "pend"
    click(app, scene, ("button", "end"))  # by a click, the focus rests on End turn
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    assert question.lines == ["Paid, but lost at the turn's end: 2 of 3 gears for Tech 4."]
    with readability.watching() as audit:  # the mat says the gears the same way, at a readable size
        scene.draw(app.canvas)
    assert "2 of 3 gears" in audit.caps and audit.caps["2 of 3 gears"] >= readability.MIN_CAP
    answer(app, "Not yet")
    assert app.scenes.top is scene and match.log[-1]["kind"] == "assign"
    assert scene.layer.focus_key == ("e", gear), "the die waiting on its use, not End turn"
    press(app, "confirm")  # a second Enter asks nothing: it takes the gear back
    assert app.scenes.top is scene and match.log[-1] == {"player": 0, "kind": "unassign", "die": gear}


def test_each_key_keeps_one_meaning_after_the_last_roll(app):
    """X (or 3) only rerolls and Y (or 4) only keeps all: pressed on after the last roll, when
    the dice are to be spent, neither ends the turn nor takes a move back; each says what it is
    for, and the buttons there show no key."""
    match, scene = start_at(app, "event_keep")
    while match.state.phase == "event_keep":
        fresh = next(d for d, place in enumerate(match.state.event_place) if place == "tray")
        click(app, scene, ("e", fresh))  # keep one die, and roll the rest again
        press(app, "button2", button=2)
        wait_idle(app, scene)
    click(app, scene, ("e", next(d for d, place in enumerate(match.state.event_place) if place == "keep")))
    click(app, scene, ("use", "bp"))
    wait_idle(app, scene)
    assert match.state.phase == "spend" and scene.can_undo()
    logged = list(match.log)
    for kind, button in (("button2", 2), ("button3", 3)):
        press(app, kind, button=button)
        assert app.scenes.top is scene and match.log == logged
    assert app.toasts.messages().count(KEYS_SAID) >= 1
    assert spot(scene, ("button", "end")).label == "End turn" and spot(scene, UNDO).label == "Undo"


def test_no_question_once_ending_gives_nothing_up(app):
    match, scene = start_at(app, "spend")
    bot = bots.StrongBot(1)
    while (move := bot.choose(match.view(0), 0))["kind"] != "end_turn":
        scene.try_move(move)
        wait_idle(app, scene)
    assert not turn_end.turn_end(match.state).costly
    assert spot(scene, ("button", "end")).glow  # End turn is the move to make now
    assert scene.layer.focus_key == ("button", "end")  # so the focus is there: Enter ends the turn
    press(app, "confirm")
    assert app.scenes.top is scene and match.log[-1]["kind"] == "end_turn"


def test_with_every_die_used_the_prompt_asks_for_no_die(app):
    match, scene = start_at(app, "spend")
    assert scene.overlays.prompt_text().endswith("Pick up a die, or End turn")
    for die, place in enumerate(match.state.event_place):
        if place == "keep":
            scene.try_move({"player": 0, "kind": "assign", "die": die, "use": "bp"})
            wait_idle(app, scene)
    assert "keep" not in match.state.event_place
    assert scene.overlays.prompt_text().endswith("Every die is used: End turn")


def test_enter_on_the_question_keeps_playing(app):
    match, scene = start_at(app, "spend")
    logged = list(match.log)
    click(app, scene, ("button", "end"))
    frames(app, 30)
    press(app, "confirm")  # the safe answer has the focus
    assert app.scenes.top is scene and match.log == logged
    assert scene.layer.focused.group == "e" and scene.layer.focused.glow, "then on a die still to spend"


# --- refused moves answer with the rules' sentence ------------------------------------------
def test_a_refused_use_shows_the_rules_sentence_and_keeps_the_die_in_hand(app):
    match, scene = start(app)
    to_phase(app, match, scene, "spend")
    die = next(iter(rules.spare_dice(match.state)))
    click(app, scene, ("e", die))
    frames(app, 1)
    use = next(u for u, _ in L.use_targets(scene.state.privates_on) if u not in rules.uses_for(match.state, die))
    expected = refusal(match, {"kind": "assign", "die": die, "use": use})
    logged = list(match.log)
    click(app, scene, ("use", use))
    assert match.log == logged and expected in app.toasts.messages()
    assert scene.board.selected == ("e", die)  # still in hand, to try a glowing place


def test_a_refused_shortcut_shows_the_rules_sentence(app):
    match, scene = start(app)
    to_phase(app, match, scene, "route_keep")
    expected = refusal(match, {"kind": "reroll_route"})  # nothing kept yet
    logged = list(match.log)
    press(app, "button2", button=2)  # X: Reroll
    assert match.log == logged and expected in app.toasts.messages()


def test_a_die_kept_at_an_earlier_roll_answers_why_it_stays(app):
    match, scene = start(app)
    to_phase(app, match, scene, "route_keep")
    click(app, scene, ("r", 0))
    press(app, "button2", button=2)  # reroll the rest
    wait_idle(app, scene)
    assert match.state.phase == "route_keep" and match.state.route_locked[0]
    assert not spot(scene, ("r", 0)).legal
    expected = refusal(match, {"kind": "free_route", "die": 0})
    click(app, scene, ("r", 0))
    assert expected in app.toasts.messages() and match.state.route_kept[0]


def test_undo_with_nothing_to_take_back_says_so(app):
    match, scene = start(app)
    to_phase(app, match, scene, "spend")
    assert not spot(scene, UNDO).legal
    press(app, "back")  # Backspace or B: Undo
    assert "There is nothing to undo: dice already rolled stay rolled." in app.toasts.messages()


# --- focus ------------------------------------------------------------------------------------
def test_the_focus_only_rests_on_legal_targets_through_a_keyboard_turn(app):
    match, scene = start(app)
    to_phase(app, match, scene, "spend")
    for kind in ["right", "down", "left", "up", "next", "next", "prev", "down", "right"] * 3:
        press(app, kind)
        frames(app, 2)
        assert focus_is_legal(scene) and scene.layer.focus_key is not None
        assert scene.layer.focused.legal


def test_after_spending_a_die_the_focus_goes_on_and_never_to_undo(app):
    match, scene = start(app)
    to_phase(app, match, scene, "spend")
    assert scene.layer.focus_key and scene.layer.focus_key[0] == "e"  # the first die that can pay for something
    press(app, "confirm")  # pick it up
    frames(app, 1)
    assert scene.layer.focus_key == ("use", "bp")  # the first glowing place it can pay for
    press(app, "confirm")
    assert match.log[-1]["kind"] == "assign"
    wait_idle(app, scene)
    assert spot(scene, UNDO).legal and scene.layer.focus_key != UNDO
    spent = len(match.log)
    press(app, "confirm")  # a second Enter goes on with the turn: it takes nothing back
    assert len(match.log) >= spent and match.log[spent - 1]["kind"] == "assign"


def test_after_placing_a_route_die_the_focus_moves_to_the_next_one(app):
    match, scene = start(app)
    to_phase(app, match, scene, "route_order")
    press(app, "confirm")
    placed = match.log[-1]
    assert placed["kind"] == "place_route"
    wait_idle(app, scene)
    assert scene.layer.focus_key != ("r", placed["die"])  # the spot that would take it back
    press(app, "confirm")
    assert match.log[-1]["kind"] == "place_route" and match.log[-1]["die"] != placed["die"]


def _same_table(seed=6):
    app = App(headless=True, settings=Settings(animation_speed=2.0))
    match, scene = start(app, seed=seed)
    to_phase(app, match, scene, "event_keep")
    return app, match, scene


def test_enter_does_what_a_click_on_the_focus_does():
    keyed_app, keyed, keyed_scene = _same_table()
    clicked_app, clicked, clicked_scene = _same_table()
    for _ in range(4):
        assert keyed_scene.layer.focus_key == clicked_scene.layer.focus_key and keyed_scene.layer.focus_key is not None
        press(keyed_app, "confirm")
        click(clicked_app, clicked_scene, clicked_scene.layer.focus_key)
        assert keyed.log == clicked.log
        wait_idle(keyed_app, keyed_scene)
        wait_idle(clicked_app, clicked_scene)


# --- a bot's next move, held on screen ---------------------------------------------------------
def _ring_pixels(surface, rect):
    """The pixels of a band just outside rect, on each of its four sides."""
    bands = [rect.inflate(k, k) for k in range(8, 40, 2)]
    return [
        [surface.get_at(getattr(band, side)) for band in bands]
        for side in ("midtop", "midbottom", "midleft", "midright")
    ]


def test_the_bot_preview_rings_the_die_and_the_place_it_will_pay_for(app):
    match, scene = start(app)
    to_phase(app, match, scene, "spend")
    die, uses = next(iter(rules.spare_dice(match.state).items()))
    move = {"player": 0, "kind": "assign", "die": die, "use": uses[0]}
    die_rect, use_rect = scene.overlays.preview_rects(move)
    assert (
        die_rect.colliderect(scene.board.dice.die_area(("e", die)))
        and use_rect == dict(L.use_targets(scene.state.privates_on))[uses[0]]
    )
    scene.draw(app.canvas)
    plain = _ring_pixels(app.canvas, die_rect) + _ring_pixels(app.canvas, use_rect)
    scene.bot_preview = (0, move)
    scene.draw(app.canvas)
    lit = _ring_pixels(app.canvas, die_rect) + _ring_pixels(app.canvas, use_rect)
    assert all(before != after for before, after in zip(plain, lit))  # a ring on every side of both
    assert match.log[-1]["kind"] != "assign"  # drawing the preview makes no move


def test_the_bot_preview_shows_the_button_a_bot_will_press(app):
    match, scene = start(app)
    to_phase(app, match, scene, "route_keep")
    keep_all = spot(scene, ("button", "stop")).rect
    scene.bot_preview = (0, {"player": 0, "kind": "stop_route"})
    assert scene.overlays.preview_rects(scene.bot_preview[1]) == [keep_all]
    scene.controls.spots = []  # a bot's turn: the mat has no buttons of its own
    scene.draw(app.canvas)
    shown = app.canvas.subsurface(keep_all).copy()
    scene.bot_preview = None
    scene.draw(app.canvas)
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(app.canvas.subsurface(keep_all), "RGB")


# --- readable from the couch --------------------------------------------------------------------
def test_landed_dice_are_big_and_nearly_upright(app):
    match, scene = start(app, seed=11)
    to_phase(app, match, scene, "route_keep")
    frames(app, 30)
    tray = scene.board.dice.tray
    assert tray.settled and tray.dice and tray.die_size >= theme.MIN_DIE
    assert all(abs(die.angle) <= tray.most_turned + 0.01 <= 5.01 for die in tray.dice)
    for index, one in enumerate(tray.dice):  # and side by side, not nested corner to corner
        for other in tray.dice[index + 1 :]:
            (x1, y1), (x2, y2) = one.position, other.position
            assert max(abs(x2 - x1), abs(y2 - y1)) >= theme.MIN_DIE
    to_phase(app, match, scene, "spend")
    sizes = {
        scene.board.dice.spot_size(spot) for spot in scene.board.picture.where.values() if spot[0] in ("keep", "route")
    }
    assert sizes == {theme.MIN_DIE}  # kept dice and the route track alike


@pytest.mark.parametrize("options", [{}, {"privates": True, "goals": True, "fierce": True}])
def test_every_target_is_big_enough_to_hit_from_the_couch(app, options):
    match, scene = start(app, options)
    for phase in ("route_keep", "route_order", "event_keep", "spend"):
        to_phase(app, match, scene, phase)
        if phase == "spend":
            click(app, scene, next(s.key for s in scene.controls.spots if s.legal and s.key[0] == "e"))
            frames(app, 1)
        small = [s.key for s in scene.controls.spots if min(s.rect.size) < theme.MIN_TARGET]
        assert not small, (phase, small)


def test_the_goals_have_a_button_when_private_companies_fill_their_panel(app):
    match, scene = start(app, {"privates": True, "goals": True})
    to_phase(app, match, scene, "spend")
    click(app, scene, ("button", "goals"))
    assert scene.controls.goals_shown
    logged = list(match.log)
    press(app, "confirm")  # any press puts them away, and makes no move
    assert not scene.controls.goals_shown and match.log == logged


@pytest.mark.parametrize("options", [{}, {"privates": True, "goals": True, "fierce": True}])
def test_no_text_on_the_mat_is_smaller_than_the_couch_can_read(app, options):
    match, scene = start(app, options)
    scene.coach.active = False
    with readability.watching() as audit:
        for phase in ("company", "route_keep", "route_order", "event_keep", "spend"):
            to_phase(app, match, scene, phase)
            scene.board.rebuild_mat()
            scene.draw(app.canvas)
    assert audit.caps and not audit.small(), audit.small()


# --- tips ---------------------------------------------------------------------------------------------
def test_tips_cover_no_target_and_no_die_and_point_from_outside(app):
    match, scene = start(app)
    seen = []
    for phase in ("company", "route_keep", "route_order", "event_keep", "spend"):
        to_phase(app, match, scene, phase)
        frames(app, 2)
        tip = scene.coach.current
        assert tip is not None and tip.key == phase and tip.box is not None
        area = tip.box()
        dice = [scene.board.dice.die_area(key) for key in scene.board.picture.where]
        pressed = [
            s.rect for s in scene.controls.spots if s.legal and s.group != INFO
        ]  # (a tip may cover things to read)
        things = pressed + [d for d in dice if d]
        assert not [r for r in things if r.colliderect(area)], phase
        anchor = tip.anchor()
        if anchor is not None:  # the pointer's dot (10 px) stops outside what it points at
            assert not area.collidepoint(anchor)
            assert not [r for r in things if r.inflate(20, 20).collidepoint(anchor)], phase
        seen.append(tip.key)
        frames(app, 200)  # the tip has been read
    assert seen == ["company", "route_keep", "route_order", "event_keep", "spend"]


def test_at_a_relaxed_bot_pace_each_small_move_is_held_as_long_as_any_bot_move(app):
    from scenes.kit.game_scene import GameScene

    match, scene = start(app)
    normal = scene._think_time()
    app.settings.bot_pace = "relaxed"
    assert scene._think_time() == GameScene._think_time(scene) and scene._think_time() >= normal


def test_gear_dice_spent_on_technology_leave_the_dice_a_turn_line_readable(app):
    """The little gear dice paid towards technology sit between "= N dice a
    turn" and "N of M gears", never over either line."""
    from scenes.bindle_rails import layout as L

    line = L.TECH_PANEL.bottom - 30 + 11
    words = theme.text(f"= {rules.TECH_MAX} dice a turn", theme.MIN_TEXT, theme.WOOD).get_rect(
        midleft=(L.TECH_PANEL.left + 16, line)
    )
    gears = theme.text(
        rules.paid_words(rules.TECH_MAX - 1, rules.TECH_MAX, "gears"), theme.MIN_TEXT, theme.WOOD
    ).get_rect(midright=(L.TECH_PANEL.right - 14, line))
    for index in range(6):
        die = pygame.Rect(0, 0, L.SMALL_DIE + 6, L.SMALL_DIE + 6)
        die.center = L.spent_spot("tech", index, None)
        assert L.TECH_PANEL.contains(die), index
        assert not die.colliderect(words) and not die.colliderect(gears), index


def test_toasts_keep_off_the_private_companies_while_dice_are_spent(app):
    """With private companies on, their rows are targets while dice are spent: a refusal
    then shows over the tray's felt, which is empty, and elsewhere below "VP so far"."""
    match, scene = start(app, {"privates": True})
    to_phase(app, match, scene, "spend")
    app.frame(1 / 60, [])
    rows = [L.private_rect(index) for index in range(len(rules.PRIVATES))]
    assert not any(scene.toast_area.colliderect(row) for row in rows)
    assert L.TRAY.contains(scene.toast_area)


def test_a_hint_puts_the_focus_on_its_move_so_enter_makes_it(app):
    """The kit's targets layer: a hint focuses the hinted move's target (a die to spend is
    picked up first, and the focus then waits on the place the hint spends it on)."""
    match, scene = start(app, {"goals": True, "privates": True}, seed=5)
    kinds = set()
    for _ in range(200):
        if "assign" in kinds or match.is_over():
            break
        wait_idle(app, scene)
        hint = ask_hint(app, scene, Action("hint"))
        assert hint is not None and scene.layer.focused.makes(hint.move), hint.move
        if hint.move["kind"] == "end_turn" and turn_end.turn_end(match.state).costly:
            break  # a question comes first: the couch tests above answer it
        logged = len(match.log)
        press(app, "confirm")
        if hint.move["kind"] == "assign":
            assert scene.board.selected == ("e", hint.move["die"]) and len(match.log) == logged
            frames(app, 1)
            assert scene.layer.focus_key == ("use", hint.move["use"])
            press(app, "confirm")
        assert match.log[-1] == hint.move
        kinds.add(hint.move["kind"])
    assert {"company", "assign"} <= kinds, kinds


def test_the_rules_card_on_hover_keeps_off_the_heading_and_the_prompt(app):
    """Resting on a stretch, a value or the tech track while dice lie in the tray (where a card
    would go first): the card finds a place clear of the table's heading and its prompt line."""
    match, scene = start_at(app, "event_keep")
    assert scene.reading_rects()[:2] == [L.HEADER, L.PROMPT]  # (then what it rests on: values, tech)
    shown = 0
    for rect, key in scene.explained():
        press(app, "point", pos=rect.center)
        for _ in range(int(DWELL_SECONDS / 0.1) + 2):  # a rest, in tenths of a second
            app.frame(0.1, [])
        card = scene.explainer.rect
        assert scene.explainer.shown is not None and card is not None, key
        assert card.collidelist([L.HEADER, L.PROMPT]) == -1, (key, card)
        shown += 1
    assert shown == match.state.route_count + len(rules.COMPANIES) + 1


def test_a_banner_across_the_table_is_read_before_an_overlay_covers_it(app):
    """While "Turn 2 of 10" shows, its band is among what players read (overlays keep off it
    when they can); once it has faded, the table's felt is free again."""
    match, scene = start_at(app, "event_keep")
    assert L.BANNER not in scene.reading_rects()
    scene.board.timeline.banner("Turn 2 of 10", 1.1, "Roll 4 event dice")
    assert L.BANNER in scene.reading_rects()


# --- the rules card and toasts keep clear of what they talk about -------------------------------
def rest_on(scene, rect) -> pygame.Rect | None:
    """The rules card for what the pointer rests on at `rect`, placed as the next frame would."""
    scene.explainer.point(rect.center)
    scene.explainer.update(DWELL_SECONDS + 0.1, scene.explained_in_sight, None)
    scene.place_overlays()
    return scene.explainer.rect


def test_the_value_dice_show_a_star_to_rise_a_skull_to_fall_and_their_card_says_so(app):
    """After a value roll the dice rest on the company rows until the next turn's dice are spent; resting
    on one shows what its star or skull does, away from every company's values."""
    from scenes.bindle_rails.dice import value_face

    assert [value_face(step, (0, 0, 0)).symbol for step in (1, 0, -1)] == ["star", "", "skull"]
    match = Match(SPEC, [Seat("Ada", 0, "human")], 4, {})
    bot = bots.StrongBot(1)
    while match.state.phase != "value_roll":
        match.chance() if CHANCE in match.to_act() else match.apply(bot.choose(match.view(0), 0))
    match.apply({"player": CHANCE, "kind": "roll_values", "faces": [0, 5, 1, 2]})
    scene = BindleRailsScene(app, match)
    app.scenes.reset(scene)
    dice = [rect for rect, key in scene.explained() if key == "value_die"]
    assert len(dice) == len(rules.COMPANIES)
    for die in dice:
        card = rest_on(scene, die)
        entry = scene.explainer.shown[0]
        assert "star" in entry.rule and "skull" in entry.rule, entry
        assert card is not None and not card.colliderect(L.VALUE_PANEL), card
        # nor over the Tech track's "= 3 dice a turn" or the VP panel's rows
        assert card.collidelist([L.TECH_PANEL, L.EXTRA_PANEL]) == -1, card


def test_the_rules_card_on_a_route_keeps_off_the_route_and_the_targets(app):
    match, scene = start_at(app, "spend")
    targets = scene.layer.rects()
    for rect, key in scene.explained():
        if key in ("plain", "river", "mountain"):
            card = rest_on(scene, rect)
            assert card is not None and not card.colliderect(L.ROUTE_PANEL), (rect, card)
            assert card.collidelist(targets) == -1, (rect, card)


def test_a_refusal_never_covers_the_vp_panel(app):
    match, scene = start_at(app, "spend")
    app.toasts.show(refusal(match, {"kind": "assign", "die": 99, "use": "bp"}), "error")
    scene.place_overlays()  # as the next frame places them
    shown = app.toasts.layout(scene.toasts_at())
    assert shown and all(not rect.colliderect(L.EXTRA_PANEL) for _, _, rect in shown)


def test_the_arrows_reach_a_value_die_its_card_shows_and_enter_plays_nothing(app):
    """The value dice resting on the company rows are things to read: the arrows (a pad's d-pad)
    reach them and, resting there, their rules card shows as under the pointer; Enter on one
    plays no move, and no phone offers it as a button. After a move the focus goes to a move."""
    from scenes.bindle_rails.picture import value_key

    match = Match(SPEC, [Seat("Ada", 0, "human")], 4, {})
    bot = bots.StrongBot(1)
    while match.state.phase != "value_roll":
        match.chance() if CHANCE in match.to_act() else match.apply(bot.choose(match.view(0), 0))
    match.apply({"player": CHANCE, "kind": "roll_values", "faces": [0, 5, 1, 2]})
    match.chance()  # the next turn's event dice
    assert match.state.phase == "event_keep"
    scene = BindleRailsScene(app, match)
    app.scenes.reset(scene)
    wait_idle(app, scene)
    assert scene.layer.focused.group != INFO  # the focus starts on a move
    assert every_card_in_reach(scene)
    die = scene.board.dice.die_area(value_key(0))
    for _ in range(12):  # up to the first railroad's row, and right along it to its die
        if scene.layer.focused.rect == die:
            break
        press(app, "up" if scene.layer.focused.rect.top > die.bottom else "right")
    assert scene.layer.focused.rect == die and scene.layer.focused.group == INFO
    frames(app, round(DWELL_SECONDS / FRAME) + 2)
    assert scene.explainer.shown is not None and scene.explainer.shown[0].key == "value_die"
    assert scene.explainer.rect is not None and not scene.explainer.rect.colliderect(L.VALUE_PANEL)
    before = list(match.log)
    press(app, "confirm")
    frames(app, 2)
    assert match.log == before and not app.toasts.messages() and scene.layer.focused.rect == die
    assert all(target.group != INFO for target in scene.phones.targets_of(0))
    press(app, "button3", button=3)  # Y: keep all; spending starts, the arrows under the value dice are in use
    wait_idle(app, scene)
    assert match.log[-1]["kind"] == "stop_events" and scene.layer.focused.group == "e"
    assert scene.board.dice.die_area(value_key(0)) is None
    assert every_card_in_reach(scene)
    press(app, "confirm")  # a die picked up: the arrows it can pay for are the values' stops now
    frames(app, 1)
    assert every_card_in_reach(scene)


def every_card_in_reach(scene) -> bool:
    """Each thing with a rules card has a target the focus may rest on whose card is that thing's."""
    scene.refresh_targets()
    things = scene.explained()
    focusable = [t.shown.center for t in scene.layer.items if scene.layer.may_focus(t)]
    under = [[r for r, _ in things if r.collidepoint(centre)] for centre in focusable]
    cards = [min(rects, key=lambda r: r.w * r.h) for rects in under if rects]  # the smallest shows, as Explainer
    for rect, key in things:
        assert rect in cards, (key, rect)
    return bool(things)
