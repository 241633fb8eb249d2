"""The replayer window: ``from razz_desktop.ui.replayer import ReplayerWindow``.

- ``window``: the window (the play table, the dealer log, the replay controls);
- ``wording``: its sentences (the hand's title, where the replay stands).
"""

from .window import ReplayerWindow

__all__ = ["ReplayerWindow"]
