"""The text audit hears every string drawn, with its capital height on screen, and every text cut short."""

import pygame

from sprites import readability, theme


def test_the_audit_hears_each_string_at_its_smallest_capital_height():
    surface = pygame.Surface((400, 200))
    with readability.watching() as audit:
        theme.draw_text(surface, "Camp", (0, 0), 12)
        theme.draw_text(surface, "Camp", (0, 40), theme.BODY)
        theme.draw_text(surface, "Points 28", (0, 80), theme.BODY)
        theme.draw_text(surface, "-", (0, 120), 10)  # nothing to read
    assert audit.caps["Camp"] == theme.cap_height(12) < readability.MIN_CAP
    assert audit.caps["Points 28"] == theme.cap_height(theme.BODY) >= readability.MIN_CAP
    assert set(audit.small()) == {"Camp"}
    assert "-" not in audit.caps


def test_text_shortened_to_fit_or_wrapped_past_its_box_is_a_cut():
    surface = pygame.Surface((400, 200))
    words = "Send burro 2 with 3 empty slots to town"
    with readability.watching() as audit:
        assert theme.fit(words, theme.BODY, 120).endswith("...")
        assert theme.fit("Hi", theme.BODY, 400) == "Hi"
        theme.draw_wrapped(surface, words + " and back again", pygame.Rect(0, 0, 160, 40), theme.BODY)
    assert set(audit.cuts) == {words, words + " and back again"}


def test_text_in_art_seen_zoomed_out_counts_at_the_size_shown():
    with readability.watching() as audit, readability.shown_at(0.5):
        theme.text("START", theme.BODY)
    assert audit.caps["START"] == theme.cap_height(theme.BODY) * 0.5


def test_nothing_is_heard_once_the_audit_ends():
    with readability.watching() as audit:
        pass
    theme.text("later", theme.BODY)
    assert audit.caps == {}
