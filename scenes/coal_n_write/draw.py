"""How the Coal n' Write table is drawn: the tray, the Bunkhouse, the list
of players, the large sheet with its glowing targets and panels, banners
and the first-game coach. A mixin of CoalNWriteScene; draw never changes state."""

from __future__ import annotations

import pygame

from game.coal_n_write import rules
from scenes.coal_n_write.layout import BUNKHOUSE, DIE, FLOAT_WIDTH, SHEET, bunkhouse_slot
from scenes.coal_n_write.panels import UNAVAILABLE, draw_blackjack, draw_load, draw_store, send_problem, store_rows
from scenes.coal_n_write.paper import bandit_hat
from scenes.coal_n_write.sheet import draw_sheet
from scenes.coal_n_write.table import CoalTable
from scenes.kit.timeline import draw_floater
from sprites import theme
from sprites.dice import d6, draw_die

MARK_SECONDS = 0.45


class TableDrawing(CoalTable):
    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("wood"), (0, 0))
        theme.draw_text(surface, "Coal n' Write", (14, 8), 40, theme.GOLD, shadow=True, display=True)
        theme.draw_text(surface, self.status_text(), (SHEET.right, 12), 34, theme.CREAM, "topright", shadow=True)
        self.draw_tray(surface)
        self.draw_bunkhouse(surface)
        self.draw_players(surface)
        self.draw_big_sheet(surface)
        self.draw_die_keys(surface)
        self.draw_bot_preview(surface)
        for mover, _ in self.movers:
            mover.draw(surface)
        for floater in self.timeline.floaters:
            draw_floater(surface, floater, rise=12, size=40, fade=0.4, max_width=FLOAT_WIDTH)
        if self.timeline.banners:
            self.draw_banner(surface, self.timeline.banners[0])
        self.coach.draw(surface)
        if self.demo:
            self.draw_demo_banner(surface)

    def draw_bot_preview(self, surface) -> None:
        """A bot's next move, held on screen at a relaxed pace: a thick frame in
        its colour round what it will mark, tagged with its name."""
        rects = self.preview_rects()
        if not rects or self.bot_preview is None:
            return
        seat = self.bot_preview[0]
        colour = theme.player_colour(self.match.seats[seat].colour, self.app.settings.colour_blind)
        pulse = 0.5 + 0.5 * abs(((self.clock * 2.2) % 2) - 1)
        for rect in rects:
            frame = rect.inflate(10 + 6 * pulse, 10 + 6 * pulse)
            pygame.draw.rect(surface, theme.INK, frame.inflate(4, 4), 3, border_radius=10)
            pygame.draw.rect(surface, colour, frame, 6, border_radius=10)
        tag = theme.fit(self.match.seats[seat].name, 30, 200)
        first = rects[0].inflate(16, 16)
        label = theme.text(tag, 30, theme.CREAM).get_rect()
        label.inflate_ip(16, 6)
        label.midbottom = first.midtop
        label.clamp_ip(theme.SCREEN)
        pygame.draw.rect(surface, theme.INK, label, border_radius=8)
        pygame.draw.rect(surface, colour, label, 3, border_radius=8)
        theme.draw_text(surface, tag, label.center, 30, theme.CREAM, "center")

    def status_text(self) -> str:
        state = self.state
        if self.match.is_over():
            return "Game over"
        rounds = f"Round {state.round + 1} of {state.rounds_total if state.final_round < 0 else state.final_round + 1}"
        if state.phase == "load":
            return rounds + ": load a burro"
        return f"{rounds}, turn {max(1, state.turn)}"

    def draw_tray(self, surface) -> None:
        self.tray.draw(surface)  # its glowing and picked-up dice are set in update (lay_out)
        if self.state.phase == "build" and not self.rolling:
            sheet = self.state.sheets[self.shown]
            for die in self.tray.dice:
                if sheet.used[die.key] if die.key < len(sheet.used) else False:
                    draw_die(
                        surface, die.position, self.tray.die_size, d6(self.state.dice[die.key]), die.angle, dim=True
                    )
                    theme.draw_text(surface, "used", die.position, 30, theme.CREAM, "center", shadow=True)

    def draw_die_keys(self, surface) -> None:
        """Each tray die's number key on a dark badge at its corner, drawn over
        the focus frame so the keyboard player can always read it."""
        if self.state.phase != "build" or self.rolling:
            return
        for die in self.tray.dice:
            x, y = die.position
            centre = (round(x + DIE // 2 + 8), round(y + DIE // 2 - 4))
            pygame.draw.circle(surface, theme.INK, centre, 13)
            pygame.draw.circle(surface, theme.GOLD_LIGHT, centre, 13, 2)
            theme.draw_text(surface, str(die.key + 1), centre, theme.MIN_TEXT, theme.GOLD_LIGHT, "center")

    def draw_bunkhouse(self, surface) -> None:
        pygame.draw.rect(surface, (74, 48, 30), BUNKHOUSE, border_radius=10)
        pygame.draw.rect(surface, theme.WOOD_LIGHT, BUNKHOUSE, 3, border_radius=10)
        roof = [
            (BUNKHOUSE.x + 8, BUNKHOUSE.y + 26),
            (BUNKHOUSE.x + 40, BUNKHOUSE.y + 6),
            (BUNKHOUSE.x + 72, BUNKHOUSE.y + 26),
        ]
        pygame.draw.polygon(surface, (140, 60, 40), roof)
        theme.draw_text(surface, "Bunkhouse", (BUNKHOUSE.x + 82, BUNKHOUSE.y + 6), 30, theme.CREAM)
        moving = len(self.movers)
        for i in range(len(self.state.bunkhouse)):
            if i >= len(self.state.bunkhouse) - moving and self.movers:
                continue
            draw_die(surface, bunkhouse_slot(i), DIE, d6(1))

    def draw_players(self, surface) -> None:
        actors = self.match.to_act()
        for seat, info in enumerate(self.match.seats):
            rect = self.player_row(seat)
            shown = seat == self.shown
            pygame.draw.rect(surface, theme.PARCHMENT if shown else theme.PARCHMENT_DARK, rect, border_radius=10)
            if shown:
                pygame.draw.rect(surface, theme.GOLD, rect, 4, border_radius=10)
            theme.draw_player_badge(
                surface, (rect.x + 24, rect.centery), info.colour, 34, self.app.settings.colour_blind
            )
            theme.draw_text(surface, theme.fit(info.name, 28, rect.w - 120), (rect.x + 46, rect.y + 4), 28, theme.INK)
            sheet = self.state.sheets[seat]
            status = "done" if seat not in actors else ("bot" if info.is_bot else "building")
            if self.state.phase == "load":
                status = "sent" if sheet.sent else "loading"
            if self.match.is_over():
                status = ""
            theme.draw_text(
                surface,
                status,
                (rect.x + 46, rect.bottom - 2),
                theme.MIN_TEXT,
                theme.DIM if status == "done" else theme.COPPER,
                "bottomleft",
            )
            theme.draw_text(surface, f"${sheet.cash}", (rect.right - 10, rect.centery), 34, theme.INK, "midright")
            if status in ("done", "sent"):
                pygame.draw.lines(
                    surface,
                    (40, 120, 40),
                    False,
                    [
                        (rect.right - 96, rect.bottom - 14),  # on the status line, clear of the name
                        (rect.right - 88, rect.bottom - 6),
                        (rect.right - 74, rect.bottom - 22),
                    ],
                    4,
                )

    def fresh_progress(self, seat: int) -> dict:
        """The marks still being written, 0..1; a written one draws whole."""
        progress = {}
        for key, start in self.fresh.get(seat, {}).items():
            p = (self.clock - start) * self.app.anim_speed / MARK_SECONDS
            if p < 1:
                progress[key] = p
        return progress

    def draw_big_sheet(self, surface) -> None:
        seat = self.shown
        hand = self.hand_of_seat(seat)
        acting = self.acting(seat)
        glow = self.deposit_targets(seat, hand.held) if acting else {}
        loading = self.state.sheets[seat].loading if self.state.phase == "load" else None
        if acting and self.state.phase == "load":  # every unused burro may be chosen
            glow = {("burro", move["burro"]): "choose" for move in self.legal(seat) if move["kind"] == "choose_burro"}
        glow = self.tutorial_glow(glow)
        info = self.match.seats[seat]
        draw_sheet(
            surface,
            self.layout,
            self.state,
            seat,
            info.name,
            info.colour,
            self.app.settings.colour_blind,
            self.fresh_progress(seat),
            glow,
            self.clock,
            loading,
        )
        self.draw_store_corner(surface, seat, hand, glow, acting)
        ring = self.focus_ring(seat, hand) if acting else []
        if ring and self.hand_of_seat(seat) is hand and self.state.phase == "build":
            item = ring[min(hand.focus, len(ring) - 1)]
            rect = self.focus_rect(item)
            if rect is not None:
                pygame.draw.rect(surface, (40, 110, 220), rect.inflate(10, 10), 4, border_radius=8)
        layout, sheet = self.layout, self.state.sheets[seat]
        if self.panel_open == "load":
            item = self.load_ring(seat)[self.load_focus_of(seat, hand)]
            row = {"load_row": item[-1], "send": 4}.get(item[0], -1)
            draw_load(surface, layout.panel, self.state, seat, row)
            if item[0] == "burro":
                rect = layout.burro_rects[item[1]]
                pygame.draw.rect(surface, (40, 110, 220), rect.inflate(8, 8), 4, border_radius=8)
        elif self.panel_open == "blackjack":
            draw_blackjack(
                surface, layout.blackjack_panel, sheet, min(1, hand.focus), self.last_bj_die, self.hit_odds(seat)
            )
        elif self.panel_open == "store":
            rows = store_rows(self.state, seat, hand.held[0], hand.choice)
            title = "General Store (" + ("a game alone" if self.state.solo else "a game with friends") + ")"
            draw_store(surface, layout.store_panel, rows, hand.store_focus % len(rows), title)

    def focus_rect(self, item) -> pygame.Rect | None:
        kind = item[0]
        if kind == "die":
            for die in self.tray.dice:
                if die.key == item[1]:
                    x, y = die.position
                    return pygame.Rect(x - 30, y - 30, 60, 60)
        if kind == "deposit":
            return self.layout.deposits[item[1]]
        if kind == "dig":  # the dig boxes: Enter there digs, as a click there does
            return self.layout.dig_areas[item[1]]
        return self.button_rects().get(kind)

    def draw_store_corner(self, surface, seat, hand, glow, acting) -> None:
        sheet = self.state.sheets[seat]
        area = self.layout.store
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
        theme.draw_text(
            surface,
            theme.fit("  ".join(marks) or "No store goods yet", theme.MIN_TEXT, area.w - 34),
            (area.x, area.y + 6),
            theme.MIN_TEXT,
            theme.INK,
        )
        buttons = self.button_rects()
        can_visit = "store" in glow
        for name, label in (("store", "General Store"), ("undo", "Undo"), ("done", "Done")):
            rect = buttons[name]
            if self.state.phase == "load" and name != "done":
                continue
            live = acting and (name != "store" or can_visit)
            if name == "undo":  # a grey Undo has nothing to take back
                live = live and self.match.undo_point(seat) is not None
            if name == "done":  # a blackjack hand is finished first; a burro is chosen before it is sent
                live = live and sheet.blackjack is None
                live = live and not (self.state.phase == "load" and send_problem(self.state, seat))
            fill = theme.GOLD if (name == "store" and can_visit) else (theme.COPPER if live else UNAVAILABLE)
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            pygame.draw.rect(surface, theme.BROWN_DARK, rect, 3, border_radius=10)
            text = "Send burro" if (name == "done" and self.state.phase == "load") else label
            theme.draw_text(
                surface, text, rect.center, 32, theme.INK if name == "store" and can_visit else theme.CREAM, "center"
            )
        if acting and any(m["kind"] == "tonic" for m in self.legal(seat)):
            rect = buttons["tonic"]
            pygame.draw.rect(surface, (60, 130, 80), rect, border_radius=10)
            theme.draw_text(surface, "Tonic: keep the 1", rect.center, 28, theme.CREAM, "center")
        live = rules.live_bandit_burros(self.state, sheet)
        if live:
            bandit_hat(surface, (area.right - 24, area.y + 16), 26)

    def draw_banner(self, surface, banner) -> None:
        alpha = int(255 * min(1.0, banner.time_left / 0.3))
        surface.blit(theme.veil((theme.WIDTH, 120), (20, 14, 10), min(200, alpha)), (0, 250))
        theme.draw_text(
            surface, banner.text, (theme.WIDTH // 2, 262), 60, theme.GOLD, "midtop", shadow=True, alpha=alpha
        )
        if banner.sub:
            theme.draw_text(surface, banner.sub, (theme.WIDTH // 2, 322), 34, theme.CREAM, "midtop", alpha=alpha)
