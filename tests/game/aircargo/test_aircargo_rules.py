"""AirCargo's rules, each test tied to a sentence of the rule text (seeds/003)."""

import copy

import pytest

from game.aircargo import rules as ac
from game.aircargo.content import START
from game.core import CHANCE, IllegalMove

C = ac.C
ME = ac.SOLO


def play(state, kind, **fields):
    return ac.apply(state, {"player": ME, "kind": kind, **fields})


def roll(state, *values):
    return ac.apply(state, {"player": CHANCE, "kind": "roll", "values": list(values)})


def weather_die(state, die):
    return ac.apply(state, {"player": CHANCE, "kind": "weather", "die": die})


def plan(state, a, b):
    play(state, "plan")
    return roll(state, a, b)


def ready_to_fly(airport=42, weight=4):
    """A game with one airport and one cargo planned."""
    state = ac.new_game(1, 1, {})
    plan(state, airport // 10, airport % 10)
    play(state, "airport", id=airport)
    plan(state, weight, 6) if weight <= 6 else plan(state, 6, weight - 6)
    play(state, "cargo", weight=weight)
    return state


def test_a_game_starts_on_the_ground_at_pendleton_with_a_clean_log():
    state = ac.new_game(1, 5, {})
    assert state.position == START == "PEN"
    assert state.phase == "idle" and ac.to_act(state) == [ME]
    assert (state.rerolls_left, state.stamina_left, state.prayers_left) == (C.plan_rerolls, C.stamina, C.prayers)
    kinds = [m["kind"] for m in ac.legal_moves(state, ME)]
    assert kinds == ["plan", "stop"]  # nothing to fly yet; stopping is always allowed


def test_cargo_planning_uses_either_die_or_the_sum():
    # 'Example "1" and "6", can be used as weight 1 or 6, or the sum of both weight 7.'
    state = ac.new_game(1, 1, {})
    plan(state, 1, 6)
    assert ac.cargo_options(state) == [1, 6, 7]
    with pytest.raises(IllegalMove, match="make 1, 6 or 7"):
        play(state, "cargo", weight=5)
    events = play(state, "cargo", weight=7)
    assert events[0]["class"] == "Medium" and state.planned_cargo == [7] and state.phase == "idle"


def test_destination_planning_reads_the_dice_in_either_order():
    # 'Example: "4" and "6" can be used as airport ID "46" or "64".'
    state = ac.new_game(1, 1, {})
    plan(state, 4, 6)
    assert ac.airport_options(state) == [46, 64]
    play(state, "airport", id=64)
    assert state.planned_airports == [64]
    plan(state, 6, 4)
    assert ac.airport_options(state) == [46]  # Fremont is ticked already
    with pytest.raises(IllegalMove, match="planned already"):
        play(state, "airport", id=64)


def test_plan_reroll_rerolls_one_or_both_dice_and_ticks_a_box():
    state = ac.new_game(1, 1, {})
    plan(state, 1, 1)
    play(state, "reroll", dice=[1])
    assert state.rolling == [1] and state.rerolls_left == C.plan_rerolls - 1
    roll(state, 5)
    assert state.dice == [1, 5] and state.phase == "planning"
    play(state, "reroll", dice=[0, 1])
    roll(state, 6, 6)
    assert state.dice == [6, 6] and state.rerolls_left == C.plan_rerolls - 2


def test_a_usable_roll_must_be_used_or_rerolled_unless_the_pilot_stops():
    state = ac.new_game(1, 1, {})
    plan(state, 2, 3)
    kinds = {m["kind"] for m in ac.legal_moves(state, ME)}
    assert kinds == {"cargo", "reroll", "stop"}
    with pytest.raises(IllegalMove, match="between flights"):
        play(state, "plan")  # a roll can't be thrown away by planning again


def test_no_valid_roll_and_no_rerolls_left_ends_the_game_and_counts_points():
    state = ac.new_game(1, 1, {})
    state.plan_rerolls_used = C.plan_rerolls
    for weight in (1, 2):
        state.planned_cargo += [weight] * C.cargo_boxes[weight]
    events = plan(state, 1, 1)  # weights 1, 1, 2 all ticked; airport 11 does not exist
    assert events[-1] == {"kind": "game_over", "outcome": "no_use", "score": -2, "title": ""}
    assert ac.is_over(state) and ac.result(state).scores == [-2]


def test_an_unusable_roll_with_rerolls_left_asks_for_a_reroll():
    state = ac.new_game(1, 1, {})
    for weight in (1, 2):
        state.planned_cargo += [weight] * C.cargo_boxes[weight]
    events = plan(state, 1, 1)
    assert events[-1]["kind"] == "no_use"
    assert {m["kind"] for m in ac.legal_moves(state, ME)} == {"reroll", "stop"}


def test_a_flight_needs_a_planned_cargo_and_a_planned_airport():
    state = ac.new_game(1, 1, {})
    plan(state, 4, 2)
    play(state, "airport", id=42)
    assert not any(m["kind"] == "fly" for m in ac.legal_moves(state, ME))
    with pytest.raises(IllegalMove, match="cargo you have ordered"):
        play(state, "fly", airport=42, cargo=6)
    plan(state, 4, 2)
    play(state, "cargo", weight=6)
    assert {"player": ME, "kind": "fly", "airport": 42, "cargo": 6} in ac.legal_moves(state, ME)


def test_preparing_a_flight_crosses_out_the_airport_and_takes_the_cargo():
    state = ready_to_fly(42, 4)
    events = play(state, "fly", airport=42, cargo=4)
    assert events[0]["from"] == "PEN"
    assert state.visited == [42] and state.planned_airports == [] and state.planned_cargo == []
    assert state.phase == "flight" and state.cargo == 4


def test_legs_go_to_a_beacon_or_the_destination_within_the_template():
    state = ready_to_fly(41, 4)
    play(state, "fly", airport=41, cargo=4)
    targets = ac.leg_targets(state)
    assert targets and all(C.places[t].beacon for t in targets)  # Seattle is more than a leg away
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="too far"):
        play(state, "leg", to="LAS_VEGAS")
    with pytest.raises(IllegalMove, match="beacon or at your destination"):
        play(state, "leg", to="51")  # Spokane is an airport but not this flight's destination
    assert state == before


