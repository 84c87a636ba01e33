"""Simple burro loading the bots share: the best ore aboard, a bandit baited
with one piece of the best kind, and the steps that get a burro so loaded."""

from __future__ import annotations

from game.coal_n_write import rules
from game.coal_n_write.content import MINERALS
from game.coal_n_write.moves import PlayerMove


def bait_cargo(held: dict, capacity: int, bandit: bool) -> list[str]:
    """The best ore that fits; with a live bandit, one piece of the best kind
    held (he takes only that kind) and the best of the cheaper kinds."""
    cargo: list[str] = []
    kinds = [m for m in MINERALS if held.get(m, 0)]  # most valuable first
    if bandit and kinds:
        cargo.append(kinds[0])
        kinds = kinds[1:]
    for m in kinds:
        cargo += [m] * min(held[m], capacity - len(cargo))
    return cargo


def best_today(view, sheet) -> tuple[int, list[str]]:
    """The unused burro and cargo that fetch the most at this delivery."""
    best: tuple[int, int, list[str]] | None = None
    for burro in rules.unused_burros(view, sheet):
        cargo = bait_cargo(sheet.held(), rules.capacity(sheet), rules.bandits_on(sheet, burro) > 0)
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
