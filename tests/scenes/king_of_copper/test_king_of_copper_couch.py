"""King of Copper at the couch: two ways to one space are both offered, refused
clicks get the rules' sentence, bad luck is confirmed, focus stays on legal
things and each controller acts only for its own seat."""

import re

import pygame
import pytest

from game.king_of_copper import SPEC
from game.king_of_copper import board as B
from game.king_of_copper.rules import brings_bad_luck
from game.king_of_copper.words import BAD_LUCK
from game.match import Match, Seat
from game.settings import Settings
from scenes.app import App
from scenes.king_of_copper import labels, marks, overlays
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.layout import TRAY, VIEW, ZOOMS
from scenes.king_of_copper.overlays import ChoiceOverlay, TradeOverlay
from scenes.king_of_copper.scene import KingOfCopperScene
from scenes.king_of_copper.tips import coach_height
from scenes.kit.confirm import ConfirmScene
from scenes.kit.input import Action
from sprites import theme

FRAME = 1 / 20


@pytest.fixture
def app():
    return App(headless=True, settings=Settings(animation_speed=2.0, coached=["king_of_copper"]))


def start(app, seats=None, seed=3):
    match = Match(SPEC, seats or [Seat("Ada", 0), Seat("Bo", 1, "bot")], seed, {})
    scene = KingOfCopperScene(app, match)
    app.scenes.reset(scene)
    return match, scene


def until(app, condition, limit=6000):
    for _ in range(limit):
        if condition():
            return True
        app.frame(FRAME, [])
    return False


def at_start(app, match, scene, seat=0):
    assert until(app, lambda: scene.human_seat() == seat and match.state.phase == "start" and not scene.busy())


def set_roll(app, match, dice, tokens):
    """The seat on turn has rolled `dice` with its tokens on `tokens` (the rest at Start)."""
    state = match.state
    seat = state.current
    state.tokens[seat] = list(tokens) + ["start"] * (len(state.tokens[seat]) - len(tokens))
    state.phase, state.dice, state.used = "move", list(dice), [False] * len(dice)
    state.moved_token, state.overshoot_used, state.arrived_frame = -1, False, []
    match.changed()
    app.frame(FRAME, [])


def to_target(scene, node):
    """Focus the space `node` (of the token shown)."""
    scene.refresh_targets()
    scene.layer.rest_on(next(t for t in scene.layer.items if t.group == "space" and t.node == node))


def finish_two_ways(app, match, scene):
    """Doubles of 2 with a token two rungs below Finish: one 2 lands exactly, 2+2 carries it home."""
    at_start(app, match, scene)
    quarter = match.state.quarters[0]
    set_roll(app, match, [2, 2], [B.ladder(quarter, B.RUNGS - 1), "t5"])
    ways = [m for m in match.legal_moves(0) if m["kind"] == "move" and m["to"] == "home"]
    assert {m["use"] for m in ways} == {"a", "both"}


@pytest.mark.parametrize("pick, use, dice_left", [(0, "both", []), (1, "a", [1])])
def test_two_ways_to_finish_are_both_offered_and_the_chosen_one_is_played(app, pick, use, dice_left):
    match, scene = start(app)
    finish_two_ways(app, match, scene)
    to_target(scene, "home")
    app.frame(FRAME, [])
    assert scene.board.glow_nodes["home"].endswith("Move 4 or 2 to Finish")  # the tag names both ways, and Finish
    scene.handle(Action("confirm"))
    chooser = app.scenes.top
    assert isinstance(chooser, ChoiceOverlay)
    labels = [(o.label, o.sub) for o in chooser.options]
    assert labels[:2] == [("Move 2+2", "uses both dice"), ("Move 2", "saves the 2 for later")]
    assert labels[2][0] == "Not yet"
    for _ in range(pick):
        chooser.handle(Action("right"))
    chooser.handle(Action("confirm"))
    assert match.log[-1]["kind"] == "move" and match.log[-1]["use"] == use
    assert match.state.tokens[0][0] == "home"
    if dice_left:
        assert match.state.dice_left == dice_left  # the other 2 is still there to play


def test_not_yet_in_the_chooser_makes_no_move(app):
    match, scene = start(app)
    finish_two_ways(app, match, scene)
    to_target(scene, "home")
    before = len(match.log)
    scene.handle(Action("confirm"))
    chooser = app.scenes.top
    chooser.handle(Action("button2", button=2))  # key 3
    assert app.scenes.top is scene and len(match.log) == before


