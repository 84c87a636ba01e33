"""AirCargo's game log reads as a pilot's diary: one line per roll with
what it is for, airports by name, and every check's total against the limit."""

from game.aircargo import story
from game.aircargo.rules import C
from game.core import fill_names
from game.match import Match, Seat
from game.registry import get_game
from game.story import Story


def told(seed: int = 2) -> list[str]:
    spec = get_game("aircargo")
    match = Match(spec, [Seat("Ann", 0, "bot", spec.strong_bot)], seed)
    while not match.is_over():
        match.step_automatic()
    whole = Story(match)
    whole.catch_up()
    return [fill_names(entry.text, ["Ann"]) for entry in whole.entries]


def test_a_planning_roll_is_one_line_with_its_dice():
    lines = told()
    assert not any("rolls the dice to plan" in line for line in lines)
    assert any(line.startswith("Ann rolls ") and line.endswith(" to plan.") for line in lines)


def test_a_check_names_its_total_against_the_limit():
    lines = told()
    checks = [line for line in lines if ": total " in line]
    assert checks and all(f"{C.pass_limit} or less: passed." in line or "failed!" in line for line in checks)


def test_a_delivery_names_the_airport_what_it_adds_and_the_points_in_all():
    line = story.tell(
        {"player": 0, "kind": "leg", "to": "61"},
        [{"kind": "landed", "airport": 61, "cargo": 6, "points": 10}],
        None,
    )
    assert line == [(0, "{p0} delivers cargo 6 to Tillit (61): +6, 10 points in all.")]


def test_a_panic_is_not_told_twice():
    lines = story.tell(
        {"player": 0, "kind": "panic"},
        [{"kind": "panic", "cost": 3, "left": 4, "name": "Tillit"}, {"kind": "pass", "total": 12, "name": "Tillit"}],
        None,
    )
    assert lines == [(0, "{p0} panics through Tillit for 3 stamina.")]


def test_no_stamina_spent_is_not_a_line():
    assert (
        story.tell({"player": 0, "kind": "stamina", "amount": 0}, [{"kind": "stamina", "amount": 0, "left": 9}], None)
        == []
    )
