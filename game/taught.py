"""What each lesson teaches, kept beside its script (game/data/tutorials/<id>_taught.toml):
`[[rule]]` with the rule as the rule text words it, the lesson and the step that teaches it
(a step's number, "intro" or "outro"), and the words that step must say. A lesson whose words
drift from the rule it teaches, or a rule with no step, shows up in `unmet`."""

from __future__ import annotations

from dataclasses import dataclass

from game import tomlfile, tutorial


@dataclass(frozen=True)
class Taught:
    rule: str  # the rule, quoted from the game's rule text
    lesson: int
    step: str  # "3" (the third [[step]]), "intro" or "outro"
    words: tuple[str, ...]  # what the step must say (any case)


def taught(game_id: str) -> list[Taught]:
    """The game's list of taught rules ([] when it keeps none)."""
    path = tutorial.TUTORIAL_DIR / f"{game_id}_taught.toml"
    if not path.exists():
        return []
    rows = tomlfile.read(path).get("rule", [])
    return [
        Taught(str(row["rule"]), int(row.get("lesson", 1)), str(row["step"]), tuple(map(str, row["words"])))
        for row in rows
    ]


def words_of(script: tutorial.Script, step: str) -> str:
    """What a lesson says at `step`: its card and, for a move, what it asks and what follows."""
    if step == "intro":
        return script.intro
    if step == "outro":
        return script.outro
    if not step.isdigit() or not 1 <= int(step) <= len(script.steps):
        return ""
    found = script.steps[int(step) - 1]
    return f"{found.say} {found.then}"


def unmet(game_id: str) -> list[str]:
    """Each listed rule whose step doesn't say its words, as a sentence naming both."""
    scripts = {lesson: tutorial.load_script(game_id, lesson) for lesson in tutorial.lessons(game_id)}
    problems = []
    for entry in taught(game_id):
        script = scripts.get(entry.lesson)
        said = words_of(script, entry.step).lower() if script else ""
        missing = [word for word in entry.words if word.lower() not in said]
        if not said or missing:
            problems.append(f"lesson {entry.lesson} step {entry.step} should teach {entry.rule!r}: missing {missing}")
    return problems
