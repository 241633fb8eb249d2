"""Playing a sound: the :class:`SoundPlayer` protocol, the real player and the silent one.

The board (:mod:`.board`) decides *what* to play and how loud; a player only
plays. Tests give the board a double that records what it was asked.

The real player is :class:`MiniaudioPlayer`: `miniaudio` (MIT, a 0.6 MB wheel
plus cffi) opens the system's audio (PulseAudio, ALSA, JACK, ... found at run
time, nothing linked) and calls a mixing generator from its own audio thread,
so overlapping sounds mix and the GUI thread only appends to a queue. It was
chosen over Qt Multimedia's ``QSoundEffect``, which comes only in the
``PySide6-Addons`` wheel (175 MB download, +417 MB installed, measured here)
and whose ``QtMultimedia`` module is linked to ``libpulse.so.0``, so it does
not even import on a system without the PulseAudio client library.

No audio device (CI, containers, a headless box) never breaks the app: the
first sound that cannot be played logs one warning and the player stays
silent from then on.
"""

from __future__ import annotations

import io
import logging
import threading
import wave
from collections import deque
from collections.abc import Generator, Iterable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import numpy as np

from razz_desktop.ui.fonts import resource_bytes
from razz_desktop.ui.sound_device import quiet_alsa, record

from .cues import Cue

log = logging.getLogger(__name__)

RATE = 22_050
"""The sounds' sample rate (packaging/make_sounds.py writes them so); the device runs at it."""
BUFFER_MS = 40
"""The audio device's period: short enough that a sound starts within about a frame of the event."""


class SoundPlayer(Protocol):
    """Plays one of the table's sounds at a volume (0.0 silent .. 1.0 as recorded)."""

    def play(self, cue: Cue, volume: float) -> None: ...

    def close(self) -> None: ...


class NullPlayer:
    """Plays nothing: sound off for good (no device, or a test that does not listen)."""

    def play(self, cue: Cue, volume: float) -> None:
        return None

    def close(self) -> None:
        return None


def load_samples(data: bytes) -> np.ndarray:
    """A 16-bit mono WAV file's samples as float32 in -1..1 (ValueError for another format)."""
    with wave.open(io.BytesIO(data), "rb") as w:
        if w.getsampwidth() != 2 or w.getnchannels() != 1 or w.getframerate() != RATE:
            raise ValueError(f"expected 16-bit mono at {RATE} Hz, got {w.getsampwidth() * 8}-bit "
                             f"x{w.getnchannels()} at {w.getframerate()} Hz")
        frames = w.readframes(w.getnframes())
    import numpy as np  # here, not at import: numpy is not on the way to the first painted table

    return np.frombuffer(frames, dtype="<i2").astype(np.float32) / 32768.0


def load_cues(cues: Iterable[Cue] = tuple(Cue)) -> dict[Cue, np.ndarray]:
    """The bundled sounds (resources/sounds); a missing or broken file is logged and left out."""
    out: dict[Cue, np.ndarray] = {}
    for cue in cues:
        try:
            out[cue] = load_samples(resource_bytes("sounds", f"{cue.value}.wav"))
        except (OSError, ValueError, EOFError, wave.Error) as exc:
            log.warning("Sound %s cannot be loaded: %s", cue.value, exc)
    return out


class Mixer:
    """Adds the sounds that are playing into one buffer per audio period.

    :meth:`add` is called on the GUI thread, :meth:`render` on the audio
    thread; the hand-over is a deque (appends and pops are atomic) and a lock
    around the list of voices, held for microseconds.
    """

    def __init__(self) -> None:
        self._incoming: deque[tuple[np.ndarray, float]] = deque()
        self._voices: list[list[Any]] = []  # [samples, position, gain]
        self._lock = threading.Lock()

    def add(self, samples: np.ndarray, gain: float) -> None:
        self._incoming.append((samples, gain))

    @property
    def busy(self) -> bool:
        return bool(self._incoming or self._voices)

    def render(self, frames: int) -> bytes:
        """The next ``frames`` samples as 16-bit bytes; b"" when nothing plays (the device pads silence)."""
        with self._lock:
            while self._incoming:
                samples, gain = self._incoming.popleft()
                self._voices.append([samples, 0, gain])
            if not self._voices:
                return b""
            import numpy as np

            out = np.zeros(frames, dtype=np.float32)
            alive = []
            for voice in self._voices:
                samples, pos, gain = voice
                chunk = samples[pos:pos + frames]
                out[:len(chunk)] += chunk * gain
                voice[1] = pos + len(chunk)
                if voice[1] < len(samples):
                    alive.append(voice)
            self._voices = alive
        np.clip(out, -1.0, 1.0, out=out)
        return (out * 32767.0).astype("<i2").tobytes()


