"""Bindle Rails Express rules, checked against the rule text (seeds/002)."""

import copy
import random

import pytest

from game.bindle_rails import rules
from game.bindle_rails.rules import CHANCE, EVENT_FACES, ROUTE_FACES, TRACK, VALUE_FACES
from game.core import IllegalMove

P = 0


def face(table, **want):
    """The index of the first face in a table with the wanted fields."""
    for index, entry in enumerate(table):
        fields = dict(zip(("terrain", "bp") if table is ROUTE_FACES else ("pips", "kind"), entry))
        if all(fields[k] == v for k, v in want.items()):
            return index
    raise LookupError(want)


# The faces are tuned content (game/data/bindle_rails.toml); the rules are checked with these.
PLAIN4, PLAIN5 = face(ROUTE_FACES, terrain="plain", bp=4), face(ROUTE_FACES, terrain="plain", bp=5)
RIVER4 = face(ROUTE_FACES, terrain="river", bp=4)
MOUNTAIN4 = face(ROUTE_FACES, terrain="mountain", bp=4)
GEAR1, GEAR2 = face(EVENT_FACES, pips=1, kind="tech"), face(EVENT_FACES, pips=2, kind="tech")
BRIDGE2 = face(EVENT_FACES, pips=2, kind="bridge")
ENGINE2 = face(EVENT_FACES, pips=2, kind="engine")
TWO, FOUR = face(EVENT_FACES, pips=2, kind="plain"), face(EVENT_FACES, pips=4, kind="plain")
ZERO, PLUS1, MINUS1 = VALUE_FACES.index(0), VALUE_FACES.index(1), VALUE_FACES.index(-1)


def go(state, **move):
    return rules.apply(state, {"player": P, **move})


def roll(state, kind, faces):
    return rules.apply(state, {"player": CHANCE, "kind": kind, "faces": faces})


def started(route=(PLAIN4,) * 8, options=None, company=0):
    """A game with the route rolled as given (kept at once) and set in die order."""
    state = rules.new_game(1, 5, options or {})
    go(state, kind="company", company=company)
    if state.phase == "goal_draw":
        rules.apply(state, {"player": CHANCE, "kind": "draw_goals", "cards": [0, 1, 2, 3]})
        go(state, kind="keep_goals")
    roll(state, "roll_route", list(route[: state.route_count]))
    go(state, kind="stop_route")
    for die in range(state.route_count):
        go(state, kind="place_route", die=die)
    go(state, kind="confirm_route")
    return state


def spending(state, faces):
    """Roll this turn's event dice as given and keep them all."""
    roll(state, "roll_events", list(faces))
    go(state, kind="stop_events")
    return state


def assign(state, die, use):
    return go(state, kind="assign", die=die, use=use)


def refused(state, move, words):
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match=words):
        rules.apply(state, {"player": P, **move})
    assert state == before


# --- rolling --------------------------------------------------------------------------
def test_route_roll_keeps_at_least_one_die_each_roll_and_stops_after_three():
    state = rules.new_game(1, 1, {})
    go(state, kind="company", company=1)
    assert state.route_count == 8
    roll(state, "roll_route", [PLAIN4] * 8)
    refused(state, {"kind": "reroll_route"}, "Keep at least one die")
    go(state, kind="keep_route", die=3)
    go(state, kind="reroll_route")
    assert rules.chance_move(state)["faces"].__len__() == 7
    roll(state, "roll_route", [RIVER4] * 7)
    refused(state, {"kind": "free_route", "die": 3}, "earlier roll")
    go(state, kind="keep_route", die=0)
    go(state, kind="reroll_route")
    roll(state, "roll_route", [MOUNTAIN4] * 6)
    assert state.phase == "route_order"  # the third roll keeps everything
    assert [ROUTE_FACES[f] for f in state.route_faces][:4] == [
        ("river", 4),
        ("mountain", 4),
        ("mountain", 4),
        ("plain", 4),
    ]


