"""Learn to play's counter moves with the cards a learner sees: each new card on screen is the
next number, from the welcome card (1) to the last (all of them), in every game's lessons."""

import re

import pytest
from tutorial_drive import learn

from game import tutorial
from game.registry import all_games
from scenes.kit.input import Action

from scene_monkey import make_app

DT = 1 / 30
# The counter is the kit's: these lessons hold every kind of card (a bot's words held while its
# move plays, wordless bot moves sharing a Watch card, a pick screen, repeated learner words).
COUNTED = {("stripmine", 2), ("coal_n_write", 2), ("king_of_copper", 1), ("bindle_rails", 1), ("aircargo", 1)}
LESSONS = [
    (spec, lesson) for spec in all_games() for lesson in tutorial.lessons(spec.id) if (spec.id, lesson) in COUNTED
]
COUNTER = re.compile(r"Learn to play: card (\d+) of (\d+)")


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path, fake=False)


def counted(card) -> tuple[int, int]:
    found = COUNTER.fullmatch(card.heading)
    assert found, card.heading
    return int(found.group(1)), int(found.group(2))


@pytest.mark.parametrize("spec, lesson", LESSONS, ids=[f"{spec.id}-{lesson}" for spec, lesson in LESSONS])
def test_each_new_card_is_the_next_number_to_the_last(app, spec, lesson):
    app.draw_every = 3  # a whole lesson: a sample of its frames is drawn, every update runs
    learn(app, spec.id, lesson=lesson)
    seen: list[tuple[int, int, str]] = []  # (number, of, words) of each card, as it first shows
    for _ in range(20000):
        scene = app.scenes.top
        guide = getattr(scene, "guide", None)
        if guide is None or guide.tutor.finished():
            break
        if guide.card is not None:
            words = " ".join(guide.card.lines)
            if not seen or seen[-1][2] != words:
                seen.append((*counted(guide.card), words))
            else:
                assert counted(guide.card)[0] == seen[-1][0], f"the number moved, the words did not: {words}"
        step = guide.learner_step()
        if guide.tutor.reading() is not None:
            scene.handle(Action("confirm", "kbm"))  # Next
        elif step is not None and not scene.busy() and guide.card_words == step.say:  # once its card shows
            scene.try_move(dict(step.move))
        app.frame(DT, [])
    app.frame(DT, [])
    last = app.scenes.top.guide.card
    seen.append((*counted(last), " ".join(last.lines)))
    numbers = [number for number, _, _ in seen]
    total = seen[0][1]
    assert numbers[0] == 1 and numbers[-1] == total, numbers
    assert numbers == list(range(1, len(numbers) + 1)), "\n".join(f"{n} {w[:60]}" for n, _, w in seen)
