"""Coal n' Write's how-to pages read like the tutorial: one idea a page, in short
sentences, each beside a picture the table draws."""

import re

import pytest

import game.coal_n_write as coal_n_write
from scenes.app import App
from scenes.coal_n_write.howto import PICTURES
from scenes.screens.howto import HowToScene, load_pages
from sprites import theme

TABLE_RULES = ("Store table rules", "Table rules")  # what we decided, read as a reference: text alone


@pytest.fixture
def app():
    return App(headless=True)


def teaching_pages():
    pages, message = load_pages(coal_n_write.SPEC)
    assert not message
    return [page for page in pages if page["title"] not in TABLE_RULES]


def test_each_page_has_a_picture_and_a_few_short_sentences():
    pages = teaching_pages()
    assert len(pages) >= 10
    for page in pages:
        assert page["picture"] in PICTURES, page["title"]
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", page["text"]) if s]
        assert len(page["text"]) <= 260 and len(sentences) <= 9, page["title"]
        assert max(len(s.split()) for s in sentences) <= 22, page["title"]


def test_the_pages_read_at_the_largest_size(app):
    scene = HowToScene(app, coal_n_write.SPEC)
    for page, size in zip(scene.pages, scene.sizes):
        if page["title"] not in TABLE_RULES:
            assert size >= theme.BODY, page["title"]
