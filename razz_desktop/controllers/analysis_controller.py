"""The History window's Analyse hands...: imported hands graded by the Coach off the GUI thread, with progress and Cancel.

The analysis (``razz_desktop.analysis.run``) runs on this controller's own
:class:`JobRunner` thread, on a connection of its own to the hand log, and
spreads the grading over worker processes (one per core; the app's process
has threads, so they come from a fork server, as the import's do). Progress
and the end come back by queued signals; Cancel sets a flag the run reads
after each hand, and the workers are stopped at once. The reviews written
are kept whatever happens next: ``finished`` says how many, and the mistakes
browser and the Statistics window read them again.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal, Slot

from razz_desktop.analysis.run import AnalysisRun, AnalysisSummary
from razz_desktop.controllers.jobs import JobRunner
from razz_desktop.storage.handlog.db import DATABASE_ERRORS, connect
from razz_desktop.storage.handlog.repository import HandLog

log = logging.getLogger(__name__)

__all__ = ["AnalysisController"]


class AnalysisController(QObject):
    started = Signal(int)  # hands to analyse (0: none is waiting)
    progress = Signal(int, int)  # hands done, hands in all
    finished = Signal(object)  # AnalysisSummary
    failed = Signal(str)
    _progress = Signal(int, int)
    _started = Signal(int)
    _done = Signal(object, str)

    def __init__(self, database_path: Path | str, parent: QObject | None = None,
                 jobs: int | None = None) -> None:
        super().__init__(parent)
        self._path = database_path
        self._jobs = JobRunner("analysis", self)
        self._processes = jobs
        self._cancel = threading.Event()
        self._running = False
        self._progress.connect(self.progress, Qt.ConnectionType.QueuedConnection)
        self._started.connect(self.started, Qt.ConnectionType.QueuedConnection)
        self._done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)

    @property
    def running(self) -> bool:
        return self._running

    @Slot()
    @Slot(object)
    def analyse(self, hand_ids: Sequence[int] | None = None) -> bool:
        """Analyse ``hand_ids`` (None: every imported hand not analysed yet); False if one is running."""
        if self._running:
            return False
        self._running = True
        self._cancel.clear()
        run = AnalysisRun(hand_ids=None if hand_ids is None else list(hand_ids), again=hand_ids is not None,
                          jobs=self._processes)
        path, cancel, progress, started, done = self._path, self._cancel, self._progress, self._started, self._done

        errors: tuple[type[BaseException], ...] = (*DATABASE_ERRORS, OSError)

        def job() -> None:
            try:
                hand_log = HandLog(connect(path, busy_timeout_ms=5000))
            except errors as exc:
                done.emit(None, str(exc) or type(exc).__name__)
                return
            try:
                started.emit(len(run.candidates(hand_log)))
                summary = run.run(hand_log, progress.emit, cancel.is_set)
            except errors as exc:
                log.warning("analysis: %s", exc)
                done.emit(None, str(exc) or type(exc).__name__)
                return
            except Exception as exc:  # a bug must still end the dialog's wait, and say what it was
                log.exception("analysis failed")
                done.emit(None, f"{type(exc).__name__}: {exc}")
                return
            finally:
                hand_log.connection.close()
            done.emit(summary, "")

        if not self._jobs.submit(job):
            self._running = False
            return False
        return True

    @Slot()
    def cancel(self) -> None:
        self._cancel.set()

    def wait_idle(self, timeout_ms: int) -> bool:
        return self._jobs.wait_idle(timeout_ms)

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        self._cancel.set()
        self._jobs.wait_idle(timeout_ms)
        return self._jobs.shutdown(timeout_ms)

    @Slot(object, str)
    def _on_done(self, summary: AnalysisSummary | None, error: str) -> None:
        self._running = False
        if summary is None:
            self.failed.emit(error)
        else:
            self.finished.emit(summary)
