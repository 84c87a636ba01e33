"""A damaged Learn to play script in an installed copy: whatever the damage, the player gets one
plain sentence saying so (with the line or step where one is known), and no other game's script
is touched."""

import re

import pytest
from tutorial_damage import DAMAGES, cases, damaged_folder

from game import tutorial
from game.registry import all_games

SCRIPTED = [spec for spec in all_games() if tutorial.has_script(spec.id)]
CASES = [pytest.param(spec, kind, id=f"{spec.id}-{kind}") for spec, kind in cases(SCRIPTED)]
WHERE = r"line \d+|step \d+|seat \d+|the (title|intro|outro|seed|options|seats|steps)"


def sentence_form(title: str) -> re.Pattern:
    return re.compile(rf"Learn to play for {re.escape(title)} can't start: its script is damaged( \(({WHERE})\))?\.")


@pytest.mark.parametrize(("spec", "kind"), CASES)
def test_every_damage_gives_one_plain_sentence(spec, kind, tmp_path, monkeypatch):
    assert damaged_folder(tmp_path, spec, kind)
    monkeypatch.setattr(tutorial, "TUTORIAL_DIR", tmp_path)
    sentence = tutorial.problem(spec)
    assert sentence is not None and sentence_form(spec.title).fullmatch(sentence), sentence
    with pytest.raises(tutorial.ScriptError) as refused:
        tutorial.ready_script(spec)
    assert str(refused.value) == sentence and refused.value.detail


def test_the_damage_kinds_cover_the_file_the_values_and_the_play():
    assert {"truncated", "not_utf8", "seed_inf", "seed_nan", "seed_huge", "nested_3000_deep"} <= set(DAMAGES)
    assert {"unknown_option", "duplicated_option", "too_few_seats", "too_many_seats", "illegal_move"} <= set(DAMAGES)
    assert len(CASES) >= 30 * len(SCRIPTED)


def test_the_parser_s_line_is_named_and_its_words_are_not(tmp_path, monkeypatch):
    spec = SCRIPTED[0]
    damaged_folder(tmp_path, spec, "duplicated_key")  # the seed, again on the script's own line
    monkeypatch.setattr(tutorial, "TUTORIAL_DIR", tmp_path)
    sentence = tutorial.problem(spec)
    assert re.search(r"\(line [1-9]\d*\)\.$", sentence), sentence
    with pytest.raises(tutorial.ScriptError) as refused:
        tutorial.load_script(spec.id)
    assert "line" in refused.value.detail  # what exactly is wrong stays for whoever mends the script


@pytest.mark.parametrize("spec", SCRIPTED, ids=lambda spec: spec.id)
def test_a_step_the_rules_refuse_is_named_by_its_number(spec, tmp_path, monkeypatch):
    mistake = next(n for n, step in enumerate(tutorial.load_script(spec.id).steps, 1) if step.mistake)
    damaged_folder(tmp_path, spec, "illegal_move")  # that mistake written as a move the learner makes
    monkeypatch.setattr(tutorial, "TUTORIAL_DIR", tmp_path)
    assert tutorial.problem(spec).endswith(f"(step {mistake}).")
    problems = tutorial.check_script(spec, tutorial.load_script(spec.id))
    assert len(problems) == 1 and problems[0].startswith(f"step {mistake}: ")


@pytest.mark.parametrize("spec", SCRIPTED, ids=lambda spec: spec.id)
def test_one_damaged_script_leaves_the_other_games_their_own(spec, tmp_path, monkeypatch):
    damaged_folder(tmp_path, spec, "truncated")
    monkeypatch.setattr(tutorial, "TUTORIAL_DIR", tmp_path)
    assert tutorial.problem(spec) is not None
    assert all(tutorial.problem(other) is None for other in SCRIPTED if other is not spec)


def test_no_script_and_a_folder_in_its_place(tmp_path, monkeypatch):
    spec = SCRIPTED[0]
    monkeypatch.setattr(tutorial, "TUTORIAL_DIR", tmp_path)
    assert tutorial.problem(spec) == f"{spec.title} has no guided game yet."
    (tmp_path / f"{spec.id}.toml").mkdir()
    assert sentence_form(spec.title).fullmatch(tutorial.problem(spec))
