"""The bundled type: both faces come from the repo (never a system font), with
their licences beside them; text stays couch-sized; wrapped text stays in its box."""

import pathlib

import pygame
import pytest

from sprites import theme

FACES = [theme.BODY_FACE, theme.DISPLAY_FACE]


@pytest.fixture(autouse=True)
def fresh_fonts(monkeypatch):
    """Fonts built anew for each test, so a test sees what font() opens."""
    pygame.font.init()
    monkeypatch.setattr(theme, "_fonts", {})
    monkeypatch.setattr(theme, "_text_cache", type(theme._text_cache)(100))


def ink(surface: pygame.Surface) -> pygame.Rect:
    return surface.get_bounding_rect()


def old_font_ink(string: str, size: int) -> pygame.Rect:
    """The ink of pygame's own default font, which these sizes were chosen with."""
    return ink(pygame.font.Font(None, size).render(string, True, (0, 0, 0)))


def test_both_faces_are_files_in_the_repo_and_fonts_open_only_them(monkeypatch):
    repo = pathlib.Path(__file__).resolve().parents[2]
    opened = []
    real = pygame.font.Font

    def spy(path, size):
        opened.append(path)
        return real(path, size)

    monkeypatch.setattr(pygame.font, "Font", spy)
    monkeypatch.setattr(pygame.font, "SysFont", lambda *a, **k: pytest.fail("a system font was asked for"))
    theme.draw_text(pygame.Surface((400, 100)), "Body words", (0, 0), theme.BODY)
    theme.draw_text(pygame.Surface((400, 100)), "BOOMTOWN", (0, 0), theme.HEADING, display=True)
    assert opened == [theme.BODY_FACE, theme.DISPLAY_FACE]
    for face in FACES:
        assert face.is_file() and face.parent == repo / "sprites" / "fonts"
    assert theme.BODY_FACE != theme.DISPLAY_FACE


@pytest.mark.parametrize("face", FACES, ids=lambda face: face.stem)
def test_each_face_has_its_open_font_licence_beside_it(face):
    family = face.stem.split("-")[0]
    licence = face.with_name(f"{family}-OFL.txt")
    words = licence.read_text()
    assert "SIL OPEN FONT LICENSE Version 1.1" in words and "Copyright" in words


def test_the_fonts_folder_holds_only_the_two_faces_and_their_licences():
    folder = theme.FONT_DIR
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [f.name for f in FACES] + [f"{f.stem.split('-')[0]}-OFL.txt" for f in FACES]
    )
    assert sum(p.stat().st_size for p in folder.iterdir()) < 400_000  # no big files in the repo


def test_the_smallest_text_is_readable_from_the_couch():
    line = theme.text("Hg $12", theme.MIN_TEXT)
    assert line.get_height() >= 18 and theme.font(theme.MIN_TEXT).get_linesize() >= 18
    x_height = ink(theme.text("x", theme.MIN_TEXT)).height
    assert x_height >= 10  # as tall as the default font's at MIN_TEXT, chosen on a couch


@pytest.mark.parametrize("size", [theme.MIN_TEXT, 30, theme.SMALL, theme.BODY, theme.LARGE])
def test_body_text_is_at_least_as_large_as_the_font_its_sizes_were_chosen_with(size):
    assert ink(theme.text("x", size)).height >= old_font_ink("x", size).height


@pytest.mark.parametrize("size", [theme.LARGE, theme.HEADING, theme.TITLE])
def test_headings_capitals_are_at_least_as_tall_as_before(size):
    assert ink(theme.text("H", size, display=True)).height >= old_font_ink("H", size).height


@pytest.mark.parametrize("display", [False, True])
def test_a_line_keeps_all_its_ink_after_its_empty_band_is_cut(display):
    for size in (theme.MIN_TEXT, theme.BODY, theme.HEADING):
        line = theme.text(theme._INK_PROBE, size, display=display)  # the tallest and deepest glyphs Boomtown uses
        full = theme.font(size, display).render(theme._INK_PROBE, True, (255, 255, 255))
        assert ink(line).height == ink(full).height  # nothing of a glyph is cut
        assert ink(line).top <= 1 and line.get_height() - ink(line).bottom <= 1  # and little room is left


LONG = (
    "Two hills of coins per player stand in the field. Each hill is a quarter at the bottom, "
    "then a nickel, a penny, and a dime on top.\nA second paragraph, and an unbreakablewordthatisfartoolong."
)


@pytest.mark.parametrize("align", ["left", "center"])
def test_wrapped_text_stays_inside_its_box_and_every_line_is_drawn(align):
    box = pygame.Rect(40, 30, 300, 400)
    surface = pygame.Surface((400, 500), pygame.SRCALPHA)
    height = theme.draw_wrapped(surface, LONG, box, theme.MIN_TEXT, (255, 255, 255), align=align)
    drawn = ink(surface)
    assert box.contains(drawn), (drawn, box)
    assert height == theme.wrapped_height(LONG, theme.MIN_TEXT, box.width) and height <= box.height
    assert drawn.height > 5 * theme.font(theme.MIN_TEXT).get_linesize()  # it wrapped onto many lines
    if align == "center":
        assert abs(drawn.centerx - box.centerx) <= 8


def test_a_box_too_short_shows_whole_lines_only():
    box = pygame.Rect(0, 0, 300, 2 * theme.font(theme.BODY).get_linesize() + 10)
    surface = pygame.Surface((300, 300), pygame.SRCALPHA)
    used = theme.draw_wrapped(surface, LONG, box, theme.BODY, (255, 255, 255))
    assert used <= box.height and ink(surface).bottom <= box.bottom
    assert used < theme.wrapped_height(LONG, theme.BODY, box.width)  # the rest is left out, not cut in half
