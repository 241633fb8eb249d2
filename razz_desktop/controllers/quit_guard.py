"""Quitting while hands live only in memory: ask first, never lose them without a word.

When neither the hand log nor its journal can be written (a full disk, a
read-only folder), the hands of this run live only in the history worker's
memory (:attr:`HistoryController.hands_at_risk`). :class:`QuitGuard` watches
the main window's close: while any hand is at risk, a close (the window's
button, Quit, Ctrl+Q) is held back and :attr:`QuitGuard.ask` asks the
window's question (ui/unsaved_hands_dialog.py), whose answer comes back as
one of the slots:

- :meth:`save_to` a folder the user picked: a journal file the app re-imports
  and a PokerStars text file (``storage.importing.kept``), then quit;
- :meth:`try_again`: the worker tries to write them now; when it has answered
  (or after :data:`RETRY_ANSWER_MS`), the close is tried again, so the
  question comes back only if hands are still at risk;
- :meth:`lose`: quit without them (said in the log);
- :meth:`cancel`: keep the app open.

A signal (SIGTERM, Ctrl+C) asks nothing (:meth:`terminating`): the worker
writes the hands to the log folder as it closes and says so in the log.
A controller without widgets: the window is a ``QObject`` here, closed
through Qt's meta-object call.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QMetaObject, QObject, Qt, QTimer, Signal, Slot

if TYPE_CHECKING:
    from .history_controller import HistoryController

log = logging.getLogger(__name__)

RETRY_ANSWER_MS = 3000
"""How long "Try again" waits for the history worker's answer before asking again."""


class QuitGuard(QObject):
    """Holds back the main window's close while hands are at risk (see the module docstring)."""

    ask = Signal(int, str)
    """(hands at risk, the hand log's file name): show the question."""
    save_failed = Signal(str, str)
    """(folder, the system's reason): the chosen folder did not take the hands; the question follows again."""

    def __init__(self, history: HistoryController, window: QObject) -> None:
        super().__init__(window)
        self._history = history
        self._window = window
        self._terminating = False
        self._asking = False
        self._waiting = QTimer(self)
        self._waiting.setSingleShot(True)
        self._waiting.timeout.connect(self._retry_answered)
        history.at_risk_changed.connect(self._on_at_risk_changed)
        window.installEventFilter(self)

    @property
    def asking(self) -> bool:
        """The question is on screen (or a retry is under way)."""
        return self._asking

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if (watched is self._window and event.type() == QEvent.Type.Close and not self._terminating
                and not QCoreApplication.closingDown()):
            count = self._history.hands_at_risk
            if count > 0:
                event.ignore()
                if not self._asking:
                    self._asking = True
                    log.warning("quitting with %d hands that could not be saved: asking the user", count)
                    self.ask.emit(count, Path(self._history.database_path).name)
                return True
        return False

    @Slot()
    def terminating(self) -> None:
        """A signal ends the app: no question (the worker saves the hands to the log folder)."""
        self._terminating = True

    @Slot(str)
    def save_to(self, folder: str) -> None:
        try:
            self._history.save_kept_to(folder)
        except OSError as exc:
            log.warning("the unsaved hands could not be saved to %s: %s", folder, exc)
            self._asking = False
            self.save_failed.emit(folder, exc.strerror or str(exc))
            self._close()  # asks again: the hands are still at risk
            return
        self._asking = False
        self._close()

    @Slot()
    def try_again(self) -> None:
        self._waiting.start(RETRY_ANSWER_MS)
        self._history.retry_now()

    @Slot()
    def lose(self) -> None:
        self._history.discard_kept()
        self._asking = False
        self._close()

    @Slot()
    def cancel(self) -> None:
        self._asking = False

    @Slot(int)
    def _on_at_risk_changed(self, _count: int) -> None:
        if self._waiting.isActive():
            self._waiting.stop()
            self._retry_answered()

    def _retry_answered(self) -> None:
        self._asking = False
        self._close()  # closes if nothing is at risk any more, else the question comes again

    def _close(self) -> None:
        QMetaObject.invokeMethod(self._window, "close", Qt.ConnectionType.QueuedConnection)
