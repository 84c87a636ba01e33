"""Bindle Rails Express's how-to pages read like the tutorial: one idea a page, in short
sentences, each beside a picture the table draws; the table rules still fit their page."""

import re

import pygame
import pytest

import game.bindle_rails as bindle_rails
from scenes.app import App
from scenes.bindle_rails.howto import PICTURES, howto_picture
from scenes.screens.howto import PICTURE_RECT, TEXT_ALONE, HowToScene, load_pages
from sprites import theme

TABLE_RULES = "Table rules"  # what we decided, read as a reference: text alone


@pytest.fixture
def app():
    return App(headless=True)


def teaching_pages():
    pages, message = load_pages(bindle_rails.SPEC)
    assert not message
    return [page for page in pages if page["title"] != TABLE_RULES]


def test_each_page_has_a_picture_and_a_few_short_sentences():
    pages = teaching_pages()
    assert len(pages) >= 12
    for page in pages:
        assert page["picture"] in PICTURES, page["title"]
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", page["text"]) if s]
        assert len(page["text"]) <= 220 and len(sentences) <= 6, page["title"]
        assert max(len(s.split()) for s in sentences) <= 16, page["title"]


def test_every_picture_draws_something_inside_its_frame():
    surface = pygame.Surface((1280, 720))
    for name in PICTURES:
        surface.fill(theme.NIGHT)
        surface.set_clip(PICTURE_RECT)
        howto_picture(name, surface, PICTURE_RECT.copy())
        surface.set_clip(None)
        inside = surface.subsurface(PICTURE_RECT)
        assert pygame.transform.average_color(inside)[:3] != theme.NIGHT, name


def test_the_pages_read_at_a_couch_size_and_the_table_rules_fit(app):
    scene = HowToScene(app, bindle_rails.SPEC)
    for page, size in zip(scene.pages, scene.sizes):
        if page["title"] != TABLE_RULES:
            assert size >= theme.BODY, page["title"]
    rules_page = scene.pages[-1]
    assert rules_page["title"] == TABLE_RULES
    box = TEXT_ALONE.inflate(-16, -16)
    assert theme.wrapped_height(rules_page["text"], scene.sizes[-1], box.width) <= box.height, "no line cut off"
