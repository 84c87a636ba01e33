"""Learn to play King of Copper's scripts: a learner's step is said only once the table is theirs."""

import pytest

from game import tutorial
from game.core import CHANCE


@pytest.mark.parametrize("lesson", tutorial.lessons("king_of_copper"))
def test_a_bots_last_move_before_the_learners_step_has_a_card(lesson):
    """The guide says a learner's step ("Your turn. Press Roll.") as soon as the rules wait for
    them; a card after the bot's last move waits for its token to stop, so it never says it
    while the bot is still moving."""
    steps = tutorial.load_script("king_of_copper", lesson).steps
    for before, step in zip(steps, steps[1:]):
        if step.learner and before.move["player"] not in (tutorial.LEARNER, CHANCE):
            assert before.then, f"{before.say!r} is followed by {step.say!r} with no card between"
