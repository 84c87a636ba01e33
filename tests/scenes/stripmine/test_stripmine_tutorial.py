"""Learn to play Stripmine, played headless by real input: clicks at the centres of the lit
spots (or Enter alone), Next on every card, to the real game the setup describes."""

import pygame
import pytest

from game import tutorial
from game.registry import get_game
from scenes.kit.confirm import ConfirmScene
from scenes.kit.game_scene import GameScene
from scenes.kit.privacy import PassScene
from scenes.screens.setup import SetupScene
from scenes.stripmine.pick import PickScene
from scenes.stripmine.scene import StripmineScene

from scene_monkey import make_app

DT = 1 / 30
SCRIPT = tutorial.load_script("stripmine")


@pytest.fixture
def app(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, fake=False)
    app.draw_every = 3  # whole lessons: every update runs, one frame in three is drawn
    return app


def learn(app):
    """Lesson 1 from the setup screen."""
    setup = SetupScene(app, get_game("stripmine"))
    app.scenes.reset(setup)
    setup.learn_lesson(1)
    return setup


def key(name: int) -> list:
    return [pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode="", scancode=0)]


def click(pos) -> list:
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def play(app, by_keys: bool = False, stop=lambda top, guide: False) -> dict:
    """Frames until the tutorial hands over (or `stop` says so): Enter on every card once the
    table is still; on the
    learner's step a click at the centre of its first spot, or Enter alone. What was seen."""
    seen: dict = {"tops": set(), "clicks": 0, "cards": [], "toasts": set(), "scores": None}
    for _ in range(30 * 300):
        top = app.scenes.top
        guide = getattr(top, "guide", None)
        if guide is None or (not app.scenes.fading and stop(top, guide)):
            return seen
        seen["tops"].add(type(top))
        seen["toasts"].update(app.toasts.messages())
        if isinstance(top, StripmineScene):
            seen["scores"] = list(top.board.picture.scores)
        events: list = []
        if not app.scenes.fading:
            if guide.tutor.reading() is not None or guide.tutor.step() is None:
                if guide.card is not None and not top.busy():  # read once the table has moved
                    seen["cards"].append(" ".join(guide.card.lines))
                    events = key(pygame.K_RETURN)  # Next (and, on the last card, Play a real game!)
            elif guide.learner_step() is not None and not top.busy() and guide.spots:
                events = key(pygame.K_RETURN) if by_keys else click(guide.spots[0].center)
                seen["clicks"] += 1
        app.frame(DT, events)
    raise AssertionError("the tutorial never ended")


def test_clicks_on_the_lit_spots_play_the_tutorial_through_to_the_real_game(app):
    setup = learn(app)
    seen = play(app)
    # nine clicks on hills (the mistake too) and three on each pick screen: two coins and Lock in
    assert seen["clicks"] == 9 + 3 * 3
    assert PickScene in seen["tops"] and PassScene not in seen["tops"], "one learner: no pass screen"
    assert "That hill is mined out: pick a hill that still has coins." in seen["toasts"]
    assert seen["scores"] == [19, 14], "the learner wins the scripted game"
    assert seen["cards"][-1] == SCRIPT.outro, "the last card says how the game is won"
    real = app.scenes.top
    assert isinstance(real, GameScene) and real.guide is None, "the real game follows"
    assert [(seat.name, seat.kind) for seat in real.match.seats] == [(s.name, s.kind) for s in setup.seats]
    assert [(seat.kind, seat.bot) for seat in real.match.seats][1] == ("bot", "easy"), "the lesson's bot plays on"
    assert real.match.seats[1].name == "Magpie Maisie"
    assert real.match.log == []
    assert "stripmine" in app.settings.learned


def test_a_second_player_named_at_setup_keeps_their_seat_after_the_lesson(app):
    setup = SetupScene(app, get_game("stripmine"))
    app.scenes.reset(setup)
    setup.seats[1].name, setup.seats[1].named = "Tess", True
    setup.learn_lesson(1)
    play(app)
    real = app.scenes.top
    assert [(seat.name, seat.kind) for seat in real.match.seats][1] == ("Tess", "human")


def test_enter_alone_makes_every_step_the_focus_is_put_on_it(app):
    learn(app)
    seen = play(app, by_keys=True)
    assert seen["clicks"] == 9 + 3 * 3
    assert "That hill is mined out: pick a hill that still has coins." in seen["toasts"]
    assert seen["scores"] == [19, 14]
    assert isinstance(app.scenes.top, GameScene) and app.scenes.top.guide is None


