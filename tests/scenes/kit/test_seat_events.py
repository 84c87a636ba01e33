"""Events reach a table as the room may see them: the rules' event_view strips a secret field
before any screen or log is handed the event (Match.events_for)."""

from game.contract import ROOM
from scenes.kit.game_scene import scene_for

import fake_game
from fake_game import fake_match
from scene_monkey import make_app

FRAME = 1 / 30


def hide_the_roll(event, player):
    """A game whose rolls are secret from all but the roller (the seat in the event)."""
    if event["kind"] == "rolled" and player != event["seat"]:
        return {**event, "value": "?"}
    return event


def test_the_table_is_handed_the_room_s_copy_of_each_event(monkeypatch, tmp_path):
    monkeypatch.setattr(fake_game, "event_view", hide_the_roll)
    app = make_app(monkeypatch, tmp_path)
    match = fake_match(players=2, humans=0)
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    handed: list[dict] = []
    monkeypatch.setattr(scene, "on_events", handed.extend)
    while not any(event["kind"] == "rolled" for event in handed):
        app.frame(FRAME, [])
    rolled = [event for event in handed if event["kind"] == "rolled"]
    assert rolled and all(event["value"] == "?" for event in rolled)
    assert all(event in (1, 2, 3) for event in (m["value"] for m in match.log if m["kind"] == "roll"))


def test_each_seat_gets_its_own_copy():
    match = fake_match(players=2)
    match.rules = type("Rules", (), {"event_view": staticmethod(hide_the_roll)})
    events = [{"kind": "rolled", "seat": 1, "value": 3}, {"kind": "rest", "seat": 0}]
    assert match.events_for(events, 1) == events
    assert match.events_for(events, 0)[0]["value"] == "?" and match.events_for(events, ROOM)[1] == events[1]
    assert events[0]["value"] == 3  # the rules' own copy is untouched