def fly_leg_passing_every_check(state, target):
    """Fly one leg, rolling 1s for the weather and 1+1 on every hazard check."""
    events = play(state, "leg", to=target)
    while state.phase in ("weather_roll", "stamina", "hazard_roll"):
        if state.phase == "weather_roll":
            events += weather_die(state, 1)
        elif state.phase == "stamina":
            events += play(state, "stamina", amount=0)
        else:
            events += roll(state, 1, 1)
    return events


def test_weather_example_four_legs_fill_line_one_and_start_line_two():
    # "After finishing the 4 legs in previous example": three boxes of the first line, one of the second.
    state = ready_to_fly(42, 4)
    play(state, "fly", airport=42, cargo=4)
    boxes = []
    for target in ("YAKIMA", "OLYMPIA", "YAKIMA", "OLYMPIA"):
        if target not in ac.leg_targets(state):
            target = next(t for t in ac.leg_targets(state) if t != state.position)
        events = fly_leg_passing_every_check(state, target)
        boxes.append(events[0]["line"])
    assert boxes == [0, 0, 0, 1]
    assert C.weather[0] == (0, 0, 1) and C.weather[1] == (0, 0, 2)  # "0 0 1", then "0 0 2"
    assert state.weather_crossed == 4 and C.weather_line(state.weather_crossed) == 1


def test_weather_die_picks_the_column_on_the_last_crossed_line():
    for die, column in ((1, 0), (4, 0), (5, 1), (6, 2)):
        state = landing_check(weather_crossed=12)
        events = weather_die(state, die)
        line = C.weather_line(13)
        assert events[0]["column"] == column and events[0]["value"] == C.weather[line][column]


def landing_check(weather_crossed=0, weight=7, airport=42):
    """A state at the landing check of a leg into Portland from Olympia."""
    state = ready_to_fly(airport, weight)
    play(state, "fly", airport=airport, cargo=weight)
    state.position = "OLYMPIA"
    state.weather_crossed = state.legs = weather_crossed
    play(state, "leg", to=str(airport))
    assert state.check["kind"] == "landing"
    return state


def test_hazard_arithmetic_twelve_or_less_passes():
    # Portland lands at (1); weight 7 is Medium (+2); line 1, die 1-4: weather 0. 2 dice + 0 + 1 + 2.
    state = landing_check(weight=7)
    weather_die(state, 3)
    play(state, "stamina", amount=0)
    events = roll(state, 4, 5)  # 9 + 3 = 12: pass
    assert events[1] == {"kind": "pass", "total": 12, "name": "Portland"}
    assert events[-1]["kind"] == "landed" and state.delivered == [7] and state.position == "42"
    state = landing_check(weight=7)
    weather_die(state, 3)
    play(state, "stamina", amount=0)
    events = roll(state, 5, 5)  # 10 + 3 = 13: fail
    assert events[1]["kind"] == "fail" and events[1]["total"] == 13 and state.phase == "rescue"


