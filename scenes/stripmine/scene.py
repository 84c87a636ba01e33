"""The Stripmine table: mine the coin hills, then sell what's scarce.

The scene turns input into moves and events into animation (scenes/
stripmine_board.py); every rule is decided in game/stripmine/rules.py.
"""

from __future__ import annotations

import pygame

from game import tutorial
from game.contract import Move
from game.core import CHANCE
from game.stripmine.moves import Hold, Mine, Pick
from game.stripmine.phases import Phase
from game.stripmine.rules import HILL, MINING_TURNS, REVEALED
from scenes.kit.coach import Coach, Tip
from scenes.kit.game_scene import LOG_BUTTON_SIZE, MENU_BUTTON, GameScene
from scenes.kit.privacy import PassScene
from scenes.kit.targets import Target
from scenes.stripmine.board import Board, Showing
from scenes.stripmine.drawing import banner_rect
from scenes.stripmine.layout import FIELD, PANELS, POOL, REVEAL_Y
from scenes.stripmine.lock_in import ask_to_lock_in
from scenes.stripmine.pick import PickScene, dismiss_toast, places_of
from sprites import theme

PAD_LETTERS = ("A", "B", "X", "Y")
DEMO_STATUS_Y = 54  # below the kit's demo banner (top right, SMALL text at y 14)
STATUS_DOING = {
    Showing.BLOWOUT: ": Blowout",
    Phase.FIRST: ": coin flip for who mines first",
}  # what an auction's status adds
# Tips go in the top bar between the title (and any table button beside it, such as
# a log) and the status line: one line at size 30 fits 384 px of text.
TIP_BOX = pygame.Rect(330, 4, 420, 88)
# Learn to play's card (600 wide, up to about 200 high), by its top-left corner: while the
# learner mines, over the opponent's panel (kept on screen, so at the bottom); while a bot
# mines or a mine is told, in the sky on the far side from that hill; while an auction's
# score is told, over the field, under the scarcity strip and clear of the revealed coins
# and the scores; on the pick screen, over its heading.
CARD_THEIRS = (652, theme.HEIGHT)
CARD_SKY_LEFT, CARD_SKY_RIGHT = (40, 96), (640, 96)
CARD_SCORE = (340, 192)  # under the strip (its bottom 184) by the margin overlays keep
CARD_SCORE_ASIDE = ((40, 192), (640, 192))  # beside a hill the card talks about
CARD_PICK = (0, 0)
CAPTION_UNDER_FIELD = pygame.Rect(190, 388, 900, 60)  # in Learn to play, where the prompt line goes
HINT_BUTTON = pygame.Rect(1136, 394, 104, 46)  # at the end of the prompt line: the top bar holds the tips
PROMPT_WIDTH = 2 * (HINT_BUTTON.left - 12 - theme.WIDTH // 2)  # the prompt line, centred, clear of the Hint button
OUT_OF_SIGHT = pygame.Rect(-theme.WIDTH, -theme.HEIGHT, 0, 0)
SCORE_BAND = 112  # a panel's top: its name and points (and in a compact panel, its name lines)
NAMED_WAITING = 2  # more players than this still choosing are counted, not named
SHOWN_AT_ONCE = "Everyone's coins are shown at once."  # Learn to play's card while a reveal plays


class StripmineScene(GameScene):
    # The table's spots for what the kit draws over it: the Log button beside the title, the
    # recap over the sky, the bot caption under the auction card, toasts in the sky.
    log_button = pygame.Rect((222, 12), LOG_BUTTON_SIZE)
    hint_button = HINT_BUTTON
    recap_area = pygame.Rect(44, 96, 336, 200)
    table_caption_area = pygame.Rect(390, 186, 840, 54)
    toast_area = pygame.Rect(390, 100, 850, 140)
    coin_rain = True
    # Arrows and Tab step along the row of hills, wrapping round.
    target_cycles = {"left": ("hill", -1), "right": ("hill", 1), "prev": ("hill", -1), "next": ("hill", 1)}
    targets_by_order = True  # a mined-out hill's focus goes to the next hill along, as the hills shift

    def __init__(self, app, match, demo: bool = False):
        super().__init__(app, match, demo)
        self.board = Board(app, match)
        self.prompting: int | None = None  # seat going through the pass-and-pick screens
        self.pad_choices: dict[int, list[int]] = {}  # seat -> chosen slots, for gamepad secret picks
        self.pad_refusals: dict[int, str] = {}  # seat -> the rules' sentence shown for locking in too soon
        self.asking: int | None = None  # the pad seat asked whether to lock its choice in
        self.phone_choices: dict[int, list[int]] = {}  # seat -> slots chosen on its phone (kept over a drop)
        self.phones.plays_on = True  # the secret picks are made at once: one seat's question holds up no phone
        humans = any(not seat.is_bot for seat in match.seats)
        self.coach = Coach(app, match.spec.id, self.coach_tips(), enabled=humans and not demo)

    def coach_tips(self) -> list[Tip]:
        """Tips sit in the top bar, beside the title: never over a hill, a stash,
        the scarcity strip or the line saying whose turn it is. A pointer reaches
        down to what the tip is about and stops at its edge."""
        board = self.board

        def idle() -> bool:
            return not board.busy and self.app.scenes.top is self

        def cursor_token():
            token = board.top_coin_token(self.cursor)
            if token is None:
                return None
            _, (x, y), radius = token
            return (x, y - radius - 12)  # just above the raised top coin, so the dot does not hide it

        def strip_edge():
            strip = board.scarcity_rect()
            return (strip.left + 48, strip.top - 2)  # the wedge touches the strip's edge

        return [
            Tip(
                "first_mine",
                "Take the top coin of a glowing hill.",
                lambda: idle() and self.mining_human() is not None,
                cursor_token,
                lambda: TIP_BOX,
            ),
            Tip(
                "scarcity",
                "Scarcest coins score most: 4, 3, 2, 1.",
                lambda: idle() and board.scarcity is not None and board.picture.auctions_done == 1,
                strip_edge,
                lambda: TIP_BOX,
            ),
            Tip(
                "turn_order",
                "The lowest score mines first.",
                lambda: idle() and board.picture.auctions_done >= 1 and board.picture.phase == Phase.MINING,
                lambda: None,
                lambda: TIP_BOX,
            ),
        ]

    # --- rules state, read only --------------------------------------------------------
    def mining_human(self) -> int | None:
        humans = self.human_to_act()
        return humans[0] if humans and self.state.phase == Phase.MINING else None

    def secret_humans(self) -> list[int]:
        return self.human_to_act() if self.state.phase in (Phase.PICK, Phase.HOLD) else []

    def needed(self) -> int:
        return REVEALED if self.state.phase == Phase.PICK else 1

    def phone_choosers(self) -> list[int]:
        """The seats making their secret choice on their own phone now: those with a phone here,
        unless the TV's pick screen is already theirs."""
        room = self.phones.room
        if room is None:
            return []
        return [seat for seat in self.secret_humans() if seat in room.connected and seat != self.prompting]

    def choice_slots(self, seat: int) -> list[str]:
        """The coins a secret choice is made from: the stash, or the revealed pair."""
        return list(self.state.stashes[seat] if self.state.phase == Phase.PICK else self.state.revealed[seat])

    # --- the board asks these ----------------------------------------------------------------
    def pad_labels(self, seat: int) -> list[str]:
        if not self.board.busy and seat in self.secret_humans() and self.router.own_pad(seat) is not None:
            return list(PAD_LETTERS)
        return []

    def panel_glows(self, seat: int) -> bool:
        return not self.board.busy and self.state.phase == Phase.MINING and seat == self.state.current

    def panel_status(self, seat: int) -> str:
        if self.board.busy:
            return ""
        phase = self.state.phase
        if phase in (Phase.PICK, Phase.HOLD):
            if seat not in self.match.to_act():
                return "chosen"
            if seat in self.phone_choosers():
                return "on phone..."  # never how many, nor which
            if self.router.own_pad(seat) is not None:
                return f"{len(self.pad_choices.get(seat, []))}/{self.needed()} chosen"
            return "choosing..."
        if phase == Phase.MINING and seat == self.state.current:
            return "mining"
        return ""

    # --- the game loop --------------------------------------------------------------------
    def busy(self) -> bool:
        return self.board.busy

    def on_events(self, events: list[dict]) -> None:
        self.board.timeline.play(events)

    def update(self, dt: float) -> None:
        self.board.update(dt)
        super().update(dt)
        self.coach.update(dt)
        idle = not (self.demo or self.board.busy or self.match.is_over())
        self.board.field.set_highlight(self.highlighted_hill_ids() if idle else [])
        if not idle:
            return
        if self.prompting is not None and self.app.scenes.top is self:
            self.prompting = None  # the pass screen was left without a choice; ask again
        if self.prompting is None:
            self.start_private_choice()

    def legal_hills(self) -> list[int]:
        seat = self.mining_human()
        if seat is None:
            return []
        return self.once_per_move("legal hills", lambda: [m["hill"] for m in self.match.legal_moves(seat)])

    def highlighted_hill_ids(self) -> list[int]:
        """The hills a human may mine, or the one a bot is about to (bot_preview)."""
        hills = self.legal_hills()
        previewed = self.board.previewed_hill(self)
        if not hills and previewed is not None:
            hills = [previewed]
        return [self.board.hill_ids[hill] for hill in hills if hill in self.board.hill_ids]

    # --- targets: the hills to mine ---------------------------------------------------------
    def targets(self) -> list[Target]:
        """Every hill while a person mines: those with coins make a move; a click on a mined-out
        one gets the rules' sentence, and the focus passes it by."""
        seat = self.mining_human()
        if seat is None or self.board.busy or self.reading_card():
            return []
        # the kit asks every frame: they are made again once a move is made or a coin moves
        key = ("targets", self.match.version(), seat)
        return list(self.board.per_change(key, lambda: self._hill_targets(seat)))

    def _hill_targets(self, seat: int) -> list[Target]:
        legal = set(self.legal_hills())
        return [
            Target(
                ("hill", hill),
                self.hill_area(hill),
                f"hill {hill + 1}",
                "hill",
                Mine(player=seat, kind="mine", hill=hill),
                legal=hill in legal,
                spot=self.board.hill_spot(hill),
            )
            for hill in range(len(self.state.hills))
            if hill in self.board.hill_ids
        ]

    def reading_card(self) -> bool:
        """Learn to play holds the table while its card is read: no hill is a target then, so the
        card may sit over the field (the sky, or under the scarcity strip it tells of)."""
        return self.guide is not None and self.guide.tutor.reading() is not None

    def explained(self) -> list[tuple[pygame.Rect, str]]:
        """The hills, the players' panels, the scarcity strip and the Bear Market pool (game/data/stripmine_aid.toml)."""
        board = self.board
        things = [(board.hill_spot(hill), "hill") for hill in range(len(self.state.hills))]
        things += [(board.panel_rect(seat), "panel") for seat in range(board.players)]
        if board.scarcity:
            things.append((board.scarcity_rect(), "scarcity"))
        if board.picture.pool:
            things.append((POOL, "pool"))
        return things

    def reading_rects(self) -> list[pygame.Rect]:
        """The prompt line under the field and the players' panels (one's own counted again: an
        overlay would rather cover a rival's), and on the table the last auction's scarcity strip,
        the Bear Market coins to flip, the coins revealed, each hill's top coin and a banner:
        overlays keep off them.
        On a pick screen, what it shows instead."""
        shown = [pygame.Rect(FIELD.left, FIELD.bottom + 30, FIELD.w, 54), PANELS]
        shown += [self.board.panel_rect(seat) for seat in self.own_seats()]
        top = self.app.scenes.top
        if isinstance(top, PickScene):
            return shown + top.reading_rects()
        if top is self:  # a pick screen over the table shows none of these
            shown += [self.board.scarcity_rect()] if self.board.scarcity else []
            shown += [POOL] if self.board.picture.pool else []
            shown += self.board.revealed_discs()  # the coins just revealed, which the score that follows is about
            tops = [] if self.telling_scores() else self.board.top_discs()
            # each top coin, and their row: covering one weighs more than covering a rival's panel
            shown += tops + [tops[0].unionall(tops)] if tops else []
            shown += [banner_rect(banner) for banner in self.board.timeline.banners[:1]]
        return shown

    def telling_scores(self) -> bool:
        """Learn to play's card tells an auction just scored (a Bear Market's after its flip): it
        sits over the field, whose hills wait until it is read."""
        kind = self.match.log[-1].get("kind") if self.match.log else None
        scored = kind == "flip" or (kind == "pick" and self.state.phase not in (Phase.PICK, Phase.FLIP))
        return self.reading_card() and scored

    def own_seats(self) -> list[int]:
        """Whose panel is read now: the learner's in Learn to play, else the humans to act."""
        return [tutorial.LEARNER] if self.guide is not None else self.human_to_act()

    def keep_seen(self, placing: str = "") -> list[pygame.Rect]:
        """Besides the kit's: the status line (which auction, which mining turn); a Bear Market
        flip's result while it is told; for Learn to play's card, the banner showing; the hill of the learner's next step, even while a rival's
        coin is still flying (the card must not settle over it first); the scarcity strip while
        Learn to play's card tells its scores; on a pick screen, not the table's corner buttons,
        which it hides."""
        keep = super().keep_seen(placing)
        if isinstance(self.app.scenes.top, PickScene):
            hidden = [MENU_BUTTON, self.log_button, self.hint_rect()]
            return [rect for rect in keep if rect not in hidden]
        keep.append(self.status_rect())
        told = self.board.telling_flip()
        if told is not None:  # which flipped coins count, held to be read
            keep.append(banner_rect(told))
        if self.board.scarcity and self.telling_scores():
            keep.append(self.board.scarcity_rect())
        if placing == "card":  # a card held while its move plays never covers the banner that move puts up
            keep += [banner_rect(banner) for banner in self.board.timeline.banners[:1]]
        step = self.guide.tutor.learner_up() if self.guide is not None else None
        if step is not None and step.move.get("kind") == "mine" and step.move["hill"] in self.board.hill_ids:
            keep.append(self.board.hill_spot(step.move["hill"]))
        return keep

    def about_rects(self, about: str) -> list[pygame.Rect]:
        """What a Learn to play step talks about: "scores" (each panel's name and points: who
        has the fewest mines first after an auction); "panels" (each player's panel whole: name,
        points and stash; on a pick screen, each row's name); "hill_1", "hill_2", ... (that hill,
        counted from the left as the card does, and its top coin)."""
        if about == "panels":
            top = self.app.scenes.top
            if isinstance(top, PickScene):
                return top.name_rects()
            return [self.board.panel_rect(seat) for seat in range(self.board.players)]
        if about.startswith("hill_") and about[5:].isdigit():
            index = int(about[5:]) - 1
            return [self.board.hill_spot(index)] if index in self.board.hill_ids else []
        if about != "scores":
            return []
        return [
            self.board.panel_rect(seat).clip(FIELD.left, PANELS.top, FIELD.w, SCORE_BAND)
            for seat in range(self.board.players)
        ]

    def hill_area(self, hill: int) -> pygame.Rect:
        """What a click on hill `hill` may hit: its column of the field."""
        column = pygame.Rect(round(FIELD.left + hill * self.board.hill_spacing), FIELD.top, 0, FIELD.h)
        column.width = round(FIELD.left + (hill + 1) * self.board.hill_spacing) - column.left
        return column

    @property
    def cursor(self) -> int:
        """The hill the keyboard or pad points at."""
        key = self.layer.focus_key
        return key[1] if isinstance(key, tuple) else 0

    @cursor.setter
    def cursor(self, hill: int) -> None:
        target = self.layer.find(("hill", hill))
        if target is None:
            self.layer.focus_key = ("hill", hill)
        else:
            self.layer.rest_on(target)

    # --- hints -----------------------------------------------------------------------------------
    def hint_shown(self) -> bool:
        """The Hint button gives way to the revealed coins of the last panels, which stand where
        it does: nobody decides on the table while they are out (a pick has its own screen)."""
        shown = self.board.picture
        out = any(shown.revealed) or shown.phase in (Showing.REVEAL, Showing.SCORED)  # until they are swept away
        return not self.demo and self.match.hints and not out

    def hint_rect(self) -> pygame.Rect:
        return self.hint_button if self.hint_shown() else OUT_OF_SIGHT

    def hint_seat_preferred(self) -> int | None:
        """On a pick screen the hint is for the player choosing there."""
        return self.prompting if self.prompting is not None else super().hint_seat_preferred()

    def hint_refusal(self) -> str:
        """A secret pick made on the shared board (with a pad of one's own) gets no hint in
        front of the others: the sentence would tell them the coins. Behind the pass screen it does."""
        refusal = super().hint_refusal()
        secret_on_board = self.state.phase in (Phase.PICK, Phase.HOLD) and self.app.scenes.top is self
        if not refusal and secret_on_board and self.router.humans() > 1:
            return "A hint here would show your secret coins to the whole table."
        return refusal

    # --- Learn to play: where the learner's move is made ------------------------------------
    @property
    def caption_area(self) -> pygame.Rect:  # type: ignore[override]
        """A bot's held move is named in the sky, under the auction card; in Learn to play the
        guide's card may sit there, so the caption takes the prompt line's place instead."""
        return CAPTION_UNDER_FIELD if self.guide is not None else self.table_caption_area

    @property
    def tutorial_card_spots(self) -> tuple[tuple[int, int], ...]:  # type: ignore[override]
        """Where the card sits, best first (the kit takes the first clear of the spots): see CARD_THEIRS."""
        if isinstance(self.app.scenes.top, PickScene):
            return (CARD_PICK,)
        last = self.match.log[-1] if self.match.log else {}
        told = self.guide.tutor.reading() if self.guide is not None else None
        if self.guided_move() is not None or (told is not None and told.mistake):  # clear of the rules' refusal
            return (CARD_THEIRS, CARD_SKY_RIGHT, CARD_SKY_LEFT)
        if last.get("kind") in ("pick", "flip"):  # an auction just scored (a Bear Market's after its flip)
            return (CARD_SCORE, *CARD_SCORE_ASIDE)
        move = self.bot_preview[1] if self.bot_preview else last
        if move.get("kind") == "mine" and self.board.hill_x(move["hill"]) >= FIELD.centerx:
            return (CARD_SKY_LEFT, CARD_SKY_RIGHT)
        return (CARD_SKY_RIGHT, CARD_SKY_LEFT)

    def words_while_playing(self, words: str) -> str:
        """A bot's words for its secret pick ("Maisie picks in secret") are late once the picks are
        revealed: from the reveal on, the card says that instead. Only a pick's words: a flip that
        plays while the picks still lie revealed keeps its own."""
        log = self.match.log
        last_was_pick = bool(log) and log[-1].get("kind") == "pick"
        return SHOWN_AT_ONCE if last_was_pick and self.board.picture.phase == Showing.REVEAL else words

    def tutorial_spots(self, move: dict) -> list[pygame.Rect]:
        """A hill to mine (a mined-out one for the mistake), or on the pick screen the coins
        still to choose and then its lock-in button."""
        if move.get("kind") == "mine":
            return super().tutorial_spots(move)
        pick = self.app.scenes.top
        if isinstance(pick, PickScene) and pick.seat == move.get("player"):
            return pick.tutorial_spots(move)
        seat = move.get("player")
        if move.get("kind") == "pick" and pick is self and seat in self.secret_humans() and self.router.own_pad(seat):
            return self.pad_spots(seat, move)
        return []

    def pad_spots(self, seat: int, move: dict) -> list[pygame.Rect]:
        """A pick made on one's own gamepad, on the board: the stash coins still to choose
        (then Start locks the choice in, which has no place on screen)."""
        chosen = self.pad_choices.get(seat, [])
        wanted = places_of(move["coins"], self.choice_slots(seat), chosen)
        return [self.board.stash_spot(seat, i) for i in wanted if i not in chosen]

    def tutorial_focus(self, move: dict) -> None:
        super().tutorial_focus(move)
        pick = self.app.scenes.top
        if isinstance(pick, PickScene) and pick.seat == move.get("player"):
            pick.tutorial_focus(move)

    # --- secret choices ----------------------------------------------------------------------
    def start_private_choice(self) -> None:
        """Shared-screen players choose one at a time behind a pass screen;
        players with their own gamepad choose on it, right on the board."""
        phones = self.phone_choosers()
        pending = [seat for seat in self.secret_humans() if seat not in phones]
        if self.guide is not None and self.guided_move() is None:
            return  # Learn to play: the pick screen waits for the learner's step (a card is read first)
        if any(self.router.own_pad(seat) is not None for seat in pending):
            return  # gamepad players choose on the board first; then the shared controls go round
        if not pending:
            return
        seat = pending[0]
        self.prompting = seat
        pick = PickScene(
            self.app, self, seat, self.choice_slots(seat), self.needed(), self.state.phase, self.router.accepts(seat)
        )
        guided = self.guided_move()
        if guided is not None and guided.get("player") == seat and guided.get("kind") == self.state.phase:
            pick.tutorial_focus(guided)
        if self.router.needs_hand_off(seat):
            self.pass_to(seat, lambda: self.app.scenes.push(pick))
        else:
            self.app.scenes.push(pick)

    def private_choice_done(self, move: dict) -> list[dict] | None:
        self.prompting = None
        self.phone_choices.pop(move["player"], None)
        return self.try_move(move)

    # --- secret choices on phones (scenes/stripmine/phone.py offers them) ----------------------
    def phone_toggle(self, seat: int, slot: int) -> None:
        """A coin tapped on the seat's phone: chosen, or unchosen; past the number needed the
        oldest gives way, as on the pick screen. Nothing shows on the TV."""
        chosen = self.phone_choices.setdefault(seat, [])
        if slot in chosen:
            chosen.remove(slot)
        else:
            chosen.append(slot)
            del chosen[: -self.needed()]

    def choose_move(self, move: Move) -> None:
        """A phone's Lock in (or a hill): once the rules take a secret choice, its coins go."""
        if self.try_move(move) is not None and move["kind"] in (Phase.PICK, Phase.HOLD):
            self.phone_choices.pop(move["player"], None)

    def covered(self, dt: float) -> None:
        """While a person picks at the TV (its pass or pick screen), the phones' picks go on; a
        phone coming back to the seat the TV's screen is for takes its choice back there."""
        scenes = self.app.scenes
        if isinstance(scenes.top, (PickScene, PassScene)) and scenes.stack[-2:-1] == [self] and not self.demo:
            self.phones.take()
            room = self.phones.room
            if room is not None and self.prompting in room.connected:
                scenes.pop()
                self.prompting = None
        super().covered(dt)

    def secret_move(self, seat: int, coins: list[str]) -> Move:
        """The move a secret choice makes: the coins to reveal, or the coin to hold over.
        A pair is named in hill order, as the rules list it, whichever coin was chosen first."""
        if self.state.phase == Phase.PICK:
            return Pick(player=seat, kind="pick", coins=sorted(coins, key=HILL.index))
        return Hold(player=seat, kind="hold", coin=coins[0] if len(coins) == 1 else "")

    def pad_secret_action(self, action) -> bool:
        """A/B/X/Y choose stash slots on the player's own pad; Start locks in, once asked (it is
        the pause button elsewhere). Locking in too soon gets the rules' sentence, which goes once
        the choice is complete."""
        seat = self.router.seat_of_pad(action.source, self.secret_humans())
        if seat is None:
            return False
        need = self.needed()
        chosen = self.pad_choices.setdefault(seat, [])
        slots = self.choice_slots(seat)
        if action.button is not None and action.button < len(slots):
            if action.button in chosen:
                chosen.remove(action.button)
            else:
                chosen.append(action.button)
                del chosen[:-need]
            if len(chosen) == need:
                dismiss_toast(self.app, self.pad_refusals.pop(seat, ""))
            self.app.sounds.play("click")
            return True
        if action.kind in ("pause", "next"):
            if action.kind == "pause" and not chosen:
                return False  # Start with nothing chosen yet opens the pause menu
            move = self.secret_move(seat, [slots[i] for i in sorted(chosen)])
            if self.guide is None and not self.match.spec.rules.problem(self.match.view(seat), move):
                self.asking = seat
                ask_to_lock_in(
                    self.app,
                    self.match,
                    seat,
                    move,
                    lambda: self.pad_lock_in(seat, move),
                    self.stop_asking,
                    self.router.accepts(seat),
                )
                return True
            if self.try_move(move) is None:
                self.pad_refusals[seat] = self.match.spec.rules.problem(self.match.view(seat), move)
                return True
            self.pad_choices.pop(seat)
            return True
        return False

    def pad_lock_in(self, seat: int, move: Move) -> None:
        """Yes to the question: the choice is made, and the seat's pad choices go."""
        self.stop_asking()
        if self.try_move(move) is not None:
            self.pad_choices.pop(seat, None)

    def stop_asking(self) -> None:
        self.asking = None  # the choices stay on the board, still open to change

    def focus_rect(self) -> pygame.Rect | None:
        """While a pad's lock-in is asked, the stash coins it would reveal: the question keeps clear."""
        if self.asking is None or not self.pad_choices.get(self.asking):
            return super().focus_rect()
        spots = [self.board.stash_spot(self.asking, slot) for slot in self.pad_choices[self.asking]]
        return spots[0].unionall(spots[1:])

    # --- input ----------------------------------------------------------------------------------
    def handle(self, action) -> bool:
        if not self.demo and self.pad_secret_action(action):
            return True
        if super().handle(action):
            return True
        seat = self.mining_human()
        if seat is None or self.board.busy or not self.router.may_act(seat, action.source):
            return False
        if self.handle_targets(action):
            return True
        return action.kind in ("point", "click") and action.pos is not None  # off the hills: nothing to do

    # --- drawing ----------------------------------------------------------------------------------
    def status_text(self) -> str:
        """What the table is doing, as the board shows it: the rules may
        already be several moves ahead while the coins still fly (a Blowout
        follows the third auction within one move)."""
        shown = self.board.picture
        total = shown.auctions_total
        done, phase = shown.auctions_done, shown.phase
        if phase == Phase.OVER:
            return "Game over"
        if phase in (Showing.SCORED, Phase.HOLD, Phase.SETTLE):  # the auction just scored is still on the table
            return f"Auction {done} of {total}" + (": hold one coin over" if phase == Phase.HOLD else "")
        doing = STATUS_DOING.get(phase, "")
        if phase == Phase.MINING:
            turns = MINING_TURNS[done]
            doing = f": mining turn {min(turns, shown.turns_taken // self.state.players + 1)} of {turns}"
        return f"Auction {done + 1} of {total}{doing}"

    def prompt_text(self) -> str:
        if self.board.busy or self.demo or (self.guide is not None and self.held_bot_move is not None):
            return ""  # (in Learn to play, the bot's caption stands on this line)
        seat = self.mining_human()
        if seat is not None:
            how = "d-pad, then A" if self.router.own_pad(seat) is not None else "click, or arrows + Enter"
            return f"{self.names[seat]}: take the top coin of a glowing hill ({how})"
        phase = self.state.phase
        if phase in (Phase.PICK, Phase.HOLD):
            phones = [self.names[s] for s in self.phone_choosers()]
            if phones and len(phones) == len(self.secret_humans()):
                return f"{', '.join(phones)}: choose on your phone, then Lock in"
            pads = [self.names[s] for s in self.secret_humans() if self.router.own_pad(s) is not None]
            if pads:
                return f"{', '.join(pads)}: choose with A/B/X/Y on your pad, then Start"
            waiting = [self.names[s] for s in self.match.to_act() if s != CHANCE]
            if len(waiting) > NAMED_WAITING:  # the panels say who: "choosing..."
                return f"Waiting for {len(waiting)} players to choose"
            return "Waiting for " + " and ".join(waiting) if waiting else ""
        if phase == Phase.MINING:
            hill = self.board.previewed_hill(self)
            if hill is not None and self.bot_preview is not None and 0 <= hill < len(self.state.hills):
                coins = self.state.hills[hill]  # the hills are public: say what the bot will take
                if coins:
                    return f"{self.names[self.bot_preview[0]]} takes the {coins[-1]} from hill {hill + 1}"
            return f"{self.names[self.state.current]} is mining..."
        return ""

    def status_rect(self) -> pygame.Rect:
        """Where the status line is drawn: left of the Menu button; in a demo, under the demo
        banner that sits there instead."""
        rect = theme.text(self.status_text(), theme.SMALL).get_rect()
        rect.topright = (theme.WIDTH - 20, DEMO_STATUS_Y) if self.demo else (theme.WIDTH - 160, 26)
        return rect

    def draw(self, surface) -> None:
        self.board.art.draw_table(surface, self)
        self.draw_name(surface, (40, 18), 46)
        theme.draw_text(
            surface, self.status_text(), self.status_rect().topright, theme.SMALL, theme.CREAM, "topright", shadow=True
        )
        if not self.demo:
            self.draw_menu_button(surface)
        self.board.draw(surface, self)
        seat = self.mining_human()
        if seat is not None and not self.board.busy and self.cursor in self.board.hill_ids:
            self.board.draw_focus_ring(surface, self.cursor)
        prompt = self.prompt_text()
        if prompt and not any(self.board.picture.revealed):
            self.draw_prompt(surface, prompt)
        elif self.board.last_mined and not any(self.board.picture.revealed) and not self.board.flights:
            theme.draw_text(
                surface, self.board.last_mined, (theme.WIDTH // 2, REVEAL_Y), theme.SMALL, theme.DIM, "center"
            )
        self.coach.draw(surface)
        if self.demo:
            self.draw_demo_banner(surface)

    def draw_prompt(self, surface, prompt: str) -> None:
        """The prompt line between the field and the panels, whole: a long one takes a second line."""
        lines = theme.wrap_lines(prompt, theme.SMALL, PROMPT_WIDTH)
        step = theme.font(theme.SMALL).get_linesize()
        top = REVEAL_Y - step * len(lines) // 2
        for row, line in enumerate(lines):
            at = (theme.WIDTH // 2, top + row * step)
            theme.draw_text(surface, line, at, theme.SMALL, theme.CREAM, "midtop", shadow=True)
