"""Turning a King of Copper player's presses and clicks on the board into moves, through
the kit's targets layer (targets.py lists them): which token's spaces are shown, what glows
(movable tokens, the spaces the shown token reaches with their tags, tunnel exits), picking a
token, the choice between two ways to one space and the warning before bad luck, and the
rules' own sentence for a click off the targets that asks for a move they refuse."""

from __future__ import annotations

from game.contract import Move
from game.king_of_copper import board as B
from game.king_of_copper.moves import TokenMove
from game.king_of_copper.phases import Phase
from game.king_of_copper.rules import brings_bad_luck, problem
from game.king_of_copper.words import BAD_LUCK, BAD_LUCK_SHORT, UNDER_LADDER
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.layout import TOKEN_SIZE
from scenes.king_of_copper.overlays import ChoiceOverlay, Option
from scenes.king_of_copper.targets import SPACE, TOKEN, Place, exit_targets, move_targets
from scenes.kit.confirm import ConfirmScene
from scenes.kit.targets import STEPS, Target

# Which keys step through which targets: left/right the tokens and up/down their spaces
# while a token moves; else (buttons, tunnel exits) every arrow steps along the one row.
TOKEN_CYCLES = {"left": (TOKEN, -1), "right": (TOKEN, 1), "up": (SPACE, -1), "down": (SPACE, 1)}
ROW_CYCLES = {"left": ("", -1), "right": ("", 1), "up": ("", -1), "down": ("", 1)}


