"""Every move of Coal n' Write in one core.Rulebook: each kind's problem (why
it can't be made now, or "") and handler, from the module of its part of
the game, after the one check every move passes (turns.before)."""

from __future__ import annotations

from typing import Any, Mapping

from game.coal_n_write import building, loading, store, turns
from game.coal_n_write.moves import MOVES, Handlers, Problems
from game.coal_n_write.state import State
from game.core import Rulebook

HANDLERS: Handlers = {**turns.HANDLERS, **building.HANDLERS, **store.HANDLERS, **loading.HANDLERS}
PROBLEMS: Problems = {**turns.PROBLEMS, **building.PROBLEMS, **store.PROBLEMS, **loading.PROBLEMS}
RULEBOOK = Rulebook(MOVES, HANDLERS, PROBLEMS, turns.before)


def apply(state: State, move: Mapping[str, Any]) -> list[dict]:
    return RULEBOOK.apply(state, move)
