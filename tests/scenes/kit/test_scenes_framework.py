"""The scene framework: the stack and its fades, errors caught as toasts,
input mapping (keys, mouse, pads), settings and damaged files."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import saves  # noqa: E402
from game import settings as settings_file  # noqa: E402
from scenes.kit.input import Action, Input, Pad  # noqa: E402
from scenes.kit.manager import FAILURE_LIMIT, Scene, SceneManager  # noqa: E402

from fake_game import FAKE_SPEC, fake_match, use_fake_registry  # noqa: E402

DT = 1 / 60


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path / "home"))
    use_fake_registry(monkeypatch)
    from scenes.app import App

    return App(headless=True)


def run(app, frames=30, events=()):
    app.frame(DT, list(events))
    for _ in range(frames - 1):
        app.frame(DT, [])


def key(k, mod=0, up=False):
    return pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


class Recorder(Scene):
    def __init__(self, app, name, log):
        super().__init__(app)
        self.name, self.log = name, log

    def enter(self):
        self.log.append(f"enter {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def draw(self, surface):
        surface.fill((10, 20, 30))


@pytest.fixture
def forgiving_manager(monkeypatch):
    """The app's own behaviour: a scene's error is caught, not raised."""
    monkeypatch.setattr(SceneManager, "reraise", False)


class Exploding(Scene):
    def __init__(self, app, where):
        super().__init__(app)
        self.where = where

    def update(self, dt):
        if self.where == "update":
            raise RuntimeError("boom in update")

    def draw(self, surface):
        if self.where == "draw":
            raise RuntimeError("boom in draw")


# --- the stack ----------------------------------------------------------------------
def test_push_pop_replace_reset_and_fades_complete(app):
    log = []
    scenes = app.scenes
    scenes.reset(Recorder(app, "a", log))
    run(app, 2)
    scenes.push(Recorder(app, "b", log))
    assert scenes.fading
    run(app, 30)  # 0.5 s: longer than any fade
    assert not scenes.fading
    scenes.replace(Recorder(app, "c", log))
    run(app, 30)
    assert not scenes.fading
    assert [s.name for s in scenes.stack] == ["a", "c"]
    scenes.pop()
    assert [s.name for s in scenes.stack] == ["a"]
    assert log == ["enter a", "enter b", "exit b", "enter c", "exit c", "resume a"]
    scenes.reset(Recorder(app, "d", log))
    assert [s.name for s in scenes.stack] == ["d"] and log[-2:] == ["exit a", "enter d"]


def test_popping_the_last_scene_lands_on_the_title(app):
    from scenes.screens.title import TitleScene

    app.scenes.reset(Recorder(app, "only", []))
    app.scenes.pop()
    assert isinstance(app.scenes.top, TitleScene)


def test_overlay_draws_over_the_scene_below(app):
    from scenes.screens.pause import PauseScene

    from fake_table_scene import PlainTableScene

    game = PlainTableScene(app, fake_match())
    app.scenes.reset(game)
    app.scenes.push(PauseScene(app, game))
    assert app.scenes.visible() == [game, app.scenes.top]
    run(app, 30)
    assert app.scenes.errors == []


def test_a_scene_raising_in_update_becomes_a_toast_then_is_left(app, forgiving_manager):
    log = []
    app.scenes.reset(Recorder(app, "below", log))
    app.scenes.push(Exploding(app, "update"))
    run(app, 1)
    assert app.scenes.error_count == 1
    assert any(m.startswith("Something went wrong: boom in update") for m in app.toasts.messages())
    run(app, FAILURE_LIMIT)
    assert isinstance(app.scenes.top, Recorder)


def test_a_scene_failing_to_draw_three_frames_is_popped(app, forgiving_manager):
    app.scenes.reset(Recorder(app, "below", []))
    app.scenes.push(Exploding(app, "draw"), fade=False)
    run(app, FAILURE_LIMIT)
    assert isinstance(app.scenes.top, Recorder)
    assert app.scenes.error_count == FAILURE_LIMIT


def test_errors_while_handling_input_are_caught(app, forgiving_manager):
    class BadHandler(Scene):
        def handle(self, action):
            raise ValueError("bad press")

    app.scenes.reset(BadHandler(app))
    run(app, 20)  # let the fade end: presses during a fade are held back
    run(app, 1, [key(pygame.K_RETURN)])
    assert app.scenes.error_count == 1
    assert isinstance(app.scenes.top, BadHandler)


# --- input ---------------------------------------------------------------------------
def kinds(actions):
    return [a.kind for a in actions]


def test_keyboard_maps_to_actions():
    inp = Input(opener=lambda index: (_ for _ in ()).throw(pygame.error("no pads here")))
    pairs = [
        (pygame.K_UP, "up"),
        (pygame.K_s, "down"),
        (pygame.K_a, "left"),
        (pygame.K_RIGHT, "right"),
        (pygame.K_RETURN, "confirm"),
        (pygame.K_SPACE, "confirm"),
        (pygame.K_BACKSPACE, "back"),
        (pygame.K_ESCAPE, "pause"),
        (pygame.K_TAB, "next"),
    ]
    for k, kind in pairs:
        assert kinds(inp.process([key(k)])) == [kind], k
    assert kinds(inp.process([key(pygame.K_TAB, pygame.KMOD_LSHIFT)])) == ["prev"]
    presses = inp.process([key(pygame.K_1), key(pygame.K_4)])
    assert [(a.kind, a.button) for a in presses] == [("button0", 0), ("button3", 3)]
    assert all(a.source == "kbm" for a in presses)


def test_mouse_maps_to_point_click_and_back():
    inp = Input()
    actions = inp.process(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 20), rel=(1, 1), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(30, 40), button=1),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(30, 40), button=3),
        ]
    )
    assert [(a.kind, a.pos) for a in actions] == [("point", (10, 20)), ("click", (30, 40)), ("back", (30, 40))]


def test_held_direction_repeats_until_released():
    inp = Input()
    assert kinds(inp.process([key(pygame.K_DOWN)])) == ["down"]
    assert inp.update(0.2) == []
    repeats = inp.update(0.3) + inp.update(0.25)
    assert repeats and all(a.kind == "down" and a.repeat for a in repeats)
    inp.process([key(pygame.K_DOWN, up=True)])
    assert inp.update(1.0) == []


def test_text_mode_types_letters_instead_of_moving():
    inp = Input()
    inp.start_text()
    actions = inp.process(
        [key(pygame.K_w), pygame.event.Event(pygame.TEXTINPUT, text="w"), key(pygame.K_BACKSPACE), key(pygame.K_UP)]
    )
    assert [(a.kind, a.text) for a in actions] == [("text", "w"), ("erase", ""), ("up", "")]
    inp.stop_text()
    assert kinds(inp.process([key(pygame.K_w)])) == ["up"]


def test_joystick_buttons_hat_and_stick():
    inp = Input()

    def press(button):
        return inp.process([pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=button)])

    faces = [press(b)[0] for b in range(4)]
    assert [(a.kind, a.button, a.source) for a in faces] == [
        ("confirm", 0, "pad:7"),
        ("back", 1, "pad:7"),
        ("button2", 2, "pad:7"),
        ("button3", 3, "pad:7"),
    ]
    assert [press(b)[0].kind for b in (4, 5, 7)] == ["prev", "next", "pause"]
    hat = inp.process([pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, hat=0, value=(0, 1))])
    assert kinds(hat) == ["up"]
    stick = inp.process([pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, axis=0, value=0.9)])
    assert kinds(stick) == ["right"]
    # small wobbles inside the dead zone do nothing; letting go stops the repeat
    assert inp.process([pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, axis=0, value=0.5)]) == []
    inp.process(
        [
            pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, axis=0, value=0.0),
            pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, hat=0, value=(0, 0)),
        ]
    )
    assert inp.update(2.0) == []


def test_game_controller_events_use_the_standard_layout():
    inp = Input()
    a = inp.process([pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=3, button=pygame.CONTROLLER_BUTTON_A)])
    start = inp.process(
        [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=3, button=pygame.CONTROLLER_BUTTON_START)]
    )
    dpad = inp.process(
        [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=3, button=pygame.CONTROLLER_BUTTON_DPAD_LEFT)]
    )
    stick = inp.process(
        [
            pygame.event.Event(
                pygame.CONTROLLERAXISMOTION, instance_id=3, axis=pygame.CONTROLLER_AXIS_LEFTY, value=-30000
            )
        ]
    )
    assert [(x.kind, x.button) for x in a] == [("confirm", 0)]
    assert kinds(start + dpad + stick) == ["pause", "left", "up"]


def test_a_pad_that_cannot_open_leaves_a_message_and_nothing_else():
    inp = Input()  # the real opener: headless SDL has no device 0
    assert inp.process([pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0)]) == []
    assert inp.pads() == []
    assert any("could not be opened" in m for m in inp.take_messages())


def test_pads_are_tracked_by_instance_id():
    opened = {0: Pad(41, "Blue pad"), 1: Pad(42, "Red pad")}
    inp = Input(opener=lambda index: opened[index])
    inp.process(
        [
            pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0),
            pygame.event.Event(pygame.JOYDEVICEADDED, device_index=1),
        ]
    )
    assert inp.pads() == [(41, "Blue pad"), (42, "Red pad")]
    # the first pad leaves: the second keeps its id, though its device index is now 0
    inp.process([pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=41)])
    assert inp.pads() == [(42, "Red pad")] and inp.pad_number(42) == 1
    inp.process([pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=99)])  # unknown: ignored
    assert inp.pads() == [(42, "Red pad")]
    assert len(inp.take_messages()) == 3


# --- settings and files ------------------------------------------------------------------------
def test_settings_scene_saves_every_change(app):
    from scenes.screens.settings import SettingsScene

    app.scenes.reset(SettingsScene(app))
    run(app, 20)
    run(app, 1, [key(pygame.K_RIGHT)])  # volume 80% -> 90%
    saved, message = settings_file.load()
    assert message == "" and saved.volume == pytest.approx(0.9)
    app.scenes.handle(Action("down"))
    app.scenes.handle(Action("left"))  # music 50% -> 40%
    assert settings_file.load()[0].music_volume == pytest.approx(0.4)
    for _ in range(4):
        app.scenes.handle(Action("down"))
    app.scenes.handle(Action("right"))  # colour-blind on
    assert settings_file.load()[0].colour_blind is True
    assert settings_file.settings_path().read_text().splitlines().count("volume = 0.9") == 1


def test_damaged_settings_give_defaults_and_a_message(tmp_path, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path / "home"))
    path = settings_file.settings_path()
    path.write_text("volume = [oops", encoding="utf-8")
    from scenes.app import App

    app = App(headless=True)
    assert app.settings == settings_file.Settings()
    assert any("damaged" in m for m in app.toasts.messages())
    assert path.read_text(encoding="utf-8") == "volume = [oops"  # untouched until the player saves


@pytest.mark.parametrize(
    "content",
    [
        "moves = [[[",
        'format = "something-else"\n',
        'format = "boomtown-save"\nformat_version = 1\ngame = "no-such-game"\n',
    ],
)
def test_damaged_or_foreign_save_disables_continue_and_is_left_alone(app, content):
    from scenes.screens.title import TitleScene

    path = saves.continue_path()
    path.write_text(content, encoding="utf-8")
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    title = TitleScene(app)
    app.scenes.reset(title)
    run(app, 5)
    continue_button = title.menu.items[0]
    assert continue_button.label == "Continue" and not continue_button.enabled
    assert continue_button.reason and continue_button.reason in app.toasts.messages()
    title.menu.focus = 0
    app.scenes.handle(Action("confirm"))  # pressing it anyway changes nothing
    assert app.scenes.top is title
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_a_good_save_continues_the_game(app):
    from scenes.kit.game_scene import GameScene
    from scenes.screens.title import TitleScene

    match = fake_match()
    saves.write_save(match)
    title = TitleScene(app)
    app.scenes.reset(title)
    run(app, 20)
    assert title.menu.items[0].enabled
    title.menu.focus = 0
    app.scenes.handle(Action("confirm"))
    assert isinstance(app.scenes.top, GameScene)


# --- the game scene base ---------------------------------------------------------------------
def test_refused_move_shows_the_sentence_and_changes_nothing(app):
    from scenes.kit.game_scene import scene_for

    match = fake_match(players=2, humans=2)
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    before = (match.log[:], match.state.scores[:])
    assert scene.try_move({"player": 1, "kind": "dig"}) is None
    assert "It isn't your turn." in app.toasts.messages()
    assert (match.log, match.state.scores) == before
    assert not saves.save_path(FAKE_SPEC.id).exists()
    assert scene.try_move({"player": 0, "kind": "dig"})
    assert saves.load_save().log == match.log  # saved after every move


def test_a_finished_game_moves_on_to_the_results(app):
    from scenes.kit.game_scene import scene_for
    from scenes.screens.results import ResultsScene

    match = fake_match(players=2, humans=0, seed=9)
    saves.write_save(match)
    app.scenes.reset(scene_for(app, match))
    run(app, 60 * 20)
    assert isinstance(app.scenes.top, ResultsScene)
    assert not saves.save_path(FAKE_SPEC.id).exists()  # the results clear the game's save
    assert app.scenes.errors == []


def test_demo_plays_on_and_any_press_returns_to_the_title(app):
    from scenes.kit.game_scene import GameScene
    from scenes.screens.demo import start_demo
    from scenes.screens.title import TitleScene

    app.scenes.reset(TitleScene(app))
    assert start_demo(app)
    demo = app.scenes.top
    assert isinstance(demo, GameScene) and demo.demo
    run(app, 60 * 25)
    assert isinstance(app.scenes.top, GameScene) and app.scenes.top.demo
    assert saves.list_saves() == []  # demos never save
    while app.scenes.fading:  # presses during a fade are ignored on purpose
        run(app, 1)
    app.scenes.handle(Action("confirm"))
    assert isinstance(app.scenes.top, TitleScene)


def test_pass_screen_waits_for_confirm(app):
    from scenes.kit.privacy import PassScene

    ready = []
    app.scenes.reset(Recorder(app, "table", []))
    app.scenes.push(PassScene(app, "Nell", 2, lambda: ready.append(True)), fade=False)
    app.scenes.handle(Action("confirm"))  # too soon: the last player's press
    assert ready == []
    run(app, 60)
    app.scenes.handle(Action("confirm"))
    assert ready == [True] and isinstance(app.scenes.top, Recorder)


def test_setup_lets_a_pad_claim_a_seat_and_starts_the_game(app):
    from scenes.kit.game_scene import GameScene
    from scenes.screens.setup import SetupScene

    app.input.opener = lambda index: Pad(77, "Couch pad")
    app.input.process([pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0)])
    setup = SetupScene(app, FAKE_SPEC)
    app.scenes.reset(setup)
    run(app, 20)
    app.scenes.handle(Action("confirm", "pad:77", button=0))
    assert setup.seats[0].pad == 77
    setup.add_seat()
    assert len(setup.seats) == 2 and setup.seats[1].kind == "bot"
    setup.start(offer=False)  # (Learn to play is offered the first time: tests/scenes/kit/test_tutorial.py)
    game = app.scenes.top
    assert isinstance(game, GameScene)
    assert [seat.controller for seat in game.match.seats] == ["pad:77", "kbm"]


def test_setup_refuses_to_go_below_the_minimum(app):
    from scenes.screens.setup import SetupScene

    setup = SetupScene(app, FAKE_SPEC)
    app.scenes.reset(setup)
    setup.remove_seat(0)
    assert len(setup.seats) == 1
    assert any("at least 1 player" in m for m in app.toasts.messages())


def test_howto_reads_pages_and_table_rules(app, tmp_path):
    import dataclasses

    from scenes.screens.howto import HowToScene

    pages = tmp_path / "howto.toml"
    pages.write_text(
        '[[page]]\ntitle = "Digging"\ntext = "Dig."\npicture = "pick"\n[table_rules]\ntext = "We decided."\n',
        encoding="utf-8",
    )
    spec = dataclasses.replace(FAKE_SPEC, howto=str(pages))  # an absolute path wins over the data folder
    scene = HowToScene(app, spec)
    assert [p["title"] for p in scene.pages] == ["Digging", "Table rules"]
    missing = HowToScene(app, dataclasses.replace(FAKE_SPEC, howto="nope.toml"))
    assert "missing" in missing.pages[0]["text"]


def test_fullscreen_key_without_a_real_window_says_so_and_changes_nothing(app):
    app.scenes.reset(Recorder(app, "a", []))
    run(app, 1, [key(pygame.K_F11)])
    run(app, 1, [key(pygame.K_RETURN, pygame.KMOD_LALT)])
    assert app.fullscreen is False and app.settings.fullscreen is False
    assert any("Fullscreen isn't available" in m for m in app.toasts.messages())
    assert app.scenes.errors == []


def test_menu_explains_a_disabled_item(app):
    from scenes.kit import ui

    pressed = []
    menu = ui.Menu(
        app,
        [
            ui.Button("Dig", lambda: pressed.append("dig")),
            ui.Button("Blast", lambda: pressed.append("blast"), enabled=False, reason="You need dynamite first."),
        ],
    )
    menu.handle(Action("down"))
    assert menu.hint() == "You need dynamite first."
    menu.handle(Action("confirm"))
    assert pressed == [] and "You need dynamite first." in app.toasts.messages()
    menu.handle(Action("click", pos=menu.items[0].rect.center))
    assert pressed == ["dig"]


def test_player_colours_come_with_symbols_in_both_palettes():
    from sprites import theme

    assert len(set(theme.PLAYER_COLOURS)) == len(set(theme.SAFE_COLOURS)) == len(theme.SYMBOLS) == 8
    assert theme.player_colour(2) != theme.player_colour(2, colour_blind=True)
    surface = pygame.Surface((120, 120))
    for index in range(8):
        theme.draw_player_badge(surface, (60, 60), index, 80, colour_blind=index % 2 == 0)


def seven_option_spec():
    """The fake game with more options than the setup screen shows at once."""
    import dataclasses

    from game.registry import Option

    options = tuple(
        Option(
            f"rule{i}",
            f"House rule {i}",
            ((0, "Off"), (1, "On"), (2, "Twice")),
            0,
            f"What house rule {i} does, told at some length so that it needs more than one line.",
        )
        for i in range(7)
    )
    return dataclasses.replace(FAKE_SPEC, options=options)


def open_setup(app, spec):
    from scenes.screens.setup import SetupScene

    setup = SetupScene(app, spec)
    app.scenes.reset(setup)
    run(app, 30)
    return setup


def press(app, k):
    run(app, 1, [key(k), key(k, up=True)])


def test_setup_reaches_and_changes_every_option_with_the_keyboard(app):
    from scenes.screens.setup import OPTIONS_VIEW

    setup = open_setup(app, seven_option_spec())
    assert setup.more_below.count == 4 and setup.more_above.count == 0  # the game's seven, then Hints and Phones
    for label in [f"House rule {index}" for index in range(7)] + ["Hints"]:
        press(app, pygame.K_DOWN)
        row = setup.focused
        assert row.label == label
        assert OPTIONS_VIEW.contains(row.rect), "the list scrolls to show the focused option"
        press(app, pygame.K_RIGHT)
    assert setup.options == {f"rule{i}": 1 for i in range(7)} | {"hints": False, "phones": False}
    press(app, pygame.K_DOWN)
    assert setup.focused.label == "Phones" and OPTIONS_VIEW.contains(setup.focused.rect)
    assert setup.more_above.count == 4 and setup.more_below.count == 0
    press(app, pygame.K_DOWN)  # on to the bar; the list stays where it was
    press(app, pygame.K_UP)
    assert setup.focused.label == "Phones"


def test_setup_reaches_and_changes_every_option_with_the_mouse(app):
    setup = open_setup(app, seven_option_spec())
    changed = {"Phones"}  # (turning phones on opens a panel: its own tests)
    while len(changed) < 9:
        for row in setup.option_rows:
            if row.rect.top > 0 and row.label not in changed:
                _, right_arrow = row._arrow_rects()
                run(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=right_arrow.center)])
                changed.add(row.label)
        if setup.more_below.count:
            run(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=setup.more_below.rect.center)])
        elif len(changed) < 9:
            raise AssertionError("an option stayed out of reach")
    assert setup.options == {f"rule{i}": 1 for i in range(7)} | {"hints": False, "phones": False}
    setup.handle(Action("wheel_up"))
    assert setup.first_option == 3 and setup.more_above.count == 3


def test_setup_help_fits_three_lines():
    from scenes.screens.setup_widgets import clamp_lines

    pygame.font.init()
    long_help = "Every word of this help text counts, " * 12
    lines = clamp_lines(long_help, 28, 350, 3)
    assert len(lines) == 3 and lines[-1].endswith("...")
    assert clamp_lines("Short.", 28, 350, 3) == ["Short."]


def test_setup_remembers_seats_and_options_when_left(app):
    from scenes.screens.setup import SetupScene

    setup = SetupScene(app, FAKE_SPEC)
    app.scenes.reset(setup)
    setup.add_seat()
    setup.seats[0].name = "Ada"
    setup.options["target"] = 10
    app.scenes.pop()  # B or Back leaves the screen
    again = SetupScene(app, FAKE_SPEC)
    assert [seat.name for seat in again.seats][:1] == ["Ada"] and len(again.seats) == 2
    assert again.options["target"] == 10


def test_who_is_to_act_is_asked_of_the_rules_again_only_after_a_move_or_a_seat_changing_hands(app, monkeypatch):
    from scenes.kit.game_scene import scene_for

    match = fake_match(players=2, humans=2)
    scene = scene_for(app, match)
    asked = []
    rules_to_act = match.rules.to_act
    monkeypatch.setattr(match.rules, "to_act", lambda state: asked.append(1) or rules_to_act(state))
    assert scene.human_to_act() == [0] and scene.human_to_act() == [0] and len(asked) == 1
    match.seats[0].kind = "bot"  # a seat taken over by a bot: nobody at the screen acts now
    assert scene.human_to_act() == []
    match.seats[0].kind = "human"
    scene.try_move({"player": 0, "kind": "rest"})
    assert scene.human_to_act() == match.to_act() and match.to_act() != [0]
