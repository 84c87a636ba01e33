"""What a phone may say, and how every message is checked before anything acts on it.

A phone speaks JSON over a WebSocket, one object a message, at most MAX_MESSAGE bytes:
  join    {"kind": "join", "key": K}                       the room's key (from the QR): list the seats
  claim   {"kind": "claim", "key": K, "seat": n}           take a free human seat: its token comes back
  rejoin  {"kind": "rejoin", "seat": n, "token": T}        a seat's phone again (after a drop, or another phone)
  choose  {"kind": "choose", "choice": i, "version": v}    tap choice i of the table as last sent (version v)
The room answers:
  seats    the human seats, each free or taken (after join, or a claim that failed)
  welcome  {"seat", "token"}: this phone plays that seat (keep the token to come back)
  table    the seat's own picture: name, colour, symbol, whose turn, its choices, its hand
  refused  {"text", "code"}: a sentence for the player; nothing changed
  taken    another phone took this seat over (this one is told, then closed)
  over     the game ended or phones were turned off (then the room closes)
"""

from __future__ import annotations

import json
from dataclasses import dataclass

MAX_MESSAGE = 1024  # bytes: the longest thing a phone ever needs to say is about 150
HARD_LIMIT = 16 * 1024  # the library closes the connection past this, before it is even read
MOST_CHOICES = 200
TOKEN_BYTES = 16  # secrets.token_urlsafe(16): 22 characters, 128 bits
KEY_BYTES = 6  # the room's key in the QR: 8 characters, 48 bits, fresh for each room
LONGEST_TEXT = 64  # a key or a token longer than this is not ours

# Each kind's fields and their types; exactly these, no others.
SHAPES: dict[str, dict[str, type]] = {
    "join": {"key": str},
    "claim": {"key": str, "seat": int},
    "rejoin": {"seat": int, "token": str},
    "choose": {"choice": int, "version": int},
}

# The sentences a phone shows when it is refused, by code.
REFUSALS = {
    "size": "That message was too long: nothing changed.",
    "shape": "The table couldn't read that: nothing changed.",
    "key": "That code is not for this table: scan the code on the TV again.",
    "token": "This phone's seat is not in this game: scan the code on the TV again.",
    "seat": "There is no such seat at this table.",
    "bot": "A bot plays that seat.",
    "claimed": "Another phone has that seat.",
    "bound": "This phone already plays a seat.",
    "join": "Choose your seat first.",
    "flood": "Too many taps at once: slow down.",
    "busy": "The table is busy: tap again in a moment.",
    "full": "Too many phones are connected.",
    "stale": "The table moved on: choose again.",
    "waiting": "The game hasn't started yet.",
}


@dataclass(frozen=True)
class Refusal:
    code: str

    @property
    def text(self) -> str:
        return REFUSALS[self.code]

    def message(self) -> str:
        return dumps({"kind": "refused", "code": self.code, "text": self.text})


def dumps(message: dict) -> str:
    """The one way a message is written: the same message is always the same bytes."""
    return json.dumps(message, separators=(",", ":"), sort_keys=True, ensure_ascii=False)


def read(raw: str | bytes) -> dict | Refusal:
    """A phone's message as a checked dict, or why it is refused: too long, not JSON, not an
    object of a known kind with exactly its fields of the right types and in range."""
    if len(raw) > MAX_MESSAGE:
        return Refusal("size")
    if isinstance(raw, bytes):
        return Refusal("shape")  # phones send text frames only
    try:
        message = json.loads(raw)
    except (ValueError, RecursionError):
        return Refusal("shape")
    if not isinstance(message, dict) or not isinstance(message.get("kind"), str):
        return Refusal("shape")
    fields = SHAPES.get(message["kind"])
    if fields is None or set(message) != {"kind", *fields}:
        return Refusal("shape")
    for name, kind in fields.items():
        value = message[name]
        if type(value) is not kind:  # an int is never a bool
            return Refusal("shape")
        if isinstance(value, str) and not 0 < len(value) <= LONGEST_TEXT:
            return Refusal("shape")
        if isinstance(value, int) and not 0 <= value < LIMITS[name]:
            return Refusal("shape")
    return message


LIMITS = {
    "seat": 64,  # a seat past the table's is refused by name, not as junk
    "choice": MOST_CHOICES,
    "version": 2**31,
}
