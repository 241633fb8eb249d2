"""Knowing when the first dealt hand has reached the screen.

Two things wait for that moment: attaching practice mode (its imports and
tables would otherwise delay the first table), and the launch-time probe
(``benchmarks/launch_time.py``). :class:`FirstPaintWatcher` watches the
table's viewport from the moment it is made; after the game has dealt
(:meth:`FirstPaintWatcher.on_dealt`, connected to ``table_changed``) the next
paint emits :attr:`FirstPaintWatcher.painted` once, from the event loop, so
the paint itself has reached the screen first. A window that never paints
(minimised) emits it after ``fallback_ms`` all the same.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget


class FirstPaintWatcher(QObject):
    painted = Signal()

    def __init__(self, viewport: QWidget, fallback_ms: int | None = 3000, parent: QObject | None = None) -> None:
        super().__init__(parent or viewport)
        self._viewport = viewport
        self._dealt = False
        self.done = False
        viewport.installEventFilter(self)
        if fallback_ms is not None:
            QTimer.singleShot(fallback_ms, self, self._fire)

    def on_dealt(self, _view: object = None) -> None:
        """The first hand is dealt: the next paint is the one we wait for (and is asked for now)."""
        if not self._dealt:
            self._dealt = True
            self._viewport.update()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint and self._dealt and not self.done:
            QTimer.singleShot(0, self, self._fire)  # after this paint has reached the screen
        return False

    def _fire(self) -> None:
        if self.done:
            return
        self.done = True
        self._viewport.removeEventFilter(self)
        self.painted.emit()


class LaunchProbe(FirstPaintWatcher):
    """``--quit-after-first-paint``: print the time from process start to the first painted hand.

    ``benchmarks/launch_time.py`` reads the printed line; :attr:`finished`
    follows (the app quits on it).
    """

    finished = Signal()

    def __init__(self, viewport: QWidget, started: float, parent: QObject | None = None) -> None:
        super().__init__(viewport, None, parent)
        self._started = started
        self.painted.connect(self._report)

    def _report(self) -> None:
        elapsed = time.perf_counter() - self._started
        # The process's CPU time so far (all threads, from the interpreter's start): on a shared,
        # loaded machine a steadier figure to compare than the wall clock.
        print(f"table painted {elapsed * 1000:.0f} ms after start-up began, CPU {time.process_time() * 1000:.0f} ms",
              flush=True)
        QTimer.singleShot(0, self.finished.emit)
