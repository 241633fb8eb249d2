"""The hand history, kept off the GUI thread, and a hand log that never loses a hand.

One worker thread owns the only database connection and does every read and
write, in the order they were asked for: the GUI thread only emits requests
and receives answers as signals. So a slow disk never stalls the table, and
"list the hands" asked right after "save this hand" always sees that hand
(the requests are queued to the same thread, first in, first out).

When a hand cannot be written (another program holds the file, it is
read-only, the disk is full, the file is damaged), the worker appends it to
the journal beside the database (``storage.journal``), tells the user once
for the whole episode (``save_problem``), and tries again on a back-off timer
on its own thread. When a write works again, or at the next start, the
journaled hands are written (each once: they carry their ``uid``) and
``save_recovered`` says so.

Lifecycle, driven by the composition root:

1. ``HistoryController(database_path)``: the thread starts and opens the file.
   The whole-file check runs only if the last run did not close cleanly (a
   marker file), so start-up costs the same for ten hands or 100,000.
   ``database_problem`` tells the user if the file had to be moved aside;
   ``hand_number_known`` gives the number the next hand should carry.
2. ``start_session(config)`` when a session starts; ``record_hand(recorded)``
   after every hand; ``end_session()`` when the player leaves. A hand
   recorded with no session open opens one, so nothing is lost if a caller
   forgets.
3. ``shutdown(timeout_ms)`` (also run on ``QCoreApplication.aboutToQuit``)
   writes what it can within the bound, journals the rest, ends the session,
   closes the file (no ``-wal`` left behind) and stops the thread.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
import uuid
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from razz_desktop.engine import GameConfig
from razz_desktop.records import HandFilter, HandSummary, StoredHand, summary_of
from razz_desktop.reviews import HandReview
from razz_desktop.storage import (
    DATABASE_ERRORS,
    CorruptRecordError,
    DatabaseUnavailableError,
    DuplicateHandError,
    HandJournal,
    HandLog,
    JournalEntry,
    SessionRef,
    WriteProblem,
    hand_to_text,
    journal_path,
    mark_closed,
    mark_open,
    needs_check,
    open_history,
    write_problem,
)
from razz_desktop.storage.export import ExportFormat
from razz_desktop.storage.import_run import PER_TRANSACTION, ImportRun, ImportSummary

from .history_import import HistoryExporter, ImportState, PendingReviews, ReviewRouter
from .recorded import RecordedHand

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


def _now() -> datetime:
    return datetime.now(UTC)


class _HistoryWorker(QObject):
    """Lives on the history thread; every slot runs there, one at a time."""

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
        with self._lock:
            self._conn_for_interrupt = conn
        if check:
            log.info("hand history: checked %s after an unclean shutdown", self._path)
        try:
            self._log.close_dangling_sessions()
        except _HAND_ERRORS as exc:
            self._fail("closing the sessions a crash left open", exc)
        return "" if recovery is None else recovery.message

    @Slot()
    def open(self) -> None:
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self.retry)
        message = ""
        try:
            message = self._try_open()
        except DatabaseUnavailableError as exc:
            log.warning("hand history: cannot open %s: %s", self._path, exc.reason)
            self._trouble(exc)
        self.opened.emit(message)
        self.number_known.emit(self._last_number() + 1)
        if self._log is not None and self._journal.entries():
            self._replay()

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

    def _journal_entry(self, entry: JournalEntry) -> None:
        on_disk = self._journal.append(entry)
        self.hand_journaled.emit(entry.uid, on_disk, summary_of(self._waiting_hand(entry)))

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
        return SessionRef(uuid.uuid4().hex, _now(), config)

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

    # ------------------------------------------------------------------ hands

    def _write(self, entry: JournalEntry) -> int:
        """One hand into the database (once, by uid); raises what the database raised."""
        assert self._log is not None
        sid = self._session_id_for(entry.session)
        try:
            return self._log.save_hand(sid, entry.record, entry.players, entry.played_at, entry.uid)
        except DuplicateHandError:
            # The hand number is already in this session: the table was
            # rebuilt without a new session being started. Treat it as one.
            self._log.end_session(sid)
            del self._session_ids[entry.session.key]
            fresh = replace(entry.session, session_id=None)
            if self._session is not None and self._session.key == entry.session.key:
                self._session = fresh
            sid = self._session_id_for(fresh)
            return self._log.save_hand(sid, entry.record, entry.players, entry.played_at, entry.uid)

    @Slot(str, object, object)
    def save(self, uid: str, played_at: datetime, recorded: RecordedHand) -> None:
        if self._session is None:
            self._session = self._new_session(recorded.record.config)
        entry = JournalEntry(uid, played_at, self._session, recorded.players, recorded.record)
        if self._log is None or self._troubled or self._late():
            self._journal_entry(entry)
            if self._log is None or self._troubled:
                self._schedule_retry()
            return
        started = time.perf_counter()
        try:
            hand_id = self._write(entry)
            ms = (time.perf_counter() - started) * 1000.0
            self._write_pending_review(entry.uid, hand_id)
            summary = self._log.hand_summary(hand_id)
        except _HAND_ERRORS as exc:
            if write_problem(exc) is None:
                log.exception("hand history: hand #%s refused", recorded.record.hand_id)
                self.save_failed.emit(uid, f"saving hand #{recorded.record.hand_id}: {exc}")
                return
            log.warning("hand history: hand #%s journaled: %s", recorded.record.hand_id, exc)
            self._trouble(exc)  # first: the user hears what is wrong before any worse news about the journal
            self._journal_entry(entry)
            return
        self.hand_saved.emit(summary, ms, uid)

    @Slot()
    def retry(self) -> None:
        if self._deadline is not None:
            return
        self._journal.flush_memory()
        if self._log is None:
            try:
                message = self._try_open()
            except DatabaseUnavailableError as exc:
                log.info("hand history: still cannot open %s: %s", self._path, exc.reason)
                self._schedule_retry()
                return
            if message:
                self.opened.emit(message)
            self.number_known.emit(self._last_number() + 1)
        self._replay()

    def _replay(self) -> None:
        """Write every journaled hand; end the episode when all went in."""
        assert self._log is not None
        entries = self._journal.entries()
        written: list[str] = []  # now in the database (also those that already were)
        new = 0
        refused = 0
        touched: dict[str, datetime] = {}  # session key -> its last replayed hand's time
        try:
            if not entries:
                # Nothing journaled (only the session start failed): the episode is over only
                # once a write would work, or the next hand would be the episode told twice.
                self._log.probe_write()
            for entry in entries:
                if self._late():
                    break
                if self._log.has_hand(entry.uid):  # written before a crash could clear the journal
                    written.append(entry.uid)
                    continue
                try:
                    hand_id = self._write(entry)
                except _HAND_ERRORS as exc:
                    if write_problem(exc) is not None:
                        raise
                    refused += 1
                    log.error("hand history: journaled hand %s refused: %s", entry.uid, exc)
                    continue
                written.append(entry.uid)
                new += 1
                self._write_pending_review(entry.uid, hand_id)
                key = entry.session.key
                touched[key] = max(entry.played_at, touched.get(key, entry.played_at))
                if self._session is not None and entry.session.key == self._session.key:
                    summary = self._log.hand_summary(hand_id)
                    if summary is not None:
                        self.hand_saved.emit(summary, 0.0, entry.uid)
        except _HAND_ERRORS as exc:
            self._journal.clear(written)
            log.info("hand history: journal replay stopped after %d hands: %s", len(written), exc)
            self._troubled = True
            self._schedule_retry()
            return
        self._journal.clear(written)
        self._close_replayed_sessions(touched)
        if len(written) + refused < len(entries):
            return  # closing: the rest stays journaled for the next start
        self._troubled = False
        self._retry_ms = RETRY_FIRST_MS
        if written:
            log.info("hand history: %d journaled hands written to %s (%d were already)",
                     new, self._path, len(written) - new)
        self.recovered.emit(new)

    def _close_replayed_sessions(self, touched: dict[str, datetime]) -> None:
        """Sessions that got journaled hands and are over: end them at their last hand.

        Ending recomputes the frozen result (hands played, the human's net), so
        a session that had already ended before its last hands were written
        does not keep a stale total. The session in progress stays open.
        """
        assert self._log is not None
        current = None if self._session is None else self._session.key
        for key, last in touched.items():
            sid = self._session_ids.get(key)
            if sid is None or key == current:
                continue
            try:
                self._log.end_session(sid, last)
            except _HAND_ERRORS as exc:
                log.warning("hand history: ending replayed session %s failed: %s", sid, exc)

    # ---------------------------------------------------------------- reviews

    @Slot(str, object)
    def save_review(self, uid: str, review: HandReview) -> None:
        """Keep a hand's review: now if the hand is stored, else when it is written."""
        hand_id = None
        if self._log is not None and not self._troubled:
            try:
                hand_id = self._log.hand_id_for_uid(uid)
            except _HAND_ERRORS as exc:
                log.warning("hand history: looking up hand %s for its review: %s", uid, exc)
        if hand_id is None:
            self._reviews.add(uid, review)  # journaled or not written yet
            return
        self._reviews.add(uid, review)
        self._write_pending_review(uid, hand_id)

    def _write_pending_review(self, uid: str, hand_id: int) -> None:
        review = self._reviews.pop(uid)
        if review is None or self._log is None:
            return
        try:
            self._log.save_review(hand_id, review)
        except _HAND_ERRORS as exc:
            if write_problem(exc) is not None:
                self._reviews.add(uid, review)  # the file is in trouble: try again with the hand's next write
                return
            self._fail(f"saving the review of hand {hand_id}", exc)
            return
        self.review_saved.emit(hand_id)

    # ---------------------------------------------------------------- imports

    @Slot(object)
    def start_import(self, state: ImportState) -> None:
        if self._import is not None:
            self.failed.emit("an import is already running")
            self.import_finished.emit(state.run.summary())
            return
        if self._log is None:
            self.failed.emit("the hand history could not be opened, so nothing can be imported now")
            self.import_finished.emit(state.run.summary())
            return
        self._import = state
        self.import_progress.emit(0, state.run.files, 0)
        QTimer.singleShot(0, self, self.import_step)

    @Slot()
    def import_step(self) -> None:
        """One transaction of the import; the next step queues behind whatever else was asked."""
        state = self._import
        if state is None or self._log is None:
            return
        run = state.run
        if state.cancel.is_set() or self._deadline is not None:
            run.cancel()
        try:
            done = run.step(self._log)
        except _HAND_ERRORS as exc:
            self._import = None
            self._fail("importing hands", exc)
            self.import_finished.emit(run.summary())
            return
        if run.new_ids:
            self.hands_added.emit(list(run.new_ids))
        self.import_progress.emit(run.files_done, run.files, run.hands)
        if done:
            self._import = None
            self.import_finished.emit(run.summary())
            return
        QTimer.singleShot(0, self, self.import_step)

    # ------------------------------------------------------------------ reads

    @Slot(int)
    def list_hands(self, limit: int) -> None:
        """The session's newest hands: those still in the journal (the newest) first, then the stored ones."""
        waiting = [summary_of(self._waiting_hand(e)) for e in reversed(self._waiting_in_session())]
        sid = None if self._session is None else self._session_ids.get(self._session.key)
        stored: list[HandSummary] = []
        if self._log is not None and sid is not None:
            try:
                stored = self._log.hand_summaries(sid, limit)
            except _HAND_ERRORS as exc:
                self._fail("listing the hands", exc)
        self.hands_listed.emit((waiting + stored)[:limit])

    @Slot(int)
    def load_hand(self, hand_id: int) -> None:
        if hand_id < 0:
            waiting = next((self._waiting_hand(e) for e in self._waiting_in_session()
                            if self._pending_ids.get(e.uid) == hand_id), None)
            if waiting is None:  # written meanwhile: the window asks for the new list on hand_saved
                self.failed.emit(f"hand {hand_id} is no longer waiting to be saved")
                return
            self.hand_text_ready.emit(hand_id, "")  # no database id yet, so no PokerStars hand number
            self.hand_loaded.emit(waiting)
            return
        if self._log is None:
            self.failed.emit("the hand history could not be opened")
            return
        try:
            hand = self._log.hand(hand_id)
        except _HAND_ERRORS as exc:
            self._fail(f"reading hand {hand_id}", exc)
            return
        if hand is None:
            self.failed.emit(f"hand {hand_id} is not in the history")
            return
        try:
            text = hand_to_text(hand)
        except (ValueError, KeyError) as exc:
            log.exception("hand history: hand %s has no text form", hand_id)
            text = ""
            self.failed.emit(f"writing hand {hand_id} as text: {exc}")
        self.hand_text_ready.emit(hand.hand_id, text)  # first: the window has it when the hand shows
        self.hand_loaded.emit(hand)

    # ---------------------------------------------------------------- closing

    @Slot()
    def close(self) -> None:
        if self._retry is not None:
            self._retry.stop()
        if self._import is not None:  # what the import wrote is committed; the rest is not read
            self._import.run.cancel()
            self.import_finished.emit(self._import.run.summary())
            self._import = None
        if self._log is not None and self._troubled and not self._late():
            self._replay()  # one last attempt, within the deadline
        if self._journal.flush_memory():
            log.error("hand history: %d hands could be kept neither in %s nor in its journal",
                      self._journal.memory_only, self._path)
        self.end_session()
        if self._log is not None:
            with self._lock:
                self._conn_for_interrupt = None
            try:
                self._log.connection.close()  # the last connection: SQLite checkpoints and removes the WAL
                mark_closed(self._path)
            except DATABASE_ERRORS as exc:
                log.warning("hand history: closing %s failed: %s", self._path, exc)
            self._log = None
        self.closed.emit()
        thread = QThread.currentThread()
        if thread is not None:
            thread.quit()


@dataclass(frozen=True, slots=True)
class _InFlight:
    played_at: datetime
    recorded: RecordedHand


class HistoryController(QObject):
    """The GUI thread's handle on the hand history. See the module docstring."""

    database_problem = Signal(str)
    """A message for the user: the file was damaged and moved aside (a new one was started)."""
    storage_failed = Signal(str)
    """A read failed, or one hand was refused by the database's own rules: a line for the dealer log."""
    save_problem = Signal(str)
    """Once per episode: hands cannot be written now. A sentence for a message bar or
    dialog naming the problem, what happens to the hands and what the user can do."""
    save_recovered = Signal(str)
    """The episode is over: the journaled hands are in the database now."""
    hand_number_known = Signal(int)
    """After opening: the number the next hand should carry (one more than the last stored)."""
    session_started = Signal(int)
    hand_saved = Signal(object)
    """``HandSummary`` of the hand just written."""
    hand_kept = Signal(object)
    """``HandSummary`` of a hand kept in the journal (its ``hand_id`` is negative until it is written)."""
    hands_listed = Signal(object)
    """``list[HandSummary]`` of the current session, newest first."""
    hand_text_ready = Signal(int, str)
    """(hand id, PokerStars text): sent just before ``hand_loaded`` for the same hand."""
    hand_loaded = Signal(object)
    """``StoredHand`` asked for with ``request_hand``."""
    review_saved = Signal(int)
    """The review of hand ``id`` is stored with it (an open History window may show it now)."""
    import_progress = Signal(int, int, int)
    """(files done, files, hands read so far) while an import runs."""
    import_finished = Signal(object)
    """``ImportSummary`` of the import (also after a cancel: ``cancelled`` is set)."""
    hands_added = Signal(object)
    """``list[int]``: ids of hands an import just wrote (a History window refreshes on it)."""
    export_finished = Signal(int, str)
    """(hands written, path) of an export."""
    export_failed = Signal(str)

    _open_requested = Signal()
    _session_requested = Signal(object)
    _save_requested = Signal(str, object, object)
    _list_requested = Signal(int)
    _load_requested = Signal(int)
    _end_requested = Signal()
    _review_requested = Signal(str, object)
    _import_requested = Signal(object)
    _close_requested = Signal()

    def __init__(self, database_path: Path | str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = database_path
        self._session: int | None = None
        self._in_flight: dict[str, _InFlight] = {}
        self._unsaved = 0
        self._episode = False
        self._memory_warned = False
        self._closed = False
        self._next_number: int | None = None
        self.last_write_ms: float | None = None
        self.recovery_message: str | None = None

        self._thread = QThread()
        self._thread.setObjectName("hand-history")
        self._worker = _HistoryWorker(database_path)
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)

        self._open_requested.connect(self._worker.open)
        self._session_requested.connect(self._worker.start_session)
        self._save_requested.connect(self._worker.save)
        self._list_requested.connect(self._worker.list_hands)
        self._load_requested.connect(self._worker.load_hand)
        self._end_requested.connect(self._worker.end_session)
        self._close_requested.connect(self._worker.close)
        self._review_requested.connect(self._worker.save_review)
        self._import_requested.connect(self._worker.start_import)

        w = self._worker
        w.opened.connect(self._on_opened)
        w.number_known.connect(self._on_number_known)
        w.session_started.connect(self._on_session_started)
        w.hand_saved.connect(self._on_hand_saved)
        w.hand_journaled.connect(self._on_hand_journaled)
        w.hands_listed.connect(self.hands_listed)
        w.hand_text_ready.connect(self.hand_text_ready)
        w.hand_loaded.connect(self.hand_loaded)
        w.failed.connect(self.storage_failed)
        w.save_failed.connect(self._on_save_failed)
        w.problem.connect(self._on_problem)
        w.recovered.connect(self._on_recovered)
        w.review_saved.connect(self.review_saved)
        w.import_progress.connect(self.import_progress)
        w.import_finished.connect(self._on_import_finished)
        w.hands_added.connect(self.hands_added)

        self._numbers = ReviewRouter()
        self._import: ImportState | None = None
        self._exporter = HistoryExporter(database_path, self)
        self._exporter.finished.connect(self.export_finished)
        self._exporter.failed.connect(self.export_failed)

        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self._thread.start()
        self._open_requested.emit()

    # ----------------------------------------------------------------- state

    @property
    def database_path(self) -> Path | str:
        return self._path

    @property
    def journal_path(self) -> Path:
        """Where hands wait while the database cannot be written."""
        return journal_path(self._path)

    @property
    def session_id(self) -> int | None:
        """The current session once the worker has written it."""
        return self._session

    @property
    def pending_writes(self) -> int:
        """Hands handed over but not yet confirmed written, journaled or refused."""
        return len(self._in_flight)

    @property
    def unsaved_hands(self) -> int:
        """Hands in the journal this run, not yet in the database."""
        return self._unsaved

    @property
    def next_hand_number(self) -> int | None:
        """The number the next hand should carry, once the history is open (None before)."""
        return self._next_number

    # -------------------------------------------------------------- requests

    def start_session(self, config: GameConfig) -> None:
        """Begin a new session (ending the current one) at these stakes."""
        if not self._closed:
            self._session_requested.emit(config)

    @Slot(object)
    def record_hand(self, recorded: RecordedHand) -> None:
        """Queue a finished hand for writing; returns at once (``GameController.hand_recorded``)."""
        if self._closed:
            return
        uid = uuid.uuid4().hex
        played_at = _now()
        self._in_flight[uid] = _InFlight(played_at, recorded)
        self._numbers.remember(recorded.record.hand_id, uid)
        number = recorded.record.hand_id + 1
        if self._next_number is None or number > self._next_number:
            self._next_number = number
        self._save_requested.emit(uid, played_at, recorded)

    @Slot(int)
    def request_hands(self, limit: int = RECENT_HANDS) -> None:
        """Ask for the current session's last ``limit`` hands: answered by ``hands_listed``."""
        if not self._closed:
            self._list_requested.emit(limit)

    @Slot(int)
    def request_hand(self, hand_id: int) -> None:
        """Ask for one hand in full: answered by ``hand_text_ready`` then ``hand_loaded``."""
        if not self._closed:
            self._load_requested.emit(hand_id)

    @Slot()
    def end_session(self) -> None:
        if not self._closed:
            self._end_requested.emit()

    @Slot(object)
    def save_review(self, review: HandReview) -> None:
        """Keep a practice review with its hand (``PracticeController.review_ready``), by the hand's uid."""
        if self._closed:
            return
        uid = self._numbers.uid_for(review.hand_id)
        if uid is None:
            log.warning("hand history: a review of hand #%s, which this run did not record", review.hand_id)
            return
        self._review_requested.emit(uid, review)

    @property
    def importing(self) -> bool:
        return self._import is not None

    def import_files(self, paths: list[Path | str] | tuple[Path | str, ...], per_transaction: int = PER_TRANSACTION) -> bool:
        """Import hand-history files or folders off the GUI thread: ``import_progress`` while it runs,
        ``hands_added`` as hands go in, ``import_finished`` at the end. False if one is running already."""
        if self._closed or self._import is not None:
            return False
        self._import = ImportState(ImportRun.of(paths, per_transaction))
        self._import_requested.emit(self._import)
        return True

    @Slot()
    def cancel_import(self) -> None:
        """Stop the import after the transaction in progress; what it wrote stays."""
        if self._import is not None:
            self._import.cancel.set()

    @Slot(object)
    def _on_import_finished(self, summary: ImportSummary) -> None:
        self._import = None
        self.import_finished.emit(summary)

    def export_hands(self, fmt: ExportFormat | str, out: Path | str, hand_filter: HandFilter | None = None,
                     hand_ids: list[int] | None = None) -> bool:
        """Export a filter (every hand when None) or a selection off the GUI thread:
        ``export_finished`` or ``export_failed``."""
        if self._closed:
            return False
        return self._exporter.export(fmt, out, hand_filter, hand_ids)

    @staticmethod
    def hand_as_text(hand: StoredHand, dollars: bool = False) -> str:
        """The hand in PokerStars Razz format (what "Copy as text" copies)."""
        return hand_to_text(hand, dollars=dollars)

    @Slot()
    def shutdown(self, timeout_ms: int = 2000) -> bool:
        """Write what is queued within ``timeout_ms``, journal the rest, close the file, stop the thread.

        Never longer than about ``timeout_ms`` (plus half a second in the
        worst case), and never leaves the thread running: if the worker does
        not finish in time, its statement is interrupted; if it still does
        not stop, the hands it had not confirmed are journaled from here and
        the thread is terminated. Idempotent. Returns False if the worker had
        to be cut short.
        """
        if self._closed:
            return True
        self._closed = True
        self.cancel_import()
        self._exporter.shutdown(500)
        start = time.monotonic()
        self._worker.set_deadline(start + timeout_ms * 0.6 / 1000.0)
        self._close_requested.emit()
        if self._thread.wait(int(timeout_ms * 0.8)):
            return True
        self._worker.interrupt()
        rest = max(1, int(timeout_ms - (time.monotonic() - start) * 1000))
        if self._thread.wait(rest):
            return True
        log.error("hand history: the worker did not stop within %d ms; journaling from the GUI thread", timeout_ms)
        journal = HandJournal(self.journal_path)
        for uid, item in list(self._in_flight.items()):
            session = SessionRef(uuid.uuid4().hex, item.played_at, item.recorded.record.config)
            journal.append(JournalEntry(uid, item.played_at, session, item.recorded.players, item.recorded.record))
        self._in_flight.clear()
        self._thread.terminate()
        self._thread.wait(500)
        return False

    # --------------------------------------------------------------- answers

    @Slot(str)
    def _on_opened(self, message: str) -> None:
        if message:
            self.recovery_message = message
            log.warning("hand history: %s", message)
            self.database_problem.emit(message)

    @Slot(int)
    def _on_number_known(self, number: int) -> None:
        if self._next_number is None or number > self._next_number:
            self._next_number = number
        self.hand_number_known.emit(self._next_number)

    @Slot(int)
    def _on_session_started(self, session_id: int) -> None:
        self._session = session_id or None
        self.session_started.emit(session_id)

    @Slot(object, float, str)
    def _on_hand_saved(self, summary: HandSummary, ms: float, uid: str) -> None:
        if self._in_flight.pop(uid, None) is not None:
            self.last_write_ms = ms
        self._session = summary.session_id
        self.hand_saved.emit(summary)

    @Slot(str, bool, object)
    def _on_hand_journaled(self, uid: str, on_disk: bool, summary: HandSummary) -> None:
        self._in_flight.pop(uid, None)
        self._unsaved += 1
        self.hand_kept.emit(summary)
        if not on_disk and not self._memory_warned and not self._closed:
            # Worse than the episode's first message said: tell the user once more.
            self._memory_warned = True
            self.save_problem.emit(self.tr(
                "Not even the journal beside the hand history ({journal}) can be written, so your "
                "latest hands are kept only in memory and would be lost if Razz Desktop closed now. "
                "Keep it open and free some disk space (or make the folder writable): they are "
                "written as soon as that works.").format(journal=self.journal_path.name))

    @Slot(str, str)
    def _on_save_failed(self, uid: str, message: str) -> None:
        self._in_flight.pop(uid, None)
        self.storage_failed.emit(message)

    @Slot(str, str, int)
    def _on_problem(self, kind: str, detail: str, waiting: int) -> None:
        if self._episode or self._closed:
            return  # closing: the hands are journaled and the next start writes them and says so
        self._episode = True
        log.warning("hand history: cannot write hands (%s: %s)", kind, detail)
        self.save_problem.emit(self._problem_sentence(WriteProblem(kind)))

    @Slot(int)
    def _on_recovered(self, count: int) -> None:
        self._unsaved = 0
        self._memory_warned = False
        if not self._episode and count == 0:
            return
        self._episode = False
        self.save_recovered.emit(
            self.tr("The hand history can be written again: %n kept hand(s) were saved to it.", "", count))

    def _problem_sentence(self, problem: WriteProblem) -> str:
        name = Path(self._path).name
        keep = self.tr("Your hands are kept in {journal} and will be written to the history "
                       "as soon as it can be, at the latest the next time Razz Desktop starts.").format(
            journal=self.journal_path.name)
        if problem is WriteProblem.LOCKED:
            head = self.tr("The hand history ({file}) is in use by another program.").format(file=name)
            todo = self.tr("Close the other program (for example a database browser) to save them now.")
        elif problem is WriteProblem.READ_ONLY:
            head = self.tr("The hand history ({file}) cannot be written: the file or its folder is read-only.").format(file=name)
            todo = self.tr("Make the file writable again (check its permissions) to save them.")
        elif problem is WriteProblem.DISK_FULL:
            head = self.tr("The disk holding the hand history ({file}) is full.").format(file=name)
            todo = self.tr("Free some disk space to save them.")
        elif problem is WriteProblem.DAMAGED:
            head = self.tr("The hand history ({file}) is damaged.").format(file=name)
            todo = self.tr("Restart Razz Desktop: it keeps the damaged file aside, starts a new one and writes your hands to it.")
        elif problem is WriteProblem.NEWER_VERSION:
            head = self.tr("The hand history ({file}) was written by a newer version of Razz Desktop, "
                           "and this version leaves it untouched.").format(file=name)
            todo = self.tr("Update Razz Desktop to save them.")
        else:
            head = self.tr("The hand history ({file}) cannot be written just now.").format(file=name)
            todo = self.tr("Check that the disk is connected and the file still exists.")
        return f"{head} {keep} {todo}"
