"""Game > Mistakes... (the mistakes browser, beside Statistics) and the History window's Analyse hands... (the Coach on imported hands).

Part of the composition root (``razz_desktop.app``): connections only. The
browser, its controller and the analysis are built the first time they are
asked for, so none of it costs start-up anything (pyqtgraph included).

- Game > Mistakes... (beside Statistics) opens the browser; its "Open in
  replayer" loads the decision's hand into the History window's replayer
  (built then if it was not) at the decision's frame.
- The History window's Analyse (the selected hands, or every imported hand not
  analysed yet) runs the analysis with the progress dialog; when it ends the
  browser and the Statistics window read the new reviews.
- "Play from here" asks a :class:`PlaysFromHere` (the game controller, once it
  can play a stored hand again from a decision); without one the button stays
  disabled and says why.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from razz_desktop.controllers.analysis_controller import AnalysisController
    from razz_desktop.controllers.history_controller import HistoryController
    from razz_desktop.controllers.mistakes_controller import MistakesController
    from razz_desktop.records import StoredHand
    from razz_desktop.ui.history_window import HistoryWindow
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.mistakes.analysis_dialog import AnalysisDialog
    from razz_desktop.ui.mistakes.window import MistakesWindow


class PlaysFromHere(Protocol):
    """Whoever can deal a stored hand again and let the user play it from a decision."""

    def play_from_here(self, hand_id: int, decision_index: int) -> None: ...


class Replays(Protocol):
    """The replayer's controller, as far as opening a decision needs it."""

    def load(self, hand: StoredHand) -> bool: ...
    def go_to(self, index: int) -> None: ...


@dataclass(slots=True, weakref_slot=True)  # weakly referenced: its methods are connected to signals
class MistakesParts:
    db_path: Path | str
    parent: MainWindow
    action: QAction
    replayer: Callable[[], Replays]
    """The replayer's controller (the History window's friends are built on first use)."""
    refresh_statistics: Callable[[], None]
    player: PlaysFromHere | None = None
    controller: MistakesController | None = None
    window: MistakesWindow | None = None
    analysis: AnalysisController | None = None
    dialog: AnalysisDialog | None = None

    def open(self) -> MistakesWindow:
        """Game > Mistakes...: the browser (built the first time)."""
        if self.window is None:
            from razz_desktop.controllers.mistakes_controller import MistakesController
            from razz_desktop.ui.mistakes.window import MistakesWindow

            c = MistakesController(self.db_path, parent=self.parent)
            w = MistakesWindow(parent=self.parent)
            c.rows_ready.connect(w.show_rows)
            c.rates_ready.connect(w.show_rates)
            c.failed.connect(w.show_failure)
            c.busy_changed.connect(w.set_busy)
            c.replay_ready.connect(self._replay)
            c.replay_ready.connect(w.decision_opened)
            w.active_changed.connect(c.set_active)
            w.query_changed.connect(c.set_query)
            w.chart_changed.connect(c.set_chart)
            w.replay_wanted.connect(c.open_decision)
            c.set_query(w.query())
            if self.player is not None:
                w.play_from_here_wanted.connect(self.player.play_from_here)
            w.set_play_from_here_available(self.player is not None)
            self.controller, self.window = c, w
        self.window.show_window()
        return self.window

    def _replay(self, hand: StoredHand, frame: int) -> None:
        replay = self.replayer()
        if replay.load(hand):
            replay.go_to(frame)

    def analyse(self, hand_ids: Sequence[int] | None = None) -> None:
        """Analyse hands... (History window): the selected hands (again, if they were), or every imported hand not analysed yet."""
        if self.analysis is None:
            from razz_desktop.controllers.analysis_controller import AnalysisController
            from razz_desktop.ui.mistakes.analysis_dialog import AnalysisDialog

            a = AnalysisController(self.db_path, parent=self.parent)
            d = AnalysisDialog(self.parent)
            a.started.connect(d.on_started)
            a.progress.connect(d.on_progress)
            a.finished.connect(d.on_finished)
            a.failed.connect(d.on_failed)
            a.finished.connect(self._analysed)
            d.cancel_requested.connect(a.cancel)
            self.analysis, self.dialog = a, d
        assert self.dialog is not None
        if self.analysis.analyse(None if hand_ids is None else list(hand_ids)):
            self.dialog.start()

    def _analysed(self, _summary: object) -> None:
        if self.controller is not None:
            self.controller.on_reviews_changed()
        self.refresh_statistics()

    def on_history_window(self, window: HistoryWindow) -> None:
        """The History window exists (built on first use): its Analyse button asks here."""
        window.analyse_wanted.connect(self.analyse)

    def on_review_saved(self, _hand_id: int = 0) -> None:
        if self.controller is not None:
            self.controller.on_reviews_changed()

    def shutdown(self) -> None:
        if self.analysis is not None:
            self.analysis.shutdown()
        if self.controller is not None:
            self.controller.shutdown()


def attach_mistakes(window: MainWindow, history: HistoryController, db_path: Path | str,
                    replayer: Callable[[], Replays], refresh_statistics: Callable[[], None],
                    player: PlaysFromHere | None = None) -> MistakesParts:
    """Game > Mistakes... beside Statistics, and the analysis the History window's Analyse asks for."""
    action = QAction(window)
    action.setText(QCoreApplication.translate("MistakesWiring", "&Mistakes\u2026"))
    action.setShortcut(QKeySequence("Ctrl+Shift+M"))
    action.setToolTip(QCoreApplication.translate(
        "MistakesWiring", "Every decision the Coach graded, in practice and in analysed imported hands: "
                          "filter, replay, and your error rate over time (Ctrl+Shift+M)"))
    window.add_action_after(window.statistics_action, action)
    parts = MistakesParts(db_path, window, action, replayer, refresh_statistics, player)
    action.triggered.connect(parts.open)
    history.review_saved.connect(parts.on_review_saved)
    window.closing.connect(parts.shutdown)
    return parts
