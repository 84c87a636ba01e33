"""The two gentler Coal n' Write opponents (the strongest lives in strong.py).

Careful Clem (easy) looks no further than the dice in front of him: the
richest deposit a die reaches, a varmint hunt with a pair he can't use in
the mine, a dig where no die reaches, never a dollar spent at the store. He
loads the first burro without a bandit and puts his best ore on it; a
bandit's burro gets one piece of his best kind as bait and cheaper ore.

Blackjack Bart (medium) plans each turn like the strongest bot, but he is a
gambler, not an investor: his pairs go on a bet or a hunt, never on Tack,
Strike Gold, Tonic, Burro #7 or Shares; he
hits a blackjack hand below 18 whatever the odds, and loads each burro for
what it fetches today.
"""

from __future__ import annotations

from game.coal_n_write import rules
from game.coal_n_write.cargo import best_today, load_toward
from game.coal_n_write.content import DEPOSITS, VALUE
from game.coal_n_write.moves import PlayerMove
from game.coal_n_write.phases import Phase
from game.coal_n_write.strong import StrongBot

BART_STAYS_AT = 18  # the gambler hits any blackjack hand below this


class CarefulBot:
    """Careful Clem: one placement at a time, the surest dollar first."""

    name = "easy"

    def __init__(self, seed: int):
        self.seed = seed

    def choose(self, view, player) -> PlayerMove:
        moves = rules.legal_moves(view, player)
        if len(moves) == 1:
            return moves[0]
        sheet = view.sheets[player]
        if view.phase == Phase.LOAD:
            return self._load(view, player, sheet)
        if sheet.blackjack is not None:  # he never sits down, but stays if seated
            return {"player": player, "kind": "stay"}
        claims = [m for m in moves if m["kind"] == "claim"]
        if claims:
            return max(claims, key=lambda m: self._claim_worth(view, m))
        hunt = next((m for m in moves if m["kind"] == "store" and m["item"] == "varmint"), None)
        if hunt is not None:
            return hunt
        digs = [m for m in moves if m["kind"] == "dig"]
        if digs:
            return max(digs, key=lambda m: self._dig_worth(view, sheet, m))
        return {"player": player, "kind": "confirm"}

    @staticmethod
    def _claim_worth(view, move) -> float:
        """The ore's value, less a little for every die it takes (and a die
        with more pips is kept for bigger deposits)."""
        mineral = DEPOSITS[move["deposit"]].mineral
        return VALUE[mineral] - 4 * len(move["dice"]) - 0.1 * sum(view.dice[d] for d in move["dice"])

    @staticmethod
    def _dig_worth(view, sheet, move) -> float:
        """Dig where the ore is richest and the fewest boxes are left, with the lowest die."""
        deposit = DEPOSITS[move["deposit"]]
        left = deposit.digs - sheet.dug[deposit.index]
        return VALUE[deposit.mineral] / left - 0.1 * view.dice[move["die"]]

    @staticmethod
    def _load(view, player, sheet) -> PlayerMove:
        unused = rules.unused_burros(view, sheet)
        clean = [b for b in unused if rules.bandits_on(sheet, b) == 0]
        burro = sheet.chosen if sheet.chosen in unused else (clean or unused)[0]
        cargo = rules.best_cargo(sheet, burro)
        return load_toward(player, sheet, burro, cargo)


class GamblerBot(StrongBot):
    """Blackjack Bart: the strong bot's turn planning, a gambler's store and
    blackjack, and burros loaded for today only."""

    name = "medium"
    BETS = ("varmint", "blackjack", "coal_baron", "pistol", "wash_day")

    def choose(self, view, player) -> PlayerMove:
        sheet = view.sheets[player]
        if view.phase == Phase.BUILD and sheet.blackjack is not None:
            if sum(sheet.blackjack) < BART_STAYS_AT:
                return {"player": player, "kind": "hit"}
            return {"player": player, "kind": "stay"}
        return super().choose(view, player)

    def _store_options(self, view, player, sheet, ctx, skip: tuple | None = None):
        return [o for o in super()._store_options(view, player, sheet, ctx, skip=()) if o[1]["item"] in self.BETS]

    def _load_step(self, view, player, sheet, moves) -> PlayerMove:
        return load_toward(player, sheet, *best_today(view, sheet))
