"""Bindle Rails Express's opponents, their hints and the tuned content they are measured on."""

import random
import statistics

import pytest

from game.bindle_rails import bots, measure, rules
from game.bindle_rails.rules import CHANCE, COMPANIES, VALUE_FACES
from game.match import Match, Seat
from game.registry import get_game

SPEC = get_game("bindle_rails")
P = 0


def play(bot: str, seed: int, options=None) -> Match:
    match = Match(SPEC, [Seat(bot, 0, "bot", bot)], seed, options or {})
    while not match.is_over():
        match.step_automatic()
    return match


def test_three_named_levels_weakest_first_with_strong_the_strongest():
    assert list(SPEC.bots) == ["random", "easy", "medium", "strong"]
    assert [o.id for o in SPEC.opponents] == ["easy", "medium", "strong"] and SPEC.strong_bot == "strong"
    words = [set(o.name.split()) for o in SPEC.opponents]
    assert not words[0] & words[1] and not words[1] & words[2] and not words[0] & words[2]
    for opponent in SPEC.opponents:
        assert opponent.style.endswith(".") and len(opponent.style) <= 80


def test_each_level_scores_clearly_above_the_one_below():
    medians = {
        level: statistics.median(play(level, 1 + n).result().scores[0] for n in range(16)) for level in SPEC.bots
    }
    assert medians["random"] < medians["easy"] < medians["medium"] < medians["strong"], medians
    assert medians["strong"] - medians["easy"] >= 10, medians


def test_the_easiest_never_throws_money_away():
    """Cautious Clem: only his own railroad's value, never pushed down, and no
    die left half-paid on a use when his turn ends."""
    for seed in range(6):
        match = Match(SPEC, [Seat("easy", 0, "bot", "easy")], seed, {"privates": True})
        while not match.is_over():
            if CHANCE in match.to_act():
                match.chance()
                continue
            move = match.bot_move(P)
            if move["kind"] == "assign":
                head, _, arg = move["use"].partition(":")
                assert head != "down" and (head != "up" or int(arg) == match.state.company), move
            if move["kind"] == "end_turn":
                assert "pend" not in match.state.event_place
            match.apply(move)
        assert not match.state.lost


@pytest.mark.parametrize("options", [{}, {"goals": True, "privates": True}, {"route": "mat", "fierce": True}])
def test_every_level_moves_legally_in_every_phase(options):
    for level in ("easy", "medium", "strong"):
        match = Match(SPEC, [Seat(level, 0, "bot", level)], 7, options)
        while not match.is_over():
            if CHANCE in match.to_act():
                match.chance()
                continue
            move = match.bot_move(P)
            assert move in rules.legal_moves(match.state, P), (level, match.state.phase, move)
            match.apply(move)


def test_one_value_roll_never_sinks_a_company_on_three_dollars():
    """The text: losing from $3 is "possible (but unlikely)". One roll can't
    do it; two bad rolls in a row can, 1 time in 36."""
    assert min(VALUE_FACES) == -1
    assert measure.sink_chance(rolls=1) == 0
    assert measure.sink_chance(rolls=2) == pytest.approx(VALUE_FACES.count(-1) ** 2 / len(VALUE_FACES) ** 2)
    assert 0 < measure.sink_chance(rolls=2) < 0.05
    assert measure.sink_chance(start=1, rolls=1) == pytest.approx(1 / 6)  # at $1 one bad roll sinks it


def test_measure_reports_the_figures_of_the_tuning():
    figures = measure.play("strong", 3)
    assert figures["games"] == 3 and 0 <= figures["reach_50"] <= 1
    assert sum(figures["route_turns"].values()) == 3
    assert figures["own_sank_from_3"] == 0 and figures["lost"] == 0


# --- hints -----------------------------------------------------------------------------------
def positions(options, seed):
    """Every position a player is asked to move in, through a seeded game of random moves."""
    state = rules.new_game(1, seed, options)
    rng = random.Random(seed)
    while not rules.is_over(state):
        if rules.to_act(state) == [CHANCE]:
            rules.apply(state, rules.chance_move(state))
            continue
        yield state
        rules.apply(state, rng.choice(rules.legal_moves(state, P)))


@pytest.mark.parametrize(
    "options", [{}, {"goals": True, "privates": True}, {"route": "mat", "advanced": True}, {"turns": 6}]
)
def test_the_hint_is_one_short_sentence_for_every_move_the_strong_bot_picks(options):
    bot = SPEC.bots[SPEC.strong_bot](1)
    kinds = set()
    for seed in range(3):
        for state in positions(options, seed):
            view = rules.view(state, P)
            move = bot.choose(view, P)
            assert move in rules.legal_moves(state, P)
            why = bot.explain(view, P, move)
            kinds.add(move["kind"])
            assert why and why[0].isupper() and why.endswith(".") and len(why) <= 90, why
            assert why.count(". ") == 0, why  # one sentence
    assert {"keep_event", "assign", "end_turn"} <= kinds


def test_every_kind_of_player_move_has_its_own_reason():
    """A human may take any legal move; the hint explains whatever the bot would
    pick, but every kind has words of its own, never the fallback."""
    bot = bots.strong_bot(1)
    seen: dict[str, str] = {}
    for options in ({}, {"goals": True, "privates": True}):
        for seed in range(4):
            for state in positions(options, seed):
                view = rules.view(state, P)
                for move in rules.legal_moves(state, P):
                    if move["kind"] not in seen or move["kind"] == "assign":
                        why = bot.explain(view, P, move)
                        assert why.endswith(".") and len(why) <= 90, (move, why)
                        assert "careful baron" not in why, move
                        seen[move["kind"]] = why
    assert {"company", "keep_route", "reroll_route", "place_route", "confirm_route", "keep_event"} <= set(seen)
    assert {"reroll_events", "stop_events", "assign", "end_turn", "drop_goal", "keep_goals"} <= set(seen)


def test_the_hint_names_what_the_die_pays_for():
    state = rules.new_game(1, 5, {})
    rules.apply(state, {"player": P, "kind": "company", "company": 0})
    plain4 = rules.ROUTE_FACES.index(("plain", 4))
    rules.apply(state, {"player": CHANCE, "kind": "roll_route", "faces": [plain4] * 8})
    rules.apply(state, {"player": P, "kind": "stop_route"})
    for die in range(8):
        rules.apply(state, {"player": P, "kind": "place_route", "die": die})
    rules.apply(state, {"player": P, "kind": "confirm_route"})
    gear2 = rules.EVENT_FACES.index((2, "tech"))
    four = rules.EVENT_FACES.index((4, "plain"))
    rules.apply(state, {"player": CHANCE, "kind": "roll_events", "faces": [four, gear2, four]})
    rules.apply(state, {"player": P, "kind": "stop_events"})
    bot = bots.strong_bot(1)
    view = rules.view(state, P)
    why = bot.explain(view, P, {"player": P, "kind": "assign", "die": 0, "use": "bp"})
    assert why == "Spend the plain 4 on your next route, the plain 4."
    why = bot.explain(view, P, {"player": P, "kind": "assign", "die": 1, "use": "tech"})
    assert "technology" in why and "one more die" in why
    why = bot.explain(view, P, {"player": P, "kind": "assign", "die": 2, "use": "up:0"})
    assert COMPANIES[0]["name"] in why
