"""Synthesise Boomtown's sound effects and music into small WAV files.

Run ``python -m sounds.synth`` to rewrite every ``<name>.wav`` next to this
file and the two looping tunes in ``music/``. Only the standard library is used and each effect draws its noise
from its own seeded generator, so the output is byte-for-byte repeatable
and the committed files can be checked against this script.
"""

import array
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050  # mono, 16-bit: small files, ample for effects
PEAK = 10 ** (-3 / 20)  # normalise to -3 dBFS so nothing clips
FADE_IN, FADE_OUT = 0.0005, 0.005  # seconds; keeps attacks sharp, ends click-free
TAU = 2 * math.pi


# --- building blocks -------------------------------------------------------


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix_into(out, samples, at=0.0, gain=1.0):
    """Add samples into out starting at `at` seconds (clipped to out)."""
    start = int(at * RATE)
    for i, s in enumerate(samples[: max(0, len(out) - start)]):
        out[start + i] += s * gain
    return out


def partials(freq, seconds, parts, attack=0.002, glide=1.0):
    """Sum of decaying sines; parts are (ratio, amplitude, decay seconds).

    glide multiplies the pitch linearly over the sound (1.0 = steady).
    """
    out = []
    n = int(seconds * RATE)
    phases = [0.0] * len(parts)
    for i in range(n):
        t = i / RATE
        f = freq * (1 + (glide - 1) * i / n)
        s = 0.0
        for k, (ratio, amp, decay) in enumerate(parts):
            phases[k] += TAU * f * ratio / RATE
            s += amp * math.sin(phases[k]) * math.exp(-t / decay)
        out.append(s * min(1.0, t / attack))
    return out


def noise(seconds, rng):
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(samples, cutoff):
    """One-pole low-pass: cheap softening of noise."""
    a = 1 - math.exp(-TAU * cutoff / RATE)
    y, out = 0.0, []
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(samples, cutoff):
    low = lowpass(samples, cutoff)
    return [x - smooth for x, smooth in zip(samples, low)]


def bandpass(samples, centre, q=2.0):
    """State-variable band-pass; centre may be a function of time so a
    whoosh can sweep. Kept below RATE/6 where this filter stays stable."""
    low = band = 0.0
    out = []
    for i, x in enumerate(samples):
        fc = centre(i / RATE) if callable(centre) else centre
        f = 2 * math.sin(math.pi * min(fc, RATE / 6) / RATE)
        low += f * band
        high = x - low - band / q
        band += f * high
        out.append(band)
    return out


def envelope(samples, attack, decay):
    """Linear attack then exponential decay (decay in seconds)."""
    return [s * min(1.0, (i / RATE) / attack) * math.exp(-(i / RATE) / decay) for i, s in enumerate(samples)]


def swell(samples):
    """Half-sine loudness curve: rises and falls, like something passing."""
    n = len(samples)
    return [s * math.sin(math.pi * i / n) for i, s in enumerate(samples)]


# --- the effects -----------------------------------------------------------


def _clack(rng, pitch=1.0):
    # Hard plastic knock: a noise click plus two quickly damped body modes.
    body = partials(1900 * pitch, 0.07, [(1.0, 0.6, 0.012), (1.63, 0.4, 0.008)], attack=0.0005)
    click = envelope(bandpass(noise(0.07, rng), 3000 * pitch, q=1.5), 0.0005, 0.006)
    return [b + 2.5 * c for b, c in zip(body, click)]


def clack():
    return _clack(random.Random(1))


def rattle():
    # Dice tumbling on felt: many soft clacks, densest early, over a low hush.
    rng = random.Random(2)
    out = lowpass(noise(0.5, rng), 500)
    out = [s * 0.5 * math.exp(-i / RATE / 0.2) for i, s in enumerate(out)]
    t = 0.0
    while t < 0.42:
        loud = rng.uniform(0.3, 1.0) * (1 - t / 0.5)
        mix_into(out, lowpass(_clack(rng, rng.uniform(0.8, 1.25)), 2500), t, loud)
        t += rng.uniform(0.015, 0.06) * (1 + 2 * t)  # hits thin out as dice slow
    return out


