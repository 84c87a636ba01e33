"""A tiny fake game, "Nugget Dash", for the scene tests, so they do not depend
on any real game's rules or scene. Each turn a player digs (then chance rolls
1-3 nuggets) or rests; first to the target, or the most after twelve turns,
wins. The module itself is the rules module of FAKE_SPEC."""

from __future__ import annotations

import os
import random
import sys
from dataclasses import dataclass, field
from fractions import Fraction

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import registry  # noqa: E402
from game.contract import no_secrets as secrets  # noqa: E402, F401 (hides nothing but the seed)
from game.contract import public_events as event_view  # noqa: E402, F401
from game.core import CHANCE, MoveShapes, Result, atomic_apply, places_from_keys, require, rng_for, view_copy  # noqa: E402
from game.match import Match, Seat  # noqa: E402
from game.registry import GameSpec, Option  # noqa: E402

TURN_LIMIT = 12


@dataclass
class State:
    seed: int
    players: int
    target: int
    scores: list = field(default_factory=list)
    turn: int = 0
    turns_taken: int = 0
    rolling: bool = False
    chance_count: int = 0


def new_game(players, seed, options):
    return State(seed=seed, players=players, target=options.get("target", 6), scores=[0] * players)


def is_over(state):
    return state.turns_taken >= TURN_LIMIT or max(state.scores) >= state.target


def to_act(state):
    if is_over(state):
        return []
    return [CHANCE] if state.rolling else [state.turn]


def legal_moves(state, player):
    if player not in to_act(state):
        return []
    return [{"player": player, "kind": "dig"}, {"player": player, "kind": "rest"}]


def chance_move(state):
    return {"player": CHANCE, "kind": "roll", "value": rng_for(state).randint(1, 3)}


def chance_outcomes(state):
    return [({"player": CHANCE, "kind": "roll", "value": v}, Fraction(1, 3)) for v in (1, 2, 3)]


def _apply(state, move):
    require(move.get("player") in to_act(state), "It isn't your turn.")
    kind = move.get("kind")
    if move["player"] == CHANCE:
        require(kind == "roll" and move.get("value") in (1, 2, 3), "A roll shows 1, 2 or 3.")
        state.scores[state.turn] += move["value"]
        state.chance_count += 1
        state.rolling = False
        events = [{"kind": "rolled", "seat": state.turn, "value": move["value"]}]
    else:
        require(kind in ("dig", "rest"), "You can dig or rest.")
        if kind == "dig":
            state.rolling = True
            return [{"kind": "dig", "seat": state.turn}]
        events = [{"kind": "rest", "seat": state.turn}]
    state.turns_taken += 1
    state.turn = (state.turn + 1) % state.players
    return events


MOVES = MoveShapes("Nugget Dash", player={"dig": {}, "rest": {}}, chance={"roll": {"value": int}})
UNDOABLE: frozenset[str] = frozenset()


def apply(state, move):
    return atomic_apply(state, _apply, move, MOVES)


def result(state):
    return Result(
        scores=list(state.scores),
        places=places_from_keys(list(state.scores)),
        titles=["Nugget Hound" if s >= state.target else "" for s in state.scores],
        lines=[f"The target was {state.target} nuggets."],
    )


def view(state, player):
    return view_copy(state)


def invariants(state):
    assert all(score >= 0 for score in state.scores)


def describe(move):
    return "Roll for nuggets" if move.get("kind") == "roll" else f"{move.get('kind', '?').title()}"


class RandomBot:
    name = "random"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, view_state, player):
        return self.rng.choice(legal_moves(view_state, player))


class StrongBot(RandomBot):
    """The strongest level gives hints, so it says why (contract.HintBot)."""

    name = "strong"

    def explain(self, view_state, player, move):
        return "Try the highlighted move."


FAKE_SPEC = GameSpec(
    id="nugget",
    title="Nugget Dash",
    tagline="Dig for nuggets; first to the target wins.",
    min_players=1,
    max_players=4,
    version=1,
    rules=sys.modules[__name__],
    bots={"random": RandomBot, "strong": StrongBot},
    options=(Option("target", "Target", ((6, "6 nuggets"), (10, "10 nuggets")), 6, "Nuggets needed to win."),),
    howto="",
)


def use_fake_registry(monkeypatch) -> None:
    """Make the registry list only FAKE_SPEC, played on screen by the plain
    table in fake_table_scene (standing in for scenes/nugget/)."""
    import fake_table_scene

    monkeypatch.setitem(sys.modules, f"scenes.{FAKE_SPEC.id}", fake_table_scene)

    def get_game(game_id):
        if game_id == FAKE_SPEC.id:
            return FAKE_SPEC
        raise KeyError(f"No game called {game_id!r}.")

    monkeypatch.setattr(registry, "all_games", lambda: [FAKE_SPEC])
    monkeypatch.setattr(registry, "get_game", get_game)


def fake_match(players=2, humans=1, seed=5) -> Match:
    seats = [
        Seat(name=f"P{i + 1}", colour=i, kind="human" if i < humans else "bot", bot="random") for i in range(players)
    ]
    return Match(FAKE_SPEC, seats, seed)
