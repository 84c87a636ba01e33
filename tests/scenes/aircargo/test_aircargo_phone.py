"""AirCargo from the pilot's phone (on loopback): the table's own targets as buttons, the dice
and the log in the hand panel; taps play as clicks would, a refused one hears the rules."""

from __future__ import annotations

import pytest

from scenes.aircargo.phone import hand

from phone_client import phone_app
from solo_phone import SoloPhone, click, solo


@pytest.fixture
def app():
    yield from phone_app()


def test_a_day_planned_on_the_phone_is_the_day_clicks_plan(app):
    scene = solo(app, "aircargo")
    phone = SoloPhone(app, scene)
    assert phone.shown["turn"] and phone.shown["hand"] == hand(scene.match.view(0), 0)
    assert phone.labels() == ["Plan: roll dice", "Stop for the day", "Hint"]
    shown = phone.tap("Plan: roll dice")
    dice = scene.match.state.dice
    assert ["Dice", f"{dice[0]}  {dice[1]}"] in shown["hand"]["lines"]  # what the planning buttons are made of
    taps = ["Plan: roll dice"]
    for _ in range(2):  # tick a box with the dice, then roll again and tick another
        taps.append(next(label for label in phone.labels() if label.startswith(("Cargo ", "Airport "))))
        phone.tap(taps[-1])
        taps.append("Plan: roll dice")
        shown = phone.tap(taps[-1])
    assert shown["hand"] == hand(scene.match.view(0), 0)
    played = list(scene.match.log)
    assert [move["kind"] for move in played if move.get("player") == 0][::2] == ["plan"] * 3

    by_clicks = solo(app, "aircargo")
    for label in taps:
        click(app, by_clicks, label)
    assert by_clicks.match.log == played


def test_a_refused_tap_hears_the_rules_sentence_and_changes_nothing(app):
    scene = solo(app, "aircargo")
    phone = SoloPhone(app, scene)
    airport = phone.labels(legal=False)[0]  # on the ground with nothing planned: no flight yet
    target = next(target for target in scene.layer.items if target.label == airport)
    sentence = scene.match.spec.rules.RULEBOOK.problem(scene.match.state, target.move)
    moves = len(scene.match.log)
    assert sentence and phone.tap(airport) == {"kind": "refused", "code": "rules", "text": sentence}
    assert len(scene.match.log) == moves
