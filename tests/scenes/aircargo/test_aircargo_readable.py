"""AirCargo from the sofa, over whole seeded games in the real scene (the first seat a person
played by the hint, with the log opened now and then): every string at least MIN_CAP px tall,
nothing cut short, no board label over another or over a piece, every target MIN_TARGET across."""

import pygame
import pytest

from game.aircargo import SPEC
from game.aircargo.content import content
from game.settings import Settings
from scenes.aircargo import map as air_map
from scenes.aircargo.layout import MAP, STATUS, place_rect
from scenes.aircargo.scene import AirCargoScene
from scenes.aircargo.tags import place_clear
from scenes.app import App
from scenes.kit.labels import Labels
from scenes.tools import readable
from sprites import readability, theme

C = content()
SEEDS = (1, 2, 3)  # three solo games: about 35 s on a quiet 2-core machine


class Seen:
    def __init__(self) -> None:
        self.frames = 0
        self.overlaps: set[tuple[str, str]] = set()
        self.small_targets: set[tuple[str, tuple[int, int]]] = set()
        self.status_clear = True


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """The games played once for every test here: the audit, and what each drawn frame showed."""
    seen = Seen()
    draw = AirCargoScene.draw

    def drawn(scene, surface):
        draw(scene, surface)
        seen.frames += 1
        seen.overlaps.update(scene.board.labels.overlaps)
        for target in scene.layer.items:
            if min(target.rect.size) < theme.MIN_TARGET:
                seen.small_targets.add((target.label, target.rect.size))
        status = theme.text(scene.board.status(), theme.SMALL).get_rect(midleft=STATUS.midleft)
        seen.status_clear &= STATUS.contains(status) and not status.colliderect(scene.hint_rect())

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("BOOMTOWN_HOME", str(tmp_path_factory.mktemp("home")))
        patch.setattr(AirCargoScene, "draw", drawn)
        app = App(headless=True, settings=Settings(animation_speed=2.0))
        report = readable.TableReport(SPEC.id, 1, len(SEEDS))
        with readability.watching() as audit:
            for seed in SEEDS:
                readable.play_table(app, SPEC, 1, seed, report)
    assert report.decisions > 30 * len(SEEDS) and seen.frames > 100
    return audit, seen


def test_every_string_is_big_enough_and_whole_over_whole_games(played):
    audit, _ = played
    assert not audit.small(), audit.small()
    assert not audit.cuts, audit.cuts
    assert "PILOT LOG" in audit.caps and any(s.startswith("Hint for You") for s in audit.caps)


def test_no_board_label_overlaps_another_or_a_piece_in_any_frame(played):
    _, seen = played
    assert not seen.overlaps, sorted(seen.overlaps)


def test_the_printed_map_places_its_labels_and_hazard_badges_clear_of_each_other_and_the_marks():
    printed = air_map.printed()
    assert len(printed.placed) == len(air_map.label_rects()) + len(C.mountains)
    assert not printed.overlaps, printed.overlaps


def test_a_crowded_name_is_left_out_rather_than_cover_a_word():
    labels = Labels(bounds=MAP.inflate(-8, -8))
    anchor = place_rect("42")
    above, below = MAP.copy(), MAP.copy()
    above.bottom, below.top = anchor.top, anchor.bottom
    left, right = pygame.Rect(MAP.left, anchor.top, anchor.left - MAP.left, anchor.h), MAP.copy()
    right.update(anchor.right, anchor.top, MAP.right - anchor.right, anchor.h)
    labels.start([above, below, left, right])  # nothing around Portland is clear
    assert place_clear(labels, "Portland", (88, 33), anchor) is None and not labels.placed
    labels.start(air_map.printed().rects())
    assert place_clear(labels, "Portland", (88, 33), anchor) is not None and not labels.overlaps


def test_every_target_is_big_enough_to_aim_at_in_every_frame(played):
    _, seen = played
    assert not seen.small_targets, sorted(seen.small_targets)


def test_the_status_line_keeps_clear_of_the_hint_button(played):
    _, seen = played
    assert seen.status_clear


def test_the_status_line_fits_its_room_at_any_score():
    widest = theme.font(theme.SMALL).size("Points 999  Flights 12  Weather 15 of 15")[0]
    assert widest <= STATUS.w
    assert not STATUS.colliderect(AirCargoScene.hint_button)