def first_learner_step(app):
    learn(app)
    play(app, stop=lambda top, guide: guide.learner_step() is not None and not top.busy() and bool(guide.spots))
    return app.scenes.top


def test_a_click_on_a_dimmed_hill_is_refused_with_a_sentence_and_changes_nothing(app):
    scene = first_learner_step(app)
    hills = [list(hill) for hill in scene.match.state.hills]
    assert scene.guide.spots == [scene.board.hill_spot(0)], "the first hill is lit"
    app.frame(DT, click(scene.board.hill_spot(2).center))
    assert any(message.startswith("Not there!") for message in app.toasts.messages())
    assert scene.match.log == [] and scene.match.state.hills == hills
    # the pointer resting on a dimmed hill leaves the focus on the lit one: Enter mines it
    app.frame(
        DT, [pygame.event.Event(pygame.MOUSEMOTION, pos=scene.board.hill_spot(2).center, rel=(0, 0), buttons=(0, 0, 0))]
    )
    app.frame(DT, key(pygame.K_RETURN))
    assert scene.match.log == [SCRIPT.steps[0].move]


def test_the_pick_screen_lights_the_coins_to_choose_then_the_lock_in(app):
    """The pick is made on its own screen: the guide lights it, and the move is the scripted one."""
    learn(app)
    play(app, stop=lambda top, guide: isinstance(top, PickScene) and bool(guide.spots))
    pick = app.scenes.top
    assert isinstance(pick, PickScene)
    assert pick.guide.spots == [pick.coin_rect(3), pick.coin_rect(2)]  # the quarter, then the nickel
    assert pick.focus == 3, "Enter alone chooses the quarter"
    app.frame(DT, click(pick.coin_rect(0).center))  # the dime: dimmed
    assert pick.selected == [] and any(message.startswith("Not there!") for message in app.toasts.messages())
    for _ in range(2):
        app.frame(DT, click(pick.guide.spots[0].center))
    app.frame(DT, [])
    assert pick.guide.spots == [pick.lock_rect]
    app.frame(DT, click(pick.lock_rect.center))
    assert pick.game_scene.match.log[-1] == {"player": 0, "kind": "pick", "coins": ["quarter", "nickel"]}
    assert app.scenes.top is pick.game_scene


def test_back_on_the_pick_screen_leaves_it_for_the_learners_last_mine(app):
    """The card's Back works on the pick screen too: it goes, and the table is rebuilt a step back."""
    setup = learn(app)
    play(app, stop=lambda top, guide: isinstance(top, PickScene) and bool(guide.spots))
    back = next(button for button in app.scenes.top.guide.card.buttons if button.label == "Back")
    app.frame(DT, click(back.rect.center))
    table = app.scenes.top
    assert isinstance(table, StripmineScene) and app.scenes.stack == [setup, table], "no pick screen left behind"
    assert table.guide.learner_step() == SCRIPT.steps[6], "the quarter is to mine again"
    assert table.match.log == [step.move for step in SCRIPT.steps[:6]]


def test_backspace_on_the_pick_screen_leaves_it_for_the_learners_last_mine(app):
    setup = learn(app)
    play(app, stop=lambda top, guide: isinstance(top, PickScene) and bool(guide.spots))
    app.frame(DT, key(pygame.K_BACKSPACE))
    table = app.scenes.top
    assert isinstance(table, StripmineScene) and app.scenes.stack == [setup, table], "no pick screen left behind"
    assert table.guide.learner_step() == SCRIPT.steps[6]


def test_skip_on_the_pick_screen_starts_the_real_game(app):
    learn(app)
    play(app, stop=lambda top, guide: isinstance(top, PickScene) and bool(guide.spots))
    skip = next(button for button in app.scenes.top.guide.card.buttons if button.label == "Skip")
    app.frame(DT, click(skip.rect.center))
    for _ in range(10):
        app.frame(DT, [])
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and question.title == "Skip the rest?"
    question.yes()
    for _ in range(10):
        app.frame(DT, [])
    real = app.scenes.top
    assert isinstance(real, StripmineScene) and real.guide is None and real.match.log == []
    assert not any(isinstance(scene, PickScene) or getattr(scene, "guide", None) for scene in app.scenes.stack)
    assert "stripmine" in app.settings.learned


