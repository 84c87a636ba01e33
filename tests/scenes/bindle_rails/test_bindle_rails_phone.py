"""Bindle Rails Express from the player's phone (on loopback): the table's own targets as
buttons, each die's face by its number in the hand panel; taps play as clicks would, a
refused one hears the rules."""

from __future__ import annotations

import pytest

from game.bindle_rails.content import ROUTE_FACES
from scenes.bindle_rails.phone import hand

from phone_client import phone_app
from solo_phone import SoloPhone, click, solo

TAPS = ["B&O", "route die 1", "route die 3", "Keep all (Y or 4)", "route die 2"]


@pytest.fixture
def app():
    yield from phone_app()


def test_the_route_dice_kept_and_placed_on_the_phone_are_what_clicks_do(app):
    scene = solo(app, "bindle_rails")
    phone = SoloPhone(app, scene)
    assert phone.shown["turn"] and phone.labels() == ["B&O", "C&O", "PRR", "NYC", "Hint"]
    shown = phone.tap(TAPS[0])
    faces = scene.match.state.route_faces
    terrain, points = ROUTE_FACES[faces[0]]
    assert ["Route die 1", f"{terrain} {points}"] in shown["hand"]["lines"]  # the face the button's number names
    for label in TAPS[1:]:
        shown = phone.tap(label)
    assert shown["hand"] == hand(scene.match.view(0), 0)
    played = list(scene.match.log)

    by_clicks = solo(app, "bindle_rails")
    for label in TAPS:
        click(app, by_clicks, label)
    assert by_clicks.match.log == played


def test_a_refused_tap_hears_the_rules_sentence_and_changes_nothing(app):
    scene = solo(app, "bindle_rails")
    phone = SoloPhone(app, scene)
    phone.tap("B&O")
    assert "Reroll (X or 3)" in phone.labels(legal=False)  # no route die kept yet
    target = next(target for target in scene.layer.items if target.label == "Reroll (X or 3)")
    sentence = scene.match.spec.rules.RULEBOOK.problem(scene.match.state, target.move)
    moves = len(scene.match.log)
    assert sentence and phone.tap("Reroll (X or 3)") == {"kind": "refused", "code": "rules", "text": sentence}
    assert len(scene.match.log) == moves
