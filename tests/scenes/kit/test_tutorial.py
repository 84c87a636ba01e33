"""Learn to play, on every game's own table: started from setup, it plays its script with the
learner's moves only, refuses anything else kindly, steps back, skips, and hands over to the
real game the setup describes; it is offered once, the first time a game is started."""

import pygame
import pytest
from tutorial_drive import learn

from game import saves, tomlfile, tutorial
from game.registry import all_games, get_game
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import GameScene
from scenes.kit.input import Action
from scenes.screens.pause import PauseScene
from scenes.screens.setup import SetupScene

from scene_monkey import make_app

DT = 1 / 30
LESSONS = [(spec, lesson) for spec in all_games() for lesson in tutorial.lessons(spec.id)]


@pytest.fixture
def app(monkeypatch, tmp_path):
    return make_app(monkeypatch, tmp_path, fake=False)


def run(app, seconds: float = 0.5) -> None:
    for _ in range(int(seconds / DT)):
        app.frame(DT, [])


def until_learner(app):
    """Frames (and Next on every card) until the learner's step is up; the table on top."""
    for _ in range(600):
        scene = app.scenes.top
        guide = scene.guide
        assert guide is not None, f"the tutorial's table is on top, not {type(scene).__name__}"
        if guide.tutor.reading() is not None:
            scene.handle(Action("confirm", "kbm"))
        elif guide.learner_step() is not None and not scene.busy():
            return scene, guide.learner_step()
        app.frame(DT, [])
    raise AssertionError("the learner's step never came")


@pytest.mark.parametrize("spec, lesson", LESSONS, ids=[f"{spec.id}-{lesson}" for spec, lesson in LESSONS])
def test_a_tutorial_plays_from_setup_to_the_real_game(app, spec, lesson):
    app.draw_every = 3  # a whole lesson: a sample of its frames is drawn, every update runs
    setup, scene = learn(app, spec.id, lesson=lesson)
    # the seats set up, but the lesson's bots (in order) in the human seats nobody named or claimed
    lesson_bots = iter((seat.name, seat.kind) for seat in scene.match.seats if seat.kind == "bot")
    seats_set_up = [
        next(lesson_bots, (seat.name, seat.kind))
        if i and seat.kind == "human" and not seat.named
        else (seat.name, seat.kind)
        for i, seat in enumerate(setup.seats)
    ]
    steps = 0
    while getattr(app.scenes.top, "guide", None) is not None:
        scene = app.scenes.top
        tutor = scene.guide.tutor
        if tutor.reading() is not None or tutor.step() is None:
            app.frame(DT, [])
            scene.handle(Action("confirm", "kbm"))  # Next (and, at the end, Play a real game!)
            continue
        step = scene.guide.learner_step()
        if step is None or scene.busy():
            app.frame(DT, [])
            continue
        before = len(scene.match.log)
        scene.try_move(dict(step.move))
        steps += 1
        assert len(scene.match.log) == before + (0 if step.mistake else 1)
        assert steps < 100
    assert steps == len(tutorial.load_script(spec.id, lesson).learner_steps())
    run(app, 0.2)
    real = app.scenes.top
    assert isinstance(real, GameScene) and real.guide is None, "the real game follows"
    assert [(seat.name, seat.kind) for seat in real.match.seats] == seats_set_up
    assert real.match.log == [] or real.match.log[0]["player"] == "chance"
    assert spec.id in app.settings.learned
    assert saves.in_progress(spec.id) is not None, "the real game is saved; the tutorial never was"


def test_only_the_step_is_taken_and_any_other_move_is_refused_kindly(app):
    _, scene = learn(app, "stripmine")
    scene, step = until_learner(app)
    other = next(move for move in scene.match.legal_moves(0) if move != step.move)
    scene.try_move(other)
    assert scene.match.log == []
    assert any(message.startswith("Not that one!") for message in app.toasts.messages())


def test_a_click_on_a_dimmed_place_is_refused_and_one_on_a_spot_goes_through(app, monkeypatch):
    _, scene = learn(app, "stripmine")
    scene, step = until_learner(app)
    spot = pygame.Rect(100, 100, 80, 80)
    monkeypatch.setattr(scene, "tutorial_spots", lambda move: [spot])
    run(app, 0.1)
    assert scene.guide.spots == [spot]
    assert scene.guide.handle(Action("click", "kbm", pos=(700, 250)))
    assert any(message.startswith("Not there!") for message in app.toasts.messages())
    assert not scene.guide.handle(Action("click", "kbm", pos=spot.center)), "the spot's click is the table's"
    assert not scene.guide.card.rect.colliderect(spot.inflate(20, 20)), "the card keeps clear of the spot"


