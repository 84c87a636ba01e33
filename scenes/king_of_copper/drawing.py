"""Drawing the King of Copper board (board.py) through its camera: the art, the mines
with their chips and titles, the district names and mine plates, the tokens, what the
controls light and a held move's rings (marks.py); then, over the panels too, the dice
tray, flying chips, floaters, banners and the cards read out large."""

from __future__ import annotations

import pygame

from game.king_of_copper import board as B
from scenes.king_of_copper import labels, marks
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.board import Board, Card
from scenes.king_of_copper.layout import FLOAT_WIDTH, VIEW
from scenes.king_of_copper.pieces import chip_image, title_image, token_image
from scenes.kit.timeline import Banner, draw_floater
from sprites import theme


def draw_board(surface, board: Board, preview) -> None:
    """The board in its view; `preview` is the move held on screen (GameScene.bot_preview)."""
    camera = board.camera
    art = board.arts[camera.zoom]
    scale = camera.scale
    left = camera.centre.x * scale - VIEW.w / 2
    top = camera.centre.y * scale - VIEW.h / 2
    sx, sy = camera.shake_offset(camera.centre) if camera.shake else (0, 0)
    pygame.draw.rect(surface, (60, 40, 26), VIEW)
    clip = surface.get_clip()
    surface.set_clip(VIEW)
    surface.blit(art, (VIEW.left - left + sx, VIEW.top - top + sy))
    laid = board.laid
    _draw_mines(surface, board)
    _draw_names(surface, board, laid)
    marks.draw_preview(surface, board, preview)  # under the tags: a hint's arrow leaves them readable
    marks.draw_glow(surface, board, laid.tags)
    _draw_tokens(surface, board)
    for seat, text, rect in laid.numbers:
        labels.draw_number(surface, text, rect, board.colours[seat], board.app.settings.colour_blind)
    surface.set_clip(clip)
    pygame.draw.rect(surface, theme.BROWN_DARK, VIEW, 4, border_radius=6)


def _draw_mines(surface, board: Board) -> None:
    state = board.state
    camera = board.camera
    size = max(16, int(30 * camera.scale))
    cb = board.app.settings.colour_blind
    for mine in B.MINES:
        x, y = camera.to_screen(L.node_xy(mine))
        if not VIEW.inflate(60, 60).collidepoint(x, y):
            continue
        owner = state.owner[mine]
        chips = [k for k, layer in (("blue", state.blue), ("green", state.green)) if layer[mine]]
        for i, kind in enumerate(chips):  # the chip stack under the title
            image = chip_image(kind, size)
            surface.blit(
                image, image.get_rect(center=(x + (i - 0.5) * size * 0.35 + size * 0.55, y - size * 0.55 - i * 3))
            )
        title = title_image(size, None if owner < 0 else board.colours[owner], cb)
        surface.blit(title, title.get_rect(center=(x - size * 0.45, y - size * 0.5)))


def _draw_names(surface, board: Board, laid: labels.Laid) -> None:
    """District names, the tunnels' words and mine plates at screen size, where they were laid out."""
    state = board.state
    camera = board.camera
    cb = board.app.settings.colour_blind
    places = labels.district_places(camera.scale, tuple(board.quarters))
    for district, rect in laid.districts.items():
        size = places[district][0]
        theme.draw_text(surface, B.DISTRICTS[district], rect.center, size, theme.BROWN_DARK, "center")
    for word, rect in laid.track:
        labels.draw_track_word(surface, word, rect.center)
    for mine, rect in laid.plates.items():
        owner = state.owner[mine]
        colour = None if owner < 0 else board.colours[owner]
        labels.draw_plate(surface, mine, camera.to_screen(L.node_xy(mine)), rect.center, colour, cb)


