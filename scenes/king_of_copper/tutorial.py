"""Where a Learn to play step's move is made on the King of Copper table (from the targets
layer): the button that makes it, or its token and then its space, or a tunnel exit; a
zoomed board glides (or zooms out) to show them. Where the
guide's card and the toasts go while it shows. The scene's tutorial hooks read these;
nothing here decides a rule."""

from __future__ import annotations

import pygame

from scenes.king_of_copper import layout as L
from scenes.king_of_copper import marks
from scenes.king_of_copper.layout import TOAST_AREA, TUTORIAL_TOASTS, VIEW
from scenes.king_of_copper.targets import Place
from sprites import theme

# The card sits beside the board: below the prompt and two players' panels, or over the prompt
# when a button there is the step's; only if both would cover a spot, over the board.
CARD_SPOTS = (
    pygame.Rect(672, 330, 600, 0),
    pygame.Rect(672, 70, 600, 0),
    pygame.Rect(16, theme.HEIGHT, 600, 0),  # clamped up to the bottom edge
    pygame.Rect(16, 70, 600, 0),
)

# While a move plays the card keeps off the board (the scene's keep_seen), all but the frame's
# outer edge, so that a whole card fits at the first spot beside it.
BOARD_IN_PLAY = pygame.Rect(VIEW.left, VIEW.top, VIEW.w - 12, VIEW.h)


def toast_area(guide) -> pygame.Rect:
    """Toasts go in the prompt's place, unless the guide's card covers it."""
    card = guide.card if guide is not None else None
    if card is not None and card.rect.colliderect(TOAST_AREA):
        return TUTORIAL_TOASTS
    return TOAST_AREA


def spots(scene, move: dict) -> list[pygame.Rect]:
    """The targets that make or begin the step's move, token before space: a token is lit with
    its space until it is picked; a refused move of a token is a click on the token. A zoomed
    board first glides (or zooms out) to show them."""
    if not isinstance(move.get("player"), int) or scene.board.busy:
        return []
    scene.refresh_targets()
    _bring_into_view(scene.board.camera, [t.point for t in scene.layer.for_move(move) if isinstance(t, Place)])
    scene.refresh_targets()  # placed as the camera now shows them
    found = sorted(scene.layer.for_move(move), key=lambda t: t.move is not None)
    return [_with_words(scene.board, t) for t in found]


def _with_words(board, target) -> pygame.Rect:
    """A lit space takes in its tag ("Move 2"), a lit token its number, when the centre stays
    on what is to click."""
    if not isinstance(target, Place):
        return target.shown
    if target.node:
        words = marks.tag_boxes(board).get(target.node)
    else:
        seat, number = board.state.current, str(target.token + 1)
        words = next((rect for at, text, rect in board.laid.numbers if at == seat and number in text.split()), None)
    if words is None:
        return target.shown
    wider = target.shown.union(words)
    on_it = L.CELL * 0.4 * board.camera.scale  # node_at takes a click within 0.55 of a cell
    return wider if pygame.Vector2(wider.center).distance_to(target.shown.center) <= on_it else target.shown


def _bring_into_view(camera, points) -> None:
    """A zoomed board glides to show every spot, or zooms out when they don't fit in one view."""
    if not points or all(VIEW.collidepoint(camera.to_screen(point)) for point in points):
        return
    xs, ys = [x for x, _ in points], [y for _, y in points]
    room = (VIEW.w - 120) / camera.scale, (VIEW.h - 120) / camera.scale
    if max(xs) - min(xs) > room[0] or max(ys) - min(ys) > room[1]:
        camera.zoom = 0
    camera.look_at(((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2))
