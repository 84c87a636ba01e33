"""Every game's opponents: three named levels, weakest first, after the random bot; the strongest
explains its move in a sentence; a hint is worked out from the asking seat's view alone."""

import copy
import importlib
import random

import pytest

from game.core import CHANCE, IllegalMove
from game.hints import hint_for
from game.match import Match, Seat
from game.registry import all_games, get_game

GAMES = [spec.id for spec in all_games()]
LEVELS = ["easy", "medium", "strong"]


@pytest.mark.parametrize("game", GAMES)
def test_three_named_opponents_weakest_first_after_the_random_bot(game):
    spec = get_game(game)
    assert [o.id for o in spec.opponents] == LEVELS
    assert list(spec.bots) == ["random", *LEVELS]
    assert spec.strong_bot == "strong"
    names = [o.name for o in spec.opponents]
    words = [set(name.lower().split()) for name in names]
    assert all(not (a & b) for i, a in enumerate(words) for b in words[i + 1 :]), names
    assert all(o.style.endswith(".") and len(o.style) <= 90 for o in spec.opponents)


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_comes_from_the_bot_mypy_checks_against_the_hint_contract(game):
    """hint_for takes spec.bots[spec.strong_bot] for a contract.HintBot: it must be bots.strong_bot."""
    spec = get_game(game)
    assert spec.bots[spec.strong_bot] is importlib.import_module(f"game.{game}.bots").strong_bot


def positions(spec, games=3, every=7):
    """(match, seat) at every few moves of seeded games between the levels: a person could be asked here.
    The match moves on after each, so use each position as it comes."""
    for seed in range(games):
        levels = LEVELS * spec.max_players
        seats = [
            Seat(f"P{i}", i, "bot", levels[(seed + i) % 3])
            for i in range(max(spec.min_players, min(3, spec.max_players)))
        ]
        match = Match(spec, seats, seed)
        count = 0
        while not match.is_over():
            actors = [seat for seat in match.to_act() if seat != CHANCE]
            if actors and count % every == 0:
                yield match, actors[0]
            match.step_automatic()
            count += 1


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_is_a_legal_move_with_one_short_sentence_why(game):
    spec = get_game(game)
    kinds = set()
    for match, seat in positions(spec):
        hint = hint_for(match, seat)
        trial = copy.deepcopy(match.state)
        try:
            spec.rules.apply(trial, hint.move)
        except IllegalMove as err:
            raise AssertionError(f"{game}: the hint {hint.move} is refused: {err}") from err
        sentence = hint.sentence
        assert sentence and sentence[0].isupper() and sentence[-1] in ".!", (hint.move, sentence)
        assert len(sentence) <= 90, sentence
        assert "{" not in sentence and "None" not in sentence, sentence
        kinds.add(hint.move["kind"])
    assert kinds


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_is_worked_out_from_the_asking_seats_view_alone(game, monkeypatch):
    spec = get_game(game)
    given = []
    factory = spec.bots[spec.strong_bot]

    def watched(seed):
        bot = factory(seed)
        choose, explain = bot.choose, bot.explain
        bot.choose = lambda view, seat: given.append(view) or choose(view, seat)
        bot.explain = lambda view, seat, move: given.append(view) or explain(view, seat, move)
        return bot

    monkeypatch.setitem(spec.bots, spec.strong_bot, watched)
    for number, (match, seat) in enumerate(positions(spec, games=1, every=25)):  # each position as it comes
        given.clear()
        hint_for(match, seat)
        assert given and all(view == spec.rules.view(match.state, seat) for view in given)
        if number == 4:
            break


def test_asking_twice_gives_the_same_hint():
    spec = get_game("stripmine")
    match, seat = next(positions(spec))
    assert hint_for(match, seat) == hint_for(match, seat)
    random.seed(1)  # the hint owes nothing to the global random state
    assert hint_for(match, seat) == hint_for(match, seat)
