"""AirCargo's planning aids on the table: the chance to pass on the stamina
buttons, the one- and two-leg tints on the map (under the labels), the
dead-end warning where a leg is chosen, and a hinted move lit up in every
phase a player can ask for a hint."""

import pygame
import pytest

from game import chance
from game.aircargo import SPEC, aids, rules
from game.aircargo.content import content
from game.bots import run_steps
from game.chance import OUTCOME_WEIGHT, percent
from game.core import CHANCE
from game.match import Match, Seat
from game.settings import Settings
from scenes.aircargo import map as air_map
from scenes.aircargo.layout import choice_rect, place_screen
from scenes.aircargo.overlays import PREVIEW
from scenes.aircargo.scene import AirCargoScene
from scenes.app import App
from scenes.kit.confirm import ARM_SECONDS, ConfirmScene
from scenes.kit.input import Action
from scenes.kit.thinking import THINK_STEPS
from sprites import theme

C = content()
FRAME = 1 / 20  # a third of a 60 Hz screen's frames: the same animations, a third of the work


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path))
    return App(headless=True, settings=Settings(animation_speed=4.0))


def start(app, seed=3):
    match = Match(SPEC, [Seat("Ada", 0, "human", "strong")], seed)
    scene = AirCargoScene(app, match)
    scene.coach.active = False
    app.scenes.reset(scene)
    return match, scene


def settle(app, scene, frames=400):
    for _ in range(frames):
        if (scene.human_turn() or scene.match.is_over()) and scene.board.tray.settled:
            break
        app.frame(FRAME, [])
    for _ in range(20):
        app.frame(FRAME, [])


def flying(app, airport=51, cargo=5, crossed=0):
    match, scene = start(app, seed=2)
    state = match.state
    state.planned_airports, state.planned_cargo = [airport], [cargo]
    state.weather_crossed = state.legs = crossed
    match.changed()
    scene.board.picture = rules.view(state, 0)
    settle(app, scene)
    scene.try_move({"player": 0, "kind": "fly", "airport": airport, "cargo": cargo})
    settle(app, scene)
    return match, scene


def weather_rolled(app):
    """A landing check with the weather just rolled: its frames not yet played."""
    match, scene = flying(app, airport=42, cargo=7)
    match.state.position = "OLYMPIA"
    match.changed()
    match.apply({"player": 0, "kind": "leg", "to": "42"})
    match.apply({"player": CHANCE, "kind": "weather", "die": 6})
    scene.on_events([])
    return match, scene


def at_the_check(app):
    match, scene = weather_rolled(app)
    settle(app, scene)
    known(app, scene)
    return match, scene


def known(app, scene, frames=300) -> int:
    """Frames run until the check's chances are worked out (a few steps a frame): how many."""
    for frame in range(frames):
        if scene.aids.check_chances() is not None:
            return frame
        app.frame(FRAME, [])
    raise AssertionError("the check's chances were never worked out")


def count(app, rect, colour) -> int:
    area = app.canvas.subsurface(rect.clip(app.canvas.get_rect()))
    return sum(
        1 for x in range(area.get_width()) for y in range(area.get_height()) if area.get_at((x, y))[:3] == colour
    )


def count_near(app, rect, colour, within=40) -> int:
    """Pixels close to colour: a tint shows through the template's pale veil."""
    area = app.canvas.subsurface(rect.clip(app.canvas.get_rect()))
    return sum(
        1
        for x in range(area.get_width())
        for y in range(area.get_height())
        if sum(abs(a - b) for a, b in zip(area.get_at((x, y))[:3], colour)) <= within
    )


# --- the odds of a check ----------------------------------------------------------------
def test_each_stamina_button_shows_its_exact_chance_and_the_hint_compares_them(app):
    match, scene = at_the_check(app)
    labels = {m["amount"]: label for label, m in scene.controls.choices() if m["kind"] == "stamina"}
    assert labels[0] == "Roll, no stamina: 72%"  # dice need 8 or less: 26 of 36
    assert labels[2] == "Roll, 2 stamina: 92%"  # 10 or less: 33 of 36
    assert scene.overlays.prompt_text() == "Before the roll: 72% to pass as it is, 100% with 4 stamina."
    for slot, (label, _) in enumerate(scene.controls.page_items()):  # whole on the button, never cut
        assert theme.fit(label, 27, choice_rect(slot).w - 16) == label


