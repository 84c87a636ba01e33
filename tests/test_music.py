"""Music: two small looping tunes made by sounds/synth.py, the SoundBoard
looping the one the screen asks for at the music's own volume, and the
settings that keep that volume. Tests run on SDL's dummy audio driver, so
nothing is ever heard."""

import logging
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"  # silent: the mixer runs, no sound comes out

import struct
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game import settings as settings_file  # noqa: E402
from sounds import synth  # noqa: E402
from sounds.mixer import SoundBoard  # noqa: E402

MUSIC = ROOT / "sounds" / "music"


@pytest.fixture(scope="module")
def tunes(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tunes")
    synth.write_tunes(folder)
    return folder


@pytest.fixture(autouse=True)
def fresh_mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def read_ulaw_wav(path: Path) -> tuple[int, int, list[int]]:
    """(format tag, rate, samples as 16-bit values) of a mono mu-law WAV."""
    raw = path.read_bytes()
    assert raw[:4] == b"RIFF" and raw[8:12] == b"WAVE"
    fmt = raw.index(b"fmt ") + 8
    tag, channels, rate = struct.unpack("<HHI", raw[fmt : fmt + 8])
    assert channels == 1
    data = raw.index(b"data")
    (size,) = struct.unpack("<I", raw[data + 4 : data + 8])
    return tag, rate, [_from_ulaw(byte) for byte in raw[data + 8 : data + 8 + size]]


def _from_ulaw(byte: int) -> int:
    byte = ~byte & 0xFF
    value = (((byte & 0x0F) << 3) + 0x84 << ((byte >> 4) & 7)) - 0x84
    return -value if byte & 0x80 else value


# --- the tunes ------------------------------------------------------------------------------
def test_the_committed_tunes_are_the_synths(tunes):
    for name in synth.TUNES:
        committed = MUSIC / f"{name}.wav"
        assert committed.exists(), f"run python -m sounds.synth (music/{name}.wav missing)"
        assert committed.read_bytes() == (tunes / f"{name}.wav").read_bytes(), (
            f"music/{name}.wav drifted from sounds/synth.py; rerun python -m sounds.synth"
        )


def test_mu_law_round_trips_within_its_steps():
    for value in (0, 1, -1, 100, -100, 1000, -5000, 20000, -32000):
        back = _from_ulaw(synth.ulaw([value / 32767])[0])
        assert abs(back - value) <= max(8, abs(value) // 16), value


def test_tunes_are_small_loops_a_few_seconds_long(tunes):
    total = 0
    for name in synth.TUNES:
        path = tunes / f"{name}.wav"
        total += path.stat().st_size
        tag, rate, samples = read_ulaw_wav(path)
        assert (tag, rate) == (7, synth.MUSIC_RATE)  # mu-law, 11025 Hz
        assert 6 <= len(samples) / rate <= 12, name
        assert max(abs(s) for s in samples) <= 32767 * synth.PEAK + 64, name
        # The end runs into the start like any two neighbouring samples: no click where it loops.
        steps = sorted(abs(b - a) for a, b in zip(samples, samples[1:]))
        assert abs(samples[0] - samples[-1]) <= steps[int(len(steps) * 0.99)], name
    assert total < 256_000


def test_the_play_tune_sits_under_the_menu_tune(tunes):
    def loudness(name):
        samples = read_ulaw_wav(tunes / f"{name}.wav")[2]
        return sum(s * s for s in samples) / len(samples)

    assert loudness("play") < loudness("menu")


# --- the SoundBoard's music -----------------------------------------------------------------
def test_a_tune_loops_at_the_musics_share_of_the_volume():
    board = SoundBoard(volume=0.8, music_volume=0.5)
    board.play_music("menu")
    assert board.tune == "menu" and pygame.mixer.music.get_busy()
    assert pygame.mixer.music.get_volume() == pytest.approx(0.4, abs=0.01)
    board.set_music_volume(1.0)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.8, abs=0.01)
    board.play_music("play")
    assert board.tune == "play" and pygame.mixer.music.get_busy()


def test_mute_or_no_music_volume_stops_the_tune_and_it_comes_back():
    board = SoundBoard(music_volume=0.5)
    board.play_music("menu")
    board.set_muted(True)
    assert board.tune == ""
    board.set_muted(False)
    assert board.tune == "menu"
    board.set_music_volume(0)
    assert board.tune == ""
    board.set_music_volume(0.3)
    assert board.tune == "menu" and pygame.mixer.music.get_busy()


def test_a_missing_tune_is_silent_and_warns_once(tmp_path, caplog):
    board = SoundBoard(folder=tmp_path)
    with caplog.at_level(logging.WARNING, logger="sounds.mixer"):
        board.play_music("menu")
        board.set_music_volume(0.9)
    assert board.tune == ""
    assert len([r for r in caplog.records if "music" in r.getMessage()]) == 1


def test_no_mixer_means_no_music(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: (_ for _ in ()).throw(pygame.error("no audio")))
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    board = SoundBoard()
    board.play_music("menu")
    board.set_music_volume(0.2)
    assert board.tune == "" and board.music_volume == 0.2


# --- which tune, and the setting ----------------------------------------------------------------
def test_menus_play_the_menu_tune_and_tables_the_play_tune(monkeypatch, tmp_path):
    monkeypatch.setenv("BOOMTOWN_HOME", str(tmp_path / "home"))
    from fake_game import fake_match, use_fake_registry

    use_fake_registry(monkeypatch)
    from scenes.app import App
    from scenes.kit.game_scene import scene_for
    from scenes.kit.input import Action
    from scenes.screens.title import TitleScene

    app = App(headless=True)
    app.scenes.reset(TitleScene(app))
    app.frame(1 / 60, [])
    assert app.sounds.tune == "menu"
    table = scene_for(app, fake_match(players=2, humans=2))
    app.scenes.reset(table)
    app.frame(1 / 60, [])
    assert app.sounds.tune == "play"
    table.handle(Action("pause"))
    app.frame(1 / 60, [])
    assert app.sounds.tune == "play"  # the pause menu keeps the table's tune


def test_a_damaged_music_volume_is_refused_with_a_sentence(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('volume = 0.6\nmusic_volume = "loud"\n')
    loaded, message = settings_file.load(path)
    assert loaded.volume == 0.6 and loaded.music_volume == settings_file.Settings().music_volume
    assert message == "Some settings made no sense and are back to normal: music volume."
    path.write_text("music_volume = 7\n")
    assert settings_file.load(path)[0].music_volume == 1.0  # kept in range
