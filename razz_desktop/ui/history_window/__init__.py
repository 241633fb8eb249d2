"""The History window: ``from razz_desktop.ui.history_window import HistoryWindow, HandWindow``.

- ``window``: the list of every logged hand (a paged model), its buttons;
- ``filters``: the filter controls, as one ``HandFilter``;
- ``delegate``: cards and results painted in colour;
- ``hand_window``: one hand laid open (the Last Hand window's parts), Replay and Export;
- ``export_dialog``: where to, and in which format;
- ``wording``: the sentences.
"""

from .hand_window import HandWindow
from .window import HistoryWindow

__all__ = ["HandWindow", "HistoryWindow"]