# Inharmonic ratios of a thin metal disc: what makes a coin ring, not beep.
COIN = [(1.0, 1.0, 0.12), (2.32, 0.6, 0.08), (4.25, 0.4, 0.05), (6.63, 0.25, 0.03)]


def clink():
    # A coin landing on others: a bright ring and a smaller bounce.
    rng = random.Random(3)
    out = silence(0.45)
    hit = envelope(highpass(noise(0.01, rng), 2000), 0.0003, 0.002)
    mix_into(out, hit, 0.0, 0.5)
    mix_into(out, partials(1650, 0.45, COIN), 0.0)
    mix_into(out, partials(1710, 0.35, COIN), 0.07, 0.4)
    return out


def flip():
    # A flicked coin: a rising ting over a short whoosh of air.
    rng = random.Random(4)
    air = bandpass(noise(0.4, rng), lambda t: 600 + 4000 * t, q=1.2)
    out = [0.5 * s for s in swell(air)]
    ting = partials(1400, 0.4, [(1.0, 1.0, 0.15), (2.32, 0.4, 0.07)], glide=1.5)
    return mix_into(out, ting, 0.02, 0.7)


def scratch():
    # Pencil on paper: hissy band of noise with an uneven, grainy drag.
    rng = random.Random(5)
    grit = lowpass(lowpass(highpass(noise(0.3, rng), 1200), 4000), 4000)
    grain, out = 1.0, []
    for i, s in enumerate(grit):
        if i % 80 == 0:  # paper fibres catch the lead
            grain = rng.uniform(0.4, 1.0)
        out.append(s * grain)
    return swell(out)


def _piano(freq, seconds):
    # Saloon upright: two slightly detuned strings per note, bright attack.
    parts = [(1.0, 1.0, 0.5), (2.0, 0.45, 0.25), (3.0, 0.25, 0.15), (4.0, 0.1, 0.1)]
    a = partials(freq * 1.004, seconds, parts, attack=0.003)
    b = partials(freq / 1.004, seconds, parts, attack=0.003)
    return [x + y for x, y in zip(a, b)]


def _note(semitones):
    return 261.63 * 2 ** (semitones / 12)  # from middle C


def cheer():
    # Rising C-major arpeggio that lands on a held chord.
    out = silence(1.4)
    for k, step in enumerate((0, 4, 7, 12)):
        mix_into(out, _piano(_note(step), 0.5), 0.11 * k, 0.7)
    for step in (0, 4, 7, 12, 16):
        mix_into(out, _piano(_note(step), 0.95), 0.46, 0.45)
    return out


def score():
    # Two-note rising chime (a fourth up): good news, short.
    bell = [(1.0, 1.0, 0.2), (2.0, 0.3, 0.1), (3.0, 0.1, 0.05)]
    out = silence(0.45)
    mix_into(out, partials(_note(16), 0.2, bell), 0.0)
    return mix_into(out, partials(_note(21), 0.33, bell), 0.11)


def click():
    # UI click: a crisp, very short tick.
    rng = random.Random(6)
    tick = partials(2200, 0.04, [(1.0, 1.0, 0.006), (2.7, 0.3, 0.003)], attack=0.0003)
    snap = envelope(highpass(noise(0.04, rng), 3000), 0.0002, 0.002)
    return [a + 0.4 * b for a, b in zip(tick, snap)]


def move():
    # Focus move: lower, rounder and quieter than click (see GAIN).
    return partials(1300, 0.035, [(1.0, 1.0, 0.007)], attack=0.001)


def error():
    # A soft wooden bonk sliding down: says "no" without scolding.
    return partials(190, 0.3, [(1.0, 1.0, 0.09), (2.0, 0.2, 0.04)], attack=0.006, glide=0.8)


def whoosh():
    # Air swept up then down in pitch while it swells and fades.
    rng = random.Random(7)
    air = bandpass(noise(0.5, rng), lambda t: 400 + 2600 * math.sin(math.pi * t / 0.5), q=1.5)
    return swell(swell(air))


