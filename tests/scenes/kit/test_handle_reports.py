"""Every scene's handle reports whether it used the action (True or False,
never None), and a back or pause that no scene used reaches the scene's
back(): one path for every screen that closes on back."""

import pytest

from game.match import Seat
from scenes.kit.input import Action
from scenes.kit.manager import Scene

from every_scene import SCENES, choice, game_scene, overlay
from scene_monkey import PADS

PAD = f"pad:{PADS[0]}"
ACTIONS = [
    *(Action(kind) for kind in ("up", "down", "left", "right", "confirm", "back", "pause", "next", "prev")),
    *(Action(f"button{i}", button=i) for i in range(4)),
    *(Action(kind, PAD, button=i) for i, kind in enumerate(("confirm", "back", "button2", "button3"))),
    *(Action(kind, PAD) for kind in ("pause", "left", "down")),
    *(Action(kind, pos=pos) for kind in ("point", "click") for pos in ((640, 360), (100, 600), (1200, 40))),
    Action("back", pos=(640, 360)),  # a right click
    Action("text", text="a"),
    Action("erase"),
    Action("wheel_up"),
    Action("wheel_down"),
]


@pytest.mark.parametrize("name", list(SCENES))
def test_every_scene_says_whether_it_used_an_action(name, couch, mid_game):
    place = SCENES[name]
    for action in ACTIONS:
        scene = place(couch, mid_game)
        used = scene.handle(action)
        assert type(used) is bool, f"{type(scene).__name__}.handle({action.kind!r}) gave {used!r}"
        assert type(scene.back()) is bool


class Closing(Scene):
    closes_on_back = True


class Staying(Scene):
    pass


class Swallowing(Scene):
    def handle(self, action):
        return True


@pytest.mark.parametrize("kind", ["back", "pause"])
def test_an_unused_back_closes_a_screen_that_closes_on_back(couch, kind):
    below = Staying(couch)
    couch.scenes.reset(below)
    couch.scenes.push(Closing(couch), fade=False)
    assert couch.scenes.handle(Action(kind)) is True
    assert couch.scenes.top is below
    assert couch.scenes.handle(Action(kind)) is False  # a scene that stays, and used nothing
    assert couch.scenes.top is below


def test_a_back_the_scene_used_goes_no_further(couch):
    couch.scenes.reset(Staying(couch))
    top = Swallowing(couch)
    top.closes_on_back = True
    couch.scenes.push(top, fade=False)
    assert couch.scenes.handle(Action("back")) is True and couch.scenes.top is top


def test_other_unused_actions_are_reported_unused(couch):
    couch.scenes.reset(Closing(couch))
    couch.scenes.update(1.0)  # past the fade
    assert couch.scenes.handle(Action("confirm")) is False
    assert couch.scenes.handle(Action("point", pos=(5, 5))) is False


def test_presses_during_a_fade_are_dropped(couch):
    couch.scenes.reset(Closing(couch))
    couch.scenes.push(Closing(couch))  # fades in
    assert couch.scenes.fading
    assert couch.scenes.handle(Action("back")) is True and len(couch.scenes.stack) == 2


def test_a_choice_for_one_seat_refuses_the_others_back_and_closes_on_its_own(couch, mid_game):
    from scenes.king_of_copper.overlays import ChoiceOverlay

    couch.scenes.update(1.0)
    overlay(couch, mid_game, choice)  # for the second seat, on its own pad
    assert couch.scenes.handle(Action("pause")) is True  # the shared keyboard's: refused, not closing it
    assert isinstance(couch.scenes.top, ChoiceOverlay)
    assert couch.scenes.handle(Action("back", PAD, button=1)) is True
    assert not isinstance(couch.scenes.top, ChoiceOverlay)


def test_a_seat_of_the_shared_controls_is_not_the_pads(couch, mid_game):
    table = game_scene(couch, mid_game, "king_of_copper")
    assert table.match.seats[1] == Seat("P2", 1, "human", table.match.seats[1].bot, PAD)
    assert table.router.controls(0) == "kbm" and table.router.controls(1) == PAD
