"""The hint's words: one short sentence saying why, for every kind of move
a player makes, read only from what the player may see."""

import pytest

import game.coal_n_write as coal_n_write
from game.coal_n_write import rules
from game.coal_n_write.odds import BEST, hit_odds
from game.core import CHANCE
from tests.game.coal_n_write.test_coal_n_write_odds import hand_at

SPEC = coal_n_write.SPEC
KINDS = {"claim", "dig", "store", "confirm", "choose_burro", "load", "send"}


def hints_over_games(players, seeds, options=None):
    """(move, sentence) for every move the strong bot makes in seeded games."""
    found = []
    for seed in seeds:
        state = rules.new_game(players, seed, options or {})
        bots = [SPEC.bots[SPEC.strong_bot](seed) for _ in range(players)]
        while not rules.is_over(state):
            actors = rules.to_act(state)
            if CHANCE in actors:
                rules.apply(state, rules.chance_move(state))
                continue
            seat = actors[0]
            view = rules.view(state, seat)
            move = bots[seat].choose(view, seat)
            found.append((move, bots[seat].explain(view, seat, move)))
            rules.apply(state, move)
    return found


def assert_sentence(text):
    assert text and text[0].isupper() and text.endswith(".") and len(text) <= 90, text
    assert text.count(". ") == 0, f"one sentence: {text}"


@pytest.mark.parametrize("players", [1, 2])
def test_every_move_the_strong_bot_makes_comes_with_one_short_sentence(players):
    found = hints_over_games(players, range(2))
    for _, text in found:
        assert_sentence(text)
    assert KINDS <= {move["kind"] for move, _ in found}


def test_a_claim_names_the_ore_the_number_and_the_dice():
    state = rules.new_game(1, 0, {})
    rules.apply(state, {"player": CHANCE, "kind": "roll", "dice": [2, 3, 6]})
    view = rules.view(state, 0)
    claims = [m for m in rules.legal_moves(view, 0) if m["kind"] == "claim" and len(m["dice"]) == 2]
    move = claims[0]
    text = SPEC.bots["strong"](0).explain(view, 0, move)
    faces = sorted(view.dice[d] for d in move["dice"])
    assert f"your {faces[0]} and {faces[1]} reach it" in text, text
    assert_sentence(text)


@pytest.mark.parametrize("total", [4, 8, 12, 16, 18])
def test_hit_and_stay_give_the_exact_odds_of_a_bust(total):
    state = hand_at(total)
    bot = SPEC.bots["strong"](0)
    odds = hit_odds(state, 0)
    assert odds is not None
    for kind in ("hit", "stay"):
        text = bot.explain(rules.view(state, 0), 0, {"player": 0, "kind": kind})
        assert_sentence(text)
        assert f"{odds.bust_in_six}" in text and str(total) in text
    hit = bot.explain(rules.view(state, 0), 0, {"player": 0, "kind": "hit"})
    assert f"{odds.best_in_six} in 6 lands on {BEST}" in hit


def test_store_tonic_unload_and_pistol_sentences():
    state = rules.new_game(1, 0, {})
    state.phase = "build"
    state.sheets[0].cash = 100
    view = rules.view(state, 0)
    bot = SPEC.bots["strong"](0)
    for item in rules.store_items(True):
        extra = {"burros": [1]} if item == "pistol" else {"count": 1} if item == "tonic" else {}
        assert_sentence(bot.explain(view, 0, {"player": 0, "kind": "store", "item": item, "die": 0, **extra}))
    assert_sentence(bot.explain(view, 0, {"player": 0, "kind": "tonic"}))
    state.sheets[0].chosen = 1  # burro 2 carries a bandit
    state.sheets[0].loading = ["S"]
    text = bot.explain(rules.view(state, 0), 0, {"player": 0, "kind": "unload", "mineral": "S"})
    assert "bandit" in text
    assert_sentence(text)
    for item in rules.store_items(False):
        view = rules.view(rules.new_game(2, 0, {}), 0)
        assert_sentence(bot.explain(view, 0, {"player": 0, "kind": "store", "item": item, "die": 0, "count": 2}))


def test_the_hint_reads_only_the_view():
    """The view hides only the seed; a hint for two states that differ only there reads alike."""
    a, b = rules.new_game(2, 1, {}), rules.new_game(2, 2, {})
    for state in (a, b):
        rules.apply(state, {"player": CHANCE, "kind": "roll", "dice": [4, 4, 5]})
    bot = SPEC.bots["strong"](0)
    move_a = bot.choose(rules.view(a, 0), 0)
    assert bot.explain(rules.view(a, 0), 0, move_a) == SPEC.bots["strong"](0).explain(rules.view(b, 0), 0, move_a)
