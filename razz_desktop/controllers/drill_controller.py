"""The drill window's controller: deals drills off the GUI thread and writes every answer as it is given.

On its own :class:`JobRunner` thread it keeps a connection to the hand log
(WAL: it never waits for the history's writes), reads the boxes and tallies
once per session, and then, drill after drill: picks the next one
(``trainer.schedule``: a due missed spot, else a fresh one of a deck drawn
with the weak decks weighted up), rebuilds or generates it (the Coach's
values for a strategy deck take a few tenths of a second, the rule decks
a few milliseconds), and hands it to the window by signal.

An answer is judged at once on the GUI thread (the answer key came with the
drill) and written on the worker in one transaction with its spot's box,
before the next drill is dealt: closing the window or the app at any moment
loses no answer given (``shutdown`` lets the queued writes finish).
"""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot

from razz_desktop.controllers.jobs import JobRunner
from razz_desktop.storage.handlog.db import DATABASE_ERRORS, connect
from razz_desktop.storage.handlog.drills import (
    BoxRow,
    DrillAnswerRow,
    ProgressPoint,
    boxes,
    deck_tallies,
    progress,
    record_answer,
)
from razz_desktop.trainer.decks import DrillDeck
from razz_desktop.trainer.drill import Answered, Drill, DrillCard
from razz_desktop.trainer.progress import DayScore
from razz_desktop.trainer.schedule import (
    SCORE_WINDOW,
    BoxedSpot,
    DeckRecord,
    after_answer,
    pick_next,
)

log = logging.getLogger(__name__)

__all__ = ["DrillController"]


