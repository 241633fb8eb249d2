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
import os
import signal
from types import FrameType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSocketNotifier, Signal, Slot

if TYPE_CHECKING:
    import socket

log = logging.getLogger(__name__)

HANDLED = (signal.SIGINT, signal.SIGTERM)


class _Pipe:
    """One end of a non-blocking pipe, with the two calls the watcher makes of a socket."""

    def __init__(self, fd: int) -> None:
        os.set_blocking(fd, False)
        self._fd = fd

    def fileno(self) -> int:
        return self._fd

    def read(self, size: int) -> bytes:
        return os.read(self._fd, size)

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1


class _Socket:
    """A socket end with the pipe's calls (Windows: ``set_wakeup_fd`` takes only a socket there)."""

    def __init__(self, sock: socket.socket) -> None:
        sock.setblocking(False)
        self._sock = sock

    def fileno(self) -> int:
        return self._sock.fileno()

    def read(self, size: int) -> bytes:
        return self._sock.recv(size)

    def close(self) -> None:
        self._sock.close()


def _wakeup_pair() -> tuple[_Pipe | _Socket, _Pipe | _Socket]:
    """Where the interpreter writes the signal number, and where the event loop reads it.

    A pipe on POSIX systems (the socket module, which a pair of sockets needs, cost
    the launch a few milliseconds of imports before the first table, issue 19), a
    socket pair on Windows, where ``signal.set_wakeup_fd`` accepts only a socket.
    """
    if os.name == "posix":
        reader, writer = os.pipe()
        return _Pipe(reader), _Pipe(writer)
    import socket

    a, b = socket.socketpair()
    return _Socket(a), _Socket(b)


class TerminationWatcher(QObject):
    requested = Signal(int)  # the signal number (SIGINT or SIGTERM), emitted on the GUI thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader, self._writer = _wakeup_pair()
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
            data = self._reader.read(64)
        except BlockingIOError:
            return
        if not data:
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
