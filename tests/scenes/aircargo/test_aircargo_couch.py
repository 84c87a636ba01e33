"""AirCargo at the couch: a 1280x720 TV three metres away. The real map's
labels never overlap, clouds never hide what a pilot flies by, the plane
never covers an airport's number, text and targets are big enough, tips
leave the targets in view, and a bot's next move is lit up before it is made."""

import math

import pygame
import pytest

from game.aircargo import SPEC, rules
from game.aircargo.content import START, content
from game.core import CHANCE
from game.match import Match, Seat
from game.settings import Settings
from scenes.aircargo import equation, tips
from scenes.aircargo import map as air_map
from scenes.aircargo.equation import check_title
from scenes.aircargo.layout import EQUATION, LOG, MAP, PROMPT, STATUS, TRAY, choice_rect, place_rect, place_screen
from scenes.aircargo.log import AIRPORT_ORDER, CARGO_CHIPS, PilotLog
from scenes.aircargo.overlays import PREVIEW
from scenes.aircargo.scene import AirCargoScene
from scenes.aircargo.tips import TIP_TEXT, pointer_end
from scenes.app import App
from scenes.kit.explain import DWELL_SECONDS
from scenes.kit.input import Action
from sprites import readability, theme

C = content()
FRAME = 1 / 20  # a third of a 60 Hz screen's frames: the same animations, a third of the work


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path))
    return App(headless=True, settings=Settings(animation_speed=4.0))


def start(app, seed=3, bot=False, coach=False):
    match = Match(SPEC, [Seat("Ada", 0, "bot" if bot else "human", "strong")], seed)
    scene = AirCargoScene(app, match)
    scene.coach.active = coach
    app.scenes.reset(scene)
    return match, scene


def settle(app, scene, frames=400):
    for _ in range(frames):
        if (scene.human_turn() or scene.match.is_over()) and scene.board.tray.settled:
            break
        app.frame(FRAME, [])
    for _ in range(20):  # pencil marks and dice finish drawing in
        app.frame(FRAME, [])


def flying(app, airport=51, cargo=5, crossed=0, seed=2):
    """A pilot in the air from Pendleton, choosing a leg."""
    match, scene = start(app, seed=seed)
    state = match.state
    state.planned_airports, state.planned_cargo = [airport], [cargo]
    state.weather_crossed = state.legs = crossed
    match.changed()
    scene.board.picture = rules.view(state, 0)
    settle(app, scene)
    scene.try_move({"player": 0, "kind": "fly", "airport": airport, "cargo": cargo})
    settle(app, scene)
    return match, scene


def at_the_check(app):
    """A landing check with the weather rolled, stamina to choose before the roll."""
    match, scene = flying(app, airport=42, cargo=7)
    match.state.position = "OLYMPIA"
    match.changed()
    match.apply({"player": 0, "kind": "leg", "to": "42"})
    match.apply({"player": CHANCE, "kind": "weather", "die": 6})
    scene.on_events([])
    settle(app, scene)
    assert match.state.phase == "stamina"
    return match, scene


# --- the map ----------------------------------------------------------------------------
def test_no_two_airport_labels_overlap_on_the_real_map_and_none_covers_a_mark_or_badge():
    labels = air_map.label_rects()
    assert set(labels) == {key for key, place in C.places.items() if not place.beacon}
    rects = list(labels.items())
    for i, (key, rect) in enumerate(rects):
        assert MAP.contains(rect), key
        assert rect.h >= theme.font(theme.MIN_TEXT).get_height(), key
        for other, rect2 in rects[i + 1 :]:
            assert not rect.colliderect(rect2), (key, other)
        for place in C.places:
            assert not rect.colliderect(air_map.marker_rect(place)), (key, place)
        x, y = place_screen(key)
        gap = math.hypot(max(rect.left - x, 0, x - rect.right), max(rect.top - y, 0, y - rect.bottom))
        assert gap < 30, key  # beside its own airport
    badges = [air_map.badge_rect(m) for m in C.mountains]
    covered = [key for key, rect in rects if rect.collidelist(badges) >= 0]
    assert not covered, covered


