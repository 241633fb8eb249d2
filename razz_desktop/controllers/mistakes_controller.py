"""The mistakes browser's controller: the graded decisions and the error rate, read off the GUI thread.

It reads the hand log on a connection of its own (WAL: it never waits for
the history controller's writes) on its own :class:`JobRunner` thread and
answers by signal: the lines the filters let through (``rows_ready``), the
error-rate series for the chart (``rates_ready``), and, for "Open in
replayer", the stored hand with the replayer's frame of the decision
(``replay_ready``: the frame just before the graded seat's n-th action, so
the table shows the spot as it was decided). Requests are coalesced as the
Statistics window's are: while one is being read, another only marks that a
fresh read is wanted.

The window never holds this controller; ``wiring/mistakes.py`` connects them.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal, Slot

from razz_desktop.controllers.jobs import JobRunner
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.events import PlayerActed
from razz_desktop.mistakes import ErrorRates, Grouping, MistakeQuery, MistakeRow, Period
from razz_desktop.records import StoredHand
from razz_desktop.storage.handlog.db import DATABASE_ERRORS, connect
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.stats.mistakes import error_rates, mistake_rows

log = logging.getLogger(__name__)

__all__ = ["MistakesController", "decision_frame"]


def decision_frame(hand: StoredHand, seat: int | None, index: int) -> int:
    """The replayer's frame just before ``seat``'s ``index``-th action (0: after the deal).

    The replayer takes one frame after the deal and one after each action, a showdown's
    show or muck included (``controllers.replay_controller.replay_steps``); a decision
    it cannot find opens the hand at its start. Every betting decision comes before the
    showdown, so only the betting actions before it count.
    """
    if seat is None:
        return 0
    frame = 0
    seen = 0
    for event in hand.record.events:
        if isinstance(event, PlayerActed):
            if event.seat == seat and event.type not in (ActionType.SHOW, ActionType.MUCK):
                if seen == index:
                    return frame
                seen += 1
            frame += 1
    return 0


def _graded_seat(hand: StoredHand) -> int | None:
    """Whose decisions the review graded: the human of a practice hand, the file's hero of an imported one."""
    return hand.player_seat


class MistakesController(QObject):
    rows_ready = Signal(object)  # list[MistakeRow]
    rates_ready = Signal(object)  # ErrorRates
    replay_ready = Signal(object, int)  # StoredHand, the frame of the decision
    failed = Signal(str)
    busy_changed = Signal(bool)
    _read = Signal(object, object, str)  # (rows | None, rates | None, error): worker -> GUI thread
    _opened = Signal(object, int, str)  # (StoredHand | None, frame, error)

    def __init__(self, database_path: Path | str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = database_path
        self._jobs = JobRunner("mistakes", self)
        self._query = MistakeQuery()
        self._grouping = Grouping.STREET
        self._period = Period.WEEK
        self._active = False
        self._running = False
        self._again = False
        self._log: HandLog | None = None  # the worker thread's
        self._lock = threading.Lock()
        self.last_rows: list[MistakeRow] = []
        self.last_rates: ErrorRates | None = None
        self._read.connect(self._on_read, Qt.ConnectionType.QueuedConnection)
        self._opened.connect(self._on_opened, Qt.ConnectionType.QueuedConnection)

    # ------------------------------------------------------------- intents

    @Slot(bool)
    def set_active(self, on: bool) -> None:
        """The window is open (read now, and again when reviews are kept) or closed."""
        self._active = on
        if on:
            self.refresh()

    @Slot(object)
    def set_query(self, query: MistakeQuery) -> None:
        self._query = query
        self.refresh()

    @Slot(str, str)
    def set_chart(self, grouping: str, period: str) -> None:
        self._grouping, self._period = Grouping(grouping), Period(period)
        self.refresh()

    @Slot()
    @Slot(object)
    def on_reviews_changed(self, _what: object = None) -> None:
        """A review was kept or an analysis wrote some: read again if the window is open."""
        if self._active:
            self.refresh()

    @Slot()
    def refresh(self) -> None:
        if self._running:
            self._again = True
            return
        self._running = True
        self.busy_changed.emit(True)
        query, grouping, period, done = self._query, self._grouping, self._period, self._read

        def job() -> None:
            try:
                conn = self._hand_log().connection
                rows = mistake_rows(conn, query)
                rates = error_rates(conn, query, grouping, period)
            except DATABASE_ERRORS as exc:
                log.warning("mistakes: %s", exc)
                done.emit(None, None, str(exc) or type(exc).__name__)
                return
            done.emit(rows, rates, "")

        if not self._jobs.submit(job):
            self._running = False

    @Slot(int, int)
    def open_decision(self, hand_id: int, index: int) -> None:
        """Load the hand of a decision for the replayer, at the decision (``replay_ready``)."""
        opened = self._opened

        def job() -> None:
            try:
                hand = self._hand_log().hand(hand_id)
            except DATABASE_ERRORS as exc:
                opened.emit(None, 0, str(exc) or type(exc).__name__)
                return
            except ValueError as exc:  # a damaged record (CorruptRecordError)
                opened.emit(None, 0, str(exc))
                return
            if hand is None:
                opened.emit(None, 0, f"hand {hand_id} is no longer in the history")
                return
            opened.emit(hand, decision_frame(hand, _graded_seat(hand), index), "")

        self._jobs.submit(job)

    def shutdown(self, timeout_ms: int = 2000) -> bool:
        """Close the connection on the thread that opened it, then stop the thread."""
        self._jobs.clear()
        self._jobs.submit(self._close)
        self._jobs.wait_idle(timeout_ms)
        return self._jobs.shutdown(timeout_ms)

    def wait_idle(self, timeout_ms: int) -> bool:
        return self._jobs.wait_idle(timeout_ms)

    # -------------------------------------------------------- worker thread

    def _close(self) -> None:
        with self._lock:
            if self._log is not None:
                self._log.connection.close()
                self._log = None

    def _hand_log(self) -> HandLog:
        with self._lock:
            if self._log is None:
                self._log = HandLog(connect(self._path, busy_timeout_ms=2000))
            return self._log

    # ----------------------------------------------------------- GUI thread

    @Slot(object, object, str)
    def _on_read(self, rows: list[MistakeRow] | None, rates: ErrorRates | None, error: str) -> None:
        self._running = False
        if rows is not None and rates is not None:
            self.last_rows, self.last_rates = rows, rates
            self.rows_ready.emit(rows)
            self.rates_ready.emit(rates)
        else:
            self.failed.emit(error)
        if self._again:
            self._again = False
            self.refresh()
        else:
            self.busy_changed.emit(False)

    @Slot(object, int, str)
    def _on_opened(self, hand: StoredHand | None, frame: int, error: str) -> None:
        if hand is None:
            self.failed.emit(error)
        else:
            self.replay_ready.emit(hand, frame)


