"""King of Copper's rules, each test tied to a sentence of the rule text (seeds/001)."""

import copy

import pytest

from game.core import CHANCE, IllegalMove
from game.king_of_copper import board as B
from game.king_of_copper import rules as R
from game.king_of_copper.cards import EVENTS


def opened(players=2, seed=1, first=0):
    """A game past the opening roll, with `first` about to start its first turn."""
    state = R.new_game(players, seed, {})
    rolls = [[6, 6] if seat == first else [1, 2] for seat in range(players)]
    R.apply(state, {"player": CHANCE, "kind": "opening", "rolls": rolls})
    return state


def roll(state, *dice):
    if state.phase == "start":
        R.apply(state, {"player": state.current, "kind": "roll"})
    return R.apply(state, {"player": CHANCE, "kind": "roll", "dice": list(dice)})


def move(state, token, use, to, **extra):
    return R.apply(state, {"player": state.current, "kind": "move", "token": token, "use": use, "to": to, **extra})


def place(state, seat, *nodes):
    state.tokens[seat] = list(nodes) + ["home"] * (4 - len(nodes))


def t(quarter, offset):
    return B.track(quarter * B.QUARTER + offset)


# Squares of quarter 0 by what they are, so a test says which kind of square it lands on.
TUNNEL, SAFETY = t(0, B.offset_of("tunnel")), t(0, B.offset_of("safety"))
EVENT, CAMP = t(0, B.offset_of("event")), t(0, B.offset_of("camp"))
PLAIN = t(0, B.offset_of("exit"))  # a tunnel's way out: no instructions on landing, and not safe


def steps_to(node):
    """How far quarter 0's track square `node` lies from quarter 0's First Square."""
    return B.track_index(node)


def dice_for(node):
    """Two different dice whose total takes a token from the First Square to `node`."""
    high = min(6, steps_to(node) - 1)
    return high, steps_to(node) - high


def walks(state, seat):
    """The token moves open to `seat` (a trade offer may be open too)."""
    return [m for m in R.legal_moves(state, seat) if m["kind"] == "move"]


def kinds(events):
    return [e["kind"] for e in events]


def test_setup_tokens_money_chips_and_bank():
    # "Each player ... 4 tokens on their colored Start space", "$500 each", 16 chips on 16 mines.
    state = R.new_game(4, 7, {})
    assert all(tokens == ["start"] * 4 for tokens in state.tokens)
    assert state.money == [500] * 4 and state.bank == R.TOTAL_MONEY - 2000
    assert len(B.MINES) == 16 and all(state.green[m] and state.blue[m] for m in B.MINES)
    assert sorted(state.chip_kind.values()).count("great_blue") == 1
    assert sorted(state.chip_kind.values()).count("sacred") == 1
    assert sorted(state.chip_kind.values()).count("fools") == 4
    R.invariants(state)


def test_highest_opening_roll_goes_first_and_ties_roll_again():
    state = R.new_game(3, 1, {})
    R.apply(state, {"player": CHANCE, "kind": "opening", "rolls": [[6, 5], [5, 6], [1, 1]]})
    assert state.phase == "opening" and state.tied == [0, 1]
    events = R.apply(state, {"player": CHANCE, "kind": "opening", "rolls": [[2, 2], [3, 3]]})
    assert state.order == [1, 2, 0] and state.current == 1  # clockwise from the winner
    assert "first_player" in kinds(events)


def test_first_turn_brings_two_tokens_out_then_one_each_turn():
    state = opened()
    first = B.first_square(state.quarters[0])
    assert state.tokens[0].count(first) == 2 and state.tokens[0].count("start") == 2
    roll(state, 2, 4)
    move(state, 0, "both", t(0, 6))
    # seat 1's first turn: two tokens; then seat 0 again: one more
    roll(state, 1, 2)
    move(state, 0, "both", t(2, 3))
    assert state.current == 0 and state.tokens[0].count("start") == 1


def test_total_lands_on_the_total_and_split_dice_move_two_tokens():
    state = opened()
    roll(state, 2, 3)
    legal = R.legal_moves(state, 0)
    assert {"player": 0, "kind": "move", "token": 0, "use": "both", "to": t(0, 5)} in legal
    move(state, 0, "a", t(0, 2))
    # the second die must move a different token
    assert all(m["token"] != 0 for m in R.legal_moves(state, 0))
    with pytest.raises(IllegalMove):
        move(state, 0, "b", t(0, 5))
    move(state, 1, "b", t(0, 3))
    assert state.current == 1


def test_tokens_on_one_space_move_alike_and_equal_dice_are_one_choice():
    state = opened()
    roll(state, 2, 2)  # the first turn brings two tokens onto the First Square
    legal = walks(state, 0)
    assert {m["token"] for m in legal} == {0} and {m["use"] for m in legal} == {"a", "both"}
    one_die = next(m for m in legal if m["use"] == "a")
    before = copy.deepcopy(state)
    for token, use in ((1, "a"), (0, "b")):  # the other token alike, the other die of the pair
        with pytest.raises(IllegalMove, match="Your dice can't take that token there"):
            move(state, token, use, one_die["to"])
        assert state == before
    with pytest.raises(IllegalMove, match="Your dice can't take that token there"):
        move(state, 0, "a", one_die["to"], back=False)  # a forward move is written without "back"
    move(state, 0, "a", one_die["to"])


def test_doubles_roll_again():
    state = opened()
    roll(state, 3, 3)
    events = move(state, 0, "both", t(0, 6))
    assert "doubles" in kinds(events) and state.phase == "roll" and state.current == 0


