"""Every game's Learn to play script plays through its rules as written."""

import pytest

from game import tutorial
from game.core import CHANCE
from game.match import Seat
from game.registry import all_games

SCRIPTED = [spec for spec in all_games() if tutorial.has_script(spec.id)]


@pytest.mark.parametrize("spec", SCRIPTED, ids=lambda spec: spec.id)
def test_every_scripted_move_is_legal_when_it_comes(spec):
    script = tutorial.load_script(spec.id)
    assert tutorial.check_script(spec, script) == []


@pytest.mark.parametrize("spec", SCRIPTED, ids=lambda spec: spec.id)
def test_a_script_teaches_with_one_mistake_and_a_handful_of_moves(spec):
    script = tutorial.load_script(spec.id)
    learner = [step for step in script.steps if step.learner]
    assert sum(step.mistake for step in learner) >= 1, "one mistake shown safely"
    assert 4 <= len(learner) <= 30, "about five minutes: a handful of the learner's moves"
    assert all(step.then or step is script.steps[-1] for step in learner if step.mistake)
    assert script.outro and script.intro


@pytest.mark.parametrize("spec", SCRIPTED, ids=lambda spec: spec.id)
def test_a_tutor_follows_the_script_to_its_end_and_back(spec):
    script = tutorial.load_script(spec.id)
    match = tutorial.new_match(spec, script, Seat("Kit", colour=2))
    tutor = match.tutor
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
    assert all(entry["player"] != 0 for entry in match.log)
    assert all(entry["player"] == CHANCE or not match.seats[entry["player"]].kind == "human" for entry in match.log)
