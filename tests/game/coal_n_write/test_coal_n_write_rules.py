"""Coal n' Write rules from the rule text (seeds/000), each worked example
included, plus the choices written under Table rules."""

import copy
import random

import pytest

import game.coal_n_write as coal_n_write
from game.bots import RandomBot
from game.coal_n_write import rules
from game.coal_n_write.content import DEPOSITS, STASH_SIZE, TUNNEL_DEPOSITS, TUNNELS, blackjack_payout, solo_rank
from game.coal_n_write.strong import StrongBot
from game.core import CHANCE, IllegalMove

from move_fuzz import in_any_order


def roll(state, *values):
    rules.apply(state, {"player": CHANCE, "kind": "roll", "dice": list(values)})


def tunnel(mineral, side):
    index = next(t for t, tun in enumerate(TUNNELS) if tun["mineral"] == mineral and tun["side"] == side)
    return TUNNEL_DEPOSITS[index]


def move(state, seat, kind, **fields):
    return rules.apply(state, {"player": seat, "kind": kind, **fields})


def test_worked_example_claim_then_dig_the_next_borax():
    """Rolls 2, 3, 4: the 4 claims the first Borax deposit, the 2 and 3 dig
    both boxes of the next one, which any die then claims on a later turn."""
    state = rules.new_game(1, 1, {})
    roll(state, 2, 3, 4)
    first, second = tunnel("B", "left")[:2]
    assert DEPOSITS[second].digs == 2 and DEPOSITS[second].number > 5
    move(state, 0, "claim", deposit=first, dice=[2])
    sheet = state.sheets[0]
    assert sheet.claimed[first] and sheet.stash == ["B"]
    with pytest.raises(IllegalMove, match=f"needs {DEPOSITS[second].number} or more: your dice make 5"):
        move(state, 0, "claim", deposit=second, dice=[0, 1])
    move(state, 0, "dig", deposit=second, die=0)
    move(state, 0, "dig", deposit=second, die=1)
    assert rules.dug_out(state.sheets[0], second)
    move(state, 0, "confirm")
    roll(state, 1, 2, 2)
    move(state, 0, "claim", deposit=second, dice=[0])  # a 1 claims the dug-out deposit
    assert state.sheets[0].stash == ["B", "B"]


def test_refusal_reads_like_the_design_example():
    state = rules.new_game(2, 1, {})
    roll(state, 3, 5, 6)
    silver = tunnel("S", "left")
    move(state, 0, "claim", deposit=silver[0], dice=[1, 0])  # 8 claims the first silver
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match=r"^That deposit needs 9 or more: your die makes 6\.$"):
        move(state, 0, "claim", deposit=silver[1], dice=[2])
    assert state == before


def test_claiming_on_along_a_tunnel_in_the_same_turn_and_not_beyond():
    state = rules.new_game(1, 2, {})
    roll(state, 5, 5, 6)
    borax = tunnel("B", "right")  # 3, 5, 6, 7...
    with pytest.raises(IllegalMove, match="isn't open yet"):
        move(state, 0, "claim", deposit=borax[1], dice=[0])
    move(state, 0, "claim", deposit=borax[0], dice=[0])
    move(state, 0, "claim", deposit=borax[1], dice=[1])
    move(state, 0, "claim", deposit=borax[2], dice=[2])
    assert state.sheets[0].stash == ["B", "B", "B"]
    with pytest.raises(IllegalMove, match="already been used"):
        move(state, 0, "dig", deposit=borax[3], die=0)


def test_a_claim_uses_only_the_dice_it_needs_and_says_which_to_keep():
    """The text sets aside "the dice used to MEET OR EXCEED its number": a spare die is refused by
    name, with the dice that claim it, the cheapest set (and any one die for a dug-out deposit)."""
    state = rules.new_game(1, 2, {})
    roll(state, 6, 5, 2)
    coal = tunnel("C", "left")  # 5, 6, ...
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match=r"^Coal 5 needs only your 5, not your 6: claim it with that die alone\.$"):
        move(state, 0, "claim", deposit=coal[0], dice=[0, 1])
    assert state == before
    assert rules.spare_dice(state, state.sheets[0], coal[0], [0, 1, 2]) == [0, 2]
    sheet = state.sheets[0]
    sheet.claimed[coal[0]], sheet.dug[coal[1]] = True, DEPOSITS[coal[1]].digs  # the 6 dug out
    sheet.stash.append("C")
    sheet.crossed.append("")
    with pytest.raises(IllegalMove, match=r"is dug out, so it needs only your 2, not your 5 and 6"):
        move(state, 0, "claim", deposit=coal[1], dice=[0, 1, 2])
    move(state, 0, "claim", deposit=coal[1], dice=[2])


def test_only_one_die_goes_to_the_bunkhouse_and_it_can_still_be_used():
    state = rules.new_game(1, 3, {})
    roll(state, 1, 1, 1)
    move(state, 0, "dig", deposit=tunnel("S", "left")[0], die=0)  # the 1 still works this turn
    move(state, 0, "confirm")
    assert state.bunkhouse == [0] and state.phase == "roll"
    assert len(state.hand) == 2


def test_a_round_ends_when_every_die_is_in_the_bunkhouse():
    state = rules.new_game(1, 4, {})
    for values in ((1, 4, 4), (1, 5), (1,)):
        roll(state, *values)
        move(state, 0, "confirm")
    assert state.phase == "load" and state.bunkhouse == [0, 1, 2]
    with pytest.raises(IllegalMove, match="Choose an unused burro first"):
        move(state, 0, "send")
    move(state, 0, "choose_burro", burro=4)
    move(state, 0, "send")
    assert state.sheets[0].burro_round[4] == 0
    assert state.phase == "roll" and state.round == 1 and state.bunkhouse == []


