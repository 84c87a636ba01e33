"""Stripmine's rules, each test tied to a sentence of the rule text (seeds/004)."""

import copy

import pytest

from game.core import CHANCE, IllegalMove
from game.stripmine import rules as sm


def mine(state, seat, hill):
    return sm.apply(state, {"player": seat, "kind": "mine", "hill": hill})


def pick(state, seat, a, b):
    return sm.apply(state, {"player": seat, "kind": "pick", "coins": [a, b]})


def play_mining_phase(state, hill_for=lambda state, seat: next(i for i, h in enumerate(state.hills) if h)):
    while state.phase == "mining":
        mine(state, state.current, hill_for(state, state.current))


def test_setup_two_hills_per_player_quarter_to_dime():
    # "Place 2 hills into the field for each player ... quarter, nickel, penny and ... a dime."
    state = sm.new_game(3, 1, {})
    assert len(state.hills) == 6
    assert all(hill == ["quarter", "nickel", "penny", "dime"] for hill in state.hills)
    assert sm.to_act(state) == [0]


def test_mining_takes_the_top_coin_into_the_stash():
    state = sm.new_game(2, 1, {})
    events = mine(state, 0, 3)
    assert events[0] == {"kind": "mine", "player": 0, "hill": 3, "coin": "dime"}
    assert state.stashes[0] == ["dime"] and state.hills[3] == ["quarter", "nickel", "penny"]
    mine(state, 1, 3)
    assert state.stashes[1] == ["penny"]


def test_play_goes_to_the_left_and_four_mining_turns_precede_the_first_auction():
    state = sm.new_game(3, 1, {})
    seen = []
    while state.phase == "mining":
        seen.append(state.current)
        mine(state, state.current, len(seen) % 6)
    assert seen == [0, 1, 2] * 4
    assert state.phase == "pick" and all(len(s) == 4 for s in state.stashes)


def test_mined_out_hill_and_wrong_player_are_refused_with_a_sentence():
    state = sm.new_game(2, 1, {})
    for _ in range(2):
        mine(state, 0, 0)
        mine(state, 1, 0)
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="mined out"):
        mine(state, 0, 0)
    with pytest.raises(IllegalMove, match="isn't your turn"):
        mine(state, 1, 1)
    assert state == before


def test_auction_picks_are_secret_until_everyone_has_chosen():
    state = sm.new_game(2, 1, {})
    play_mining_phase(state)
    pick(state, 0, *state.stashes[0][:2])
    view = sm.view(state, 1)
    assert view.picks[0] == [sm.HIDDEN, sm.HIDDEN]
    assert sm.view(state, 0).picks[0] == state.picks[0]
    events = pick(state, 1, *state.stashes[1][:2])
    assert any(e["kind"] == "reveal" for e in events)


def test_cannot_reveal_a_coin_you_do_not_hold():
    state = sm.new_game(2, 1, {})
    play_mining_phase(state)  # both mine hill 0 then 1: stashes are dime, penny, nickel, quarter
    state.stashes[0] = ["dime", "dime", "penny", "penny"]
    with pytest.raises(IllegalMove, match="in your stash"):
        pick(state, 0, "quarter", "dime")


def test_scarcity_scoring_four_three_two_one():
    # Two dimes, one penny... the scarcest scores 4, the second 3, and so on.
    revealed = [["quarter", "nickel"], ["nickel", "penny"], ["penny", "dime"], ["nickel", "dime"]]
    # counts: quarter 1, dime 2, penny 2, nickel 3 -> quarter 4, dime 3 (ties: higher value), penny 2, nickel 1
    gains, worth = sm.auction_points(revealed, [])
    assert worth == {"quarter": 4, "dime": 3, "penny": 2, "nickel": 1}
    assert gains == [5, 3, 5, 4]


def test_ties_for_scarcity_go_to_the_higher_denomination():
    assert sm.scarcity_order(["penny", "nickel", "dime", "quarter"]) == ["quarter", "dime", "nickel", "penny"]
    assert sm.scarcity_order(["nickel", "dime", "dime", "nickel"]) == ["dime", "nickel"]


