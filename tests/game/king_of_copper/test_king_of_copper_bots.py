"""King of Copper's three opponents, the strong one's hints, and the odds of the dice checks."""

import copy
from fractions import Fraction

import pytest

from game.chance import percent
from game.core import CHANCE
from game.king_of_copper import SPEC
from game.king_of_copper import board as B
from game.king_of_copper import rules as R
from game.king_of_copper.cards import EVENTS
from game.king_of_copper.odds import cave_in_chance, dig_cave_in_chance, tunnel_chance, tunnel_roll_chance
from tests.game.king_of_copper.test_king_of_copper_rules import deep_state, opened, place, roll, steps_to, t


def play(names, seed, options=None, on_move=None):
    """A seeded bot game; on_move(view, seat, move) is told of every move a seat chooses."""
    seats = [SPEC.bots[names[s]](seed * 7 + s) for s in range(len(names))]
    state = R.new_game(len(names), seed, options or {})
    while not R.is_over(state):
        actors = R.to_act(state)
        if CHANCE in actors:
            move = R.chance_move(state)
        else:
            seat = actors[0]
            view = R.view(state, seat)
            move = seats[seat].choose(view, seat)
            assert not R.problem(state, move), move
            if on_move:
                on_move(view, seat, move)
        R.apply(state, move)
    return state


def test_three_named_opponents_weakest_first_with_the_strong_one_last():
    assert [o.id for o in SPEC.opponents] == ["easy", "medium", "strong"]
    assert list(SPEC.bots) == ["random", "easy", "medium", "strong"] and SPEC.strong_bot == "strong"
    words = [set(o.name.split()) for o in SPEC.opponents]
    assert not (words[0] & words[1] or words[1] & words[2] or words[0] & words[2])
    assert all(o.style.endswith(".") and len(o.style) <= 80 for o in SPEC.opponents)


def test_every_level_finishes_a_game_with_legal_moves():
    state = play(["easy", "medium", "strong"], seed=3, options={"length": "taster"})
    assert R.is_over(state) and len(R.result(state).places) == 3


def test_the_careful_one_never_peeks_where_a_cave_in_could_happen_and_never_trades():
    seen = []
    play(["easy", "easy"], seed=5, on_move=lambda view, seat, move: seen.append(move["kind"]))
    assert "offer_trade" not in seen and "send_offer" not in seen
    state, _ = deep_state()
    state.money[0] = 500
    moves = SPEC.bots["easy"](1).choose(R.view(state, 0), 0)
    assert moves["kind"] == "roll"  # the first deep mine of a district caves in on a 0: too risky for it
    state.characters[0] = "timberman"  # shored shafts: nothing can cave in
    assert SPEC.bots["easy"](1).choose(R.view(state, 0), 0)["kind"] == "peek"


def test_the_greedy_one_bumps_where_the_careful_one_keeps_safe():
    state = opened()
    camp, plain = t(0, B.offset_of("camp")), t(0, B.offset_of("exit"))
    place(state, 1, plain, "start", "start", "start")
    state.hands[1] = ["G1"]
    state.first_turn[0] = False
    place(state, 0, t(0, 0), "start", "start", "start")
    roll(state, steps_to(camp), steps_to(plain))  # one die to a camp, the other onto the lone rival
    view = R.view(state, 0)
    assert SPEC.bots["medium"](1).choose(view, 0)["to"] == plain
    assert SPEC.bots["easy"](1).choose(view, 0)["to"] != plain


def test_the_greedy_one_hoards_its_chips_at_finish_and_the_careful_one_cashes():
    state = opened()
    ore = next(c for c, k in state.chip_kind.items() if k == "ore" and c.startswith("B"))
    state.hands[0] = [ore]
    state.tasks = [{"task": "cash", "seat": 0}]
    view = R.view(state, 0)
    assert SPEC.bots["medium"](1).choose(view, 0)["kind"] == "cash_done"
    assert SPEC.bots["easy"](1).choose(view, 0) == {"player": 0, "kind": "cash", "chip": ore}