class DrillController(QObject):
    drill_ready = Signal(object)  # Drill
    answered = Signal(object)  # Answered
    progress_ready = Signal(object)  # list[DayScore]
    failed = Signal(str)
    busy_changed = Signal(bool)
    _dealt = Signal(object, object)  # (Drill | None, error): worker -> GUI thread
    _progress = Signal(object)

    def __init__(self, db_path: Path | str, parent: QObject | None = None, seed: int | None = None) -> None:
        super().__init__(parent)
        self._path = db_path
        self._jobs = JobRunner("drills", self)
        self._rng = random.Random(seed)
        self._conn: Any = None  # worker thread only
        self._loaded = False
        self._decks: list[DrillDeck] = []
        self._spots: dict[str, BoxedSpot] = {}  # worker thread only, once loaded
        self._records: dict[DrillDeck, DeckRecord] = {}
        self._current: Drill | None = None
        self._current_spot: BoxedSpot | None = None
        self._answered = False
        self._ready: tuple[int, Drill, BoxedSpot | None] | None = None  # dealt ahead, shown at next()
        self._wanted = False  # a drill is to be shown as soon as it is dealt
        self._session = 0  # drills dealt for an older session are dropped
        self._dealt.connect(self._on_dealt, Qt.ConnectionType.QueuedConnection)
        self._progress.connect(self.progress_ready, Qt.ConnectionType.QueuedConnection)

    @property
    def current(self) -> Drill | None:
        return self._current

    # ----------------------------------------------------------- GUI thread

    @Slot(object)
    def start(self, decks: list[DrillDeck]) -> None:
        """A session over ``decks``: the first drill comes by :attr:`drill_ready`."""
        self._decks = list(decks) or list(DrillDeck)
        self._session += 1  # drills dealt for the last session are dropped; its answers are still written
        self._current = self._ready = None
        self._wanted = True
        self._deal()

    @Slot(str)
    def answer(self, choice: str) -> None:
        """Judge ``choice`` now and write it on the worker (before anything else happens there)."""
        drill = self._current
        if drill is None or self._answered or choice not in drill.choices:
            return
        self._answered = True
        right = drill.is_right(choice)
        spot = self._current_spot
        deck = drill.deck
        card = drill.card.to_json()
        shown = after_answer(spot, card, deck, right, 0)  # the box only: the clock is the worker's
        self.answered.emit(Answered(drill, choice, right, None if shown is None else shown.box, spot is not None))

        def write() -> None:
            old = self._records.get(deck)
            clock = (old.answers if old else 0) + 1
            after = after_answer(spot, card, deck, right, clock)
            row = DrillAnswerRow(deck.value, card, choice, drill.answer, right, spot is not None)
            box = None if after is None else BoxRow(card, deck.value, after.box, after.answered_at)
            try:
                counted = record_answer(self._db(), row, box)
            except DATABASE_ERRORS as exc:
                log.warning("drills: an answer could not be written: %s", exc)
                self._dealt.emit(None, str(exc))
                return
            self._records[deck] = DeckRecord(deck, counted, ((old.recent if old else ()) + (right,))[-SCORE_WINDOW:])
            self._spots.pop(card, None)
            if after is not None:
                self._spots[card] = after

        self._jobs.submit(write)
        self._deal()  # dealt while the player reads the explanation, shown at next()

    @Slot()
    def next(self) -> None:
        """The next drill of the session: at once when it was dealt during the explanation."""
        if not self._decks or self._wanted:
            return
        self._wanted = True
        if self._ready is not None:
            ready, self._ready = self._ready, None
            self._show(ready)
        else:
            self.busy_changed.emit(True)  # still being dealt: it is shown when it comes

    @Slot()
    def refresh_progress(self) -> None:
        def job() -> None:
            try:
                rows: list[ProgressPoint] = progress(self._db())
            except DATABASE_ERRORS as exc:
                self._dealt.emit(None, str(exc))
                return
            scores = []
            for r in rows:
                try:
                    scores.append(DayScore(DrillDeck(r.deck), r.day, r.right, r.total))
                except ValueError:
                    continue  # a deck this version does not know
            self._progress.emit(scores)

        self._jobs.submit(job)

    def wait_idle(self, timeout_ms: int) -> bool:
        return self._jobs.wait_idle(timeout_ms)

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Let the queued answers be written, close the connection on its thread, stop the thread."""
        self._jobs.submit(self._close)
        self._jobs.wait_idle(timeout_ms)
        return self._jobs.shutdown(timeout_ms)

    def _deal(self) -> None:
        session = self._session
        decks = list(self._decks)
        avoid = None if self._current is None else self._current.card.to_json()
        seed = self._rng.getrandbits(64)
        if self._wanted:
            self.busy_changed.emit(True)

        def job() -> None:
            try:
                self._load()
                pick = pick_next(decks, list(self._spots.values()), self._records, random.Random(seed), avoid)
                drill, kept = None, pick.spot
                if pick.spot is not None:
                    try:
                        from razz_desktop.trainer.generate import rebuild

                        drill = rebuild(DrillCard.from_json(pick.spot.card))
                    except (ValueError, KeyError) as exc:  # a spot this version cannot ask: forget it
                        log.warning("drills: a kept spot could not be asked again: %s", exc)
                        self._spots.pop(pick.spot.card, None)
                        kept = None
                if drill is None:
                    from razz_desktop.trainer.generate import generate_one

                    drill = generate_one(pick.deck, random.Random(seed))
                self._dealt.emit((session, drill, kept), "")
            except DATABASE_ERRORS as exc:
                self._dealt.emit(None, str(exc))
            except RuntimeError as exc:  # the work budget ran out (GenerationError)
                self._dealt.emit(None, str(exc))

        self._jobs.submit(job)

    @Slot(object, object)
    def _on_dealt(self, dealt: tuple[int, Drill, BoxedSpot | None] | None, error: str) -> None:
        if dealt is None:
            self.busy_changed.emit(False)
            self.failed.emit(error)
            return
        if dealt[0] != self._session:
            return
        if self._wanted:
            self._show(dealt)
        else:
            self._ready = dealt

    def _show(self, dealt: tuple[int, Drill, BoxedSpot | None]) -> None:
        _session, drill, spot = dealt
        self._wanted = False
        self.busy_changed.emit(False)
        self._current, self._current_spot, self._answered = drill, spot, False
        self.drill_ready.emit(drill)

    # -------------------------------------------------------- worker thread

    def _db(self) -> Any:  # the sqlite3 connection (only storage names sqlite3)
        if self._conn is None:
            self._conn = connect(self._path, busy_timeout_ms=2000)
        return self._conn

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        conn = self._db()
        for row in boxes(conn):
            try:
                self._spots[row.card] = BoxedSpot(row.card, DrillDeck(row.deck), row.box, row.answered_at)
            except ValueError:
                continue  # a deck this version does not know
        for name, tally in deck_tallies(conn, SCORE_WINDOW).items():
            try:
                deck = DrillDeck(name)
            except ValueError:
                continue
            self._records[deck] = DeckRecord(deck, tally.answers, tally.recent)

    def _close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
