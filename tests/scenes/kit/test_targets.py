"""The targets layer (scenes/kit/targets.py): focus, keys and hit-testing from one list."""

import pygame

from scenes.kit.targets import Target, Targets


def row(legal=(True, True, True, True), group="hill"):
    """Four targets in a row, 100 px apart, each making its own move."""
    return [
        Target(
            ("hill", i), pygame.Rect(100 * i, 0, 90, 90), f"hill {i + 1}", group, {"kind": "mine", "hill": i}, legal=ok
        )
        for i, ok in enumerate(legal)
    ]


def test_the_focus_starts_on_the_first_and_stays_on_its_key_as_the_list_is_made_again():
    layer = Targets()
    layer.set(row())
    assert layer.focused.key == ("hill", 0)
    layer.focus(layer.find(("hill", 2)))
    layer.set(row())
    assert layer.focused.key == ("hill", 2)


def test_a_lost_focus_goes_to_the_nearest_and_is_kept_while_nothing_may_take_it():
    layer = Targets()
    layer.set(row())
    layer.focus(layer.find(("hill", 2)))
    layer.set([])  # a bot's turn
    assert layer.focus_key == ("hill", 2)
    layer.set(row(legal=(True, False, False, True)))
    assert layer.focused.key == ("hill", 3)
    layer.focus(layer.find(("hill", 0)))
    layer.set(row(legal=(False, True, True, True)))
    assert layer.focused.key == ("hill", 1)


def test_in_list_order_a_lost_focus_goes_to_the_next_along_even_when_places_shift():
    layer = Targets(by_order=True)
    layer.set(row())
    layer.focus(layer.find(("hill", 1)))
    moved = row(legal=(True, False, True, True))
    moved[0].rect.x = 260  # the first hill now sits next to where hill 2 was
    layer.set(moved)
    assert layer.focused.key == ("hill", 0)  # as near in the list as hill 3, and listed first


def test_cycling_keys_wrap_within_their_group_and_skip_what_may_not_be_focused():
    layer = Targets({"right": ("hill", 1), "left": ("hill", -1)})
    layer.set(row(legal=(True, False, True, True)))
    seen = []
    for _ in range(4):
        assert layer.step("right")
        seen.append(layer.focused.key[1])
    assert seen == [2, 3, 0, 2]
    assert layer.step("left") and layer.focused.key == ("hill", 0)


def test_arrows_go_to_the_nearest_target_that_way_and_tab_through_the_list():
    grid = [Target((x, y), pygame.Rect(100 * x, 100 * y, 80, 80), f"{x},{y}") for y in range(2) for x in range(3)]
    layer = Targets()
    layer.set(grid)
    assert layer.step("right") and layer.focused.key == (1, 0)
    assert layer.step("down") and layer.focused.key == (1, 1)
    assert not layer.step("down")  # nothing that way: the key is left for the table
    assert layer.step("next") and layer.focused.key == (2, 1)
    assert layer.step("next") and layer.focused.key == (0, 0)
    assert layer.step("prev") and layer.focused.key == (2, 1)
    assert not layer.step("confirm")


def test_a_click_hits_the_smallest_target_under_it_even_one_the_focus_passes_by():
    token = Target("token", pygame.Rect(20, 20, 30, 30), "token", choose=lambda: None, leads_to=[{"kind": "go"}])
    space = Target("space", pygame.Rect(0, 0, 100, 100), "space", move={"kind": "go"})
    refused = Target("gone", pygame.Rect(200, 0, 50, 50), "gone", move={"kind": "go", "to": 2}, legal=False)
    layer = Targets()
    layer.set([space, token, refused])
    assert layer.at((25, 25)) is token and layer.at((5, 5)) is space and layer.at((210, 10)) is refused
    assert layer.at((500, 500)) is None
    assert layer.for_move({"kind": "go"}) == [space, token]
    assert [t.key for t in layer.items if layer.may_focus(t)] == ["space", "token"]


def test_learn_to_play_keeps_the_focus_on_the_step_and_a_move_takes_the_focus():
    layer = Targets()
    layer.set(row())
    assert layer.focus_move({"kind": "mine", "hill": 3}) and layer.focused.key == ("hill", 3)
    assert not layer.focus_move({"kind": "mine", "hill": 9})
    layer.only = lambda target: target.makes({"kind": "mine", "hill": 1})
    layer.set(row(legal=(True, False, True, True)))  # the step is the mistake: a refused hill
    assert layer.focused.key == ("hill", 1)
    assert layer.step("next") and layer.focused.key == ("hill", 1)  # the only one it may rest on


def test_what_an_overlay_keeps_clear_of_is_where_each_target_shows():
    ring = pygame.Rect(10, 10, 20, 20)
    layer = Targets()
    layer.set([Target("a", pygame.Rect(0, 0, 100, 100), "a", spot=ring), Target("b", pygame.Rect(200, 0, 9, 9), "b")])
    assert layer.rects() == [ring, pygame.Rect(200, 0, 9, 9)]


def test_a_round_target_is_hit_inside_its_circle_only():
    coin = Target("coin", pygame.Rect(0, 0, 100, 100), "coin", round=True)
    layer = Targets()
    layer.set([coin])
    assert layer.at((50, 5)) is coin and layer.at((95, 50)) is coin
    assert layer.at((5, 5)) is None  # the corner of its box is off the coin
