"""The table kit's timeline: steps in order, what they wait for, when the
board is busy, one dispatch of the rules' events, and the picture that lags
the rules and catches up."""

from types import SimpleNamespace

from scenes.kit.timeline import Timeline, step_tray

FRAME = 0.125  # a frame a binary fraction long keeps the sums exact


def make_app(speed: float = 1.0):
    played = []
    return SimpleNamespace(anim_speed=speed, sounds=SimpleNamespace(play=played.append), played=played)


class Tray:
    def __init__(self):
        self.settled = True
        self.time_scale = None
        self.hits_this_frame = 0

    def update(self, dt):
        self.hits_this_frame = 1


class Board:
    """A board of the smallest kind: it logs what its handlers were given and
    keeps a picture (a number) that the steps move on."""

    def __init__(self, app, **options):
        self.flying = 0  # frames a "coin" is still in the air
        self.state = 0  # the rules' state
        self.picture = 0
        self.seen = []
        self.timeline = Timeline(app, self, moving=lambda: self.flying > 0, catch_up=self.catch_up, **options)

    def catch_up(self):
        self.picture = self.state

    def on_score(self, event):
        self.seen.append(event)
        self.timeline.then(0.375, lambda: self.advance(event["to"]))

    def advance(self, to):
        self.picture = to

    def update(self, dt):
        self.flying = max(0, self.flying - 1)
        self.timeline.update(dt)


def frames(board, count, dt=FRAME):
    for _ in range(count):
        board.update(dt)


def test_steps_start_in_order_each_once_and_last_their_duration():
    app = make_app()
    board = Board(app)
    started = []
    board.timeline.then(0.25, lambda: started.append("a"))
    board.timeline.then(0.125, lambda: started.append("b"))
    frames(board, 1)
    assert started == ["a"]
    frames(board, 1)  # "a" has had its 0.25 s; "b" starts in the same frame
    assert started == ["a", "b"]
    frames(board, 1)
    assert started == ["a", "b"] and not board.timeline.busy()


def test_a_step_of_no_duration_passes_the_frame_on():
    app = make_app()
    board = Board(app)
    started = []
    board.timeline.then(0.0, lambda: started.append("a"))
    board.timeline.then(0.0, lambda: started.append("b"))
    board.timeline.then(0.25, lambda: started.append("c"))
    frames(board, 1)
    assert started == ["a", "b", "c"]
    assert board.timeline.steps[0].elapsed == 0.0  # "c" started with the frame spent


def test_the_animation_speed_shortens_every_duration():
    app = make_app(speed=2.0)
    board = Board(app)
    board.timeline.then(0.5)
    assert board.timeline.steps[0].duration == 0.25
    frames(board, 2)
    assert not board.timeline.busy()


def test_a_step_waits_for_its_own_until():
    app = make_app()
    board = Board(app)
    ready = []
    started = []
    board.timeline.then(0.125, lambda: started.append("a"), until=lambda: bool(ready))
    board.timeline.then(0.125, lambda: started.append("b"))
    frames(board, 5)
    assert started == ["a"] and board.timeline.busy()
    ready.append(True)
    frames(board, 1)
    assert started == ["a", "b"]


def test_a_step_waits_for_the_tray_to_settle():
    app = make_app()
    tray = Tray()
    timeline = Timeline(app, None, tray=tray)
    started = []
    timeline.then(0.0, lambda: setattr(tray, "settled", False), until=timeline.tray_settled)
    timeline.then(0.0, lambda: started.append("next"))
    timeline.update(FRAME)
    assert timeline.busy() and not started
    tray.settled = True
    timeline.update(FRAME)
    assert started == ["next"] and not timeline.busy()


def test_steps_wait_for_what_moves_and_hold_their_clock_meanwhile():
    app = make_app()
    board = Board(app)
    started = []
    board.timeline.then(0.375, lambda: (started.append("a"), setattr(board, "flying", 5)))
    board.timeline.then(0.0, lambda: started.append("b"))
    frames(board, 5)  # the coin is in the air from the second frame to the fifth
    assert started == ["a"] and board.timeline.steps[0].elapsed == 0.125
    frames(board, 1)  # down: the step's time runs on from where it stopped
    assert started == ["a"] and board.timeline.steps[0].elapsed == 0.25
    frames(board, 1)
    assert started == ["a", "b"]


def test_without_holding_a_step_counts_its_time_while_things_move():
    app = make_app()
    board = Board(app, hold_while_moving=False)
    started = []
    board.timeline.then(0.375, lambda: (started.append("a"), setattr(board, "flying", 5)))
    board.timeline.then(0.0, lambda: started.append("b"))
    frames(board, 5)
    assert started == ["a"] and board.timeline.steps[0].elapsed == 0.625
    frames(board, 1)  # its time ran out in the air: the next step starts as the coin is down
    assert started == ["a", "b"]


