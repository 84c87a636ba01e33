"""Learn to play: a short scripted game for each game, read from
game/data/tutorials/<id>.toml.

The script fixes the seed, the options, the seats and every move but the
chance moves it leaves out (those come from the seed, so the dice and the
deal are the same every time). Seat 0 is the learner; each of the
learner's steps asks for one move (or one tempting mistake, which the rules
refuse) and says what it did. A `Tutor` follows a Match through the script:
it says which step is up, which move the table may make next, and takes the
learner back a step. Where the learner stands is read from the match's log,
so an undo or a replay never leaves the tutor behind."""

from __future__ import annotations

import copy
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from game.core import CHANCE, IllegalMove
from game.match import Match, Seat
from game.registry import GameSpec

TUTORIAL_DIR = Path(__file__).parent / "data" / "tutorials"
LEARNER = 0  # the learner always sits in seat 0
PLAYER_COLOURS = 8  # the palette's player colours (sprites.theme.PLAYER_COLOURS)
MAX_WORDS = 200  # characters in one `say` or `then`: two short sentences


class ScriptError(ValueError):
    """A tutorial script that can't be played as written."""


@dataclass(frozen=True)
class Step:
    move: dict  # the move made at this step; for a `try` step, the mistake the rules refuse
    say: str = ""  # the learner's: what to do now; a bot's or chance's: what is happening
    then: str = ""  # after the move: what happened and why it matters (the table waits for "Next")
    mistake: bool = False  # a `try` step: the learner makes a mistake, safely, and sees why

    @property
    def learner(self) -> bool:
        return self.move.get("player") == LEARNER


@dataclass(frozen=True)
class Script:
    game: str
    title: str  # "Learn to play Stripmine"
    seed: int
    options: dict
    opponents: tuple[tuple[str, str], ...]  # (name, bot level) of seats 1, 2, ...
    intro: str  # the first card, before any move
    outro: str  # the last card: how the game is won, and what comes next
    steps: tuple[Step, ...] = field(default_factory=tuple)

    @property
    def players(self) -> int:
        return 1 + len(self.opponents)

    def learner_steps(self) -> list[int]:
        return [index for index, step in enumerate(self.steps) if step.learner]


def has_script(game_id: str) -> bool:
    return (TUTORIAL_DIR / f"{game_id}.toml").is_file()


def load_script(game_id: str) -> Script:
    """The game's script, its shape checked (ScriptError says what is wrong)."""
    with open(TUTORIAL_DIR / f"{game_id}.toml", "rb") as handle:
        data = tomllib.load(handle)
    try:
        return _script(game_id, data)
    except (KeyError, TypeError, ValueError) as err:
        raise ScriptError(f"The {game_id} tutorial is damaged: {err}") from None