class FakePad:
    def __init__(self, instance_id):
        self.instance_id = instance_id
        self.name = "Test pad"


def test_on_a_gamepad_of_ones_own_a_mines_and_the_pick_is_made_on_the_board(app):
    """A learner with their own gamepad: A on the lit hill; at an auction, the stash coins to
    choose are lit, their buttons choose them and Start locks in, with no pick screen."""
    from game.match import Seat
    from scenes.kit.input import Action
    from scenes.kit.tutorial import start_tutorial

    app.input.pads_by_id[7] = FakePad(7)
    table = start_tutorial(app, get_game("stripmine"), Seat("Ada", 0, controller="pad:7"), lambda: None, lambda: None)
    app.scenes.reset(table)
    guide = table.guide
    for _ in range(30 * 120):
        step = guide.learner_step()
        if guide.tutor.reading() is not None:
            table.handle(Action("confirm", source="pad:7", button=0))  # A reads on
        elif step is not None and not table.busy() and guide.spots:
            if step.move["kind"] == "pick":
                break
            table.handle(Action("confirm", source="pad:7", button=0))  # A mines the focused hill
        app.frame(DT, [])
    assert app.scenes.top is table and table.state.phase == "pick", "no pick screen for a pad of one's own"
    stash = table.state.stashes[0]
    assert guide.spots == [table.board.stash_spot(0, stash.index(coin)) for coin in ("quarter", "nickel")]
    for coin in ("nickel", "quarter"):
        slot = stash.index(coin)
        table.handle(Action(f"button{slot}", source="pad:7", button=slot))
    app.frame(DT, [])
    assert guide.spots == []  # Start locks in: it has no place on screen
    table.handle(Action("pause", source="pad:7"))
    assert table.match.log[-1] == SCRIPT.steps[8].move


# --- lesson 2: a Bear Market Blowout, started mid-game ------------------------------------------
def lesson_two_at(app, done: int, name: str = "Ada"):
    """Lesson 2's table with its first `done` steps played by the tutor alone (no animation), the
    learner called `name`."""
    from game.match import Seat
    from scenes.kit.game_scene import scene_for
    from scenes.kit.tutorial import Guide, _guided

    match = tutorial.new_match(get_game("stripmine"), tutorial.load_script("stripmine", 2), Seat(name))
    tutor = match.tutor
    tutor.next_read()  # the intro
    while tutor.position() < done:
        step = tutor.learner_up()
        if tutor.reading():
            tutor.next_read()
        elif step is not None and step.mistake:
            tutor.tried_mistake()
        elif step is not None:
            match.apply(step.move)
        else:
            match.step_automatic()
    scene = scene_for(app, match)
    _guided(scene, Guide(scene, lambda: None, lambda: None))
    app.scenes.reset(scene)
    for _ in range(3):
        app.frame(DT, [])
    return scene


def test_the_card_after_a_bear_market_flip_sits_under_the_scarcity_strip_clear_of_the_stashes(app):
    """The set-aside hill's flip ends auction 1: its card tells the score where the score shows,
    though the learner mines next (while a card is read no hill is a target to keep clear of)."""
    from scenes.stripmine.layout import PANELS
    from scenes.stripmine.scene import CARD_SCORE

    scene = lesson_two_at(app, 4)  # both picks made: the table plays the flip and the scores
    guide = scene.guide
    for _ in range(30 * 20):
        if guide.tutor.reading() is not None and not guide.settling():
            break
        app.frame(DT, [])
    assert guide.tutor.reading().move["kind"] == "flip" and scene.board.scarcity is not None
    # under the strip (CARD_SCORE), or beside it while the returning hill's banner is read
    assert guide.card.rect.top >= CARD_SCORE[1] - 4 and not guide.card.rect.colliderect(PANELS)
    assert not guide.card.rect.colliderect(scene.board.scarcity_rect())
    assert scene.targets() == []
    guide.card_age = 10.0
    guide.next()
    app.frame(DT, [])
    assert guide.spots == [scene.board.hill_spot(1)] and scene.targets(), "then hill 2's quarter is the step"


