"""King of Copper bots.

The strong bot plays from its view only. Moves are scored by a hand-made
evaluation (progress, bumps, titles in districts it still needs, danger from
rivals behind, the bad-luck passage); mining spends money where the chip is
worth it; trades chase a Character Card (three titles in three districts)
and refuse offers that give one away; Fool's Gold stays uncashed as a decoy.
"""

from __future__ import annotations

import random

from game.bots import RandomBot
from game.king_of_copper import board as B
from game.king_of_copper import rules
from game.king_of_copper.cards import GAME
from game.king_of_copper.moves import PlayerMove

CHARACTER_PREFERENCE = ("banker", "timberman", "assayer", "marshal", "tunnel_rat")
TITLE_WORTH = 60
RESERVE = 60  # money the bot keeps back for the next title or prospect


class StrongBot:
    name = "strong"

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.plan: list[dict] = []
        self.asked: set[tuple[int, str]] = set()

    def choose(self, view, player) -> PlayerMove:
        moves = rules.legal_moves(view, player)
        if len(moves) == 1:
            return moves[0]
        first = moves[0]
        if view.phase == "trade_answer":
            return self._answer(view, player, moves)
        if view.phase == "trade_build":
            return self._build(view, player, moves)
        if first["kind"] == "move":  # offers wait for the start of its own turn
            walks = [m for m in moves if m["kind"] == "move"]
            return max(walks, key=lambda m: self._score_move(view, player, m) + self.rng.random() * 0.01)
        if first["kind"] in ("buy_title", "decline_title"):
            buy = view.money[player] >= GAME["title_price"] + RESERVE or self._needs(view, player, first["mine"])
            return first if buy else moves[1]
        if first["kind"] == "rob":  # blue backs hide the richer chips on average
            slots = view.tasks[0]["slots"]
            blue = [m for m in moves if m["kind"] == "rob" and slots[m["slot"]].startswith("B")]
            return self.rng.choice(blue or moves)
        if first["kind"] in ("cash", "cash_done"):
            return self._cash(view, player, moves)
        if first["kind"] == "choose_character":
            cards = [m for m in moves if m["kind"] == "choose_character"]
            return min(cards, key=lambda m: CHARACTER_PREFERENCE.index(m["card"]))
        if first["kind"] == "tunnel_exit":
            quarter = view.quarters[player]
            exits = [m for m in moves if m["kind"] == "tunnel_exit"]
            return max(exits, key=lambda m: B.progress(m["to"], quarter))
        if first["kind"] in ("dig", "stop_digging"):
            return self._dig(view, player, moves)
        return self._start(view, player, moves)

    # --- the start of a turn --------------------------------------------------------
    def _start(self, view, me, moves):
        for move in moves:
            if move["kind"] == "peek" and view.money[me] >= 150:
                return move
        for move in moves:
            if move["kind"] == "prospect" and (view.characters[me] or view.money[me] >= GAME["prospect_price"] + 40):
                return move
        offer = next((m for m in moves if m["kind"] == "offer_trade" and "from" not in m), None)  # only as itself
        if offer is not None:
            plan = self._trade_plan(view, me)
            if plan:
                self.plan = plan
                return offer
        return next(m for m in moves if m["kind"] == "roll")

    def _dig(self, view, me, moves):
        chip = view.blue[view.peek]
        value = view.chip_value.get(chip, 0)
        value = value if isinstance(value, int) else 0
        district = B.mine_district(view.peek)
        risk = rules.cave_numbers(view, me, district) / 10
        at_risk = sum(1 for t in view.tokens[me] if B.district_of(t) == district)
        gain = (1 - risk) * value - GAME["dig_price"] - risk * 40 * at_risk
        dig = next((m for m in moves if m["kind"] == "dig"), None)
        return dig if dig is not None and gain > 0 else next(m for m in moves if m["kind"] == "stop_digging")

    def _cash(self, view, me, moves):
        """Cash what is worth cashing; Fool's Gold stays as a decoy, and while a
        sapphire waits in the hand small chips stay too, so a robber is less
        likely to pick the sapphire (everything cashes once all tokens are home)."""
        guarding = any(view.chip_kind.get(c) in ("sacred", "great_blue") for c in view.hands[me])
        floor = 150 if guarding else 0
        for move in moves:
            value = view.chip_value.get(move.get("chip"), 0)
            if move["kind"] == "cash" and isinstance(value, int) and value > floor:
                return move
        return next(m for m in moves if m["kind"] == "cash_done")

    # --- trading ----------------------------------------------------------------------
    def _needs(self, view, me, mine) -> bool:
        """True when this title brings a district we lack towards a Character Card."""
        if view.characters[me] or not view.character_pool:
            return False
        return B.district_of(mine) not in rules.districts_held(view, me)

    def _trade_plan(self, view, me) -> list[dict]:
        """Buy the title that completes three districts, if a rival has one."""
        if view.characters[me] or not view.character_pool:
            return []
        held = rules.districts_held(view, me)
        if len(held) != 2:
            return []
        for other in rules.trade_partners(view, me):
            if view.characters[other] == "" and len(rules.districts_held(view, other)) >= 2:
                continue  # they are chasing a card themselves
            for mine in B.MINES:
                if view.owner[mine] == other and B.district_of(mine) not in held:
                    if (other, mine) in self.asked:
                        continue
                    price = min(view.money[me] - 20, 250) // 50 * 50
                    if price < 100:
                        return []
                    self.asked.add((other, mine))  # one offer per title: no pestering
                    plan: list[dict] = [
                        {"kind": "offer_to", "with": other},
                        {"kind": "offer_item", "side": "get", "item": mine},
                    ]
                    plan += [{"kind": "offer_money", "side": "give", "amount": 50}] * (price // 50)
                    return plan + [{"kind": "send_offer"}]
        return []

    def _build(self, view, me, moves):
        while self.plan:
            step = dict(self.plan.pop(0), player=me)
            if step["kind"] == "offer_to" and view.trade["with"] == step["with"]:
                continue
            if step in moves:
                return step
            break
        self.plan = []
        send = {"player": me, "kind": "send_offer"}
        trade = view.trade
        if send in moves and trade["get"] and trade["give_money"]:
            return send
        return {"player": me, "kind": "cancel_offer"}

    def _answer(self, view, me, moves):
        trade = view.trade
        other = trade["from"]
        held = rules.districts_held(view, me)
        worth = trade["give_money"] - trade["get_money"]
        for item in trade["give"]:  # what we would receive
            if item.startswith("ticket"):
                worth += 30
            else:
                fresh = B.district_of(item) not in held and not view.characters[me]
                worth += TITLE_WORTH + (120 if fresh and len(held) == 2 else 40 if fresh else 0)
        their = rules.districts_held(view, other)
        for item in trade["get"]:  # what we would give away
            if item.startswith("ticket"):
                worth -= 40
                continue
            worth -= TITLE_WORTH
            district = B.district_of(item)
            if (
                not view.characters[me]
                and sum(1 for m in B.MINES if view.owner[m] == me and B.district_of(m) == district) == 1
            ):
                worth -= 80
            if not view.characters[other] and district not in their and len(their) == 2:
                worth -= 90  # it would complete their Character Card
            if item in view.tokens[me] and (view.green[item] or view.blue[item]):
                worth -= 60  # we are standing on it, waiting to mine
        accept = {"player": me, "kind": "accept_trade"}
        return accept if worth > 20 else {"player": me, "kind": "decline_trade"}

    # --- moving -------------------------------------------------------------------------
    def _score_move(self, view, me, move) -> float:
        quarter = view.quarters[me]
        token = move["token"]
        start, dest = view.tokens[me][token], move["to"]
        score = (B.progress(dest, quarter) - B.progress(start, quarter)) * 1.0
        if move.get("back"):
            score -= 2
        kind = B.kind(dest)
        wants_titles = not view.characters[me] and bool(view.character_pool)
        # leaving an owned mine we still want to work
        if (
            start in B.MINE_NAMES
            and view.owner[start] == me
            and (view.green[start] or (view.blue[start] and view.characters[me]))
        ):
            score -= 25
        if dest == "home":
            score += 15
        if B.is_safe(dest):
            score += 3
        if not B.is_safe(dest):
            for other, count in rules.seats_at(view, dest).items():
                if other != me and count == 1:
                    score += 25 + 10 * len(view.hands[other])
            score -= 4 * self._threats(view, me, dest)
        if not B.is_safe(start) and start not in ("start", "home"):
            score += 3 * self._threats(view, me, start)
        if kind == "event":
            score += 2
        if kind == "tunnel":
            score += 4
        if kind == "mine" and view.owner[dest] == -1 and view.money[me] >= GAME["title_price"]:
            score += 14
            if wants_titles and B.district_of(dest) not in rules.districts_held(view, me):
                score += 22
            if view.green[dest] or view.blue[dest]:
                score += 6
        if kind == "headframe" and start[0] != "D":
            district = B.HEAD_FRAMES.index(dest)
            if self._district_has_free_mine(view, district):
                score += 8 if wants_titles and district not in rules.districts_held(view, me) else 3
        if dest[0] == "D" and start[0] != "D" and self._district_has_free_mine(view, B.district_of(dest)):
            score += 10 if wants_titles else 2
        for district in self._passages(view, me, move):
            if B.passage_ladder(district) == quarter:
                score -= 70
        return score

    def _district_has_free_mine(self, view, district) -> bool:
        return any(view.owner[m] == -1 for m in B.MINES if B.district_of(m) == district)

    def _passages(self, view, me, move) -> list[int]:
        way = rules.offered_way(view, move)
        return way["passages"] if way else []

    def _threats(self, view, me, node) -> int:
        """Rival single steps that could land on node next turn (track only)."""
        index = B.track_index(node)
        if index is None:
            return 0
        threats = 0
        for other, tokens in enumerate(view.tokens):
            if other == me:
                continue
            for t in tokens:
                j = B.track_index(t)
                if j is not None and 1 <= (index - j) % B.TRACK <= 12:
                    threats += 1
        return threats


class OwnOffersRandomBot(RandomBot):
    """RandomBot that offers trades as bots do: only as itself, at the start of its own turn."""

    def choose(self, view, player) -> PlayerMove:
        moves = [
            m
            for m in rules.legal_moves(view, player)
            if not (m["kind"] == "offer_trade" and ("from" in m or view.phase != "start"))
        ]
        return self.rng.choice(moves)


def random_bot(seed: int) -> RandomBot:
    return OwnOffersRandomBot(rules, seed)


def strong_bot(seed: int) -> StrongBot:
    return StrongBot(seed)
