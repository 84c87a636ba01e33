"""Bots every game can use."""

from __future__ import annotations

import copy
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

    def _dice_holders(self) -> list[tuple[Any, str]]:
        """Where the bot's dice are held: (object, attribute) of each random.Random it rolls."""
        return [(self, "rng")]

    def _dice(self) -> list[tuple]:
        return [getattr(holder, name).getstate() for holder, name in self._dice_holders()]

    def _set_dice(self, states: list[tuple]) -> None:
        for (holder, name), state in zip(self._dice_holders(), states):
            getattr(holder, name).setstate(state)

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
        self._ahead, steps = None, self._planning(view, player)
        holders = self._dice_holders()
        own = [getattr(holder, name) for holder, name in holders]
        mine = [copy.copy(rng) for rng in own]  # the thought's dice, as the bot's stand now
        while True:  # each step rolls the thought's dice, put in the bot's hands for the step
            # (swapping the objects, not their states: a state is 625 numbers to copy each way)
            for (holder, name), rng in zip(holders, mine):
                setattr(holder, name, rng)
            try:
                step = next(steps)
            except StopIteration as done:
                self._ahead = (view, player, before, done.value, [rng.getstate() for rng in mine])
                return
            finally:
                for (holder, name), rng in zip(holders, own):
                    setattr(holder, name, rng)
            yield step