def test_pairs_and_triples_visit_the_general_store():
    state = rules.new_game(1, 5, {})
    roll(state, 4, 2, 6)
    with pytest.raises(IllegalMove, match="pair or three of a kind"):
        move(state, 0, "store", item="varmint", die=0)
    state = rules.new_game(1, 5, {})
    roll(state, 3, 3, 3)  # "set a die from that pair or trio aside, and choose one available option"
    move(state, 0, "store", item="varmint", die=0)
    with pytest.raises(IllegalMove, match="pair or three"):
        move(state, 0, "store", item="varmint", die=1)
    move(state, 0, "dig", deposit=tunnel("S", "right")[0], die=1)  # the other two dice (3 + 3 < 7) still work
    two = rules.new_game(1, 5, {"triple_visits": 2})  # the setup option
    roll(two, 3, 3, 3)
    move(two, 0, "store", item="varmint", die=0)
    move(two, 0, "store", item="varmint", die=1)
    with pytest.raises(IllegalMove, match="pair or three"):
        move(two, 0, "store", item="varmint", die=2)


def test_one_store_visit_for_three_of_a_kind_is_the_default():
    assert coal_n_write.SPEC.default_options() == {**coal_n_write.SPEC.default_options(), "triple_visits": 1}
    assert rules.new_game(1, 5, coal_n_write.SPEC.default_options()).triple_visits == 1


def test_varmint_huntin_pays_three_dice_plus_six_at_the_end_of_the_turn():
    state = rules.new_game(1, 6, {})
    roll(state, 2, 2, 5)
    move(state, 0, "store", item="varmint", die=0)
    move(state, 0, "confirm")
    assert rules.to_act(state) == [CHANCE] and state.phase == "varmint"
    events = rules.apply(state, {"player": CHANCE, "kind": "varmint", "hunts": [{"seat": 0, "dice": [6, 5, 4]}]})
    assert events[0]["gain"] == 21 and state.sheets[0].cash == 21


def load_and_send(state, seat, cargo, burro=None):
    if burro is not None:
        move(state, seat, "choose_burro", burro=burro)
    for mineral in cargo:
        move(state, seat, "load", mineral=mineral)
    move(state, seat, "send")


def with_stash(state, seat, letters):
    """Give a sheet ore as if claimed (tests only): claims the first deposits of each mineral."""
    sheet = state.sheets[seat]
    for letter in letters:
        deposit = next(d.index for d in DEPOSITS if d.mineral == letter and not sheet.claimed[d.index])
        sheet.claimed[deposit] = True
        sheet.stash.append(letter)
        sheet.crossed.append(rules.HELD)


def end_round(state):
    while state.phase != "load":
        if state.phase == "roll":
            roll(state, *([1] * len(state.hand)))
        for seat in rules.to_act(state):
            move(state, seat, "confirm")


def test_worked_example_bandit_takes_the_silver_and_the_rest_is_worth_32():
    state = rules.new_game(1, 7, {})
    with_stash(state, 0, "SSSSTTTCB")
    end_round(state)
    load_and_send(state, 0, "STTTCB", burro=1)  # burro 2 carries a bandit
    sheet = state.sheets[0]
    assert sheet.stolen[1] == "S" and sheet.earned[1] == 32 and sheet.cash == 32
    assert sheet.held()["S"] == 3  # the silver held back waits for a safer burro


def test_a_pistol_scratches_the_bandit():
    state = rules.new_game(1, 7, {})
    with_stash(state, 0, "SS")
    state.sheets[0].cash, state.sheets[0].ledger, state.sheets[0].ledger_why = 10, [10], ["test"]
    roll(state, 4, 4, 2)
    move(state, 0, "store", item="pistol", die=0, burros=[1])
    end_round(state)
    load_and_send(state, 0, "SS", burro=1)
    assert state.sheets[0].stolen[1] == "" and state.sheets[0].cash == 24


@pytest.mark.parametrize("cargo, value, bonus", [("TTTB", 27, 10), ("TTTTT", 40, 20), ("BBB", 9, 0)])
def test_strike_gold_pays_5_for_each_10_of_the_delivery(cargo, value, bonus):
    """The text's examples: a $27 delivery earns $10, a $40 one $20."""
    got = rules.delivery(rules.Sheet(strike_gold=True), 0, list(cargo))
    assert got["value"] == value and got["strike_gold"] == bonus
    assert rules.delivery(rules.Sheet(), 0, list(cargo))["strike_gold"] == 0


def test_wash_day_needs_six_borax_delivered():
    sheet = rules.Sheet(wash_day=True)
    assert rules.delivery(sheet, 0, list("BBBBBB"))["wash_day"] == 25
    assert rules.delivery(sheet, 0, list("BBBBBT"))["wash_day"] == 0


def send_empty_burros(state):
    """End the round: every player sends their first unused burro off empty."""
    end_round(state)
    for seat, sheet in enumerate(state.sheets):
        if sheet.chosen < 0:
            move(state, seat, "choose_burro", burro=rules.unused_burros(state, sheet)[0])
        move(state, seat, "send")


