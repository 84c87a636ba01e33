"""`python main.py readable` plays a table with a person's hints and log open, and hears its text."""

from game.registry import get_game
from scenes.app import App
from scenes.tools import readable
from sprites import readability


def test_a_table_played_for_the_audit_tells_what_it_drew(monkeypatch):
    app = App(headless=True)
    monkeypatch.setattr(readable, "LIMIT_FRAMES", 400)
    spec = get_game("stripmine")
    report = readable.TableReport(spec.id, 3, 1)
    with readability.watching() as audit:
        readable.play_table(app, spec, 3, 1, report)
    assert report.decisions >= 1
    assert any(string.startswith("Hint for You") for string in audit.caps)  # the hint was asked and shown
    assert audit.smallest() is not None


def test_the_report_names_small_and_cut_strings_and_words_drawn_over_another():
    report = readable.TableReport(
        "stripmine", 8, 1, smallest=9.0, small={"$50": 9.0}, cuts={"Boss Barnaby": "shortened"}
    )

    class Scene:
        def overlaps_seen(self):
            return [("Centerville", "a piece or a word")]

    report.saw(Scene())
    report.saw(Scene())
    text = readable.format_report([report])
    assert "stripmine, 8 players" in text and "'$50'" in text and "'Boss Barnaby'" in text
    assert report.collisions == {"Centerville / a piece or a word": 2} and "Centerville / a piece" in text
