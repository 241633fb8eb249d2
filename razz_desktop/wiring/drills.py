"""Game > Drills (Ctrl+D): the drill window and its controller, built the first time they are asked for.

Part of the composition root (``razz_desktop.app``): connections only, no logic of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from razz_desktop.controllers.drill_controller import DrillController
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.trainer.drill_window import DrillWindow

SHORTCUT = "Ctrl+D"


@dataclass(slots=True, weakref_slot=True)  # weakly referenced: its methods are connected to signals
class DrillParts:
    """The drill window and its controller: nothing is built (nor its thread started) before the first use."""

    db_path: Path | str
    parent: MainWindow
    action: QAction
    controller: DrillController | None = None
    window: DrillWindow | None = None

    def open(self) -> DrillWindow:
        if self.window is None:
            from razz_desktop.controllers.drill_controller import DrillController
            from razz_desktop.ui.trainer.drill_window import DrillWindow

            c = DrillController(self.db_path, parent=self.parent)
            w = DrillWindow(parent=self.parent)
            c.drill_ready.connect(w.show_drill)
            c.answered.connect(w.show_answer)
            c.progress_ready.connect(w.show_progress)
            c.failed.connect(w.show_failure)
            c.busy_changed.connect(w.set_busy)
            w.start_requested.connect(c.start)
            w.answer_chosen.connect(c.answer)
            w.next_requested.connect(c.next)
            w.progress_requested.connect(c.refresh_progress)
            self.controller, self.window = c, w
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def shutdown(self) -> None:
        """Every answer given is written before the thread stops."""
        if self.controller is not None:
            self.controller.shutdown()


def attach_drills(window: MainWindow, db_path: Path | str) -> DrillParts:
    """Game > Drills (Ctrl+D), under Statistics."""
    action = QAction(window)
    action.setText(QCoreApplication.translate("DrillsWiring", "&Drills\u2026"))
    action.setShortcut(QKeySequence(SHORTCUT))
    action.setToolTip(QCoreApplication.translate(
        "DrillsWiring", "Short quizzes, one spot at a time, with the answer explained (Ctrl+D)"))
    window.add_action_after(window.statistics_action, action)
    parts = DrillParts(db_path, window, action)
    action.triggered.connect(lambda _checked=False: parts.open())
    window.closing.connect(parts.shutdown)
    return parts