def test_the_stop_question_fits_each_line_on_one_line_of_the_panel():
    from scenes.kit.confirm import PANEL

    state = rules.new_game(1, 1, {})
    state.delivered = [12, 12, 11, 10]
    state.planned_cargo, state.planned_airports = [5, 6, 7, 8, 9], [41, 42, 43, 44, 45]
    state.destination, state.cargo = 46, 8  # Los Angeles: the longest name aboard
    for line in rules.stop_lines(state):
        assert theme.font(theme.SMALL).size(line)[0] <= PANEL.width - 80, line


def test_the_plane_stands_beside_an_airport_not_on_its_number_or_mark():
    labels = air_map.label_rects()
    for key in labels:
        plane = pygame.Rect(0, 0, air_map.PARKED, air_map.PARKED)
        plane.center = air_map.parking_spot(key)
        assert not plane.colliderect(labels[key]), key
        assert not plane.colliderect(air_map.marker_rect(key)), key


def test_the_parked_plane_leaves_pendletons_name_readable_on_screen(app):
    match, scene = start(app)
    settle(app, scene)
    plane = pygame.Rect(0, 0, air_map.PARKED, air_map.PARKED)
    plane.center = tuple(map(round, scene.board.plane_spot()))
    assert scene.board.plane_spot() != place_screen(START)
    assert not plane.colliderect(air_map.label_rects()[START])


def mark_points():
    points = [tuple(map(round, place_screen(key))) for key in C.places]
    points += [(x - 6, y) for x, y in points]  # the ring of an airport, the hexagon of a beacon
    points += [tuple(map(round, air_map.badge_centre(m))) for m in C.mountains]
    points += [(round(x), round(y)) for x, y in (place_screen(key) for key in air_map.label_rects())]
    return points


def test_the_cold_front_never_hides_an_airport_a_beacon_or_a_mountain(app):
    match, scene = start(app)
    settle(app, scene)
    clear = [app.canvas.get_at(p) for p in mark_points()]
    match.state.weather_crossed = match.state.legs = 30  # the last lines: the most clouds and rain
    match.changed()
    scene.board.picture = rules.view(match.state, 0)
    for _ in range(90):
        app.frame(FRAME, [])
    stormy = [app.canvas.get_at(p) for p in mark_points()]
    differ = [p for p, a, b in zip(mark_points(), clear, stormy) if a != b]
    assert not differ, differ


def test_a_place_is_a_target_at_least_32_px_across_and_none_crowds_another(app):
    match, scene = start(app)
    keys = list(C.places)
    for i, key in enumerate(keys):
        x, y = place_screen(key)
        for other in keys[i + 1 :]:
            assert math.dist((x, y), place_screen(other)) >= theme.MIN_TARGET, (key, other)
        for dx, dy in ((15, 0), (-15, 0), (0, 15), (0, -15)):
            assert scene.controls.place_at((x + dx, y + dy)) == key, key


# --- the log, the choices, the dice ---------------------------------------------------------
def test_log_chips_and_choice_buttons_are_targets_at_least_32_px(app):
    match, scene = start(app)
    for airport in AIRPORT_ORDER:
        rect = scene.board.log.airport_rect(airport)
        assert min(rect.size) >= theme.MIN_TARGET and scene.board.log.rect.contains(rect)
    chips = [scene.board.log.cargo_chip(w) for w in CARGO_CHIPS]
    for i, chip in enumerate(chips):
        assert min(chip.size) >= theme.MIN_TARGET and scene.board.log.rect.contains(chip)
        assert chip.collidelist(chips[i + 1 :]) < 0
    for slot in range(6):
        assert min(choice_rect(slot).size) >= theme.MIN_TARGET


