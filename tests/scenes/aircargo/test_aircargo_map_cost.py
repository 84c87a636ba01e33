"""What AirCargo's map costs a frame: the parked plane's spots are worked out with the map, the
names on the map are placed and the board's targets made again only when what they depend on
moves, a frame blurs at most NEW_CLOUDS_A_FRAME clouds as the weather darkens, and the
see-through layers (the places, the names) blend only their inked parts."""

import random

import pygame
import pytest

from game.aircargo import SPEC
from game.aircargo.content import content
from game.match import Match, Seat
from game.settings import Settings
from scenes.aircargo import art, overlays
from scenes.aircargo import map as air_map
from scenes.aircargo.layout import MAP, place_screen
from scenes.aircargo.scene import AirCargoScene
from scenes.app import App

C = content()


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path))
    return App(headless=True, settings=Settings(animation_speed=4.0))


def test_every_parking_spot_is_worked_out_with_the_map_and_is_the_spot_weighed_in_full():
    air_map.parking_spots.cache_clear()
    air_map.MapView()
    assert air_map.parking_spots.cache_info().currsize == 1  # no frame weighs a spot later
    avoid = list(air_map.label_rects().values())
    rather_not = [air_map.marker_rect(key) for key in C.places] + [air_map.badge_rect(m) for m in C.mountains]
    inside = MAP.inflate(-8, -8)
    for key in C.places:
        spots = air_map._around(place_screen(key), (air_map.PARKED, air_map.PARKED), air_map.MARKER - 2)
        whole = min(
            (s for s in spots if inside.contains(s)),
            key=lambda s: (
                len(s.collidelistall(avoid + [air_map.marker_rect(key)])),
                len(s.collidelistall(rather_not)),
                air_map._mountain_overlap(s),
            ),
        )
        assert air_map.parking_spot(key) == whole.center, key  # the mountains weighed only for a tie


def test_the_names_on_the_map_are_placed_again_only_when_what_they_keep_clear_of_moves(app, monkeypatch):
    scene = AirCargoScene(app, Match(SPEC, [Seat("Ada", 0, "human")], 3))
    app.scenes.reset(scene)
    first, second = [key for key in C.places if key != scene.state.position][:2]
    scene.controls.hover = first
    for _ in range(5):
        app.frame(1 / 60, [])
    placed = list(scene.board.labels.placed)
    assert [label.text for label in placed] == [C.places[first].name]
    calls = []
    monkeypatch.setattr(overlays, "place_clear", lambda *a, **kw: calls.append(a))
    scene.overlays.place_tags()
    assert calls == [] and scene.board.labels.placed == placed  # a still table: the same names, not weighed again
    scene.controls.hover = second
    scene.overlays.place_tags()
    assert calls  # the pointer on another place: its name is placed


def test_a_darker_sky_is_blurred_a_cloud_a_frame(monkeypatch):
    monkeypatch.setattr(art, "_clouds", {})
    view, surface = air_map.MapView(), pygame.Surface((1280, 720))
    made = lambda: len(art._clouds)  # noqa: E731
    view.draw_weather(surface, 0, 0.0)
    view.draw_weather(surface, 0, 0.0)
    first = made()
    assert first == air_map.NEW_CLOUDS_A_FRAME * 2  # the first frames: the first clouds, a few a frame
    line = len(C.weather) // 2
    frames = 0
    while True:
        before = made()
        view.draw_weather(surface, line, 0.0)
        frames += 1
        assert made() - before <= air_map.NEW_CLOUDS_A_FRAME
        if made() == before:
            break
    count = int(4 + line / (len(C.weather) - 1) * (len(view.clouds) - 4))
    dark = min(1.0, line / (len(C.weather) - 1) * 1.2)
    assert frames > 2 and all(view.cloud_dark[i] == dark for i in range(count))  # in time every cloud darkens


def test_the_board_s_targets_are_made_again_only_after_a_move_or_with_other_buttons(app, monkeypatch):
    scene = AirCargoScene(app, Match(SPEC, [Seat("Ada", 0, "human")], 3))
    app.scenes.reset(scene)
    for _ in range(3):
        app.frame(1 / 60, [])
    assert scene.human_turn()
    made = []
    board_targets = scene.controls._board_targets
    monkeypatch.setattr(scene.controls, "_board_targets", lambda buttons: made.append(1) or board_targets(buttons))
    before = [(t.key, t.move, t.legal) for t in scene.layer.items]
    app.frame(1 / 60, [])
    assert made == [] and [(t.key, t.move, t.legal) for t in scene.layer.items] == before
    scene.try_move(scene.controls.choices()[0][1])
    for _ in range(600):  # the roll plays, then the pilot plans
        app.frame(1 / 60, [])
        if made:
            break
    assert made  # the move changed what a click on the board makes


def test_a_see_through_layer_drawn_as_its_inked_pieces_draws_what_the_whole_does(app):
    layer = pygame.Surface((200, 150), pygame.SRCALPHA)
    pygame.draw.circle(layer, (200, 60, 40, 255), (30, 40), 20)
    pygame.draw.circle(layer, (90, 70, 40, 90), (150, 100), 30)  # a soft shade, as under a mountain
    pygame.draw.rect(layer, (60, 40, 20), layer.get_rect(), 4)
    pieces = art.inked_pieces(layer, (10, 20))
    area = sum(piece.get_width() * piece.get_height() for piece, _ in pieces)
    assert area < layer.get_width() * layer.get_height() / 2  # the empty middle is left out
    noise = pygame.image.frombytes(random.Random(1).randbytes(260 * 200 * 3), (260, 200), "RGB").convert()  # any table
    whole, cut = noise.copy(), noise.copy()
    whole.blit(layer, (10, 20))
    cut.blits(pieces, doreturn=False)
    assert pygame.image.tobytes(cut, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_what_the_player_aid_explains_is_listed_once_for_it_never_moves(app, monkeypatch):
    scene = AirCargoScene(app, Match(SPEC, [Seat("Ada", 0, "human")], 3))
    app.scenes.reset(scene)
    listed = scene.explained()
    assert sorted(key for _, key in listed if key in ("airport", "beacon")) == sorted(
        "beacon" if place.beacon else "airport" for place in C.places.values()
    )
    app.frame(1 / 60, [])
    asked = []
    marker_rect = air_map.marker_rect
    monkeypatch.setattr(air_map, "marker_rect", lambda key: asked.append(key) or marker_rect(key))
    assert scene.explained() == listed and asked == []
