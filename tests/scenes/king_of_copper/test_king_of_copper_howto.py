"""King of Copper's how-to pages: the teaching pages are one idea in short sentences, at a large size
(every game's pictures: tests/scenes/kit/test_howto_pages.py)."""

import pytest

from game.registry import get_game
from scenes.screens.howto import TEXT_WITH_PICTURE, load_pages, text_size
from sprites import theme

SPEC = get_game("king_of_copper")
PAGES, PROBLEM = load_pages(SPEC)
REFERENCE = ("Our board", "Our chips", "Our cards", "Table rules")  # what we decided, to look up
TEACHING = [page for page in PAGES if page["title"] not in REFERENCE]


@pytest.mark.parametrize("page", TEACHING, ids=lambda page: page["title"])
def test_a_teaching_page_is_one_idea_in_short_sentences_at_a_large_size(page):
    sentences = [s for s in page["text"].replace("!", ".").replace("?", ".").split(". ") if s.strip()]
    assert len(sentences) <= 5
    assert all(len(sentence.split()) <= 22 for sentence in sentences), "short sentences"
    assert text_size(page["text"], TEXT_WITH_PICTURE.inflate(-16, -16)) >= theme.BODY
