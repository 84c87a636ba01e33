"""King of Copper bots: three opponents, each a personality made by its choices.

All play from their view only. Moves are scored by a hand-made evaluation
(progress, bumps, titles in districts still needed, danger from rivals behind,
the bad-luck passage); mining spends money where the chip is worth it; trades
chase a Character Card. A Style sets how much each thing matters to a player:

- easy, careful: keeps to safe squares, bumps only on its way, shuns the
  tunnels' gamble, digs deep only where nothing can cave in, cashes every chip
  at once and does not trade;
- medium, greedy: rushes ahead, chases every bump and title, never looks
  behind for danger, digs only a district's first shaft, hoards its chips
  until all its tokens are home and does not trade;
- strong: weighs all of it, trades for a Character Card, keeps Fool's Gold as
  a decoy while it guards a sapphire.
Head to head (2 players, 200 games) each beats the one below in more than two games in three
(python main.py sim king_of_copper --players 2 --bot medium --against easy --games 200 --jobs 1).
"""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass

from game.bots import RandomBot, ThinksAhead, levels
from game.contract import HintBot
from game.king_of_copper import board as B
from game.king_of_copper import hints, rules
from game.king_of_copper.cards import GAME
from game.king_of_copper.moves import PlayerMove
from game.king_of_copper.odds import cave_in_chance, dig_cave_in_chance
from game.king_of_copper.phases import Phase

CHARACTER_PREFERENCE = ("banker", "timberman", "assayer", "marshal", "tunnel_rat")
TITLE_WORTH = 60
# Search steps (thinking.THINK_STEPS) the moves the rules offer are worth (a roll's walks), and one walk weighed.
OFFERS_WEIGHT = 20
WALK_WEIGHT = 4


@dataclass(frozen=True)
class Style:
    race: float = 1.0  # worth of each space a token goes forward
    bump: float = 25.0  # worth of sending a rival's lone token to Start
    bump_per_chip: float = 10.0  # ...and more for each chip it might rob
    danger: float = 4.0  # per rival token that could land on a square next turn
    safe: float = 3.0  # liking for safe squares
    title: float = 14.0  # liking for landing on a free mine
    new_district: float = 22.0  # ...in a district still missing for a Character Card
    reserve: int = 60  # money kept back before buying a title that is not needed
    peek_money: int = 150  # money wanted before peeking at a deep chip
    max_risk: float = 1.0  # the highest cave-in chance it digs at
    risk_cost: float = 40.0  # what a token caved in back to Start is worth
    tunnel: float = 4.0  # liking for a tunnel's gamble (a roll to jump ahead)
    curse: float = 70.0  # dread of passing under its own ladder (seven turns of one die)
    trades: bool = True
    decoys: bool = True  # keeps small chips uncashed while a sapphire waits in the hand
    hoard: bool = False  # keeps every chip in the hand until all its tokens are home


CAREFUL = Style(bump=0, bump_per_chip=0, danger=9, safe=9, title=8, new_district=6, reserve=150, peek_money=250,
                max_risk=0.0, risk_cost=120, tunnel=-6, trades=False, decoys=False)  # fmt: skip
GREEDY = Style(race=1.6, bump=45, bump_per_chip=15, danger=0, safe=0, title=20, new_district=10, reserve=0, peek_money=50,
               max_risk=0.1, risk_cost=0, curse=0, trades=False, decoys=False, hoard=True)  # fmt: skip
STRONG = Style()