def test_busy_while_steps_wait_pieces_move_or_dice_roll():
    app = make_app()
    tray = Tray()
    board = Board(app, tray=tray)
    assert not board.timeline.busy()
    board.timeline.then(0.125)
    assert board.timeline.busy()
    frames(board, 1)
    assert not board.timeline.busy()
    board.flying = 2
    assert board.timeline.busy()
    board.flying = 0
    tray.settled = False
    assert board.timeline.busy()
    tray.settled = True
    board.timeline.banner("Hello", 1.0)
    board.timeline.float_text("+1", (0, 0))
    assert not board.timeline.busy()  # words over the table do not hold it up


def test_one_dispatch_hands_each_event_to_its_handler_and_skips_unknown_kinds():
    app = make_app()
    board = Board(app)
    kinds = []

    def on_note(event):
        kinds.append((event["kind"], board.timeline.previous_kind))

    board.on_note = on_note
    events = [{"kind": "note"}, {"kind": "nobody_listens"}, {"kind": "score", "to": 3}, {"kind": "note"}]
    board.timeline.play(events)
    assert board.seen == [events[2]]
    assert kinds == [("note", ""), ("note", "score")]
    assert board.timeline.previous_kind == "note"


def test_the_picture_advances_as_the_events_play_and_catches_up_once_idle():
    app = make_app()
    board = Board(app)
    board.state = 3  # the rules stand further on than the events show
    board.timeline.play([{"kind": "score", "to": 1}, {"kind": "score", "to": 2}])
    shown = []
    for _ in range(8):
        board.update(FRAME)
        shown.append(board.picture)
    assert shown == [1, 1, 2, 2, 2, 3, 3, 3]  # each step for 0.375 s, then the rules' state
    board.state = 5  # a move with no animation (or a continued game): caught up at once
    board.update(FRAME)
    assert board.picture == 5


def test_the_picture_does_not_catch_up_while_something_moves():
    app = make_app()
    board = Board(app)
    board.state = 7
    board.flying = 3
    board.update(FRAME)
    assert board.picture == 0
    frames(board, 2)
    assert board.picture == 7


def test_a_banner_replaces_the_last_one_at_animation_speed():
    app = make_app(speed=2.0)
    timeline = Timeline(app, None)
    timeline.banner("One", 1.25)
    timeline.banner("Two", 1.25, "sub", good=False)
    assert [(b.text, b.time_left, b.sub, b.good) for b in timeline.banners] == [("Two", 0.625, "sub", False)]
    for _ in range(5):
        timeline.update(FRAME)
    assert timeline.banners == []


def test_banners_that_take_turns_wait_for_each_other_and_hold_the_table():
    app = make_app(speed=2.0)
    timeline = Timeline(app, None, banners_take_turns=True)
    timeline.banner("One", 0.5)
    timeline.banner("Two", 0.5)
    assert timeline.busy()
    timeline.update(FRAME)
    assert [b.time_left for b in timeline.banners] == [0.25, 0.5]  # animation seconds
    timeline.update(FRAME)
    assert [b.text for b in timeline.banners] == ["Two"]
    timeline.update(FRAME)
    timeline.update(FRAME)
    assert timeline.banners == [] and not timeline.busy()


def test_floaters_rise_for_their_seconds_at_animation_speed_or_not():
    app = make_app(speed=2.0)
    fast = Timeline(app, None)
    fast.float_text("+1", (10, 20))
    fast.float_text("+2", (300, 20), 2.5)
    assert [(f.text, f.pos, f.time_left) for f in fast.floaters] == [("+1", (10, 20), 0.7), ("+2", (300, 20), 1.25)]
    steady = Timeline(app, None, floaters_at_anim_speed=False)
    steady.float_text("+1", (0, 0))
    assert steady.floaters[0].time_left == 1.4
    for _ in range(8):
        fast.update(FRAME)
        steady.update(FRAME)
    assert [f.text for f in fast.floaters] == ["+2"] and len(steady.floaters) == 1


def test_floaters_at_one_spot_take_turns_instead_of_piling_up():
    app = make_app(speed=1.0)
    timeline = Timeline(app, None)
    timeline.float_text("+$5", (400, 300))
    timeline.float_text("Varmint!", (410, 305))  # the same name: it waits
    timeline.float_text("+1", (900, 300))  # elsewhere: at once
    assert [f.text for f in timeline.floaters] == ["+$5", "+1"]
    appeared = False
    for _ in range(40):
        timeline.update(FRAME)
        if "Varmint!" in [f.text for f in timeline.floaters]:
            appeared = True
            first = next((f for f in timeline.floaters if f.text == "+$5"), None)
            assert first is None or first.shown >= 0.7  # the first has risen clear before the next appears
    assert appeared and not timeline.waiting_floaters


def test_step_tray_runs_at_animation_speed_and_clacks():
    app = make_app(speed=3.0)
    tray = Tray()
    step_tray(app, tray, FRAME)
    assert tray.time_scale == 3.0 and app.played == ["clack"]


def test_then_banner_puts_its_banner_up_when_its_step_starts():
    app = make_app()
    board = Board(app)
    board.timeline.then(0.25)
    board.timeline.then_banner(0.5, "Doubles!", 0.75, "Ann rolls again", good=False)
    frames(board, 1)
    assert not board.timeline.banners
    frames(board, 1)
    (banner,) = board.timeline.banners
    assert (banner.text, banner.sub, banner.good) == ("Doubles!", "Ann rolls again", False)