def test_back_steps_to_the_learners_previous_step_and_from_the_start_leaves(app):
    setup, scene = learn(app, "stripmine")
    scene, step = until_learner(app)
    scene.try_move(dict(step.move))
    scene, second = until_learner(app)
    assert second != step
    back = next(button for button in scene.guide.card.buttons if button.label == "Back")
    scene.handle(Action("click", "kbm", pos=back.rect.center))
    scene = app.scenes.top
    assert scene.guide.learner_step() == step and scene.match.log == []
    scene.handle(Action("back", "pad:1"))  # a pad's B: back to the welcome card
    assert scene.guide.tutor.reading() is not None
    scene.handle(Action("back", "kbm"))  # Backspace: and out, to the setup screen
    assert app.scenes.top is setup


def test_back_on_the_card_after_a_step_takes_that_step_back(app):
    _, scene = learn(app, "stripmine")
    scene, step = until_learner(app)
    scene.try_move(dict(step.move))
    assert scene.guide.tutor.reading() == step and step.then
    scene.handle(Action("back", "kbm"))  # Backspace
    scene = app.scenes.top
    assert scene.match.log == [] and scene.guide.learner_step() == step
    assert scene.guide.tutor.intro_read, "the step again, not the welcome card"


def test_skip_asks_first_and_keep_learning_changes_nothing(app):
    _, scene = learn(app, "stripmine")
    scene, step = until_learner(app)
    skip = next(button for button in scene.guide.card.buttons if button.label == "Skip")
    scene.handle(Action("click", "kbm", pos=skip.rect.center))
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and question.menu.focused.label == "Keep learning"
    question.no()
    assert app.scenes.top is scene and scene.guide.learner_step() == step
    assert "stripmine" not in app.settings.learned


def test_a_new_card_takes_next_only_after_a_moment_and_takes_its_refusal_with_it(app):
    _, scene = learn(app, "stripmine")
    run(app, 0.1)
    scene.handle(Action("confirm", "kbm"))  # mashed at once: the welcome card stays
    assert not scene.guide.tutor.intro_read
    app.toasts.show("That hill is mined out.", "error")
    run(app, 1.0)
    scene.handle(Action("confirm", "kbm"))
    assert scene.guide.tutor.intro_read and "That hill is mined out." not in app.toasts.messages()


def test_skip_from_the_pause_menu_starts_the_real_game_and_remembers_it(app):
    _, scene = learn(app, "stripmine")
    scene.handle(Action("pause", "kbm"))
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    labels = [item.label for item in pause.menu.items]
    assert "Step back" in labels and "Restart" not in labels
    pause.menu.items[labels.index("Skip to a real game")].activate()
    run(app, 0.2)
    assert isinstance(app.scenes.top, GameScene) and app.scenes.top.guide is None
    assert "stripmine" in app.settings.learned


def test_learn_to_play_is_offered_once_the_first_time_a_game_starts(app):
    setup = SetupScene(app, get_game("stripmine"))
    app.scenes.reset(setup)
    setup.start()
    offer = app.scenes.top
    assert isinstance(offer, ConfirmScene) and offer.title == "New to Stripmine?"
    offer.no()  # Just play
    assert isinstance(app.scenes.top, GameScene) and app.scenes.top.guide is None
    again = SetupScene(app, get_game("stripmine"))
    app.scenes.reset(again)
    again.start()
    assert not isinstance(app.scenes.top, ConfirmScene), "offered once only"
    assert "stripmine" in app.settings.offered


def test_a_tutorial_keeps_no_coach_no_recap_and_no_save(app):
    _, scene = learn(app, "stripmine")
    scene, step = until_learner(app)
    scene.try_move(dict(step.move))
    run(app, 2.0)
    assert getattr(scene, "coach", None) is None or not scene.coach.active
    assert scene.recap_card is None
    assert saves.in_progress("stripmine") is None


@pytest.fixture
def two_lessons(tmp_path, monkeypatch):
    """Stripmine with a second lesson: the first's opening again, under its own topic (short, so
    each plays through quickly)."""
    for name in ("stripmine.toml", "stripmine_2.toml"):
        data = tomlfile.read(tutorial.TUTORIAL_DIR / "stripmine.toml")
        data["topic"] = "Scarcity"
        first_learner = next(n for n, step in enumerate(data["step"]) if step.get("move", {}).get("player") == 0)
        data["step"] = data["step"][: first_learner + 1]
        tomlfile.write(tmp_path / name, data)
    monkeypatch.setattr(tutorial, "TUTORIAL_DIR", tmp_path)


