"""The history thread's side of the hand log: the one database connection, every read and write.

``HistoryController`` (history_controller.py) lives on the GUI thread and only
sends requests here by queued signals; this worker answers them in order on
its own thread, journals what cannot be written and retries on a back-off
timer. See history_controller's docstring for the whole picture.
"""

from __future__ import annotations

import contextlib
import logging
import time
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QThread, QTimer, Signal, Slot

from razz_desktop.records import HandSummary, TournamentResult, summary_of
from razz_desktop.reviews import HandReview
from razz_desktop.storage.handlog.db import (
    DATABASE_ERRORS,
    DatabaseUnavailableError,
    DuplicateHandError,
    mark_closed,
    write_problem,
)
from razz_desktop.storage.handlog.journal import JournalEntry
from razz_desktop.storage.handlog.peek import remember_next_hand

from .history_import import ImportState
from .history_worker_core import (
    _HAND_ERRORS,
    BUSY_TIMEOUT_MS,
    IMPORT_PAGE_CACHE_KIB,
    PLAYING_PAGE_CACHE_KIB,
    RECENT_HANDS,
    RETRY_FIRST_MS,
    RETRY_MAX_MS,
    WorkerCore,
    utc_now,
)
from .recorded import RecordedHand

log = logging.getLogger(__name__)


