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


def _counting_beside(monkeypatch) -> list[str]:
    """The sides searched from now on (each search tries sides with labels.beside)."""
    import scenes.kit.labels as labels_module

    tried: list[str] = []

    def counted(anchor, size, side):
        tried.append(side)
        return beside(anchor, size, side)

    monkeypatch.setattr(labels_module, "beside", counted)
    return tried


def _lay_out(labels: Labels, token: pygame.Rect, second: tuple[int, int] = (70, 20)) -> list[pygame.Rect]:
    labels.start(solid=[token])
    anchor = pygame.Rect(80, 110, 20, 20)
    return [labels.place("Camp 3", (60, 20), anchor), labels.place("back 6", second, anchor)]


def test_the_same_layout_again_is_taken_from_the_last_one_without_a_search(monkeypatch):
    labels = Labels()
    token = pygame.Rect(120, 100, 40, 40)
    first = _lay_out(labels, token)
    tried = _counting_beside(monkeypatch)
    assert _lay_out(labels, token) == first
    assert tried == []
    assert [p.rect for p in labels.placed] == first


def test_a_label_moves_when_the_piece_it_kept_off_moves(monkeypatch):
    labels = Labels()
    left_of_token = _lay_out(labels, pygame.Rect(120, 100, 40, 40))[0]
    assert _lay_out(labels, pygame.Rect(20, 100, 40, 40))[0] != left_of_token  # the token went left of the anchor
    fresh = Labels()
    assert _lay_out(labels, pygame.Rect(20, 100, 40, 40)) == _lay_out(fresh, pygame.Rect(20, 100, 40, 40))


def test_a_label_asked_otherwise_is_searched_again_and_the_ones_after_it(monkeypatch):
    labels = Labels()
    token = pygame.Rect(120, 100, 40, 40)
    _lay_out(labels, token)
    tried = _counting_beside(monkeypatch)
    wider = _lay_out(labels, token, second=(200, 20))
    assert tried  # the second label was asked otherwise: searched anew
    assert wider == _lay_out(Labels(), token, second=(200, 20))


def test_pieces_changed_between_labels_count(monkeypatch):
    labels = Labels()
    anchor = pygame.Rect(80, 110, 20, 20)
    for ring_x in (None, 20, None):  # a glow ring added left of the anchor, then gone again
        labels.start(solid=[pygame.Rect(120, 100, 40, 40)])
        if ring_x is not None:
            labels.solid += [pygame.Rect(ring_x, 100, 40, 40)]
        placed = labels.place("Camp 3", (60, 20), anchor)
        fresh = Labels()
        fresh.start(solid=labels.solid)
        assert placed == fresh.place("Camp 3", (60, 20), anchor)