def play_to_the_end(app):
    """The learner's steps and every card, until the outro's card is up."""
    for _ in range(3000):
        scene = app.scenes.top
        tutor = scene.guide.tutor
        if tutor.finished() and not scene.guide.settling():
            return scene
        if tutor.reading() is not None and not scene.guide.settling():
            scene.guide.next()
        elif scene.guide.learner_step() is not None and not scene.busy():
            scene.try_move(dict(scene.guide.learner_step().move))
        app.frame(DT, [])
    raise AssertionError("the lesson never ended")


def test_with_two_lessons_learn_to_play_asks_which_and_starts_that_one(app, two_lessons):
    from scenes.screens.lessons import LessonsScene

    setup = SetupScene(app, get_game("stripmine"))
    app.scenes.reset(setup)
    setup.learn()
    chooser = app.scenes.top
    assert isinstance(chooser, LessonsScene)
    assert [item.label for item in chooser.menu.items] == ["Lesson 1: Scarcity", "Lesson 2: Scarcity", "Back"]
    chooser.menu.items[1].activate()
    table = app.scenes.top
    assert table.guide is not None and table.guide.tutor.script.lesson == 2


def test_the_first_lessons_end_offers_the_next_lesson(app, two_lessons):
    learn(app, "stripmine")
    scene = play_to_the_end(app)
    app.frame(DT, [])
    labels = [button.label for button in scene.guide.card.buttons]
    assert labels == ["Back", "Next lesson", "Play a real game!"]
    next(button for button in scene.guide.card.buttons if button.label == "Next lesson").press()
    table = app.scenes.top
    assert table is not scene and table.guide.tutor.script.lesson == 2
    assert "stripmine" in app.settings.learned
    scene = play_to_the_end(app)
    app.frame(DT, [])
    assert [button.label for button in scene.guide.card.buttons] == ["Back", "Play a real game!"]


def test_a_lessons_length_counts_the_table_its_cards_words_and_the_learners_steps(app, two_lessons):
    from scenes.tools.lesson_time import WORDS_PER_SECOND, lesson_minutes, lesson_run

    script = tutorial.load_script("stripmine", 2)
    run = lesson_run(get_game("stripmine"), 2)
    assert run["steps"] == len(script.learner_steps()) == 1
    cards = [script.intro, script.outro] + [f"{step.say} {step.then}" for step in script.steps]
    assert run["words"] == sum(len(card.split()) for card in cards)
    assert run["seconds"] > 0
    assert lesson_minutes(run, 3.0) == (run["seconds"] + run["words"] / WORDS_PER_SECOND + 3.0) / 60


def test_the_last_cards_next_lesson_is_reached_by_arrows_and_drawn_focused(app, two_lessons):
    from sprites import theme

    learn(app, "stripmine")
    scene = play_to_the_end(app)
    app.frame(DT, [])
    focused = [button.label for button in scene.guide.card.buttons if button.focused]
    assert focused == ["Play a real game!"], "the focus starts where Enter always went"
    left = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=80)
    app.frame(DT, [left])
    card = scene.guide.card
    assert [button.label for button in card.buttons if button.focused] == ["Next lesson"]
    assert [button.label for button in card.buttons if button.primary] == ["Next lesson"], "only it is lit"
    surface = pygame.Surface(theme.SCREEN.size)
    scene.guide.draw(surface)
    ring = [surface.get_at((button.rect.centerx, button.rect.top - 5))[:3] for button in card.buttons]
    assert ring == [theme.PARCHMENT, theme.COPPER, theme.PARCHMENT], "a ring round the focused button"
    assert app.scenes.top is scene and not scene.guide.finished, "an arrow only moves the focus"
    scene.handle(Action("confirm", "kbm"))
    table = app.scenes.top
    assert table is not scene and table.guide.tutor.script.lesson == 2, "Enter plays the focused button"


def test_a_pads_shoulders_step_round_the_last_cards_buttons(app, two_lessons):
    learn(app, "stripmine")
    scene = play_to_the_end(app)
    app.frame(DT, [])
    for kind, expected in (("next", "Back"), ("next", "Next lesson"), ("prev", "Back"), ("prev", "Play a real game!")):
        scene.handle(Action(kind, "pad:1"))
        assert [button.label for button in scene.guide.card.buttons if button.focused] == [expected]
    scene.handle(Action("confirm", "pad:1"))
    app.frame(DT, [])
    assert isinstance(app.scenes.top, GameScene) and app.scenes.top.guide is None, "the real game"


