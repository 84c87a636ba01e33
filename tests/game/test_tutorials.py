"""Every game's Learn to play script plays through its rules as written."""

import pytest

from game import tomlfile, tutorial
from game.match import Seat
from game.registry import all_games, get_game

LESSONS = [(spec, lesson) for spec in all_games() for lesson in tutorial.lessons(spec.id)]


def lesson_id(case) -> str:
    return f"{case[0].id}-{case[1]}" if isinstance(case, tuple) else str(case)


@pytest.mark.parametrize("case", LESSONS, ids=lesson_id)
def test_every_scripted_move_is_legal_when_it_comes(case):
    spec, lesson = case
    script = tutorial.load_script(spec.id, lesson)
    assert tutorial.check_script(spec, script) == []


@pytest.mark.parametrize("case", LESSONS, ids=lesson_id)
def test_a_script_teaches_with_one_mistake_and_a_handful_of_moves(case):
    spec, lesson = case
    script = tutorial.load_script(spec.id, lesson)
    learner = [step for step in script.steps if step.learner]
    assert sum(step.mistake for step in learner) >= 1, "one mistake shown safely"
    assert 4 <= len(learner) <= 30, "about five minutes: a handful of the learner's moves"
    assert all(step.then or step is script.steps[-1] for step in learner if step.mistake)
    assert script.outro and script.intro


@pytest.mark.parametrize("case", LESSONS, ids=lesson_id)
def test_a_tutor_follows_the_script_to_its_end_and_back(case):
    spec, lesson = case
    script = tutorial.load_script(spec.id, lesson)
    match = tutorial.new_match(spec, script, Seat("Kit", colour=2))
    tutor = match.tutor
    prelude = list(match.log)
    assert tutor.start == len(prelude) >= len(script.prelude)
    assert tutor.reading() is not None and tutor.learner_up() is None  # the intro card first
    tutor.next_read()
    moves = 0
    while not tutor.finished():
        moves += 1
        assert moves < 2000
        if tutor.reading():
            tutor.next_read()
            continue
        step = tutor.learner_up()
        if step is not None:
            assert not tutor.expects({**step.move, "kind": "not-" + step.move["kind"]})
            assert tutor.expects(step.move)
            if step.mistake:
                tutor.tried_mistake()
            else:
                match.apply(step.move)
            continue
        match.step_automatic()  # a bot's scripted move, or chance (scripted or from the seed)
    assert tutor.position() == len(script.steps)
    # Back from the end returns to the learner's last step, and again to the one before it
    before, last = script.learner_steps()[-2:]
    assert tutor.back() and tutor.position() == last and tutor.learner_up() == script.steps[last]
    assert tutor.back() and tutor.position() == before
    while tutor.back():
        pass
    assert tutor.position() == script.learner_steps()[0]
    assert match.log[: tutor.start] == prelude  # a later lesson's prelude stays
    assert all(entry["player"] != 0 for entry in match.log[tutor.start :])


def test_a_later_lesson_starts_where_its_prelude_leaves_the_game(tmp_path, monkeypatch):
    """A prelude's moves are played unseen (the seed's chance moves between): the lesson's steps
    follow from there, and Back never takes the learner into the prelude."""
    spec = get_game("stripmine")
    first = tutorial.load_script("stripmine")
    data = tomlfile.read(tutorial.TUTORIAL_DIR / "stripmine.toml")
    learner = first.learner_steps()
    cut = learner[1]  # the first learner step, and what came before it, become the prelude
    data["prelude"] = [step["move"] for step in data["step"][:cut] if "move" in step]
    data["step"] = data["step"][cut:]
    data["topic"] = "A game under way"
    tomlfile.write(tmp_path / "stripmine_2.toml", data)
    tomlfile.write(tmp_path / "stripmine.toml", tomlfile.read(tutorial.TUTORIAL_DIR / "stripmine.toml"))
    monkeypatch.setattr(tutorial, "TUTORIAL_DIR", tmp_path)
    assert tutorial.lessons("stripmine") == [1, 2]
    script = tutorial.ready_script(spec, 2)
    assert script.lesson == 2 and script.topic == "A game under way" and script.prelude
    match = tutorial.new_match(spec, script, Seat("Kit"))
    assert match.tutor.start == len(match.log) > 0 and match.tutor.position() == 0
    assert not match.tutor.back()  # nothing of the learner's yet: the prelude is not theirs


def test_a_prelude_move_the_rules_refuse_is_a_damaged_script(tmp_path, monkeypatch):
    data = tomlfile.read(tutorial.TUTORIAL_DIR / "stripmine.toml")
    data["prelude"] = [{"player": 0, "kind": "no-such-move"}]
    tomlfile.write(tmp_path / "stripmine_2.toml", data)
    monkeypatch.setattr(tutorial, "TUTORIAL_DIR", tmp_path)
    assert (
        tutorial.problem(get_game("stripmine"), 2) == "Learn to play for Stripmine can't start: its script is damaged."
    )


def test_a_tutor_walks_the_log_again_only_after_a_move_or_a_mistake(monkeypatch):
    """A table asks where the lesson stands many times a frame: the log is walked once per change."""
    spec = get_game("stripmine")
    script = tutorial.load_script(spec.id, 1)
    match = tutorial.new_match(spec, script, Seat("Kit"))
    tutor = match.tutor
    walks = []
    walk = tutor._walk_log
    monkeypatch.setattr(tutor, "_walk_log", lambda: walks.append(1) or walk())
    tutor.next_read()
    done = {False: 0, True: 0}  # the learner's moves and mistakes, each followed by many questions
    while not (done[False] and done[True]):
        if tutor.reading():
            tutor.next_read()
        elif (step := tutor.learner_up()) is not None:
            walked, position = len(walks), tutor.position()
            for _ in range(20):
                assert tutor.learner_up() == step and tutor.position() == position
            assert len(walks) == walked
            if step.mistake:
                tutor.tried_mistake()
            else:
                match.apply(step.move)
            assert tutor.position() > position and len(walks) == walked + 1
            done[step.mistake] += 1
        else:
            match.step_automatic()
