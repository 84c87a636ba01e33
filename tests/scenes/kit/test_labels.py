"""Board labels go beside their anchors, clear of pieces and of each other."""

import pygame

from scenes.kit.labels import Labels, beside


def test_a_label_takes_the_first_clear_side_of_its_anchor():
    labels = Labels()
    labels.start(solid=[pygame.Rect(120, 100, 40, 40)])  # a token right of the anchor
    rect = labels.place("Camp 3", (60, 20), pygame.Rect(80, 110, 20, 20))
    assert rect == beside(pygame.Rect(80, 110, 20, 20), (60, 20), "left")
    assert labels.overlaps == []


def test_two_labels_on_one_anchor_do_not_overlap():
    labels = Labels()
    labels.start()
    anchor = pygame.Rect(400, 300, 30, 30)
    first = labels.place("6+3", (50, 20), anchor)
    second = labels.place("back 6", (70, 20), anchor)
    assert not first.colliderect(second)
    assert labels.overlaps == []


def test_a_label_with_no_clear_side_is_counted_as_an_overlap():
    labels = Labels(bounds=pygame.Rect(0, 0, 100, 40))
    labels.start()
    labels.place("one", (90, 30), (50, 20))
    labels.place("two", (90, 30), (50, 20))
    assert labels.overlaps == [("two", "one")]


def test_a_label_stays_on_screen():
    labels = Labels()
    labels.start()
    rect = labels.place("START", (80, 24), pygame.Rect(1270, 700, 10, 10), sides=("right",))
    assert pygame.Rect(0, 0, 1280, 720).contains(rect)
