"""A plain function as a QThreadPool task: how the controllers run work off the GUI thread.

Controllers are the only place threads are started (DESIGN.md), and they all
start them the same way: a closure that does the work and emits its answer
by a queued signal, run by a one-thread ``QThreadPool``. ``QThreadPool.start``
wants a ``QRunnable``; :class:`FunctionTask` is that wrapper, in one place
rather than one copy per controller.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRunnable


class FunctionTask(QRunnable):
    """Runs ``job()`` on a pool thread, once; the pool deletes the task afterwards."""

    def __init__(self, job: Callable[[], None]) -> None:
        super().__init__()
        self._job = job
        self.setAutoDelete(True)

    def run(self) -> None:
        self._job()
