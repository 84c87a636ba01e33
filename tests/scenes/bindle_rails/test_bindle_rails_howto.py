"""Bindle Rails Express's how-to pages: one idea a page, each with its own picture drawn with the
game's dice, and the teaching pages short enough to read at a large size."""

import pygame
import pytest

from game.registry import get_game
from scenes.bindle_rails.howto import PICTURES, howto_picture
from scenes.screens.howto import PICTURE_RECT, TEXT_ALONE, TEXT_WITH_PICTURE, HowToScene, load_pages, text_size
from sprites import theme

from scene_monkey import make_app

SPEC = get_game("bindle_rails")
PAGES, PROBLEM = load_pages(SPEC)
REFERENCE = ("Advanced game", "Our dice and track", "The railroads", "Table rules")  # what we decided, to look up
TEACHING = [page for page in PAGES if page["title"] not in REFERENCE]


def test_the_pages_load_and_every_one_but_the_table_rules_has_its_own_picture():
    assert PROBLEM == ""
    pictured = [page["picture"] for page in PAGES if page["title"] != "Table rules"]
    assert all(pictured) and len(set(pictured)) == len(pictured), "a picture on each page, none twice"
    assert set(pictured) <= set(PICTURES)


def test_the_table_rules_fit_their_page_with_no_line_cut_off():
    table = next(page for page in PAGES if page["title"] == "Table rules")
    box = TEXT_ALONE.inflate(-16, -16)
    size = text_size(table["text"], box)
    assert size >= theme.MIN_TEXT and theme.wrapped_height(table["text"], size, box.width) <= box.height


@pytest.mark.parametrize("page", TEACHING, ids=lambda page: page["title"])
def test_a_teaching_page_is_one_idea_in_short_sentences_at_a_large_size(page):
    sentences = [s for s in page["text"].replace("!", ".").replace("?", ".").split(". ") if s.strip()]
    assert len(sentences) <= 5
    assert all(len(sentence.split()) <= 22 for sentence in sentences), "short sentences"
    assert text_size(page["text"], TEXT_WITH_PICTURE.inflate(-16, -16)) >= theme.BODY


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_every_picture_draws_something_inside_its_frame(name):
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    howto_picture(name, surface, PICTURE_RECT)
    inside = surface.subsurface(PICTURE_RECT)
    assert pygame.transform.average_color(inside)[:3] != (0, 0, 0), f"{name} draws nothing"
    outside = surface.copy()
    outside.fill((0, 0, 0), PICTURE_RECT)
    assert pygame.transform.average_color(outside)[:3] == (0, 0, 0), f"{name} draws outside its frame"


def test_the_how_to_screen_turns_through_every_page(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, fake=False)
    scene = HowToScene(app, SPEC)
    app.scenes.reset(scene)
    for _ in PAGES:
        app.frame(1 / 30, [])
        assert not scene.failed_pictures
        scene.turn(1)
    assert scene.pages[-1]["title"] == "Table rules"
