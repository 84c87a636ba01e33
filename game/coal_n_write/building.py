"""Building a turn: claiming a deposit with dice, digging a box with one die,
Workhorse Tonic, the blackjack hand a store visit opens, and confirming.
Each kind's problem (why not, or "") comes before its handler."""

from __future__ import annotations

from itertools import combinations

from game.coal_n_write.content import DEPOSITS, DICE, NAME, blackjack_payout
from game.coal_n_write.moves import BlackjackDie, Claim, Confirm, Dig, Handlers, Hit, Problems, Stay, Tonic
from game.coal_n_write.reading import bunkhouse_candidate, dug_out, free_dice, is_open
from game.coal_n_write.state import HELD, Sheet, State, pay
from game.coal_n_write.turns import dice_problem, end_turn
from game.coal_n_write.words import dice_words


def free_die_problem(state: State, sheet: Sheet, die: int) -> str:
    """Why a player can't use this die now, or ""."""
    if not 0 <= die < DICE:
        return "There is no such die."
    if die in state.bunkhouse:
        return "That die is in the Bunkhouse: its worker rolled a 1 and rests until the next round."
    if sheet.used[die]:
        return "That die has already been used this turn."
    return ""


def _deposit_problem(sheet: Sheet, deposit: int) -> str:
    if not 0 <= deposit < len(DEPOSITS):
        return "There is no such deposit in the mine."
    if sheet.claimed[deposit]:
        return "That deposit is already scratched out."
    if not is_open(sheet, deposit):
        return "That deposit isn't open yet: claim the ones nearer the main tunnel first."
    return ""


def claims_by_sum(number: int, total: int, smallest: int) -> bool:
    """Dice claim a deposit that isn't dug out when they add up to its number
    or more and every one of them is needed: without the smallest they would
    fall short."""
    return total >= number > total - smallest


def claim_problem(state: State, sheet: Sheet, deposit: int, dice: list[int]) -> str:
    """Why these dice can't claim this (open) deposit, or "". The text: "set aside the dice used to
    MEET OR EXCEED its number": a die the claim doesn't need is not one of them, so a claim with a
    die to spare is refused with the dice that claim it, and the spare one is kept for later."""
    if not dice:
        return "Pick up a die first."
    if sheet.spots_left() <= 0:
        return "Your Ore Stash is full: there is no spot left to write it in."
    if _claims(state, sheet, deposit, dice):
        return ""
    spare = spare_dice(state, sheet, deposit, dice)
    if spare:
        return spare_words(state, sheet, deposit, [die for die in dice if die not in spare], spare)
    number, total = DEPOSITS[deposit].number, sum(state.dice[i] for i in dice)
    word = "your die makes" if len(dice) == 1 else "your dice make"
    return f"That deposit needs {number} or more: {word} {total}."


def _claims(state: State, sheet: Sheet, deposit: int, dice: list[int]) -> bool:
    """These dice, every one needed, claim the deposit: one die when it is dug out, else a sum."""
    if dug_out(sheet, deposit):
        return len(dice) == 1
    values = [state.dice[i] for i in dice]
    return claims_by_sum(DEPOSITS[deposit].number, sum(values), min(values))


def spare_dice(state: State, sheet: Sheet, deposit: int, dice: list[int]) -> list[int]:
    """The dice held beyond a claim's need: of the sets of fewer of them that claim the deposit, the
    one spending the least (pips, then dice) is kept; [] when none claims it."""
    sets = [list(chosen) for size in range(1, len(dice)) for chosen in combinations(dice, size)]
    claiming = [chosen for chosen in sets if _claims(state, sheet, deposit, chosen)]
    if not claiming:
        return []
    kept = min(claiming, key=lambda chosen: (sum(state.dice[i] for i in chosen), len(chosen)))
    return [die for die in dice if die not in kept]


def spare_words(state: State, sheet: Sheet, deposit: int, needed: list[int], spare: list[int]) -> str:
    """Why a claim with a die to spare is refused, and what to do: "Coal 5 needs only your 5, not
    your 3: claim it with that die alone." """
    d = DEPOSITS[deposit]
    name = f"{NAME[d.mineral]} {d.number}"
    what = f"{name} is dug out, so it needs" if dug_out(sheet, deposit) else f"{name} needs"
    faces = [state.dice[i] for i in needed]
    alone = "that die" if len(needed) == 1 else "those dice"
    return f"{what} only your {dice_words(faces)}, not your {dice_words([state.dice[i] for i in spare])}: claim it with {alone} alone."


def dig_problem(state: State, sheet: Sheet, deposit: int, dice: list[int]) -> str:
    """Why these dice can't dig at this (open) deposit, or "". The text:
    "If none of the available dice results are high enough to MEET OR EXCEED
    the number on a mineral deposit, then you can instead DIG at it." The
    available dice are the player's dice not yet used this turn; their
    results are each die alone and every sum of them (a claim may add dice),
    so the highest is the sum of them all."""
    if len(dice) != 1:
        return "A dig box holds exactly one die." if dice else "Pick up a die first."
    if dug_out(sheet, deposit):
        return "Every dig box there is scratched out already: claim it with any die."
    number = DEPOSITS[deposit].number
    free = free_dice(state, sheet)
    total = sum([state.dice[die] for die in free])
    if not state.dig_anywhere and total >= number:
        word = "Your die makes" if len(free) == 1 else "Your dice make"
        return f"{word} {total}, enough to claim the {number}: you can only dig where your dice fall short."
    return ""