def test_the_stamina_buttons_chances_are_played_out_over_frames_a_slice_each(app, monkeypatch):
    """The roll's outcomes for every amount of stamina take some ten milliseconds: no frame plays
    out more than its thinking steps of them (with the hint's own), and the buttons show the
    chances worked out at once, as soon as they are known."""
    played = {"steps": 0}
    in_steps = chance.chances_in_steps

    def counted(*args, **kwargs):
        steps = in_steps(*args, **kwargs)
        while True:
            try:
                step = next(steps)
            except StopIteration as done:
                return done.value
            played["steps"] += step
            yield step

    monkeypatch.setattr(chance, "chances_in_steps", counted)
    monkeypatch.setattr(aids, "check_chances", lambda state: pytest.fail("worked out in one frame"))
    match, scene = weather_rolled(app)
    labels = lambda: [label for label, m in scene.controls.choices() if m["kind"] == "stamina"]  # noqa: E731
    assert labels()[0] == "Roll, no stamina" and "%" not in scene.overlays.prompt_text()
    frames, most = 0, 0
    while scene.aids.check_chances() is None:
        before = played["steps"]
        app.frame(FRAME, [])
        frames, most = frames + 1, max(most, played["steps"] - before)
    assert frames > 5 and most <= THINK_STEPS + OUTCOME_WEIGHT
    at_once = run_steps(aids.check_chances_in_steps(match.state))
    assert labels() == [
        f"Roll, {f'{n} stamina' if n else 'no stamina'}: {percent(at_once[min(n, max(at_once))])}"
        for n in range(len(labels()))
    ]
    assert labels()[:3] == ["Roll, no stamina: 72%", "Roll, 1 stamina: 83%", "Roll, 2 stamina: 92%"]


def test_pointing_at_a_leg_says_how_many_checks_it_brings_and_the_chance_to_pass_them(app):
    match, scene = flying(app)
    slot = next(i for i, (_, m) in enumerate(scene.controls.page_items()) if m.get("to") == "51")
    scene.controls.focus = slot
    assert (
        scene.overlays.prompt_text() == "Spokane: a check at the landing, 70% to pass it without stamina."
    )  # 151 of 216
    quiet = next(i for i, (_, m) in enumerate(scene.controls.page_items()) if m["kind"] == "leg" and m["to"] != "51")
    scene.controls.focus = quiet
    assert scene.overlays.prompt_text() == "Choose the next leg: a glowing beacon, or your destination."


def test_a_leg_over_a_mountain_says_so_in_words_on_the_prompt_and_its_button_reads_as_a_place(app):
    match, scene = flying(app, airport=42, cargo=7)
    slot = next(i for i, (_, m) in enumerate(scene.controls.page_items()) if m.get("to") == "42")
    scene.controls.focus = slot
    assert scene.controls.page_items()[slot][0] == "Land at Portland"  # no "(1 mtn)": the prompt says it
    assert scene.overlays.prompt_text() == (
        "Portland: 2 checks, over 1 mountain and at the landing, 57% to pass all without stamina."
    )


# --- reach in one and two legs ----------------------------------------------------------------
def disc(key) -> pygame.Rect:
    rect = pygame.Rect(0, 0, 40, 40)
    rect.center = tuple(map(round, place_screen(key)))
    return rect


def test_the_map_tints_where_one_leg_reaches_gold_and_two_legs_blue(app):
    match, scene = flying(app)
    one, two = aids.reach(match.state)
    assert one and two
    app.frame(FRAME, [])
    assert all(count_near(app, disc(key), air_map.ONE_LEG) > 60 for key in one)
    assert all(count_near(app, disc(key), air_map.TWO_LEGS) > 60 for key in two)
    far = next(k for k, p in C.places.items() if p.beacon and k not in one + two)
    assert count_near(app, disc(far), air_map.TWO_LEGS) == 0 and count_near(app, disc(far), air_map.ONE_LEG) == 0


def test_the_tints_leave_every_airport_label_as_readable_as_without_them(app, monkeypatch):
    match, scene = flying(app)
    labels = air_map.label_rects()
    app.frame(FRAME, [])
    tinted = {key: count(app, rect, theme.INK) for key, rect in labels.items()}
    monkeypatch.setattr(scene.overlays, "reach_shown", lambda: None)
    app.frame(FRAME, [])
    plain = {key: count(app, rect, theme.INK) for key, rect in labels.items()}
    assert tinted == plain


def test_the_reach_goes_once_the_leg_is_flown_and_is_back_on_the_ground(app):
    match, scene = flying(app)
    assert scene.overlays.reach_shown()
    scene.try_move({"player": 0, "kind": "leg", "to": rules.leg_targets(match.state)[0]})
    assert scene.overlays.reach_shown() is None  # the plane is moving: no choice to plan
    match2, scene2 = start(app)
    match2.state.planned_airports = [42]
    match2.changed()
    settle(app, scene2)
    one, _ = scene2.overlays.reach_shown()
    assert "42" in one or "42" in scene2.overlays.reach_shown()[1]