def test_railroad_share_bought_in_round_3_is_worth_18_at_the_end():
    state = rules.new_game(2, 8, {})
    for _ in range(2):
        send_empty_burros(state)
    assert state.round == 2
    for sheet in state.sheets:
        sheet.cash, sheet.ledger, sheet.ledger_why = 10, [10], ["test"]
    roll(state, 6, 6, 2)
    move(state, 0, "store", item="shares", die=0, count=1)
    assert state.sheets[0].cash == 0
    for _ in range(4):
        send_empty_burros(state)
    assert rules.is_over(state)
    assert state.sheets[0].cash == 18 and state.sheets[1].cash == 10


@pytest.mark.parametrize(
    "total, cash, ore, bandit",
    [
        (14, -10, [], 0),
        (15, -10, [], 0),
        (16, 0, [], 0),
        (17, 0, [], 0),
        (18, 10, [], 0),
        (19, 10, [], 0),
        (20, 20, ["T"], 0),
        (21, 25, ["T", "C"], 0),
        (22, -10, [], 1),
        (24, -10, [], 1),
    ],
)
def test_blackjack_payout_table(total, cash, ore, bandit):
    row = blackjack_payout(total)
    assert row["cash"] == cash and row.get("ore", []) == ore and row.get("bandit", 0) == bandit


def test_a_blackjack_hand_is_played_with_the_dice():
    state = rules.new_game(1, 9, {})
    sheet = state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 10, [10], ["test"]
    roll(state, 5, 5, 3)
    move(state, 0, "store", item="blackjack", die=0)
    assert rules.to_act(state) == [CHANCE]
    rules.apply(state, {"player": CHANCE, "kind": "blackjack_die", "seat": 0, "die": 5})
    with pytest.raises(IllegalMove, match="hit or stay"):
        move(state, 0, "confirm")
    move(state, 0, "hit")
    rules.apply(state, {"player": CHANCE, "kind": "blackjack_die", "seat": 0, "die": 5})  # 10 + 10
    move(state, 0, "stay")
    assert state.sheets[0].cash == 30 and state.sheets[0].bonus_ore == ["T"]
    broke = rules.new_game(1, 9, {})
    roll(broke, 5, 5, 3)
    with pytest.raises(IllegalMove, match=r"You need \$10 to sit at the Blackjack Table"):
        move(broke, 0, "store", item="blackjack", die=0)


def test_a_bust_adds_a_bandit_to_this_burro():
    state = rules.new_game(1, 9, {})
    sheet = state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 10, [10], ["test"]
    roll(state, 5, 5, 3)
    move(state, 0, "store", item="blackjack", die=0)
    rules.apply(state, {"player": CHANCE, "kind": "blackjack_die", "seat": 0, "die": 6})
    move(state, 0, "hit")
    rules.apply(state, {"player": CHANCE, "kind": "blackjack_die", "seat": 0, "die": 6})  # 24: busted at once
    assert state.sheets[0].cash == 0 and rules.bandits_on(state.sheets[0], 0) == 1


def test_workhorse_tonic_keeps_the_worker_and_must_come_first():
    state = rules.new_game(1, 10, {})
    state.sheets[0].tonics = state.sheets[0].tonics_bought = 1
    roll(state, 1, 4, 4)
    move(state, 0, "claim", deposit=tunnel("C", "right")[0], dice=[1])
    with pytest.raises(IllegalMove, match="before using any die"):
        move(state, 0, "tonic")
    state = rules.new_game(1, 10, {})
    state.sheets[0].tonics = state.sheets[0].tonics_bought = 1
    roll(state, 1, 4, 4)
    move(state, 0, "tonic")
    move(state, 0, "confirm")
    assert state.bunkhouse == [] and state.sheets[0].tonics == 0


def test_coal_baron_pays_the_first_reporters_and_ties_split():
    state = rules.new_game(3, 11, {})
    for seat in (0, 1):
        with_stash(state, seat, "C" * 12)
    with_stash(state, 2, "C" * 11)
    roll(state, 2, 2, 5)
    with pytest.raises(IllegalMove, match="12 Coal"):
        move(state, 2, "store", item="coal_baron", die=0)
    move(state, 0, "store", item="coal_baron", die=0)
    assert [s.cash for s in state.sheets] == [40, 0, 0] and state.coal_baron_taken  # "an immediate $40 bonus"
    move(state, 1, "store", item="coal_baron", die=1)  # the same turn: a tie, split evenly
    assert [s.cash for s in state.sheets] == [20, 20, 0]
    for seat in range(3):
        move(state, seat, "confirm")
    assert [s.cash for s in state.sheets] == [20, 20, 0]
    roll(state, 3, 3, 5)
    with pytest.raises(IllegalMove, match="already paid"):
        move(state, 0, "store", item="coal_baron", die=0)
    with_stash(state, 2, "C")
    with pytest.raises(IllegalMove, match="already paid"):
        move(state, 2, "store", item="coal_baron", die=0)  # a later turn is no tie


def test_three_reporters_in_one_turn_get_13_each():
    state = rules.new_game(3, 11, {})
    for seat in range(3):
        with_stash(state, seat, "C" * 12)
    roll(state, 2, 2, 5)
    for seat in (2, 0, 1):
        move(state, seat, "store", item="coal_baron", die=0)
    assert [s.cash for s in state.sheets] == [13, 13, 13]
    assert all(sum(s.ledger) == s.cash for s in state.sheets)


def test_the_coal_barons_bonus_can_be_spent_the_same_turn():
    state = rules.new_game(2, 11, {})
    with_stash(state, 0, "C" * 12)
    with_stash(state, 1, "C" * 12)
    roll(state, 2, 2, 2)
    move(state, 0, "store", item="coal_baron", die=0)
    state.triple_visits = 2
    move(state, 0, "store", item="tack", die=1)  # $40 the moment it was paid
    assert state.sheets[0].cash == 0 and state.sheets[0].tack
    with pytest.raises(IllegalMove, match="already spent this turn"):
        move(state, 1, "store", item="coal_baron", die=0)  # nothing is left to share


