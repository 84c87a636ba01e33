"""Memory settles as a new screen comes to the foot of the stack (scenes/app.py): after its
first frame what it loaded is frozen out of the collector's generations, so a full collection
in play scans only what play made since; the screen before it is unfrozen and collected first."""

import gc
import weakref

import pytest

from scenes import app as app_module
from scenes.kit.game_scene import scene_for

from fake_game import fake_match, use_fake_registry

DT = 1 / 60


@pytest.fixture
def app(monkeypatch):
    use_fake_registry(monkeypatch)
    monkeypatch.setattr(app_module.App, "settle_memory", True)  # tests/conftest.py turns it off elsewhere
    yield app_module.App(headless=True)
    gc.unfreeze()


def in_generations(thing) -> bool:
    return any(item is thing for item in gc.get_objects())


def test_a_tables_objects_leave_the_collectors_generations_after_its_first_frame(app):
    table = scene_for(app, fake_match(players=2, humans=1))
    app.scenes.reset(table)
    assert in_generations(table)
    app.frame(DT, [])
    assert not in_generations(table) and gc.get_freeze_count() > 1000  # frozen, with what it loaded
    frozen = gc.get_freeze_count()
    for _ in range(3):
        app.frame(DT, [])
    assert gc.get_freeze_count() <= frozen  # once a screen: play's own frames freeze nothing


def test_the_screen_before_is_collected_not_kept_frozen(app):
    app.scenes.reset(scene_for(app, fake_match(players=2, humans=1)))
    app.frame(DT, [])
    gone = weakref.ref(app.scenes.top)
    app.scenes.reset(scene_for(app, fake_match(players=2, humans=1)))
    app.frame(DT, [])
    assert gone() is None