def test_route_is_ordered_top_to_bottom_with_take_back():
    state = rules.new_game(1, 1, {})
    go(state, kind="company", company=0)
    roll(state, "roll_route", [PLAIN4, PLAIN5, RIVER4, MOUNTAIN4, PLAIN4, PLAIN4, PLAIN4, PLAIN4])
    go(state, kind="stop_route")
    go(state, kind="place_route", die=2)
    go(state, kind="place_route", die=0)
    go(state, kind="unplace_route")
    refused(state, {"kind": "confirm_route"}, "Place every route die")
    for die in (1, 0, 3, 4, 5, 6, 7):
        go(state, kind="place_route", die=die)
    go(state, kind="confirm_route")
    assert state.route_order == [2, 1, 0, 3, 4, 5, 6, 7]
    assert state.phase == "event_roll" and state.event_count == 3  # three event dice to start


def test_event_dice_count_follows_tech_and_third_roll_keeps_all():
    state = started()
    roll(state, "roll_events", [TWO, GEAR1, FOUR])
    go(state, kind="keep_event", die=0)
    go(state, kind="reroll_events")
    roll(state, "roll_events", [GEAR1, GEAR1])
    go(state, kind="keep_event", die=1)
    go(state, kind="reroll_events")
    roll(state, "roll_events", [FOUR])
    assert state.phase == "spend" and state.event_place[:3] == ["keep"] * 3


# --- building routes ---------------------------------------------------------------------
def test_routes_are_built_in_order_with_bp_sums_and_several_in_a_turn():
    state = started(route=(PLAIN4,) * 8)
    spending(state, [GEAR2, BRIDGE2, FOUR])
    assign(state, 0, "bp")
    assert state.built == 0  # 2 BP of 4
    events = assign(state, 1, "bp")  # any colour counts for BP
    assert state.built == 1 and events[-1]["kind"] == "route_built"
    assign(state, 2, "bp")  # 4 meets the 4 of the next route
    assert state.built == 2 and state.event_place[:3] == ["used"] * 3


def test_a_river_needs_a_separate_blue_die_that_does_not_count_for_bp():
    state = started(route=(RIVER4,) + (PLAIN4,) * 7)
    spending(state, [BRIDGE2, FOUR, ENGINE2])
    refused(state, {"kind": "assign", "die": 2, "use": "terrain"}, "river needs a blue bridge")
    assign(state, 0, "terrain")
    assert state.built == 0  # the bridge gives no BP
    assign(state, 1, "bp")
    assert state.built == 1


def test_a_mountain_needs_a_brown_engine_die():
    state = started(route=(MOUNTAIN4,) + (PLAIN4,) * 7)
    spending(state, [FOUR, BRIDGE2, GEAR2])
    assign(state, 0, "bp")
    assert state.built == 0
    refused(state, {"kind": "assign", "die": 1, "use": "terrain"}, "mountain needs a brown engine")
    go(state, kind="end_turn")
    assert state.event_place[0] == "keep" and state.built == 0  # the unfinished route's die came back


def test_a_die_is_used_once_and_pending_dice_can_be_taken_back():
    state = started(route=(PLAIN4,) * 8)
    spending(state, [GEAR1, FOUR, TWO])
    assign(state, 0, "bp")
    refused(state, {"kind": "assign", "die": 0, "use": "tech"}, "used once")
    go(state, kind="unassign", die=0)
    assign(state, 0, "tech")
    assign(state, 1, "bp")
    refused(state, {"kind": "unassign", "die": 1}, "Only a die waiting")


# --- technology -------------------------------------------------------------------------------
def test_technology_goes_up_in_order_with_gear_dice_meeting_the_value():
    state = started()
    spending(state, [GEAR2, GEAR1, FOUR])
    refused(state, {"kind": "assign", "die": 2, "use": "tech"}, "black gear")
    assign(state, 0, "tech")  # 2 of the 3 Tech 3 needs
    assert state.tech == 3
    assign(state, 1, "tech")  # 2 + 1 meet Tech 3
    assert state.tech == 4
    go(state, kind="end_turn")
    roll(state, "roll_values", [ZERO] * 4)
    assert state.event_count == 4  # one more die a turn


