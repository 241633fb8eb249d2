"""Telling the user, once, that something went wrong, and where the details are.

:mod:`razz_desktop.diagnostics` logs every uncaught exception (from any
thread) and hands the first one of the run to a callback; this object is
that callback's way onto the GUI thread: :attr:`CrashNotice.reported` may be
emitted from any thread (a queued connection carries it over), and the
dialog names the log file so the user can send it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QWidget


class CrashNotice(QObject):
    reported = Signal(str)  # a one-line description of the error; emitted from any thread

    def __init__(self, window: QWidget, log_file: Path) -> None:
        super().__init__(window)
        self._window = window
        self._log_file = log_file
        self.shown = False
        self.reported.connect(self._show, Qt.ConnectionType.QueuedConnection)

    @Slot(str)
    def _show(self, text: str) -> None:
        if self.shown:
            return
        self.shown = True
        # Imported when asked: the class is not made before the first table (issue 19).
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Critical, self.tr("Something went wrong"),
                          self.tr("Razz Desktop hit an unexpected error. The hands already played are safe."),
                          QMessageBox.StandardButton.Ok, self._window)
        box.setObjectName("crashNotice")
        box.setInformativeText(self.tr("The details are in the log file {path} (Help > Open log folder). "
                                       "Please send it with a description of what you were doing.").format(
                                           path=str(self._log_file)))
        box.setDetailedText(text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
