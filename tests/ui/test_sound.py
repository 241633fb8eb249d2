"""Sounds: which event asks for which sound, the settings that silence them, and no audio device."""

from __future__ import annotations

import logging
import sys
import types
import wave
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import parse_card
from razz_desktop.engine.events import AntePosted, CardDealt, PlayerActed, PotAwarded, StreetStarted
from razz_desktop.settings import Settings
from razz_desktop.ui.fonts import resource_bytes
from razz_desktop.ui.sound import Cue, MiniaudioPlayer, NullPlayer, SoundBoard, cue_for_event
from razz_desktop.ui.sound.board import gain
from razz_desktop.ui.sound.player import RATE, Mixer, load_cues, load_samples
from tests.app_fixtures import *  # noqa: F403 - fixtures

ROOT = Path(__file__).resolve().parents[2]


class RecordingPlayer:
    """The test double: remembers what it was asked to play, plays nothing."""

    def __init__(self) -> None:
        self.played: list[tuple[Cue, float]] = []
        self.closed = False

    def play(self, cue: Cue, volume: float) -> None:
        self.played.append((cue, volume))

    def close(self) -> None:
        self.closed = True

    @property
    def cues(self) -> list[Cue]:
        return [c for c, _ in self.played]


def acted(kind: ActionType, seat: int = 2) -> PlayerActed:
    return PlayerActed(seat=seat, street=3, type=kind, amount=100, to=100, all_in=False)


def dealt(seat: int, up: bool = True) -> CardDealt:
    return CardDealt(seat=seat, street=3, card=parse_card("7h") if up else None, face_up=up)


@pytest.mark.parametrize(("kind", "cue"), [
    (ActionType.CHECK, Cue.CHECK), (ActionType.CALL, Cue.CALL), (ActionType.BRING_IN, Cue.CALL),
    (ActionType.BET, Cue.BET), (ActionType.RAISE, Cue.BET), (ActionType.COMPLETE, Cue.BET),
    (ActionType.FOLD, Cue.FOLD), (ActionType.MUCK, Cue.FOLD), (ActionType.SHOW, None),
])
def test_each_action_has_its_sound(kind, cue):
    assert cue_for_event(acted(kind)) == cue


def test_deals_and_pots_have_sounds_and_bookkeeping_has_none():
    assert cue_for_event(dealt(1)) is Cue.DEAL
    assert cue_for_event(PotAwarded(0, 500, (1, 2), ((1, 500),), None)) is Cue.WIN
    assert cue_for_event(AntePosted(1, 20, False)) is None
    assert cue_for_event(StreetStarted(4, 1, "")) is None


def test_a_round_of_cards_is_one_deal_sound_and_each_action_its_own(qtbot):
    player = RecordingPlayer()
    board = SoundBoard(player)
    for event in [dealt(1, False), dealt(2, False), dealt(1), dealt(2), StreetStarted(3, 1, ""),
                  acted(ActionType.BRING_IN), acted(ActionType.COMPLETE, 1), acted(ActionType.CALL),
                  dealt(1), dealt(2), acted(ActionType.CHECK), acted(ActionType.FOLD, 1),
                  PotAwarded(0, 500, (2,), ((2, 500),), None), PotAwarded(1, 80, (2,), ((2, 80),), None)]:
        board.on_event(event)
    board.on_human_to_act()
    assert player.cues == [Cue.DEAL, Cue.CALL, Cue.BET, Cue.CALL, Cue.DEAL, Cue.CHECK, Cue.FOLD, Cue.WIN,
                           Cue.YOUR_TURN]


def test_sound_off_or_volume_zero_plays_nothing_and_the_volume_is_passed_on(qtbot):
    player = RecordingPlayer()
    board = SoundBoard(player)
    s = Settings()
    board.apply_options(replace(s, display=replace(s.display, sound=False)))
    board.on_event(acted(ActionType.CALL))
    board.apply_options(replace(s, display=replace(s.display, volume=0)))
    board.on_human_to_act()
    assert player.played == []
    board.apply_options(replace(s, display=replace(s.display, volume=50)))
    board.on_event(acted(ActionType.CALL))
    assert player.played == [(Cue.CALL, pytest.approx(0.25))]
    assert gain(100) == 1.0 and gain(0) == 0.0 and gain(150) == 1.0