# --- company values -----------------------------------------------------------------------
def test_the_worked_example_six_to_ten_costs_four():
    state = started()
    state.values[0] = TRACK.index(6)
    spending(state, [GEAR2, ENGINE2, FOUR])
    assign(state, 1, "up:0")  # $2 of the $4
    assert TRACK[state.values[0]] == 6
    assign(state, 0, "up:0")  # $4 paid: $6 to $10
    assert TRACK[state.values[0]] == 10
    assert rules.value_cost(TRACK.index(6), TRACK.index(10)) == 4


def test_money_carries_across_several_steps_in_one_turn():
    state = started()
    spending(state, [FOUR, GEAR1, GEAR2])
    assign(state, 0, "up:0")  # $3 to $6 costs 3, 1 left towards $10
    assign(state, 1, "up:0")  # 2 towards $10
    assign(state, 2, "up:0")  # 4: $10
    assert TRACK[state.values[0]] == 10 and state.credit[0] == 0


def test_below_tech_five_only_your_own_company_moves():
    state = started(company=2)
    spending(state, [FOUR, FOUR, FOUR])
    refused(state, {"kind": "assign", "die": 0, "use": "up:1"}, "only move your own")
    assert "up:2" in rules.uses_for(state, 0) and "up:1" not in rules.uses_for(state, 0)
    state.tech = 5
    assign(state, 0, "up:1")
    assert TRACK[state.values[1]] == 6
    assign(state, 1, "down:3")  # a 4 pays $3 to $1 ($2) and on to $0 ($1): pips are money both ways
    assert TRACK[state.values[3]] == 0 and state.credit[3] == 1


def test_your_company_at_zero_loses_and_cannot_be_pushed_there():
    state = started()
    state.values[0] = TRACK.index(1)
    spending(state, [FOUR, TWO, FOUR])
    refused(state, {"kind": "assign", "die": 0, "use": "down:0"}, "lose the game")
    go(state, kind="end_turn")
    roll(state, "roll_values", [MINUS1, ZERO, ZERO, ZERO])
    assert state.lost and rules.is_over(state)
    assert rules.result(state).scores == [0] and rules.result(state).titles == ["Company sank"]


def test_values_stay_on_the_track():
    state = started()
    state.values = [rules.TOP, 0, 2, 2]
    spending(state, [FOUR, TWO, FOUR])
    go(state, kind="end_turn")
    roll(state, "roll_values", [PLUS1, MINUS1, ZERO, ZERO])
    assert state.values[:2] == [rules.TOP, 0]


# --- the end and scoring --------------------------------------------------------------------
def test_the_game_lasts_ten_turns_by_default_and_six_or_eight_as_options():
    for turns in (10, 8, 6):
        state = started(options={"turns": turns} if turns != 10 else {})
        for _ in range(turns):
            spending(state, [FOUR, FOUR, FOUR, FOUR, FOUR, FOUR, FOUR, FOUR][: state.event_count])
            assign(state, 0, "up:0") if state.values[0] < 3 else None
            go(state, kind="end_turn")
            roll(state, "roll_values", [ZERO] * 4)
        assert rules.is_over(state) and state.turn == turns


def test_scoring_list_item_by_item():
    state = started(route=(PLAIN4, RIVER4, MOUNTAIN4, RIVER4, PLAIN4, PLAIN4, PLAIN4, PLAIN4))
    state.built = 8
    state.tech = 6
    state.values = [TRACK.index(15), TRACK.index(1), TRACK.index(6), TRACK.index(0)]
    state.phase = "over"
    lines = dict(rules.score_lines(state))
    assert lines["8 routes completed"] == 16  # 2 VP a route
    assert lines["2 bridges"] == 4  # 2 VP a bridge
    assert lines["1 mountain"] == 1  # 1 VP a mountain
    assert lines["32 BP of track"] == 4  # 1 VP per 8 BP, rounding up
    assert lines["Chicago bonus"] == 10  # every route completed
    assert lines["Tech 6"] == 6
    assert [lines[f"{c['name']} at ${v}"] for c, v in zip(rules.COMPANIES, (15, 1, 6, 0))] == [3, 1, 2, 0]
    assert rules.score(state) == 16 + 4 + 1 + 4 + 10 + 6 + 6
    result = rules.result(state)
    assert result.scores == [47] and result.titles == [""] and "50 were needed" in result.lines[-1]
    assert result.won == [False] and result.winners == []
    state.tech, state.values[1] = 8, TRACK.index(6)  # +2 for tech, +1 for C&O: 50 VP reached
    result = rules.result(state)
    assert result.scores == [50] and result.won == [True] and result.titles == ["Reached 50 VP"]