def test_a_click_on_a_token_still_at_start_shows_the_rules_sentence(app):
    match, scene = start(app)
    at_start(app, match, scene)
    set_roll(app, match, [3, 5], ["t5"])
    pos = scene.board.camera.to_screen(scene.board.token_xy(0, 1))  # token 2 waits at Start
    scene.handle(Action("click", pos=(int(pos[0]), int(pos[1]))))
    assert app.toasts.messages()[-1] == "That token is still at Start: it comes out at the beginning of a turn."
    assert match.state.tokens[0][1] == "start" and match.state.phase == "move"


def test_a_click_on_a_rivals_token_says_whose_it_is(app):
    match, scene = start(app)
    at_start(app, match, scene)
    set_roll(app, match, [3, 5], ["t5"])
    pos = scene.board.camera.to_screen(scene.board.token_xy(1, 1))  # Bo's token in his start yard
    scene.handle(Action("click", pos=(int(pos[0]), int(pos[1]))))
    assert app.toasts.messages()[-1] == f"That token is {scene.seat_name(1)}'s: pick one of your own glowing tokens."
    assert match.state.tokens[1][1] == "start"


def test_a_click_on_a_space_the_dice_dont_reach_shows_the_rules_sentence(app):
    match, scene = start(app)
    at_start(app, match, scene)
    set_roll(app, match, [3, 5], ["t5"])
    pos = scene.board.camera.to_screen(L.node_xy("t7"))  # two squares on: neither 3, 5 nor 8
    scene.handle(Action("click", pos=(int(pos[0]), int(pos[1]))))
    assert app.toasts.messages()[-1] == "Your dice can't take that token there."
    assert "Pick a glowing token" not in " ".join(app.toasts.messages())


def test_a_click_on_the_board_before_rolling_says_roll_first(app):
    match, scene = start(app)
    at_start(app, match, scene)
    pos = scene.board.camera.to_screen(L.node_xy("t10"))
    scene.handle(Action("click", pos=(int(pos[0]), int(pos[1]))))
    assert app.toasts.messages()[-1] == "Roll the dice first."


def bad_luck_setup(app, match, scene):
    """A token in the district whose passage runs under the player's own ladder, and dice that cross it."""
    at_start(app, match, scene)
    quarter = match.state.quarters[0]
    district = next(d for d in range(4) if B.passage_ladder(d) == quarter)
    for node in (B.octagon(district, k) for k in range(B.OCTAGONS)):
        for die in range(1, 7):
            set_roll(app, match, [die, 6 if die != 6 else 5], [node])
            crossing = [m for m in match.legal_moves(0) if m["kind"] == "move" and brings_bad_luck(match.state, m)]
            if crossing and all(t.move for t in scene.controls.targets(0) if t.group == "space"):
                return crossing[0]
    raise AssertionError("no move under the own ladder found")


def test_passing_under_your_own_ladder_asks_first_and_says_what_happens(app):
    match, scene = start(app)
    move = bad_luck_setup(app, match, scene)
    to_target(scene, move["to"])
    app.frame(FRAME, [])
    assert scene.board.glow_nodes[move["to"]].endswith(": bad luck")  # warned before it is chosen
    before = len(match.log)
    scene.handle(Action("confirm"))
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and len(match.log) == before
    assert f"Then you roll {BAD_LUCK}." in question.lines  # the hint's words (test_hint_and_warning)
    assert question.menu.focus == 1  # the safe answer first
    question.time = 1.0
    question.handle(Action("confirm"))  # "Choose again"
    assert app.scenes.top is scene and len(match.log) == before
    safe = scene.layer.focused  # the focus left the costly space: Enter now asks nothing
    assert safe.move != move and not getattr(safe, "bad_luck", False)
    to_target(scene, move["to"])
    scene.handle(Action("confirm"))
    question = app.scenes.top
    question.time = 1.0
    question.handle(Action("up"))
    question.handle(Action("confirm"))  # "Go anyway"
    assert match.log[-1] == move and match.state.bad_luck[0] == 7


