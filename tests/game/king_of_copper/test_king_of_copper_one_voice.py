"""One voice: what passing under your own ladder costs is said in the same words by the hint,
the how-to page, the player aid and Learn to play (game/king_of_copper/words.py); the table's
warning says them too (tests/scenes/king_of_copper/test_king_of_copper_couch.py)."""

from game import paths, tomlfile, tutorial
from game.aid import aid
from game.king_of_copper import SPEC
from game.king_of_copper import board as B
from game.king_of_copper import rules as R
from game.king_of_copper.words import BAD_LUCK, UNDER_LADDER
from tests.game.king_of_copper.test_king_of_copper_rules import opened, place, roll, walks


def under_own_ladder():
    """Seat 1's token before the passage under its own ladder, with dice that cross it and dice that don't."""
    state = opened(players=4, first=1)
    place(state, 1, B.octagon(0, 5), "start", "start", "start")
    roll(state, 2, 5)
    return state


def test_the_hint_warns_of_bad_luck_on_exactly_the_moves_the_table_warns_of():
    state = under_own_ladder()
    view = R.view(state, 1)
    hinter = SPEC.bots["strong"](0)
    moves = walks(state, 1)
    warned = [R.brings_bad_luck(state, move) for move in moves]
    assert any(warned) and not all(warned)
    for move, bad_luck in zip(moves, warned):
        sentence = hinter.explain(view, 1, move)
        assert (UNDER_LADDER in sentence and BAD_LUCK in sentence) == bad_luck, (move, sentence)


def test_the_how_to_page_the_aid_and_the_first_lesson_say_it_in_the_same_words():
    pages = tomlfile.read(paths.DATA_DIR / SPEC.howto)["page"]
    passages = next(page["text"] for page in pages if page["title"] == "Passages")
    lesson = tutorial.load_script(SPEC.id)
    said = [passages, aid(SPEC.id)["ladder"].rule, " ".join(step.then for step in lesson.steps)]
    assert all(BAD_LUCK in words and "under your own ladder" in words for words in said)