def test_pinkertons_make_this_round_the_last():
    state = rules.new_game(2, 12, {})
    with_stash(state, 0, "BCTS")
    roll(state, 6, 6, 3)
    move(state, 0, "store", item="pinkertons", die=0)
    assert state.sheets[0].held() == {}
    move(state, 0, "confirm")
    move(state, 1, "confirm")
    assert state.final_round == 0
    send_empty_burros(state)
    assert rules.is_over(state)


def test_solo_only_and_multiplayer_only_store_items():
    solo = rules.new_game(1, 13, {})
    roll(solo, 6, 6, 3)
    with pytest.raises(IllegalMove, match="solo General Store doesn't sell"):
        move(solo, 0, "store", item="shares", die=0, count=1)
    multi = rules.new_game(2, 13, {})
    roll(multi, 6, 6, 3)
    with pytest.raises(IllegalMove, match="multiplayer General Store doesn't sell"):
        move(multi, 0, "store", item="blackjack", die=0)


def test_burro_7_adds_a_seventh_round_with_a_bandit():
    state = rules.new_game(1, 14, {})
    assert state.rounds_total == 6
    state.sheets[0].burro7 = True
    assert state.rounds_total == 7 and rules.bandits_on(state.sheets[0], 6) == 1


def test_ties_go_to_the_richer_ore_stash():
    state = rules.new_game(2, 15, {})
    with_stash(state, 1, "S")
    state.phase = "over"
    result = rules.result(state)
    assert result.places == [2, 1]


def test_solo_ranking_table():
    assert solo_rank(299) == "Go Back East, City Slicker!"
    assert solo_rank(300) == solo_rank(320) == "Bronze Level"
    assert solo_rank(321) == solo_rank(340) == "Silver Level"
    assert solo_rank(341) == solo_rank(360) == "Gold Level"
    assert solo_rank(361) == "Platinum Level!"
    state = rules.new_game(1, 16, {})
    state.phase = "over"
    assert rules.result(state).titles == ["Ore Stash not filled"]
    with_stash(state, 0, ("S" * 12 + "T" * 12 + "C" * 12 + "B" * 12)[:STASH_SIZE])
    assert len(state.sheets[0].stash) == STASH_SIZE
    assert rules.result(state).titles == ["Go Back East, City Slicker!"]


def test_bots_finish_games_and_the_strong_bot_beats_the_random_one():
    wins = 0
    for seed in range(6):
        state = rules.new_game(2, seed, {})
        bots = [StrongBot(seed), RandomBot(rules, seed)] if seed % 2 == 0 else [RandomBot(rules, seed), StrongBot(seed)]
        while not rules.is_over(state):
            actors = rules.to_act(state)
            if CHANCE in actors:
                rules.apply(state, rules.chance_move(state))
                continue
            seat = actors[0]
            rules.apply(state, bots[seat].choose(rules.view(state, seat), seat))
            rules.invariants(state)
        strong = seed % 2
        wins += rules.result(state).places[strong] == 1
    assert wins >= 5


def test_copies_and_views_are_independent():
    state = rules.new_game(3, 17, {})
    rng = random.Random(1)
    for _ in range(300):
        actors = rules.to_act(state)
        if not actors:
            break
        if CHANCE in actors:
            rules.apply(state, rules.chance_move(state))
            continue
        seat = rng.choice(actors)
        before = copy.deepcopy(state)
        replayed = copy.deepcopy(state)
        chosen = rng.choice(rules.legal_moves(state, seat))
        rules.apply(state, copy.deepcopy(chosen))
        rules.apply(replayed, copy.deepcopy(chosen))
        assert replayed == state  # the copy made before the move was not touched by it
        assert before != state
    seen = rules.view(state, 0)
    seen.sheets[0].cash += 99
    assert state.sheets[0].cash == seen.sheets[0].cash - 99


def mutable_parts(obj, found=None) -> dict:
    """Every mutable object reachable from obj, by id (values such as ints and
    strings are left out: sharing them is harmless)."""
    found = {} if found is None else found
    if isinstance(obj, (int, float, str, bool, type(None))) or id(obj) in found:
        return found
    if not isinstance(obj, tuple):
        found[id(obj)] = obj
    children = (
        list(obj.values()) + list(obj.keys())
        if isinstance(obj, dict)
        else list(obj)
        if isinstance(obj, (list, tuple, set))
        else list(vars(obj).values())
    )
    for child in children:
        mutable_parts(child, found)
    return found


def test_a_deep_copy_shares_no_mutable_object_with_the_original():
    state = rules.new_game(3, 18, {})
    rng = random.Random(4)
    for _ in range(120):  # well into the game: ledgers, stashes and burros are filled in
        actors = rules.to_act(state)
        if CHANCE in actors:
            rules.apply(state, rules.chance_move(state))
        else:
            seat = actors[0]
            rules.apply(state, rng.choice(rules.legal_moves(state, seat)))
    state.sheets[1].blackjack = [6]  # the one field that may hold a list or None
    twin = copy.deepcopy(state)
    assert twin == state
    original, copied = mutable_parts(state), mutable_parts(twin)
    assert len(original) > 3 * 15 and not original.keys() & copied.keys()
    twin.sheets[0].stash.append("S")
    twin.sheets[1].blackjack.append(4)
    twin.dice[0] = 0
    assert twin != state and state.sheets[1].blackjack == [6]


