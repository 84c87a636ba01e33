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
import logging
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from game import registry, tomlfile
from game.core import CHANCE, IllegalMove
from game.match import Match, Seat
from game.registry import GameSpec

log = logging.getLogger(__name__)

TUTORIAL_DIR = Path(__file__).parent / "data" / "tutorials"
LEARNER = 0  # the learner always sits in seat 0
PLAYER_COLOURS = 8  # the palette's player colours (sprites.theme.PLAYER_COLOURS)
MAX_WORDS = 200  # characters in one `say` or `then`: two short sentences
MAX_NAME = 30  # characters in an opponent's name
MAX_STEPS = 300  # a script is about five minutes: a few dozen steps
MAX_PRELUDE = 3000  # moves played unseen before a later lesson starts (a game well under way)
LESSONS = (1, 2)  # the first teaches the moves; the second what decides the game
SEEDS = range(2**31)  # the seeds setup draws a real game's from
CHANCE_RUN = 1000  # chance moves in a row before a step: more means the script is stuck
SCRIPT_KEYS = {"title", "topic", "seed", "intro", "intro_about", "outro", "options", "seat", "prelude", "step"}
SEAT_KEYS = {"name", "bot"}
STEP_KEYS = {"move", "try", "say", "then", "about"}


class ScriptError(ValueError):
    """A tutorial script that can't be played as written. Its text is the player's sentence;
    `detail` says exactly what is wrong, for whoever mends the script."""

    def __init__(self, sentence: str, detail: str = ""):
        super().__init__(sentence)
        self.detail = detail or sentence


class _Damage(ValueError):
    """What is wrong, and where (a line, a step, a seat, or nothing)."""

    def __init__(self, where: str, detail: str):
        super().__init__(detail)
        self.where = where


def damaged(title: str, where: str = "") -> str:
    """The one sentence a player reads about a damaged script."""
    return f"Learn to play for {title} can't start: its script is damaged{f' ({where})' if where else ''}."


@dataclass(frozen=True)
class Step:
    move: dict  # the move made at this step; for a `try` step, the mistake the rules refuse
    say: str = ""  # the learner's: what to do now; a bot's or chance's: what is happening
    then: str = ""  # after the move: what happened and why it matters (the table waits for "Next")
    mistake: bool = False  # a `try` step: the learner makes a mistake, safely, and sees why
    about: str = ""  # what on the table its words talk about: a name the game's scene maps to places

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
    lesson: int = 1
    topic: str = ""  # what the lesson teaches, in a few words: the lesson list's line
    prelude: tuple[dict, ...] = ()  # moves played unseen first: a later lesson starts mid-game
    intro_about: str = ""  # what on the table the intro talks about (as a step's `about`)

    @property
    def players(self) -> int:
        return 1 + len(self.opponents)

    def learner_steps(self) -> list[int]:
        return [index for index, step in enumerate(self.steps) if step.learner]


def _path(game_id: str, lesson: int = 1) -> Path:
    """Lesson 1 is <id>.toml, a later one <id>_<lesson>.toml."""
    return TUTORIAL_DIR / (f"{game_id}.toml" if lesson == 1 else f"{game_id}_{lesson}.toml")


def has_script(game_id: str, lesson: int = 1) -> bool:
    """Is there anything where the lesson's script belongs (damaged or not)?"""
    return os.path.lexists(_path(game_id, lesson))  # never raises: an unreadable folder is "nothing there"


def lessons(game_id: str) -> list[int]:
    """The game's lessons with a script (damaged or not), in order."""
    return [lesson for lesson in LESSONS if has_script(game_id, lesson)]


def load_script(game_id: str, lesson: int = 1) -> Script:
    """The lesson's script, read through tomlfile and checked value by value (not yet played
    through its rules: see ready_script). ScriptError gives the player's sentence."""
    return _read(registry.get_game(game_id), lesson)


def _read(spec: GameSpec, lesson: int = 1) -> Script:
    try:
        data = tomlfile.read(_path(spec.id, lesson))
        return _script(spec, data, lesson)
    except FileNotFoundError as err:
        raise ScriptError(no_script(spec), str(err)) from None
    except tomlfile.DamagedFile as err:
        where = _LINE.search(str(err))  # the parser's line, as tomlfile words it
        raise ScriptError(damaged(spec.title, where.group(1) if where else ""), str(err)) from None
    except _Damage as err:
        raise ScriptError(damaged(spec.title, err.where), str(err)) from None


def ready_script(spec: GameSpec, lesson: int = 1) -> Script:
    """The lesson's script, checked and played through its rules: what Learn to play starts from."""
    script = _read(spec, lesson)
    found = _play_through(spec, script)
    if found is not None:
        number, detail = found
        raise ScriptError(damaged(spec.title, f"step {number}" if number else ""), detail)
    return script


