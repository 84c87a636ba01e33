"""Readable from the couch: the shared screens (title, game select, setup,
settings, pause, how to play, continue, pass, confirm, toasts, tips) draw no
text under theme.MIN_TEXT and offer no target under theme.MIN_TARGET."""

import pygame
import pytest

from game import registry, saves
from game.match import Match, Seat
from scenes.kit.coach import Coach, Tip
from scenes.kit.confirm import ConfirmScene
from scenes.kit.input import Action
from scenes.kit.privacy import PassScene
from scenes.screens.continue_list import ContinueScene, ReplaceSaveScene
from scenes.screens.game_select import GameSelectScene
from scenes.screens.howto import HowToScene
from scenes.screens.pause import PauseScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.screens.title import TitleScene
from sprites import readability, theme

DT = 1 / 30


def saved_game():
    spec = registry.get_game("stripmine")
    match = Match(spec, [Seat("Ada", 0), Seat("Bo", 1, "bot")], 3)
    saves.write_save(match)
    return match


def table(app):
    from scenes.kit.game_scene import scene_for

    scene = scene_for(app, saved_game())
    app.scenes.reset(scene)
    return scene


def over_table(make):
    def place(app):
        scene = make(app, table(app))
        app.scenes.push(scene, fade=False)
        return scene

    return place


def alone(make):
    def place(app):
        scene = make(app)
        app.scenes.reset(scene)
        return scene

    return place


SCREENS = {
    "title": alone(TitleScene),
    "game_select": alone(GameSelectScene),
    "continue": alone(lambda app: (saved_game(), ContinueScene(app))[1]),
    "replace_save": alone(lambda app: ReplaceSaveScene(app, (saved_game(), saves.list_saves()[0])[1], lambda: None)),
    "settings": alone(SettingsScene),
    "pass": alone(lambda app: PassScene(app, "Nugget Nell", 2, lambda: None)),
    "pause": over_table(lambda app, scene: PauseScene(app, scene)),
    "confirm": over_table(
        lambda app, scene: ConfirmScene(app, "Send the burro?", ["It earns $12.", "The bandit takes $4."], "Send", None)
    ),
}
for _spec in registry.all_games():
    SCREENS[f"setup_{_spec.id}"] = alone(lambda app, spec=_spec: SetupScene(app, spec))
    SCREENS[f"howto_{_spec.id}"] = alone(lambda app, spec=_spec: HowToScene(app, spec))


def frames(app, count: int = 20) -> None:
    for _ in range(count):
        app.frame(DT, [])


def smallest_caps(audits) -> dict[str, float]:
    caps: dict[str, float] = {}
    for audit in audits:
        for string, cap in audit.caps.items():
            caps[string] = min(cap, caps.get(string, cap))
    return caps


@pytest.mark.parametrize("name", list(SCREENS))
def test_no_text_on_a_shared_screen_is_too_small_to_read(name, couch):
    scene = SCREENS[name](couch)
    audits = []
    for kind in ("down", "down", "right", "down"):  # each focus shows its own hint
        frames(couch, 8)
        with readability.watching() as audit:  # this screen only, not a table under it
            scene.draw(couch.canvas)
            scene.draw_over(couch.canvas)
        audits.append(audit)
        couch.scenes.handle(Action(kind, "kbm"))
    caps = smallest_caps(audits)
    small = sorted((cap, string) for string, cap in caps.items() if cap < theme.cap_height(theme.MIN_TEXT))
    assert caps and not small, f"{name}: {small[:6]}"


def test_toasts_are_large(couch):
    couch.scenes.reset(TitleScene(couch))
    with readability.watching() as audit:
        couch.toasts.show("The game could not be saved (disk full).", "error")
        frames(couch, 5)
    toast_caps = [cap for string, cap in audit.caps.items() if "disk full" in string]
    assert toast_caps and min(toast_caps) >= theme.cap_height(theme.MIN_TEXT)


def test_a_long_tip_stays_readable(couch):
    words = "Dig where the dice fall short, then load the burros before the bandits come round the bend. " * 2
    tip = Tip("long", words, lambda: True, lambda: (600, 400), lambda: pygame.Rect(40, 40, 300, 120))
    coach = Coach(couch, "nowhere", [tip])
    coach.update(DT)
    with readability.watching() as audit:
        coach.draw(couch.canvas)
    assert audit.caps and audit.smallest() >= theme.cap_height(theme.MIN_TEXT)


@pytest.mark.parametrize("name", [n for n in SCREENS if not n.startswith("howto")])
def test_every_target_is_big_enough_to_hit(name, couch):
    scene = SCREENS[name](couch)
    frames(couch, 3)
    rows = getattr(scene, "rows", None) or [getattr(getattr(scene, "menu", None), "items", [])]
    targets = [cell.rect for row in rows for cell in row if getattr(cell, "rect", None) is not None]
    targets = [rect for rect in targets if rect.top > -500]  # scrolled out of view
    assert not [rect for rect in targets if min(rect.size) < theme.MIN_TARGET], name


@pytest.mark.parametrize("spec", registry.all_games(), ids=lambda spec: spec.id)
def test_the_replace_question_names_every_game_whole(spec, couch):
    """ "A King of Copper game is sav..." never: a title too long for the heading moves into the words."""
    entry = saves.SavedGame(saves.saves_dir() / "x.toml", 0.0, spec.title, spec.id, ["Ada", "Careful Clem"], [0, 1], 12)
    scene = ReplaceSaveScene(couch, entry, lambda: None)
    couch.scenes.reset(scene)
    frames(couch, 3)
    with readability.watching() as audit:
        scene.draw(couch.canvas)
    assert not audit.cuts, audit.cuts
    assert any(spec.title in string for string in audit.caps), list(audit.caps)