def test_no_chicago_bonus_without_every_route():
    state = started()
    state.built = 7
    lines = dict(rules.score_lines(state))
    assert "Chicago bonus" not in lines and lines["7 routes completed"] == 14


# --- variants --------------------------------------------------------------------------------
def test_advanced_companies_use_their_route_counts_and_chicago_vp():
    prr = next(i for i, c in enumerate(rules.COMPANIES) if c["name"] == "PRR")
    state = started(options={"advanced": True}, company=prr)
    assert state.route_count == rules.COMPANIES[prr]["routes"] == 6
    state.built = 6
    assert dict(rules.score_lines(state))["Chicago bonus"] == rules.COMPANIES[prr]["chicago_vp"]


def test_fierce_rivals_raise_values_build_from_six_and_grow_in_chicago():
    state = started(options={"fierce": True}, company=0)
    state.values = [3, TRACK.index(3), TRACK.index(6), TRACK.index(6)]
    state.progress[3] = 7
    spending(state, [FOUR, FOUR, FOUR])
    go(state, kind="end_turn")
    roll(state, "roll_values", [ZERO, MINUS1, MINUS1, MINUS1])
    assert TRACK[state.values[1]] == 6  # $3: a -1 counts +1 and raises the value
    assert state.values[2] == TRACK.index(6) and state.progress[2] == 1  # $6: builds a space
    assert state.progress[3] == 8 and state.chicago_turn[3] == 1  # reached Chicago on turn 1
    spending(state, [FOUR, FOUR, FOUR])
    go(state, kind="end_turn")
    roll(state, "roll_values", [ZERO, ZERO, ZERO, MINUS1])
    assert TRACK[state.values[3]] == 10  # in Chicago the value always rises
    state.built, state.route_done_turn = 8, 2
    assert dict(rules.score_lines(state))["Chicago bonus (a rival got there first)"] == 0


def test_private_companies_are_for_sale_from_tech_five():
    state = started(options={"privates": True})
    spending(state, [FOUR, FOUR, FOUR])
    refused(state, {"kind": "assign", "die": 0, "use": "private:0"}, "from Tech 5")
    state.tech = 5
    assign(state, 0, "private:0")
    assign(state, 1, "private:0")
    assign(state, 2, "private:0")  # 12 meets the price of 10
    assert state.owned == [0]
    state.phase = "over"
    assert dict(rules.score_lines(state))[rules.PRIVATES[0]["name"]] == rules.PRIVATES[0]["vp"]


def test_goal_cards_keep_at_least_two_and_score_plus_or_minus():
    state = rules.new_game(1, 3, {"goals": True})
    go(state, kind="company", company=0)
    rules.apply(state, {"player": CHANCE, "kind": "draw_goals", "cards": [0, 2, 5, 7]})
    go(state, kind="drop_goal", card=2)
    go(state, kind="drop_goal", card=5)
    refused(state, {"kind": "drop_goal", "card": 0}, "at least two")
    go(state, kind="keep_goals")
    assert state.goals_kept == [0, 7]
    state.phase = "over"
    lines = dict(rules.score_lines(state))
    bridge, haul = rules.GOALS[0], rules.GOALS[7]
    assert lines[f"Goal {bridge['name']} missed"] == -bridge["vp"]
    assert lines[f"Goal {haul['name']} missed"] == -haul["vp"]


def test_chance_moves_come_from_the_seed():
    a, b = started(), started()
    assert rules.chance_move(a) == rules.chance_move(b)
    rules.invariants(a)


