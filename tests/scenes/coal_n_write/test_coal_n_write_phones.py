"""Coal n' Write on the players' phones, all on loopback: two phones work the same roll at
once, each its own sheet, on to the next roll; a refused tap gets the rules' sentence and
changes nothing; the TV's sheet view never builds for a phone's seat; a phone that drops
hands its seat to the shared controls at once and gets its choices back when it returns;
the Send question is asked on the phone; the hand panel is the seat's own sheet; a phone builds
on while the TV asks another seat its question; Hint on the phone (its words there only); the
blackjack table's Hit and Stay on a phone make the log the TV's clicks make."""

from __future__ import annotations

import pytest

import game.coal_n_write as coal_n_write
from game.coal_n_write import rules
from game.coal_n_write.phases import Phase
from game.core import CHANCE
from game.hints import hint_for
from game.match import Match, Seat
from scenes.coal_n_write import phone as cnw_phone
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import scene_for
from scenes.kit.input import Action

from phone_client import TIMEOUT, Phone, Waker, phone_app

FRAME = 1 / 30


@pytest.fixture
def app():
    yield from phone_app()


def table(app, seats, phoned, seed: int = 3, match: Match | None = None) -> tuple:
    """The table (a new match of `seats`, or `match`) with phones on and a phone on each of
    `phoned`, the first roll settled."""
    match = match or Match(coal_n_write.SPEC, seats, seed, {})
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    assert scene.phones.turn_on() == ""
    room = scene.phones.room
    waker = room.wake = Waker()
    phones = {seat: Phone(room) for seat in phoned}
    tokens = {seat: phone.claim(room, seat)["token"] for seat, phone in phones.items()}
    settle(app, scene)
    waker.event.clear()
    return match, scene, waker, phones, tokens


def settle(app, scene) -> None:
    """On until the dice are still and no bot or roll is due."""
    for _ in range(900):
        app.frame(FRAME, [])
        if not scene.busy() and scene._automatic_due() is None and scene.held_bot_move is None:
            return
    raise AssertionError("the table never came to rest")


def arrive(app, waker) -> None:
    assert waker.event.wait(TIMEOUT)
    waker.event.clear()
    app.frame(FRAME, [])


def tap(app, waker, phone: Phone, shown: dict, label: str, answer: str = "table") -> dict:
    """Tap the choice named `label` on the phone's picture: its picture after, or the `answer` it hears."""
    index = labels(shown).index(label)
    phone.say(kind="choose", choice=index, version=shown["version"])
    arrive(app, waker)
    if answer != "table":
        return phone.hear_kind(answer)
    scene = app.scenes.stack[0]  # the table, under any question
    return phone.latest(scene, seat_of(scene, shown))


def seat_of(scene, shown: dict) -> int:
    return scene.names.index(shown["name"])


def labels(shown: dict) -> list[str]:
    return [choice["label"] for choice in shown["choices"]]


def place_one(app, waker, phone: Phone, shown: dict) -> dict:
    """Pick up the first free die and claim or dig with it where the phone offers; the picture after."""
    die = next(c["label"] for c in shown["choices"] if c.get("die") and c["legal"])
    shown = tap(app, waker, phone, shown, die)
    where = [c["label"] for c in shown["choices"] if c["label"].startswith(("Claim", "Dig"))]
    return tap(app, waker, phone, shown, where[0])