def test_every_text_a_player_reads_is_at_least_min_cap(app):
    with readability.watching() as audit:
        match, scene = start(app, coach=True)
        settle(app, scene)
        scene.try_move({"player": 0, "kind": "plan"})
        settle(app, scene)
        match2, scene2 = at_the_check(app)
        scene2.coach.active = True
        settle(app, scene2)
        scene2.controls.hover = "41"
        app.frame(FRAME, [])
    assert not audit.small(), audit.small()
    assert any(text.startswith("Landing") for text in audit.caps) and "PILOT LOG" in audit.caps


def test_dice_are_64_px_and_come_to_rest_nearly_square_to_the_table(app):
    match, scene = start(app, seed=7)
    settle(app, scene)
    scene.try_move({"player": 0, "kind": "plan"})
    settle(app, scene)
    assert scene.board.tray.die_size >= theme.MIN_DIE and len(scene.board.tray.dice) == 2
    for die in scene.board.tray.dice:
        tilt = die.angle % 90
        assert min(tilt, 90 - tilt) <= scene.board.tray.most_turned + 0.01 <= 5.01, die.angle


# --- tips ---------------------------------------------------------------------------------
def shown_tip(app, scene):
    """The bubble the coach draws now, and where its pointer ends."""
    coach = scene.coach
    coach.update(0.0)
    tip = coach.current
    assert tip is not None
    box = tip.box()
    rect = coach._bubble(tip, box.w, box.h).get_rect(topleft=box.topleft)
    rect.clamp_ip(theme.SCREEN.inflate(-16, -16))
    return tip, rect, tip.anchor()


def assert_tip_clear(app, scene, subject):
    tip, bubble, end = shown_tip(app, scene)
    targets = tips.tip_targets(scene)
    assert bubble.collidelist(targets) < 0, (tip.key, bubble, targets[bubble.collidelist(targets)])
    assert not bubble.colliderect(subject), tip.key
    if end is not None:  # no pointer when it would have to run over a target or the dice
        assert not subject.inflate(20, 20).collidepoint(end), tip.key
        start = (
            min(max(end[0], bubble.left + 18), bubble.right - 18),
            min(max(end[1], bubble.top + 4), bubble.bottom - 4),
        )
        assert not subject.clipline(start, end), tip.key  # the pointer stops short of what it points at
        crossed = [rect for rect in targets if rect.clipline(start, end) and not subject.inflate(24, 24).contains(rect)]
        assert not crossed, (tip.key, crossed)
    assert tip.box().h >= 58 + TIP_TEXT * 2  # room for the text at full size, over theme.MIN_TEXT
    return tip


def test_tips_leave_legal_targets_their_subject_and_the_dice_in_view(app):
    match, scene = start(app, coach=True)
    settle(app, scene)
    assert assert_tip_clear(app, scene, choice_rect(0)).key == "plan"
    assert scene.coach.current.anchor() is not None  # the plan tip points at Plan
    scene.coach.seen.add("plan")
    scene.coach.current = None
    scene.try_move({"player": 0, "kind": "plan"})
    settle(app, scene)
    log = scene.board.log
    subject = log.airport_rect(AIRPORT_ORDER[0]).unionall([log.cargo_chip(max(CARGO_CHIPS))])
    assert assert_tip_clear(app, scene, subject).key == "use"
    match, scene = flying(app)
    scene.coach.active = True
    scene.coach.seen |= {"plan", "use", "fly"}
    plane = pygame.Rect(0, 0, 44, 44)
    plane.center = tuple(map(round, scene.board.plane_spot()))
    assert assert_tip_clear(app, scene, plane).key == "leg"
    match, scene = at_the_check(app)
    scene.coach.active = True
    scene.coach.seen |= {"plan", "use", "fly", "leg"}
    assert assert_tip_clear(app, scene, EQUATION).key == "check"  # "these numbers"


