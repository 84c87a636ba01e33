"""Where each player's cash came from: each burro's delivery, then the
store's income item by item, then what was spent there. Read from the
ledger, which always adds up to the cash (see state.pay)."""

from __future__ import annotations

from game.breakdowns import MONEY, Line, ladder_sentence
from game.coal_n_write.content import RANKS, STORE
from game.coal_n_write.reading import stash_full, stash_value
from game.coal_n_write.state import State

SPENT = "Spent at the store"
_ITEM_NAMES = frozenset(item["name"] for item in STORE.values())
_SAME_AS = {"Coal Baron, shared": "Coal Baron"}  # a shared bonus is the Coal Baron's income, handed back in part


def _row(reason: str, amount: int) -> str:
    if reason.startswith("Burro ") and reason[6:].isdigit():
        return reason
    if amount < 0 and reason in _ITEM_NAMES:
        return SPENT
    return _SAME_AS.get(reason, reason)


def breakdown(state: State, events: list[dict]) -> list[Line]:
    seats = len(state.sheets)
    sent = [n for sheet in state.sheets for n, sent_in in enumerate(sheet.burro_round, 1) if sent_in >= 0]
    burros = max(sent, default=0)  # a row for every burro up to the last one sent, by anyone
    rows: dict[str, list[int]] = {f"Burro {n}": [0] * seats for n in range(1, burros + 1)}
    for seat, sheet in enumerate(state.sheets):
        for amount, reason in zip(sheet.ledger, sheet.ledger_why):
            rows.setdefault(_row(reason, amount), [0] * seats)[seat] += amount
    spent = rows.pop(SPENT, None)
    if spent is not None:
        rows[SPENT] = spent  # last, after the income
    lines = [Line(label, tuple(values), unit=MONEY) for label, values in rows.items()]
    cash = [sheet.cash for sheet in state.sheets]
    if seats > 1 and len(set(cash)) < seats:
        stash = tuple(stash_value(sheet) for sheet in state.sheets)
        lines.append(Line("Ore Stash (breaks ties)", stash, counts=False, unit=MONEY))
    return lines


def next_rank(state: State) -> str:
    sheet = state.sheets[0]
    ladder = [(row["from"], row["title"].rstrip("!")) for row in RANKS[1:]]
    step = ladder_sentence(sheet.cash, ladder, MONEY)
    if stash_full(sheet):
        return step
    spots = sheet.spots_left()
    return f"Fill the Ore Stash ({spots} spot{'s' if spots != 1 else ''} left) to earn a rank. {step}"
