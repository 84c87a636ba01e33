"""Simple burro loading the bots share: the burro whose best cargo (rules.best_cargo: the
best ore aboard, a bandit baited with one piece of the best kind) fetches the most today,
and the steps that get a burro so loaded."""

from __future__ import annotations

from game.coal_n_write import rules
from game.coal_n_write.content import MINERALS
from game.coal_n_write.moves import PlayerMove


def best_today(view, sheet) -> tuple[int, list[str]]:
    """The unused burro and cargo that fetch the most at this delivery."""
    best: tuple[int, int, list[str]] | None = None
    for burro in rules.unused_burros(view, sheet):
        cargo = rules.best_cargo(sheet, burro)
        worth = rules.delivery(sheet, burro, cargo + sheet.bonus_ore)["value"]
        if best is None or worth > best[0]:
            best = (worth, burro, cargo)
    assert best is not None, "a round ends with an unused burro to load"
    return best[1], best[2]


def load_toward(player: int, sheet, burro: int, target: list[str]) -> PlayerMove:
    """The next loading step toward sending `burro` with `target` aboard."""
    if sheet.chosen != burro:
        return {"player": player, "kind": "choose_burro", "burro": burro}
    loading = list(sheet.loading)
    for m in MINERALS:
        if loading.count(m) > target.count(m):
            return {"player": player, "kind": "unload", "mineral": m}
    for m in MINERALS:
        if loading.count(m) < target.count(m):
            return {"player": player, "kind": "load", "mineral": m}
    return {"player": player, "kind": "send"}
