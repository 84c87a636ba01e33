"""Bots every game can use."""

from __future__ import annotations

import random
from collections.abc import Generator, Iterator
from functools import partial
from typing import Any, Callable, Mapping, TypeVar

T = TypeVar("T")


class RandomBot:
    """Picks uniformly among the legal moves: the baseline every strong bot
    must beat, and the monkey that finds holes in the rules."""

    name = "random"

    def __init__(self, rules, seed: int):
        self.rules = rules
        self.rng = random.Random(seed)

    def choose(self, view, player) -> Mapping[str, Any]:  # a game's own move type, or a plain table
        return self.rng.choice(self.rules.legal_moves(view, player))


def levels(
    rules, easy: Callable[[int], Any], medium: Callable[[int], Any], strong: Callable[[int], Any], random_bot=RandomBot
) -> dict[str, Callable[[int], Any]]:
    """A game's bots by name, each a factory (seed) -> bot, weakest first: the random one (tests
    and sims; a game may pass its own RandomBot kind), then the three opponents its content names."""
    return {"random": partial(random_bot, rules), "easy": easy, "medium": medium, "strong": strong}


def run_steps(steps: Generator[int | None, None, T]) -> T:
    """Take every step at once: the answer of a search that could be spread over frames."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


class ThinksAhead:
    """A bot whose choice is a `_planning(view, player)` generator (a step per yield, the move
    returned): choose() runs it at once; think() runs it step by step with dice of its own
    (contract.ThinkingBot), so the bot's own dice are untouched until choose() is asked for
    an equal view with dice as they were: it takes the move and the dice's state after it."""

    # (view, player, the dice before, the move, the dice after), thought already
    _ahead: tuple | None = None

    def _planning(self, view, player: int) -> Generator[int | None, None, Any]:
        raise NotImplementedError

    def _rngs(self) -> list[random.Random]:
        return [self.rng]  # type: ignore[attr-defined]

    def _dice(self) -> list[tuple]:
        return [rng.getstate() for rng in self._rngs()]

    def _set_dice(self, states: list[tuple]) -> None:
        for rng, state in zip(self._rngs(), states):
            rng.setstate(state)

    def choose(self, view, player: int):
        ahead, self._ahead = self._ahead, None
        if ahead is not None and ahead[:2] == (view, player) and ahead[2] == self._dice():
            self._set_dice(ahead[4])
            return ahead[3]
        return run_steps(self._planning(view, player))

    def think(self, view, player: int) -> Iterator[int | None]:
        before = self._dice()
        ahead = self._ahead
        if ahead is not None and ahead[:3] == (view, player, before):
            return
        self._ahead, mine, steps = None, before, self._planning(view, player)
        while True:  # each step on the thought's own dice, the bot's own put back between steps
            own = self._dice()
            self._set_dice(mine)
            try:
                step = next(steps)
            except StopIteration as done:
                self._ahead = (view, player, before, done.value, self._dice())
                return
            finally:
                mine = self._dice()
                self._set_dice(own)
            yield step
