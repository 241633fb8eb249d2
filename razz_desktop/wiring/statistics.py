"""The Statistics window and its controller, built the first time the user opens it.

Part of the composition root (``razz_desktop.app``): connections only, no logic of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from razz_desktop.controllers.history_controller import HistoryController
    from razz_desktop.controllers.stats_controller import StatsController
    from razz_desktop.records import HandFilter
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.stats_window import StatsWindow


@dataclass(slots=True, weakref_slot=True)  # weakly referenced: its methods are connected to signals
class StatisticsParts:
    """The Statistics window and its controller: built the first time the user opens it.

    ``open`` is what the Game menu's Statistics does. pyqtgraph (half a second
    to import) is loaded then, never at start-up; until then the controller
    does not exist either, so saved hands cost nothing.
    """

    db_path: Path | str
    parent: MainWindow
    controller: StatsController | None = None
    window: StatsWindow | None = None
    history_filter: HandFilter | None = None

    def open(self) -> StatsWindow:
        if self.window is None:
            from razz_desktop.controllers.stats_controller import StatsController
            from razz_desktop.ui.stats_window import StatsWindow

            stats = StatsController(self.db_path, parent=self.parent)
            w = StatsWindow(parent=self.parent)
            stats.report_ready.connect(w.show_report)
            stats.failed.connect(w.show_failure)
            stats.busy_changed.connect(w.set_busy)
            w.player_chosen.connect(stats.set_player)
            w.refresh_requested.connect(stats.refresh)
            w.active_changed.connect(stats.set_active)
            w.scope_chosen.connect(stats.use_history_filter)
            w.practice_counted.connect(stats.count_practice)  # Play from here's practice hands
            self.controller, self.window = stats, w
            if self.history_filter is not None:
                self.set_history_filter(self.history_filter)
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def on_hand_saved(self, summary: object = None) -> None:
        if self.controller is not None:
            self.controller.on_hand_saved(summary)

    def set_history_filter(self, hand_filter: HandFilter | None) -> None:
        """The History window's ``filter_changed``: offered in the Statistics window's choice of hands."""
        self.history_filter = hand_filter
        if self.controller is not None and self.window is not None:
            from razz_desktop.ui.stats_window import describe_filter

            self.controller.set_history_filter(hand_filter)
            self.window.set_history_filter(None if hand_filter is None else describe_filter(hand_filter))

    def shutdown(self) -> None:
        if self.controller is not None:
            self.controller.shutdown()


def attach_statistics(window: MainWindow, history: HistoryController, db_path: Path | str) -> StatisticsParts:
    """The Statistics window (Game menu, toolbar), refreshed as hands are saved while it is open."""
    parts = StatisticsParts(db_path, window)
    window.statistics_requested.connect(parts.open)
    history.hand_saved.connect(parts.on_hand_saved)
    history.hands_added.connect(parts.on_hand_saved)  # imported hands count too
    window.closing.connect(parts.shutdown)
    return parts