def test_stamina_before_the_roll_is_subtracted():
    state = landing_check(weight=7)
    weather_die(state, 3)
    play(state, "stamina", amount=2)
    events = roll(state, 6, 6)  # 12 + 3 - 2 = 13: still fails
    assert events[1]["total"] == 13
    assert state.stamina_left == C.stamina - 2


def test_panic_costs_what_is_needed_plus_one_and_prior_stamina_is_lost():
    state = landing_check(weight=7)
    weather_die(state, 3)
    play(state, "stamina", amount=1)
    roll(state, 6, 6)  # raw 15: 3 over. The stamina spent before does not count.
    assert ac.panic_cost(state) == 4
    events = play(state, "panic")
    assert events[0]["cost"] == 4 and state.stamina_left == C.stamina - 1 - 4
    assert events[-1]["kind"] == "landed"


def test_panic_needs_enough_stamina():
    state = landing_check(weight=12)  # Extra Heavy: +5
    weather_die(state, 6)  # weather 1 on the first line
    play(state, "stamina", amount=0)
    state.stamina_used = C.stamina - 3
    roll(state, 6, 5)  # 11 + 1 + 1 + 5 = 18: panic would need 7
    with pytest.raises(IllegalMove, match="needs 7 stamina"):
        play(state, "panic")


def test_prayer_rerolls_one_or_both_dice():
    # "Prayer: At any time during a test, you may tick off a box to reroll one or both dice."
    state = landing_check(weight=7)
    weather_die(state, 3)
    play(state, "stamina", amount=0)
    roll(state, 6, 6)
    prayers = [m["dice"] for m in ac.legal_moves(state, ME) if m["kind"] == "pray"]
    assert prayers == [[0], [1], [0, 1]]
    play(state, "pray", dice=[0])
    assert state.prayers_left == C.prayers - 1 and state.rolling == [0]
    events = roll(state, 6)  # 6 + 6 + 3 = 15: still over, pray again
    assert events[1]["kind"] == "fail" and state.phase == "rescue"
    play(state, "pray", dice=[0, 1])
    assert state.prayers_left == C.prayers - 2 and state.rolling == [0, 1]
    with pytest.raises(IllegalMove, match="value from 1 to 6 for each die"):
        roll(state, 1)  # both dice are thrown again
    events = roll(state, 2, 3)
    assert state.dice == [2, 3] and events[1]["kind"] == "pass"


def test_prayer_before_the_hazard_roll_rerolls_the_weather_die():
    state = landing_check(weight=7)
    weather_die(state, 6)  # the worst column
    assert {"player": ME, "kind": "pray_weather"} in ac.legal_moves(state, ME)
    events = play(state, "pray_weather")
    assert events == [{"kind": "pray_weather", "box": 1}] and state.prayers_left == C.prayers - 1
    assert state.phase == "weather_roll" and state.check["weather"] == 0
    events = weather_die(state, 2)
    assert events[0]["column"] == 0 and state.check["weather"] == C.weather[0][0]
    ac.invariants(state)


def test_a_pilot_with_no_stamina_may_still_pray_for_the_weather_die():
    state = landing_check(weight=7)
    state.stamina_used = C.stamina
    weather_die(state, 6)
    assert state.phase == "stamina"  # a choice before the roll: the prayer, or roll as it is
    assert {m["kind"] for m in ac.legal_moves(state, ME)} == {"stamina", "pray_weather", "stop"}
    state = landing_check(weight=7)
    state.stamina_used = C.stamina
    weather_die(state, 1)  # the best column already: nothing to choose
    assert state.phase == "hazard_roll"


def test_a_failed_check_ends_the_game_crash_game_lost():
    state = landing_check(weight=7)
    state.prayers_used = C.prayers
    weather_die(state, 3)
    play(state, "stamina", amount=0)
    state.stamina_used = C.stamina  # nothing left to panic with
    events = roll(state, 6, 6)
    assert [e["kind"] for e in events][-2:] == ["crash", "game_over"]
    result = ac.result(state)
    assert result.scores == [0] and result.titles == ["Crashed"] and ac.is_over(state)


def test_mountains_crossed_on_a_leg_are_checked_in_flying_order_then_the_landing():
    state = ac.new_game(1, 1, {})
    state.position = "BEND"
    state.phase, state.destination, state.cargo, state.visited = "flight", 42, 4, [42]
    leg = next(t for t in ac.leg_targets(state) if C.leg_mountains[("BEND", t)])
    events = play(state, "leg", to=leg)
    assert events[0]["mountains"] == [C.mountains[i].name for i in C.leg_mountains[("BEND", leg)]]
    assert state.check["kind"] == "mountain" and state.phase == "weather_roll"


