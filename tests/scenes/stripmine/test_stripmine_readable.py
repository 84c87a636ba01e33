"""Stripmine read from the sofa over whole games: seeded games at eight players in the real
scene (the first seat a person played by the hint, with the hint, the recap and the log
shown), drawn while a text audit listens. No string under MIN_CAP px, no text cut short, no
board word over another or over a coin, no target under MIN_TARGET px across."""

from dataclasses import dataclass, field, replace

import pytest

from game.registry import get_game
from game.settings import Settings
from scenes.app import App
from scenes.stripmine.drawing import BoardArt
from scenes.stripmine.pick import PickScene
from scenes.tools import readable
from sprites import readability, theme

# (variation, opener, seed): the Bear Market's flip pool and Blowout's fourth auction, then the plain game
GAMES = (("bear_blowout", "flip", 2), ("standard", "first_seat", 5))


@dataclass
class Seen:
    audit: readability.TextAudit | None = None
    labels: set[str] = field(default_factory=set)  # every board word placed
    overlaps: set[tuple[str, str]] = field(default_factory=set)  # (label, what it covered), any frame
    small_targets: dict[str, tuple[int, int]] = field(default_factory=dict)  # target label -> its size
    frames: int = 0


def with_defaults(spec, **defaults):
    """The game as setup would start it with these options chosen."""
    options = tuple(replace(opt, default=defaults.get(opt.key, opt.default)) for opt in spec.options)
    return replace(spec, options=options)


@pytest.fixture(scope="module")
def seen() -> Seen:
    seen = Seen()
    board_draw, pick_draw = BoardArt.draw, PickScene.draw

    def targets(layer) -> None:
        for target in layer.items:
            if min(target.rect.size) < theme.MIN_TARGET:
                seen.small_targets[target.label] = target.rect.size

    def watch_board(art, surface, scene) -> None:
        board_draw(art, surface, scene)
        seen.frames += 1
        seen.labels.update(placed.text for placed in art.labels.placed)
        seen.overlaps.update(art.labels.overlaps)
        targets(scene.layer)

    def watch_pick(pick, surface) -> None:
        pick_draw(pick, surface)
        targets(pick.layer)

    spec = get_game("stripmine")
    app = App(headless=True, settings=Settings(animation_speed=2.0))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(BoardArt, "draw", watch_board)
        patch.setattr(PickScene, "draw", watch_pick)
        with readability.watching() as audit:
            for variation, opener, seed in GAMES:
                game = with_defaults(spec, variation=variation, opener=opener)
                report = readable.TableReport(spec.id, spec.max_players, 1)
                readable.play_table(app, game, spec.max_players, seed, report)
                assert report.decisions > 5
    seen.audit = audit
    return seen


def test_no_string_is_under_the_floor_and_none_is_cut(seen):
    assert seen.audit is not None and seen.frames > 100
    assert seen.audit.small() == {}, f"capitals under MIN_CAP px: {seen.audit.small()}"
    assert seen.audit.cuts == {}, f"texts cut short: {seen.audit.cuts}"
    for words in ("x", "Auction 1: scarcest first", "points"):  # the scarcity strip and the panels were heard
        assert any(string.startswith(words) for string in seen.audit.caps), words


def test_board_words_never_cover_each_other_or_a_coin(seen):
    assert {"+4", "badge"} <= seen.labels, seen.labels  # gains and a bot's badge were placed
    assert seen.overlaps == set()


def test_every_target_is_big_enough_to_aim_at(seen):
    assert seen.small_targets == {}
