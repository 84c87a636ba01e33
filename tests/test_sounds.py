"""Sound effects: the synth is repeatable, the committed WAVs match it, and
the SoundBoard plays them or stays silent without ever raising."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"  # before pygame starts: headless
os.environ["SDL_AUDIODRIVER"] = "dummy"  # without it the mixer cannot open

import logging
import shutil
import sys
import wave
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sounds import synth  # noqa: E402
from sounds.mixer import COOLDOWN, SoundBoard  # noqa: E402

SOUNDS = ROOT / "sounds"


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    folder = tmp_path_factory.mktemp("synth")
    synth.write_effects(folder)
    return folder


@pytest.fixture(autouse=True)
def fresh_mixer():
    """Each test starts and ends with the mixer closed."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


class FakeClock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


# --- synth -----------------------------------------------------------------


def test_synth_is_deterministic(generated, tmp_path):
    synth.write_effects(tmp_path)
    for name in synth.EFFECTS:
        again = (tmp_path / f"{name}.wav").read_bytes()
        assert again == (generated / f"{name}.wav").read_bytes(), name


def test_committed_wavs_match_the_synth(generated):
    for name in synth.EFFECTS:
        committed = SOUNDS / f"{name}.wav"
        assert committed.exists(), f"run python -m sounds.synth ({name} missing)"
        assert committed.read_bytes() == (generated / f"{name}.wav").read_bytes(), (
            f"{name}.wav drifted from sounds/synth.py; rerun python -m sounds.synth"
        )


def test_wavs_are_small_mono_and_not_clipped(generated):
    total = 0
    for name in synth.EFFECTS:
        path = generated / f"{name}.wav"
        total += path.stat().st_size
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
            frames = w.getnframes()
            data = memoryview(w.readframes(frames)).cast("h")
        limit = 1.5 if name == "cheer" else 0.6
        assert 0 < frames / 22050 <= limit, name
        assert max(abs(s) for s in data) <= 32767 * synth.PEAK + 1, name
        assert abs(data[0]) < 200 and abs(data[-1]) < 200, name  # faded ends
    assert total < 400_000


# --- SoundBoard ------------------------------------------------------------


def test_plays_every_effect_under_the_dummy_driver():
    board = SoundBoard()
    assert board.available
    for name in synth.EFFECTS:
        assert board.play(name), name


def test_mute_and_volume():
    board = SoundBoard(volume=5, muted=True)
    assert board.volume == 1.0 and board.muted
    assert not board.play("click")
    assert board.available  # muted is not "no sound device"
    board.set_muted(False)
    assert not board.muted and board.play("click")
    board.set_volume(-2)
    assert board.volume == 0.0
    assert not board.play("clink")  # nothing to hear at volume 0
    board.set_volume(0.25)
    assert board.volume == 0.25 and board.play("clink")


def test_play_volume_scales_the_master_volume(monkeypatch):
    played = {}

    class FakeChannel:
        def set_volume(self, v):
            played["volume"] = v

        def play(self, sound):
            played["sound"] = sound

    board = SoundBoard(volume=0.5)
    monkeypatch.setattr(pygame.mixer, "find_channel", lambda force=False: FakeChannel())
    assert board.play("score", volume=0.5)
    assert played["volume"] == pytest.approx(0.25) and "sound" in played
    assert board.play("click", volume=7)  # clamped to 1
    assert played["volume"] == pytest.approx(0.5)


def test_cooldown_stops_a_burst_stacking_up():
    clock = FakeClock()
    board = SoundBoard(clock=clock)
    assert board.play("clack")
    assert not board.play("clack")  # same instant: dropped
    assert board.play("clink")  # other names are separate
    clock.t += COOLDOWN * 0.5
    assert not board.play("clack")
    clock.t += COOLDOWN
    assert board.play("clack")


def test_unknown_name_is_silent_and_warns_once(caplog):
    board = SoundBoard()
    with caplog.at_level(logging.WARNING, logger="sounds.mixer"):
        assert not board.play("no_such_sound")
        assert not board.play("no_such_sound")
    assert len([r for r in caplog.records if "no_such_sound" in r.getMessage()]) == 1


def test_empty_folder_is_silent(tmp_path):
    board = SoundBoard(folder=tmp_path)
    assert not board.available
    for name in synth.EFFECTS:
        assert not board.play(name)


def test_broken_file_only_silences_itself(tmp_path):
    shutil.copy(SOUNDS / "click.wav", tmp_path / "click.wav")
    (tmp_path / "bad.wav").write_bytes(b"not a wav file")
    board = SoundBoard(folder=tmp_path)
    assert board.available and board.play("click")
    assert not board.play("bad")


def test_failed_mixer_stays_silent(monkeypatch, caplog):
    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", refuse)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    with caplog.at_level(logging.WARNING, logger="sounds.mixer"):
        board = SoundBoard()
        for name in synth.EFFECTS:
            assert not board.play(name)
    assert not board.available
    assert any("mixer" in r.getMessage() for r in caplog.records)
    board.set_volume(0.3)
    board.set_muted(True)
    assert board.volume == 0.3 and board.muted
