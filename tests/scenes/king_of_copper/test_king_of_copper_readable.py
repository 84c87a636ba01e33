"""King of Copper read from the sofa, over whole seeded games in the real scene (the
readable tool's play: the first seat a person with hints, tips, recaps and the log open):
no text under readability.MIN_CAP, none cut short, no board word over another or over a
token, no tag under a token's glow, no district name over the board's pieces or under
another word, no recap card over the board's names, and every target at least
theme.MIN_TARGET across."""

import dataclasses

import pytest

from game.king_of_copper import SPEC
from game.settings import Settings
from scenes.app import App
from scenes.king_of_copper.scene import KingOfCopperScene
from scenes.tools.readable import TableReport, play_table
from sprites import readability, theme

# Taster games (two tokens each, sundown after ten rounds) at four players: every part of the
# table shows, and two games take about 25 s on a quiet 2-core machine.
TASTER = dataclasses.replace(
    SPEC, options=tuple(dataclasses.replace(o, default="taster") if o.key == "length" else o for o in SPEC.options)
)
SEEDS = (1, 2)


@pytest.fixture(scope="module")
def watched():
    """The games played once for the three checks: the audit, each frame's overlaps and small targets."""
    overlaps: list[tuple[str, str]] = []
    small_targets: list[tuple[str, tuple[int, int]]] = []
    draw = KingOfCopperScene.draw

    def drawn(scene, surface) -> None:
        draw(scene, surface)
        overlaps.extend(scene.overlaps_seen())
        small_targets.extend(
            (str(t.key), t.rect.size) for t in scene.layer.items if min(t.rect.size) < theme.MIN_TARGET
        )

    app = App(headless=True, settings=Settings(animation_speed=2.0))
    report = TableReport(SPEC.id, SPEC.max_players, len(SEEDS))
    with pytest.MonkeyPatch.context() as patch, readability.watching() as audit:
        patch.setattr(KingOfCopperScene, "draw", drawn)
        for seed in SEEDS:
            play_table(app, TASTER, SPEC.max_players, seed, report)
    assert report.decisions > 40  # whole games were played and drawn
    return audit, overlaps, small_targets


def test_every_text_of_whole_games_reads_from_the_sofa_and_none_is_cut(watched):
    audit = watched[0]
    assert audit.small() == {}, f"under {readability.MIN_CAP} px: {audit.small()}"
    assert audit.cuts == {}, f"cut short: {audit.cuts}"


def test_no_board_word_covers_another_a_token_or_a_glow_and_no_recap_a_name_in_any_frame(watched):
    assert watched[1] == []


def test_every_target_is_big_enough_to_aim_at_in_every_frame(watched):
    assert watched[2] == []
