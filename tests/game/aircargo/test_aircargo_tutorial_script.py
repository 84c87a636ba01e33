"""The Learn to play script touches every core rule of AirCargo once, as the rules tell it."""

from game import tutorial
from game.aircargo import SPEC, rules
from game.match import Seat


def test_the_script_plans_flies_checks_and_panics_through_one_delivery():
    script = tutorial.load_script("aircargo")
    assert script.opponents == () and script.players == 1, "a solo game: the learner flies alone"
    match = tutorial.new_match(SPEC, script, Seat("Kit"))
    events, refusals = [], []
    for step in script.steps:
        if step.mistake:
            refusals.append(rules.problem(match.state, step.move))
            continue
        events += match.apply(step.move)
    kinds = [event["kind"] for event in events]
    for kind in ("plan", "cargo", "reroll", "airport", "takeoff", "leg", "weather", "fail", "panic", "landed"):
        assert kind in kinds, f"the tutorial never shows {kind}"
    assert {event["check"] for event in events if event["kind"] == "check"} == {"mountain", "landing"}
    assert any(event["kind"] == "stamina" and event["amount"] > 0 for event in events), "stamina before a roll"
    assert refusals == ["Seattle is too far for one leg: a leg can't be that long."]
    state = match.state
    assert state.delivered == [5] and rules.points(state) == 5 and not match.is_over()
