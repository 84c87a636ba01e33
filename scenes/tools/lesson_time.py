"""How long a Learn to play lesson takes: the lesson played in the real scene at normal
animation speed on a simulated clock (frames updated, not drawn), Next pressed on each card
once it may be, and the learner's step made as soon as it is up; then each card is given the
time to read it and each of the learner's steps a person's pace. A design measure (lessons
aim at five minutes or less), not a timing test."""

from __future__ import annotations

from game import tutorial
from game.match import Seat
from game.registry import GameSpec
from scenes.kit.tutorial import READING_WORDS_PER_SECOND as WORDS_PER_SECOND
from scenes.tools.playtime import DECISION_SECONDS

FRAME = 1 / 30
LIMIT_SECONDS = 3600


def lesson_run(spec: GameSpec, lesson: int) -> dict:
    """Seconds the table itself takes, the words on the cards, and the learner's steps."""
    from game.settings import Settings
    from scenes.app import App
    from scenes.kit.game_scene import GameScene
    from scenes.kit.tutorial import start_tutorial

    app = App(headless=True, settings=Settings(animation_speed=1.0))
    scene: GameScene = start_tutorial(app, spec, Seat("Learner"), lambda: None, lambda: None, lesson)
    app.scenes.reset(scene)
    run = {"seconds": 0.0, "words": 0, "steps": 0}
    guide = scene.guide
    assert guide is not None  # a tutorial's table always has its guide
    tutor = guide.tutor
    while not tutor.finished():  # nothing here steps back, so the table is never rebuilt
        if tutor.reading() is not None and not guide.settling():
            guide.next()
        elif guide.learner_step() is not None and not scene.busy():
            step = guide.learner_step()
            run["steps"] += 1
            while app.scenes.top is not scene:  # a choice screen (a pick, a card) that takes the step closes with it
                app.scenes.pop()
            scene.try_move(dict(step.move))
        if not guide.reads_on():  # a bot's card held to be read: its words' time is counted below
            run["seconds"] += FRAME
        app.scenes.update(FRAME)
        if run["seconds"] > LIMIT_SECONDS:
            raise RuntimeError(f"{spec.id}: lesson {lesson} still running after an hour")
    script = tutor.script
    cards = [script.intro, script.outro] + [f"{step.say} {step.then}" for step in script.steps]
    run["words"] = sum(len(card.split()) for card in cards)  # every card the lesson shows
    return run


def lesson_minutes(run: dict, pace: float) -> float:
    return (run["seconds"] + run["words"] / WORDS_PER_SECOND + run["steps"] * pace) / 60


def format_lessons(spec: GameSpec) -> str:
    lines = []
    for lesson in tutorial.lessons(spec.id):
        run = lesson_run(spec, lesson)
        paces = ", ".join(f"{lesson_minutes(run, pace):.1f} at {pace:g}s a step" for pace in DECISION_SECONDS)
        lines.append(
            f"{spec.id} lesson {lesson}: {run['steps']} steps, {run['words']} words on its cards, "
            f"the table {run['seconds'] / 60:.1f} min; in all {paces} (minutes)"
        )
    return "\n".join(lines)
