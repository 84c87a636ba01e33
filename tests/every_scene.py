"""Every kind of scene, each put on the stack the way players meet it: the
shared screens, the overlays over a table, and every game's table mid-game.
`SCENES[name](app, mid_game)` places one and returns it; `mid_game` is the
fixture of tests/scenes/kit/conftest.py."""

from game import instance, paths, registry, saves

from fake_game import FAKE_SPEC, fake_match
from fake_table_scene import PlainTableScene


def finished_match():
    match = fake_match(players=3, humans=0, seed=3)
    while not match.is_over():
        match.step_automatic()
    return match


def game_scene(app, mid_game, game_id: str):
    return mid_game(app, registry.get_game(game_id))


def overlay(app, mid_game, make):
    """An overlay over King of Copper's table."""
    table = game_scene(app, mid_game, "king_of_copper")
    scene = make(table)
    app.scenes.push(scene, fade=False)
    return scene


def choice(table):
    """A choice for the second seat, who plays on a pad of their own."""
    from scenes.king_of_copper.overlays import ChoiceOverlay, Option

    options = [Option("Dig", {"player": 1, "kind": "dig"}), Option("Close", None)]
    return ChoiceOverlay(table.app, table, 1, "A peek below", "", options, accepts=table.router.accepts(1))


def trade(app, mid_game):
    """A trade offer being built on King of Copper's table, by the player on turn."""
    from scenes.king_of_copper.overlays import TradeOverlay

    table = game_scene(app, mid_game, "king_of_copper")
    state = table.match.state
    other = (state.current + 1) % state.players
    state.owner["D2_1"] = other  # a title the player on turn may ask for
    table.start_trade({"player": state.current, "kind": "offer_trade"})
    overlay = app.scenes.top
    assert isinstance(overlay, TradeOverlay) and state.phase == "trade_build", state.phase
    return overlay


def pick(app, mid_game):
    from scenes.stripmine.pick import PickScene

    table = game_scene(app, mid_game, "stripmine")
    scene = PickScene(app, table, 0, ["penny", "dime"], 1, "hold", table.router.accepts(0))
    app.scenes.push(scene, fade=False)
    return scene


def shared(make):
    """A shared screen on its own."""

    def place(app, mid_game):
        scene = make(app)
        app.scenes.reset(scene)
        return scene

    return place


def _scenes() -> dict:
    from scenes.kit.privacy import PassScene
    from scenes.screens.continue_list import ContinueScene, ReplaceSaveScene
    from scenes.screens.dice_tray import DiceTrayScene
    from scenes.screens.game_select import GameSelectScene
    from scenes.screens.howto import HowToScene
    from scenes.screens.pause import PauseScene
    from scenes.screens.results import ResultsScene
    from scenes.screens.settings import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.title import TitleScene

    def second_copy(app):
        """The title of a copy started while another window holds the player's folder."""
        app.other_window = app.ask_about_other_window = True
        paths.stop_writing(instance.OTHER_WINDOW)
        return TitleScene(app)

    def saved():
        return saves.SavedGame(saves.saves_dir() / "x.toml", 0.0, "Stripmine", "stripmine", ["Ada", "Bo"], [0, 1], 12)

    places = {
        "title": shared(TitleScene),
        "title_second_copy": shared(second_copy),
        "game_select": shared(GameSelectScene),
        "continue": shared(ContinueScene),
        "replace_save": shared(lambda app: ReplaceSaveScene(app, saved(), lambda: None)),
        "settings": shared(SettingsScene),
        "dice_tray": shared(DiceTrayScene),
        "results": shared(lambda app: ResultsScene(app, finished_match())),
        "setup": shared(lambda app: SetupScene(app, FAKE_SPEC)),
        "howto": shared(lambda app: HowToScene(app, FAKE_SPEC)),
        "pass": shared(lambda app: PassScene(app, "Nell", 2, lambda: None)),
        "plain_table": shared(lambda app: PlainTableScene(app, fake_match(players=3, humans=2))),
        "demo": lambda app, mid_game: mid_game(app, registry.get_game("stripmine"), demo=True),
        "pause": lambda app, mid_game: overlay(app, mid_game, lambda table: PauseScene(app, table)),
        "choice_overlay": lambda app, mid_game: overlay(app, mid_game, choice),
        "trade_overlay": trade,
        "pick": pick,
    }
    for spec in registry.all_games():
        places[spec.id] = lambda app, mid_game, spec=spec: mid_game(app, spec)
    return places


SCENES = _scenes()