def test_a_refused_move_leaves_every_sheet_as_it_was():
    state = rules.new_game(2, 19, {})
    roll(state, 1, 1, 2)
    move(state, 0, "dig", deposit=tunnel("S", "left")[0], die=2)
    before = copy.deepcopy(state)
    for bad in (
        {"kind": "claim", "deposit": tunnel("S", "left")[0], "dice": [0, 1]},
        {"kind": "store", "item": "pistol", "die": 0, "burros": [1]},
        {"kind": "dig", "deposit": tunnel("S", "left")[0], "die": 2},
    ):
        with pytest.raises(IllegalMove):
            move(state, 0, **bad)
        assert state == before


def chance(state, kind, **fields):
    return rules.apply(state, {"player": CHANCE, "kind": kind, **fields})


@pytest.mark.parametrize("dice", [[4, 4], [4, 4, 4, 4], [0, 3, 3], [7, 3, 3], [True, 3, 3], [2.0, 3, 3], "444", None])
def test_a_roll_the_dice_could_not_show_is_refused(dice):
    state = rules.new_game(1, 20, {})
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="needs 3 dice showing 1 to 6|dice must be"):
        chance(state, "roll", dice=dice)
    assert state == before


def test_a_roll_throws_only_the_dice_still_in_hand():
    state = rules.new_game(1, 20, {})
    roll(state, 1, 4, 5)
    move(state, 0, "confirm")
    with pytest.raises(IllegalMove, match="needs 2 dice"):
        chance(state, "roll", dice=[3, 3, 3])
    chance(state, "roll", dice=[3, 3])


def hunting(players=2):
    state = rules.new_game(players, 21, {})
    roll(state, 2, 2, 5)
    move(state, 0, "store", item="varmint", die=0)
    move(state, 1, "store", item="varmint", die=0)
    for seat in rules.to_act(state):
        move(state, seat, "confirm")
    assert state.phase == "varmint"
    return state


@pytest.mark.parametrize(
    "hunts",
    [
        [{"seat": 0, "dice": [1, 2, 3]}],  # a hunter left out
        [{"seat": 1, "dice": [1, 2, 3]}, {"seat": 0, "dice": [1, 2, 3]}],  # not in seat order
        [{"seat": 0, "dice": [1, 2, 3]}, {"seat": True, "dice": [1, 2, 3]}],  # not a seat
        [{"seat": 0, "dice": [1, 2, 3]}, {"seat": 1, "dice": [1, 2, 3]}, {"seat": 1, "dice": [1, 2, 3]}],
        [{"seat": 0, "dice": [1, 2]}, {"seat": 1, "dice": [1, 2, 3]}],  # two dice, not three
        [{"seat": 0, "dice": [1, 2, 9]}, {"seat": 1, "dice": [1, 2, 3]}],
        ["0", {"seat": 1, "dice": [1, 2, 3]}],
    ],
)
def test_a_hunt_the_dice_could_not_throw_is_refused(hunts):
    state = hunting()
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove):
        chance(state, "varmint", hunts=hunts)
    assert state == before
    chance(state, "varmint", hunts=[{"seat": 0, "dice": [1, 2, 3]}, {"seat": 1, "dice": [6, 6, 6]}])
    assert [s.cash for s in state.sheets] == [12, 24]


@pytest.mark.parametrize(
    "fields",
    [
        {"seat": False, "die": 3},
        {"seat": 1, "die": 3},
        {"seat": 0, "die": 0},
        {"seat": 0, "die": 7},
        {"seat": 0, "die": [3]},
        {"die": 3},
    ],
)
def test_a_blackjack_die_the_table_could_not_throw_is_refused(fields):
    state = rules.new_game(1, 22, {})
    sheet = state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 10, [10], ["test"]
    roll(state, 5, 5, 3)
    move(state, 0, "store", item="blackjack", die=0)
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove):
        chance(state, "blackjack_die", **fields)
    assert state == before
    with pytest.raises(IllegalMove, match="isn't time to roll"):
        chance(state, "roll", dice=[3, 3, 3])
    chance(state, "blackjack_die", seat=0, die=3)
    with pytest.raises(IllegalMove, match="isn't time to throw"):
        chance(state, "blackjack_die", seat=0, die=3)  # nobody is waiting for one now


def test_a_pistol_names_real_burros():
    state = rules.new_game(1, 23, {})
    sheet = state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 30, [30], ["test"]
    roll(state, 4, 4, 2)
    for burros in ([True], [1, 1], [0], [9], ["1"], []):
        with pytest.raises(IllegalMove, match="Choose burros you haven.t loaded|burros must be"):
            move(state, 0, "store", item="pistol", die=0, burros=burros)


def test_dig_only_where_the_dice_in_hand_cannot_claim():
    """ "If none of the available dice results are high enough to MEET OR
    EXCEED the number on a mineral deposit, then you can instead DIG at it."
    The unused dice together make 12, enough for the 8 of the first Silver."""
    state = rules.new_game(1, 24, {})
    roll(state, 3, 4, 5)
    silver = tunnel("S", "left")[0]
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match=r"^Your dice make 12, enough to claim the 8: you can only dig where"):
        move(state, 0, "dig", deposit=silver, die=0)
    assert state == before
    assert not any(m["kind"] == "dig" and m["deposit"] == silver for m in rules.legal_moves(state, 0))
    move(state, 0, "claim", deposit=tunnel("B", "right")[0], dice=[0])  # the 3 claims a Borax
    with pytest.raises(IllegalMove, match="dice make 9"):
        move(state, 0, "dig", deposit=silver, die=2)
    move(state, 0, "claim", deposit=tunnel("C", "right")[0], dice=[1])  # the 4 claims a Coal
    move(state, 0, "dig", deposit=silver, die=2)  # the 5 left is not enough for the 8: it digs
    assert state.sheets[0].dug[silver] == 1


