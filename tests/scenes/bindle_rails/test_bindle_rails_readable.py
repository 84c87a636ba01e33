"""Readable from the sofa: whole seeded games of Bindle Rails Express in its real scene, the
first seat a person played by the hint (so hints, tips and the log show), while a text audit
listens. No string under MIN_CAP, none cut short, no board label over another or over a
piece, and every target big enough to hit, in every frame drawn."""

import dataclasses

import pytest

from game.bindle_rails import SPEC
from game.settings import Settings
from scenes.app import App
from scenes.bindle_rails.scene import BindleRailsScene
from scenes.tools.readable import TableReport, play_table
from sprites import readability, theme

# Short games (6 turns) with every option that puts words on the mat: private companies and
# the Goals button, or goals in their panel; the rivals' markers; the railroads' own routes.
GAMES = (
    ({"turns": 6, "privates": True, "goals": True, "fierce": True}, 2),
    ({"turns": 6, "goals": True, "advanced": True}, 5),
)


def spec_with(options: dict):
    """The game with these options as its defaults: play_table plays the defaults."""
    chosen = tuple(dataclasses.replace(opt, default=options.get(opt.key, opt.default)) for opt in SPEC.options)
    return dataclasses.replace(SPEC, options=chosen)


@pytest.fixture(scope="module")
def played():
    """Every game played once for all the tests below: what the audit heard, and what each
    drawn frame had on the board."""
    overlaps: list[tuple[str, str]] = []
    small_targets: set = set()
    tallies = 0
    draw = BindleRailsScene.draw

    def watched(scene, surface):
        nonlocal tallies
        draw(scene, surface)
        if scene.showing_tally() and scene.tally_time > 1.0:  # read, the person goes on to the results
            tallies += 1
            scene.close_tally()
        overlaps.extend(scene.board.labels.overlaps)
        small_targets.update(
            (target.key, tuple(target.rect.size))
            for target in scene.layer.items
            if min(target.rect.size) < theme.MIN_TARGET
        )

    BindleRailsScene.draw = watched  # type: ignore[method-assign]
    try:
        with readability.watching() as audit:
            for options, seed in GAMES:
                app = App(headless=True, settings=Settings(animation_speed=2.0))
                spec = spec_with(options)
                play_table(app, spec, 1, seed, TableReport(spec.id, 1, 1))
    finally:
        BindleRailsScene.draw = draw  # type: ignore[method-assign]
    assert tallies == len(GAMES)  # every game played to its end
    return audit, overlaps, small_targets


def test_every_string_reads_from_the_sofa_and_none_is_cut(played):
    audit, _, _ = played
    assert audit.caps
    assert not audit.small(), audit.small()
    assert not audit.cuts, audit.cuts


def test_no_board_label_covers_another_or_a_piece(played):
    _, overlaps, _ = played
    assert not overlaps, sorted(set(overlaps))


def test_every_target_is_big_enough_to_hit(played):
    _, _, small_targets = played
    assert not small_targets, sorted(small_targets, key=str)