class StrongBot(ThinksAhead):
    name = "strong"
    style = STRONG

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.plan: list[dict] = []
        self.asked: set[tuple[int, str]] = set()
        self._offered: tuple = (None, None, [])  # (view, player, its legal moves), from the last planning

    def choose(self, view, player) -> PlayerMove:
        walk = super().choose(view, player)
        if walk is not None:
            return walk
        seen, seat, moves = self._offered
        if seat != player or seen != view:  # planned for another view: list them anew
            moves = rules.legal_moves(view, player)
        return self._choice(view, player, moves)

    def _planning(self, view, player) -> Generator[int, None, PlayerMove | None]:
        """The walk to make, a step for the moves offered and one per walk weighed (ThinksAhead
        spreads them over frames); None for any other move, chosen when asked: quick, and an
        offer made is noted then, never in a thought that may go untaken."""
        moves = rules.legal_moves(view, player)
        self._offered = (view, player, moves)
        yield OFFERS_WEIGHT
        if len(moves) == 1 or view.phase in (Phase.TRADE_ANSWER, Phase.TRADE_BUILD) or moves[0]["kind"] != "move":
            return None
        walks = [m for m in moves if m["kind"] == "move"]  # offers wait for the start of its own turn
        worth = []
        for walk in walks:
            worth.append(self.score_move(view, player, walk)[0] + self.rng.random() * 0.01)
            yield WALK_WEIGHT
        return walks[max(range(len(walks)), key=worth.__getitem__)]

    def _choice(self, view, player, moves) -> PlayerMove:
        """Any move but a walk."""
        if len(moves) == 1:
            return moves[0]
        first = moves[0]
        if view.phase == Phase.TRADE_ANSWER:
            return self._answer(view, player, moves)
        if view.phase == Phase.TRADE_BUILD:
            return self._build(view, player, moves)
        if first["kind"] in ("buy_title", "decline_title"):
            return first if self._wants_title(view, player, first["mine"]) else moves[1]
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

    def explain(self, view, player, move) -> str:
        """One sentence to `player` on why `move` is good, from their view only."""
        return hints.explain(self, view, player, move)

    # --- the start of a turn --------------------------------------------------------
    def _start(self, view, me, moves):
        for move in moves:
            if move["kind"] == "peek" and self._wants_peek(view, me, move["mine"]):
                return move
        for move in moves:
            if move["kind"] == "prospect" and (view.characters[me] or view.money[me] >= GAME["prospect_price"] + 40):
                return move
        offer = next((m for m in moves if m["kind"] == "offer_trade" and "from" not in m), None)  # only as itself
        if offer is not None and self.style.trades and view.phase == Phase.START:
            plan = self._trade_plan(view, me)
            if plan and (plan[0]["with"], plan[1]["item"]) not in self.asked:
                self.asked.add((plan[0]["with"], plan[1]["item"]))  # one offer per title: no pestering
                self.plan = plan
                return offer
        return next(m for m in moves if m["kind"] == "roll")

    def _wants_peek(self, view, me, mine) -> bool:
        """Peek only with money to dig after, and where the cave-in odds are ones it would dig at."""
        return view.money[me] >= self.style.peek_money and cave_in_chance(view, me, mine) <= self.style.max_risk

    def dig_gain(self, view, me) -> tuple[float, float]:
        """(expected dollars from digging the peeked chip, cave-in chance)."""
        chip = view.blue[view.peek]
        value = view.chip_value.get(chip, 0)
        value = value if isinstance(value, int) else 0
        risk = float(dig_cave_in_chance(view, me))
        at_risk = sum(1 for t in view.tokens[me] if B.district_of(t) == B.mine_district(view.peek))
        return (1 - risk) * value - GAME["dig_price"] - risk * self.style.risk_cost * at_risk, risk

    def _dig(self, view, me, moves):
        gain, risk = self.dig_gain(view, me)
        dig = next((m for m in moves if m["kind"] == "dig"), None)
        wanted = gain > 0 and risk <= self.style.max_risk
        return dig if dig is not None and wanted else next(m for m in moves if m["kind"] == "stop_digging")

    def cash_floor(self, view, me) -> int:
        """Chips worth this much or less stay uncashed as decoys while a sapphire waits in the hand."""
        if self.style.hoard:
            return 10**6
        guarding = any(view.chip_kind.get(c) in ("sacred", "great_blue") for c in view.hands[me])
        return 150 if guarding and self.style.decoys else 0

    def _cash(self, view, me, moves):
        """Cash what is worth cashing; Fool's Gold stays as a decoy, and while a
        sapphire waits in the hand small chips stay too, so a robber is less
        likely to pick the sapphire (everything cashes once all tokens are home)."""
        floor = self.cash_floor(view, me)
        for move in moves:
            value = view.chip_value.get(move.get("chip"), 0)
            if move["kind"] == "cash" and isinstance(value, int) and value > floor:
                return move
        return next(m for m in moves if m["kind"] == "cash_done")

    def _wants_title(self, view, me, mine) -> bool:
        return view.money[me] >= GAME["title_price"] + self.style.reserve or self.needs(view, me, mine)

    # --- trading ----------------------------------------------------------------------
    def needs(self, view, me, mine) -> bool:
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
                    plan: list[dict] = [
                        {"kind": "offer_to", "with": other},
                        {"kind": "offer_item", "side": "get", "item": mine},
                    ]
                    plan += [{"kind": "offer_money", "side": "give", "amount": 50}] * (price // 50)
                    return plan + [{"kind": "send_offer"}]
        return []

    def _build(self, view, me, moves):
        if not self.plan and not (view.trade["get"] or view.trade["give"]):
            self.plan = self._trade_plan(view, me)  # asked for a hint on an offer just opened
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

    def trade_worth(self, view, me) -> int:
        """What the offer on the table is worth to us, in dollars (more than 20 and we accept)."""
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
        return worth

    def _answer(self, view, me, moves):
        accept = self.trade_worth(view, me) > (20 if self.style.trades else 60)  # a non-trader wants a clear gain
        return {"player": me, "kind": "accept_trade" if accept else "decline_trade"}

    # --- moving -------------------------------------------------------------------------
    def score_move(self, view, me, move) -> tuple[float, list[tuple[float, str]]]:
        """(score, reasons): the reasons are (weight, reason key) for the hint's sentence."""
        style = self.style
        quarter = view.quarters[me]
        token = move["token"]
        start, dest = view.tokens[me][token], move["to"]
        ahead = (B.progress(dest, quarter) - B.progress(start, quarter)) * style.race
        reasons: list[tuple[float, str]] = [(ahead, "ahead")]
        if move.get("back"):
            reasons.append((-2, "back"))
        kind = B.kind(dest)
        wants_titles = not view.characters[me] and bool(view.character_pool)
        if (
            start in B.MINE_NAMES
            and view.owner[start] == me
            and (view.green[start] or (view.blue[start] and view.characters[me]))
        ):
            reasons.append((-25, "leave_mine"))  # leaving an owned mine we still want to work
        if dest == "home":
            reasons.append((15, "home"))
        if B.is_safe(dest):
            reasons.append((style.safe, "safe"))
        else:
            for other, count in rules.seats_at(view, dest).items():
                if other != me and count == 1:
                    reasons.append((style.bump + style.bump_per_chip * len(view.hands[other]), "bump"))
            reasons.append((-style.danger * self._threats(view, me, dest), "danger"))
        if not B.is_safe(start) and start not in ("start", "home"):
            reasons.append((0.75 * style.danger * self._threats(view, me, start), "escape"))
        if kind == "event":
            reasons.append((2, "event"))
        if kind == "tunnel":
            reasons.append((style.tunnel, "tunnel"))
        if kind == "mine" and view.owner[dest] == -1 and view.money[me] >= GAME["title_price"]:
            reasons.append((style.title, "title"))
            if wants_titles and B.district_of(dest) not in rules.districts_held(view, me):
                reasons.append((style.new_district, "new_district"))
            if view.green[dest] or view.blue[dest]:
                reasons.append((6, "chips"))
        if kind == "headframe" and start[0] != "D":
            district = B.HEAD_FRAMES.index(dest)
            if self._district_has_free_mine(view, district):
                fresh = wants_titles and district not in rules.districts_held(view, me)
                reasons.append((8 if fresh else 3, "headframe"))
        if dest[0] == "D" and start[0] != "D" and self._district_has_free_mine(view, B.district_of(dest)):
            reasons.append((10 if wants_titles else 2, "into_district"))
        for district in self._passages(view, me, move):
            if B.passage_ladder(district) == quarter:
                reasons.append((-style.curse, "bad_luck"))
        return sum(w for w, _ in reasons), reasons

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


class GreedyBot(StrongBot):
    """Rushes ahead bumping and robbing whoever it can reach; hoards its chips."""

    name = "medium"
    style = GREEDY


class CarefulBot(StrongBot):
    """Keeps to safe squares, never risks a cave-in, cashes at once."""

    name = "easy"
    style = CAREFUL


class OwnOffersRandomBot(RandomBot):
    """RandomBot that offers trades as bots do: only as itself, at the start of its own turn."""

    def choose(self, view, player) -> PlayerMove:
        moves = [
            m
            for m in rules.legal_moves(view, player)
            if not (m["kind"] == "offer_trade" and ("from" in m or view.phase != Phase.START))
        ]
        return self.rng.choice(moves)


def strong_bot(seed: int) -> HintBot:  # mypy checks the bot against the hint contract
    return StrongBot(seed)


BOTS = levels(rules, easy=CarefulBot, medium=GreedyBot, strong=strong_bot, random_bot=OwnOffersRandomBot)