def test_focus_cycles_only_legal_targets_and_enter_plays_the_focused_one(app):
    match, scene = start(app)
    at_start(app, match, scene)
    set_roll(app, match, [3, 5], ["t5", "t20"])
    legal = {(m["token"], m["to"]) for m in match.legal_moves(0) if m["kind"] == "move"}
    seen, tokens = set(), set()
    for _ in range(2):
        scene.handle(Action("right"))  # the next token: its spaces are shown
        tokens.add(scene.layer.focused.token)
        for _ in range(6):
            scene.handle(Action("down"))
            focused = scene.layer.focused
            assert focused.legal and focused.group == "space"
            seen.add((focused.token, focused.node))
    assert seen == legal and tokens == {0, 1}  # every glowing target is legal and every legal one can be reached
    focused = scene.layer.focused
    scene.handle(Action("confirm"))
    assert match.log[-1] == focused.move and match.state.tokens[0][focused.token] == focused.node


def test_a_new_button_row_starts_on_its_main_answer(app):
    match, scene = start(app)
    at_start(app, match, scene)
    state = match.state
    mine = "D0_1"
    state.tasks.append({"task": "buy", "seat": 0, "mine": mine})
    state.phase = "move"
    state.dice, state.used = [1, 2], [True, True]
    match.changed()
    app.frame(FRAME, [])
    assert [b.label for b in scene.row.buttons][0].startswith("Buy") and scene.layer.focused.label.startswith("Buy")
    scene.handle(Action("down"))
    assert scene.layer.focused.label == "No thanks"
    scene.handle(Action("confirm"))
    at_start(app, match, scene)
    assert scene.layer.focused.label == "Roll"  # not where "No thanks" was


def test_a_seats_own_pad_acts_for_it_and_the_keyboard_does_not(app):
    from test_king_of_copper_scene import FakePad

    app.input.pads_by_id[7] = FakePad(7)
    match, scene = start(app, [Seat("Ada", 0, controller="pad:7"), Seat("Bo", 1)])
    at_start(app, match, scene)
    before = len(match.log)
    scene.handle(Action("confirm", "kbm"))  # Bo's keyboard can't roll for Ada
    assert len(match.log) == before
    scene.handle(Action("confirm", "pad:7"))
    assert match.log[before]["kind"] == "roll" and match.log[before]["player"] == 0


def test_nobody_acts_for_a_bot(app):
    match, scene = start(app, [Seat("Ada", 0, "bot"), Seat("Bo", 1, "bot")])
    assert until(app, lambda: match.state.phase == "start" and not scene.busy())
    assert scene.human_seat() is None
    assert not scene.router.may_act(match.state.current, "kbm")


def test_a_click_on_page_two_of_a_long_trade_stays_on_page_two(app, monkeypatch):
    monkeypatch.setattr(overlays, "TRADE_PAGE", 8)  # pages of 8 entries, so this offer has three
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2), Seat("Di", 3)])
    at_start(app, match, scene)
    for i, mine in enumerate(B.MINES):
        match.state.owner[mine] = i % 2
    match.changed()
    scene.start_trade({"player": 0, "kind": "offer_trade"})
    builder = app.scenes.top
    assert isinstance(builder, TradeOverlay) and len(builder._entries()) > 16
    for _ in range(8):
        builder.handle(Action("down"))
    app.frame(FRAME, [])
    assert builder.first == 8
    row = next(i for i, (label, _, _) in enumerate(builder.rows) if label.startswith("[ ]"))
    label, move, rect = builder.rows[row]
    builder.handle(Action("click", pos=rect.center))  # a change on page 2
    app.frame(FRAME, [])
    assert match.state.trade["edits"] == 1 and move["item"] in match.state.trade[move["side"]]
    assert builder.first == 8 and builder.focus == 8 + row  # still on page 2, where the click was
    assert [label for label, m in builder._entries() if m == move][0].startswith("[x]")


def test_the_panel_glow_and_header_change_with_the_turn_animation(app):
    match, scene = start(app, [Seat("Ada", 0, "bot"), Seat("Bo", 1, "bot")])
    lagged = 0
    for _ in range(3000):
        app.frame(FRAME, [])
        shown = scene.board.picture.current  # the seat whose panel glows
        if scene.board.picture.round:
            assert scene.names[shown] in scene.prompts.status_text()  # the header names the same seat
        lagged += shown != match.state.current
        if lagged > 10 and not scene.busy():
            break
    assert lagged > 10  # the rules ran ahead while the animation played on
    assert scene.board.picture.current == match.state.current  # and the picture caught up


