"""A solo table played from its phone on loopback (127.0.0.1), beside the same table played
by clicks: the tests of AirCargo's and Bindle Rails Express's touch remote."""

from __future__ import annotations

from game.match import Match, Seat
from game.registry import get_game
from scenes.kit.game_scene import scene_for

from phone_client import TIMEOUT, Phone, Waker

FRAME = 1 / 30


def solo(app, game: str, seed: int = 3):
    """The game's table for one person, on screen and still."""
    match = Match(get_game(game), [Seat("Ada", 0, "human")], seed)
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    settle(app, scene)
    return scene


def settle(app, scene) -> None:
    for _ in range(600):  # on until the table waits for the player (dice down, pieces still)
        app.frame(FRAME, [])
        if scene.still():
            return


class SoloPhone:
    """The person's phone on their table: `tap(label)` as a finger would, `shown` its latest picture."""

    def __init__(self, app, scene):
        self.app, self.scene = app, scene
        assert scene.phones.turn_on() == ""
        room = scene.phones.room
        self.waker = room.wake = Waker()
        self.phone = Phone(room)
        self.phone.claim(room, 0)
        assert self.waker.event.wait(TIMEOUT)
        self.shown = self.next_picture()

    def next_picture(self) -> dict:
        """Pump the table until it is still; the phone's picture as it then stands."""
        self.waker.event.clear()
        settle(self.app, self.scene)
        shown = self.phone.hear_kind("table")
        while shown["version"] < self.scene.phones.publisher.version[0]:
            shown = self.phone.hear_kind("table")
        return shown

    def labels(self, legal: bool = True) -> list[str]:
        return [choice["label"] for choice in self.shown["choices"] if choice["legal"] == legal]

    def tap(self, label: str) -> dict:
        """Tap the choice `label`: the refusal heard, or else the new picture."""
        index = [choice["label"] for choice in self.shown["choices"]].index(label)
        self.phone.say(kind="choose", choice=index, version=self.shown["version"])
        assert self.waker.event.wait(TIMEOUT)
        self.app.frame(FRAME, [])
        if not self.shown["choices"][index]["legal"]:
            return self.phone.hear_kind("refused")
        self.shown = self.next_picture()
        return self.shown


def click(app, scene, label: str) -> None:
    """What a click on the table's target `label` does."""
    scene.refresh_targets()
    scene.choose_target(next(target for target in scene.layer.items if target.label == label))
    settle(app, scene)