def test_two_phones_work_the_same_roll_at_once_each_their_own_sheet_to_the_next_roll(app):
    match, scene, waker, phones, _ = table(app, [Seat("Ada", 0), Seat("Bo", 1)], [0, 1])
    ada, bo = phones[0].latest(scene, 0), phones[1].latest(scene, 1)
    assert ada["turn"] and bo["turn"] and ada["hand"]["title"] == "Your sheet: round 1 of 6"
    assert scene.humans_up() == [] and scene.targets() == []  # nobody builds at the TV
    dice = [c for c in ada["choices"] if c.get("die")]
    assert [c["value"] for c in dice] == [str(match.state.dice[d]) for d in match.state.hand]
    assert dice[0]["heading"] == "Your dice: pick up what goes together"
    ada = tap(app, waker, phones[0], ada, "Die 1")  # picked up: where it may go, and nothing moved
    assert ada["choices"][0]["chosen"] and any(c.get("heading", "").startswith("Where ") for c in ada["choices"])
    bo = place_one(app, waker, phones[1], bo)  # Bo builds meanwhile, Ada's die still in her hand
    assert [m["player"] for m in match.log if m["kind"] in ("claim", "dig")] == [1]
    ada = tap(app, waker, phones[0], ada, next(c for c in labels(ada) if c.startswith(("Claim", "Dig"))))
    assert [m["player"] for m in match.log if m["kind"] in ("claim", "dig")] == [1, 0]
    assert scene.board.phoned == {0, 1}
    assert match.state.sheets[0].used.count("") == match.state.sheets[1].used.count("") == 2
    turn = match.state.turn
    bo = tap(app, waker, phones[1], bo, "Done: end the turn")  # dice left: asked on Bo's phone first
    assert match.to_act() == [0, 1] and labels(bo) == ["Not yet", "End turn"] and app.scenes.top is scene
    tap(app, waker, phones[1], bo, "End turn")
    assert match.to_act() == [0]
    ada = tap(app, waker, phones[0], ada, "Done: end the turn")
    tap(app, waker, phones[0], ada, "End turn")
    settle(app, scene)
    assert match.state.turn == turn + 1 and match.to_act() == [0, 1]  # the next roll, for both phones
    ada, bo = phones[0].latest(scene, 0), phones[1].latest(scene, 1)
    assert ada["turn"] and bo["turn"] and not any(c.get("chosen") for c in ada["choices"])
    assert all(c["legal"] for c in ada["choices"] if c.get("die"))


def test_a_refused_tap_gets_the_rules_sentence_and_changes_nothing(app):
    match, scene, waker, phones, _ = table(app, [Seat("Ada", 0)], [0])
    ada = place_one(app, waker, phones[0], phones[0].latest(scene, 0))
    used = next(c["label"] for c in ada["choices"] if c.get("die") and not c["legal"])
    die = int(used.split()[1]) - 1
    state = match.state
    sentence = rules.free_die_problem(state, state.sheets[0], die)
    moves, version = len(match.log), match.version()
    refused = tap(app, waker, phones[0], ada, used, "refused")
    assert refused == {"kind": "refused", "code": "rules", "text": sentence} and sentence
    assert len(match.log) == moves and match.version() == version


def test_the_store_counter_opens_on_the_phone_with_its_prices(app):
    match, scene, waker, phones, _ = table(app, [Seat("Ada", 0)], [0])
    ada = phones[0].latest(scene, 0)
    ada = tap(app, waker, phones[0], ada, "Die 1")
    ada = tap(app, waker, phones[0], ada, "Open the General Store")
    value = match.state.dice[0]
    assert ada["choices"][0]["heading"] == f"General Store: spend the {value}" and labels(ada)[-2:] == [
        "Back to the dice",
        "Hint",
    ]
    assert "Buy Tack and Harness: $" in " ".join(labels(ada)) and scene.app.scenes.top is scene
    ada = tap(app, waker, phones[0], ada, "Back to the dice")
    assert ada["choices"][0]["chosen"] and "Open the General Store" in labels(ada)


def test_the_tv_sheet_view_never_builds_for_a_phone_seat(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1)]
    match, scene, waker, phones, _ = table(app, seats, [1])
    assert scene.humans_up() == [0]  # the shared controls serve Ada, who has no phone
    scene.handle(Action("click", pos=scene.board.player_row(1).center))  # look at Bo's sheet
    assert scene.board.shown == 1 and scene.targets() == []  # the TV only shows it
    app.frame(FRAME, [])
    scene.handle(Action("button1", source="kbm", button=0))  # the die key: for Ada, never Bo
    assert scene.controls.take_hand(0).held == [0] and scene.controls.take_hand(1).held == []
    bo = phones[1].latest(scene, 1)
    assert bo["turn"] and not any(c.get("chosen") for c in bo["choices"])


