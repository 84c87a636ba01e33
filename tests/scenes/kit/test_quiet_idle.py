"""A quiet idle: a screen waiting for a person, with nothing moving, is not
redrawn sixty times a second; ambient motion runs at a low rate; input
ends the wait at once. The waits are faked: no test sleeps."""

import pygame
import pytest

from scenes import app as app_module
from scenes.kit.input import Action
from scenes.kit.manager import Scene

from fake_game import fake_match, use_fake_registry


@pytest.fixture
def app(monkeypatch):
    use_fake_registry(monkeypatch)
    app = app_module.App(headless=True)
    app.toasts.clear()
    return app


class Waits:
    """Stands in for the app's wait for input and its clock: records how long
    each wait would be, and makes it pass with nothing pressed."""

    def __init__(self):
        self.timeouts: list[float] = []
        self.passed = 0.0  # seconds since the clock last ticked

    def __call__(self, timeout: float) -> list:
        self.timeouts.append(timeout)
        self.passed += timeout
        return []

    def tick(self, fps: float = 0) -> int:
        passed, self.passed = self.passed, 0.0
        return round(passed * 1000) if passed or not fps else round(1000 / fps)


class StillCard(Scene):
    """A still screen; with `twinkle`, a star that blinks with time (ambient motion)."""

    def __init__(self, app, twinkle=False):
        super().__init__(app)
        self.twinkle, self.clock, self.actions = twinkle, 0.0, []

    def still(self):
        return True

    def handle(self, action):
        self.actions.append(action.kind)
        return True

    def update(self, dt):
        self.clock += dt

    def draw(self, surface):
        surface.fill((20, 30, 60))
        if self.twinkle and int(self.clock * 4) % 2:
            pygame.draw.circle(surface, (255, 240, 180), (100, 100), 4)


def quiet_app(app, scene) -> Waits:
    app.scenes.reset(scene)
    while app.scenes.fading:
        app.frame(1 / 60, [])
    app.awake_left = 0
    waits = Waits()
    app.wait_for_events = app.clock = waits
    return waits


def test_a_still_screen_is_presented_once_then_left_alone(app):
    waits = quiet_app(app, StillCard(app))
    assert app.quiet()
    presented = [app.step() for _ in range(5)]
    assert presented == [True, False, False, False, False]  # the same picture is not shown again
    # Frames at the idle rate until one comes out the same; then a frame a second.
    idle, still = 1 / app_module.IDLE_FPS, app_module.STILL_SECONDS
    assert waits.timeouts == [idle, idle, still, still, still]


def test_ambient_motion_goes_on_at_the_low_rate(app):
    scene = StillCard(app, twinkle=True)
    waits = quiet_app(app, scene)
    presented = [app.step() for _ in range(8)]
    assert presented.count(True) >= 4  # the star blinks on screen
    assert set(waits.timeouts[:2]) == {1 / app_module.IDLE_FPS}
    assert scene.clock == pytest.approx(sum(waits.timeouts))  # its clock keeps time at the low rate


def test_input_ends_the_wait_at_once_and_wakes_the_app(app, monkeypatch):
    scene = StillCard(app)
    quiet_app(app, scene)
    app.wait_for_events = app_module.wait_for_events
    monkeypatch.setattr(app_module.time, "sleep", lambda seconds: pytest.fail("waited with a key pressed"))
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert app.step()  # presented at once
    assert scene.actions == ["confirm"]  # the press was handled in that very frame
    assert not app.quiet()  # and frames run at the full rate for a moment after it


def test_a_screen_that_is_not_still_is_drawn_every_frame(app):
    waits = quiet_app(app, Scene(app))
    assert not app.quiet()
    assert all(app.step() for _ in range(5))
    assert waits.timeouts == []  # never waits for input


def test_a_toast_keeps_frames_at_full_rate(app):
    waits = quiet_app(app, StillCard(app))
    app.toasts.show("Saved.")
    assert not app.quiet()
    assert all(app.step() for _ in range(3)) and waits.timeouts == []


def test_a_table_waiting_for_a_person_is_still_and_a_bots_turn_is_not(app):
    from scenes.kit.game_scene import scene_for

    table = scene_for(app, fake_match(players=2, humans=1))
    quiet_app(app, table)
    assert table.human_to_act() and not table.still()  # the hint for the person up is planned first
    while table.hint_planning():
        app.frame(1 / 60, [])
    app.toasts.clear()
    assert table.still()
    assert app.quiet()
    table.handle(Action("pause"))
    while app.scenes.fading:
        app.frame(1 / 60, [])
    assert app.scenes.still()  # the pause menu over the frozen table waits quietly too
    app.scenes.pop()
    while app.scenes.fading:
        app.frame(1 / 60, [])
    bots = scene_for(app, fake_match(players=2, humans=0))
    app.scenes.reset(bots)
    assert not bots.still()  # a bot is about to move


@pytest.mark.parametrize("game_id", ["stripmine", "coal_n_write", "king_of_copper", "aircargo", "bindle_rails"])
def test_every_games_table_goes_quiet_while_it_waits_for_a_person(couch, mid_game, game_id):
    from game.registry import get_game

    table = mid_game(couch, get_game(game_id))
    for _ in range(60 * 12):  # its banners, recap and animations have had their time
        if couch.scenes.still():
            break
        couch.frame(1 / 60, [])
    assert table.human_to_act() and couch.scenes.top is table
    assert couch.scenes.still(), f"{game_id}'s waiting table never says it is still"


def test_king_of_copper_keeps_full_frames_while_its_zoomed_board_scrolls_at_an_edge(couch, mid_game):
    from game.registry import get_game
    from scenes.king_of_copper.board import VIEW

    table = mid_game(couch, get_game("king_of_copper"))
    for _ in range(60 * 12):
        if couch.scenes.still():
            break
        couch.frame(1 / 60, [])
    table.board.zoom = True
    table.pointer = (VIEW.right - 10, VIEW.centery)
    assert not table.still()  # the board scrolls under a resting mouse: every frame counts
    table.pointer = VIEW.center
    assert table.still()