# --- company mats ---------------------------------------------------------------------------
def mat_game(options=None, company=0):
    state = rules.new_game(1, 5, {"route": "mat", **(options or {})})
    go(state, kind="company", company=company)
    return state


def test_company_mat_lays_the_route_and_skips_the_route_rolls():
    nyc = next(i for i, c in enumerate(rules.COMPANIES) if c["name"] == "NYC")
    state = rules.new_game(1, 5, {"route": "mat"})
    events = go(state, kind="company", company=nyc)
    assert [e["kind"] for e in events] == ["company", "route_laid", "turn"]
    assert state.route_count == rules.COMPANIES[nyc]["routes"] == len(rules.MATS[nyc])
    assert [state.route_faces[d] for d in state.route_order] == list(rules.MATS[nyc])
    assert state.route_rolls == 0 and state.phase == "event_roll" and rules.to_act(state) == [CHANCE]
    assert rules.chance_move(state)["kind"] == "roll_events"  # never a route roll
    spending(state, [FOUR, FOUR, FOUR])
    refused(state, {"kind": "reroll_route"}, "Roll the route dice only")
    refused(state, {"kind": "place_route", "die": 0}, "Order the route after rolling it")
    rules.invariants(state)


def test_company_mat_doubles_the_chicago_reward():
    for company, info in enumerate(rules.COMPANIES):
        state = mat_game(company=company)
        state.built = state.route_count
        assert dict(rules.score_lines(state))["Chicago bonus"] == 2 * info["chicago_vp"]


def test_company_mat_routes_are_built_in_the_mat_order():
    state = mat_game(company=0)
    first = rules.ROUTE_FACES[rules.MATS[0][0]]
    assert first == ("plain", 5)
    spending(state, [FOUR, GEAR1, BRIDGE2])
    assert rules.route_needs(state)[:2] == (5, "plain")
    assign(state, 0, "bp")
    assign(state, 1, "bp")
    assert state.built == 1 and rules.route_needs(state)[1] == "river"


def test_company_mat_works_with_goals_fierce_rivals_and_advanced_railroads():
    state = mat_game({"goals": True, "fierce": True, "advanced": True, "privates": True}, company=2)
    assert state.phase == "goal_draw"
    rules.apply(state, {"player": CHANCE, "kind": "draw_goals", "cards": [0, 1, 2, 3]})
    events = go(state, kind="keep_goals")
    assert [e["kind"] for e in events] == ["goals_kept", "route_laid", "turn"]
    assert state.route_count == 6 and state.fierce and state.privates_on
    assert rules.routes_for(state, 3) == rules.COMPANIES[3]["routes"]  # rivals race their own mats
    state.built, state.route_done_turn = 6, 3
    state.chicago_turn[1] = 2
    assert dict(rules.score_lines(state))["Chicago bonus (a rival got there first)"] == 0


def test_company_mat_gives_every_railroad_its_own_length_without_advanced():
    state = mat_game(company=1)
    assert [rules.routes_for(state, c) for c in range(4)] == [c["routes"] for c in rules.COMPANIES]
    rolled = rules.new_game(1, 5, {})
    assert [rules.routes_for(rolled, c) for c in range(4)] == [rules.GAME["route_dice"]] * 4


def test_company_mats_in_the_table_rules_match_the_data():
    import tomllib

    from game.paths import DATA_DIR

    with open(DATA_DIR / "bindle_rails_howto.toml", "rb") as handle:
        text = tomllib.load(handle)["table_rules"]["text"]
    for company, faces in zip(rules.COMPANIES, rules.MATS):
        stretches = ", ".join(f"{t} {bp}" for t, bp in (rules.ROUTE_FACES[f] for f in faces))
        assert f"{company['name']} {stretches}." in text


