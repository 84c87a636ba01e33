"""What a King of Copper player can point at on the board now, made from the rules' legal
moves for the kit's targets layer: the movable tokens (picking one is the first half of its
moves), the spaces the shown token reaches (each its move, or the choice between two ways
there), the player's other tokens (a click gets the rules' sentence why they can't move) and
the tunnel exits."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from game.chance import percent
from game.king_of_copper import board as B
from game.king_of_copper.hints import place
from game.king_of_copper.odds import tunnel_chance
from game.king_of_copper.rules import brings_bad_luck
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.layout import TOKEN_SIZE
from scenes.kit.targets import Target
from sprites import theme

TOKEN, SPACE = "token", "space"  # the groups: left/right step through tokens, up/down through spaces


@dataclass(eq=False)
class Place(Target):
    """A target on the board, with what the board draws for it."""

    point: tuple[float, float] = (0.0, 0.0)  # where it is on the board (board pixels)
    node: str = ""  # a space's name ("" for a token)
    token: int = -1  # the token it moves
    tag: str = ""  # a space's tag: how it is reached ("Move 7", "Back 5: bad luck")
    bad_luck: bool = False


def space_rect(camera, point) -> pygame.Rect:
    """A space's place on screen: a little wider than a token's, so a token on it is the smaller hit."""
    size = max(theme.MIN_TARGET + 8, round(L.CELL * camera.scale * 1.1))
    rect = pygame.Rect(0, 0, size, size)
    rect.center = tuple(round(v) for v in camera.to_screen(point))
    return rect


def token_rect(camera, point) -> pygame.Rect:
    size = max(theme.MIN_TARGET, round(TOKEN_SIZE * camera.scale * 1.1))
    rect = pygame.Rect(0, 0, size, size)
    rect.center = tuple(round(v) for v in camera.to_screen(point))
    return rect


def steps(dice, move: dict) -> int:
    """How far a move goes, as a player counts it: both dice's total, or one die's."""
    use = move["use"]
    return dice[0] + dice[1] if use == "both" else dice["ab".index(use)]


def tag(state, seat: int, node: str, there: list[dict], bad_luck: bool) -> str:
    """A space's tag in words read from the couch: "Move 7", "Move 4 or 2", "Back 5: bad luck",
    "Move 4 to Finish", "Tunnel: 47% chance" (the roll at the turn's end, where the choice is made)."""
    if B.kind(node) == "tunnel":
        words = f"Tunnel: {percent(tunnel_chance(state, seat))} chance"
    else:
        ahead = [str(steps(state.dice, m)) for m in there if not m.get("back")]
        back = [str(steps(state.dice, m)) for m in there if m.get("back")]
        ways = [
            f"{name} {' or '.join(dict.fromkeys(found))}" for name, found in (("Move", ahead), ("Back", back)) if found
        ]
        words = " or ".join(ways) + (" to Finish" if node == "home" else "")
    return words + (": bad luck" if bad_luck else "")


def move_targets(scene, seat: int, shown: int, picked: int | None) -> list[Target]:
    """The shown token's spaces first (where a new roll's focus starts), then the tokens."""
    controls, state, board = scene.controls, scene.state, scene.board
    camera, quarter = board.camera, state.quarters[seat]
    moves = controls.token_moves(seat)
    ways: dict[int, dict[str, list[dict]]] = {}
    for move in moves:  # each token's spaces, each with every way there, in the rules' order
        ways.setdefault(move["token"], {}).setdefault(move["to"], []).append(move)
    targets: list[Target] = []
    for node, there in ways.get(shown, {}).items():
        bad_luck = any(brings_bad_luck(state, m) for m in there)
        words = tag(state, seat, node, there, bad_luck)
        point = L.node_xy(node, quarter)
        label = f"Token {shown + 1} to {place(node)}, {words}"
        if len(there) == 1:
            fields: dict = {"move": there[0]}
        else:  # several ways to one space: choosing it asks which
            fields = {"choose": partial(controls.go_to, seat, there), "leads_to": there}
        key, rect = (SPACE, shown, node), space_rect(camera, point)
        targets.append(
            Place(key, rect, label, SPACE, point=point, node=node, token=shown, tag=words, bad_luck=bad_luck, **fields)
        )
    for token in range(len(state.tokens[seat])):
        point = board.token_xy(seat, token)
        rect = token_rect(camera, point)
        if token in ways:
            leads_to = [] if token == picked else [m for there in ways[token].values() for m in there]
            fields = {"choose": partial(controls.pick, token), "leads_to": leads_to}
        else:  # a click asks for a move the rules refuse, and gets their sentence
            fields = {"move": controls.refused_move(seat, token, state.tokens[seat][token]), "legal": False}
        label = f"Token {token + 1}"
        targets.append(Place((TOKEN, token), rect, label, TOKEN, round=True, point=point, token=token, **fields))
    return targets


def exit_targets(scene, seat: int) -> list[Target]:
    """Where a token in a tunnel may come out."""
    camera = scene.board.camera
    targets: list[Target] = []
    for move in scene.match.legal_moves(seat):
        point = L.node_xy(move["to"])
        label = f"Come out at {place(move['to'])}"
        rect = space_rect(camera, point)
        targets.append(Place(("exit", move["to"]), rect, label, SPACE, move, point=point, node=move["to"]))
    return targets
