"""The words round the King of Copper board: the status line (whose turn the picture
shows, and their bad luck), the prompt beside the board (what the person on turn may
do), and "Lately", the last happenings for players who looked away."""

from __future__ import annotations

from collections import deque

from game.core import CHANCE, fill_names
from game.king_of_copper import board as B
from game.king_of_copper.phases import Phase
from game.king_of_copper.rules import bad_luck_left
from scenes.king_of_copper.layout import ACTIONS, BUTTON_ROW, PROMPT_RECT, VIEW
from sprites import theme

HISTORY_STEP = 34  # px from one happening to the next
PROMPT_SIZE = 30


class Prompts:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.history: deque[str] = deque(maxlen=7)  # the latest happenings, for players who looked away
        self.status = ""  # worked out in update, drawn in the top right

    def note(self, event: dict) -> None:
        """Each event's line joins "Lately" when its animation comes round."""
        line = happening(event, self.scene.names)
        if line:
            self.scene.board.timeline.then(0.0, lambda line=line: self.history.append(line))

    def status_text(self) -> str:
        scene = self.scene
        state = scene.state
        if scene.match.is_over():
            return "Game over"
        if scene.board.picture.round == 0:
            return "Opening roll: highest goes first"
        picture = scene.board.picture  # who the animation shows acting, as the panel glow does
        luck = bad_luck_left(state, picture.current)
        lucky = f", {luck} bad-luck turn{'s' if luck > 1 else ''}" if luck else ""
        return fill_names(f"Round {picture.round}: {{p{picture.current}}}'s turn{lucky}", scene.names)

    def prompt_text(self) -> str:
        scene = self.scene
        if scene.demo or scene.board.busy or scene.match.is_over():
            return ""
        seat = scene.human_seat()
        state = scene.state
        if seat is None:
            actors = [a for a in scene.match.to_act() if a != CHANCE]
            return fill_names(f"{{p{actors[0]}}} is thinking...", scene.names) if actors else ""
        name = scene.names[seat]
        if scene.decisions.choosing_on_phone() == seat:
            return fill_names(f"{{p{seat}}} is choosing on their phone.", scene.names)
        task = scene.task()
        if task == "buy":
            return f"{name}: buy the {B.MINE_NAMES[state.tasks[0]['mine']]} title for $50?"
        if task == "tunnel_exit":
            return f"{name}: choose a tunnel exit (arrows + Enter, or click)"
        if state.phase == Phase.START:
            if scene.once_per_move(f"may peek {seat}", lambda: self.may_peek(seat)):
                return f"{name}: mine, trade, or roll the dice. After a peek you choose whether to dig."
            return f"{name}: mine, trade, or roll the dice"
        if state.phase == Phase.MOVE and state.dice_left:  # none left: a choice screen (a robbery) asks
            dice = " and ".join(str(state.dice[i]) for i in state.dice_left)
            if scene.forced is not None:
                return f"{name}: {dice} leaves one move; it plays itself"
            return f"{name}: move with {dice}: pick a glowing token, then a space"
        return ""

    def may_peek(self, seat: int) -> bool:
        return any(m["kind"] == "peek" for m in self.scene.match.legal_moves(seat))

    def draw_status(self, surface) -> None:
        if self.scene.demo:  # the demo banner has the top right; with no humans the prompt box is free
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

    def draw_prompt(self, surface) -> None:
        prompt = self.prompt_text()
        if prompt:
            theme.draw_wrapped(surface, prompt, PROMPT_RECT, PROMPT_SIZE, theme.CREAM)

    def draw_history(self, surface, bottom: int = VIEW.bottom) -> None:
        """The newest happenings first, each whole (a long one on two lines), down to `bottom`:
        older ones give way (the log keeps them all)."""
        top = BUTTON_ROW.top
        theme.draw_text(surface, "Lately", (ACTIONS.left, top), theme.MIN_TEXT, theme.GOLD_LIGHT)
        y = top + HISTORY_STEP
        step = theme.font(theme.MIN_TEXT).get_linesize() + 2
        for i, line in enumerate(reversed(self.history)):
            rows = theme.wrap_lines(line, theme.MIN_TEXT, ACTIONS.w)
            if y + (len(rows) - 1) * step + theme.font(theme.MIN_TEXT).get_linesize() > bottom:
                break
            for row in rows:
                theme.draw_text(surface, row, (ACTIONS.left, y), theme.MIN_TEXT, theme.CREAM if i == 0 else theme.DIM)
                y += step
            y += HISTORY_STEP - step


def happening(event: dict, names: list[str]) -> str:
    """A short line for the log of what happened ("" for the small stuff)."""
    return fill_names(happened(event, len(names)), names)


def happened(event: dict, seats: int) -> str:
    """`happening` with its seats as {p0}, {p1}...: fill_names makes "You is" "You are"."""
    kind = event["kind"]
    who = seat_said(event.get("seat"), seats)
    mine = B.MINE_NAMES.get(event.get("mine", ""), "")
    if kind == "roll":
        return f"{who} rolled {' and '.join(str(d) for d in event['dice'])}"
    if kind == "bumped" and event["by"] >= 0:
        return f"{seat_said(event['by'], seats)} bumped {who}"
    if kind == "robbed":
        return f"{who} robbed {seat_said(event['victim'], seats)}"
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
        return f"{who}: a token into Finish"
    if kind == "cash":
        return f"{who} cashed ${event['value']}"
    if kind == "anaconda":
        return f"{who} has the Anaconda"
    if kind == "tunnel":
        return f"{who} went through a tunnel"
    if kind == "bad_luck":
        return f"{who}: 7 turns of bad luck"
    if kind == "trade_accepted":
        return f"{seat_said(event['trade']['from'], seats)} traded with {seat_said(event['trade']['with'], seats)}"
    if kind == "trade_declined":
        return f"{who} declined a trade"
    if kind == "forfeit":
        return f"{who} forfeited a die"
    return ""


def seat_said(seat, seats: int) -> str:
    return f"{{p{seat}}}" if isinstance(seat, int) and 0 <= seat < seats else ""