def test_the_chance_side_can_only_roll_what_its_phase_rolls():
    # Playing "stop_events" for the dice used to keep every die unrolled (faces -1) and break the state.
    state = rules.new_game(1, 5, {"goals": True})
    go(state, kind="company", company=0)
    assert state.phase == "goal_draw"
    player_moves = (
        {"kind": "keep_goals"},
        {"kind": "stop_route"},
        {"kind": "stop_events"},
        {"kind": "end_turn"},
        {"kind": "company", "company": 1},
    )
    for move in player_moves + ({"kind": "roll_route", "faces": [0] * 8}, {"kind": "roll_values", "faces": [0] * 4}):
        before = copy.deepcopy(state)
        with pytest.raises(IllegalMove, match="only roll|Chance can.t make"):
            rules.apply(state, {"player": CHANCE, **move})
        assert state == before
    rules.apply(state, {"player": CHANCE, "kind": "draw_goals", "cards": [0, 1, 2, 3]})
    go(state, kind="keep_goals")
    for move in player_moves + (
        {"kind": "roll_events", "faces": [0, 0, 0]},
        {"kind": "draw_goals", "cards": [4, 5, 6, 7]},
    ):
        before = copy.deepcopy(state)
        with pytest.raises(IllegalMove, match="only roll|Chance can.t make"):
            rules.apply(state, {"player": CHANCE, **move})
        assert state == before
    state = started()
    for move in ({"kind": "stop_events"}, {"kind": "keep_event", "die": 0}, {"kind": "roll_route", "faces": [0] * 8}):
        with pytest.raises(IllegalMove, match="only roll|Chance can.t make"):
            rules.apply(state, {"player": CHANCE, **move})
    roll(state, "roll_events", [TWO, TWO, FOUR])
    with pytest.raises(IllegalMove, match="not you"):
        go(state, kind="roll_events", faces=[TWO])  # nor can the player roll for the dice
    go(state, kind="end_turn") if state.phase == "spend" else go(state, kind="stop_events")
    go(state, kind="end_turn")
    assert state.phase == "value_roll"
    with pytest.raises(IllegalMove, match="only roll|only the players can"):
        rules.apply(state, {"player": CHANCE, "kind": "end_turn"})
    rules.invariants(state)


def test_a_roll_must_be_one_the_dice_could_show():
    state = rules.new_game(1, 5, {"goals": True})
    go(state, kind="company", company=0)
    before = copy.deepcopy(state)
    for cards in ([0, 1, 2], [0, 1, 2, 2], [0, 1, 2, 8], [-1, 1, 2, 3], [0, 1, 2, True], "0123", [0, 1, 2, 3.0]):
        with pytest.raises(IllegalMove, match="four different|must be|needs its|has no"):
            rules.apply(state, {"player": CHANCE, "kind": "draw_goals", "cards": cards})
        assert state == before
    rules.apply(state, {"player": CHANCE, "kind": "draw_goals", "cards": [7, 0, 3, 5]})
    go(state, kind="keep_goals")
    before = copy.deepcopy(state)
    for faces in ([0] * 7, [0] * 9, [0] * 7 + [len(ROUTE_FACES)], [0] * 7 + [-1], [0] * 7 + [False], None):
        with pytest.raises(IllegalMove, match="one face for each die|must be|needs its|has no"):
            roll(state, "roll_route", faces)
        assert state == before
    roll(state, "roll_route", [PLAIN4] * 8)
    go(state, kind="keep_route", die=0)
    go(state, kind="reroll_route")
    with pytest.raises(IllegalMove, match="one face for each die|must be|needs its|has no"):
        roll(state, "roll_route", [PLAIN4] * 8)  # the kept die is not thrown again
    roll(state, "roll_route", [PLAIN5] * 7)
    state = started()
    for faces in ([TWO] * 2, [TWO] * 4, [TWO, TWO, len(EVENT_FACES)], [TWO, TWO, -1]):
        with pytest.raises(IllegalMove, match="one face for each die|must be|needs its|has no"):
            roll(state, "roll_events", faces)
    spending(state, [TWO, TWO, FOUR])
    go(state, kind="end_turn")
    for faces in ([ZERO] * 3, [ZERO] * 5, [ZERO, ZERO, ZERO, len(VALUE_FACES)], [ZERO, ZERO, ZERO, 2.0]):
        before = copy.deepcopy(state)
        with pytest.raises(IllegalMove, match="one face for each die|must be|needs its|has no"):
            roll(state, "roll_values", faces)
        assert state == before
    for seed in range(40):  # whatever the seeded chance side draws is accepted
        state = rules.new_game(1, seed, {"goals": True})
        go(state, kind="company", company=seed % 4)
        while state.phase in rules.CHANCE_PHASES or state.phase in ("goals", "route_keep"):
            move = rules.chance_move(state) if state.phase in rules.CHANCE_PHASES else rules.legal_moves(state, P)[-1]
            rules.apply(state, move)
            rules.invariants(state)