def test_a_bot_preview_is_drawn_on_the_token_and_space_it_will_use(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")])
    at_start(app, match, scene)
    set_roll(app, match, [3, 5], ["t5"])
    move = next(m for m in match.legal_moves(0) if m["kind"] == "move" and m["use"] == "both")
    scene.bot_preview = None
    scene.draw(app.canvas)
    x, y = (int(v) for v in scene.board.camera.to_screen(L.node_xy(move["to"])))
    plain = app.canvas.get_at((x, y - 24))
    scene.bot_preview = (0, move)
    scene.draw(app.canvas)
    assert app.canvas.get_at((x, y - 24)) != plain
    assert marks.preview_points(scene.board, scene.bot_preview) == (scene.board.token_xy(0, 0), L.node_xy(move["to"]))


def test_tips_keep_off_the_board_the_dice_and_the_buttons_they_point_at():
    app = App(headless=True, settings=Settings(animation_speed=4.0))  # a first game: the coach talks
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1, "bot")], seed=5)
    shown = set()
    for frame in range(6000):
        app.frame(FRAME, [])
        tip = scene.coach.current
        if tip is not None and app.scenes.top is scene:
            shown.add(tip.key)
            box = tip.box()
            assert not box.colliderect(VIEW) and not box.colliderect(TRAY)  # no target, no die under it
            assert not any(box.colliderect(b.rect) for b in scene.row.buttons)
            assert coach_height(tip.text, box.w) <= box.h  # its words fit at reading size
            anchor = tip.anchor()
            if anchor is not None:  # the pointer stops short of the button it points at
                start_at = (box.centerx, box.top + 4)
                assert not any(b.rect.clipline(start_at, anchor) for b in scene.row.buttons)
        if frame % 5 == 0 and scene.human_seat() == 0 and not scene.busy() and app.scenes.top is scene:
            scene.handle(Action("confirm"))
        elif app.scenes.top is not scene and frame % 5 == 0:
            app.scenes.top.handle(Action("confirm"))
        if {"roll", "move"} <= shown and len(shown) >= 3:
            break
    assert {"roll", "move"} <= shown


def test_mine_names_read_from_the_couch_at_every_zoom_and_never_pile_up(app):
    """Nor hide a district name, which hides none of the board's pieces nor another district's name."""
    match, scene = start(app)
    board = scene.board
    assert labels.NAME_SIZE >= theme.MIN_TEXT and board.tray.die_size >= theme.MIN_DIE
    for zoom in range(len(ZOOMS)):
        board.camera.zoom = zoom
        scale, quarters = board.camera.scale, tuple(board.quarters)
        offsets = labels.plate_offsets(scale, quarters)
        pieces = labels.printed(scale, quarters)
        plates = [labels.district_rect(d, scale, quarters) for d in range(4)]
        for district, rect in enumerate(plates):
            assert rect.collidelist(pieces) < 0, B.DISTRICTS[district]
            assert rect.collidelist(plates[:district]) < 0, B.DISTRICTS[district]
        for mine in B.MINES:
            x, y = L.node_xy(mine)
            rect = pygame.Rect((0, 0), labels.plate_size(mine))
            rect.center = (
                int(x * board.camera.scale + offsets[mine][0]),
                int(y * board.camera.scale + offsets[mine][1]),
            )
            assert not any(rect.colliderect(other) for other in plates), B.MINE_NAMES[mine]
            plates.append(rect)
        if zoom == 0:  # the whole board: every plate on it
            board_rect = pygame.Rect(0, 0, L.SIZE * board.camera.scale, L.SIZE * board.camera.scale)
            assert all(board_rect.contains(p) for p in plates)


def test_a_mines_plate_shows_its_owner(app):
    match, scene = start(app)
    match.state.owner["D0_1"] = 1
    match.changed()
    scene.draw(app.canvas)
    x, y = scene.board.camera.to_screen(L.node_xy("D0_1"))
    dx, dy = labels.plate_offsets(scene.board.camera.scale, tuple(scene.board.quarters))["D0_1"]
    w, h = labels.plate_size("D0_1")
    edge = (int(x + dx + w / 2 - 4), int(y + dy))  # the plate's right end, past its name
    assert app.canvas.get_at(edge)[:3] == theme.player_colour(match.seats[1].colour)


