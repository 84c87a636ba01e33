"""The rules and bot contracts in types: what every game's rules module offers the kit, the
bots and the tests, and what its strongest bot offers the hints. mypy checks each game's
module against Rules where its SPEC names it (a module can satisfy a Protocol), and its
bots.strong_bot against HintBot, so a missing or misnamed member is caught before anything runs."""

from __future__ import annotations

from collections.abc import Generator, Iterator
from fractions import Fraction
from typing import Any, Protocol, runtime_checkable

from game.core import MoveShapes, Result

State = Any  # each game's own dataclass
ROOM = None  # the shared screen as a seat: view(state, ROOM) is what every player may see
Move = Any  # a plain dict of one of the game's TypedDicts (moves.py); apply's shape check refuses others
Event = dict  # {"kind": ..., ...}: what a move did, for the screens to show


class Rules(Protocol):
    MOVES: MoveShapes
    # The kinds of move a player may take back until chance next acts; frozenset() for none.
    UNDOABLE: frozenset[str]

    def new_game(self, players: int, seed: int, options: dict, /) -> State: ...
    def to_act(self, state: State, /) -> list: ...
    def legal_moves(self, state: State, player: int, /) -> list[Move]: ...
    def chance_move(self, state: State, /) -> Move: ...
    # Every move chance_move could draw now, each once, with its exact chance; the chances
    # sum to 1 (game/chance.py works odds out from them). Two exceptions keep lists short:
    # like dice whose places no rule reads may be listed as sorted sets of faces (chance_move
    # draws the same faces in some order), and a draw of more than chance.MOST_OUTCOMES
    # outcomes (a long shuffle, three players' opening rolls) is not listed: []. Refuses
    # with IllegalMove, as chance_move does, when chance is not to move.
    def chance_outcomes(self, state: State, /) -> list[tuple[Move, Fraction]]: ...
    def apply(self, state: State, move: Move, /) -> list[dict]: ...
    def is_over(self, state: State, /) -> bool: ...
    def result(self, state: State, /) -> Result: ...
    def view(self, state: State, player: int | None, /) -> State: ...  # player ROOM: the shared screen
    # What `player` may not know, by the name the view shows it under; a game that hides
    # nothing but the seed uses no_secrets, which the kit recognises to skip the work.
    def secrets(self, state: State, player: int | None, /) -> dict: ...
    # An event as `player` may see it (ROOM: the shared screen): a secret field hidden, as view
    # hides it. Every screen and log is handed events through this (Match.events_for); a game
    # whose events tell no secret uses public_events.
    def event_view(self, event: Event, player: int | None, /) -> Event: ...
    def invariants(self, state: State, /) -> None: ...
    def describe(self, move: Move, /) -> str: ...


class Bot(Protocol):
    name: str  # the level's id in GameSpec.bots

    def choose(self, view: State, player: int, /) -> Move: ...  # given a view, never the state


@runtime_checkable
class ThinkingBot(Bot, Protocol):
    """A bot whose planning can be spread over frames: think() plans for a view one small
    step per next(), before the bot is asked, and keeps the answer; the choose() that
    follows on an equal view takes it instead of planning again, so the move is the same."""

    # Each step yields its weight in search steps (None: one), so a frame can give a game's
    # heavier steps fewer turns.
    def think(self, view: State, player: int, /) -> Iterator[int | None]: ...


class HintBot(Bot, Protocol):
    """The strongest level, which gives hints: every game's bots.strong_bot returns one."""

    # Why `move` is good, one sentence to `player` read from the same view it was chosen from.
    def explain(self, view: State, player: int, move: Move, /) -> str: ...


@runtime_checkable
class ExplainingBot(HintBot, Protocol):
    """A hint bot whose sentence takes a search of its own (odds played out over the rules'
    outcomes): explaining() works it out a step per next(), each yielding its weight, and
    returns what explain() would say, so a table spreads it over frames."""

    def explaining(self, view: State, player: int, move: Move, /) -> Generator[int | None, None, str]: ...


def no_secrets(state: State, player: int | None) -> dict:
    """The secrets of a game that hides nothing but the seed (a view never holds the seed)."""
    return {}


def public_events(event: Event, player: int | None) -> Event:
    """The events of a game that tells no secret in them: every seat sees each as it is."""
    return event


def hides_secrets(rules: Rules) -> bool:
    return rules.secrets is not no_secrets
