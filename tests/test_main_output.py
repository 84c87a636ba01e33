"""The command line's output is its own: pygame's greeting never comes
first, so a --json report parses as JSON."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_python(*args) -> str:
    """Stdout of a fresh Python in the project, without the tests' own hush."""
    env = {key: value for key, value in os.environ.items() if key != "PYGAME_HIDE_SUPPORT_PROMPT"}
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, check=True).stdout


def test_pygame_does_not_greet_on_stdout():
    assert run_python("-c", "import main, pygame") == ""


def test_sim_json_is_json_only():
    report = json.loads(run_python("main.py", "sim", "stripmine", "--games", "3", "--json"))
    assert report["game"] == "stripmine" and report["games"] == 3


def test_sim_all_reports_every_game():
    reports = json.loads(run_python("main.py", "sim", "all", "--games", "1", "--json", "--jobs", "1"))
    from game.registry import all_games

    assert [report["game"] for report in reports] == [spec.id for spec in all_games()]


def test_sim_ladder_prints_a_line_per_rung():
    text = run_python("main.py", "sim", "aircargo", "--ladder", "--games", "2", "--jobs", "1")
    from game.registry import get_game

    names = [opponent.name for opponent in get_game("aircargo").opponents]
    assert all(name in text for name in names)
    assert len(text.strip().splitlines()) == 1 + len(names)


def test_bench_start_up_runs_from_the_project():
    """The bench's start-up figure launches a fresh interpreter in the project folder."""
    from scenes.tools.bench import ROOT, startup_seconds

    assert (ROOT / "main.py").is_file()
    assert startup_seconds() > 0


def test_a_smoke_run_plays_some_frames_of_the_demo_and_says_how_it_went():
    # How a build is checked without a screen (README: "A build for people without Python").
    assert run_python("main.py", "demo", "--frames", "30").strip() == "Ran 30 frames; 0 scene errors."
