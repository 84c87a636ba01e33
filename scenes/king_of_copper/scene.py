"""The King of Copper table: race round old Butte, mine, trade and rob.

The scene turns input into moves and the rules' events into animation
(scenes/king_of_copper/board.py); every rule is decided in
game/king_of_copper/rules.py. Secret faces (a peek at a deep chip, cashing chips at Finish, "My chips",
the chip a robbery brought) are drawn only after a "Pass to" screen whenever
more than one human plays, also for a seat with its own gamepad (the screen is
shared); only that seat's controller passes it. A choice for another player
(an answer to a trade) is a hand-over unless they have their own gamepad. With
one human at the table there is no pass screen, as in Stripmine. A bot's
secrets are never shown.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

import pygame

from game.chance import percent
from game.core import CHANCE
from game.king_of_copper import board as B
from game.king_of_copper.cards import CHARACTERS, GAME
from game.king_of_copper.odds import cave_in_chance, dig_cave_in_chance, tunnel_chance
from game.king_of_copper.rules import (
    bad_luck_left,
    brings_bad_luck,
    cave_numbers,
    problem,
    trade_moment,
    trade_partners,
)
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.board import TOKEN_SIZE, TRAY, VIEW, ZOOMS, BoardView
from scenes.king_of_copper.overlays import ChoiceOverlay, Option, TradeOverlay, chip_label, describe_trade
from scenes.king_of_copper.panels import Panels
from scenes.king_of_copper.pieces import chip_image
from scenes.kit import ui
from scenes.kit.coach import Coach, Tip
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import FORCED_MOVE_SECONDS, LOG_BUTTON_SIZE, GameScene
from scenes.kit.input import RING_STEPS
from sprites import theme

ACTIONS = pygame.Rect(VIEW.right + 8, VIEW.top, 248, VIEW.h)  # prompt, buttons and zoom between board and panels
PROMPT_RECT = pygame.Rect(ACTIONS.left, ACTIONS.top + 64, ACTIONS.w, 150)
BUTTON_ROW = pygame.Rect(ACTIONS.left, ACTIONS.top + 230, ACTIONS.w, ACTIONS.h - 230)
ZOOM_BUTTON = pygame.Rect(ACTIONS.left, ACTIONS.top, ACTIONS.w // 2 - 4, 52)
TRADE_BUTTON = pygame.Rect(ZOOM_BUTTON.right + 8, ACTIONS.top, ACTIONS.w - ZOOM_BUTTON.w - 8, 52)
OVERLAY_TASKS = ("rob", "character", "cash")
ANYONE = -1  # a trade asked for from the shared keyboard or mouse: "Who offers?" decides
TOAST_AREA = pygame.Rect(676, 120, 248, 170)  # in the prompt's place beside the board
COACH_PANELS = pygame.Rect(932, 62, 340, 404)  # over the player panels when the buttons fill the column


class KingOfCopperScene(GameScene):
    # The table's spots for what the kit draws over it: the Log button beside the title, the
    # bot caption and toasts in the prompt's place beside the board (no prompt while bots act, and
    # a toast says what the prompt would).
    log_button = pygame.Rect((290, 2), LOG_BUTTON_SIZE)
    hint_button = pygame.Rect(394, 2, 104, 46)
    caption_area = pygame.Rect(676, 120, 248, 168)
    coin_rain = True

    # "Since your last turn" sits in the dice tray, which is empty when a turn comes round:
    # the player panels, whose glow says who is acting, stay in view.
    recap_area = TRAY

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.board = BoardView(app, match)
        self.panels = Panels(app, match, self.board)
        self.coach = Coach(app, match.spec.id, self.coach_tips(), enabled=not demo)
        self.buttons: list[ui.Button] = []
        self.button_focus = 0
        self.buttons_for: tuple | None = None  # what the button row was last built for
        self.selected_token = 0
        self.target_index = 0
        self.prompted = None  # the decision an overlay is open (or was answered) for
        self.passing = False  # a pass screen is up, or was left for the pause menu
        self.reveals: deque[tuple[int, int, str]] = deque()  # (robber, victim, chip) to show the robber
        self.pointer: tuple[int, int] | None = None  # the mouse, for panning a zoomed board at its edges
        self.history: deque[str] = deque(maxlen=7)  # the latest happenings, for players who looked away
        self.status = ""
        self.trade_asked: int | None = None  # a trade was asked for: by this seat, or ANYONE
        self.forced: dict | None = None  # this frame's forced move for the human on turn
        self.forced_wait = 0.0
        self.button_moves: list[dict | None] = []  # the move each button of the row makes (None: not a move)
        self.picked_token: int | None = None  # the token the player picked since the last move (Learn to play)
        self.focused_mistake: dict | None = None  # Learn to play: the refused move Enter tries, to see why

    # --- reading the state --------------------------------------------------------------
    def human_seat(self) -> int | None:
        humans = self.human_to_act()
        return humans[0] if humans and not self.demo else None

    def humans_up(self) -> list[int]:
        """Whom the hand-off banner names: while the board still plays out the last moves the
        screen stays with who was up, so the banner changes with the header and the panel glow."""
        if self.board.busy:
            return list(self.hand_off_humans)
        return super().humans_up()

    def humans(self) -> int:
        return sum(1 for seat in self.match.seats if not seat.is_bot)

    def task(self) -> str:
        return self.state.tasks[0]["task"] if self.state.tasks else ""

    def move_moves(self, seat) -> list[dict]:
        if self.state.phase != "move" or self.task():
            return []
        return [m for m in self.match.legal_moves(seat) if m["kind"] == "move"]

    # --- the loop ---------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.board.busy

    def on_events(self, events: list[dict]) -> None:
        for event in events:  # each line joins the log when its animation comes round
            self.board.timeline.play([event])
            if event["kind"] == "robbed" and not self.demo and not self.match.seats[event["seat"]].is_bot:
                self.reveals.append((event["seat"], event["victim"], event["chip"]))
            line = happening(event, self.names)
            if line:
                self.board.timeline.then(0.0, lambda line=line: self.history.append(line))
        if any(e["kind"] in ("move", "roll", "turn") for e in events):
            self.selected_token, self.target_index, self.picked_token = 0, 0, None
            self.focused_mistake = None

    def update(self, dt: float) -> None:
        self.board.update(dt)
        self._edge_pan(dt)
        on_top = self.app.scenes.top is self
        if self.passing and on_top:  # the pass screen was left for the pause menu: ask again
            self.passing, self.prompted = False, None
        if self.reveals and not self.board.busy and on_top and not self.match.is_over():
            self._reveal_robbed_chip()  # before a bot takes its next step
        if self.trade_asked is not None and not self.board.busy and self.app.scenes.top is self:
            self._open_asked_trade()
        super().update(dt)
        idle = not self.board.busy and not self.match.is_over()
        seat = self.human_seat() if idle else None
        self._refresh_hints(seat)
        self._refresh_buttons(seat)
        self._play_forced_move(seat, dt)
        self.coach.update(dt)
        self.status = self.status_text()
        if seat is not None and self.app.scenes.top is self:
            self._maybe_prompt(seat)

    def forced_move(self, seat) -> dict | None:
        """The one token move the dice leave a human, if there is just one (the rules force it).
        A learner makes even that one by hand: the script may ask for a mistake first."""
        if seat is None or self.trade_asked is not None or self.app.scenes.top is not self or self.guide is not None:
            return None
        moves = self.move_moves(seat)
        return moves[0] if len(moves) == 1 else None

    def _play_forced_move(self, seat, dt: float) -> None:
        """A forced move needs no press: it plays itself after a moment (a trade asked for opens first)."""
        self.forced = self.forced_move(seat)
        if self.forced is None:
            self.forced_wait = FORCED_MOVE_SECONDS / self.app.anim_speed
            return
        self.forced_wait -= dt
        if self.forced_wait <= 0:
            self.try_move(self.forced)
            self.forced = None

    def _edge_direction(self) -> tuple[int, int]:
        """Which way a zoomed board scrolls, the mouse resting near its edge: (0, 0) when it doesn't."""
        if not self.board.zoom or self.pointer is None or not VIEW.collidepoint(self.pointer):
            return (0, 0)
        x, y = self.pointer
        edge = 48
        dx = -1 if x < VIEW.left + edge else 1 if x > VIEW.right - edge else 0
        dy = -1 if y < VIEW.top + edge else 1 if y > VIEW.bottom - edge else 0
        return (dx, dy)

    def _edge_pan(self, dt: float) -> None:
        """A zoomed board scrolls when the mouse rests near its edge."""
        dx, dy = self._edge_direction()
        if dx or dy:
            self.board.follow = None
            self.board.pan(dx * 600 * dt, dy * 600 * dt)

    def still(self) -> bool:
        """Not while an edge scroll moves the board: it must run at the full frame rate."""
        return super().still() and self._edge_direction() == (0, 0)

    def status_text(self) -> str:
        state = self.state
        if self.match.is_over():
            return "Game over"
        if self.board.picture.round == 0:
            return "Opening roll: highest goes first"
        picture = self.board.picture  # who the animation shows acting, as the panel glow does
        who = self.names[picture.current]
        luck = bad_luck_left(state, picture.current)
        lucky = f", {luck} bad-luck turn{'s' if luck > 1 else ''}" if luck else ""
        return f"Round {picture.round}: {who}'s turn{lucky}"

    # --- the first-game coach -------------------------------------------------------------------
    def coach_tips(self) -> list[Tip]:
        """Most urgent first."""

        def seat():  # the human the coach talks to, while the board is still
            return None if self.board.busy else self.human_seat()

        def task(name):
            return lambda: seat() is not None and self.task() == name

        def start(also=lambda seat: True):
            return lambda: seat() is not None and self.state.phase == "start" and not self.task() and also(seat())

        def move():
            return seat() is not None and self.state.phase == "move" and not self.task()

        tips = [
            ("buy", "A mine! Buy its title for $50. Titles in three districts win a Character Card.", task("buy")),
            ("tunnel", "The tunnel opens: choose any glowing tunnel exit.", task("tunnel_exit")),
            (
                "prospect",
                "You own this mine: buy the green prospecting chip under the title for $50.",
                start(lambda seat: any(m["kind"] == "prospect" for m in self.match.legal_moves(seat))),
            ),
            (
                "district",
                "A token on a head frame can walk into the mining district this turn.",
                start(lambda seat: any(t in B.HEAD_FRAMES for t in self.state.tokens[seat])),
            ),
            ("roll", "Press Roll (Enter, A or click) to throw the dice.", start()),
            (
                "trade",
                "Titles are out. Trade any time, even in another player's turn: the Trade "
                "button, key 3 or X. Titles, event tickets and money can change hands.",
                start(lambda seat: bool(trade_partners(self.state, seat)) and self.state.turn > 2),
            ),
            (
                "zoom",
                "Key 4 or Y zooms the board in and out; the camera follows the play.",
                start(lambda seat: self.state.turn > 6),
            ),
            (
                "move",
                "Glowing tokens can move. Left/right picks a token, up/down a space "
                "(the tag says which die), Enter moves. Or click them.",
                move,
            ),
        ]
        return [Tip(key, text, when, *self._coach_place(text)) for key, text, when in tips]

    def _coach_place(self, text: str) -> tuple[Callable[[], tuple[int, int] | None], Callable[[], pygame.Rect]]:
        return (lambda: self.coach_arrow(text)), (lambda: self.coach_box(text))

    def coach_box(self, text: str) -> pygame.Rect:
        """Where a tip sits: under the buttons when its words fit there at reading size, else
        over the player panels. Never over the board (its targets) or the dice tray."""
        free_top = max((b.rect.bottom for b in self.buttons), default=BUTTON_ROW.top) if not self.board.busy else 0
        under = pygame.Rect(ACTIONS.left, max(PROMPT_RECT.bottom, free_top + 30), ACTIONS.w, 0)
        under.h = VIEW.bottom - under.top
        if coach_height(text, under.w) <= under.h:
            return under
        return COACH_PANELS.copy()

    def coach_arrow(self, text: str) -> tuple[int, int] | None:
        """Up at the buttons from under them, stopping short of them; no arrow from over the panels."""
        rect = self.coach_box(text)
        if rect.left != ACTIONS.left or not self.buttons or self.board.busy:
            return None
        return (rect.centerx, rect.top - 22)

    # --- hints: glowing tokens and spaces ------------------------------------------------------
    def _movable(self, seat) -> list[int]:
        return sorted({m["token"] for m in self.move_moves(seat)})

    def _targets(self, seat) -> list[tuple[str, list[dict]]]:
        """The spaces the selected token may reach, each with every move that reaches it
        (one die, both dice, forward or back), in the rules' order."""
        movable = self._movable(seat)
        if not movable:
            return []
        token = movable[self.selected_token % len(movable)]
        groups: dict[str, list[dict]] = {}
        for move in self.move_moves(seat):
            if move["token"] == token:
                groups.setdefault(move["to"], []).append(move)
        return list(groups.items())

    def _label(self, move: dict) -> str:
        dice = self.state.dice
        use = move["use"]
        text = f"{dice[0]}+{dice[1]}" if use == "both" else str(dice["ab".index(use)])
        return ("back " + text) if move.get("back") else text

    def _refresh_hints(self, seat) -> None:
        board = self.board
        board.glow_nodes, board.glow_tokens, board.selected, board.bad_luck_nodes = {}, set(), None, set()
        if seat is None:
            return
        if self.task() == "tunnel_exit":
            exits = self.match.legal_moves(seat)
            board.glow_nodes = {m["to"]: "" for m in exits}
            if exits:
                target = exits[self.target_index % len(exits)]["to"]
                board.glow_nodes[target] = "here"
            return
        movable = self._movable(seat)
        if not movable:
            return
        board.glow_tokens = {(seat, t) for t in movable}
        token = movable[self.selected_token % len(movable)]
        board.selected = (seat, token)
        targets = self._targets(seat)
        for i, (node, moves) in enumerate(targets):
            label = " or ".join(self._label(m) for m in moves)
            if any(brings_bad_luck(self.state, m) for m in moves):
                board.bad_luck_nodes.add(node)
                label += " bad luck"
            if B.kind(node) == "tunnel":  # the roll at the turn's end: its odds where the choice is made
                label += f" tunnel {percent(tunnel_chance(self.state, seat))}"
            board.glow_nodes[node] = (">" + label) if i == self.target_index % len(targets) else label

    # --- making a token move: a choice of ways, and a warning before bad luck ---------------------
    def go_to(self, seat: int, moves: list[dict]) -> None:
        """A glowing space was picked: one way there is played (after a warning if it brings
        bad luck); several ways there (one die or both, forward or back) are offered to choose."""
        if len(moves) == 1:
            self.play_token_move(moves[0])
            return
        node = moves[0]["to"]
        where = "Finish" if node == "home" else B.MINE_NAMES.get(node, "that space")
        options = [Option(label, m, sub=does) for m in moves for label, does in [self.way_words(m)]] + [
            Option("Not yet", None)
        ]
        self.app.scenes.push(
            ChoiceOverlay(
                self.app,
                self,
                seat,
                f"Two ways to {where}",
                "Both reach the same space, but they use your dice differently. Pick the one you mean.",
                options,
                accepts=self.router.accepts(seat),
                columns=len(options),
            )
        )

    def way_words(self, move: dict) -> tuple[str, str]:
        """(label, what it does) for one way of moving a token, as the chooser shows it."""
        state = self.state
        dice = state.dice
        back = "back " if move.get("back") else ""
        if move["use"] == "both":
            label = f"Move {back}{dice[0]}+{dice[1]}"
            does = "uses both dice"
        else:
            die = "ab".index(move["use"])
            label = f"Move {back}{dice[die]}"
            rest = [dice[i] for i in state.dice_left if i != die]
            does = f"saves the {rest[0]} for later" if rest else "uses your last die"
        if brings_bad_luck(state, move):
            does = f"bad luck: 1 die, {GAME['bad_luck_turns']} turns"
        return label, does

    def play_token_move(self, move: dict) -> None:
        """Make a token move, asking first when it passes under the player's own ladder."""
        if not brings_bad_luck(self.state, move):
            self.try_move(move)
            return
        turns = GAME["bad_luck_turns"]

        def go() -> None:
            self.try_move(move)

        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Seven years of bad luck!",
                [
                    "This way passes under your own ladder.",
                    f"For your next {turns} turns you roll one die instead of two.",
                ],
                "Go anyway",
                go,
                no_label="Choose again",
                accepts=self.router.accepts(move["player"]),
            )
        )

    # --- the button row -----------------------------------------------------------------------------
    def _refresh_buttons(self, seat) -> None:
        key = (seat, self.state.phase, self.task(), len(self.match.log), self.app.scenes.top is self)
        if key == self.buttons_for:
            return
        self.buttons_for = key
        buttons, moves = [], []
        if seat is not None and self.state.phase == "start" and not self.task():
            for move in self.match.legal_moves(seat):
                if move["kind"] != "offer_trade":  # offers go through the Trade button at the top
                    buttons.append(self._start_button(seat, move))
                    moves.append(move)
            if self.state.hands[seat]:
                buttons.append(ui.Button("My chips", lambda s=seat: self.show_my_chips(s), size=32))
                moves.append(None)
        elif seat is not None and self.task() == "buy":
            mine = self.state.tasks[0]["mine"]
            buy = {"player": seat, "kind": "buy_title", "mine": mine}
            decline = {"player": seat, "kind": "decline_title", "mine": mine}
            buttons.append(
                ui.Button(f"Buy title ${GAME['title_price']}", lambda: self.try_move(buy), size=32, primary=True)
            )
            buttons.append(ui.Button("No thanks", lambda: self.try_move(decline), size=32))
            moves += [buy, decline]
        elif seat is not None and self.state.phase == "move" and not self.task():
            buttons.append(ui.Button("Move", self.confirm_target, size=32, primary=True))
            moves.append(None)
        self.buttons, self.button_moves = buttons, moves
        height = min(70, (BUTTON_ROW.h - 10 * (len(buttons) - 1)) // max(1, len(buttons)))
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(BUTTON_ROW.left, BUTTON_ROW.top + i * (height + 10), BUTTON_ROW.w, height)
        # a new decision starts on its main answer (Roll, Buy, Move), never where the last one left off
        self.button_focus = next((i for i, b in enumerate(buttons) if b.primary), 0)

    def _start_button(self, seat, move) -> ui.Button:
        kind = move["kind"]
        act = lambda m=move: self.try_move(m)  # noqa: E731
        if kind == "roll":
            return ui.Button("Roll", act, size=36, primary=True)
        if kind == "prospect":
            return ui.Button(f"Prospect {B.MINE_NAMES[move['mine']][:9]}", act, size=28, help="$50 for the green chip")
        if kind == "peek":  # with the chance a dig there caves in
            risk = percent(cave_in_chance(self.state, seat, move["mine"]))
            return ui.Button(f"Peek {B.MINE_NAMES[move['mine']]} {risk}", act, size=theme.MIN_TEXT)
        return ui.Button(kind, act, size=28)

    # --- overlays for decisions -----------------------------------------------------------------------
    def _decision_key(self):
        return (len(self.match.log), self.state.phase, self.task())

    def _maybe_prompt(self, seat) -> None:
        key = self._decision_key()
        if self.prompted == key:
            return
        task = self.task()
        phase = self.state.phase
        if task in OVERLAY_TASKS or phase in ("peeked", "trade_build", "trade_answer"):
            self.prompted = key
            secret = task == "cash" or phase == "peeked"
            handover = phase == "trade_answer" or (phase == "trade_build" and seat != self.state.current)
            self._open(seat, secret, lambda: self._overlay_for(seat), handover=handover)

    def _open(self, seat, secret: bool, make, handover: bool = False) -> None:
        """Push an overlay. Secret faces on the shared screen go behind a pass
        screen whenever other people play (`make` draws nothing before it is
        passed); a choice for another player (a trade answer) needs a hand-over
        unless they have their own pad."""
        if (secret or handover) and self.router.needs_hand_off(seat, secret):

            def ready():
                self.passing = False
                self.app.scenes.push(make())

            self.passing = True
            self.pass_to(seat, ready)
        else:
            self.app.scenes.push(make())

    def _reveal_robbed_chip(self) -> None:
        """The robber alone sees the face of the chip they took."""
        robber, victim, chip = self.reveals[0]

        def make():
            self.reveals.popleft()
            label, image = chip_label(self.match.view(robber), chip)
            return ChoiceOverlay(
                self.app,
                self,
                robber,
                "The chip you took",
                f"From {self.names[victim]}'s face-down chips you took {label}. "
                "Keep it face down: only you know what it is.",
                [Option(label, None, image), Option("Close", None)],
                accepts=self.router.accepts(robber),
            )

        self._open(robber, True, make)

    def _overlay_for(self, seat):
        state = self.state
        task = self.task()
        controls = self.router.accepts(seat)
        if state.phase == "trade_build":
            return TradeOverlay(self.app, self, seat)
        if state.phase == "trade_answer":
            give, get = describe_trade(state.trade, self.names)
            offerer = self.names[state.trade["from"]]
            text = f"{offerer} gives you: {give}.\nIn return {offerer} wants: {get}."
            options = [
                Option("Accept", {"player": seat, "kind": "accept_trade"}),
                Option("Decline", {"player": seat, "kind": "decline_trade"}),
            ]
            return ChoiceOverlay(
                self.app,
                self,
                seat,
                f"{self.names[seat]}: a trade offer",
                text,
                options,
                accepts=controls,
                closable=False,
            )
        if state.phase == "peeked":
            label, image = chip_label(self.match.view(seat), state.blue[state.peek])
            numbers = cave_numbers(state, seat, B.district_of(state.peek))
            risk = "nothing" if numbers == 0 else ("a 0" if numbers == 1 else f"0 to {numbers - 1}")
            chance = percent(dig_cave_in_chance(state, seat))
            text = (
                f"The deep chip under {B.MINE_NAMES[state.peek]} is {label}. Dig for $50 more and roll the d10: "
                f"{risk} caves the mine in ({chance} chance), bumping your tokens in the district to Start."
            )
            options = [
                Option("Dig: $50 and the d10", {"player": seat, "kind": "dig"}, image, sub=f"cave-in {chance}"),
                Option("Stop: lose the peek", {"player": seat, "kind": "stop_digging"}),
            ]
            return ChoiceOverlay(self.app, self, seat, "A peek below", text, options, accepts=controls, closable=False)
        if task == "rob":
            backs = self.match.view(seat).tasks[0]["slots"]  # the robber sees only green or blue backs
            count = len(backs)
            victim = self.names[state.tasks[0]["victim"]]
            options = [
                Option(
                    f"{'Green' if back.startswith('G') else 'Blue'} chip {i + 1}",
                    {"player": seat, "kind": "rob", "slot": i},
                    chip_image("green" if back.startswith("G") else "blue", 90),
                )
                for i, back in enumerate(backs)
            ]
            return ChoiceOverlay(
                self.app,
                self,
                seat,
                "Rob one chip",
                f"{victim} has laid out {count} chips face down. Pick one: one choice only.",
                options,
                accepts=controls,
                closable=False,
                columns=min(count, 4),
            )
        if task == "character":
            options = [
                Option(CHARACTERS[m["card"]]["name"], m, sub=CHARACTERS[m["card"]]["short"])
                for m in self.match.legal_moves(seat)
            ]
            return ChoiceOverlay(
                self.app,
                self,
                seat,
                "Choose your Character Card",
                "Three titles in three districts! Pick a card: its power is yours for the "
                "rest of the game. The others stay for the next player to get there.",
                options,
                accepts=controls,
                closable=False,
                columns=min(3, len(options)),
            )
        if task == "cash":
            view = self.match.view(seat)
            options = []
            for move in self.match.legal_moves(seat):
                if move["kind"] == "cash":
                    label, image = chip_label(view, move["chip"])
                    options.append(Option(f"Cash {label}", move, image))
            options.append(Option("Done", {"player": seat, "kind": "cash_done"}))
            return ChoiceOverlay(
                self.app,
                self,
                seat,
                "Cash chips at Finish",
                "Cash any chips you like. Tip: keep Fool's Gold and small chips as decoys.",
                options,
                accepts=controls,
                closable=False,
                columns=min(4, len(options)),
            )
        return ChoiceOverlay(self.app, self, seat, "Nothing to choose", "", [Option("Close", None)])

    def overlay_done(self, move: dict | None) -> None:
        if move is not None and move.get("kind") == "offer_trade":
            self.start_trade(move)  # picked in "Who offers?"
        elif move is not None and move.get("kind") == "move":
            self.play_token_move(move)  # picked among the ways to one space
        elif move is not None:
            self.try_move(move)

    # --- trading at any time ---------------------------------------------------------------------
    def trade_offers(self) -> list[dict]:
        """The offer_trade moves open to the humans now, carried on the current player's move slot
        (bots offer only on their own turns, by themselves)."""
        current = self.state.current
        return [
            m
            for m in self.match.legal_moves(current)
            if m["kind"] == "offer_trade" and not self.match.seats[m.get("from", current)].is_bot
        ]

    def ask_trade(self, seat: int) -> None:
        """Key 3, X on a pad, or the Trade button, at any moment: the offer opens as soon as play
        waits for the player on turn (before a roll or a move), even in a bot's turn. Asking
        again takes the request back."""
        if self.trade_asked == seat:
            self.trade_asked = None
            self.app.toasts.show("Trade request taken back.")
            return
        self.trade_asked = seat  # the latest asker: one offer opens at a time
        self.app.sounds.play("click")
        if not trade_moment(self.state):
            self.app.toasts.show(
                f"Trade asked: it opens when {self.names[self.state.current]} next waits to roll or move."
            )

    def _open_asked_trade(self) -> None:
        if self.match.is_over():
            self.trade_asked = None
            return
        if not trade_moment(self.state):
            return
        asked, self.trade_asked = self.trade_asked, None
        offers = self.trade_offers()
        if asked != ANYONE:
            offers = [m for m in offers if m.get("from", self.state.current) == asked]
        if not offers:  # the rules say why not (no title or ticket yet, or the offer of this turn made)
            current = self.state.current
            who = asked if asked != ANYONE else self._first_human()
            self.try_move({"player": current, "kind": "offer_trade", "from": who})
        elif len(offers) == 1:
            self.start_trade(offers[0])
        else:
            self.choose_offerer(offers)

    def _first_human(self) -> int:
        current = self.state.current
        humans = [s for s in range(self.state.players) if not self.match.seats[s].is_bot]
        return current if current in humans else humans[0]

    def choose_offerer(self, offers: list[dict]) -> None:
        """ "Who offers?" when several humans could."""
        current = self.state.current
        options = [
            Option(self.names[m.get("from", current)] + (" (on turn)" if "from" not in m else ""), m) for m in offers
        ] + [Option("Nobody", None)]
        self.app.scenes.push(
            ChoiceOverlay(
                self.app,
                self,
                self._first_human(),
                "Who offers?",
                f"It is {self.names[current]}'s turn, but anyone may offer a trade while play waits for a roll "
                "or a move. The offer is built by the player who makes it.",
                options,
                columns=min(4, len(options)),
            )
        )

    def start_trade(self, move: dict) -> None:
        offerer = move.get("from", move["player"])
        if self.try_move(move) is not None:
            self.prompted = self._decision_key()
            # another player's offer is built behind a hand-over unless they have a pad of their own
            self._open(
                offerer, False, lambda: TradeOverlay(self.app, self, offerer), handover=offerer != self.state.current
            )

    def show_my_chips(self, seat: int) -> None:
        def make():
            view = self.match.view(seat)
            options = []
            for chip in view.hands[seat]:
                label, image = chip_label(view, chip)
                options.append(Option(label, None, image))
            options.append(Option("Close", None))
            return ChoiceOverlay(
                self.app,
                self,
                seat,
                "Your face-down chips",
                "Only you should be looking. Sapphires cash when all your tokens are home.",
                options,
                accepts=self.router.accepts(seat),
                columns=min(4, len(options)),
            )

        self._open(seat, True, make)

    # --- input ------------------------------------------------------------------------------------------------
    def handle(self, action) -> bool:
        if super().handle(action):
            return True
        kind = action.kind
        if kind == "point" and action.pos:
            self.pointer = action.pos
        if self.humans() and (
            kind == "button2" or (kind == "click" and action.pos and TRADE_BUTTON.collidepoint(action.pos))
        ):
            seat = self.router.seat_of_pad(action.source)
            self.ask_trade(ANYONE if seat is None else seat)
            return True
        if self.board.cards and kind in ("confirm", "click"):
            self.board.skip_card()
            return True
        if kind == "button3" or (kind == "click" and action.pos and ZOOM_BUTTON.collidepoint(action.pos)):
            self.board.toggle_zoom(self.focus_point())
            return True
        seat = self.human_seat()
        if seat is None or self.board.busy:
            return False
        if not self.router.may_act(seat, action.source):
            return kind not in ("point", "back")  # another controller's press is not this player's move
        if self.task() == "tunnel_exit":
            return self._handle_targets(action, seat, self.match.legal_moves(seat))
        if self.state.phase == "move" and not self.task():
            return self._handle_move(action, seat)
        if self._handle_buttons(action):
            return True
        if kind == "click" and action.pos and VIEW.collidepoint(action.pos):
            return self._refuse_click(seat, action.pos)
        return False

    def _handle_buttons(self, action) -> bool:
        if not self.buttons:
            return False
        kind = action.kind
        if kind in ("up", "prev", "left"):
            self.button_focus = (self.button_focus - 1) % len(self.buttons)
            self.app.sounds.play("move")
        elif kind in ("down", "next", "right"):
            self.button_focus = (self.button_focus + 1) % len(self.buttons)
            self.app.sounds.play("move")
        elif kind == "confirm":
            self.app.sounds.play("click")
            self.buttons[self.button_focus].activate()
        elif kind in ("point", "click") and action.pos:
            for i, button in enumerate(self.buttons):
                if button.rect.collidepoint(action.pos):
                    self.button_focus = i
                    if kind == "click":
                        self.app.sounds.play("click")
                        button.activate()
                    return True
            return False
        elif (
            kind.startswith("button")
            and action.button is not None
            and action.button < len(self.buttons)
            and action.source == "kbm"
        ):
            self.buttons[action.button].activate()
        else:
            return False
        return True

    def _handle_move(self, action, seat) -> bool:
        kind = action.kind
        movable = self._movable(seat)
        if not movable:
            return False
        if kind in ("left", "right", "prev", "next"):
            step = -1 if kind in ("left", "prev") else 1
            self.selected_token = (self.selected_token + step) % len(movable)
            self.target_index = 0
            self.picked_token = movable[self.selected_token]
            self.app.sounds.play("move")
            self.board.look_at(self.board.token_xy(seat, movable[self.selected_token]))
            return True
        if kind in ("up", "down"):
            targets = self._targets(seat)
            if targets:
                self.target_index = (self.target_index + (1 if kind == "down" else -1)) % len(targets)
                self.board.look_at(L.node_xy(targets[self.target_index][0], self.state.quarters[seat]))
                self.app.sounds.play("move")
            return True
        if kind == "confirm":
            self.confirm_target()
            return True
        if kind in ("click", "point") and action.pos:
            if BUTTON_ROW.collidepoint(action.pos):
                return self._handle_buttons(action)
            token = self.board.token_at(action.pos, [(seat, t) for t in movable])
            if token is not None:
                self.selected_token, self.target_index = movable.index(token[1]), 0
                if kind == "click":
                    self.picked_token = token[1]
                    self.app.sounds.play("click")
                return True
            targets = self._targets(seat)
            node = self.board.node_at(action.pos, [to for to, _ in targets], self.state.quarters[seat])
            if node is not None:
                index = next(i for i, (to, _) in enumerate(targets) if to == node)
                self.target_index = index
                if kind == "click":
                    self.go_to(seat, targets[index][1])
                return True
            if kind == "click":
                return self._refuse_click(seat, action.pos)
        return False

    def click_move(self, seat: int, pos) -> dict | None:
        """The token move a click on the board asks for: one of the player's own tokens that
        cannot move, or the selected token sent to the space clicked; None off the spaces."""
        tokens = range(len(self.state.tokens[seat]))
        own = self.board.token_at(pos, [(seat, t) for t in tokens])
        if own is not None:
            token, to = own[1], self.state.tokens[seat][own[1]]
        else:
            to = self.board.node_at(pos, B.all_nodes(self.state.quarters), self.state.quarters[seat])
            if to is None:
                return None
            movable = self._movable(seat)
            token = movable[self.selected_token % len(movable)] if movable else 0
        left = self.state.dice_left if self.state.phase == "move" else [0, 1]
        use = "both" if len(left) == 2 else "ab"[left[0]] if left else "a"
        return {"player": seat, "kind": "move", "token": token, "use": use, "to": to}

    def _refuse_click(self, seat: int, pos) -> bool:
        """A click that asks for a move the rules refuse shows the rules' own sentence."""
        move = self.click_move(seat, pos)
        if move is not None and self.guide is not None:
            self.try_move(move)  # the guide matches a scripted mistake, and the rules say why it fails
            return True
        sentence = problem(self.state, move) if move is not None else ""
        if move is not None and not sentence:
            return False  # a move the rules allow but the glow did not offer: nothing to refuse
        self.app.toasts.show(sentence or self._off_the_spaces(seat, pos), "error")
        self.app.sounds.play("error")
        return True

    def _off_the_spaces(self, seat: int, pos) -> str:
        """What a click that asks for no move missed: a rival's token (in its start yard, say), or nothing."""
        rivals = [
            (other, t) for other, tokens in enumerate(self.state.tokens) if other != seat for t in range(len(tokens))
        ]
        rival = self.board.token_at(pos, rivals)
        if rival is not None:
            return f"That token is {self.seat_name(rival[0])}'s: pick one of your own glowing tokens."
        return "Pick a glowing token, then a glowing space."

    def _handle_targets(self, action, seat, moves) -> bool:
        """Choosing among glowing spaces only (a tunnel exit)."""
        kind = action.kind
        if not moves:
            return False
        if kind in RING_STEPS:
            self.target_index = (self.target_index + RING_STEPS[kind]) % len(moves)
            self.app.sounds.play("move")
            return True
        if kind == "confirm":
            self.try_move(moves[self.target_index % len(moves)])
            return True
        if kind in ("click", "point") and action.pos:
            node = self.board.node_at(action.pos, [m["to"] for m in moves])
            if node is not None:
                self.target_index = next(i for i, m in enumerate(moves) if m["to"] == node)
                if kind == "click":
                    self.try_move(moves[self.target_index])
                return True
            elsewhere = self.board.node_at(action.pos, B.all_nodes(self.state.quarters), self.state.quarters[seat])
            if kind == "click" and elsewhere is not None:  # the rules say why that space is no way out
                self.try_move({**moves[0], "to": elsewhere})
                return True
        return False

    def focus_point(self) -> tuple[float, float] | None:
        """The board point the focus is on: the focused space, else the selected token, else
        a token of the player on turn; None when nothing is focused (zoom keeps its place)."""
        seat = self.human_seat()
        if seat is not None:
            targets = self._targets(seat)
            if targets:
                return L.node_xy(targets[self.target_index % len(targets)][0], self.state.quarters[seat])
            if self.task() == "tunnel_exit":
                exits = self.match.legal_moves(seat)
                if exits:
                    return L.node_xy(exits[self.target_index % len(exits)]["to"])
        current = self.board.picture.current
        out = [t for t, node in enumerate(self.board.picture.tokens[current]) if node not in ("start", "home")]
        return self.board.token_xy(current, out[0]) if out else None

    def confirm_target(self) -> None:
        seat = self.human_seat()
        if seat is None:
            return
        if self.focused_mistake is not None:
            self.try_move(self.focused_mistake)
            return
        targets = self._targets(seat)
        if targets:
            self.go_to(seat, targets[self.target_index % len(targets)][1])

    # --- Learn to play ------------------------------------------------------------------------------------------
    # The card sits beside the board: below the prompt, or over it when a button there is the step's;
    # only if both would cover a spot, over the board.
    tutorial_card_spots = (
        pygame.Rect(672, 300, 600, 0),
        pygame.Rect(672, 70, 600, 0),
        pygame.Rect(16, theme.HEIGHT, 600, 0),  # clamped up to the bottom edge
        pygame.Rect(16, 70, 600, 0),
    )
    TUTORIAL_TOASTS = pygame.Rect(676, 452, 248, 250)  # where toasts go while the card covers their place

    @property
    def toast_area(self) -> pygame.Rect:  # type: ignore[override]
        card = self.guide.card if self.guide is not None else None
        if card is not None and card.rect.colliderect(TOAST_AREA):
            return self.TUTORIAL_TOASTS
        return TOAST_AREA

    def tutorial_spots(self, move: dict) -> list[pygame.Rect]:
        """A button's rect; a token and then its space; a tunnel exit. A move's token is lit with its
        space until it is picked; a refused move of a token (its own space) is a click on the token."""
        seat = move.get("player")
        if not isinstance(seat, int) or self.board.busy:
            return []
        self._refresh_buttons(self.human_seat())
        for button, made in zip(self.buttons, self.button_moves):
            if made == move:
                return [pygame.Rect(button.rect)]
        quarter = self.state.quarters[seat]
        points: list[tuple[tuple[float, float], int]] = []  # (board point, size) to light
        token_point = None
        if move["kind"] in ("move", "tunnel_exit"):
            space = (L.node_xy(move["to"], quarter), round(L.CELL * self.board.scale * 1.1))
        if move["kind"] == "tunnel_exit":
            points = [space]
        elif move["kind"] == "move":
            token_point = (self.board.token_xy(seat, move["token"]), round(TOKEN_SIZE * self.board.scale * 1.1))
            if self.state.tokens[seat][move["token"]] == move["to"]:
                points = [token_point]
            else:
                points = [space] if self.picked_token == move["token"] else [token_point, space]
        self._bring_into_view([point for point, _ in points])
        spots = []
        for point, size in points:
            rect = pygame.Rect(0, 0, max(theme.MIN_TARGET, size), max(theme.MIN_TARGET, size))
            rect.center = tuple(round(v) for v in self.board.to_screen(point))
            spots.append(rect)
        if points and points[-1] is not token_point:
            spots[-1] = self._with_tag(spots[-1], move["to"])
        return spots

    def _with_tag(self, spot: pygame.Rect, node: str) -> pygame.Rect:
        """A lit space takes in its tag ("2", "2+5") when its centre stays on the space to click."""
        tag = self.board.tag_boxes().get(node)
        if tag is None:
            return spot
        wider = spot.union(tag)
        on_space = L.CELL * 0.4 * self.board.scale  # node_at takes a click within 0.55 of a cell
        return wider if pygame.Vector2(wider.center).distance_to(spot.center) <= on_space else spot

    def _bring_into_view(self, points) -> None:
        """A zoomed board glides to show every spot, or zooms out when they don't fit in one view."""
        if not points or all(VIEW.collidepoint(self.board.to_screen(point)) for point in points):
            return
        xs, ys = [x for x, _ in points], [y for _, y in points]
        room = (VIEW.w - 120) / self.board.scale, (VIEW.h - 120) / self.board.scale
        if max(xs) - min(xs) > room[0] or max(ys) - min(ys) > room[1]:
            self.board.zoom = 0
        self.board.look_at(((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2))

    def tutorial_focus(self, move: dict) -> None:
        """Focus the step's button, token and space, or tunnel exit, so Enter alone makes the move."""
        seat = move.get("player")
        self.focused_mistake = None
        if not isinstance(seat, int):
            return
        self._refresh_buttons(self.human_seat())
        if move in self.button_moves:
            self.button_focus = self.button_moves.index(move)
        elif move["kind"] == "tunnel_exit":
            exits = [m["to"] for m in self.match.legal_moves(seat) if m["kind"] == "tunnel_exit"]
            self.target_index = exits.index(move["to"]) if move["to"] in exits else 0
        elif move["kind"] == "move" and problem(self.state, move):
            self.focused_mistake = move
        elif move["kind"] == "move" and move["token"] in self._movable(seat):
            self.selected_token = self._movable(seat).index(move["token"])
            targets = [to for to, _ in self._targets(seat)]
            self.target_index = targets.index(move["to"]) if move["to"] in targets else 0

    # --- drawing -------------------------------------------------------------------------------------------------
    def prompt_text(self) -> str:
        if self.demo or self.board.busy or self.match.is_over():
            return ""
        seat = self.human_seat()
        state = self.state
        if seat is None:
            actors = [a for a in self.match.to_act() if a != CHANCE]
            return f"{self.names[actors[0]]} is thinking..." if actors else ""
        name = self.names[seat]
        task = self.task()
        if task == "buy":
            return f"{name}: buy the {B.MINE_NAMES[state.tasks[0]['mine']]} title for $50?"
        if task == "tunnel_exit":
            return f"{name}: choose a tunnel exit (arrows + Enter, or click)"
        if state.phase == "start":
            if any(m["kind"] == "peek" for m in self.match.legal_moves(seat)):
                return f"{name}: mine, trade, or roll the dice. Peek %: the chance a dig there caves in."
            return f"{name}: mine, trade, or roll the dice"
        if state.phase == "move":
            dice = " and ".join(str(state.dice[i]) for i in state.dice_left)
            if self.forced is not None:
                return f"{name}: {dice} leaves one move; it plays itself"
            return f"{name}: move with {dice}: pick a glowing token, then a space"
        return ""

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("wood"), (0, 0))
        theme.draw_text(surface, "King of Copper", (16, 8), 50, theme.GOLD, shadow=True, display=True)
        if self.demo:  # the demo banner has the top right; with no humans the prompt box is free
            theme.draw_wrapped(surface, self.status, PROMPT_RECT, 30, theme.CREAM)
        else:
            theme.draw_text(
                surface,
                theme.fit(self.status, theme.SMALL, 600),
                (theme.WIDTH - 16, 18),
                theme.SMALL,
                theme.CREAM,
                "topright",
                shadow=True,
            )
        self.board.draw(surface, self)
        ui.draw_corner_button(surface, ZOOM_BUTTON, "Zoom -" if self.board.zoom == len(ZOOMS) - 1 else "Zoom +")
        if self.humans() and not self.demo:
            ui.draw_corner_button(
                surface,
                TRADE_BUTTON,
                "Trade" if self.trade_asked is None else "Trade...",
                lit=self.trade_asked is not None,
            )
        self.panels.draw(surface, self.board.clock)
        prompt = self.prompt_text()
        if prompt:
            theme.draw_wrapped(surface, prompt, PROMPT_RECT, 30, theme.CREAM)
        if not self.buttons or self.board.busy:
            self._draw_history(surface)
        if not self.board.busy:
            for i, button in enumerate(self.buttons):
                button.draw(surface, i == self.button_focus)
        self.coach.draw(surface)
        self.board.draw_overlays(surface)
        if self.demo:
            self.draw_demo_banner(surface)

    def _draw_history(self, surface) -> None:
        top = BUTTON_ROW.top
        theme.draw_text(surface, "Lately", (ACTIONS.left, top), theme.MIN_TEXT, theme.GOLD_LIGHT)
        for i, line in enumerate(reversed(self.history)):
            colour = theme.CREAM if i == 0 else theme.DIM
            theme.draw_text(
                surface,
                theme.fit(line, theme.MIN_TEXT, ACTIONS.w),
                (ACTIONS.left, top + 34 + i * 34),
                theme.MIN_TEXT,
                colour,
            )


def happening(event: dict, names: list[str]) -> str:
    """A short line for the log of what happened ("" for the small stuff)."""
    kind = event["kind"]
    who = names[event["seat"]] if isinstance(event.get("seat"), int) and event["seat"] < len(names) else ""
    mine = B.MINE_NAMES.get(event.get("mine", ""), "")
    if kind == "roll":
        return f"{who} rolled {' and '.join(str(d) for d in event['dice'])}"
    if kind == "bumped" and event["by"] >= 0:
        return f"{names[event['by']]} bumped {who}"
    if kind == "robbed":
        return f"{who} robbed {names[event['victim']]}"
    if kind == "title":
        return f"{who} bought {mine}"
    if kind == "prospect":
        return f"{who} prospected {mine}"
    if kind == "deep_mined":
        return f"{who} mined deep at {mine}"
    if kind == "cave_in":
        return f"{mine} caved in on {who}"
    if kind == "fools_gold":
        return f"{who} found Fool's Gold"
    if kind == "event_card":
        return f"{who}: {event['title']}"
    if kind == "character":
        return f"{who} is {event['name']}"
    if kind == "finish":
        return f"{who}: a token home"
    if kind == "cash":
        return f"{who} cashed ${event['value']}"
    if kind == "anaconda":
        return f"{who} has the Anaconda"
    if kind == "tunnel":
        return f"{who} went through a tunnel"
    if kind == "bad_luck":
        return f"{who}: 7 turns of bad luck"
    if kind == "trade_accepted":
        return f"{names[event['trade']['from']]} traded with {names[event['trade']['with']]}"
    if kind == "trade_declined":
        return f"{who} declined a trade"
    if kind == "forfeit":
        return f"{who} forfeited a die"
    return ""


def coach_height(text: str, width: int) -> int:
    """The height a tip's bubble needs to show its words at reading size (scenes/kit/coach.py's bubble)."""
    size = theme.MIN_TEXT + 1
    return 58 + size * len(theme.wrap_lines(text, size, width - 36))  # the coach's own (hand) wrapping