def test_one_die_left_that_can_claim_cannot_dig_unless_the_setup_says_anywhere():
    for anywhere in (False, True):
        state = rules.new_game(1, 24, {"dig_anywhere": anywhere})
        roll(state, 4, 3, 6)
        move(state, 0, "claim", deposit=tunnel("C", "right")[0], dice=[0])
        move(state, 0, "claim", deposit=tunnel("B", "right")[0], dice=[1])
        tin = tunnel("T", "left")[0]
        if anywhere:
            move(state, 0, "dig", deposit=tin, die=2)
            assert state.sheets[0].dug[tin] == 1
        else:
            with pytest.raises(IllegalMove, match=r"^Your die makes 6, enough to claim the 6"):
                move(state, 0, "dig", deposit=tin, die=2)
            move(state, 0, "dig", deposit=tunnel("S", "left")[0], die=2)  # the 8 is out of its reach


def test_the_player_chooses_which_unused_burro_to_load():
    """ "1. Choose an unused burro." Each player chooses for their own sheet."""
    state = rules.new_game(2, 25, {})
    with_stash(state, 0, "SSTT")
    with_stash(state, 1, "SSTT")
    end_round(state)
    assert rules.legal_moves(state, 0) == [{"player": 0, "kind": "choose_burro", "burro": b} for b in range(6)]
    with pytest.raises(IllegalMove, match="Choose an unused burro first"):
        move(state, 0, "load", mineral="S")
    for bad in (6, -1, True, "2", None):
        with pytest.raises(IllegalMove, match="no such burro|burro must be"):
            move(state, 0, "choose_burro", burro=bad)
    move(state, 0, "choose_burro", burro=1)  # a bandit rides on burro 2
    move(state, 0, "choose_burro", burro=4)  # changed their mind before sending
    assert {"player": 0, "kind": "choose_burro", "burro": 4} not in rules.legal_moves(state, 0)
    with pytest.raises(IllegalMove, match=r"^Burro 5 is already chosen: load it and send it\.$"):
        move(state, 0, "choose_burro", burro=4)  # choosing it again would change nothing: refused, not offered
    load_and_send(state, 0, "SSTT")
    load_and_send(state, 1, "SSTT", burro=5)  # burro 6 carries a bandit: the Silver is taken
    first, second = state.sheets
    assert first.burro_round[4] == 0 and first.cash == 40 and first.stolen[4] == ""
    assert second.burro_round[5] == 0 and second.cash == 16 and second.stolen[5] == "SS"
    end_round(state)
    with pytest.raises(IllegalMove, match="Burro 5 has already made its delivery"):
        move(state, 0, "choose_burro", burro=4)


def test_the_last_unused_burro_needs_no_choosing():
    state = rules.new_game(1, 26, {})
    for burro in (5, 4, 3, 2, 1):
        end_round(state)
        move(state, 0, "choose_burro", burro=burro)
        move(state, 0, "send")
    end_round(state)
    assert state.sheets[0].chosen == 0 and rules.legal_moves(state, 0)[-1]["kind"] == "send"
    move(state, 0, "send")
    assert rules.is_over(state) and [r for r in state.sheets[0].burro_round[:6]] == [5, 4, 3, 2, 1, 0]


def test_pistols_scratch_a_bandit_on_any_unused_burro():
    state = rules.new_game(1, 27, {})
    sheet = state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 20, [20], ["test"]
    roll(state, 4, 4, 2)
    assert rules.live_bandit_burros(state, sheet) == [1, 3, 5]
    move(state, 0, "store", item="pistol", die=0, burros=[5])
    assert rules.live_bandit_burros(state, state.sheets[0]) == [1, 3]
    move(state, 0, "confirm")
    end_round(state)
    with_stash(state, 0, "SS")
    load_and_send(state, 0, "SS", burro=5)  # the pistol's burro: nothing is stolen
    assert state.sheets[0].stolen[5] == "" and state.sheets[0].cash == 10 + 24
    roll(state, 4, 4, 2)
    with pytest.raises(IllegalMove, match="Choose burros you haven.t loaded|burros must be"):
        move(state, 0, "store", item="pistol", die=0, burros=[5])


def blackjack_hand(state, first, second):
    """Sit down with $10 (a pair of 5s sends a die to the store) and hit once:
    the hand is twice each die."""
    sheet = state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 10, [10], ["test"]
    roll(state, 5, 5, 3)
    move(state, 0, "store", item="blackjack", die=0)
    chance(state, "blackjack_die", seat=0, die=first)
    move(state, 0, "hit")
    chance(state, "blackjack_die", seat=0, die=second)


def blackjack_bust(state):
    """Sit down with $10 and bust: 12 + 12 = 24."""
    blackjack_hand(state, 6, 6)