def _claim_problem(state: State, move: Claim) -> str:
    sheet, dice = state.sheets[move["player"]], move["dice"]
    if not dice:
        return "Pick up a die first."
    if len(set(dice)) != len(dice):
        return "Each die can only be used once."
    for die in dice:
        problem = free_die_problem(state, sheet, die)
        if problem:
            return problem
    return _deposit_problem(sheet, move["deposit"]) or claim_problem(state, sheet, move["deposit"], dice)


def _claim(state: State, move: Claim) -> list[dict]:
    player, deposit, dice = move["player"], move["deposit"], list(move["dice"])
    sheet = state.sheets[player]
    for die in dice:
        sheet.used[die] = f"claim:{deposit}"
    sheet.claimed[deposit] = True
    mineral = DEPOSITS[deposit].mineral
    sheet.stash.append(mineral)
    sheet.crossed.append(HELD)
    return [
        {
            "kind": "claim",
            "player": player,
            "deposit": deposit,
            "dice": dice,
            "mineral": mineral,
            "spot": len(sheet.stash) - 1,
        }
    ]


def _dig_problem(state: State, move: Dig) -> str:
    sheet, deposit, die = state.sheets[move["player"]], move["deposit"], move["die"]
    return (
        free_die_problem(state, sheet, die)
        or _deposit_problem(sheet, deposit)
        or dig_problem(state, sheet, deposit, [die])
    )


def _dig(state: State, move: Dig) -> list[dict]:
    player, deposit, die = move["player"], move["deposit"], move["die"]
    sheet = state.sheets[player]
    sheet.used[die] = f"dig:{deposit}"
    sheet.dug[deposit] += 1
    return [{"kind": "dig", "player": player, "deposit": deposit, "box": sheet.dug[deposit] - 1, "die": die}]


def _tonic_problem(state: State, move: Tonic) -> str:
    sheet = state.sheets[move["player"]]
    if not state.solo:
        return "Workhorse Tonic is only sold in the solo game."
    if sheet.tonics <= 0:
        return "You have no Workhorse Tonic left."
    if bunkhouse_candidate(state) is None:
        return "No die rolled a 1: nobody is going to the Bunkhouse."
    if sheet.tonic_now:
        return "You already gave a Tonic this turn."
    if any(sheet.used):
        return "A Tonic must be given the moment the 1 shows, before using any die."
    return ""


def _tonic(state: State, move: Tonic) -> list[dict]:
    sheet = state.sheets[move["player"]]
    sheet.tonics -= 1
    sheet.tonic_now = True
    return [{"kind": "tonic", "player": move["player"], "die": bunkhouse_candidate(state)}]


# the blackjack hand: a store visit opens it, the player hits or stays, each hit throws a die
def _in_hand_problem(state: State, move: Hit | Stay) -> str:
    return "" if state.sheets[move["player"]].blackjack is not None else "You aren't playing blackjack."


def _hit(state: State, move: Hit) -> list[dict]:
    state.sheets[move["player"]].blackjack_wait = True
    return [{"kind": "blackjack_hit", "player": move["player"]}]


def _stay(state: State, move: Stay) -> list[dict]:
    return blackjack_end(state, move["player"], state.sheets[move["player"]])


def _blackjack_die_problem(state: State, move: BlackjackDie) -> str:
    seat = move["seat"]
    if not (0 <= seat < state.players and state.sheets[seat].blackjack_wait):
        return "Nobody is waiting for a blackjack die."
    return dice_problem([move["die"]], 1, "A blackjack throw")


def _blackjack_die(state: State, move: BlackjackDie) -> list[dict]:
    seat, value = move["seat"], move["die"]
    sheet = state.sheets[seat]
    hand = sheet.blackjack
    assert hand is not None, "a player waiting for a blackjack die holds a hand"
    hand.append(2 * value)
    sheet.blackjack_wait = False
    total = sum(hand)
    events = [{"kind": "blackjack_die", "player": seat, "die": value, "total": total}]
    if total >= 21:
        events += blackjack_end(state, seat, sheet)
    return events


def blackjack_end(state: State, player: int, sheet: Sheet) -> list[dict]:
    """The hand is over (a stay, or 21 and more): pay it out."""
    total = sum(sheet.blackjack or [])
    payout = blackjack_payout(total)
    if payout["cash"]:
        pay(sheet, payout["cash"], "Blackjack")
    ore = list(payout.get("ore", []))
    sheet.bonus_ore += ore
    bandit = payout.get("bandit", 0)
    sheet.bust_bandits += bandit
    sheet.blackjack = None
    return [
        {
            "kind": "blackjack_end",
            "player": player,
            "total": total,
            "gain": payout["cash"],
            "ore": ore,
            "bandit": bandit,
            "text": payout["text"],
            "cash": sheet.cash,
        }
    ]


def _confirm(state: State, move: Confirm) -> list[dict]:
    state.sheets[move["player"]].confirmed = True
    events = [{"kind": "confirm", "player": move["player"]}]
    if all(s.confirmed for s in state.sheets):
        events += end_turn(state)
    return events


HANDLERS: Handlers = {
    "claim": _claim,
    "dig": _dig,
    "tonic": _tonic,
    "hit": _hit,
    "stay": _stay,
    "blackjack_die": _blackjack_die,
    "confirm": _confirm,
}
PROBLEMS: Problems = {
    "claim": _claim_problem,
    "dig": _dig_problem,
    "tonic": _tonic_problem,
    "hit": _in_hand_problem,
    "stay": _in_hand_problem,
    "blackjack_die": _blackjack_die_problem,
}
