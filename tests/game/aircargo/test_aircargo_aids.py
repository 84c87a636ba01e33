"""What the table works out for the pilot: exact hazard odds, reach in one and
two legs, and the dead-end warning, straight from the rules."""

from fractions import Fraction

from game.aircargo import SPEC, aids, rules
from game.aircargo.rules import C
from game.core import CHANCE


def at_portland_check(weather_die=6) -> rules.State:
    """Landing at Portland (hazard 1) with weight 7 (Medium, +2) and the weather die rolled."""
    state = rules.new_game(1, 2, {})
    state.planned_airports, state.planned_cargo = [42], [7]
    rules.apply(state, {"player": 0, "kind": "fly", "airport": 42, "cargo": 7})
    state.position = "OLYMPIA"
    rules.apply(state, {"player": 0, "kind": "leg", "to": "42"})
    rules.apply(state, {"player": CHANCE, "kind": "weather", "die": weather_die})
    return state


def test_the_chance_to_pass_counts_the_36_ways_two_dice_fall():
    assert aids.pass_chance(0) == 1  # 12 or less with nothing added: always
    assert aids.pass_chance(1) == Fraction(35, 36)  # only double six fails
    assert aids.pass_chance(4) == Fraction(26, 36)  # dice need 8 or less
    assert aids.pass_chance(11) == 0  # even double one makes 13


def test_a_check_offers_each_useful_stamina_amount_with_its_chance():
    state = at_portland_check()
    assert state.phase == "stamina" and rules.check_modifiers(state.current_check) == 1 + 1 + 2
    chances = aids.check_chances(state)
    assert list(chances) == [0, 1, 2, 3, 4]  # 4 makes double six pass: more cannot help
    assert chances[0] == Fraction(26, 36) and chances[4] == 1
    assert all(chances[n] < chances[n + 1] for n in range(4))


def test_the_leg_planners_sums_agree_with_every_roll_the_rules_would_judge():
    """pass_chance (for checks a leg has still to bring) against the rules' own outcomes of a
    waiting check's roll, and against judging each of the 36 rolls by hand."""
    chances = aids.check_chances(at_portland_check())
    for amount in range(5):
        passes = 0
        for a in range(1, 7):
            for b in range(1, 7):
                state = at_portland_check()
                rules.apply(state, {"player": 0, "kind": "stamina", "amount": amount})
                rules.apply(state, {"player": CHANCE, "kind": "roll", "values": [a, b]})
                passes += state.phase != "rescue"
        assert Fraction(passes, 36) == chances[amount] == aids.pass_chance(4 - amount)


def flying_from_pendleton(airport=51, cargo=5, crossed=0) -> rules.State:
    state = rules.new_game(1, 2, {})
    state.planned_airports, state.planned_cargo = [airport], [cargo]
    state.weather_crossed = state.legs = crossed
    rules.apply(state, {"player": 0, "kind": "fly", "airport": airport, "cargo": cargo})
    return state


def test_one_leg_reach_is_what_the_rules_let_the_pilot_fly_and_two_legs_reach_further():
    state = flying_from_pendleton()
    one, two = aids.reach(state)
    assert sorted(one) == sorted(rules.leg_targets(state))
    assert not set(one) & set(two) and "PEN" not in two
    for key in two:  # each is one leg on from a beacon the first leg can reach
        assert any(C.places[b].beacon and key in aids.leg_ends(b, "51") for b in one)
    assert all(C.places[k].beacon or k == "51" for k in one + two)


def test_on_the_ground_reach_counts_the_planned_airports_as_landing_spots():
    state = rules.new_game(1, 2, {})
    state.planned_airports = [42]
    one, two = aids.reach(state)
    assert all(C.places[k].beacon or k == "42" for k in one + two)
    assert "42" in one + two


def test_a_leg_that_leaves_no_way_on_before_the_storm_is_a_dead_end():
    state = flying_from_pendleton(crossed=C.total_weather_boxes - 1)  # this leg crosses out the last box
    beacons = [k for k in rules.leg_targets(state) if C.places[k].beacon]
    assert beacons and all("storm" in aids.dead_end(state, k) for k in beacons)
    assert all(aids.dead_end(state, k).endswith(".") for k in beacons)
    assert aids.dead_end(state, "51") == ""  # the destination itself ends the flight


def test_a_leg_with_enough_weather_left_is_no_dead_end():
    state = flying_from_pendleton()
    assert all(aids.dead_end(state, k) == "" for k in rules.leg_targets(state))


def test_a_beacon_too_many_legs_from_the_destination_is_a_dead_end():
    state = flying_from_pendleton(airport=66, cargo=5, crossed=C.total_weather_boxes - 3)
    ends = {k: aids.dead_end(state, k) for k in rules.leg_targets(state)}
    assert ends and all(text.startswith("Dead end: Tucumcari is too many legs") for text in ends.values())
    for key in ends:  # the rules agree: from there Tucumcari takes more legs than boxes are left
        assert aids.legs_needed(key, "66", state.weather_left - 1) is None


def test_a_legs_chance_agrees_with_every_weather_die_and_roll_the_rules_would_judge():
    import copy

    start = flying_from_pendleton()  # weight 5 (Medium, +2) to Spokane (landing 2)
    assert aids.leg_checks(start, "51") == [4]
    passes = 0
    for weather in range(1, 7):
        for a in range(1, 7):
            for b in range(1, 7):
                state = copy.deepcopy(start)
                rules.apply(state, {"player": 0, "kind": "leg", "to": "51"})
                rules.apply(state, {"player": CHANCE, "kind": "weather", "die": weather})
                if state.phase == "stamina":
                    rules.apply(state, {"player": 0, "kind": "stamina", "amount": 0})
                rules.apply(state, {"player": CHANCE, "kind": "roll", "values": [a, b]})
                passes += state.phase != "rescue"
    assert aids.leg_chance(start, "51") == Fraction(passes, 216) == Fraction(151, 216)


def test_a_leg_over_no_mountain_to_a_beacon_is_certain():
    state = flying_from_pendleton()
    beacon = next(k for k in rules.leg_targets(state) if not aids.leg_checks(state, k))
    assert aids.leg_chance(state, beacon) == 1


def test_the_hints_odds_come_from_the_rules_outcomes():
    """The strong pilot's reasons quote the waiting roll's odds as the table shows them."""
    state = at_portland_check(weather_die=6)
    bot = SPEC.bots["strong"](1)
    view = rules.view(state, 0)
    why = lambda move: bot.explain(view, 0, {"player": 0, **move})  # noqa: E731
    assert (
        why({"kind": "stamina", "amount": 0}) == "Roll without stamina: you pass 72% of the time; keep it for a panic."
    )
    assert why({"kind": "stamina", "amount": 2}) == "Tick 2 stamina: it lifts your chance to pass from 72% to 92%."
    values = C.weather[C.weather_line(state.weather_crossed)]
    lower = sum(faces for faces, v in zip(aids.WEATHER_FACES, values) if v < state.current_check["weather"])
    assert 0 < lower < 6 and aids.weather_prayer_chance(state) == Fraction(lower, 6)
    assert why({"kind": "pray_weather"}).startswith(f"Pray for a new weather die: {lower} faces in 6 give less than")
