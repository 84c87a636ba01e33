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
from scenes.king_of_copper.layout import FLOAT_WIDTH, TOKEN_SIZE, VIEW
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
    _draw_mines(surface, board)
    _draw_names(surface, board)
    marks.draw_glow(surface, board)
    _draw_tokens(surface, board)
    marks.draw_preview(surface, board, preview)
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


def _draw_names(surface, board: Board) -> None:
    """District names and mine plates at screen size, whatever the zoom."""
    state = board.state
    camera = board.camera
    cb = board.app.settings.colour_blind
    for district, name in enumerate(B.DISTRICTS):
        at = camera.to_screen(L.to_px(L.turn(district, *L.DISTRICT_NAME)))
        theme.draw_text(surface, name, at, labels.DISTRICT_SIZE, theme.BROWN_DARK, "center")
    for word, at in labels.track_words():
        labels.draw_track_word(surface, word, camera.to_screen(at))
    offsets = labels.plate_offsets(camera.scale, tuple(board.quarters))
    for mine in B.MINES:
        x, y = camera.to_screen(L.node_xy(mine))
        if not VIEW.inflate(200, 60).collidepoint(x, y):
            continue
        dx, dy = offsets[mine]
        owner = state.owner[mine]
        colour = None if owner < 0 else board.colours[owner]
        labels.draw_plate(surface, mine, (x, y), (x + dx, y + dy), colour, cb)


def _draw_tokens(surface, board: Board) -> None:
    camera = board.camera
    size = max(theme.MIN_TARGET, int(TOKEN_SIZE * camera.scale * 1.1))
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
    for floater in board.timeline.floaters:
        draw_floater(surface, floater, max_width=FLOAT_WIDTH)
    for banner in board.timeline.banners:
        _draw_banner(surface, banner)
    for card in board.cards:
        if card.time_left > 0:
            _draw_card(surface, card)


def _draw_banner(surface, banner: Banner) -> None:
    alpha = int(255 * min(1.0, banner.time_left / 0.3))
    surface.blit(theme.veil((VIEW.w, 120), (20, 14, 10), min(200, alpha)), (VIEW.left, 250))
    theme.draw_heading(
        surface, theme.fit(banner.text, theme.HEADING, VIEW.w - 20, display=True), (VIEW.centerx, 262), alpha=alpha
    )
    if banner.sub:
        theme.draw_text(
            surface,
            theme.fit(banner.sub, theme.SMALL, VIEW.w - 20),
            (VIEW.centerx, 326),
            theme.SMALL,
            theme.CREAM,
            "midtop",
            alpha=alpha,
        )


def _draw_card(surface, card: Card) -> None:
    """An Event Card or Character Card, large, to be read aloud."""
    rect = pygame.Rect(0, 0, 640, 330)
    rect.center = (VIEW.centerx, VIEW.centery)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(8, 10), border_radius=24)
    fill = (250, 236, 200) if card.kind == "event" else (226, 236, 250)
    pygame.draw.rect(surface, fill, rect, border_radius=24)
    pygame.draw.rect(surface, (170, 50, 40) if card.kind == "event" else (40, 80, 160), rect, 8, border_radius=24)
    label = "EVENT CARD" if card.kind == "event" else "CHARACTER CARD"
    theme.draw_text(surface, label, (rect.centerx, rect.top + 20), 30, (150, 50, 40), "midtop")
    theme.draw_text(
        surface,
        theme.fit(card.title, theme.LARGE, rect.w - 40, display=True),
        (rect.centerx, rect.top + 56),
        theme.LARGE,
        theme.INK,
        "midtop",
        display=True,
    )
    theme.draw_wrapped(
        surface,
        card.text,
        rect.inflate(-60, 0).move(0, 120).clip(rect.inflate(-60, -150)),
        theme.BODY,
        theme.INK,
        align="center",
    )
    theme.draw_text(
        surface,
        "Enter / A / click: done reading",
        (rect.centerx, rect.bottom - 16),
        theme.MIN_TEXT,
        theme.DIM,
        "midbottom",
    )