class Controls:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.picked: int | None = None  # the token chosen since the last move: its spaces are the next step
        self.shown: int | None = None  # the token whose spaces are listed
        self.moment: tuple | None = None  # the decision the focus was last placed for

    def reset(self) -> None:
        """A move, a roll or a new turn: the choice of token starts over."""
        self.picked = self.shown = None

    # --- what may move where ------------------------------------------------------------------
    def token_moves(self, seat) -> list[dict]:
        scene = self.scene
        if scene.state.phase != Phase.MOVE or scene.task():
            return []
        return [m for m in scene.match.legal_moves(seat) if m["kind"] == "move"]

    def movable(self, seat) -> list[int]:
        return sorted({m["token"] for m in self.token_moves(seat)})

    def targets(self, seat: int) -> list[Target]:
        """The board's targets now (the button row adds its own)."""
        scene = self.scene
        if scene.task() == "tunnel_exit":
            scene.layer.cycles = dict(ROW_CYCLES)
            return exit_targets(scene, seat)
        movable = self.movable(seat)
        scene.layer.cycles = dict(TOKEN_CYCLES if movable else ROW_CYCLES)
        if not movable:
            return []
        self.shown = self.shown_token(movable)
        return move_targets(scene, seat, self.shown, self.picked)

    def shown_token(self, movable: list[int]) -> int:
        """The token under the focus (or whose space is), else the one picked, the one a Learn to
        play step moves, the one shown last, the first."""
        focused = self.scene.layer.focused
        guided = self.scene.guided_move() or {}
        wanted = [
            focused.token if isinstance(focused, Place) and focused.legal else None,
            self.picked,
            guided.get("token") if guided.get("kind") == "move" else None,
            self.shown,
        ]
        return next((token for token in wanted if token in movable), movable[0])

    def refused_move(self, seat: int, token: int, node: str) -> Move:
        """The move a click asks for that no target offers (a token that can't move, a space the
        dice don't reach), with the dice left: the rules say why not."""
        state = self.scene.state
        left = state.dice_left if state.phase == Phase.MOVE else [0, 1]
        use = "both" if len(left) == 2 else "ab"[left[0]] if left else "a"
        return TokenMove(player=seat, kind="move", token=token, use=use, to=node)

    def place_focus(self) -> None:
        """A new decision: the focus starts on its main answer (Roll, Buy), or the first space
        the first token reaches, never where the last decision left it."""
        scene = self.scene
        layer = scene.layer
        moment = (scene.human_seat(), scene.state.phase, scene.task(), len(scene.match.log), scene.board.busy)
        if moment == self.moment or not layer.items:
            return
        self.moment = moment
        primary = scene.row.primary()
        choices = [t for t in layer.items if layer.may_focus(t)]
        if choices:
            layer.rest_on(primary if primary in choices else choices[0])

    def pick(self, token: int) -> None:
        """A token chosen: its spaces are shown and the focus goes to the first (or to the one a
        hint or Learn to play step names)."""
        scene = self.scene
        self.picked = self.shown = token
        scene.app.sounds.play("click")
        scene.refresh_targets()
        wanted = [m for m in (scene.guided_move(), scene.hint.move if scene.hint else None) if m]
        if any(m.get("token") == token and scene.layer.focus_move(m) for m in wanted):
            return
        first = next((t for t in scene.layer.items if t.group == SPACE and scene.layer.may_focus(t)), None)
        scene.layer.focus(self.safe_space(token) or first)

    def refresh_glow(self, seat) -> None:
        """What the board lights for the human to act, from the targets: movable tokens, the shown
        one's spaces with their tags (the focused one marked ">"), or the tunnel exits; in Learn to play
        only those of the step's move."""
        scene = self.scene
        board = scene.board
        board.glow_nodes, board.glow_tokens, board.selected, board.bad_luck_nodes = {}, set(), None, set()
        if seat is None:
            return
        focused = scene.layer.focused
        guided = scene.guided_move()
        for target in scene.layer.items:
            if not isinstance(target, Place) or not target.legal:
                continue
            if guided is not None and not target.makes(guided):
                continue  # Learn to play offers only the step's move: no tag for a way it would refuse
            if target.node:
                label = target.tag
                if target is focused:
                    label = ">" + (label or "Come out here")  # a tunnel exit has no tag of its own
                board.glow_nodes[target.node] = label
                if target.bad_luck:
                    board.bad_luck_nodes.add(target.node)
            else:
                board.glow_tokens.add((seat, target.token))
        if board.glow_tokens and self.shown is not None:
            board.selected = (seat, self.shown)

    # --- making a token move: a choice of ways, and a warning before bad luck ---------------------
    def go_to(self, seat: int, moves: list[dict]) -> None:
        """A glowing space was picked: one way there is played (after a warning if it brings
        bad luck); several ways there (one die or both, forward or back) are offered to choose."""
        scene = self.scene
        if len(moves) == 1:
            self.play_token_move(moves[0])
            return
        node = moves[0]["to"]
        where = "Finish" if node == "home" else B.MINE_NAMES.get(node, "that space")
        options = [Option(label, m, sub=does) for m in moves for label, does in [self.way_words(m)]] + [
            Option("Not yet", None)
        ]
        scene.app.scenes.push(
            ChoiceOverlay(
                scene.app,
                scene,
                seat,
                f"Two ways to {where}",
                "Both reach the same space, but they use your dice differently. Pick the one you mean.",
                options,
                accepts=scene.router.accepts(seat),
                columns=len(options),
            )
        )

    def way_words(self, move: dict) -> tuple[str, str]:
        """(label, what it does) for one way of moving a token, as the chooser shows it."""
        state = self.scene.state
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
            does = f"bad luck: {BAD_LUCK_SHORT}"
        return label, does

    def play_token_move(self, move: dict) -> None:
        """Make a token move, asking first when it passes under the player's own ladder (the safe
        answer focused); after "Choose again" the focus leaves that space for a safe one."""
        scene = self.scene
        if problem(scene.state, move) or not brings_bad_luck(scene.state, move):
            scene.try_move(move)
            return

        def go() -> None:
            scene.try_move(move)

        scene.app.scenes.push(
            ConfirmScene(
                scene.app,
                "Seven years of bad luck!",
                [f"This way {UNDER_LADDER}.", f"Then you roll {BAD_LUCK}."],
                "Go anyway",
                go,
                no_label="Choose again",
                on_no=lambda: self.focus_safe(move["token"]),
                accepts=scene.router.accepts(move["player"]),
                seat=move["player"],
            )
        )

    def focus_safe(self, token: int) -> None:
        """The focus on a space of `token` that brings no bad luck, else on the token itself: never
        back on the costly space, so a second Enter doesn't ask again."""
        layer = self.scene.layer
        self.scene.refresh_targets()
        layer.focus(self.safe_space(token) or layer.find((TOKEN, token)))

    def safe_space(self, token: int) -> Target | None:
        """The first space the shown `token` reaches without bad luck."""
        layer = self.scene.layer
        return next(
            (
                t
                for t in layer.items
                if isinstance(t, Place)
                and t.group == SPACE
                and t.token == token
                and not t.bad_luck
                and layer.may_focus(t)
            ),
            None,
        )

    # --- input ------------------------------------------------------------------------------------
    def handle(self, action, seat: int) -> bool:
        """An action of the human to act, on their own controls, with the board still: keys 1 and 2
        press the buttons, the targets layer does the rest; a click off the targets is answered."""
        scene = self.scene
        kind = action.kind
        buttons = scene.row.targets
        if kind.startswith("button") and action.button is not None and action.source == "kbm":
            if action.button >= len(buttons):
                return False
            scene.choose_target(buttons[action.button])
            return True
        if kind in ("left", "right"):
            self.step_from_space()
        if kind in STEPS or kind == "confirm" or (kind in ("point", "click") and action.pos):
            if scene.handle_targets(action):
                if kind in STEPS and (point := self.focus_point()) is not None:
                    scene.board.camera.look_at(point)
                return True
        if kind == "click" and action.pos and L.VIEW.collidepoint(action.pos):
            return self._refuse_click(seat, action.pos)
        return False

    def step_from_space(self) -> None:
        """Left/right from a space step from its token, to the next token along, as from the token."""
        layer = self.scene.layer
        self.scene.refresh_targets()
        focused = layer.focused
        if isinstance(focused, Place) and focused.group == SPACE and focused.token >= 0:
            layer.focus(layer.find((TOKEN, focused.token)))

    def token_at(self, screen_xy, candidates) -> tuple[int, int] | None:
        """The (seat, token) among `candidates` under a screen point, the nearest within a token's size."""
        board = self.scene.board
        if not L.VIEW.collidepoint(screen_xy):
            return None
        best, best_d = None, (TOKEN_SIZE * board.camera.scale) ** 2
        for seat, token in candidates:
            x, y = board.camera.to_screen(board.token_xy(seat, token))
            d = (x - screen_xy[0]) ** 2 + (y - screen_xy[1]) ** 2
            if d < best_d:
                best, best_d = (seat, token), d
        return best

    def click_move(self, seat: int, pos) -> Move | None:
        """The token move a click on the board asks for: one of the player's own tokens that
        cannot move, or the shown token sent to the space clicked; None off the spaces."""
        scene = self.scene
        state = scene.state
        tokens = range(len(state.tokens[seat]))
        own = self.token_at(pos, [(seat, t) for t in tokens])
        if own is not None:
            token, to = own[1], state.tokens[seat][own[1]]
        else:
            to = scene.board.camera.node_at(pos, B.all_nodes(state.quarters), state.quarters[seat])
            if to is None:
                return None
            token = self.shown if self.shown is not None else 0
        return self.refused_move(seat, token, to)

    def _refuse_click(self, seat: int, pos) -> bool:
        """A click that asks for a move the rules refuse shows the rules' own sentence."""
        scene = self.scene
        if scene.task() == "tunnel_exit":
            exits = scene.match.legal_moves(seat)
            quarters = scene.state.quarters
            elsewhere = scene.board.camera.node_at(pos, B.all_nodes(quarters), quarters[seat])
            if exits and elsewhere is not None:  # the rules say why that space is no way out
                scene.try_move({**exits[0], "to": elsewhere})
            return elsewhere is not None
        move = self.click_move(seat, pos)
        if move is not None and scene.guide is not None:
            scene.try_move(move)  # the guide matches a scripted mistake, and the rules say why it fails
            return True
        sentence = problem(scene.state, move) if move is not None else ""
        if move is not None and not sentence:
            return False  # a move the rules allow but the glow did not offer: nothing to refuse
        scene.app.toasts.show(sentence or self._off_the_spaces(seat, pos), "error")
        scene.app.sounds.play("error")
        return True

    def _off_the_spaces(self, seat: int, pos) -> str:
        """What a click that asks for no move missed: a rival's token (in its start yard, say), or nothing."""
        scene = self.scene
        rivals = [
            (other, t) for other, tokens in enumerate(scene.state.tokens) if other != seat for t in range(len(tokens))
        ]
        rival = self.token_at(pos, rivals)
        if rival is not None:
            return f"That token is {scene.seat_name(rival[0])}'s: pick one of your own glowing tokens."
        return "Pick a glowing token, then a glowing space."

    def focus_point(self) -> tuple[float, float] | None:
        """The board point the focus is on, else a token of the player on turn; None when
        nothing is focused (zoom keeps its place)."""
        scene = self.scene
        focused = scene.layer.focused
        if isinstance(focused, Place) and scene.human_seat() is not None:
            return focused.point
        picture = scene.board.picture
        current = picture.current
        out = [t for t, node in enumerate(picture.tokens[current]) if node not in ("start", "home")]
        return scene.board.token_xy(current, out[0]) if out else None
