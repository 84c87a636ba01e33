"""Learn to play King of Copper never offers a move it then refuses: at every learner step of
both lessons, before and after the token is picked, each glowing space or token and each tag
makes the step's move, and every other target the table holds is dimmed (outside the lit spots)."""

import pytest
import tutorial_drive

from game import tutorial
from scenes.king_of_copper.overlays import ChoiceOverlay
from scenes.king_of_copper.scene import KingOfCopperScene
from scenes.king_of_copper.targets import Place

from scene_monkey import make_app

DT = 1 / 30


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path, fake=False)


def offered_wrongly(scene: KingOfCopperScene, step: tutorial.Step) -> list[str]:
    """What the table offers at this step that the lesson would refuse."""
    board, wrong = scene.board, []
    for target in scene.layer.items:
        if not target.legal or target.makes(step.move):
            continue
        if isinstance(target, Place) and (
            target.node in board.glow_nodes if target.node else (scene.human_seat(), target.token) in board.glow_tokens
        ):
            wrong.append(f"{target.label} glows")
        if any(spot.collidepoint(target.shown.center) for spot in scene.guide.spots):
            wrong.append(f"{target.label} is lit")
    return wrong


@pytest.mark.parametrize("lesson", tutorial.lessons("king_of_copper"))
def test_every_offered_target_is_the_steps(app, lesson):
    tutorial_drive.learn(app, "king_of_copper", lesson=lesson)
    checked = 0
    for _ in range(20000):
        scene = app.scenes.top
        guide = getattr(scene, "guide", None)
        if guide is None or guide.tutor.finished():
            break
        card = guide.card
        if card is not None and guide.tutor.reading() is not None:
            app.frame(DT, [])
            button = next((b for b in guide.card.buttons if b.label == "Next"), None)
            app.frame(DT, tutorial_drive.click(button.rect.center) if button else [])
            continue
        step = guide.learner_step()
        if step is None or scene.busy() or not guide.spots:
            app.frame(DT, [])
            continue
        if isinstance(scene, KingOfCopperScene):
            app.frame(DT, [])  # the glow and the tags of this frame
            assert offered_wrongly(scene, step) == [], step.say
        elif isinstance(scene, ChoiceOverlay):  # a choice screen: the guide lights the step's option
            assert scene.guided_option() is not None, step.say
        checked += 1
        app.frame(DT, tutorial_drive.click(guide.spots[0].center))
    assert guide is None or guide.tutor.finished()
    assert checked >= len(tutorial.load_script("king_of_copper", lesson).learner_steps())