def test_every_choice_of_a_seat_with_its_own_pad_answers_only_to_that_pad(app):
    from test_king_of_copper_scene import FakePad

    app.input.pads_by_id[7] = FakePad(7)
    match, scene = start(app, [Seat("Ada", 0, controller="pad:7"), Seat("Bo", 1, "bot")])
    at_start(app, match, scene)
    state = match.state
    state.tasks[:] = [{"task": "character", "seat": 0}]
    match.changed()
    choosers = [scene.decisions.overlay_for(0)]
    state.tasks[:] = [{"task": "rob", "seat": 0, "victim": 1, "slots": [state.green["D0_1"]]}]
    match.changed()
    choosers.append(scene.decisions.overlay_for(0))
    state.tasks[:] = []
    match.changed()
    finish_two_ways(app, match, scene)
    to_target(scene, "home")
    scene.handle(Action("confirm", "pad:7"))
    choosers.append(app.scenes.top)
    assert [type(c).__name__ for c in choosers] == ["ChoiceOverlay"] * 3
    for chooser in choosers:
        assert chooser.accepts("pad:7") and not chooser.accepts("kbm")


def test_a_bots_title_or_prospect_preview_rings_its_mine(app):
    match, scene = start(app)
    for kind in ("buy_title", "prospect", "peek"):
        assert marks.preview_points(scene.board, (1, {"player": 1, "kind": kind, "mine": "D2_3"})) == (
            None,
            L.node_xy("D2_3"),
        )
    assert marks.preview_points(scene.board, (1, {"player": 1, "kind": "roll"})) is None


def test_a_hinted_move_is_drawn_for_a_human_in_every_phase_that_has_a_place(app):
    """The hint reuses bot_preview: a passed title rings nothing, a dig rings the mine being dug,
    a tunnel exit joins the token in the tunnel to the exit."""
    match, scene = start(app)
    board, state = scene.board, match.state
    assert marks.preview_points(board, (0, {"player": 0, "kind": "decline_title", "mine": "D2_3"})) is None
    state.peek = "D1_3"
    match.changed()
    for kind in ("dig", "stop_digging"):
        assert marks.preview_points(board, (0, {"player": 0, "kind": kind})) == (None, L.node_xy("D1_3"))
    state.peek = ""
    match.changed()
    scene.board.picture.tokens[0][0] = B.TUNNELS[0]
    exit_move = {"player": 0, "kind": "tunnel_exit", "token": 0, "to": B.TUNNEL_EXITS[2]}
    assert marks.preview_points(board, (0, exit_move)) == (board.token_xy(0, 0), L.node_xy(B.TUNNEL_EXITS[2]))


def test_rolled_dice_come_to_rest_big_nearly_square_and_apart(app):
    match, scene = start(app, seed=5)
    at_start(app, match, scene)
    scene.handle(Action("confirm"))  # roll
    tray = scene.board.tray
    assert until(app, lambda: tray.dice and not tray.settled)  # thrown: tumbling
    assert until(app, lambda: tray.settled and not scene.busy())
    assert len(tray.dice) == 2 and tray.die_size >= theme.MIN_DIE
    assert all(abs(die.angle) <= tray.most_turned + 0.01 <= 5.01 for die in tray.dice)
    one, other = tray.dice
    (x1, y1), (x2, y2) = one.position, other.position
    assert max(abs(x2 - x1), abs(y2 - y1)) >= theme.MIN_DIE  # side by side, not nested corner to corner
    assert sorted(die.shown.pips for die in tray.dice) == sorted(match.state.dice)


def test_the_since_your_turn_card_leaves_the_player_panels_and_the_board_in_view(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2, "bot")], seed=6)
    assert until(app, lambda: scene.recap_card is not None and len(match.log) > 3)
    card = scene.recap_card.rect
    on_turn = scene.panels.rect(match.state.current)
    assert not card.colliderect(on_turn), "the glowing panel of the seat on turn stays in view"
    assert not any(card.colliderect(scene.panels.rect(seat)) for seat in range(3))
    assert not card.colliderect(VIEW) and not card.colliderect(scene.row.buttons[0].rect)
    assert not [die for die in match.state.dice if die], "the tray it sits in holds no dice yet"


