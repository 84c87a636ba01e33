"""The small boards a Coal n' Write player works on top of their sheet: the
General Store counter, loading the burro and the blackjack table. Each
panel lists rows; the scene turns clicks, arrows and buttons into the
rules' moves, and the rules refuse what isn't allowed."""

from __future__ import annotations

import pygame

from game.coal_n_write import rules
from game.coal_n_write.content import BANDIT_WORDS, MINERALS, NAME, STORE, VALUE, price, store_items
from game.coal_n_write.moves import Send, Store
from game.coal_n_write.odds import BEST, HitOdds
from scenes.coal_n_write.layout import blackjack_rects, load_rects, store_note, store_rects
from scenes.coal_n_write.paper import bandit_hat, mineral_chip
from sprites import theme


def store_rows(state, seat: int, die: int, choice: dict) -> list[dict]:
    """One row per item on the store sheet in use: label, price, the move it
    makes and why it can't be had (the rules' sentence), if so."""
    sheet = state.sheets[seat]
    rows = []
    for item in store_items(state.solo):
        move = Store(player=seat, kind="store", item=item, die=die)
        label = STORE[item]["name"]
        cost = price(item)
        if item == "pistol":
            live = rules.live_bandit_burros(state, sheet)
            pick = choice.get(item, 0) % len(live) if live else 0
            move["burros"] = [live[pick]] if live else [0]
            label += f": burro {move['burros'][0] + 1}"
        elif item in ("shares", "tonic"):
            count = max(1, choice.get(item, 1))
            move["count"] = count
            label += f" x{count}"
            cost *= count
        problem = rules.store_problem(state, sheet, item, move)
        price_text = "free" if cost == 0 else f"${cost}"
        if item == "blackjack":
            price_text = f"need ${price(item)}"
        elif item == "pinkertons":  # no cash, but not free: one ore of each kind is scratched
            price_text = "1 of each ore"
        rows.append(
            {
                "item": item,
                "label": label,
                "price": price_text,
                "move": move,
                "problem": problem or "",
                "text": STORE[item]["text"],
                "adjust": item in ("pistol", "shares", "tonic"),
            }
        )
    return rows


def draw_store(surface, rect, rows: list[dict], focus: int, title: str) -> None:
    """The store counter."""
    panel = pygame.Rect(rect)
    pygame.draw.rect(surface, (70, 44, 26), panel.move(4, 6), border_radius=14)
    pygame.draw.rect(surface, (120, 74, 40), panel, border_radius=14)
    pygame.draw.rect(surface, theme.GOLD, panel, 4, border_radius=14)
    theme.draw_text(surface, title, (panel.x + 18, panel.y + 10), 34, theme.GOLD_LIGHT)
    for i, (row, r) in enumerate(zip(rows, store_rects(panel, len(rows)))):
        ok = not row["problem"]
        fill = theme.GOLD if i == focus else ((150, 96, 52) if ok else (96, 70, 54))
        pygame.draw.rect(surface, fill, r, border_radius=8)
        ink = theme.INK if i == focus else (theme.CREAM if ok else theme.DIM)
        theme.draw_text(surface, theme.fit(row["label"], 30, r.w - 230), (r.x + 10, r.centery), 30, ink, "midleft")
        if row["adjust"]:  # fewer / more (or the next burro for a Pistol)
            for sign, dx in (("<", 200), (">", 160)):
                arrow = pygame.Rect(r.right - dx, r.y + 4, 34, r.h - 8)
                pygame.draw.rect(surface, theme.CREAM, arrow, border_radius=6)
                theme.draw_text(surface, sign, arrow.center, 32, theme.INK, "center")
        theme.draw_text(surface, row["price"], (r.right - 10, r.centery), 30, ink, "midright")
        if not ok:  # a strike-through says "not now" without colour
            pygame.draw.line(surface, theme.DIM, (r.x + 8, r.centery), (r.x + 26, r.centery), 3)
    if 0 <= focus < len(rows):
        row = rows[focus]
        note = row["problem"] or row["text"]
        theme.draw_wrapped(
            surface,
            note,
            store_note(panel),
            28,
            theme.GOLD_LIGHT if row["problem"] else theme.CREAM,
        )


UNAVAILABLE = (170, 150, 130)  # the fill of a button that can't be used yet, as the table's other buttons


def send_problem(state, seat: int) -> str:
    """Why the burro can't be sent now (no burro chosen yet), or "" when it can."""
    return rules.RULEBOOK.problem(state, dict(Send(player=seat, kind="send")))


def load_rows(state, seat: int) -> list[dict]:
    sheet = state.sheets[seat]
    held = sheet.held()
    rows = []
    for m in MINERALS:
        rows.append({"mineral": m, "held": held[m] - sheet.loading.count(m), "on": sheet.loading.count(m)})
    return rows


