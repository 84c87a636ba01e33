"""Where a Learn to play step's move is made on the King of Copper table, and the focus
that makes it with Enter alone: the button that makes it, or its token and then its
space, or a tunnel exit; a zoomed board glides (or zooms out) to show them. Where the
guide's card and the toasts go while it shows. The scene's tutorial hooks read these;
nothing here decides a rule."""

from __future__ import annotations

import pygame

from game.king_of_copper.rules import problem
from scenes.king_of_copper import layout as L
from scenes.king_of_copper import marks
from scenes.king_of_copper.layout import TOAST_AREA, TOKEN_SIZE, TUTORIAL_TOASTS, VIEW
from sprites import theme

# The card sits beside the board: below the prompt, or over it when a button there is the step's;
# only if both would cover a spot, over the board.
CARD_SPOTS = (
    pygame.Rect(672, 300, 600, 0),
    pygame.Rect(672, 70, 600, 0),
    pygame.Rect(16, theme.HEIGHT, 600, 0),  # clamped up to the bottom edge
    pygame.Rect(16, 70, 600, 0),
)


def toast_area(guide) -> pygame.Rect:
    """Toasts go in the prompt's place, unless the guide's card covers it."""
    card = guide.card if guide is not None else None
    if card is not None and card.rect.colliderect(TOAST_AREA):
        return TUTORIAL_TOASTS
    return TOAST_AREA


def spots(scene, move: dict) -> list[pygame.Rect]:
    """A button's rect; a token and then its space; a tunnel exit. A move's token is lit with its
    space until it is picked; a refused move of a token (its own space) is a click on the token."""
    seat = move.get("player")
    board = scene.board
    if not isinstance(seat, int) or board.busy:
        return []
    row = scene.row
    row.refresh(scene.human_seat())
    for button, made in zip(row.buttons, row.moves):
        if made == move:
            return [pygame.Rect(button.rect)]
    camera = board.camera
    quarter = scene.state.quarters[seat]
    points: list[tuple[tuple[float, float], int]] = []  # (board point, size) to light
    token_point = None
    if move["kind"] in ("move", "tunnel_exit"):
        space = (L.node_xy(move["to"], quarter), round(L.CELL * camera.scale * 1.1))
    if move["kind"] == "tunnel_exit":
        points = [space]
    elif move["kind"] == "move":
        token_point = (board.token_xy(seat, move["token"]), round(TOKEN_SIZE * camera.scale * 1.1))
        if scene.state.tokens[seat][move["token"]] == move["to"]:
            points = [token_point]
        else:
            points = [space] if scene.controls.picked_token == move["token"] else [token_point, space]
    _bring_into_view(camera, [point for point, _ in points])
    lit = []
    for point, size in points:
        rect = pygame.Rect(0, 0, max(theme.MIN_TARGET, size), max(theme.MIN_TARGET, size))
        rect.center = tuple(round(v) for v in camera.to_screen(point))
        lit.append(rect)
    if points and points[-1] is not token_point:
        lit[-1] = _with_tag(board, lit[-1], move["to"])
    return lit


def _with_tag(board, spot: pygame.Rect, node: str) -> pygame.Rect:
    """A lit space takes in its tag ("2", "2+5") when its centre stays on the space to click."""
    tag = marks.tag_boxes(board).get(node)
    if tag is None:
        return spot
    wider = spot.union(tag)
    on_space = L.CELL * 0.4 * board.camera.scale  # node_at takes a click within 0.55 of a cell
    return wider if pygame.Vector2(wider.center).distance_to(spot.center) <= on_space else spot


def _bring_into_view(camera, points) -> None:
    """A zoomed board glides to show every spot, or zooms out when they don't fit in one view."""
    if not points or all(VIEW.collidepoint(camera.to_screen(point)) for point in points):
        return
    xs, ys = [x for x, _ in points], [y for _, y in points]
    room = (VIEW.w - 120) / camera.scale, (VIEW.h - 120) / camera.scale
    if max(xs) - min(xs) > room[0] or max(ys) - min(ys) > room[1]:
        camera.zoom = 0
    camera.look_at(((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2))


def focus(scene, move: dict) -> None:
    """Focus the step's button, token and space, or tunnel exit, so Enter alone makes the move."""
    seat = move.get("player")
    controls = scene.controls
    controls.focused_mistake = None
    if not isinstance(seat, int):
        return
    row = scene.row
    row.refresh(scene.human_seat())
    if move in row.moves:
        row.focus = row.moves.index(move)
    elif move["kind"] == "tunnel_exit":
        exits = [m["to"] for m in scene.match.legal_moves(seat) if m["kind"] == "tunnel_exit"]
        controls.target_index = exits.index(move["to"]) if move["to"] in exits else 0
    elif move["kind"] == "move" and problem(scene.state, move):
        controls.focused_mistake = move
    elif move["kind"] == "move" and move["token"] in controls.movable(seat):
        controls.selected_token = controls.movable(seat).index(move["token"])
        targets = [to for to, _ in controls.targets(seat)]
        controls.target_index = targets.index(move["to"]) if move["to"] in targets else 0
