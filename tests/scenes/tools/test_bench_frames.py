"""The bench's frame figures: wall time, and the thread's CPU time, which a shared machine sways less."""

from scenes.app import App
from scenes.screens.title import TitleScene
from scenes.tools.bench import _time_frames


def test_a_scene_s_frames_are_timed_on_the_wall_and_on_the_cpu(tmp_path, monkeypatch):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path))
    app = App(headless=True)
    app.scenes.reset(TitleScene(app))
    row = _time_frames(app, 5, warm_up=1)
    assert 0 < row["cpu_median_ms"] <= row["cpu_p99_ms"] <= row["cpu_max_ms"]
    assert 0 < row["median_ms"] <= row["max_ms"]
