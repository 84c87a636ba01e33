"""What sits over the Bindle Rails Express mat: the header (name, turn track, VP),
the glow of the places a die can pay for, the buttons, the prompt line, the focus
ring, the rings of a bot's or a hint's move, and the first-game coach's tips."""

from __future__ import annotations

import math

import pygame

from game.bindle_rails import rules
from game.bindle_rails.phases import Phase
from game.core import CHANCE
from scenes.bindle_rails import layout as L
from scenes.bindle_rails.picture import route_key
from scenes.bindle_rails.targets import BUTTONS
from scenes.kit import ui
from scenes.kit.coach import Tip
from scenes.kit.game_scene import MENU_BUTTON
from sprites import theme


def exit_point(rect: pygame.Rect, inside, towards) -> tuple[int, int] | None:
    """Where the line from `inside` (in rect) towards a point leaves rect."""
    seg = rect.inflate(-2, -2).clipline(inside, towards)
    if not seg:
        return None
    return seg[1] if seg[0] == tuple(inside) else seg[0]


class Overlays:
    def __init__(self, table) -> None:
        self.table = table

    def prompt_text(self) -> str:
        table = self.table
        if table.demo:
            return ""
        if table.board.busy:
            return table.board.caption
        state = table.state
        if table.match.is_over():
            return "Game over"
        if table.guide is not None and (table.guide.tutor.step() is None or CHANCE in table.match.to_act()):
            return ""  # Learn to play's dice roll once its card is read (and none after the last card)
        if not table.human_turn():
            return "Rolling..." if CHANCE in table.match.to_act() else "The bot is thinking..."
        phase = state.phase
        if phase == Phase.ROUTE_KEEP:
            return f"Route roll {state.route_rolls} of {rules.ROLLS}: keep dice, then Reroll"
        if phase == Phase.ROUTE_ORDER:
            return f"Tap route dice top to bottom ({len(state.route_order)} of {state.route_count} placed)"
        if phase == Phase.EVENT_KEEP:
            return f"Roll {state.event_rolls} of {rules.ROLLS}: keep at least one, reroll the rest"
        if phase == Phase.SPEND:
            if table.board.selected:
                return "Tap a glowing place for this die"
            # with every die spent, there is no die left to pick up
            todo = "Pick up a die, or End turn" if "keep" in state.event_place else "Every die is used: End turn"
            if state.mats and state.next_route is not None:  # the mat names each route
                return f"Next: {rules.MAT_PLACES[state.company][state.built]}. {todo}"
            return todo
        if phase == Phase.GOALS:
            return "Tap a goal to set it aside (keep at least two)"
        if phase == Phase.COMPANY:
            return "Choose your railroad"
        return ""

    def draw_prompt(self, surface) -> None:
        prompt = "" if self.table.showing_tally() else self.prompt_text()
        if prompt:
            theme.draw_text(surface, prompt, (L.PROMPT.left + 8, L.PROMPT.top + 6), 28, theme.GOLD_LIGHT)

    def draw_header(self, surface) -> None:
        table = self.table
        state, turn_shown = table.state, table.board.picture.turn
        table.draw_name(surface, (16, 10), 42)
        for turn in range(1, state.turns + 1):
            box = L.turn_box(turn, state.turns)
            done = turn < turn_shown
            now = turn == turn_shown
            pygame.draw.rect(
                surface, theme.GOLD if now else theme.WOOD_LIGHT if done else theme.WOOD, box, border_radius=6
            )
            pygame.draw.rect(surface, theme.BROWN_DARK, box, 2, border_radius=6)
            theme.draw_text(surface, str(turn), box.center, 28, theme.INK if now else theme.CREAM, "center")
        first = L.turn_box(1, state.turns)
        theme.draw_text(surface, "Turn", (first.left - 8, first.centery), 28, theme.CREAM, "midright")
        if not table.demo:
            vp = rules.score(state) if state.company >= 0 else 0
            theme.draw_text(
                surface,
                f"{vp} / {rules.GAME['goal_target']} VP",
                (MENU_BUTTON.left - 16, 16),
                40,
                theme.GOLD_LIGHT,
                "topright",
                shadow=True,
            )
            table.draw_menu_button(surface)

    def draw_glows(self, surface) -> None:
        """The places the die in hand can pay for."""
        for spot in self.table.controls.spots:
            if spot.key[0] == "use" and spot.glow:
                glow = 2 + 2 * math.sin(self.table.board.clock * 5)
                pygame.draw.rect(
                    surface, theme.GOLD, spot.rect.inflate(glow * 2 + 4, glow * 2 + 4), 4, border_radius=10
                )

    def draw_buttons(self, surface) -> None:
        focus = self.table.layer.focus_key
        for spot in self.table.controls.spots:
            if spot.key[0] != "button" or not spot.label:
                continue
            button = ui.Button(spot.label, None, spot.rect, spot.legal, size=30, primary=spot.glow)
            button.draw(surface, spot.key == focus)

    def draw_focus(self, surface) -> None:
        layer = self.table.layer
        spot = layer.find(layer.focus_key)
        if spot is None or spot.key[0] == "button":
            return
        rect = spot.rect.inflate(10, 10)
        pygame.draw.rect(surface, theme.CREAM, rect, 4, border_radius=10)
        for x, y, dx, dy in ((rect.left, rect.top, 1, 1), (rect.right - 1, rect.bottom - 1, -1, -1)):
            pygame.draw.lines(surface, theme.GOLD, False, [(x, y + 16 * dy), (x, y), (x + 16 * dx, y)], 6)

    # --- a bot's or a hint's move, held on screen ------------------------------------------
    def preview_rects(self, move: dict) -> list[pygame.Rect]:
        """Where a move will act on the mat: the die it uses and the place it goes."""
        state, dice, kind = self.table.state, self.table.board.dice, move.get("kind", "")
        rects = []
        if "die" in move:
            rect = dice.die_area(("r" if kind.endswith("_route") else "e", move["die"]))
            rects += [rect] if rect else []
        if kind == "assign":
            rects += [rect for use, rect in L.use_targets(state.privates_on) if use == move["use"]]
        elif kind == "place_route":
            rects.append(L.route_slot_rect(len(state.route_order), state.route_count))
        elif kind == "unplace_route" and state.route_order:
            rect = dice.die_area(route_key(state.route_order[-1]))
            rects += [rect] if rect else []
        elif kind == "company":
            rects.append(L.company_card(move["company"]))
        elif kind == "drop_goal" and move["card"] in state.goals_drawn:
            rects.append(L.goal_card(state.goals_drawn.index(move["card"])))
        elif kind == "keep_goals":
            rects.append(L.KEEP_GOALS)
        elif kind in BUTTONS:
            rects.append(L.button_rect(BUTTONS[kind].row))
        return rects

    def draw_bot_preview(self, surface) -> None:
        """The move a bot is about to make, held on screen: the button it presses, and a
        ring round the die it uses and the place that die goes."""
        if self.table.bot_preview is None:
            return
        move = self.table.bot_preview[1]
        if move.get("kind") in BUTTONS:
            shown = BUTTONS[move["kind"]]
            ui.Button(shown.label, None, L.button_rect(shown.row), True, size=30, primary=True).draw(surface, True)
        pulse = 3 + 3 * math.sin(self.table.board.clock * 6)
        rings = [rect.inflate(12 + pulse * 2, 12 + pulse * 2) for rect in self.preview_rects(move)]
        for ring in rings:
            pygame.draw.rect(surface, theme.INK, ring.inflate(6, 6), 4, border_radius=14)
            pygame.draw.rect(surface, theme.GOLD_LIGHT, ring, 5, border_radius=12)
        if len(rings) == 2:  # from the die to where it goes, edge to edge: the line crosses neither
            start, end = rings[0].center, rings[1].center
            tail, head = exit_point(rings[0], start, end), exit_point(rings[1], end, start)
            if tail and head and not rings[0].colliderect(rings[1]):
                theme.draw_arrow(surface, tail, head, theme.GOLD_LIGHT)