def test_a_die_that_cannot_be_used_in_full_is_forfeited():
    state = opened()
    place(state, 0, B.ladder(0, 3))  # one space from Finish
    state.first_turn = [False, False]
    events = roll(state, 4, 5)
    assert "forfeit" in kinds(events) and state.current == 1


def test_two_stacked_tokens_block_except_on_safety_squares():
    state = opened()
    place(state, 1, PLAIN, PLAIN, "start", "start")
    roll(state, 2, steps_to(PLAIN) - 2)
    assert not any(m["to"] == PLAIN for m in walks(state, 0))
    for safe in (SAFETY, CAMP):  # a Safety Square, or a Miners' Camp: all coexist
        state = opened()
        place(state, 1, safe, safe, "start", "start")
        roll(state, *dice_for(safe))
        assert any(m["to"] == safe for m in walks(state, 0))


def test_bumping_sends_a_single_token_home_and_the_robber_picks_a_face_down_chip():
    state = opened()
    place(state, 1, PLAIN, "start", "start", "start")
    state.hands[1] = ["G1", "B2"]
    roll(state, 2, steps_to(PLAIN) - 2)
    events = move(state, 0, "both", PLAIN)
    assert state.tokens[1][0] == "start" and "bumped" in kinds(events)
    assert R.to_act(state) == [CHANCE]
    R.apply(state, {"player": CHANCE, "kind": "lay_out", "order": [1, 0]})
    assert R.view(state, 0).tasks[0]["slots"] == ["B?", "G?"]  # the robber sees only the backs
    R.apply(state, {"player": 0, "kind": "rob", "slot": 0})
    assert state.hands[0] == ["B2"] and state.hands[1] == ["G1"]


def test_a_second_robbery_of_a_hand_robbed_bare_finds_nothing():
    state = opened()
    place(state, 1, PLAIN, "start", "start", "start")
    state.hands[1] = ["G1"]
    roll(state, 2, steps_to(PLAIN) - 2)
    move(state, 0, "both", PLAIN)
    state.tasks.append(dict(state.tasks[0]))  # both dice bumped the same rival: two robberies queued
    R.apply(state, {"player": CHANCE, "kind": "lay_out", "order": [0]})
    R.apply(state, {"player": 0, "kind": "rob", "slot": 0})
    assert R.chance_move(state) == {"player": CHANCE, "kind": "lay_out", "order": []}
    events = R.apply(state, R.chance_move(state))
    assert kinds(events)[0] == "nothing_to_rob" and state.hands == [["G1"], [], *state.hands[2:]]
    assert all(R.legal_moves(state, seat) for seat in R.to_act(state) if seat != CHANCE)


def test_no_bumping_on_safety_squares_or_camps():
    for safe in (SAFETY, CAMP):
        state = opened()
        place(state, 1, safe, "start", "start", "start")
        roll(state, *dice_for(safe))
        move(state, 0, "both", safe)
        assert state.tokens[1][0] == safe


def test_event_cards_are_read_and_go_under_the_pile_and_tickets_are_kept():
    state = opened()
    payday = next(i for i, card in enumerate(EVENTS) if card["effect"] == "gain" and card["amount"] == 100)
    ticket = next(i for i, card in enumerate(EVENTS) if card["effect"] == "ticket")
    state.event_pile.remove(payday)
    state.event_pile.remove(ticket)
    state.event_pile[:0] = [payday, ticket]
    last_event = t(0, B.QUARTER - 1)
    assert B.kind(last_event) == "event"
    place(state, 0, t(0, B.QUARTER - 3), t(0, B.QUARTER - 3), "start", "start")
    roll(state, 2, 2)
    events = move(state, 0, "a", last_event)
    assert state.money[0] == 600 and state.event_pile[-1] == payday
    assert any(e["kind"] == "event_card" and e["card"] == payday for e in events)
    move_two = next(m for m in walks(state, 0) if m["to"] == last_event and m["token"] != 0)
    R.apply(state, move_two)  # the second token on the same square draws again
    assert state.tickets[0] == [ticket]
    R.invariants(state)


def test_enter_a_district_from_the_head_frame_on_a_later_turn_and_walk_both_ways():
    state = opened()
    place(state, 0, B.head_frame(0), "start", "start", "start")
    roll(state, 2, 4)
    targets = {m["to"] for m in walks(state, 0) if m["use"] == "a"}
    assert B.octagon(0, 1) in targets and t(0, B.offset_of("headframe") + 2) in targets
    # inside a district: forward or backward by a die
    state = opened()
    place(state, 0, B.octagon(0, 3), "start", "start", "start")
    roll(state, 2, 5)
    legal = R.legal_moves(state, 0)
    assert {"player": 0, "kind": "move", "token": 0, "use": "a", "to": B.octagon(0, 1), "back": True} in legal
    assert {"player": 0, "kind": "move", "token": 0, "use": "a", "to": B.octagon(0, 5)} in legal


def test_a_token_that_reaches_a_head_frame_walks_in_only_on_a_later_turn():
    # "On your next turn move into the district": a doubles re-roll is still the same turn.
    state = opened()
    frame = B.head_frame(0)
    steps = steps_to(frame)
    roll(state, steps // 2, steps // 2)  # doubles onto the head frame
    move(state, 0, "both", frame)
    assert state.phase == "roll" and state.current == 0
    roll(state, 2, 3)
    assert not any(B.district_of(m["to"]) is not None for m in walks(state, 0))
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="next turn"):
        move(state, 0, "a", B.octagon(0, 1))
    assert state == before
    move(state, 0, "a", t(0, steps + 2))  # on along the track is fine
    # a token already on the head frame when the turn began may walk in on the re-roll
    state = opened()
    place(state, 0, frame, B.first_square(0), "start", "start")
    roll(state, 3, 3)
    move(state, 1, "both", t(0, 6))
    roll(state, 2, 3)
    assert B.octagon(0, 1) in {m["to"] for m in walks(state, 0) if m["token"] == 0}


