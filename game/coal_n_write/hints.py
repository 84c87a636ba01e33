"""Why a move is good, in one short sentence to the player: the hint's words.
Read only from the player's view (every sheet lies open; the dice to come
don't), so a hint never tells what the player couldn't know."""

from __future__ import annotations

from game.coal_n_write import rules
from game.coal_n_write.content import (
    BANDIT_WORDS,
    DEPOSITS,
    NAME,
    STORE,
    STORE_RULES,
    TUNNEL_DEPOSITS,
    VALUE,
    price,
)
from game.coal_n_write.odds import BEST, hit_odds


def explain(view, player: int, move) -> str:
    sheet = view.sheets[player]
    kind = move["kind"]
    if kind == "claim":
        return _claim(view, sheet, move)
    if kind == "dig":
        return _dig(view, sheet, move)
    if kind == "store":
        return _store(view, sheet, move)
    if kind in ("hit", "stay"):
        return _blackjack(view, player, kind)
    if kind == "tonic":
        return "Use a Tonic: your worker stays out of the Bunkhouse, so the round lasts longer."
    if kind == "confirm":
        uses = rules.dice_uses(view, player)
        if uses:  # the same words as the question before Done
            return f"Press Done: {rules.dice_left(uses, view.dice)}, but nothing is worth more this turn."
        if rules.free_dice(view, sheet):
            return "Press Done: the dice left can't be used this turn."
        return "Press Done: every die has its job this turn."
    if kind == "choose_burro":
        return _choose_burro(view, sheet, move["burro"])
    if kind == "load":
        return _load(sheet, move["mineral"])
    if kind == "unload":
        return _unload(sheet, move["mineral"])
    if kind == "send":
        return _send(rules.send_preview(view, player))
    return "This is what a careful miner would do now."


def _claim(view, sheet, move) -> str:
    deposit = DEPOSITS[move["deposit"]]
    name = NAME[deposit.mineral]
    dice = move["dice"]
    verb = "reaches" if len(dice) == 1 else "reach"
    how = (
        "any die claims it now"
        if rules.dug_out(sheet, deposit.index)
        else f"your {rules.dice_words([view.dice[d] for d in dice])} {verb} it"
    )
    tunnel = TUNNEL_DEPOSITS[deposit.tunnel]
    opens = " and opens the next" if deposit.step + 1 < len(tunnel) else ""
    return f"Claim the {name} ({deposit.number}): {how}; ${VALUE[deposit.mineral]}{opens}."


def _dig(view, sheet, move) -> str:
    deposit = DEPOSITS[move["deposit"]]
    left = deposit.digs - sheet.dug[deposit.index] - 1
    name = NAME[deposit.mineral]
    if left == 0:
        return f"Dig at the {name} ({deposit.number}): its last dig box, then any die claims it."
    return f"Dig at the {name} ({deposit.number}): your dice can't reach it; {left} dig box{'es' if left > 1 else ''} left after."


def _store(view, sheet, move) -> str:
    item = move["item"]
    die = view.dice[move["die"]]
    if item == "varmint":
        low, high = 3 + STORE_RULES["varmint_base"], 18 + STORE_RULES["varmint_base"]
        return f"Go Varmint Huntin' with a {die}: ${low} to ${high}, and it costs nothing."
    if item == "blackjack":
        return f"Sit at the Blackjack Table with a {die}: played well, a hand wins a little on average."
    if item == "coal_baron":
        coal = sheet.held()["C"]
        return f"Report your {coal} Coal to the Coal Baron: ${STORE_RULES['coal_baron_bonus']} at once."
    if item == "pistol":
        burros = ", ".join(str(b + 1) for b in move.get("burros", []))
        return f"Buy a Pistol for burro {burros}: its bandit would take your best ore."
    if item == "strike_gold":
        return f"Buy Strike Gold for ${price(item)}: your next burro pays $5 more for every $10."
    if item == "wash_day":
        borax = sheet.held()["B"]
        return f"Buy Wash Day: you hold {borax} Borax, enough for ${STORE_RULES['wash_day_bonus']} on the next burro."
    if item == "tack":
        return "Buy Tack and Harness: every burro from now on carries 8, and your ore won't fit on 6."
    if item == "tonic":
        return "Buy a Workhorse Tonic: it keeps a worker out of the Bunkhouse later on."
    if item == "burro7":
        return "Buy Burro #7: a seventh round of dice and a seventh delivery."
    if item == "shares":
        count = move.get("count", 1)
        final = view.rounds_total if view.final_round < 0 else view.final_round + 1
        worth = STORE_RULES["share_growth"] * (final - (view.round + 1))
        return f"Buy {count} Railroad Share{'s' if count > 1 else ''}: each costs $10 and is worth ${worth} at the end."
    if item == "pinkertons":
        return "Call the Pinkertons: you are ahead, so make this round the last."
    return f"Visit the store for {STORE[item]['name']}."


def _blackjack(view, player: int, kind: str) -> str:
    odds = hit_odds(view, player)
    assert odds is not None, "a hint is asked while the player may hit"
    total, bust, best = odds.total, odds.bust_in_six, odds.best_in_six
    if kind == "hit" and not bust:
        return f"Hit at {total}: a hit can't go bust yet, and {best} in 6 lands on {BEST}."
    if kind == "hit":
        return f"Hit at {total}: {bust} in 6 goes bust and {best} in 6 lands on {BEST}; worth the risk."
    return f"Stay at {total}: a hit would go bust {bust} times in 6."


def _choose_burro(view, sheet, burro: int) -> str:
    bandits = rules.bandits_on(sheet, burro)
    if not bandits:
        return f"Load burro {burro + 1}: no bandit rides it, so your best ore arrives."
    return f"Load burro {burro + 1} now: its bandit must ride some time, and takes only one kind."


def _send(preview) -> str:
    """Send: what it earns; when its empty slots could earn more (rules.asks_before_sending, so
    the table will ask), that the ore kept back waits for a later burro, as the question says too."""
    burro, total = preview["burro"] + 1, preview["total"]
    if rules.asks_before_sending(preview):
        keep = BANDIT_WORDS["keep"]
        return f"Send burro {burro} for ${total}: {keep[0].lower()}{keep[1:]}"
    if not preview["cargo"] and preview["bandits"]:
        return f"Send burro {burro} empty: its bandit finds nothing."
    if preview["stolen"]:
        return f"Send burro {burro}: it still earns ${total} after the bandit."
    return f"Send burro {burro}: it earns ${total}."


def _load(sheet, mineral: str) -> str:
    name = NAME[mineral]
    cargo = list(sheet.loading) + [mineral]
    if sheet.chosen >= 0 and rules.bandits_on(sheet, sheet.chosen):
        top = max(cargo, key=lambda m: VALUE[m])
        if mineral == top and cargo.count(mineral) == 1:
            return f"Load one {name} as bait: the bandit takes only the {name}, so the rest arrives."
        if mineral != top:
            return f"Load a {name}: ${VALUE[mineral]} the bandit leaves alone, as he wants your {NAME[top]}."
    return f"Load a {name}: ${VALUE[mineral]} more on this burro."


def _unload(sheet, mineral: str) -> str:
    name = NAME[mineral]
    if sheet.chosen >= 0 and rules.bandits_on(sheet, sheet.chosen):
        return f"Unload a {name}: the bandit would take every {name} aboard."
    return f"Unload a {name}: better ore should ride in its place."