def coach_tips(table) -> list[Tip]:
    """Each tip sits where nothing can be tapped at its moment, and never on the dice: over
    the company values while dice are rolled and kept, over the empty tray while they are
    spent. Its pointer stops just outside what it points at."""

    def at(phase):
        return lambda: table.idle() and table.state.phase == phase and table.app.scenes.top is table

    def over_values() -> pygame.Rect:
        return L.VALUE_PANEL.inflate(-8, -8)

    def over_tray() -> pygame.Rect:
        return L.TRAY.inflate(-24, -24)

    def beside(rect: pygame.Rect):
        return lambda: (rect.right + 8, rect.centery)

    def above_first_glow():
        glowing = [h for h in table.controls.spots if h.glow and h.key[0] == "e"]
        rect = glowing[0].rect if glowing else L.KEEP
        return (rect.centerx, rect.top - 14)

    return [
        Tip(
            "company",
            "Pick the railroad you will build for. You play alone: reach 50 VP!",
            at(Phase.COMPANY),
            lambda: None,
            lambda: pygame.Rect(340, 520, 600, 180),
        ),
        Tip(
            "route_keep",
            "These are your route dice. Tap the ones you like to keep them, then Reroll the "
            "rest. Low numbers are easy to build.",
            at(Phase.ROUTE_KEEP),
            beside(L.TRAY),
            over_values,
        ),
        Tip(
            "route_order",
            "Now tap the dice in the order you will build them, top to bottom: easy ones first.",
            at(Phase.ROUTE_ORDER),
            beside(L.KEEP),
            over_values,
        ),
        Tip(
            "event_keep",
            "Your event dice! Keep at least one, reroll the others. Gears buy technology, "
            "bridges cross rivers, engines climb mountains.",
            at(Phase.EVENT_KEEP),
            beside(L.TRAY),
            over_values,
        ),
        Tip(
            "spend",
            "Pick up a die: every place it can pay for glows. Then tap a glowing place.",
            lambda: at(Phase.SPEND)() and table.board.selected is None,
            above_first_glow,
            over_tray,
        ),
        Tip(
            "safety",
            "Keep your own company above $3: the company value dice can sink it, and then you lose!",
            lambda: at(Phase.SPEND)() and table.state.values[table.state.company] <= 2,
            lambda: (L.VALUE_PANEL.left - 6, L.value_row(table.state.company).centery),
            over_tray,
        ),
    ]