def test_a_head_frame_token_walks_in_on_the_next_turn():
    state = opened()
    frame = B.head_frame(0)
    roll(state, steps_to(frame), 1)
    move(state, 0, "a", frame)
    move(state, 1, "b", t(0, 1))
    roll(state, 1, 2)  # seat 1's turn
    move(state, 0, "both", t(2, 3))
    assert state.current == 0
    roll(state, 2, 3)
    assert B.octagon(0, 1) in {m["to"] for m in walks(state, 0) if m["token"] == 0}


def test_a_title_costs_50_and_others_may_pass_but_not_land():
    state = opened()
    place(state, 0, B.octagon(0, 0), "start", "start", "start")
    roll(state, 1, 2)
    move(state, 0, "a", B.octagon(0, 1))
    assert R.to_act(state) == [0]
    R.apply(state, {"player": 0, "kind": "buy_title", "mine": "D0_1"})
    assert state.owner["D0_1"] == 0 and state.money[0] == 450
    state2 = opened(first=1)
    state2.owner["D0_1"] = 0
    place(state2, 1, B.octagon(0, 0), "start", "start", "start")
    roll(state2, 1, 3)
    targets = {m["to"] for m in walks(state2, 1)}
    assert "D0_1" not in targets and B.octagon(0, 3) in targets  # through, not onto


def test_prospecting_chip_is_bought_at_the_start_of_the_next_turn():
    state = opened()
    state.owner["D0_1"] = 0
    state.bought_turn["D0_1"] = state.turn
    place(state, 0, "D0_1", "start", "start", "start")
    assert not any(m["kind"] == "prospect" for m in R.legal_moves(state, 0))
    state.bought_turn["D0_1"] = state.turn - 1
    chip = state.green["D0_1"]
    R.apply(state, {"player": 0, "kind": "prospect", "mine": "D0_1"})
    assert state.hands[0] == [chip] and state.money[0] == 450
    assert R.view(state, 1).chip_value[chip] == "?" and R.view(state, 0).chip_value[chip] != "?"


def test_three_titles_in_three_districts_win_a_character_card_that_cashes_green_chips():
    state = opened()
    state.owner["D0_1"] = state.owner["D1_1"] = 0
    state.hands[0] = [state.green["D2_3"]]
    value = state.chip_value[state.green["D2_3"]]
    sapphire = state.chip_kind[state.green["D2_3"]] == "sacred"
    state.green["D2_3"] = ""
    place(state, 0, B.octagon(2, 2), "start", "start", "start")
    roll(state, 1, 2)
    move(state, 0, "a", "D2_3")
    events = R.apply(state, {"player": 0, "kind": "buy_title", "mine": "D2_3"})
    assert "character_won" in kinds(events)
    assert len(R.legal_moves(state, 0)) == 5
    R.apply(state, {"player": 0, "kind": "choose_character", "card": "banker"})
    assert state.characters[0] == "banker" and "banker" not in state.character_pool
    assert state.money[0] == 450 + (0 if sapphire else value)


def deep_state(blue_kind="ore"):
    state = opened()
    state.characters[0] = "marshal"
    state.owner["D1_3"] = 0
    state.discarded.append(state.green["D1_3"])  # mined long ago and cashed: out of play here
    state.green["D1_3"] = ""
    chip = next(c for c, k in state.chip_kind.items() if k == blue_kind and c.startswith("B"))
    holder = next(m for m in B.MINES if state.blue[m] == chip)
    state.blue[holder], state.blue["D1_3"] = state.blue["D1_3"], chip
    place(state, 0, "D1_3", B.octagon(1, 2), "start", "start")
    return state, chip


def test_deep_mining_peek_then_stop_forfeits_50():
    state, chip = deep_state()
    R.apply(state, {"player": 0, "kind": "peek", "mine": "D1_3"})
    assert R.view(state, 0).chip_value[chip] != "?" and R.view(state, 1).chip_value[chip] == "?"
    R.apply(state, {"player": 0, "kind": "stop_digging"})
    assert state.money[0] == 450 and state.blue["D1_3"] == chip


def test_deep_mining_dig_and_the_cave_in_numbers_rise_per_deep_mine():
    state, chip = deep_state()
    R.apply(state, {"player": 0, "kind": "peek", "mine": "D1_3"})
    R.apply(state, {"player": 0, "kind": "dig"})
    assert state.money[0] == 400 and R.to_act(state) == [CHANCE]
    R.apply(state, {"player": CHANCE, "kind": "cave_roll", "d10": 1})  # first mine caves in only on 0
    assert chip in state.hands[0] and state.deep_dug[1] == 1
    state.deep_dug[1] = 3
    assert R.cave_numbers(state, 0, 1) == 4  # fourth mine: 0-3 cave in


def test_a_cave_in_bumps_your_district_tokens_and_resets_the_mine():
    state, chip = deep_state()
    state.deep_dug[1] = 1  # second mine: 0 and 1 cave in
    R.apply(state, {"player": 0, "kind": "peek", "mine": "D1_3"})
    R.apply(state, {"player": 0, "kind": "dig"})
    events = R.apply(state, {"player": CHANCE, "kind": "cave_roll", "d10": 1})
    assert "cave_in" in kinds(events)
    assert state.tokens[0][:2] == ["start", "start"]
    assert state.owner["D1_3"] == -1 and state.blue["D1_3"] == chip
    assert state.current == 1  # the turn ended
    R.invariants(state)