def test_later_flights_start_at_the_last_airport_and_airports_are_visited_once():
    state = landing_check(weight=7)
    weather_die(state, 1)
    play(state, "stamina", amount=0)
    roll(state, 1, 1)
    assert state.position == "42" and state.phase == "idle"
    plan(state, 4, 2)
    assert ac.airport_options(state) == []  # Portland is crossed out
    plan_state = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="visited already"):
        play(plan_state, "airport", id=42)


def test_score_delivered_weights_minus_unused_plans_and_titles():
    state = ac.new_game(1, 1, {})
    state.delivered = [12, 11, 9, 8]
    state.deliveries = [[41, 12], [42, 11], [43, 9], [44, 8]]
    state.visited = [41, 42, 43, 44]
    state.planned_cargo = [3]
    state.planned_airports = [65]
    assert ac.points(state) == 38
    for delivered, title in (
        ([12, 11, 9, 8, 1], ""),
        ([12, 11, 9, 8, 2], "Cargo Pilot"),
        ([12, 11, 9, 8, 5], "Silver Wing"),
        ([12, 11, 9, 8, 7], "Gold Wing"),
    ):
        state.delivered = delivered
        assert ac.title(state) == title


def stops(state):
    """Stop, and check the game is over with the points counted."""
    assert {"player": ME, "kind": "stop"} in ac.legal_moves(state, ME)
    events = play(state, "stop")
    ac.invariants(state)
    assert events[-1]["outcome"] == "stopped" and ac.is_over(state)
    return ac.result(state).scores[0]


def test_voluntarily_stop_flying_count_points_after_a_delivery():
    state = landing_check(weight=7)
    weather_die(state, 1)
    play(state, "stamina", amount=0)
    roll(state, 1, 1)
    assert stops(state) == 7


def test_the_pilot_may_stop_before_the_first_delivery():
    # "Voluntarily stop flying. Count points": the text sets no first flight before it.
    assert stops(ac.new_game(1, 1, {})) == 0
    state = ready_to_fly(42, 4)
    assert stops(state) == -2  # an ordered cargo and a planned airport, never flown


def test_the_pilot_may_stop_while_planning_even_with_usable_dice():
    state = ac.new_game(1, 1, {})
    plan(state, 4, 2)
    assert ac.airport_options(state) == [42] and ac.cargo_options(state)
    assert stops(state) == 0 and state.dice == []


def test_stopping_in_the_air_abandons_the_flight_its_cargo_and_airport_count_minus_one():
    state = ready_to_fly(42, 4)
    play(state, "fly", airport=42, cargo=4)
    assert ac.points(state) == -2  # the same as on the ground: the flight is not delivered yet
    assert stops(state) == -2 and state.delivered == []
    state = landing_check(weight=7)  # at the landing check, before the hazard roll
    weather_die(state, 6)
    assert state.phase == "stamina" and stops(state) == -2
    assert state.check is None and state.stamina_used == 0


def test_no_stop_while_the_dice_roll_or_after_a_failed_roll():
    state = landing_check(weight=7)
    with pytest.raises(IllegalMove, match="dice are rolling"):
        play(state, "stop")  # the weather die is being rolled
    weather_die(state, 3)
    play(state, "stamina", amount=0)
    with pytest.raises(IllegalMove, match="dice are rolling"):
        play(state, "stop")
    roll(state, 6, 6)
    assert state.phase == "rescue"
    assert all(m["kind"] != "stop" for m in ac.legal_moves(state, ME))
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove, match="failed"):  # "Ends immediately if you failed test. Game lost."
        play(state, "stop")
    assert state == before


def test_the_storm_catches_a_plane_at_a_beacon_when_the_weather_table_is_full():
    state = ac.new_game(1, 1, {})
    state.position = "BEND"
    state.phase, state.destination, state.cargo, state.visited = "flight", 42, 4, [42]
    state.weather_crossed = state.legs = C.total_weather_boxes - 1
    target = next(t for t in ac.leg_targets(state) if not C.leg_mountains[("BEND", t)] and t != "42")
    events = play(state, "leg", to=target)
    assert events[-2]["kind"] == "crash" and state.outcome == "crashed"


