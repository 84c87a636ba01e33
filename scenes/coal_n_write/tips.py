"""The first-game coach's tips on the Coal n' Write table: which one fits
what the table shows, and where it sits: a bubble clear of every legal
target, of the dice and of what it talks about, and a pointer that stops
just short of the thing it points at instead of crossing it (the geometry
below is pure; CoachTips says what to keep clear and where a bubble may go)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.coal_n_write import rules
from game.coal_n_write.phases import Phase
from scenes.coal_n_write.layout import TRAY
from scenes.kit.coach import Tip
from sprites import theme

if TYPE_CHECKING:
    from scenes.coal_n_write.scene import CoalNWriteScene

TEXT_SIZE = 30  # the size the coach writes a tip in when its box is tall enough
GAP = 14  # the pointer's dot stops this far from the thing it points at


def bubble_rect(text: str, box: pygame.Rect) -> pygame.Rect:
    """The bubble the coach draws in `box` (scenes.kit.coach: 58 px of frame
    and title, then the text's lines), as tall as the text at TEXT_SIZE needs."""
    lines = theme.wrap_lines(text, TEXT_SIZE, box.w - 36)  # as the coach wraps it (by hand, to shrink-fit)
    return pygame.Rect(box.x, box.y, box.w, 58 + TEXT_SIZE * len(lines))


def anchor_facing(subject: pygame.Rect, bubble: pygame.Rect) -> tuple[int, int]:
    """A point just outside the subject's side that faces the bubble."""
    x = min(max(bubble.centerx, subject.left + 6), subject.right - 6)
    y = min(max(bubble.centery, subject.top + 6), subject.bottom - 6)
    if bubble.top >= subject.bottom:
        return x, subject.bottom + GAP
    if bubble.bottom <= subject.top:
        return x, subject.top - GAP
    if bubble.left >= subject.right:
        return subject.right + GAP, y
    return subject.left - GAP, y


def pointer(bubble: pygame.Rect, anchor: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int]]:
    """The coach's pointer line: from the bubble's edge nearest the anchor to the anchor."""
    ax, ay = anchor
    start = (min(max(ax, bubble.left + 18), bubble.right - 18), min(max(ay, bubble.top + 4), bubble.bottom - 4))
    return start, anchor


def place_tip(
    text: str, boxes: list[pygame.Rect], keep_clear: list[pygame.Rect], subjects: list[pygame.Rect]
) -> tuple[pygame.Rect, tuple[int, int] | None]:
    """The first of `boxes` whose bubble covers nothing in `keep_clear` or
    `subjects`, with a pointer to the subject nearest it that crosses no
    subject; (bubble, None) with no pointer when none can point cleanly,
    and the first box when none is clear at all."""
    screen = theme.SCREEN.inflate(-16, -16)
    for box in boxes:
        bubble = bubble_rect(text, box)
        if not screen.contains(bubble) or bubble.collidelist(keep_clear + subjects) >= 0:
            continue
        if not subjects:
            return bubble, None
        for subject in sorted(subjects, key=lambda s: _distance(s, bubble)):
            anchor = anchor_facing(subject, bubble)
            start, end = pointer(bubble, anchor)
            if not any(other.clipline(start, end) for other in subjects):
                return bubble, anchor
    return bubble_rect(text, boxes[0]), None


def _distance(a: pygame.Rect, b: pygame.Rect) -> float:
    return ((a.centerx - b.centerx) ** 2 + (a.centery - b.centery) ** 2) ** 0.5


# the first-game coach: key -> (sentence, what it points at: tray, target, done, load, "")
HINTS = {
    "load": ("Round over! Choose a glowing burro, load it with +, then send it off.", "load"),
    "blackjack": ("Hit for another die or Stay: the odds of a hit are on the table.", ""),
    "target": ("Now tap a glowing number to claim it, or the dig boxes above it to dig.", "target"),
    "tray": ("Pick up a die: click it in the tray, or press 1, 2, 3.", "tray"),
    "other_dice": ("Use your other dice too, or press Done.", "done"),
    "done": ("All dice placed. Press Done to end your turn.", "done"),
}


def coach_key(phase: str, held: list, used_any: bool, free_any: bool, blackjack: bool) -> str:
    """Which hint fits what the table shows ("" for none)."""
    if phase == Phase.LOAD:
        return "load"
    if phase != Phase.BUILD:
        return ""
    if blackjack:
        return "blackjack"
    if held:
        return "target"
    if free_any:
        return "tray" if not used_any else "other_dice"
    return "done"


