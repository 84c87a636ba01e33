"""Each Learn to play lesson of AirCargo plays through its rules as it tells them: the first
touches every core rule once, the second the weather and the ends of the day."""

from game import tutorial
from game.aircargo import SPEC, rules
from game.match import Seat


def play(lesson: int):
    """The lesson's match after its steps, the events they made and the rules' refusals of its mistakes."""
    script = tutorial.load_script("aircargo", lesson)
    match = tutorial.new_match(SPEC, script, Seat("Kit"))
    events, refusals = [], []
    for step in script.steps:
        if step.mistake:
            refusals.append(rules.problem(match.state, step.move))
            continue
        events += match.apply(step.move)
    return match, [event["kind"] for event in events], events, refusals


def test_the_script_plans_flies_checks_and_panics_through_one_delivery():
    script = tutorial.load_script("aircargo")
    assert script.opponents == () and script.players == 1, "a solo game: the learner flies alone"
    match, kinds, events, refusals = play(1)
    for kind in ("plan", "cargo", "reroll", "airport", "takeoff", "leg", "weather", "fail", "panic", "landed"):
        assert kind in kinds, f"the tutorial never shows {kind}"
    assert {event["check"] for event in events if event["kind"] == "check"} == {"mountain", "landing"}
    assert any(event["kind"] == "stamina" and event["amount"] > 0 for event in events), "stamina before a roll"
    assert refusals == ["Seattle is too far for one leg: a leg can't be that long."]
    state = match.state
    assert state.delivered == [5] and rules.points(state) == 5 and not match.is_over()


def test_lesson_one_says_why_the_points_drop_where_a_plan_is_ticked():
    script = tutorial.load_script("aircargo")
    match = tutorial.new_match(SPEC, script, Seat("Kit"))
    drops = []
    for step in (step for step in script.steps if not step.mistake):
        before = rules.points(match.state)
        match.apply(step.move)
        after = rules.points(match.state)
        if after < before:  # a plan ticked: it counts -1 until delivered, and the step says so
            drops.append(after)
            assert f"{after}" in step.then and "until" in step.then, step.then
    assert drops == [-1, -2]


def test_lesson_two_flies_into_worse_weather_is_saved_by_a_prayer_and_ends_by_the_dice():
    start = tutorial.new_match(SPEC, tutorial.load_script("aircargo", 2), Seat("Kit")).state
    assert start.rerolls_left == 0 and start.phase == "idle" and rules.points(start) == 33
    match, kinds, events, refusals = play(2)
    first = next(event["line"] for event in events if event["kind"] == "leg")
    assert rules.C.weather[first] > rules.C.weather[first - 1], "the first leg starts a worse weather line"
    for kind in ("takeoff", "pray_weather", "fail", "pray", "landed", "game_over"):
        assert kind in kinds, f"lesson 2 never shows {kind}"
    assert refusals == [
        "A leg must end at a beacon or at your destination, not at Pendleton.",
        "That roll has failed: pray, panic or let it crash.",
    ]
    state = match.state
    assert state.outcome == "no_use" and rules.score(state) == 40 and rules.title(state) == "Cargo Pilot"