def test_a_pointer_ends_just_outside_the_side_facing_the_bubble():
    subject = pygame.Rect(500, 500, 100, 40)
    assert pointer_end(subject, pygame.Rect(0, 0, 300, 100)) == (486, 506)
    assert pointer_end(subject, pygame.Rect(700, 480, 300, 100)) == (614, 530)
    assert pointer_end(subject, pygame.Rect(400, 100, 300, 100)) == (550, 486)
    assert pointer_end(subject, pygame.Rect(400, 600, 300, 100)) == (550, 554)


# --- a bot's next move -----------------------------------------------------------------------
def preview_pixels(app, rect) -> int:
    area = app.canvas.subsurface(rect.clip(app.canvas.get_rect()))
    return sum(
        1 for x in range(area.get_width()) for y in range(area.get_height()) if area.get_at((x, y))[:3] == PREVIEW
    )


def test_a_previewed_bot_leg_lights_up_its_target_and_names_the_move(app):
    match, scene = flying(app)
    match.seats[0].kind = "bot"
    target = rules.leg_targets(match.state)[0]
    ring = pygame.Rect(0, 0, 60, 60)
    ring.center = tuple(map(round, place_screen(target)))
    scene.think_left = 99.0  # the kit holds the bot's move on screen
    app.frame(FRAME, [])
    assert preview_pixels(app, ring) == 0
    scene.bot_preview = (0, {"player": 0, "kind": "leg", "to": target})
    app.frame(FRAME, [])
    assert preview_pixels(app, ring) > 20
    assert match.state.legs == 0  # drawing the preview makes no move


def test_a_previewed_bot_cargo_lights_up_its_log_chip(app):
    match, scene = start(app, seed=4, bot=True)
    for _ in range(2000):
        app.frame(FRAME, [])
        if match.state.phase == "planning" and not scene.busy():
            break
    weight = rules.cargo_options(match.state)[0]
    chip = scene.board.log.cargo_chip(weight).inflate(20, 20)
    scene.think_left = 99.0
    app.frame(FRAME, [])
    before = preview_pixels(app, chip)
    scene.bot_preview = (0, {"player": 0, "kind": "cargo", "weight": weight})
    app.frame(FRAME, [])
    assert before == 0 and preview_pixels(app, chip) > 20
    assert "Cargo" in scene.controls.label(scene.bot_preview[1])


def test_a_previewed_bot_stamina_rings_the_boxes_it_will_tick_and_a_reroll_lights_its_die(app):
    match, scene = at_the_check(app)
    match.seats[0].kind = "bot"
    scene.think_left = 99.0
    boxes = [scene.board.log.row_box_rect("stamina", i).inflate(12, 12) for i in range(3)]
    scene.bot_preview = (0, {"player": 0, "kind": "stamina", "amount": 2})
    app.frame(FRAME, [])
    lit = [preview_pixels(app, box) > 10 for box in boxes]
    assert (
        lit[:2] == [True, True] and preview_pixels(app, scene.board.log.row_box_rect("stamina", 2).inflate(-6, -6)) == 0
    )
    match2, scene2 = start(app, seed=4)
    settle(app, scene2)
    scene2.try_move({"player": 0, "kind": "plan"})
    settle(app, scene2)
    scene2.bot_preview = (0, {"player": 0, "kind": "reroll", "dice": [1]})
    app.frame(FRAME, [])
    assert [die.highlight for die in sorted(scene2.board.tray.dice, key=lambda d: d.key)] == [False, True]
    scene2.bot_preview = None
    app.frame(FRAME, [])
    assert not any(die.highlight for die in scene2.board.tray.dice)


def test_every_check_names_its_place_whole_in_the_check_box(app):
    """A long mountain ("Sierra Nevada, Whitney") drops its lead-in before its name is cut."""
    width = EQUATION.inflate(-20, -18).w
    checks = [{"kind": "mountain", "name": mountain.name} for mountain in C.mountains]
    checks += [{"kind": "landing", "name": airport.name} for airport in C.airports.values()]
    for check in checks:
        title = check_title(check, width)
        assert check["name"] in title and theme.font(28).size(title)[0] <= width, title
    assert check_title({"kind": "landing", "name": "Tillit"}, width) == "Landing: Tillit"