def test_a_blackjack_bust_rides_on_the_next_burro_chosen():
    """ "Pay $10 and add a Bandit (black hat) to your next burro": the next
    burro is whichever unused burro the player loads next."""
    state = rules.new_game(1, 28, {})
    blackjack_bust(state)
    sheet = state.sheets[0]
    assert sheet.bust_bandits == 1 and sheet.cash == 0
    assert rules.live_bandit_burros(state, sheet) == [0, 1, 2, 3, 4, 5]  # any of them may be loaded next
    move(state, 0, "confirm")
    end_round(state)
    with_stash(state, 0, "TC")
    load_and_send(state, 0, "TC", burro=2)
    sheet = state.sheets[0]
    assert sheet.extra_bandits[2] == 1 and sheet.stolen[2] == "T" and sheet.cash == 5
    assert sheet.bust_bandits == 0 and rules.live_bandit_burros(state, sheet) == [1, 3, 5]


def test_blackjack_ore_rides_on_the_next_burro_chosen():
    state = rules.new_game(1, 29, {})
    blackjack_hand(state, 5, 5)  # 20: $20 and a Tin
    move(state, 0, "stay")
    move(state, 0, "confirm")
    end_round(state)
    load_and_send(state, 0, "", burro=4)
    sheet = state.sheets[0]
    assert sheet.burro_bonus[4] == "T" and sheet.earned[4] == 8 and sheet.bonus_ore == []


def test_strike_gold_and_wash_day_pay_on_the_next_delivery_whichever_burro():
    state = rules.new_game(1, 30, {})
    sheet = state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 30, [30], ["test"]
    state.triple_visits = 2
    roll(state, 6, 6, 6)
    move(state, 0, "store", item="strike_gold", die=0)
    move(state, 0, "store", item="wash_day", die=1)
    move(state, 0, "confirm")
    end_round(state)
    with_stash(state, 0, "BBBBBB")
    load_and_send(state, 0, "BBBBBB", burro=3)  # a bandit: he takes every Borax
    sheet = state.sheets[0]
    assert sheet.stolen[3] == "BBBBBB" and sheet.earned[3] == 0 and not sheet.wash_day and not sheet.strike_gold


def test_burro_7_may_go_out_in_any_round_with_its_bandit():
    state = rules.new_game(1, 31, {})
    state.sheets[0].burro7 = True
    end_round(state)
    assert {"player": 0, "kind": "choose_burro", "burro": 6} in rules.legal_moves(state, 0)
    with_stash(state, 0, "SC")
    load_and_send(state, 0, "SC", burro=6)
    assert state.sheets[0].stolen[6] == "S" and state.sheets[0].cash == 5
    assert state.rounds_total == 7


def strong_bot_loads(state):
    bot = StrongBot(1)
    while state.phase == "load":
        rules.apply(state, bot.choose(rules.view(state, 0), 0))


def test_the_strong_bot_keeps_its_silver_away_from_a_live_bandit():
    state = rules.new_game(1, 32, {})
    with_stash(state, 0, "SSSSSSSSTTTT")
    end_round(state)
    strong_bot_loads(state)
    sheet = state.sheets[0]
    burro = sheet.burro_round.index(0)
    assert sheet.stolen[burro] == "" and sheet.cash == sheet.earned[burro]
    assert "S" not in sheet.burros[burro] or rules.BANDITS[burro] == 0


def test_the_strong_bot_loads_its_last_burro_like_figure_3():
    """The last burro carries a bandit: one Silver for him, the Tin goes home."""
    state = rules.new_game(1, 33, {})
    sheet = state.sheets[0]
    sheet.burro_round[:5] = [0, 1, 2, 3, 4]  # burro 6, with its bandit, is the one left
    state.round = 5
    with_stash(state, 0, "SSSSSSSSTTTT")
    end_round(state)
    strong_bot_loads(state)
    assert state.sheets[0].burros[5] == "STTTT" and state.sheets[0].stolen[5] == "S" and state.sheets[0].cash == 32


def test_two_live_bandits_take_what_one_would():
    """ "If you load up a burro that has at least one Bandit still active": a
    printed hat and a Blackjack bust on one burro take the Silver, as one would."""
    state = rules.new_game(1, 34, {})
    blackjack_bust(state)
    move(state, 0, "confirm")
    end_round(state)
    with_stash(state, 0, "STC")
    assert rules.bandits_on(state.sheets[0], 1) == 2
    load_and_send(state, 0, "STC", burro=1)
    assert state.sheets[0].stolen[1] == "S" and state.sheets[0].earned[1] == 13


def _every_player_move(state, seat) -> list[dict]:
    """Every move a player could try, in and a little beyond every range
    (a Pistol for one burro at a time, one to three Shares or Tonics)."""
    dice = range(-1, rules.DICE + 1)
    subsets = [[d for d in range(rules.DICE) if mask >> d & 1] for mask in range(1, 2**rules.DICE)]
    moves = [{"player": seat, "kind": kind} for kind in ("tonic", "hit", "stay", "confirm", "send")]
    for deposit in range(-1, len(DEPOSITS) + 1):
        moves += [{"player": seat, "kind": "claim", "deposit": deposit, "dice": used} for used in subsets]
        moves += [{"player": seat, "kind": "dig", "deposit": deposit, "die": die} for die in dice]
    for item in [*rules.STORE, "nothing"]:
        visits: list[dict] = [{}]
        if item == "pistol":
            visits += [{"burros": [b]} for b in range(8)]
        elif item in ("shares", "tonic"):
            visits += [{"count": n} for n in range(4)]
        moves += [
            {"player": seat, "kind": "store", "item": item, "die": die, **visit} for die in dice for visit in visits
        ]
    moves += [{"player": seat, "kind": "choose_burro", "burro": b} for b in range(-1, 9)]
    moves += [{"player": seat, "kind": kind, "mineral": m} for kind in ("load", "unload") for m in "STCBX"]
    return moves