def _every_player_move() -> list[dict]:
    """Every player move worth trying, in and a little beyond every range."""
    dice, uses = range(-1, 10), ["bp", "terrain", "tech", "up:9", "private:x", "nothing"]
    uses += [f"{way}:{c}" for c in range(len(rules.COMPANIES)) for way in ("up", "down")]
    uses += [f"private:{p}" for p in range(len(rules.PRIVATES))]
    moves = [{"player": P, "kind": "company", "company": c} for c in range(-1, 6)]
    moves += [{"player": P, "kind": "drop_goal", "card": c} for c in range(-1, len(rules.GOALS) + 1)]
    for kind in ("keep_route", "free_route", "place_route", "keep_event", "free_event", "unassign"):
        moves += [{"player": P, "kind": kind, "die": d} for d in dice]
    moves += [{"player": P, "kind": "assign", "die": d, "use": use} for d in dice for use in uses]
    for kind in ("keep_goals", "reroll_route", "stop_route", "unplace_route", "confirm_route"):
        moves.append({"player": P, "kind": kind})
    moves += [{"player": P, "kind": kind} for kind in ("reroll_events", "stop_events", "end_turn")]
    return moves


def test_the_legal_moves_are_exactly_the_moves_the_rulebook_accepts():
    """Listing and refusing ask the same problem functions: every move the
    rulebook accepts is listed, and nothing else is."""
    every = _every_player_move()
    for seed in range(12):
        options = {"goals": seed % 2 == 0, "privates": seed % 3 == 0, "advanced": seed % 4 == 1}
        state = rules.new_game(1, seed, options)
        rng = random.Random(seed)
        while not rules.is_over(state):
            if rules.to_act(state) == [CHANCE]:
                rules.apply(state, rules.chance_move(state))
                continue
            listed = rules.legal_moves(state, P)
            accepted = [move for move in every if not rules.RULEBOOK.problem(state, move)]
            assert sorted(map(repr, listed)) == sorted(map(repr, accepted)), state.phase
            rules.apply(state, rng.choice(listed))


# --- what ending a turn would give up ---------------------------------------------------------
def test_spare_dice_are_the_kept_dice_with_legal_uses_and_name_their_faces():
    state = started(route=(PLAIN4,) * 8)
    spending(state, [GEAR1, FOUR, TWO])
    spare = rules.spare_dice(state)
    legal = [m for m in rules.legal_moves(state, P) if m["kind"] == "assign"]
    assert spare == {d: [m["use"] for m in legal if m["die"] == d] for d in (0, 1, 2)}
    assert "tech" in spare[0] and "bp" in spare[1]
    assert [rules.die_label(state.event_faces[d]) for d in spare] == ["gear 1", "plain 4", "plain 2"]
    assign(state, 1, "bp")  # the route is paid and built: die 1 is spent
    assert 1 not in rules.spare_dice(state)


def test_a_die_that_cannot_pay_for_anything_is_refused_with_a_sentence():
    state = started(route=(PLAIN4,) * 8)
    spending(state, [GEAR1, FOUR, TWO])
    assert rules.pick_problem(state, 0) == ""
    assign(state, 1, "bp")
    assert rules.pick_problem(state, 1) == "That die isn't free to use: each die is used once a turn."
    # the route built, and the own company raised to the top this turn: a plain die has no use left
    state.built = state.route_count
    state.values[state.company], state.credit_dir[state.company] = rules.TOP, 1
    assert rules.uses_for(state, 2) == []
    assert rules.pick_problem(state, 2) == "That die can't pay for anything right now."
    assert 2 not in rules.spare_dice(state)