def _draw_tokens(surface, board: Board) -> None:
    camera = board.camera
    size = labels.token_size(camera.scale)
    cb = board.app.settings.colour_blind
    moving = {(h.seat, h.token): h for h in board.hops}
    for seat in range(board.players):
        for token in range(len(board.picture.tokens[seat])):
            if (seat, token) in moving:
                continue
            pos = camera.to_screen(board.token_xy(seat, token))
            glow = (seat, token) in board.glow_tokens
            image = token_image(board.colours[seat], size, cb, glow)
            surface.blit(image, image.get_rect(center=pos))
            if board.selected == (seat, token):
                pygame.draw.circle(surface, theme.CREAM, (int(pos[0]), int(pos[1])), size // 2 + 8, 4)
    for hop in moving.values():
        image = token_image(board.colours[hop.seat], int(size * 1.15), cb)
        surface.blit(image, image.get_rect(center=camera.to_screen(hop.position())))


def draw_over_panels(surface, board: Board) -> None:
    """Drawn over the panels too: flying chips, floaters, banners, cards, the tray."""
    board.tray.draw(surface)
    for flyer in board.flyers:
        image = flyer.face()
        surface.blit(image, image.get_rect(center=flyer.position()))
    for floater in board.timeline.floaters:  # as large as fits the column's width, never cut short
        size = labels.largest(floater.text, (theme.LARGE, theme.SMALL, theme.MIN_TEXT), FLOAT_WIDTH)
        draw_floater(surface, floater, size=size)
    for banner in board.timeline.banners:
        _draw_banner(surface, banner)
    for card in board.cards:
        if card.time_left > 0:
            _draw_card(surface, card)


def _draw_banner(surface, banner: Banner) -> None:
    """Over the board's middle: a heading, and its line wrapped under it (never cut short)."""
    alpha = int(255 * min(1.0, banner.time_left / 0.3))
    width = VIEW.w - 40
    size = labels.largest(banner.text, (theme.HEADING, theme.LARGE, theme.BODY), width, display=True)
    sub_h = theme.wrapped_height(banner.sub, theme.SMALL, width) if banner.sub else 0
    surface.blit(theme.veil((VIEW.w, 76 + sub_h), (20, 14, 10), min(200, alpha)), (VIEW.left, 250))
    theme.draw_heading(surface, banner.text, (VIEW.centerx, 262), size, alpha=alpha)
    if banner.sub:
        block = theme.text_block(banner.sub, theme.SMALL, theme.CREAM, width, "center")
        if alpha < 255:
            block = block.copy()
            block.set_alpha(alpha)
        surface.blit(block, block.get_rect(midtop=(VIEW.centerx, 316)))


CARD_TEXT_SIZES = (theme.BODY, theme.SMALL, 30, theme.MIN_TEXT)


def _draw_card(surface, card: Card) -> None:
    """An Event Card or Character Card, large, to be read aloud: its title and words at the
    largest size at which they fit whole."""
    rect = pygame.Rect(0, 0, 640, 330)
    rect.center = (VIEW.centerx, VIEW.centery)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(8, 10), border_radius=24)
    fill = (250, 236, 200) if card.kind == "event" else (226, 236, 250)
    pygame.draw.rect(surface, fill, rect, border_radius=24)
    pygame.draw.rect(surface, (170, 50, 40) if card.kind == "event" else (40, 80, 160), rect, 8, border_radius=24)
    label = "EVENT CARD" if card.kind == "event" else "CHARACTER CARD"
    theme.draw_text(surface, label, (rect.centerx, rect.top + 20), 30, (150, 50, 40), "midtop")
    title = labels.largest(card.title, (theme.LARGE, theme.BODY, theme.SMALL), rect.w - 40, display=True)
    theme.draw_text(surface, card.title, (rect.centerx, rect.top + 56), title, theme.INK, "midtop", display=True)
    words = rect.inflate(-60, 0).move(0, 120).clip(rect.inflate(-60, -150))
    size = next(
        (s for s in CARD_TEXT_SIZES if theme.wrapped_height(card.text, s, words.w) <= words.h), CARD_TEXT_SIZES[-1]
    )
    theme.draw_wrapped(surface, card.text, words, size, theme.INK, align="center")
    theme.draw_text(
        surface,
        "Enter / A / click: done reading",
        (rect.centerx, rect.bottom - 16),
        theme.MIN_TEXT,
        theme.DIM,
        "midbottom",
    )
