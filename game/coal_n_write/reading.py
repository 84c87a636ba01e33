"""Reading the sheets and the table: which deposits are open, which dice are
free, what a burro carries, who rides on it. Nothing here changes the state."""

from __future__ import annotations

from game.coal_n_write.content import (
    BANDITS,
    BURRO_SLOTS,
    DEPOSITS,
    DICE,
    STASH_SIZE,
    TACK_SLOTS,
    TUNNEL_DEPOSITS,
    VALUE,
)
from game.coal_n_write.state import Sheet, State


def is_open(sheet: Sheet, deposit: int) -> bool:
    """A deposit can be worked when it is unclaimed and every deposit between
    it and the main tunnel is claimed."""
    d = DEPOSITS[deposit]
    if sheet.claimed[deposit]:
        return False
    return d.step == 0 or sheet.claimed[TUNNEL_DEPOSITS[d.tunnel][d.step - 1]]


def open_deposits(sheet: Sheet) -> list[int]:
    """The first unclaimed deposit of each tunnel (the only ones open)."""
    claimed = sheet.claimed
    found = []
    for index in TUNNEL_DEPOSITS:
        for deposit in index:
            if not claimed[deposit]:
                found.append(deposit)
                break
    return sorted(found)


def dug_out(sheet: Sheet, deposit: int) -> bool:
    return sheet.dug[deposit] >= DEPOSITS[deposit].digs


def bandits_on(sheet: Sheet, burro: int) -> int:
    """Live bandits on a burro: its printed hats and, once it went out, the
    blackjack busts it carried; an unused burro would carry the busts now
    waiting for the next burro. Pistols scratch them."""
    busts = sheet.extra_bandits[burro] if sheet.burro_round[burro] >= 0 else sheet.bust_bandits
    return max(0, BANDITS[burro] + busts - sheet.pistols[burro])


def burros_owned(state: State) -> int:
    return state.rounds_total


def unused_burros(state: State, sheet: Sheet) -> list[int]:
    """The burros not sent out yet: the player chooses one at each round's end."""
    return [b for b in range(burros_owned(state)) if sheet.burro_round[b] < 0]


def capacity(sheet: Sheet) -> int:
    return BURRO_SLOTS + (TACK_SLOTS if sheet.tack else 0)


def stash_value(sheet: Sheet) -> int:
    return sum(VALUE[letter] * count for letter, count in sheet.held().items())


def free_dice(state: State, sheet: Sheet) -> list[int]:
    """The dice in hand this player hasn't used this turn."""
    return [i for i in range(DICE) if not sheet.used[i] and i not in state.bunkhouse]


def bunkhouse_candidate(state: State) -> int | None:
    """The die that goes to the Bunkhouse at the end of this turn (only one a turn)."""
    ones = [i for i in state.hand if state.dice[i] == 1]
    return ones[0] if ones else None


def visits_left(state: State, sheet: Sheet, die: int) -> int:
    """A pair or a triple allows one store visit (a triple two with the
    option): each visit sets aside a die of the matching set."""
    value = state.dice[die]
    matching = [i for i in range(DICE) if state.dice[i] == value and i not in state.bunkhouse]
    visited = len([i for i in matching if sheet.used[i].startswith("store")])
    return min(len(matching) - 1, state.triple_visits) - visited


def live_bandit_burros(state: State, sheet: Sheet) -> list[int]:
    """Unused burros a bandit would ride on: the Pistol's targets."""
    return [b for b in unused_burros(state, sheet) if bandits_on(sheet, b) > 0]


def coal_reporters(state: State) -> list[int]:
    """The seats that reported to the Coal Baron this turn: they tie."""
    return [seat for seat, sheet in enumerate(state.sheets) if sheet.coal_report]


def stash_full(sheet: Sheet) -> bool:
    return len(sheet.stash) >= STASH_SIZE
