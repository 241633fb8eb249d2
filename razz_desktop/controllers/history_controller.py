"""The hand history, kept off the GUI thread.

One worker thread owns the only database connection and does every read and
write, in the order they were asked for: the GUI thread only emits requests
and receives answers as signals. So a slow disk never stalls the table, and
"list the hands" asked right after "save this hand" always sees that hand
(the requests are queued to the same thread, first in, first out).

Lifecycle, driven by the composition root:

1. ``HistoryController(database_path)``: the thread starts and opens the file
   (``database_problem`` tells the user if it had to be moved aside).
2. ``start_session(config)`` when a session starts; ``record_hand(record,
   players)`` after every hand; ``end_session()`` when the player leaves.
   A hand recorded with no session open opens one, so nothing is lost if a
   caller forgets.
3. ``shutdown()`` (also run on ``QCoreApplication.aboutToQuit``) finishes the
   queued writes, ends the session and closes the file.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from razz_desktop.engine import GameConfig, HandRecord
from razz_desktop.storage import (
    DATABASE_ERRORS,
    CorruptRecordError,
    DuplicateHandError,
    HandLog,
    SeatPlayer,
    StoredHand,
    hand_to_text,
    open_database,
)

log = logging.getLogger(__name__)

RECENT_HANDS = 50
"""How many hands of the session the Last Hand window offers by default."""


class PlayerLike(Protocol):
    """What the game controller knows about a seat (its ``PlayerInfo``)."""

    seat: int
    name: str
    is_human: bool


def seat_players(players: Iterable[Any] | Mapping[int, Any]) -> tuple[SeatPlayer, ...]:
    """Turn the game's player objects into storage's ``SeatPlayer``.

    Accepts ``SeatPlayer`` itself or anything with ``seat``, ``name``,
    ``is_human`` and a bot level in ``bot_level`` or ``style`` (the game
    controller's ``PlayerInfo``), as a list or a seat -> player mapping.
    """
    items = players.values() if isinstance(players, Mapping) else players
    out = []
    for p in items:
        if isinstance(p, SeatPlayer):
            out.append(p)
            continue
        level = getattr(p, "bot_level", None) or getattr(p, "style", None) or None
        out.append(SeatPlayer(int(p.seat), str(p.name), bool(p.is_human), None if p.is_human else level))
    return tuple(sorted(out, key=lambda sp: sp.seat))


class _HistoryWorker(QObject):
    """Lives on the history thread; every slot runs there, one at a time."""

    opened = Signal(str)  # Recovery.message, "" when the file opened cleanly
    # (never emit None through a queued object signal: PySide6 miscounts its
    # references on Python 3.11 and the interpreter aborts at exit)
    session_started = Signal(int)
    hand_saved = Signal(object, float)  # HandSummary, milliseconds the write took
    hands_listed = Signal(object)  # list[HandSummary]
    hand_loaded = Signal(object)  # StoredHand
    failed = Signal(str)
    save_failed = Signal(str)  # a hand that could not be written (counted off the pending writes)
    closed = Signal()

    def __init__(self, path: Path | str) -> None:
        super().__init__()
        self._path = path
        self._log: HandLog | None = None
        self._session: int | None = None

    def _fail(self, what: str, exc: BaseException) -> None:
        log.exception("hand history: %s failed", what)
        self.failed.emit(f"{what}: {exc}")

    @Slot()
    def open(self) -> None:
        conn, recovery = open_database(self._path)
        self._log = HandLog(conn)
        try:
            self._log.close_dangling_sessions()
        except (*DATABASE_ERRORS, ValueError) as exc:
            self._fail("closing the sessions a crash left open", exc)
        self.opened.emit("" if recovery is None else recovery.message)

    def _begin(self, config: GameConfig) -> None:
        assert self._log is not None
        if self._session is not None:
            self._log.end_session(self._session)
        self._session = self._log.start_session(config)
        self.session_started.emit(self._session)

    @Slot(object)
    def start_session(self, config: GameConfig) -> None:
        if not self._ready(self.failed):
            return
        try:
            self._begin(config)
        except (*DATABASE_ERRORS, ValueError, KeyError) as exc:
            self._fail("starting a session", exc)

    def _ready(self, signal: Any) -> bool:
        if self._log is None:
            signal.emit("the hand history could not be opened")
            return False
        return True

    @Slot(object, object, object)
    def save(self, record: HandRecord, players: tuple[SeatPlayer, ...], played_at: datetime) -> None:
        if not self._ready(self.save_failed):
            return
        assert self._log is not None
        started = time.perf_counter()
        try:
            if self._session is None:
                self._begin(record.config)
            assert self._session is not None
            try:
                hand_id = self._log.save_hand(self._session, record, players, played_at)
            except DuplicateHandError:
                # The hand number is already in this session: the table was
                # rebuilt without a new session being started. Treat it as one.
                self._begin(record.config)
                hand_id = self._log.save_hand(self._session, record, players, played_at)
            ms = (time.perf_counter() - started) * 1000.0
            summary = self._log.hand_summary(hand_id)
        except (*DATABASE_ERRORS, ValueError, KeyError) as exc:
            log.exception("hand history: saving hand #%s failed", record.hand_id)
            self.save_failed.emit(f"saving hand #{record.hand_id}: {exc}")
            return
        self.hand_saved.emit(summary, ms)

    @Slot(int)
    def list_hands(self, limit: int) -> None:
        if not self._ready(self.failed):
            return
        assert self._log is not None
        try:
            hands = [] if self._session is None else self._log.hand_summaries(self._session, limit)
        except (*DATABASE_ERRORS, ValueError) as exc:
            self._fail("listing the hands", exc)
            return
        self.hands_listed.emit(hands)

    @Slot(int)
    def load_hand(self, hand_id: int) -> None:
        if not self._ready(self.failed):
            return
        assert self._log is not None
        try:
            hand = self._log.hand(hand_id)
        except (*DATABASE_ERRORS, CorruptRecordError, ValueError) as exc:
            self._fail(f"reading hand {hand_id}", exc)
            return
        if hand is None:
            self.failed.emit(f"hand {hand_id} is not in the history")
            return
        self.hand_loaded.emit(hand)

    @Slot()
    def end_session(self) -> None:
        if self._log is None or self._session is None:
            return
        try:
            self._log.end_session(self._session)
        except (*DATABASE_ERRORS, KeyError) as exc:
            self._fail("ending the session", exc)
        self._session = None

    @Slot()
    def close(self) -> None:
        self.end_session()
        if self._log is not None:
            self._log.connection.close()
            self._log = None
        self.closed.emit()
        thread = QThread.currentThread()
        if thread is not None:
            thread.quit()


class HistoryController(QObject):
    """The GUI thread's handle on the hand history. See the module docstring."""

    database_problem = Signal(str)
    """A message for the user: the file was damaged and moved aside, or could
    not be opened and this session is kept in memory only."""
    storage_failed = Signal(str)
    """A read or write failed (disk full, file removed...): a message for the status bar."""
    session_started = Signal(int)
    hand_saved = Signal(object)
    """``HandSummary`` of the hand just written."""
    hands_listed = Signal(object)
    """``list[HandSummary]`` of the current session, newest first."""
    hand_loaded = Signal(object)
    """``StoredHand`` asked for with ``request_hand``."""

    _open_requested = Signal()
    _session_requested = Signal(object)
    _save_requested = Signal(object, object, object)
    _list_requested = Signal(int)
    _load_requested = Signal(int)
    _end_requested = Signal()
    _close_requested = Signal()

    def __init__(self, database_path: Path | str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = database_path
        self._session: int | None = None
        self._pending = 0
        self._closed = False
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

        self._worker.opened.connect(self._on_opened)
        self._worker.session_started.connect(self._on_session_started)
        self._worker.hand_saved.connect(self._on_hand_saved)
        self._worker.hands_listed.connect(self.hands_listed)
        self._worker.hand_loaded.connect(self.hand_loaded)
        self._worker.failed.connect(self.storage_failed)
        self._worker.save_failed.connect(self._on_save_failed)

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
    def session_id(self) -> int | None:
        """The current session once the worker has started it."""
        return self._session

    @property
    def pending_writes(self) -> int:
        """Hands handed over but not yet confirmed written (or failed)."""
        return self._pending

    # -------------------------------------------------------------- requests

    def start_session(self, config: GameConfig) -> None:
        """Begin a new session (ending the current one) at these stakes."""
        if not self._closed:
            self._session_requested.emit(config)

    @Slot(object, object)
    def record_hand(self, record: HandRecord, players: Iterable[Any] | Mapping[int, Any]) -> None:
        """Queue a finished hand for writing; returns at once.

        ``players``: the game controller's ``players`` dict (seat ->
        PlayerInfo) as it was during the hand, or any iterable of players.
        """
        if self._closed:
            return
        self._pending += 1
        self._save_requested.emit(record, seat_players(players), datetime.now(UTC))

    def request_hands(self, limit: int = RECENT_HANDS) -> None:
        """Ask for the current session's last ``limit`` hands: answered by ``hands_listed``."""
        if not self._closed:
            self._list_requested.emit(limit)

    def request_hand(self, hand_id: int) -> None:
        """Ask for one hand in full: answered by ``hand_loaded``."""
        if not self._closed:
            self._load_requested.emit(hand_id)

    def end_session(self) -> None:
        if not self._closed:
            self._end_requested.emit()

    @staticmethod
    def hand_as_text(hand: StoredHand, dollars: bool = False) -> str:
        """The hand in PokerStars Razz format (what "Copy as text" copies)."""
        return hand_to_text(hand, dollars=dollars)

    @Slot()
    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Write what is queued, end the session, close the file, stop the thread.

        Idempotent. Returns False if the thread did not stop in time.
        """
        if self._closed:
            return True
        self._closed = True
        self._close_requested.emit()
        return self._thread.wait(timeout_ms)

    # --------------------------------------------------------------- answers

    @Slot(str)
    def _on_opened(self, message: str) -> None:
        if message:
            self.recovery_message = message
            log.warning("hand history: %s", message)
            self.database_problem.emit(message)

    @Slot(int)
    def _on_session_started(self, session_id: int) -> None:
        self._session = session_id
        self.session_started.emit(session_id)

    @Slot(object, float)
    def _on_hand_saved(self, summary: object, ms: float) -> None:
        self._pending = max(0, self._pending - 1)
        self.last_write_ms = ms
        self.hand_saved.emit(summary)

    @Slot(str)
    def _on_save_failed(self, message: str) -> None:
        self._pending = max(0, self._pending - 1)
        self.storage_failed.emit(message)