def _text(table: dict, key: str, required: bool = False) -> str:
    value = table.get(key, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise ValueError(f"{key!r} must be a sentence")
    if len(value) > MAX_WORDS:
        raise ValueError(f"{key!r} is longer than {MAX_WORDS} characters: {value[:40]}...")
    return value


def _script(game_id: str, data: dict) -> Script:
    steps = []
    for number, row in enumerate(data["step"], start=1):
        if ("move" in row) == ("try" in row):
            raise ValueError(f"step {number} needs one of 'move' or 'try'")
        move = row.get("move", row.get("try"))
        if not isinstance(move, dict) or "player" not in move or "kind" not in move:
            raise ValueError(f"step {number}'s move needs a player and a kind")
        step = Step(dict(move), _text(row, "say"), _text(row, "then"), "try" in row)
        if step.learner and not step.say:
            raise ValueError(f"step {number} asks the learner for a move without saying what to do")
        if step.mistake and not (step.learner and step.then):
            raise ValueError(f"step {number}: a mistake is the learner's, and says why it fails")
        steps.append(step)
    opponents = tuple((str(seat["name"]), str(seat["bot"])) for seat in data.get("seat", []))  # none: solo
    return Script(
        game=game_id,
        title=_text(data, "title", True),
        seed=int(data["seed"]),
        options=dict(data.get("options", {})),
        opponents=opponents,
        intro=_text(data, "intro", True),
        outro=_text(data, "outro", True),
        steps=tuple(steps),
    )


class ScriptedMatch(Match):
    """A match whose bots and scripted chance moves follow its tutor's script."""

    tutor: "Tutor"

    def bot_move(self, seat: int) -> dict:
        move = self.tutor.automatic_move()
        if move is None or move["player"] != seat:
            raise IllegalMove(f"The script has no move for seat {seat} now.")
        return move

    def chance(self) -> list[dict]:
        move = self.tutor.automatic_move()
        return self.apply(move) if move is not None else super().chance()


def new_match(spec: GameSpec, script: Script, learner: Seat) -> ScriptedMatch:
    """The tutorial's match, with its tutor: the learner in seat 0 (their name, colour and
    controls), the script's bots after."""
    seats = [Seat(learner.name, learner.colour, "human", spec.strong_bot, learner.controller)]
    colours = [colour for colour in range(PLAYER_COLOURS) if colour != learner.colour]
    for (name, bot), colour in zip(script.opponents, colours):
        seats.append(Seat(name, colour, "bot", bot))
    match = ScriptedMatch(spec, seats, script.seed, script.options)
    match.tutor = Tutor(match, script)
    return match


class Tutor:
    """Where a match stands in its script, and what may happen next."""

    def __init__(self, match: Match, script: Script):
        self.match = match
        self.script = script
        self.tried: set[int] = set()  # mistake steps the learner has made
        self.read: set[int] = set()  # steps whose `then` the learner has read (pressed Next)
        self.intro_read = False

    # --- where we are ----------------------------------------------------------------------
    def position(self) -> int:
        """How many steps are done: the log's moves matched against the script (chance moves
        the script leaves out are skipped), and the mistakes already made."""
        return self._walk()[-1]

    def _walk(self) -> list[int]:
        """The steps done before each entry of the log, then after the last one."""
        steps, done, before = self.script.steps, 0, []
        for entry in self.match.log:
            done = self._past_mistakes(done)
            before.append(done)
            if done < len(steps) and not steps[done].mistake and entry == steps[done].move:
                done += 1
            elif entry.get("player") != CHANCE:
                raise ScriptError(f"The table left the script at step {done + 1}.")
        return before + [self._past_mistakes(done)]

    def _past_mistakes(self, done: int) -> int:
        while done < len(self.script.steps) and self.script.steps[done].mistake and done in self.tried:
            done += 1
        return done

    def step(self) -> Step | None:
        """The step up now (None when the script is played out)."""
        position = self.position()
        return self.script.steps[position] if position < len(self.script.steps) else None

    def finished(self) -> bool:
        return self.step() is None and not self.reading()

    def reading(self) -> Step | None:
        """The step just done whose `then` is still to be read, or the intro (a Step with no move)."""
        if not self.intro_read:
            return Step({}, then=self.script.intro)
        position = self.position()
        if position == 0:
            return None
        last = self.script.steps[position - 1]
        return last if last.then and position - 1 not in self.read else None

    def next_read(self) -> None:
        """The learner has read the card: the table goes on."""
        if not self.intro_read:
            self.intro_read = True
            return
        self.read.add(self.position() - 1)

    def learner_up(self) -> Step | None:
        """The learner's step up now, once every card before it is read."""
        step = self.step()
        return step if step is not None and step.learner and not self.reading() else None

    # --- moves -------------------------------------------------------------------------------
    def automatic_move(self) -> dict | None:
        """The scripted move for the chance side or a bot, when one is up and due; None for a
        chance move the script leaves to the seed (and while a card waits to be read)."""
        if self.reading():
            return None
        step = self.step()
        actors = self.match.to_act()
        if step is not None and not step.learner and step.move.get("player") in actors:
            return dict(step.move)
        if CHANCE in actors:
            return None
        raise ScriptError(f"The script has no move for {actors} at step {self.position() + 1}.")

    def expects(self, move: dict) -> bool:
        """Is `move` the learner's step up now (the move, or the mistake to try)?"""
        step = self.learner_up()
        return step is not None and move == step.move

    def tried_mistake(self) -> None:
        """The learner made the step's mistake (the rules refused it): the step is done."""
        self.tried.add(self.position())

    def back(self) -> bool:
        """Take the learner back to their previous step (on the card after a step of theirs, to that
        step), with its card unread; False at the start."""
        position = self.position()
        reading = self.reading()
        if reading is not None and reading.learner:
            target = position - 1  # the card after the learner's own step: that step again
        else:
            current = position if reading is None else position - 1
            earlier = [index for index in self.script.learner_steps() if index < current]
            if not earlier:
                return False
            target = earlier[-1]
        self.match.undo_to(self._log_index(target))
        self.tried = {index for index in self.tried if index < target}
        self.read = {index for index in self.read if index < target}
        return True

    def _log_index(self, step_index: int) -> int:
        """How long the log was when the step came up (before its move)."""
        before = self._walk()[:-1]
        return before.index(step_index) if step_index in before else len(self.match.log)


def check_script(spec: GameSpec, script: Script) -> list[str]:
    """Play the script through the rules: every scripted move legal when it comes (the learner's
    among the rules' legal moves), every mistake refused, and the script played out. The problems, as sentences."""
    learner = Seat("Learner")
    match = new_match(spec, script, learner)
    problems: list[str] = []
    for number, step in enumerate(script.steps, start=1):
        while CHANCE in match.to_act() and step.move.get("player") != CHANCE:
            match.chance()
        actors = match.to_act()
        if step.move.get("player") not in actors:
            problems.append(f"step {number}: {step.move} comes when {actors} are to act")
            break
        if step.mistake:
            try:
                match.rules.apply(copy.deepcopy(match.state), step.move)  # a legal one would change it
            except IllegalMove:
                continue
            problems.append(f"step {number}: the mistake {step.move} is legal")
            break
        if step.learner and step.move not in match.legal_moves(LEARNER):
            problems.append(f"step {number}: {step.move} is not among the learner's legal moves")
        try:
            match.apply(step.move)
        except IllegalMove as err:
            problems.append(f"step {number}: {step.move} is refused: {err}")
            break
    return problems
