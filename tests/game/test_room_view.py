"""Match.room_view(): the room's view, kept until a move, an undo or changed()."""

from game.contract import ROOM
from game.match import Match, Seat
from game.registry import get_game


def stripmine_match() -> Match:
    return Match(get_game("stripmine"), [Seat("Tess"), Seat("Hill", 1, "bot")], 3)


def test_the_room_view_is_the_view_of_the_room_and_is_kept_until_the_table_changes():
    match = stripmine_match()
    first = match.room_view()
    assert first == match.view(ROOM) and first.seed is None
    assert match.room_view() is first
    match.chance() if match.to_act() == ["chance"] else match.apply(match.legal_moves(match.to_act()[0])[0])
    assert match.room_view() is not first and match.room_view() == match.view(ROOM)


def test_a_state_edited_in_place_shows_after_changed_and_is_caught_without_it():
    match = stripmine_match()
    kept = match.room_view()
    match.state.hills[0].append("dime")
    assert not match.room_view_is_current()
    assert match.room_view() is kept  # still the old picture until the edit is announced
    match.changed()
    assert match.room_view().hills[0][-1] == "dime" and match.room_view_is_current()


def test_an_undo_to_gives_a_new_room_view():
    match = stripmine_match()
    while len(match.log) < 3:
        actor = match.to_act()[0]
        match.chance() if actor == "chance" else match.apply(match.legal_moves(actor)[0])
    before = match.room_view()
    match.undo_to(1)
    assert match.room_view() == match.view(ROOM) and match.room_view() != before


def test_the_check_each_frame_makes_the_rooms_view_again_only_once_the_state_differs(monkeypatch):
    match = stripmine_match()
    match.room_view()
    views = []
    view = match.view
    monkeypatch.setattr(match, "view", lambda seat: views.append(seat) or view(seat))
    assert all(match.room_view_is_current() for _ in range(10)) and len(views) == 1
    match.state.hills[0].append("dime")
    assert not match.room_view_is_current() and not match.room_view_is_current()
    match.state.hills[0].pop()
    assert match.room_view_is_current() and len(views) == 4
