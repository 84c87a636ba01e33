"""How the Coal n' Write table animates the rules' events: dice thrown into
the tray and walking to the Bunkhouse, pencil marks written onto sheets,
banners and floating sums. A mixin of CoalNWriteScene; it never decides a rule."""

from __future__ import annotations

from game.coal_n_write.content import DICE, STORE
from scenes.coal_n_write.layout import DIE, FLOAT_SPOT, TRAY, bunkhouse_slot
from scenes.coal_n_write.table import CoalTable
from sprites.dice import d6
from sprites.dice_tray import DieMover, DieSpec


class TableAnimation(CoalTable):
    # --- events into animation -----------------------------------------------------------------------
    def on_events(self, events: list[dict]) -> None:
        self.timeline.play(events)

    def mark(self, seat: int, key) -> None:
        self.fresh.setdefault(seat, {})[key] = self.clock

    def _rebuild_tray(self) -> None:
        """Lay the dice out from the state (a new or continued game)."""
        self.tray.clear()
        if self.state.phase in ("build", "varmint") or self.state.turn:
            specs = [DieSpec(d6(self.state.dice[d]), key=d) for d in self.state.hand if self.state.dice[d]]
            if specs:  # thrown and settled at once: a continued game opens with its dice at rest
                self.tray.throw(specs)
                for _ in range(200):
                    if self.tray.settled:
                        break
                    self.tray.update(1 / 30)

    def on_roll(self, event) -> None:
        self.tray.throw([DieSpec(d6(event["dice"][d]), key=d) for d in event["hand"]])
        self.rolling = True
        if all(seat.is_bot for seat in self.match.seats):  # a table of bots: show each sheet in turn
            self.shown = (event["turn"] + event["round"]) % len(self.match.seats)
        self.start_shared_controls()
        for hand in self.hands.values():  # a fresh roll: nothing held, the focus on the first die
            hand.held, hand.panel, hand.focus = [], "", 0
        self.app.sounds.play("rattle")

    def start_shared_controls(self) -> None:
        """Each roll and each loading, people sharing the keyboard take it in
        seat order from the first again: their sheet comes up and the hand-off
        banner names them, as the recap does, instead of the last to finish
        carrying on unannounced."""
        sharing = [
            seat for seat, info in enumerate(self.match.seats) if not info.is_bot and not self.router.own_pad(seat)
        ]
        if len(sharing) > 1:
            self.shown = sharing[0]

    def _die_pos(self, die: int):
        for tray_die in self.tray.dice:
            if tray_die.key == die:
                return tray_die.position
        return TRAY.center

    def _fly_die(self, die: int, target, on_done=lambda: None) -> None:
        if self.app.anim_speed > 5:
            on_done()
            return
        mover = DieMover(d6(max(1, self.state.dice[die])), self._die_pos(die), target, size=DIE, duration=0.3)
        self.movers.append((mover, on_done))

    def on_claim(self, event) -> None:
        seat, deposit = event["player"], event["deposit"]
        self.mark(seat, ("deposit", deposit))
        self.mark(seat, ("stash", event["spot"]))
        self.app.sounds.play("scratch")
        if seat == self.shown:
            for die in event["dice"]:
                self._fly_die(die, self.layout.deposits[deposit].center)

    def on_dig(self, event) -> None:
        seat = event["player"]
        self.mark(seat, ("dig", event["deposit"], event["box"]))
        self.app.sounds.play("scratch")
        if seat == self.shown:
            self._fly_die(event["die"], self.layout.dig_boxes[(event["deposit"], event["box"])].center)

    def on_store(self, event) -> None:
        seat = event["player"]
        self.app.sounds.play("coin_take" if event.get("cost") else "click")
        if event["item"] == "pistol":
            for b in event.get("burros", []):
                self.mark(seat, ("hat", b))
        if event.get("spots"):
            for spot in event["spots"]:
                self.mark(seat, ("cross", spot))
        name = STORE[event["item"]]["name"]
        cost = f"  -${event['cost']}" if event.get("cost") else ""
        self.float_over(seat, name + cost)

    def on_tonic(self, event) -> None:
        self.app.sounds.play("click")
        self.float_over(event["player"], "Workhorse Tonic!")

    def on_confirm(self, event) -> None:
        self.app.sounds.play("click")

    def on_bunkhouse(self, event) -> None:
        die = event["die"]
        slot = bunkhouse_slot(DICE - 1 - event["left"])  # after those already resting there

        def arrive():
            self.tray.remove(die)
            self.app.sounds.play("move")

        self.app.sounds.play("whoosh")
        mover = DieMover(d6(1), self._die_pos(die), slot, size=DIE, duration=0.7)
        self.movers.append((mover, arrive))

    def on_tonic_saved(self, event) -> None:
        self.timeline.banner("The Tonic keeps the worker at work!", 1.0)

    def on_varmint(self, event) -> None:
        self.app.sounds.play("coin_take")
        dice = " + ".join(str(v) for v in event["dice"])
        self.timeline.banner(f"{self.names[event['player']]}: Varmint Huntin' +${event['gain']}", 1.2, f"{dice} + 6")

    def on_coal_baron(self, event) -> None:
        self.app.sounds.play("cheer")
        who = ", ".join(self.names[s] for s in event["seats"])
        self.timeline.banner(f"The Coal Baron pays {who} ${event['each']}", 1.4)

    def on_pinkertons(self, event) -> None:
        self.timeline.banner("The Pinkertons are called!", 1.6, f"Burro {event['round'] + 1} is the last delivery")

    def on_blackjack_die(self, event) -> None:
        self.app.sounds.play("rattle")
        self.last_bj_die = event["die"]

    def on_blackjack_end(self, event) -> None:
        self.app.sounds.play("cheer" if event["gain"] > 0 else "error" if event["gain"] < 0 else "click")
        self.timeline.banner(f"Blackjack {event['total']}: {event['text']}", 1.4)

    def on_round_over(self, event) -> None:
        self.app.sounds.play("whoosh")
        self.tray.clear()
        self.timeline.banner("Every worker is in the Bunkhouse", 1.2, "Choose an unused burro and load it")
        self.start_shared_controls()
        for hand in self.hands.values():
            hand.focus = -1  # the load ring starts on the burros

    def on_load(self, event) -> None:
        self.mark(event["player"], ("burro", self.state.sheets[event["player"]].chosen, len(event["loading"]) - 1))
        self.app.sounds.play("scratch")

    def on_choose_burro(self, event) -> None:
        self.app.sounds.play("flip")
        if event["bandits"] and not self.match.seats[event["player"]].is_bot:
            self.float_over(event["player"], f"Burro {event['burro'] + 1}: a bandit rides along!")

    def on_unload(self, event) -> None:
        self.app.sounds.play("click")

    def on_send(self, event) -> None:
        self.app.sounds.play("click")

    def on_delivery(self, event) -> None:
        seat, burro = event["player"], event["burro"]
        sheet = self.state.sheets[seat]
        for spot, mark in enumerate(sheet.crossed):
            if mark == str(burro + 1):
                self.mark(seat, ("cross", spot))
        for i in range(len(event["cargo"])):
            self.mark(seat, ("burro", burro, i))
        if event["stolen"]:
            self.mark(seat, ("stolen", burro))
        self.app.sounds.play("score")
        if seat == self.shown:
            parts = [f"${event['value']} delivered"]
            if event["stolen"]:
                parts.append(f"a bandit took {len(event['stolen'])}")
            if event["strike_gold"]:
                parts.append(f"Strike Gold +${event['strike_gold']}")
            if event["wash_day"]:
                parts.append(f"Wash Day +${event['wash_day']}")
            self.timeline.banner(f"Burro {burro + 1}: +${event['total']}", 1.4, ", ".join(parts))
        if self.coach.active and not self.match.seats[seat].is_bot:
            self.coach.finish()

    def on_shares(self, event) -> None:
        self.float_over(event["player"], f"Railroad Shares +${event['gain']}")

    def on_new_round(self, event) -> None:
        self.timeline.banner(
            f"Round {event['round'] + 1} of {self.state.rounds_total}", 1.0, "All workers back to the mine"
        )

    def on_game_over(self, event) -> None:
        self.app.sounds.play("cheer")
        self.timeline.banner("The last burro is home!", 1.6)

    def float_over(self, seat: int, text: str) -> None:
        """Words rising from the empty middle of the large sheet's header, clear of every
        name, box and the turn line; news of a player whose sheet is not shown names them."""
        if seat != self.shown:
            text = f"{self.match.seats[seat].name}: {text}"
        self.timeline.float_text(text, FLOAT_SPOT)