def test_fools_gold_is_free_and_refunds_the_peek():
    state, chip = deep_state("fools")
    events = R.apply(state, {"player": 0, "kind": "peek", "mine": "D1_3"})
    assert "fools_gold" in kinds(events) and state.money[0] == 500 and chip in state.hands[0]


def test_deep_mining_needs_a_character_card():
    state, _ = deep_state()
    state.characters[0] = ""
    with pytest.raises(IllegalMove, match="Character Card"):
        R.apply(state, {"player": 0, "kind": "peek", "mine": "D1_3"})


def test_passages_join_districts_and_close_when_a_mine_beside_them_is_empty():
    state = opened()
    place(state, 0, B.octagon(1, 5), "start", "start", "start")
    roll(state, 2, 5)
    assert B.octagon(2, 1) in {m["to"] for m in walks(state, 0) if m["use"] == "a"}
    state = opened()
    state.hands[1] = [state.green["D2_1"], state.blue["D2_1"]]
    state.green["D2_1"] = state.blue["D2_1"] = ""
    place(state, 0, B.octagon(1, 5), "start", "start", "start")
    roll(state, 2, 5)
    assert B.octagon(2, 1) not in {m["to"] for m in walks(state, 0)}


def test_passing_under_your_own_ladder_brings_seven_turns_of_one_die():
    # the passage from district 0 to 1 runs under quarter 1's ladder: seat 1's
    state = opened(players=4, first=1)
    place(state, 1, B.octagon(0, 5), "start", "start", "start")
    roll(state, 2, 5)
    events = move(state, 0, "a", B.octagon(1, 1))
    assert "bad_luck" in kinds(events) and state.bad_luck[1] == 7


def test_the_rules_say_beforehand_which_move_brings_bad_luck():
    state = opened(players=4, first=1)
    place(state, 1, B.octagon(0, 5), "start", "start", "start")
    roll(state, 2, 5)
    under = {"player": 1, "kind": "move", "token": 0, "use": "a", "to": B.octagon(1, 1)}
    assert R.brings_bad_luck(state, under)
    back = {**under, "to": B.octagon(0, 3), "back": True}
    assert back in R.legal_moves(state, 1) and not R.brings_bad_luck(state, back)
    assert state.bad_luck[1] == 0  # asking changes nothing


def test_a_refused_token_move_names_its_reason():
    state = opened()
    place(state, 0, t(0, 5), "start", t(0, 20), "start")
    roll(state, 3, 5)
    asked = {"player": 0, "kind": "move", "token": 1, "use": "both", "to": t(0, 13)}
    assert R.problem(state, asked) == "That token is still at Start: it comes out at the beginning of a turn."
    assert R.problem(state, {**asked, "token": 0, "to": t(0, 5)}) == "Your dice have no space to take that token to."
    move(state, 0, "a", t(0, 8))
    again = {"player": 0, "kind": "move", "token": 0, "use": "b", "to": t(0, 13)}
    assert R.problem(state, again) == "Split dice move two different tokens: move another one with this die."


def finish_turn(state):
    """Play on to the start of the next turn: chance as it comes, forward walks first."""
    turn = state.turn
    while state.turn == turn and not R.is_over(state):
        actor = R.to_act(state)[0]
        if actor == CHANCE:
            R.apply(state, R.chance_move(state))
            continue
        moves = [m for m in R.legal_moves(state, actor) if m["kind"] != "offer_trade" and not m.get("back")]
        R.apply(state, moves[0])


def test_bad_luck_is_counted_in_turns_and_a_doubles_reroll_is_the_same_turn():
    state = opened(players=4, first=1)
    for seat in (0, 2, 3):
        place(state, seat)  # all home: every turn from now on is seat 1's
    place(state, 1, B.octagon(0, 5), "start", "start", "start")
    roll(state, 2, 2)  # doubles: a re-roll is due in this same turn
    move(state, 0, "a", B.octagon(1, 1))
    assert state.bad_luck[1] == 7
    if state.tasks:
        R.apply(state, {"player": 1, "kind": "decline_title", "mine": B.octagon(1, 1)})
    assert state.phase == "roll" and state.current == 1
    assert len(R.chance_move(state)["dice"]) == 2  # the re-roll belongs to this turn, not to the seven
    R.apply(state, {"player": CHANCE, "kind": "roll", "dice": [2, 3]})
    finish_turn(state)
    one_die_turns = 0
    while True:
        R.apply(state, {"player": 1, "kind": "roll"})
        if len(R.chance_move(state)["dice"]) == 2:
            break
        one_die_turns += 1
        assert R.bad_luck_left(state, 1) == 8 - one_die_turns
        before = copy.deepcopy(state)
        with pytest.raises(IllegalMove, match="one die"):
            R.apply(state, {"player": CHANCE, "kind": "roll", "dice": [2, 3]})
        assert state == before
        R.apply(state, {"player": CHANCE, "kind": "roll", "dice": [6]})
        finish_turn(state)
    assert one_die_turns == 7 and state.bad_luck[1] == 0


def test_tunnels_roll_7_or_3_or_a_3_on_either_die():
    assert R.tunnel_success([3, 4]) and R.tunnel_success([1, 2]) and R.tunnel_success([3, 6])
    assert R.tunnel_success([6, 1]) and not R.tunnel_success([2, 2]) and not R.tunnel_success([6, 6])
    state = opened()
    roll(state, 1, steps_to(TUNNEL) - 1)
    move(state, 0, "both", TUNNEL)
    assert R.to_act(state) == [CHANCE]
    R.apply(state, {"player": CHANCE, "kind": "tunnel_roll", "dice": [3, 5]})
    exits = R.legal_moves(state, 0)
    assert {m["to"] for m in exits} == set(B.TUNNEL_EXITS)
    R.apply(state, exits[2])
    assert state.tokens[0][0] == B.TUNNEL_EXITS[2] and state.current == 1


