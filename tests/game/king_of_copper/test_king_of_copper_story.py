"""King of Copper's log lines say where a token went, in the words the board shows."""

from game.king_of_copper import board as B
from game.king_of_copper.story import tell


def line(to: str, use: str = "a") -> str:
    move = {"player": 1, "kind": "move", "token": 0, "use": use, "to": to}
    return tell(move, [], None)[0][1]


def test_a_token_move_names_the_space_it_reaches():
    assert line("t5") == "{p1} moves token 1 to a Miners' Camp with the first die."
    assert line("t4", "both") == "{p1} moves token 1 to a tunnel (IN) with both dice."
    assert line("t1", "b") == "{p1} moves token 1 to an Event square with the second die."
    assert line("t0") == "{p1} moves token 1 to a First Square with the first die."
    assert line("home") == "{p1} moves token 1 into Finish with the first die."


def test_a_move_into_a_district_names_the_district_or_the_mine():
    path = next(B.octagon(1, k) for k in range(B.OCTAGONS) if B.kind(B.octagon(1, k)) == "octagon")
    assert line(path) == "{p1} moves token 1 into Centerville with the first die."
    mine = next(iter(B.MINE_NAMES))
    assert line(mine) == f"{{p1}} moves token 1 to {B.MINE_NAMES[mine]} with the first die."


def test_the_opening_roll_says_who_rolled_what_in_words():
    event = {"kind": "opening", "seats": [0, 1], "rolls": [[5, 4], [2, 1]]}
    (said,) = tell({"player": "chance", "kind": "opening"}, [event], None)
    assert said == (None, "Opening roll: {p0} rolled 5 and 4: 9; {p1} rolled 2 and 1: 3.")


def test_an_event_card_is_quoted_so_its_you_is_the_drawer_not_the_reader():
    event = {
        "kind": "event_card",
        "seat": 2,
        "title": "Lawyer's letter",
        "text": "Ticket: the next time you are robbed, keep the chip.",
    }
    (said,) = tell({"player": "chance", "kind": "draw"}, [event], None)
    assert (
        said[1] == '{p2} draws Lawyer\'s letter. The card reads: "Ticket: the next time you are robbed, keep the chip."'
    )
