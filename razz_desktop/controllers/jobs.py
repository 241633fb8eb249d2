"""How the controllers run work off the GUI thread: one worker thread, plain functions, in order.

Controllers are the only place threads are started (DESIGN.md), and they all
start them the same way: a closure that does the work and emits its answer
by a queued signal. :class:`JobRunner` runs those closures on one thread of
its own, in the order they were submitted, and forgets each closure as soon
as it has run (or was dropped by :meth:`JobRunner.clear`).

Why not ``QThreadPool`` with a ``QRunnable`` wrapper: measured over 500
hands, PySide6 kept every wrapper (and the SeatView its closure held) alive
after it had run, about 30 KB per hand. A plain ``threading.Thread`` reading
a deque keeps exactly the queued jobs alive, which :attr:`JobRunner.queued`
counts and the memory tests check.

Why the GIL's switch interval is shortened when the first worker starts
(:func:`prefer_gui_thread`): the GUI thread runs C++ (Qt) with the GIL
released and takes it back for every Python call Qt makes (each item's
``paint`` and ``boundingRect``, each slot). While a worker runs pure Python
(a bot's Monte Carlo, the coach's imports and tables), each of those takes
waits up to the interpreter's switch interval (5 ms by default) for the
worker to let go: a frame that calls Python 20 times then stalls for
100 ms. Measured with benchmarks/bench_coach_attach.py --why, that was the
longest event-loop gap after the first paint. At 1 ms the same frame waits
at most a fifth as long; the workers lose well under 1% to the extra
switches (which only happen while two threads want the GIL).
"""

from __future__ import annotations

import logging
import sys
import threading
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject

log = logging.getLogger(__name__)

Job = Callable[[], None]

GUI_SWITCH_INTERVAL_S = 0.001
"""The GIL switch interval while worker threads run (see the module docstring)."""


def prefer_gui_thread() -> None:
    """Shorten the GIL's switch interval so the GUI thread never waits long behind a worker.

    Process-wide and idempotent; it only ever shortens the interval (a test or
    an embedding application that chose a shorter one keeps it).
    """
    if sys.getswitchinterval() > GUI_SWITCH_INTERVAL_S:
        sys.setswitchinterval(GUI_SWITCH_INTERVAL_S)


class JobRunner(QObject):
    """Runs submitted functions one at a time on a worker thread (started on first use).

    A job's exception is logged and the runner goes on: a failing job must
    never stop the jobs behind it. Jobs report back by emitting signals; the
    runner itself has none, so any controller can use it.
    """

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self._jobs: deque[Job] = deque()
        self._cond = threading.Condition()
        self._running = False
        self._closed = False
        self._thread: threading.Thread | None = None

    @property
    def busy(self) -> bool:
        """A job is running or waiting to run."""
        with self._cond:
            return self._running or bool(self._jobs)

    @property
    def queued(self) -> int:
        """Jobs submitted and not yet run (the running one not counted)."""
        with self._cond:
            return len(self._jobs)

    @property
    def closed(self) -> bool:
        return self._closed

    def submit(self, job: Job) -> bool:
        """Queue ``job``; False (and nothing queued) once the runner is shut down."""
        with self._cond:
            if self._closed:
                return False
            self._jobs.append(job)
            if self._thread is None:
                prefer_gui_thread()
                self._thread = threading.Thread(target=self._loop, name=self._name, daemon=True)
                self._thread.start()
            self._cond.notify()
        return True

    def clear(self) -> int:
        """Drop every queued job (a running one finishes); returns how many were dropped."""
        with self._cond:
            dropped = len(self._jobs)
            self._jobs.clear()
            return dropped

    def wait_idle(self, timeout_ms: int) -> bool:
        """Wait until nothing runs or waits (tests, shutdown); True if it got there in time."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._running and not self._jobs, timeout_ms / 1000)

    def shutdown(self, wait_ms: int = 3000) -> bool:
        """Take no more work, drop what is queued and wait up to ``wait_ms`` for a running job.

        Returns True when the thread has stopped. The thread is a daemon: a job
        that never returns cannot keep the application from exiting.
        """
        with self._cond:
            self._closed = True
            self._jobs.clear()
            self._cond.notify_all()
            thread = self._thread
        if thread is None:
            return True
        thread.join(max(0, wait_ms) / 1000)
        return not thread.is_alive()

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._running = False
                self._cond.notify_all()
                while not self._jobs and not self._closed:
                    self._cond.wait()
                if self._closed and not self._jobs:
                    return
                job = self._jobs.popleft()
                self._running = True
            try:
                job()
            except Exception:  # a job's own bug; the next job still runs
                log.exception("a background job of %s failed", self._name)
            del job  # the closure (and what it holds) goes now, not at the next job
