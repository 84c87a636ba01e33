"""Coal n' Write read from the sofa: whole seeded games in the real scene (a person played by
the hint, the rest bots; the log opened now and then, as `python main.py readable` plays them),
with every text heard by the readability audit, every label the board places and every target."""

import pytest

import game.coal_n_write as coal_n_write
from game.settings import Settings
from scenes.app import App
from scenes.coal_n_write.scene import CoalNWriteScene
from scenes.tools.readable import TableReport, play_table
from sprites import readability, theme

PLAYERS, SEEDS = 3, (1,)  # one game at three seats: about 20 s here


@pytest.fixture(scope="module")
def played():
    """What the games showed: the audit, each frame's label overlaps and the targets under MIN_TARGET."""
    seen: dict = {"overlaps": [], "small_targets": set(), "frames": 0}
    draw = CoalNWriteScene.draw

    def watched(scene, surface):
        draw(scene, surface)
        seen["frames"] += 1
        seen["overlaps"] += scene.board.labels.overlaps
        seen["small_targets"] |= {
            (str(t.key), min(t.rect.size)) for t in scene.layer.items if min(t.rect.size) < theme.MIN_TARGET
        }

    app = App(headless=True, settings=Settings(animation_speed=2.0))
    report = TableReport("coal_n_write", PLAYERS, len(SEEDS))
    with pytest.MonkeyPatch.context() as patch, readability.watching() as audit:
        patch.setattr(CoalNWriteScene, "draw", watched)
        for seed in SEEDS:
            play_table(app, coal_n_write.SPEC, PLAYERS, seed, report)
    seen["audit"], seen["report"] = audit, report
    return seen


def test_no_text_of_a_whole_game_is_too_small_or_cut_short(played):
    audit = played["audit"]
    assert played["report"].decisions > 50 and audit.caps  # a whole game, heard
    assert not audit.small(), f"under {readability.MIN_CAP} px: {audit.small()}"
    assert not audit.cuts, f"cut short: {audit.cuts}"


def test_the_boards_labels_never_overlap_each_other_or_a_piece(played):
    assert played["frames"] > 100
    assert not played["overlaps"], played["overlaps"][:10]


def test_every_target_of_every_frame_is_big_enough_to_aim_at(played):
    assert not played["small_targets"], sorted(played["small_targets"])


def test_long_names_and_every_store_good_fit_without_a_cut():
    """Names as long as setup allows, in the players' list and the sheet's header, and a
    sheet holding every store good: all written whole."""
    from game.core import CHANCE
    from game.match import Match, Seat

    app = App(headless=True, settings=Settings(animation_speed=2.0))
    seats = [Seat("W" * 14, 0), Seat("Maximilianna W", 1, "bot")]
    match = Match(coal_n_write.SPEC, seats, 9, {})
    sheet = match.state.sheets[0]
    sheet.cash, sheet.ledger, sheet.ledger_why = 300, [300], ["a test stake"]
    sheet.tack = sheet.strike_gold = sheet.wash_day = True
    sheet.tonics, sheet.shares, sheet.bonus_ore, sheet.bust_bandits = 2, [1, 2], ["S", "T"], 1
    match.changed()
    match.apply({"player": CHANCE, "kind": "roll", "dice": [4, 4, 2]})
    scene = CoalNWriteScene(app, match)
    app.scenes.reset(scene)
    with readability.watching() as audit:
        for _ in range(60):
            app.frame(1 / 60, [])
    assert "W" * 14 in audit.caps and "Maximilianna W" in audit.caps
    assert any("Next burro: bandit S T" in text for text in audit.caps)
    assert not audit.cuts and not audit.small()


def test_the_send_question_title_fits_its_line():
    from scenes.kit.confirm import PANEL

    title, _ = coal_n_write.rules.send_question(
        {"burro": 6, "empty": 1, "capacity": 8, "stolen": [], "bandits": 0, "lost": 0, "total": 999}
        | {"strike_gold": 0, "wash_day": 0, "add": ["S"], "best_total": 999, "more": 1}
    )
    assert theme.font(theme.LARGE, display=True).size(title)[0] <= PANEL.width - 60
