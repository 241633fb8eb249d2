"""The Statistics window's controller: computes the figures off the GUI thread, refreshes on saved hands.

It reads the hand log on a connection of its own (the file is in WAL mode,
so it never waits for the history controller's writes) on its own
:class:`JobRunner` thread, and answers with one frozen
:class:`~razz_desktop.stats_figures.StatsReport` by signal. The window only
draws what it receives and sends back what the user wants (another player, a
filter, a refresh); it never holds this controller (``app.py`` connects them).

A refresh first gives facts to hands stored before the facts columns existed
(once per hand ever), then computes the report: a handful of SQL aggregates
and one query of the player's seats. After the report is out, hands that
ended in an all-in run-out get their all-in adjusted result in the
background (``controllers.allin_ev``: numpy enumeration, kept in the
database so it is never worked out twice), and the report is drawn again.

Requests are coalesced: while one report is being computed, further
requests only mark that another is wanted, so a burst of saved hands
(auto-play, an import) costs at most two reports, never one per hand. Saved
hands refresh the report only while the window is open (``set_active``).
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal, Slot

from razz_desktop.controllers.allin_ev import adjusted_nets
from razz_desktop.controllers.jobs import JobRunner
from razz_desktop.records import HandFilter
from razz_desktop.stats_figures import StatsReport
from razz_desktop.storage.handlog.db import DATABASE_ERRORS, connect
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.stats.queries import (
    ALL_HANDS,
    Scope,
    fill_missing_facts,
    report,
    runouts_to_adjust,
    scope_of,
    store_allin_nets,
)

log = logging.getLogger(__name__)

ADJUST_BATCH = 100
ADJUST_SECONDS = 0.3
"""How long one background pass of all-in adjustments runs before the report is redrawn."""


class StatsController(QObject):
    report_ready = Signal(object)  # StatsReport
    failed = Signal(str)  # why the figures could not be read
    busy_changed = Signal(bool)
    _computed = Signal(object, str)  # (StatsReport | None, error): worker -> GUI thread
    _adjusted = Signal(int)  # run-outs adjusted in the background: report again

    def __init__(self, database_path: Path | str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = database_path
        self._jobs = JobRunner("statistics", self)
        self._player: str | None = None
        self._scope: Scope = ALL_HANDS
        self._history_filter: HandFilter | None = None
        self._use_filter = False
        self._practice = False  # count practice hands (Play from here) too
        self._active = False
        self._running = False
        self._again = False
        self._log: HandLog | None = None  # used on the worker thread only
        self._lock = threading.Lock()
        self.last_report: StatsReport | None = None
        self._computed.connect(self._on_computed, Qt.ConnectionType.QueuedConnection)
        self._adjusted.connect(self._on_adjusted, Qt.ConnectionType.QueuedConnection)

    # ------------------------------------------------------------- intents

    @Slot(bool)
    def set_active(self, on: bool) -> None:
        """The window is open (refresh on saved hands, and now) or closed (stop refreshing)."""
        self._active = on
        if on:
            self.refresh()

    @Slot(str)
    def set_player(self, name: str) -> None:
        self._player = name or None
        self.refresh()

    def set_scope(self, where: Scope | None) -> None:
        """Narrow the figures to some hands (None: all of them); practice hands count only when asked."""
        from dataclasses import replace

        self._scope = replace(where or ALL_HANDS, practice=self._practice)
        self.refresh()

    @Slot(bool)
    def count_practice(self, on: bool) -> None:
        """Count the hands played again from a decision (Play from here) too; by default they are left out."""
        self._practice = on
        self.set_scope(self._scope)

    @Slot(object)
    def set_history_filter(self, hand_filter: HandFilter | None) -> None:
        """The History window's current filter: used while the window's choice says so."""
        self._history_filter = hand_filter
        if self._use_filter:
            self.set_scope(scope_of(hand_filter))

    @Slot(bool)
    def use_history_filter(self, on: bool) -> None:
        """The window's choice of hands: the History window's filter (True) or all hands."""
        self._use_filter = on
        self.set_scope(scope_of(self._history_filter) if on else None)

    @Slot(object)
    def on_hand_saved(self, _summary: object = None) -> None:
        if self._active:
            self.refresh()

    @Slot()
    def refresh(self) -> None:
        if self._running:
            self._again = True
            return
        self._running = True
        self.busy_changed.emit(True)
        player, where, done = self._player, self._scope, self._computed

        def job() -> None:
            try:
                result = self._compute(player, where)
            except DATABASE_ERRORS as exc:
                log.warning("statistics: %s", exc)
                done.emit(None, str(exc) or type(exc).__name__)
                return
            done.emit(result, "")

        if not self._jobs.submit(job):
            self._running = False

    def _adjust_later(self) -> None:
        """Work out pending all-in run-outs after the report is out, then report again if any were.

        Never ahead of a report: a first open of a history with thousands of
        run-outs (an imported tournament history) draws at once and its
        all-in adjusted line fills in, batch by batch, while the window is open.
        """
        again = self._adjusted

        def job() -> None:
            try:
                count = self._adjust_runouts(self._hand_log(), ADJUST_SECONDS)
            except DATABASE_ERRORS as exc:
                log.warning("statistics: all-in adjustment: %s", exc)
                return
            if count:
                again.emit(count)

        self._jobs.submit(job)

    def shutdown(self, timeout_ms: int = 2000) -> bool:
        """Close the connection on the thread that opened it, then stop the thread."""
        self._jobs.clear()
        self._jobs.submit(self._close)
        self._jobs.wait_idle(timeout_ms)
        return self._jobs.shutdown(timeout_ms)

    def _close(self) -> None:
        with self._lock:
            if self._log is not None:
                self._log.connection.close()
                self._log = None

    def wait_idle(self, timeout_ms: int) -> bool:
        return self._jobs.wait_idle(timeout_ms)

    # -------------------------------------------------------- worker thread

    def _hand_log(self) -> HandLog:
        with self._lock:
            if self._log is None:
                self._log = HandLog(connect(self._path, busy_timeout_ms=2000))
            return self._log

    def _compute(self, player: str | None, where: Scope) -> StatsReport:
        hl = self._hand_log()
        fill_missing_facts(hl)
        return report(hl.connection, player, where)

    @staticmethod
    def _adjust_runouts(hl: HandLog, seconds: float) -> int:
        """Adjust pending run-outs for about ``seconds``; returns how many hands were adjusted."""
        deadline = time.perf_counter() + seconds
        done = 0
        while time.perf_counter() < deadline:
            pending = runouts_to_adjust(hl.connection, ADJUST_BATCH)
            if not pending:
                break
            for hand_id in pending:
                hand = hl.hand(hand_id)
                nets = None if hand is None else adjusted_nets(hand.record, hand.known_cards)
                store_allin_nets(hl.connection, hand_id, nets or [])
                done += 1
                if time.perf_counter() >= deadline:
                    break
        return done

    # ----------------------------------------------------------- GUI thread

    @Slot(int)
    def _on_adjusted(self, _count: int) -> None:
        if self._active:
            self.refresh()  # the new report's own follow-up adjusts the next batch

    @Slot(object, str)
    def _on_computed(self, result: StatsReport | None, error: str) -> None:
        self._running = False
        if result is not None:
            self.last_report = result
            if self._player is None:
                self._player = result.player
            self.report_ready.emit(result)
            if not self._again:
                self._adjust_later()
        else:
            self.failed.emit(error)
        if self._again:
            self._again = False
            self.refresh()
        else:
            self.busy_changed.emit(False)
