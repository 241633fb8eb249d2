"""Ctrl+C in a terminal and SIGTERM take the same orderly way out as closing the window.

Python runs a signal handler only between bytecodes, and a Qt event loop
waiting in C++ runs none, so a plain ``signal.signal`` handler would wait for
the next click (Ctrl+C did nothing for 600 s). The usual cure is a socket
pair: ``signal.set_wakeup_fd`` makes the interpreter write the signal number
into one end the moment the signal arrives, a ``QSocketNotifier`` on the
other end wakes the event loop, and :attr:`TerminationWatcher.requested`
is emitted there, on the GUI thread, where the app finishes the hand, saves
it and closes the database. No polling timer: an idle table stays idle.
"""

from __future__ import annotations

import logging
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, Signal, Slot

log = logging.getLogger(__name__)

HANDLED = (signal.SIGINT, signal.SIGTERM)


class TerminationWatcher(QObject):
    requested = Signal(int)  # the signal number (SIGINT or SIGTERM), emitted on the GUI thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous = {sig: signal.signal(sig, self._note) for sig in HANDLED}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._wake)

    @staticmethod
    def _note(signum: int, frame: FrameType | None) -> None:
        """The Python-level handler: the work is done in _wake (the wake-up byte is already written)."""

    @Slot()
    def _wake(self) -> None:
        try:
            data = self._reader.recv(64)
        except BlockingIOError:
            return
        for signum in data:
            if signum in HANDLED:
                log.info("signal %s received: closing in order", signal.Signals(signum).name)
                self.requested.emit(signum)
                return

    def uninstall(self) -> None:
        """Give the signals back (tests, and after shutdown)."""
        self._notifier.setEnabled(False)
        for sig, previous in self._previous.items():
            signal.signal(sig, previous)
        signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()
