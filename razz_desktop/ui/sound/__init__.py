"""The table's sounds: which moment makes which sound, and the player that plays them.

- :mod:`.cues`: the sounds (:class:`Cue`) and which engine event makes which;
- :mod:`.player`: the :class:`SoundPlayer` protocol, the real player
  (miniaudio, its own audio thread) and :class:`NullPlayer`;
- :mod:`.board`: :class:`SoundBoard`, the QObject app.py connects to the game
  controller's signals and to the settings (on/off, volume).
"""

from __future__ import annotations

from .board import SoundBoard
from .cues import Cue, cue_for_event
from .player import MiniaudioPlayer, NullPlayer, SoundPlayer, default_player

__all__ = ["Cue", "MiniaudioPlayer", "NullPlayer", "SoundBoard", "SoundPlayer", "cue_for_event", "default_player"]