def test_exact_number_to_finish_unless_doubles_carry_a_ladder_token_in():
    state = opened()
    place(state, 0, B.ladder(0, 2), t(0, 1))
    roll(state, 4, 4)
    legal = R.legal_moves(state, 0)
    assert {"player": 0, "kind": "move", "token": 0, "use": "a", "to": "home"} in legal
    state = opened()
    place(state, 0, B.ladder(0, 2), t(0, 1))
    roll(state, 4, 5)
    assert not any(m["to"] == "home" for m in walks(state, 0))


def test_reaching_finish_cashes_chips_and_sapphires_wait_for_all_four_tokens():
    state = opened()
    blue = next(c for c, k in state.chip_kind.items() if k == "ore" and c.startswith("B") and state.chip_value[c])
    great = next(c for c, k in state.chip_kind.items() if k == "great_blue")
    for chip in (blue, great):
        mine = next(m for m in B.MINES if state.blue[m] == chip)
        state.blue[mine] = ""
    state.hands[0] = [blue, great]
    place(state, 0, B.ladder(0, 3), B.ladder(0, 2), t(0, 1))
    roll(state, 2, 1)
    move(state, 0, "a", "home")
    assert R.legal_moves(state, 0) == [{"player": 0, "kind": "cash", "chip": blue}, {"player": 0, "kind": "cash_done"}]
    R.apply(state, {"player": 0, "kind": "cash", "chip": blue})
    assert state.money[0] == 500 + state.chip_value[blue] and great in state.hands[0]
    R.invariants(state)


def test_first_home_earns_1000_and_the_great_blue_starts_the_final_round():
    state = opened(players=3)
    great = next(c for c, k in state.chip_kind.items() if k == "great_blue")
    mine = next(m for m in B.MINES if state.blue[m] == great)
    state.blue[mine] = ""
    state.hands[0] = [great]
    place(state, 0, B.ladder(0, 4))
    roll(state, 1, 2)
    events = move(state, 0, "a", "home")
    assert "first_home" in kinds(events) and "final_round" in kinds(events)
    assert state.money[0] == 500 + 1000 + 2000
    turns = 0
    while not R.is_over(state):
        actor = R.to_act(state)[0]
        R.apply(state, R.chance_move(state) if actor == CHANCE else R.legal_moves(state, actor)[0])
        turns += 1
    assert state.end_reason == "final_round"
    assert R.result(state).places[0] == 1 and R.result(state).titles[0] == R.CROWN


def test_snake_eyes_take_the_anaconda_sapphire_from_its_holder():
    state = opened()
    state.anaconda = 1
    events = roll(state, 1, 1)
    assert state.anaconda == 0 and any(e["kind"] == "anaconda" and e["from"] == 1 for e in events)
    state.hands[1] = []
    assert "anaconda" not in state.hands[0]  # face up, never in a hand, so never robbed


def test_snake_eyes_on_a_tunnel_roll_take_the_anaconda_too():
    state = opened()
    state.anaconda = 1
    roll(state, 1, steps_to(TUNNEL) - 1)
    move(state, 0, "both", TUNNEL)
    events = R.apply(state, {"player": CHANCE, "kind": "tunnel_roll", "dice": [1, 1]})
    assert state.anaconda == 0 and any(e["kind"] == "anaconda" and e["from"] == 1 for e in events)


def test_the_opening_roll_only_decides_who_goes_first():
    # Table rule: the Anaconda goes to snake-eyes rolled in play; the opening roll is not in play.
    state = R.new_game(2, 1, {})
    events = R.apply(state, {"player": CHANCE, "kind": "opening", "rolls": [[1, 1], [3, 4]]})
    assert state.anaconda == -1 and "anaconda" not in kinds(events) and state.current == 1


def test_chip_ids_carry_different_faces_from_game_to_game():
    great, fools, sacred = set(), set(), set()
    for seed in range(12):
        state = R.new_game(2, seed, {})
        great.add(next(c for c, k in state.chip_kind.items() if k == "great_blue"))
        sacred.add(next(c for c, k in state.chip_kind.items() if k == "sacred"))
        fools.add(frozenset(c for c, k in state.chip_kind.items() if k == "fools"))
        assert all(c.startswith("B") for f in fools for c in f) and all(c.startswith("G") for c in sacred)
    assert len(great) > 4 and len(sacred) > 4 and len(fools) > 4
    again = R.new_game(2, 3, {})
    assert again.chip_kind == R.new_game(2, 3, {}).chip_kind  # the same seed deals the same faces


def test_a_view_hides_every_face_down_chip_and_the_event_pile():
    state = opened()
    mine_chip = state.green["D0_1"]
    state.green["D0_1"] = ""
    state.hands[0] = [mine_chip]
    seen = R.view(state, 1)
    for chip in state.chip_kind:
        assert seen.chip_kind[chip] == "?" and seen.chip_value[chip] == "?"  # nothing of 1's is known yet
    own = R.view(state, 0)
    assert own.chip_kind[mine_chip] == state.chip_kind[mine_chip]
    assert sum(1 for k in own.chip_kind.values() if k != "?") == 1
    assert set(seen.event_pile) == {"?"} and len(seen.event_pile) == len(state.event_pile)
    assert seen.seed is None  # without the seed nobody can deal the faces again