def test_unrevealed_denominations_rank_only_with_the_option():
    coins = ["penny", "penny", "nickel", "nickel"]
    assert sm.auction_points([coins[:2], coins[2:]], [])[1] == {"nickel": 4, "penny": 3}
    _, worth = sm.auction_points([coins[:2], coins[2:]], [], absent_rank=True)
    assert worth == {"quarter": 4, "dime": 3, "nickel": 2, "penny": 1}


def test_revealed_coins_are_discarded_and_the_fewest_points_mine_first():
    state = sm.new_game(3, 1, {})
    play_mining_phase(state, lambda s, seat: seat)  # each takes from "their" hill: dime, penny, nickel, quarter
    pick(state, 0, "quarter", "nickel")
    pick(state, 1, "quarter", "penny")
    events = pick(state, 2, "quarter", "dime")
    # counts: quarter 3, nickel 1, penny 1, dime 1 -> dime 4, nickel 3, penny 2, quarter 1
    assert state.scores == [4, 3, 5]
    assert any(e["kind"] == "discard" for e in events)
    assert all(len(s) == 2 for s in state.stashes)
    assert state.phase == "mining" and state.order == [1, 2, 0]  # fewest points first, then to the left
    sm.invariants(state)


def test_a_tie_for_fewest_points_is_settled_by_a_coin_flip():
    state = sm.new_game(2, 1, {})
    play_mining_phase(state, lambda s, seat: seat)
    pick(state, 0, "quarter", "dime")
    pick(state, 1, "quarter", "dime")
    assert state.phase == "first" and sm.to_act(state) == [CHANCE]
    flip = sm.chance_move(state)
    assert flip["seat"] in (0, 1)
    events = sm.apply(state, {"player": CHANCE, "kind": "first", "seat": 1})
    assert events[0]["kind"] == "first" and state.order == [1, 0]


def test_two_mining_turns_between_later_auctions_and_three_auctions_in_all():
    state = sm.new_game(2, 5, {})
    auctions = 0
    while not sm.is_over(state):
        actors = sm.to_act(state)
        if actors == [CHANCE]:
            sm.apply(state, sm.chance_move(state))
            continue
        if state.phase == "mining":
            assert len(state.stashes[state.current]) < 4
        if state.phase == "pick":
            assert all(len(s) == 4 for s in state.stashes)
            for seat in actors:
                pick(state, seat, *state.stashes[seat][:2])
            auctions += 1
            continue
        mine(state, actors[0], next(i for i, h in enumerate(state.hills) if h))
    assert auctions == 3
    assert all(len(s) == 2 for s in state.stashes)
    assert all(not hill for hill in state.hills)


def test_victory_tie_break_is_the_stash_value_and_settling_for_money():
    state = sm.new_game(3, 1, {})
    state.phase, state.scores = "over", [20, 20, 15]
    state.stashes = [["penny", "nickel"], ["quarter", "penny"], ["dime", "dime"]]
    state.settle_order = [1, 0, 2]
    result = sm.result(state)
    assert result.places == [2, 1, 3] and result.winners == [1]
    shares = sm.settling(state)
    # First takes the quarters, second the dimes, third the nickels; the pennies go to first with 3 players.
    assert shares == [(1, "quarter", 150), (0, "dime", 60), (2, "nickel", 30), (1, "penny", 6)]
    assert "{p1} takes the quarters ($1.50)" in result.lines[-1]


def test_exact_ties_share_the_place_and_flip_for_settling():
    state = sm.new_game(2, 1, {})
    state.scores = [10, 10]
    state.stashes = [["dime", "penny"], ["dime", "penny"]]
    events = sm._finish(state)
    assert state.phase == "settle" and events == []
    sm.apply(state, sm.chance_move(state))
    assert sm.is_over(state) and sorted(state.settle_order) == [0, 1]
    assert sm.result(state).places == [1, 1]