class HistoryWorker(WorkerCore):
    """Lives on the history thread; every slot runs there, one at a time."""

    tournament_saved = Signal(str)  # the tournament id whose result was written

    def __init__(self, path: Path | str) -> None:
        super().__init__(path)
        self._results_waiting: list[TournamentResult] = []
        """Tournament results not yet written (the file was in trouble), oldest first."""

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

    # ------------------------------------------------------------------ hands

    def _write(self, entry: JournalEntry) -> int:
        """One hand into the database (once, by uid); raises what the database raised."""
        assert self._log is not None
        sid = self._session_id_for(entry.session)
        try:
            return self._log.save_hand(sid, entry.record, entry.players, entry.played_at, entry.uid,
                                      tournament=entry.tournament, practice=entry.practice)
        except DuplicateHandError:
            # The hand number is already in this session: the table was
            # rebuilt without a new session being started. Treat it as one.
            self._log.end_session(sid)
            del self._session_ids[entry.session.key]
            fresh = replace(entry.session, session_id=None)
            if self._session is not None and self._session.key == entry.session.key:
                self._session = fresh
            sid = self._session_id_for(fresh)
            return self._log.save_hand(sid, entry.record, entry.players, entry.played_at, entry.uid,
                                      tournament=entry.tournament, practice=entry.practice)

    @Slot(str, object, object)
    def save(self, uid: str, played_at: datetime, recorded: RecordedHand) -> None:
        if self._session is None:
            self._session = self._new_session(recorded.record.config)
        entry = JournalEntry(uid, played_at, self._session, recorded.players, recorded.record, recorded.tournament,
                             recorded.practice)
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
        try:
            self._retry_writes()
        finally:
            self._report_kept()

    @Slot()
    def retry_now(self) -> None:
        """The quit question's "Try again": at once, not at the back-off timer's next turn."""
        if self._retry is not None:
            self._retry.stop()
        self.retry()

    @Slot(object)
    def forget_kept(self, uids: tuple[str, ...]) -> None:
        """The user saved these hands to a file, or chose to lose them: closing must not keep them again."""
        self._journal.forget_memory(uids)  # not reported: the controller forgot them first

    def _retry_writes(self) -> None:
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
        self._write_results()  # tournament results that waited for the file

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
            # Told as any other write problem (once per episode): a replay that fails at the start
            # (stale read-only -wal/-shm, issue 38) used to leave the user without a word.
            self._trouble(exc)
            self._schedule_retry()
            return
        self._journal.clear(written)
        self._close_replayed_sessions(touched)
        if len(written) + refused < len(entries):
            return  # closing: the rest stays journaled for the next start
        self._troubled = False
        self._reset_backoff()
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

    @Slot(object)
    def save_tournament(self, result: TournamentResult) -> None:
        """Keep how a tournament ended: now, or (while the file cannot be written) at the retry that
        writes the journaled hands. Held in memory only: a result still waiting when the app closes
        is lost (its hands are journaled as every hand is; only the place and prize are lost)."""
        self._results_waiting.append(result)
        self._write_results()

    def _write_results(self) -> None:
        """Write the tournament results waiting, oldest first; stop at a write problem (kept for later)."""
        waiting = self._results_waiting
        while waiting and self._log is not None and not self._troubled:
            result = waiting[0]
            try:
                self._log.save_tournament_result(result)
            except _HAND_ERRORS as exc:
                if write_problem(exc) is not None:
                    log.warning("hand history: tournament %s result waits: %s", result.tournament_id, exc)
                    self._trouble(exc)
                    return
                waiting.pop(0)
                self._fail(f"saving the result of tournament {result.tournament_id}", exc)
                continue
            waiting.pop(0)
            self.tournament_saved.emit(result.tournament_id)

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
        self._page_cache(IMPORT_PAGE_CACHE_KIB)
        self.import_progress.emit(0, state.run.files, 0)
        QTimer.singleShot(0, self, self.import_step)

    def _page_cache(self, kib: int) -> None:
        """A page cache for what comes (an import's or the table's): a failure costs speed, never a hand."""
        if self._log is not None:
            with contextlib.suppress(*_HAND_ERRORS):
                self._log.set_page_cache(kib)

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
            self._page_cache(PLAYING_PAGE_CACHE_KIB)
            run.close()  # the reading processes, if any, stop now
            self._fail("importing hands", exc)
            self.import_finished.emit(run.summary())
            return
        if run.new_ids:
            self.hands_added.emit(list(run.new_ids))
        self.import_progress.emit(run.files_done, run.files, run.hands)
        if done:
            self._import = None
            self._page_cache(PLAYING_PAGE_CACHE_KIB)
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
        # The text writer is imported here: opening the log before the first table does not need it.
        from razz_desktop.storage.formats.hhtext import hand_to_text

        try:
            text = hand_to_text(hand)
        except (ValueError, KeyError) as exc:
            log.exception("hand history: hand %s has no text form", hand_id)
            text = ""
            self.failed.emit(f"writing hand {hand_id} as text: {exc}")
        self.hand_text_ready.emit(hand.hand_id, text)  # first: the window has it when the hand shows
        self.hand_loaded.emit(hand)

    # ---------------------------------------------------------------- closing

    def _save_kept_on_close(self) -> None:
        """Closing with hands that live only in memory (a signal, or a quit that asked nothing):
        write them to the fallback folders in turn (the log folder, then the temporary folder),
        and say where in the log; only if no folder takes them are they lost, and the log says so."""
        from razz_desktop.storage.importing.kept import write_kept_hands

        entries = self._journal.memory_entries()
        for folder in self.fallback_folders():
            try:
                folder.mkdir(mode=0o700, parents=True, exist_ok=True)
                kept = write_kept_hands(entries, folder)
            except OSError as exc:
                log.warning("hand history: the %d unsaved hands could not be written to %s: %s",
                            len(entries), folder, exc)
                continue
            log.error("hand history: %d hands could be kept neither in %s nor in its journal; they were "
                      "saved to %s (and as text in %s): import that file to bring them back",
                      len(entries), self._path, kept.journal, kept.text.name)
            self._journal.forget_memory(e.uid for e in entries)
            return
        log.error("hand history: %d hands could be kept neither in %s nor in its journal, nor in %s: lost",
                  len(entries), self._path, ", ".join(map(str, self.fallback_folders())))

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
            self._save_kept_on_close()
        self.end_session()
        if self._log is not None:
            with self._lock:
                self._conn_for_interrupt = None
            try:
                following = self._log.last_hand_number() + 1
                self._log.connection.close()  # the last connection: SQLite checkpoints and removes the WAL
                mark_closed(self._path)
                # The next run's first deal reads its number from here (storage.handlog.peek, issue 19).
                remember_next_hand(self._path, following)
            except DATABASE_ERRORS as exc:
                log.warning("hand history: closing %s failed: %s", self._path, exc)
            self._log = None
        self.closed.emit()
        thread = QThread.currentThread()
        if thread is not None:
            thread.quit()


__all__ = ["BUSY_TIMEOUT_MS", "RECENT_HANDS", "RETRY_FIRST_MS", "RETRY_MAX_MS", "HistoryWorker", "utc_now"]
