"""The history worker's core: its signals and state, opening the file, trouble and back-off, sessions.

``HistoryWorker`` (history_worker.py) is this class plus the hands, the
journal's replay, reviews, imports, reads and closing; the split only keeps
each file to one concern. Everything here runs on the history thread but
``set_deadline`` and ``interrupt``, which the GUI thread calls.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from razz_desktop.engine import GameConfig
from razz_desktop.records import StoredHand, summary_of
from razz_desktop.storage.coding.notes import CorruptRecordError
from razz_desktop.storage.handlog.db import (
    DATABASE_ERRORS,
    WriteProblem,
    mark_open,
    needs_check,
    open_history,
    write_problem,
)
from razz_desktop.storage.handlog.journal import HandJournal, JournalEntry, SessionRef, journal_path
from razz_desktop.storage.handlog.repository import HandLog

from .history_import import ImportState, PendingReviews

PLAYING_PAGE_CACHE_KIB = 256
"""The hand log's page cache while hands are played, browsed and counted: a hand's
write touches a few dozen pages, and a cache that grew with the file read as memory
growing a kilobyte a hand (issue 10). An import takes ``IMPORT_PAGE_CACHE_KIB``."""
IMPORT_PAGE_CACHE_KIB = 8192
"""The page cache during an import's bulk writes (every index's pages are hot then)."""

log = logging.getLogger(__name__)

_HAND_ERRORS: tuple[type[Exception], ...] = (*DATABASE_ERRORS, CorruptRecordError, ValueError, KeyError)
"""What a read or write of the hand log may raise: the database's errors, and
data the storage layer refuses (``write_problem`` tells the two apart)."""

RECENT_HANDS = 50
"""How many hands of the session the Last Hand window offers by default."""

BUSY_TIMEOUT_MS = 250
"""How long one statement waits for another program's lock. Short, so a locked
file costs the worker a quarter second per attempt and closing never waits
the driver's default five seconds per queued hand; the retry timer does the
waiting instead."""

RETRY_FIRST_MS = 500
RETRY_MAX_MS = 30_000
"""Back-off between attempts to write the journaled hands: doubling from half
a second to thirty seconds, so a file freed soon is written soon and a file
locked all evening costs nothing noticeable."""


class _Interruptible(Protocol):
    """The one method of the database connection the GUI thread may call (sqlite3 allows it)."""

    def interrupt(self) -> None: ...


def utc_now() -> datetime:
    return datetime.now(UTC)


class WorkerCore(QObject):
    """The history worker's state, signals, opening, trouble and sessions (``HistoryWorker`` adds the rest)."""

    opened = Signal(str)  # Recovery.message, "" when the file opened cleanly
    # (never emit None through a queued object signal: PySide6 miscounts its
    # references on Python 3.11 and the interpreter aborts at exit)
    number_known = Signal(int)  # the number the next hand should carry
    session_started = Signal(int)  # database id, 0 while the session is only journaled
    hand_saved = Signal(object, float, str)  # HandSummary, milliseconds the write took, uid
    hand_journaled = Signal(str, bool, object)  # uid, True when on disk (False: in memory only), HandSummary
    hands_listed = Signal(object)  # list[HandSummary]
    hand_text_ready = Signal(int, str)  # hand id, the hand in PokerStars format
    hand_loaded = Signal(object)  # StoredHand
    failed = Signal(str)
    save_failed = Signal(str, str)  # uid, why (the hand itself was refused, not the circumstances)
    problem = Signal(str, str, int)  # WriteProblem value, detail, hands waiting in the journal
    recovered = Signal(int)  # hands written from the journal
    import_progress = Signal(int, int, int)  # files done, files, hands read
    import_finished = Signal(object)  # ImportSummary
    hands_added = Signal(object)  # list[int]: ids of hands just written by an import
    review_saved = Signal(int)  # the hand id whose review was written
    closed = Signal()
    kept_changed = Signal(object)
    """tuple[JournalEntry, ...]: the hands kept only in memory (neither the database nor the
    journal could take them), after every change: the quit question counts and saves them."""

    def __init__(self, path: Path | str) -> None:
        super().__init__()
        self._path = Path(path)
        self._journal = HandJournal(journal_path(self._path))
        self._log: HandLog | None = None
        self._session: SessionRef | None = None
        self._session_ids: dict[str, int] = {}  # session key -> database id
        self._troubled = False  # an episode: hands go to the journal until a retry works
        self._retry: QTimer | None = None
        self._retry_ms = RETRY_FIRST_MS
        self._deadline: float | None = None  # set by shutdown: past it, hands are journaled at once
        self._lock = threading.Lock()  # guards _conn_for_interrupt between the two threads
        self._conn_for_interrupt: _Interruptible | None = None
        self._pending_ids: dict[str, int] = {}  # uid -> id (negative) of a hand shown while only journaled
        self._import: ImportState | None = None
        self._reviews = PendingReviews()
        self.fallback: tuple[Path, ...] | None = None
        """Where hands living only in memory go when the app closes without asking (a signal):
        None is the log folder, then the temporary folder (:meth:`fallback_folders`)."""

    def fallback_folders(self) -> tuple[Path, ...]:
        if self.fallback is not None:
            return self.fallback
        import tempfile

        from razz_desktop import paths

        folders: list[Path] = []
        try:
            folders.append(paths.log_dir())
        except OSError as exc:
            log.warning("hand history: no log folder for the unsaved hands: %s", exc)
        folders.append(Path(tempfile.gettempdir()))
        return tuple(folders)

    # ------------------------------------------------ called from the GUI thread

    def set_deadline(self, deadline: float) -> None:
        """Closing: stop retrying, and journal what cannot be written before ``deadline``."""
        self._deadline = deadline

    def interrupt(self) -> None:
        """Cut short the statement running now (thread-safe; sqlite3 allows it from any thread)."""
        with self._lock:
            conn = self._conn_for_interrupt
            if conn is not None:
                with contextlib.suppress(*DATABASE_ERRORS):  # closed meanwhile: nothing to interrupt
                    conn.interrupt()

    # ---------------------------------------------------------------- opening

    def _late(self) -> bool:
        return self._deadline is not None and time.monotonic() >= self._deadline

    def _try_open(self) -> str:
        """Open the file (checked only after an unclean shutdown); returns the recovery message."""
        check = needs_check(self._path)
        conn, recovery = open_history(self._path, check=check, busy_timeout_ms=BUSY_TIMEOUT_MS)
        mark_open(self._path)
        self._log = HandLog(conn)
        self._log.set_page_cache(PLAYING_PAGE_CACHE_KIB)
        with self._lock:
            self._conn_for_interrupt = conn
        if check:
            log.info("hand history: checked %s after an unclean shutdown", self._path)
        try:
            self._log.close_dangling_sessions()
        except _HAND_ERRORS as exc:
            self._fail("closing the sessions a crash left open", exc)
        return "" if recovery is None else recovery.message

    def _last_number(self) -> int:
        numbers = [e.record.hand_id for e in self._journal.entries()]
        if self._log is not None:
            try:
                numbers.append(self._log.last_hand_number())
            except DATABASE_ERRORS as exc:
                log.warning("hand history: last hand number unknown: %s", exc)
        return max(numbers, default=0)

    # --------------------------------------------------------------- problems

    def _fail(self, what: str, exc: BaseException) -> None:
        log.exception("hand history: %s failed", what)
        self.failed.emit(f"{what}: {exc}")

    def _trouble(self, exc: BaseException) -> None:
        """Start (or continue) an episode: journal from now on and try again later."""
        problem = write_problem(exc) or WriteProblem.UNAVAILABLE
        self._troubled = True
        self.problem.emit(problem.value, str(exc), len(self._journal.entries()))
        self._schedule_retry()

    def _schedule_retry(self) -> None:
        if self._retry is None or self._deadline is not None or self._retry.isActive():
            return
        self._retry.start(self._retry_ms)
        self._retry_ms = min(RETRY_MAX_MS, self._retry_ms * 2)

    def _reset_backoff(self) -> None:
        """The episode is over: the next one starts again from the shortest wait."""
        self._retry_ms = RETRY_FIRST_MS

    def _journal_entry(self, entry: JournalEntry) -> None:
        on_disk = self._journal.append(entry)
        self.hand_journaled.emit(entry.uid, on_disk, summary_of(self._waiting_hand(entry)))
        if not on_disk:
            self._report_kept()

    def _report_kept(self) -> None:
        """Tell the GUI thread which hands live only in memory now."""
        self.kept_changed.emit(self._journal.memory_entries())

    def _waiting_hand(self, entry: JournalEntry) -> StoredHand:
        """A journaled hand as the Last Hand window shows it: a negative id marks it "not saved yet"."""
        hand_id = self._pending_ids.setdefault(entry.uid, -(len(self._pending_ids) + 1))
        return StoredHand(hand_id, 0, entry.played_at, entry.players, entry.record)

    def _waiting_in_session(self) -> list[JournalEntry]:
        if self._session is None:
            return []
        key = self._session.key
        return [e for e in self._journal.entries() if e.session.key == key]

    # --------------------------------------------------------------- sessions

    def _new_session(self, config: GameConfig) -> SessionRef:
        import uuid  # here: not needed to open the log before the first table (issue 19)

        return SessionRef(uuid.uuid4().hex, utc_now(), config)

    def _session_id_for(self, session: SessionRef) -> int:
        """The database id of a session, creating its row the first time it is needed."""
        assert self._log is not None
        known = self._session_ids.get(session.key)
        if known is not None:
            return known
        if session.session_id is not None and self._log.has_session(session.session_id):
            sid = session.session_id
        else:
            sid = self._log.start_session(session.config, session.started_at)
        self._session_ids[session.key] = sid
        if self._session is not None and self._session.key == session.key:
            self._session = replace(self._session, session_id=sid)
            self.session_started.emit(sid)
        return sid

    def _end_current(self) -> None:
        if self._session is None or self._log is None or self._troubled:
            return
        sid = self._session_ids.get(self._session.key)
        if sid is not None:
            try:
                self._log.end_session(sid)
            except _HAND_ERRORS as exc:
                # Not a loss: the next start closes sessions a crash left open.
                log.warning("hand history: ending session %s failed: %s", sid, exc)

    @Slot(object)
    def start_session(self, config: GameConfig) -> None:
        self._end_current()
        self._session = self._new_session(config)
        if self._log is not None and not self._troubled:
            try:
                self._session_id_for(self._session)
                return
            except _HAND_ERRORS as exc:
                if write_problem(exc) is None:
                    self._fail("starting a session", exc)
                else:
                    self._trouble(exc)
        self.session_started.emit(0)

    @Slot()
    def end_session(self) -> None:
        self._end_current()
        self._session = None