def test_a_hint_for_every_kind_of_move_is_one_short_sentence():
    hinter = SPEC.bots["strong"](0)
    said: dict[str, str] = {}

    def ask(view, seat, move):
        for legal in R.legal_moves(view, seat):
            sentence = hinter.explain(view, seat, legal)
            assert sentence and len(sentence) <= 90 and sentence.endswith("."), (legal, sentence)
            said.setdefault(legal["kind"], sentence)

    for seed in (1, 2):
        play(["strong", "medium", "easy", "strong"], seed, on_move=ask)
    for kind in ("move", "roll", "buy_title", "decline_title", "rob", "cash", "cash_done", "prospect", "peek"):
        assert kind in said, kind
    assert "tunnel_exit" in said and "choose_character" in said and "offer_item" in said


def test_the_dig_hint_names_the_peeked_chip_and_the_cave_in_odds():
    state, chip = deep_state()
    R.apply(state, {"player": 0, "kind": "peek", "mine": "D1_3"})
    view = R.view(state, 0)
    bot = SPEC.bots["strong"](1)
    move = bot.choose(view, 0)
    sentence = bot.explain(view, 0, move)
    assert f"${state.chip_value[chip]}" in sentence and "10%" in sentence


def test_a_rob_hint_reads_only_the_backs_the_robber_sees():
    state = opened()
    state.tasks = [{"task": "rob", "seat": 0, "victim": 1, "slots": ["G3", "B4"]}]
    view = R.view(state, 0)
    bot = SPEC.bots["strong"](1)
    assert bot.choose(view, 0)["slot"] == 1
    assert "blue" in bot.explain(view, 0, {"player": 0, "kind": "rob", "slot": 1})


def test_a_hint_asked_in_a_human_offer_builds_towards_the_missing_district():
    state = opened()
    for mine in ("D0_1", "D1_1"):
        state.owner[mine] = 0
    state.owner["D2_1"] = 1
    R.apply(state, {"player": 0, "kind": "offer_trade"})
    bot = SPEC.bots["strong"](1)
    moves = []
    for _ in range(12):
        move = bot.choose(R.view(state, 0), 0)
        moves.append(move["kind"])
        R.apply(state, move)
        if state.phase != "trade_build":
            break
    assert "offer_item" in moves and moves[-1] == "send_offer"


# --- odds -----------------------------------------------------------------------------------
def test_the_tunnel_roll_gets_through_17_times_in_36():
    assert tunnel_roll_chance() == Fraction(17, 36)  # 11 with a 3, four more totals of 7, two of 3
    assert tunnel_roll_chance(tunnel_rat=True) == Fraction(22, 36)  # the five other doubles
    assert tunnel_roll_chance(pass_in_hand=True) == 1
    assert percent(tunnel_roll_chance()) == "47%"


def test_the_tunnel_odds_count_the_seats_card_and_pass():
    state = opened()
    assert tunnel_chance(state, 0) == Fraction(17, 36)
    state.characters[0] = "tunnel_rat"
    assert tunnel_chance(state, 0) == Fraction(22, 36)
    state.tickets[1] = [next(i for i, e in enumerate(EVENTS) if e.get("ticket") == "tunnel")]
    assert tunnel_chance(state, 1) == 1


@pytest.mark.parametrize("dug, chance", [(0, "10%"), (1, "20%"), (2, "30%"), (3, "40%")])
def test_the_cave_in_odds_rise_a_tenth_per_deep_mine_in_the_district(dug, chance):
    state, _ = deep_state()
    state.deep_dug[1] = dug
    assert percent(cave_in_chance(state, 0, "D1_3")) == chance
    state.characters[0] = "timberman"
    assert cave_in_chance(state, 0, "D1_3") == Fraction(dug, 10)  # shored: one number fewer


@pytest.mark.parametrize("dug, timberman", [(0, False), (2, False), (2, True), (9, False)])
def test_once_peeked_the_dig_odds_come_from_the_d10_the_rules_throw(dug, timberman):
    """The d10's own outcomes after the dig agree with the odds shown before the peek."""
    state, _ = deep_state()
    state.deep_dug[1] = dug
    if timberman:
        state.characters[0] = "timberman"
    R.apply(state, {"player": 0, "kind": "peek", "mine": "D1_3"})
    before = copy.deepcopy(state)
    assert dig_cave_in_chance(state, 0) == cave_in_chance(state, 0, "D1_3")
    assert dig_cave_in_chance(R.view(state, 0), 0) == cave_in_chance(state, 0, "D1_3")  # what a bot sees
    assert state == before
