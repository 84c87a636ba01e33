"""The board of old Butte as a graph of named spaces, built from the TOML.

Spaces are strings so moves and saves can hold them:
  "start", "home"      a seat's Start and Finish (every seat has its own)
  "t12"                track square 12 (clockwise, 0 .. TRACK-1)
  "L2_3"               the 3rd space up the ladder of quarter 2
  "D1_4"               octagon 4 of mining district 1 (some octagons are mines)
Seats sit at quarters (see quarters_for_players); a seat's First Square,
ladder and Safety Square belong to its quarter.
"""

from __future__ import annotations

import functools
import tomllib

from game.paths import DATA_DIR

with open(DATA_DIR / "king_of_copper.toml", "rb") as _handle:
    DATA = tomllib.load(_handle)

BOARD = DATA["board"]
QUARTER_KINDS = tuple(BOARD["quarter_squares"])
QUARTER = len(QUARTER_KINDS)
TRACK = 4 * QUARTER
RUNGS = BOARD["ladder_rungs"]
OCTAGONS = BOARD["octagons"]
MINE_OCTAGONS = tuple(BOARD["mine_octagons"])
EXIT_OFFSET = BOARD["district_exit"]
DISTRICTS = tuple(d["name"] for d in DATA["district"])
MINE_NAMES = {
    f"D{d}_{k}": name
    for d, district in enumerate(DATA["district"])
    for k, name in zip(MINE_OCTAGONS, district["mines"])
}
MINES = tuple(MINE_NAMES)  # "D0_1", ... in district order
SAFE_KINDS = ("first", "safety", "camp")  # a camp is a Safety Square that is nobody's own


def quarters_for(players: int) -> list[int]:
    return list(BOARD["quarters_for_players"][str(players)])


def track(index: int) -> str:
    return f"t{index % TRACK}"


def offset_of(kind: str) -> int:
    return QUARTER_KINDS.index(kind)


def first_square(quarter: int) -> str:
    return track(quarter * QUARTER + offset_of("first"))


def safety_square(quarter: int) -> str:
    """Where a seat turns onto its ladder: the Safety Square just before its First Square."""
    return track(quarter * QUARTER - QUARTER + offset_of("safety"))


def head_frame(district: int) -> str:
    return track(district * QUARTER + offset_of("headframe"))


def district_exit(district: int) -> str:
    return track(district * QUARTER + EXIT_OFFSET)


def ladder(quarter: int, rung: int) -> str:
    return f"L{quarter}_{rung}"


def octagon(district: int, index: int) -> str:
    return f"D{district % 4}_{index}"


def kind(node: str) -> str:
    """What a space is: first, plain, event, headframe, tunnel, exit, camp,
    safety, ladder, octagon, mine, start, home."""
    if node in ("start", "home"):
        return node
    if node[0] == "t":
        return QUARTER_KINDS[int(node[1:]) % QUARTER]
    if node[0] == "L":
        return "ladder"
    return "mine" if node in MINE_NAMES else "octagon"


def is_safe(node: str) -> bool:
    """Safety Squares, ladders, Start and Finish: no bumping, no blocking."""
    return kind(node) in SAFE_KINDS + ("ladder", "start", "home")


def district_of(node: str) -> int | None:
    return int(node[1]) if node[0] == "D" else None


def mine_district(mine: str) -> int:
    """The district a mine lies in: every mine is an octagon of one."""
    return int(mine[1])


def track_index(node: str) -> int | None:
    return int(node[1:]) if node[0] == "t" else None


def passage_mines(district: int) -> tuple[str, str]:
    """The two mines joined by the passage from `district` to the next one:
    its last mine and the next district's first mine."""
    return octagon(district, MINE_OCTAGONS[-1]), octagon(district + 1, MINE_OCTAGONS[0])


def passage_ladder(district: int) -> int:
    """The quarter whose ladder the passage from `district` to the next runs under."""
    return (district + 1) % 4


TUNNELS = tuple(track(q * QUARTER + offset_of("tunnel")) for q in range(4))
TUNNEL_EXITS = tuple(track(q * QUARTER + offset_of("exit")) for q in range(4))
HEAD_FRAMES = tuple(head_frame(d) for d in range(4))


def all_nodes(quarters) -> frozenset[str]:
    return _all_nodes(tuple(quarters))


@functools.lru_cache(maxsize=8)
def _all_nodes(quarters) -> frozenset[str]:
    nodes = {"start", "home"} | {track(i) for i in range(TRACK)}
    nodes |= {octagon(d, k) for d in range(4) for k in range(OCTAGONS)}
    nodes |= {ladder(q, r) for q in quarters for r in range(1, RUNGS + 1)}
    return frozenset(nodes)


@functools.lru_cache(maxsize=4096)
def forward(node: str, quarter: int, may_enter: bool, opened: tuple) -> list[tuple[str, int | None]]:
    """Next spaces going forward for a seat at `quarter`: (space, passage district or None).
    `may_enter`: a token standing on a head frame since an earlier turn may go into its district
    (only as a move's first step). `opened[d]` says whether the passage from district d to d+1 is open."""
    open_passage = opened.__getitem__
    if node in ("start", "home"):
        return []
    steps: list[tuple[str, int | None]]
    if node[0] == "t":
        if node == safety_square(quarter):
            return [(ladder(quarter, 1), None)]
        steps = [(track(int(node[1:]) + 1), None)]
        if may_enter and node in HEAD_FRAMES:
            steps.append((octagon(HEAD_FRAMES.index(node), 0), None))
        return steps
    if node[0] == "L":
        rung = int(node.split("_")[1])
        return [(ladder(quarter, rung + 1) if rung < RUNGS else "home", None)]
    district, index = int(node[1]), int(node.split("_")[1])
    if index < OCTAGONS - 1:
        return [(octagon(district, index + 1), None)]
    steps = [(district_exit(district), None)]
    if open_passage(district % 4):
        steps.append((octagon(district + 1, MINE_OCTAGONS[0]), district))
    return steps


@functools.lru_cache(maxsize=4096)
def backward(node: str, opened: tuple) -> list[tuple[str, int | None]]:
    """Going backward inside a district; the head frame ends the way back."""
    open_passage = lambda d: opened[d % 4]  # noqa: E731
    if node[0] != "D":
        return []
    district, index = int(node[1]), int(node.split("_")[1])
    if index == 0:
        return [(head_frame(district), None)]
    steps: list[tuple[str, int | None]] = [(octagon(district, index - 1), None)]
    if index == MINE_OCTAGONS[0] and open_passage((district - 1) % 4):
        steps.append((octagon(district - 1, MINE_OCTAGONS[-1]), (district - 1) % 4))
    return steps


def progress(node: str, quarter: int) -> int:
    """How far along its journey a seat's token is (Start 0, Finish the most):
    used by bots and hints, never by the rules."""
    if node == "start":
        return 0
    if node == "home":
        return TRACK + RUNGS + 2
    if node[0] == "L":
        return TRACK - 1 + int(node.split("_")[1])
    if node[0] == "D":
        district, index = int(node[1]), int(node.split("_")[1])
        base = (district * QUARTER + offset_of("headframe") - quarter * QUARTER) % TRACK
        return 1 + base + min(index, EXIT_OFFSET - offset_of("headframe") - 1)
    return 1 + (int(node[1:]) - quarter * QUARTER) % TRACK
