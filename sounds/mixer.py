"""SoundBoard: plays the synthesised effects and loops the music, or stays silent.

Every WAV in the folder is loaded once with pygame.mixer.Sound, which
converts it to whatever format the mixer was opened with. The tunes in
music/ are streamed one at a time with pygame.mixer.music, looping. Sound is never
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
TUNE_FADE_MS = 800  # one tune gives way to the next this gently


def _clamp(v):
    return max(0.0, min(1.0, float(v)))


class SoundBoard:
    """Named one-shot sound effects and looping tunes, with a master volume,
    the music's own share of it, and mute."""

    def __init__(
        self, volume: float = 0.8, muted: bool = False, folder=None, *, music_volume: float = 0.5, clock=time.monotonic
    ):
        self._volume = _clamp(volume)
        self._music_volume = _clamp(music_volume)
        self._muted = bool(muted)
        self._tune = ""  # the tune asked for ("" none)
        self._tune_playing = ""  # the tune the mixer is looping
        self._clock = clock  # injectable so tests need no sleeps
        self._last: dict[str, float] = {}  # name -> time it last started
        self._warned: set[str] = set()
        self._sounds: dict[str, Any] = {}  # name -> pygame Sound
        folder = Path(folder) if folder else Path(__file__).resolve().parent
        self._music_folder = folder / "music"
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
        self._update_music()

    @property
    def music_volume(self) -> float:
        return self._music_volume

    def set_music_volume(self, v: float) -> None:
        self._music_volume = _clamp(v)
        self._update_music()

    @property
    def muted(self) -> bool:
        return self._muted

    def set_muted(self, b: bool) -> None:
        self._muted = bool(b)
        if self._muted:
            for sound in self._sounds.values():
                sound.stop()
        self._update_music()

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

    # -- music ----------------------------------------------------------------------

    @property
    def tune(self) -> str:
        """The tune heard now ("" when none is)."""
        return self._tune_playing

    def play_music(self, name: str) -> None:
        """Loop music/<name>.wav from now on, the tune before fading out; asking
        for the tune already asked for changes nothing ("" asks for quiet)."""
        if name != self._tune:
            self._tune = name
            self._update_music()

    def _music_level(self) -> float:
        return 0.0 if self._muted else self._volume * self._music_volume

    def _update_music(self) -> None:
        """Make the mixer loop the tune asked for at the level asked for; silence
        (muted, or volume 0) stops it, so it starts afresh when heard again."""
        if pygame.mixer.get_init() is None:
            return
        level = self._music_level()
        want = self._tune if level > 0 else ""
        try:
            if want != self._tune_playing:
                self._tune_playing = ""
                if not want:
                    pygame.mixer.music.fadeout(TUNE_FADE_MS)
                else:  # the next tune fades in from the start
                    pygame.mixer.music.stop()
                    pygame.mixer.music.load(str(self._music_folder / f"{want}.wav"))
                    pygame.mixer.music.play(loops=-1, fade_ms=TUNE_FADE_MS)
                    self._tune_playing = want
            pygame.mixer.music.set_volume(level)
        except Exception as exc:  # a missing or bad tune only means no music
            self._warn_once(f"music {want}", "cannot play music %r (%s)", want, exc)