def test_the_chance_side_only_rolls_and_only_what_the_dice_can_show():
    state = ac.new_game(1, 1, {})
    play(state, "plan")
    before = copy.deepcopy(state)
    for move in (
        {"kind": "stop"},
        {"kind": "weather", "die": 3},
        {"kind": "reroll", "dice": [0]},
        {"kind": "roll", "values": [3]},
        {"kind": "roll", "values": [3, 7]},
        {"kind": "roll", "values": [0, 2]},
        {"kind": "roll", "values": [True, 2]},
        {"kind": "roll", "values": [2.0, 2]},
        {"kind": "roll", "values": "34"},
    ):
        with pytest.raises(IllegalMove):
            ac.apply(state, {"player": CHANCE, **move})
        assert state == before
    state = landing_check(weight=7)
    before = copy.deepcopy(state)
    for move in (
        {"kind": "roll", "values": [3, 3]},
        {"kind": "weather", "die": 7},
        {"kind": "weather", "die": 0},
        {"kind": "weather", "die": True},
        {"kind": "weather", "die": "4"},
        {"kind": "weather"},
        {"kind": "stamina", "amount": 0},
        {"kind": "crash"},
    ):
        with pytest.raises(IllegalMove):
            ac.apply(state, {"player": CHANCE, **move})
        assert state == before
    for kind, field in (("roll", {"values": [3, 3]}), ("weather", {"die": 3})):
        state = ac.new_game(1, 1, {})
        with pytest.raises(IllegalMove):
            ac.apply(state, {"player": ME, "kind": kind, **field})  # the pilot never rolls for the dice
    for seed in range(30):  # and what the chance side draws itself is always accepted
        state = landing_check(weight=7)
        state.seed = seed
        ac.apply(state, ac.chance_move(state))
        ac.invariants(state)


def test_refused_moves_change_nothing():
    state = ready_to_fly(42, 4)
    before = copy.deepcopy(state)
    for move in (
        {"kind": "leg", "to": "YAKIMA"},
        {"kind": "panic"},
        {"kind": "fly", "airport": 41, "cargo": 4},
        {"kind": "stamina", "amount": 2},
    ):
        with pytest.raises(IllegalMove) as err:
            ac.apply(state, {"player": ME, **move})
        assert str(err.value)[0].isupper()
        assert state == before


def test_random_pilots_who_never_stop_keep_every_invariant():
    # Stopping is always on offer, so a uniformly random pilot mostly stops at once; this one
    # plays on to reach the late weather lines, the rescues and the storm.
    import random

    outcomes, kinds = set(), set()
    for seed in range(60):
        state, rng = ac.new_game(1, seed, {}), random.Random(seed)
        while not ac.is_over(state):
            if ac.to_act(state) == [CHANCE]:
                ac.apply(state, ac.chance_move(state))
            else:
                moves = [m for m in ac.legal_moves(state, ME) if m["kind"] != "stop"]
                move = rng.choice(moves or ac.legal_moves(state, ME))
                kinds.add(move["kind"])
                ac.apply(state, move)
            ac.invariants(state)
        outcomes.add(state.outcome)
    assert outcomes == {"crashed", "no_use"}
    assert {"fly", "leg", "stamina", "pray", "pray_weather", "panic", "crash"} <= kinds


def test_the_stop_question_says_what_stopping_scores_and_loses():
    state = ready_to_fly(airport=42, weight=4)
    state.planned_airports.append(43)
    state.delivered, state.deliveries = [40], [[41, 40]]
    assert ac.stop_lines(state) == [
        "The day ends with 37 points.",
        "Delivered 40, minus 3 for plans not flown.",
        "40 points win: this is a loss.",
    ]
    play(state, "fly", airport=42, cargo=4)
    assert ac.stop_lines(state)[1] == "Delivered 40, minus 3 not flown, this flight too."
    state.delivered.append(7)
    assert ac.stop_lines(state)[::2] == ["The day ends with 44 points.", "That makes you a Silver Wing!"]
    before = copy.deepcopy(state)
    play(state, "stop")
    assert ac.score(state) == ac.points(before) == 44  # the question told the truth
    assert ac.stop_lines(ac.new_game(1, 1, {})) == ["The day ends with 0 points.", "40 points win: this is a loss."]


def test_a_refused_plan_names_what_the_dice_make_each_number_once():
    state = ac.new_game(1, 1, {})
    plan(state, 2, 2)
    with pytest.raises(IllegalMove, match=r"^Your dice make 2 or 4, not 9\.$"):
        play(state, "cargo", weight=9)
    with pytest.raises(IllegalMove, match=r"^Your dice make airport 22, not 41\.$"):
        play(state, "airport", id=41)
    assert ac.problem(state, {"player": ME, "kind": "cargo", "weight": 9}) == "Your dice make 2 or 4, not 9."