@pytest.mark.parametrize(
    "outcome, sentence",
    [
        ({"kind": "roll", "dice": [3]}, "two dice"),
        ({"kind": "roll", "dice": [3, 4, 5]}, "two dice"),
        ({"kind": "roll", "dice": [0, 4]}, "two dice"),
        ({"kind": "roll", "dice": [7, 1]}, "two dice"),
        ({"kind": "roll", "dice": [True, 1]}, ""),  # not dice at all (the shape check or the rules)
        ({"kind": "roll", "dice": [2.0, 1]}, ""),
        ({"kind": "roll", "dice": "34"}, ""),
        ({"kind": "cave_roll", "d10": 3}, "dug"),
        ({"kind": "tunnel_roll", "dice": [3, 4]}, "tunnel"),
        ({"kind": "lay_out", "order": [0]}, "lay out"),
        ({"kind": "opening", "rolls": [[1, 2], [3, 4]]}, "opening"),
        ({"kind": "shuffle"}, ""),
    ],
)
def test_chance_refuses_an_outcome_the_rules_could_not_draw(outcome, sentence):
    state = opened()
    R.apply(state, {"player": 0, "kind": "roll"})
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match=sentence or None):
        R.apply(state, {"player": CHANCE, **outcome})
    assert state == before


def test_chance_refuses_bad_opening_cave_tunnel_and_lay_out_outcomes():
    state = R.new_game(3, 1, {})
    for rolls in ([[1, 2], [3, 4]], [[1, 2], [3, 4], [5]], [[1, 2], [3, 4], [5, 9]]):
        with pytest.raises(IllegalMove, match="two dice"):
            R.apply(state, {"player": CHANCE, "kind": "opening", "rolls": rolls})
    for rolls in ("x", [[1, 2], [3, 4], None], [[1, 2], [3, 4], [5, 6.0]]):
        with pytest.raises(IllegalMove):
            R.apply(state, {"player": CHANCE, "kind": "opening", "rolls": rolls})
    R.apply(state, {"player": CHANCE, "kind": "opening", "rolls": [[6, 6], [6, 6], [1, 1]]})
    with pytest.raises(IllegalMove, match="two dice"):  # only the tied seats roll again
        R.apply(state, {"player": CHANCE, "kind": "opening", "rolls": [[1, 2], [3, 4], [5, 6]]})
    dug, _ = deep_state()
    R.apply(dug, {"player": 0, "kind": "peek", "mine": "D1_3"})
    R.apply(dug, {"player": 0, "kind": "dig"})
    for d10 in (10, -1, "3", 2.0, True, None):
        before = copy.deepcopy(dug)
        with pytest.raises(IllegalMove, match="0 to 9" if type(d10) is int else None):
            R.apply(dug, {"player": CHANCE, "kind": "cave_roll", "d10": d10})
        assert dug == before
    tunnel = opened()
    roll(tunnel, 1, steps_to(TUNNEL) - 1)
    move(tunnel, 0, "both", TUNNEL)
    for dice in ([3], [3, 3, 3], [0, 3], [3, 7]):
        with pytest.raises(IllegalMove, match="two dice"):
            R.apply(tunnel, {"player": CHANCE, "kind": "tunnel_roll", "dice": dice})
    robbed = opened()
    place(robbed, 1, PLAIN, "start", "start", "start")
    robbed.hands[1] = ["G1", "B2", "B3"]
    roll(robbed, 2, steps_to(PLAIN) - 2)
    move(robbed, 0, "both", PLAIN)
    for order in ([0, 1], [0, 1, 1], [0, 1, 3], [], ["a", 1, 2], [0.0, 1, 2], [False, 1, 2], None, (0, 1, 2)):
        before = copy.deepcopy(robbed)
        with pytest.raises(IllegalMove):
            R.apply(robbed, {"player": CHANCE, "kind": "lay_out", "order": order})
        assert robbed == before
    R.apply(robbed, {"player": CHANCE, "kind": "lay_out", "order": [2, 0, 1]})
    assert robbed.tasks[0]["slots"] == ["B3", "G1", "B2"]


def test_the_game_ends_when_everyone_is_home():
    state = opened()
    place(state, 1)
    place(state, 0, B.ladder(0, 3))
    roll(state, 2, 1)
    move(state, 0, "a", "home")
    assert R.is_over(state) and state.end_reason == "all_home"
    assert R.to_act(state) == []


def test_trading_titles_tickets_and_money_with_an_offer_the_other_accepts_or_declines():
    state = opened()
    state.owner["D3_6"] = 1
    R.apply(state, {"player": 0, "kind": "offer_trade"})
    R.apply(state, {"player": 0, "kind": "offer_item", "side": "get", "item": "D3_6"})
    R.apply(state, {"player": 0, "kind": "offer_money", "side": "give", "amount": 50})
    R.apply(state, {"player": 0, "kind": "offer_money", "side": "give", "amount": 50})
    R.apply(state, {"player": 0, "kind": "send_offer"})
    assert R.to_act(state) == [1]
    before = copy.deepcopy(state)
    R.apply(state, {"player": 1, "kind": "decline_trade"})
    assert state.owner["D3_6"] == 1 and state.phase == "start"
    state = before
    R.apply(state, {"player": 1, "kind": "accept_trade"})
    assert state.owner["D3_6"] == 0 and state.money == [400, 600]
    offers = [m for m in R.legal_moves(state, 0) if m["kind"] == "offer_trade"]
    assert offers == [{"player": 0, "kind": "offer_trade", "from": 1}]  # one offer a turn each: Bo may still offer


