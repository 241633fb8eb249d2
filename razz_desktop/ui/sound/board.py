"""The sound board: hears what the game publishes and plays the matching sound.

app.py connects it to the game controller's ``event_occurred`` and
``human_to_act`` and to the settings' ``options_changed`` (sound on/off and
the volume); it never polls. It holds a :class:`.player.SoundPlayer`, so
tests hand it a double and check which sounds were asked for.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from razz_desktop.settings import MAX_VOLUME, Settings

from .cues import Cue, cue_for_event
from .player import SoundPlayer

BURST_CUES = frozenset({Cue.DEAL, Cue.WIN})
"""Cues that come in runs (a card to every seat, a pot split three ways): one sound per run."""


def gain(volume: int) -> float:
    """The volume setting (0..100) as a sample gain: squared, so the steps sound even to the ear."""
    v = max(0, min(MAX_VOLUME, volume)) / MAX_VOLUME
    return v * v


class SoundBoard(QObject):
    """Plays the table's sounds while sound is on; see the module docstring."""

    def __init__(self, player: SoundPlayer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.enabled = True
        self.volume = 60
        self._last: Cue | None = None
        """The cue of the previous event (None for an event without one): ends a burst."""

    def apply_options(self, settings: Settings) -> None:
        """Sound on or off and its volume, as the settings in force say."""
        self.enabled = bool(settings.display.sound)
        self.volume = settings.display.volume

    def on_event(self, event: object) -> None:
        cue = cue_for_event(event)
        repeat = cue is not None and cue == self._last and cue in BURST_CUES
        self._last = cue
        if cue is not None and not repeat:
            self.play(cue)

    def on_human_to_act(self, _view: object = None) -> None:
        self._last = None
        self.play(Cue.YOUR_TURN)

    def play(self, cue: Cue) -> None:
        if self.enabled and self.volume > 0:
            self.player.play(cue, gain(self.volume))

    def shutdown(self) -> None:
        self.player.close()
