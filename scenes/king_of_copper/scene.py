"""The King of Copper table: race round old Butte, mine, trade and rob.

The scene only wires the table's parts together; every rule is decided in
game/king_of_copper/rules.py.
- board.py: the picture the timeline moves (the rules' events become animation),
  seen through camera.py and drawn by drawing.py, with marks.py's glow and rings
- targets.py: what can be pointed at on the board (the kit's targets layer keeps the
  focus, hit-tests and chooses); controls.py: the table's part of the input and what
  glows; buttons.py: the button row beside the board, targets too
- decisions.py: the choice screens (overlays.py) and the hand-offs before secrets;
  trades.py: trading at any time
- prompts.py, tips.py, panels.py: the words, first-game tips and player panels
- tutorial.py: Learn to play's spots and focus; layout.py: where everything sits
"""

from __future__ import annotations

import pygame

from game.contract import Move
from game.king_of_copper.board import all_nodes, kind
from game.king_of_copper.rules import brings_bad_luck
from scenes.king_of_copper import drawing, tutorial
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.board import Board
from scenes.king_of_copper.buttons import ButtonRow
from scenes.king_of_copper.controls import Controls
from scenes.king_of_copper.decisions import Decisions
from scenes.king_of_copper.labels import hidden, lay_out, token_rects
from scenes.king_of_copper.layout import PROMPT_RECT, TRADE_BUTTON, TRAY, VIEW, ZOOM_BUTTON, ZOOMS
from scenes.king_of_copper.overlays import ChoiceOverlay
from scenes.king_of_copper.panels import Panels
from scenes.king_of_copper.prompts import PROMPT_SIZE, Prompts
from scenes.king_of_copper.tips import coach_tips, history_bottom
from scenes.king_of_copper.trades import ANYONE, Trades
from scenes.kit import ui
from scenes.kit.coach import Coach
from scenes.kit.game_scene import FORCED_MOVE_SECONDS, LOG_BUTTON_SIZE, GameScene
from scenes.kit.targets import Target
from sprites import theme