def test_a_phone_that_drops_mid_roll_hands_its_seat_to_the_shared_controls_and_gets_it_back(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1)]
    match, scene, waker, phones, tokens = table(app, seats, [0, 1])
    ada = place_one(app, waker, phones[0], phones[0].latest(scene, 0))
    ada = tap(app, waker, phones[0], ada, next(c["label"] for c in ada["choices"] if c.get("die") and c["legal"]))
    held = scene.controls.take_hand(0).held
    placed = list(match.state.sheets[0].used)
    phones[0].close()
    arrive(app, waker)
    assert scene.phone_seats() == {1} and scene.humans_up() == [0]  # at once, on the shared controls
    assert scene.board.shown == 0 and scene.targets()  # the TV builds for Ada now
    assert match.state.sheets[0].used == placed  # nothing lost
    again = Phone(scene.phones.room)
    again.say(kind="rejoin", seat=0, token=tokens[0])
    assert again.hear_kind("welcome")["seat"] == 0
    arrive(app, waker)
    back = again.latest(scene, 0)
    assert back["turn"] and scene.humans_up() == [] and scene.controls.take_hand(0).held == held
    assert [c.get("chosen") for c in back["choices"] if c.get("die")].count(True) == 1  # its die, still held


def test_the_send_question_is_asked_on_the_phone(app):
    seats = [Seat("Ada", 0, "bot", "random"), Seat("Bo", 1, "bot", "random")]
    match = Match(coal_n_write.SPEC, seats, 11, {})
    while not (match.state.phase == Phase.LOAD and 0 in match.to_act() and match.state.sheets[0].held()):
        match.step_automatic()
    match.seats[0].kind = "human"
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    assert scene.phones.turn_on() == ""
    room = scene.phones.room
    waker = room.wake = Waker()
    phone = Phone(room)
    phone.claim(room, 0)
    settle(app, scene)
    waker.event.clear()
    ada = phone.latest(scene, 0)
    assert ada["choices"][0]["heading"] == "Choose a burro to load" and "Send the burro off" in labels(ada)
    ada = tap(app, waker, phone, ada, ada["choices"][0]["label"])
    assert ada["choices"][0]["heading"].startswith("Load burro")
    assert "Or choose another burro" in [c.get("heading") for c in ada["choices"]]
    ada = tap(app, waker, phone, ada, "Send the burro off")  # empty slots and ore to fill them: asked
    title, lines = rules.send_question(rules.send_preview(match.state, 0))
    assert labels(ada) == ["Keep loading", "Send it off"] and app.scenes.top is scene  # asked there, not on the TV
    assert ada["choices"][0]["heading"] == title and ada["choices"][0]["words"] == " ".join(lines)
    moves = len(match.log)
    ada = tap(app, waker, phone, ada, "Keep loading")
    assert len(match.log) == moves and "Send the burro off" in labels(ada)
    ada = tap(app, waker, phone, ada, "Send the burro off")
    sends = match.log.count({"player": 0, "kind": "send"})
    tap(app, waker, phone, ada, "Send it off")
    assert match.log.count({"player": 0, "kind": "send"}) == sends + 1


def test_the_hand_panel_is_the_seats_own_sheet():
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0), Seat("Bo", 1)], 3, {})
    view = match.view(0)
    sheet = view.sheets[0]
    sheet.cash, sheet.tonics, sheet.tack = 12, 2, True
    lines = dict(cnw_phone.hand(view, 0)["lines"])
    assert lines["Cash"] == "$12" and lines["Bought"] == "Tack and Harness, 2 Tonics"
    assert lines["Claimed"] == "nothing yet" and lines["Burros"] == "none sent yet"


def test_a_phone_builds_on_while_the_tv_asks_another_seat_its_question(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1)]
    match, scene, waker, phones, _ = table(app, seats, [1])
    scene.handle(Action("button3", source="kbm", button=3))  # Ada's Done at the TV, her dice unused: asked
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and question.seat == 0
    app.frame(FRAME, [])
    bo = phones[1].latest(scene, 1)
    assert bo["turn"] and "Done: end the turn" in labels(bo)  # Bo's own choices, not Ada's question
    bo = place_one(app, waker, phones[1], bo)  # played at once, the question still up
    assert [m["player"] for m in match.log if m["kind"] in ("claim", "dig")] == [1]
    assert app.scenes.top is question and match.to_act() == [0, 1]
    assert sum(1 for c in bo["choices"] if c.get("die") and not c["legal"]) == 1
    question.no()  # Ada keeps building
    assert app.scenes.top is scene and match.to_act() == [0, 1]