def test_the_hand_off_banner_names_the_next_human_once_the_turn_animation_reaches_them(app):
    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)], seed=3)
    named_with = None  # (header seat, board busy) when "Bo, your turn" first shows
    for _ in range(3000):
        app.frame(FRAME, [])
        if app.scenes.top is not scene:
            app.scenes.top.handle(Action("confirm"))
            continue
        if scene.hand_off_left > 0 and scene.hand_off_text == "Bo, your turn":
            named_with = (scene.board.picture.current, scene.board.busy)
            break
        if scene.human_seat() == 0 and not scene.busy():
            moves = [m for m in match.legal_moves(0) if m["kind"] != "offer_trade"]
            scene.try_move(next((m for m in moves if m["kind"] == "move"), moves[0]))
    assert named_with == (1, False), "the banner waits for the header and glow to move on to Bo"


# A tag reads as words from the couch: how far ("Move 7", "Back 5", "Move 4 to Finish"), or a tunnel's
# chance, then a warning.
WORDED = re.compile(
    r"(Tunnel: \d+% chance|Move \d+( or \d+)*( or Back \d+( or \d+)*)?( to Finish)?|Back \d+( or \d+)*)(: bad luck)?"
)


def test_target_tags_come_first_and_no_word_covers_a_tag_a_token_or_another_word(app):
    import random

    match, scene = start(app, [Seat("Ada", 0), Seat("Bo", 1)], seed=5)
    at_start(app, match, scene)
    board, rng = scene.board, random.Random(13)
    track = sorted(n for n in B.all_nodes(tuple(board.quarters)) if n[0] == "t")
    tags = yielded = 0
    for _ in range(80):  # many target sets: two tokens on the track, any roll
        set_roll(app, match, [rng.randint(1, 6), rng.randint(1, 6)], rng.sample(track, 2))
        laid = board.laid
        assert set(laid.tags) == {node for node, label in board.glow_nodes.items() if label}
        assert all(WORDED.fullmatch(label.lstrip(">")) for label in board.glow_nodes.values()), board.glow_nodes
        assert board.words.overlaps == []
        placed = board.words.rects()
        tokens = labels.token_rects(board)
        for i, rect in enumerate(placed):
            assert rect.collidelist(placed[:i]) < 0 and VIEW.contains(rect)
        for rect in laid.plates.values():  # a tag may sit on its own space's token; a plate on none
            assert rect.collidelist(tokens) < 0
        tags += len(laid.tags)
        yielded += len(B.MINES) - len(laid.plates)
    assert tags > 100 and yielded > 0  # the seeded game does put targets where names were


def test_the_tunnel_roll_odds_sit_on_the_tunnel_s_target_tag(app):
    match, scene = start(app)
    at_start(app, match, scene)
    tunnel = B.TUNNELS[0]
    set_roll(app, match, [B.track_index(tunnel), 2], [B.first_square(0)])
    to_target(scene, tunnel)
    app.frame(FRAME, [])
    assert scene.board.glow_nodes[tunnel] == ">Tunnel: 47% chance"  # 17 rolls in 36 get through
    match.state.characters[0] = "tunnel_rat"
    match.changed()
    app.frame(FRAME, [])
    assert scene.board.glow_nodes[tunnel].endswith("Tunnel: 61% chance")  # the other doubles too: 22 in 36


def test_the_cave_in_odds_show_on_the_peek_button_and_the_dig_choice(app):
    match, scene = start(app)
    at_start(app, match, scene)
    state = match.state
    state.characters[0], state.owner["D1_3"], state.green["D1_3"] = "marshal", 0, ""
    state.deep_dug[1] = 2  # the third deep mine of the district: 0, 1 or 2 cave it in
    ore = next(c for c, k in state.chip_kind.items() if k == "ore" and c.startswith("B"))
    holder = next(m for m in B.MINES if state.blue[m] == ore)
    state.blue[holder], state.blue["D1_3"] = state.blue["D1_3"], ore  # an ore chip below, not Fool's Gold
    state.tokens[0] = ["D1_3", "start", "start", "start"]
    match.changed()
    scene.row.built_for = None  # the row is built again for the table set above
    app.frame(FRAME, [])
    assert any(button.label == "Peek at Original ($50; dig: 30% cave-in)" for button in scene.row.buttons)
    scene.try_move({"player": 0, "kind": "peek", "mine": "D1_3"})
    assert until(app, lambda: isinstance(app.scenes.top, ChoiceOverlay), 400)
    dig = next(o for o in app.scenes.top.options if o.move and o.move["kind"] == "dig")
    assert dig.sub == "cave-in 30%" and "(30% chance)" in app.scenes.top.text