def coach_hint(phase: str, held: list, used_any: bool, free_any: bool, blackjack: bool) -> tuple[str, str]:
    """(sentence, what to point at) for what the table shows."""
    return HINTS.get(coach_key(phase, held, used_any, free_any, blackjack), ("", ""))


class CoachTips:
    """The tips the kit's Coach shows, and when and where each one shows."""

    def __init__(self, scene: CoalNWriteScene):
        self.scene = scene
        self.board = scene.board

    def tips(self) -> list[Tip]:
        def tip(key: str, text: str, point: str) -> Tip:
            return Tip(
                key,
                text,
                lambda: self.moment() == key,
                lambda: self.place(text, point)[1],
                lambda: self.place(text, point)[0],
            )

        return [tip(key, text, point) for key, (text, point) in HINTS.items()]

    def on_events(self, events: list[dict]) -> None:
        """A person's first burro delivered: the coach has said all it had to say."""
        scene = self.scene
        for event in events:
            if event["kind"] == "delivery" and scene.coach.active and not scene.match.seats[event["player"]].is_bot:
                scene.coach.finish()

    def moment(self) -> str:
        """The hint for the large sheet's player, when they are building at the TV (not on a phone)."""
        scene, seat = self.scene, self.board.shown
        if scene.busy() or seat not in scene.table_to_act():
            return ""
        hand = scene.controls.hand_of_seat(seat)
        sheet = scene.state.sheets[seat]
        return coach_key(
            scene.state.phase,
            hand.held,
            any(sheet.used),
            bool(scene.controls.free_dice_of(seat)),
            sheet.blackjack is not None,
        )

    def place(self, text: str, point: str) -> tuple[pygame.Rect, tuple[int, int] | None]:
        """The tip's bubble and the point its pointer stops at (place_tip):
        clear of the dice, every legal target and what it talks about."""
        layout, seat, state = self.board.layout, self.board.shown, self.scene.state
        sheet = state.sheets[seat]
        glow = self.glow_rects(seat)
        subjects = {
            "tray": [TRAY],
            "target": list(glow.values()),
            "done": [self.board.button_rects()["done"]],
            "load": [layout.burro_rects[b] for b in rules.unused_burros(state, sheet)] if sheet.chosen < 0 else [],
        }.get(point, [])
        width = 460
        mine_top = pygame.Rect(layout.mine.x + 6, layout.mine.y + 6, 300, 0)
        low = layout.burros.y + 24  # a little below the sheet's buttons, so a pointer up to them shows
        burros_left = pygame.Rect(layout.burros.x, low, width, 0)
        burros_right = pygame.Rect(layout.burros.right - width, low, width, 0)
        stash = pygame.Rect(layout.stash.x, layout.stash.y, layout.stash.w, 0)
        boxes = {
            "tray": [mine_top, stash, burros_left],
            "target": [burros_left, burros_right, stash, mine_top],
            "done": [burros_right, burros_left, stash],
            "load": [pygame.Rect(TRAY.x, TRAY.y, TRAY.w, 0), stash],
        }.get(point, [burros_left, burros_right])
        return place_tip(text, boxes, self.clearance(seat) + list(glow.values()), subjects)

    def glow_rects(self, seat: int) -> dict:
        """The glowing targets of the large sheet, by what a move names: a
        deposit's number with its dig boxes, or the store."""
        controls = self.scene.controls
        if not controls.acting(seat):
            return {}
        found = {}
        for key in controls.deposit_targets(seat, controls.hand_of_seat(seat).held):
            if key == "store":
                found[key] = self.board.button_rects()["store"]
            else:
                found[key] = self.board.layout.deposits[key].union(self.board.layout.dig_areas[key])
        return found

    def clearance(self, seat: int) -> list[pygame.Rect]:
        """What no tip may cover: the dice, the live buttons, the boards
        over the sheet and, while loading, the burros."""
        scene, board = self.scene, self.board
        layout = board.layout
        rects = list(board.bunkhouse_rects().values())
        if board.tray.dice:
            rects.append(TRAY)
        if scene.controls.acting(seat):
            buttons = board.button_rects()
            rects.append(buttons["done"])
            if scene.match.undo_point(seat) is not None:
                rects.append(buttons["undo"])
            if scene.controls.can_tonic(seat):
                rects.append(buttons["tonic"])
        panel_open = scene.overlays.panel_open
        if panel_open:
            panel = {"load": layout.panel, "blackjack": layout.blackjack_panel}
            rects.append(panel.get(panel_open, layout.store_panel))
        if scene.state.phase == Phase.LOAD:
            rects += layout.burro_rects
        return rects
