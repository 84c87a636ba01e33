"""What the King of Copper board lights up: the spaces the controls offer, glowing, with
their tags ("Move 7", "Back 5: bad luck") placed clear of the names; and the rings of a move
held on screen (GameScene.bot_preview: a bot's move at the relaxed pace, or a hint)."""

from __future__ import annotations

import math

import pygame

from game.king_of_copper import board as B
from scenes.king_of_copper import labels
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.art import OCTAGON_R
from scenes.king_of_copper.board import Board
from scenes.king_of_copper.layout import VIEW
from scenes.king_of_copper.pieces import octagon_points
from scenes.kit.labels import Labels
from sprites import theme


def tag_boxes(board: Board) -> dict[str, pygame.Rect]:
    """Each labelled target space's tag as the camera shows the board now (laid out apart from
    the board's own words, which stay as the last update left them)."""
    return labels.lay_out(board, Labels(pygame.Rect(VIEW))).tags


def draw_glow(surface, board: Board, boxes: dict[str, pygame.Rect]) -> None:
    """The glowing target spaces, each with its tag in `boxes` (labels.lay_out)."""
    if not board.glow_nodes:
        return
    camera = board.camera
    pulse = 0.5 + 0.5 * math.sin(board.clock * 6)
    radius = int((30 + 4 * pulse) * camera.scale)
    for node, label in board.glow_nodes.items():
        x, y = camera.to_screen(L.node_xy(node, board.quarters[board.state.current]))
        if node[0] == "D":
            pygame.draw.polygon(surface, theme.GOLD, octagon_points((x, y), (OCTAGON_R + 5) * camera.scale), 5)
        else:
            pygame.draw.circle(surface, theme.GOLD, (int(x), int(y)), radius, 5)
        if label and node in boxes:
            warn = node in board.bad_luck_nodes  # a red tag: this way brings seven turns of one die
            tag = theme.text(label, labels.TAG_SIZE, theme.CREAM if warn else theme.INK)
            box = boxes[node]
            pygame.draw.rect(surface, theme.RED if warn else theme.GOLD_LIGHT, box, border_radius=8)
            pygame.draw.rect(surface, theme.BROWN_DARK, box, 2, border_radius=8)
            surface.blit(tag, tag.get_rect(center=box.center))


def preview_points(board: Board, preview) -> tuple[tuple[float, float] | None, tuple[float, float]] | None:
    """Board points of a chosen move held on screen (GameScene.bot_preview: a bot's move, or the
    move a hint suggests to a player): the token it moves (None when it moves none) and the space
    it uses: where a token goes (out of a tunnel too), the mine a title, prospect or peek is for,
    the mine being dug; None for moves with no place on the board, and for passing on a title."""
    if preview is None:
        return None
    seat, move = preview
    kind = move.get("kind")
    if kind in ("move", "tunnel_exit"):
        return board.token_xy(seat, move["token"]), L.node_xy(move["to"], board.quarters[seat])
    if kind in ("dig", "stop_digging") and board.state.peek:
        return None, L.node_xy(board.state.peek)
    if kind != "decline_title" and move.get("mine") in B.MINE_NAMES:
        return None, L.node_xy(move["mine"])
    return None


def draw_preview(surface, board: Board, preview) -> None:
    """Rings on the token and the space a bot is about to use, joined by an arrow."""
    points = preview_points(board, preview)
    if points is None:
        return
    camera = board.camera
    seat = preview[0]
    token, target = points
    pulse = 0.5 + 0.5 * math.sin(board.clock * 8)
    colour = theme.player_colour(board.colours[seat], board.app.settings.colour_blind)
    end = camera.to_screen(target)
    radius = int((34 + 4 * pulse) * camera.scale) + 6
    if token is not None:
        start = camera.to_screen(token)
        if math.dist(start, end) > 2 * radius:  # from ring to ring, the space itself left clear
            way = (pygame.Vector2(end) - pygame.Vector2(start)).normalize() * radius
            theme.draw_arrow(surface, pygame.Vector2(start) + way, pygame.Vector2(end) - way, theme.CREAM, 22)
        pygame.draw.circle(surface, theme.CREAM, (int(start[0]), int(start[1])), radius, 6)
        pygame.draw.circle(surface, colour, (int(start[0]), int(start[1])), radius, 3)
    pygame.draw.circle(surface, theme.CREAM, (int(end[0]), int(end[1])), radius, 6)
    pygame.draw.circle(surface, colour, (int(end[0]), int(end[1])), radius, 3)
