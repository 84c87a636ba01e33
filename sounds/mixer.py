"""SoundBoard: plays the synthesised effects, or stays silent.

Every WAV in the folder is loaded once with pygame.mixer.Sound, which
converts it to whatever format the mixer was opened with. Sound is never
allowed to break the game: no audio device, a missing file or an unknown
name all fall back to silence with a single logged warning.
"""

import logging
import time
from pathlib import Path
from typing import Any

import pygame

log = logging.getLogger(__name__)

COOLDOWN = 0.03  # seconds: a burst of collisions plays one sound, not fifty


def _clamp(v):
    return max(0.0, min(1.0, float(v)))


class SoundBoard:
    """Named one-shot sound effects with a master volume and mute."""

    def __init__(self, volume: float = 0.8, muted: bool = False, folder=None, *, clock=time.monotonic):
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._clock = clock  # injectable so tests need no sleeps
        self._last: dict[str, float] = {}  # name -> time it last started
        self._warned: set[str] = set()
        self._sounds: dict[str, Any] = {}  # name -> pygame Sound
        folder = Path(folder) if folder else Path(__file__).resolve().parent
        if self._start_mixer():
            self._load(folder)

    # -- set-up -------------------------------------------------------------

    def _warn_once(self, key, message, *args):
        if key not in self._warned:
            self._warned.add(key)
            log.warning(message, *args)

    def _start_mixer(self):
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init()
            return pygame.mixer.get_init() is not None
        except Exception as exc:  # any failure here only means "no sound"
            self._warn_once("mixer", "sound disabled: mixer unavailable (%s)", exc)
            return False

    def _load(self, folder):
        for path in sorted(folder.glob("*.wav")):
            try:
                self._sounds[path.stem] = pygame.mixer.Sound(str(path))
            except Exception as exc:  # a bad file silences that one sound
                self._warn_once(path.stem, "cannot load sound %s (%s)", path, exc)
        if not self._sounds:
            self._warn_once("empty", "no sounds found in %s", folder)

    # -- state ----------------------------------------------------------------

    @property
    def volume(self) -> float:
        return self._volume

    def set_volume(self, v: float) -> None:
        self._volume = _clamp(v)

    @property
    def muted(self) -> bool:
        return self._muted

    def set_muted(self, b: bool) -> None:
        self._muted = bool(b)
        if self._muted:
            for sound in self._sounds.values():
                sound.stop()

    @property
    def available(self) -> bool:
        """True when the mixer runs and sounds are loaded, i.e. play() can
        be heard once unmuted. Mute is left out so a settings screen can
        still offer to unmute."""
        return bool(self._sounds) and pygame.mixer.get_init() is not None

    # -- playing ----------------------------------------------------------------

    def play(self, name: str, volume: float = 1.0) -> bool:
        """Start effect `name`; returns True if a sound actually started."""
        sound = self._sounds.get(name)
        if sound is None:
            if self._sounds:  # when nothing loaded, the one warning is given
                self._warn_once(name, "unknown sound %r", name)
            return False
        level = self._volume * _clamp(volume)
        if self._muted or level <= 0.0:
            return False
        now = self._clock()
        if now - self._last.get(name, float("-inf")) < COOLDOWN:
            return False
        try:
            # Steal the oldest channel when all are busy: the newest sound
            # is the one that matches what is on screen.
            channel = pygame.mixer.find_channel(True)
            if channel is None:
                return False
            channel.set_volume(level)  # kept by Channel.play, set first
            channel.play(sound)
        except Exception as exc:  # e.g. the mixer was closed under us
            self._warn_once("play", "sound playback failed (%s)", exc)
            return False
        self._last[name] = now
        return True