class KingOfCopperScene(GameScene):
    # The table's spots for what the kit draws over it: the Log button beside the title, the
    # bot caption and toasts in the prompt's place beside the board (no prompt while bots act, and
    # a toast says what the prompt would).
    log_button = pygame.Rect((290, 2), LOG_BUTTON_SIZE)
    hint_button = pygame.Rect(394, 2, 104, 46)
    caption_area = pygame.Rect(676, 120, 248, 168)
    coin_rain = True
    tutorial_card_spots = tutorial.CARD_SPOTS

    # "Since your last turn" sits in the dice tray, which is empty when a turn comes round:
    # the player panels, whose glow says who is acting, stay in view.
    recap_area = TRAY

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.board = Board(app, match)
        self._spaces: tuple[tuple, list[tuple[pygame.Rect, str]]] = ((), [])  # spaces_in_view, for a camera
        self.panels = Panels(app, match, self.board)
        self.controls = Controls(self)
        self.row = ButtonRow(self)
        self.decisions = Decisions(self)
        self.trades = Trades(self)
        self.prompts = Prompts(self)
        self.coach = Coach(app, match.spec.id, coach_tips(self), enabled=not demo)
        self.pointer: tuple[int, int] | None = None  # the mouse, for panning a zoomed board at its edges
        self.forced: dict | None = None  # this frame's forced move for the human on turn
        self.forced_wait = 0.0

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

    # --- the loop ---------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.board.busy

    def on_events(self, events: list[dict]) -> None:
        for event in events:  # each line joins the log when its animation comes round
            self.board.timeline.play([event])
            self.decisions.note(event)
            self.prompts.note(event)
        if any(e["kind"] in ("move", "roll", "turn") for e in events):
            self.controls.reset()

    def place_overlays(self) -> None:
        """The glow and the board's words first (where they go this frame), then the kit's
        overlays off them: placed once a frame, off the words as they are now."""
        self.controls.refresh_glow(self.idle_seat())
        self.board.numbered = self.numbered()
        self.board.laid = lay_out(self.board, self.board.words, self.board.laid)
        super().place_overlays()

    def update(self, dt: float) -> None:
        self.board.update(dt)
        self.board.camera.edge_pan(self.pointer, dt)
        self.decisions.update()
        if self.trades.asked is not None and not self.board.busy and self.app.scenes.top is self:
            self.trades.open_asked()
        super().update(dt)
        seat = self.idle_seat()
        self._play_forced_move(seat, dt)
        self.coach.update(dt)
        self.prompts.status = self.prompts.status_text()
        if seat is not None and self.app.scenes.top is self:
            self.decisions.maybe_prompt(seat)

    def forced_move(self, seat) -> dict | None:
        """The one token move the dice leave a human, if there is just one (the rules force it).
        A learner makes even that one by hand: the script may ask for a mistake first. One that
        brings bad luck never plays itself: the player makes it, after the warning."""
        if seat is None or self.trades.asked is not None or self.app.scenes.top is not self or self.guide is not None:
            return None
        moves = self.controls.token_moves(seat)
        return moves[0] if len(moves) == 1 and not brings_bad_luck(self.state, moves[0]) else None

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

    def covered(self, dt: float) -> None:
        super().covered(dt)
        self.decisions.to_phone()  # a phone come for the seat a screen waits on takes its choice

    def still(self) -> bool:
        """Not while an edge scroll moves the board: it must run at the full frame rate."""
        return super().still() and self.board.camera.edge_direction(self.pointer) == (0, 0)

    def numbered(self) -> bool:
        """Tokens show the numbers the hint, the targets and the log name them by, while play goes on."""
        return bool(self.board.picture.round) and not self.demo and not self.match.is_over()

    # --- targets: tokens, spaces, tunnel exits and buttons, from the rules' legal moves ---------
    def idle_seat(self) -> int | None:
        """The human to act, while the board is still and the game goes on."""
        return None if self.board.busy or self.match.is_over() else self.human_seat()

    def explained(self) -> list[tuple[pygame.Rect, str]]:
        """Each space of the board in view, by its kind, and the panels' badges
        (game/data/king_of_copper_aid.toml)."""
        return self.panels.explained() + self.spaces_in_view()

    def spaces_in_view(self) -> list[tuple[pygame.Rect, str]]:
        """The board's spaces in view, by kind: found again only when the camera moves (the
        player aid and the overlays ask each frame)."""
        camera = self.board.camera
        key = (camera.view_key(), tuple(self.board.quarters))
        if self._spaces[0] != key:
            size = round(L.CELL * 0.9 * camera.scale)
            spaces = []
            for node in all_nodes(self.board.quarters):
                if node in ("start", "home"):
                    continue
                rect = pygame.Rect(0, 0, size, size)
                rect.center = camera.to_screen(L.node_xy(node))
                if VIEW.contains(rect):
                    spaces.append((rect, kind(node)))
            self._spaces = (key, spaces)
        return self._spaces[1]

    def reading_rects(self) -> list[pygame.Rect]:
        """The player panels, the tokens on the board shown, their numbers and the board's names, and the prompt
        beside the board while it shows: a hint's toast or a card keeps off them (or off a choice screen's words and options, while one stands in for
        the table)."""
        screen = self.choice_screen()
        if screen is not None:
            return screen.reading_rects()
        panels = [self.panels.rect(seat) for seat in range(self.panels.players)]
        panels += [rect for rect in token_rects(self.board) if VIEW.colliderect(rect)]  # whose is where
        panels += [rect for _, _, rect in self.board.laid.numbers]  # and which is which
        panels += self.board.laid.names()  # the mines' and districts' names
        prompt = self.prompts.prompt_text() if self.app.scenes.top is self else ""
        if not prompt:
            return panels
        height = theme.wrapped_height(prompt, PROMPT_SIZE, PROMPT_RECT.w)
        return [pygame.Rect(PROMPT_RECT.topleft, (PROMPT_RECT.w, height))] + panels

    def overlaps_seen(self) -> list[tuple[str, str]]:
        """The board's words over one another, a token or a glow, a district name over a piece, and
        the recap card over a name (the readable tool counts them)."""
        found = self.board.words.overlaps + hidden(self.board)
        recap = self.recap_card.shown if self.recap_card is not None else None
        if recap is not None and recap.collidelist(self.board.laid.names()) >= 0:
            found.append(("Since your turn", "a name on the board"))
        return found

    def about_rects(self, about: str) -> list[pygame.Rect]:
        """What a Learn to play step talks about: "your_tokens" (the learner's, seat 0) or
        "rival_tokens" (everyone else's), where they stand on the board shown; "board" (the whole
        board: a roll's every move, the card waits beside it)."""
        if about == "board":
            return [tutorial.BOARD_IN_PLAY]
        if about not in ("your_tokens", "rival_tokens"):
            return []
        board, rects = self.board, iter(token_rects(self.board))
        by_seat = [[next(rects) for _ in board.picture.tokens[seat]] for seat in range(board.players)]
        seats = [0] if about == "your_tokens" else range(1, board.players)
        return [rect for seat in seats for rect in by_seat[seat] if VIEW.colliderect(rect)]

    def keep_seen(self, placing: str = "") -> list[pygame.Rect]:
        """The kit's, the table's own Zoom and Trade buttons, the tags of the spaces a token may go
        to ("Move 7") and the numbers of the person's tokens: no card, tip or toast covers them; nor
        the recap card the board's names. While a move is shown or plays, Learn to play's card waits
        beside the board and the panels' words: a token on its way, where it lands, the mine names
        and who has what stay seen."""
        keep = super().keep_seen(placing) + [ZOOM_BUTTON, TRADE_BUTTON, *self.board.laid.tags.values()]
        seat = self.idle_seat()  # the person acting: their tokens' numbers, which the hint and targets name
        keep += [rect for owner, _, rect in self.board.laid.numbers if owner == seat]
        if placing == "recap":  # "Since your turn" tells of the mines and districts it must not hide
            keep += self.board.laid.names()
        if placing == "card" and (self.busy() or self.bot_preview is not None):  # a move shown or playing
            keep += [tutorial.BOARD_IN_PLAY, *self.panels.words()]  # and who is moving, with what
        return keep

    def targets(self) -> list[Target]:
        """The table's targets while it is on top (a screen over it has its own)."""
        seat = self.idle_seat()
        self.row.refresh(seat)
        if seat is None or self.app.scenes.top is not self:
            return []
        return self.controls.targets(seat) + self.row.targets

    def refresh_targets(self) -> None:
        super().refresh_targets()
        self.controls.place_focus()

    def choose_move(self, move: Move) -> None:
        """A token move warns first when it brings bad luck."""
        if move["kind"] == "move":
            self.controls.play_token_move(move)
        else:
            self.try_move(move)

    def focus_on(self, move: Move) -> None:
        """Put the focus where `move` is made: its token's spaces are shown once the focus is on the
        token, so a second look finds the space itself (Enter then makes the whole move)."""
        for _ in range(2):
            self.refresh_targets()
            self.layer.focus_move(move)

    def ask_hint(self, source: str) -> None:
        super().ask_hint(source)
        if self.hint is not None and self.guide is None:
            self.focus_on(self.hint.move)

    # --- answers from the choice screens ----------------------------------------------------
    def overlay_done(self, move: Move | None) -> None:
        if move is not None and move.get("kind") == "offer_trade":
            self.trades.start(move)  # picked in "Who offers?"
        elif move is not None and move.get("kind") == "move":
            self.controls.play_token_move(move)  # picked among the ways to one space
        elif move is not None:
            self.try_move(move)

    def start_trade(self, move: dict) -> None:
        self.trades.start(move)

    # --- Learn to play --------------------------------------------------------------------------
    @property
    def toast_area(self) -> pygame.Rect:  # type: ignore[override]
        return tutorial.toast_area(self.guide)

    def tutorial_spots(self, move: dict) -> list[pygame.Rect]:
        """On the table, or on the choice screen over it that stands in for it."""
        self.refresh_targets()
        screen = self.choice_screen()
        return screen.tutorial_spots(move) if screen is not None else tutorial.spots(self, move)

    def tutorial_focus(self, move: dict) -> None:
        """Enter alone makes the step's move (or tries its mistake)."""
        screen = self.choice_screen()
        if screen is not None:
            screen.tutorial_focus(move)
        else:
            self.focus_on(move)

    def choice_screen(self) -> ChoiceOverlay | None:
        """The choice screen up over this table, if one is."""
        top = self.app.scenes.top
        return top if isinstance(top, ChoiceOverlay) and top.game_scene is self else None

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
            self.trades.ask(ANYONE if seat is None else seat)
            return True
        if self.board.holds_press() and kind in ("confirm", "click"):
            self.board.skip_card()  # the press puts the card away and does nothing else
            return True
        if kind == "button3" or (kind == "click" and action.pos and ZOOM_BUTTON.collidepoint(action.pos)):
            self.app.sounds.play("whoosh")
            self.board.camera.toggle_zoom(self.controls.focus_point())
            return True
        seat = self.human_seat()
        if seat is None or self.board.busy:
            return False
        if not self.router.may_act(seat, action.source):
            return kind not in ("point", "back")  # another controller's press is not this player's move
        return self.controls.handle(action, seat)

    # --- drawing -------------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(theme.backdrop("wood"), (0, 0))
        theme.draw_text(surface, "King of Copper", (16, 8), 50, theme.GOLD, shadow=True, display=True)
        self.prompts.draw_status(surface)
        drawing.draw_board(surface, self.board, self.bot_preview)
        zoomed_in = self.board.camera.zoom == len(ZOOMS) - 1
        ui.draw_corner_button(surface, ZOOM_BUTTON, "Zoom -" if zoomed_in else "Zoom +")
        if self.humans() and not self.demo:
            asked = self.trades.asked is not None
            ui.draw_corner_button(surface, TRADE_BUTTON, "Trade..." if asked else "Trade", lit=asked)
        self.panels.draw(surface, self.board.clock)
        self.prompts.draw_prompt(surface)
        if not self.row.buttons or self.board.busy:
            self.prompts.draw_history(surface, history_bottom(self))
        if not self.board.busy:
            self.row.draw(surface, self.layer.focus_key)
        self.coach.draw(surface)
        drawing.draw_over_panels(surface, self.board)
        if self.demo:
            self.draw_demo_banner(surface)
