"""The equity calculator's controller: runs ``ai.calculator`` off the GUI thread, step by step.

The window asks (``calculate``) and is told (``progress``, ``result_ready``,
``failed``, ``busy_changed``). Exact enumeration takes up to about a second
and Monte Carlo longer, so the work runs on a worker thread (a
:class:`JobRunner`); between two steps of 20,000 deals the worker looks at
the job's cancel flag, which ``cancel`` (or a newer question) raises. Each
step crosses to the GUI thread by a queued signal carrying the job's number,
so the answer of a question the user has since replaced is dropped, never
shown. The question is checked on the GUI thread first (parsing a few words
takes microseconds), so a typo is reported at once.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Qt, Signal

from razz_desktop.ai.calculator import (
    CalculatorError,
    CalculatorResult,
    calculate_steps,
    parse_question,
)
from razz_desktop.controllers.jobs import JobRunner


class EquityCalculatorController(QObject):
    progress = Signal(int, int)  # deals done, deals in all
    result_ready = Signal(object)  # CalculatorResult
    failed = Signal(object)  # CalculatorError: what was wrong with the question, as data
    busy_changed = Signal(bool)
    _stepped = Signal(int, int, int, object)  # job, done, total, result or None: worker -> GUI

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = JobRunner("equity-calculator", self)
        self._job = 0
        self._cancel = threading.Event()
        self._busy = False
        self.last_result: CalculatorResult | None = None
        self._stepped.connect(self._on_step, Qt.ConnectionType.QueuedConnection)

    @property
    def busy(self) -> bool:
        return self._busy

    def calculate(self, hands: list[str], dead: str, samples: int, seed: int | None) -> None:
        """Check the question now, then compute it on the worker (replacing a running one)."""
        self.cancel()
        try:
            if samples < 2:
                raise CalculatorError("samples must be at least 2", "samples")
            question = parse_question(hands, dead)
        except CalculatorError as exc:
            self.failed.emit(exc)
            return
        self._job += 1
        job, cancel = self._job, threading.Event()
        self._cancel = cancel

        def work() -> None:
            try:
                for step in calculate_steps(question, samples=samples, seed=seed):
                    if cancel.is_set():
                        return
                    self._stepped.emit(job, step.done, step.total, step.result)
            except CalculatorError as exc:  # validated above; kept so a worker never dies silently
                self._stepped.emit(job, 0, 0, exc)

        self._set_busy(True)
        self._jobs.submit(work)

    def cancel(self) -> None:
        """Stop the running calculation at its next step; its answer is never shown."""
        self._cancel.set()
        self._job += 1
        self._set_busy(False)

    def shutdown(self) -> None:
        self.cancel()
        self._jobs.shutdown()

    def wait_idle(self, timeout_ms: int) -> bool:
        """Tests and shutdown: wait for the worker to finish what it runs."""
        return self._jobs.wait_idle(timeout_ms)

    def _on_step(self, job: int, done: int, total: int, result: object) -> None:
        if job != self._job:
            return  # a question replaced or cancelled since
        if isinstance(result, CalculatorError):
            self._set_busy(False)
            self.failed.emit(result)
        elif isinstance(result, CalculatorResult):
            self.last_result = result
            self.progress.emit(total, total)
            self.result_ready.emit(result)
            self._set_busy(False)
        else:
            self.progress.emit(done, total)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)