def test_a_player_who_is_not_on_turn_offers_a_trade_and_the_turn_goes_on():
    state = opened(3)
    players = state.players
    current = state.current
    other = (current + 1) % players
    state.owner["D3_6"] = current
    assert {"player": current, "kind": "offer_trade", "from": other} in R.legal_moves(state, current)
    R.apply(state, {"player": current, "kind": "offer_trade", "from": other})
    assert state.phase == "trade_build" and R.to_act(state) == [other]
    assert state.trade["from"] == other and state.trade["with"] == current  # the current player first
    assert R.legal_moves(state, current) == []
    with pytest.raises(IllegalMove, match="isn't your turn"):
        R.apply(state, {"player": current, "kind": "roll"})
    R.apply(state, {"player": other, "kind": "offer_item", "side": "get", "item": "D3_6"})
    R.apply(state, {"player": other, "kind": "offer_money", "side": "give", "amount": 50})
    R.apply(state, {"player": other, "kind": "send_offer"})
    assert R.to_act(state) == [current]
    before = copy.deepcopy(state)
    R.apply(state, {"player": current, "kind": "decline_trade"})
    assert state.phase == "start" and R.to_act(state) == [current] and state.owner["D3_6"] == current
    state = before
    money = list(state.money)
    R.apply(state, {"player": current, "kind": "accept_trade"})
    assert state.owner["D3_6"] == other
    assert state.money[other] == money[other] - 50 and state.money[current] == money[current] + 50
    assert state.phase == "start" and R.to_act(state) == [current]  # back to the current player, not yet rolled
    kinds = [(m["kind"], m.get("from", m["player"])) for m in R.legal_moves(state, current)]
    assert ("roll", current) in kinds and ("offer_trade", current) in kinds
    assert ("offer_trade", other) not in kinds  # one offer per player per turn
    R.apply(state, {"player": current, "kind": "roll"})
    assert R.to_act(state) == [CHANCE]


def test_offers_by_other_players_are_refused_with_a_reason_and_change_nothing():
    state = opened()
    current = state.current
    other = (current + 1) % state.players
    state.owner["D3_6"] = other
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="isn't your turn"):  # the offer rides on the current player's move
        R.apply(state, {"player": other, "kind": "offer_trade"})
    with pytest.raises(IllegalMove, match="player at the table"):
        R.apply(state, {"player": current, "kind": "offer_trade", "from": 7})
    assert state == before
    R.apply(state, {"player": current, "kind": "offer_trade", "from": other})
    R.apply(state, {"player": other, "kind": "cancel_offer"})
    assert state.phase == "start" and R.to_act(state) == [current]
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="That player has already made a trade offer this turn"):
        R.apply(state, {"player": current, "kind": "offer_trade", "from": other})
    assert state == before
    with pytest.raises(IllegalMove, match="^Leave out who offers when the offer is your own.$"):
        R.apply(state, {"player": current, "kind": "offer_trade", "from": current})  # one way to write it, as listed
    assert state == before
    R.apply(state, {"player": current, "kind": "offer_trade"})
    R.apply(state, {"player": current, "kind": "cancel_offer"})
    with pytest.raises(IllegalMove, match="You have made your trade offer"):
        R.apply(state, {"player": current, "kind": "offer_trade"})
    roll(state, 1, 2)
    assert state.phase == "move" and R.to_act(state) == [current]
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="already made a trade offer this turn"):  # the limit holds all turn
        R.apply(state, {"player": current, "kind": "offer_trade", "from": other})
    assert state == before


def test_a_trade_may_break_in_before_a_move_and_the_move_goes_on():
    # "Trading ... at any time": any pause where play waits for the player on turn.
    state = opened(3)
    current = state.current
    other = (current + 1) % state.players
    state.owner["D3_6"] = current
    roll(state, 1, 3)
    assert state.phase == "move"
    offer = {"player": current, "kind": "offer_trade", "from": other}
    assert offer in R.legal_moves(state, current)
    R.apply(state, offer)
    assert state.phase == "trade_build" and R.to_act(state) == [other]
    R.apply(state, {"player": other, "kind": "offer_item", "side": "get", "item": "D3_6"})
    R.apply(state, {"player": other, "kind": "offer_money", "side": "give", "amount": 50})
    R.apply(state, {"player": other, "kind": "send_offer"})
    R.apply(state, {"player": current, "kind": "accept_trade"})
    assert state.owner["D3_6"] == other
    assert state.phase == "move" and state.dice == [1, 3] and R.to_act(state) == [current]
    move(state, 0, "both", t(0, 4))  # the dice still move after the trade
    assert state.tokens[current][0] == t(0, 4)


def test_no_offer_while_a_landing_waits_for_its_answer():
    state = opened()
    state.owner["D3_6"] = 1
    state.tasks.append({"task": "buy", "seat": 0, "mine": "D0_1"})
    before = copy.deepcopy(state)
    assert not any(m["kind"] == "offer_trade" for m in R.legal_moves(state, 0))
    with pytest.raises(IllegalMove, match="First decide whether to buy"):
        R.apply(state, {"player": 0, "kind": "offer_trade"})
    assert state == before


def test_nobody_offers_without_a_title_or_ticket_on_the_table():
    state = opened()
    current = state.current
    other = (current + 1) % state.players
    assert not any(m["kind"] == "offer_trade" for m in R.legal_moves(state, current))
    with pytest.raises(IllegalMove, match="needs a title or an event ticket"):
        R.apply(state, {"player": current, "kind": "offer_trade", "from": other})