def test_bear_market_sets_one_hill_aside_and_flips_it_at_the_first_auction():
    state = sm.new_game(2, 1, {"variation": "bear"})
    assert len(state.hills) == 3 and state.flip_pool == ["quarter", "nickel", "penny", "dime"]
    play_mining_phase(state, lambda s, seat: seat)
    pick(state, 0, "quarter", "nickel")
    pick(state, 1, "quarter", "nickel")
    assert state.phase == "flip" and sm.to_act(state) == [CHANCE]
    events = sm.apply(state, {"player": CHANCE, "kind": "flip", "heads": [False, True, True, False]})
    # Heads (nickel, penny) count but score nobody: quarter 2, nickel 3, penny 1 -> penny 4, quarter 3, nickel 2
    assert state.scores == [5, 5]
    returned = next(e for e in events if e["kind"] == "hill_returned")
    assert state.hills[returned["hill"]] == ["quarter", "nickel", "penny", "dime"]
    # With fewer than four players both revealed coins are held over for the next flip.
    assert sorted(state.flip_pool) == sorted(["quarter", "nickel", "quarter", "nickel"])
    sm.invariants(state)


def test_bear_market_with_four_players_holds_one_coin_each():
    state = sm.new_game(4, 1, {"variation": "bear"})
    play_mining_phase(state, lambda s, seat: seat)
    for seat in range(4):
        pick(state, seat, *state.stashes[seat][:2])
    sm.apply(state, sm.chance_move(state))
    assert state.phase == "hold" and sm.to_act(state) == [0, 1, 2, 3]
    with pytest.raises(IllegalMove, match="two coins you just revealed"):
        sm.apply(state, {"player": 0, "kind": "hold", "coin": "kettle"})
    for seat in range(4):
        sm.apply(
            state, {"player": seat, "kind": "hold", "coin": state.revealed[seat][0] if seat else state.revealed[0][0]}
        )
        if seat < 3:
            assert sm.view(state, 3).holds[0] in (sm.HIDDEN, None)
    assert len(state.flip_pool) == 4 and state.phase in ("mining", "first")
    sm.invariants(state)


def test_blowout_adds_a_fourth_auction_of_the_last_two_coins():
    state = sm.new_game(6, 2, {"variation": "blowout"})
    while not sm.is_over(state):
        actors = sm.to_act(state)
        if actors == [CHANCE]:
            sm.apply(state, sm.chance_move(state))
        elif state.phase == "pick":
            pick(state, actors[0], *state.stashes[actors[0]][:2])
        else:
            mine(state, actors[0], next(i for i, h in enumerate(state.hills) if h))
    assert state.auction == 4 and all(not s for s in state.stashes)
    sm.invariants(state)


def test_bear_market_blowout_flips_the_third_auction_coins_in_the_fourth():
    state = sm.new_game(3, 4, {"variation": "bear_blowout"})
    flips = 0
    while not sm.is_over(state):
        actors = sm.to_act(state)
        if actors == [CHANCE]:
            flips += state.phase == "flip"
            sm.apply(state, sm.chance_move(state))
        elif state.phase == "pick":
            pick(state, actors[0], *state.stashes[actors[0]][:2])
        else:
            mine(state, actors[0], next(i for i, h in enumerate(state.hills) if h))
    assert flips == 4 and state.auction == 4
    sm.invariants(state)


def test_chance_moves_only_decide_what_is_due():
    state = sm.new_game(2, 1, {})
    play_mining_phase(state, lambda s, seat: seat)
    pick(state, 0, "quarter", "dime")
    pick(state, 1, "quarter", "dime")
    assert state.phase == "first"
    before = copy.deepcopy(state)
    for wrong in (
        {"player": CHANCE, "kind": "flip", "heads": []},
        {"player": CHANCE, "kind": "settle", "order": [0, 1]},
    ):
        with pytest.raises(IllegalMove):
            sm.apply(state, wrong)
    assert state == before


def test_a_coin_flip_can_pick_the_opener():
    state = sm.new_game(4, 9, {"opener": "flip"})
    assert sm.to_act(state) == [CHANCE] and state.tied_first == [0, 1, 2, 3]
    events = sm.apply(state, {"player": CHANCE, "kind": "first", "seat": 2})
    assert state.order == [2, 3, 0, 1] and events[0]["kind"] == "first"


def test_every_tie_on_points_is_explained():
    state = sm.new_game(4, 1, {})
    state.phase, state.scores = "over", [20, 12, 12, 9]
    state.stashes = [["penny", "nickel"], ["quarter", "penny"], ["dime", "dime"], ["penny", "penny"]]
    state.settle_order = [0, 1, 2, 3]
    result = sm.result(state)
    assert result.places == [1, 2, 3, 4]
    assert any("Tied on 12 points" in line and line.index("{p1}") < line.index("{p2}") for line in result.lines)


