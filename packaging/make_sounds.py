"""Synthesise the table's sounds into resources/sounds/*.wav (run: python packaging/make_sounds.py).

Every sound is computed here from sine waves and seeded noise with the
standard library only, so the files are this project's own work under its
MIT licence (no sample library, no attribution to track) and anyone can
change a sound by editing a few numbers and running the script again. The
output is deterministic: the same script gives byte-identical files.

The sounds are short (under half a second), quiet-ish (peaks at about -6 dBFS)
and mono 16-bit at 22,050 Hz: a few KB each.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
PEAK = 0.5
"""Peak amplitude (of full scale) after normalising: -6 dBFS, headroom for overlapping sounds."""

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, decay: float, attack: float = 0.004,
         harmonics: tuple[tuple[float, float], ...] = ((1.0, 1.0),)) -> Samples:
    """A decaying tone: ``harmonics`` are (frequency multiple, weight)."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(env * sum(w * math.sin(2 * math.pi * freq * k * t) for k, w in harmonics))
    return out


def noise(seconds: float, decay: float, rng: random.Random, smooth: float = 0.0,
          attack: float = 0.002) -> Samples:
    """Decaying noise; ``smooth`` (0..1) is a one-pole low-pass: higher is duller."""
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        last = smooth * last + (1 - smooth) * rng.uniform(-1.0, 1.0)
        out.append(env * last)
    return out


def click(rng: random.Random, pitch: float) -> Samples:
    """One clay chip landing on another: a bright tick and a short ring."""
    tick = noise(0.012, 0.003, rng, smooth=0.2)
    ring = tone(pitch, 0.06, 0.012, harmonics=((1.0, 1.0), (2.7, 0.4), (5.1, 0.2)))
    return mix([(0.0, tick), (0.0, [0.5 * s for s in ring])])


def mix(parts: list[tuple[float, Samples]]) -> Samples:
    """Overlay ``(start seconds, samples)`` parts."""
    length = max(int(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, v in enumerate(samples):
            out[offset + i] += v
    return out


def chips(rng: random.Random, count: int, spread: float) -> Samples:
    """``count`` chip clicks within ``spread`` seconds, each a little different."""
    times = sorted(rng.uniform(0.0, spread) for _ in range(count))
    return mix([(t, [rng.uniform(0.6, 1.0) * v for v in click(rng, rng.uniform(2600, 3600))]) for t in times])


def sweep(start_hz: float, end_hz: float, seconds: float, rng: random.Random) -> Samples:
    """A card sliding over felt: band-limited noise whose brightness glides from start to end."""
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        frac = i / n
        cutoff = start_hz + (end_hz - start_hz) * frac
        smooth = math.exp(-2 * math.pi * cutoff / RATE)
        env = math.sin(math.pi * frac) ** 1.5
        last = smooth * last + (1 - smooth) * rng.uniform(-1.0, 1.0)
        out.append(env * last)
    return out


def deal(rng: random.Random) -> Samples:
    return sweep(5000, 1800, 0.11, rng)


def check(rng: random.Random) -> Samples:
    """Two knuckle raps on the table."""
    knock = mix([(0.0, tone(180, 0.09, 0.02, harmonics=((1.0, 1.0), (2.3, 0.3)))),
                 (0.0, [0.4 * v for v in noise(0.03, 0.006, rng, smooth=0.7)])])
    return mix([(0.0, knock), (0.11, [0.85 * v for v in knock])])


def call(rng: random.Random) -> Samples:
    return chips(rng, 3, 0.09)


def bet(rng: random.Random) -> Samples:
    """More chips, pushed out with a short slide first."""
    return mix([(0.0, [0.35 * v for v in sweep(2500, 1200, 0.08, rng)]), (0.05, chips(rng, 6, 0.16))])


def fold(rng: random.Random) -> Samples:
    """Cards tossed away: a soft, falling swish."""
    return sweep(3500, 600, 0.22, rng)


def win(rng: random.Random) -> Samples:
    """The pot pushed to the winner: a long rattle of chips."""
    return mix([(0.0, [0.4 * v for v in sweep(1800, 900, 0.35, rng)]), (0.03, chips(rng, 14, 0.38))])


def your_turn(rng: random.Random) -> Samples:
    """A soft two-note chime, rising: clear without being an alarm."""
    bell = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08))
    return mix([(0.0, tone(784, 0.35, 0.12, attack=0.008, harmonics=bell)),
                (0.13, tone(1175, 0.45, 0.16, attack=0.008, harmonics=bell))])


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "deal": deal, "check": check, "call": call, "bet": bet, "fold": fold, "win": win, "your_turn": your_turn,
}
"""The file names (without .wav) razz_desktop.ui.sound.cues.Cue uses, and how each is made."""


def normalise(samples: Samples) -> Samples:
    peak = max(abs(v) for v in samples) or 1.0
    fade = int(RATE * 0.005)  # no click at the end
    out = [v * PEAK / peak for v in samples]
    for i in range(1, min(fade, len(out)) + 1):
        out[-i] *= (i - 1) / fade
    return out


def write_wav(path: Path, samples: Samples) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", round(max(-1.0, min(1.0, v)) * 32767)) for v in samples))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "resources" / "sounds")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for seed, (name, make) in enumerate(SOUNDS.items(), start=1):
        samples = normalise(make(random.Random(seed)))
        write_wav(args.out / f"{name}.wav", samples)
        print(f"{name}.wav: {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