def coin_take():
    # A coin slid off a stack: short metal scrape, then a small ting.
    rng = random.Random(8)
    out = silence(0.35)
    scrape = envelope(bandpass(noise(0.07, rng), 2800, q=3), 0.01, 0.03)
    mix_into(out, scrape, 0.0, 0.8)
    return mix_into(out, partials(1900, 0.3, COIN), 0.05, 0.5)


EFFECTS = {
    "rattle": rattle,
    "clack": clack,
    "clink": clink,
    "flip": flip,
    "scratch": scratch,
    "cheer": cheer,
    "score": score,
    "click": click,
    "move": move,
    "error": error,
    "whoosh": whoosh,
    "coin_take": coin_take,
}

# Relative levels after normalising: UI ticks sit under the game sounds.
GAIN = {"click": 0.7, "move": 0.45}


# --- the music ----------------------------------------------------------------
# Two short loops: a saloon piano for the menus and a quiet plucked roll under
# the tables. Each is written at MUSIC_RATE in 8-bit mu-law (G.711): a quarter of
# the bytes of the effects' 16-bit at 22050 Hz, and ample for a quiet tune.
MUSIC_RATE = RATE // 2
MUSIC_GAIN = {"menu": 0.8, "play": 0.6}  # the table's tune sits under the effects


def mix_looped(out, samples, at, gain=1.0):
    """Add samples into the loop `out` from `at` seconds; what rings past the
    end goes on from the start, so the loop joins without a seam."""
    start, n = round(at * RATE), len(out)
    for i, s in enumerate(samples):
        out[(start + i) % n] += s * gain


# Semitones from middle C: a note's name is easier to check against a tune than its frequency.
NOTE = {name: step for step, name in enumerate("C C# D D# E F F# G G# A A# B".split())}


def _pitch(name):
    """ "G4" -> semitones from middle C; "F#5" works too."""
    return NOTE[name[:-1]] + 12 * (int(name[-1]) - 4)


def _play_notes(out, notes, beat, voice, gain):
    """notes: (beat it starts on, length in beats, names) into the loop."""
    for start, length, names in notes:
        for name in names.split():
            mix_looped(out, voice(_note(_pitch(name)), length * beat), start * beat, gain)


def menu_tune():
    # A stride piano in G at 112 beats a minute, four bars: bass and chord
    # take turns ("oom-pah") under a tune that walks back to where it began.
    beat = 60 / 112
    out = [0.0] * round(16 * beat * RATE)
    bars = [("G2", "D3", "B3 D4 G4"), ("C3", "G2", "C4 E4 G4"), ("D3", "A2", "C4 D4 F#4"), ("G2", "D3", "B3 D4 G4")]
    for bar, (root, fifth, chord) in enumerate(bars):
        at = 4 * bar
        _play_notes(out, [(at, 1.2, root), (at + 2, 1.2, fifth)], beat, _piano, 0.55)
        _play_notes(out, [(at + 1, 0.6, chord), (at + 3, 0.6, chord)], beat, _piano, 0.22)
    tune = [
        (0, 1, "B4"), (1, 1, "D5"), (2, 1, "G5"), (3, 0.5, "F#5"), (3.5, 0.5, "E5"),
        (4, 1.5, "E5"), (5.5, 0.5, "D5"), (6, 1, "C5"), (7, 1, "E5"),
        (8, 1, "D5"), (9, 0.5, "C5"), (9.5, 0.5, "B4"), (10, 1, "A4"), (11, 1, "C5"),
        (12, 2, "B4"), (14, 1, "G4"), (15, 1, "D4"),
    ]  # fmt: skip
    _play_notes(out, [(at, length * 1.6, name) for at, length, name in tune], beat, _piano, 0.6)
    return out


def _pluck(freq, seconds):
    # A plucked string: bright partials that die away fast, the low ones last.
    parts = [(1.0, 1.0, 0.4), (2.0, 0.5, 0.18), (3.0, 0.3, 0.1), (4.0, 0.18, 0.06), (5.0, 0.1, 0.04)]
    return partials(freq, min(seconds, 1.2), parts, attack=0.001)


