"""The game log: the match's move log, replayed from the start and told in
sentences, and each seat's public standing after every move (for the
"since your last turn" recap).

It is built from match.log alone, so after Continue (a match loaded from a
save) or an undo it tells exactly the moves that stand. Each game tells its
own moves in game/<id>/story.py:

    tell(move, events, table) -> [(seat or None, sentence), ...]
    standing(table) -> [{label: shown value, ...} per seat]

`table` is the rules' view for nobody in particular (view(state, ROOM)):
what everyone at the shared screen may see, and `events` are the room's
copies (event_view). A teller reads a move's fields only for what that table
shows too, so the log keeps every secret."""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass
from types import ModuleType

from game.contract import ROOM
from game.core import CHANCE, IllegalMove

log_problem = logging.getLogger(__name__)

EVERYONE = ROOM  # the viewer the log speaks to: the whole table, no seat in particular
RECAP_LINES = 8  # the latest lines a recap keeps; the card shows the newest that fit


@dataclass(frozen=True)
class Entry:
    index: int  # the move's place in match.log
    seat: int | None  # whose badge the line wears; None for the table (chance, a new round)
    text: str  # {p0}-style names: core.fill_names puts the players' names in


@dataclass(frozen=True)
class Recap:
    """What changed since a seat's last move: each seat's standing changes on
    one line, as (seat, "Cash $20 (was $12), Chips 2 (was 1)"), and the latest log lines."""

    seat: int
    changes: list[tuple[int, str]]
    lines: list[Entry]
    more: int  # log lines left out


class PlainTeller:
    """For a game with no story module yet: the rules' describe() of each
    player's move (it names no secret), and no standing."""

    def __init__(self, rules):
        self.describe = rules.describe

    def tell(self, move: dict, events: list[dict], table) -> list[tuple[int | None, str]]:
        player = move["player"]
        if player == CHANCE:
            return []
        return [(player, f"{{p{player}}} {self.describe(move)}.")]

    def standing(self, table) -> list[dict]:
        return []


def teller_for(spec) -> ModuleType | PlainTeller:
    """The story module beside the game's rules (game/<id>/story.py), or a PlainTeller when it has none."""
    package = spec.rules.__name__.rpartition(".")[0]
    name = f"{package}.story"
    try:
        return importlib.import_module(name) if package else PlainTeller(spec.rules)
    except ModuleNotFoundError as err:
        if err.name != name:
            raise
        return PlainTeller(spec.rules)


class Story:
    """The told log of one match, kept up to date by catch_up(): only new
    moves are told; a log that was cut back (undo) is told again from the start."""

    def __init__(self, match):
        self.match = match
        self.teller = teller_for(match.spec)
        self.entries: list[Entry] = []
        self.standings: list[list[dict]] = []  # standings[i]: after the first i moves
        self._told: list[dict] = []  # the moves told so far, to notice an undo
        self._state = None
        self.stuck = False  # a move could not be retold: the story stops there rather than stop the game

    def _restart(self) -> None:
        match = self.match
        self._state = match.rules.new_game(len(match.seats), match.seed, match.options)
        self.entries, self._told, self.stuck = [], [], False
        self.standings = [self.teller.standing(match.rules.view(self._state, EVERYONE))]

    def _still_holds(self) -> bool:
        log = self.match.log
        if self._state is None or len(log) < len(self._told):
            return False
        count = len(self._told)
        return count == 0 or log[count - 1] == self._told[-1] and log[:count] == self._told

    def catch_up(self) -> list[Entry]:
        """Tell the moves made since the last call; returns the new entries."""
        log = self.match.log
        if len(log) == len(self._told) and self._state is not None and (not log or log[-1] == self._told[-1]):
            return []  # the usual frame: nothing new
        if not self._still_holds():
            self._restart()
        elif self.stuck:
            return []
        rules, start = self.match.rules, len(self.entries)
        for index in range(len(self._told), len(log)):
            move = log[index]
            try:
                events = [rules.event_view(event, EVERYONE) for event in rules.apply(self._state, move)]
            except IllegalMove as err:  # a match whose state did not come from its log alone
                log_problem.warning("the story stops at move %d: %s", index, err)
                self.entries.append(Entry(index, None, "The log can't tell the moves from here on."))
                self.stuck = True
                break
            table = rules.view(self._state, EVERYONE)
            for seat, text in self.teller.tell(move, events, table):
                if text:
                    self.entries.append(Entry(index, seat, text))
            self.standings.append(self.teller.standing(table))
            self._told.append(move)
        return self.entries[start:]

    # --- since a seat's last turn -------------------------------------------------------
    def last_move_of(self, seat: int) -> int:
        """How many moves the log held just after `seat`'s latest move (0: none yet)."""
        for index in range(len(self._told) - 1, -1, -1):
            if self._told[index]["player"] == seat:
                return index + 1
        return 0

    def recap(self, seat: int) -> Recap | None:
        """What others changed since `seat` last moved; None when nobody else moved."""
        if len(self.match.seats) == 1:
            return None  # a solo game: only chance moves besides the player's own, nothing to catch up on
        self.catch_up()
        since = self.last_move_of(seat)
        if not any(move["player"] not in (seat, CHANCE) for move in self._told[since:]):
            return None
        before, now = self.standings[since], self.standings[-1]
        changes = []
        for who, (old, new) in enumerate(zip(before, now)):
            changed = [
                f"{label} {value} (was {old.get(label, '-')})"
                for label, value in new.items()
                if old.get(label) != value
            ]
            if changed:
                changes.append((who, ", ".join(changed)))
        # what the others did: a line wearing the seat's own badge ("Round 3: Ann's turn.") tells it nothing new
        lines = [entry for entry in self.entries if entry.index >= since and entry.seat != seat]
        return Recap(seat, changes, lines[-RECAP_LINES:], max(0, len(lines) - RECAP_LINES))
