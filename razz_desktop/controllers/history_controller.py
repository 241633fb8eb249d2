"""The hand history, kept off the GUI thread, and a hand log that never loses a hand.

One worker thread owns the only database connection and does every read and
write, in the order they were asked for: the GUI thread only emits requests
and receives answers as signals. So a slow disk never stalls the table, and
"list the hands" asked right after "save this hand" always sees that hand
(the requests are queued to the same thread, first in, first out).

When a hand cannot be written (another program holds the file, it is
read-only, the disk is full, the file is damaged), the worker appends it to
the journal beside the database (``storage.handlog.journal``), tells the user once
for the whole episode (``save_problem``), and tries again on a back-off timer
on its own thread. When a write works again, or at the next start, the
journaled hands are written (each once: they carry their ``uid``) and
``save_recovered`` says so.

Lifecycle, driven by the composition root:

1. ``HistoryController(database_path)``: the thread starts and opens the file
   (with ``open_now=False``, when :meth:`HistoryController.open` is called: the
   launcher opens the log after the first painted table, issue 19; what is asked
   for meanwhile is sent to the log, in order, once it is open, and the first
   deal's number comes from ``storage.handlog.peek`` when the file can tell it at once).
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

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from .history_kept import InFlight, KeptHands, new_uid
from .import_requests import ImportRequests

if TYPE_CHECKING:

    from PySide6.QtCore import SignalInstance

    # What an import, an export, "Copy as text" or a cut-short shutdown needs is imported
    # there: the hand log opens and the first table is dealt without the hand-history text
    # reader and writer, the export formats or the import machinery (issue 19's launch).
    from razz_desktop.engine import GameConfig
    from razz_desktop.records import HandFilter, HandSummary, StoredHand
    from razz_desktop.reviews import HandReview
    from razz_desktop.storage.formats.export import ExportFormat
    from razz_desktop.storage.handlog.journal import JournalEntry
    from razz_desktop.tournament.status import TournamentOutcome

    from .history_import import HistoryExporter, ImportState, ReviewRouter
    from .history_worker import HistoryWorker
    from .recorded import RecordedHand

log = logging.getLogger(__name__)


class HistoryController(KeptHands, ImportRequests, QObject):
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
    at_risk_changed = Signal(int)
    """How many hands would be lost if the app closed now (:attr:`hands_at_risk`), after each change."""

    _open_requested = Signal()
    _session_requested = Signal(object)
    _save_requested = Signal(str, object, object)
    _list_requested = Signal(int)
    _load_requested = Signal(int)
    _end_requested = Signal()
    _review_requested = Signal(str, object)
    _import_requested = Signal(object)
    _close_requested = Signal()
    _retry_now_requested = Signal()
    _forget_requested = Signal(object)
    _tournament_requested = Signal(object)
    tournament_saved = Signal(str)
    """A tournament's result was written (its id): the statistics count it now."""

    def __init__(self, database_path: Path | str, parent: QObject | None = None, *, open_now: bool = True) -> None:
        """``open_now=False``: the log opens (its thread, its imports, the file) at :meth:`open`."""
        super().__init__(parent)
        self._path = database_path
        self._session: int | None = None
        self._in_flight: dict[str, InFlight] = {}
        self._unsaved = 0
        self._episode = False
        self._memory_warned = False
        self._closed = False
        self._next_number: int | None = None
        self.last_write_ms: float | None = None
        self.recovery_message: str | None = None
        self._thread: QThread | None = None
        self._worker: HistoryWorker | None = None
        self._early: list[tuple[SignalInstance, tuple[object, ...]]] = []  # asked for before open()
        self._kept: tuple[JournalEntry, ...] = ()  # hands only the worker's memory holds (kept_changed)
        self._given_up: set[str] = set()  # uids the user saved elsewhere or chose to lose
        self.fallback_folders: tuple[Path, ...] | None = None
        """Where the worker writes hands held only in memory when the app closes without asking
        (None: the log folder, then the temporary folder). Set before :meth:`open`."""

        # Made when first needed (history_import and the records it reads are not needed
        # before the first table, issue 19): the hand numbers' uids, an import, an export.
        self._router: ReviewRouter | None = None
        self._import: ImportState | None = None
        self._exporter: HistoryExporter | None = None

        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        if open_now:
            self.open()
        else:
            from razz_desktop.storage.handlog.peek import next_hand_number

            self._next_number = next_hand_number(database_path)

    def open(self) -> None:
        """Start the history thread and open the file there (once; ``__init__`` does it unless told to wait).

        Requests made before are sent now, in the order they were made, after the opening.
        """
        if self._worker is not None or self._closed:
            return
        # Here, not at the top: the write path's imports (storage.handlog.db, its migrations, the repository).
        from .history_worker import HistoryWorker

        self._thread = QThread()
        self._thread.setObjectName("hand-history")
        self._worker = HistoryWorker(self._path)
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
        self._retry_now_requested.connect(self._worker.retry_now)
        self._forget_requested.connect(self._worker.forget_kept)
        self._tournament_requested.connect(self._worker.save_tournament)
        self._worker.fallback = self.fallback_folders

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
        w.kept_changed.connect(self._on_kept_changed)
        w.tournament_saved.connect(self.tournament_saved)

        self._thread.start()
        self._open_requested.emit()
        early, self._early = self._early, []
        for signal, args in early:
            signal.emit(*args)

    @property
    def _numbers(self) -> ReviewRouter:
        """Which uid each hand number of this run was written under (a review finds its hand)."""
        if self._router is None:
            from .history_import import ReviewRouter

            self._router = ReviewRouter()
        return self._router

    def _export(self) -> HistoryExporter:
        if self._exporter is None:
            from .history_import import HistoryExporter

            self._exporter = HistoryExporter(self._path, self)
            self._exporter.finished.connect(self.export_finished)
            self._exporter.failed.connect(self.export_failed)
        return self._exporter

    def _request(self, signal: SignalInstance, *args: object) -> None:
        """Send a request to the worker, or keep it for :meth:`open`."""
        if self._worker is None:
            self._early.append((signal, args))
        else:
            signal.emit(*args)

    # ----------------------------------------------------------------- state

    @property
    def database_path(self) -> Path | str:
        return self._path

    @property
    def journal_path(self) -> Path:
        """Where hands wait while the database cannot be written."""
        from razz_desktop.storage.handlog.journal import journal_path

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
        """The number the next hand should carry, once the history is open (None before), or at
        once when the log waits for :meth:`open` and the file could tell (``storage.handlog.peek``)."""
        return self._next_number

    # -------------------------------------------------------------- requests

    def start_session(self, config: GameConfig) -> None:
        """Begin a new session (ending the current one) at these stakes."""
        if not self._closed:
            self._request(self._session_requested, config)

    @Slot(object)
    def record_hand(self, recorded: RecordedHand) -> None:
        """Queue a finished hand for writing; returns at once (``GameController.hand_recorded``)."""
        if self._closed:
            return
        from .history_worker_core import utc_now

        uid = new_uid()
        played_at = utc_now()
        self._in_flight[uid] = InFlight(played_at, recorded)
        self._numbers.remember(recorded.record.hand_id, uid)
        number = recorded.record.hand_id + 1
        if self._next_number is None or number > self._next_number:
            self._next_number = number
        self._request(self._save_requested, uid, played_at, recorded)

    @Slot(object)
    def record_tournament(self, outcome: TournamentOutcome) -> None:
        """Queue how a tournament ended for writing (``GameController.tournament_finished``)."""
        if self._closed or not outcome.tournament_id:
            return
        from razz_desktop.records import TournamentResult

        from .history_worker_core import utc_now

        finished = utc_now()
        result = TournamentResult(
            tournament_id=outcome.tournament_id, started_at=outcome.started_at or finished, finished_at=finished,
            schedule=outcome.schedule_name, entrants=outcome.entrants, hands=outcome.hands, buy_in=outcome.buy_in,
            place=outcome.human_place, prize=outcome.human_prize,
            places_paid=max(1, min(outcome.places_paid, outcome.entrants)), places=outcome.places)
        self._request(self._tournament_requested, result)

    @Slot(int)
    def request_hands(self, limit: int | None = None) -> None:
        """Ask for the current session's last ``limit`` hands (``RECENT_HANDS``): answered by ``hands_listed``."""
        if limit is None:
            from .history_worker_core import RECENT_HANDS

            limit = RECENT_HANDS
        if not self._closed:
            self._request(self._list_requested, limit)

    @Slot(int)
    def request_hand(self, hand_id: int) -> None:
        """Ask for one hand in full: answered by ``hand_text_ready`` then ``hand_loaded``."""
        if not self._closed:
            self._request(self._load_requested, hand_id)

    @Slot()
    def end_session(self) -> None:
        if not self._closed:
            self._request(self._end_requested)

    @Slot(object)
    def save_review(self, review: HandReview) -> None:
        """Keep a practice review with its hand (``PracticeController.review_ready``), by the hand's uid."""
        if self._closed:
            return
        uid = self._numbers.uid_for(review.hand_id)
        if uid is None:
            log.warning("hand history: a review of hand #%s, which this run did not record", review.hand_id)
            return
        self._request(self._review_requested, uid, review)

    def export_hands(self, fmt: ExportFormat | str, out: Path | str, hand_filter: HandFilter | None = None,
                     hand_ids: list[int] | None = None) -> bool:
        """Export a filter (every hand when None) or a selection off the GUI thread:
        ``export_finished`` or ``export_failed``."""
        if self._closed:
            return False
        return self._export().export(fmt, out, hand_filter, hand_ids)

    @staticmethod
    def hand_as_text(hand: StoredHand, dollars: bool = False) -> str:
        """The hand in PokerStars Razz format (what "Copy as text" copies)."""
        from razz_desktop.storage.formats.hhtext import hand_to_text

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
        self.open()  # not open yet: what was asked for meanwhile is written (or journaled) and the file closed
        assert self._worker is not None and self._thread is not None
        self._closed = True
        self.cancel_import()
        if self._exporter is not None:
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
        from razz_desktop.storage.handlog.journal import HandJournal, JournalEntry, SessionRef

        journal = HandJournal(self.journal_path)
        for uid, item in list(self._in_flight.items()):
            session = SessionRef(new_uid(), item.played_at, item.recorded.record.config)
            journal.append(JournalEntry(uid, item.played_at, session, item.recorded.players, item.recorded.record,
                                        item.recorded.tournament, item.recorded.practice))
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
        from razz_desktop.storage.handlog.db import WriteProblem

        from .save_problems import problem_sentence

        self.save_problem.emit(problem_sentence(WriteProblem(kind), Path(self._path).name, self.journal_path.name))

    @Slot(int)
    def _on_recovered(self, count: int) -> None:
        self._unsaved = 0
        self._memory_warned = False
        if not self._episode and count == 0:
            return
        self._episode = False
        self.save_recovered.emit(
            self.tr("The hand history can be written again: %n kept hand(s) were saved to it.", "", count))
