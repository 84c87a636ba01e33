"""The question before a secret choice is locked in by a gamepad's Start.

Start is the pause button everywhere else, so a player reaching for the menu could lock in a
pick (and, as the last to choose, end the auction) with one stray press. A click or Enter on
the pick screen's own "Lock in my choice" button needs no question: it is pressed for that."""

from __future__ import annotations

from collections.abc import Callable

from game.stripmine.rules import PLURAL
from game.stripmine.story import coin_words
from scenes.kit.confirm import ConfirmScene


def lock_in_lines(match, seat: int, move: dict) -> list[str]:
    """What locking in does: the coins, that it is final, and whether the reveal follows at once."""
    coins = move.get("coins", [])
    if move["kind"] == "pick":
        said = f"You reveal {f'two {PLURAL[coins[0]]}' if len(set(coins)) == 1 else coin_words(coins)}."
    else:
        said = f"You hold over {coin_words([move['coin']])}."
    others = [other for other in match.to_act() if other != seat]
    when = "Yours is the last choice: all are shown at once." if not others else "It is shown when all have chosen."
    return [said, "A choice locked in can't be changed.", when]


def ask_to_lock_in(
    app, match, seat: int, move: dict, lock_in: Callable[[], None], keep_choosing: Callable[[], None], accepts
) -> None:
    """Ask `seat` before `lock_in` (the safe answer, Keep choosing, has the focus)."""
    title = "Lock in your coins?" if move["kind"] == "pick" else "Lock in your coin?"
    app.scenes.push(
        ConfirmScene(
            app,
            title,
            lock_in_lines(match, seat, move),
            "Lock in",
            lock_in,
            "Keep choosing",
            keep_choosing,
            accepts,
            seat,  # the seat locking in: its phone, when it has one, is asked too
        )
    )
