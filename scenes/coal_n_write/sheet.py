"""One player's Coal n' Write worksheet, drawn from the rules' Sheet: the
mine with its main tunnel, side tunnels, deposit numbers and dig boxes, the
Ore Stash, the burros with their bandit hats, the cash, and under the
Ore Stash the store goods held and the sheet's buttons.

Where every box sits is layout.SheetLayout (the clicks hit-test the same rects);
pencil marks that are still being written are given as `fresh` progress
values keyed like ("deposit", 5), so they draw on instead of popping in."""

from __future__ import annotations

import copy

import pygame

from game.coal_n_write import rules
from game.coal_n_write.content import BANDITS, BURRO_SLOTS, DEPOSITS, STASH_SIZE, TUNNEL_DEPOSITS, TUNNELS, store_items
from game.coal_n_write.phases import Phase
from game.coal_n_write.state import scratch_one
from scenes.coal_n_write.layout import FLOAT_SPOT, FLOAT_WIDTH, SheetLayout
from scenes.coal_n_write.names import draw_name
from scenes.coal_n_write.panels import UNAVAILABLE, send_problem
from scenes.coal_n_write.paper import (
    INK_FAINT,
    MINERAL_INK,
    MINERAL_TINT,
    PAPER,
    PENCIL,
    bandit_hat,
    box,
    burro,
    mineral_chip,
    paper,
    pencil_letter,
    scratch,
    slash,
)
from sprites import theme

GLOW = (255, 190, 40)
NUMBER_SIZE = 36  # a deposit's number, the word read most from the sofa: as large as its box holds
DUG_OUT = (255, 224, 110)  # a deposit whose dig boxes are all scratched: any die claims it
_bases: dict = {}


def _base(layout: SheetLayout, tack: bool, burro7: bool, burro7_sold: bool) -> pygame.Surface:
    """The printed sheet (paper, mine, empty boxes, burros and their hats),
    drawn once per layout and kind: every frame only adds pencil marks."""
    key = (tuple(layout.rect), tack, burro7, burro7_sold)
    image = _bases.get(key)
    if image is None:
        image = pygame.Surface(layout.rect.size, pygame.SRCALPHA)
        shifted = SheetLayout(image.get_rect())
        image.blit(paper(layout.rect.size), (0, 0))
        _print_mine(image, shifted)
        for rect in shifted.stash_spots:
            box(image, rect, PAPER, INK_FAINT, 2)
        _print_burros(image, shifted, tack, burro7, burro7_sold)
        image = theme.display_ready(image)
        _bases[key] = image
    return image


def printed_sheet(layout: SheetLayout, state, seat: int) -> pygame.Surface:
    """The seat's printed sheet, without its pencil marks (draw_sheet draws those over it)."""
    sheet = state.sheets[seat]
    burro7_sold = "burro7" in store_items(state.solo)  # only the solo store sells Burro #7
    return _base(layout, sheet.tack, sheet.burro7, burro7_sold)


def draw_sheet(
    surface,
    layout: SheetLayout,
    state,
    seat: int,
    name: str,
    colour: int,
    colour_blind: bool,
    fresh: dict | None = None,
    glow: dict | None = None,
    clock: float = 0.0,
    loading: list | None = None,
):
    """The sheet's pencil marks over its printed_sheet. `fresh` maps mark keys to 0..1 progress; `glow` maps
    deposit ids (and "store") to "claim"/"dig"/"both" for legal targets, and
    ("burro", b) to "choose" for the burros that may be chosen."""
    fresh = fresh or {}
    glow = glow or {}
    sheet = state.sheets[seat]
    _header(surface, layout, sheet, name, colour, colour_blind, fresh)
    _mine(surface, layout, sheet, fresh, glow, clock)
    _stash(surface, layout, sheet, fresh, loading or [])
    _burros(surface, layout, state, sheet, fresh, loading, glow, clock)