class MiniaudioPlayer:
    """The system's audio through miniaudio; silent (logged once) when there is none.

    Opening the device takes tens of milliseconds (80 ms measured here, most
    of it loading miniaudio and the audio library), so app.py calls
    :meth:`open` on a worker (controllers/jobs.py) at start-up; a sound asked
    for while it opens is skipped. Without that (tests) the first sound opens
    it. Thread-safe: ``open`` may run on any thread, ``play`` on the GUI thread.
    """

    def __init__(self, sounds: dict[Cue, np.ndarray] | None = None) -> None:
        # The bundled sounds are read (numpy) by open(), on the worker, not on the way to the first table.
        self._sounds: dict[Cue, np.ndarray] = sounds if sounds is not None else {}
        self._load = sounds is None
        self._mixer = Mixer()
        self._device: Any = None
        self._state = "closed"  # closed -> opening -> open | failed
        self._lock = threading.Lock()

    @property
    def available(self) -> bool:
        """False once opening the audio device failed (the player is silent for good)."""
        return self._state != "failed"

    @property
    def state(self) -> str:
        return self._state

    def open(self) -> bool:
        """Open the audio device (once); True when sounds can be played."""
        with self._lock:
            if self._state != "closed":
                return self._state == "open"
            self._state = "opening"
        if self._load:
            self._sounds, self._load = load_cues(), False
        try:
            quiet_alsa()  # ALSA's own messages never reach the terminal; the failure is logged below
            import miniaudio

            device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                              sample_rate=RATE, buffersize_msec=BUFFER_MS,
                                              app_name="Razz Desktop")
            stream = self._stream()
            next(stream)
            device.start(stream)
        except Exception as exc:  # ImportError, MiniaudioError: no sound on this machine
            with self._lock:
                self._state = "failed"
            record(False)
            log.warning("No sound: the audio device cannot be opened (%s); the table stays silent.", exc)
            return False
        with self._lock:
            self._device, self._state = device, "open"
        record(True)
        log.info("Sound through %s", getattr(device, "backend", "miniaudio"))
        return True

    def _stream(self) -> Generator[bytes, int, None]:
        frames = yield b""
        while True:
            frames = yield self._mixer.render(frames)

    def play(self, cue: Cue, volume: float) -> None:
        if volume <= 0.0:
            return
        if self._state == "closed":
            self.open()
        samples = self._sounds.get(cue)
        if self._state == "open" and samples is not None:
            self._mixer.add(samples, min(1.0, volume))

    def close(self) -> None:
        with self._lock:
            device, self._device = self._device, None
            if self._state == "open":
                self._state = "closed"
        if device is not None:
            try:
                device.close()
            except Exception as exc:  # closing must never stop the app from quitting
                log.warning("Closing the audio device failed: %s", exc)


def library_check() -> str:
    """Load the sounds and the audio library without opening a device: the bundle's smoke test.

    Raises (ImportError, ValueError) when either is missing, so a frozen build that lost
    miniaudio's C parts (``_cffi_backend`` is imported by a C extension, which PyInstaller
    cannot see) fails its smoke test instead of staying silent for its users.
    """
    import miniaudio

    sounds = load_cues()
    if set(sounds) != set(Cue):
        raise ValueError(f"sounds missing: {sorted(c.value for c in set(Cue) - set(sounds))}")
    return f"sound: miniaudio {miniaudio.__version__}, {len(sounds)} sounds"


def default_player(platform: str | None = None) -> SoundPlayer:
    """The player the app uses: the system's audio, silent where there is none.

    Offscreen (the test suite, the bundle's smoke test, a benchmark) nobody
    is at the table to listen: :class:`NullPlayer`, so a developer's machine
    does not play the test suite's hundreds of hands aloud.
    """
    if platform is None:
        from PySide6.QtGui import QGuiApplication

        platform = QGuiApplication.platformName()
    if platform == "offscreen":
        log.info("Offscreen: no sound")
        return NullPlayer()
    return MiniaudioPlayer()