def test_the_legal_moves_are_the_moves_the_rulebook_accepts():
    """Listing and refusing ask the same problem functions: whatever is listed
    is accepted, and whatever is accepted is listed, but for the moves listed
    once among equals (a store visit names the first free die of its value)."""
    from game.coal_n_write import listing

    for seed, players in ((1, 1), (2, 3), (3, 2)):
        state = rules.new_game(players, seed, {"dig_anywhere": seed == 3, "triple_visits": 1 + seed % 2})
        rng = random.Random(seed)
        while not rules.is_over(state):
            actors = rules.to_act(state)
            if CHANCE in actors:
                rules.apply(state, rules.chance_move(state))
                continue
            for seat in actors if rng.random() < 0.3 else ():  # a sample of the states keeps the test quick
                listed = rules.legal_moves(state, seat)
                assert listed == rules.RULEBOOK.legal(state, listing.candidates(state, seat))
                sheet = state.sheets[seat]
                for move in _every_player_move(state, seat):
                    if rules.RULEBOOK.problem(state, move):
                        continue
                    if move["kind"] == "store":
                        first = min(
                            d for d in rules.free_dice(state, sheet) if state.dice[d] == state.dice[move["die"]]
                        )
                        move = {**move, "die": first}
                    assert in_any_order(move) in [in_any_order(m) for m in listed], move
            rules.apply(state, rng.choice(rules.legal_moves(state, rng.choice(actors))))


def test_a_die_in_the_bunkhouse_is_said_to_rest_there_not_to_be_used():
    state = rules.new_game(1, 3, {})
    roll(state, 1, 4, 5)
    move(state, 0, "confirm")  # the 1 walks to the Bunkhouse
    roll(state, 2, 3)
    sheet = state.sheets[0]
    assert rules.free_die_problem(state, sheet, 0) == (
        "That die is in the Bunkhouse: its worker rolled a 1 and rests until the next round."
    )
    with pytest.raises(IllegalMove, match="in the Bunkhouse: its worker rolled a 1"):
        move(state, 0, "dig", deposit=tunnel("S", "left")[0], die=0)
    move(state, 0, "dig", deposit=tunnel("S", "right")[0], die=1)
    assert rules.free_die_problem(state, state.sheets[0], 1) == "That die has already been used this turn."


def test_the_send_preview_is_what_the_delivery_pays_and_changes_nothing():
    """As in the worked example, a bandit rides burro 2 and one Silver goes
    with Tin and Coal: the preview says the bandit takes the Silver and $21
    arrives, and that filling the empty slots with cheaper ore (the Silver is the bait) earns
    $32; once loaded so, the delivery pays just what the preview said."""
    state = rules.new_game(1, 7, {})
    with_stash(state, 0, "SSSSTTTCB")
    end_round(state)
    move(state, 0, "choose_burro", burro=1)
    for mineral in "STTC":
        move(state, 0, "load", mineral=mineral)
    before = copy.deepcopy(state)
    preview = rules.send_preview(state, 0)
    assert state == before
    assert preview["stolen"] == ["S"] and preview["lost"] == 12 and preview["bandits"] == 1
    assert preview["total"] == 21 and preview["empty"] == 2
    assert preview["add"] == list("TB") and preview["best_total"] == 32 and preview["more"] == 11
    title, lines = rules.send_question(preview)
    assert title == "Send burro 2 for $21?"
    assert lines[0] == "Adding 1 Tin and 1 Borax from your Ore Stash, it would earn $32."
    assert "As it is, the bandit takes 1 Silver: -$12." in lines
    assert rules.BANDIT_WORDS["bait"] in lines and lines[-1] == rules.BANDIT_WORDS["keep"]
    move(state, 0, "load", mineral="S")  # a second Silver: the bandit takes both
    full = rules.send_preview(state, 0)
    assert full["stolen"] == ["S", "S"] and full["total"] == 21 and full["add"] == ["T"] and full["more"] == 8
    move(state, 0, "unload", mineral="S")
    for mineral in "TB":
        move(state, 0, "load", mineral=mineral)
    best = rules.send_preview(state, 0)
    assert best["empty"] == 0 and best["more"] == 0 and not rules.asks_before_sending(best)
    move(state, 0, "send")
    assert state.sheets[0].earned[1] == best["total"] == 32


def test_a_baited_burro_with_only_the_bandits_kind_left_to_load_asks_nothing():
    """The rule text's Figure 3: one Silver as bait, the cheaper ore aboard; the slot left
    could only take more Silver, which the bandit would take too, so sending costs nothing."""
    state = rules.new_game(1, 7, {})
    with_stash(state, 0, "SSSSSSTTTB")
    end_round(state)
    move(state, 0, "choose_burro", burro=1)
    assert rules.best_cargo(state.sheets[0], 1) == list("STTTB")
    for mineral in "STTTB":
        move(state, 0, "load", mineral=mineral)
    preview = rules.send_preview(state, 0)
    assert preview["empty"] == 1 and preview["stolen"] == ["S"] and preview["total"] == 27
    assert preview["more"] == 0 and not rules.asks_before_sending(preview)


def test_a_burro_with_nothing_left_to_load_has_nothing_to_ask_about():
    state = rules.new_game(1, 7, {})
    with_stash(state, 0, "TC")
    end_round(state)
    move(state, 0, "choose_burro", burro=0)
    move(state, 0, "load", mineral="T")
    move(state, 0, "load", mineral="C")
    preview = rules.send_preview(state, 0)
    assert preview["empty"] == 4 and preview["more"] == 0 and preview["total"] == 13
    assert not rules.asks_before_sending(preview)