def test_the_whole_app_asks_for_sounds_during_a_hand_and_none_when_sound_is_off(make_app, qtbot):
    player = RecordingPlayer()
    app = make_app(sound_player=player)
    auto_play(app)  # noqa: F405
    with qtbot.waitSignal(app.controller.hand_finished, timeout=20_000):
        app.start()
    cues = set(player.cues)
    assert {Cue.DEAL, Cue.YOUR_TURN, Cue.WIN} <= cues
    assert cues & {Cue.CALL, Cue.CHECK}
    assert app.access.sound.enabled

    quiet = RecordingPlayer()
    s = fast_settings(enabled=False)  # noqa: F405
    app2 = make_app(replace(s, display=replace(s.display, sound=False)), sound_player=quiet)
    auto_play(app2)  # noqa: F405
    with qtbot.waitSignal(app2.controller.hand_finished, timeout=20_000):
        app2.start()
    assert quiet.played == []
    app2.window.close()
    assert quiet.closed


def test_no_audio_device_logs_once_and_plays_nothing(monkeypatch, caplog):
    class NoDevice:
        def __init__(self, **_kw) -> None:
            raise RuntimeError("failed to init device")

    fake = types.SimpleNamespace(PlaybackDevice=NoDevice, SampleFormat=types.SimpleNamespace(SIGNED16=2))
    monkeypatch.setitem(sys.modules, "miniaudio", fake)
    player = MiniaudioPlayer()
    with caplog.at_level(logging.WARNING, logger="razz_desktop.ui.sound.player"):
        for cue in Cue:
            player.play(cue, 0.5)
        player.play(Cue.DEAL, 1.0)
    assert not player.available
    assert [r.message for r in caplog.records].count(caplog.records[0].message) == 1
    assert len(caplog.records) == 1 and "No sound" in caplog.records[0].message
    player.close()


def test_without_the_audio_library_the_player_is_silent_too(monkeypatch):
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import fails
    player = MiniaudioPlayer()
    assert player.open() is False
    player.play(Cue.CALL, 1.0)
    assert player.state == "failed"
    NullPlayer().play(Cue.CALL, 1.0)


def test_an_open_device_gets_the_sounds_through_the_mixer(monkeypatch):
    started = []

    class Device:
        backend = "test"

        def __init__(self, **kw) -> None:
            assert kw["sample_rate"] == RATE and kw["nchannels"] == 1

        def start(self, stream) -> None:
            started.append(stream)

        def close(self) -> None:
            started.clear()

    monkeypatch.setitem(sys.modules, "miniaudio", types.SimpleNamespace(
        PlaybackDevice=Device, SampleFormat=types.SimpleNamespace(SIGNED16=2)))
    player = MiniaudioPlayer()
    assert player.open() and player.state == "open"
    player.play(Cue.CALL, 1.0)
    stream = started[0]
    chunk = stream.send(512)
    assert len(chunk) == 512 * 2 and any(chunk)
    player.close()
    assert not started


def test_offscreen_nobody_listens_and_on_a_screen_the_real_player_is_used():
    from razz_desktop.ui.sound import default_player

    assert isinstance(default_player(), NullPlayer)  # the tests run offscreen
    assert isinstance(default_player("xcb"), MiniaudioPlayer)


def test_the_mixer_adds_voices_clips_and_is_silent_when_idle():
    mixer = Mixer()
    assert mixer.render(100) == b""
    loud = np.full(150, 0.8, dtype=np.float32)
    mixer.add(loud, 1.0)
    mixer.add(loud, 1.0)
    first = np.frombuffer(mixer.render(100), dtype="<i2")
    assert first.max() == 32767  # 1.6 clipped to full scale
    second = np.frombuffer(mixer.render(100), dtype="<i2")
    assert len(second) == 100 and second[49] == 32767 and second[50] == 0
    assert not mixer.busy and mixer.render(100) == b""


def test_the_bundled_sounds_are_what_the_script_makes(tmp_path):
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_sounds
    finally:
        sys.path.pop(0)
    assert make_sounds.main(["--out", str(tmp_path)]) == 0
    for cue in Cue:
        made = (tmp_path / f"{cue.value}.wav").read_bytes()
        assert made == resource_bytes("sounds", f"{cue.value}.wav"), cue
        with wave.open(str(tmp_path / f"{cue.value}.wav")) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
            assert 0.05 < w.getnframes() / RATE < 0.7  # short
    sounds = load_cues()
    assert set(sounds) == set(Cue)
    assert all(0.3 < float(np.abs(s).max()) <= 0.51 for s in sounds.values())  # normalised to -6 dBFS


def test_a_wav_in_another_format_is_refused_clearly(tmp_path):
    path = tmp_path / "stereo.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(44_100)
        w.writeframes(b"\0" * 400)
    with pytest.raises(ValueError, match="16-bit mono"):
        load_samples(path.read_bytes())


def test_the_library_check_of_the_bundle_finds_the_sounds_and_miniaudio():
    from razz_desktop.ui.sound.player import library_check

    assert library_check().startswith("sound: miniaudio ") and library_check().endswith(", 7 sounds")