def play_tune():
    # A soft banjo roll in D at 108 beats a minute, four bars, eighth notes
    # rolling over each chord, a low string on the first and third beats.
    beat = 60 / 108
    out = [0.0] * round(16 * beat * RATE)
    chords = [("D3", "D4 A4 D5 F#5"), ("G2", "D4 G4 B4 D5"), ("A2", "C#4 E4 A4 C#5"), ("D3", "D4 F#4 A4 D5")]
    roll = (0, 1, 2, 1, 3, 1, 2, 1)  # which of the chord's four notes each eighth plays
    for bar, (bass, chord) in enumerate(chords):
        notes = chord.split()
        at = 4 * bar
        _play_notes(out, [(at, 2, bass), (at + 2, 2, bass)], beat, _pluck, 0.7)
        _play_notes(out, [(at + k / 2, 1.5, notes[n]) for k, n in enumerate(roll)], beat, _pluck, 0.35)
    return out


TUNES = {"menu": menu_tune, "play": play_tune}


# --- output ----------------------------------------------------------------


def finish(samples, gain=1.0):
    """Fade both ends, normalise the peak to PEAK*gain, convert to int16."""
    n = len(samples)
    fin, fout = FADE_IN * RATE, FADE_OUT * RATE
    faded = [s * min(1.0, i / fin, (n - 1 - i) / fout) for i, s in enumerate(samples)]
    scale = PEAK * gain / (max(abs(s) for s in faded) or 1.0)
    out = array.array("h", (round(s * scale * 32767) for s in faded))
    if sys.byteorder == "big":  # WAV data is little-endian
        out.byteswap()
    return out


def write_wav(path, frames):
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames.tobytes())


def ulaw(samples):
    """8-bit mu-law (G.711) bytes of samples in -1..1."""
    out = bytearray()
    for s in samples:
        value = round(s * 32767)
        sign = 0x80 if value < 0 else 0
        value = min(abs(value), 32635) + 0x84
        exponent = value.bit_length() - 8
        mantissa = (value >> (exponent + 3)) & 0x0F
        out.append(~(sign | exponent << 4 | mantissa) & 0xFF)
    return bytes(out)


def write_ulaw_wav(path, data, rate):
    """A mono mu-law WAV: format 7, with the fact chunk compressed formats carry."""
    fmt = struct.pack("<HHIIHHH", 7, 1, rate, rate, 1, 8, 0)
    chunks = b"fmt " + struct.pack("<I", len(fmt)) + fmt
    chunks += b"fact" + struct.pack("<II", 4, len(data))
    chunks += b"data" + struct.pack("<I", len(data)) + data + b"\0" * (len(data) % 2)
    Path(path).write_bytes(b"RIFF" + struct.pack("<I", 4 + len(chunks)) + b"WAVE" + chunks)


def finish_tune(samples, gain):
    """Low-passed and halved to MUSIC_RATE, peak at PEAK*gain, no fades: it loops."""
    smooth = lowpass(lowpass(samples, MUSIC_RATE * 0.4), MUSIC_RATE * 0.4)
    halved = smooth[::2]
    scale = PEAK * gain / (max(abs(s) for s in halved) or 1.0)
    return [s * scale for s in halved]


def write_effects(folder):
    """Write every effect as <name>.wav into folder; returns the paths."""
    paths = []
    for name, make in EFFECTS.items():
        path = Path(folder) / f"{name}.wav"
        write_wav(path, finish(make(), GAIN.get(name, 1.0)))
        paths.append(path)
    return paths


def write_tunes(folder):
    """Write every tune as <name>.wav into folder; returns the paths."""
    paths = []
    for name, make in TUNES.items():
        path = Path(folder) / f"{name}.wav"
        write_ulaw_wav(path, ulaw(finish_tune(make(), MUSIC_GAIN[name])), MUSIC_RATE)
        paths.append(path)
    return paths


def write_all(folder=None):
    """The effects into folder (this one by default), the tunes into its music/."""
    folder = Path(folder) if folder else Path(__file__).resolve().parent
    (folder / "music").mkdir(parents=True, exist_ok=True)
    return write_effects(folder) + write_tunes(folder / "music")


if __name__ == "__main__":
    for p in write_all(sys.argv[1] if len(sys.argv) > 1 else None):
        print(f"{p.parent.name + '/' + p.name if p.parent.name == 'music' else p.name:16} {p.stat().st_size:7d} bytes")
