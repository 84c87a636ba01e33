"""Who may act for which seat right now, at one shared screen.

A human seat whose own gamepad is connected answers only to that pad. Every
other human seat plays on the shared controls: the keyboard and mouse, and any
connected gamepad no seat owns. A seat whose pad is unplugged (or a game
continued after a restart) falls back to the shared controls until a free pad
rejoins it. Nobody acts for a bot. Secrets at the shared screen go behind a
hand-off (a pass screen) whenever more than one person plays.

Every game scene asks this one router (GameScene.router); none decides it."""

from __future__ import annotations

from collections.abc import Callable, Collection

from scenes.kit.input import KBM

SHARED = KBM  # the shared controls' name: also the keyboard and mouse's action source


def anyone(source: str) -> bool:
    """A screen's default `accepts`: every control may answer."""
    return True


def pad_source(instance_id: int) -> str:
    return f"pad:{instance_id}"


class SeatRouter:
    """`seats` is the match's list of Seat (name, kind, controller); `pads`
    gives the instance ids of the gamepads connected now."""

    def __init__(self, seats: list, pads: Callable[[], Collection[int]]):
        self.seats = seats
        self.pads = pads

    # --- what each seat plays with ---------------------------------------------------
    def own_pad(self, seat: int) -> str | None:
        """ "pad:<id>" when the seat is human and its own gamepad is connected now,
        else None (it plays on the shared controls, or it is a bot)."""
        info = self.seats[seat]
        controller = info.controller
        if info.is_bot or not controller.startswith("pad:"):
            return None
        try:
            pad_id = int(controller.split(":", 1)[1])
        except ValueError:
            return None
        return controller if pad_id in self.pads() else None

    def controls(self, seat: int) -> str:
        """The controls a seat plays with now: its own pad, or SHARED."""
        return self.own_pad(seat) or SHARED

    def claimed(self) -> set[str]:
        """The connected pads that belong to a seat."""
        return {pad for seat in range(len(self.seats)) if (pad := self.own_pad(seat)) is not None}

    def controls_of(self, source: str) -> str:
        """The controls an action came from: a seat's own pad, or SHARED for the
        keyboard, the mouse and every pad no seat owns."""
        return source if source in self.claimed() else SHARED

    # --- who may act ----------------------------------------------------------------------
    def may_act(self, seat: int, source: str) -> bool:
        """May an action from `source` act for `seat`?"""
        if self.seats[seat].is_bot:
            return False
        return self.controls(seat) == self.controls_of(source)

    def accepts(self, seat: int) -> Callable[[str], bool]:
        """`may_act` for one seat, for a screen that takes one player's input
        (asked at each action, so a pad unplugged meanwhile hands over to the shared controls)."""
        return lambda source: self.may_act(seat, source)

    def seat_of_pad(self, source: str, among: Collection[int] | None = None) -> int | None:
        """The human seat (of `among`, when given) whose own pad `source` is."""
        seats = range(len(self.seats)) if among is None else among
        return next((seat for seat in seats if self.own_pad(seat) == source), None)

    def seat_for(self, source: str, waiting: list[int], prefer: int | None = None) -> int | None:
        """Of the seats `waiting` to act together, the one an action from `source`
        acts for: the seat of its own pad, else a seat on the shared controls
        (`prefer` when it is one of them, else the first)."""
        controls = self.controls_of(source)
        mine = [seat for seat in waiting if self.may_act(seat, source)]
        if controls != SHARED or not mine:
            return mine[0] if mine else None
        return prefer if prefer in mine else mine[0]

    # --- hand-offs ----------------------------------------------------------------------
    def humans(self) -> int:
        return sum(1 for info in self.seats if not info.is_bot)

    def needs_hand_off(self, seat: int, secret: bool = True) -> bool:
        """A pass screen before `seat`'s choice: whenever other people play and
        the choice shows a secret (the screen is shared, even for a seat with its
        own pad), or it is not a secret but the shared controls must be handed
        over to a seat without a pad of its own."""
        if self.humans() < 2:
            return False
        return secret or self.own_pad(seat) is None

    def rejoin(self, source: str) -> int | None:
        """A connected pad no seat owns takes the first human seat whose own pad
        is missing (unplugged, or a game continued after a restart); returns
        that seat, or None."""
        if not source.startswith("pad:"):
            return None
        owned = {info.controller for info in self.seats}
        if source in owned:
            return None
        connected = {pad_source(pad) for pad in self.pads()}
        for seat, info in enumerate(self.seats):
            if not info.is_bot and info.controller.startswith("pad:") and info.controller not in connected:
                info.controller = source
                return seat
        return None
