"""Trading at any time at the King of Copper table: a person asks (key 3, X on a pad,
or the Trade button), even in another player's turn, and the offer opens as soon as
play waits for the player on turn to roll or move; "Who offers?" when several people
could; the offer is built behind a hand-over when it is not the player on turn's."""

from __future__ import annotations

from game.king_of_copper.moves import OfferTrade
from game.king_of_copper.rules import trade_moment
from scenes.king_of_copper.overlays import ChoiceOverlay, Option, TradeOverlay

ANYONE = -1  # a trade asked for from the shared keyboard or mouse: "Who offers?" decides


class Trades:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.asked: int | None = None  # a trade was asked for: by this seat, or ANYONE

    def offers(self) -> list[dict]:
        """The offer_trade moves open to the humans now, carried on the current player's move slot
        (bots offer only on their own turns, by themselves)."""
        scene = self.scene
        current = scene.state.current
        return [
            m
            for m in scene.match.legal_moves(current)
            if m["kind"] == "offer_trade" and not scene.match.seats[m.get("from", current)].is_bot
        ]

    def ask(self, seat: int) -> None:
        """Key 3, X on a pad, or the Trade button, at any moment: the offer opens as soon as play
        waits for the player on turn (before a roll or a move), even in a bot's turn. Asking
        again takes the request back."""
        scene = self.scene
        if self.asked == seat:
            self.asked = None
            scene.app.toasts.show("Trade request taken back.")
            return
        self.asked = seat  # the latest asker: one offer opens at a time
        scene.app.sounds.play("click")
        if not trade_moment(scene.state):
            scene.app.toasts.show(
                f"Trade asked: it opens when {scene.names[scene.state.current]} next waits to roll or move."
            )

    def open_asked(self) -> None:
        """The trade asked for opens, now that play waits for a roll or a move."""
        scene = self.scene
        asked = self.asked
        if asked is None:
            return
        if scene.match.is_over():
            self.asked = None
            return
        if not trade_moment(scene.state):
            return
        self.asked = None
        offers = self.offers()
        if asked != ANYONE:
            offers = [m for m in offers if m.get("from", scene.state.current) == asked]
        if not offers:  # the rules say why not (no title or ticket yet, or the offer of this turn made)
            current = scene.state.current
            who = asked if asked != ANYONE else self._first_human()
            offer = OfferTrade(player=current, kind="offer_trade")
            offer["from"] = who  # "from" is a Python word: set by its key
            scene.try_move(offer)
        elif len(offers) == 1:
            self.start(offers[0])
        else:
            self.choose_offerer(offers)

    def _first_human(self) -> int:
        scene = self.scene
        current = scene.state.current
        humans = [s for s in range(scene.state.players) if not scene.match.seats[s].is_bot]
        return current if current in humans else humans[0]

    def choose_offerer(self, offers: list[dict]) -> None:
        """ "Who offers?" when several humans could."""
        scene = self.scene
        current = scene.state.current
        options = [
            Option(scene.names[m.get("from", current)] + (" (on turn)" if "from" not in m else ""), m) for m in offers
        ] + [Option("Nobody", None)]
        scene.app.scenes.push(
            ChoiceOverlay(
                scene.app,
                scene,
                self._first_human(),
                "Who offers?",
                f"It is {scene.names[current]}'s turn, but anyone may offer a trade while play waits for a roll "
                "or a move. The offer is built by the player who makes it.",
                options,
                columns=min(4, len(options)),
            )
        )

    def start(self, move: dict) -> None:
        """Make the offer_trade move and open the offer to build."""
        scene = self.scene
        offerer = move.get("from", move["player"])
        if scene.try_move(move) is not None:
            decisions = scene.decisions
            decisions.prompted = decisions.key()
            # another player's offer is built behind a hand-over unless they have a pad of their own
            decisions.open(
                offerer,
                False,
                lambda: TradeOverlay(scene.app, scene, offerer),
                handover=offerer != scene.state.current,
            )