def test_the_check_tip_leaves_the_plane_and_the_mountain_it_checks_in_view(app):
    """From Pendleton to Caldwell the plane crosses the Blue Mountains, near the map's top left
    corner, where the check tip used to sit."""
    match, scene = flying(app, airport=52, cargo=4)
    match.apply({"player": 0, "kind": "leg", "to": "52"})
    assert match.state.check["kind"] == "mountain"
    match.apply({"player": CHANCE, "kind": "weather", "die": 6})
    scene.on_events([])
    settle(app, scene)
    scene.coach.active = True
    scene.coach.seen |= {"plan", "use", "fly", "leg"}
    app.frame(FRAME, [])
    tip = scene.coach.current
    assert tip is not None and tip.key == "check"
    plane, mountain = tips.check_rects(scene)
    assert not tip.box().colliderect(plane) and not tip.box().colliderect(mountain)


def test_the_box_under_the_dice_names_every_airport_whole(app):
    """'On the ground: Silver Spri...' lost the name; a shorter wording keeps it."""
    match, scene = start(app)
    width = EQUATION.inflate(-20, -18).w
    for key, place in C.places.items():
        state = match.state
        state.position = key
        heading = equation.summary_lines(state, width)[0]
        assert place.name in heading and theme.font(28).size(heading)[0] <= width, heading
    for number, airport in C.airports.items():
        state.destination, state.cargo = number, 12
        heading = equation.summary_lines(state, width)[0]
        assert airport.name in heading and theme.font(28).size(heading)[0] <= width, heading


def test_dice_that_plan_no_airport_name_both_numbers_they_make():
    from scenes.aircargo.equation import no_airport

    assert no_airport(1, 2) == "no 12 or 21"
    assert no_airport(2, 1) == "no 12 or 21"
    assert no_airport(3, 3) == "no 33"
    assert theme.font(28).size("Airport: " + no_airport(3, 2))[0] <= EQUATION.inflate(-20, -18).w


def test_every_weather_box_reads_from_the_sofa_and_none_crowds_another_or_a_number():
    log = PilotLog(LOG)
    boxes = [log.weather_box_rect(line, box) for line, count in enumerate(C.weather_boxes) for box in range(count)]
    assert len(boxes) == C.total_weather_boxes
    assert all(min(box.size) >= readability.MIN_CAP for box in boxes), sorted({box.size for box in boxes})
    assert all(box.collidelist(boxes[:i] + boxes[i + 1 :]) < 0 for i, box in enumerate(boxes))
    numbers = [log.weather_value_rect(line, column) for line in range(len(C.weather)) for column in range(3)]
    assert all(box.collidelist(numbers) < 0 and log.weather_table().contains(box) for box in boxes)
    assert LOG.contains(log.weather_table())


@pytest.mark.parametrize("thing", ["weather_box", "weather", "beacon"])
def test_resting_on_a_weather_box_its_numbers_or_a_beacon_tells_what_it_is(app, thing):
    match, scene = start(app, seed=3)
    settle(app, scene)
    subject = next(rect for rect, key in scene.explained() if key == thing)
    scene.handle(Action("point", "kbm", pos=subject.center))
    for _ in range(int(DWELL_SECONDS / FRAME) + 3):
        app.frame(FRAME, [])
    entry, shown = scene.explainer.shown
    assert entry.key == thing and shown == subject
    assert not scene.explainer.rect.colliderect(subject)