def draw_load(surface, rect, state, seat: int, focus: int) -> None:
    """Loading the burro: per mineral - and + and the counts; Send."""
    sheet = state.sheets[seat]
    panel = pygame.Rect(rect)
    pygame.draw.rect(surface, (70, 44, 26), panel.move(4, 6), border_radius=14)
    pygame.draw.rect(surface, (120, 74, 40), panel, border_radius=14)
    pygame.draw.rect(surface, theme.GOLD, panel, 4, border_radius=14)
    burro = sheet.chosen
    cap = rules.capacity(sheet)
    title = f"Load burro {burro + 1}: {len(sheet.loading)} of {cap}" if burro >= 0 else "Choose a glowing burro below"
    theme.draw_text(surface, title, (panel.x + 18, panel.y + 10), 36, theme.GOLD_LIGHT)
    buttons = load_rects(panel)
    for i, row in enumerate(load_rows(state, seat)):
        m = row["mineral"]
        y = panel.y + 54 + i * 56
        r = pygame.Rect(panel.x + 12, y, panel.w - 24, 50)
        pygame.draw.rect(surface, theme.GOLD if focus == i else (150, 96, 52), r, border_radius=8)
        ink = theme.INK if focus == i else theme.CREAM
        mineral_chip(surface, m, (r.x + 8, r.y + 8, 36, 36), 28)
        theme.draw_text(surface, f"{NAME[m]} ${VALUE[m]}", (r.x + 54, r.centery), 30, ink, "midleft")
        theme.draw_text(surface, f"stash {row['held']}", (r.x + 230, r.centery), 28, ink, "midleft")
        minus, plus = buttons[("unload", m)], buttons[("load", m)]
        for box_rect, sign in ((minus, "-"), (plus, "+")):
            pygame.draw.rect(surface, theme.CREAM, box_rect, border_radius=8)
            pygame.draw.rect(surface, theme.BROWN_DARK, box_rect, 3, border_radius=8)
            theme.draw_text(surface, sign, box_rect.center, 40, theme.INK, "center")
        theme.draw_text(surface, str(row["on"]), ((minus.right + plus.left) // 2, r.centery), 36, ink, "center")
    send = buttons[("send",)]
    if send_problem(state, seat):  # grey until a burro is chosen; a press still says why
        pygame.draw.rect(surface, UNAVAILABLE, send, border_radius=10)
        if focus == 4:
            pygame.draw.rect(surface, theme.GOLD, send, 4, border_radius=10)
        theme.draw_text(surface, "Send the burro off", send.center, 34, theme.CREAM, "center")
    else:
        pygame.draw.rect(surface, theme.GOLD if focus == 4 else theme.COPPER, send, border_radius=10)
        ink = theme.INK if focus == 4 else theme.CREAM
        theme.draw_text(surface, "Send the burro off", send.center, 34, ink, "center")
    bandits = rules.bandits_on(sheet, burro) if burro >= 0 else 0
    note_y = send.bottom + 8
    if bandits:
        bandit_hat(surface, (panel.x + 36, note_y + 24), 34)
        theme.draw_wrapped(
            surface,
            BANDIT_WORDS["takes"],
            (panel.x + 66, note_y, panel.w - 80, 64),
            28,
            theme.GOLD_LIGHT,
        )
    elif sheet.bonus_ore:
        theme.draw_text(
            surface, "Blackjack ore rides along: " + " ".join(sheet.bonus_ore), (panel.x + 18, note_y), 28, theme.CREAM
        )


def draw_blackjack(surface, rect, sheet, focus: int, last_die: int, odds: HitOdds | None) -> None:
    from sprites.dice import d6, draw_die

    panel = pygame.Rect(rect)
    pygame.draw.rect(surface, (20, 70, 44), panel, border_radius=14)
    pygame.draw.rect(surface, theme.GOLD, panel, 4, border_radius=14)
    theme.draw_text(surface, "Blackjack Table", (panel.x + 18, panel.y + 10), 40, theme.GOLD_LIGHT)
    cards = sheet.blackjack or []
    for i, doubled in enumerate(cards):
        draw_die(surface, (panel.x + 60 + i * 84, panel.y + 100), theme.MIN_DIE, d6(doubled // 2))
        theme.draw_text(surface, f"x2 = {doubled}", (panel.x + 60 + i * 84, panel.y + 136), 28, theme.CREAM, "midtop")
    total = sum(cards)
    theme.draw_text(surface, f"Total {total}", (panel.right - 20, panel.y + 86), 52, theme.GOLD, "topright")
    buttons = blackjack_rects(panel)
    for i, (kind, label) in enumerate((("hit", "Hit"), ("stay", "Stay"))):
        r = buttons[kind]
        pygame.draw.rect(surface, theme.GOLD if focus == i else theme.COPPER, r, border_radius=10)
        theme.draw_text(surface, label, r.center, 40, theme.INK if focus == i else theme.CREAM, "center")
    theme.draw_text(
        surface,
        "16-17 even, 18-19 +$10, 20 +$20, 21 +$25, 22+ bust",
        (panel.centerx, panel.y + 168),
        28,
        theme.CREAM,
        "midtop",
    )
    if cards and odds is not None:
        odds_line = hit_odds_words(odds)
        theme.draw_text(surface, odds_line, (panel.centerx, panel.y + 206), 30, theme.GOLD_LIGHT, "midtop")


def hit_odds_words(odds: HitOdds) -> str:
    """The odds of a hit in words a child can weigh: so many chances in 6."""
    if odds.bust_in_six == 6:
        return "A hit goes bust for sure."
    best = f"{odds.best_in_six} in 6 lands on {BEST}" if odds.best_in_six else f"it can't reach {BEST} yet"
    if not odds.bust_in_six:
        return f"A hit can't go bust; {best}."
    return f"A hit: {odds.bust_in_six} in 6 goes bust, {best}."
