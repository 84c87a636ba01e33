"""A match: who sits where, the seed, the options and the move log.

Scenes, the demo, sim and the tests all drive a game through a Match, so
validation, logging, undo and saving follow one code path."""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from dataclasses import asdict, dataclass

from game.contract import ROOM, ThinkingBot
from game.core import CHANCE, IllegalMove, copy_move
from game.registry import GameSpec


@dataclass
class Seat:
    name: str
    colour: int = 0  # index into the palette's player colours
    kind: str = "human"  # "human" or "bot"
    bot: str = "strong"  # bot name when kind == "bot"
    controller: str = "kbm"  # "kbm", or "pad:<instance id>" for a gamepad of its own

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


class Match:
    def __init__(self, spec: GameSpec, seats: list[Seat], seed: int, options: dict | None = None, hints: bool = True):
        if not spec.min_players <= len(seats) <= spec.max_players:
            raise ValueError(f"{spec.title} is for {spec.min_players} to {spec.max_players} players, not {len(seats)}.")
        self.spec = spec
        self.rules = spec.rules
        self.seats = list(seats)
        self.seed = int(seed)
        self.options = spec.check_options(options or {})
        self.hints = hints  # may a player ask for the best move? (off for a competitive table)
        self.log: list[dict] = []
        self.state = self.rules.new_game(len(seats), self.seed, self.options)
        self._bots: dict[int, object] = {}
        self._changes = 0  # moves applied and taken back: a move changes the state in place
        self._room: tuple[tuple[int, int], object] | None = None  # the room's view, and when it was made
        self._room_seen = b""  # the state (pickled) when the kept room's view was last found to show it

    # --- playing ---------------------------------------------------------
    def to_act(self) -> list:
        return self.rules.to_act(self.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def legal_moves(self, player) -> list[dict]:
        return self.rules.legal_moves(self.state, player)

    def view(self, player):
        return self.rules.view(self.state, player)

    def version(self) -> tuple[int, int]:
        """Changes whenever the state does (a move, an undo, changed()): what a cache of it keys on."""
        return (id(self.state), self._changes)

    def room_view(self):
        """What every player at the shared screen may see (the view of contract.ROOM): the tables
        draw from it, never from the full state. Made again only after a move or an undo."""
        key = self.version()
        if self._room is None or self._room[0] != key:
            self._room = (key, self.view(ROOM))
        return self._room[1]

    def events_for(self, events: list[dict], player) -> list[dict]:
        """The events of a move as `player` may see them (ROOM: the shared screen)."""
        return [self.rules.event_view(event, player) for event in events]

    def changed(self) -> None:
        """The state was edited in place, outside apply and undo (a test setting up a position):
        the room's view is made again when next asked for."""
        self._changes += 1

    def room_view_is_current(self) -> bool:
        """The kept room's view still shows the state (tests check that no edit skipped changed(), each
        frame). A state byte for byte as it was when last found shown needs no view made again."""
        if self._room is None or self._room[0] != self.version():
            return True
        state = pickle.dumps(self.state)
        if state == self._room_seen:
            return True
        current = self._room[1] == self.view(ROOM)
        self._room_seen = state if current else b""
        return current

    def apply(self, move: dict) -> list[dict]:
        """Apply and log a move; IllegalMove leaves everything unchanged."""
        events = self.rules.apply(self.state, move)  # checks the shape and whose turn it is
        self.log.append(copy_move(move))
        self._changes += 1
        return events

    def chance(self) -> list[dict]:
        return self.apply(self.rules.chance_move(self.state))

    def bot_for(self, seat: int):
        if seat not in self._bots:
            name = self.seats[seat].bot
            if name not in self.spec.bots:
                name = self.spec.strong_bot
            self._bots[seat] = self.spec.bots[name](self.seed * 31 + seat)
        return self._bots[seat]

    def bot_move(self, seat: int) -> dict:
        return self.bot_for(seat).choose(self.view(seat), seat)

    def bot_thinking(self, seat: int) -> Iterator[int | None]:
        """The steps of the planning bot_move(seat) would do now, to take ahead of it (none
        for a bot that plans at once): the move it makes after them is the same."""
        bot = self.bot_for(seat)
        return bot.think(self.view(seat), seat) if isinstance(bot, ThinkingBot) else iter(())

    def step_automatic(self) -> list[dict] | None:
        """Make the next chance or bot move, if one is due; None otherwise.
        With several bots to act at once, the lowest seat goes first."""
        actors = self.to_act()
        if CHANCE in actors:
            return self.chance()
        for seat in actors:
            if self.seats[seat].is_bot:
                return self.apply(self.bot_move(seat))
        return None

    def result(self):
        return self.rules.result(self.state)

    # --- undo and replay ---------------------------------------------------
    def replay(self, count: int):
        """The state after the first `count` moves of the log."""
        state = self.rules.new_game(len(self.seats), self.seed, self.options)
        for move in self.log[:count]:
            self.rules.apply(state, move)  # apply copies the move
        return state

    def undo_to(self, count: int) -> None:
        self.state = self.replay(count)
        del self.log[count:]
        self._changes += 1

    def undo_point(self, seat: int) -> int | None:
        """Where `seat`'s last move sits in the log when the rules let it be
        taken back (a kind in rules.UNDOABLE, made since the last chance
        move: dice once rolled stay rolled); None otherwise."""
        undoable = self.rules.UNDOABLE
        for index in range(len(self.log) - 1, -1, -1):
            player = self.log[index]["player"]
            if player == CHANCE:
                return None
            if player == seat:
                return index if self.log[index]["kind"] in undoable else None
        return None

    def undo(self, seat: int) -> None:
        """Take back `seat`'s last move; moves others made since are replayed
        after it (in a simultaneous turn they touch only their own sheets).
        IllegalMove, with everything unchanged, when there is nothing the
        rules let this player take back or a later move no longer fits."""
        index = self.undo_point(seat)
        if index is None:
            raise IllegalMove("There is nothing to undo: dice already rolled stay rolled.")
        later = self.log[index + 1 :]
        state = self.replay(index)
        for move in later:
            self.rules.apply(state, move)
        self.state = state
        self.log = self.log[:index] + later
        self._changes += 1

    # --- saving --------------------------------------------------------------
    def to_save(self, copy_moves: bool = True) -> dict:
        """The save's tables. `copy_moves=False` shares the logged moves, for a reader that only
        reads them (the saves' writer thread): a move is never changed once logged."""
        return {
            "format": "boomtown-save",
            "format_version": 1,
            "game": self.spec.id,
            "game_version": self.spec.version,
            "seed": self.seed,
            "options": dict(self.options),
            "hints": self.hints,
            "seats": [asdict(seat) for seat in self.seats],
            "moves": [dict(move) for move in self.log] if copy_moves else list(self.log),
        }