def test_overlays_keep_off_the_status_line_and_the_prompt_and_never_cover_the_weather_table(app):
    match, scene = flying(app)
    prompt = theme.font(30).size(scene.overlays.prompt_text())[0]
    reading = scene.reading_rects()
    assert reading[0] == STATUS and PROMPT.contains(reading[1]) and reading[1].w == prompt
    table = scene.board.log.weather_table()
    assert table in scene.keep_seen()
    for size in ((600, 200), (600, 150), (400, 120)):  # a lesson's card, a tip, a toast
        assert not scene.place_overlay(f"test {size}", size).rect.colliderect(table)


def test_overlays_keep_off_the_status_line_the_log_s_heading_its_boxes_left_and_the_box_beside_the_tray(app):
    match, scene = flying(app)
    log = scene.board.log
    subjects = [STATUS, log.heading_rect(), log.box_rows_rect(), EQUATION]
    assert all(rect in scene.keep_seen() for rect in subjects)
    for size in ((600, 200), (600, 150), (400, 120)):  # a lesson's card, a tip, a toast
        placed = scene.place_overlay(f"test {size}", size).rect
        assert placed.collidelist(subjects) < 0, (size, placed)
    scene.handle(Action("click", pos=place_rect("41").center))  # Seattle: too far for one leg
    app.frame(FRAME, [])
    assert app.toasts.messages() and scene.toasts_at() is not None
    shown = [rect for _, _, rect in app.toasts.layout(scene.toasts_at())]
    assert all(rect.collidelist(subjects) < 0 for rect in shown), shown


def test_the_leg_tip_keeps_off_the_prompt_line_and_the_tray_while_legs_are_browsed(app):
    """The prompt line names the leg browsed (its mountains, its odds) and grows as it does: the
    flight tip found no room and sat over its end and the tray's top."""
    match, scene = flying(app)
    scene.coach.active = True
    scene.coach.seen |= {"plan", "use", "fly"}
    app.frame(FRAME, [])  # the coach takes up the tip, placed from the next frame
    for leg in rules.leg_targets(match.state):
        scene.controls.hover = leg
        app.frame(FRAME, [])
        assert scene.coach.current.key == "leg"
        tip = scene.coach.shown_rect()
        assert not tip.colliderect(PROMPT) and not tip.colliderect(TRAY), (leg, tip)
        assert tip.collidelist(scene.board.labels.rects()) < 0, leg  # nor the names on the map
    assert {placed.text for placed in scene.board.labels.placed} >= {"Spokane", "Bend", "Burns"}


def test_leg_names_stay_put_as_the_focus_moves_and_sit_by_their_own_beacon(app):
    """'Bend' sat right under the Burns beacon, its line running off to Bend's: read as Burns."""
    match, scene = flying(app)
    legs = rules.leg_targets(match.state)
    marks = {key: air_map.marker_rect(key) for key in C.places}
    names = {place.name: key for key, place in C.places.items()}
    where: dict[str, pygame.Rect] = {}
    for leg in legs:
        scene.controls.hover = leg
        app.frame(FRAME, [])
        for placed in scene.board.labels.placed:
            key = names[placed.text]
            assert where.setdefault(placed.text, placed.rect) == placed.rect, (leg, placed.text)  # it stays put
            centre = pygame.Vector2(place_screen(key))
            rect = placed.rect
            edge = (min(max(centre.x, rect.left), rect.right), min(max(centre.y, rect.top), rect.bottom))
            own = centre.distance_to(edge)
            if own <= 2 * air_map.MARKER + 8:
                continue  # beside its own mark: no line
            for other in [*legs, "51"]:
                if other != key:
                    point = pygame.Vector2(marks[other].center)
                    clamped = (min(max(point.x, rect.left), rect.right), min(max(point.y, rect.top), rect.bottom))
                    assert point.distance_to(clamped) >= own, (placed.text, "nearer", other)
            crossed = [
                other for other, mark in marks.items() if other != key and mark.inflate(8, 8).clipline(centre, edge)
            ]
            assert not crossed, (placed.text, crossed)
    assert {"Bend", "Burns"} <= set(where)
