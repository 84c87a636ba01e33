"""AirCargo speaks with one voice: on the same seeded states, the hint and the question a costly
move asks first (a stop, letting the plane crash) agree, and the end by dice is worded once."""

import random

from game.aircargo import SPEC, rules
from game.aircargo.rules import C
from game.core import CHANCE
from game.hints import hint_for
from game.match import Match, Seat


def match_at(state: rules.State) -> Match:
    match = Match(SPEC, [Seat("Ada")], state.seed)
    match.state = state
    match.changed()
    return match


def failed_checks(count: int) -> list[rules.State]:
    """Landings at Portland that failed their roll, seeded: the weather line, the cargo, the
    stamina and prayers left and the dice vary; each still has a prayer or a panic to offer."""
    rng = random.Random(26)
    states: list[rules.State] = []
    while len(states) < count:
        weight = rng.choice([2, 5, 7, 9, 12])
        state = rules.new_game(1, rng.randrange(1000), {})
        state.planned_airports, state.planned_cargo = [42], [weight]
        state.weather_crossed = state.legs = rng.randrange(0, C.total_weather_boxes - 1)
        state.stamina_used, state.prayers_used = rng.randrange(0, C.stamina + 1), rng.randrange(0, C.prayers + 1)
        rules.apply(state, {"player": 0, "kind": "fly", "airport": 42, "cargo": weight})
        state.position = "OLYMPIA"
        rules.apply(state, {"player": 0, "kind": "leg", "to": "42"})
        rules.apply(state, {"player": CHANCE, "kind": "weather", "die": rng.randint(1, 6)})
        if state.phase == "stamina":
            rules.apply(state, {"player": 0, "kind": "stamina", "amount": 0})
        rules.apply(state, {"player": CHANCE, "kind": "roll", "values": [rng.randint(3, 6), rng.randint(3, 6)]})
        if state.phase == "rescue":
            states.append(state)
    return states


def test_the_hint_never_lets_the_plane_crash_while_the_crash_question_names_a_way_out():
    states = failed_checks(40)
    panics = 0
    for state in states:
        lines = rules.crash_lines(state)
        assert "lost" in lines[0] and f"{rules.points(state)} points" in lines[0]
        assert len(lines) > 1, "a crash is a choice only while a prayer or a panic could save the plane"
        hint = hint_for(match_at(state), 0)
        assert hint.move["kind"] in ("pray", "panic"), (hint.move, lines)
        if hint.move["kind"] == "panic":
            panics += 1
            cost = rules.panic_cost(state)
            assert f"A panic for {cost} stamina gets you through." in lines
            assert f"{cost} stamina" in hint.sentence
        else:
            assert state.prayers_left and any(line.startswith("A prayer") for line in lines)
    assert panics, "the seeded states show both rescues"


def stop_moments() -> list[rules.State]:
    """Days on the ground where the strongest pilot stops: 40 or more on the log (each title
    once), every Plan Reroll ticked and nothing planned."""
    states = []
    for delivered in ([9, 8, 8, 7, 6, 5], [12, 11, 10, 9], [10, 9, 8, 7, 6, 5, 2]):
        state = rules.new_game(1, 7, {})
        state.delivered = list(delivered)
        state.deliveries = [[a, w] for a, w in zip(sorted(C.airports), delivered)]
        state.visited = [a for a, _ in state.deliveries]
        state.plan_rerolls_used, state.weather_crossed = C.plan_rerolls, 24
        state.legs = 24
        states.append(state)
    return states


def test_the_hint_to_stop_and_the_stop_question_tell_the_same_points_and_title():
    for state in stop_moments():
        hint = hint_for(match_at(state), 0)
        assert hint.move["kind"] == "stop", hint
        lines = rules.stop_lines(state)
        points = rules.points(state)
        assert lines[0] == f"The day ends with {points} points." and f"{points} points" in hint.sentence
        reached = rules.title(state)
        assert reached and f"a {reached}" in hint.sentence and f"a {reached}!" in lines[-1]


def test_the_hint_to_roll_with_no_reroll_left_warns_as_the_rules_word_it():
    state = rules.new_game(1, 4, {})
    state.plan_rerolls_used = C.plan_rerolls
    hint = hint_for(match_at(state), 0)
    assert hint.move["kind"] == "plan" and rules.LAST_ROLL in hint.sentence


def test_a_day_ended_by_the_dice_is_told_in_the_rules_words():
    state = rules.new_game(1, 4, {})
    state.plan_rerolls_used = C.plan_rerolls
    state.planned_cargo = [1, 2, 3]  # 1 and 2 plan no cargo, and no airport is 12 or 21
    rules.apply(state, {"player": 0, "kind": "plan"})
    events = rules.apply(state, {"player": CHANCE, "kind": "roll", "values": [1, 2]})
    assert events[-1]["outcome"] == "no_use" and rules.is_over(state)
    assert rules.NO_USE_END in rules.result(state).lines