def test_bear_market_discards_the_flipped_coins_after_the_score():
    state = sm.new_game(2, 1, {"variation": "bear"})
    play_mining_phase(state, lambda s, seat: seat)
    pick(state, 0, "quarter", "nickel")
    pick(state, 1, "quarter", "nickel")
    sm.apply(state, sm.chance_move(state))  # the set-aside hill: flipped and returned
    while sm.to_act(state) == [CHANCE]:  # a coin flip for the opener when tied
        sm.apply(state, sm.chance_move(state))
    play_mining_phase(state)
    pick(state, state.order[0], *state.stashes[state.order[0]][:2])
    pick(state, state.order[1], *state.stashes[state.order[1]][:2])
    events = sm.apply(state, {"player": CHANCE, "kind": "flip", "heads": [True, True, False, False]})
    kinds = [e["kind"] for e in events]
    assert kinds.index("score") < kinds.index("discard")
    assert next(e for e in events if e["kind"] == "discard")["from"] == "pool"


# --- chance can only bring what the rules could have drawn ----------------------------
def refused(state, move, words):
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match=words):
        sm.apply(state, move)
    assert state == before


def at_the_first_bear_market_flip(players):
    state = sm.new_game(players, 1, {"variation": "bear"})
    play_mining_phase(state, lambda s, seat: seat)
    for seat in range(players):
        pick(state, seat, *state.stashes[seat][:2])
    assert state.phase == "flip"
    return state


@pytest.mark.parametrize("heads", [[], [True] * 3, [True] * 5, [False] * 8])
def test_the_set_aside_hill_is_flipped_one_result_for_each_of_its_four_coins(heads):
    # "flip each of the coins from this hill": four coins, four results.
    state = at_the_first_bear_market_flip(2)
    refused(state, {"player": CHANCE, "kind": "flip", "heads": heads}, "one heads-or-tails result for each coin")


def test_a_later_flip_needs_one_result_for_each_held_over_coin():
    # Four players hold over one coin each: four coins to flip at the second auction, not eight.
    state = at_the_first_bear_market_flip(4)
    sm.apply(state, {"player": CHANCE, "kind": "flip", "heads": [True, False, True, False]})
    for seat in range(4):
        sm.apply(state, {"player": seat, "kind": "hold", "coin": state.revealed[seat][0]})
    while sm.to_act(state) == [CHANCE]:
        sm.apply(state, sm.chance_move(state))
    play_mining_phase(state)
    for seat in range(4):
        pick(state, seat, *state.stashes[seat][:2])
    assert state.phase == "flip" and len(state.flip_pool) == 4
    for heads in ([True] * 3, [True] * 8, []):
        refused(state, {"player": CHANCE, "kind": "flip", "heads": heads}, "one heads-or-tails result for each coin")
    sm.apply(state, {"player": CHANCE, "kind": "flip", "heads": [False] * 4})
    assert state.auction == 2


def tied_for_fewest(state):
    """Three players, each mining their own hill; seats 0 and 1 tie on 3 points, seat 2 has 7."""
    play_mining_phase(state, lambda s, seat: seat)
    pick(state, 0, "quarter", "dime")
    pick(state, 1, "quarter", "dime")
    pick(state, 2, "nickel", "penny")
    assert state.scores == [3, 3, 7] and state.phase == "first" and state.tied_first == [0, 1]
    return state


@pytest.mark.parametrize("seat", [2, 3, -1, 7])
def test_only_a_player_tied_for_fewest_points_can_win_the_flip_to_mine_first(seat):
    state = tied_for_fewest(sm.new_game(3, 1, {}))
    refused(state, {"player": CHANCE, "kind": "first", "seat": seat}, "Only a player in the coin flip")


def test_the_flip_to_mine_first_accepts_either_tied_player():
    for seat in (0, 1):
        state = tied_for_fewest(sm.new_game(3, 1, {}))
        sm.apply(state, {"player": CHANCE, "kind": "first", "seat": seat})
        assert state.phase == "mining" and state.order[0] == seat


