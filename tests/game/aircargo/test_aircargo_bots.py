"""AirCargo's three pilots: each level scores above the one below, each plays
its own way, and the strongest says why it makes each move."""

import statistics

import pytest

from game.aircargo import SPEC, bots, rules
from game.core import CHANCE


def play(level: str, seed: int, watch=None) -> rules.State:
    state = rules.new_game(1, seed, {})
    bot = SPEC.bots[level](seed)
    while not rules.is_over(state):
        if rules.to_act(state)[0] == CHANCE:
            rules.apply(state, rules.chance_move(state))
            continue
        view = rules.view(state, 0)
        move = bot.choose(view, 0)
        assert not rules.problem(state, move), move
        if watch:
            watch(view, bot, move)
        rules.apply(state, move)
        rules.invariants(state)
    return state


def test_the_levels_are_named_weakest_first_and_the_strongest_flies_the_demo():
    assert [o.id for o in SPEC.opponents] == ["easy", "medium", "strong"]
    assert list(SPEC.bots) == ["random", "easy", "medium", "strong"]
    assert SPEC.strong_bot == "strong"
    names = [set(o.name.split()) for o in SPEC.opponents]
    assert not (names[0] & names[1] or names[1] & names[2] or names[0] & names[2])
    assert all(o.style.endswith(".") and len(o.style) <= 80 for o in SPEC.opponents)


def test_each_level_scores_clearly_above_the_one_below():
    medians = {
        level: statistics.median(rules.score(play(level, seed)) for seed in range(30))
        for level in ("easy", "medium", "strong")
    }
    assert medians["easy"] + 4 <= medians["medium"] and medians["medium"] + 4 <= medians["strong"], medians


def at_a_check() -> rules.State:
    """A landing at Portland with weight 7 aboard, a weather die of 6 rolled: stamina to choose."""
    state = rules.new_game(1, 2, {})
    state.planned_airports, state.planned_cargo = [42], [7]
    rules.apply(state, {"player": 0, "kind": "fly", "airport": 42, "cargo": 7})
    state.position = "OLYMPIA"
    rules.apply(state, {"player": 0, "kind": "leg", "to": "42"})
    rules.apply(state, {"player": CHANCE, "kind": "weather", "die": 6})
    assert state.phase == "stamina"
    return state


def test_the_cautious_pilot_ticks_stamina_before_a_risky_roll_and_the_daring_one_keeps_it():
    state = at_a_check()
    careful = SPEC.bots["easy"](1).choose(rules.view(state, 0), 0)
    daring = SPEC.bots["medium"](1).choose(rules.view(state, 0), 0)
    assert careful["kind"] == "stamina" and careful["amount"] > 0
    assert daring == {"player": 0, "kind": "stamina", "amount": 0}


def test_the_cautious_pilot_goes_home_early_and_never_crashes_in_these_days():
    ends = [play("easy", seed) for seed in range(12)]
    assert all(state.outcome == "stopped" for state in ends)
    assert all(state.stamina_left < bots.CautiousBot.RESERVE or rules.points(state) >= 40 for state in ends)


def test_the_daring_pilot_orders_the_heavier_cargo_when_the_dice_offer_two():
    state = rules.new_game(1, 1, {})
    state.planned_airports = [43]
    rules.apply(state, {"player": 0, "kind": "plan"})
    rules.apply(state, {"player": CHANCE, "kind": "roll", "values": [4, 6]})
    daring = SPEC.bots["medium"](1).choose(rules.view(state, 0), 0)
    careful = SPEC.bots["easy"](1).choose(rules.view(state, 0), 0)
    assert daring["kind"] == "cargo" and careful["kind"] == "cargo"
    assert daring["weight"] > careful["weight"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_strongest_explains_every_move_it_makes_in_one_short_sentence(seed):
    kinds = set()

    def watch(view, bot, move):
        text = bot.explain(view, 0, move)
        assert text[0].isupper() and text.endswith(".") and len(text) <= 90, text
        assert text.count(". ") == 0, text  # one sentence
        kinds.add(move["kind"])

    play("strong", seed, watch)
    assert {"plan", "fly", "leg"} <= kinds


def test_every_kind_of_move_has_its_own_reason():
    bot = SPEC.bots["strong"](1)
    state = at_a_check()
    view = rules.view(state, 0)
    none = bot.explain(view, 0, {"player": 0, "kind": "stamina", "amount": 0})
    two = bot.explain(view, 0, {"player": 0, "kind": "stamina", "amount": 2})
    assert "without stamina" in none and "%" in none
    assert two.startswith("Tick 2 stamina") and "%" in two
    assert "weather" in bot.explain(view, 0, {"player": 0, "kind": "pray_weather"})
    rules.apply(state, {"player": 0, "kind": "stamina", "amount": 0})
    rules.apply(state, {"player": CHANCE, "kind": "roll", "values": [6, 6]})
    assert state.phase == "rescue"
    view = rules.view(state, 0)
    assert "Panic" in bot.explain(view, 0, {"player": 0, "kind": "panic"})
    assert "6" in bot.explain(view, 0, {"player": 0, "kind": "pray", "dice": [0]})