def play_on(app, scene):
    """One press of a quick learner: Next on a card that may be passed, or the step's move once
    the table is still (a choice screen that takes the step closes with it); the step moved."""
    guide = scene.guide
    if guide.tutor.reading() is not None and not guide.settling():
        guide.next()
    elif guide.learner_step() is not None and not scene.busy():
        while app.scenes.top is not scene:
            app.scenes.pop()
        step = guide.learner_step()
        scene.try_move(dict(step.move))
        return step
    return None


def test_the_learners_words_wait_until_a_bots_move_has_played(app):
    """King of Copper: Clem's move to a camp has no card of its own; "Press Roll." waits until his
    token stops (before, it showed as soon as the rules had moved him)."""
    script = tutorial.load_script("king_of_copper")
    after_bot = next(
        index
        for index, step in enumerate(script.steps)
        if step.learner and index and script.steps[index - 1].move["player"] == 1 and not script.steps[index - 1].then
    )
    learn(app, "king_of_copper")
    held = []
    for _ in range(6000):
        scene = app.scenes.top
        if scene.guide.tutor.position() == after_bot:
            if not scene.busy():
                break
            held.append(" ".join(scene.guide.card.lines))
        else:
            play_on(app, scene)
        app.frame(DT, [])
    assert held, "Clem's token was still on its way when his move was made"
    assert all(script.steps[after_bot].say not in text for text in held), "the learner's words waited"
    app.frame(DT, [])
    assert " ".join(app.scenes.top.guide.card.lines) == script.steps[after_bot].say


def test_a_cards_words_after_the_learners_move_wait_until_the_move_has_played(app):
    """Stripmine: the words after a move (a score they name) show once the table has played it,
    not while its coins still fly; until then the card keeps the words it had."""
    learn(app, "stripmine")
    held: list[str] = []
    then = ""
    for _ in range(6000):
        scene = app.scenes.top
        if then:
            if not scene.busy():
                break
            held.append(" ".join(scene.guide.card.lines))
        else:
            step = play_on(app, scene)
            then = step.then if step is not None and step.then and scene.busy() else ""
        app.frame(DT, [])
    assert then and held, "no learner move with words after it played on the table"
    assert all(then not in text for text in held), "the words after the move waited for it"
    app.frame(DT, [])
    assert " ".join(app.scenes.top.guide.card.lines) == then


def test_a_pointer_resting_on_the_lesson_card_opens_no_tip_from_the_table_behind(app):
    _, scene = learn(app, "stripmine")
    for _ in range(120):
        app.frame(DT, [])
        if scene.guide.card is not None:
            break
    card = scene.guide.card.rect
    key = next(iter(scene.explainer.entries))
    scene.explained = lambda: [(pygame.Rect(0, 0, 1280, 720), key)]  # the whole table explains something
    scene.explainer.point(card.center)
    for _ in range(40):
        app.frame(DT, [])
    assert scene.explainer.shown is None
    scene.explainer.point((card.centerx, 20 if card.top > 60 else 700))  # off the card: the tip opens
    for _ in range(40):
        app.frame(DT, [])
    assert scene.explainer.shown is not None


LIT_UNDER_A_CARD = [spec.id for spec in all_games() if spec.id != "stripmine"]  # no hill is lit while one waits


@pytest.mark.parametrize("game", LIT_UNDER_A_CARD)
def test_a_click_on_the_next_steps_place_while_a_card_waits_turns_the_card_and_is_that_click(app, game):
    """The learner reads, then clicks the place the next step asks for before pressing Next: the
    card turns and the click counts (a move made, or its first half chosen), never "Not there!"."""
    _, scene = learn(app, game)
    guide = scene.guide
    for _ in range(2000):
        upcoming = guide.tutor.step()
        card = guide.card
        if guide.tutor.reading() is not None and card is not None and upcoming is not None and upcoming.learner:
            spots = [spot for spot in scene.tutorial_spots(upcoming.move) if not card.rect.colliderect(spot)]
            if spots and not scene.busy():
                break
        if guide.tutor.reading() is not None and not guide.settling():
            guide.next()
        elif guide.learner_step() is not None and not scene.busy():
            scene.try_move(dict(guide.learner_step().move))
        app.frame(DT, [])
    else:
        raise AssertionError("no card before a learner's step with its place in sight")
    logged = len(scene.match.log)
    scene.handle(Action("click", "kbm", pos=spots[0].center))
    app.frame(DT, [])
    refused = [toast.message for toast in app.toasts.items if toast.kind == "error"]
    assert not refused, refused
    made = len(scene.match.log) > logged
    half_chosen = guide.learner_step() == upcoming and scene.tutorial_spots(upcoming.move) != spots
    assert made or half_chosen, "the card turned, and the click was the step's"
