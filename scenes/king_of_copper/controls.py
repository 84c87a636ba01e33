"""Turning a King of Copper player's presses and clicks on the board into moves: which
token and which space have the focus, what glows (movable tokens, the spaces the
selected one may reach with the dice each way uses, tunnel exits), hit tests on tokens
and spaces, the choice between two ways to one space and the warning before bad luck,
and the rules' own sentence for a click that asks for a move they refuse."""

from __future__ import annotations

from game.chance import percent
from game.contract import Move
from game.king_of_copper import board as B
from game.king_of_copper.cards import GAME
from game.king_of_copper.moves import TokenMove
from game.king_of_copper.odds import tunnel_chance
from game.king_of_copper.phases import Phase
from game.king_of_copper.rules import brings_bad_luck, problem
from scenes.king_of_copper import layout as L
from scenes.king_of_copper.layout import BUTTON_ROW, TOKEN_SIZE
from scenes.king_of_copper.overlays import ChoiceOverlay, Option
from scenes.kit.confirm import ConfirmScene
from scenes.kit.input import RING_STEPS


class Controls:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.selected_token = 0  # among the movable tokens
        self.target_index = 0  # among the selected token's spaces, or the tunnel exits
        self.picked_token: int | None = None  # the token the player picked since the last move (Learn to play)
        self.focused_mistake: dict | None = None  # Learn to play: the refused move Enter tries, to see why

    def reset(self) -> None:
        """A move, a roll or a new turn: the focus starts over."""
        self.selected_token, self.target_index, self.picked_token = 0, 0, None
        self.focused_mistake = None

    # --- what may move where ------------------------------------------------------------------
    def token_moves(self, seat) -> list[dict]:
        scene = self.scene
        if scene.state.phase != Phase.MOVE or scene.task():
            return []
        return [m for m in scene.match.legal_moves(seat) if m["kind"] == "move"]

    def movable(self, seat) -> list[int]:
        return sorted({m["token"] for m in self.token_moves(seat)})

    def targets(self, seat) -> list[tuple[str, list[dict]]]:
        """The spaces the selected token may reach, each with every move that reaches it
        (one die, both dice, forward or back), in the rules' order."""
        movable = self.movable(seat)
        if not movable:
            return []
        token = movable[self.selected_token % len(movable)]
        groups: dict[str, list[dict]] = {}
        for move in self.token_moves(seat):
            if move["token"] == token:
                groups.setdefault(move["to"], []).append(move)
        return list(groups.items())

    def _label(self, move: dict) -> str:
        dice = self.scene.state.dice
        use = move["use"]
        text = f"{dice[0]}+{dice[1]}" if use == "both" else str(dice["ab".index(use)])
        return ("back " + text) if move.get("back") else text

    def refresh_glow(self, seat) -> None:
        """What the board lights for the human to act: movable tokens, the selected one's
        spaces with their tags (the focused one marked ">"), or the tunnel exits."""
        scene = self.scene
        board = scene.board
        board.glow_nodes, board.glow_tokens, board.selected, board.bad_luck_nodes = {}, set(), None, set()
        if seat is None:
            return
        if scene.task() == "tunnel_exit":
            exits = scene.match.legal_moves(seat)
            board.glow_nodes = {m["to"]: "" for m in exits}
            if exits:
                target = exits[self.target_index % len(exits)]["to"]
                board.glow_nodes[target] = "here"
            return
        movable = self.movable(seat)
        if not movable:
            return
        board.glow_tokens = {(seat, t) for t in movable}
        token = movable[self.selected_token % len(movable)]
        board.selected = (seat, token)
        targets = self.targets(seat)
        for i, (node, moves) in enumerate(targets):
            label = " or ".join(self._label(m) for m in moves)
            if any(brings_bad_luck(scene.state, m) for m in moves):
                board.bad_luck_nodes.add(node)
                label += " bad luck"
            if B.kind(node) == "tunnel":  # the roll at the turn's end: its odds where the choice is made
                label += f" tunnel {percent(tunnel_chance(scene.state, seat))}"
            board.glow_nodes[node] = (">" + label) if i == self.target_index % len(targets) else label

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
            does = f"bad luck: 1 die, {GAME['bad_luck_turns']} turns"
        return label, does

    def play_token_move(self, move: dict) -> None:
        """Make a token move, asking first when it passes under the player's own ladder."""
        scene = self.scene
        if not brings_bad_luck(scene.state, move):
            scene.try_move(move)
            return
        turns = GAME["bad_luck_turns"]

        def go() -> None:
            scene.try_move(move)

        scene.app.scenes.push(
            ConfirmScene(
                scene.app,
                "Seven years of bad luck!",
                [
                    "This way passes under your own ladder.",
                    f"For your next {turns} turns you roll one die instead of two.",
                ],
                "Go anyway",
                go,
                no_label="Choose again",
                accepts=scene.router.accepts(move["player"]),
            )
        )

    # --- input ------------------------------------------------------------------------------------
    def handle(self, action, seat: int) -> bool:
        """An action of the human to act, on their own controls, with the board still."""
        scene = self.scene
        if scene.task() == "tunnel_exit":
            return self._handle_targets(action, seat, scene.match.legal_moves(seat))
        if scene.state.phase == Phase.MOVE and not scene.task():
            return self._handle_move(action, seat)
        if scene.row.handle(action):
            return True
        if action.kind == "click" and action.pos and L.VIEW.collidepoint(action.pos):
            return self._refuse_click(seat, action.pos)
        return False

    def _handle_move(self, action, seat) -> bool:
        scene = self.scene
        board = scene.board
        kind = action.kind
        movable = self.movable(seat)
        if not movable:
            return False
        if kind in ("left", "right", "prev", "next"):
            step = -1 if kind in ("left", "prev") else 1
            self.selected_token = (self.selected_token + step) % len(movable)
            self.target_index = 0
            self.picked_token = movable[self.selected_token]
            scene.app.sounds.play("move")
            board.camera.look_at(board.token_xy(seat, movable[self.selected_token]))
            return True
        if kind in ("up", "down"):
            targets = self.targets(seat)
            if targets:
                self.target_index = (self.target_index + (1 if kind == "down" else -1)) % len(targets)
                board.camera.look_at(L.node_xy(targets[self.target_index][0], scene.state.quarters[seat]))
                scene.app.sounds.play("move")
            return True
        if kind == "confirm":
            self.confirm_target()
            return True
        if kind in ("click", "point") and action.pos:
            if BUTTON_ROW.collidepoint(action.pos):
                return scene.row.handle(action)
            token = self.token_at(action.pos, [(seat, t) for t in movable])
            if token is not None:
                self.selected_token, self.target_index = movable.index(token[1]), 0
                if kind == "click":
                    self.picked_token = token[1]
                    scene.app.sounds.play("click")
                return True
            targets = self.targets(seat)
            node = board.camera.node_at(action.pos, [to for to, _ in targets], scene.state.quarters[seat])
            if node is not None:
                index = next(i for i, (to, _) in enumerate(targets) if to == node)
                self.target_index = index
                if kind == "click":
                    self.go_to(seat, targets[index][1])
                return True
            if kind == "click":
                return self._refuse_click(seat, action.pos)
        return False

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
        cannot move, or the selected token sent to the space clicked; None off the spaces."""
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
            movable = self.movable(seat)
            token = movable[self.selected_token % len(movable)] if movable else 0
        left = state.dice_left if state.phase == Phase.MOVE else [0, 1]
        use = "both" if len(left) == 2 else "ab"[left[0]] if left else "a"
        return TokenMove(player=seat, kind="move", token=token, use=use, to=to)

    def _refuse_click(self, seat: int, pos) -> bool:
        """A click that asks for a move the rules refuse shows the rules' own sentence."""
        scene = self.scene
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

    def _handle_targets(self, action, seat, moves) -> bool:
        """Choosing among glowing spaces only (a tunnel exit)."""
        scene = self.scene
        kind = action.kind
        if not moves:
            return False
        if kind in RING_STEPS:
            self.target_index = (self.target_index + RING_STEPS[kind]) % len(moves)
            scene.app.sounds.play("move")
            return True
        if kind == "confirm":
            scene.try_move(moves[self.target_index % len(moves)])
            return True
        if kind in ("click", "point") and action.pos:
            camera = scene.board.camera
            node = camera.node_at(action.pos, [m["to"] for m in moves])
            if node is not None:
                self.target_index = next(i for i, m in enumerate(moves) if m["to"] == node)
                if kind == "click":
                    scene.try_move(moves[self.target_index])
                return True
            quarters = scene.state.quarters
            elsewhere = camera.node_at(action.pos, B.all_nodes(quarters), quarters[seat])
            if kind == "click" and elsewhere is not None:  # the rules say why that space is no way out
                scene.try_move({**moves[0], "to": elsewhere})
                return True
        return False

    def focus_point(self) -> tuple[float, float] | None:
        """The board point the focus is on: the focused space, else the selected token, else
        a token of the player on turn; None when nothing is focused (zoom keeps its place)."""
        scene = self.scene
        seat = scene.human_seat()
        if seat is not None:
            targets = self.targets(seat)
            if targets:
                return L.node_xy(targets[self.target_index % len(targets)][0], scene.state.quarters[seat])
            if scene.task() == "tunnel_exit":
                exits = scene.match.legal_moves(seat)
                if exits:
                    return L.node_xy(exits[self.target_index % len(exits)]["to"])
        picture = scene.board.picture
        current = picture.current
        out = [t for t, node in enumerate(picture.tokens[current]) if node not in ("start", "home")]
        return scene.board.token_xy(current, out[0]) if out else None

    def confirm_target(self) -> None:
        scene = self.scene
        seat = scene.human_seat()
        if seat is None:
            return
        if self.focused_mistake is not None:
            scene.try_move(self.focused_mistake)
            return
        targets = self.targets(seat)
        if targets:
            self.go_to(seat, targets[self.target_index % len(targets)][1])