def test_refused_moves_say_why_and_change_nothing():
    state = opened()
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="Roll the dice first"):
        move(state, 0, "a", t(0, 1))
    assert state == before
    roll(state, 1, 2)
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="still at Start"):
        move(state, 3, "a", t(0, 1))
    with pytest.raises(IllegalMove, match="exact number"):
        place(state, 0, B.ladder(0, 4), B.first_square(0))
        move(state, 0, "b", "home")
    state.tokens[0] = list(before.tokens[0])
    assert state == before


def test_the_rule_counter_counts_a_whole_game():
    from game.king_of_copper.measure import measure

    table = measure(2, 2, ["strong", "random"], options={"length": "taster"})
    assert table["game_over"] == {"mean": 1.0, "games_with": 1.0}
    assert table["move"]["mean"] > 10 and table["roll"]["games_with"] == 1.0


def card_on_top(state, effect, **match):
    card = next(
        i for i, c in enumerate(EVENTS) if c["effect"] == effect and all(c.get(k) == v for k, v in match.items())
    )
    if card in state.event_pile:
        state.event_pile.remove(card)
    state.event_pile.insert(0, card)
    return card


@pytest.mark.parametrize(
    "effect, check",
    [
        ("collect_each", lambda s: s.money == [510, 490]),
        ("pay_each", lambda s: s.money == [480, 520]),
        ("everyone_gains", lambda s: s.money == [520, 520]),
        ("per_title_gain", lambda s: s.money == [550, 500]),
        ("per_title_pay", lambda s: s.money == [480, 500]),
        ("skip_turn", lambda s: s.skip == [1, 0]),
        ("back_to_start", lambda s: s.tokens[0].count("start") == 3),
    ],
)
def test_every_kind_of_event_card(effect, check):
    state = opened()
    state.owner["D0_1"] = state.owner["D1_1"] = 0
    card_on_top(state, effect)
    roll(state, steps_to(EVENT), 2)
    move(state, 0, "a", EVENT)
    assert check(state)
    R.invariants(state)


def test_a_skipped_turn_passes_to_the_next_player():
    state = opened(players=3)
    state.skip[1] = 1
    roll(state, 2, steps_to(PLAIN) - 2)
    events = move(state, 0, "both", PLAIN)
    assert "skip_turn" in kinds(events) and state.current == 2 and state.skip[1] == 0


def test_marshal_and_lawyers_letter_stop_a_robbery():
    for guard in ("marshal", "lawyer"):
        state = opened()
        place(state, 1, PLAIN, "start", "start", "start")
        state.hands[1] = [state.green["D3_1"]]
        state.green["D3_1"] = ""
        if guard == "marshal":
            state.characters[1] = "marshal"
        else:
            lawyer = card_on_top(state, "ticket", ticket="lawyer")
            state.event_pile.remove(lawyer)
            state.tickets[1] = [lawyer]
        roll(state, 2, steps_to(PLAIN) - 2)
        events = move(state, 0, "both", PLAIN)
        assert "bumped" in kinds(events) and state.hands[1] and not state.tasks
        assert ("marshal" if guard == "marshal" else "ticket_used") in kinds(events)
        R.invariants(state)


def test_tunnel_pass_tunnel_rat_and_failed_tunnel_rolls():
    state = opened()
    ticket = card_on_top(state, "ticket", ticket="tunnel")
    state.event_pile.remove(ticket)
    state.tickets[0] = [ticket]
    roll(state, 1, steps_to(TUNNEL) - 1)
    move(state, 0, "both", TUNNEL)
    events = R.apply(state, {"player": CHANCE, "kind": "tunnel_roll", "dice": [2, 2]})
    assert "ticket_used" in kinds(events) and R.legal_moves(state, 0)[0]["kind"] == "tunnel_exit"
    state = opened()
    state.characters[0] = "tunnel_rat"
    roll(state, 1, steps_to(TUNNEL) - 1)
    move(state, 0, "both", TUNNEL)
    R.apply(state, {"player": CHANCE, "kind": "tunnel_roll", "dice": [2, 2]})
    assert R.legal_moves(state, 0)[0]["kind"] == "tunnel_exit"
    state = opened()
    roll(state, 1, steps_to(TUNNEL) - 1)
    move(state, 0, "both", TUNNEL)
    R.apply(state, {"player": CHANCE, "kind": "tunnel_roll", "dice": [2, 2]})
    assert state.current == 1 and state.tokens[0][0] == TUNNEL


def test_assayer_and_assay_pass_peek_free_and_timberman_shores_the_shaft():
    state, chip = deep_state()
    state.characters[0] = "assayer"
    R.apply(state, {"player": 0, "kind": "peek", "mine": "D1_3"})
    assert state.money[0] == 500
    state, chip = deep_state()
    ticket = card_on_top(state, "ticket", ticket="assay")
    state.event_pile.remove(ticket)
    state.tickets[0] = [ticket]
    events = R.apply(state, {"player": 0, "kind": "peek", "mine": "D1_3"})
    assert state.money[0] == 500 and "ticket_used" in kinds(events) and state.tickets[0] == []
    state, chip = deep_state()
    state.characters[0] = "timberman"
    assert R.cave_numbers(state, 0, 1) == 0  # the first deep mine can't cave in
    state.deep_dug[1] = 2
    assert R.cave_numbers(state, 0, 1) == 2


def test_the_banker_collects_100_at_finish():
    state = opened()
    state.characters[0] = "banker"
    place(state, 0, B.ladder(0, 3), t(0, 1))
    roll(state, 2, 1)
    events = move(state, 0, "a", "home")
    assert "banker" in kinds(events) and state.money[0] == 600