def _header(surface, layout, sheet, name, colour, colour_blind, fresh):
    h = layout.header
    theme.draw_player_badge(surface, (h.x + 20, h.centery), colour, 38, colour_blind)
    room = pygame.Rect(h.x + 46, h.y, FLOAT_SPOT[0] - FLOAT_WIDTH // 2 - 8 - (h.x + 46), h.h)  # clear of the floaters
    draw_name(surface, name, room, (40, 34, theme.MIN_TEXT), theme.INK)
    theme.draw_text(surface, f"${sheet.cash}", (h.right, h.centery), 52, (40, 90, 40), "midright")
    theme.draw_text(surface, "cash", (h.right - 120, h.centery + 4), 28, INK_FAINT, "midright")


def _print_mine(surface, layout):
    mine = layout.mine
    pygame.draw.rect(surface, (232, 222, 198), mine, border_radius=8)
    pygame.draw.rect(surface, INK_FAINT, mine, 2, border_radius=8)
    tunnel = layout.main_tunnel
    pygame.draw.rect(surface, (90, 70, 52), tunnel, border_radius=6)
    for y in range(tunnel.y + 10, tunnel.bottom - 6, 22):  # rail ties down the main tunnel
        pygame.draw.line(surface, (150, 120, 90), (tunnel.x + 6, y), (tunnel.right - 6, y), 3)
    for t, label in layout.tunnel_labels.items():
        letter = TUNNELS[t]["mineral"]
        index = TUNNEL_DEPOSITS[t]
        first, last = layout.deposits[index[0]], layout.deposits[index[-1]]
        bar = first.union(last).inflate(8, -20)
        pygame.draw.rect(surface, mix_tint(letter), bar, border_radius=4)  # the side tunnel
        mineral_chip(surface, letter, label, 28)
    for index, rect in layout.deposits.items():
        d = DEPOSITS[index]
        box(surface, rect, MINERAL_TINT[d.mineral], PENCIL, 2)
        theme.draw_text(surface, str(d.number), rect.center, NUMBER_SIZE, MINERAL_INK[d.mineral], "center")
        for k in range(d.digs):
            box(surface, layout.dig_boxes[(index, k)], PAPER, PENCIL, 2)


def _mine(surface, layout, sheet, fresh, glow, clock):
    pulse = 0.5 + 0.5 * abs(((clock * 2.2) % 2) - 1)
    for index, rect in layout.deposits.items():
        d = DEPOSITS[index]
        kind = glow.get(index)
        if sheet.dug[index] >= d.digs and not sheet.claimed[index]:
            _dug_out(surface, rect)
        if kind in ("claim", "both"):  # a pulsing frame (a shape as well as a colour) round every legal target
            pygame.draw.rect(surface, GLOW, rect.inflate(8 + 6 * pulse, 8 + 6 * pulse), 5, border_radius=8)
        if kind in ("dig", "both"):  # the dig area glows, its next box most
            area = layout.dig_areas[index]
            pygame.draw.rect(surface, GLOW, area.inflate(4 + 4 * pulse, 4 + 4 * pulse), 4, border_radius=6)
            nxt = layout.dig_boxes.get((index, sheet.dug[index]))
            if nxt:
                pygame.draw.rect(surface, GLOW, nxt, border_radius=3)
                pygame.draw.rect(surface, PENCIL, nxt, 2)
        for k in range(min(sheet.dug[index], d.digs)):
            scratch(surface, layout.dig_boxes[(index, k)].inflate(4, 4), fresh.get(("dig", index, k), 1.0), PENCIL, 3)
        if sheet.claimed[index]:
            scratch(surface, rect, fresh.get(("deposit", index), 1.0), PENCIL, 4)


def _dug_out(surface, rect) -> None:
    """Every dig box scratched: the deposit turns bright and says "any", for any die claims it."""
    pygame.draw.rect(surface, DUG_OUT, rect)
    pygame.draw.rect(surface, PENCIL, rect, 3)
    theme.draw_text(surface, "any", rect.center, theme.MIN_TEXT + 1, PENCIL, "center")


def mix_tint(letter):
    r, g, b = MINERAL_TINT[letter]
    return ((r + 120) // 2, (g + 100) // 2, (b + 80) // 2)


def _stash(surface, layout, sheet, fresh, loading):
    area = layout.stash
    filled = len(sheet.stash)
    aboard = on_the_burro(sheet, loading)
    theme.draw_text(surface, f"Ore Stash {filled}/{STASH_SIZE}", (area.x + 4, area.y), 30, theme.INK)
    for i, rect in enumerate(layout.stash_spots):
        if i < filled:
            letter = sheet.stash[i]
            pencil_letter(surface, letter, rect.center, 30, fresh.get(("stash", i), 1.0), MINERAL_INK_ON_PAPER[letter])
            if sheet.crossed[i] != rules.HELD:
                slash(surface, rect, fresh.get(("cross", i), 1.0), PENCIL, 3)
            elif i in aboard:  # loaded already: out of the stash now, as the loading board counts it
                slash(surface, rect, 1.0, GLOW, 4)


def on_the_burro(sheet, loading: list) -> set[int]:
    """The stash spots the ore being loaded comes from: those sending the burro scratches out
    (the rules' own scratch_one, on a copy of the marks)."""
    marks = copy.copy(sheet)
    marks.crossed = list(sheet.crossed)
    return {scratch_one(marks, mineral, "aboard") for mineral in loading}


MINERAL_INK_ON_PAPER = {"S": (60, 70, 110), "T": (30, 100, 50), "C": (30, 30, 30), "B": (150, 100, 20)}


def _print_burros(surface, layout, tack: bool, burro7: bool, burro7_sold: bool):
    for b, rect in enumerate(layout.burro_rects):
        if b >= len(BANDITS) or (b >= 6 and not burro7 and not burro7_sold):
            continue  # a sheet whose store sells no Burro #7 leaves its place blank
        if b >= 6 and not burro7:
            box(surface, rect, (236, 228, 206), INK_FAINT, 2, dashed=True)
            theme.draw_text(surface, "Burro #7", (rect.centerx, rect.y + 30), 28, INK_FAINT, "center")
            theme.draw_text(surface, "(store)", (rect.centerx, rect.y + 58), 28, INK_FAINT, "center")
            continue
        pygame.draw.rect(surface, INK_FAINT, rect, 2, border_radius=8)
        burro(surface, (rect.x + 38, rect.y + 30), 56)
        theme.draw_text(surface, str(b + 1), (rect.x + 6, rect.y + 2), 28, theme.INK)
        if BANDITS[b]:
            bandit_hat(surface, layout.burro_hat(b), 34)
        for i, slot in enumerate(layout.burro_slots(b)):
            dashed = i >= BURRO_SLOTS
            if dashed and not tack:
                continue
            box(surface, slot, PAPER, INK_FAINT, 2, dashed=dashed)


def _burros(surface, layout, state, sheet, fresh, loading, glow, clock):
    pulse = 0.5 + 0.5 * abs(((clock * 2.2) % 2) - 1)
    for b, rect in enumerate(layout.burro_rects):
        if b >= len(BANDITS) or (b >= 6 and not sheet.burro7):
            continue
        chosen = state.phase == Phase.LOAD and b == sheet.chosen
        if chosen:
            pygame.draw.rect(surface, theme.GOLD, rect, 4, border_radius=8)
        elif glow.get(("burro", b)):  # an unused burro that may be chosen: a pulsing frame
            pygame.draw.rect(surface, GLOW, rect.inflate(4 + 6 * pulse, 4 + 6 * pulse), 5, border_radius=10)
        sent = sheet.burro_round[b] >= 0
        hx, hy = layout.burro_hat(b)
        busts = sheet.extra_bandits[b] if sent else (sheet.bust_bandits if chosen else 0)
        for h in range(busts):  # blackjack busts ride on the next burro loaded
            bandit_hat(surface, (hx - 30 * (h + BANDITS[b]), hy), 34)
        for h in range(min(sheet.pistols[b], BANDITS[b] + busts)):
            x = hx - 30 * h
            scratch(surface, pygame.Rect(x - 21, hy - 17, 42, 34), fresh.get(("hat", b), 1.0), (200, 40, 30), 4)
        slots = layout.burro_slots(b)
        cargo = sheet.burros[b] + sheet.burro_bonus[b] if sent else ""
        if chosen and loading is not None:
            cargo = "".join(loading)
        stolen = list(sheet.stolen[b])
        for i, letter in enumerate(cargo[: len(slots)]):
            slot = slots[i]
            pencil_letter(
                surface, letter, slot.center, 28, fresh.get(("burro", b, i), 1.0), MINERAL_INK_ON_PAPER[letter]
            )
            if letter in stolen:
                stolen.remove(letter)
                scratch(surface, slot, fresh.get(("stolen", b), 1.0), (200, 40, 30), 3)
        if sent:
            # one line under the slots: the round it went out in, and what it earned
            theme.draw_text(
                surface, f"${sheet.earned[b]}", (rect.right - 6, rect.bottom - 4), 30, (40, 90, 40), "bottomright"
            )
            theme.draw_text(
                surface,
                f"round {sheet.burro_round[b] + 1}",
                (rect.x + 6, rect.bottom - 4),
                theme.MIN_TEXT,
                INK_FAINT,
                "bottomleft",
            )


GOODS_SIZES = (theme.MIN_TEXT, 24)  # the goods' lines: the couch size, else the smallest readable (MIN_CAP)


def draw_store_corner(
    surface,
    layout: SheetLayout,
    buttons: dict,
    state,
    seat: int,
    can_visit: bool,
    acting: bool,
    can_undo: bool,
    tonic: bool,
) -> None:
    """The store goods a sheet holds, its buttons (General Store, Undo, Done or Send
    burro, live or grey) and the Tonic's, and a bandit's hat while one rides."""
    sheet, area = state.sheets[seat], layout.store
    marks = []
    if sheet.tack:
        marks.append("Tack")
    if sheet.strike_gold:
        marks.append("Strike Gold")
    if sheet.wash_day:
        marks.append("Wash Day")
    if sheet.tonics:
        marks.append(f"Tonic x{sheet.tonics}")
    if sheet.shares:
        marks.append(f"Shares x{len(sheet.shares)}")
    if sheet.bust_bandits or sheet.bonus_ore:  # blackjack's "next burro": whichever is loaded next
        riders = ["bandit"] * sheet.bust_bandits + sheet.bonus_ore
        marks.append("Next burro: " + " ".join(riders))
    if not tonic:  # a Tonic that may be drunk takes the goods' place a moment
        goods = layout.goods()
        words = ", ".join(marks) or "No store goods yet"
        fits = [size for size in GOODS_SIZES if theme.wrapped_height(words, size, goods.w, 0) <= goods.h]
        theme.draw_wrapped(surface, words, goods, fits[0] if fits else GOODS_SIZES[-1], theme.INK, 0)
    for name, label in (("store", "General Store"), ("undo", "Undo"), ("done", "Done")):
        rect = buttons[name]
        if state.phase == Phase.LOAD and name != "done":
            continue
        live = acting and (name != "store" or can_visit)
        if name == "undo":  # a grey Undo has nothing to take back
            live = live and can_undo
        if name == "done":  # a blackjack hand is finished first; a burro is chosen before it is sent
            live = live and sheet.blackjack is None
            live = live and not (state.phase == Phase.LOAD and send_problem(state, seat))
        fill = theme.GOLD if (name == "store" and can_visit) else (theme.COPPER if live else UNAVAILABLE)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        pygame.draw.rect(surface, theme.BROWN_DARK, rect, 3, border_radius=10)
        text = "Send burro" if (name == "done" and state.phase == Phase.LOAD) else label
        theme.draw_text(
            surface, text, rect.center, 32, theme.INK if name == "store" and can_visit else theme.CREAM, "center"
        )
    if tonic:
        rect = buttons["tonic"]
        pygame.draw.rect(surface, (60, 130, 80), rect, border_radius=10)
        theme.draw_text(surface, "Tonic: keep the 1", rect.center, 28, theme.CREAM, "center")
    if rules.live_bandit_burros(state, sheet):
        bandit_hat(surface, (area.right - 24, area.y + 16), 26)