def problem(spec: GameSpec, lesson: int = 1) -> str | None:
    """Why the lesson can't start, as the player's sentence; None when it can."""
    if not has_script(spec.id, lesson):
        return no_script(spec)
    try:
        ready_script(spec, lesson)
    except ScriptError as err:
        log.warning("Learn to play for %s: %s", spec.id, err.detail)  # what to mend, for whoever can
        return str(err)
    return None


def no_script(spec: GameSpec) -> str:
    return f"{spec.title} has no guided game yet."


_LINE = re.compile(r"\((line \d+)\)")


def _text(table: dict, key: str, where: str, required: bool = False) -> str:
    value = table.get(key, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise _Damage(where, f"{key!r} must be a sentence")
    if len(value) > MAX_WORDS:
        raise _Damage(where, f"{key!r} is longer than {MAX_WORDS} characters: {value[:40]}...")
    return value


def _known_keys(table: dict, keys: set[str], where: str) -> None:
    """A key the script has no use for is a typo or damage: its words would silently go missing."""
    unknown = sorted(str(key) for key in table if key not in keys)
    if unknown:
        raise _Damage(where, f"unknown entry {unknown[0][:30]!r}")


def _seed(data: dict) -> int:
    seed = data.get("seed")
    if type(seed) is not int or seed not in SEEDS:  # a float (inf, nan, 4.5), a bool or text is damage
        raise _Damage("the seed", f"the seed must be a whole number from 0 to {SEEDS[-1]}")
    return seed


def _options(spec: GameSpec, data: dict) -> dict:
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise _Damage("the options", "the options must be a table")
    try:
        spec.check_options(options)  # an unknown option, or a value it can't take
    except ValueError as err:
        raise _Damage("the options", str(err)) from None
    return dict(options)


def _opponents(spec: GameSpec, data: dict) -> tuple[tuple[str, str], ...]:
    seats = data.get("seat", [])  # none: solo
    if not isinstance(seats, list) or not all(isinstance(seat, dict) for seat in seats):
        raise _Damage("the seats", "each [[seat]] must be a table with a name and a bot")
    if not spec.min_players <= 1 + len(seats) <= spec.max_players:
        raise _Damage("the seats", f"{spec.title} is for {spec.min_players} to {spec.max_players} players")
    opponents = []
    for number, seat in enumerate(seats, start=2):  # the learner is seat 1
        where = f"seat {number}"
        _known_keys(seat, SEAT_KEYS, where)
        name, bot = seat.get("name"), seat.get("bot")
        if not isinstance(name, str) or not 0 < len(name.strip()) <= MAX_NAME:
            raise _Damage(where, f"a seat's name is a word or two, at most {MAX_NAME} characters")
        if not isinstance(bot, str) or bot not in spec.bots:
            raise _Damage(where, f"a seat's bot is one of {', '.join(spec.bots)}")
        opponents.append((name, bot))
    return tuple(opponents)


def _steps(data: dict, players: int) -> tuple[Step, ...]:
    rows = data.get("step")
    if not isinstance(rows, list) or not 0 < len(rows) <= MAX_STEPS:
        raise _Damage("the steps", f"a script has 1 to {MAX_STEPS} [[step]] tables")
    steps = []
    for number, row in enumerate(rows, start=1):
        where = f"step {number}"
        if not isinstance(row, dict):
            raise _Damage(where, "a step must be a table")
        _known_keys(row, STEP_KEYS, where)
        if ("move" in row) == ("try" in row):
            raise _Damage(where, "a step needs one of 'move' or 'try'")
        move = _move(row.get("move", row.get("try")), players, where)
        step = Step(move, _text(row, "say", where), _text(row, "then", where), "try" in row, _about(row, where))
        if step.learner and not step.say:
            raise _Damage(where, "the step asks the learner for a move without saying what to do")
        if step.mistake and not (step.learner and step.then):
            raise _Damage(where, "a mistake is the learner's, and says why it fails")
        steps.append(step)
    return tuple(steps)


def _about(row: dict, where: str, key: str = "about") -> str:
    about = row.get(key, "")
    if not isinstance(about, str) or (about and not about.replace("_", "").isalnum()):
        raise _Damage(where, f"'{key}' names a part of the table, like \"company_values\"")
    return about


def _move(move, players: int, where: str) -> dict:
    if not isinstance(move, dict) or type(move.get("kind")) is not str:
        raise _Damage(where, "a step's move needs a player and a kind")
    player = move.get("player")
    if player != CHANCE and (type(player) is not int or not 0 <= player < players):
        raise _Damage(where, f"a move's player is a seat from 0 to {players - 1}, or {CHANCE!r}")
    return dict(move)


def _prelude(data: dict, players: int) -> tuple[dict, ...]:
    rows = data.get("prelude", [])
    if not isinstance(rows, list) or len(rows) > MAX_PRELUDE:
        raise _Damage("the prelude", f"the prelude is a list of at most {MAX_PRELUDE} moves")
    return tuple(_move(row, players, f"prelude move {number}") for number, row in enumerate(rows, start=1))


def _script(spec: GameSpec, data: dict, lesson: int = 1) -> Script:
    _known_keys(data, SCRIPT_KEYS, "")
    opponents = _opponents(spec, data)
    return Script(
        game=spec.id,
        title=_text(data, "title", "the title", True),
        seed=_seed(data),
        options=_options(spec, data),
        opponents=opponents,
        intro=_text(data, "intro", "the intro", True),
        outro=_text(data, "outro", "the outro", True),
        steps=_steps(data, 1 + len(opponents)),
        lesson=lesson,
        topic=_text(data, "topic", "the topic"),
        prelude=_prelude(data, 1 + len(opponents)),
        intro_about=_about(data, "the intro", "intro_about"),
    )


class ScriptedMatch(Match):
    """A match whose bots and scripted chance moves follow its tutor's script."""

    tutor: "Tutor"

    def bot_move(self, seat: int) -> dict:
        move = self.tutor.automatic_move()
        if move is None or move["player"] != seat:
            raise IllegalMove(f"The script has no move for seat {seat} now.")
        return move

    def bot_thinking(self, seat: int) -> Iterator[int | None]:
        return iter(())  # the script's move needs no thought

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
    for move in script.prelude:  # unseen: the seed's chance moves between, as in a step
        _chance_until(match, move)
        match.apply(dict(move))
    match.tutor.start = len(match.log)
    return match


class Tutor:
    """Where a match stands in its script, and what may happen next."""

    def __init__(self, match: Match, script: Script):
        self.match = match
        self.script = script
        self.tried: set[int] = set()  # mistake steps the learner has made
        self.read: set[int] = set()  # steps whose `then` the learner has read (pressed Next)
        self.intro_read = False
        self.start = 0  # the log's moves before the lesson (its prelude): never the learner's to take back
        self._walked: tuple[tuple, list[int]] | None = None  # the last walk, and what it was made from

    # --- where we are ----------------------------------------------------------------------
    def position(self) -> int:
        """How many steps are done: the log's moves matched against the script (chance moves
        the script leaves out are skipped), and the mistakes already made."""
        return self._walk()[-1]

    def _walk(self) -> list[int]:
        """The steps done before each entry of the log, then after the last one. A table asks
        many times a frame, so the walk is made again only when the log or the mistakes change."""
        key = (self.match.version(), len(self.match.log), self.start, frozenset(self.tried))
        if self._walked is None or self._walked[0] != key:
            self._walked = (key, self._walk_log())
        return self._walked[1]

    def _walk_log(self) -> list[int]:
        steps, done, before = self.script.steps, 0, []
        for entry in self.match.log[self.start :]:
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
            return Step({}, then=self.script.intro, about=self.script.intro_about)
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
        return self.start + before.index(step_index) if step_index in before else len(self.match.log)


def check_script(spec: GameSpec, script: Script) -> list[str]:
    """Play the script through the rules: every scripted move legal when it comes (the learner's
    among the rules' legal moves) and every mistake refused. The first problem, as a sentence."""
    found = _play_through(spec, script)
    return [] if found is None else [f"step {found[0]}: {found[1]}" if found[0] else found[1]]


def _play_through(spec: GameSpec, script: Script) -> tuple[int, str] | None:
    """(the step number, what is wrong) at the first step that can't be played; step 0 when the
    table can't even be set. Whatever the rules raise is a problem of the script's, never a crash."""
    number = 0
    try:
        match = new_match(spec, script, Seat("Learner"))
        for number, step in enumerate(script.steps, start=1):
            problem = _step_problem(match, step)
            if problem:
                return number, problem
    except IllegalMove as err:
        return number, f"refused: {err}"
    except Exception as err:  # noqa: BLE001 - a move that breaks the rules' code is a damaged script too
        return number, f"the rules could not take it ({type(err).__name__}: {err})"
    return None


def _chance_until(match: Match, move: dict) -> None:
    """The seed's chance moves, until someone else is to act (none when `move` is chance's own)."""
    for _ in range(CHANCE_RUN):
        if CHANCE not in match.to_act() or move.get("player") == CHANCE:
            return
        match.chance()
    raise IllegalMove("chance never stops moving before it")


def _step_problem(match: ScriptedMatch, step: Step) -> str:
    """Play one step (the seed's chance moves first, unless the step is chance's own)."""
    _chance_until(match, step.move)
    actors = match.to_act()
    if step.move.get("player") not in actors:
        return f"{step.move} comes when {actors} are to act"
    if step.mistake:
        try:
            match.rules.apply(copy.deepcopy(match.state), step.move)  # a legal one would change it
        except IllegalMove:
            return ""
        return f"the mistake {step.move} is legal"
    if step.learner and step.move not in match.legal_moves(LEARNER):
        return f"{step.move} is not among the learner's legal moves"
    match.apply(step.move)
    return ""
