"""What tripped a first try of King of Copper: a total read as part of a name ("Prospector 1 9"),
a prompt with no dice in it ("move with : pick"), a Finish space tagged only "Move 4", a
tunnel exit tagged "here", a hint's arrow drawn over the tags it points between, and a Prospect
button with no price on it."""

import pygame
from test_king_of_copper_couch import at_start, set_roll, start, until
from test_king_of_copper_lesson_two import lesson_at
from test_king_of_copper_tutorial import app, learn, press_enter, until_learner  # noqa: F401 (a fixture)

from game import tutorial
from scenes.king_of_copper import drawing
from scenes.king_of_copper.board import opening_words


def test_the_opening_banner_says_rolled_between_a_name_and_its_total():
    event = {"seats": [0, 1], "rolls": [[5, 4], [2, 1]]}
    assert opening_words(["Prospector 1", "Careful Clem"], event) == "Prospector 1 rolled 9, Careful Clem rolled 3"


def test_the_prompt_names_no_dice_once_none_are_left(app):  # noqa: F811
    match, scene = start(app)
    at_start(app, match, scene)
    set_roll(app, match, [2, 2], ["t5"])
    assert until(app, lambda: not scene.busy())
    assert "move with 2 and 2" in scene.prompts.prompt_text()
    scene.state.used = [True, True]  # as while a robbery's chips are laid out
    assert "move with" not in scene.prompts.prompt_text()


def test_finish_is_tagged_by_name_and_a_tunnel_exit_says_come_out_here(app):  # noqa: F811
    learn(app)
    seen: dict[str, str] = {}  # the focused space's tag at the lesson's tunnel exit and its Finish
    while set(seen) != {"tunnel_exit", "home"}:
        scene = until_learner(app)
        move = scene.guide.learner_step().move
        if move["kind"] == "tunnel_exit" or move.get("to") == "home":
            focused = next(tag for tag in scene.board.glow_nodes.values() if tag.startswith(">"))
            seen["home" if move.get("to") == "home" else "tunnel_exit"] = focused
        press_enter(app)
    assert seen == {"tunnel_exit": ">Come out here", "home": ">Move 4 to Finish"}


def test_a_hints_arrow_goes_under_the_tags_of_the_spaces(app, monkeypatch):  # noqa: F811
    match, scene = start(app)
    at_start(app, match, scene)
    drawn: list[str] = []
    monkeypatch.setattr(drawing.marks, "draw_preview", lambda *_: drawn.append("arrow"))
    monkeypatch.setattr(drawing.marks, "draw_glow", lambda *_: drawn.append("tags"))
    drawing.draw_board(pygame.Surface((1280, 720)), scene.board, None)
    assert drawn == ["arrow", "tags"]


def test_the_prospect_button_shows_its_price_as_buy_title_does(app):  # noqa: F811
    scene = lesson_at(app, 1, "prospect")
    scene.row.refresh(0)
    assert "Prospect Alice $50" in [button.label for button in scene.row.buttons]


def test_lesson_one_says_what_a_panels_district_letter_counts():
    script = tutorial.load_script("king_of_copper")
    assert any("W1: one Walkerville title" in step.then for step in script.steps)