# --- dead ends -----------------------------------------------------------------------------------
def test_a_dead_end_is_said_on_its_button_in_the_hint_and_asked_about_before_it_is_flown(app):
    match, scene = flying(app, airport=66, cargo=5, crossed=C.total_weather_boxes - 3)
    ends = scene.aids.dead_ends()
    assert ends and set(ends) <= set(rules.leg_targets(match.state))
    slot, (label, move) = next(
        (i, item) for i, item in enumerate(scene.controls.page_items()) if item[1]["kind"] == "leg"
    )
    assert label.endswith(": dead end")
    scene.controls.focus = slot
    assert scene.overlays.prompt_text() == aids.dead_end(match.state, move["to"])
    scene.handle(Action("click", pos=choice_rect(slot).center))
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and ends[move["to"]] in question.lines
    for _ in range(120):
        app.frame(FRAME, [])
        if not app.scenes.fading and question.time >= ARM_SECONDS:
            break
    app.scenes.handle(Action("back"))  # "Choose again"
    app.frame(FRAME, [])
    assert match.state.legs == C.total_weather_boxes - 3 and match.state.phase == "flight"
    assert count(app, disc(move["to"]).inflate(10, 10), air_map.DEAD_END) > 20


def test_a_leg_with_a_way_on_is_flown_at_once(app):
    match, scene = flying(app)
    assert scene.aids.dead_ends() == {}
    slot = next(i for i, (_, m) in enumerate(scene.controls.page_items()) if m["kind"] == "leg")
    scene.handle(Action("click", pos=choice_rect(slot).center))
    assert match.state.legs == 1 and not isinstance(app.scenes.top, ConfirmScene)


# --- a hint lights up the move it names, in every phase ----------------------------------------
def hinted(app, match, scene):
    bot = SPEC.bots[SPEC.strong_bot](1)
    move = bot.choose(match.view(0), 0)
    scene.bot_preview = (0, move)
    app.frame(FRAME, [])
    return move


def ringed_slot(app, scene) -> int | None:
    """The button with the hint's ring round it (a ring spills a little into its neighbour's margin)."""
    lit = {
        slot: count(app, choice_rect(slot).inflate(14, 14), PREVIEW) for slot in range(len(scene.controls.page_items()))
    }
    best = max(lit, key=lambda slot: lit[slot])
    return best if lit[best] > 100 else None


def phases(app):
    match, scene = start(app)
    settle(app, scene)
    yield "idle", match, scene
    scene.try_move({"player": 0, "kind": "plan"})
    settle(app, scene)
    yield "planning", match, scene
    match, scene = flying(app)
    yield "flight", match, scene
    match, scene = at_the_check(app)
    yield "stamina", match, scene
    match.apply({"player": 0, "kind": "stamina", "amount": 0})
    match.apply({"player": CHANCE, "kind": "roll", "values": [6, 6]})
    scene.on_events([])
    settle(app, scene)
    yield "rescue", match, scene


def test_a_hinted_move_rings_its_own_button_in_every_phase_a_player_can_ask(app):
    seen = []
    for phase, match, scene in phases(app):
        assert match.state.phase == phase and scene.human_turn()
        assert ringed_slot(app, scene) is None
        move = hinted(app, match, scene)
        slot = ringed_slot(app, scene)
        assert slot is not None and scene.controls.page_items()[slot][1] == move, (phase, move)
        scene.bot_preview = None
        app.frame(FRAME, [])
        seen.append(phase)
    assert seen == ["idle", "planning", "flight", "stamina", "rescue"]


def test_a_hinted_leg_is_drawn_in_the_hint_colour_not_the_gold_of_the_pointed_leg(app):
    match, scene = flying(app)
    move = {"player": 0, "kind": "leg", "to": "51"}
    scene.controls.focus = next(
        i for i, (_, m) in enumerate(scene.controls.page_items()) if m != move and m["kind"] == "leg"
    )
    scene.bot_preview = (0, move)
    app.frame(FRAME, [])
    a, b = place_screen(match.state.position), place_screen("51")
    middle = pygame.Rect(0, 0, 24, 24)
    middle.center = (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2))
    assert count(app, middle, PREVIEW) > 10


def test_a_hinted_move_on_a_later_page_rings_the_more_button(app):
    match, scene = at_the_check(app)
    items = scene.controls.page_items()
    more = len(items) - 1
    assert items[more][0].startswith("More") and all(m.get("amount") != 4 for _, m in items)
    scene.bot_preview = (0, {"player": 0, "kind": "stamina", "amount": 4})
    app.frame(FRAME, [])
    assert ringed_slot(app, scene) == more