def test_hint_on_the_phone_is_the_tables_hint_for_that_seat_shown_there_only(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1)]
    match, scene, waker, phones, _ = table(app, seats, [0, 1])
    ada = phones[0].latest(scene, 0)
    assert labels(ada)[-1] == "Hint" and not ada["hint"]
    hint = hint_for(match, 0)  # the TV's Hint for Ada: the same search, the same words
    ada = tap(app, waker, phones[0], ada, "Hint")
    assert ada["hint"] == f"Hint: {hint.sentence}"
    assert [c["label"] for c in ada["choices"] if c.get("hinted")]  # the choice it begins is marked
    assert scene.hint is None and scene.bot_preview is None  # nothing of it on the TV
    assert not phones[1].latest(scene, 1)["hint"]  # nor on Bo's phone
    ada = place_one(app, waker, phones[0], ada)
    assert not ada["hint"] and not any(c.get("hinted") for c in ada["choices"])  # the table moved on: it goes


def test_hint_on_the_phone_says_thinking_until_its_plan_is_made_then_comes_by_itself(app):
    match, scene, waker, phones, _ = table(app, [Seat("Ada", 0), Seat("Bo", 1)], [0, 1])
    bo = tap(app, waker, phones[1], phones[1].latest(scene, 1), "Hint")
    assert bo["hint"] == "Thinking..."  # the table planned Ada's hint while they thought, not Bo's
    for _ in range(60):  # Bo's is planned a few steps a frame; his phone hears it without a second tap
        app.frame(FRAME, [])
        if phones[1].latest(scene, 1)["hint"] != "Thinking...":
            break
    assert phones[1].latest(scene, 1)["hint"] == f"Hint: {hint_for(match, 1).sentence}"


def test_no_hint_on_the_phone_where_the_tv_gives_none(app):
    seats = [Seat("Ada", 0), Seat("Bo", 1)]
    match, scene, waker, phones, _ = table(app, seats, [0])
    match.hints = False  # a table with hints off
    app.frame(FRAME, [])
    assert "Hint" not in labels(phones[0].latest(scene, 0))
    match.hints = True
    app.frame(FRAME, [])
    ada = tap(app, waker, phones[0], phones[0].latest(scene, 0), "Done: end the turn")  # asked first: answers only
    assert labels(ada) == ["Not yet", "End turn"]
    ada = tap(app, waker, phones[0], ada, "End turn")
    assert 0 not in match.to_act() and "Hint" not in labels(ada)  # not its choice now


def at_blackjack(app, phoned: bool) -> tuple:
    """A solo table with $10 whose first 5 went to the Blackjack Table, the house's die thrown."""
    match = Match(coal_n_write.SPEC, [Seat("Ada", 0)], 10, {})
    sheet = match.state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 10, [10], ["a test stake"]
    match.changed()
    match.apply({"player": CHANCE, "kind": "roll", "dice": [5, 5, 3]})
    match.apply({"player": 0, "kind": "store", "item": "blackjack", "die": 0})
    if not phoned:
        scene = scene_for(app, match)
        app.scenes.reset(scene)
        settle(app, scene)
        return match, scene, None, None
    match, scene, waker, phones, _ = table(app, [], [0], match=match)
    return match, scene, waker, phones[0]


def test_blackjack_hit_and_stay_on_a_phone_make_the_log_the_tvs_clicks_make(app):
    logs = []
    for phoned in (False, True):
        match, scene, waker, phone = at_blackjack(app, phoned)
        assert match.state.sheets[0].blackjack  # the house threw the first die
        for call in ("Hit: another die", "Stay"):
            if match.state.sheets[0].blackjack is None:
                break  # 21 or more ends the hand
            if phoned:
                shown = phone.latest(scene, 0)
                total = sum(match.state.sheets[0].blackjack)
                assert shown["choices"][0]["heading"] == f"Blackjack: {total} so far"
                tap(app, waker, phone, shown, call)
            else:
                spot = next(t.rect for t in scene.layer.items if t.label == call)
                scene.handle(Action("click", pos=spot.center))
            settle(app, scene)
        assert match.state.sheets[0].blackjack is None and "hit" in [m["kind"] for m in match.log]
        logs.append(list(match.log))
        app.to_title()
    assert logs[0] == logs[1]