@pytest.mark.parametrize("lesson", [1, 2])
def test_the_card_never_covers_a_top_coin_the_learners_panel_or_the_coins_to_flip(app, lesson):
    """Whenever the table is still, the card keeps off the status line, each hill's raised top
    coin (but one the step leaves dim, when its card keeps off what the step names), the learner's
    own panel and a banner, and while it tells an auction's scores, off the
    scarcity strip; on the pick screen, off the row of coins to flip."""
    setup = SetupScene(app, get_game("stripmine"))
    app.scenes.reset(setup)
    setup.learn_lesson(lesson)
    covered: list = []

    def check(top, guide):
        card = guide.card
        if card is None or top.busy():
            return False
        if isinstance(top, PickScene):
            rows = top.reading_rects()[len(top.cells) :]
            covered.extend(("coins to flip", card.heading) for row in rows if card.rect.colliderect(row))
            return False
        if card.rect.colliderect(top.status_rect()):
            covered.append(("the status line", " ".join(card.lines)))
        board = top.board
        if top.telling_scores():  # the hills wait while an auction's score is read: it sits over the field
            if board.scarcity and card.rect.colliderect(board.scarcity_rect()):
                covered.append(("the scarcity strip it tells of", " ".join(card.lines)))
            return False
        tops = [token for token in map(board.top_coin_token, board.hill_ids) if token is not None]
        if guide.about():  # kept off the panels its step names, a card may go over a hill the step leaves dim
            tops = [token for token in tops if any(spot.collidepoint(token[1]) for spot in guide.spots)]
        covered.extend(
            (f"top coin {centre}", " ".join(card.lines))
            for _, centre, radius in tops
            if card.rect.colliderect(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius))
        )
        if card.rect.colliderect(board.panel_rect(0)):
            covered.append(("the learner's panel", " ".join(card.lines)))
        return False

    play(app, stop=check)
    assert covered == []


def card_settled(app, scene, frames=30 * 20):
    """Frames until the guide's card is up on a still table (or a pick screen's)."""
    guide = scene.guide
    for _ in range(frames):
        top = app.scenes.top
        if guide.card is not None and not scene.busy() and not getattr(top, "busy", lambda: False)():
            break
        app.frame(DT, [])
    app.frame(DT, [])
    return guide.card


@pytest.mark.parametrize(
    ("done", "about"),
    [
        (5, "panels"),  # "You have the fewest points, so you mine first": both panels
        (9, "panels"),  # "Maisie takes a penny": her panel, where it goes
        (10, "panels"),  # the pick screen's "Maisie has no quarter": her row's name
    ],
)
def test_lesson_two_cards_keep_off_what_their_step_names(app, done, about):
    scene = lesson_two_at(app, done)
    if scene.guide.tutor.reading() is not None:  # the last step's words, read
        scene.guide.tutor.next_read()
    assert scene.guide.step_about() == about
    card = card_settled(app, scene)
    assert isinstance(app.scenes.top, PickScene) == (done == 10)
    rects = scene.about_rects(about)
    assert rects and card.rect.collidelist(rects) < 0, (card.lines, card.rect, rects)


def test_lesson_two_then_cards_keep_off_the_hill_they_name(app):
    """'Its quarter landed heads up' keeps off hill 2, where that quarter now sits."""
    scene = lesson_two_at(app, 4)
    guide = scene.guide
    for _ in range(30 * 20):
        if guide.tutor.reading() is not None and not guide.settling():
            break
        app.frame(DT, [])
    assert guide.step_about() == "hill_2" and guide.card.lines[0].startswith("Its quarter")
    assert not guide.card.rect.colliderect(scene.board.hill_spot(1))


def test_a_card_held_while_the_flip_plays_keeps_off_the_banner_that_follows(app):
    """'The set-aside hill's coins are flipped.' stayed up through the scoring and covered the
    start of 'Prospector 1 mines first' and its line."""
    from scenes.stripmine.drawing import banner_rect

    scene = lesson_two_at(app, 4, "Prospector 1")  # the name setup gives: a banner as wide
    guide, seen = scene.guide, []
    for _ in range(30 * 20):
        app.frame(DT, [])
        banners = scene.board.timeline.banners[:1]
        if guide.card is not None and banners:
            seen.append(banners[0].text)
            assert not guide.card.rect.colliderect(banner_rect(banners[0])), (banners[0].text, guide.card.rect)
        if guide.tutor.reading() is not None and not scene.busy():
            break
    assert any(text.endswith("mines first") for text in seen), seen


def test_the_intro_of_lesson_two_says_it_talks_about_the_panels():
    assert tutorial.load_script("stripmine", 2).intro_about == "panels"
