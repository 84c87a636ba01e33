"""Rules on hover: resting the pointer or the focus on a thing shows what it is and its rule."""

from game.match import Match, Seat
from game.registry import get_game
from scenes.app import App
from scenes.kit.explain import DWELL_SECONDS
from scenes.kit.game_scene import scene_for
from scenes.kit.input import Action
from sprites import readability

DT = 1 / 30


def stripmine_table():
    app = App(headless=True)
    spec = get_game("stripmine")
    match = Match(spec, [Seat("Tess", 0, "human"), Seat("Bo", 1, "bot", spec.strong_bot)], 4)
    scene = scene_for(app, match)
    app.scenes.reset(scene)
    for _ in range(300):
        app.frame(DT, [])
        if scene.human_to_act() and not scene.busy():
            break
    return app, scene


def rest(app, seconds):
    for _ in range(int(seconds / DT) + 2):
        app.frame(DT, [])


def test_resting_the_pointer_on_a_hill_shows_its_rule_clear_of_it():
    app, scene = stripmine_table()
    hill = scene.board.hill_spot(2)
    scene.handle(Action("point", "kbm", pos=hill.center))
    app.frame(DT, [])
    assert scene.explainer.shown is None  # not at once: a pointer passing by shows nothing
    with readability.watching() as audit:
        rest(app, DWELL_SECONDS)
    entry, subject = scene.explainer.shown
    assert entry.key == "hill" and subject == hill
    assert not scene.explainer.rect.colliderect(hill)
    assert entry.rule in audit.caps and audit.caps[entry.rule] >= readability.MIN_CAP and not audit.cuts


def test_moving_the_focus_by_keys_explains_the_focused_thing_after_a_rest():
    app, scene = stripmine_table()
    scene.handle(Action("point", "kbm", pos=(5, 5)))  # the pointer on nothing
    rest(app, DWELL_SECONDS)
    assert scene.explainer.shown is None
    scene.handle(Action("right", "kbm"))
    rest(app, DWELL_SECONDS)
    entry, subject = scene.explainer.shown
    assert entry.key == "hill" and subject.collidepoint(scene.layer.focused.shown.center)


def test_a_table_without_an_aid_explains_nothing():
    app = App(headless=True)
    spec = get_game("aircargo")
    scene = scene_for(app, Match(spec, [Seat("Tess", 0, "human")], 4))
    app.scenes.reset(scene)
    scene.handle(Action("point", "kbm", pos=(300, 300)))
    rest(app, DWELL_SECONDS)
    assert scene.explainer.shown is None


def test_every_thing_a_table_explains_has_its_aid_entry():
    from game.aid import aid
    from game.registry import all_games

    app = App(headless=True)
    for spec in all_games():
        seats = [Seat("Tess", 0, "human")] + [
            Seat(f"Bot {i}", i, "bot", spec.strong_bot) for i in range(1, spec.min_players)
        ]
        scene = scene_for(app, Match(spec, seats, 4))
        app.scenes.reset(scene)
        for _ in range(60):
            app.frame(DT, [])
        keys = {key for _, key in scene.explained()}
        assert keys <= set(aid(spec.id)), (spec.id, keys - set(aid(spec.id)))
        assert bool(keys) == bool(aid(spec.id)), spec.id  # a table with an aid points its things out


def test_resting_on_a_king_of_copper_event_square_tells_its_rule():
    app = App(headless=True)
    spec = get_game("king_of_copper")
    scene = scene_for(app, Match(spec, [Seat("Tess", 0, "human"), Seat("Bo", 1, "bot", spec.strong_bot)], 4))
    app.scenes.reset(scene)
    app.frame(DT, [])
    while scene.busy():  # the opening roll lands first: no card shows over a moving table
        app.frame(DT, [])
    square = next(rect for rect, key in scene.explained() if key == "event")
    scene.handle(Action("point", "kbm", pos=square.center))
    rest(app, DWELL_SECONDS)
    entry, subject = scene.explainer.shown
    assert entry.key == "event" and "Event Card" in entry.rule and subject == square
    assert not scene.explainer.rect.colliderect(square)


def test_the_card_closes_when_the_table_moves_under_it_and_waits_for_the_pointer():
    """Dice rolling or a move playing under a rules card: it closes, and a pointer still resting
    there does not open it again over what just landed; moving the pointer does."""
    app, scene = stripmine_table()
    hill = scene.board.hill_spot(2)
    scene.handle(Action("point", "kbm", pos=hill.center))
    rest(app, DWELL_SECONDS)
    assert scene.explainer.shown is not None
    scene.busy = lambda: True  # the table plays a move
    app.frame(DT, [])
    assert scene.explainer.shown is None and scene.explainer.rect is None
    del scene.busy  # still again
    rest(app, DWELL_SECONDS)
    assert scene.explainer.shown is None
    scene.handle(Action("point", "kbm", pos=hill.move(4, 0).center))
    rest(app, DWELL_SECONDS)
    assert scene.explainer.shown is not None


def test_a_rules_card_keeps_off_what_the_lesson_card_talks_about():
    """In Learn to play, every overlay but the lesson's own card keeps clear of the step's subject."""
    from tutorial_drive import learn

    app = App(headless=True)
    _, scene = learn(app, "bindle_rails")
    for _ in range(600):
        if scene.guide.step_about() == "route" and not scene.busy():
            break
        guide = scene.guide
        if guide.tutor.reading() is not None and not guide.settling():
            guide.next()
        elif guide.learner_step() is not None and not scene.busy():
            scene.try_move(dict(guide.learner_step().move))
        app.frame(DT, [])
    subject = scene.guide.about()
    assert subject and all(rect in scene.keep_seen("info") for rect in subject)
    assert not any(rect in scene.keep_seen("card") for rect in subject), "the card has its own place"


def test_a_rules_card_with_no_room_beside_its_square_points_to_it():
    """A Safety Square at the board's left edge: the board's targets leave no room beside it, so
    the card sits away from it and the coach's pointer runs from the card to just outside it."""
    import pygame

    from scenes.kit.coach import pointer_end
    from scenes.kit.explain import BESIDE, _gap
    from sprites import theme

    app = App(headless=True)
    spec = get_game("king_of_copper")
    scene = scene_for(app, Match(spec, [Seat("Tess", 0, "human"), Seat("Bo", 1, "bot", spec.strong_bot)], 4))
    app.scenes.reset(scene)
    app.frame(DT, [])
    square = min((rect for rect, key in scene.explained() if key == "safety"), key=lambda rect: rect.x)
    scene.explainer.point(square.center)  # rested on, as the frame after the rest would place it
    scene.explainer.update(DWELL_SECONDS, scene.explained_in_sight, None)
    scene.place_overlays()
    card = scene.explainer.rect
    assert scene.explainer.shown[1] == square and _gap(card, square) > BESIDE
    surface = pygame.Surface(theme.SCREEN.size)
    scene.explainer.draw(surface)
    assert surface.get_at(pointer_end(square, card))[:3] == theme.GOLD[:3]  # the pointer's dot
    scene.explainer.rect = card.move(square.right + 4 - card.left, square.top - card.top)  # beside it: no pointer
    surface.fill((0, 0, 0))
    scene.explainer.draw(surface)
    assert surface.get_at(pointer_end(square, scene.explainer.rect))[:3] != theme.GOLD[:3]