def tied_in_pairs():
    """Four players: seats 0 and 1 level on points and stash, and seats 2 and 3 below them."""
    state = sm.new_game(4, 1, {})
    state.scores = [5, 5, 3, 3]
    state.stashes = [["dime", "penny"], ["dime", "penny"], ["quarter", "penny"], ["quarter", "penny"]]
    sm._finish(state)
    assert state.phase == "settle" and sm._tie_groups(state) == [[0, 1], [2, 3]]
    return state


@pytest.mark.parametrize(
    "order",
    [
        [2, 3, 0, 1],  # a flip can't lift a lower group over a higher one
        [0, 2, 1, 3],  # nor swap players who aren't tied
        [0, 1, 2],  # a seat is missing
        [0, 1, 2, 3, 3],  # a seat twice
        [0, 0, 2, 3],
        [0, 1, 2, 4],  # nobody sits there
        [],
    ],
)
def test_a_settling_flip_only_orders_players_who_are_tied(order):
    state = tied_in_pairs()
    refused(state, {"player": CHANCE, "kind": "settle", "order": order}, "only order players who are tied")


def test_a_settling_flip_may_order_each_tied_group_either_way():
    state = tied_in_pairs()
    sm.apply(state, {"player": CHANCE, "kind": "settle", "order": [1, 0, 3, 2]})
    assert sm.is_over(state) and state.settle_order == [1, 0, 3, 2]
    # Seat 1 won the flip among the leaders: it takes the quarters and, with four players, nothing more.
    assert sm.settling(state)[0] == (1, "quarter", 200)


def test_the_chance_moves_the_rules_draw_are_always_possible():
    for seed in range(40):
        for options in ({"variation": "bear_blowout", "opener": "flip"}, {"variation": "bear"}):
            state = sm.new_game(2 + seed % 7, seed, options)
            while not sm.is_over(state):
                actors = sm.to_act(state)
                if actors == [CHANCE]:
                    sm.apply(state, sm.chance_move(state))  # raises if the rules refused their own draw
                else:
                    seat = actors[0]
                    sm.apply(state, sm.legal_moves(state, seat)[seed % len(sm.legal_moves(state, seat))])


@pytest.mark.parametrize("variation, total", [("standard", 3), ("blowout", 4), ("bear_blowout", 4)])
def test_the_rules_number_each_auction_and_count_them_all(variation, total):
    # "there is a fourth auction phase": a Blowout's last auction is number 4 of 4.
    state = sm.new_game(4, 5, {"variation": variation})
    numbers, announced = set(), []
    while not sm.is_over(state):
        numbers.add(sm.auction_number(state))
        actors = sm.to_act(state)
        if actors == [CHANCE]:
            events = sm.apply(state, sm.chance_move(state))
        elif state.phase == "pick":
            events = pick(state, actors[0], *state.stashes[actors[0]][:2])
        elif state.phase == "hold":
            events = sm.apply(state, {"player": actors[0], "kind": "hold", "coin": state.revealed[actors[0]][0]})
        else:
            events = mine(state, actors[0], next(i for i, h in enumerate(state.hills) if h))
        announced += [(e["kind"], e.get("number", e.get("auction")), e["of"]) for e in events if "of" in e]
    assert sm.auction_number(state) == (total, total)
    numbers.add(sm.auction_number(state))  # a plain Blowout's fourth auction follows the third within one move
    assert numbers == {(n, total) for n in range(1, total + 1)}
    assert ("score", total, total) in announced
    if total == 4:
        assert ("blowout", 4, 4) in announced


def test_a_problem_gives_the_rules_sentence_without_making_the_move():
    state = sm.new_game(2, 1, {})
    before = copy.deepcopy(state)
    assert sm.problem(state, {"player": 0, "kind": "pick", "coins": ["dime"]}) == "It isn't auction time yet."
    state.hills[0] = []
    assert sm.problem(state, {"player": 0, "kind": "mine", "hill": 0}).startswith("That hill is mined out")
    assert sm.problem(state, {"player": 1, "kind": "mine", "hill": 1}) == "It isn't your turn yet."
    assert sm.problem(state, {"player": 0, "kind": "mine", "hill": 1}) == ""
    state.hills[0] = list(before.hills[0])
    assert state == before
